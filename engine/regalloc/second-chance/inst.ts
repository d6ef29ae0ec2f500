// One step of the second-chance scan: allocate and rewrite one instruction (or a block's branch
// group taken as one), Traub, Holloway and Smith, PLDI 1998, as Koes thesis §2.1.3 and digest
// §7 B3: a read of a value in a register is rewritten to it; a read of a value in memory reloads it
// into a register before the instruction — evicting another value when none is free — and the
// value stays there afterwards (its "second chance"); a write takes a free register or evicts one.
// An evicted value moves to a free register when there is one, else is stored to its spill slot,
// and the store is skipped when the slot already holds the current value.
//
// Contract: requires the scan State at the instruction's early point (only live vregs in
// registers), the instruction's operands with per-operand liveAfter (intervals.ts) and its
// clobbers, and the Facts of second-chance-state.ts. Produces the operands' allocations and the
// Edits `before` the instruction (one parallel copy: reloads, copies into fixed registers,
// evacuations of values whose registers the instruction destroys, stores for `stack` uses), and
// updates the State to the instruction's late point. Honours regalloc2's operand semantics
// (engine/mir/types.ts): uses at the early point, defs at the late point unless early, reuse ties a
// def to its input's register, clobbers destroy registers between early and late defs, a `stack`
// operand is the vreg's own slot holding its current value. Throws ScanError when the instruction's
// operands need more registers of a class than the target has.

import type { Allocation, Edit, OperandAlloc, PReg, RegOperand } from '../../mir/types.js';
import { parallelMoves, type Move } from '../shared/moves.js';
import { nextFixed, pickFree, pickVictim, type Facts, type Slots, type State } from './state.js';

export class ScanError extends Error {
  override readonly name = 'ScanError';
}

export interface InstView {
  /** The instruction the edits go before (the first of a branch group). */
  readonly index: number;
  /** Its position in the scan order (intervals.ts numbering), which the heuristics compare. */
  readonly pos: number;
  readonly ops: readonly RegOperand[];
  readonly liveAfter: readonly boolean[];
  readonly clobbers: readonly PReg[];
  readonly copy: boolean;
}

export interface ScanCtx {
  readonly facts: Facts;
  readonly state: State;
  readonly slots: Slots;
  /** The register an already allocated successor block wants v in (a resolution hint). */
  readonly succHint: (v: number) => PReg | undefined;
}

interface Plan {
  readonly ctx: ScanCtx;
  readonly view: InstView;
  readonly alloc: (OperandAlloc | undefined)[];
  /** Registers given to uses, and the vreg each holds at the early point. */
  readonly useReg: Map<PReg, number>;
  readonly defRegs: Set<PReg>;
  readonly used: Set<number>;
  readonly defined: Set<number>;
  /** Vregs whose current (pre-instruction) value is read after the instruction. */
  readonly survives: Set<number>;
  readonly fixedUse: Map<PReg, number>;
  readonly earlyFixed: Set<PReg>;
  readonly lateFixed: Set<PReg>;
  readonly clobbers: ReadonlySet<PReg>;
}

/** Shared by every instruction without clobbers (most), so none builds an empty set. */
const NO_CLOBBERS: ReadonlySet<PReg> = new Set<PReg>();

/** The registers an operand may take: its vreg's class narrowed by a `reg` constraint, the
 *  narrowing memoized per function (facts.narrowed) since it is asked for at every such operand. */
function operandClass(facts: Facts, op: RegOperand): readonly PReg[] {
  const vname = facts.fn.vregs[op.vreg]!.class;
  const vclass = facts.regs.classes[vname] ?? [];
  const c = op.constraint;
  if ((c.kind !== 'reg' && c.kind !== 'any') || c.class === vname) return vclass; // `any`: as `reg`
  let byClass = facts.narrowed.get(vname);
  if (byClass === undefined) {
    byClass = new Map();
    facts.narrowed.set(vname, byClass);
  }
  let narrowed = byClass.get(c.class);
  if (narrowed === undefined) {
    const cls = facts.regs.classes[c.class] ?? [];
    narrowed = vclass.filter((r) => cls.includes(r));
    byClass.set(c.class, narrowed);
  }
  return narrowed;
}

/** Best fit, preferring registers every constraint on the vreg accepts. When the class admits
 *  every candidate (the usual case) the preferred set is the candidates themselves: one search. */
function pickPreferred(plan: Plan, cands: readonly PReg[], v: number, p: number, hints: readonly (PReg | undefined)[]): PReg | undefined {
  const all = plan.ctx.facts.classOf[v]!;
  let k = 0;
  while (k < cands.length && all.includes(cands[k]!)) k++;
  if (k === cands.length) return pickFree(plan.ctx.facts, cands, v, p, hints);
  const preferred: PReg[] = cands.slice(0, k);
  for (k++; k < cands.length; k++) if (all.includes(cands[k]!)) preferred.push(cands[k]!);
  return pickFree(plan.ctx.facts, preferred, v, p, hints) ?? pickFree(plan.ctx.facts, cands, v, p, hints);
}

/** The sets and maps of a plan, cleared and reused by every instruction: allocateInst does not
 *  nest and keeps none of them past its return (the allocations array is made fresh). */
const scratch = {
  useReg: new Map<PReg, number>(),
  defRegs: new Set<PReg>(),
  used: new Set<number>(),
  defined: new Set<number>(),
  survives: new Set<number>(),
  fixedUse: new Map<PReg, number>(),
  earlyFixed: new Set<PReg>(),
  lateFixed: new Set<PReg>(),
};

function clearScratch(): void {
  scratch.useReg.clear();
  scratch.defRegs.clear();
  scratch.used.clear();
  scratch.defined.clear();
  scratch.survives.clear();
  scratch.fixedUse.clear();
  scratch.earlyFixed.clear();
  scratch.lateFixed.clear();
}

function makePlan(ctx: ScanCtx, view: InstView): Plan {
  clearScratch();
  const { survives, used, defined } = scratch;
  for (const w of ctx.state.owner.values()) survives.add(w);
  const ops = view.ops;
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    if (op.kind === 'use') used.add(op.vreg);
    else defined.add(op.vreg);
  }
  const plan: Plan = {
    ctx,
    view,
    alloc: new Array<OperandAlloc | undefined>(ops.length).fill(undefined),
    useReg: scratch.useReg,
    defRegs: scratch.defRegs,
    used,
    defined,
    survives,
    fixedUse: scratch.fixedUse,
    earlyFixed: scratch.earlyFixed,
    lateFixed: scratch.lateFixed,
    clobbers: view.clobbers.length === 0 ? NO_CLOBBERS : new Set(view.clobbers),
  };
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    if (op.kind !== 'use') continue;
    if (view.liveAfter[k]) survives.add(op.vreg);
    else survives.delete(op.vreg);
  }
  for (const v of defined) survives.delete(v);
  for (const op of view.ops) {
    const c = op.constraint;
    if (c.kind === 'fixed' && op.kind === 'use') plan.fixedUse.set(c.preg, op.vreg);
    if (c.kind === 'fixed' && op.kind === 'def') (op.early ? plan.earlyFixed : plan.lateFixed).add(c.preg);
    if (c.kind === 'reuse') {
      const input = view.ops[c.input]!.constraint;
      if (input.kind === 'fixed') plan.lateFixed.add(input.preg);
    }
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Uses

// Helpers here take what a closure would capture as arguments: tsx (esbuild keepNames) names every
// inner arrow held in a const with a defineProperty call each time it is created, per instruction.

function useRank(op: RegOperand): number {
  return op.constraint.kind === 'fixed' ? 0 : op.constraint.kind === 'stack' ? 1 : 2;
}

/** Indices of the operands of the given kind, ordered by key (ascending) then index: an insertion
 *  sort over precomputed keys, the order the stable sort by (key, index) gave. */
function orderBy(ops: readonly RegOperand[], kind: 'use' | 'def', keys: number[]): number[] {
  const order: number[] = [];
  for (let k = 0; k < ops.length; k++) {
    if (ops[k]!.kind !== kind) continue;
    let j = order.length;
    while (j > 0 && keys[order[j - 1]!]! > keys[k]!) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = k;
  }
  return order;
}

/** Uses by rank, then by how few registers their class offers (most constrained first). */
function useOrder(ops: readonly RegOperand[], facts: Facts): number[] {
  const keys: number[] = new Array<number>(ops.length).fill(0);
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    if (op.kind === 'use') keys[k] = useRank(op) * 65536 + operandClass(facts, op).length;
  }
  return orderBy(ops, 'use', keys);
}

/** A use of v may read r unless r carries another use, is an early fixed def, or another vreg's fixed use. */
function usable(plan: Plan, r: PReg, v: number): boolean {
  return (plan.useReg.get(r) ?? v) === v && !plan.earlyFixed.has(r) && (plan.fixedUse.get(r) ?? v) === v;
}

function chooseUseReg(plan: Plan, op: RegOperand, k: number): PReg {
  const { state, facts } = plan.ctx;
  const v = op.vreg;
  const cls = operandClass(facts, op);
  const pre = state.regOf[v];
  if (pre !== null && cls.includes(pre) && usable(plan, pre, v)) return pre;
  for (const r of cls) if (plan.useReg.get(r) === v && usable(plan, r, v)) return r;
  const open: PReg[] = [];
  const free: PReg[] = [];
  const lasting: PReg[] = [];
  const live = plan.view.liveAfter[k];
  for (const r of cls) {
    if (plan.useReg.has(r) || plan.earlyFixed.has(r) || plan.fixedUse.has(r)) continue;
    open.push(r);
    if (state.owner.has(r)) continue;
    free.push(r);
    if (live && !plan.clobbers.has(r) && !plan.lateFixed.has(r)) lasting.push(r);
  }
  const p = 2 * plan.view.pos;
  const hints = [nextFixed(facts, v, plan.view.pos), plan.ctx.succHint(v)];
  const r =
    pickPreferred(plan, lasting, v, p, hints) ??
    pickPreferred(plan, free, v, p, hints) ??
    pickVictim(facts, state, victimsAmong(plan, open, true), plan.view.pos) ??
    pickVictim(facts, state, copiedOut(plan, open, false), plan.view.pos) ??
    pickVictim(facts, state, copiedOut(plan, open, true), plan.view.pos);
  if (r === undefined) throw new ScanError(`inst ${plan.view.index} operand ${k}: no register of its class left for v${v}`);
  return r;
}

function assignUses(plan: Plan): void {
  for (const k of useOrder(plan.view.ops, plan.ctx.facts)) {
    const op = plan.view.ops[k]!;
    const c = op.constraint;
    if (c.kind === 'stack') {
      plan.alloc[k] = { slot: plan.ctx.slots.of(op.vreg) };
      continue;
    }
    if (c.kind === 'reuse') throw new ScanError(`inst ${plan.view.index} operand ${k}: a use cannot reuse`);
    const r = c.kind === 'fixed' ? c.preg : chooseUseReg(plan, op, k);
    plan.alloc[k] = r;
    plan.useReg.set(r, op.vreg);
  }
}

// ---------------------------------------------------------------------------------------------
// Defs

function defRank(op: RegOperand): number {
  const c = op.constraint.kind;
  if (c === 'fixed') return 0;
  if (c === 'reuse') return 1;
  if (c === 'stack') return 4;
  return op.early ? 2 : 3;
}

function defOrder(ops: readonly RegOperand[]): number[] {
  const keys: number[] = new Array<number>(ops.length).fill(0);
  for (let k = 0; k < ops.length; k++) if (ops[k]!.kind === 'def') keys[k] = defRank(ops[k]!);
  return orderBy(ops, 'def', keys);
}

/** The candidates whose owner the instruction does not read; unowned ones too if `withFree`. */
function victimsAmong(plan: Plan, cands: readonly PReg[], withFree: boolean): PReg[] {
  const out: PReg[] = [];
  for (const r of cands) {
    const w = plan.ctx.state.owner.get(r);
    if (w === undefined ? withFree : !plan.used.has(w)) out.push(r);
  }
  return out;
}

/** The candidates (none of them a use register) whose owner the instruction reads, but only from
 *  use registers already given to it: the parallel copy before the instruction reads the owner's
 *  value out of such a register, so a use or early def may take it as well (the owner, if it
 *  survives, is evacuated or stored by placeSurvivors, the register being destroyed for it). The
 *  last resort: without it an instruction whose fixed uses are fed from the only other registers
 *  of its class finds none left — Thumb's `blx rm` with r0-r3 fixed and their values in r4-r7.
 *  Owners read after the instruction only `withSurvivors` (callers ask for the dead ones first:
 *  taking their register costs no evacuation). */
function copiedOut(plan: Plan, cands: readonly PReg[], withSurvivors: boolean): PReg[] {
  const out: PReg[] = [];
  for (const r of cands) {
    const w = plan.ctx.state.owner.get(r);
    if (w === undefined || !plan.used.has(w) || (!withSurvivors && plan.survives.has(w))) continue;
    let readElsewhere = false;
    for (const [u, x] of plan.useReg) if (x === w && u !== r) readElsewhere = true;
    if (readElsewhere && !usedUnassigned(plan, w)) out.push(r);
  }
  return out;
}

/** Some use of w has no register yet (assignUses visits uses in its own order). */
function usedUnassigned(plan: Plan, w: number): boolean {
  const ops = plan.view.ops;
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    if (op.kind === 'use' && op.vreg === w && op.constraint.kind !== 'stack' && plan.alloc[k] === undefined) return true;
  }
  return false;
}

/** r holds (as owner or as this instruction's use) a value that survives the instruction. */
function keepsSurvivor(plan: Plan, r: PReg): boolean {
  const w = plan.ctx.state.owner.get(r);
  const u = plan.useReg.get(r);
  return (w !== undefined && plan.survives.has(w)) || (u !== undefined && plan.survives.has(u));
}

/** r was loaded with a surviving use's value that is not kept in it and that nothing owns. */
function reloadedSurvivor(plan: Plan, r: PReg): boolean {
  const { state } = plan.ctx;
  const u = plan.useReg.get(r);
  return u !== undefined && plan.survives.has(u) && state.regOf[u] !== r && state.owner.get(r) === undefined;
}

const NO_HINTS: readonly (PReg | undefined)[] = [];

function chooseEarlyDefReg(plan: Plan, cls: readonly PReg[], v: number, k: number): PReg {
  const { state, facts } = plan.ctx;
  const cands: PReg[] = [];
  const free: PReg[] = [];
  for (const r of cls) {
    if (plan.useReg.has(r) || plan.clobbers.has(r) || plan.fixedUse.has(r) || plan.lateFixed.has(r)) continue;
    cands.push(r);
    if (!state.owner.has(r)) free.push(r);
  }
  const r =
    pickPreferred(plan, free, v, 2 * plan.view.pos, NO_HINTS) ??
    pickVictim(facts, state, victimsAmong(plan, cands, true), plan.view.pos) ??
    pickVictim(facts, state, copiedOut(plan, cands, false), plan.view.pos) ??
    pickVictim(facts, state, copiedOut(plan, cands, true), plan.view.pos);
  if (r === undefined) throw new ScanError(`inst ${plan.view.index} operand ${k}: no register left for early def v${v}`);
  return r;
}

/** A late def's register, from the cheapest tier of candidates that is not empty: registers whose
 *  value is not needed after the instruction, then ones a surviving use was reloaded into (nothing
 *  owns them), then owners the instruction does not read (evicted), then any. */
function chooseLateDefReg(plan: Plan, cls: readonly PReg[], v: number, k: number): PReg {
  const { state, facts } = plan.ctx;
  const p = 2 * plan.view.pos + 1;
  const source = plan.view.copy && !plan.view.liveAfter[1] ? plan.alloc[1] : undefined;
  const clean: PReg[] = [];
  for (const r of cls) if (!keepsSurvivor(plan, r)) clean.push(r);
  if (typeof source === 'string' && clean.includes(source)) return source; // the copy vanishes
  const hints = [typeof source === 'string' ? source : undefined, nextFixed(facts, v, plan.view.pos), plan.ctx.succHint(v)];
  if (clean.length > 0) return pickPreferred(plan, clean, v, p, hints)!;
  const reloaded: PReg[] = [];
  for (const r of cls) if (reloadedSurvivor(plan, r)) reloaded.push(r);
  if (reloaded.length > 0) return pickPreferred(plan, reloaded, v, p, hints)!;
  // clean is empty here, so every owned register the instruction does not read is a victim
  const victims = victimsAmong(plan, cls, false);
  if (victims.length > 0) return pickVictim(facts, state, victims, plan.view.pos)!;
  if (cls.length > 0) return cls[0]!;
  throw new ScanError(`inst ${plan.view.index} operand ${k}: no register left for def v${v}`);
}

function chooseDefReg(plan: Plan, op: RegOperand, k: number): PReg {
  const whole = operandClass(plan.ctx.facts, op);
  let cls = whole;
  if (plan.defRegs.size > 0) {
    const rest: PReg[] = [];
    for (const r of whole) if (!plan.defRegs.has(r)) rest.push(r);
    cls = rest;
  }
  return op.early ? chooseEarlyDefReg(plan, cls, op.vreg, k) : chooseLateDefReg(plan, cls, op.vreg, k);
}

function assignDefs(plan: Plan): void {
  for (const k of defOrder(plan.view.ops)) {
    const op = plan.view.ops[k]!;
    const c = op.constraint;
    if (c.kind === 'stack') {
      plan.alloc[k] = { slot: plan.ctx.slots.of(op.vreg) };
      continue;
    }
    const r = c.kind === 'fixed' ? c.preg : c.kind === 'reuse' ? plan.alloc[c.input] : chooseDefReg(plan, op, k);
    if (typeof r !== 'string') throw new ScanError(`inst ${plan.view.index} operand ${k}: reuse of an operand without a register`);
    plan.alloc[k] = r;
    plan.defRegs.add(r);
  }
}

// ---------------------------------------------------------------------------------------------
// Surviving values: where each value read after the instruction lives, and the moves

interface Outcome {
  readonly homes: Map<number, PReg>;
  readonly moves: Move[];
  readonly stored: Set<number>;
}

function loadedFor(plan: Plan, r: PReg): number | undefined {
  const u = plan.useReg.get(r);
  return u !== undefined && plan.ctx.state.regOf[u] !== r ? u : undefined;
}

function destroyedFor(plan: Plan, r: PReg, w: number, taken: Set<PReg>): boolean {
  const loaded = loadedFor(plan, r);
  return (loaded !== undefined && loaded !== w) || plan.defRegs.has(r) || plan.clobbers.has(r) || taken.has(r);
}

function survivorOrder(plan: Plan): number[] {
  const order = Array.from(plan.survives);
  if (order.length < 2) return order;
  const intervals = plan.ctx.facts.live.intervals;
  return order.sort((a, b) => (intervals[b]?.weight ?? 0) - (intervals[a]?.weight ?? 0) || a - b);
}

function evacuationTarget(plan: Plan, w: number, taken: Set<PReg>): PReg | undefined {
  const { state, facts } = plan.ctx;
  const vclass = facts.regs.classes[facts.fn.vregs[w]!.class] ?? [];
  const cands: PReg[] = [];
  for (const r of vclass) {
    if (plan.useReg.has(r) || plan.defRegs.has(r) || plan.clobbers.has(r) || taken.has(r)) continue;
    const o = state.owner.get(r);
    if (o === undefined || !plan.survives.has(o)) cands.push(r);
  }
  return pickPreferred(plan, cands, w, 2 * plan.view.pos + 1, [nextFixed(facts, w, plan.view.pos), plan.ctx.succHint(w)]);
}

/** The first register already holding w that the instruction leaves intact: the one it is in,
 *  else a use register it is read in (in operand order). */
function keptRegister(plan: Plan, w: number, taken: Set<PReg>): PReg | undefined {
  const pre = plan.ctx.state.regOf[w];
  if (pre !== null && !destroyedFor(plan, pre, w, taken)) return pre;
  const ops = plan.view.ops;
  for (let k = 0; k < ops.length; k++) {
    const a = plan.alloc[k];
    if (typeof a === 'string' && ops[k]!.kind === 'use' && ops[k]!.vreg === w && !destroyedFor(plan, a, w, taken)) return a;
  }
  return undefined;
}

function placeSurvivors(plan: Plan): Outcome {
  const { state, slots } = plan.ctx;
  const homes = new Map<number, PReg>();
  const moves: Move[] = [];
  const stored = new Set<number>();
  const taken = new Set<PReg>();
  const survivors = survivorOrder(plan);
  // Values that keep a register they already hold are placed first, so evacuations avoid them.
  for (const w of survivors) {
    const r = keptRegister(plan, w, taken);
    if (r !== undefined) {
      homes.set(w, r);
      taken.add(r);
    }
  }
  for (const w of survivors) {
    const pre = state.regOf[w];
    if (homes.has(w) || pre === null) continue;
    const target = evacuationTarget(plan, w, taken);
    if (target !== undefined) {
      homes.set(w, target);
      taken.add(target);
      moves.push({ from: { kind: 'reg', preg: pre }, to: { kind: 'reg', preg: target }, vreg: w });
    } else if (!state.valid[w]) {
      moves.push({ from: { kind: 'reg', preg: pre }, to: { kind: 'slot', slot: slots.of(w) }, vreg: w });
      stored.add(w);
    }
  }
  return { homes, moves, stored };
}

/** Reloads and copies into use registers, and stores that `stack` uses need. */
function operandMoves(plan: Plan, out: Outcome, moves: Move[]): void {
  const { state, slots } = plan.ctx;
  for (const [r, v] of plan.useReg) {
    const pre = state.regOf[v];
    if (pre === r) continue;
    const from: Allocation = pre !== null ? { kind: 'reg', preg: pre } : { kind: 'slot', slot: slots.of(v) };
    moves.push({ from, to: { kind: 'reg', preg: r }, vreg: v });
  }
  for (const op of plan.view.ops) {
    const v = op.vreg;
    const pre = state.regOf[v];
    if (op.kind !== 'use' || op.constraint.kind !== 'stack' || state.valid[v] || pre === null || out.stored.has(v)) continue;
    moves.push({ from: { kind: 'reg', preg: pre }, to: { kind: 'slot', slot: slots.of(v) }, vreg: v });
    out.stored.add(v);
  }
}

function tempFor(plan: Plan, moves: readonly Move[]): () => Allocation {
  const busy = new Set<string>();
  for (const m of moves) for (const a of [m.from, m.to]) if (a.kind === 'reg') busy.add(a.preg);
  const free = plan.ctx.facts.regs.allocatable.find((r) => !busy.has(r) && !plan.useReg.has(r) && !plan.ctx.state.owner.has(r));
  return () => (free !== undefined ? { kind: 'reg', preg: free } : { kind: 'slot', slot: plan.ctx.slots.scratch() });
}

function updateState(plan: Plan, out: Outcome): void {
  const { state } = plan.ctx;
  for (const w of state.owner.values()) state.regOf[w] = null;
  for (const v of plan.used) state.regOf[v] = null;
  state.owner.clear();
  for (const v of out.stored) state.valid[v] = true;
  for (const [w, r] of out.homes) {
    state.regOf[w] = r;
    state.owner.set(r, w);
  }
  const ops = plan.view.ops;
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    if (op.kind !== 'def') continue;
    const v = op.vreg;
    const a = plan.alloc[k]!;
    state.valid[v] = typeof a !== 'string';
    state.regOf[v] = null;
    if (typeof a === 'string' && plan.view.liveAfter[k]) {
      state.regOf[v] = a;
      state.owner.set(a, v);
    }
  }
}

/** Allocates one instruction (or branch group): its operands' allocations and the edits before it. */
export function allocateInst(ctx: ScanCtx, view: InstView): { allocs: OperandAlloc[]; edits: Edit[] } {
  const plan = makePlan(ctx, view);
  assignUses(plan);
  assignDefs(plan);
  const out = placeSurvivors(plan);
  const moves = out.moves;
  operandMoves(plan, out, moves);
  const edits = moves.length === 0 ? [] : parallelMoves(moves, { inst: view.index, pos: 'before' }, tempFor(plan, moves));
  updateState(plan, out);
  // every operand was given an allocation by assignUses or assignDefs
  return { allocs: plan.alloc as OperandAlloc[], edits };
}
