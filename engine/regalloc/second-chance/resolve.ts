// Block boundaries of the second-chance allocator: the state a block starts from, and the
// resolution pass over CFG edges (Traub, Holloway and Smith, PLDI 1998, as Koes thesis §2.1.3 describes it:
// "a resolution phase ... traverses the control flow edges of the program and inserts move, load,
// and store instructions as necessary").
//
// Contract: requires the MFunction, its Liveness, which blocks are reachable, the scan order and
// per block the index of its first branch instruction. Produces:
// - `entrySnapshot`: the locations a block's live-in values start in. A block adopts the exit state
//   of an already scanned predecessor (the most deeply nested, then the latest scanned), so that edge needs
//   no code. An edge whose moves cannot have a place of their own — the predecessor has several
//   successors and the block several predecessors (an unsplit critical edge), or the predecessor's
//   branches read registers after the place — may only get stores at the predecessor's end (a store
//   of v into v's own slot is harmless on every other path); for such edges a value keeps a
//   register at entry only if every such predecessor, already scanned, has it in that register, and
//   if such a predecessor is scanned later (a back edge), every live-in value starts in memory.
// - `resolveEdge`: the Edits that take a predecessor's exit state to the successor's entry state,
//   as one parallel copy — stores first (they read registers before any is overwritten), then
//   register moves (cycles through a free register or the scratch slot), then reloads (a slot is
//   only ever written with its own vreg's value) — at the start of the successor when it has one
//   predecessor, else before the predecessor's first branch (moves, loads and stores leave the
//   flags alone: engine/targets/<isa>/target.ts move/load/store).
// Throws ScanError when a live value has no location at a reachable edge (an allocator bug).

import type { Allocation, Edit, MFunction, PReg } from '../../mir/types.js';
import type { Liveness } from '../shared/live-intervals.js';
import { parallelMoves, type Move } from '../shared/moves.js';
import { ScanError } from './inst.js';
import type { Slots } from './state.js';

/** The locations of the live values at a block boundary. */
export interface Snapshot {
  readonly regs: ReadonlyMap<number, PReg>;
  /** Vregs whose spill slot holds their current value. */
  readonly valid: ReadonlySet<number>;
}

export interface Boundaries {
  readonly fn: MFunction;
  readonly live: Liveness;
  readonly reachable: readonly boolean[];
  /** Per block, the function-wide index of its first branch instruction (-1: none). */
  readonly branchAt: readonly number[];
  /** Per block, whether its branch instructions have register operands. */
  readonly branchReads: readonly boolean[];
  /** Per block, its place in the scan order (reverse postorder). */
  readonly rank: readonly number[];
}

/** May the edge p -> s carry only stores (placed before p's branches)? */
function storeOnly(bd: Boundaries, p: number, s: number): boolean {
  const pb = bd.fn.blocks[p]!;
  return bd.fn.blocks[s]!.preds.length > 1 && (pb.succs.length > 1 || bd.branchReads[p]!);
}

function adopt(bd: Boundaries, scanned: readonly number[]): number {
  let a = scanned[0]!;
  for (let k = 1; k < scanned.length; k++) {
    const b = scanned[k]!;
    const da = bd.fn.blocks[a]!.loopDepth;
    const db = bd.fn.blocks[b]!.loopDepth;
    if (db > da || (db === da && bd.rank[b]! > bd.rank[a]!)) a = b;
  }
  return a;
}

/** The block's live-in vregs in ascending order (the order every boundary walks them in). */
function sortedLiveIn(bd: Boundaries, s: number): number[] {
  return Array.from(bd.live.liveIn[s]!).sort((a, b) => a - b);
}

export function entrySnapshot(bd: Boundaries, s: number, exits: readonly (Snapshot | undefined)[]): Snapshot {
  const liveIn = sortedLiveIn(bd, s);
  const memory: Snapshot = { regs: new Map(), valid: new Set(liveIn) };
  const preds = bd.fn.blocks[s]!.preds.filter((p) => bd.reachable[p]);
  if (s === 0 || preds.some((p) => storeOnly(bd, p, s) && exits[p] === undefined)) return memory;
  const scanned = preds.filter((p) => exits[p] !== undefined);
  if (scanned.length === 0) return memory;
  const strict = scanned.filter((p) => storeOnly(bd, p, s));
  const base = exits[strict.length > 0 ? strict[0]! : adopt(bd, scanned)]!;
  const regs = new Map<number, PReg>();
  for (const v of liveIn) {
    const r = base.regs.get(v);
    if (r !== undefined && strict.every((p) => exits[p]!.regs.get(v) === r)) regs.set(v, r);
  }
  const allScanned = scanned.length === preds.length;
  const valid = new Set(liveIn.filter((v) => !regs.has(v) || (allScanned && scanned.every((p) => exits[p]!.valid.has(v)))));
  return { regs, valid };
}

interface EdgeMoves {
  readonly stores: Move[];
  readonly moves: Move[];
  readonly loads: Move[];
}

function edgeMoves(bd: Boundaries, s: number, entry: Snapshot, exit: Snapshot, slots: Slots): EdgeMoves {
  const out: EdgeMoves = { stores: [], moves: [], loads: [] };
  for (const v of sortedLiveIn(bd, s)) {
    const want = entry.regs.get(v);
    const have = exit.regs.get(v);
    if (have === undefined && !exit.valid.has(v) && (want !== undefined || entry.valid.has(v))) {
      throw new ScanError(`resolution into block ${s}: v${v} is live but has no location`);
    }
    if (entry.valid.has(v) && !exit.valid.has(v))
      out.stores.push({ from: { kind: 'reg', preg: have! }, to: { kind: 'slot', slot: slots.of(v) }, vreg: v });
    if (want === undefined || want === have) continue;
    if (have !== undefined) out.moves.push({ from: { kind: 'reg', preg: have }, to: { kind: 'reg', preg: want }, vreg: v });
    else out.loads.push({ from: { kind: 'slot', slot: slots.of(v) }, to: { kind: 'reg', preg: want }, vreg: v });
  }
  return out;
}

/** The edits of edge p -> s and where they go (`entry`: at s's start, else at p's end). */
export function resolveEdge(
  bd: Boundaries,
  p: number,
  s: number,
  entry: Snapshot,
  exit: Snapshot,
  slots: Slots,
  regs: readonly PReg[],
): { edits: Edit[]; atEntry: boolean } {
  const m = edgeMoves(bd, s, entry, exit, slots);
  const atEntry = bd.fn.blocks[s]!.preds.length === 1;
  if (!atEntry && storeOnly(bd, p, s) && m.moves.length + m.loads.length > 0) {
    throw new ScanError(`resolution of edge ${p} -> ${s}: register moves on an edge that may only carry stores`);
  }
  const inst = atEntry ? bd.live.starts[s]! : bd.branchAt[p]!;
  const point = { inst, pos: 'before' as const };
  const busy = new Set<PReg>([...exit.regs.values(), ...entry.regs.values()]);
  const free = regs.find((r) => !busy.has(r));
  const temp = (): Allocation => (free !== undefined ? { kind: 'reg', preg: free } : { kind: 'slot', slot: slots.scratch() });
  const edits = [
    ...m.stores.map((x) => ({ point, ...x })),
    ...parallelMoves(m.moves, point, temp),
    ...m.loads.map((x) => ({ point, ...x })),
  ];
  return { edits, atEntry };
}
