// Value cloning in an allocation: one value kept in two places at once and used from both (Koes's
// thesis §3.6, limitation 6, "no value cloning: one class per variable per program point"; digest
// §1.7). The MCNF model cannot express it, so an allocation that clones may cost less than the
// model's proven optimum without a bug on either side: `tessera optimality --problem regalloc`
// (testbed/optimality/regalloc-measure.ts) reports such a heuristic as below the optimum through a model
// limit, read from the cost evaluator's `value-clone` category (evaluate.ts).
//
// Contract: requires an MFunction and an AllocResult the allocation checker accepts. Produces the
// first clone found (`v3 in edi and eax`), or null. Each block is walked in layout order (a block
// whose only predecessor is the block before it continuing that block's walk), events
// numbered: the edits before an instruction (in order), its operand reads, its clobbers and defs,
// the edits after it. A location (register or spill slot) holds a value from the event that writes
// it (a def: a new value of the vreg; an edit: the value its source held) until another write or a
// clobber; a value found in a location the block has not written yet is the vreg's value at block
// entry (the checker accepted the read, so the location does hold it). Only operand reads count as
// uses (an edit's source read moves the value, it does not use it). A clone, within one hold of
// each location:
// - two registers: a use from register B between two uses from register A (A B A: one location
//   would need a move there and a move back); or a use from A while B already holds the value, by
//   an instruction that clobbers or redefines A, then a use from B (the value crosses that
//   instruction in B while it is used in A; a move out of B later counts as B's use: x86-32
//   recursion@digit_sum keeps v0 in ebx and copies it to eax for each `div`). A then B otherwise is a hand-over the model expresses
//   with one move after A's last use;
// - a register and a slot: a use from register R, or a move out of R, after a memory-operand use of
//   the slot, R holding the value since before it (the model's flow is in memory at the memory
//   operand and pays a load to come back; a register then its slot, or a register beside its slot, is the anti-variable of
//   §3.4, which the model expresses).
// Conservative: a clone the rules do not see (across a block boundary other than a fall-through into
// a block with no other predecessor, where the walk starts afresh; or a fixed def forcing the pattern
// A→B then A) is reported as a bug, never hidden.

import type { AllocResult, Allocation, MFunction, MInst, OperandAlloc } from '../../engine/mir/types.js';

/** A register, or a spill slot as `#3`. */
type Loc = string;

interface Hold {
  readonly value: string;
  readonly loc: Loc;
  readonly from: number;
  /** Events of the operand reads from this hold. */
  readonly uses: number[];
  /** Events of edits that read it (moves, stores). */
  readonly sourced: number[];
  /** The event that ended it (a clobber, a def or an edit writing the location), or null. */
  end: number | null;
}

interface Walk {
  readonly live: Map<Loc, Hold>;
  readonly done: Hold[];
  readonly block: number;
  /** Definitions so far per vreg (each def is a new value). */
  readonly defs: Map<number, number>;
  event: number;
}

/** The first value the allocation keeps in two places at once and uses from both, described, or null. */
export function findClone(fn: MFunction, alloc: AllocResult): string | null {
  const defs = new Map<number, number>();
  let index = 0;
  let w: Walk | null = null;
  for (const [k, b] of fn.blocks.entries()) {
    // A block entered only from the block before it continues that block's walk: what each location
    // holds flows across the fall-through, so a value kept in two places across it is seen.
    const continues = w !== null && b.preds.length === 1 && b.preds[0] === fn.blocks[k - 1]!.id;
    if (!continues) {
      const clone = w === null ? null : chainClone(w);
      if (clone !== null) return clone;
      w = { live: new Map(), done: [], block: k, defs, event: 0 };
    }
    for (const inst of b.insts) walkInstruction(w!, alloc, index++, inst);
  }
  return w === null ? null : chainClone(w);
}

/** The clone among the holds of a finished walk (a chain of fall-through blocks), or null. */
function chainClone(w: Walk): string | null {
  w.done.push(...w.live.values());
  return clonedValue(w.done);
}

function walkInstruction(w: Walk, alloc: AllocResult, index: number, inst: MInst): void {
  const ops = alloc.allocs[index] ?? [];
  editsAt(w, alloc, index, 'before');
  w.event++;
  inst.regs.forEach((op, j) => {
    if (op.kind === 'use') holdAt(w, locOf(ops[j]), op.vreg).uses.push(w.event);
  });
  w.event++;
  if (inst.kind === 'isa') for (const r of inst.clobbers) end(w, r);
  inst.regs.forEach((op, j) => {
    if (op.kind !== 'def') return;
    const n = (w.defs.get(op.vreg) ?? 0) + 1;
    w.defs.set(op.vreg, n);
    write(w, locOf(ops[j]), `v${op.vreg}#${n}`);
  });
  editsAt(w, alloc, index, 'after');
}

function editsAt(w: Walk, alloc: AllocResult, index: number, pos: 'before' | 'after'): void {
  for (const e of alloc.edits) {
    if (e.point.inst !== index || e.point.pos !== pos) continue;
    w.event++;
    if (e.from.kind === 'const') {
      // A remat regenerates the value: a place of its own, sourced from no other (the constant class).
      const n = w.defs.get(e.vreg);
      write(w, locOfAllocation(e.to), n === undefined ? `v${e.vreg}@entry${w.block}` : `v${e.vreg}#${n}`);
      continue;
    }
    const source = holdAt(w, locOfAllocation(e.from), e.vreg);
    source.sourced.push(w.event);
    write(w, locOfAllocation(e.to), source.value);
  }
}

const locOf = (a: OperandAlloc | undefined): Loc => (typeof a === 'string' ? a : `#${a?.slot ?? -1}`);
const locOfAllocation = (a: Allocation): Loc => (a.kind === 'reg' ? a.preg : `#${a.slot}`);
const isSlot = (l: Loc): boolean => l.startsWith('#');

/** The hold at `loc` (the vreg's entry value when the block has not written `loc`). */
function holdAt(w: Walk, loc: Loc, vreg: number): Hold {
  let h = w.live.get(loc);
  if (h === undefined) {
    h = { value: `v${vreg}@entry${w.block}`, loc, from: -1, uses: [], sourced: [], end: null };
    w.live.set(loc, h);
  }
  return h;
}

function write(w: Walk, loc: Loc, value: string): void {
  end(w, loc);
  w.live.set(loc, { value, loc, from: w.event, uses: [], sourced: [], end: null });
}

function end(w: Walk, loc: Loc): void {
  const h = w.live.get(loc);
  if (h === undefined) return;
  h.end = w.event;
  w.done.push(h);
  w.live.delete(loc);
}

/** Whether the holds `a` and `b` of one value make a clone (the rules of the header). */
function clones(a: Hold, b: Hold): boolean {
  if (a.loc === b.loc || isSlot(a.loc)) return false;
  if (isSlot(b.loc)) return b.uses.some((m) => a.from < m && [...a.uses, ...a.sourced].some((r) => r > m));
  // A B A: a use from B while A holds the value, with uses from A before and after it.
  if (b.uses.some((t) => t > a.from && a.uses.some((r) => r < t) && a.uses.some((r) => r > t))) return true;
  // A used while B already holds the value, A lost by that very instruction (clobber, def), B used
  // later or moved out later (B kept the value across the instruction while it was used in A).
  return a.uses.some((t) => b.from < t && a.end === t + 1 && [...b.uses, ...b.sourced].some((u) => u > t));
}

function clonedValue(holds: readonly Hold[]): string | null {
  const byValue = new Map<string, Hold[]>();
  for (const h of holds) if (h.uses.length + h.sourced.length > 0) byValue.set(h.value, [...(byValue.get(h.value) ?? []), h]);
  for (const [value, hs] of byValue)
    for (const a of hs)
      for (const b of hs) {
        if (!clones(a, b)) continue;
        const where = isSlot(b.loc) ? `its slot (a memory operand)` : b.loc;
        return `${value.split(/[#@]/)[0]} in ${a.loc} and ${where}`;
      }
  return null;
}
