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
import { doubled, forwardCosts, forwardEdges } from './search-tables.js';
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

/**
 * What commodity q pays for passing node n / edge e under `prices` (units of 1/SCALE), besides the
 * edge's cost; q = -1: a commodity with no charge of its own (the bundle prices alone).
 */
export function chargeOf(r: Relaxation, prices: Prices) {
  return {
    node: (q: number, n: number): number => nodeCharge(r, prices, n, q < 0 ? undefined : r.qNode[q]!.get(n)),
    edge: (q: number, e: number): number => edgeCharge(r, prices, e, q < 0 ? undefined : r.qEdge[q]!.get(e)),
  };
}

/** Node n's charge for a commodity whose own charges there are `own`. */
function nodeCharge(r: Relaxation, { w, v }: Prices, n: number, own: NodeCharge | undefined): number {
  let p = r.nodeRow[n]! >= 0 ? w[r.nodeRow[n]!]! : 0;
  if (own === undefined) return p;
  for (const i of own.rows) p += w[i]!;
  for (const i of own.plus) p += v[i]!;
  for (const i of own.minus) p -= v[i]!;
  return p;
}

/** Edge e's charge for a commodity whose exclusion rows there are `own`. */
function edgeCharge(r: Relaxation, { w }: Prices, e: number, own: readonly number[] | undefined): number {
  let p = r.edgeRow[e]! >= 0 ? w[r.edgeRow[e]!]! : 0;
  for (const i of own ?? []) p += w[i]!;
  return p;
}

/** A commodity's own charges at the heads of its forward edges and on those edges, aligned with forwardEdges (once per relaxation: the Map lookups were half of a solve). */
interface ForwardCharges {
  readonly node: readonly (NodeCharge | undefined)[];
  readonly edge: readonly (readonly number[] | undefined)[];
}

const FORWARD_CHARGES = new WeakMap<Relaxation, ForwardCharges[]>();

function forwardCharges(r: Relaxation, q: number): ForwardCharges {
  let perQ = FORWARD_CHARGES.get(r);
  if (perQ === undefined) FORWARD_CHARGES.set(r, (perQ = []));
  const known = perQ[q];
  if (known !== undefined) return known;
  const fwd = forwardEdges(r.layout, r.net, q);
  // Loops, not Array.from over typed arrays (an iterator result per element).
  const node: (NodeCharge | undefined)[] = new Array(fwd.head.length);
  const edge: (readonly number[] | undefined)[] = new Array(fwd.edge.length);
  for (let i = 0; i < fwd.head.length; i++) {
    node[i] = r.qNode[q]!.get(fwd.head[i]!);
    edge[i] = r.qEdge[q]!.get(fwd.edge[i]!);
  }
  return (perQ[q] = { node, edge });
}

export type Charges = ReturnType<typeof chargeOf>;

/** L(w, v) and the balanced flow's row use and link gaps (see the header). */
export function solve(r: Relaxation, prices: Prices): Solved {
  const charges = chargeOf(r, prices);
  const rowUse = new Float64Array(r.rows.length);
  const linkGap = new Float64Array(r.links.length);
  let value = 0;
  for (const { q, seg } of r.segments) {
    const cost = segmentPaths(r, prices, charges, q, seg);
    if (cost === undefined) throw new Error(`lagrangian: no path for ${r.net.commodities[q]!.name} in block ${seg.block}`);
    value += cost;
    const { nodeFlow, edgeFlow } = FLOW;
    for (let i = 0; i < nodeFlow.size; i++) addNodeUse(r, q, nodeFlow.order[i]!, nodeFlow.values[nodeFlow.order[i]!]!, rowUse, linkGap);
    for (let i = 0; i < edgeFlow.size; i++) addEdgeUse(r, q, edgeFlow.order[i]!, edgeFlow.values[edgeFlow.order[i]!]!, rowUse);
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

interface Step {
  readonly from: number;
  readonly to: number;
  readonly edge: number;
  readonly cost: number;
}

/** Per id (a node, an edge), a number and whether it is set since the last clear; the ids set, in the order first set. */
class Stamped {
  values = new Float64Array(0);
  private at = new Uint32Array(0);
  private now = 1;
  /** The ids set, order[0..size). */
  order = new Int32Array(0);
  size = 0;

  clear(size: number): void {
    if (this.at.length < size || this.now === 0xffffffff) {
      [this.values, this.at, this.now] = [new Float64Array(size), new Uint32Array(size), 0];
      this.order = new Int32Array(size);
    }
    this.now++;
    this.size = 0;
  }

  has(i: number): boolean {
    return this.at[i] === this.now;
  }

  get(i: number, absent: number): number {
    return this.at[i] === this.now ? this.values[i]! : absent;
  }

  set(i: number, v: number): void {
    if (this.at[i] !== this.now) {
      this.at[i] = this.now;
      this.order[this.size++] = i;
    }
    this.values[i] = v;
  }
}

/**
 * One segment's balanced flow, in arrays reused from one segment to the next (a solve walks every
 * segment of the function at every iteration): the steps of each layer (from, to, edge, cost; `to`
 * -1 for the ends), per state its distance and normalised count of shortest paths, and the flow
 * through nodes and edges. Ids are shifted by one where an end's `to` (-1) is a key.
 */
class BalancedFlow {
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  edge = new Int32Array(1024);
  cost = new Float64Array(1024);
  /** The steps pushed since `start`: from[0..steps) and so on. */
  steps = 0;
  /** Where each layer's steps begin, layers[0..marks): `mark` after a layer's pushes. */
  layers = new Int32Array(64);
  marks = 0;
  /** The states the last `reach` found (each at most once). */
  frontier = new Int32Array(0);
  readonly dist = new Stamped();
  readonly count = new Stamped();
  readonly nodeFlow = new Stamped();
  readonly edgeFlow = new Stamped();
  private readonly weight = new Stamped();
  private readonly inFlow = new Stamped();
  private nodes = 0;
  private edges = 0;

  start(r: Relaxation): void {
    this.nodes = r.net.nodes.length + 1;
    this.edges = r.net.edges.length;
    this.dist.clear(this.nodes);
    this.count.clear(this.nodes);
    this.steps = 0;
    this.marks = 0;
    this.mark();
    if (this.frontier.length < this.nodes) this.frontier = new Int32Array(this.nodes);
  }

  push(from: number, to: number, edge: number, cost: number): void {
    const i = this.steps++;
    if (i === this.from.length) this.grow();
    this.from[i] = from;
    this.to[i] = to;
    this.edge[i] = edge;
    this.cost[i] = cost;
  }

  mark(): void {
    if (this.marks === this.layers.length) this.layers = doubled(this.layers);
    this.layers[this.marks++] = this.steps;
  }

  private grow(): void {
    [this.from, this.to, this.edge, this.cost] = [doubled(this.from), doubled(this.to), doubled(this.edge), doubled(this.cost)];
  }

  /** The states the steps i0..i1 reach at their shortest distance, in order, into frontier[0..returned size), with their counts (normalised: the largest is 1). */
  reach(i0: number, i1: number): number {
    const { dist, count, frontier } = this;
    for (let i = i0; i < i1; i++) if (this.cost[i]! < dist.get(this.to[i]!, INFINITE_COST)) dist.set(this.to[i]!, this.cost[i]!);
    let size = 0;
    for (let i = i0; i < i1; i++) {
      const to = this.to[i]!;
      if (this.cost[i] !== dist.get(to, Number.NaN)) continue;
      if (!count.has(to)) frontier[size++] = to;
      count.set(to, count.get(to, 0) + (this.from[i]! < 0 ? 1 : count.get(this.from[i]!, 0)));
    }
    let top = 0;
    for (let j = 0; j < size; j++) top = Math.max(top, count.get(frontier[j]!, 0));
    if (top > 0) for (let j = 0; j < size; j++) count.set(frontier[j]!, count.get(frontier[j]!, 0) / top);
    return size;
  }

  /**
   * The backward pass: the unit of flow split over the tight steps in proportion to the counts of
   * the states they leave; layers[k]..layers[k + 1] (k < marks) are a layer's steps, the ends from
   * the last mark.
   */
  balance(cost: number): void {
    const { layers, marks } = this;
    this.nodeFlow.clear(this.nodes);
    this.edgeFlow.clear(this.edges);
    const ends = layers[marks - 1]!;
    this.split(ends, this.steps, cost);
    for (let k = marks - 2; k >= 0; k--) {
      const i0 = layers[k]!;
      const i1 = layers[k + 1]!;
      this.inFlow.clear(this.nodes);
      for (let i = i0; i < i1; i++) if (this.tight(i)) this.inFlow.set(this.to[i]!, this.nodeFlow.get(this.to[i]!, 0));
      this.split(i0, i1);
    }
  }

  /** Whether step i reaches its state at the state's distance. */
  private tight(i: number): boolean {
    return this.cost[i] === this.dist.get(this.to[i]!, Number.NaN);
  }

  /** Whether step i carries flow: an end at the cheapest cost, or a tight layer step into a state with flow. */
  private carries(i: number, endCost: number | undefined): boolean {
    return endCost !== undefined ? this.cost[i] === endCost : this.tight(i) && this.inFlow.get(this.to[i]!, 0) > 0;
  }

  /** The count of the state step i leaves (1 from the start). */
  private countOf(i: number): number {
    return this.from[i]! < 0 ? 1 : this.count.get(this.from[i]!, 0);
  }

  /**
   * Splits over the steps i0..i1 the flow into their states: one unit over the ends costing
   * `endCost`, or (absent) each layer step's share of its state's inFlow, over the tight steps.
   */
  private split(i0: number, i1: number, endCost?: number): void {
    const { weight } = this;
    weight.clear(this.nodes);
    for (let i = i0; i < i1; i++)
      if (this.carries(i, endCost)) weight.set(this.to[i]! + 1, weight.get(this.to[i]! + 1, 0) + this.countOf(i));
    for (let i = i0; i < i1; i++) {
      if (!this.carries(i, endCost)) continue;
      const into = endCost !== undefined ? 1 : this.inFlow.get(this.to[i]!, 0);
      const f = (into * this.countOf(i)) / weight.get(this.to[i]! + 1, 0);
      if (f === 0) continue;
      if (this.from[i]! >= 0) this.nodeFlow.set(this.from[i]!, this.nodeFlow.get(this.from[i]!, 0) + f);
      if (this.edge[i]! >= 0) this.edgeFlow.set(this.edge[i]!, this.edgeFlow.get(this.edge[i]!, 0) + f);
    }
  }
}

const FLOW = new BalancedFlow();

/** The forward pass of one segment into FLOW (see BalancedFlow): its shortest priced path's cost, undefined when it has none. */
function segmentPaths(r: Relaxation, prices: Prices, charges: Charges, q: number, seg: Segment): number | undefined {
  const flow = FLOW;
  flow.start(r);
  for (const s of startSteps(r, charges, q, seg)) flow.push(s.from, s.to, s.edge, s.cost);
  flow.mark();
  let size = flow.reach(0, flow.steps);
  const fwd = forwardEdges(r.layout, r.net, q);
  const costs = forwardCosts(r.layout, r.net, q);
  const own = forwardCharges(r, q);
  for (let L = seg.start.layer; L < seg.end.layer; L++) {
    const i0 = flow.steps;
    for (let j = 0; j < size; j++) {
      const a = flow.frontier[j]!;
      const row = fwd.row.get(a);
      if (row === undefined) continue;
      const d = flow.dist.get(a, INFINITE_COST);
      for (let i = fwd.begin[row]!, end = fwd.begin[row + 1]!; i < end; i++) {
        const e = fwd.edge[i]!;
        const to = fwd.head[i]!;
        flow.push(a, to, e, d + SCALE * costs[i]! + edgeCharge(r, prices, e, own.edge[i]) + nodeCharge(r, prices, to, own.node[i]));
      }
    }
    flow.mark();
    size = flow.reach(i0, flow.steps);
  }
  const i0 = flow.steps;
  endSteps(r, charges, q, seg, size, flow);
  if (flow.steps === i0) return undefined;
  let cost = INFINITE_COST;
  for (let i = i0; i < flow.steps; i++) cost = Math.min(cost, flow.cost[i]!);
  flow.balance(cost);
  return cost;
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

/** The ways out of the segment's last layer into the flow's steps: a sink's edges, or ending at any exit node reached (to = -1). */
function endSteps(r: Relaxation, charges: Charges, q: number, seg: Segment, size: number, flow: BalancedFlow): void {
  for (let j = 0; j < size; j++) {
    const a = flow.frontier[j]!;
    const d = flow.dist.get(a, INFINITE_COST);
    if (seg.end.kind === 'exit') {
      flow.push(a, -1, -1, d);
      continue;
    }
    for (const e of r.layout.commodities[q]!.out.get(a) ?? []) {
      const edge = r.net.edges[e]!;
      if (edge.to === seg.end.node) flow.push(a, -1, e, d + SCALE * edgeCost(edge, q) + charges.edge(q, e));
    }
  }
}
