// The progressive allocator's properties on one target (engine/regalloc/mcnf/progressive.ts; Koes's
// thesis ch. 6; issue 23 "Properties"), against the MILP optimum of the same model (optimal.ts):
// on generated functions with 3 registers (fixed seeds) and on the corpus functions up to a size,
// under the speed and the size metric,
//   - the Lagrangian lower bound never exceeds the optimum, and the reported bound is never below
//     the true gap (base + cost) / (base + optimum) − 1; a function proven optimal is at the optimum;
//   - on generated functions, the best cost never rises from one iteration to the next (the trace),
//     and the run of 5 iterations is the start of the run of 10 (so the allocation after k + 1
//     iterations is never worse than after k); no allocation is below the optimum;
//   - the allocation passes the checker.
// A failure names the function (`gen<seed>` replays with generateMFunction(seed, restrictRegs(regs, 3))).

import type { Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { editBytes } from '../../engine/codegen/pipeline.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocMetric, AllocOptions, AllocResult, MFunction, TargetRegs } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { TARGETS } from '../../engine/targets/target.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import { heuristicModel } from '../../engine/regalloc/mcnf/heuristic.js';
import { allocateMcnf } from '../../engine/regalloc/mcnf/optimal.js';
import { progressive, progressiveResult, runProgressive } from '../../engine/regalloc/mcnf/progressive.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { corpusInstances, instructionCount, restrictRegs } from '../../testbed/optimality/regalloc-instances.js';

const SEED_BASE: Record<Isa, number> = { 'x86-32': 1, 'x86-64': 100_001, arm: 200_001, thumb: 300_001 };
/** Iterations on corpus functions; generated ones (3 registers, far more iterations' work) run fewer, and their trace's prefix fewer still. */
const ITERATIONS = 15;
const GENERATED_ITERATIONS = 10;
const PREFIX_ITERATIONS = 5;

interface Tally {
  compared: number;
  atOptimum: number;
  proven: number;
}

/** The options of one metric on `isa` (the size metric prices edits in the target's bytes). */
function optionsFor(isa: Isa, regs: TargetRegs, metric: AllocMetric, iterations: number): AllocOptions {
  return { metric, progressive: { iterations }, ...(metric === 'size' ? { editBytes: editBytes(TARGETS[isa], regs) } : {}) };
}

/**
 * The trace properties of the header (the best never rises; a shorter run is the start of a longer
 * one), then `judge` on the longer run's allocation.
 */
function judgeTrace(t: Test, fn: MFunction, regs: TargetRegs, isa: Isa, metric: AllocMetric, what: string, tally: Tally): void {
  const options = optionsFor(isa, regs, metric, GENERATED_ITERATIONS);
  const model = heuristicModel(fn, regs, options);
  // Outside the model there is no trace: the allocator's fallback is still judged.
  if ('outside' in model) {
    judge(t, fn, regs, options, progressive.allocate(fn, regs, options), what, tally);
    return;
  }
  const run = runProgressive(model.input, options);
  const shorter = runProgressive(model.input, optionsFor(isa, regs, metric, PREFIX_ITERATIONS));
  t.same(
    shorter.trace,
    run.trace.slice(0, shorter.trace.length),
    `${what}: ${PREFIX_ITERATIONS} iterations are the start of ${GENERATED_ITERATIONS}`,
  );
  const bests = run.trace.map((r) => r.best);
  t.ok(
    bests.every((b, k) => k === 0 || b <= bests[k - 1]!),
    `${what}: the best cost never rises (${bests.join(' ')})`,
  );
  judge(t, fn, regs, options, progressiveResult(fn, regs, options, model, run), what, tally);
}

/** The allocation's properties of the header against the optimum; false when the optimum is unknown (not compared). */
function judge(t: Test, fn: MFunction, regs: TargetRegs, options: AllocOptions, r: AllocResult, what: string, tally: Tally): boolean {
  t.same(checkAllocation(fn, r, regs), [], `${what}: passes the checker`);
  const s = r.solve;
  if (s?.status !== 'progressive') return false;
  const exact = allocateMcnf(fn, regs, { ...options, progressive: undefined });
  if (exact.status !== 'optimal') return false;
  const opt = exact.objective;
  t.ok(s.lower <= opt, `${what}: lower bound ${s.lower} ≤ optimum ${opt}`);
  t.ok(s.objective >= opt, `${what}: best ${s.objective} ≥ optimum ${opt}`);
  if (s.provenOptimal) t.equal(s.objective, opt, `${what}: proven optimal, so at the optimum`);
  const gap = (s.base + s.objective) / (s.base + opt) - 1;
  if (s.bound !== null) t.ok(s.bound >= gap - 1e-12, `${what}: bound ${s.bound} ≥ the true gap ${gap}`);
  tally.compared++;
  if (s.objective === opt) tally.atOptimum++;
  if (s.provenOptimal) tally.proven++;
  return true;
}

/** Generated functions with 3 registers under both metrics. */
export function generatedProperties(t: Test, isa: Isa): void {
  const regs = restrictRegs(targetRegs(isa), 3);
  for (const metric of ['speed', 'size'] as const) {
    const tally: Tally = { compared: 0, atOptimum: 0, proven: 0 };
    for (let seed = SEED_BASE[isa]; seed < SEED_BASE[isa] + 3; seed++) {
      const raw = generateMFunction(seed, regs);
      if (verifyMirRegs(raw, regs).length > 0) continue;
      const fn = coalesceCopies(raw, regs).fn;
      judgeTrace(t, fn, regs, isa, metric, `gen${seed} ${metric}`, tally);
    }
    t.ok(tally.compared >= 2, `${metric}: compared with the optimum on ${tally.compared} generated functions`);
    t.comment(
      `${isa} ${metric}: ${GENERATED_ITERATIONS} iterations at the optimum on ${tally.atOptimum}, proven ${tally.proven}, of ${tally.compared}`,
    );
  }
}

/** The corpus functions (maxmunch's selection) up to `maxInsts` machine instructions under both metrics. */
export function corpusProperties(t: Test, isa: Isa, maxInsts: number): void {
  const { instances } = corpusInstances(isa, 'corpus/ll', 'maxmunch');
  const small = instances.filter((i) => instructionCount(i.fn) <= maxInsts);
  for (const metric of ['speed', 'size'] as const) {
    const tally: Tally = { compared: 0, atOptimum: 0, proven: 0 };
    for (const inst of small) {
      const options = optionsFor(isa, inst.regs, metric, ITERATIONS);
      judge(t, inst.fn, inst.regs, options, progressive.allocate(inst.fn, inst.regs, options), `${inst.name} ${metric}`, tally);
    }
    t.ok(tally.compared >= 5, `${metric}: compared with the optimum on ${tally.compared} corpus functions`);
    t.comment(
      `${isa} ${metric}: ${ITERATIONS} iterations at the optimum on ${tally.atOptimum}, proven ${tally.proven}, of ${tally.compared}`,
    );
  }
}
