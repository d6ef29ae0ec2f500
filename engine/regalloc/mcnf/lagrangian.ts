// The Lagrangian relaxation of the global MCNF model (Koes's thesis §6.1.2, digest §3.2) and its
// subproblem solved with balanced shortest paths (§6.2.1, digest §3.3 (a)).
//
// Contract. `relax(net, layout, blockOfLayer)` lists what is priced:
//   - rows, each a ≤ constraint Σ items ≤ u with a price w_r ≥ 0: every bundle capacity (a register
//     node, u = 1; an edge with a capacity), every `anti-exclusion` (x^v_n + x^v'_n ≤ 1) and
//     `store-exclusion` (x^v'_e + x^v_n ≤ 1). The thesis leaves open whether the exclusions are
//     relaxed (digest §8.3); here they are, with prices like the bundles';
//   - links, the boundary equalities (3.9)/(3.10) split per CFG edge: for a commodity q and a
//     boundary edge X_p,c -> E_s,c open to it, x^q through X_p,c − x^q through E_s,c = 0, with a
//     price v free in sign (+v paid through the exit node, −v through the entry node);
//   - the segments (layout.ts): once rows and links are priced, each commodity's flow in each
//     block is an independent shortest path from its segment's start (a source's edges, an
//     anti-variable's source class, or any entry node open to it) to its end (a sink's edges, or
//     any exit node).
// `solve(relaxation, prices)` returns L(w, v) = Σ_segments (shortest priced path) − Σ_r w_r u_r, in
// units of 1/SCALE of a cost unit (prices are integers in those units, so L is exact), and the
// balanced flow y: each segment's unit of flow split equally over all its shortest paths (a forward
// pass counts the shortest paths into every state, the backward pass splits a state's flow over its
// tight in-edges in proportion to those counts; counts are normalised per layer so that no float
// overflows). `rowUse[r]` = Σ items' y, `linkGap[l]` = y(exit) − y(entry): the subgradient is
// rowUse − u for rows and linkGap for links. Any prices give L ≤ the model's optimum (weak duality);
// the side constraints the subproblem drops only lower it further.
// `chargeOf(relaxation, prices)` is what a commodity pays at a node or on an edge: the priced
// network of the progressive allocator (priced-network.ts) and price initialisation read it.

import type { Layout, Segment } from './layout.js';
import { forwardCosts, forwardEdges } from './step-index.js';
import { edgeCost, INFINITE_COST, type Network } from './network.js';

/** Prices and priced costs are integers in units of 1/SCALE of a cost unit. */
export const SCALE = 1024;

export interface Row {
  readonly capacity: number;
  /** The block of the row's node or edge (the frequency that scales its step for speed). */
  readonly block: number;
}

export interface Link {
  readonly q: number;
  readonly exit: number;
  readonly entry: number;
  /** The block the exit belongs to (the frequency that scales the step for speed: digest §8.3 leaves it open). */
  readonly block: number;
}

/** What a commodity pays at one node besides the bundle row: its exclusion rows, and the links it is the exit (+v) or entry (−v) of. */
interface NodeCharge {
  readonly rows: number[];
  readonly plus: number[];
  readonly minus: number[];
}

export interface Relaxation {
  readonly net: Network;
  readonly layout: Layout;
  readonly rows: readonly Row[];
  readonly links: readonly Link[];
  readonly segments: readonly { readonly q: number; readonly seg: Segment }[];
  /** The bundle row of each node / edge (-1: none). */
  readonly nodeRow: Int32Array;
  readonly edgeRow: Int32Array;
  /** Per commodity: its own charges by node, its exclusion rows by edge. */
  readonly qNode: readonly ReadonlyMap<number, NodeCharge>[];
  readonly qEdge: readonly ReadonlyMap<number, readonly number[]>[];
}

export interface Prices {
  /** w_r ≥ 0 per row, v_l per link, integers in units of 1/SCALE. */
  readonly w: Float64Array;
  readonly v: Float64Array;
}

export interface Solved {
  /** L(w, v) in units of 1/SCALE. */
  readonly value: number;
  readonly rowUse: Float64Array;
  readonly linkGap: Float64Array;
}

export function relax(net: Network, layout: Layout, blockOfLayer: (L: number) => number): Relaxation {
  const rows: Row[] = [];
  const blockOfNode = (n: number) => blockOfLayer(layout.layerOf(n));
  const nodeRow = new Int32Array(net.nodes.length).fill(-1);
  const edgeRow = new Int32Array(net.edges.length).fill(-1);
  net.nodes.forEach((node, n) => {
    if (node.capacity !== undefined) nodeRow[n] = rows.push({ capacity: node.capacity, block: blockOfNode(n) }) - 1;
  });
  net.edges.forEach((edge, e) => {
    if (edge.capacity !== undefined) edgeRow[e] = rows.push({ capacity: edge.capacity, block: blockOfNode(edge.from) }) - 1;
  });
  const qNode = net.commodities.map(() => new Map<number, NodeCharge>());
  const qEdge = net.commodities.map(() => new Map<number, number[]>());
  const charge = (q: number, n: number) => {
    let c = qNode[q]!.get(n);
    if (c === undefined) qNode[q]!.set(n, (c = { rows: [], plus: [], minus: [] }));
    return c;
  };
  for (const s of net.side) {
    if (s.kind !== 'anti-exclusion' && s.kind !== 'store-exclusion') continue;
    const r = rows.push({ capacity: 1, block: blockOfNode(s.node) }) - 1;
    charge(s.variable, s.node).rows.push(r);
    if (s.kind === 'anti-exclusion') charge(s.anti, s.node).rows.push(r);
    else qEdge[s.anti]!.set(s.edge, [...(qEdge[s.anti]!.get(s.edge) ?? []), r]);
  }
  const links = boundaryLinks(net, layout, blockOfNode);
  links.forEach((l, i) => {
    charge(l.q, l.exit).plus.push(i);
    charge(l.q, l.entry).minus.push(i);
  });
  const segments = layout.commodities.flatMap((c, q) => [...c.segments.values()].flat().map((seg) => ({ q, seg })));
  return { net, layout, rows, links, segments, nodeRow, edgeRow, qNode, qEdge };
}

/** One link per boundary edge X_p,c -> E_s,c and commodity it is open to. */
function boundaryLinks(net: Network, layout: Layout, blockOfNode: (n: number) => number): Link[] {
  const exits = new Set(layout.blocks.map((b) => b.exit).filter((L) => L >= 0));
  const links: Link[] = [];
  layout.commodities.forEach((info, q) => {
    for (const [from, edges] of info.out) {
      if (!exits.has(layout.layerOf(from))) continue;
      for (const e of edges) links.push({ q, exit: from, entry: net.edges[e]!.to, block: blockOfNode(from) });
    }
  });
  return links;
}

/** Zero prices. */
export function zeroPrices(r: Relaxation): Prices {
  return { w: new Float64Array(r.rows.length), v: new Float64Array(r.links.length) };
}

/** What commodity q pays for passing node n / edge e under `prices` (units of 1/SCALE), besides the edge's cost. */
export function chargeOf(r: Relaxation, prices: Prices) {
  const { w, v } = prices;
  return {
    node(q: number, n: number): number {
      let p = r.nodeRow[n]! >= 0 ? w[r.nodeRow[n]!]! : 0;
      const own = r.qNode[q]!.get(n);
      if (own === undefined) return p;
      for (const i of own.rows) p += w[i]!;
      for (const i of own.plus) p += v[i]!;
      for (const i of own.minus) p -= v[i]!;
      return p;
    },
    edge(q: number, e: number): number {
      let p = r.edgeRow[e]! >= 0 ? w[r.edgeRow[e]!]! : 0;
      for (const i of r.qEdge[q]!.get(e) ?? []) p += w[i]!;
      return p;
    },
  };
}

export type Charges = ReturnType<typeof chargeOf>;

/** L(w, v) and the balanced flow's row use and link gaps (see the header). */
export function solve(r: Relaxation, prices: Prices): Solved {
  const charges = chargeOf(r, prices);
  const rowUse = new Float64Array(r.rows.length);
  const linkGap = new Float64Array(r.links.length);
  let value = 0;
  for (const { q, seg } of r.segments) {
    const sp = segmentPaths(r, charges, q, seg);
    if (sp === undefined) throw new Error(`lagrangian: no path for ${r.net.commodities[q]!.name} in block ${seg.block}`);
    value += sp.cost;
    sp.nodeFlow.forEach((f, n) => addNodeUse(r, q, n, f, rowUse, linkGap));
    sp.edgeFlow.forEach((f, e) => addEdgeUse(r, q, e, f, rowUse));
  }
  r.rows.forEach((row, i) => {
    value -= prices.w[i]! * row.capacity;
  });
  return { value, rowUse, linkGap };
}

function addNodeUse(r: Relaxation, q: number, n: number, f: number, rowUse: Float64Array, linkGap: Float64Array): void {
  if (r.nodeRow[n]! >= 0) rowUse[r.nodeRow[n]!]! += f;
  const own = r.qNode[q]!.get(n);
  if (own === undefined) return;
  for (const i of own.rows) rowUse[i]! += f;
  for (const i of own.plus) linkGap[i]! += f;
  for (const i of own.minus) linkGap[i]! -= f;
}

function addEdgeUse(r: Relaxation, q: number, e: number, f: number, rowUse: Float64Array): void {
  if (r.edgeRow[e]! >= 0) rowUse[r.edgeRow[e]!]! += f;
  for (const i of r.qEdge[q]!.get(e) ?? []) rowUse[i]! += f;
}

/** One segment's shortest priced path cost and its balanced flow over nodes and (priced) edges. */
export interface SegmentPaths {
  readonly cost: number;
  readonly nodeFlow: Map<number, number>;
  readonly edgeFlow: Map<number, number>;
}

interface Step {
  readonly from: number;
  readonly to: number;
  readonly edge: number;
  readonly cost: number;
}

/** The forward pass: per state (node) its shortest priced distance and its normalised count of shortest paths, per layer. */
function segmentPaths(r: Relaxation, charges: Charges, q: number, seg: Segment): SegmentPaths | undefined {
  const dist = new Map<number, number>();
  const count = new Map<number, number>();
  const layers: Step[][] = [];
  const reach = (steps: Step[]) => {
    for (const s of steps) if (s.cost < (dist.get(s.to) ?? INFINITE_COST)) dist.set(s.to, s.cost);
    const next = new Set<number>();
    for (const s of steps) {
      if (s.cost !== dist.get(s.to)) continue;
      count.set(s.to, (count.get(s.to) ?? 0) + (s.from < 0 ? 1 : count.get(s.from)!));
      next.add(s.to);
    }
    normalise(count, next);
    return next;
  };
  const starts = startSteps(r, charges, q, seg);
  layers.push(starts);
  let frontier = reach(starts);
  for (let L = seg.start.layer; L < seg.end.layer; L++) {
    const steps = stepsOut(r, charges, q, frontier, dist);
    layers.push(steps);
    frontier = reach(steps);
  }
  const ends = endSteps(r, charges, q, seg, frontier, dist);
  if (ends.length === 0) return undefined;
  const cost = Math.min(...ends.map((s) => s.cost));
  return { cost, ...balance(layers, ends, cost, dist, count) };
}

/** Scales the counts of one layer's states so that the largest is 1. */
function normalise(count: Map<number, number>, states: ReadonlySet<number>): void {
  let top = 0;
  for (const n of states) top = Math.max(top, count.get(n)!);
  if (top > 0) for (const n of states) count.set(n, count.get(n)! / top);
}

/** The steps from the states `from` (on one layer) into the next, each costing the distance so far, the edge and the node reached. */
function stepsOut(r: Relaxation, charges: Charges, q: number, from: Iterable<number>, dist: ReadonlyMap<number, number>): Step[] {
  const { layout, net } = r;
  const fwd = forwardEdges(layout, net, q);
  const costs = forwardCosts(layout, net, q);
  const steps: Step[] = [];
  for (const a of from) {
    const row = fwd.row.get(a);
    if (row === undefined) continue;
    for (let i = fwd.begin[row]!, end = fwd.begin[row + 1]!; i < end; i++) {
      const [e, to] = [fwd.edge[i]!, fwd.head[i]!];
      const cost = dist.get(a)! + SCALE * costs[i]! + charges.edge(q, e) + charges.node(q, to);
      steps.push({ from: a, to, edge: e, cost });
    }
  }
  return steps;
}

/**
 * Shortest priced distances into one layer of a segment (each node's own charge included): its
 * start layer (`prev` undefined), or the layer after the one of the distances `prev`.
 */
export function distancesInto(
  r: Relaxation,
  charges: Charges,
  q: number,
  seg: Segment,
  prev?: ReadonlyMap<number, number>,
): Map<number, number> {
  const steps = prev === undefined ? startSteps(r, charges, q, seg) : stepsOut(r, charges, q, prev.keys(), prev);
  const dist = new Map<number, number>();
  for (const s of steps) if (s.cost < (dist.get(s.to) ?? INFINITE_COST)) dist.set(s.to, s.cost);
  return dist;
}

/** Per node of the segment, the shortest priced distance from it to the segment's end (its own charge excluded). */
export function distancesFrom(r: Relaxation, charges: Charges, q: number, seg: Segment): Map<number, number> {
  const { layout, net } = r;
  const out = layout.commodities[q]!.out;
  const from = new Map<number, number>();
  for (let c = 0; c < layout.classes; c++) {
    const n = layout.node(seg.end.layer, c);
    if (n < 0 || !layout.commodities[q]!.present.has(seg.end.layer)) continue;
    if (seg.end.kind === 'exit') {
      from.set(n, 0);
      continue;
    }
    for (const e of out.get(n) ?? []) {
      const edge = net.edges[e]!;
      if (edge.to !== seg.end.node) continue;
      const cost = SCALE * edgeCost(edge, q) + charges.edge(q, e);
      if (cost < (from.get(n) ?? INFINITE_COST)) from.set(n, cost);
    }
  }
  const fwd = forwardEdges(layout, net, q);
  const costs = forwardCosts(layout, net, q);
  for (let L = seg.end.layer - 1; L >= seg.start.layer; L--) {
    for (let c = 0; c < layout.classes; c++) {
      const row = fwd.row.get(layout.node(L, c));
      if (row === undefined) continue;
      const n = layout.node(L, c);
      for (let i = fwd.begin[row]!, end = fwd.begin[row + 1]!; i < end; i++) {
        const rest = from.get(fwd.head[i]!);
        if (rest === undefined) continue;
        const cost = SCALE * costs[i]! + charges.edge(q, fwd.edge[i]!) + charges.node(q, fwd.head[i]!) + rest;
        if (cost < (from.get(n) ?? INFINITE_COST)) from.set(n, cost);
      }
    }
  }
  return from;
}

function startSteps(r: Relaxation, charges: Charges, q: number, seg: Segment): Step[] {
  const { layout, net } = r;
  const info = layout.commodities[q]!;
  switch (seg.start.kind) {
    case 'source':
      return (info.out.get(seg.start.node) ?? []).map((e) => {
        const to = net.edges[e]!.to;
        return { from: -1, to, edge: e, cost: SCALE * edgeCost(net.edges[e]!, q) + charges.edge(q, e) + charges.node(q, to) };
      });
    case 'anti-source':
      return [{ from: -1, to: seg.start.node, edge: -1, cost: charges.node(q, seg.start.node) }];
    case 'entry': {
      const steps: Step[] = [];
      for (let c = 0; c < layout.classes; c++) {
        const n = layout.node(seg.start.layer, c);
        if (n >= 0 && info.out.has(n)) steps.push({ from: -1, to: n, edge: -1, cost: charges.node(q, n) });
      }
      return steps;
    }
  }
}

/** The ways out of the segment's last layer: a sink's edges, or ending at any exit node reached (to = -1). */
function endSteps(
  r: Relaxation,
  charges: Charges,
  q: number,
  seg: Segment,
  last: ReadonlySet<number>,
  dist: ReadonlyMap<number, number>,
): Step[] {
  const steps: Step[] = [];
  for (const a of last) {
    if (seg.end.kind === 'exit') {
      steps.push({ from: a, to: -1, edge: -1, cost: dist.get(a)! });
      continue;
    }
    for (const e of r.layout.commodities[q]!.out.get(a) ?? []) {
      const edge = r.net.edges[e]!;
      if (edge.to === seg.end.node)
        steps.push({ from: a, to: -1, edge: e, cost: dist.get(a)! + SCALE * edgeCost(edge, q) + charges.edge(q, e) });
    }
  }
  return steps;
}

/** The backward pass: the unit of flow split over the tight steps in proportion to the counts of the states they leave. */
function balance(
  layers: readonly Step[][],
  ends: readonly Step[],
  cost: number,
  dist: ReadonlyMap<number, number>,
  count: ReadonlyMap<number, number>,
): { nodeFlow: Map<number, number>; edgeFlow: Map<number, number> } {
  const nodeFlow = new Map<number, number>();
  const edgeFlow = new Map<number, number>();
  const split = (steps: readonly Step[], tight: (s: Step) => boolean, flowInto: (s: Step) => number) => {
    const weight = new Map<number, number>();
    for (const s of steps) if (tight(s)) weight.set(s.to, (weight.get(s.to) ?? 0) + (s.from < 0 ? 1 : count.get(s.from)!));
    for (const s of steps) {
      if (!tight(s)) continue;
      const f = (flowInto(s) * (s.from < 0 ? 1 : count.get(s.from)!)) / weight.get(s.to)!;
      if (f === 0) continue;
      if (s.from >= 0) nodeFlow.set(s.from, (nodeFlow.get(s.from) ?? 0) + f);
      if (s.edge >= 0) edgeFlow.set(s.edge, (edgeFlow.get(s.edge) ?? 0) + f);
    }
  };
  split(
    ends,
    (s) => s.cost === cost,
    () => 1,
  );
  for (let i = layers.length - 1; i >= 0; i--) {
    const inFlow = new Map<number, number>();
    for (const s of layers[i]!) if (s.cost === dist.get(s.to)) inFlow.set(s.to, nodeFlow.get(s.to) ?? 0);
    split(
      layers[i]!,
      (s) => s.cost === dist.get(s.to) && (inFlow.get(s.to) ?? 0) > 0,
      (s) => inFlow.get(s.to)!,
    );
  }
  return { nodeFlow, edgeFlow };
}
