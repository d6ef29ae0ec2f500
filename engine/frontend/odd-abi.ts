// Odd-width integers (i2..i63 other than i8/i16/i32, ints.ts) at a call boundary: parameters,
// arguments and return values.
//
// Contract: clang-14 coerces small structs to such types for x86-64 argument passing (a 3-byte
// struct is an `i24` argument, a 6-byte one an `i48` return value). LLVM's x86-64 lowering passes
// an iN in a whole register or stack slot and leaves the bits above N undefined unless the value
// is zeroext/signext (the promote-integer action of type legalization, as promote.ts does for
// arithmetic). The front end does the same on every target: an iN parameter, argument or return
// value travels as the promoted engine type iW (ints.ts promotedType), and the side that RECEIVES
// it (the callee for a parameter, the caller for a call's result) masks it to N bits (`and`
// 2^N-1), so it never relies on the bits above N, whatever the other side left there. The sender
// passes its canonical value (upper bits zero, ints.ts). zeroext/signext on such a value are
// accepted and not relied upon either (the mask gives the canonical zero-extended form).
// Requires: the caller/callee signatures agree on N (clang emits both from one prototype).

import type { IntType, ScalarType, Value } from '../ir/types.js';
import { intConst, promotedType, type OddIntType } from './ints.js';
import type { Token } from './lexer.js';
import { locOfTok, type FnCtx } from './operands.js';
import type { LType, TypeParser } from './types-parser.js';

/** The engine type a scalar of LLVM type `t` crosses a call boundary in (promoted when odd). */
export function boundaryScalar(types: TypeParser, t: LType, tok: Token, context: string): ScalarType {
  return t.kind === 'odd' ? promotedType(t.bits) : types.asScalar(t, tok, context);
}

/** The odd-width type `t` is, or null. */
export function oddOf(t: LType): OddIntType | null {
  return t.kind === 'odd' ? t : null;
}

/** Emits `id = and value, 2^N-1` in iW: the received value with the bits above N cleared. */
export function maskReceived(ctx: FnCtx, odd: OddIntType, value: Value, id: number, at: Token): void {
  const type: IntType = promotedType(odd.bits);
  const rhs = intConst(type.bits, (1n << BigInt(odd.bits)) - 1n);
  ctx.b.emit({ op: 'binop', id, name: '', binop: 'and', type, lhs: value, rhs, flags: {}, loc: locOfTok(at) }, at);
}
