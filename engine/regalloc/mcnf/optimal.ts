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
// always runs and every report can say which functions were proven optimal.

import type { AllocOptions, AllocResult, Allocator, MFunction, TargetRegs } from '../../mir/types.js';
import { secondChance } from '../second-chance/second-chance.js';
import { solveNetwork } from './ilp.js';
import { buildLocalNetwork } from './local-build.js';
import { extractAllocation } from './local-extract.js';
import { blockValues, OutsideLocalModel } from './local-values.js';

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
  | { readonly status: 'infeasible' | 'unsolved'; readonly size: NetworkSize; readonly bound?: number };

/** The exact MCNF allocation of `fn` (see the header). */
export function allocateMcnf(fn: MFunction, regs: TargetRegs, options: AllocOptions = {}): McnfResult {
  if ((options.metric ?? 'speed') !== 'speed') return { status: 'outside', reason: 'the size metric is not built yet' };
  let bv: ReturnType<typeof blockValues>;
  try {
    bv = blockValues(fn, regs);
  } catch (e) {
    if (e instanceof OutsideLocalModel) return { status: 'outside', reason: e.message };
    throw e;
  }
  const block = fn.blocks[0]!;
  const ln = buildLocalNetwork(bv, regs, {
    vregClass: (v) => regs.classes[fn.vregs[v]!.class] ?? [],
    clobbers: block.insts.map((i) => (i.kind === 'isa' ? i.clobbers : [])),
    frequency: options.frequencies?.[0] ?? 10 ** block.loopDepth,
  });
  const size = { nodes: ln.net.nodes.length, edges: ln.net.edges.length, commodities: ln.net.commodities.length };
  const r = solveNetwork(ln.net, options.solverBudget ? { budget: options.solverBudget } : {});
  if (r.status === 'infeasible') return { status: r.status, size };
  if (r.status === 'unsolved') return { status: r.status, size, ...(r.bound === undefined ? {} : { bound: r.bound }) };
  const alloc = extractAllocation(fn, bv, ln, r.flows, regs);
  const proof =
    r.status === 'feasible' ? { ...(r.bound === undefined ? {} : { bound: r.bound }), ...(r.gap === undefined ? {} : { gap: r.gap }) } : {};
  return { status: r.status, alloc, objective: r.cost, size, ...proof };
}

export const optimal: Allocator = {
  name: 'optimal',
  coalesced: true,
  allocate(fn: MFunction, regs: TargetRegs, options: AllocOptions = {}): AllocResult {
    const metric = options.metric ?? 'speed';
    const r = allocateMcnf(fn, regs, options);
    switch (r.status) {
      case 'optimal':
        return { ...r.alloc, solve: { status: 'optimal', objective: r.objective, metric } };
      case 'feasible':
        return { ...r.alloc, solve: { status: 'feasible', objective: r.objective, metric, ...proofOf(r) } };
      case 'outside':
      case 'infeasible':
      case 'unsolved': {
        const reason = r.status === 'outside' ? `outside the model: ${r.reason}` : r.status;
        return { ...secondChance.allocate(fn, regs), solve: { status: 'fallback', fallback: 'second-chance', reason } };
      }
    }
  },
};

function proofOf(r: { readonly bound?: number; readonly gap?: number }): { bound?: number; gap?: number } {
  return { ...(r.bound === undefined ? {} : { bound: r.bound }), ...(r.gap === undefined ? {} : { gap: r.gap }) };
}
