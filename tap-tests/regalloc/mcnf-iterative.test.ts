// The iterative heuristic allocator on the MCNF model (engine/regalloc/mcnf/iterative.ts; Koes's
// thesis §5.1, Listings 5.1-5.4): its flows are a feasible solution of the model (flow-check.ts
// checkFlows finds nothing), its allocation passes the allocation checker, the evaluator prices it at
// its objective plus a move per copy (the model prices copies as moves, §3.6), it is never cheaper
// than the proven optimum, it finds the optimum where the optimum needs no edit, and without
// FEASIBLEEDGECOST's lookahead it strands an operand on the thesis's Figure 5.1 situation (pitfall 5).

import t, { type Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocOptions, MFunction, MInst, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import { allocateHeuristic, iterative, iterativeOptions } from '../../engine/regalloc/mcnf/heuristic.js';
import { allocateIterative, type IterativeOptions } from '../../engine/regalloc/mcnf/iterative.js';
import { allocateMcnf } from '../../engine/regalloc/mcnf/optimal.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { corpusInstances, instructionCount, restrictRegs } from '../../testbed/optimality/regalloc-instances.js';

const G = { form: 'generated', ops: [] };
const gpr = { kind: 'reg', class: 'gpr' } as const;
const use = (vreg: number): RegOperand => ({ vreg, kind: 'use', constraint: gpr });
const def = (vreg: number): RegOperand => ({ vreg, kind: 'def', constraint: gpr });
const op = (regs: RegOperand[]): MInst => ({ kind: 'isa', insn: G, regs, clobbers: [] });
const konst = (vreg: number): MInst => ({ kind: 'const', regs: [def(vreg)], value: BigInt(vreg) });

function func(insts: MInst[], vregs: number): MFunction {
  return {
    name: 'hand',
    blocks: [{ id: 0, insts, succs: [], preds: [], loopDepth: 0 }],
    vregs: Array.from({ length: vregs }, () => ({ class: 'gpr', bits: 32 })),
    frame: [],
  };
}

const run = (fn: MFunction, regs: TargetRegs, options: AllocOptions, over: Partial<IterativeOptions> = {}) =>
  allocateHeuristic(
    fn,
    regs,
    options,
    (input, o) => ({ state: allocateIterative(input, { ...iterativeOptions(o), ...over }), by: 'iterative' }),
    true,
  );

/** The iterative allocation of a coalesced function, judged: checker, evaluator; its objective. */
function judged(t: Test, fn: MFunction, regs: TargetRegs, isa: Isa, what: string): number | undefined {
  const r = run(fn, regs, {});
  if (r.status !== 'heuristic') {
    t.fail(`${what}: ${r.status}: ${r.reason}`);
    return undefined;
  }
  t.same(checkAllocation(fn, r.alloc, regs), [], `${what}: the allocation passes the checker`);
  const report = evaluateAllocation(fn, r.alloc, { isa, frequencies: { kind: 'static' } });
  const copies = report.copies.kept.weighted + report.copies.deleted.weighted;
  t.equal(report.model.weighted, r.objective + copies, `${what}: the evaluator's model cost is the objective plus a move per copy`);
  return r.objective;
}

t.test('Figure 5.1: without the lookahead a value live across the instruction takes the last register its operands need', async (t) => {
  // v1 and v2 are used everywhere around instruction 7 (high priority); v0 (read by 7) and v3
  // (written by 7, read at the end) span more and are used less, so they come last. With two
  // registers, v2 must leave its register across 7 for 7's operands.
  const around = (n: number) => Array.from({ length: n }, () => op([use(1), use(2)]));
  const fn = func([konst(0), konst(1), konst(2), ...around(4), op([use(0), def(3)]), ...around(4), op([use(3)])], 4);
  const regs = restrictRegs(targetRegs('x86-32'), 2);
  t.same(verifyMirRegs(fn, regs), [], 'valid MIR');
  const without = run(fn, regs, {}, { lookahead: false });
  t.equal(without.status, 'stuck', 'without the lookahead the allocator is stuck');
  if (without.status === 'stuck') t.match(without.reason, /no feasible path for v[03]/, 'on an operand of instruction 7');
  t.ok(judged(t, fn, regs, 'x86-32', 'with the lookahead') !== undefined, 'with the lookahead it finishes');
});

t.test('without register pressure (values never outnumber the registers) iterative makes no edit', async (t) => {
  // A chain of values and three values live at once, with three registers.
  const chain = func([konst(0), op([use(0), def(1)]), op([use(1), def(2)]), op([use(2)])], 3);
  const wide = func([konst(0), konst(1), konst(2), op([use(0), use(1), def(3)]), op([use(2), use(3)])], 4);
  for (const isa of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
    const regs = restrictRegs(targetRegs(isa), 3);
    t.equal(judged(t, chain, regs, isa, `${isa} chain`), 0, `${isa}: a chain of values, no edit`);
    t.equal(judged(t, wide, regs, isa, `${isa} wide`), 0, `${isa}: three values live at once in three registers, no edit`);
  }
});

t.test('the Allocator reports its solve: heuristic with the model cost, or a fallback naming itself and why', async (t) => {
  const regs = restrictRegs(targetRegs('x86-32'), 2);
  const fn = func([konst(0), konst(1), konst(2), op([use(0), use(1)]), op([use(2)])], 3);
  const a = iterative.allocate(fn, regs);
  t.match(a.solve, { status: 'heuristic', by: 'iterative', metric: 'speed' });
  t.same(checkAllocation(fn, a, regs), []);
  // A two-address def whose input lives on needs one value in two places: outside the model.
  const tie = func([konst(0), op([use(0), { vreg: 1, kind: 'def', constraint: { kind: 'reuse', input: 0 } }]), op([use(0), use(1)])], 2);
  const b = iterative.allocate(tie, regs);
  t.match(b.solve, { status: 'fallback', fallback: 'second-chance', by: 'iterative', reason: /^outside the model: / });
  t.same(checkAllocation(tie, b, regs), [], 'the fallback allocation passes the checker');
});

const TARGETS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED_BASE: Record<Isa, number> = { 'x86-32': 1, 'x86-64': 100_001, arm: 200_001, thumb: 300_001 };

for (const isa of TARGETS) {
  t.test(`${isa}: generated functions, 3 registers: feasible, checked, never below the proven optimum`, async (t) => {
    const regs = restrictRegs(targetRegs(isa), 3);
    let compared = 0;
    let optimal = 0;
    for (let seed = SEED_BASE[isa]; seed < SEED_BASE[isa] + 12; seed++) {
      const raw = generateMFunction(seed, regs);
      if (verifyMirRegs(raw, regs).length > 0) continue;
      const fn = coalesceCopies(raw, regs).fn;
      const objective = judged(t, fn, regs, isa, `gen${seed}`);
      const exact = allocateMcnf(fn, regs, {});
      if (objective === undefined || exact.status !== 'optimal') continue;
      compared++;
      t.ok(objective >= exact.objective, `gen${seed}: ${objective} not below the optimum ${exact.objective}`);
      if (objective === exact.objective) optimal++;
    }
    t.ok(compared >= 6, `compared with the optimum on ${compared} functions`);
    t.comment(`${isa}: iterative optimal on ${optimal} of ${compared}`);
  });

  t.test(`${isa}: corpus functions up to 150 instructions: feasible in the model (checkFlows), checked`, async (t) => {
    const { instances } = corpusInstances(isa, 'corpus/ll', 'maxmunch');
    const small = instances.filter((i) => instructionCount(i.fn) <= 150);
    const stuck: string[] = [];
    for (const inst of small) {
      const r = run(inst.fn, inst.regs, {});
      if (r.status === 'stuck') stuck.push(`${inst.name}: ${r.reason}`);
      if (r.status !== 'heuristic') continue;
      t.same(checkAllocation(inst.fn, r.alloc, inst.regs), [], `${inst.name}: passes the checker`);
    }
    t.same(stuck, [], `every one of ${small.length} allocated without getting stuck`);
  });
}
