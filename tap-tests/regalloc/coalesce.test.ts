// Aggressive copy coalescing (engine/regalloc/coalesce.ts, Koes §3.6 remedy 1):
// - hand-built x86-32 functions where it must merge (copy chains on both sides of a two-address tie; a
//   `gpr` copy into a `byte` vreg, which gets the narrower class) and where it must not (a copy
//   whose source is redefined while the copy lives; copies joining two different fixed registers;
//   a copy into a call's fixed argument register from a value live across the call's clobbers);
//   every result passes verifyMir and every allocator's allocation of it passes the checker;
// - random machine-IR functions (testbed/fuzz/mir-generator.ts, fixed seeds) on x86-32 and Thumb,
//   coalesced and allocated by every allocator: verifyMir and the allocation checker accept them;
// - corpus programs at -O1 on x86-32 and Thumb, built with `coalesce: true` by every allocator and
//   run in Unicorn: each matches the reference interpreter, and coalescing removed copies.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { problemText } from '../../engine/backend/problem.js';
import { ALLOCATOR_NAMES, compileModule, type BackendOptions } from '../../engine/codegen/pipeline.js';
import { parseModule } from '../../engine/frontend/parse.js';
import type { Module } from '../../engine/ir/types.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { IsaInsn, MFunction, MInst, RegOperand } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { isFailure, runCell } from '../../testbed/driver/backend.js';
import { findTarget } from '../../testbed/driver/targets.js';

const X86 = targetRegs('x86-32');
// Never looked into by coalescing, allocation or the checker (as mir-generator.ts does).
const INSN = { form: 'hand-built', ops: [] } as unknown as IsaInsn;
const GPR = { kind: 'reg', class: 'gpr' } as const;

const use = (vreg: number, constraint: RegOperand['constraint'] = GPR): RegOperand => ({ vreg, kind: 'use', constraint });
const def = (vreg: number, constraint: RegOperand['constraint'] = GPR): RegOperand => ({ vreg, kind: 'def', constraint });
const fixed = (preg: string) => ({ kind: 'fixed', preg }) as const;
const isa = (regs: RegOperand[], clobbers: string[] = []): MInst => ({ kind: 'isa', insn: INSN, regs, clobbers });
const copy = (dst: number, src: number): MInst => ({ kind: 'copy', regs: [def(dst), use(src)] });
const konst = (dst: number, value: bigint): MInst => ({ kind: 'const', regs: [def(dst)], value });

function fn(name: string, insts: MInst[], vregs = 0, classes: Record<number, string> = {}): MFunction {
  const count = Math.max(vregs, ...insts.flatMap((i) => i.regs.map((o) => o.vreg + 1)));
  return {
    name,
    blocks: [{ id: 0, insts, succs: [], preds: [], loopDepth: 0 }],
    vregs: Array.from({ length: count }, (_, v) => ({ class: classes[v] ?? 'gpr', bits: 32 })),
    frame: [],
  };
}

/** Coalesces `f`, checks the result with verifyMir and every allocator with the checker. */
function coalesced(t: Test, f: MFunction) {
  t.same(verifyMirRegs(f, X86).map(problemText), [], `${f.name}: the input is valid MIR`);
  const r = coalesceCopies(f, X86);
  t.same(verifyMirRegs(r.fn, X86).map(problemText), [], `${f.name}: the coalesced function is valid MIR`);
  for (const name of ALLOCATOR_NAMES) {
    const alloc = ALLOCATORS[name as keyof typeof ALLOCATORS].allocate(r.fn, X86);
    t.same(checkAllocation(r.fn, alloc, X86), [], `${f.name}: ${name}'s allocation passes the checker`);
  }
  return r;
}

const copies = (f: MFunction) => f.blocks.flatMap((b) => b.insts).filter((i) => i.kind === 'copy').length;

t.test('a copy chain and a two-address tie merge into one vreg (two-address form: the def redefines its input)', (t) => {
  const r = coalesced(
    t,
    fn('chain', [
      { kind: 'isa', insn: null, regs: [def(0, fixed('eax'))], clobbers: [] },
      copy(1, 0),
      copy(2, 1),
      isa([use(2), { vreg: 3, kind: 'def', constraint: { kind: 'reuse', input: 0 } }]),
      copy(4, 3),
      isa([use(4, fixed('eax'))]),
    ]),
  );
  t.equal(r.removed, 3);
  t.equal(r.kept, 0);
  t.equal(r.twoAddressKept, 0, "the tie's copy (v3 := v2) is merged away too");
  t.same(r.map, [0, 0, 0, 0, 0]);
  t.equal(r.fn.vregs.length, 1);
  t.equal(r.fn.blocks[0]!.insts.length, 3, 'entry, the tied instruction (v0 redefined in place), the use');
  t.end();
});

t.test('a gpr vreg merged with a byte vreg gets the byte class', (t) => {
  const r = coalesced(t, fn('meet', [konst(0, 5n), copy(1, 0), isa([use(1, { kind: 'reg', class: 'byte' })])], 2, { 1: 'byte' }));
  t.equal(r.removed, 1);
  t.same(r.fn.vregs, [{ class: 'byte', bits: 32 }]);
  t.end();
});

t.test('a copy whose source is redefined while the copy lives is kept', (t) => {
  const body = (redefine: boolean) => [
    { kind: 'isa', insn: null, regs: [def(0, fixed('eax'))], clobbers: [] } as MInst,
    copy(1, 0),
    ...(redefine ? [konst(0, 7n)] : []),
    isa([use(0), { vreg: 3, kind: 'def', constraint: { kind: 'reuse', input: 0 } }]),
    isa([use(3), use(1), { vreg: 4, kind: 'def', constraint: { kind: 'reuse', input: 0 } }]),
    isa([use(4, fixed('eax'))]),
  ];
  const kept = coalesced(t, fn('interfering', body(true)));
  t.equal(kept.removed, 0);
  t.equal(copies(kept.fn), 1);
  const control = coalesced(t, fn('control', body(false)));
  t.equal(control.removed, 1, 'without the redefinition the same copy is removed');
  t.end();
});

t.test('copies between different fixed registers are kept', (t) => {
  const r = coalesced(
    t,
    fn('two-fixed', [{ kind: 'isa', insn: null, regs: [def(0, fixed('eax'))], clobbers: [] }, copy(1, 0), isa([use(1, fixed('ecx'))])]),
  );
  t.equal(r.removed, 0);
  t.equal(r.kept, 1);
  t.end();
});

t.test('a value live across a clobber of its copy`s fixed register is not tied to it', (t) => {
  // v1 = v0 feeds a call's argument in eax; v0 survives the call, which clobbers eax.
  const r = coalesced(
    t,
    fn('taken', [konst(0, 5n), copy(1, 0), isa([use(1, fixed('eax'))], ['eax', 'ecx', 'edx']), isa([use(0, fixed('eax'))])]),
  );
  t.equal(r.removed, 0);
  t.end();
});

for (const isaName of ['x86-32', 'thumb'] as const) {
  t.test(`${isaName}: random MIR coalesced, every allocator passes the checker`, (t) => {
    const regs = targetRegs(isaName);
    let removed = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const f = generateMFunction(seed * 7919, regs);
      const r = coalesceCopies(f, regs);
      removed += r.removed;
      const problems = verifyMirRegs(r.fn, regs).map(problemText);
      if (problems.length > 0) t.fail(`seed ${seed * 7919}: coalesced MIR invalid: ${problems[0]}`);
      for (const name of ALLOCATOR_NAMES) {
        const errors = checkAllocation(r.fn, ALLOCATORS[name as keyof typeof ALLOCATORS].allocate(r.fn, regs), regs);
        if (errors.length > 0) t.fail(`seed ${seed * 7919} ${name}: ${errors[0]!.message}`);
      }
    }
    t.ok(removed > 0, `${removed} copies removed in 40 random functions`);
    t.end();
  });
}

const CORPUS = join(import.meta.dirname, '../../corpus/ll');
const PROGRAMS = ['divrem', 'manyargs', 'int64_arith', 'quicksort', 'pressure', 'recursion'];
const SETTINGS = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };
const withCoalescing = (m: Module, i: Isa, o: BackendOptions) => compileModule(m, i, { ...o, coalesce: true });

for (const isaName of ['x86-32', 'thumb'] as const) {
  t.test(`${isaName}: corpus programs with coalescing match the interpreter under every allocator`, (t) => {
    const target = findTarget(isaName)!;
    const regs = targetRegs(isaName);
    let removed = 0;
    for (const p of PROGRAMS) {
      const module = parseModule(readFileSync(join(CORPUS, isaName, `${p}.O1.ll`), 'utf8'), `${p}.O1.ll`);
      for (const f of compileModule(module, isaName, { isel: 'maxmunch', ra: 'spill-all', verify: false }).functions)
        removed += coalesceCopies(f.mir, regs).removed;
      for (const ra of ALLOCATOR_NAMES) {
        const spec = { backend: 'tessera', isel: 'maxmunch', ra, verify: true, compile: withCoalescing } as const;
        const r = runCell(module, target, spec, SETTINGS);
        if (isFailure(r)) t.fail(`${p} ${ra}: ${r.status}: ${r.reason}`);
        else t.equal(r.matchesInterpreter, true, `${p} ${ra}: matches the interpreter`);
      }
    }
    t.ok(removed > 0, `${removed} copies removed`);
    t.end();
  });
}
