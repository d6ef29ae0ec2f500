// The operations on integers wider than 64 bits, limb by limb (the representation and its
// contract are wide-ints.ts's; LLVM's ExpandIntRes_ADDSUB/MUL/Shift and ExpandIntOp_SETCC are the
// model).
//
// Requires: limbs in the canonical form (top limb zero above its r bits). Produces: the result's
// limbs in that form (an i1 for a compare), through a WideEmitter.

import { I1, type BinOp, type ICmpPred, UNSIGNED_PRED, type Value } from '../ir/types.js';
import type { RuntimeFn } from './module-state.js';
import { c64, LIMB_ZERO, limbCount, topBits, type WideEmitter } from './wide-ints.js';

const I64_ONE_BIT = c64(1n);

/** The limbs of `a op b` as iN. */
export function wideBinop(e: WideEmitter, bits: number, op: BinOp, a: Value[], b: Value[]): Value[] {
  switch (op) {
    case 'and':
    case 'or':
    case 'xor':
      return a.map((x, i) => e.bin(op, x, b[i]!));
    case 'add':
    case 'sub':
      return e.maskTop(bits, addSub(e, op, a, b));
    case 'mul':
      return e.maskTop(bits, mul(e, a, b));
    case 'shl':
      return e.maskTop(bits, shiftLeft(e, a, b[0]!));
    case 'lshr':
      return shiftRight(e, a, b[0]!, LIMB_ZERO, 'lshr');
    case 'ashr': {
      const s = [...a];
      s[s.length - 1] = e.signTop(bits, s.at(-1)!);
      return e.maskTop(bits, shiftRight(e, s, b[0]!, e.bin('ashr', s.at(-1)!, c64(63n)), 'ashr'));
    }
    case 'udiv':
    case 'urem':
    case 'sdiv':
    case 'srem':
      return divide(e, bits, op, a, b);
  }
}

function addSub(e: WideEmitter, op: 'add' | 'sub', a: readonly Value[], b: readonly Value[]): Value[] {
  const out: Value[] = [];
  let carry: Value = LIMB_ZERO;
  a.forEach((x, i) => {
    const y = b[i]!;
    const d = e.bin(op, x, y);
    const r = e.bin(op, d, carry);
    out.push(r);
    if (i === a.length - 1) return;
    // add: the sum wrapped below an addend; sub: a borrow when x < y, or when d < carry.
    const c1 = op === 'add' ? e.cmp('ult', d, x) : e.cmp('ult', x, y);
    const c2 = op === 'add' ? e.cmp('ult', r, d) : e.cmp('ult', d, carry);
    carry = e.bin('or', e.cast('zext', I64T, c1), e.cast('zext', I64T, c2));
  });
  return out;
}

const I64T = { kind: 'int', bits: 64 } as const;

/** The high 64 bits of the unsigned 128-bit product of two limbs, from 32-bit partial products. */
function mulHigh(e: WideEmitter, a: Value, b: Value): Value {
  const m32 = c64(0xffffffffn);
  const s32 = c64(32n);
  const [a0, a1] = [e.bin('and', a, m32), e.bin('lshr', a, s32)];
  const [b0, b1] = [e.bin('and', b, m32), e.bin('lshr', b, s32)];
  const p00 = e.bin('mul', a0, b0);
  const p01 = e.bin('mul', a0, b1);
  const p10 = e.bin('mul', a1, b0);
  const p11 = e.bin('mul', a1, b1);
  // Below 3 * 2^32: no wrap.
  const mid = e.bin('add', e.bin('add', e.bin('lshr', p00, s32), e.bin('and', p01, m32)), e.bin('and', p10, m32));
  const high = e.bin('add', e.bin('add', p11, e.bin('lshr', p01, s32)), e.bin('lshr', p10, s32));
  return e.bin('add', high, e.bin('lshr', mid, s32));
}

/** Schoolbook: the sum of a_i * b_j placed at limb i + j, truncated to k limbs. */
function mul(e: WideEmitter, a: readonly Value[], b: readonly Value[]): Value[] {
  const k = a.length;
  let acc: Value[] = Array.from({ length: k }, () => LIMB_ZERO);
  for (let i = 0; i < k; i++) {
    for (let j = 0; i + j < k; j++) {
      const term: Value[] = Array.from({ length: k }, () => LIMB_ZERO);
      term[i + j] = e.bin('mul', a[i]!, b[j]!);
      if (i + j + 1 < k) term[i + j + 1] = mulHigh(e, a[i]!, b[j]!);
      acc = addSub(e, 'add', acc, term);
    }
  }
  return acc;
}

/** Selects limb `pick(c)` for the limb count q = c (c = 0..k-1), `fill` when out of range. */
function byLimbCount(e: WideEmitter, q: Value, k: number, pick: (c: number) => Value | null, fill: Value): Value {
  let v = fill;
  for (let c = k - 1; c >= 0; c--) {
    const x = pick(c);
    v = e.select(e.cmp('eq', q, c64(BigInt(c))), x ?? fill, v);
  }
  return v;
}

function shiftLeft(e: WideEmitter, a: readonly Value[], amount: Value): Value[] {
  const k = a.length;
  const s = e.bin('and', amount, c64(63n));
  const q = e.bin('lshr', amount, c64(6n));
  const inv = e.bin('sub', c64(63n), s);
  // t_j = a_j << s | a_{j-1} >> (64 - s), the latter written (a_{j-1} >> 1) >> (63 - s), defined for s = 0.
  const t = a.map((x, j) => {
    const hi = e.bin('shl', x, s);
    return j === 0 ? hi : e.bin('or', hi, e.bin('lshr', e.bin('lshr', a[j - 1]!, I64_ONE_BIT), inv));
  });
  return a.map((_, i) => byLimbCount(e, q, k, (c) => (i - c >= 0 ? t[i - c]! : null), LIMB_ZERO));
}

function shiftRight(e: WideEmitter, a: readonly Value[], amount: Value, fill: Value, op: 'lshr' | 'ashr'): Value[] {
  const k = a.length;
  const s = e.bin('and', amount, c64(63n));
  const q = e.bin('lshr', amount, c64(6n));
  const inv = e.bin('sub', c64(63n), s);
  const t = a.map((x, j) => {
    if (j === k - 1) return e.bin(op, x, s);
    return e.bin('or', e.bin('lshr', x, s), e.bin('shl', e.bin('shl', a[j + 1]!, I64_ONE_BIT), inv));
  });
  return a.map((_, i) => byLimbCount(e, q, k, (c) => (i + c < k ? t[i + c]! : null), fill));
}

/** `a pred b` on iN: by limbs from the top, the top one signed for a signed predicate. */
export function wideCompare(e: WideEmitter, bits: number, pred: ICmpPred, a: Value[], b: Value[]): Value {
  if (pred === 'eq' || pred === 'ne') {
    const diff = a.map((x, i) => e.bin('xor', x, b[i]!)).reduce((x, y) => e.bin('or', x, y));
    return e.cmp(pred, diff, LIMB_ZERO);
  }
  const k = a.length;
  const unsigned = UNSIGNED_PRED[pred];
  const signed = unsigned !== pred;
  let res = e.cmp(unsigned, a[0]!, b[0]!);
  for (let j = 1; j < k; j++) {
    const top = j === k - 1 && signed;
    const x = top ? e.signTop(bits, a[j]!) : a[j]!;
    const y = top ? e.signTop(bits, b[j]!) : b[j]!;
    res = selectI1(e, e.cmp('eq', x, y), res, e.cmp(top ? pred : unsigned, x, y));
  }
  return res;
}

function selectI1(e: WideEmitter, c: Value, a: Value, b: Value): Value {
  return e.select(c, a, b, I1);
}

const HELPERS: Readonly<Record<'sdiv' | 'udiv' | 'srem' | 'urem', RuntimeFn>> = {
  sdiv: '__tessera_divti3',
  udiv: '__tessera_udivti3',
  srem: '__tessera_modti3',
  urem: '__tessera_umodti3',
};

/** Division through the runtime's 128-bit helpers, one call per result limb (see wide-ints.ts). */
function divide(e: WideEmitter, bits: number, op: 'sdiv' | 'udiv' | 'srem' | 'urem', a: Value[], b: Value[]): Value[] {
  if (limbCount(bits) !== 2) throw new RangeError(`division of i${bits}`);
  const signed = op === 'sdiv' || op === 'srem';
  const widen = (x: Value[]): Value[] => (signed && topBits(bits) < 64 ? [x[0]!, e.signTop(bits, x[1]!)] : x);
  const args = [...widen(a), ...widen(b)];
  const limbs = [0n, 1n].map((half) => e.call(HELPERS[op], [...args, { kind: 'int', type: { kind: 'int', bits: 32 }, value: half }]));
  return e.maskTop(bits, limbs);
}
