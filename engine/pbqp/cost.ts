// Saturating integer cost arithmetic for the PBQP solver (libFirm kaps's pbqp_add): a sum that
// meets INF is INF, a finite sum never silently becomes infinite, and nothing is ever subtracted
// from INF.
//
// Contract: costs are integers in [0, INF] (graph.ts). `add` throws a RangeError when two finite
// costs sum to INF or beyond (a cost model that large is a bug in its builder, not an infinity);
// `less` of a finite shift is defined only for finite operands.

import { type Cost, INF, type PbqpGraph } from './graph.js';

export function add(a: Cost, b: Cost): Cost {
  if (a >= INF || b >= INF) return INF;
  const s = a + b;
  if (s >= INF) throw new RangeError(`PBQP cost overflow: ${a} + ${b}`);
  return s;
}

/** a - m for a finite shift m <= a, and INF - m = INF. */
export function less(a: Cost, m: Cost): Cost {
  return a >= INF ? INF : a - m;
}

/** The cost of a selection on the original graph (the solver reports this, not its reduced sums). */
export function selectionCost(graph: PbqpGraph, selection: readonly number[]): Cost {
  let total = 0;
  for (const [n, c] of graph.costs.entries()) total = add(total, c[selection[n]!]!);
  for (const e of graph.edges) {
    const cols = graph.costs[e.v]!.length;
    total = add(total, e.matrix[selection[e.u]! * cols + selection[e.v]!]!);
  }
  return total;
}
