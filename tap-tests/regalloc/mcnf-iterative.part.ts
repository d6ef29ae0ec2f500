// The iterative heuristic allocator on the MCNF model (engine/regalloc/mcnf/iterative.ts; Koes's
// thesis §5.1, Listings 5.1-5.4): its flows are a feasible solution of the model (flow-check.ts
// checkFlows finds nothing), its allocation passes the allocation checker, the evaluator prices it at
// its objective plus a move per copy (the model prices copies as moves, §3.6), it finds the optimum
// where the optimum needs no edit, and without
// FEASIBLEEDGECOST's lookahead it strands an operand on the thesis's Figure 5.1 situation (pitfall 5).
// These are the hand-made examples; the generated and corpus functions of every target are in
// mcnf-heuristics.<target>.test.ts.

import t, { type Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocOptions, MFunction, TargetRegs } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { allocateHeuristic, type Construct, iterative, iterativeOptions } from '../../engine/regalloc/mcnf/heuristic.js';
import { allocateIterative, type IterativeOptions } from '../../engine/regalloc/mcnf/iterative.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';
import { def, func, judged as judgedBy, konst, op, use } from './mcnf-heuristic-checks.js';

const construct =
  (over: Partial<IterativeOptions> = {}): Construct =>
  (input, o) => ({
    state: allocateIterative(input, { ...iterativeOptions(o), ...over }),
    by: 'iterative',
  });
const run = (fn: MFunction, regs: TargetRegs, options: AllocOptions, over: Partial<IterativeOptions> = {}) =>
  allocateHeuristic(fn, regs, options, construct(over), true);
const judged = (t: Test, fn: MFunction, regs: TargetRegs, isa: Isa, what: string) => judgedBy(t, construct(), fn, regs, isa, what);

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
