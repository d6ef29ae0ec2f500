// Where each vreg lives while it is live: an allocation (regalloc2's Output: operand allocations and
// edits) read back as live ranges located in a register or a spill slot, for `tessera explain`.
//
// Contract: requires an MFunction that passes verifyMir and an AllocResult for it that the
// allocation checker accepts. Produces, per vreg, maximal runs of program points over which it is
// live (engine/regalloc/shared/live-intervals.ts, layout order: instruction i has its early point 2i
// and its late point 2i+1) and shown in one location: a preg name, `slot<n>`, or `none` (live but
// held nowhere). Sorted by vreg, then by first point. Deterministic.
// How a location is found: two dataflows over the allocated function, both on the allocation
// checker's own model (oracles/allocation-checker.ts), recomputed here. Forward, which places hold
// which vregs' current values (meet: intersection; an edit copies its source's set; a def leaves its
// location holding only its vreg, a `copy` the source's vregs too; clobbers empty their registers).
// Backward, which of those copies will be read (meet: union; a use operand reads its location, an
// edit reads its source for what its destination will be read for). A value is shown where a copy
// of it is held and will be read — a register before a slot, the place it was last put first — so a
// stale copy (a register after its last read) is not shown; a live value with no such copy (one the
// allocator rematerializes before its next use) is shown where it was last put while that place
// holds it, else `none`. At a block with several predecessors the last place is kept when they agree.

import type { AllocResult, Allocation, Edit, MBlock, MFunction, MInst, OperandAlloc } from '../../engine/mir/types.js';
import { liveness } from '../../engine/regalloc/shared/live-intervals.js';
import { blockStarts } from '../../engine/regalloc/shared/liveness.js';
import { Places } from './places.js';

/** A vreg's location over the program points `from`..`to` (inclusive). */
export interface LocatedRange {
  readonly vreg: number;
  readonly from: number;
  readonly to: number;
  readonly location: string;
}

/** The location of a live value held nowhere. */
const NOWHERE = 'none';

interface Forward {
  /** Which places hold which vregs' current values. */
  readonly holds: Places;
  /** Per vreg, where it was last put. */
  readonly latest: Map<number, string>;
}

/** The name of an allocation: its preg, or `slot<n>`. */
export function locationName(a: Allocation | OperandAlloc): string {
  if (typeof a === 'string') return a;
  if ('kind' in a) return a.kind === 'reg' ? a.preg : `slot${a.slot}`;
  return `slot${a.slot}`;
}

/** Every vreg's located live ranges under `alloc`. */
export function locatedRanges(fn: MFunction, alloc: AllocResult): LocatedRange[] {
  const flow = new Flow(fn, alloc);
  const live = livePoints(fn);
  const read = readPlaces(flow, live);
  const entries = flow.entryStates();
  const ranges = new RangeBuilder();
  for (const b of fn.blocks) {
    flow.forward(b.id, entries[b.id]!, (point, state) => {
      for (const v of live[point] ?? []) ranges.add(v, point, shownLocation(state, v, read[point]?.get(v)));
    });
  }
  return ranges.done();
}

/** Per program point, the vregs live there. */
function livePoints(fn: MFunction): number[][] {
  const at: number[][] = [];
  for (const iv of liveness(fn).intervals) {
    if (iv === undefined) continue;
    for (const r of iv.ranges) for (let p = r.from; p <= r.to; p++) (at[p] ??= []).push(iv.vreg);
  }
  return at;
}

/** Per program point, for each vreg live there, the places whose copy of it will be read. */
function readPlaces(flow: Flow, live: readonly (readonly number[])[]): Map<number, readonly string[]>[] {
  const exits = flow.exitReads();
  const at: Map<number, readonly string[]>[] = [];
  for (const b of flow.fn.blocks) {
    flow.backward(b.id, exits[b.id]!, (point, reads) => {
      at[point] = new Map((live[point] ?? []).map((v) => [v, reads.locationsOf(v)] as const));
    });
  }
  return at;
}

/** Where `v` is shown: a held copy that will be read (the latest place first), else the latest place while it holds `v`, else `none`. */
function shownLocation(state: Forward, v: number, read: readonly string[] | undefined): string {
  const latest = state.latest.get(v);
  const useful = (read ?? []).filter((loc) => state.holds.has(loc, v));
  if (latest !== undefined && useful.includes(latest)) return latest;
  if (useful.length > 0) return [...useful].sort(compareLocations)[0]!;
  return latest !== undefined && state.holds.has(latest, v) ? latest : NOWHERE;
}

/** Registers before slots, each by name (slot numbers numerically), `none` last. */
export function compareLocations(a: string, b: string): number {
  if (a === NOWHERE || b === NOWHERE) return (a === NOWHERE ? 1 : 0) - (b === NOWHERE ? 1 : 0);
  const sa = slotNumber(a);
  const sb = slotNumber(b);
  if (sa === null && sb === null) return a < b ? -1 : a > b ? 1 : 0;
  if (sa === null) return -1;
  if (sb === null) return 1;
  return sa - sb;
}

const slotNumber = (loc: string): number | null => (/^slot\d+$/.test(loc) ? Number(loc.slice(4)) : null);

/** A def of an instruction: its vreg, its location, and (a `copy`) the location it copies. */
interface Def {
  readonly vreg: number;
  readonly loc: string;
  readonly early: boolean;
  readonly copyOf?: string;
}

/** What one instruction does to places: edits before and after it, the places its uses read, its defs and clobbers. */
interface Step {
  readonly index: number;
  readonly before: readonly Edit[];
  readonly after: readonly Edit[];
  readonly uses: readonly { readonly vreg: number; readonly loc: string }[];
  readonly defs: readonly Def[];
  readonly clobbers: readonly string[];
}

/** The allocated function as the two dataflows see it, one Step per instruction, by block. */
class Flow {
  private readonly steps: Step[][];

  constructor(
    readonly fn: MFunction,
    alloc: AllocResult,
  ) {
    const before = new Map<number, Edit[]>();
    const after = new Map<number, Edit[]>();
    for (const e of alloc.edits) {
      const m = e.point.pos === 'before' ? before : after;
      m.set(e.point.inst, [...(m.get(e.point.inst) ?? []), e]);
    }
    const starts = blockStarts(fn);
    this.steps = fn.blocks.map((b) =>
      b.insts.map((inst, k) => {
        const index = starts[b.id]! + k;
        const allocs = alloc.allocs[index] ?? [];
        return { index, before: before.get(index) ?? [], after: after.get(index) ?? [], ...operands(inst, allocs) };
      }),
    );
  }

  /** Each block's forward entry state at the fixed point, from top (blocks never reached: empty). */
  entryStates(): Forward[] {
    const exits: (Forward | undefined)[] = this.fn.blocks.map(() => undefined);
    const entries: Forward[] = this.fn.blocks.map(() => ({ holds: new Places(), latest: new Map() }));
    solve(this.fn.blocks, [0], (b) => {
      // A predecessor not reached yet is top (the meet's identity).
      const preds = b.preds.map((p) => exits[p]).filter((s): s is Forward => s !== undefined);
      entries[b.id] = b.id === 0 ? { holds: new Places(), latest: new Map() } : meetForward(preds);
      const exit = this.forward(b.id, entries[b.id]!, () => {});
      const changed = exits[b.id] === undefined || !sameForward(exits[b.id]!, exit);
      exits[b.id] = exit;
      return changed ? b.succs : [];
    });
    return entries;
  }

  /** Each block's backward exit state (what will be read after it) at the fixed point, from empty. */
  exitReads(): Places[] {
    const entries: Places[] = this.fn.blocks.map(() => new Places());
    const exits: Places[] = this.fn.blocks.map(() => new Places());
    const reversed = [...this.fn.blocks].reverse();
    solve(
      reversed,
      reversed.map((b) => b.id),
      (b) => {
        exits[b.id] = Places.join(b.succs.map((s) => entries[s]!));
        const entry = this.backward(b.id, exits[b.id]!, () => {});
        const changed = !entries[b.id]!.equals(entry);
        entries[b.id] = entry;
        return changed ? b.preds : [];
      },
    );
    return exits;
  }

  /** Block `id` forward from `entry` (not changed), `at` each of its points; its exit state. */
  forward(id: number, entry: Forward, at: (point: number, state: Forward) => void): Forward {
    const state: Forward = { holds: entry.holds.copy(), latest: new Map(entry.latest) };
    for (const s of this.steps[id]!) {
      for (const e of s.before) forwardEdit(state, e);
      for (const u of s.uses) if (state.holds.has(u.loc, u.vreg)) state.latest.set(u.vreg, u.loc);
      // An early def takes its register at the use point (regalloc2's Early position).
      for (const d of s.defs) if (d.early) define(state, d);
      at(2 * s.index, state);
      for (const preg of s.clobbers) state.holds.clear(preg);
      for (const d of s.defs) if (!d.early) define(state, d);
      at(2 * s.index + 1, state);
      for (const e of s.after) forwardEdit(state, e);
    }
    return state;
  }

  /** Block `id` backward from `exit` (not changed), `at` each of its points; what will be read at its entry. */
  backward(id: number, exit: Places, at: (point: number, reads: Places) => void): Places {
    const reads = exit.copy();
    for (const s of [...this.steps[id]!].reverse()) {
      for (const e of [...s.after].reverse()) backwardEdit(reads, e);
      at(2 * s.index + 1, reads);
      for (const d of s.defs) if (!d.early) undefine(reads, d);
      for (const preg of s.clobbers) reads.clear(preg);
      for (const d of s.defs) if (d.early) undefine(reads, d);
      for (const u of s.uses) reads.add(u.loc, [u.vreg]);
      at(2 * s.index, reads);
      for (const e of [...s.before].reverse()) backwardEdit(reads, e);
    }
    return reads;
  }
}

/**
 * A worklist to a fixed point: sweeps `order`, visiting the blocks queued (first `start`); a visit
 * returns the blocks to queue again. The holds only shrink and the reads only grow, so it ends; a
 * bound of 64 visits a block keeps a latest-place cycle from looping forever.
 */
function solve(order: readonly MBlock[], start: readonly number[], visit: (b: MBlock) => readonly number[]): void {
  const queued = new Set(start);
  let budget = 64 * order.length;
  while (queued.size > 0 && budget > 0) {
    for (const b of order) {
      if (!queued.delete(b.id)) continue;
      budget--;
      for (const next of visit(b)) queued.add(next);
    }
  }
}

/** An instruction's uses, defs and clobbers, with the places its allocation gives them. */
function operands(inst: MInst, allocs: readonly OperandAlloc[]): Pick<Step, 'uses' | 'defs' | 'clobbers'> {
  const at = (k: number) => (allocs[k] === undefined ? undefined : locationName(allocs[k]!));
  const copyOf = inst.kind === 'copy' ? at(1) : undefined;
  const uses = inst.regs.flatMap((op, k) => (op.kind === 'use' && at(k) !== undefined ? [{ vreg: op.vreg, loc: at(k)! }] : []));
  const defs = inst.regs.flatMap((op, k): Def[] =>
    op.kind === 'def' && at(k) !== undefined
      ? [{ vreg: op.vreg, loc: at(k)!, early: op.early === true, ...(copyOf === undefined ? {} : { copyOf }) }]
      : [],
  );
  return { uses, defs, clobbers: inst.kind === 'isa' ? inst.clobbers : [] };
}

/** Intersection of the holds; a latest place kept where every predecessor agrees on it. */
function meetForward(preds: readonly Forward[]): Forward {
  const holds = Places.meet(preds.map((p) => p.holds));
  const latest = new Map<number, string>();
  const [first, ...rest] = preds;
  for (const [v, loc] of first?.latest ?? []) if (rest.every((s) => s.latest.get(v) === loc)) latest.set(v, loc);
  return { holds, latest };
}

function sameForward(a: Forward, b: Forward): boolean {
  if (!a.holds.equals(b.holds) || a.latest.size !== b.latest.size) return false;
  for (const [v, loc] of a.latest) if (b.latest.get(v) !== loc) return false;
  return true;
}

/** An edit forward: the destination holds what the source held (a rematerialization: the vreg alone). */
function forwardEdit(state: Forward, e: Edit): void {
  const to = locationName(e.to);
  const held = 'value' in e.from ? [e.vreg] : state.holds.vregsAt(locationName(e.from));
  state.holds.put(to, held);
  if (held.includes(e.vreg)) state.latest.set(e.vreg, to);
}

/** An edit backward: the destination is overwritten; what it will be read for, its source is read for. */
function backwardEdit(reads: Places, e: Edit): void {
  const to = locationName(e.to);
  const wanted = reads.vregsAt(to);
  reads.clear(to);
  if (!('value' in e.from)) reads.add(locationName(e.from), wanted);
}

/** A def forward: the old value of its vreg is gone everywhere; its location holds it alone (a `copy`: with the source's vregs). */
function define(state: Forward, d: Def): void {
  const copied = d.copyOf === undefined ? [] : state.holds.vregsAt(d.copyOf).filter((v) => v !== d.vreg);
  state.holds.forget(d.vreg);
  state.holds.put(d.loc, [d.vreg, ...copied]);
  state.latest.set(d.vreg, d.loc);
}

/** A def backward: no copy of its vreg's old value is read after it; its location is overwritten (a `copy`'s source is read for the rest). */
function undefine(reads: Places, d: Def): void {
  const wanted = reads.vregsAt(d.loc).filter((v) => v !== d.vreg);
  reads.forget(d.vreg);
  reads.clear(d.loc);
  if (d.copyOf !== undefined) reads.add(d.copyOf, wanted);
}

/** Points joined into ranges: a vreg's next point extends its open range when adjacent and in the same place. */
class RangeBuilder {
  private readonly open = new Map<number, { vreg: number; from: number; to: number; location: string }>();
  private readonly closed: LocatedRange[] = [];

  add(vreg: number, point: number, location: string): void {
    const cur = this.open.get(vreg);
    if (cur !== undefined && cur.location === location && cur.to === point - 1) {
      cur.to = point;
      return;
    }
    if (cur !== undefined) this.closed.push({ ...cur });
    this.open.set(vreg, { vreg, from: point, to: point, location });
  }

  done(): LocatedRange[] {
    const all = [...this.closed, ...[...this.open.values()].map((r) => ({ ...r }))];
    return all.sort((a, b) => a.vreg - b.vreg || a.from - b.from);
  }
}
