// The brute-force PBQP oracle: every selection of a small graph, costed one by one. No reduction,
// no bound, nothing shared with the other solvers but the objective itself (cost.ts; Scholz &
// Eckstein's definition), so that it can judge the branch and bound that has all of those. The
// libFirm kaps analogue is brute_force.c without its reductions.
//
// Contract: `bruteForce(graph, { maxSelections })` requires a well-formed PbqpGraph (cost.ts
// checkGraph; throws otherwise) whose number of selections (the product of the nodes' alternative
// counts) is at most maxSelections (default 2,000,000; RangeError otherwise, before any work). It
// enumerates the selections in odometer order: the last node's alternative turns fastest, so the
// order is lexicographic on the selection read from node 0. Produces the first selection of least
// cost in that order (the lexicographically least optimum) and its cost; when no selection is
// finite, cost INF and the all-zero selection (the first one). Costs whose finite sum reaches INF
// throw cost.ts's RangeError. Deterministic.

import type { PbqpGraph, PbqpSelection } from '../../engine/pbqp/graph.js';
import { checkedCost, checkGraph, INFINITY } from './cost.js';

export interface BruteForceOptions {
  /** Refuse graphs with more selections than this (default 2,000,000). */
  readonly maxSelections?: number;
}

/** The optimum by enumeration (see the header). */
export function bruteForce(graph: PbqpGraph, options: BruteForceOptions = {}): PbqpSelection {
  checkGraph(graph);
  const limit = options.maxSelections ?? 2_000_000;
  const counts = graph.costs.map((vector) => vector.length);
  const total = counts.reduce((product, k) => product * k, 1);
  if (total > limit) throw new RangeError(`PBQP brute force: ${total} selections, more than ${limit}`);
  const selection = counts.map(() => 0);
  let best: PbqpSelection = { selection: [...selection], cost: INFINITY };
  do {
    const cost = checkedCost(graph, selection);
    if (cost < best.cost) best = { selection: [...selection], cost };
  } while (turn(selection, counts));
  return best;
}

/** Advances the odometer by one (last node fastest); false once it has wrapped around to all zeros. */
function turn(selection: number[], counts: readonly number[]): boolean {
  for (let node = selection.length - 1; node >= 0; node--) {
    if (++selection[node]! < counts[node]!) return true;
    selection[node] = 0;
  }
  return false;
}
