// Operand assignment at each instruction, given every vreg's home (the register it keeps for its
// whole live interval, or its spill slot): the shared back half of spill-all and linear-scan.
//
// Contract: requires an MFunction that passes verifyMir, TargetRegs, a home per referenced vreg,
// the registers that are homes of intervals overlapping each instruction (`occupied`) and whether a
// vreg's value is still needed after an instruction (`liveAfter`). Homes must respect the rules the
// allocator guarantees: a register home is never fixed to another vreg, clobbered or written by a
// reuse of another vreg's fixed input inside the home's interval. Produces AllocResult.allocs and
// edits: an operand uses its home register directly when that meets its constraint (regalloc2
// semantics, engine/mir/types.ts), otherwise a scratch register chosen among registers that are not
// occupied, not fixed at the instruction and not taken by another operand; uses are loaded into it
// before the instruction and defs stored to their home after it, each group as one parallel copy
// (moves.ts parallelMoves) so a def's home may be another def's operand register. A `stack`
// operand is given its vreg's spill slot: the home when that is a slot, else `stackSlot(vreg)`,
// which is stored from the home register before a use and reloaded into it after a def. Throws
// NoRegisterError when the instruction cannot be given registers (the caller may reserve more).

import type { Allocation, Edit, MFunction, MInst, OperandAlloc, PReg, RegOperand, TargetRegs } from '../mir/types.js';
import { locKey, parallelMoves, sameLoc, type Move } from './moves.js';

export class NoRegisterError extends Error {
  override readonly name = 'NoRegisterError';
}

export interface Homes {
  readonly home: readonly (Allocation | undefined)[];
  readonly occupied: (inst: number) => ReadonlySet<PReg>;
  readonly liveAfter: (vreg: number, inst: number) => boolean;
  /** The spill slot a `stack` operand of a vreg with a register home uses. */
  readonly stackSlot: (vreg: number) => number;
}

interface InstCtx {
  readonly fn: MFunction;
  readonly regs: TargetRegs;
  readonly homes: Homes;
  readonly index: number;
  readonly ops: readonly RegOperand[];
  readonly pregs: (PReg | undefined)[];
  readonly claimUse: Map<PReg, number>;
  readonly claimDef: Set<PReg>;
  /** Fixed registers of the instruction and the vregs they belong to. */
  readonly fixed: Map<PReg, Set<number>>;
  readonly occupied: ReadonlySet<PReg>;
}

function classOf(ctx: InstCtx, op: RegOperand): readonly PReg[] {
  const vclass = ctx.regs.classes[ctx.fn.vregs[op.vreg]!.class] ?? [];
  if (op.constraint.kind !== 'reg') return vclass;
  const cls = ctx.regs.classes[op.constraint.class] ?? [];
  return cls.filter((r) => vclass.includes(r));
}

function homeReg(ctx: InstCtx, vreg: number): PReg | null {
  const h = ctx.homes.home[vreg];
  return h?.kind === 'reg' ? h.preg : null;
}

function fixedToOther(ctx: InstCtx, r: PReg, vreg: number): boolean {
  const owners = ctx.fixed.get(r);
  if (owners === undefined) return false;
  for (const v of owners) if (v !== vreg) return true;
  return false;
}

// The helpers below take what a closure would capture as arguments: tsx (esbuild keepNames) names
// every inner arrow held in a const with a defineProperty call each time it is created, which cost
// ~3 % of a fuzz case here, per operand.

/** A use may take r unless r already carries another vreg's use. */
function freeFor(ctx: InstCtx, r: PReg, vreg: number): boolean {
  return (ctx.claimUse.get(r) ?? vreg) === vreg;
}

/** A def may not take a register another def took, nor (early def) one a use took. */
function takenFor(ctx: InstCtx, op: RegOperand, r: PReg): boolean {
  return ctx.claimDef.has(r) || (op.early === true && ctx.claimUse.has(r));
}

function pickScratch(ctx: InstCtx, op: RegOperand, k: number, avoid: (r: PReg) => boolean): PReg {
  const r = classOf(ctx, op).find((x) => !ctx.occupied.has(x) && !ctx.fixed.has(x) && !avoid(x));
  if (r === undefined) throw new NoRegisterError(`inst ${ctx.index} operand ${k}: no free register for v${op.vreg}`);
  return r;
}

/** A use reads its home directly unless a reuse of another vreg would overwrite a home still needed. */
function assignUse(ctx: InstCtx, op: RegOperand, k: number): void {
  const c = op.constraint;
  if (c.kind === 'fixed') { ctx.pregs[k] = c.preg; ctx.claimUse.set(c.preg, op.vreg); return; }
  const cls = classOf(ctx, op);
  const reusedBy = ctx.ops.find((d) => d.kind === 'def' && d.constraint.kind === 'reuse' && d.constraint.input === k);
  const overwritten = reusedBy !== undefined && reusedBy.vreg !== op.vreg;
  const home = homeReg(ctx, op.vreg);
  const mustCopy = overwritten && ctx.homes.liveAfter(op.vreg, ctx.index);
  let r: PReg | undefined;
  if (home !== null && cls.includes(home) && !mustCopy && freeFor(ctx, home, op.vreg) && !fixedToOther(ctx, home, op.vreg)) r = home;
  if (r === undefined && !overwritten) {
    r = cls.find((x) => ctx.claimUse.get(x) === op.vreg && x !== home);
  }
  r ??= pickScratch(ctx, op, k, (x) => ctx.claimUse.has(x));
  ctx.pregs[k] = r;
  ctx.claimUse.set(r, op.vreg);
}

function assignDef(ctx: InstCtx, op: RegOperand, k: number): void {
  const c = op.constraint;
  let r: PReg | undefined;
  if (c.kind === 'fixed') r = c.preg;
  else if (c.kind === 'reuse') r = ctx.pregs[c.input];
  else {
    const cls = classOf(ctx, op);
    const home = homeReg(ctx, op.vreg);
    if (home !== null && cls.includes(home) && !takenFor(ctx, op, home) && !fixedToOther(ctx, home, op.vreg)) r = home;
    r ??= pickScratch(ctx, op, k, (x) => takenFor(ctx, op, x));
  }
  if (r === undefined) throw new NoRegisterError(`inst ${ctx.index} operand ${k}: reuse of an unassigned input`);
  ctx.pregs[k] = r;
  ctx.claimDef.add(r);
}

function rank(op: RegOperand): number {
  return op.constraint.kind === 'fixed' ? 0 : op.constraint.kind === 'reuse' ? 1 : 2;
}

/** Fixed operands first, then reuse defs, then the smallest classes (each key computed once). */
function order(ctx: InstCtx, kind: 'use' | 'def', early: boolean): number[] {
  const keyed: { k: number; rank: number; size: number }[] = [];
  ctx.ops.forEach((op, k) => {
    if (op.constraint.kind === 'stack' || op.kind !== kind || (kind === 'def' && (op.early === true) !== early)) return;
    keyed.push({ k, rank: rank(op), size: classOf(ctx, op).length });
  });
  if (keyed.length > 1) keyed.sort((a, b) => a.rank - b.rank || a.size - b.size || a.k - b.k);
  return keyed.map((x) => x.k);
}

function fixedRegs(ops: readonly RegOperand[]): Map<PReg, Set<number>> {
  const m = new Map<PReg, Set<number>>();
  for (const op of ops) {
    if (op.constraint.kind !== 'fixed') continue;
    const owners = m.get(op.constraint.preg);
    if (owners === undefined) m.set(op.constraint.preg, new Set([op.vreg]));
    else owners.add(op.vreg);
  }
  return m;
}

/** Where operand k is at the instruction: its register, or for a `stack` operand its vreg's slot. */
function operandLoc(homes: Homes, op: RegOperand, preg: PReg | undefined): Allocation {
  if (op.constraint.kind !== 'stack') return { kind: 'reg', preg: preg! };
  const home = homes.home[op.vreg]!;
  return home.kind === 'slot' ? home : { kind: 'slot', slot: homes.stackSlot(op.vreg) };
}

function assignInst(fn: MFunction, regs: TargetRegs, homes: Homes, inst: MInst, index: number): { allocs: OperandAlloc[]; edits: Edit[] } {
  const ctx: InstCtx = {
    fn, regs, homes, index, ops: inst.regs, pregs: inst.regs.map(() => undefined),
    claimUse: new Map(), claimDef: new Set(), fixed: fixedRegs(inst.regs), occupied: homes.occupied(index),
  };
  for (const k of order(ctx, 'use', false)) assignUse(ctx, inst.regs[k]!, k);
  for (const k of order(ctx, 'def', true)) assignDef(ctx, inst.regs[k]!, k);
  for (const k of order(ctx, 'def', false)) assignDef(ctx, inst.regs[k]!, k);
  const locs = inst.regs.map((op, k) => operandLoc(homes, op, ctx.pregs[k]));
  const before = new Map<string, Move>();
  const after: Move[] = [];
  for (const [k, op] of inst.regs.entries()) {
    const home = homes.home[op.vreg]!;
    const at = locs[k]!;
    if (sameLoc(home, at)) continue;
    if (op.kind === 'use') before.set(locKey(at), { from: home, to: at, vreg: op.vreg });
    else after.push({ from: at, to: home, vreg: op.vreg });
  }
  const allocs = locs.map((a): OperandAlloc => (a.kind === 'reg' ? a.preg : { slot: a.slot }));
  const edits = parallelMoves([...before.values()], { inst: index, pos: 'before' }, () => cycleAt(index));
  if (after.length > 0) edits.push(...parallelMoves(after, { inst: index, pos: 'after' }, () => cycleAt(index)));
  return { allocs, edits };
}

function cycleAt(index: number): never {
  throw new NoRegisterError(`inst ${index}: operand moves form a cycle`);
}

export function assignOperands(fn: MFunction, regs: TargetRegs, homes: Homes): { allocs: OperandAlloc[][]; edits: Edit[] } {
  const allocs: OperandAlloc[][] = [];
  const edits: Edit[] = [];
  let index = 0;
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      const r = assignInst(fn, regs, homes, inst, index);
      allocs.push(r.allocs);
      edits.push(...r.edits);
      index++;
    }
  }
  return { allocs, edits };
}
