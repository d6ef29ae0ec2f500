// The simultaneous heuristic allocator on the global MCNF model (Koes's thesis §5.2, Listings 5.5
// CONSTRUCTFEASIBLESOLUTIONSIMULTANEOUS, 5.6 ALLOCATEVARATLAYER, 5.7 ASSIGNVARTONODE (block-table.ts),
// 5.8 PROPAGATEALLOCS, 5.9 NODEVALIDFORALLOCATION, 5.10 SELECTALLOCCLASS, 5.11 EVICTIONCOST; traces
// §5.2.2 (traces.ts); boundary constraints Listings 5.12-5.14 (boundary.ts); digest §2.2).
//
// Contract: requires the function's HeuristicInput (iterative.ts) and the options. Produces a
// FlowState whose flows are a feasible solution of the model, or throws `Stuck` naming the variable
// and layer where no class was left. Blocks are allocated one at a time in trace order; in a block
// every variable live there advances together, one layer at a time: each moves to the next node of
// its shortest path to the segment's end (computed when the block starts, occupancy ignored: the
// thesis's computeAllShortestPaths, segment-path.ts shortestFrom); one whose next node is taken, or
// would strand the instruction's other operands, is a *problem* and, like a value defined on the
// layer, gets the class of least cost, where a class held by another variable adds the cost of
// evicting it: re-routing that variable's flow, from its segment's start, through nodes still
// free to any other class it may take there (not recursive: it evicts nobody).
// Decisions (the thesis leaves them open or gives several):
// - Anti-variables are not advanced on their own: a variable's path carries its slot's state
//   (segment-path.ts: stale, storable, valid), so entering the slot pays the store, and the
//   anti-variable follows from it when the block is marked (antionly from the store opportunity on
//   where its variable's slot became valid; the joint anti-variable eviction of Listing 5.11 is the
//   same re-routed path). An anti-variable's exit already fixed by an allocated successor asks its
//   slot state of the variable's path there (Rules.exitSlot).
// - Order inside a layer: variables in commodity order, then the problems, then new values.
// - The cost of an eviction is the change of the evicted variable's cost to its segment's end
//   (its new path plus its shortest path on, less its old path plus its shortest path on).
// - Ties: the lower penalty (`precolor`: outside the class simplify/select gives the variable), then
//   registers before memory in class order. The thesis's default, no tie-breaking, is `none`.
// - Traces order the blocks; shortest paths are computed in a block right before it is allocated
//   (the thesis's easy-update); an eviction stops at the block's boundary (the thesis may cross
//   one inside a trace when the blocks behind it are not allocated).

import { BlockTable, type Live } from './block-table.js';
import { FlowState, type Path } from './flow-state.js';
import { antiResets, type HeuristicInput } from './iterative.js';
import { edgeCost, INFINITE_COST } from './network.js';
import { layerLookahead } from './operand-lookahead.js';
import {
  nodeOf,
  type Rules,
  type SearchContext,
  type SearchState,
  type Slot,
  STORABLE,
  type Step,
  shortestFeasiblePath,
  shortestFrom,
  slotOf,
  startSteps,
  stepsFrom,
  VALID,
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
  const state = new FlowState(layout, input.net);
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

/** Listing 5.5's loop over one block's layers. */
function allocateBlock(run: BlockRun, b: number): void {
  const { layout } = run.input;
  const block = layout.blocks[b]!;
  const starting = new Map<number, Live[]>();
  layout.commodities.forEach((c, q) => {
    if (c.kind !== 'variable') return;
    for (const seg of c.segments.get(b) ?? []) {
      const live: Live = { q, seg, from: shortestFrom(run.relaxed, q, seg), keys: [], into: [], cost: 0 };
      const list = starting.get(seg.start.layer) ?? [];
      list.push(live);
      starting.set(seg.start.layer, list);
    }
  });
  let live: Live[] = [];
  for (let L = block.first; L <= block.last; L++) {
    live = live.filter((l) => l.seg.end.layer >= L);
    const problems = live.filter((l) => !propagate(run, l));
    for (const l of problems) allocateAtLayer(run, l, L);
    for (const l of starting.get(L) ?? []) {
      run.table.add(l);
      allocateAtLayer(run, l, L);
      live.push(l);
    }
  }
}

/** PROPAGATEALLOCS for one variable: its next node on the shortest path, if valid (Listing 5.9); false: a problem. */
function propagate(run: BlockRun, live: Live): boolean {
  const steps = blindSteps(run, live);
  let best: Step | undefined;
  let bestCost = INFINITE_COST;
  for (const s of steps) {
    const c = s.cost + rest(live, s.key);
    if (c < bestCost) [best, bestCost] = [s, c];
  }
  if (best === undefined || !validNow(run, live, best.key)) return false;
  run.table.push(live, best.key, best.edge, best.cost);
  return true;
}

/** The steps onto the next layer (or the start states) with that layer's registers counted free. */
function blindSteps(run: BlockRun, live: Live): Step[] {
  const { table, ctx } = run;
  const L = live.keys.length === 0 ? live.seg.start.layer : live.seg.start.layer + live.keys.length;
  table.blindLayer = L;
  try {
    return live.keys.length === 0 ? startSteps(ctx, live.q, live.seg) : stepsFrom(ctx, live.q, live.seg, live.keys.at(-1)!);
  } finally {
    table.blindLayer = -1;
  }
}

const rest = (live: Live, key: number) => live.from.get(key) ?? INFINITE_COST;

/** NODEVALIDFORALLOCATION's occupancy half: the register is free and the instruction's other operands keep theirs. */
function validNow(run: BlockRun, live: Live, key: number): boolean {
  const { layout } = run.input;
  const n = nodeOf(key);
  const c = layout.classOf(n);
  if (c < layout.k && run.table.occupantOf(n) !== -1) return false;
  const prev = live.keys.length === 0 ? -1 : layout.classOf(nodeOf(live.keys.at(-1)!));
  if (c >= layout.k && (prev < 0 || prev >= layout.k)) return true;
  return run.ctx.rules.lookahead(live.q, layout.layerOf(n), c, prev);
}

interface Choice {
  readonly step: Step;
  readonly cost: number;
  readonly tie: number;
  readonly eviction?: { readonly live: Live; readonly keys: readonly number[]; readonly into: readonly number[]; readonly cost: number };
}

/** ALLOCATEVARATLAYER with SELECTALLOCCLASS (Listings 5.6, 5.10): the cheapest class, evicting its holder if that pays. */
function allocateAtLayer(run: BlockRun, live: Live, L: number): void {
  const { layout } = run.input;
  let best: Choice | undefined;
  for (const step of blindSteps(run, live)) {
    const base = step.cost + rest(live, step.key);
    if (base === INFINITE_COST) continue;
    const n = nodeOf(step.key);
    const c = layout.classOf(n);
    const tie = run.ctx.rules.penalty(live.q, L, c);
    const holder = c < layout.k ? run.table.holderOf(n) : -1;
    let choice: Choice | undefined;
    if (holder === -1) {
      if (validNow(run, live, step.key)) choice = { step, cost: base, tie };
    } else {
      const eviction = evictionCost(run, holder, n, live.q, L);
      if (eviction !== undefined) choice = { step, cost: base + eviction.delta, tie, eviction };
    }
    if (choice !== undefined && (best === undefined || choice.cost < best.cost || (choice.cost === best.cost && choice.tie < best.tie)))
      best = choice;
  }
  const self = live.keys.length === 0 ? undefined : reroute(run, live, L);
  if (self !== undefined && (best === undefined || self.cost < live.cost + best.cost)) {
    run.table.reroute(live, self.keys, self.into, self.cost - rest(live, self.keys.at(-1)!));
    return;
  }
  if (best === undefined) throw new Stuck(`simultaneous: no class for ${run.input.net.commodities[live.q]!.name} on layer ${L}`);
  const ev = best.eviction;
  if (ev !== undefined) run.table.reroute(ev.live, ev.keys, ev.into, ev.cost);
  run.table.push(live, best.step.key, best.step.edge, best.step.cost);
}

/** The problem variable's own flow re-routed from its segment's start to layer L through free nodes (its total cost to the end). */
function reroute(run: BlockRun, live: Live, L: number) {
  const { table, ctx } = run;
  return table.whileEvicting(live.q, -1, -1, () =>
    shortestFeasiblePath(ctx, live.q, live.seg, undefined, { layer: L, cost: (key) => rest(live, key) }),
  );
}

/** EVICTIONCOST (Listing 5.11): re-route `holder`'s flow off node n through free nodes; its cost change and new states. */
function evictionCost(run: BlockRun, holder: number, n: number, by: number, L: number) {
  const { table, ctx } = run;
  const live = table.liveAt(holder, L)!;
  const old = live.cost + rest(live, live.keys.at(-1)!);
  const found = table.whileEvicting(holder, n, by, () =>
    shortestFeasiblePath(ctx, holder, live.seg, undefined, { layer: L, cost: (key) => rest(live, key) }),
  );
  if (found === undefined) return undefined;
  const keys = found.keys;
  const cost = found.cost - rest(live, keys.at(-1)!);
  return { live, keys, into: found.into, cost, delta: found.cost - old };
}

function rules(input: HeuristicInput, table: BlockTable, options: SimultaneousOptions): Rules {
  const { layout, fv } = input;
  return {
    lookahead: (q, L, c, prev) => {
      const inst = input.operands[fv.layers[L]!.inst];
      // An operand is placed once it holds a class on either of the instruction's layers: the rest is its own path.
      const placed = (o: number) => inst !== undefined && (table.classAt(o, inst.u) >= 0 || table.classAt(o, inst.d) >= 0);
      return layerLookahead(fv, input.operands, table, { q, L, c, prev }, placed);
    },
    penalty: (q, _L, c) => (options.tieBreak === 'precolor' && c < layout.k && input.precolor[q]! >= 0 && input.precolor[q] !== c ? 1 : 0),
    exitSlot: (q, block, slot) => {
      const anti = layout.commodities[q]!.partner;
      if (anti < 0) return 0;
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
    for (const seg of c.segments.get(b) ?? []) {
      const slots: Slot[] = [];
      for (let L = seg.start.layer; L <= seg.end.layer; L++) {
        const live = table.liveAt(c.partner, L);
        if (live === undefined)
          throw new Error(`simultaneous: anti-variable ${net.commodities[a]!.name} on layer ${L} without its variable`);
        slots.push(slotOf(live.keys[L - live.seg.start.layer]!));
      }
      const final = slots.at(-1)!;
      const stored = final === VALID || (final === STORABLE && seg.end.kind === 'exit' && state.boundary.fixed(a, b, 'exit') === k + 1);
      const from = slots.indexOf(STORABLE);
      const cls = slots.map((s, i) => (s === VALID || (stored && from >= 0 && i >= from) ? k + 1 : k));
      state.mark(a, antiPath(input, a, seg, cls));
    }
  });
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
