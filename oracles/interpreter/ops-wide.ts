// Operations that involve 64-bit integers (two slots: lo at s, hi at s + 1; see compiled.ts).
//
// Contract: as ops-narrow.ts — one specialised Op per instruction, canonical results, poison as the
// OR of the operands' flags plus violated poison-generating flags and over-wide shifts; division
// throws UbSignal on a zero or poison divisor and on INT64_MIN / -1. Addition, subtraction, bitwise
// operations, shifts and comparisons work on the halves directly; multiplication takes an exact
// double when both factors are small, else 16-bit limbs; division (rare) and the rare flag checks
// that need an exact 128-bit product use BigInt.

import { assertNever } from '../../common/assert-never.js';
import type { BinOp, CastOp, Flags, ICmpPred } from '../../engine/ir/types.js';
import { aPoison, maskOf, type Op } from './compiled.js';
import { OUT, ashr64, fromBig, fromSafe, isSmall, lshr64, mul64, shl64, slt64, toSigned, toUnsigned, ult64 } from './i64.js';
import { UbSignal, type Site } from './signals.js';

const SAFE = 2 ** 53;
const I64_MIN = -(2n ** 63n),
  I64_MAX = 2n ** 63n - 1n,
  U64_MAX = 2n ** 64n - 1n;

export function wideBinop(op: BinOp, flags: Flags, d: number, a: number, b: number, site: Site): Op {
  switch (op) {
    case 'add':
      return add(flags, d, a, b);
    case 'sub':
      return sub(flags, d, a, b);
    case 'mul':
      return mul(flags, d, a, b);
    case 'and':
      return (R, P) => {
        R[d] = R[a]! & R[b]!;
        R[d + 1] = R[a + 1]! & R[b + 1]!;
        P[d] = P[a]! | P[b]!;
      };
    case 'xor':
      return (R, P) => {
        R[d] = R[a]! ^ R[b]!;
        R[d + 1] = R[a + 1]! ^ R[b + 1]!;
        P[d] = P[a]! | P[b]!;
      };
    case 'or': {
      const disjoint = flags.disjoint === true;
      return (R, P) => {
        const alo = R[a]!,
          ahi = R[a + 1]!,
          blo = R[b]!,
          bhi = R[b + 1]!;
        R[d] = alo | blo;
        R[d + 1] = ahi | bhi;
        P[d] = P[a]! | P[b]! | (disjoint && ((alo & blo) | (ahi & bhi)) !== 0 ? 1 : 0);
      };
    }
    case 'shl':
    case 'lshr':
    case 'ashr':
      return shift(op, flags, d, a, b);
    case 'sdiv':
    case 'srem':
    case 'udiv':
    case 'urem':
      return divide(op, flags, d, a, b, site);
    default:
      return assertNever(op, 'binop');
  }
}

function add(flags: Flags, d: number, a: number, b: number): Op {
  const nsw = flags.nsw === true,
    nuw = flags.nuw === true;
  return (R, P) => {
    const alo = R[a]!,
      ahi = R[a + 1]!,
      blo = R[b]!,
      bhi = R[b + 1]!;
    const lo = (alo >>> 0) + (blo >>> 0);
    const carry = lo > 0xffffffff ? 1 : 0;
    const hi = (ahi + bhi + carry) | 0;
    let bad = 0;
    if (nsw && ((ahi ^ hi) & (bhi ^ hi)) < 0) bad = 1; // both operands' sign differs from the result's
    if (nuw && (ahi >>> 0) + (bhi >>> 0) + carry > 0xffffffff) bad = 1;
    R[d] = lo | 0;
    R[d + 1] = hi;
    P[d] = P[a]! | P[b]! | bad;
  };
}

function sub(flags: Flags, d: number, a: number, b: number): Op {
  const nsw = flags.nsw === true,
    nuw = flags.nuw === true;
  return (R, P) => {
    const alo = R[a]!,
      ahi = R[a + 1]!,
      blo = R[b]!,
      bhi = R[b + 1]!;
    const lo = (alo >>> 0) - (blo >>> 0);
    const hi = (ahi - bhi - (lo < 0 ? 1 : 0)) | 0;
    let bad = 0;
    if (nsw && ((ahi ^ bhi) & (ahi ^ hi)) < 0) bad = 1;
    if (nuw && ult64(alo, ahi, blo, bhi)) bad = 1;
    R[d] = lo | 0;
    R[d + 1] = hi;
    P[d] = P[a]! | P[b]! | bad;
  };
}

function mul(flags: Flags, d: number, a: number, b: number): Op {
  const nsw = flags.nsw === true,
    nuw = flags.nuw === true;
  if (!nsw && !nuw) {
    // The common case: scaling an index (GEP lowering). An int32-sized product is written directly.
    return (R, P) => {
      const alo = R[a]!,
        ahi = R[a + 1]!,
        blo = R[b]!,
        bhi = R[b + 1]!;
      const p = alo * blo;
      if (ahi === alo >> 31 && bhi === blo >> 31 && p >= -0x80000000 && p <= 0x7fffffff) {
        R[d] = p;
        R[d + 1] = p < 0 ? -1 : 0;
      } else {
        mul64(alo, ahi, blo, bhi);
        R[d] = OUT[0]!;
        R[d + 1] = OUT[1]!;
      }
      P[d] = P[a]! | P[b]!;
    };
  }
  return (R, P) => {
    const alo = R[a]!,
      ahi = R[a + 1]!,
      blo = R[b]!,
      bhi = R[b + 1]!;
    let bad = 0;
    const small = isSmall(alo, ahi) && isSmall(blo, bhi);
    const p = alo * blo; // exact when small and |p| <= 2^53
    if (small && p <= SAFE && p >= -SAFE) {
      fromSafe(p);
      // A negative small factor is a huge unsigned one: only the exact check can tell.
      if (nuw && (alo < 0 || blo < 0) && p !== 0) bad = exactMulBad(alo, ahi, blo, bhi, false, true);
    } else {
      if (nsw || nuw) bad = exactMulBad(alo, ahi, blo, bhi, nsw, nuw);
      mul64(alo, ahi, blo, bhi);
    }
    R[d] = OUT[0]!;
    R[d + 1] = OUT[1]!;
    P[d] = P[a]! | P[b]! | bad;
  };
}

function exactMulBad(alo: number, ahi: number, blo: number, bhi: number, nsw: boolean, nuw: boolean): number {
  if (nsw) {
    const e = toSigned(alo, ahi) * toSigned(blo, bhi);
    if (e < I64_MIN || e > I64_MAX) return 1;
  }
  if (nuw && toUnsigned(alo, ahi) * toUnsigned(blo, bhi) > U64_MAX) return 1;
  return 0;
}

function shift(op: 'shl' | 'lshr' | 'ashr', flags: Flags, d: number, a: number, b: number): Op {
  const nsw = flags.nsw === true,
    nuw = flags.nuw === true,
    exact = flags.exact === true;
  const apply = op === 'shl' ? shl64 : op === 'lshr' ? lshr64 : ashr64;
  return (R, P) => {
    const lo = R[a]!,
      hi = R[a + 1]!,
      n = R[b]! >>> 0;
    if (R[b + 1] !== 0 || n >= 64) {
      R[d] = 0;
      R[d + 1] = 0;
      P[d] = 1;
      return;
    } // over-wide: poison
    apply(lo, hi, n);
    const rlo = OUT[0]!,
      rhi = OUT[1]!;
    let bad = 0;
    // A flag holds when shifting back recovers the operand.
    if (nuw) {
      lshr64(rlo, rhi, n);
      if (OUT[0] !== lo || OUT[1] !== hi) bad = 1;
    }
    if (nsw) {
      ashr64(rlo, rhi, n);
      if (OUT[0] !== lo || OUT[1] !== hi) bad = 1;
    }
    if (exact) {
      shl64(rlo, rhi, n);
      if (OUT[0] !== lo || OUT[1] !== hi) bad = 1;
    }
    R[d] = rlo;
    R[d + 1] = rhi;
    P[d] = P[a]! | P[b]! | bad;
  };
}

function divide(op: 'sdiv' | 'srem' | 'udiv' | 'urem', flags: Flags, d: number, a: number, b: number, site: Site): Op {
  const signed = op === 'sdiv' || op === 'srem';
  const quotient = op === 'sdiv' || op === 'udiv';
  const exact = flags.exact === true;
  return (R, P) => {
    if (P[b]) throw new UbSignal(`${op} by ${aPoison(P[b]!)} divisor`, site);
    const read = signed ? toSigned : toUnsigned;
    const x = read(R[a]!, R[a + 1]!),
      y = read(R[b]!, R[b + 1]!);
    if (y === 0n) throw new UbSignal(`${op} by zero`, site);
    if (signed && x === I64_MIN && y === -1n && !P[a]) throw new UbSignal(`${op} overflow (INT_MIN / -1)`, site);
    const r = x % y; // BigInt division truncates toward zero
    fromBig(quotient ? x / y : r);
    R[d] = OUT[0]!;
    R[d + 1] = OUT[1]!;
    P[d] = P[a]! | (exact && quotient && r !== 0n ? 1 : 0);
  };
}

export function wideICmp(pred: ICmpPred, samesign: boolean, d: number, a: number, b: number): Op {
  if (!samesign) return plainICmp(pred, d, a, b);
  const test = compare(pred);
  return (R, P) => {
    const alo = R[a]!,
      ahi = R[a + 1]!,
      blo = R[b]!,
      bhi = R[b + 1]!;
    R[d] = test(alo, ahi, blo, bhi) ? 1 : 0;
    P[d] = P[a]! | P[b]! | (samesign && (ahi ^ bhi) < 0 ? 1 : 0);
  };
}

/** Written out per predicate: loop-exit comparisons of i64 induction variables are hot. */
function plainICmp(pred: ICmpPred, d: number, a: number, b: number): Op {
  switch (pred) {
    case 'eq':
      return (R, P) => {
        R[d] = R[a] === R[b] && R[a + 1] === R[b + 1] ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'ne':
      return (R, P) => {
        R[d] = R[a] !== R[b] || R[a + 1] !== R[b + 1] ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'ult':
      return (R, P) => {
        R[d] = ult64(R[a]!, R[a + 1]!, R[b]!, R[b + 1]!) ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'ule':
      return (R, P) => {
        R[d] = ult64(R[b]!, R[b + 1]!, R[a]!, R[a + 1]!) ? 0 : 1;
        P[d] = P[a]! | P[b]!;
      };
    case 'ugt':
      return (R, P) => {
        R[d] = ult64(R[b]!, R[b + 1]!, R[a]!, R[a + 1]!) ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'uge':
      return (R, P) => {
        R[d] = ult64(R[a]!, R[a + 1]!, R[b]!, R[b + 1]!) ? 0 : 1;
        P[d] = P[a]! | P[b]!;
      };
    case 'slt':
      return (R, P) => {
        R[d] = slt64(R[a]!, R[a + 1]!, R[b]!, R[b + 1]!) ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'sle':
      return (R, P) => {
        R[d] = slt64(R[b]!, R[b + 1]!, R[a]!, R[a + 1]!) ? 0 : 1;
        P[d] = P[a]! | P[b]!;
      };
    case 'sgt':
      return (R, P) => {
        R[d] = slt64(R[b]!, R[b + 1]!, R[a]!, R[a + 1]!) ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'sge':
      return (R, P) => {
        R[d] = slt64(R[a]!, R[a + 1]!, R[b]!, R[b + 1]!) ? 0 : 1;
        P[d] = P[a]! | P[b]!;
      };
    default:
      return assertNever(pred, 'icmp predicate');
  }
}

function compare(pred: ICmpPred): (alo: number, ahi: number, blo: number, bhi: number) => boolean {
  switch (pred) {
    case 'eq':
      return (alo, ahi, blo, bhi) => alo === blo && ahi === bhi;
    case 'ne':
      return (alo, ahi, blo, bhi) => alo !== blo || ahi !== bhi;
    case 'ult':
      return ult64;
    case 'ule':
      return (alo, ahi, blo, bhi) => !ult64(blo, bhi, alo, ahi);
    case 'ugt':
      return (alo, ahi, blo, bhi) => ult64(blo, bhi, alo, ahi);
    case 'uge':
      return (alo, ahi, blo, bhi) => !ult64(alo, ahi, blo, bhi);
    case 'slt':
      return slt64;
    case 'sle':
      return (alo, ahi, blo, bhi) => !slt64(blo, bhi, alo, ahi);
    case 'sgt':
      return (alo, ahi, blo, bhi) => slt64(blo, bhi, alo, ahi);
    case 'sge':
      return (alo, ahi, blo, bhi) => !slt64(alo, ahi, blo, bhi);
    default:
      return assertNever(pred, 'icmp predicate');
  }
}

/**
 * A cast where at least one side is 64 bits wide. Pointer casts arrive as ptrtoint/inttoptr and
 * behave as zext, trunc or a copy depending on the widths.
 */
export function wideCast(cast: CastOp, from: 1 | 8 | 16 | 32 | 64, to: 1 | 8 | 16 | 32 | 64, flags: Flags, d: number, a: number): Op {
  if (from === 64 && to === 64)
    return (R, P) => {
      R[d] = R[a]!;
      R[d + 1] = R[a + 1]!;
      P[d] = P[a]!;
    };
  const sFrom = 32 - from;
  switch (cast) {
    case 'zext':
    case 'ptrtoint':
    case 'inttoptr':
      if (from === 64) return wideCast('trunc', from, to, {}, d, a);
      if (!flags.nneg)
        return (R, P) => {
          R[d] = R[a]!;
          R[d + 1] = 0;
          P[d] = P[a]!;
        };
      return (R, P) => {
        const x = R[a]!;
        R[d] = x;
        R[d + 1] = 0;
        P[d] = P[a]! | (x << sFrom < 0 ? 1 : 0);
      };
    case 'sext':
      return (R, P) => {
        const x = (R[a]! << sFrom) >> sFrom;
        R[d] = x;
        R[d + 1] = x >> 31;
        P[d] = P[a]!;
      };
    case 'trunc': {
      const m = maskOf(to),
        sTo = 32 - to,
        umax = 2 ** to - 1;
      const nuw = flags.nuw === true,
        nsw = flags.nsw === true;
      return (R, P) => {
        const lo = R[a]!,
          hi = R[a + 1]!,
          r = lo & m;
        let bad = 0;
        if (nuw && (hi !== 0 || lo >>> 0 > umax)) bad = 1;
        if (nsw) {
          const back = (r << sTo) >> sTo;
          if (back !== lo || back >> 31 !== hi) bad = 1;
        }
        R[d] = r;
        P[d] = P[a]! | bad;
      };
    }
    default:
      return assertNever(cast, 'cast');
  }
}
