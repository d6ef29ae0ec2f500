// Live intervals with lifetime holes over the linear block order, and the per-operand liveness the
// second-chance allocator (engine/regalloc/second-chance/second-chance.ts) decides with.
//
// Contract: requires an MFunction that passes verifyMir and a linear block order (every block once;
// layout order by default; the allocator scans in reverse postorder). Instructions are numbered
// in that order (`positions`: the position of each function-wide layout index); position q has its
// early point 2q and its late point 2q+1. Produces:
// - one HoledInterval per referenced vreg: sorted, disjoint, non-adjacent inclusive point ranges
//   (a hole is a stretch of the linear order where the vreg holds no value anyone reads), the
//   positions that reference it, and its spill weight — Σ 10^loopDepth over its operands divided
//   by its length in instructions (holes excluded): LLVM's spill weight as the Koes thesis digest
//   §7 B1 states it, which B3 (second-chance binpacking) evicts by;
// - `liveAfter[i][k]` (layout index i): whether the value operand k of instruction i names is read after i (a use:
//   live after i and not redefined by i; a def: the new value is live after i);
// - the block live-in/live-out sets (liveness.ts's dataflow).
// The ranges are built backward over the blocks in reverse linear order (Wimmer and Mössenböck,
// "Optimized interval splitting in a linear scan register allocator", VEE 2005, BuildIntervals;
// Traub et al., PLDI 1998, and Koes thesis §2.1.3 for lifetime holes): a live-out vreg covers its block, a def
// shortens the range to its def point, a use opens a range from the block's start to the use.

import type { MFunction, RegOperand } from '../../mir/types.js';
import { blockStarts, liveSets, loopWeight } from './liveness.js';

export interface LiveRange {
  readonly from: number;
  readonly to: number;
}

export interface HoledInterval {
  readonly vreg: number;
  /** Ascending, disjoint and non-adjacent; inclusive points. */
  readonly ranges: LiveRange[];
  /** Positions of the instructions with an operand naming the vreg, ascending, without repeats. */
  readonly refs: number[];
  readonly weight: number;
}

export interface Liveness {
  readonly intervals: readonly (HoledInterval | undefined)[];
  readonly liveIn: readonly Set<number>[];
  readonly liveOut: readonly Set<number>[];
  readonly liveAfter: readonly (readonly boolean[])[];
  /** Per block, the layout index of its first instruction. */
  readonly starts: readonly number[];
  /** Per layout index, the instruction's position in the linear order. */
  readonly positions: readonly number[];
}

interface Range {
  from: number;
  to: number;
}

/** While built, `ranges` is latest first (the walk goes backward, so the earliest range is the last
 *  one: pushing there beats unshifting), reversed when the interval is made. */
interface Building {
  ranges: Range[];
  refs: number[];
  mass: number;
}

/** Adds [from, to] before (or merged into) the earliest range. */
function addRange(b: Building, from: number, to: number): void {
  const first = b.ranges[b.ranges.length - 1];
  if (first !== undefined && to + 1 >= first.from) {
    first.from = Math.min(from, first.from);
    first.to = Math.max(to, first.to);
  } else b.ranges.push({ from, to });
}

/** A def shortens the range its block opened for the vreg (live-out or a later use) to the def point. */
function setFrom(b: Building, from: number): void {
  b.ranges[b.ranges.length - 1]!.from = from;
}

/** Does one of the operands define v? (A few operands: a scan beats building a set.) */
function definedBy(ops: readonly RegOperand[], v: number): boolean {
  for (const o of ops) if (o.kind === 'def' && o.vreg === v) return true;
  return false;
}

function layoutOrder(fn: MFunction): number[] {
  return fn.blocks.map((b) => b.id);
}

export function liveness(fn: MFunction, order: readonly number[] = layoutOrder(fn)): Liveness {
  const { liveIn, liveOut } = liveSets(fn);
  const starts = blockStarts(fn);
  const total = fn.blocks.reduce((n, b) => n + b.insts.length, 0);
  const positions: number[] = new Array(total);
  let q = 0;
  for (const id of order) for (let k = 0; k < fn.blocks[id]!.insts.length; k++) positions[starts[id]! + k] = q++;
  const building: (Building | undefined)[] = fn.vregs.map(() => undefined);
  const get = (v: number): Building => (building[v] ??= { ranges: [], refs: [], mass: 0 });
  const liveAfter: boolean[][] = new Array(total);
  for (let o = order.length - 1; o >= 0; o--) {
    const id = order[o]!;
    const block = fn.blocks[id]!;
    const first = positions[starts[id]!]!;
    const last = first + block.insts.length - 1;
    const live = new Set(liveOut[id]);
    for (const v of live) addRange(get(v), 2 * first, 2 * last + 1);
    const w = loopWeight(block.loopDepth);
    for (let i = last; i >= first; i--) {
      const index = starts[id]! + i - first;
      const ops = block.insts[i - first]!.regs;
      const after: boolean[] = new Array<boolean>(ops.length);
      for (let k = 0; k < ops.length; k++) {
        const o = ops[k]!;
        after[k] = live.has(o.vreg) && (o.kind === 'def' || !definedBy(ops, o.vreg));
      }
      liveAfter[index] = after;
      for (const o of ops) {
        const b = get(o.vreg);
        b.mass += w;
        if (b.refs[b.refs.length - 1] !== i) b.refs.push(i);
        if (o.kind !== 'def') continue;
        const p = o.early ? 2 * i : 2 * i + 1;
        if (live.has(o.vreg)) setFrom(b, p);
        else addRange(b, p, p);
        live.delete(o.vreg);
      }
      for (const o of ops) {
        if (o.kind !== 'use') continue;
        addRange(get(o.vreg), 2 * first, 2 * i);
        live.add(o.vreg);
      }
    }
  }
  const intervals = building.map((b, vreg): HoledInterval | undefined => {
    if (b === undefined) return undefined;
    const length = b.ranges.reduce((n, r) => n + r.to - r.from + 1, 0) / 2;
    return { vreg, ranges: b.ranges.reverse(), refs: b.refs.reverse(), weight: b.mass / Math.max(1, length) };
  });
  return { intervals, liveIn, liveOut, liveAfter, starts, positions };
}

/** The end point of the range of `iv` that contains point p (p itself when none does). */
export function rangeEnd(iv: HoledInterval | undefined, p: number): number {
  if (iv === undefined) return p;
  for (const r of iv.ranges) if (r.from <= p && p <= r.to) return r.to;
  return p;
}

/** The first position after i that references the vreg (Infinity when none does). */
export function nextRef(iv: HoledInterval | undefined, i: number): number {
  if (iv === undefined) return Infinity;
  let lo = 0;
  let hi = iv.refs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (iv.refs[mid]! <= i) lo = mid + 1;
    else hi = mid;
  }
  return iv.refs[lo] ?? Infinity;
}
