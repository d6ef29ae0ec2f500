// Operations on integers of width 1, 8, 16 and 32 (one slot each; see compiled.ts for the encoding).
//
// Contract: each factory returns an Op specialised for one instruction: its width, its flags and
// its operand slots. Results are canonical (zero-extended below 32 bits, int32 at 32). The poison
// flag of a result is the OR of its operands' flags, plus 1 when a poison-generating flag (nsw,
// nuw, exact, disjoint, nneg, samesign) is violated or a shift amount is >= the width. Division
// throws UbSignal on a zero or poison divisor and on INT_MIN / -1 (sdiv and srem; a poison
// dividend gives a poison result instead).
// Arithmetic on JS numbers is exact here: sums and differences stay below 2^34, and a product that
// rounds is beyond 2^53, which is outside every 32-bit range anyway.

import { assertNever } from '../../common/assert-never.js';
import type { BinOp, CastOp, Flags, ICmpPred } from '../../engine/ir/types.js';
import { aPoison, maskOf, type Op, type Width } from './compiled.js';
import { UbSignal, type Site } from './signals.js';

type Narrow = 1 | 8 | 16 | 32;

interface Ranges {
  m: number;
  s: number;
  min: number;
  max: number;
  umax: number;
}

function ranges(w: Narrow): Ranges {
  return { m: maskOf(w), s: 32 - w, min: -(2 ** (w - 1)), max: 2 ** (w - 1) - 1, umax: 2 ** w - 1 };
}

export function narrowBinop(op: BinOp, w: Narrow, flags: Flags, d: number, a: number, b: number, site: Site): Op {
  switch (op) {
    case 'add':
    case 'sub':
    case 'mul':
      return arith(op, w, flags, d, a, b);
    case 'and':
      return (R, P) => {
        R[d] = R[a]! & R[b]!;
        P[d] = P[a]! | P[b]!;
      };
    case 'xor':
      return (R, P) => {
        R[d] = R[a]! ^ R[b]!;
        P[d] = P[a]! | P[b]!;
      };
    case 'or':
      if (!flags.disjoint)
        return (R, P) => {
          R[d] = R[a]! | R[b]!;
          P[d] = P[a]! | P[b]!;
        };
      return (R, P) => {
        const x = R[a]!,
          y = R[b]!;
        R[d] = x | y;
        P[d] = P[a]! | P[b]! | ((x & y) !== 0 ? 1 : 0);
      };
    case 'shl':
    case 'lshr':
    case 'ashr':
      return shift(op, w, flags, d, a, b);
    case 'sdiv':
    case 'srem':
    case 'udiv':
    case 'urem':
      return divide(op, w, flags, d, a, b, site);
    default:
      return assertNever(op, 'binop');
  }
}

function arith(op: 'add' | 'sub' | 'mul', w: Narrow, flags: Flags, d: number, a: number, b: number): Op {
  const { m, s, min, max, umax } = ranges(w);
  const nsw = flags.nsw === true,
    nuw = flags.nuw === true;
  if (!nsw && !nuw) {
    if (op === 'add')
      return (R, P) => {
        R[d] = (R[a]! + R[b]!) & m;
        P[d] = P[a]! | P[b]!;
      };
    if (op === 'sub')
      return (R, P) => {
        R[d] = (R[a]! - R[b]!) & m;
        P[d] = P[a]! | P[b]!;
      };
    return (R, P) => {
      R[d] = Math.imul(R[a]!, R[b]!) & m;
      P[d] = P[a]! | P[b]!;
    };
  }
  // The exact signed and unsigned results decide the flags; the stored value wraps. Written out
  // per operation (no shared helper call) because these are the hottest ops in loops.
  if (op === 'add') {
    return (R, P) => {
      const x = R[a]!,
        y = R[b]!;
      let bad = 0;
      if (nsw) {
        const e = ((x << s) >> s) + ((y << s) >> s);
        if (e < min || e > max) bad = 1;
      }
      if (nuw && (x >>> 0) + (y >>> 0) > umax) bad = 1;
      R[d] = (x + y) & m;
      P[d] = P[a]! | P[b]! | bad;
    };
  }
  if (op === 'sub') {
    return (R, P) => {
      const x = R[a]!,
        y = R[b]!;
      let bad = 0;
      if (nsw) {
        const e = ((x << s) >> s) - ((y << s) >> s);
        if (e < min || e > max) bad = 1;
      }
      if (nuw && x >>> 0 < y >>> 0) bad = 1;
      R[d] = (x - y) & m;
      P[d] = P[a]! | P[b]! | bad;
    };
  }
  return (R, P) => {
    const x = R[a]!,
      y = R[b]!;
    let bad = 0;
    if (nsw) {
      const e = ((x << s) >> s) * ((y << s) >> s);
      if (e < min || e > max) bad = 1;
    }
    if (nuw && (x >>> 0) * (y >>> 0) > umax) bad = 1;
    R[d] = Math.imul(x, y) & m;
    P[d] = P[a]! | P[b]! | bad;
  };
}

function shift(op: 'shl' | 'lshr' | 'ashr', w: Narrow, flags: Flags, d: number, a: number, b: number): Op {
  const { m, s } = ranges(w);
  const nsw = flags.nsw === true,
    nuw = flags.nuw === true,
    exact = flags.exact === true;
  if (op === 'shl') {
    return (R, P) => {
      const x = R[a]!,
        n = R[b]! >>> 0;
      if (n >= w) {
        R[d] = 0;
        P[d] = 1;
        return;
      } // LLVM: an over-wide shift is poison
      const r = (x << n) & m;
      let bad = 0;
      if (nuw && (r >>> 0) >>> n !== x >>> 0) bad = 1;
      if (nsw && ((r << s) >> s) >> n !== (x << s) >> s) bad = 1;
      R[d] = r;
      P[d] = P[a]! | P[b]! | bad;
    };
  }
  const arithmetic = op === 'ashr';
  return (R, P) => {
    const x = R[a]!,
      n = R[b]! >>> 0;
    if (n >= w) {
      R[d] = 0;
      P[d] = 1;
      return;
    }
    R[d] = (arithmetic ? ((x << s) >> s) >> n : x >>> n) & m;
    const lost = n === 0 ? 0 : x & (-1 >>> (32 - n));
    P[d] = P[a]! | P[b]! | (exact && lost !== 0 ? 1 : 0);
  };
}

function divide(op: 'sdiv' | 'srem' | 'udiv' | 'urem', w: Narrow, flags: Flags, d: number, a: number, b: number, site: Site): Op {
  const { m, s, min } = ranges(w);
  const exact = flags.exact === true;
  const signed = op === 'sdiv' || op === 'srem';
  const quotient = op === 'sdiv' || op === 'udiv';
  return (R, P) => {
    if (P[b]) throw new UbSignal(`${op} by ${aPoison(P[b]!)} divisor`, site);
    const x = signed ? (R[a]! << s) >> s : R[a]! >>> 0;
    const y = signed ? (R[b]! << s) >> s : R[b]! >>> 0;
    if (y === 0) throw new UbSignal(`${op} by zero`, site);
    // A poison dividend only makes the result poison: its bits are arbitrary, so they cannot overflow.
    if (signed && x === min && y === -1 && !P[a]) throw new UbSignal(`${op} overflow (INT_MIN / -1)`, site);
    const r = x % y; // JS % on integers truncates toward zero, as LLVM's sdiv/srem do
    R[d] = (quotient ? (x - r) / y : r) & m;
    P[d] = P[a]! | (exact && quotient && r !== 0 ? 1 : 0);
  };
}

export function narrowICmp(pred: ICmpPred, w: Narrow, samesign: boolean, d: number, a: number, b: number): Op {
  const s = 32 - w;
  if (!samesign) return plainICmp(pred, s, d, a, b);
  const test = compare(pred, s);
  return (R, P) => {
    const x = R[a]!,
      y = R[b]!;
    R[d] = test(x, y) ? 1 : 0;
    P[d] = P[a]! | P[b]! | (((x << s) ^ (y << s)) < 0 ? 1 : 0);
  };
}

/** The common case written out per predicate, so no comparison helper is called per step. */
function plainICmp(pred: ICmpPred, s: number, d: number, a: number, b: number): Op {
  switch (pred) {
    case 'eq':
      return (R, P) => {
        R[d] = R[a] === R[b] ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'ne':
      return (R, P) => {
        R[d] = R[a] !== R[b] ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'ult':
      return (R, P) => {
        R[d] = R[a]! >>> 0 < R[b]! >>> 0 ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'ule':
      return (R, P) => {
        R[d] = R[a]! >>> 0 <= R[b]! >>> 0 ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'ugt':
      return (R, P) => {
        R[d] = R[a]! >>> 0 > R[b]! >>> 0 ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'uge':
      return (R, P) => {
        R[d] = R[a]! >>> 0 >= R[b]! >>> 0 ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'slt':
      return (R, P) => {
        R[d] = (R[a]! << s) >> s < (R[b]! << s) >> s ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'sle':
      return (R, P) => {
        R[d] = (R[a]! << s) >> s <= (R[b]! << s) >> s ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'sgt':
      return (R, P) => {
        R[d] = (R[a]! << s) >> s > (R[b]! << s) >> s ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    case 'sge':
      return (R, P) => {
        R[d] = (R[a]! << s) >> s >= (R[b]! << s) >> s ? 1 : 0;
        P[d] = P[a]! | P[b]!;
      };
    default:
      return assertNever(pred, 'icmp predicate');
  }
}

function compare(pred: ICmpPred, s: number): (x: number, y: number) => boolean {
  switch (pred) {
    case 'eq':
      return (x, y) => x === y;
    case 'ne':
      return (x, y) => x !== y;
    case 'ult':
      return (x, y) => x >>> 0 < y >>> 0;
    case 'ule':
      return (x, y) => x >>> 0 <= y >>> 0;
    case 'ugt':
      return (x, y) => x >>> 0 > y >>> 0;
    case 'uge':
      return (x, y) => x >>> 0 >= y >>> 0;
    case 'slt':
      return (x, y) => (x << s) >> s < (y << s) >> s;
    case 'sle':
      return (x, y) => (x << s) >> s <= (y << s) >> s;
    case 'sgt':
      return (x, y) => (x << s) >> s > (y << s) >> s;
    case 'sge':
      return (x, y) => (x << s) >> s >= (y << s) >> s;
    default:
      return assertNever(pred, 'icmp predicate');
  }
}

/**
 * A cast between narrow widths (pointer casts arrive here as zext/trunc/copy of the pointer
 * width, decided by the caller).
 */
export function narrowCast(cast: CastOp, from: Narrow, to: Narrow, flags: Flags, d: number, a: number): Op {
  const sFrom = 32 - from,
    sTo = 32 - to,
    mTo = maskOf(to as Width),
    umaxTo = 2 ** to - 1;
  switch (cast) {
    case 'zext':
    case 'ptrtoint':
    case 'inttoptr':
      if (to < from) return narrowCast('trunc', from, to, {}, d, a);
      if (!flags.nneg)
        return (R, P) => {
          R[d] = R[a]!;
          P[d] = P[a]!;
        };
      return (R, P) => {
        const x = R[a]!;
        R[d] = x;
        P[d] = P[a]! | (x << sFrom < 0 ? 1 : 0);
      };
    case 'sext':
      return (R, P) => {
        R[d] = ((R[a]! << sFrom) >> sFrom) & mTo;
        P[d] = P[a]!;
      };
    case 'trunc': {
      const nuw = flags.nuw === true,
        nsw = flags.nsw === true;
      if (!nuw && !nsw)
        return (R, P) => {
          R[d] = R[a]! & mTo;
          P[d] = P[a]!;
        };
      return (R, P) => {
        const x = R[a]!,
          r = x & mTo;
        let bad = 0;
        if (nuw && x >>> 0 > umaxTo) bad = 1;
        if (nsw && (r << sTo) >> sTo !== (x << sFrom) >> sFrom) bad = 1;
        R[d] = r;
        P[d] = P[a]! | bad;
      };
    }
    default:
      return assertNever(cast, 'cast');
  }
}
