// Codegen end to end on hand-written machine IR: emitFunction + linkImage, run in the emulator by
// simulators/harness.ts on all four ISAs, checking results, status `ok` (callee-saved registers
// and sp preserved: the harness seeds canaries), stdout, and instruction / load / store counts
// where they are exact. The allocations are written by hand (tap-tests/codegen/build.ts).

import t from 'tap';
import type { EmittedFunction } from '../../engine/codegen/index.js';
import { emitFunction } from '../../engine/codegen/pipeline.js';
import { linkImage } from '../../engine/link/link-image.js';
import type { Isa } from '../../isa-models/types.js';
import type { Edit, MFunction, PReg } from '../../engine/mir/types.js';
import { runImage, type MachineOutcome } from '../../simulators/harness.js';
import { allocateByMap, fn, instIndex, ISAS, Mini, moduleFor } from './build.js';

const x86 = (isa: Isa): boolean => isa === 'x86-32' || isa === 'x86-64';
const REGS: Record<Isa, { a: PReg; b: PReg; c: PReg; arg0: PReg; arg1: PReg; saved: PReg }> = {
  'x86-32': { a: 'eax', b: 'ecx', c: 'edx', arg0: 'eax', arg1: 'ecx', saved: 'ebx' },
  'x86-64': { a: 'rax', b: 'rcx', c: 'rdx', arg0: 'rdi', arg1: 'rsi', saved: 'rbx' },
  arm: { a: 'r0', b: 'r1', c: 'r2', arg0: 'r0', arg1: 'r1', saved: 'r4' },
  thumb: { a: 'r0', b: 'r1', c: 'r2', arg0: 'r0', arg1: 'r1', saved: 'r4' },
};

function run(isa: Isa, fns: EmittedFunction[], entry: string, args: number[], declared: string[] = []): MachineOutcome {
  const image = linkImage(
    moduleFor(
      isa,
      fns.map((f) => f.name),
      declared,
    ),
    fns,
    isa,
  );
  return runImage(image, { entry, args: args.map((v) => ({ width: 32, value: BigInt(v) })) });
}

const ret32 = (o: MachineOutcome): number => Number(BigInt.asIntN(32, o.resultRegs[0]!));
/** Unconditional jumps among the emitted instructions (ARM's b carries its condition as a field). */
const jumps = (f: EmittedFunction): number =>
  f.insns.filter((i) => {
    const insn = i.insn as { form: string; cond?: string };
    return /^jmp /.test(insn.form) || (insn.form === 'b target' && (insn.cond ?? 'al') === 'al');
  }).length;

/** add2(a, b) = a + b. */
function add2(isa: Isa): { f: MFunction; e: EmittedFunction } {
  const m = new Mini(isa);
  const f = fn('add2', m, [{ insts: [...m.entry([0, 1]), m.add(2, 0, 1), m.copy(3, 2), m.ret(3)], succs: [] }], 4);
  const R = REGS[isa];
  const res = m.abi.resultRegs[0]!;
  const where =
    isa === 'x86-32' ? { 0: 'eax', 1: 'ecx', 2: 'eax', 3: 'eax' } : { 0: R.arg0, 1: R.arg1, 2: R.arg0 === res ? R.c : R.arg0, 3: res };
  if (!x86(isa)) where[2] = 'r2';
  return { f, e: emitFunction(f, allocateByMap(f, where, isa), isa) };
}

for (const isa of ISAS) {
  t.test(`${isa}: leaf function adding its arguments`, (t) => {
    const { e } = add2(isa);
    const o = run(isa, [e], 'add2', [40, 2]);
    t.equal(o.status, 'ok');
    t.equal(ret32(o), 42);
    t.equal(ret32(run(isa, [e], 'add2', [-7, 3])), -4);
    // x86-32: two argument loads, add, ret; x86-64: add, mov to rax, ret; ARM/Thumb: push {lr}, add, mov, pop {pc}
    t.equal(o.counts.instructions, { 'x86-32': 4, 'x86-64': 3, arm: 4, thumb: 4 }[isa], 'instruction count');
    t.end();
  });
}

/** sum(n) = 1 + … + n by a loop; with `spill`, s lives in a spill slot and the add runs in a callee-saved register. */
function sum(isa: Isa, opts: { spill?: boolean; filler?: number } = {}): EmittedFunction {
  const m = new Mini(isa);
  const f = fn(
    'sum',
    m,
    [
      { insts: [...m.entry([0]), m.konst(1, 0n), m.konst(2, 1n), m.jump(1)], succs: [1] },
      { insts: m.branchGt(2, 0, 3, 2), succs: [3, 2] },
      { insts: [m.add(1, 1, 2), ...m.filler(2, opts.filler ?? 0), m.addImm(2, 2, 1), m.jump(1)], succs: [1] },
      { insts: [m.copy(4, 1), m.ret(4)], succs: [] },
    ],
    5,
  );
  const R = REGS[isa];
  const res = m.abi.resultRegs[0]!;
  const where: Record<number, PReg> = {
    'x86-32': { 0: 'ecx', 1: 'edx', 2: 'eax', 4: 'eax' },
    'x86-64': { 0: 'rdi', 1: 'rcx', 2: 'rdx', 4: 'rax' },
    arm: { 0: 'r0', 1: 'r1', 2: 'r2', 4: 'r0' },
    thumb: { 0: 'r0', 1: 'r1', 2: 'r2', 4: 'r0' },
  }[isa];
  if (!opts.spill) return emitFunction(f, allocateByMap(f, where, isa), isa);
  const constS = instIndex(f, 0, isa === 'x86-32' ? 2 : 1);
  const add = instIndex(f, 2, 0);
  const copy = instIndex(f, 3, 0);
  const slot = (s: number) => ({ kind: 'slot' as const, slot: s });
  const reg = (p: PReg) => ({ kind: 'reg' as const, preg: p });
  const edits: Edit[] = [
    { point: { inst: constS, pos: 'after' }, from: reg(where[1]), to: slot(0), vreg: 1 },
    { point: { inst: add, pos: 'before' }, from: slot(0), to: reg(R.saved), vreg: 1 },
    { point: { inst: add, pos: 'after' }, from: reg(R.saved), to: slot(0), vreg: 1 },
    { point: { inst: copy, pos: 'before' }, from: slot(0), to: reg(res), vreg: 1 },
  ];
  const override = { [`${add}:0`]: R.saved, [`${add}:1`]: R.saved, [`${copy}:1`]: res };
  return emitFunction(f, allocateByMap(f, where, isa, edits, 1, override), isa);
}

for (const isa of ISAS) {
  t.test(`${isa}: loop summing 1..n`, (t) => {
    const e = sum(isa);
    const o10 = run(isa, [e], 'sum', [10]);
    const o11 = run(isa, [e], 'sum', [11]);
    t.equal(o10.status, 'ok');
    t.equal(ret32(o10), 55);
    t.equal(ret32(o11), 66);
    t.equal(ret32(run(isa, [e], 'sum', [0])), 0);
    t.equal(o11.counts.instructions - o10.counts.instructions, 5, 'one iteration: cmp, branch, add, add, jump');
    t.equal(jumps(e), 1, 'the jump to the fall-through block is dropped');
    t.end();
  });

  t.test(`${isa}: spills, reloads and a callee-saved register`, (t) => {
    const e = sum(isa, { spill: true });
    const o10 = run(isa, [e], 'sum', [10]);
    const o11 = run(isa, [e], 'sum', [11]);
    t.equal(o10.status, 'ok', 'callee-saved register restored');
    t.equal(ret32(o10), 55);
    t.equal(o11.counts.instructions - o10.counts.instructions, 7, 'one iteration: cmp, branch, reload, add, spill, add, jump');
    t.equal(o11.counts.loads - o10.counts.loads, 1, 'one reload per iteration');
    t.equal(o11.counts.stores - o10.counts.stores, 1, 'one spill per iteration');
    t.equal(o11.counts.spillLoads! - o10.counts.spillLoads!, 1, 'counted as spill traffic');
    t.equal(o11.counts.spillStores! - o10.counts.spillStores!, 1);
    t.ok(e.frame.saved.includes(REGS[isa].saved), 'the callee-saved register is saved');
    t.end();
  });
}
