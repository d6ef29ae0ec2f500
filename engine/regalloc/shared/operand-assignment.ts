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

import type { Allocation, Edit, MFunction, MInst, OperandAlloc, PReg, RegOperand, TargetRegs } from '../../mir/types.js';
import { locKey, parallelMoves, reuserOf, type Move } from './moves.js';

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
  /** classOf's results for this function, by vreg class then constraint class. */
  readonly classes: Map<string, Map<string, readonly PReg[]>>;
  readonly index: number;
  readonly ops: readonly RegOperand[];
  readonly pregs: (PReg | undefined)[];
  readonly claimUse: Map<PReg, number>;
  readonly claimDef: Set<PReg>;
  /** Fixed registers of the instruction and the vregs they belong to. */
  readonly fixed: ReadonlyMap<PReg, Set<number>>;
  readonly occupied: ReadonlySet<PReg>;
}

/** The registers operand `op` may take. Memoized per function: filtering the class at every call
 *  (~4 times an operand) made a new array each time. */
function classOf(ctx: InstCtx, op: RegOperand): readonly PReg[] {
  const vname = ctx.fn.vregs[op.vreg]!.class;
  const c = op.constraint;
  const cname = c.kind === 'reg' || c.kind === 'any' ? c.class : ''; // `any`: a register of its class here
  let byConstraint = ctx.classes.get(vname);
  if (byConstraint === undefined) {
    byConstraint = new Map();
    ctx.classes.set(vname, byConstraint);
  }
  let cls = byConstraint.get(cname);
  if (cls === undefined) {
    const vclass = ctx.regs.classes[vname] ?? [];
    cls = cname === '' ? vclass : (ctx.regs.classes[cname] ?? []).filter((r) => vclass.includes(r));
    byConstraint.set(cname, cls);
  }
  return cls;
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

// The helpers below take what a closure would capture as arguments and loop instead of calling
// find/filter with an arrow: every such call allocates a closure (filter also an array), per
// operand, and an arrow bound to a name (`const f = () => ...`) is moreover wrapped in __name(...)
// by tsx (esbuild keepNames), a defineProperty call each time it is created; ~3 % of a fuzz case here.

/** A use may take r unless r already carries another vreg's use. */
function freeFor(ctx: InstCtx, r: PReg, vreg: number): boolean {
  return (ctx.claimUse.get(r) ?? vreg) === vreg;
}

/** A def may not take a register another def took, nor (early def) one a use took. */
function takenFor(ctx: InstCtx, op: RegOperand, r: PReg): boolean {
  return ctx.claimDef.has(r) || (op.early === true && ctx.claimUse.has(r));
}

/** The first register of the operand's class that is free at the instruction and not yet claimed
 *  (by a use, for a use; as takenFor says, for a def). */
function pickScratch(ctx: InstCtx, op: RegOperand, k: number): PReg {
  for (const x of classOf(ctx, op)) {
    if (ctx.occupied.has(x) || ctx.fixed.has(x)) continue;
    if (op.kind === 'use' ? ctx.claimUse.has(x) : takenFor(ctx, op, x)) continue;
    return x;
  }
  throw new NoRegisterError(`inst ${ctx.index} operand ${k}: no free register for v${op.vreg}`);
}

/** A register of cls (other than home) already carrying a use of vreg. */
function sharedUse(ctx: InstCtx, cls: readonly PReg[], vreg: number, home: PReg | null): PReg | undefined {
  for (const x of cls) if (ctx.claimUse.get(x) === vreg && x !== home) return x;
  return undefined;
}

/** A use reads its home directly unless a reuse of another vreg would overwrite a home still needed. */
function assignUse(ctx: InstCtx, op: RegOperand, k: number): void {
  const c = op.constraint;
  if (c.kind === 'fixed') {
    ctx.pregs[k] = c.preg;
    ctx.claimUse.set(c.preg, op.vreg);
    return;
  }
  const cls = classOf(ctx, op);
  const reusedBy = reuserOf(ctx.ops, k);
  const overwritten = reusedBy !== undefined && reusedBy.vreg !== op.vreg;
  const home = homeReg(ctx, op.vreg);
  const mustCopy = overwritten && ctx.homes.liveAfter(op.vreg, ctx.index);
  let r: PReg | undefined;
  if (home !== null && cls.includes(home) && !mustCopy && freeFor(ctx, home, op.vreg) && !fixedToOther(ctx, home, op.vreg)) r = home;
  if (r === undefined && !overwritten) r = sharedUse(ctx, cls, op.vreg, home);
  r ??= pickScratch(ctx, op, k);
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
    r ??= pickScratch(ctx, op, k);
  }
  if (r === undefined) throw new NoRegisterError(`inst ${ctx.index} operand ${k}: reuse of an unassigned input`);
  ctx.pregs[k] = r;
  ctx.claimDef.add(r);
}

function rank(op: RegOperand): number {
  return op.constraint.kind === 'fixed' ? 0 : op.constraint.kind === 'reuse' ? 1 : 2;
}

interface Keyed {
  readonly k: number;
  readonly rank: number;
  readonly size: number;
}

function byKey(a: Keyed, b: Keyed): number {
  return a.rank - b.rank || a.size - b.size || a.k - b.k;
}

/** Fixed operands first, then reuse defs, then the smallest classes (each key computed once). */
function order(ctx: InstCtx, kind: 'use' | 'def', early: boolean): number[] {
  const keyed: Keyed[] = [];
  for (let k = 0; k < ctx.ops.length; k++) {
    const op = ctx.ops[k]!;
    if (op.constraint.kind === 'stack' || op.kind !== kind || (kind === 'def' && (op.early === true) !== early)) continue;
    keyed.push({ k, rank: rank(op), size: classOf(ctx, op).length });
  }
  if (keyed.length > 1) keyed.sort(byKey);
  const ks: number[] = [];
  for (const x of keyed) ks.push(x.k);
  return ks;
}

const NO_FIXED: ReadonlyMap<PReg, Set<number>> = new Map();

function fixedRegs(ops: readonly RegOperand[]): ReadonlyMap<PReg, Set<number>> {
  let m: Map<PReg, Set<number>> | undefined;
  for (const op of ops) {
    if (op.constraint.kind !== 'fixed') continue;
    m ??= new Map();
    const owners = m.get(op.constraint.preg);
    if (owners === undefined) m.set(op.constraint.preg, new Set([op.vreg]));
    else owners.add(op.vreg);
  }
  return m ?? NO_FIXED;
}

/** Where operand k is at the instruction: its register, or for a `stack` operand its vreg's slot. */
function operandLoc(homes: Homes, op: RegOperand, preg: PReg | undefined): Allocation {
  if (op.constraint.kind !== 'stack') return { kind: 'reg', preg: preg! };
  const home = homes.home[op.vreg]!;
  return home.kind === 'slot' ? home : { kind: 'slot', slot: homes.stackSlot(op.vreg) };
}

/** Whether operand op sits in its home: its home register, or (a `stack` operand) its home slot. */
function atHome(home: Allocation, op: RegOperand, preg: PReg | undefined): boolean {
  return op.constraint.kind === 'stack' ? home.kind === 'slot' : home.kind === 'reg' && home.preg === preg;
}

function assignInst(
  fn: MFunction,
  regs: TargetRegs,
  homes: Homes,
  classes: InstCtx['classes'],
  inst: MInst,
  index: number,
): { allocs: OperandAlloc[]; edits: Edit[] } {
  const ops = inst.regs;
  const ctx: InstCtx = {
    fn,
    regs,
    homes,
    classes,
    index,
    ops,
    pregs: new Array<PReg | undefined>(ops.length),
    claimUse: new Map(),
    claimDef: new Set(),
    fixed: fixedRegs(ops),
    occupied: homes.occupied(index),
  };
  for (const k of order(ctx, 'use', false)) assignUse(ctx, ops[k]!, k);
  for (const k of order(ctx, 'def', true)) assignDef(ctx, ops[k]!, k);
  for (const k of order(ctx, 'def', false)) assignDef(ctx, ops[k]!, k);
  // Most operands sit in their homes (linear-scan): the Allocation objects and the move maps are
  // made only for those that do not.
  const allocs: OperandAlloc[] = [];
  let before: Map<string, Move> | undefined;
  let after: Move[] | undefined;
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    const home = homes.home[op.vreg]!;
    const preg = ctx.pregs[k];
    if (atHome(home, op, preg)) {
      allocs.push(home.kind === 'reg' ? home.preg : { slot: home.slot });
      continue;
    }
    const at = operandLoc(homes, op, preg);
    allocs.push(at.kind === 'reg' ? at.preg : { slot: at.slot });
    if (op.kind === 'use') (before ??= new Map()).set(locKey(at), { from: home, to: at, vreg: op.vreg });
    else (after ??= []).push({ from: at, to: home, vreg: op.vreg });
  }
  const edits = before === undefined ? [] : parallelMoves([...before.values()], { inst: index, pos: 'before' }, () => cycleAt(index));
  if (after !== undefined) edits.push(...parallelMoves(after, { inst: index, pos: 'after' }, () => cycleAt(index)));
  return { allocs, edits };
}

function cycleAt(index: number): never {
  throw new NoRegisterError(`inst ${index}: operand moves form a cycle`);
}

export function assignOperands(fn: MFunction, regs: TargetRegs, homes: Homes): { allocs: OperandAlloc[][]; edits: Edit[] } {
  const allocs: OperandAlloc[][] = [];
  const edits: Edit[] = [];
  const classes: InstCtx['classes'] = new Map();
  let index = 0;
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      const r = assignInst(fn, regs, homes, classes, inst, index);
      allocs.push(r.allocs);
      for (const e of r.edits) edits.push(e);
      index++;
    }
  }
  return { allocs, edits };
}
