// The shortest feasible path of one commodity through one segment of a block (Koes's thesis §5.1,
// Listing 5.3 SHORTESTFEASIBLEPATH with Listing 5.4 FEASIBLEEDGECOST; digest §2.1). The block's
// network is layered and acyclic, so the search relaxes one layer after the other (the thesis's
// FIFO queue visits nodes in the same order).
//
// Contract: requires a FlowState (the paths already marked), the commodity, one of its segments
// and the search's `Rules`. Produces the cheapest path (edge costs of the model, ties broken by the
// rules' penalty, then by the first found in class order), or undefined when none is feasible.
// A path never enters a register node another commodity holds, a memory node its partner holds
// (a value and its anti-variable exclude each other there, §3.4), an exit or entry class the
// boundary constraints forbid (Listing 5.4, lines 5-9), a store edge the store-exclusion forbids,
// or a register layer where `rules.lookahead` says the instruction's unallocated operands would be
// stranded (lines 10-28). Decisions the thesis leaves open:
// - A variable may sit in its slot only where its anti-variable can be *valid* (antionly): the
//   search carries the slot's state per label — stale, storable (a store opportunity passed: a
//   moves crossbar whose top has the value in a register and whose store edge is open to the
//   anti-variable), valid (a `stack` def, a block entered in memory, or a store paid) — and a tied
//   def makes it stale again (the anti-variable restarts there). Without it the anti-variable,
//   allocated next, could find no path.
// - Entering the slot while it is only storable costs the block's store: the anti-variable will pay
//   it, and a variable that saw evictions as free (the thesis prices the store on the anti-variable
//   alone) leaves registers for its slot at every tie, then reloads inside loops.
// - `startClass` restricts both ends to one class (the entry/exit matching rule of §5.1's footnote
//   for a block the value stays live around).
// - A free boundary class (an entry or exit not yet fixed) is chosen only if every other exit the
//   boundary constraints would fix with it can still be reached: after a block's last crossbar
//   with moves a value keeps its class to the exit, so that register must be free there. Without
//   it a loop processed first fixes the exit of a block whose branch operands hold that register.

import type { Layout, Segment } from './layout.js';
import type { Path } from './flow-state.js';
import type { BoundaryConstraints } from './boundary.js';
import { edgeCost, INFINITE_COST, type Network } from './network.js';
import {
  addStep,
  keyOf,
  LABELS,
  type Labels,
  nodeOf,
  RestCosts,
  type SegmentRows,
  SLOTS,
  type Slot,
  STALE,
  STEP,
  STORABLE,
  segmentCosts,
  segmentRows,
  slotAfter,
  slotOf,
  VALID,
} from './search-tables.js';

/** What a search reads of the partial solution: FlowState, or the simultaneous allocator's block being allocated over it. */
export interface SearchState {
  readonly layout: Layout;
  readonly boundary: BoundaryConstraints;
  /** The commodity on a register node, -1 when it is free. */
  occupantOf(n: number): number;
  /** q's class on layer L, -1 when it is not allocated there. */
  classAt(q: number, L: number): number;
}

export interface Rules {
  /** Whether q may take register class c on layer L (the lookahead); `prevClass`: q's class on the layer before. */
  readonly lookahead: (q: number, L: number, c: number, prevClass: number) => boolean;
  /** The tie-breaking penalty of q holding class c on layer L (0: none). */
  readonly penalty: (q: number, L: number, c: number) => number;
  /**
   * What a variable's path ending at its block's exit with its slot in state `slot` costs more
   * (INFINITE_COST: not allowed). The simultaneous allocator decides a variable and its anti-variable
   * together, so an anti-variable's exit already fixed asks for its slot there; absent: 0.
   */
  readonly exitSlot?: (q: number, block: number, slot: Slot) => number;
  /**
   * Whether a valid slot may turn stale in a crossbar's zag, where the anti-variable can return
   * from antionly to mem (build.ts): the simultaneous allocator, which derives anti-variables from
   * their variables' slot states, so that a slot fixed stale at a block's exit does not forbid a
   * spill inside the block.
   */
  readonly forget?: boolean;
}

/** What the search reads besides the state: the network, the layer kinds and the anti-variable resets. */
export interface SearchContext {
  readonly net: Network;
  readonly layout: Layout;
  readonly state: SearchState;
  readonly layerKind: (L: number) => string;
  /** Per anti-variable commodity, its source layers and whether it starts valid there. */
  readonly antiResets: readonly ReadonlyMap<number, boolean>[];
  readonly rules: Rules;
}

/** Where a search stops short of its segment's end: on layer `layer`, each state costing `cost` more (the rest of the way, INFINITE_COST: excluded). */
export interface Cut {
  readonly layer: number;
  readonly cost: (key: number) => number;
}

/** Where a search starts other than at its segment's start: one state on `layer`, already costing `cost` (a path kept up to there). */
export interface Origin {
  readonly layer: number;
  readonly key: number;
  readonly cost: number;
}

/**
 * A path and its cost (edge costs, stores the slot states charge, the cut's cost); per node its
 * state, the edge into it (-1: none) and the path's cost up to it (the cut's excluded).
 */
export interface PricedPath {
  readonly path: Path;
  readonly cost: number;
  readonly keys: readonly number[];
  readonly into: readonly number[];
  readonly costs: readonly number[];
}

export function shortestFeasiblePath(
  ctx: SearchContext,
  q: number,
  seg: Segment,
  startClass?: number,
  cut?: Cut,
  origin?: Origin,
): PricedPath | undefined {
  const { layout } = ctx;
  ctx = memoLookahead(ctx, q);
  const labels = LABELS;
  labels.reset(ctx.net.nodes.length * 4);
  if (origin !== undefined) labels.set(origin.key, origin.cost, 0, -1, -1);
  let frontier = origin === undefined ? startStates(ctx, q, seg, startClass, labels) : [origin.key];
  const view = viewOf(ctx, q, seg);
  const last = cut?.layer ?? seg.end.layer;
  for (let L = origin?.layer ?? seg.start.layer; L < last; L++) {
    const next: number[] = [];
    for (const key of frontier) relaxFrom(ctx, view, key, labels, next);
    frontier = next;
  }
  // The best end: its state, cost (the end's own included), tie and sink edge; the first found wins ties.
  let best = { key: -1, cost: INFINITE_COST, tie: 0, sinkEdge: -1 };
  const consider = (key: number, extra: number, sinkEdge: number): void => {
    if (extra === INFINITE_COST) return;
    const cost = labels.cost[key]! + extra;
    const tie = labels.tie[key]!;
    if (best.key < 0 || cost < best.cost || (cost === best.cost && tie < best.tie)) best = { key, cost, tie, sinkEdge };
  };
  for (const key of frontier) {
    const n = nodeOf(key);
    if (cut !== undefined) consider(key, cut.cost(key), -1);
    else if (startClass !== undefined && seg.end.kind === 'exit' && layout.classOf(n) !== startClass) continue;
    else if (seg.end.kind === 'exit') consider(key, ctx.rules.exitSlot?.(q, seg.block, slotOf(key)) ?? 0, -1);
    else
      for (const e of layout.commodities[q]!.out.get(n) ?? [])
        if (ctx.net.edges[e]!.to === seg.end.node) consider(key, edgeCost(ctx.net.edges[e]!, q), e);
  }
  return best.key < 0 ? undefined : { ...trace(labels, best.key, best.sinkEdge, seg.block), cost: best.cost };
}

/** The context with q's lookahead remembered per (layer, class, class before): occupancy does not change during one search. */
function memoLookahead(ctx: SearchContext, q: number): SearchContext {
  const memo = new Map<number, boolean>();
  const classes = ctx.layout.classes;
  const lookahead = ctx.rules.lookahead;
  const remembered = (v: number, L: number, c: number, prev: number): boolean => {
    if (v !== q) return lookahead(v, L, c, prev);
    const key = (L * classes + c) * (classes + 1) + prev + 1;
    let ok = memo.get(key);
    if (ok === undefined) memo.set(key, (ok = lookahead(v, L, c, prev)));
    return ok;
  };
  return { ...ctx, rules: { ...ctx.rules, lookahead: remembered } };
}

function trace(labels: Labels, last: number, sinkEdge: number, block: number): Omit<PricedPath, 'cost'> {
  const keys: number[] = [];
  const into: number[] = [];
  const costs: number[] = [];
  for (let key = last; key >= 0; key = labels.prev[key]!) {
    keys.push(key);
    into.push(labels.edge[key]!);
    costs.push(labels.cost[key]!);
  }
  keys.reverse();
  into.reverse();
  costs.reverse();
  const edges = into.filter((e) => e >= 0);
  if (sinkEdge >= 0) edges.push(sinkEdge);
  return { path: { block, nodes: keys.map(nodeOf), edges }, keys, into, costs };
}

/** The start states on the segment's first layer, as labels. */
function startStates(ctx: SearchContext, q: number, seg: Segment, startClass: number | undefined, labels: Labels): number[] {
  const keys: number[] = [];
  for (const s of startSteps(ctx, q, seg)) {
    const c = ctx.layout.classOf(nodeOf(s.key));
    if (startClass !== undefined && c !== startClass) continue;
    const tie = ctx.rules.penalty(q, seg.start.layer, c);
    if (!labels.beats(s.key, s.cost, tie)) continue;
    if (!labels.has(s.key)) keys.push(s.key);
    labels.set(s.key, s.cost, tie, -1, s.edge);
  }
  return keys;
}

/** The feasible start states of a segment on its first layer (edge -1: none, an entry or an anti-variable's source class). */
export function startSteps(ctx: SearchContext, q: number, seg: Segment): Step[] {
  const { layout, state } = ctx;
  const info = layout.commodities[q]!;
  const steps: Step[] = [];
  const add = (n: number, slot: Slot, cost: number, edge: number): void => {
    if (nodeOk(ctx, q, seg, n, slot, -1)) steps.push({ edge, key: keyOf(n, slot), cost });
  };
  const start = seg.start;
  switch (start.kind) {
    case 'source': {
      const partner = layout.commodities[info.partner];
      const valid = partner === undefined || !partner.present.has(start.layer) || ctx.antiResets[info.partner]?.get(start.layer) === true;
      for (const e of info.out.get(start.node) ?? []) add(ctx.net.edges[e]!.to, valid ? VALID : STALE, edgeCost(ctx.net.edges[e]!, q), e);
      return steps;
    }
    case 'anti-source':
      add(start.node, VALID, 0, -1);
      return steps;
    case 'entry': {
      for (let c = 0; c < layout.classes; c++) {
        const n = layout.node(start.layer, c);
        if (n < 0 || !info.out.has(n) || state.boundary.violates(q, seg.block, 'entry', c)) continue;
        if (!closureReachable(ctx, q, seg.block, 'entry', c)) continue;
        // The anti-variable already entering stale (the simultaneous allocator decides both at once): not in the slot.
        if (c === layout.k && info.kind === 'variable' && info.partner >= 0 && state.boundary.fixed(info.partner, seg.block, 'entry') === c)
          continue;
        const valid =
          info.kind === 'anti' ||
          info.partner < 0 ||
          c === layout.k ||
          state.boundary.fixed(info.partner, seg.block, 'entry') === layout.k + 1;
        add(n, valid ? VALID : STALE, 0, -1);
      }
      return steps;
    }
  }
}

/**
 * Per state (class node, slot) on the segment's layers, the cost of the cheapest feasible way from
 * it to the segment's end (Listing 5.5's computeAllShortestPaths, the half "from" the node): the
 * same edges, slot states and boundary rules as the forward search, in reverse. Occupancy and the
 * lookahead are whatever `ctx` says (the simultaneous allocator passes a context without them: a
 * lower bound of the rest, the thesis's "shortest path through the local network").
 */
export function shortestFrom(ctx: SearchContext, q: number, seg: Segment): RestCosts {
  const { layout, net } = ctx;
  const info = layout.commodities[q]!;
  const end = seg.end;
  const from = new RestCosts(layout, seg.start.layer, end.layer);
  for (let c = 0; c < layout.classes; c++) {
    const n = layout.node(end.layer, c);
    if (n < 0) continue;
    for (const slot of SLOTS) {
      let cost = INFINITE_COST;
      if (end.kind === 'exit') cost = ctx.rules.exitSlot?.(q, seg.block, slot) ?? 0;
      else for (const e of info.out.get(n) ?? []) if (net.edges[e]!.to === end.node) cost = Math.min(cost, edgeCost(net.edges[e]!, q));
      if (cost !== INFINITE_COST) from.set(keyOf(n, slot), cost);
    }
  }
  const view = viewOf(ctx, q, seg);
  const { begin } = view.rows;
  for (let L = end.layer - 1; L >= seg.start.layer; L--) {
    for (let c = 0; c < layout.classes; c++) {
      const n = layout.node(L, c);
      // A node without a forward edge has no way on (its row is empty).
      const row = (L - seg.start.layer) * layout.classes + c;
      if (n < 0 || begin[row] === begin[row + 1]) continue;
      for (const slot of SLOTS) {
        const best = bestStep(ctx, view, keyOf(n, slot), from);
        if (best !== undefined) from.set(keyOf(n, slot), best);
      }
    }
  }
  return from;
}

/** A step from a state to the next layer: the edge, the state reached, its cost (the store the slot charges included). */
export interface Step {
  readonly edge: number;
  readonly key: number;
  readonly cost: number;
}

/** Every feasible step out of state `key` into the next layer (the forward search's relaxation). */
export function stepsFrom(ctx: SearchContext, q: number, seg: Segment, key: number): Step[] {
  const steps: Step[] = [];
  const count = visitSteps(ctx, viewOf(ctx, q, seg), key);
  for (let i = 0; i < count; i++) steps.push({ edge: STEP.edge[i]!, key: STEP.key[i]!, cost: STEP.cost[i]! });
  return steps;
}

/** What the searches read of one commodity's segment, fetched once per search: its rows and their costs in ctx's network (search-tables.ts). */
interface SegmentView {
  readonly q: number;
  readonly seg: Segment;
  readonly rows: SegmentRows;
  readonly costs: Float64Array;
}

/** The last view made: stepsFrom asks for the same segment's state after state (an object per call was a tenth of the allocator's garbage). */
let lastView: (SegmentView & { readonly edges: Network['edges'] }) | undefined;

function viewOf(ctx: SearchContext, q: number, seg: Segment): SegmentView {
  const last = lastView;
  if (last !== undefined && last.seg === seg && last.q === q && last.edges === ctx.net.edges) return last;
  const rows = segmentRows(ctx.layout, ctx.net, ctx, q, seg);
  const view = { q, seg, edges: ctx.net.edges, rows, costs: segmentCosts(ctx.layout, ctx.net, ctx, q, seg) };
  lastView = view;
  return view;
}

/**
 * `stepsFrom` into STEP: the number of feasible steps out of state `key`, in the same order (the
 * searches' inner loop, run millions of times on the largest functions: no allocation, no Map).
 * Not reentrant: a caller reads STEP before the next visit.
 */
function visitSteps(ctx: SearchContext, view: SegmentView, key: number): number {
  const { layout } = ctx;
  const { q, seg, rows, costs } = view;
  const info = layout.commodities[q]!;
  const n = nodeOf(key);
  const L = layout.layerOf(n);
  const a = layout.classOf(n);
  const i = L - rows.first;
  const slot = slotOf(key);
  const slotNext = slotAfter(rows.slotRule[i]!, slot, a < layout.k);
  // A store on the way is paid by the variable (its anti-variable follows its slot states).
  const storing = slotNext === STORABLE && info.kind === 'variable';
  // A valid slot may turn stale in a zag where the anti-variable can return to mem (Rules.forget).
  const mayForget = slotNext === VALID && slot === VALID && ctx.rules.forget === true && rows.forgetAt[i] === 1;
  let count = 0;
  const row = i * layout.classes + a;
  for (let j = rows.begin[row]!, end = rows.begin[row + 1]!; j < end; j++) {
    let cost = costs[j]!;
    if (cost === INFINITE_COST) continue;
    // The store-exclusion: no store edge for the anti-variable while its variable waits in the constant class.
    const x = rows.excluded[j]!;
    if (x >= 0 && info.partner >= 0 && ctx.state.classAt(info.partner, L) === x) continue;
    const to = rows.head[j]!;
    const toClass = layout.classOf(to);
    let s = slotNext;
    if (storing && toClass === layout.k) {
      cost += layout.storeCost[seg.block]!;
      s = VALID;
    }
    if (nodeOk(ctx, q, seg, to, s, a)) count = addStep(count, rows.edge[j]!, keyOf(to, s), cost);
    if (mayForget && toClass !== layout.k && nodeOk(ctx, q, seg, to, STALE, a))
      count = addStep(count, rows.edge[j]!, keyOf(to, STALE), cost);
  }
  return count;
}

/** The cheapest step out of `key` by step cost + `rest` of the state reached (undefined: none finite); its cost includes the rest. */
function bestStep(ctx: SearchContext, view: SegmentView, key: number, rest: RestCosts): number | undefined {
  let best: number | undefined;
  const count = visitSteps(ctx, view, key);
  for (let i = 0; i < count; i++) {
    const r = rest.get(STEP.key[i]!);
    if (r === INFINITE_COST) continue;
    const cost = STEP.cost[i]! + r;
    if (best === undefined || cost < best) best = cost;
  }
  return best;
}

/** Relaxes every open edge out of one state into the next layer. */
function relaxFrom(ctx: SearchContext, view: SegmentView, key: number, labels: Labels, next: number[]): void {
  const q = view.q;
  const fromCost = labels.cost[key]!;
  const fromTie = labels.tie[key]!;
  const count = visitSteps(ctx, view, key);
  for (let i = 0; i < count; i++) {
    const to = STEP.key[i]!;
    const n = nodeOf(to);
    const cost = fromCost + STEP.cost[i]!;
    const tie = fromTie + ctx.rules.penalty(q, ctx.layout.layerOf(n), ctx.layout.classOf(n));
    const known = labels.has(to);
    if (known && (cost > labels.cost[to]! || (cost === labels.cost[to]! && tie >= labels.tie[to]!))) continue;
    if (!known) next.push(to);
    labels.set(to, cost, tie, key, STEP.edge[i]!);
  }
}

/** Whether q may hold node n (class and layer of n) given what is marked; `prevClass` its class on the layer before (-1: a start). */
function nodeOk(ctx: SearchContext, q: number, seg: Segment, n: number, slot: Slot, prevClass: number): boolean {
  const { layout, state } = ctx;
  const info = layout.commodities[q]!;
  const L = layout.layerOf(n);
  const c = layout.classOf(n);
  const holder = c < layout.k ? state.occupantOf(n) : -1;
  if (holder !== -1 && holder !== q) return false;
  if (c === layout.k && info.partner >= 0) {
    if (state.classAt(info.partner, L) === layout.k) return false;
    if (info.kind === 'variable' && slot === STALE) return false;
  }
  if (L === layout.blocks[seg.block]!.exit) {
    if (state.boundary.violates(q, seg.block, 'exit', c) || !closureReachable(ctx, q, seg.block, 'exit', c)) return false;
    // The anti-variable's exit already fixed in mem (a successor entered stale): the value may not leave in its slot.
    if (c === layout.k && info.kind === 'variable' && info.partner >= 0 && state.boundary.fixed(info.partner, seg.block, 'exit') === c)
      return false;
  }
  if (info.kind === 'variable' && (c < layout.k || (prevClass >= 0 && prevClass < layout.k)))
    return ctx.rules.lookahead(q, L, c, prevClass);
  return true;
}

/**
 * Whether fixing q to class c at a free boundary leaves every other exit it connects to reachable:
 * after a block's last crossbar with moves a value keeps its class to the exit, so a register must
 * be free (and open to q) on those layers of every such block not yet allocated.
 */
function closureReachable(ctx: SearchContext, q: number, block: number, side: 'entry' | 'exit', c: number): boolean {
  const { state } = ctx;
  if (c >= ctx.layout.k || state.boundary.fixed(q, block, side) !== undefined) return true;
  for (const [b, s] of state.boundary.closure(q, block, side)) {
    if (s !== 'exit' || (b === block && side === 'exit')) continue;
    if (!tailFree(ctx, q, b, c)) return false;
  }
  return true;
}

/** Whether q can hold register c from block b's last crossbar with moves to its exit, its operands' registers left (the lookahead). */
function tailFree(ctx: SearchContext, q: number, b: number, c: number): boolean {
  const { layout, state, net } = ctx;
  const info = layout.commodities[q]!;
  const block = layout.blocks[b]!;
  for (let L = block.exit; L > block.lastMoves && info.present.has(L); L--) {
    const n = layout.node(L, c);
    const holder = state.occupantOf(n);
    if (holder !== -1 && holder !== q) return false;
    if (!ctx.rules.lookahead(q, L, c, c)) return false;
    if (L === block.exit) continue;
    const next = layout.node(L + 1, c);
    if (!(info.out.get(n) ?? []).some((e) => net.edges[e]!.to === next)) return false;
  }
  return true;
}
