// Integers wider than 64 bits (i72, i80, i96, i128, ...), expanded by the front end into 64-bit
// limbs: LLVM's "expand integer" type legalization (DAGTypeLegalizer::ExpandIntegerResult in
// LegalizeIntegerTypes.cpp), which halves an illegal integer recursively until it is legal, done
// here once into N limbs so every target, the interpreter and the back end see only engine types.
//
// Contract: an iN (N > 64) is the limb struct `{ i64 x k }`, k = ceil(N/64) (`wideType`): its
// layout is LLVM 14's for iN under the four targets' datalayouts (no datalayout names an integer
// above i64, so iN takes i64's alignment, and its alloc size is 8k bytes). An SSA value of it is
// the aggregate of its limbs (aggregates.ts: one local per limb, low limb first), so phi, select,
// freeze, extractvalue/insertvalue, parameters, arguments and returns are the aggregate paths
// (x86-64's psABI passes an i128 in two registers, rdi:rsi, as the two limbs go; a returned iN
// takes aggregates.ts's hidden pointer, its documented deviation from rax:rdx). The top limb holds
// r = N - 64(k-1) bits and is kept zero above them (promote.ts's canonical form), so:
// - and/or/xor/lshr/udiv/urem and unsigned compares read the limbs as they are; add/sub (carry
//   chains as `icmp ult`), mul (schoolbook from 32-bit partial products), shl are computed on k
//   limbs and the top limb masked; ashr, sdiv, srem and signed compares sign-extend the top limb
//   within its i64 first;
// - shifts by a variable amount split it into a limb count q = amt >> 6 and a bit count s = amt & 63
//   (selects on q, funnel shifts written so s = 0 is defined); an amount >= N is poison in LLVM and
//   gives some value here (a refinement);
// - division and remainder of N <= 128 bits call the runtime's `__tessera_{u,}{div,mod}ti3(alo,
//   ahi, blo, bhi, half)`, which returns the 64-bit limb `half` (0 low, 1 high) of the 128-bit
//   result (oracles/runtime.ts; the engine IR returns one value, so each limb is one call);
//   division by zero and INT128_MIN / -1 are undefined there as in LLVM;
// - loads and stores access exactly the iN's store size, ceil(N/8) bytes: whole limbs, then the
//   top limb's bytes in pieces of 4, 2, 1 (a packed struct's neighbours stay untouched);
// - casts: trunc/zext/sext between any widths; undef is 0 (a refinement), poison stays poison.
// Poison-generating flags (nuw, nsw, exact) are dropped: the result refines the original.

import { foldIntBinop } from '../ir/const-fold.js';
import { I1, I8, I16, I32, I64, type BinOp, type ICmpPred, type Inst, type IntType, type StructType, type Value } from '../ir/types.js';
import type { RuntimeFn } from './module-state.js';
import type { Token } from './lexer.js';
import type { FnCtx } from './operands.js';

const LIMB_TYPES = new Map<number, StructType>();
const WIDTH_OF = new WeakMap<object, number>();

/** The limb struct standing for iN, N > 64 (one object per width, so `wideBits` can recognize it). */
export function wideType(bits: number): StructType {
  let t = LIMB_TYPES.get(bits);
  if (t === undefined) {
    t = { kind: 'struct', fields: Array.from({ length: Math.ceil(bits / 64) }, () => I64), packed: false };
    LIMB_TYPES.set(bits, t);
    WIDTH_OF.set(t, bits);
  }
  return t;
}

/** N if `t` is the limb struct of iN, else null. */
export function wideBits(t: object): number | null {
  return WIDTH_OF.get(t) ?? null;
}

export const limbCount = (bits: number): number => Math.ceil(bits / 64);
const topBits = (bits: number): number => bits - 64 * (limbCount(bits) - 1);
const MASK64 = (1n << 64n) - 1n;
const c64 = (v: bigint): Value => ({ kind: 'int', type: I64, value: BigInt.asUintN(64, v) });
const ZERO = c64(0n);
const isConst = (v: Value, c?: bigint): v is Extract<Value, { kind: 'int' }> => v.kind === 'int' && (c === undefined || v.value === c);

/** The limbs of the constant `value` as an iN. */
export function wideConstLimbs(bits: number, value: bigint): Value[] {
  const u = BigInt.asUintN(bits, value);
  return Array.from({ length: limbCount(bits) }, (_, i) => c64(u >> BigInt(64 * i)));
}

/** Emits the engine instructions of one wide operation, folding what is constant. */
export class WideEmitter {
  constructor(
    private readonly ctx: FnCtx,
    private readonly at: Token,
    private readonly loc: { line: number; col: number },
  ) {}

  private push(type: IntType | { kind: 'ptr' }, make: (id: number) => Inst): Value {
    const id = this.ctx.b.freshId();
    this.ctx.b.emit(make(id), this.at);
    return { kind: 'ref', id, type } as Value;
  }

  bin(op: BinOp, a: Value, b: Value, type: IntType = I64): Value {
    const folded = type === I64 ? foldBin(op, a, b) : null;
    if (folded !== null) return folded;
    return this.push(type, (id) => ({ op: 'binop', id, name: '', binop: op, type, lhs: a, rhs: b, flags: {}, loc: this.loc }));
  }

  cmp(pred: ICmpPred, a: Value, b: Value): Value {
    if (isConst(a) && isConst(b) && a.type === I64) return { kind: 'int', type: I1, value: evalCmp(pred, a.value, b.value) ? 1n : 0n };
    return this.push(I1, (id) => ({ op: 'icmp', id, name: '', pred, lhs: a, rhs: b, loc: this.loc }));
  }

  select(c: Value, a: Value, b: Value, type: IntType = I64): Value {
    if (isConst(c)) return c.value !== 0n ? a : b;
    if (isConst(a) && isConst(b) && a.value === b.value) return a;
    return this.push(type, (id) => ({ op: 'select', id, name: '', type, cond: c, ifTrue: a, ifFalse: b, loc: this.loc }));
  }

  cast(cast: 'zext' | 'sext' | 'trunc', type: IntType, v: Value): Value {
    if (v.type === type) return v;
    if (isConst(v) && v.type.kind === 'int') {
      const from = v.type.bits;
      const x = cast === 'sext' ? BigInt.asIntN(from, v.value) : v.value;
      return { kind: 'int', type, value: BigInt.asUintN(type.bits, x) };
    }
    return this.push(type, (id) => ({ op: 'cast', id, name: '', cast, type, value: v, flags: {}, loc: this.loc }));
  }

  ptradd(base: Value, offset: number, ptrType: IntType): Value {
    if (offset === 0) return base;
    const off: Value = { kind: 'int', type: ptrType, value: BigInt(offset) };
    return this.push({ kind: 'ptr' }, (id) => ({
      op: 'ptradd',
      id,
      name: '',
      type: { kind: 'ptr' },
      base,
      offset: off,
      inbounds: true,
      loc: this.loc,
    }));
  }

  load(type: IntType, ptr: Value, align: number, volatile: boolean): Value {
    return this.push(type, (id) => ({ op: 'load', id, name: '', type, ptr, align, volatile, loc: this.loc }));
  }

  store(value: Value, ptr: Value, align: number, volatile: boolean): void {
    this.ctx.b.emit({ op: 'store', value, ptr, align, volatile, loc: this.loc }, this.at);
  }

  call(callee: RuntimeFn, args: readonly Value[]): Value {
    this.ctx.m.needRuntime(callee, this.at);
    return this.push(I64, (id) => ({ op: 'call', id, name: '', type: I64, callee, args: [...args], callconv: 'ccc', loc: this.loc }));
  }

  /** The top limb of an iN (zero above bit r) sign-extended within its i64. */
  signTop(bits: number, top: Value): Value {
    const r = topBits(bits);
    if (r === 64) return top;
    const k = c64(BigInt(64 - r));
    return this.bin('ashr', this.bin('shl', top, k), k);
  }

  /** Clears the bits above r of the top limb (the canonical form). */
  maskTop(bits: number, limbs: Value[]): Value[] {
    const r = topBits(bits);
    if (r === 64) return limbs;
    const out = [...limbs];
    out[out.length - 1] = this.bin('and', out.at(-1)!, c64((1n << BigInt(r)) - 1n));
    return out;
  }
}

function foldBin(op: BinOp, a: Value, b: Value): Value | null {
  const ai = isConst(a) ? a.value : null;
  const bi = isConst(b) ? b.value : null;
  if (ai !== null && bi !== null) {
    const v = foldIntBinop(op, ai, bi, 64);
    return v === null ? null : c64(v);
  }
  if (bi === 0n && ['add', 'sub', 'or', 'xor', 'shl', 'lshr', 'ashr'].includes(op)) return a;
  if (ai === 0n && ['add', 'or', 'xor'].includes(op)) return b;
  if ((ai === 0n || bi === 0n) && (op === 'mul' || op === 'and')) return ZERO;
  if (ai === 0n && ['shl', 'lshr'].includes(op)) return ZERO;
  if (bi === MASK64 && op === 'and') return a;
  return null;
}

function evalCmp(pred: ICmpPred, a: bigint, b: bigint): boolean {
  const s = pred.startsWith('s');
  const x = s ? BigInt.asIntN(64, a) : a;
  const y = s ? BigInt.asIntN(64, b) : b;
  switch (pred) {
    case 'eq':
      return x === y;
    case 'ne':
      return x !== y;
    case 'ult':
    case 'slt':
      return x < y;
    case 'ule':
    case 'sle':
      return x <= y;
    case 'ugt':
    case 'sgt':
      return x > y;
    case 'uge':
    case 'sge':
      return x >= y;
  }
}

export { c64, topBits, ZERO as LIMB_ZERO };
export const NARROW_TYPES: Readonly<Record<number, IntType>> = { 1: I1, 8: I8, 16: I16, 32: I32, 64: I64 };
