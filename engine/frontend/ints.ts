// Integer helpers shared by the front end: two's complement wrapping of bigints, and the
// integer types of odd widths that promote.ts legalizes.
//
// Contract: pure functions; `bits` is 1..64. The engine keeps IntConst values unsigned in
// [0, 2^bits); byte offsets of GlobalAddr and address initializers are kept signed in the
// pointer width (so `@a - 4` reads as -4, as LLVM prints it).
// An OddIntType is an LLVM integer type of 2..63 bits other than 8, 16 and 32: the engine IR
// has no such type, so a value of it lives in its promoted type (the smallest engine width
// above it) with the upper bits zero. The front end checks LLVM's types (`ValueType`) and
// gives engine Values the promoted type (`reprType`), also across calls (odd-abi.ts).

import { intType, sameType, type IntConst, type IntBits, type IntType, type ScalarType } from '../ir/types.js';

export function toUnsigned(value: bigint, bits: number): bigint {
  return BigInt.asUintN(bits, value);
}

export function toSigned(value: bigint, bits: number): bigint {
  return BigInt.asIntN(bits, value);
}

export function intConst(bits: IntBits, value: bigint): IntConst {
  return { kind: 'int', type: intType(bits), value: toUnsigned(value, bits) };
}

/** An integer type of a width the engine IR lacks; see promote.ts. */
export interface OddIntType {
  readonly kind: 'odd';
  readonly bits: number;
}
/** The type of an SSA value as the LLVM text states it. */
export type ValueType = ScalarType | OddIntType;

const ENGINE_BITS: readonly IntBits[] = [1, 8, 16, 32, 64];

/** True for the widths promote.ts handles: 2..63 bits, not an engine width. */
export function isOddWidth(bits: number): boolean {
  return bits >= 2 && bits <= 63 && !ENGINE_BITS.includes(bits as IntBits);
}

/** The smallest engine integer type wider than `bits` (1..63). */
export function promotedType(bits: number): IntType {
  return intType(ENGINE_BITS.find((w) => w > bits)!);
}

/** The engine type that represents values of `t`. */
export function reprType(t: ValueType): ScalarType {
  return t.kind === 'odd' ? promotedType(t.bits) : t;
}

export function reprInt(t: IntType | OddIntType): IntType {
  return t.kind === 'odd' ? promotedType(t.bits) : t;
}

export function sameValueType(a: ValueType, b: ValueType): boolean {
  if (a.kind === 'odd') return b.kind === 'odd' && a.bits === b.bits;
  return b.kind !== 'odd' && sameType(a, b);
}

export function valueTypeText(t: ValueType): string {
  return t.kind === 'ptr' ? 'ptr' : `i${t.bits}`;
}
