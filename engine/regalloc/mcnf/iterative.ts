// The iterative heuristic allocator on the global MCNF model (Koes's thesis §5.1, Listings 5.1
// CONSTRUCTFEASIBLESOLUTIONITERATIVE, 5.2 MARKFEASIBLEPATH, 5.3 SHORTESTFEASIBLEPATH (segment-path.ts),
// 5.4 FEASIBLEEDGECOST (segment-path.ts, operand-lookahead.ts); boundary constraints Listings
// 5.12-5.14 (boundary.ts); digest §2.1, pitfalls 4, 5, 7).
//
// Contract: requires the function's FunctionValues, McnfNetwork and Layout, its block facts (loop
// depth, frequency) and the options. Produces a FlowState whose flows are a feasible solution of the
// model, or throws `Stuck` naming the commodity and block where no feasible path was left (the
// allocator then falls back, saying so). One variable at a time, in allocation order, each followed
// by its anti-variable; for each, every block in block order, and in a block every segment: its
// shortest feasible path is marked and never revisited (no backtracking).
// Decisions (the thesis leaves them open or gives several):
// - Allocation order (§5.1.2): priority = Σ frequency of the instructions that use or define the
//   value / the number of instructions its live range spans (LLVM's spill weight); ties by
//   commodity id. A value of no use gets priority 0.
// - Block order: `depth-first` (preorder from the entry, successors in order; default for the size
//   metric) or `loop` (innermost loops first, depth-first among equals; default for speed).
// - Tie-breaking, in this order: register over memory (a path's layers in memory or the constant
//   class), then `precolor` (the graph-colouring allocator's simplify/select on this function: a
//   layer outside the colour it would get counts one), then `conflicts` (the number of allocated
//   interfering variables that hold the class anywhere). Default: register over memory and
//   precolor (the thesis's default); `none` turns all three off (the ablation of Fig 5.4).
// - `lookahead: false` drops FEASIBLEEDGECOST's operand check (the ablation of pitfall 5).
// - A segment that enters a block with its class free and leaves it through boundaries connected
//   back to that entry (a loop the value lives around) is searched once per entry class with the
//   exit held to the same class (§5.1's footnote).
// - An anti-variable's boundary classes are decided for the whole function before its paths
//   (anti-boundary.ts): fixed block by block, a cheap stale slot chosen first can contradict a block
//   that must end with the slot valid.

import type { Layout, Segment } from './layout.js';
import { FlowState, type Path } from './flow-state.js';
import type { InstOperands } from './operand-lookahead.js';
import { layerLookahead } from './operand-lookahead.js';
import { type Rules, type SearchContext, shortestFeasiblePath } from './segment-path.js';
import type { FunctionValues } from './values.js';
import type { Network } from './network.js';
import { fixAntiBoundaries } from './anti-boundary.js';
import { Stuck } from './stuck.js';

export type BlockOrder = 'depth-first' | 'loop';
export type TieBreak = 'precolor' | 'conflicts' | 'both' | 'registers' | 'none';

export interface IterativeOptions {
  readonly blockOrder: BlockOrder;
  readonly tieBreak: TieBreak;
  readonly lookahead: boolean;
}

/** What the heuristics read about the function besides its model. */
export interface HeuristicInput {
  readonly fv: FunctionValues;
  readonly net: Network;
  readonly layout: Layout;
  readonly operands: readonly InstOperands[];
  /** Per block: loop depth and frequency. */
  readonly depth: readonly number[];
  readonly frequency: readonly number[];
  /** Per variable commodity, the register class simplify/select gives it (-1: none). */
  readonly precolor: readonly number[];
}

export function allocateIterative(input: HeuristicInput, options: IterativeOptions): FlowState {
  const { layout } = input;
  const state = new FlowState(layout, input.net);
  const done = new Array<boolean>(layout.commodities.length).fill(false);
  const ctx: SearchContext = {
    net: input.net,
    layout,
    state,
    layerKind: (L) => input.fv.layers[L]!.kind,
    antiResets: antiResets(layout),
    rules: rules(input, state, options, (q) => done[q]!),
  };
  const blocks = blockOrder(input, options.blockOrder);
  for (const q of allocationOrder(input)) {
    const info = layout.commodities[q]!;
    if (info.kind === 'anti') fixAntiBoundaries(state, q, ctx.layerKind);
    for (const b of blocks) {
      for (const seg of info.segments.get(b) ?? []) {
        const path = pathOf(ctx, q, seg);
        if (path === undefined) throw new Stuck(`iterative: no feasible path for ${input.net.commodities[q]!.name} in block ${b}`);
        state.mark(q, path);
      }
    }
    done[q] = true;
  }
  return state;
}

function pathOf(ctx: SearchContext, q: number, seg: Segment): Path | undefined {
  const { state } = ctx;
  const loops =
    seg.start.kind === 'entry' &&
    seg.end.kind === 'exit' &&
    state.boundary.fixed(q, seg.block, 'entry') === undefined &&
    state.boundary.loopsBack(q, seg.block);
  if (!loops) return shortestFeasiblePath(ctx, q, seg)?.path;
  let best: Path | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let c = 0; c < ctx.layout.classes; c++) {
    const p = shortestFeasiblePath(ctx, q, seg, c);
    if (p !== undefined && p.cost < bestCost) [best, bestCost] = [p.path, p.cost];
  }
  return best;
}

/** Per anti-variable, the layers where it (re)starts and whether it starts valid (antionly). */
export function antiResets(layout: Layout): Map<number, boolean>[] {
  return layout.commodities.map((c) => {
    const m = new Map<number, boolean>();
    if (c.kind !== 'anti') return m;
    for (const segs of c.segments.values()) {
      for (const s of segs) if (s.start.kind === 'anti-source') m.set(s.start.layer, layout.classOf(s.start.node) === layout.k + 1);
    }
    return m;
  });
}

/** Variables by descending priority, each followed by its anti-variable. */
function allocationOrder(input: HeuristicInput): number[] {
  const { layout, fv } = input;
  const weight = new Array<number>(layout.commodities.length).fill(0);
  fv.insts.forEach((iv, i) => {
    const f = input.frequency[fv.layers[iv.u]!.block]!;
    for (const o of input.operands[i]!.needs) weight[o.q] = weight[o.q]! + f;
  });
  const span = layout.commodities.map((c) => {
    const insts = new Set<number>();
    for (const L of c.present) if (fv.layers[L]!.inst >= 0) insts.add(fv.layers[L]!.inst);
    return insts.size;
  });
  const variables = layout.commodities.flatMap((c, q) => (c.kind === 'variable' ? [q] : []));
  const priority = (q: number) => weight[q]! / Math.max(1, span[q]!);
  variables.sort((a, b) => priority(b) - priority(a) || a - b);
  return variables.flatMap((q) => {
    const anti = layout.commodities[q]!.partner;
    return anti >= 0 ? [q, anti] : [q];
  });
}

/** The blocks in depth-first preorder from the entry (unreachable ones last), or innermost loops first. */
function blockOrder(input: HeuristicInput, order: BlockOrder): number[] {
  const { blocks } = input.layout;
  const seen = new Array<boolean>(blocks.length).fill(false);
  const dfs: number[] = [];
  const visit = (b: number): void => {
    const stack = [b];
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (seen[x]) continue;
      seen[x] = true;
      dfs.push(x);
      for (const s of [...blocks[x]!.succs].reverse()) if (!seen[s]) stack.push(s);
    }
  };
  for (let b = 0; b < blocks.length; b++) visit(b);
  if (order === 'depth-first') return dfs;
  const rank = new Map(dfs.map((b, i) => [b, i]));
  return [...dfs].sort((a, b) => input.depth[b]! - input.depth[a]! || rank.get(a)! - rank.get(b)!);
}

const MEMORY = 2 ** 20;
const CONFLICT = 2 ** 10;

function rules(input: HeuristicInput, state: FlowState, options: IterativeOptions, done: (q: number) => boolean): Rules {
  const { layout, fv } = input;
  const precolor = options.tieBreak === 'precolor' || options.tieBreak === 'both';
  const conflicts = options.tieBreak === 'conflicts' || options.tieBreak === 'both' ? conflictCounter(input, state, done) : undefined;
  const registers = options.tieBreak !== 'none';
  return {
    lookahead: (q, L, c, prev) => !options.lookahead || layerLookahead(fv, input.operands, state, { q, L, c, prev }, done),
    penalty: (q, _L, c) => {
      if (c >= layout.k) return registers ? MEMORY : 0;
      let p = 0;
      if (precolor && input.precolor[q]! >= 0 && input.precolor[q] !== c) p += 1;
      if (conflicts !== undefined) p += CONFLICT * conflicts(q, c);
      return p;
    },
  };
}

/** Conflict avoidance: how many allocated variables interfering with q hold class c somewhere. */
function conflictCounter(input: HeuristicInput, state: FlowState, done: (q: number) => boolean): (q: number, c: number) => number {
  const { layout } = input;
  const neighbours = new Map<number, Set<number>>();
  const onLayer = new Map<number, number[]>();
  layout.commodities.forEach((c, q) => {
    if (c.kind !== 'variable') return;
    for (const L of c.present) {
      const list = onLayer.get(L) ?? [];
      list.push(q);
      onLayer.set(L, list);
    }
  });
  for (const list of onLayer.values()) {
    for (const a of list) {
      const set = neighbours.get(a) ?? new Set<number>();
      for (const b of list) if (b !== a) set.add(b);
      neighbours.set(a, set);
    }
  }
  const holds = (u: number, c: number) => [...layout.commodities[u]!.present].some((L) => state.classAt(u, L) === c);
  return (q, c) => {
    let n = 0;
    for (const u of neighbours.get(q) ?? []) if (done(u) && holds(u, c)) n++;
    return n;
  };
}
