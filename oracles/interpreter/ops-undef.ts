// Bit-precise uninitialised values: the ops that carry which bits of a value are undefined.
//
// Contract: requires the encoding of compiled.ts (a value flagged SOME_UNDEFINED has the undefined
// bits in U; `ea`/`eb` say, from compile time, whether an operand's U may be read: its definer is
// a load or one of these ops). Produces Ops computing the same value bits as ops-narrow.ts and
// ops-wide.ts, and as flag: 0 when no bit of the result is undefined, SOME_UNDEFINED with U when
// some are, and the OR of the operands' flags when one is poison for another reason (an nsw
// overflow, an undef constant). Only instructions without poison-generating flags get these ops
// (exact-undef.ts `isExact`). Propagation as Memory Sanitizer's (Stepanov and Serebryany, "MemorySanitizer:
// fast detector of uninitialized memory use in C++", CGO 2015, §3.2): and/or are exact (a defined 0
// of either `and` operand, a defined 1 of either `or` operand, decides the bit), xor is the union,
// a shift by a defined amount shifts the undefined bits (by an undefined amount: all undefined),
// trunc/zext/sext do to the undefined bits what they do to the value, and icmp eq/ne is decided
// when the defined bits already differ. A condition, address, divisor or argument is then ub only
// when a bit that decides it is undefined: the checks elsewhere see a non-zero flag.
// Why: a C bit-field store is a load-modify-store of its container, so the container's other bits
// stay uninitialised; reading the field back masks them away (gcc-torture pr31448.c, pr65215-4.c).

import type { BinOp, CastOp } from '../../engine/ir/types.js';
import { maskOf, type Op, SOME_UNDEFINED } from './compiled.js';
import { ashr64, lshr64, OUT, shl64 } from './i64.js';

type Narrow = 1 | 8 | 16 | 32;

/** The flag bits that are not (only) "uninitialised": such a value is poison wholly. */
const OTHER_POISON = ~SOME_UNDEFINED;

/** The undefined bits of an operand whose flag is p (not poison): its U when exact, else all of `all`. */
function undef(p: number, u: number, exact: boolean, all: number): number {
  return p === 0 ? 0 : exact && p === SOME_UNDEFINED ? u : all;
}

/** The undefined bits of a bitwise op's result, given the operands' values and undefined bits. */
function bitwise(op: 'and' | 'or' | 'xor', x: number, ux: number, y: number, uy: number): number {
  if (op === 'and') return (ux & uy) | (x & uy) | (ux & y);
  if (op === 'or') return (ux & uy) | (~x & uy) | (ux & ~y);
  return ux | uy;
}

function value(op: 'and' | 'or' | 'xor', x: number, y: number): number {
  return op === 'and' ? x & y : op === 'or' ? x | y : x ^ y;
}

export type ExactBinOp = Extract<BinOp, 'and' | 'or' | 'xor' | 'shl' | 'lshr' | 'ashr'>;

export function isExactBinop(op: BinOp): op is ExactBinOp {
  return op === 'and' || op === 'or' || op === 'xor' || op === 'shl' || op === 'lshr' || op === 'ashr';
}

export function exactBinop(op: ExactBinOp, w: Narrow | 64, d: number, a: number, b: number, ea: boolean, eb: boolean): Op {
  if (op === 'and' || op === 'or' || op === 'xor')
    return w === 64 ? wideBitwise(op, d, a, b, ea, eb) : narrowBitwise(op, w, d, a, b, ea, eb);
  return w === 64 ? wideShift(op, d, a, b, ea) : narrowShift(op, w, d, a, b, ea);
}

function narrowBitwise(op: 'and' | 'or' | 'xor', w: Narrow, d: number, a: number, b: number, ea: boolean, eb: boolean): Op {
  const m = maskOf(w);
  return (R, P, _V, U) => {
    const x = R[a]!,
      y = R[b]!,
      pa = P[a]!,
      pb = P[b]!;
    R[d] = value(op, x, y);
    if ((pa | pb) === 0 || ((pa | pb) & OTHER_POISON) !== 0) {
      P[d] = pa | pb;
      return;
    }
    const u = bitwise(op, x, undef(pa, U[a]!, ea, m), y, undef(pb, U[b]!, eb, m)) & m;
    P[d] = u === 0 ? 0 : SOME_UNDEFINED;
    U[d] = u;
  };
}

function wideBitwise(op: 'and' | 'or' | 'xor', d: number, a: number, b: number, ea: boolean, eb: boolean): Op {
  return (R, P, _V, U) => {
    const xl = R[a]!,
      xh = R[a + 1]!,
      yl = R[b]!,
      yh = R[b + 1]!,
      pa = P[a]!,
      pb = P[b]!;
    R[d] = value(op, xl, yl);
    R[d + 1] = value(op, xh, yh);
    if ((pa | pb) === 0 || ((pa | pb) & OTHER_POISON) !== 0) {
      P[d] = pa | pb;
      return;
    }
    const lo = bitwise(op, xl, undef(pa, U[a]!, ea, -1), yl, undef(pb, U[b]!, eb, -1));
    const hi = bitwise(op, xh, undef(pa, U[a + 1]!, ea, -1), yh, undef(pb, U[b + 1]!, eb, -1));
    P[d] = (lo | hi) === 0 ? 0 : SOME_UNDEFINED;
    U[d] = lo;
    U[d + 1] = hi;
  };
}

/** A shift of width w: over-wide is poison; the amount's undefined bits make every result bit undefined. */
function narrowShift(op: 'shl' | 'lshr' | 'ashr', w: Narrow, d: number, a: number, b: number, ea: boolean): Op {
  const m = maskOf(w),
    s = 32 - w;
  const apply = (x: number, n: number): number => (op === 'shl' ? x << n : op === 'lshr' ? x >>> n : ((x << s) >> s) >> n) & m;
  return (R, P, _V, U) => {
    const n = R[b]! >>> 0,
      pa = P[a]!,
      pb = P[b]!;
    if (n >= w) {
      R[d] = 0;
      P[d] = 1; // LLVM: an over-wide shift is poison
      return;
    }
    R[d] = apply(R[a]!, n);
    if ((pa | pb) === 0 || ((pa | pb) & OTHER_POISON) !== 0 || pb !== 0) {
      P[d] = pa | pb;
      return;
    }
    const u = apply(undef(pa, U[a]!, ea, m), n);
    P[d] = u === 0 ? 0 : SOME_UNDEFINED;
    U[d] = u;
  };
}

function wideShift(op: 'shl' | 'lshr' | 'ashr', d: number, a: number, b: number, ea: boolean): Op {
  const apply = op === 'shl' ? shl64 : op === 'lshr' ? lshr64 : ashr64;
  return (R, P, _V, U) => {
    const n = R[b]! >>> 0,
      pa = P[a]!,
      pb = P[b]!;
    if (R[b + 1] !== 0 || n >= 64) {
      R[d] = 0;
      R[d + 1] = 0;
      P[d] = 1; // over-wide: poison
      return;
    }
    apply(R[a]!, R[a + 1]!, n);
    R[d] = OUT[0]!;
    R[d + 1] = OUT[1]!;
    if ((pa | pb) === 0 || ((pa | pb) & OTHER_POISON) !== 0 || pb !== 0) {
      P[d] = pa | pb;
      return;
    }
    apply(undef(pa, U[a]!, ea, -1), undef(pa, U[a + 1]!, ea, -1), n);
    const lo = OUT[0]!,
      hi = OUT[1]!;
    P[d] = (lo | hi) === 0 ? 0 : SOME_UNDEFINED;
    U[d] = lo;
    U[d + 1] = hi;
  };
}

export type ExactCastOp = Extract<CastOp, 'trunc' | 'zext' | 'sext'>;

/**
 * trunc/zext/sext between integer widths (64 is two slots): the value as ops-narrow/ops-wide
 * compute it, the undefined bits cast alike (the bits sext copies from an undefined sign bit are undefined).
 */
export function exactCast(op: ExactCastOp, from: Narrow | 64, to: Narrow | 64, d: number, a: number, ea: boolean): Op {
  const sf = from === 64 ? 0 : 32 - from,
    mTo = to === 64 ? -1 : maskOf(to),
    mFrom = from === 64 ? -1 : maskOf(from);
  // The low word of the result from the operand's low word (the value or its undefined bits).
  const low = (x: number): number => (op === 'sext' && from !== 64 ? ((x << sf) >> sf) & mTo : x & mTo);
  // The high word of a 64-bit result from its low word and the operand's high word.
  const high = (lo: number, xh: number): number => (from === 64 ? xh : op === 'sext' ? lo >> 31 : 0);
  return (R, P, _V, U) => {
    const pa = P[a]!;
    const lo = low(R[a]!);
    R[d] = lo;
    if (to === 64) R[d + 1] = high(lo, R[a + 1]!);
    if (pa === 0 || (pa & OTHER_POISON) !== 0) {
      P[d] = pa;
      return;
    }
    const ulo = low(undef(pa, U[a]!, ea, mFrom)),
      uhi = to === 64 ? high(ulo, undef(pa, U[a + 1]!, ea, -1)) : 0;
    P[d] = (ulo | uhi) === 0 ? 0 : SOME_UNDEFINED;
    U[d] = ulo;
    if (to === 64) U[d + 1] = uhi;
  };
}

/** icmp eq/ne: decided (defined) when the operands' defined bits already differ; else as undefined as any operand bit. */
export function exactEquality(ne: boolean, wide: boolean, m: number, d: number, a: number, b: number, ea: boolean, eb: boolean): Op {
  return (R, P, _V, U) => {
    const pa = P[a]!,
      pb = P[b]!;
    const differ = wide ? R[a] !== R[b] || R[a + 1] !== R[b + 1] : R[a] !== R[b];
    R[d] = differ === ne ? 1 : 0;
    if ((pa | pb) === 0 || ((pa | pb) & OTHER_POISON) !== 0) {
      P[d] = pa | pb;
      return;
    }
    const ulo = undef(pa, U[a]!, ea, m) | undef(pb, U[b]!, eb, m);
    const uhi = wide ? undef(pa, U[a + 1]!, ea, -1) | undef(pb, U[b + 1]!, eb, -1) : 0;
    const decided = ((R[a]! ^ R[b]!) & ~ulo) !== 0 || (wide && ((R[a + 1]! ^ R[b + 1]!) & ~uhi) !== 0);
    P[d] = decided ? 0 : SOME_UNDEFINED;
    U[d] = decided ? 0 : 1;
    if (decided) R[d] = ne ? 1 : 0;
  };
}
