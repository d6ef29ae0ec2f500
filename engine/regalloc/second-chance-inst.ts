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

import type { Allocation, Edit, OperandAlloc, PReg, RegOperand } from '../mir/types.js';
import { parallelMoves, type Move } from './moves.js';
import { nextFixed, pickFree, pickVictim, type Facts, type Slots, type State } from './second-chance-state.js';

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
  readonly clobbers: Set<PReg>;
}

function operandClass(facts: Facts, op: RegOperand): readonly PReg[] {
  const vclass = facts.regs.classes[facts.fn.vregs[op.vreg]!.class] ?? [];
  if (op.constraint.kind !== 'reg') return vclass;
  const cls = facts.regs.classes[op.constraint.class] ?? [];
  return vclass.filter((r) => cls.includes(r));
}

/** Best fit, preferring registers every constraint on the vreg accepts. */
function pickPreferred(plan: Plan, cands: readonly PReg[], v: number, p: number, hints: readonly (PReg | undefined)[]): PReg | undefined {
  const all = plan.ctx.facts.classOf[v]!;
  return pickFree(plan.ctx.facts, cands.filter((r) => all.includes(r)), v, p, hints) ?? pickFree(plan.ctx.facts, cands, v, p, hints);
}

function makePlan(ctx: ScanCtx, view: InstView): Plan {
  const survives = new Set<number>();
  for (const w of ctx.state.owner.values()) survives.add(w);
  const plan: Plan = {
    ctx, view, alloc: view.ops.map(() => undefined), useReg: new Map(), defRegs: new Set(),
    used: new Set(view.ops.filter((o) => o.kind === 'use').map((o) => o.vreg)),
    defined: new Set(view.ops.filter((o) => o.kind === 'def').map((o) => o.vreg)),
    survives, fixedUse: new Map(), earlyFixed: new Set(), lateFixed: new Set(), clobbers: new Set(view.clobbers),
  };
  for (const [k, op] of view.ops.entries()) {
    if (op.kind === 'use' && !view.liveAfter[k]) survives.delete(op.vreg);
    if (op.kind === 'use' && view.liveAfter[k]) survives.add(op.vreg);
  }
  for (const v of plan.defined) survives.delete(v);
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

function useOrder(ops: readonly RegOperand[], facts: Facts): number[] {
  return ops.map((op, k) => ({ op, k })).filter(({ op }) => op.kind === 'use')
    .sort((a, b) => useRank(a.op) - useRank(b.op) || operandClass(facts, a.op).length - operandClass(facts, b.op).length || a.k - b.k)
    .map(({ k }) => k);
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
  const shared = cls.find((r) => plan.useReg.get(r) === v && usable(plan, r, v));
  if (shared !== undefined) return shared;
  const open = cls.filter((r) => !plan.useReg.has(r) && !plan.earlyFixed.has(r) && !plan.fixedUse.has(r));
  const free = open.filter((r) => !state.owner.has(r));
  const p = 2 * plan.view.pos;
  const lasting = plan.view.liveAfter[k] ? free.filter((r) => !plan.clobbers.has(r) && !plan.lateFixed.has(r)) : [];
  const hints = [nextFixed(facts, v, plan.view.pos), plan.ctx.succHint(v)];
  const r = pickPreferred(plan, lasting, v, p, hints) ?? pickPreferred(plan, free, v, p, hints)
    ?? pickVictim(facts, state, open.filter((x) => !plan.used.has(state.owner.get(x)!)), plan.view.pos);
  if (r === undefined) throw new ScanError(`inst ${plan.view.index} operand ${k}: no register of its class left for v${v}`);
  return r;
}

function assignUses(plan: Plan): void {
  for (const k of useOrder(plan.view.ops, plan.ctx.facts)) {
    const op = plan.view.ops[k]!;
    const c = op.constraint;
    if (c.kind === 'stack') { plan.alloc[k] = { slot: plan.ctx.slots.of(op.vreg) }; continue; }
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
  return ops.map((op, k) => ({ op, k })).filter(({ op }) => op.kind === 'def')
    .sort((a, b) => defRank(a.op) - defRank(b.op) || a.k - b.k).map(({ k }) => k);
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

/** A late def's register whose value is not needed after the instruction, in order of cost. */
function lateDefTiers(plan: Plan, cands: readonly PReg[]): PReg[][] {
  const { state } = plan.ctx;
  const clean = cands.filter((r) => !keepsSurvivor(plan, r));
  const victims = cands.filter((r) => { const w = state.owner.get(r); return w !== undefined && !plan.used.has(w) && !clean.includes(r); });
  return [clean, cands.filter((r) => reloadedSurvivor(plan, r)), victims, [...cands]];
}

function chooseDefReg(plan: Plan, op: RegOperand, k: number): PReg {
  const { state, facts } = plan.ctx;
  const v = op.vreg;
  const cls = operandClass(facts, op).filter((r) => !plan.defRegs.has(r));
  const p = op.early ? 2 * plan.view.pos : 2 * plan.view.pos + 1;
  if (op.early) {
    const cands = cls.filter((r) => !plan.useReg.has(r) && !plan.clobbers.has(r) && !plan.fixedUse.has(r) && !plan.lateFixed.has(r));
    const r = pickPreferred(plan, cands.filter((x) => !state.owner.has(x)), v, p, [])
      ?? pickVictim(facts, state, cands.filter((x) => !plan.used.has(state.owner.get(x) ?? -1)), plan.view.pos);
    if (r === undefined) throw new ScanError(`inst ${plan.view.index} operand ${k}: no register left for early def v${v}`);
    return r;
  }
  const source = plan.view.copy && !plan.view.liveAfter[1] ? plan.alloc[1] : undefined;
  const hints = [typeof source === 'string' ? source : undefined, nextFixed(facts, v, plan.view.pos), plan.ctx.succHint(v)];
  const tiers = lateDefTiers(plan, cls);
  if (typeof source === 'string' && tiers[0]!.includes(source)) return source; // the copy vanishes
  for (const [t, tier] of tiers.entries()) {
    if (tier.length === 0) continue;
    if (t === 2) return pickVictim(facts, state, tier, plan.view.pos)!;
    if (t === 3) return tier[0]!;
    return pickPreferred(plan, tier, v, p, hints)!;
  }
  throw new ScanError(`inst ${plan.view.index} operand ${k}: no register left for def v${v}`);
}

function assignDefs(plan: Plan): void {
  for (const k of defOrder(plan.view.ops)) {
    const op = plan.view.ops[k]!;
    const c = op.constraint;
    if (c.kind === 'stack') { plan.alloc[k] = { slot: plan.ctx.slots.of(op.vreg) }; continue; }
    const r = c.kind === 'fixed' ? c.preg : c.kind === 'reuse' ? plan.alloc[c.input] : chooseDefReg(plan, op, k);
    if (typeof r !== 'string') throw new ScanError(`inst ${plan.view.index} operand ${k}: reuse of an operand without a register`);
    plan.alloc[k] = r;
    plan.defRegs.add(r);
  }
}

// ---------------------------------------------------------------------------------------------
// Surviving values: where each value read after the instruction lives, and the moves

interface Outcome { readonly homes: Map<number, PReg>; readonly moves: Move[]; readonly stored: Set<number> }

function loadedFor(plan: Plan, r: PReg): number | undefined {
  const u = plan.useReg.get(r);
  return u !== undefined && plan.ctx.state.regOf[u] !== r ? u : undefined;
}

function destroyedFor(plan: Plan, r: PReg, w: number, taken: Set<PReg>): boolean {
  const loaded = loadedFor(plan, r);
  return (loaded !== undefined && loaded !== w) || plan.defRegs.has(r) || plan.clobbers.has(r) || taken.has(r);
}

function survivorOrder(plan: Plan): number[] {
  const intervals = plan.ctx.facts.live.intervals;
  return [...plan.survives].sort((a, b) => (intervals[b]?.weight ?? 0) - (intervals[a]?.weight ?? 0) || a - b);
}

function evacuationTarget(plan: Plan, w: number, taken: Set<PReg>): PReg | undefined {
  const { state, facts } = plan.ctx;
  const vclass = facts.regs.classes[facts.fn.vregs[w]!.class] ?? [];
  const cands = vclass.filter((r) => {
    const o = state.owner.get(r);
    return !plan.useReg.has(r) && !plan.defRegs.has(r) && !plan.clobbers.has(r) && !taken.has(r) && (o === undefined || !plan.survives.has(o));
  });
  return pickPreferred(plan, cands, w, 2 * plan.view.pos + 1, [nextFixed(facts, w, plan.view.pos), plan.ctx.succHint(w)]);
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
    const mine = [state.regOf[w], ...plan.alloc.filter((a, k): a is PReg => typeof a === 'string' && plan.view.ops[k]!.kind === 'use' && plan.view.ops[k]!.vreg === w)];
    const r = mine.find((x): x is PReg => x !== null && !destroyedFor(plan, x, w, taken));
    if (r !== undefined) { homes.set(w, r); taken.add(r); }
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
function operandMoves(plan: Plan, out: Outcome): Move[] {
  const { state, slots } = plan.ctx;
  const moves: Move[] = [];
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
  return moves;
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
  for (const [w, r] of out.homes) { state.regOf[w] = r; state.owner.set(r, w); }
  for (const [k, op] of plan.view.ops.entries()) {
    if (op.kind !== 'def') continue;
    const v = op.vreg;
    const a = plan.alloc[k]!;
    state.valid[v] = typeof a !== 'string';
    state.regOf[v] = null;
    if (typeof a === 'string' && plan.view.liveAfter[k]) { state.regOf[v] = a; state.owner.set(a, v); }
  }
}

/** Allocates one instruction (or branch group): its operands' allocations and the edits before it. */
export function allocateInst(ctx: ScanCtx, view: InstView): { allocs: OperandAlloc[]; edits: Edit[] } {
  const plan = makePlan(ctx, view);
  assignUses(plan);
  assignDefs(plan);
  const out = placeSurvivors(plan);
  const moves = [...out.moves, ...operandMoves(plan, out)];
  const edits = parallelMoves(moves, { inst: view.index, pos: 'before' }, tempFor(plan, moves));
  updateState(plan, out);
  return { allocs: plan.alloc.map((a) => a!), edits };
}
