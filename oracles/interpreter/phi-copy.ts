// The phis of one CFG edge as one Op: a parallel copy between frame slots.
//
// Contract: requires the moves of an edge (destination slot, source slot, whether the value takes
// two slots: an i64 or a 64-bit pointer, compiled.ts). Produces null when there are none, else an
// Op that copies each source's value, poison flag and provenance (R, P, V) to its destination with
// the semantics of LLVM's phis: all sources are read before any destination is written, so a swap
// (a phi reading another phi of the same block) sees the old values. U is not copied: a phi is
// never exact (exact-undef.ts), so no reader trusts its U. The common cases (one narrow move, no
// source overwritten) get a copy without the temporaries, because edges run in the inner loops.

import type { Op } from './compiled.js';

interface Move {
  readonly dst: number;
  readonly src: number;
  readonly wide: boolean;
}

/** The phis of one edge as a parallel copy: all sources are read before any destination is written. */
export function parallelCopy(moves: readonly Move[]): Op | null {
  if (moves.length === 0) return null;
  const written = new Set(moves.flatMap((m) => (m.wide ? [m.dst, m.dst + 1] : [m.dst])));
  const conflict = moves.some((m) => written.has(m.src) || (m.wide && written.has(m.src + 1)));
  const dst = Int32Array.from(moves, (m) => m.dst),
    src = Int32Array.from(moves, (m) => m.src);
  const wide = Uint8Array.from(moves, (m) => (m.wide ? 1 : 0));
  const n = moves.length;
  if (!conflict) {
    if (n === 1 && !moves[0]!.wide) {
      const d = dst[0]!,
        s = src[0]!;
      return (R, P, V) => {
        R[d] = R[s]!;
        P[d] = P[s]!;
        V[d] = V[s]!;
      };
    }
    return (R, P, V) => {
      for (let i = 0; i < n; i++) {
        const d = dst[i]!,
          s = src[i]!;
        R[d] = R[s]!;
        if (wide[i]) R[d + 1] = R[s + 1]!;
        P[d] = P[s]!;
        V[d] = V[s]!;
      }
    };
  }
  const tmpR = new Int32Array(2 * n),
    tmpP = new Uint8Array(n),
    tmpV = new Int32Array(n);
  return (R, P, V) => {
    for (let i = 0; i < n; i++) {
      const s = src[i]!;
      tmpR[2 * i] = R[s]!;
      tmpR[2 * i + 1] = wide[i] ? R[s + 1]! : 0;
      tmpP[i] = P[s]!;
      tmpV[i] = V[s]!;
    }
    for (let i = 0; i < n; i++) {
      const d = dst[i]!;
      R[d] = tmpR[2 * i]!;
      if (wide[i]) R[d + 1] = tmpR[2 * i + 1]!;
      P[d] = tmpP[i]!;
      V[d] = tmpV[i]!;
    }
  };
}
