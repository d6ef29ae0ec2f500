// Frame layout: where spill slots, local frame objects, the outgoing argument area and the
// callee-saved registers live relative to the stack pointer after the prologue.
//
// Requires an MFunction, its AllocResult and the target. Produces a FrameLayout; the frame is
// allocated once in the prologue, so sp-relative addresses stay valid throughout the body (call
// arguments are stored to [sp + k], never pushed).
// Layout, from sp upwards:  [outgoing arguments][spill slots][local objects]  (= `size`, the
// prologue's sp adjustment; an instruction with a `stack` operand addresses its spill slot, not the
// outgoing area), then the pushed callee-saved registers (ARM/Thumb: and lr), then on
// x86 the return address, then the caller's stack arguments. An incoming object's `offset` is
// relative to the stack pointer at the function's first instruction — the convention of
// simulators/abi.ts (x86: the return address is at 0, the first stack argument at the word size).
// Alignment (System V i386/x86-64 §3.2.2, AAPCS §5.2.1.2): sp is a multiple of the ABI's stackAlign
// at every call, given that it is on entry before the call pushed the return address; a function
// without calls only keeps sp word-aligned.
// A variadic AAPCS function (engine/isel/emit.ts vaEntry) has an incoming object below the entry sp,
// where its entry stores r_n..r3 so the variadic arguments are contiguous: `vaSave` bytes, reserved
// first by the prologue (`sub sp, #vaSave`, as LLVM does) and released last by the epilogue;
// the incoming objects lie that much further up.
// A dynamic stack (MFunction.framePointer: dynamic allocas, stacksave/stackrestore move sp in the
// body): the target's frame pointer (x86 ebp/rbp, ARM r11, Thumb r7) is pushed with the callee-saved
// registers and set to sp after the prologue; every offset above is then relative to it, and only
// the outgoing arguments stay at [sp + k], at whatever sp is when the call runs. A dynamic alloca
// lowers sp by its size (a multiple of stackAlign, engine/lower/dynamic-stack.ts) and its object
// starts `outgoing` bytes above the new sp, so the area stays at the bottom: the object overlaps
// only the old area, which holds nothing between calls. Such a frame keeps sp and `outgoing`
// multiples of stackAlign (with or without calls), so every object is as aligned as sp.

import { isSlot, type AllocResult, type MFunction, type PReg } from '../mir/types.js';
import type { Target } from '../targets/target.js';
import { planted } from '../../common/planted-bugs.js';
import { CodegenError } from './lir.js';

export interface FrameLayout {
  /** Bytes subtracted from sp after the pushes. */
  readonly size: number;
  /** Callee-saved registers the function writes, pushed in the prologue (ABI order). */
  readonly saved: readonly PReg[];
  /** sp-relative offset of each spill slot. */
  readonly slotOffsets: readonly number[];
  /** sp-relative offset of each frame object (locals and incoming arguments). */
  readonly objectOffsets: readonly number[];
  readonly outgoing: number;
  /** The frame pointer frame offsets are relative to (a dynamic stack), or null: they are sp-relative. */
  readonly framePointer: PReg | null;
  /** Bytes between the entry sp and the pushes that hold a variadic function's argument registers (else 0). */
  readonly vaSave: number;
}

const alignTo = (n: number, a: number): number => Math.ceil(n / a) * a;

/**
 * Callee-saved registers that hold anything: any allocation, edit or fixed operand names them, or
 * an instruction clobbers them (a call that returns twice, engine/isel/emit-api.ts callRegs: after
 * a longjmp they hold the jumping code's values, so only the epilogue's restore gives the caller its own).
 */
function usedCalleeSaved(fn: MFunction, alloc: AllocResult, target: Target): PReg[] {
  const used = new Set<PReg>();
  for (const regs of alloc.allocs) for (const r of regs) if (!isSlot(r)) used.add(r);
  for (const e of alloc.edits) for (const a of [e.from, e.to]) if (a.kind === 'reg') used.add(a.preg);
  for (const b of fn.blocks)
    for (const i of b.insts) {
      for (const op of i.regs) if (op.constraint.kind === 'fixed') used.add(op.constraint.preg);
      if (i.kind === 'isa') for (const r of i.clobbers) used.add(r);
    }
  const fp = framePointerOf(fn, target);
  if (fp !== null) used.add(fp);
  const saved = target.model.abi.calleeSaved.filter((r) => used.has(r));
  return planted('callee-saved-not-saved') ? saved.slice(0, -1) : saved;
}

/** The frame pointer of a function with a dynamic stack, else null. */
function framePointerOf(fn: MFunction, target: Target): PReg | null {
  if (fn.framePointer !== true) return null;
  if (target.framePointer === null) throw new CodegenError(`${fn.name}: sp moves in the body, but ${target.isa} has no frame pointer`);
  return target.framePointer;
}

export function layoutFrame(fn: MFunction, alloc: AllocResult, target: Target): FrameLayout {
  const abi = target.model.abi;
  const w = abi.wordBytes;
  const saved = usedCalleeSaved(fn, alloc, target);
  let outgoing = 0;
  for (const b of fn.blocks) {
    for (const i of b.insts) {
      if (
        i.kind !== 'isa' ||
        i.insn === null ||
        i.frame !== undefined ||
        i.aboveOutgoing === true ||
        i.regs.some((op) => op.constraint.kind === 'stack')
      )
        continue;
      outgoing = Math.max(outgoing, target.outgoingExtent(i.insn));
    }
  }
  const fp = framePointerOf(fn, target);
  outgoing = alignTo(outgoing, fp === null ? w : abi.stackAlign);
  const slotBytes = Math.max(alloc.slotBytes, w);
  const slotOffsets = Array.from({ length: alloc.spillSlots }, (_, s) => outgoing + s * slotBytes);
  let at = outgoing + alloc.spillSlots * slotBytes;
  if (planted('local-overlaps-spill') && alloc.spillSlots > 0) at -= slotBytes;
  const local: (number | null)[] = fn.frame.map((o) => {
    if (o.kind !== 'local') return null;
    // Thumb: word alignment, so [sp, #imm8 × 4] and `add rd, sp, #imm8 × 4` reach every object
    at = alignTo(at, Math.max(o.align, target.localAlign));
    const off = at;
    at += o.size;
    return off;
  });
  // Bytes between the entry sp and the body's sp besides `size`: pushes (and lr), the variadic save area, not the return address.
  const vaSave = Math.max(0, ...fn.frame.map((o) => (o.kind === 'local' ? 0 : -o.kind.incoming)));
  const pushed = (saved.length + (abi.lr === null ? 0 : 1)) * w + vaSave;
  const returnAddress = abi.lr === null ? w : 0;
  // Alignment matters only at calls: a function without calls keeps its frame word-aligned.
  const calls =
    fp !== null || fn.blocks.some((b) => b.insts.some((i) => i.kind === 'isa' && (i.callee !== undefined || i.indirectCall === true)));
  const size = calls ? alignTo(at + pushed + returnAddress, abi.stackAlign) - pushed - returnAddress : alignTo(at, w);
  const objectOffsets = fn.frame.map((o, k) => (o.kind === 'local' ? local[k]! : size + pushed + o.kind.incoming));
  return { size, saved, slotOffsets, objectOffsets, outgoing, vaSave, framePointer: fp };
}
