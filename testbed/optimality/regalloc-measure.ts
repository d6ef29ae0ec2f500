// One instance of `tessera optimality --problem regalloc` measured (issue 20, Deliver 6): the
// optimum of the MCNF model (Koes's thesis ch. 3) and every heuristic allocator's allocation, each
// priced by the independent evaluator (oracles/allocation-cost/evaluate.ts), never by the solver.
//
// Contract: requires a RegallocInstance (a coalesced function and its registers) and the options
// (metric, allocators, instruction limit, optional solver budget through the caller's clock).
// Produces plain data (InstanceResult): `skipped` over the limit, or the optimum's outcome and
// each allocator's model and exact costs, and `failures` — each a line that must fail the command:
// - an allocation the checker (oracles/allocation-checker.ts) rejects, or an allocator that throws;
// - an optimum whose evaluated edit cost differs from the solver's objective (`objectiveFailure`).
// Costs: the evaluator's `model` cost (every copy priced as a move, thesis §3.6 limit 1) is what
// the comparison uses for every allocation, the optimal one included; its `exact` cost (deleted
// copies free) says when a heuristic is below the optimum only through what the model cannot
// express. The objective convention is engine/regalloc/mcnf/optimal.ts's: the network prices the
// edits (stores, loads, moves, remats) and memory operands but no copy, so for speed objective =
// the evaluator's model cost − the copies' moves; for size the model prices slots near sp, the
// evaluator at their offsets, so no equality is demanded there. Frequencies are static (10^loop
// depth) on both sides.
// With model options (MeasureOptions.model, engine/regalloc/mcnf/model-options.ts) the optimum is
// the optimum of that model: with the full crossbar (a relaxation) the objective is only a lower
// bound of its allocation's price (objectiveFailure demands price >= objective), and with the full
// crossbar or restricted moves (not exact) a heuristic below it is no failure: the optimum's Cost
// carries `inexact` naming the options, and compareWithOptimum reports such a case as `outside`.
// `compareWithOptimum` is the one place a heuristic's cost meets the optimum (tally.ts uses it;
// tests call it with crafted numbers). Deterministic without a budget.

import { editBytes, findAllocator } from '../../engine/codegen/pipeline.js';
import { TARGETS } from '../../engine/targets/target.js';
import type { AllocMetric, AllocOptions, AllocResult } from '../../engine/mir/types.js';
import { allocateMcnf } from '../../engine/regalloc/mcnf/optimal.js';
import { lowerBound, modelNames, restricted } from '../../engine/regalloc/mcnf/model-options.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { evaluateAllocation, type CostReport } from '../../oracles/allocation-cost/evaluate.js';
import { instructionCount, type InstanceKind, type RegallocInstance } from './regalloc-instances.js';

export interface MeasureOptions {
  readonly metric: AllocMetric;
  readonly allocators: readonly string[];
  readonly maxInsts: number;
  readonly solverBudget?: AllocOptions['solverBudget'];
  /** The optimal allocator's model options (absent: the default, exact model). */
  readonly model?: AllocOptions['model'];
}

/** An allocation's price: as the model states it, and as the allocation pays it; and a value it clones, if any. */
export interface Cost {
  readonly model: number;
  readonly exact: number;
  /** A value kept in two places at once (the evaluator's `value-clone`: outside the model), or null. */
  readonly clone: string | null;
  /** Copies whose two sides got one register (the evaluator's `copies.deleted`, outside the model). */
  readonly deletedCopies: number;
  /** An optimum's only: the model options it was solved with when they are not exact (a heuristic may be below it). */
  readonly inexact?: string;
}

export type OptimumOutcome =
  | { readonly status: 'optimal' | 'feasible'; readonly cost: Cost; readonly objective: number; readonly gap: number | null }
  | { readonly status: 'outside'; readonly reason: string }
  | { readonly status: 'infeasible' | 'unsolved' }
  /** The optimal allocation failed the checker, or its price is not the objective: in `failures`. */
  | { readonly status: 'wrong' };

export interface InstanceHead {
  readonly name: string;
  readonly kind: InstanceKind;
  readonly isa: string;
  readonly insts: number;
}

export type InstanceResult =
  | (InstanceHead & { readonly measured: false })
  | (InstanceHead & {
      readonly measured: true;
      readonly optimum: OptimumOutcome;
      /** Per allocator, its cost; null when it failed (see `failures`). */
      readonly costs: readonly (readonly [string, Cost | null])[];
      readonly failures: readonly string[];
    });

export function measureInstance(inst: RegallocInstance, opts: MeasureOptions): InstanceResult {
  const head = { name: inst.name, kind: inst.kind, isa: inst.isa, insts: instructionCount(inst.fn) };
  if (head.insts > opts.maxInsts) return { ...head, measured: false };
  const failures: string[] = [];
  const optimum = solveOptimum(inst, opts, failures);
  const costs = opts.allocators.map((name) => [name, heuristicCost(inst, name, opts, failures)] as const);
  return { ...head, measured: true, optimum, costs, failures };
}

const allocOptions = (opts: MeasureOptions, inst: RegallocInstance): AllocOptions => ({
  metric: opts.metric,
  editBytes: editBytes(TARGETS[inst.isa], inst.regs),
  ...(opts.solverBudget === undefined ? {} : { solverBudget: opts.solverBudget }),
  ...(opts.model === undefined ? {} : { model: opts.model }),
});

function price(inst: RegallocInstance, alloc: AllocResult, metric: AllocMetric): { cost: Cost; edits: number } {
  const r: CostReport = evaluateAllocation(inst.fn, alloc, { isa: inst.isa, frequencies: { kind: 'static' } });
  const clone = r.outsideModel.find((o) => o.category === 'value-clone')?.example ?? null;
  switch (metric) {
    case 'speed':
      return {
        cost: { model: r.model.weighted, exact: r.exact.weighted, clone, deletedCopies: r.copies.deleted.count },
        edits: r.model.weighted - r.copies.kept.weighted - r.copies.deleted.weighted,
      };
    case 'size':
      // The model prices every slot access near sp (its frame is not laid out yet), the evaluator at
      // the slot's offset: no equality to demand (scripts/model-accuracy.ts measures the difference).
      return { cost: { model: r.model.bytes, exact: r.exact.bytes, clone, deletedCopies: r.copies.deleted.count }, edits: Number.NaN };
  }
}

/** The checker's first complaint about `alloc`, or null. */
function checkerFailure(inst: RegallocInstance, alloc: AllocResult, who: string): string | null {
  const errors = checkAllocation(inst.fn, alloc, inst.regs);
  if (errors.length === 0) return null;
  const e = errors[0]!;
  return `${inst.isa} ${inst.name} ${who}: the allocation checker rejects it (${errors.length} errors, first: inst ${e.inst}: ${e.message})`;
}

/** Why the solver's objective is not the evaluator's price of its allocation, or null when they agree. */
export function objectiveFailure(objective: number, evaluatedEdits: number, bound = false): string | null {
  if (objective === evaluatedEdits || Number.isNaN(evaluatedEdits)) return null;
  if (bound && evaluatedEdits > objective) return null;
  if (bound)
    return `the solver's objective ${objective}, a lower bound (full crossbar), is above the evaluator's price ${evaluatedEdits} of its allocation: the model, the extraction or the evaluator is WRONG`;
  return `the solver's objective ${objective} is not the evaluator's price ${evaluatedEdits} of its allocation: the model, the extraction or the evaluator is WRONG`;
}

function solveOptimum(inst: RegallocInstance, opts: MeasureOptions, failures: string[]): OptimumOutcome {
  const r = allocateMcnf(inst.fn, inst.regs, allocOptions(opts, inst));
  switch (r.status) {
    case 'outside':
      return { status: 'outside', reason: r.reason };
    case 'infeasible':
    case 'unsolved':
      return { status: r.status };
    case 'optimal':
    case 'feasible': {
      const checked = checkerFailure(inst, r.alloc, 'optimal');
      if (checked !== null) {
        failures.push(checked);
        return { status: 'wrong' };
      }
      const { cost, edits } = price(inst, r.alloc, opts.metric);
      const wrong = objectiveFailure(r.objective, edits, lowerBound(opts.model));
      if (wrong !== null) {
        failures.push(`${inst.isa} ${inst.name}: ${wrong}`);
        return { status: 'wrong' };
      }
      const inexact = lowerBound(opts.model) || restricted(opts.model) ? { inexact: modelNames(opts.model).join(', ') } : {};
      return { status: r.status, cost: { ...cost, ...inexact }, objective: r.objective, gap: r.gap ?? null };
    }
  }
}

function heuristicCost(inst: RegallocInstance, name: string, opts: MeasureOptions, failures: string[]): Cost | null {
  let alloc: AllocResult;
  try {
    alloc = findAllocator(name).allocate(inst.fn, inst.regs, allocOptions(opts, inst));
  } catch (e) {
    failures.push(`${inst.isa} ${inst.name} ${name}: the allocator threw: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
  const checked = checkerFailure(inst, alloc, name);
  if (checked !== null) {
    failures.push(checked);
    return null;
  }
  return price(inst, alloc, opts.metric).cost;
}

/**
 * A heuristic's cost against a proven optimum (model costs both):
 * - `below`: its model cost is under the optimum and it does nothing the model cannot express: one
 *   of the two is wrong (the command fails);
 * - `outside`: under the optimum, but the allocation clones a value (§3.6 limit 6): a model limit,
 *   reported apart, left out of the gaps;
 * - `gap`: the relative gap (cost − opt) / max(1, opt) (0: optimal within the model), and
 *   `exactBelow` when its exact cost is below the optimum all the same (deleted copies, §3.6 limit 1).
 */
export type Comparison =
  | { readonly kind: 'below' }
  | { readonly kind: 'outside'; readonly why: string }
  | { readonly kind: 'gap'; readonly gap: number; readonly exactBelow: boolean };

export function compareWithOptimum(optimum: Cost, cost: Cost): Comparison {
  if (cost.model < optimum.model) {
    if (optimum.inexact !== undefined) return { kind: 'outside', why: `the optimum of an inexact model (${optimum.inexact})` };
    if (cost.clone !== null) return { kind: 'outside', why: `value cloning: ${cost.clone}` };
    // A copy whose two sides share one register (the evaluator's deleted copies, §3.6 limit 1) may
    // also let both vregs share it where the copy's source lives on: no flow per value can.
    if (cost.deletedCopies > 0) return { kind: 'outside', why: `${cost.deletedCopies} copies deleted (both sides in one register)` };
    return { kind: 'below' };
  }
  return { kind: 'gap', gap: (cost.model - optimum.model) / Math.max(1, optimum.model), exactBelow: cost.exact < optimum.model };
}
