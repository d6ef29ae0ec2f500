// ARM frame offsets beyond an addressing mode's reach, as instructions that encode.
//
// Requires an ARM instruction whose frame offset code generation has already added (the target's
// addFrameOffset: a frame object's or a spill slot's sp offset) and the model's own test of what
// encodes (so no reach is restated here). Produces the pieces that do the same thing, the access
// marked, as llc's rewriteARMFrameIndex and emitARMRegPlusImmediate do (ARM ARM, ARMv6 edition,
// A5.1.3 rotated immediates, A5.2.2 / A5.3.2 offsets):
// - `add rd, sp, #off` whose offset is no rotated immediate becomes `add rd, sp, #c0`,
//   `add rd, rd, #ci` over its 8-bit chunks at even positions (rd is written first, so it is free
//   to hold the partial sum);
// - a load or store `[sp, #off]` beyond its mode's reach (mode 2 ±4095, mode 3 ±255) gets
//   sp + (off − low) into lr by the same adds, then accesses `[lr, #low]`. lr is free in the body:
//   the prologue always pushes it (codegen/prologue.ts) and the epilogue's pop into pc is the
//   return, so between them only calls write it and nothing reads it. r12 is allocatable here.
// Anything else is returned as it is (the model refuses what still does not fit).

import type { ArmInsn } from '../../../isa-models/arm/forms.js';
import type { FramePiece } from '../target.js';

/** `value` (≥ 0) as a sum of 8-bit chunks at even bit positions, low first: each a rotated immediate. */
function rotatedChunks(value: number): number[] {
  const chunks: number[] = [];
  for (let rest = value; rest !== 0; ) {
    const low = (31 - Math.clz32(rest & -rest)) & ~1;
    const chunk = rest & (0xff * 2 ** low);
    chunks.push(chunk);
    rest -= chunk;
  }
  return chunks;
}

/** `rd = rn + value` as adds of rotated immediates (value ≥ 0; 0 is a single add of 0). */
function addSequence(cond: ArmInsn['cond'], rd: ArmInsn['rd'], rn: ArmInsn['rn'], value: number): ArmInsn[] {
  const chunks = value === 0 ? [0] : rotatedChunks(value);
  return chunks.map((c, k) => ({ form: 'add rd, rn, #imm', cond, rd, rn: k === 0 ? rn : rd, imm: c }));
}

const MEMORY_FORM = /^(ldr|str)\w* rt, \[rn, #imm\]$/;

function armFrameInsns(i: ArmInsn, encodes: (i: ArmInsn) => boolean): ArmInsn[] {
  if (typeof i.imm !== 'number' || i.imm < 0 || encodes(i)) return [i];
  if (i.form === 'add rd, rn, #imm' && i.rd !== undefined && i.rn !== undefined) return addSequence(i.cond, i.rd, i.rn, i.imm);
  // sp, or r11 in a function with a dynamic stack (its frame pointer, engine/codegen/frame.ts).
  if ((i.rn !== 'sp' && i.rn !== 'r11') || !MEMORY_FORM.test(i.form)) return [i];
  // The largest low part the mode encodes: mode 2's imm12, else mode 3's imm8.
  const low = [i.imm & 0xfff, i.imm & 0xff].find((l) => encodes({ ...i, rn: 'lr', imm: l })) ?? 0;
  return [...addSequence(i.cond, 'lr', i.rn, i.imm - low), { ...i, rn: 'lr', imm: low }];
}

/** An ARM frame-relative instruction as pieces that encode (see the header); the last is the access. */
export function armFrameSequence(i: ArmInsn, encodes: (i: ArmInsn) => boolean): FramePiece<ArmInsn>[] {
  const insns = armFrameInsns(i, encodes);
  return insns.map((insn, k) => ({ kind: 'insn', insn, access: k === insns.length - 1 }));
}
