// A32 modified immediates: an 8-bit value rotated right by an even amount (ARM ARM, ARMv6 edition,
// A5.1.3 "Data-processing operands - Immediate").
//
// Contract: `encodeRotated(v)` gives the 12-bit field (rot4:imm8) for a 32-bit value, or null when no
// rotation encodes it. When several rotations encode the same value (4 is 0x04 ror 0 and 0x01 ror 30),
// it picks the one llvm-mc-14 picks: this is LLVM's ARM_AM::getSOImmVal / getSOImmValRotate
// (llvm/lib/Target/ARM/MCTargetDesc/ARMAddressingModes.h) transcribed — an 8-bit value is not rotated;
// otherwise the rotation is set by the trailing zeros, with a second try that ignores the low six
// bits for values wrapping around bit 31 (0xf000000f). The tests check it against a brute-force
// search over all 4096 encodings and against llvm-mc.

import { planted } from '../../common/planted-bugs.js';

function rotr32(x: number, n: number): number {
  n &= 31;
  return n === 0 ? x >>> 0 : ((x >>> n) | (x << (32 - n))) >>> 0;
}

function rotl32(x: number, n: number): number {
  return rotr32(x, 32 - (n & 31));
}

function ctz32(x: number): number {
  return x === 0 ? 32 : 31 - Math.clz32(x & -x);
}

/** LLVM's getSOImmValRotate: the left-rotation that would bring `imm` into 8 bits. */
function soImmRotate(imm: number): number {
  if ((imm & ~255) === 0) return 0;
  const rot = ctz32(imm) & ~1;
  if ((rotr32(imm, rot) & ~255) === 0) return (32 - rot) & 31;
  if ((imm & 63) !== 0) {
    const rot2 = ctz32(imm & ~63) & ~1;
    if ((rotr32(imm, rot2) & ~255) === 0) return (32 - rot2) & 31;
  }
  return (32 - rot) & 31;
}

/** The rot4:imm8 field for a 32-bit value (any sign), or null when it has no encoding. */
export function encodeRotated(value: number): number | null {
  const imm = value >>> 0;
  const rot = soImmRotate(imm);
  const imm8 = rotl32(imm, rot);
  if (imm8 > 255) return null;
  const field = planted('arm-rotated-immediate') ? (32 - rot) & 31 : rot; // the field holds the right rotation
  return ((field >>> 1) << 8) | imm8;
}

/** The value a rot4:imm8 field stands for (unsigned 32-bit). */
export function decodeRotated(field: number): number {
  return rotr32(field & 255, ((field >>> 8) & 15) * 2);
}

/** The canonical (unsigned 32-bit) value of a data-processing immediate given in either spelling. */
export function canonicalImm(value: number): number {
  return value >>> 0;
}
