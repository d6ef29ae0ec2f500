// Sequentialization of a parallel copy (all sources read, then all destinations written) into an
// equivalent sequence of moves.
//
// Contract: requires distinct destinations (throws otherwise); locations are plain numbers (vregs
// for phi elimination, register/slot codes for codegen's edge and argument shuffles). Produces a
// sequence that, run one move at a time, leaves every destination with its source's old value and
// every other location except temporaries untouched. Self-copies are dropped. A move is emitted as
// soon as its destination is no longer read by a pending copy (fan-out included); when none is,
// the pending copies form disjoint cycles, and one cycle is broken by saving one destination in
// `temp()`. `temp` is called once per cycle and the temporary is dead before the next call, so a
// caller may return the same scratch location every time. Move count: copies + cycles, the
// minimum without exchange instructions (Boissinot et al., "Revisiting out-of-SSA translation",
// CGO 2009, Algorithm 1; QBE's pmov harness checks the same property).

import { planted } from '../../common/planted-bugs.js';

export interface Move {
  readonly dst: number;
  readonly src: number;
}

export function sequentialize(copies: readonly Move[], temp: () => number): Move[] {
  const dsts = new Set<number>();
  for (const c of copies) {
    if (dsts.has(c.dst)) throw new Error(`parallel copy writes location ${c.dst} twice`);
    dsts.add(c.dst);
  }
  let pending = copies.filter((c) => c.dst !== c.src).map((c) => ({ dst: c.dst, src: c.src }));
  const out: Move[] = [];
  const temps = new Set<number>(); // cycle-breaking temporaries: only a planted bug (engine/testing) reads them
  while (pending.length > 0) {
    const ready = pending.findIndex((c) => !pending.some((o) => o.src === c.dst));
    if (ready >= 0) {
      if (!(planted('phi-cycle-drops-move') && temps.has(pending[ready]!.src))) out.push(pending[ready]!);
      pending = pending.filter((_, i) => i !== ready);
      continue;
    }
    // Every destination is still read: break the first cycle by saving its first destination.
    const saved = pending[0]!.dst;
    const t = temp();
    temps.add(t);
    out.push({ dst: t, src: saved });
    pending = pending.map((c) => (c.src === saved ? { dst: c.dst, src: t } : c));
  }
  return out;
}
