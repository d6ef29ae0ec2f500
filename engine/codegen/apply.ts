// Applies an allocation to an MFunction: the instruction list codegen lays out (lir.ts).
//
// Requires an MFunction following the selection conventions of engine/mir/types.ts (entry pseudo
// with insn null, returns in the ISA's return form, branches with `target`, calls with `callee`),
// an AllocResult for it and the function's FrameLayout. Produces one LBlock per MBlock, in layout
// order, in which:
// - returns stay selection's return instructions (prologue.ts `placePrologueEpilogue`, the next
//   pass, opens block 0 with the prologue and replaces every return by the epilogue);
// - edits run at their program points (before / after instruction i, numbered over the whole
//   function in layout order): reg→reg a move, reg→slot a spill store, slot→reg a reload
//   (slot→slot has no single instruction and is refused), const→reg a rematerialization expanded
//   exactly as a `const` instruction of the vreg's width into that register (never spill traffic;
//   only Thumb's `movs` writes the flags, and it is chosen only where the flags are dead at the
//   edit's point, as for a `const`; a const→slot edit is refused);
// - `%k.b` placeholders become the b-bit view of allocs[i][k]; frame-object operands get the
//   object's sp offset added (an ARM frame address whose offset does not rotate becomes several adds),
//   and a `stack` operand's memory operand the offset of the spill slot allocated to it; an `any`
//   operand allocated a slot makes the instruction the target's memory form reading that slot
//   (anyToMemory, then the same offset as a `stack` operand), and its access is spill traffic (a
//   reload folded into the instruction: the emulator counts it as a spill load);
// - with a frame pointer (a dynamic stack, frame.ts), frame-object operands, stack operands and
//   spill traffic are addressed from it (the target's rebaseFrame); an `aboveOutgoing` instruction
//   (a dynamic alloca's address) gets the outgoing area's size added and stays sp-relative;
// - `copy` becomes the ISA's register move (dropped when both sides share a register), `const`
//   becomes the target's constant (Thumb: movs only where no later instruction of the block reads
//   the flags before one writes them, else a literal load).
// Follows regalloc2's Output semantics (anchors.md §1): an edit at `before i` runs after the
// instruction before i and before i's uses are read.

import type { Isa } from '../../isa-models/types.js';
import { assertNever } from '../ir/types.js';
import {
  isSlot,
  type Allocation,
  type AllocResult,
  type Edit,
  type IsaInsn,
  type MBlock,
  type MFunction,
  type MInst,
  type OperandAlloc,
} from '../mir/types.js';
import type { FramePiece, Target } from '../targets/target.js';
import type { FrameLayout } from './frame.js';
import { planted } from '../../common/planted-bugs.js';
import { CodegenError, type LBlock, type LInst } from './lir.js';
import { substitute } from './substitute.js';

interface Ctx {
  readonly target: Target;
  readonly fn: MFunction;
  readonly alloc: AllocResult;
  readonly frame: FrameLayout;
  readonly before: Map<number, Edit[]>;
  readonly after: Map<number, Edit[]>;
}

export function applyAllocation(fn: MFunction, alloc: AllocResult, frame: FrameLayout, target: Target): LBlock[] {
  const before = new Map<number, Edit[]>();
  const after = new Map<number, Edit[]>();
  for (const e of alloc.edits) {
    const m = e.point.pos === 'before' ? before : after;
    const list = m.get(e.point.inst);
    if (list === undefined) m.set(e.point.inst, [e]);
    else list.push(e);
  }
  const ctx: Ctx = { target, fn, alloc, frame, before, after };
  let index = 0;
  return fn.blocks.map((b) => {
    const out: LInst[] = [];
    b.insts.forEach((inst, j) => {
      edits(ctx, before.get(index), out, () => flagsLiveAfter(target, b, j - 1));
      instruction(ctx, b, j, inst, index, out);
      edits(ctx, after.get(index), out, () => flagsLiveAfter(target, b, j));
      index++;
    });
    return { id: b.id, insts: out };
  });
}

const plain = (insn: IsaInsn): LInst => ({ kind: 'insn', insn, spill: false });

/** The edits at one point; `flagsLive` (asked only for a remat): does the block read the flags after the point before writing them? */
function edits(ctx: Ctx, list: readonly Edit[] | undefined, out: LInst[], flagsLive: () => boolean): void {
  for (const e of list ?? []) {
    if (e.from.kind === 'const') out.push(remat(ctx, e.from.value, e.to, e.vreg, flagsLive()));
    else out.push(...edit(ctx, e.from, e.to, e.vreg));
  }
}

/** A rematerialization: the `const` expansion of `value` at the vreg's width into the edit's register. */
function remat(ctx: Ctx, value: bigint, to: Allocation, vreg: number, flagsLive: boolean): LInst {
  if (to.kind !== 'reg') throw new CodegenError(`edit of v${vreg} rematerializes a constant into spill slot ${to.slot}`);
  return constantInto(ctx, to.preg, value, ctx.fn.vregs[vreg]?.bits ?? ctx.target.wordBytes * 8, flagsLive);
}

/** A constant into register `r` (value modulo 2^bits): the target's immediate form, or a literal-pool load. */
function constantInto(ctx: Ctx, r: string, value: bigint, bits: number, flagsLive: boolean): LInst {
  const c = ctx.target.constant(r, value, bits, flagsLive);
  return 'insn' in c ? plain(c.insn) : { kind: 'literal', reg: r, value: c.literal };
}

/** The sp offset of spill slot `slot`; `who` names what refers to it in the error. */
function slotOffsetOf(ctx: Ctx, slot: number, who: string): number {
  const off = ctx.frame.slotOffsets[slot];
  if (off === undefined) throw new CodegenError(`${who} names spill slot ${slot}, but there are ${ctx.frame.slotOffsets.length}`);
  return off;
}

/** slotOffsetOf for an edit, its error text built only when it fails. */
function editSlotOffset(ctx: Ctx, slot: number, vreg: number): number {
  const off = ctx.frame.slotOffsets[slot];
  return off !== undefined ? off : slotOffsetOf(ctx, slot, `edit of v${vreg}`);
}

function edit(ctx: Ctx, from: Allocation, to: Allocation, vreg: number): LInst[] {
  const { target, frame } = ctx;
  if (from.kind === 'reg' && to.kind === 'reg') return from.preg === to.preg ? [] : [plain(target.move(to.preg, from.preg))];
  if (from.kind === 'reg' && to.kind === 'slot')
    return spillTraffic(target, fromFrame(ctx, target.store(from.preg, editSlotOffset(ctx, to.slot, vreg))));
  if (from.kind === 'slot' && to.kind === 'reg') {
    const slot = planted('reload-wrong-slot') ? (from.slot + 1) % frame.slotOffsets.length : from.slot;
    return spillTraffic(target, fromFrame(ctx, target.load(to.preg, editSlotOffset(ctx, slot, vreg))));
  }
  throw new CodegenError(`edit of v${vreg} moves spill slot to spill slot, which has no single instruction`);
}

/** An sp-relative frame access or address, from the frame pointer when the frame has one. */
function fromFrame(ctx: Ctx, insn: IsaInsn): IsaInsn {
  const fp = ctx.frame.framePointer;
  return fp === null ? insn : ctx.target.rebaseFrame(insn, fp);
}

/** A spill store or reload, as the instructions that reach its slot (the target's frameSequence); only the access is spill traffic. */
function spillTraffic(target: Target, access: IsaInsn): LInst[] {
  return target.frameSequence(access).map((p) => lowered(p, true));
}

/** A frame piece as a low-level instruction; `spill`: the access is spill traffic. */
function lowered(p: FramePiece<IsaInsn>, spill: boolean): LInst {
  return p.kind === 'literal' ? { kind: 'literal', reg: p.reg, value: p.value } : { kind: 'insn', insn: p.insn, spill: spill && p.access };
}

function instruction(ctx: Ctx, block: MBlock, j: number, inst: MInst, index: number, out: LInst[]): void {
  const { target, alloc } = ctx;
  const allocs = alloc.allocs[index];
  if (allocs === undefined || allocs.length !== inst.regs.length) {
    throw new CodegenError(
      `${ctx.fn.name}: instruction ${index} has ${inst.regs.length} register operands but ${allocs?.length ?? 'no'} allocations`,
    );
  }
  switch (inst.kind) {
    case 'copy': {
      const [d, s] = [regOf(ctx, allocs, 0), regOf(ctx, allocs, 1)];
      if (d !== s) out.push(plain(target.move(d, s)));
      return;
    }
    case 'const': {
      const bits = ctx.fn.vregs[inst.regs[0].vreg]?.bits ?? target.wordBytes * 8;
      out.push(constantInto(ctx, regOf(ctx, allocs, 0), inst.value, bits, flagsLiveAfter(target, block, j)));
      return;
    }
    case 'isa':
      isaInstruction(ctx, inst, allocs, out);
      return;
    default:
      assertNever(inst, 'machine instruction');
  }
}

function regOf(ctx: Ctx, allocs: readonly OperandAlloc[], k: number): string {
  const a = allocs[k];
  if (a === undefined || isSlot(a)) throw new CodegenError(`${ctx.fn.name}: operand ${k} of a copy or const was given a spill slot`);
  return a;
}

/** The sp offset of the spill slot of the instruction's `stack` operand, if it has one. */
function stackOperandOffset(ctx: Ctx, allocs: readonly OperandAlloc[]): number | undefined {
  const slot = allocs.find(isSlot);
  return slot === undefined ? undefined : slotOffsetOf(ctx, slot.slot, `${ctx.fn.name}: a stack operand`);
}

/** The operand index of an `any` operand allocated a spill slot, or -1 (verifyMir allows one `any` an instruction). */
function anySlotOperand(inst: Extract<MInst, { kind: 'isa' }>, allocs: readonly OperandAlloc[]): number {
  for (let k = 0; k < inst.regs.length; k++) if (inst.regs[k]!.constraint.kind === 'any' && isSlot(allocs[k])) return k;
  return -1;
}

function anyMemoryForm(ctx: Ctx, insn: IsaInsn, k: number): IsaInsn {
  if (ctx.target.anyToMemory === undefined)
    throw new CodegenError(`${ctx.fn.name}: ${ctx.target.isa} has no memory form for an any operand in a slot`);
  return ctx.target.anyToMemory(insn, k);
}

function isaInstruction(ctx: Ctx, inst: Extract<MInst, { kind: 'isa' }>, allocs: readonly OperandAlloc[], out: LInst[]): void {
  const { target, frame } = ctx;
  if (inst.insn === null) return; // the entry pseudo: argument registers are already in place
  if (inst.target !== undefined) {
    out.push({ kind: 'jump', cond: target.branchCond(inst.insn), target: inst.target });
    return;
  }
  const anyInSlot = anySlotOperand(inst, allocs);
  let insn = substitute(
    target,
    anyInSlot < 0 ? inst.insn : anyMemoryForm(ctx, inst.insn, anyInSlot),
    allocs.map((a) => (isSlot(a) ? undefined : a)),
  );
  if (inst.callee !== undefined) {
    out.push({ kind: 'call', callee: inst.callee, insn: target.retargetCall(insn, 0) });
    return;
  }
  if (target.isConditionalReturn(insn)) {
    throw new CodegenError(`${ctx.fn.name}: a conditional return has no epilogue; selection must branch to a return block`);
  }
  const offset = inst.frame !== undefined ? frame.objectOffsets[inst.frame] : stackOperandOffset(ctx, allocs);
  if (inst.frame !== undefined && offset === undefined) throw new CodegenError(`${ctx.fn.name}: frame object ${inst.frame} does not exist`);
  if (offset !== undefined) {
    insn = fromFrame(ctx, target.addFrameOffset(insn, offset));
    out.push(...target.frameSequence(insn).map((p) => lowered(p, anyInSlot >= 0)));
    return;
  }
  if (inst.aboveOutgoing === true) {
    out.push(...target.frameSequence(target.addFrameOffset(insn, frame.outgoing)).map((p) => lowered(p, false)));
    return;
  }
  out.push(plain(insn));
}

/** Does some instruction of the block after its j-th (j = -1: from its first) read the flags before one writes them? */
function flagsLiveAfter(target: Target, block: MBlock, j: number): boolean {
  const flagsOf = formFlags(target);
  for (let k = j + 1; k < block.insts.length; k++) {
    const inst = block.insts[k]!;
    if (inst.kind !== 'isa' || inst.insn === null) continue;
    const flags = flagsOf.get(inst.insn.form) ?? 'none';
    if (flags === 'read' || flags === 'readwrite') return true;
    if (flags === 'write') return false;
  }
  return false;
}

type FlagUse = Target['model']['descriptors'][number]['flags'];
const FORM_FLAGS = new Map<Isa, ReadonlyMap<string, FlagUse>>();

/** The flag effect of each form: the first descriptor of that form's (as descriptors.find gives it), indexed once per ISA. */
function formFlags(target: Target): ReadonlyMap<string, FlagUse> {
  let m = FORM_FLAGS.get(target.isa);
  if (m === undefined) {
    const byForm = new Map<string, FlagUse>();
    for (const d of target.model.descriptors) if (!byForm.has(d.form)) byForm.set(d.form, d.flags);
    FORM_FLAGS.set(target.isa, (m = byForm));
  }
  return m;
}
