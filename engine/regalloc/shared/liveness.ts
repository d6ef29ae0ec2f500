// Liveness and live intervals over linearized program points.
//
// Contract: requires an MFunction that passes verifyMir. Produces per-block live-in/live-out vreg
// sets (backward dataflow to a fixed point, Appel ch. 10; `solveLiveness` is that dataflow over any
// numbering of values, which gc-graph.ts also runs on its working program) and one interval per
// referenced vreg: the hull [start, end] of the points where it is live, in the numbering where
// instruction i has its early (use) point 2i and late (def) point 2i+1 (an early def is at 2i). A
// vreg live out of a block is live to the block's last late point; live into a block, from its
// first early point. The hull is what Poletto and Sarkar's linear scan allocates (TOPLAS 21(5),
// 1999, §2). `weight` is the spill weight: the sum of 10^loopDepth over the vreg's operands.

import type { MFunction } from '../../mir/types.js';

export interface Interval {
  readonly vreg: number;
  start: number;
  end: number;
  weight: number;
}

/** A block's frequency estimate for spill weights: 10^loopDepth, the depth capped at 6. */
export function loopWeight(loopDepth: number): number {
  return 10 ** Math.min(loopDepth, 6);
}

export function blockStarts(fn: MFunction): number[] {
  const starts: number[] = [];
  let n = 0;
  for (const b of fn.blocks) {
    starts.push(n);
    n += b.insts.length;
  }
  return starts;
}

export function liveSets(fn: MFunction): { liveIn: Set<number>[]; liveOut: Set<number>[] } {
  const gen: Set<number>[] = [];
  const kill: Set<number>[] = [];
  for (const b of fn.blocks) {
    const g = new Set<number>();
    const k = new Set<number>();
    for (const inst of b.insts) {
      for (const op of inst.regs) if (op.kind === 'use' && !k.has(op.vreg)) g.add(op.vreg);
      for (const op of inst.regs) if (op.kind === 'def') k.add(op.vreg);
    }
    gen.push(g);
    kill.push(k);
  }
  return solveLiveness(
    gen,
    kill,
    fn.blocks.map((b) => b.succs),
  );
}

/** Backward liveness dataflow to a fixed point over blocks given by their gen (read before any
 *  write in the block) and kill (written) sets and successor lists; any numbering of values. */
export function solveLiveness(
  gen: readonly Set<number>[],
  kill: readonly Set<number>[],
  succs: readonly (readonly number[])[],
): { liveIn: Set<number>[]; liveOut: Set<number>[] } {
  const liveIn = gen.map(() => new Set<number>());
  const liveOut = gen.map(() => new Set<number>());
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = gen.length - 1; i >= 0; i--) {
      const out = new Set<number>();
      for (const s of succs[i]!) for (const v of liveIn[s]!) out.add(v);
      const inn = new Set(gen[i]);
      for (const v of out) if (!kill[i]!.has(v)) inn.add(v);
      if (inn.size !== liveIn[i]!.size || out.size !== liveOut[i]!.size) changed = true;
      liveIn[i] = inn;
      liveOut[i] = out;
    }
  }
  return { liveIn, liveOut };
}

export function liveIntervals(fn: MFunction): (Interval | undefined)[] {
  const intervals: (Interval | undefined)[] = fn.vregs.map(() => undefined);
  const touch = (v: number, p: number, w: number) => {
    const iv = intervals[v];
    if (!iv) intervals[v] = { vreg: v, start: p, end: p, weight: w };
    else {
      iv.start = Math.min(iv.start, p);
      iv.end = Math.max(iv.end, p);
      iv.weight += w;
    }
  };
  const { liveIn, liveOut } = liveSets(fn);
  const starts = blockStarts(fn);
  for (const [id, b] of fn.blocks.entries()) {
    const first = starts[id]!;
    const last = first + b.insts.length - 1;
    for (const v of liveIn[id]!) touch(v, 2 * first, 0);
    for (const v of liveOut[id]!) touch(v, 2 * last + 1, 0);
    const w = loopWeight(b.loopDepth);
    for (const [k, inst] of b.insts.entries()) {
      const i = first + k;
      for (const op of inst.regs) touch(op.vreg, op.kind === 'use' || op.early ? 2 * i : 2 * i + 1, w);
    }
  }
  return intervals;
}
