// Thumb frame offsets beyond the sp-relative forms' reach, as instructions that encode.
//
// Requires a Thumb instruction whose frame offset code generation has already added (the target's
// addFrameOffset). Produces the pieces that do the same thing, the access marked, as llc's Thumb1
// eliminateFrameIndex does by loading the offset from the constant pool (ARMv6-M ARM A6.7:
// `ldr/str rt, [sp, #imm8 × 4]` and `add rd, sp, #imm8 × 4` reach 1020): beyond 1020 the offset
// is a literal loaded into a low register, `add r, sp` (the high-register add) makes the address,
// and the access is `[r, #0]`. A load or an add uses its own destination; a store borrows a low
// register other than rt, saved in lr around the sequence (`mov lr, r` … `mov r, lr`; lr is free
// in the body: the prologue pushes it and the epilogue pops it into pc). None of these writes the
// flags, and sp never moves: AAPCS §5.2.1.1 (and the Cortex-M0's exception entry, which pushes
// below sp) forbids relying on memory below sp, which raising sp around the access did.
// From the frame pointer r7 (a function with a dynamic stack, engine/codegen/frame.ts; the target's
// rebaseFrame names it as a third operand of the sp form, which only this function reads): a word
// access within 124 bytes is the [r7, #imm5] form; beyond, and for every address (Thumb-1 has no
// `add rd, r7, #imm8`), the offset is a literal added to r7 as above.

import type { ThumbInsn } from '../../../isa-models/thumb/forms.js';
import type { FramePiece } from '../target.js';

/** The sp-relative forms' reach in bytes. */
const REACH = 1020;

/** Thumb sp-relative forms, with what replaces them beyond the reach (the [rn, #imm5] twin, or none: the add). */
const SP_FORMS: Readonly<Record<string, string | null>> = {
  'ldr rt, [sp, #imm8]': 'ldr rt, [rn, #imm5]',
  'str rt, [sp, #imm8]': 'str rt, [rn, #imm5]',
  'add rd, sp, #imm8': null,
};

const piece = (insn: ThumbInsn, access = false): FramePiece<ThumbInsn> => ({ kind: 'insn', insn, access });

/** `r := sp + offset` without writing the flags. */
function address(r: string, offset: number): FramePiece<ThumbInsn>[] {
  return [{ kind: 'literal', reg: r, value: BigInt(offset) }, piece({ form: 'add rdn, rm', ops: [r, 'sp'] })];
}

/** The reach of the [rn, #imm5] word forms (imm5 × 4). */
const LOW_REACH = 124;

/** `r := base + offset` without writing the flags. */
function addressFrom(r: string, base: string, offset: number): FramePiece<ThumbInsn>[] {
  return [{ kind: 'literal', reg: r, value: BigInt(offset) }, piece({ form: 'add rdn, rm', ops: [r, base] })];
}

/** A frame access or address relative to the frame pointer `fp` (see the header). */
function fromFramePointer(t: ThumbInsn, twin: string | null, fp: string): FramePiece<ThumbInsn>[] {
  const [rt, offset] = t.ops as [string, number];
  if (twin === null) return offset === 0 ? [piece({ form: 'mov rd, rm', ops: [rt, fp] })] : addressFrom(rt, fp, offset);
  if (offset <= LOW_REACH && offset % 4 === 0) return [piece({ form: twin, ops: [rt, fp, offset] }, true)];
  if (t.form.startsWith('ldr')) return [...addressFrom(rt, fp, offset), piece({ form: twin, ops: [rt, rt, 0] }, true)];
  const r = rt === 'r0' ? 'r1' : 'r0';
  return [
    piece({ form: 'mov rd, rm', ops: ['lr', r] }),
    ...addressFrom(r, fp, offset),
    piece({ form: twin, ops: [rt, r, 0] }, true),
    piece({ form: 'mov rd, rm', ops: [r, 'lr'] }),
  ];
}

/** A Thumb frame-relative instruction as pieces that encode (see the header). */
export function thumbFrameSequence(t: ThumbInsn): FramePiece<ThumbInsn>[] {
  const twin = SP_FORMS[t.form];
  const [rt, offset, fp] = t.ops as [string, number, string | undefined];
  if (twin !== undefined && fp !== undefined) return fromFramePointer(t, twin, fp);
  if (twin === undefined || typeof offset !== 'number' || offset <= REACH) return [piece(t, true)];
  if (twin === null) return address(rt, offset);
  if (t.form.startsWith('ldr')) return [...address(rt, offset), piece({ form: twin, ops: [rt, rt, 0] }, true)];
  const r = rt === 'r0' ? 'r1' : 'r0';
  return [
    piece({ form: 'mov rd, rm', ops: ['lr', r] }),
    ...address(r, offset),
    piece({ form: twin, ops: [rt, r, 0] }, true),
    piece({ form: 'mov rd, rm', ops: [r, 'lr'] }),
  ];
}
