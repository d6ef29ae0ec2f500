// The tables the MCNF searches run on (segment-path.ts: Koes's thesis Listing 5.3
// SHORTESTFEASIBLEPATH and the simultaneous allocator's computeAllShortestPaths, Listing 5.5; the
// Lagrangian subproblem's shortest paths, lagrangian.ts): search states, each commodity's forward
// edges and each segment's rows of them as flat typed arrays, the forward search's labels and the
// rest costs of the backward one.
//
// Contract: requires a Layout and a Network with the layout's nodes and edge ids (the unpriced
// network or a priced copy of it: priced-network.ts keeps ids and the layout's commodity and segment
// objects, so what depends on the layout alone is computed once per layout, costs once per network).
// Forward edges are those of `out` whose head is on the tail's next layer, in `out`'s order (the
// searches' tie-breaking order); costs are edgeCost's (INFINITE_COST kept). Why: the searches visit
// these edges millions of times per allocation on the largest functions; through Maps, edge
// objects, a priced edge's list of per-commodity costs and a Map of label objects per search, that
// was most of the progressive allocator's time. The labels and the step buffer are reused from one
// search to the next: one search runs at a time.

import type { Layout, Segment } from './layout.js';
import { edgeCost, INFINITE_COST, type Network } from './network.js';

/** One commodity's forward edges: node n's are edge[i], head[i] for begin[r] <= i < begin[r + 1], r = row.get(n). */
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

/**
 * One segment's forward edges, rows by (layer, class) over the segment's layers, with what a
 * step along each needs besides its cost: the store-exclusion's class (-1: none) and, per layer,
 * how the slot's state moves into the next (segment-path.ts's slot rule, precomputed).
 */
export interface SegmentRows {
  /** The segment's first layer: row (L - first) · classes + c is node (L, c)'s. */
  readonly first: number;
  readonly begin: Int32Array;
  readonly edge: Int32Array;
  readonly head: Int32Array;
  /** The class the partner may not hold on the tail's layer for the edge to be open (store-exclusion), -1: none. */
  readonly excluded: Int32Array;
  /** Per layer L of the segment, the slot rule into L + 1 (SLOT_*). */
  readonly slotRule: Uint8Array;
  /** Per layer L, whether the partner's antionly -> mem edge into L + 1 exists (a valid slot may be forgotten). */
  readonly forgetAt: Uint8Array;
}

/** Slot rules: the slot is valid (no anti-variable there, or it restarts valid), restarts stale, keeps its state, or keeps it and may become storable (a store opportunity). */
const SLOT_VALID = 0;
const SLOT_RESET_STALE = 1;
const SLOT_KEEP = 2;
const SLOT_KEEP_STORE = 3;

/** What the rows read besides layout and network: the anti-variables' restarts and the layers' kinds (the search context's). */
export interface SlotFacts {
  readonly antiResets: readonly ReadonlyMap<number, boolean>[];
  readonly layerKind: (L: number) => string;
}

const ROWS = new WeakMap<object, SegmentRows>();

/** Segment seg of commodity q's rows (computed once per segment: segments are shared by priced copies). */
export function segmentRows(layout: Layout, net: Network, facts: SlotFacts, q: number, seg: Segment): SegmentRows {
  let rows = ROWS.get(seg);
  if (rows === undefined) ROWS.set(seg, (rows = buildRows(layout, net, facts, q, seg)));
  return rows;
}

function buildRows(layout: Layout, net: Network, facts: SlotFacts, q: number, seg: Segment): SegmentRows {
  const fwd = forwardEdges(layout, net, q);
  const first = seg.start.layer;
  const layers = seg.end.layer - first + 1;
  const begin = new Int32Array(layers * layout.classes + 1);
  const [edge, head, excluded]: number[][] = [[], [], []];
  // The commodity's forward edges (forwardEdges), cut to the segment's layers and given their exclusion class.
  for (let i = 0; i < layers; i++)
    for (let c = 0; c < layout.classes; c++) {
      const row = fwd.row.get(layout.node(first + i, c));
      for (let j = row === undefined ? 0 : fwd.begin[row]!, end = row === undefined ? 0 : fwd.begin[row + 1]!; j < end; j++) {
        edge.push(fwd.edge[j]!);
        head.push(fwd.head[j]!);
        const x = layout.storeExclusion.get(fwd.edge[j]!);
        excluded.push(x === undefined ? -1 : layout.classOf(x));
      }
      begin[i * layout.classes + c + 1] = edge.length;
    }
  const slotRule = new Uint8Array(layers);
  const forgetAt = new Uint8Array(layers);
  for (let i = 0; i < layers; i++) {
    slotRule[i] = slotRuleInto(layout, facts, q, first + i + 1);
    forgetAt[i] = forgetsAt(layout, net, q, first + i) ? 1 : 0;
  }
  return {
    first,
    begin,
    edge: Int32Array.from(edge),
    head: Int32Array.from(head),
    excluded: Int32Array.from(excluded),
    slotRule,
    forgetAt,
  };
}

/** The rule of the slot's state on layer L of q's path (segment-path.ts slotAfter). */
function slotRuleInto(layout: Layout, facts: SlotFacts, q: number, L: number): number {
  const info = layout.commodities[q]!;
  if (info.kind === 'anti' || info.partner < 0 || !layout.commodities[info.partner]!.present.has(L)) return SLOT_VALID;
  const reset = facts.antiResets[info.partner]!.get(L);
  if (reset !== undefined) return reset ? SLOT_VALID : SLOT_RESET_STALE;
  return facts.layerKind(L) === 'M' && layout.storeAt[info.partner]!.has(L) ? SLOT_KEEP_STORE : SLOT_KEEP;
}

/** Whether q's anti-variable has an antionly -> mem edge from layer L into L + 1. */
function forgetsAt(layout: Layout, net: Network, q: number, L: number): boolean {
  const anti = layout.commodities[q]!.partner;
  if (anti < 0) return false;
  const from = layout.node(L, layout.k + 1);
  const to = layout.node(L + 1, layout.k);
  return from >= 0 && to >= 0 && (layout.commodities[anti]!.out.get(from) ?? []).some((e) => net.edges[e]!.to === to);
}

const SEGMENT_COSTS = new WeakMap<object, Map<Segment, Float64Array>>();

/** The costs of a segment's row edges in `net`, aligned with segmentRows(…).edge (computed once per network). */
export function segmentCosts(layout: Layout, net: Network, facts: SlotFacts, q: number, seg: Segment): Float64Array {
  let perSeg = SEGMENT_COSTS.get(net.edges);
  if (perSeg === undefined) SEGMENT_COSTS.set(net.edges, (perSeg = new Map()));
  let costs = perSeg.get(seg);
  if (costs !== undefined) return costs;
  const { edge } = segmentRows(layout, net, facts, q, seg);
  costs = new Float64Array(edge.length);
  for (let i = 0; i < edge.length; i++) costs[i] = edgeCost(net.edges[edge[i]!]!, q);
  perSeg.set(seg, costs);
  return costs;
}

/** The slot's state on a variable's path: stale, a store opportunity passed, valid. */
export const STALE = 0;
export const STORABLE = 1;
export const VALID = 2;
export type Slot = typeof STALE | typeof STORABLE | typeof VALID;
export const SLOTS: readonly Slot[] = [STALE, STORABLE, VALID];
/** A search state: a class node and the slot's state there. */
export const nodeOf = (key: number) => key >> 2;
export const slotOf = (key: number) => (key & 3) as Slot;
export const keyOf = (n: number, slot: Slot) => n * 4 + slot;

/** The slot's state on the next layer of a variable's path, by that layer's slot rule, from its state and whether the variable is in a register now. */
export function slotAfter(rule: number, slot: Slot, inRegister: boolean): Slot {
  switch (rule) {
    case SLOT_VALID:
      return VALID;
    case SLOT_RESET_STALE:
      return STALE;
    case SLOT_KEEP:
      return slot;
    default:
      return slot !== STALE ? slot : inRegister ? STORABLE : STALE;
  }
}

/**
 * The forward search's labels per state key: cost, tie-breaking penalty, the state before (-1: the
 * start) and the edge in (-1: none, an entry or anti-variable source). Typed arrays over every key
 * of the network, reused from one search to the next (a stamp per key says whether this search set
 * it): the searches run hundreds of thousands of times per allocation, and a Map of label objects
 * per search was a sixth of the time in the garbage collector.
 */
export class Labels {
  cost = new Float64Array(0);
  tie = new Float64Array(0);
  prev = new Int32Array(0);
  edge = new Int32Array(0);
  private stamp = new Uint32Array(0);
  private now = 0;

  /** Forgets every label; keys below `size` may be set. */
  reset(size: number): void {
    if (this.stamp.length < size || this.now === 0xffffffff) {
      const n = Math.max(size, this.stamp.length);
      [this.cost, this.tie] = [new Float64Array(n), new Float64Array(n)];
      [this.prev, this.edge, this.stamp] = [new Int32Array(n), new Int32Array(n), new Uint32Array(n)];
      this.now = 0;
    }
    this.now++;
  }

  has(key: number): boolean {
    return this.stamp[key] === this.now;
  }

  set(key: number, cost: number, tie: number, prev: number, edge: number): void {
    this.stamp[key] = this.now;
    this.cost[key] = cost;
    this.tie[key] = tie;
    this.prev[key] = prev;
    this.edge[key] = edge;
  }

  /** Whether (cost, tie) beats key's label (or key has none). */
  beats(key: number, cost: number, tie: number): boolean {
    return !this.has(key) || cost < this.cost[key]! || (cost === this.cost[key]! && tie < this.tie[key]!);
  }
}

export const LABELS = new Labels();

/** The steps `visitSteps` found last: edge, state reached and cost of each (reused: the searches' inner loop allocates nothing). */
export const STEP = { edge: new Int32Array(64), key: new Int32Array(64), cost: new Float64Array(64) };

export function addStep(i: number, edge: number, key: number, cost: number): number {
  if (i === STEP.edge.length) [STEP.edge, STEP.key, STEP.cost] = [doubled(STEP.edge), doubled(STEP.key), doubled(STEP.cost)];
  STEP.edge[i] = edge;
  STEP.key[i] = key;
  STEP.cost[i] = cost;
  return i + 1;
}

/** A typed buffer twice as long, with a's contents at its start. */
export function doubled<T extends Int32Array | Float64Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** Per state of a segment's layers, a cost (INFINITE_COST: none): shortestFrom's rest of the way. */
export class RestCosts {
  private readonly costs: Float64Array;

  constructor(
    private readonly layout: Layout,
    private readonly first: number,
    private readonly last: number,
  ) {
    this.costs = new Float64Array((last - first + 1) * layout.classes * 3).fill(INFINITE_COST);
  }

  private index(key: number): number {
    const n = nodeOf(key);
    const L = this.layout.layerOf(n);
    if (L < this.first || L > this.last) return -1;
    return ((L - this.first) * this.layout.classes + this.layout.classOf(n)) * 3 + slotOf(key);
  }

  get(key: number): number {
    const i = this.index(key);
    return i < 0 ? INFINITE_COST : this.costs[i]!;
  }

  set(key: number, cost: number): void {
    this.costs[this.index(key)] = cost;
  }
}
