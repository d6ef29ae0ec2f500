// Initial prices of the progressive allocator (Koes's thesis §6.2.4, Listings 6.1
// CALCULATENODEPRICEWEIGHT and 6.2 PRICEINITIALIZATION; digest §3.3 (d)).
//
// Contract: requires the Relaxation (lagrangian.ts) and, for `heuristic`, the class each variable
// holds on each layer in a feasible allocation (the hybrid's). Produces prices: `zero`; otherwise
// register (bundle) prices only, links and exclusions at 0. Block by block and layer by layer, each
// live variable v's cost through each node n of the layer is costOfShortest(v, n) = the shortest
// priced distance into n (with the prices set so far) + the shortest from n to its segment's end;
// the layer's allocation is the heuristic's (`heuristic`) or the solution of the layer's assignment
// problem — variables to nodes at those costs, a register holding one, the other classes any
// number (`assignment`, the thesis's default); each register node's price rises by Listing 6.1's
// weight: enough to divert a variable to its allocated node (`needed`), never so much that a
// variable already at its cheapest node allocated there is pushed off (`allowed`). Then the
// distances into the next layer are brought up to date (updateNextLayerPaths). Anti-variables never
// hold a register and are left out. Weights are computed for the whole layer before any is applied.

import { assign } from './assignment.js';
import { chargeOf, distancesFrom, distancesInto, type Prices, type Relaxation, zeroPrices } from './lagrangian.js';
import type { Segment } from './layout.js';

export type PriceInit = 'zero' | 'heuristic' | 'assignment';

/** One live variable segment during the sweep: its distances from every node, and into the current layer. */
interface Sweep {
  readonly q: number;
  readonly seg: Segment;
  readonly from: ReadonlyMap<number, number>;
  into: Map<number, number>;
}

export function initialPrices(r: Relaxation, kind: PriceInit, classAt?: (q: number, L: number) => number): Prices {
  const prices = zeroPrices(r);
  if (kind === 'zero') return prices;
  if (kind === 'heuristic' && classAt === undefined) throw new Error('price initialisation: heuristic prices need an allocation');
  const charges = chargeOf(r, prices);
  r.layout.blocks.forEach((block, b) => {
    if (block.first < 0) return;
    const segs = r.segments.filter((s) => s.seg.block === b && r.layout.commodities[s.q]!.kind === 'variable');
    const sweeps = new Map<Segment, Sweep>();
    for (let L = block.first; L <= block.last; L++) {
      const live: Sweep[] = [];
      for (const { q, seg } of segs) {
        if (seg.start.layer > L || seg.end.layer < L) continue;
        let s = sweeps.get(seg);
        if (s === undefined)
          sweeps.set(seg, (s = { q, seg, from: distancesFrom(r, charges, q, seg), into: distancesInto(r, charges, q, seg) }));
        else s.into = distancesInto(r, charges, q, seg, s.into);
        live.push(s);
      }
      const allocated = kind === 'heuristic' ? live.map((s) => heuristicNode(r, classAt!(s.q, L), L)) : assignLayer(r, live, L);
      priceLayer(r, prices, live, allocated, L);
    }
  });
  return prices;
}

/** The node of class c on layer L (-1: the heuristic left the variable without a class there). */
const heuristicNode = (r: Relaxation, c: number, L: number) => (c < 0 ? -1 : r.layout.node(L, c));

/** The cost of v's shortest path through node n (INFINITE: none). */
function through(s: Sweep, n: number): number {
  const a = s.into.get(n);
  const b = s.from.get(n);
  return a === undefined || b === undefined ? Number.POSITIVE_INFINITY : a + b;
}

/** The nodes of layer L, in class order. */
function layerNodes(r: Relaxation, L: number): number[] {
  const nodes: number[] = [];
  for (let c = 0; c < r.layout.classes; c++) if (r.layout.node(L, c) >= 0) nodes.push(r.layout.node(L, c));
  return nodes;
}

/** The assignment problem of layer L: per live variable, the node it gets. */
function assignLayer(r: Relaxation, live: readonly Sweep[], L: number): number[] {
  const k = r.layout.k;
  const regs = layerNodes(r, L).filter((n) => r.layout.classOf(n) < k);
  const others = layerNodes(r, L).filter((n) => r.layout.classOf(n) >= k);
  const n = live.length;
  const m = regs.length + n;
  // An infinite cost becomes one no finite assignment reaches: a path is at most a few million cost units of 1/SCALE each.
  const BIG = 2 ** 50;
  const cost = new Float64Array(n * m).fill(BIG);
  const outside: number[] = [];
  live.forEach((s, i) => {
    regs.forEach((node, j) => {
      cost[i * m + j] = Math.min(BIG, through(s, node));
    });
    let best = -1;
    for (const node of others) if (best < 0 || through(s, node) < through(s, best)) best = node;
    outside.push(best);
    cost[i * m + regs.length + i] = best < 0 ? BIG : Math.min(BIG, through(s, best));
  });
  return assign(cost, n, m).map((j, i) => (j < regs.length ? regs[j]! : outside[i]!));
}

/** Listing 6.1 for every register node of layer L, then the weights added to their bundle prices. */
function priceLayer(r: Relaxation, prices: Prices, live: readonly Sweep[], allocated: readonly number[], L: number): void {
  const nodes = layerNodes(r, L);
  const weights = nodes.map((n) => (r.nodeRow[n]! < 0 ? 0 : nodePriceWeight(live, allocated, nodes, n)));
  nodes.forEach((n, i) => {
    const w = weights[i]!;
    if (w <= 0 || !Number.isFinite(w)) return;
    prices.w[r.nodeRow[n]!]! += Math.round(w);
    // The distances into this layer include its charges: bring them up to date for the next layer.
    for (const s of live) if (s.into.has(n)) s.into.set(n, s.into.get(n)! + Math.round(w));
  });
}

/** CALCULATENODEPRICEWEIGHT(layer, n) (Listing 6.1). */
function nodePriceWeight(live: readonly Sweep[], allocated: readonly number[], nodes: readonly number[], n: number): number {
  let allowed = Number.POSITIVE_INFINITY;
  let needed = 0;
  live.forEach((s, i) => {
    const ncost = through(s, n);
    if (!Number.isFinite(ncost)) return;
    let mindiff = Number.POSITIVE_INFINITY;
    let allocCost = Number.POSITIVE_INFINITY;
    for (const m of nodes) {
      const mcost = through(s, m);
      if (m === allocated[i]) allocCost = mcost;
      else if (mcost > ncost) mindiff = Math.min(mindiff, mcost - ncost);
    }
    if (allocCost === ncost) allowed = Math.min(allowed, mindiff);
    else if (allocCost > ncost && Number.isFinite(allocCost)) needed = Math.max(needed, allocCost - ncost);
  });
  return Math.min(needed, allowed);
}
