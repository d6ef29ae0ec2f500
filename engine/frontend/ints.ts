// Integer helpers shared by the front end: two's complement wrapping of bigints.
//
// Contract: pure functions; `bits` is 1..64. The engine keeps IntConst values unsigned in
// [0, 2^bits); byte offsets of GlobalAddr and address initializers are kept signed in the
// pointer width (so `@a - 4` reads as -4, as LLVM prints it).

import { intType, type IntConst, type IntBits } from '../ir/types.js';

export function toUnsigned(value: bigint, bits: number): bigint {
  return BigInt.asUintN(bits, value);
}

export function toSigned(value: bigint, bits: number): bigint {
  return BigInt.asIntN(bits, value);
}

export function intConst(bits: IntBits, value: bigint): IntConst {
  return { kind: 'int', type: intType(bits), value: toUnsigned(value, bits) };
}
