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
// What the sums need besides the prices (per edge and commodity its unpriced cost and the rows and
// links it pays) is listed once per relaxation (PricingPlan): every iteration prices every edge for
// every commodity on it, and looking the charges up in the relaxation's maps was most of that.

import type { HeuristicInput } from './iterative.js';
import { type Prices, type Relaxation, SCALE } from './lagrangian.js';
import { edgeCost, INFINITE_COST, type NetEdge } from './network.js';

export interface PricedInput {
  readonly input: HeuristicInput;
  /** Whether equally priced choices are broken by the unpriced cost (false: T = 1, the costs too large). */
  readonly tieBreak: boolean;
}

export function pricedInput(input: HeuristicInput, r: Relaxation, prices: Prices): PricedInput {
  const { net, layout } = input;
  const plan = pricingPlan(input, r);
  const priced = plan.price(prices);
  const T = tieMultiplier(input, plan.maxCost, plan.maxPriced);
  const edges = net.edges.map((edge, e): NetEdge => {
    const qs = edge.only ?? plan.all;
    // Built field by field: a spread per edge was most of this function's time.
    const out: { -readonly [K in keyof NetEdge]: NetEdge[K] } = { from: edge.from, to: edge.to, cost: edge.cost };
    if (edge.capacity !== undefined) out.capacity = edge.capacity;
    if (edge.only !== undefined) out.only = edge.only;
    if (qs.length === 0) return out;
    const at = plan.at[e]!;
    out.cost = finalCost(T, priced[at]!, plan.unpriced[at]!);
    const differ: { commodity: number; cost: number }[] = [];
    for (let i = 1; i < qs.length; i++) {
      const cost = finalCost(T, priced[at + i]!, plan.unpriced[at + i]!);
      if (cost !== out.cost) differ.push({ commodity: qs[i]!, cost });
    }
    if (differ.length > 0) out.costs = differ;
    return out;
  });
  const storeCost = layout.storeCost.map((c) => T * SCALE * c + (T > 1 ? c : 0));
  return { input: { ...input, net: { ...net, edges }, layout: { ...layout, storeCost } }, tieBreak: T > 1 };
}

/** An edge's cost for one commodity in the priced network: T · its price, plus its unpriced cost where T breaks ties. */
function finalCost(T: number, price: number, unpriced: number): number {
  return price === INFINITE_COST ? price : T * price + (T > 1 ? unpriced : 0);
}

/** T of the header: 2^t > 2 × the largest unpriced path cost, if T × the largest priced path cost stays below 2^52; else 1. */
function tieMultiplier(input: HeuristicInput, maxCost: number, maxPriced: number): number {
  // A path crosses each layer once, with a source and a sink edge besides.
  const layers = input.fv.layers.length + 2;
  let T = 1;
  while (T <= 2 * maxCost * layers) T *= 2;
  return T * maxPriced * layers < 2 ** 52 ? T : 1;
}

/** A term of a slot's price: 4 · index + kind. */
const PLUS_W = 0;
const PLUS_V = 1;
const MINUS_V = 2;

/**
 * Per slot (an edge and a commodity on it: edge e's slots from at[e], in the order of its `only`, or
 * of all commodities) its unpriced cost and the terms its price adds to SCALE · that cost: the
 * edge's bundle and exclusion rows, and those of the node folded onto it (its bundle row, the
 * commodity's exclusion rows there, +v where it is a link's exit, −v where it is one's entry).
 * Prices are integers (lagrangian.ts), so the sums are exact in any order.
 */
class PricingPlan {
  /** The largest |price| of the last `price` call (finite slots). */
  maxPriced = 0;
  private readonly out: Float64Array;

  constructor(
    readonly all: readonly number[],
    readonly at: Int32Array,
    readonly unpriced: Float64Array,
    /** The largest finite |unpriced cost| on an edge with an `only` list (what tieMultiplier has always read). */
    readonly maxCost: number,
    private readonly termBegin: Int32Array,
    private readonly term: Int32Array,
  ) {
    this.out = new Float64Array(unpriced.length);
  }

  /** Every slot's price under `prices` (INFINITE_COST kept), in a buffer reused by the next call. */
  price({ w, v }: Prices): Float64Array {
    const { out, unpriced, termBegin, term } = this;
    let maxPriced = 0;
    for (let s = 0; s < unpriced.length; s++) {
      const c = unpriced[s]!;
      if (c === INFINITE_COST) {
        out[s] = c;
        continue;
      }
      let p = SCALE * c;
      for (let t = termBegin[s]!, end = termBegin[s + 1]!; t < end; t++) {
        const code = term[t]!;
        const kind = code & 3;
        const i = code >>> 2;
        p += kind === PLUS_W ? w[i]! : kind === PLUS_V ? v[i]! : -v[i]!;
      }
      out[s] = p;
      maxPriced = Math.max(maxPriced, Math.abs(p));
    }
    this.maxPriced = maxPriced;
    return out;
  }
}

const PLANS = new WeakMap<Relaxation, PricingPlan>();

function pricingPlan(input: HeuristicInput, r: Relaxation): PricingPlan {
  let plan = PLANS.get(r);
  if (plan === undefined) PLANS.set(r, (plan = buildPlan(input, r)));
  return plan;
}

function buildPlan(input: HeuristicInput, r: Relaxation): PricingPlan {
  const { net, layout } = input;
  const entryLayers = new Set(layout.blocks.map((b) => b.entry).filter((L) => L >= 0));
  const isEntry = (n: number) => layout.layerOf(n) >= 0 && entryLayers.has(layout.layerOf(n));
  const all = net.commodities.map((_, q) => q);
  const at = new Int32Array(net.edges.length + 1);
  net.edges.forEach((edge, e) => {
    at[e + 1] = at[e]! + (edge.only ?? all).length;
  });
  const unpriced = new Float64Array(at[net.edges.length]!);
  const termBegin = new Int32Array(unpriced.length + 1);
  const term: number[] = [];
  let maxCost = 0;
  net.edges.forEach((edge, e) => {
    const head = layout.layerOf(edge.to) >= 0 && !isEntry(edge.to);
    const tail = isEntry(edge.from);
    (edge.only ?? all).forEach((q, i) => {
      const s = at[e]! + i;
      const c = edgeCost(edge, q);
      unpriced[s] = c;
      if (c !== INFINITE_COST) {
        if (edge.only !== undefined) maxCost = Math.max(maxCost, Math.abs(c));
        edgeTerms(r, q, e, term);
        if (head) nodeTerms(r, q, edge.to, term);
        if (tail) nodeTerms(r, q, edge.from, term);
      }
      termBegin[s + 1] = term.length;
    });
  });
  return new PricingPlan(all, at, unpriced, maxCost, termBegin, Int32Array.from(term));
}

/** What commodity q pays on edge e (lagrangian.ts chargeOf's edge): its bundle row, q's exclusion rows there. */
function edgeTerms(r: Relaxation, q: number, e: number, term: number[]): void {
  if (r.edgeRow[e]! >= 0) term.push(4 * r.edgeRow[e]! + PLUS_W);
  for (const i of r.qEdge[q]!.get(e) ?? []) term.push(4 * i + PLUS_W);
}

/** What commodity q pays at node n (lagrangian.ts chargeOf's node): its bundle row, q's exclusion rows, +v / −v of q's links. */
function nodeTerms(r: Relaxation, q: number, n: number, term: number[]): void {
  if (r.nodeRow[n]! >= 0) term.push(4 * r.nodeRow[n]! + PLUS_W);
  const own = r.qNode[q]!.get(n);
  if (own === undefined) return;
  for (const i of own.rows) term.push(4 * i + PLUS_W);
  for (const i of own.plus) term.push(4 * i + PLUS_V);
  for (const i of own.minus) term.push(4 * i + MINUS_V);
}
