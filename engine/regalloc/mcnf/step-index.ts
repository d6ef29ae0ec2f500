// The searches' view of one commodity's forward edges (segment-path.ts, the inner loop of Listing
// 5.3 SHORTESTFEASIBLEPATH and of the simultaneous allocator's computeAllShortestPaths): for each
// class node it may hold, the edges open to it into the next layer, their heads and their costs,
// as flat typed arrays.
//
// Contract: requires a Layout and a Network with the layout's nodes and edge ids (the unpriced
// network or a priced copy of it: priced-network.ts keeps ids and the layout's commodity table).
// Produces, per commodity, the edges of `out` whose head is on the tail's next layer, in `out`'s
// order (the searches' tie-breaking order), and per network their cost for the commodity
// (edgeCost: INFINITE_COST kept). Why: the searches visit these edges millions of times per
// allocation on the largest functions; through Maps, edge objects and a priced edge's list of
// per-commodity costs, that was most of the progressive allocator's time.

import type { Layout } from './layout.js';
import { edgeCost, type Network } from './network.js';

/** One commodity's forward edges: node n's are edge[i], head[i] for begin[at(n)] <= i < begin[at(n) + 1]. */
export interface ForwardEdges {
  /** Per tail node, its row (absent: no forward edge open to the commodity). */
  readonly row: ReadonlyMap<number, number>;
  readonly begin: Int32Array;
  readonly edge: Int32Array;
  readonly head: Int32Array;
}

const STRUCTURE = new WeakMap<object, (ForwardEdges | undefined)[]>();
const COSTS = new WeakMap<object, (Float64Array | undefined)[]>();

/** Commodity q's forward edges (computed once per layout: the commodity table is shared by priced copies). */
export function forwardEdges(layout: Layout, net: Network, q: number): ForwardEdges {
  let perQ = STRUCTURE.get(layout.commodities);
  if (perQ === undefined) STRUCTURE.set(layout.commodities, (perQ = []));
  return (perQ[q] ??= buildForward(layout, net, q));
}

/** The costs of q's forward edges in `net`, aligned with forwardEdges(…).edge (computed once per network). */
export function forwardCosts(layout: Layout, net: Network, q: number): Float64Array {
  let perQ = COSTS.get(net.edges);
  if (perQ === undefined) COSTS.set(net.edges, (perQ = []));
  let costs = perQ[q];
  if (costs !== undefined) return costs;
  const { edge } = forwardEdges(layout, net, q);
  costs = new Float64Array(edge.length);
  for (let i = 0; i < edge.length; i++) costs[i] = edgeCost(net.edges[edge[i]!]!, q);
  perQ[q] = costs;
  return costs;
}

function buildForward(layout: Layout, net: Network, q: number): ForwardEdges {
  const row = new Map<number, number>();
  const begin: number[] = [0];
  const edge: number[] = [];
  const head: number[] = [];
  for (const [n, out] of layout.commodities[q]!.out) {
    const L = layout.layerOf(n);
    if (L < 0) continue;
    for (const e of out) {
      const to = net.edges[e]!.to;
      if (layout.layerOf(to) !== L + 1) continue;
      edge.push(e);
      head.push(to);
    }
    row.set(n, begin.length - 1);
    begin.push(edge.length);
  }
  return { row, begin: Int32Array.from(begin), edge: Int32Array.from(edge), head: Int32Array.from(head) };
}
