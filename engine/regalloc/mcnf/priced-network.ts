// The priced network the progressive allocator runs the simultaneous allocator on (Koes's thesis
// §6.3: "the heuristics use the edge cost + w + v in all shortest-path and cost computations";
// among equally priced choices the one of lowest unpriced cost).
//
// Contract: requires a HeuristicInput, its Relaxation and prices. Produces a HeuristicInput with the
// same nodes, edges, layout and ids whose edge costs are, per commodity q,
//   T · (SCALE · c^q_e + charge_q(e) + charge_q(node folded onto e)) + c^q_e
// where a node's charge (lagrangian.ts chargeOf: its bundle price, q's exclusion prices, +v at an
// exit, −v at an entry) is folded onto the edges into it, except on an entry layer, whose nodes
// start paths and pay on the edge out (E -> T, one per class). The last term breaks ties between
// equally priced choices by the lower unpriced cost: T is a power of two above twice the largest
// unpriced path cost, and is 1 (no tie-break) when the priced costs times T could leave the safe
// integers (`tieBreak` says which). Anti-variables are not walked by the simultaneous allocator
// (their paths follow their variables'): an anti-variable's source class pays on the edges into it
// like any node. The layout's store cost (the variable's view of its anti-variable's store) is
// scaled like the costs. INFINITE_COST stays infinite.

import type { HeuristicInput } from './iterative.js';
import { chargeOf, type Prices, type Relaxation, SCALE } from './lagrangian.js';
import { edgeCost, INFINITE_COST, type NetEdge } from './network.js';

export interface PricedInput {
  readonly input: HeuristicInput;
  /** Whether equally priced choices are broken by the unpriced cost (false: T = 1, the costs too large). */
  readonly tieBreak: boolean;
}

export function pricedInput(input: HeuristicInput, r: Relaxation, prices: Prices): PricedInput {
  const { net, layout } = input;
  const charge = chargeOf(r, prices);
  const entryLayers = new Set(layout.blocks.map((b) => b.entry).filter((L) => L >= 0));
  const isEntry = (n: number) => layout.layerOf(n) >= 0 && entryLayers.has(layout.layerOf(n));
  const all = net.commodities.map((_, q) => q);
  // Per edge, per commodity on it: SCALE·c + prices (INFINITE_COST kept).
  const priced = net.edges.map((edge, e) =>
    (edge.only ?? all).map((q) => {
      const c = edgeCost(edge, q);
      if (c === INFINITE_COST) return c;
      let p = SCALE * c + charge.edge(q, e);
      if (layout.layerOf(edge.to) >= 0 && !isEntry(edge.to)) p += charge.node(q, edge.to);
      if (isEntry(edge.from)) p += charge.node(q, edge.from);
      return p;
    }),
  );
  const T = tieMultiplier(input, priced);
  const edges = net.edges.map((edge, e): NetEdge => {
    const qs = edge.only ?? all;
    const costs = qs.map((q, i) => {
      const p = priced[e]![i]!;
      return { commodity: q, cost: p === INFINITE_COST ? p : T * p + (T > 1 ? edgeCost(edge, q) : 0) };
    });
    const { costs: _, ...rest } = edge;
    if (costs.length === 0) return rest;
    const first = costs[0]!.cost;
    const differ = costs.filter((c) => c.cost !== first);
    return { ...rest, cost: first, ...(differ.length === 0 ? {} : { costs: differ }) };
  });
  const storeCost = layout.storeCost.map((c) => T * SCALE * c + (T > 1 ? c : 0));
  return { input: { ...input, net: { ...net, edges }, layout: { ...layout, storeCost } }, tieBreak: T > 1 };
}

/** T of the header: 2^t > 2 × the largest unpriced path cost, if T × the largest priced path cost stays below 2^52; else 1. */
function tieMultiplier(input: HeuristicInput, priced: readonly (readonly number[])[]): number {
  const { net } = input;
  let maxCost = 0;
  let maxPriced = 0;
  net.edges.forEach((edge, e) => {
    for (const p of priced[e]!) if (p !== INFINITE_COST) maxPriced = Math.max(maxPriced, Math.abs(p));
    const qs = edge.only ?? [];
    for (const q of qs) {
      const c = edgeCost(edge, q);
      if (c !== INFINITE_COST) maxCost = Math.max(maxCost, Math.abs(c));
    }
  });
  // A path crosses each layer once, with a source and a sink edge besides.
  const layers = input.fv.layers.length + 2;
  let T = 1;
  while (T <= 2 * maxCost * layers) T *= 2;
  return T * maxPriced * layers < 2 ** 52 ? T : 1;
}
