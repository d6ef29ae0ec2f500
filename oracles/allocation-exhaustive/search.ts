// The exhaustive allocation search (issue 20, Properties): the least-cost allocation of a tiny
// machine-IR function over every allocation of a stated space, for measuring allocators and the
// optimal MCNF allocator (engine/regalloc/mcnf/) against the true optimum.
//
// Contract: requires an MFunction that passes verifyMirRegs for `regs` (a target's TargetRegs,
// usually restricted to 2-3 registers), the ISA, a work budget and optionally a cost bound.
// Produces the optimal AllocResult under Koes's weighted execution cost (thesis §3.5, §4.2.2:
// load:store:move = 8:8:1 times the static block frequency 10^loopDepth; an `any` operand read
// from its slot costs a load), or `infeasible` (no allocation in the space), `above` (none within
// the bound), `budget` (the search stopped: no claim). The cost of the allocation found is
// recomputed by the independent evaluator (oracles/allocation-cost/evaluate.ts) and the
// allocation passes the allocation checker; either disagreement throws (a bug in one of them).
//
// Two spaces (`space`; block.ts states the per-point freedoms):
// - `full` (default), what allocators may do: a use may read a transient copy of its value (a
//   move or a reload into a free register, the value keeping its home) and a `stack` or `any`
//   use a valid slot while the value stays in a register (value cloning, which the model cannot
//   express: thesis §3.6 limit 6). Its cost leaves out the copies coalescing left (the
//   evaluator's `weighted.total` plus memory operands; a copy is the same for every allocation
//   under the evaluator's `model`). Gaps move values directly in dependency order, or (a register
//   cycle) as the zig-zag crossbar does: a swap through a free register or through memory.
// - `model`, exactly the MCNF model's allocations and prices (engine/regalloc/mcnf/values.ts,
//   build.ts, restated from Koes's chapter 3, never imported): one flow per value, so a use reads
//   its home register, and a `stack` or `any` use the slot only once the value has gone to memory;
//   every copy costs a move, whatever its registers (the evaluator's `model`, §3.6 limit 1); gaps
//   priced by the zig-zag crossbar (zigzag.ts, §3.2.4; `crossbar: 'acyclic'` adds the direct
//   moves); at a CFG edge the whole state agrees, the `valid` bits included (the anti-variable's
//   class is held by the boundary constraints too: no forgetting). A function the model calls
//   outside (a reuse input that stays live) is not refused here: compare only solved ones.
//
// Common to both: one spill slot per vreg (slot = vreg number); a home per live vreg at each
// program point, changed only by edits before an instruction; the store paid once per value
// (anti-variable accounting, thesis §3.4); at a CFG edge the homes agree (boundary constraints,
// thesis (3.9)/(3.10)): a successor's entry homes are its predecessors' exit homes, and in the
// full space its entry `valid` bits a subset of each predecessor's (forgetting is free, storing is
// not). No edit goes after a block's first branch (a conditional edge has no place of its own), so
// a block's exit state is the same on all its edges; a value with a valid slot may still leave its
// register for nothing after any instruction from the first branch on (no edit needed). Outside both spaces, so an allocation using
// them may cost less than `cost` without a bug: a register shared by a copy's two sides while
// both live (coalescing, thesis §3.6), a vreg at home in two registers at once beyond one
// instruction, a cycle of three registers with none free and no valid slot, edits on a single
// outgoing edge. Exact within the space: per block, dynamic programming over its points for each
// entry state (block.ts); over blocks, a depth-first branch and bound in layout order on (entry,
// exit) states, exits tried cheapest first, each successor already placed checked against the
// exit (back edges), the bound the best complete cost found (or the caller's bound, plus one).

import type { Isa } from '../../common/image.js';
import type { AllocResult, Edit, MFunction, OperandAlloc, TargetRegs } from '../../engine/mir/types.js';
import { checkAllocation } from '../allocation-checker.js';
import { evaluateAllocation } from '../allocation-cost/evaluate.js';
import { type Crossbar, type Exit, solveBlock } from './block.js';
import { type Code, codeOf, isValid, MEM, regOf, type Space, type Weights } from './code.js';
import { liveness, type Liveness } from './liveness.js';

export type ExhaustiveResult =
  | { readonly kind: 'optimal'; readonly cost: number; readonly alloc: AllocResult; readonly steps: number }
  | { readonly kind: 'infeasible'; readonly steps: number }
  /** With a `bound`: no allocation costs that little (the optimum is above it). */
  | { readonly kind: 'above'; readonly bound: number; readonly steps: number }
  | { readonly kind: 'budget'; readonly steps: number };

export interface ExhaustiveOptions {
  readonly isa: Isa;
  /** Expanded DP steps before the search gives up (deterministic; no clock). */
  readonly maxSteps?: number;
  /**
   * Search only allocations costing at most this (a known upper bound, e.g. another solver's
   * optimum): exact still, as costs only grow along a block, and far fewer states.
   */
  readonly bound?: number;
  readonly weights?: Weights;
  /** The space searched (default `full`; see the contract). */
  readonly space?: Space;
  /** How a gap may change homes: default `zigzag` in the model space, `acyclic` in the full one. */
  readonly crossbar?: Crossbar;
}

const KOES: Weights = { load: 8, store: 8, move: 1 };

interface Search {
  readonly fn: MFunction;
  readonly regs: TargetRegs;
  readonly live: Liveness;
  readonly weights: Weights;
  readonly space: Space;
  readonly crossbar: Crossbar;
  readonly maxSteps: number;
  readonly memo: Map<string, Exit[]>;
  steps: number;
  best: number;
  bestPicks: { entry: readonly Code[]; exit: Exit }[] | null;
}

class OutOfBudget extends Error {}

export function exhaustiveAllocation(fn: MFunction, regs: TargetRegs, opts: ExhaustiveOptions): ExhaustiveResult {
  const s: Search = {
    fn,
    regs,
    live: liveness(fn),
    weights: opts.weights ?? KOES,
    space: opts.space ?? 'full',
    crossbar: opts.crossbar ?? (opts.space === 'model' ? 'zigzag' : 'acyclic'),
    maxSteps: opts.maxSteps ?? 2_000_000,
    memo: new Map(),
    steps: 0,
    best: opts.bound === undefined ? Number.POSITIVE_INFINITY : opts.bound + 1,
    bestPicks: null,
  };
  try {
    dfs(s, 0, [], 0);
  } catch (e) {
    if (e instanceof OutOfBudget) return { kind: 'budget', steps: s.steps };
    throw e;
  }
  if (s.bestPicks === null)
    return opts.bound === undefined ? { kind: 'infeasible', steps: s.steps } : { kind: 'above', bound: opts.bound, steps: s.steps };
  const alloc = assemble(s, s.bestPicks);
  verify(s, alloc, opts.isa);
  return { kind: 'optimal', cost: s.best, alloc, steps: s.steps };
}

function dfs(s: Search, k: number, picks: { entry: readonly Code[]; exit: Exit }[], cost: number): void {
  if (k === s.fn.blocks.length) {
    if (cost < s.best) {
      s.best = cost;
      s.bestPicks = [...picks];
    }
    return;
  }
  for (const entry of entryStates(s, k, picks)) {
    for (const exit of exitsOf(s, k, entry)) {
      if (cost + exit.cost >= s.best) break; // exits come cheapest first
      if (!backEdgesAgree(s, k, entry, exit, picks)) continue;
      picks.push({ entry, exit });
      dfs(s, k + 1, picks, cost + exit.cost);
      picks.pop();
    }
  }
}

function exitsOf(s: Search, k: number, entry: readonly Code[]): Exit[] {
  const key = `${k}|${entry.join(',')}`;
  let exits = s.memo.get(key);
  if (exits === undefined) {
    const b = s.fn.blocks[k]!;
    const r = solveBlock({
      fn: s.fn,
      live: s.live,
      regs: s.regs,
      block: k,
      frequency: 10 ** b.loopDepth,
      weights: s.weights,
      space: s.space,
      crossbar: s.crossbar,
      entry,
      budget: s.maxSteps - s.steps,
      bound: s.best - 1,
    });
    s.steps += r.steps;
    if (r.exits === null || s.steps > s.maxSteps) throw new OutOfBudget();
    exits = r.exits;
    s.memo.set(key, exits);
  }
  return exits;
}

/** A predecessor's exit home of `v` (the exit's vregs are the block's live-out). */
function exitHome(s: Search, p: number, exit: Exit, v: number): Code {
  return exit.codes[s.live.blockOut[p]!.indexOf(v)]!;
}

/**
 * Entry states of block k: the homes of its live-in vregs at every placed predecessor's exit (they
 * must agree), `valid` their intersection, or a subset of it when a later predecessor (a back
 * edge) must also agree; with no placed predecessor, every state.
 */
function entryStates(s: Search, k: number, picks: readonly { exit: Exit }[]): Code[][] {
  const vars = s.live.blockIn[k]!;
  const preds = s.fn.blocks[k]!.preds;
  const placed = preds.filter((p) => p < k);
  if (placed.length === 0) return k === 0 ? [[]] : allStates(s, vars);
  const homes: Code[] = [];
  for (const v of vars) {
    const hs = placed.map((p) => exitHome(s, p, picks[p]!.exit, v));
    const reg = regOf(hs[0]!);
    if (hs.some((h) => regOf(h) !== reg)) return [];
    // The model's boundary constraints hold the anti-variable's class too: no forgetting.
    if (s.space === 'model' && hs.some((h) => h !== hs[0])) return [];
    homes.push(codeOf(reg, hs.every(isValid)));
  }
  if (!preds.some((p) => p >= k) || s.space === 'model') return [homes];
  return forgetSubsets(homes);
}

/** Every way of forgetting some valid slots of registered vregs (memory homes stay valid). */
function forgetSubsets(homes: readonly Code[]): Code[][] {
  let out: Code[][] = [[]];
  for (const h of homes) {
    const alts = h !== MEM && isValid(h) ? [h, h - 1] : [h];
    out = out.flatMap((prefix) => alts.map((a) => [...prefix, a]));
  }
  return out;
}

function allStates(s: Search, vars: readonly number[]): Code[][] {
  let out: Code[][] = [[]];
  for (const v of vars) {
    const cls = new Set(s.regs.classes[s.fn.vregs[v]!.class] ?? []);
    const regs = s.regs.allocatable.map((r, i) => (cls.has(r) ? i : -1)).filter((i) => i >= 0);
    const alts = [MEM, ...regs.flatMap((r) => [codeOf(r, false), codeOf(r, true)])];
    out = out.flatMap((prefix) =>
      alts.filter((a) => regOf(a) < 0 || !prefix.some((p) => regOf(p) === regOf(a))).map((a) => [...prefix, a]),
    );
  }
  return out;
}

/** Each successor already placed (a back edge, or the block itself) agrees with this exit. */
function backEdgesAgree(s: Search, k: number, entry: readonly Code[], exit: Exit, picks: readonly { entry: readonly Code[] }[]): boolean {
  for (const t of s.fn.blocks[k]!.succs) {
    if (t > k) continue;
    const te = t === k ? entry : picks[t]!.entry;
    const vars = s.live.blockIn[t]!;
    for (const [j, v] of vars.entries()) {
      const x = exitHome(s, k, exit, v);
      const e = te[j]!;
      if (regOf(x) !== regOf(e) || (isValid(e) && !isValid(x))) return false;
      if (s.space === 'model' && x !== e) return false;
    }
  }
  return true;
}

function assemble(s: Search, picks: readonly { exit: Exit }[]): AllocResult {
  const allocs: (readonly OperandAlloc[])[] = [];
  const edits: Edit[] = [];
  for (const p of picks) {
    allocs.push(...p.exit.allocs);
    edits.push(...p.exit.edits);
  }
  // Stable: the edits of one point keep their order.
  edits.sort((a, b) => a.point.inst - b.point.inst);
  return { allocs, edits, spillSlots: s.fn.vregs.length, slotBytes: s.regs.wordBytes };
}

function verify(s: Search, alloc: AllocResult, isa: Isa): void {
  const errors = checkAllocation(s.fn, alloc, s.regs);
  if (errors.length > 0) {
    const e = errors[0]!;
    throw new Error(`${s.fn.name}: the exhaustive optimum fails the checker at ${e.inst} operand ${e.operand}: ${e.message}`);
  }
  const w = s.weights;
  const r = evaluateAllocation(s.fn, alloc, {
    isa,
    frequencies: { kind: 'static' },
    weights: { load: w.load, store: w.store, move: w.move, remat: w.move },
  });
  // The model's price is the evaluator's `model` (edits, memory operands, a move per copy); the
  // full space's leaves the copies out (the same for every allocation there).
  const price = s.space === 'model' ? r.model.weighted : r.weighted.total + r.memoryOperands.weighted;
  if (price !== s.best) throw new Error(`${s.fn.name}: the search priced its optimum ${s.best}, the evaluator ${price}`);
}
