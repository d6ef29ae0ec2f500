// The optimal allocator `--ra optimal` (Koes's thesis ch. 3: the global MCNF model solved exactly
// as a 0-1 program; issue 20, Deliver 3): build the model of a (coalesced) function, solve it with
// HiGHS (ilp.ts solveNetwork, its default solver), turn the flows into an allocation.
//
// Contract: requires an MFunction that passes verifyMirRegs for `regs`, its copies already
// coalesced (the Allocator declares `coalesced`, so the pipeline runs engine/regalloc/coalesce.ts
// first), and AllocOptions (metric, block frequencies, solver budget). allocateMcnf produces the
// allocation with the solver's objective — the model cost of that allocation, which
// oracles/allocation-cost must recompute independently — or says why there is none: `outside`
// (a construct the model cannot express, named), `infeasible`, `unsolved` (the budget ran out
// before any solution). The Allocator never fails: where allocateMcnf has no allocation it returns
// second-chance's, with `solve.status = 'fallback'` and the reason, so `tessera check --ra optimal`
// always runs and every report can say which functions were proven optimal. A `feasible` solution
// (the budget stopped the solver) is kept only when the model prices it (price.ts) no dearer than
// second-chance's allocation; otherwise the fallback, with both prices in the reason.
// AllocOptions.model (McnfModelOptions, model-options.ts) chooses the full crossbar and the §3.8
// simplifications (build.ts); the solve report names the ones on. With the full crossbar the
// objective is a lower bound of what the extracted allocation pays (a swap is sequentialized with a
// third move or through memory), so a caller that prices the allocation demands cost >= objective.

import type { AllocOptions, AllocResult, Allocator, MFunction, TargetRegs } from '../../mir/types.js';
import { secondChance } from '../second-chance/second-chance.js';
import { buildNetwork, type EditCosts, type McnfNetwork } from './build.js';
import { extractAllocation } from './extract.js';
import { solveNetwork } from './ilp.js';
import { modelNames } from './model-options.js';
import { modelPrice } from './price.js';
import { type FunctionValues, functionValues, OutsideModel } from './values.js';

export interface NetworkSize {
  readonly nodes: number;
  readonly edges: number;
  readonly commodities: number;
}

export type McnfResult =
  | {
      readonly status: 'optimal' | 'feasible';
      readonly alloc: AllocResult;
      readonly objective: number;
      readonly bound?: number;
      readonly gap?: number;
      readonly size: NetworkSize;
    }
  | { readonly status: 'outside'; readonly reason: string }
  | { readonly status: 'infeasible' | 'unsolved'; readonly size: NetworkSize; readonly bound?: number; readonly note?: string };

/** AllocOptions, and whether the model has constant classes (default true; off only to compare with a search without remat). */
export interface McnfOptions extends AllocOptions {
  readonly constantClasses?: boolean;
}

/** The model of `fn`: its values and network (build.ts), or why it is outside the model. */
export function mcnfModel(
  fn: MFunction,
  regs: TargetRegs,
  options: McnfOptions = {},
): { readonly fv: FunctionValues; readonly mn: McnfNetwork } | { readonly outside: string } {
  const metric = options.metric ?? 'speed';
  const bytes = options.editBytes;
  if (metric === 'size' && bytes === undefined) return { outside: 'the size metric needs AllocOptions.editBytes' };
  let fv: FunctionValues;
  try {
    fv = functionValues(fn, regs, options.constantClasses ?? true);
  } catch (e) {
    if (e instanceof OutsideModel) return { outside: e.message };
    throw e;
  }
  const mn = buildNetwork(fv, regs, {
    vregClass: (v) => regs.classes[fn.vregs[v]!.class] ?? [],
    clobbers: fn.blocks.flatMap((b) => b.insts.map((i) => (i.kind === 'isa' ? i.clobbers : []))),
    costs: blockCosts(fn, options),
    ...(options.model === undefined ? {} : { model: options.model }),
  });
  return { fv, mn };
}

/** The exact MCNF allocation of `fn` (see the header). */
export function allocateMcnf(fn: MFunction, regs: TargetRegs, options: McnfOptions = {}): McnfResult {
  const model = mcnfModel(fn, regs, options);
  if ('outside' in model) return { status: 'outside', reason: model.outside };
  const { fv, mn } = model;
  const size = { nodes: mn.net.nodes.length, edges: mn.net.edges.length, commodities: mn.net.commodities.length };
  const r = solveNetwork(mn.net, options.solverBudget ? { budget: options.solverBudget } : {});
  if (r.status === 'infeasible') return { status: r.status, size };
  if (r.status === 'unsolved') return { ...r, size };
  const alloc = extractAllocation(fn, fv, mn, r.flows, regs, options.model?.crossbar ?? 'zigzag');
  return { status: r.status, alloc, objective: r.cost, size, ...(r.status === 'feasible' ? proofOf(r) : {}) };
}

/** What an edit costs in each block under the options' metric (editBytes present for size: mcnfModel checks). */
export function blockCosts(fn: MFunction, options: AllocOptions): EditCosts[] {
  const size = (options.metric ?? 'speed') === 'size';
  return fn.blocks.map((b) => (size ? sizeCosts(options.editBytes!) : speedCosts(options.frequencies?.[b.id] ?? 10 ** b.loopDepth)));
}

/** Thesis §4.2.2: load:store:move = 8:8:1, times the block's frequency; a memory operand is a load. */
function speedCosts(f: number): EditCosts {
  return { move: f, load: 8 * f, store: 8 * f, memOperand: 8 * f, remat: () => f };
}

/** Thesis §3.5: the bytes an edit adds; a memory operand adds what a reload's addressing adds to a move. */
function sizeCosts(bytes: NonNullable<AllocOptions['editBytes']>): EditCosts {
  return { move: bytes.move, load: bytes.load, store: bytes.store, memOperand: bytes.load - bytes.move, remat: bytes.constant };
}

export const optimal: Allocator = {
  name: 'optimal',
  coalesced: true,
  allocate(fn: MFunction, regs: TargetRegs, options: AllocOptions = {}): AllocResult {
    const metric = options.metric ?? 'speed';
    const r = allocateMcnf(fn, regs, options);
    const names = modelNames(options.model);
    const named = names.length === 0 ? {} : { model: names };
    switch (r.status) {
      case 'optimal':
        return { ...r.alloc, solve: { status: 'optimal', objective: r.objective, metric, ...named } };
      case 'feasible': {
        // A solution the budget stopped may be far from its bound: keep the fallback when it is cheaper.
        const fallback = secondChance.allocate(fn, regs);
        const price = modelPrice(fn, fallback, blockCosts(fn, options));
        if (price < r.objective) {
          const reason = `budget: the solver's best (${r.objective}, bound ${r.bound ?? 'none'}) dearer than second-chance's ${price}`;
          return { ...fallback, solve: { status: 'fallback', fallback: 'second-chance', reason } };
        }
        return { ...r.alloc, solve: { status: 'feasible', objective: r.objective, metric, ...named, ...proofOf(r) } };
      }
      case 'outside':
      case 'infeasible':
      case 'unsolved': {
        const reason =
          r.status === 'outside' ? `outside the model: ${r.reason}` : r.status === 'unsolved' && r.note ? `unsolved: ${r.note}` : r.status;
        return { ...secondChance.allocate(fn, regs), solve: { status: 'fallback', fallback: 'second-chance', reason } };
      }
    }
  },
};

function proofOf(r: { readonly bound?: number; readonly gap?: number }): { bound?: number; gap?: number } {
  return { ...(r.bound === undefined ? {} : { bound: r.bound }), ...(r.gap === undefined ? {} : { gap: r.gap }) };
}
