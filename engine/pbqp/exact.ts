// The exact PBQP solver the allocator's `pbqp-exact` mode uses: branch and bound over the RN
// nodes (Hames & Scholz, "Nearly optimal register allocation with PBQP", JMLC 2006, §4), sharing
// the heuristic's exact reductions as libFirm kaps's brute_force.c does.
//
// Contract: requires a PbqpGraph; produces the minimum-cost selection, `proven` when the search
// finished (an infeasible graph: cost INF, proven), and the branches taken. Where the heuristic
// would make an RN decision, every live alternative of that node is tried instead, cheapest local
// cost first (the first leaf reached is the heuristic's own solution), each on a copy of the
// reduced graph. A branch is cut when its lower bound — the costs already fixed (R0 nodes' minima,
// RN nodes' decided entries) plus, over what is left, every vector's minimum and every matrix's
// minimum (the papers' bound) — reaches the best solution so far, which starts as the heuristic's
// (solve.ts, same RN order): a search stopped before its first leaf still returns it, so the
// result is never worse than the heuristic's. The budget (`maxBranches`, and `budget` ms through
// the caller's clock, never read otherwise) stops the search: `proven` false, the best so far.
// The oracles (oracles/pbqp/) judge this solver independently; this one is the engine's, for
// allocation with a proof on small functions.

import type { Cost, PbqpGraph, PbqpSelection } from './graph.js';
import { add, selectionCost } from './cost.js';
import { backPropagate, decide, locallyMinimalOrder, type Reduced } from './reductions.js';
import { priorityOrder, reduceOptimal, settled, solvePbqp } from './solve.js';
import { WorkGraph } from './work-graph.js';

export interface ExactOptions {
  /** The node order of the heuristic's RN (solve.ts PbqpOptions.rnPriority): the branching order. */
  readonly rnPriority?: readonly number[];
  readonly maxBranches?: number;
  readonly budget?: { readonly ms: number; readonly clock: () => number };
}

export interface ExactResult extends PbqpSelection {
  readonly proven: boolean;
  readonly branches: number;
}

interface Search {
  readonly graph: PbqpGraph;
  readonly deadline: number;
  readonly clock: (() => number) | undefined;
  readonly maxBranches: number;
  /** Branching order (undefined: maximum degree). */
  readonly order: readonly number[] | undefined;
  best: PbqpSelection;
  branches: number;
  stopped: boolean;
}

export function solvePbqpExact(graph: PbqpGraph, options: ExactOptions = {}): ExactResult {
  const clock = options.budget?.clock;
  const s: Search = {
    graph,
    clock,
    deadline: clock === undefined ? Infinity : clock() + options.budget!.ms,
    maxBranches: options.maxBranches ?? Infinity,
    order: options.rnPriority === undefined ? undefined : priorityOrder(options.rnPriority),
    best: solvePbqp(graph, options.rnPriority === undefined ? {} : { rnPriority: options.rnPriority }),
    branches: 0,
    stopped: false,
  };
  const g = new WorkGraph(graph);
  g.propagate(g.vec.keys());
  search(s, g, []);
  return { ...s.best, proven: !s.stopped, branches: s.branches };
}

function search(s: Search, g: WorkGraph, stack: Reduced[]): void {
  reduceOptimal(g, true, stack);
  const n = s.order === undefined ? g.maxDegree() : s.order.find((x) => !g.reduced[x]);
  if (n === undefined) {
    const selection = backPropagate(stack, g.vec.length);
    const cost = selectionCost(s.graph, selection);
    if (cost < s.best.cost) s.best = { selection, cost };
    return;
  }
  for (const i of locallyMinimalOrder(g, n)) {
    if (s.branches >= s.maxBranches || (s.clock !== undefined && s.clock() >= s.deadline)) {
      s.stopped = true;
      return;
    }
    s.branches++;
    const h = new WorkGraph(g);
    const next = [...stack, settled(h, n, true, () => decide(h, n, i))];
    if (lowerBound(h, next) < s.best.cost) search(s, h, next);
    if (s.stopped) return;
  }
}

/** Fixed costs of the reduced nodes plus the minimum of every live vector and matrix. */
function lowerBound(g: WorkGraph, stack: readonly Reduced[]): Cost {
  let b = 0;
  for (const r of stack) {
    if (r.kind === 'RN') b = add(b, r.vec[r.chosen!]!);
    else if (r.kind === 'R0') b = add(b, Math.min(...r.vec));
  }
  for (let x = 0; x < g.vec.length; x++) {
    if (g.reduced[x]) continue;
    b = add(b, Math.min(...g.vec[x]!));
    for (const [y, e] of g.adj[x]!) if (x < y) b = add(b, Math.min(...e.m));
  }
  return b;
}
