// One program point's moves between allocations, given as a parallel copy (every source read
// before any destination is written), turned into an ordered list of Edits.
//
// Contract: requires moves whose destinations are distinct locations and that never go from a
// slot to a slot; a register cycle is broken through `temp()` (a free register or a scratch slot,
// engine/codegen/parallel-copy.ts calls it once per cycle and the temporary is dead between
// calls). Produces Edits at `point`, each carrying the vreg whose value it moves (a temporary
// carries the vreg it saves), in an order that gives every destination its source's old value
// (Boissinot et al., CGO 2009, Algorithm 1, through engine/codegen/parallel-copy.ts). Used by
// local.ts's operand assignment (whose `temp` throws: it has no register to spare) and by the
// second-chance scan and resolution.

import { sequentialize } from '../../codegen/parallel-copy.js';
import type { Allocation, Edit, ProgPoint, RegOperand } from '../../mir/types.js';

export interface Move {
  readonly from: Allocation;
  readonly to: Allocation;
  readonly vreg: number;
}

export function locKey(a: Allocation): string {
  return a.kind === 'reg' ? a.preg : `slot${a.slot}`;
}

function sameLoc(a: Allocation, b: Allocation): boolean {
  return a.kind === 'reg' ? b.kind === 'reg' && a.preg === b.preg : b.kind === 'slot' && a.slot === b.slot;
}

/** The def among ops that reuses input k, if any (shared by local.ts and gc-program.ts; a loop, not
 *  ops.find with an arrow, which would allocate a closure per call). */
export function reuserOf(ops: readonly RegOperand[], k: number): RegOperand | undefined {
  for (const d of ops) if (d.kind === 'def' && d.constraint.kind === 'reuse' && d.constraint.input === k) return d;
  return undefined;
}

/** Numbers locations in order of first sight (a plain function, not a closure: see local.ts). */
function code(codes: Map<string, number>, locs: Allocation[], a: Allocation): number {
  const k = locKey(a);
  let c = codes.get(k);
  if (c === undefined) {
    c = locs.length;
    codes.set(k, c);
    locs.push(a);
  }
  return c;
}

export function parallelMoves(moves: readonly Move[], point: ProgPoint, temp: () => Allocation): Edit[] {
  if (moves.length === 0) return [];
  const codes = new Map<string, number>();
  const locs: Allocation[] = [];
  const holding = new Map<number, number>();
  const copies = moves
    .filter((m) => !sameLoc(m.from, m.to))
    .map((m) => {
      const src = code(codes, locs, m.from);
      if (!holding.has(src)) holding.set(src, m.vreg);
      return { dst: code(codes, locs, m.to), src };
    });
  const seq = sequentialize(copies, () => code(codes, locs, temp()));
  return seq.map((m) => {
    const vreg = holding.get(m.src)!;
    holding.set(m.dst, vreg);
    return { point, from: locs[m.src]!, to: locs[m.dst]!, vreg };
  });
}
