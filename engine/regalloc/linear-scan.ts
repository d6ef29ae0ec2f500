// linear-scan: Poletto and Sarkar's linear scan (TOPLAS 21(5), 1999, §2) over live-interval hulls.
// Each vreg either keeps one register for its whole interval or lives in a spill slot; when no
// register is free, the interval with the lowest spill weight (10^loopDepth per operand, see
// liveness.ts) among the current one and the active ones that could yield a usable register goes
// to the stack.
//
// Contract: requires an MFunction that passes verifyMir and TargetRegs; produces an AllocResult.
// Fixed registers are honoured as intervals of pregs: a register fixed to another vreg (or the
// fixed input of another vreg's reuse) at an instruction the interval overlaps, or clobbered at an
// instruction the interval spans, is not a candidate. Operands whose home does not meet their
// constraint (fixed registers, reuse, spilled vregs) get scratch registers at the instruction
// (engine/regalloc/shared/operand-assignment.ts); the first `reserve` registers of the scratch order are kept out of
// the scan so that every instruction finds its scratch registers; the reserve grows until
// operand assignment succeeds (at the full register file this is spill-all).

import type { AllocResult, Allocation, Allocator, MFunction, PReg, TargetRegs } from '../mir/types.js';
import { assignOperands, NoRegisterError } from './shared/operand-assignment.js';
import { liveIntervals, type Interval } from './shared/liveness.js';
import { planted } from '../../common/planted-bugs.js';

/** A register unavailable to intervals (other than `except`) that overlap [lo, hi] (`overlap`) or
 *  contain both lo and hi (`span`, a clobber: values defined or last used there survive). */
interface Block {
  readonly lo: number;
  readonly hi: number;
  readonly except: number;
  readonly span: boolean;
}

function addBlock(m: Map<PReg, Block[]>, r: PReg, b: Block): void {
  const list = m.get(r);
  if (list === undefined) m.set(r, [b]);
  else list.push(b);
}

function blocksPerReg(fn: MFunction): Map<PReg, Block[]> {
  const m = new Map<PReg, Block[]>();
  const add = (r: PReg, b: Block): void => addBlock(m, r, b);
  let i = 0;
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      for (const op of inst.regs) {
        if (op.constraint.kind === 'fixed') add(op.constraint.preg, { lo: 2 * i, hi: 2 * i + 1, except: op.vreg, span: false });
        if (op.constraint.kind === 'reuse') {
          const input = inst.regs[op.constraint.input]!;
          if (input.constraint.kind === 'fixed') add(input.constraint.preg, { lo: 2 * i, hi: 2 * i + 1, except: op.vreg, span: false });
        }
      }
      if (inst.kind === 'isa' && !planted('ra-ignores-call-clobbers'))
        for (const c of inst.clobbers) add(c, { lo: 2 * i, hi: 2 * i + 2, except: -1, span: true });
      i++;
    }
  }
  return m;
}

const NOTHING: ReadonlySet<PReg> = new Set();

function blocked(iv: Interval, blocks: readonly Block[] | undefined): boolean {
  if (blocks === undefined) return false;
  for (const b of blocks) {
    if (b.except !== iv.vreg && (b.span ? iv.start <= b.lo && iv.end >= b.hi : iv.start <= b.hi && iv.end >= b.lo)) return true;
  }
  return false;
}

/** What every attempt shares, whatever its reserve: computed once per function (x86-32 makes ~2
 *  attempts a function). */
interface Prepared {
  readonly blocks: Map<PReg, Block[]>;
  readonly classesOf: Set<PReg>[];
  /** Vregs with a `stack` operand, in order of first such operand. */
  readonly stackVregs: number[];
  /** Each vreg's interval end (-1 without one). */
  readonly ends: number[];
}

function prepare(fn: MFunction, regs: TargetRegs, intervals: readonly Interval[]): Prepared {
  const stackVregs: number[] = [];
  const seen = new Set<number>();
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      for (const op of inst.regs) {
        if (op.constraint.kind === 'stack' && !seen.has(op.vreg)) {
          seen.add(op.vreg);
          stackVregs.push(op.vreg);
        }
      }
    }
  }
  const ends = fn.vregs.map(() => -1);
  for (const iv of intervals) ends[iv.vreg] = iv.end;
  return { blocks: blocksPerReg(fn), classesOf: vregClasses(fn, regs), stackVregs, ends };
}

/** Per vreg, its class narrowed by every reg constraint on it. */
function vregClasses(fn: MFunction, regs: TargetRegs): Set<PReg>[] {
  const classesOf = fn.vregs.map((info) => new Set(regs.classes[info.class] ?? []));
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      for (const op of inst.regs) {
        // A constraint naming the vreg's own class narrows nothing (the set starts as that class
        // and only shrinks): most operands; a new set for each cost ~8 % of linear-scan.
        const c = op.constraint; // `any` narrows as `reg` does: this allocator never gives it the slot
        if ((c.kind !== 'reg' && c.kind !== 'any') || c.class === fn.vregs[op.vreg]!.class) continue;
        const cls = regs.classes[c.class] ?? [];
        classesOf[op.vreg] = new Set([...classesOf[op.vreg]!].filter((r) => cls.includes(r)));
      }
    }
  }
  return classesOf;
}

/** Registers an interval may take: its class and every reg constraint on it, minus blocked ones. */
function candidateRegs(pool: readonly PReg[], prep: Prepared, iv: Interval): PReg[] {
  const cls = prep.classesOf[iv.vreg]!;
  const cands: PReg[] = [];
  for (const r of pool) if (cls.has(r) && !blocked(iv, prep.blocks.get(r))) cands.push(r);
  return cands;
}

/** Scratch order: registers in every class first (x86-32's byte registers), caller-saved first. */
function scratchOrder(regs: TargetRegs): PReg[] {
  const inAll = (r: PReg) => Object.values(regs.classes).every((c) => c.includes(r));
  const score = (r: PReg) => (inAll(r) ? 0 : 2) + (regs.callerSaved.includes(r) ? 0 : 1);
  return [...regs.allocatable].sort((a, b) => score(a) - score(b) || regs.allocatable.indexOf(a) - regs.allocatable.indexOf(b));
}

// scan's helpers loop rather than filter/find/sort with arrows: they run once per interval, and
// each such call allocates a closure (filter also an array); an arrow bound to a name
// (`const f = () => ...`) is moreover wrapped in __name(...) by tsx (esbuild keepNames) each time.

/** The active intervals still live at `start` and holding a register. */
function stillActive(active: readonly Interval[], start: number, assigned: ReadonlyMap<number, PReg>): Interval[] {
  const kept: Interval[] = [];
  for (const a of active) if (a.end >= start && assigned.has(a.vreg)) kept.push(a);
  return kept;
}

/** The first candidate no active interval holds. */
function firstFree(cands: readonly PReg[], active: readonly Interval[], assigned: ReadonlyMap<number, PReg>): PReg | undefined {
  for (const r of cands) {
    let busy = false;
    for (const a of active)
      if (assigned.get(a.vreg) === r) {
        busy = true;
        break;
      }
    if (!busy) return r;
  }
  return undefined;
}

/** The active interval holding a candidate with the lowest weight, the furthest end on a tie,
 *  the earliest in `active` after that (what a stable sort's first element was). */
function cheapestVictim(cands: readonly PReg[], active: readonly Interval[], assigned: ReadonlyMap<number, PReg>): Interval | undefined {
  let best: Interval | undefined;
  for (const a of active) {
    if (!cands.includes(assigned.get(a.vreg)!)) continue;
    if (best === undefined || a.weight < best.weight || (a.weight === best.weight && a.end > best.end)) best = a;
  }
  return best;
}

function scan(intervals: Interval[], pool: readonly PReg[], prep: Prepared): Map<number, PReg> {
  const assigned = new Map<number, PReg>();
  let active: Interval[] = [];
  for (const iv of intervals) {
    active = stillActive(active, iv.start, assigned);
    const cands = candidateRegs(pool, prep, iv);
    const free = firstFree(cands, active, assigned);
    if (free !== undefined) {
      assigned.set(iv.vreg, free);
      active.push(iv);
      continue;
    }
    const victim = cheapestVictim(cands, active, assigned);
    if (victim && victim.weight < iv.weight) {
      assigned.set(iv.vreg, assigned.get(victim.vreg)!);
      assigned.delete(victim.vreg);
      active.splice(active.indexOf(victim), 1);
      active.push(iv);
    }
  }
  return assigned;
}

function attempt(fn: MFunction, regs: TargetRegs, intervals: Interval[], prep: Prepared, reserve: number): AllocResult {
  const pool = scratchOrder(regs).slice(reserve);
  const assigned = scan(intervals, pool, prep);
  const home: (Allocation | undefined)[] = fn.vregs.map(() => undefined);
  let slots = 0;
  for (const iv of intervals) {
    const r = assigned.get(iv.vreg);
    home[iv.vreg] = r !== undefined ? { kind: 'reg', preg: r } : { kind: 'slot', slot: slots++ };
  }
  const total = fn.blocks.reduce((n, b) => n + b.insts.length, 0);
  // A set only where some interval holds a register (spill-heavy attempts leave most empty).
  const occupied: (Set<PReg> | undefined)[] = new Array(total);
  for (const iv of intervals) {
    const r = assigned.get(iv.vreg);
    if (r === undefined) continue;
    for (let i = Math.floor(iv.start / 2); i <= Math.floor(iv.end / 2); i++) (occupied[i] ??= new Set()).add(r);
  }
  // A vreg kept in a register still needs a slot for its `stack` operands (stored before a use).
  const stackSlots = new Map<number, number>();
  for (const v of prep.stackVregs) if (home[v]?.kind === 'reg') stackSlots.set(v, slots++);
  const ends = prep.ends;
  const { allocs, edits } = assignOperands(fn, regs, {
    home,
    occupied: (i) => occupied[i] ?? NOTHING,
    liveAfter: (v, i) => (ends[v] ?? -1) >= 2 * i + 2,
    stackSlot: (v) => stackSlots.get(v)!,
  });
  return { allocs, edits, spillSlots: slots, slotBytes: regs.wordBytes };
}

export const linearScan: Allocator = {
  name: 'linear-scan',
  allocate(fn: MFunction, regs: TargetRegs): AllocResult {
    const intervals = liveIntervals(fn)
      .filter((iv): iv is Interval => iv !== undefined)
      .sort((a, b) => a.start - b.start || a.vreg - b.vreg);
    const prep = prepare(fn, regs, intervals);
    for (let reserve = 0; ; reserve++) {
      try {
        return attempt(fn, regs, intervals, prep, reserve);
      } catch (e) {
        if (!(e instanceof NoRegisterError) || reserve >= regs.allocatable.length) throw e;
      }
    }
  },
};
