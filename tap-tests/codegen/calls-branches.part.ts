// Codegen end to end, second part: calls (a runtime helper and a module function, a value kept in
// a callee-saved register across them, stack arguments on x86-32), branch relaxation (x86
// rel8 → rel32, Thumb b<c> → inverted b<c> over b, Thumb b beyond ±2 KB refused), constants
// (ARM/Thumb literal pools, ARM mvn, Thumb movs only where the flags are dead).

import t from 'tap';
import type { EmittedFunction } from '../../engine/codegen/index.js';
import { emitFunction } from '../../engine/codegen/pipeline.js';
import { linkImage } from '../../engine/link/link-image.js';
import type { Isa } from '../../isa-models/types.js';
import type { IsaInsn, PReg } from '../../engine/mir/types.js';
import { runImage, type MachineOutcome } from '../../simulators/harness.js';
import { allocateByMap, fn, ISAS, Mini, moduleFor } from './build.js';

const run = (isa: Isa, fns: EmittedFunction[], entry: string, args: number[], declared: string[] = []): MachineOutcome =>
  runImage(
    linkImage(
      moduleFor(
        isa,
        fns.map((f) => f.name),
        declared,
      ),
      fns,
      isa,
    ),
    { entry, args: args.map((v) => ({ width: 32, value: BigInt(v) })) },
  );
const ret32 = (o: MachineOutcome): number => Number(BigInt.asIntN(32, o.resultRegs[0]!));
const forms = (f: EmittedFunction): string[] => f.insns.map((i) => (i.insn as { form: string }).form);

const SAVED: Record<Isa, PReg> = { 'x86-32': 'ebx', 'x86-64': 'rbx', arm: 'r4', thumb: 'r4' };

function add2(isa: Isa): EmittedFunction {
  const m = new Mini(isa);
  const f = fn('add2', m, [{ insts: [...m.entry([0, 1]), m.add(2, 0, 1), m.copy(3, 2), m.ret(3)], succs: [] }], 4);
  const where: Record<number, PReg> = {
    'x86-32': { 0: 'eax', 1: 'ecx', 2: 'eax', 3: 'eax' },
    'x86-64': { 0: 'rdi', 1: 'rsi', 2: 'rdi', 3: 'rax' },
    arm: { 0: 'r0', 1: 'r1', 2: 'r2', 3: 'r0' },
    thumb: { 0: 'r0', 1: 'r1', 2: 'r2', 3: 'r0' },
  }[isa];
  return emitFunction(f, allocateByMap(f, where, isa), isa);
}

/** main() { putchar(72); putchar(105); k = 7; return add2(40, 2) + k; } with k in a callee-saved register. */
function caller(isa: Isa): EmittedFunction {
  const m = new Mini(isa);
  const f = fn(
    'main',
    m,
    [
      {
        insts: [
          ...m.entry([]),
          m.konst(5, 7n),
          m.konst(0, 72n),
          ...m.call('putchar', [0], 1),
          m.konst(0, 105n),
          ...m.call('putchar', [0], 1),
          m.konst(2, 40n),
          m.konst(3, 2n),
          ...m.call('add2', [2, 3], 4),
          m.add(6, 4, 5),
          m.ret(6),
        ],
        succs: [],
      },
    ],
    7,
  );
  const abi = m.abi;
  const a0 = isa === 'x86-32' ? 'eax' : abi.argRegs[0]!;
  const a1 = isa === 'x86-32' ? 'ecx' : abi.argRegs[1]!;
  const res = abi.resultRegs[0]!;
  return emitFunction(f, allocateByMap(f, { 0: a0, 1: res, 2: a0, 3: a1, 4: res, 5: SAVED[isa], 6: res }, isa), isa);
}

for (const isa of ISAS) {
  t.test(`${isa}: calls to a runtime helper and a module function`, (t) => {
    const main = caller(isa);
    const o = run(isa, [main, add2(isa)], 'main', [], ['putchar']);
    t.equal(o.status, 'ok', 'callee-saved registers and sp preserved');
    t.equal(ret32(o), 49);
    t.equal(Buffer.from(o.stdout).toString('latin1'), 'Hi');
    t.same(
      main.calls.map((c) => c.callee),
      ['putchar', 'putchar', 'add2'],
    );
    t.ok(main.frame.saved.includes(SAVED[isa]));
    t.end();
  });
}

t.test('a call to a function that is neither defined nor a runtime function is a link error', (t) => {
  const m = new Mini('arm');
  const f = fn('main', m, [{ insts: [...m.entry([]), m.konst(0, 1n), ...m.call('nowhere', [0], 1), m.ret(1)], succs: [] }], 2);
  const e = emitFunction(f, allocateByMap(f, { 0: 'r0', 1: 'r0' }, 'arm'), 'arm');
  t.throws(() => linkImage(moduleFor('arm', ['main']), [e], 'arm'), /nowhere/);
  t.end();
});

/** sum 1..n with `filler` no-op instructions in the loop body (tests/codegen/emit-run.part.ts's loop). */
function longLoop(isa: Isa, filler: number): EmittedFunction {
  const m = new Mini(isa);
  const f = fn(
    'sum',
    m,
    [
      { insts: [...m.entry([0]), m.konst(1, 0n), m.konst(2, 1n), m.jump(1)], succs: [1] },
      { insts: m.branchGt(2, 0, 3, 2), succs: [3, 2] },
      { insts: [m.add(1, 1, 2), ...m.filler(2, filler), m.addImm(2, 2, 1), m.jump(1)], succs: [1] },
      { insts: [m.copy(4, 1), m.ret(4)], succs: [] },
    ],
    5,
  );
  const where: Record<number, PReg> = {
    'x86-32': { 0: 'ecx', 1: 'edx', 2: 'eax', 4: 'eax' },
    'x86-64': { 0: 'rdi', 1: 'rcx', 2: 'rdx', 4: 'rax' },
    arm: { 0: 'r0', 1: 'r1', 2: 'r2', 4: 'r0' },
    thumb: { 0: 'r0', 1: 'r1', 2: 'r2', 4: 'r0' },
  }[isa];
  return emitFunction(f, allocateByMap(f, where, isa), isa);
}

for (const isa of ISAS) {
  t.test(`${isa}: branch relaxation`, (t) => {
    const short = longLoop(isa, 10);
    const long = longLoop(isa, 150);
    for (const e of [short, long]) {
      const o = run(isa, [e], 'sum', [10]);
      t.equal(o.status, 'ok');
      t.equal(ret32(o), 55);
    }
    if (isa === 'x86-32' || isa === 'x86-64') {
      t.same(
        forms(short)
          .filter((x) => /^j/.test(x))
          .sort(),
        ['jcc rel8', 'jmp rel8'],
      );
      t.same(
        forms(long)
          .filter((x) => /^j/.test(x))
          .sort(),
        ['jcc rel32', 'jmp rel32'],
        '150 fillers of 3 bytes: both need rel32',
      );
    }
    if (isa === 'thumb') {
      t.same(
        forms(short).filter((x) => /^b/.test(x)),
        ['b<c> target', 'b target'],
      );
      t.same(
        forms(long).filter((x) => /^b/.test(x)),
        ['b<c> target', 'b target', 'b target'],
        'b<c> beyond 256 B: inverted b<c> over b',
      );
      // beyond 2 KB: bl as a jump (lr is saved by the prologue), the conditional one as b<!c> over bl
      const far = longLoop(isa, 1100);
      t.equal(ret32(run(isa, [far], 'sum', [10])), 55, 'a loop over 2 KB still sums');
      t.same(
        forms(far).filter((x) => /^b/.test(x)),
        ['b<c> target', 'bl target', 'bl target'],
        'both branches far',
      );
    }
    t.end();
  });
}

/** big(): returns `value`; with `between`, the constant sits between a compare and its branch. */
function constant(isa: Isa, value: bigint): EmittedFunction {
  const m = new Mini(isa);
  const f = fn('big', m, [{ insts: [...m.entry([]), m.konst(0, value), m.ret(0)], succs: [] }], 1);
  return emitFunction(f, allocateByMap(f, { 0: m.abi.resultRegs[0]! }, isa), isa);
}

for (const isa of ISAS) {
  t.test(`${isa}: constants`, (t) => {
    for (const v of [0n, 200n, 0x12345678n, 0xffffff00n, 0x80000000n, -1n]) {
      const e = constant(isa, v);
      t.equal(run(isa, [e], 'big', []).resultRegs[0], BigInt.asUintN(32, v), `0x${BigInt.asUintN(32, v).toString(16)}`);
      if (isa === 'arm' || isa === 'thumb') {
        const literal = forms(e).some((x) => x.startsWith('ldr rt, [pc'));
        const expected = isa === 'arm' ? v === 0x12345678n : v > 255n || v < 0n;
        t.equal(literal, expected, `literal pool used: ${expected}`);
        if (isa === 'arm' && v === 0xffffff00n) t.ok(forms(e).includes('mvn rd, #imm'), 'mvn of the complement');
      }
    }
    t.end();
  });
}

t.test('thumb: a constant between a compare and its branch is a literal load, not movs', (t) => {
  const m = new Mini('thumb');
  // f(a, b) = a > b ? 1 : 2, the constant 1 placed after the compare
  const [cmp, bgt, jmp] = m.branchGt(0, 1, 1, 2);
  const f = fn(
    'f',
    m,
    [
      { insts: [...m.entry([0, 1]), cmp!, m.konst(2, 1n), bgt!, jmp!], succs: [1, 2] },
      { insts: [m.ret(2)], succs: [] },
      { insts: [m.konst(2, 2n), m.ret(2)], succs: [] },
    ],
    3,
  );
  const e = emitFunction(f, allocateByMap(f, { 0: 'r0', 1: 'r1', 2: 'r0' }, 'thumb'), 'thumb');
  t.same(
    forms(e).filter((x) => /^(movs rd, #|ldr rt, \[pc)/.test(x)),
    ['ldr rt, [pc, #imm8]', 'movs rd, #imm8'],
  );
  t.equal(ret32(run('thumb', [e], 'f', [5, 3])), 1);
  t.equal(ret32(run('thumb', [e], 'f', [3, 5])), 2);
  t.end();
});

t.test('x86-64: 64-bit constants take the shortest mov that keeps the value', (t) => {
  const cases: [bigint, string][] = [
    [0x123456789an, 'movabs r64, imm64'],
    [-5n, 'mov r64, imm32'],
    [0xfffffff0n, 'mov r32, imm32'],
  ];
  for (const [v, form] of cases) {
    const m = new Mini('x86-64');
    const f = fn('big', m, [{ insts: [...m.entry([]), m.konst(0, v), m.ret(0)], succs: [] }], 1);
    const wide = { ...f, vregs: [{ class: 'gpr', bits: 64 }] };
    const e = emitFunction(wide, allocateByMap(wide, { 0: 'rax' }, 'x86-64'), 'x86-64');
    t.ok(forms(e).includes(form), form);
    t.equal(run('x86-64', [e], 'big', []).resultRegs[0], BigInt.asUintN(64, v));
  }
  t.end();
});

for (const isa of ISAS) {
  t.test(`${isa}: a local frame object stored and loaded`, (t) => {
    const m = new Mini(isa);
    const entry = m.entry([0]);
    m.frame.push({ size: 8, align: 4, kind: 'local' });
    const local = m.frame.length - 1;
    const isaI = (insn: unknown, vreg: number, kind: 'use' | 'def') => ({
      kind: 'isa' as const,
      insn: insn as IsaInsn,
      regs: [{ vreg, kind, constraint: { kind: 'reg' as const, class: 'gpr' } }],
      clobbers: [],
      frame: local,
    });
    const st = {
      'x86-32': {
        form: 'mov m32, r32',
        operands: [
          { kind: 'mem', base: 'esp', index: null, scale: 1, disp: 4 },
          { kind: 'reg', reg: '%0.32' },
        ],
      },
      'x86-64': {
        form: 'mov m32, r32',
        operands: [
          { kind: 'mem', base: 'rsp', index: null, scale: 1, disp: 4 },
          { kind: 'reg', reg: '%0.32' },
        ],
      },
      arm: { form: 'str rt, [rn, #imm]', cond: 'al', rt: '%0.32', rn: 'sp', imm: 4 },
      thumb: { form: 'str rt, [sp, #imm8]', ops: ['%0.32', 4] },
    }[isa];
    const ld = {
      'x86-32': {
        form: 'mov r32, m32',
        operands: [
          { kind: 'reg', reg: '%0.32' },
          { kind: 'mem', base: 'esp', index: null, scale: 1, disp: 4 },
        ],
      },
      'x86-64': {
        form: 'mov r32, m32',
        operands: [
          { kind: 'reg', reg: '%0.32' },
          { kind: 'mem', base: 'rsp', index: null, scale: 1, disp: 4 },
        ],
      },
      arm: { form: 'ldr rt, [rn, #imm]', cond: 'al', rt: '%0.32', rn: 'sp', imm: 4 },
      thumb: { form: 'ldr rt, [sp, #imm8]', ops: ['%0.32', 4] },
    }[isa];
    const f = fn('local', m, [{ insts: [...entry, isaI(st, 0, 'use'), m.konst(0, 0n), isaI(ld, 1, 'def'), m.ret(1)], succs: [] }], 2);
    const res = m.abi.resultRegs[0]!;
    const arg = isa === 'x86-32' ? 'ecx' : m.abi.argRegs[0]!;
    const e = emitFunction(f, allocateByMap(f, { 0: arg, 1: res }, isa), isa);
    const o = run(isa, [e], 'local', [1234567]);
    t.equal(o.status, 'ok');
    t.equal(ret32(o), 1234567, 'the value survives in the frame object while its register is overwritten');
    t.ok(e.frame.objectOffsets[local]! >= 0);
    t.end();
  });
}
