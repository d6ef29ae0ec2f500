// The MCNF network seen commodity by commodity, as the heuristic allocators walk it (Koes's thesis
// ch. 5: "a shortest path through the local network of the block" for one variable, §5.1; layer
// by layer for all variables, §5.2). build.ts lays every block out as consecutive layers E, T,
// (M, B, U, D)*, X with one node per class on each; a commodity present on a layer passes through
// exactly one of its class nodes, so an allocation is a class per (commodity, layer) and its flow
// is the chain of edges between consecutive layers. This file indexes what that walk needs.
//
// Contract: requires the FunctionValues and McnfNetwork of one function (build.ts, default or
// optional model). Produces a `Layout`, read-only:
//   - `node(L, c)`: the class node of layer L; `layerOf` / `classOf` of a class node (-1 otherwise);
//   - per commodity: its kind, partner (variable <-> anti-variable), group, the layers it is on
//     (`present`), and its open edges by tail node (`out`), each edge open to it (edgeOpen);
//   - per commodity and block: its *segments*, the maximal runs a shortest path covers: from a
//     source (a variable's source node, an anti-variable's source class node) or the block's entry
//     layer, to a sink node or the block's exit layer (a value redefined in a block has several);
//   - per block: predecessors and successors (the boundary edges join X_p and E_s), first and
//     last layer; per layer its block, kind and instruction;
//   - per anti-variable, the middle layers where its store edge (top mem -> mid antionly) is open,
//     and the store-exclusion edges (§3.4: no store while the variable waits in the constant class).
// Deterministic: everything is in node, edge and layer order.

import type { McnfNetwork } from './build.js';
import type { FunctionValues } from './values.js';
import { INFINITE_COST } from './network.js';

export interface SegmentStart {
  /** A source node (variable), a source class node (anti-variable: its class is given), or the block entry. */
  readonly kind: 'source' | 'anti-source' | 'entry';
  readonly layer: number;
  /** The source node (kind 'source') or class node (kind 'anti-source'); -1 for 'entry'. */
  readonly node: number;
}

export interface SegmentEnd {
  readonly kind: 'sink' | 'exit';
  readonly layer: number;
  /** The sink node; -1 for 'exit'. */
  readonly node: number;
}

export interface Segment {
  readonly block: number;
  readonly start: SegmentStart;
  readonly end: SegmentEnd;
}

export interface CommodityInfo {
  readonly kind: 'variable' | 'anti';
  readonly group: number;
  /** The anti-variable of a variable, the variable of an anti-variable; -1 when there is none. */
  readonly partner: number;
  /** Layer ids the commodity is on, ascending. */
  readonly present: ReadonlySet<number>;
  /** Open edges by tail node. */
  readonly out: ReadonlyMap<number, readonly number[]>;
  /** Segments by block. */
  readonly segments: ReadonlyMap<number, readonly Segment[]>;
}

export interface BlockInfo {
  readonly preds: readonly number[];
  readonly succs: readonly number[];
  /** Layer ids: the block's first (E, T, or the first instruction's layer) and last (X, or the last D). */
  readonly first: number;
  readonly last: number;
  readonly entry: number;
  readonly exit: number;
  /** The middle layer of the block's last crossbar with moves (-1: none): after it a value keeps its class to the exit. */
  readonly lastMoves: number;
}

export interface Layout {
  readonly k: number;
  readonly classes: number;
  readonly commodities: readonly CommodityInfo[];
  readonly blocks: readonly BlockInfo[];
  node(L: number, c: number): number;
  layerOf(n: number): number;
  classOf(n: number): number;
  /** Middle layers where the anti-variable's store edge is open, per anti-variable commodity. */
  readonly storeAt: readonly ReadonlySet<number>[];
  /** Per block, what a store costs there (the store edges' cost; 0 where the block has none). */
  readonly storeCost: readonly number[];
  /** Store edges the store-exclusion forbids while the variable is at `node` (the constant class on the top layer). */
  readonly storeExclusion: ReadonlyMap<number, number>;
}

export function buildLayout(fv: FunctionValues, mn: McnfNetwork): Layout {
  const { net, info } = mn;
  const k = mn.regNames.length;
  const classes = k + 3;
  const layerNode: number[] = new Array(fv.layers.length * classes).fill(-1);
  info.forEach((i, n) => {
    if (i !== undefined) layerNode[i.layer * classes + i.cls] = n;
  });
  // A class node's layer and class (-1: not a class node), as arrays: the searches ask millions of times.
  const layerOfNode = Int32Array.from(net.nodes, (_, n) => info[n]?.layer ?? -1);
  const classOfNode = Int32Array.from(net.nodes, (_, n) => info[n]?.cls ?? -1);
  const out = openEdgesByTail(mn);
  const attached = endLayers(mn);
  const blocks = blockInfo(fv);
  const groupOf = new Array<number>(net.commodities.length).fill(-1);
  mn.varOf.forEach((q, g) => q >= 0 && (groupOf[q] = g));
  mn.antiOf.forEach((q, g) => q >= 0 && (groupOf[q] = g));
  const present = net.commodities.map(() => new Set<number>());
  fv.layers.forEach((layer, L) => {
    for (const g of layer.vars.keys()) if (mn.varOf[g]! >= 0) present[mn.varOf[g]!]!.add(L);
    for (const g of layer.antis) if (mn.antiOf[g]! >= 0) present[mn.antiOf[g]!]!.add(L);
  });
  const commodities = net.commodities.map((c, q): CommodityInfo => {
    const variable = c.kind === 'variable';
    const group = groupOf[q]!;
    const partner = variable ? mn.antiOf[group]! : c.of;
    const segments = segmentsOf(fv, blocks, present[q]!, c.sources, c.sinks, variable, (n) => info[n]?.layer ?? attached[n]!);
    return { kind: c.kind, group, partner, present: present[q]!, out: out[q]!, segments };
  });
  const storeAt = net.commodities.map(() => new Set<number>());
  const storeCost = blocks.map(() => 0);
  net.edges.forEach((e, id) => {
    const [a, b] = [info[e.from], info[e.to]];
    if (a === undefined || b === undefined || a.cls !== k || b.cls !== k + 1) return;
    if (a.layer !== b.layer) storeCost[fv.layers[b.layer]!.block] = e.cost;
    for (const q of e.only ?? []) if (out[q]!.get(e.from)?.includes(id) === true) storeAt[q]!.add(b.layer);
  });
  const storeExclusion = new Map<number, number>();
  for (const s of net.side) if (s.kind === 'store-exclusion') storeExclusion.set(s.edge, s.node);
  return {
    k,
    classes,
    commodities,
    blocks,
    node: (L, c) => layerNode[L * classes + c] ?? -1,
    layerOf: (n) => layerOfNode[n] ?? -1,
    classOf: (n) => classOfNode[n] ?? -1,
    storeAt,
    storeCost,
    storeExclusion,
  };
}

/** Every commodity's open edges, grouped by tail node (edge order within a node): edgeOpen, without its linear searches. */
function openEdgesByTail(mn: McnfNetwork): Map<number, number[]>[] {
  const { net } = mn;
  const out = net.commodities.map(() => new Map<number, number[]>());
  const nodeOnly = net.nodes.map((n) => (n.only === undefined ? undefined : new Set(n.only)));
  net.edges.forEach((e, id) => {
    const qs = e.only ?? net.commodities.map((_, q) => q);
    const [a, b] = [nodeOnly[e.from], nodeOnly[e.to]];
    const costs = e.costs === undefined ? undefined : new Map(e.costs.map((c) => [c.commodity, c.cost]));
    for (const q of qs) {
      if ((a !== undefined && !a.has(q)) || (b !== undefined && !b.has(q))) continue;
      if ((costs?.get(q) ?? e.cost) === INFINITE_COST) continue;
      const m = out[q]!;
      const list = m.get(e.from);
      if (list === undefined) m.set(e.from, [id]);
      else list.push(id);
    }
  });
  return out;
}

/** The layer each source and sink node attaches to: that of the class nodes it connects (-1 for class nodes). */
function endLayers(mn: McnfNetwork): number[] {
  const layer: number[] = new Array(mn.net.nodes.length).fill(-1);
  for (const e of mn.net.edges) {
    const [a, b] = [mn.info[e.from], mn.info[e.to]];
    if (a === undefined && b !== undefined) layer[e.from] = b.layer;
    if (b === undefined && a !== undefined) layer[e.to] = a.layer;
  }
  return layer;
}

function blockInfo(fv: FunctionValues): BlockInfo[] {
  const preds: number[][] = fv.blocks.map(() => []);
  fv.succs.forEach((ss, p) => {
    for (const s of ss) preds[s]!.push(p);
  });
  const last: number[] = fv.blocks.map(() => -1);
  const first: number[] = fv.blocks.map(() => -1);
  const lastMoves: number[] = fv.blocks.map(() => -1);
  fv.layers.forEach((l, L) => {
    if (first[l.block] === -1) first[l.block] = L;
    last[l.block] = L;
    if (l.kind === 'M' && l.moves) lastMoves[l.block] = L;
  });
  return fv.blocks.map((b, i) => ({
    preds: preds[i]!,
    succs: fv.succs[i]!,
    first: first[i]!,
    last: last[i]!,
    entry: b.entry,
    exit: b.exit,
    lastMoves: lastMoves[i]!,
  }));
}

/**
 * A commodity's segments in each block: a run starts at a source (or at the entry layer when the
 * commodity is live into the block) and ends at a sink (or at the exit layer when live out).
 */
function segmentsOf(
  fv: FunctionValues,
  blocks: readonly BlockInfo[],
  present: ReadonlySet<number>,
  sources: readonly number[],
  sinks: readonly number[],
  variable: boolean,
  layerOfEnd: (n: number) => number,
): Map<number, Segment[]> {
  const startsAt = new Map<number, SegmentStart>();
  for (const n of sources) startsAt.set(layerOfEnd(n), { kind: variable ? 'source' : 'anti-source', layer: layerOfEnd(n), node: n });
  const endsAt = new Map<number, SegmentEnd>();
  for (const n of sinks) endsAt.set(layerOfEnd(n), { kind: 'sink', layer: layerOfEnd(n), node: n });
  const out = new Map<number, Segment[]>();
  let open: SegmentStart | undefined;
  for (const L of [...present].sort((a, b) => a - b)) {
    const block = fv.layers[L]!.block;
    const b = blocks[block]!;
    if (L === b.entry) {
      if (open !== undefined) throw new Error(`layout: block ${block} entered while a segment is open`);
      open = { kind: 'entry', layer: L, node: -1 };
    }
    const s = startsAt.get(L);
    if (s !== undefined) {
      if (open !== undefined) throw new Error(`layout: layer ${L} starts a segment while one is open (${fv.layers[L]!.kind})`);
      open = s;
    }
    const e = endsAt.get(L) ?? (L === b.exit ? { kind: 'exit' as const, layer: L, node: -1 } : undefined);
    if (e === undefined) continue;
    if (open === undefined) throw new Error(`layout: layer ${L} ends a segment that never started`);
    const list = out.get(block) ?? [];
    list.push({ block, start: open, end: e });
    out.set(block, list);
    open = undefined;
  }
  if (open !== undefined) throw new Error(`layout: a segment is left open at the end of the function`);
  return out;
}
