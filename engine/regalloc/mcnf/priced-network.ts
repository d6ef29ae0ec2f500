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
  // Per edge, per commodity on it: SCALE·c + prices (INFINITE_COST kept), flat: edge e's from at[e].
  const at = new Int32Array(net.edges.length + 1);
  net.edges.forEach((edge, e) => {
    at[e + 1] = at[e]! + (edge.only ?? all).length;
  });
  const priced = new Float64Array(at[net.edges.length]!);
  net.edges.forEach((edge, e) => {
    const head = layout.layerOf(edge.to) >= 0 && !isEntry(edge.to);
    const tail = isEntry(edge.from);
    (edge.only ?? all).forEach((q, i) => {
      const c = edgeCost(edge, q);
      let p = c === INFINITE_COST ? c : SCALE * c + charge.edge(q, e);
      if (head && p !== INFINITE_COST) p += charge.node(q, edge.to);
      if (tail && p !== INFINITE_COST) p += charge.node(q, edge.from);
      priced[at[e]! + i] = p;
    });
  });
  const T = tieMultiplier(input, priced);
  const edges = net.edges.map((edge, e): NetEdge => {
    const qs = edge.only ?? all;
    // Built field by field: a spread per edge was most of this function's time.
    const out: { -readonly [K in keyof NetEdge]: NetEdge[K] } = { from: edge.from, to: edge.to, cost: edge.cost };
    if (edge.capacity !== undefined) out.capacity = edge.capacity;
    if (edge.only !== undefined) out.only = edge.only;
    if (qs.length === 0) return out;
    out.cost = finalCost(T, priced[at[e]!]!, edge, qs[0]!);
    const differ: { commodity: number; cost: number }[] = [];
    for (let i = 1; i < qs.length; i++) {
      const cost = finalCost(T, priced[at[e]! + i]!, edge, qs[i]!);
      if (cost !== out.cost) differ.push({ commodity: qs[i]!, cost });
    }
    if (differ.length > 0) out.costs = differ;
    return out;
  });
  const storeCost = layout.storeCost.map((c) => T * SCALE * c + (T > 1 ? c : 0));
  return { input: { ...input, net: { ...net, edges }, layout: { ...layout, storeCost } }, tieBreak: T > 1 };
}

/** An edge's cost for q in the priced network: T · its price, plus its unpriced cost where T breaks ties. */
function finalCost(T: number, price: number, edge: NetEdge, q: number): number {
  return price === INFINITE_COST ? price : T * price + (T > 1 ? edgeCost(edge, q) : 0);
}

/** T of the header: 2^t > 2 × the largest unpriced path cost, if T × the largest priced path cost stays below 2^52; else 1. */
function tieMultiplier(input: HeuristicInput, priced: Float64Array): number {
  const { net } = input;
  let maxCost = 0;
  let maxPriced = 0;
  for (const p of priced) if (p !== INFINITE_COST) maxPriced = Math.max(maxPriced, Math.abs(p));
  net.edges.forEach((edge) => {
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
