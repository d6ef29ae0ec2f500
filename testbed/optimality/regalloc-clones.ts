// Value cloning in an allocation: one value held in two registers at once and read from both (Koes's
// thesis §3.6, limitation 6, "no value cloning: one class per variable per program point"; digest
// §1.7). The MCNF model cannot express it, so an allocation that clones may cost less than the
// model's proven optimum without a bug on either side: `tessera optimality --problem regalloc`
// (regalloc-measure.ts) reports such a heuristic as below the optimum through a model limit.
//
// Contract: requires an MFunction and an AllocResult the allocation checker accepts. Produces the
// first clone found (`v3 in edi and eax at inst 5`), or null. Each block is walked in layout
// order, events numbered: the edits before an instruction (in order), its reads, its clobbers and
// defs, the edits after it. A register holds a value from the event that writes it (a def: a new
// value of the vreg; an edit: the value its source held) until another write or a clobber; a value
// found in a register the block has not written yet is the vreg's value at block entry (the checker
// accepted the read, so the register does hold it). A hold's life runs from its write to its last
// read (an operand read or an edit's source). A clone: two holds of one value in different
// registers whose lives overlap over more than one event — a move A → B whose source is not read
// again is a hand-over, not a clone. Spill slots are not holds here: a value in a register and its
// slot is what the model's anti-variable expresses (§3.4). Values never cross a block boundary in
// this walk (slots carry values within the block too: a reload gives the register the value the slot
// was stored from): a clone that only spans blocks is not found (conservative: it is then reported as a
// bug, never hidden).

import type { AllocResult, Allocation, MFunction, MInst, OperandAlloc } from '../../engine/mir/types.js';

/** A register or a spill slot (`#3`). */
type Loc = string;

interface Hold {
  readonly value: string;
  readonly reg: string;
  readonly from: number;
  lastRead: number | null;
}

interface Walk {
  readonly regs: Map<string, Hold>;
  readonly slots: Map<Loc, string>;
  readonly done: Hold[];
  readonly block: number;
  /** Definitions so far per vreg (each def is a new value). */
  readonly defs: Map<number, number>;
  event: number;
}

/** The first value the allocation holds in two registers at once, described, or null. */
export function findClone(fn: MFunction, alloc: AllocResult): string | null {
  const defs = new Map<number, number>();
  let index = 0;
  for (const [k, b] of fn.blocks.entries()) {
    const w: Walk = { regs: new Map(), slots: new Map(), done: [], block: k, defs, event: 0 };
    for (const inst of b.insts) walkInstruction(w, alloc, index++, inst);
    w.done.push(...w.regs.values());
    const clone = overlapping(w.done);
    if (clone !== null) return clone;
  }
  return null;
}

function walkInstruction(w: Walk, alloc: AllocResult, index: number, inst: MInst): void {
  const ops = alloc.allocs[index] ?? [];
  editsAt(w, alloc, index, 'before');
  w.event++;
  inst.regs.forEach((op, j) => {
    if (op.kind === 'use') read(w, locOf(ops[j]), op.vreg);
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
    write(w, locOfAllocation(e.to), read(w, locOfAllocation(e.from), e.vreg));
  }
}

const locOf = (a: OperandAlloc | undefined): Loc => (typeof a === 'string' ? a : `#${a?.slot ?? -1}`);
const locOfAllocation = (a: Allocation): Loc => (a.kind === 'reg' ? a.preg : `#${a.slot}`);
const isSlot = (l: Loc): boolean => l.startsWith('#');

/** Reads the value of `vreg` at `loc` (its entry value when the block has not written `loc`). */
function read(w: Walk, loc: Loc, vreg: number): string {
  const entry = `v${vreg}@entry${w.block}`;
  if (isSlot(loc)) return w.slots.get(loc) ?? entry;
  let h = w.regs.get(loc);
  if (h === undefined) {
    h = { value: entry, reg: loc, from: -1, lastRead: null };
    w.regs.set(loc, h);
  }
  h.lastRead = w.event;
  return h.value;
}

function write(w: Walk, loc: Loc, value: string): void {
  if (isSlot(loc)) {
    w.slots.set(loc, value);
    return;
  }
  end(w, loc);
  w.regs.set(loc, { value, reg: loc, from: w.event, lastRead: null });
}

function end(w: Walk, reg: string): void {
  const h = w.regs.get(reg);
  if (h === undefined) return;
  w.done.push(h);
  w.regs.delete(reg);
}

/** Two read holds of one value in different registers whose lives overlap over more than an event. */
function overlapping(holds: readonly Hold[]): string | null {
  const byValue = new Map<string, Hold[]>();
  for (const h of holds) if (h.lastRead !== null && h.lastRead > h.from) byValue.set(h.value, [...(byValue.get(h.value) ?? []), h]);
  for (const [value, hs] of byValue)
    for (const a of hs)
      for (const b of hs) {
        if (a.reg === b.reg) continue;
        if (Math.max(a.from, b.from) < Math.min(a.lastRead!, b.lastRead!))
          return `${value.split(/[#@]/)[0]} in ${a.reg} and ${b.reg} at once`;
      }
  return null;
}
