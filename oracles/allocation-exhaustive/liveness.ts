// Liveness of vregs at every instruction of a machine-IR function, for the exhaustive allocation
// search (search.ts): which vregs the search must give a location at each program point.
//
// Contract: requires an MFunction that passes verifyMir (every use reached by a def). Produces, per
// instruction in layout order, the sorted vregs live just before it (read by it or live through
// it) and just after it, and per block the vregs live on entry and on exit. Backward dataflow to
// a fixed point (the MIR is not SSA: a def kills, a use generates; `stack` operands count too).

import type { MFunction } from '../../engine/mir/types.js';

export interface Liveness {
  /** Per instruction (layout index): vregs live before it, ascending. */
  readonly before: readonly (readonly number[])[];
  /** Per instruction: vregs live after it, ascending. */
  readonly after: readonly (readonly number[])[];
  /** Per block: live on entry / on exit. */
  readonly blockIn: readonly (readonly number[])[];
  readonly blockOut: readonly (readonly number[])[];
  /** Layout index of each block's first instruction. */
  readonly starts: readonly number[];
}

const sorted = (s: ReadonlySet<number>): number[] => [...s].sort((a, b) => a - b);

export function liveness(fn: MFunction): Liveness {
  const starts: number[] = [];
  let n = 0;
  for (const b of fn.blocks) {
    starts.push(n);
    n += b.insts.length;
  }
  const before: number[][] = new Array(n).fill([]);
  const after: number[][] = new Array(n).fill([]);
  const ins: Set<number>[] = fn.blocks.map(() => new Set());
  const outs: Set<number>[] = fn.blocks.map(() => new Set());
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = fn.blocks.length - 1; k >= 0; k--) {
      const b = fn.blocks[k]!;
      const live = new Set<number>();
      for (const s of b.succs) for (const v of ins[s]!) live.add(v);
      outs[k] = new Set(live);
      for (let j = b.insts.length - 1; j >= 0; j--) {
        const inst = b.insts[j]!;
        after[starts[k]! + j] = sorted(live);
        for (const op of inst.regs) if (op.kind === 'def') live.delete(op.vreg);
        for (const op of inst.regs) if (op.kind === 'use') live.add(op.vreg);
        before[starts[k]! + j] = sorted(live);
      }
      if (live.size !== ins[k]!.size) changed = true;
      ins[k] = live;
    }
  }
  return { before, after, blockIn: ins.map(sorted), blockOut: outs.map(sorted), starts };
}
