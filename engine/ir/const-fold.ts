// Constant evaluation of integer binary operations, shared by the two wide-integer expansions
// (engine/frontend/wide-ints.ts folds 64-bit limbs, engine/lower/wide-ops.ts folds 32-bit halves).
//
// Requires unsigned constants of `bits` bits. Produces the unwrapped result (the caller wraps it to
// its width), or null for an operation without a rule here or a shift by `bits` or more (poison in
// LLVM: a caller that means a masked amount, as a machine shift does, masks it first).

import type { BinOp } from './types.js';

export function foldIntBinop(op: BinOp, a: bigint, b: bigint, bits: number): bigint | null {
  switch (op) {
    case 'add':
      return a + b;
    case 'sub':
      return a - b;
    case 'mul':
      return a * b;
    case 'and':
      return a & b;
    case 'or':
      return a | b;
    case 'xor':
      return a ^ b;
    case 'shl':
      return b < BigInt(bits) ? a << b : null;
    case 'lshr':
      return b < BigInt(bits) ? a >> b : null;
    case 'ashr':
      return b < BigInt(bits) ? BigInt.asIntN(bits, a) >> b : null;
    default:
      return null;
  }
}
