// The simultaneous heuristic allocator on the global MCNF model (Koes's thesis §5.2, Listings 5.5
// CONSTRUCTFEASIBLESOLUTIONSIMULTANEOUS, 5.6 ALLOCATEVARATLAYER, 5.7 ASSIGNVARTONODE (block-table.ts),
// 5.8 PROPAGATEALLOCS, 5.9 NODEVALIDFORALLOCATION, 5.10 SELECTALLOCCLASS, 5.11 EVICTIONCOST; traces
// §5.2.2 (traces.ts); boundary constraints Listings 5.12-5.14 (boundary.ts); digest §2.2).
//
// Contract: requires the function's HeuristicInput (iterative.ts) and the options. Produces a
// FlowState whose flows are a feasible solution of the model, or throws `Stuck` naming the variable
// and layer where no class was left. Blocks are allocated one at a time in trace order; in a block
// every variable live there advances together, one step at a time (a crossbar with the instruction
// after it, or a single entry, top or exit layer: Listing 5.8 allocates an instruction group with the
// crossbar layer after it): each moves to the next nodes of its shortest path to the segment's end (computed when the block starts, occupancy ignored: the
// thesis's computeAllShortestPaths, segment-path.ts shortestFrom); one whose next node is taken, or
// would strand the instruction's other operands, is a *problem* and, like a value defined on the
// layer, gets the class of least cost, where a class held by another variable adds the cost of
// evicting it: re-routing that variable's flow through nodes still free to any other class it may
// take there (not recursive: it evicts nobody).
// Decisions (the thesis leaves them open or gives several):
// - Anti-variables are not advanced on their own: a variable's path carries its slot's state
//   (segment-path.ts: stale, storable, valid), so entering the slot pays the store, and the
//   anti-variable follows from it when the block is marked (antionly from the store opportunity on
//   where its variable's slot became valid; the joint anti-variable eviction of Listing 5.11 is the
//   same re-routed path). An anti-variable's exit already fixed by an allocated successor asks its
//   slot state of the variable's path there (Rules.exitSlot); a valid slot may be forgotten in a
//   zag (build.ts: antionly -> mem), so a slot fixed stale at both ends of a block still lets the
//   block spill a value live through it (without that, 22 of Thumb's 79 corpus functions were
//   stuck). An entry fixed valid while the block is marked (round a loop) starts its anti-variable
//   valid. Boundaries also carry the exclusion in mem (boundary.ts).
// - Boundaries are fixed as values take them (Listing 5.7), the entry layer included (`enter`): in
//   a block a value stays live around, its entry fixes its exit, and the rest costs of the block's
//   segments ending at the exit are computed again (the thesis's footnote on loop blocks' matching
//   entry and exit, for this allocator). A register fixed at a block's exit is its value's from the
//   block's last crossbar with moves on, before that block is allocated (boundary.ts tailHolder),
//   so the lookahead of every value entering the block sees it taken. Without these, 17 of the 48
//   generated 3-register functions of the tests were stuck or broke a boundary; with them none is,
//   and no corpus function on any target.
// - A re-route (an eviction's, or a problem variable's own) first leaves the variable's flow at most
//   REROUTE_WINDOW layers back, then four times as far, and so on up to the segment's start (the
//   thesis: anywhere on its flow; from the segment's start every time, one Thumb function took 72 s).
// - Evictions are evaluated only for a problem variable whose free path costs more than its relaxed
//   cost (its path with occupancy ignored) or that has none left; the thesis evaluates them for every
//   class of every problem variable, which took over 10 minutes on Thumb's corpus with every re-route
//   searched from the segment's start. Weighed only with no free path left, Thumb's model cost was
//   2.18 x second-chance's instead of 1.10.
// - Order inside a step: variables in commodity order, then the problems, then new values.
// - The cost of an eviction is the change of the evicted variable's cost to its segment's end
//   (its new path plus its shortest path on, less its old path plus its shortest path on).
// - Ties: the lower penalty (`precolor`: outside the class simplify/select gives the variable), then
//   registers before memory in class order. The thesis's default, no tie-breaking, is `none`.
// - Traces order the blocks; shortest paths are computed in a block right before it is allocated
//   (the thesis's easy-update); an eviction stops at the block's boundary (the thesis may cross
//   one inside a trace when the blocks behind it are not allocated).

import { BlockTable, costSoFar, type Live } from './block-table.js';
import { FlowState, type Path } from './flow-state.js';
import { antiResets, type HeuristicInput } from './iterative.js';
import { edgeCost, INFINITE_COST } from './network.js';
import { type InstOperands, layerLookahead } from './operand-lookahead.js';
import { nodeOf, type Slot, STORABLE, slotOf, VALID } from './search-tables.js';
import {
  type Origin,
  type PricedPath,
  type Rules,
  type SearchContext,
  type SearchState,
  type Step,
  shortestFeasiblePath,
  shortestFrom,
  startSteps,
  stepsFrom,
} from './segment-path.js';
import { Stuck } from './stuck.js';
import { type TraceKind, traces } from './traces.js';

export interface SimultaneousOptions {
  readonly traces: TraceKind;
  readonly tieBreak: 'precolor' | 'none';
}

/** What one block's allocation reads: the search contexts over the block table (real) and with occupancy ignored (relaxed). */
interface BlockRun {
  readonly input: HeuristicInput;
  readonly table: BlockTable;
  readonly ctx: SearchContext;
  readonly relaxed: SearchContext;
}

export function allocateSimultaneous(input: HeuristicInput, options: SimultaneousOptions): FlowState {
  const { layout } = input;
  const state = new FlowState(layout, input.net, true);
  const resets = antiResets(layout);
  const order = traces(
    layout.blocks.map((b) => b.succs),
    input.depth,
    options.traces,
  ).flat();
  for (const b of order) {
    if (layout.blocks[b]!.first < 0) continue;
    const table = new BlockTable(state, b);
    const ctx: SearchContext = {
      net: input.net,
      layout,
      state: table,
      layerKind: (L) => input.fv.layers[L]!.kind,
      antiResets: resets,
      rules: rules(input, table, options),
    };
    const free: SearchState = { layout, boundary: state.boundary, occupantOf: () => -1, classAt: () => -1 };
    const relaxed: SearchContext = { ...ctx, state: free, rules: { ...ctx.rules, lookahead: () => true } };
    allocateBlock({ input, table, ctx, relaxed }, b);
    markBlock(state, table, input, b);
  }
  return state;
}

/** Listing 5.5's loop over one block's steps: a crossbar with the instruction after it (M, B, U, D), or a single layer (E, T, X). */
function allocateBlock(run: BlockRun, b: number): void {
  const { layout } = run.input;
  const block = layout.blocks[b]!;
  const starting = new Map<number, Live[]>();
  layout.commodities.forEach((c, q) => {
    if (c.kind !== 'variable') return;
    for (const seg of c.segments.get(b) ?? []) {
      const live: Live = { q, seg, from: shortestFrom(run.relaxed, q, seg), keys: [], into: [], costs: [] };
      const list = starting.get(seg.start.layer) ?? [];
      list.push(live);
      starting.set(seg.start.layer, list);
    }
  });
  const segments = [...starting.values()].flat();
  const fixedBefore = exitsFixed(run, b);
  let live: Live[] = [];
  for (let g0 = block.first; g0 <= block.last; ) {
    const g1 = run.input.fv.layers[g0]!.kind === 'M' ? g0 + 3 : g0;
    live = live.filter((l) => l.seg.end.layer >= g0);
    const problems = live.filter((l) => !propagate(run, l, g1));
    for (const l of problems) allocateInStep(run, l, g1);
    for (let L = g0; L <= g1; L++)
      for (const l of starting.get(L) ?? []) {
        run.table.add(l);
        allocateInStep(run, l, g1);
        if (L === block.entry) enter(run, b, l);
        live.push(l);
      }
    if (g1 === block.entry) refreshRest(run, b, segments, fixedBefore);
    g0 = g1 + 1;
  }
}

/**
 * ASSIGNVARTONODE's boundary half (Listing 5.7) on the entry layer: the class a value enters in,
 * and its anti-variable's from the slot (valid: antionly), are fixed there and wherever connected
 * (Listing 5.12) as soon as the value takes it. In a block a value stays live around (a self-loop,
 * or exits and entries joined through other blocks' edges) that fixes its exit too, and a register
 * there is its own in the block's tail (boundary.ts tailHolder), so the values entering after it see
 * it taken (the entry/exit matching of a loop block, which marking the block would otherwise find broken).
 */
function enter(run: BlockRun, b: number, live: Live): void {
  const { layout } = run.input;
  const bd = run.table.boundary;
  const key = live.keys[0]!;
  bd.fix(live.q, b, 'entry', layout.classOf(nodeOf(key)));
  const anti = layout.commodities[live.q]!.partner;
  if (anti >= 0 && layout.commodities[anti]!.present.has(live.seg.start.layer) && bd.fixed(anti, b, 'entry') === undefined)
    bd.fix(anti, b, 'entry', slotOf(key) === VALID ? layout.k + 1 : layout.k);
}

/** The commodities whose exit of block b is fixed. */
function exitsFixed(run: BlockRun, b: number): Set<number> {
  const fixed = new Set<number>();
  run.input.layout.commodities.forEach((_, q) => {
    if (run.table.boundary.fixed(q, b, 'exit') !== undefined) fixed.add(q);
  });
  return fixed;
}

/** The rest costs of the segments ending at the exit, computed again where the entry layer fixed their exit or their anti-variable's (the easy-update). */
function refreshRest(run: BlockRun, b: number, segments: readonly Live[], before: ReadonlySet<number>): void {
  const now = exitsFixed(run, b);
  const changed = (q: number) => now.has(q) && !before.has(q);
  for (const l of segments)
    if (l.seg.end.kind === 'exit' && (changed(l.q) || changed(run.input.layout.commodities[l.q]!.partner)))
      l.from = shortestFrom(run.relaxed, l.q, l.seg);
}

/** The last layer a live reaches in the step ending on layer g1. */
const stepEnd = (live: Live, g1: number) => Math.min(g1, live.seg.end.layer);
const lastLayer = (live: Live) => live.seg.start.layer + live.keys.length - 1;

/**
 * PROPAGATEALLOCS for one variable (Listing 5.8): its next nodes on its shortest path through the
 * step, each taken only if valid (Listing 5.9); false: a problem, nothing taken.
 */
function propagate(run: BlockRun, live: Live, g1: number): boolean {
  const steps: Step[] = [];
  let prev = live.keys.at(-1)!;
  for (let L = lastLayer(live) + 1; L <= stepEnd(live, g1); L++) {
    let best: Step | undefined;
    let bestCost = INFINITE_COST;
    for (const s of blindSteps(run, live, L, prev)) {
      const c = s.cost + rest(live, s.key);
      if (c < bestCost) [best, bestCost] = [s, c];
    }
    if (best === undefined || !validNow(run, live.q, best.key, prev)) return false;
    steps.push(best);
    prev = best.key;
  }
  for (const s of steps) run.table.push(live, s.key, s.edge, s.cost);
  return true;
}

/** The steps onto layer L from state `prev` (-1: the segment's start states) with that layer's registers counted free. */
function blindSteps(run: BlockRun, live: Live, L: number, prev: number): Step[] {
  const { table, ctx } = run;
  table.blindLayer = L;
  try {
    return prev < 0 ? startSteps(ctx, live.q, live.seg) : stepsFrom(ctx, live.q, live.seg, prev);
  } finally {
    table.blindLayer = -1;
  }
}

const rest = (live: Live, key: number) => live.from.get(key);

/** NODEVALIDFORALLOCATION's occupancy half: the register is free and the instruction's other operands keep theirs. */
function validNow(run: BlockRun, q: number, key: number, prevKey: number): boolean {
  const { layout } = run.input;
  const n = nodeOf(key);
  const c = layout.classOf(n);
  if (c < layout.k && run.table.occupantOf(n) !== -1 && run.table.occupantOf(n) !== q) return false;
  const prev = prevKey < 0 ? -1 : layout.classOf(nodeOf(prevKey));
  if (c >= layout.k && (prev < 0 || prev >= layout.k)) return true;
  return run.ctx.rules.lookahead(q, layout.layerOf(n), c, prev);
}

/** A way to place a problem variable through the step: its path from the segment's start, and the holder it evicts. */
interface Choice {
  readonly path: PricedPath;
  /** The variable's whole cost: the path's, the rest of the way after it, and the eviction's change. */
  readonly cost: number;
  readonly eviction?: { readonly live: Live; readonly path: PricedPath };
}

/**
 * ALLOCATEVARATLAYER with SELECTALLOCCLASS (Listings 5.6, 5.10) for a whole step: the variable's
 * cheapest path to the step's end through free nodes (keeping its past
 * flow or re-routing it), or through the nodes of one variable holding a register in the step,
 * which is then evicted (EVICTIONCOST, Listing 5.11: re-routed through the nodes still free).
 */
function allocateInStep(run: BlockRun, live: Live, g1: number): void {
  const cut = stepEnd(live, g1);
  let best = freePath(run, live, cut, [live], new Map());
  // Evictions are weighed where no free path is left, or where the free path costs more than the
  // variable's relaxed cost (SELECTALLOCCLASS weighs them for every class): a free path that
  // reaches the bound cannot be beaten.
  const tryEvict = best === undefined || best.cost > relaxedCost(live);
  // Rescuing a variable with no free path, a re-route may go back to the segment's start; choosing
  // a cheaper class, only as far as the window.
  const whole = best === undefined;
  for (const h of tryEvict ? holdersInStep(run, live, cut) : []) {
    const mine = freePath(run, live, cut, [live, h], new Map(), whole);
    if (mine === undefined || (best !== undefined && mine.cost >= best.cost)) continue;
    const reserved = new Map(mine.path.keys.map((k) => [nodeOf(k), live.q]));
    const moved = freePath(run, h, lastLayer(h), [h], reserved, whole);
    if (moved === undefined) continue;
    const delta = moved.cost - (costSoFar(h) + rest(h, h.keys.at(-1)!));
    if (best === undefined || mine.cost + delta < best.cost)
      best = { path: mine.path, cost: mine.cost + delta, eviction: { live: h, path: moved.path } };
  }
  if (best === undefined)
    throw new Stuck(`simultaneous: no class for ${run.input.net.commodities[live.q]!.name} on layers ${lastLayer(live) + 1}-${cut}`);
  const ev = best.eviction;
  if (ev !== undefined) run.table.reroute(ev.live, ev.path);
  run.table.reroute(live, best.path);
}

/** A lower bound of the live's cost to its segment's end when it keeps its path up to where a re-route may leave it (occupancy ignored from there). */
function relaxedCost(live: Live): number {
  if (live.keys.length === 0) return 0;
  const fork = Math.max(0, live.keys.length - REROUTE_WINDOW);
  return live.costs[fork]! + rest(live, live.keys[fork]!);
}

/** How far back (in layers) a re-route first tries to leave a live's path; each try after a failed one goes four times as far. */
const REROUTE_WINDOW = 24;

/**
 * A live's cheapest path to layer `cut` (plus its rest from there), with `evicted` counted free and
 * `reserved` held, leaving its own path at most REROUTE_WINDOW layers back, then four times as far,
 * and so on up to the segment's start (`whole`; otherwise the first window only). The thesis's
 * shortestAvailablePathToMarkedNode leaves it anywhere: searched from the segment's start every
 * time, the allocation was quadratic (72 s on one Thumb function).
 */
function freePath(
  run: BlockRun,
  live: Live,
  cut: number,
  evicted: readonly Live[],
  reserved: ReadonlyMap<number, number>,
  whole = true,
): Choice | undefined {
  const search = (origin?: Origin) =>
    run.table.whileEvicting(evicted, reserved, () =>
      shortestFeasiblePath(run.ctx, live.q, live.seg, undefined, { layer: cut, cost: (key) => rest(live, key) }, origin),
    );
  // The path is kept only before the first node another live now reserves.
  const clash = live.keys.findIndex((k) => reserved.has(nodeOf(k)));
  const limit = clash < 0 ? live.keys.length - 1 : clash - 1;
  for (let window = REROUTE_WINDOW; ; window *= 4) {
    const fork = Math.min(limit, live.keys.length - window);
    if (fork <= 0) break;
    const tail = search({ layer: live.seg.start.layer + fork, key: live.keys[fork]!, cost: live.costs[fork]! });
    if (tail !== undefined) return { path: spliced(live, fork, tail), cost: tail.cost };
    if (!whole) return undefined;
  }
  const path = search();
  return path === undefined ? undefined : { path, cost: path.cost };
}

/** The live's path up to state `fork`, then `tail` (which starts from that state). */
function spliced(live: Live, fork: number, tail: PricedPath): PricedPath {
  const keys = [...live.keys.slice(0, fork), ...tail.keys];
  const into = [...live.into.slice(0, fork + 1), ...tail.into.slice(1)];
  return {
    path: { block: live.seg.block, nodes: keys.map(nodeOf), edges: into.filter((e) => e >= 0) },
    cost: tail.cost,
    keys,
    into,
    costs: [...live.costs.slice(0, fork), ...tail.costs],
  };
}

/** The lives holding a register on the layers the live is to take in this step, in commodity order. */
function holdersInStep(run: BlockRun, live: Live, cut: number): Live[] {
  const { layout } = run.input;
  const holders = new Map<number, Live>();
  for (let L = lastLayer(live) + 1; L <= cut; L++)
    for (let c = 0; c < layout.k; c++) {
      const q = run.table.holderOf(layout.node(L, c));
      // A holder with no state there yet holds its fixed exit register (tailHolder): not evictable.
      const h = q >= 0 && q !== live.q ? run.table.liveAt(q, L) : undefined;
      if (h !== undefined && !holders.has(q)) holders.set(q, h);
    }
  return [...holders.values()].sort((a, b) => a.q - b.q);
}

function rules(input: HeuristicInput, table: BlockTable, options: SimultaneousOptions): Rules {
  const { layout, fv } = input;
  // An operand is placed once it holds a class on either of the instruction's layers: the rest is its own path.
  const placed = (o: number, inst: InstOperands) => table.classAt(o, inst.u) >= 0 || table.classAt(o, inst.d) >= 0;
  return {
    lookahead: (q, L, c, prev) => layerLookahead(fv, input.operands, table, { q, L, c, prev }, placed),
    penalty: (q, _L, c) => (options.tieBreak === 'precolor' && c < layout.k && input.precolor[q]! >= 0 && input.precolor[q] !== c ? 1 : 0),
    forget: true,
    exitSlot: (q, block, slot) => {
      const anti = layout.commodities[q]!.partner;
      if (anti < 0) return 0;
      // In a block the value stays live around, the entry fixed the exit already (enter).
      const fixed = table.boundary.fixed(anti, block, 'exit');
      if (fixed === layout.k + 1) return slot === VALID ? 0 : slot === STORABLE ? layout.storeCost[block]! : INFINITE_COST;
      if (fixed === layout.k) return slot === VALID ? INFINITE_COST : 0;
      return 0;
    },
  };
}

/** Marks every variable segment of the block, then each anti-variable segment as its variable's slot states decide. */
function markBlock(state: FlowState, table: BlockTable, input: HeuristicInput, b: number): void {
  const { layout, net } = input;
  const k = layout.k;
  for (const live of table.all()) {
    const nodes = live.keys.map(nodeOf);
    const edges = live.into.filter((e) => e >= 0);
    if (live.seg.end.kind === 'sink') edges.push(openEdge(input, live.q, nodes.at(-1)!, live.seg.end.node));
    state.mark(live.q, { block: b, nodes, edges });
  }
  layout.commodities.forEach((c, a) => {
    if (c.kind !== 'anti') return;
    // Segments reaching the exit first: a slot valid there may come round a loop to this block's
    // entry (the slot implications), and the segment from the entry then starts valid.
    const segs = [...(c.segments.get(b) ?? [])].sort((x, y) => Number(x.start.kind === 'entry') - Number(y.start.kind === 'entry'));
    for (const seg of segs) {
      const slots: Slot[] = [];
      for (let L = seg.start.layer; L <= seg.end.layer; L++) {
        const live = table.liveAt(c.partner, L);
        if (live === undefined)
          throw new Error(`simultaneous: anti-variable ${net.commodities[a]!.name} on layer ${L} without its variable`);
        slots.push(slotOf(live.keys[L - live.seg.start.layer]!));
      }
      const cls = antiClasses(slots, k, {
        entersValid: seg.start.kind === 'entry' && state.boundary.fixed(a, b, 'entry') === k + 1,
        leavesValid: seg.end.kind === 'exit' && state.boundary.fixed(a, b, 'exit') === k + 1,
      });
      state.mark(a, antiPath(input, a, seg, cls));
    }
  });
}

/**
 * An anti-variable's class on each layer from its variable's slot states: antionly where the slot
 * is valid, mem elsewhere, except for a run of store opportunities followed by a valid slot (or
 * ending at an exit fixed valid), stored from its first layer on, and a leading stale run after an entry fixed valid (the slot
 * was valid there and is forgotten where it turns stale: only in a zag, as the search allows).
 */
function antiClasses(slots: readonly Slot[], k: number, ends: { entersValid: boolean; leavesValid: boolean }): number[] {
  const cls = slots.map((s) => (s === VALID ? k + 1 : k));
  for (let end = slots.length; end > 0; end--) {
    // A run of store opportunities ending at `end` is stored from its first layer when the slot is valid right after it.
    const stored = end === slots.length ? ends.leavesValid : slots[end] === VALID;
    if (!stored || slots[end - 1] !== STORABLE) continue;
    for (let i = end - 1; i >= 0 && slots[i] === STORABLE; i--) cls[i] = k + 1;
  }
  if (ends.entersValid) {
    for (let i = 0; i < slots.length && slots[i] !== VALID && cls[i] === k; i++) cls[i] = k + 1;
  }
  return cls;
}

function antiPath(input: HeuristicInput, a: number, seg: Live['seg'], cls: readonly number[]): Path {
  const { layout } = input;
  const nodes = cls.map((c, i) => layout.node(seg.start.layer + i, c));
  if (seg.start.kind === 'anti-source' && seg.start.node !== nodes[0])
    throw new Error(`simultaneous: anti-variable ${a} starts in ${layout.classOf(seg.start.node)}, its variable's slot says ${cls[0]}`);
  const edges: number[] = [];
  for (let i = 1; i < nodes.length; i++) edges.push(openEdge(input, a, nodes[i - 1]!, nodes[i]!));
  if (seg.end.kind === 'sink') edges.push(openEdge(input, a, nodes.at(-1)!, seg.end.node));
  return { block: seg.block, nodes, edges };
}

/** The cheapest edge open to q from one node to another (a bug of the heuristic when there is none). */
function openEdge(input: HeuristicInput, q: number, from: number, to: number): number {
  let best = -1;
  for (const e of input.layout.commodities[q]!.out.get(from) ?? []) {
    const edge = input.net.edges[e]!;
    if (edge.to !== to) continue;
    if (best < 0 || edgeCost(edge, q) < edgeCost(input.net.edges[best]!, q)) best = e;
  }
  if (best < 0) throw new Error(`simultaneous: no edge for ${input.net.commodities[q]!.name} from node ${from} to ${to}`);
  return best;
}
