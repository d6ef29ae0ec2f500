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

import type { Layout, Segment } from './layout.js';
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
export const SLOT_VALID = 0;
export const SLOT_RESET_STALE = 1;
export const SLOT_KEEP = 2;
export const SLOT_KEEP_STORE = 3;

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
  const { out } = layout.commodities[q]!;
  const first = seg.start.layer;
  const layers = seg.end.layer - first + 1;
  const begin = new Int32Array(layers * layout.classes + 1);
  const [edge, head, excluded]: number[][] = [[], [], []];
  for (let i = 0; i < layers; i++)
    for (let c = 0; c < layout.classes; c++) {
      const n = layout.node(first + i, c);
      for (const e of n < 0 ? [] : (out.get(n) ?? [])) {
        const to = net.edges[e]!.to;
        if (layout.layerOf(to) !== first + i + 1) continue;
        edge.push(e);
        head.push(to);
        const x = layout.storeExclusion.get(e);
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
