// The allocation checker: an oracle, independent of every allocator, that an AllocResult makes the
// MFunction read the right value at every use and meets every operand constraint.
//
// Contract: requires an MFunction that passes verifyMir, an AllocResult for it and the TargetRegs
// it was allocated for; imports only engine/mir/types.ts types. Produces CheckErrors naming the
// instruction (function-wide layout index), operand (null for edits and whole-instruction
// problems) and location; empty when the allocation is correct. Follows regalloc2's checker
// (src/checker.rs; anchors.md §1): forward dataflow over the allocated program whose state maps each
// location (register or spill slot) to the set of vregs whose current value it holds; meet is
// intersection, unvisited blocks are top; at each instruction, in order: edits `before`, uses
// checked (early point), early defs, clobbers, late defs, edits `after`. A def (the MIR is not SSA)
// removes its vreg from every location and leaves its register holding only it; a `copy` leaves its
// destination holding the source's vregs too (a coalescing allocator may keep both in one
// register); an edit copies the source location's set. A `stack` operand reads or writes the spill
// slot its allocation names, exactly as a register operand its register. An `any` use is either: in
// a register, the `reg` rule of its class; in a slot (then a memory operand of the instruction), the
// `stack` rule, the slot holding the vreg's current value. An instruction has at most one operand
// in a slot (x86 encodes one memory operand). Callee-saved registers are codegen's concern
// (it saves what the allocation uses), so the function's end asserts nothing about them.
// A rematerialization (an edit from a constant, engine/mir/types.ts RematSource) is correct only
// into an allocatable register and only when the vreg is rematerializable with that value by the
// rule stated there, which this checker derives from the function itself (every def of the vreg,
// at least one, a `const` of that value modulo 2^bits), never from the allocator; the register then
// holds the vreg alone. A wrong one is reported and leaves the register holding nothing.

import type { AllocResult, Allocation, Edit, MFunction, MInst, OperandAlloc, RegOperand, TargetRegs } from '../engine/mir/types.js';

export interface CheckError {
  readonly inst: number;
  readonly operand: number | null;
  readonly message: string;
}

/**
 * A location as a number: register i of REG_NAMES (interned on first sight) as 2i, spill slot s
 * as 2s + 1 (odd for an integer s, so no integer slot, not even an out-of-range negative one, meets a
 * register; a fractional slot could, and checkEditLoc and checkConstraint report it as out of range).
 * Numbers, not names: a name per slot operand was a new string to build and hash
 * at every instruction, a large part of the checker's time.
 */
type Loc = number;
type State = Map<Loc, ReadonlySet<number>>;

const EMPTY: ReadonlySet<number> = new Set();

const REG_NAMES: string[] = [];
const REG_INDEX = new Map<string, number>();

function regLoc(preg: string): Loc {
  let i = REG_INDEX.get(preg);
  if (i === undefined) {
    i = 2 * (REG_NAMES.push(preg) - 1);
    REG_INDEX.set(preg, i);
  }
  return i;
}

const slotLoc = (slot: number): Loc => 2 * slot + 1;

function locKey(a: Allocation): Loc {
  return a.kind === 'reg' ? regLoc(a.preg) : slotLoc(a.slot);
}

/** The location an operand was given: a register, or the spill slot of a `stack` operand. */
function operandKey(a: OperandAlloc): Loc {
  return typeof a === 'string' ? regLoc(a) : slotLoc(a.slot);
}

/** The location's name in messages: the register, or `slot<n>`. */
function locName(loc: Loc): string {
  return loc % 2 === 0 ? REG_NAMES[loc / 2]! : `slot${(loc - 1) / 2}`;
}

function holds(state: State, key: Loc): ReadonlySet<number> {
  return state.get(key) ?? EMPTY;
}

function setText(s: ReadonlySet<number>): string {
  return s.size === 0
    ? 'nothing'
    : [...s]
        .sort((a, b) => a - b)
        .map((v) => `v${v}`)
        .join(' ');
}

function removeVreg(state: State, vreg: number): void {
  state.forEach((s, k) => {
    if (!s.has(vreg)) return;
    const rest = new Set(s); // a copy: sets in the state are shared between locations and states
    rest.delete(vreg);
    state.set(k, rest);
  });
}

/**
 * Intersection per location. Sets are never changed once in a state (removeVreg copies), so an
 * intersection equal to either side is that side itself: most locations keep their set from one
 * visit to the next, and a large function (a Csmith main) spent most of its checking time
 * building and collecting copies of them.
 */
function meet(a: State, b: State): State {
  const out: State = new Map();
  for (const [k, s] of a) {
    const t = b.get(k);
    if (!t) continue;
    if (s === t) {
      out.set(k, s);
      continue;
    }
    const [small, large] = s.size <= t.size ? [s, t] : [t, s];
    let all = true;
    for (const v of small) if (!large.has(v)) all = false;
    if (all) {
      out.set(k, small);
      continue;
    }
    const both = new Set<number>();
    for (const v of small) if (large.has(v)) both.add(v);
    out.set(k, both);
  }
  return out;
}

/** How many (location, vreg) facts a state holds. */
function stateSize(s: State): number {
  let n = 0;
  for (const x of s.values()) n += x.size;
  return n;
}

function sameState(a: State, b: State): boolean {
  return stateSize(a) === stateSize(b); // meet only shrinks, so equal sizes mean equal states
}

interface Ctx {
  readonly fn: MFunction;
  readonly result: AllocResult;
  readonly regs: TargetRegs;
  readonly editsBefore: Map<number, AllocResult['edits'][number][]>;
  readonly editsAfter: Map<number, AllocResult['edits'][number][]>;
  readonly errors: CheckError[] | null;
  /** Per instruction index, its operands' and clobbers' locations, made on the first visit (the dataflow visits each instruction several times). */
  readonly locs: (InstLocs | undefined)[];
  /** During one block's run: the vregs its entry state holds or a def in it has written. A vreg enters
   *  a state only through its def (edits and copies pass on what is held), so any other is held nowhere. */
  readonly written: Set<number>;
  /** Per vreg, its remat rule (rematRule), made on the first remat edit of it. */
  readonly remat: Map<number, RematRule>;
}

interface InstLocs {
  readonly operands: readonly Loc[];
  readonly clobbers: readonly Loc[];
}

function instLocs(ctx: Ctx, index: number, inst: MInst): InstLocs {
  let l = ctx.locs[index];
  if (l === undefined) {
    const allocs = ctx.result.allocs[index] ?? [];
    l = { operands: inst.regs.map((_, k) => operandKey(allocs[k]!)), clobbers: inst.kind === 'isa' ? inst.clobbers.map(regLoc) : [] };
    ctx.locs[index] = l;
  }
  return l;
}

function report(ctx: Ctx, inst: number, operand: number | null, message: string): void {
  ctx.errors?.push({ inst, operand, message });
}

function applyEdits(ctx: Ctx, state: State, index: number, pos: 'before' | 'after'): void {
  const list = (pos === 'before' ? ctx.editsBefore : ctx.editsAfter).get(index);
  if (list === undefined) return;
  for (const e of list) {
    if (e.from.kind === 'const') {
      applyRemat(ctx, state, index, pos, e, e.from.value);
      continue;
    }
    if (e.from.kind === 'slot' && e.to.kind === 'slot')
      report(ctx, index, null, `edit ${pos}: slot-to-slot move slot${e.from.slot} -> slot${e.to.slot}`);
    checkEditLoc(ctx, index, pos, e.from);
    checkEditLoc(ctx, index, pos, e.to);
    state.set(locKey(e.to), holds(state, locKey(e.from)));
  }
}

/** Whether a vreg may be rematerialized: its value modulo 2^bits, or why not (the first def that is not a const of the first def's value). */
type RematRule = { readonly ok: true; readonly value: bigint; readonly bits: number } | { readonly ok: false; readonly why: string };

function rematRule(fn: MFunction, vreg: number): RematRule {
  const bits = fn.vregs[vreg]?.bits;
  if (bits === undefined) return { ok: false, why: `v${vreg} does not exist` };
  let value: bigint | null = null;
  let index = 0;
  for (const b of fn.blocks)
    for (const inst of b.insts) {
      for (const op of inst.regs) {
        if (op.kind !== 'def' || op.vreg !== vreg) continue;
        if (inst.kind !== 'const') return { ok: false, why: `v${vreg} is defined at ${index} by a ${inst.kind} instruction, not a const` };
        const v = BigInt.asUintN(bits, inst.value);
        if (value !== null && v !== value) return { ok: false, why: `v${vreg} is defined as ${value} and as ${v} (at ${index})` };
        value = v;
      }
      index++;
    }
  return value === null ? { ok: false, why: `v${vreg} has no def` } : { ok: true, value, bits };
}

/** A remat edit: legal only into an allocatable register and with the vreg's constant; the register then holds the vreg alone. */
function applyRemat(ctx: Ctx, state: State, index: number, pos: 'before' | 'after', e: Edit, value: bigint): void {
  const where = `edit ${pos}: remat of v${e.vreg} as ${value}`;
  let rule = ctx.remat.get(e.vreg);
  if (rule === undefined) ctx.remat.set(e.vreg, (rule = rematRule(ctx.fn, e.vreg)));
  checkEditLoc(ctx, index, pos, e.to);
  const ok = e.to.kind === 'reg' && rule.ok && BigInt.asUintN(rule.bits, value) === rule.value;
  if (e.to.kind === 'slot') report(ctx, index, null, `${where} into slot${e.to.slot}: a constant is rematerialized only into a register`);
  else if (!rule.ok) report(ctx, index, null, `${where}: not rematerializable (${rule.why})`);
  else if (!ok) report(ctx, index, null, `${where}: v${e.vreg} holds the constant ${rule.value}`);
  if (ok) ctx.written.add(e.vreg); // it enters the state here, not through a def
  state.set(locKey(e.to), ok ? new Set([e.vreg]) : EMPTY);
}

/** An edit's location must be a spill slot in range (an integer) or an allocatable register. */
function checkEditLoc(ctx: Ctx, index: number, pos: 'before' | 'after', a: Allocation): void {
  if (a.kind === 'slot' && !(Number.isInteger(a.slot) && a.slot >= 0 && a.slot < ctx.result.spillSlots))
    report(ctx, index, null, `edit ${pos}: slot${a.slot} is outside the ${ctx.result.spillSlots} spill slots`);
  if (a.kind === 'reg' && !ctx.regs.allocatable.includes(a.preg)) report(ctx, index, null, `edit ${pos}: ${a.preg} is not allocatable`);
}

function checkUses(ctx: Ctx, state: State, index: number, inst: MInst, locs: readonly Loc[]): void {
  for (let k = 0; k < inst.regs.length; k++) {
    const op = inst.regs[k]!;
    if (op.kind !== 'use') continue;
    const held = holds(state, locs[k]!);
    if (!held.has(op.vreg)) {
      const p = locName(locs[k]!);
      report(ctx, index, k, `use of v${op.vreg} in ${p}, but ${p} holds ${setText(held)}`);
    }
  }
}

function writeDef(ctx: Ctx, state: State, op: RegOperand, at: Loc, alsoHolds: ReadonlySet<number>): void {
  // A first def skips the walk over every location: along a 20,000-instruction block with a slot per
  // vreg (spill-all) that walk made the check quadratic, most of a cell's time.
  if (ctx.written.has(op.vreg)) removeVreg(state, op.vreg);
  else ctx.written.add(op.vreg);
  const now = new Set(alsoHolds);
  now.delete(op.vreg);
  now.add(op.vreg);
  state.set(at, now);
}

function transfer(ctx: Ctx, state: State, index: number, inst: MInst): void {
  const { operands: locs, clobbers } = instLocs(ctx, index, inst);
  applyEdits(ctx, state, index, 'before');
  checkUses(ctx, state, index, inst, locs);
  const copySource = inst.kind === 'copy' ? holds(state, locs[1]!) : EMPTY;
  const regs = inst.regs;
  for (let k = 0; k < regs.length; k++) if (regs[k]!.kind === 'def' && regs[k]!.early) writeDef(ctx, state, regs[k]!, locs[k]!, EMPTY);
  for (const c of clobbers) state.set(c, EMPTY);
  for (let k = 0; k < regs.length; k++)
    if (regs[k]!.kind === 'def' && !regs[k]!.early) writeDef(ctx, state, regs[k]!, locs[k]!, copySource);
  applyEdits(ctx, state, index, 'after');
}

/** Operand constraints, checked once per instruction (no dataflow needed). */
function checkConstraints(ctx: Ctx, index: number, inst: MInst): void {
  const allocs = ctx.result.allocs[index];
  if (!allocs || allocs.length !== inst.regs.length) {
    report(ctx, index, null, `allocation has ${allocs?.length ?? 'no'} registers for ${inst.regs.length} operands`);
    return;
  }
  for (const [k, op] of inst.regs.entries()) checkConstraint(ctx, index, k, op, allocs);
  checkOneMemoryOperand(ctx, index, allocs);
  checkSharing(ctx, index, inst.regs, instLocs(ctx, index, inst).operands);
}

/** Operands in slots are the instruction's memory operands: one at most. */
function checkOneMemoryOperand(ctx: Ctx, index: number, allocs: readonly OperandAlloc[]): void {
  let first = -1;
  for (let k = 0; k < allocs.length; k++) {
    if (typeof allocs[k] === 'string') continue;
    if (first < 0) first = k;
    else report(ctx, index, k, `operands ${first} and ${k} are both in spill slots: an instruction has one memory operand`);
  }
}

function checkConstraint(ctx: Ctx, index: number, k: number, op: RegOperand, allocs: readonly OperandAlloc[]): void {
  const a = allocs[k]!;
  const c = op.constraint;
  if (c.kind === 'stack' || (c.kind === 'any' && typeof a !== 'string')) {
    if (typeof a === 'string') report(ctx, index, k, `v${op.vreg} must be a stack operand, got register ${a}`);
    else if (!(Number.isInteger(a.slot) && a.slot >= 0 && a.slot < ctx.result.spillSlots))
      report(ctx, index, k, `v${op.vreg} in slot${a.slot}, outside the ${ctx.result.spillSlots} spill slots`);
    return;
  }
  if (typeof a !== 'string') {
    report(ctx, index, k, `v${op.vreg} must be in a register, got slot${a.slot}`);
    return;
  }
  const vclass = ctx.fn.vregs[op.vreg]?.class ?? '?';
  if (c.kind === 'fixed') {
    if (a !== c.preg) report(ctx, index, k, `v${op.vreg} must be in ${c.preg}, got ${a}`);
    return;
  }
  if (!(ctx.regs.classes[vclass] ?? []).includes(a)) report(ctx, index, k, `v${op.vreg} in ${a}, outside its class ${vclass}`);
  if ((c.kind === 'reg' || c.kind === 'any') && !(ctx.regs.classes[c.class] ?? []).includes(a))
    report(ctx, index, k, `v${op.vreg} in ${a}, outside class ${c.class}`);
  if (c.kind === 'reuse' && a !== allocs[c.input])
    report(ctx, index, k, `v${op.vreg} must reuse operand ${c.input}'s register ${locName(operandKey(allocs[c.input]!))}, got ${a}`);
}

/** Two operands in one location: uses of different vregs never; two defs never; an early def never
 *  with a use. A late def may share a use's location (regalloc2: it is written after the uses are
 *  read), whether or not a reuse ties them; the dataflow catches a use that is still needed. */
function checkSharing(ctx: Ctx, index: number, ops: readonly RegOperand[], locs: readonly Loc[]): void {
  for (let a = 0; a < ops.length; a++) {
    for (let b = a + 1; b < ops.length; b++) {
      if (locs[a] !== locs[b]) continue;
      const x = ops[a]!;
      const y = ops[b]!;
      const where = `operands ${a} (v${x.vreg}) and ${b} (v${y.vreg}) share ${locName(locs[a]!)}`;
      if (x.kind === 'use' && y.kind === 'use') {
        if (x.vreg !== y.vreg) report(ctx, index, b, `${where}: two uses of different vregs`);
      } else if (x.kind === 'def' && y.kind === 'def') {
        report(ctx, index, b, `${where}: two defs`);
      } else {
        const def = x.kind === 'def' ? x : y;
        if (def.early) report(ctx, index, b, `${where}: an early def shares a use's register`);
      }
    }
  }
}

function blockStarts(fn: MFunction): number[] {
  const starts: number[] = [];
  let n = 0;
  for (const b of fn.blocks) {
    starts.push(n);
    n += b.insts.length;
  }
  return starts;
}

function runBlock(ctx: Ctx, start: number, insts: readonly MInst[], entry: State): State {
  const state: State = new Map(entry);
  ctx.written.clear();
  for (const held of entry.values()) for (const v of held) ctx.written.add(v);
  for (let k = 0; k < insts.length; k++) transfer(ctx, state, start + k, insts[k]!);
  return state;
}

function groupEdits(result: AllocResult, pos: 'before' | 'after'): Map<number, AllocResult['edits'][number][]> {
  const m = new Map<number, AllocResult['edits'][number][]>();
  for (const e of result.edits) {
    if (e.point.pos !== pos) continue;
    const list = m.get(e.point.inst);
    if (list === undefined) m.set(e.point.inst, [e]);
    else list.push(e);
  }
  return m;
}

/** Pending block ids, each at most once, taken lowest first (a binary min-heap). */
class BlockQueue {
  private readonly heap: number[] = [];
  private readonly pending: boolean[];

  constructor(blocks: number) {
    this.pending = new Array<boolean>(blocks).fill(false);
  }

  add(id: number): void {
    if (this.pending[id]) return;
    this.pending[id] = true;
    const h = this.heap;
    h.push(id);
    for (let i = h.length - 1; i > 0 && h[(i - 1) >> 1]! > h[i]!; i = (i - 1) >> 1) [h[i], h[(i - 1) >> 1]] = [h[(i - 1) >> 1]!, h[i]!];
  }

  /** The lowest pending id, or -1. */
  next(): number {
    const h = this.heap;
    if (h.length === 0) return -1;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const m = l + 1 < h.length && h[l + 1]! < h[l]! ? l + 1 : l;
        if (m >= h.length || h[m]! >= h[i]!) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    this.pending[top] = false;
    return top;
  }
}

export function checkAllocation(fn: MFunction, result: AllocResult, regs: TargetRegs): CheckError[] {
  const errors: CheckError[] = [];
  const base = {
    fn,
    result,
    regs,
    editsBefore: groupEdits(result, 'before'),
    editsAfter: groupEdits(result, 'after'),
    locs: [],
    written: new Set<number>(),
    remat: new Map<number, RematRule>(),
  };
  const quiet: Ctx = { ...base, errors: null };
  const loud: Ctx = { ...base, errors };
  const total = fn.blocks.reduce((n, b) => n + b.insts.length, 0);
  if (result.allocs.length !== total)
    return [{ inst: 0, operand: null, message: `allocs has ${result.allocs.length} entries for ${total} instructions` }];
  const starts = blockStarts(fn);
  const entryStates: (State | null)[] = fn.blocks.map(() => null);
  entryStates[0] = new Map();
  // The lowest pending block first (layout order, which follows the control flow): the fixed point
  // does not depend on the order, but a FIFO revisited the inner blocks of a loop nest once per
  // change of every enclosing loop (a nest 100 deep: minutes), and its shift/includes were linear.
  const work = new BlockQueue(fn.blocks.length);
  work.add(0);
  for (let id = work.next(); id >= 0; id = work.next()) {
    const out = runBlock(quiet, starts[id]!, fn.blocks[id]!.insts, entryStates[id]!);
    for (const s of fn.blocks[id]!.succs) {
      const cur = entryStates[s];
      const next = cur === null ? out : meet(cur, out);
      if (cur === null || !sameState(cur, next)) {
        entryStates[s] = next;
        work.add(s);
      }
    }
  }
  for (const [id, b] of fn.blocks.entries()) {
    for (const [k, inst] of b.insts.entries()) checkConstraints(loud, starts[id]! + k, inst);
    const entry = entryStates[id];
    if (entry) runBlock(loud, starts[id]!, b.insts, entry);
  }
  return errors;
}
