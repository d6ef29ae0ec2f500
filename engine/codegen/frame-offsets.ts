// Frame offsets beyond an addressing mode's reach: the instructions that reach them, per ISA.
//
// Requires an instruction (isa-models/<isa>/forms.ts shape) whose frame offset codegen has already
// added (target-ops.ts addFrameOffset: a frame object's or a spill slot's sp offset). Produces a
// FramePiece list that does the same thing and encodes, the access itself marked (spill traffic
// is counted on it), as llc's eliminateFrameIndex does with a scratch register:
// - ARM (ARM ARM, ARMv6 edition, A5.1.3 rotated immediates, A5.2.2 / A5.3.2 offsets; llc's
//   rewriteARMFrameIndex + emitARMRegPlusImmediate): `add rd, sp, #off` whose offset is no
//   rotated immediate becomes `add rd, sp, #c0`, `add rd, rd, #ci` over its 8-bit chunks at even
//   positions; a load or store `[sp, #off]` beyond its mode's reach (mode 2 ±4095, mode 3 ±255)
//   gets sp + (off − low) into lr by the same adds, then accesses `[lr, #low]`.
// - Thumb (ARMv6-M ARM A6.7: `ldr/str rt, [sp, #imm8 × 4]` and `add rd, sp, #imm8 × 4` reach
//   1020; llc's Thumb1 eliminateFrameIndex loads the offset from the constant pool): beyond 1020,
//   the offset is a literal loaded into a low register, `add r, sp` (the high-register add) makes
//   the address, and the access is `[r, #0]`. A load or an add uses its own destination; a store
//   borrows a low register other than rt, saved in lr around the sequence (`mov lr, r` …
//   `mov r, lr`). None of these writes the flags, and sp never moves: AAPCS §5.2.1.1 (and the
//   Cortex-M0's exception entry, which pushes below sp) forbids relying on memory below sp, which
//   raising sp around the access (the earlier way) did.
// lr is free in the body on both: the prologue always pushes it (prologue.ts) and the epilogue's
// pop into pc is the return, so between them only calls write it and nothing reads it.
// x86's disp32 reaches every frame. Anything else is returned as it is (the model refuses what
// still does not fit).

import { MODELS } from '../../isa-models/index.js';
import type { Isa } from '../../isa-models/types.js';

/** One step of a frame access: an instruction (`access`: the load or store itself), or a literal load. */
export type FramePiece =
  | { readonly kind: 'insn'; readonly insn: unknown; readonly access: boolean }
  | { readonly kind: 'literal'; readonly reg: string; readonly value: bigint };

/** A frame-relative instruction as pieces that encode (see the header). */
export function frameSequence(isa: Isa, insn: unknown): FramePiece[] {
  if (isa === 'arm') return armFrameInsns(insn).map((i, k, all) => ({ kind: 'insn', insn: i, access: k === all.length - 1 }));
  if (isa === 'thumb') return thumbFrameInsns(insn as ThumbI);
  return [{ kind: 'insn', insn, access: true }];
}

type ArmI = { readonly form: string; readonly cond: string; readonly rd?: string; readonly rn?: string; readonly imm?: number };

/** Does the ARM model encode `insn`? (its own range check, so no reach is restated here). */
function armEncodes(insn: unknown): boolean {
  return modelEncodes('arm', insn);
}

function modelEncodes(isa: Isa, insn: unknown): boolean {
  try {
    MODELS[isa].size(insn);
    return true;
  } catch {
    return false;
  }
}

/** `value` (≥ 0) as a sum of 8-bit chunks at even bit positions, low first: each a rotated immediate. */
export function rotatedChunks(value: number): number[] {
  const chunks: number[] = [];
  for (let rest = value; rest !== 0;) {
    const low = (31 - Math.clz32(rest & -rest)) & ~1;
    const chunk = rest & (0xff * 2 ** low);
    chunks.push(chunk);
    rest -= chunk;
  }
  return chunks;
}

/** `rd = rn + value` as adds of rotated immediates (value ≥ 0; 0 is a single add of 0). */
function addSequence(cond: string, rd: string, rn: string, value: number): ArmI[] {
  const chunks = value === 0 ? [0] : rotatedChunks(value);
  return chunks.map((c, k) => ({ form: 'add rd, rn, #imm', cond, rd, rn: k === 0 ? rn : rd, imm: c }));
}

/** An ARM frame-relative instruction, as instructions that encode (see the header). */
function armFrameInsns(insn: unknown): unknown[] {
  const i = insn as ArmI;
  if (typeof i.imm !== 'number' || i.imm < 0 || armEncodes(insn)) return [insn];
  if (i.form === 'add rd, rn, #imm' && i.rd !== undefined && i.rn !== undefined) return addSequence(i.cond, i.rd, i.rn, i.imm);
  if (i.rn !== 'sp' || !/^(ldr|str)\w* rt, \[rn, #imm\]$/.test(i.form)) return [insn];
  // The largest low part the mode encodes: mode 2's imm12, else mode 3's imm8.
  const low = [i.imm & 0xfff, i.imm & 0xff].find((l) => armEncodes({ ...i, rn: 'lr', imm: l })) ?? 0;
  return [...addSequence(i.cond, 'lr', 'sp', i.imm - low), { ...i, rn: 'lr', imm: low }];
}

type ThumbI = { readonly form: string; readonly ops: readonly unknown[] };

/** Thumb sp-relative forms, with what replaces them beyond 1020 (the [rn, #imm5] twin, or none: the add). */
const THUMB_SP: Readonly<Record<string, string | null>> = {
  'ldr rt, [sp, #imm8]': 'ldr rt, [rn, #imm5]', 'str rt, [sp, #imm8]': 'str rt, [rn, #imm5]', 'add rd, sp, #imm8': null,
};

const insnPiece = (insn: unknown, access = false): FramePiece => ({ kind: 'insn', insn, access });

function thumbFrameInsns(t: ThumbI): FramePiece[] {
  const twin = THUMB_SP[t.form];
  const [rt, off] = t.ops as [string, number];
  if (twin === undefined || typeof off !== 'number' || off <= 1020 || modelEncodes('thumb', t)) return [insnPiece(t, true)];
  // r := sp + off, without writing the flags
  const address = (r: string): FramePiece[] => [{ kind: 'literal', reg: r, value: BigInt(off) }, insnPiece({ form: 'add rdn, rm', ops: [r, 'sp'] })];
  if (twin === null) return address(rt);
  if (t.form.startsWith('ldr')) return [...address(rt), insnPiece({ form: twin, ops: [rt, rt, 0] }, true)];
  const r = rt === 'r0' ? 'r1' : 'r0';
  return [
    insnPiece({ form: 'mov rd, rm', ops: ['lr', r] }), ...address(r), insnPiece({ form: twin, ops: [rt, r, 0] }, true),
    insnPiece({ form: 'mov rd, rm', ops: [r, 'lr'] }),
  ];
}
