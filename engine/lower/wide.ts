// 64-bit integers on a 32-bit target, expanded into pairs of i32 halves on the IR (LLVM's type
// legalizer, "ExpandInteger" in LegalizeIntegerTypes.cpp, done here so the reference interpreter
// can run the result and check it against the original).
//
// Requires: a function of a 32-bit target whose switches on i64 were already lowered to compares.
// Produces: the same function where i64 survives only at the ABI boundary, in four fixed shapes the
// DAG builder (engine/isel/dag.ts) turns into register pairs:
//   - an i64 parameter is split at the entry: `trunc %p`, `trunc (lshr %p, 32)`;
//   - an i64 call result likewise, right after the call;
//   - an i64 call argument or return value is rebuilt right before its use:
//     `or (shl (zext hi), 32), (zext lo)` (or an i64 constant);
//   - 64-bit division and remainder are calls of the runtime helpers `rules.helpers` names, with
//     such rebuilt arguments (the harness's runtime implements them, oracles/runtime.ts).
// Everything else works on halves (low half at the lower address, little-endian): add/sub with the
// carry as `icmp ult`, mul from 16-bit partial products for the high word of lo×lo, shifts by
// constant or variable amounts (selects on bit 5 of the amount), compares by halves, selects, phis,
// freeze, loads and stores as two word accesses (align min(align, 4)), casts. Poison-generating flags
// of the original are dropped (the result refines it). An i64 value's halves are first named by
// placeholder ids and substituted at the end, so phis may name values defined later.

import { planted } from '../../common/planted-bugs.js';
import {
  assertNever,
  I1,
  I32,
  I64,
  operandsOf,
  type BinOp,
  type CastOp,
  type Func,
  type ICmpPred,
  type Inst,
  type ScalarType,
  type Terminator,
  UNSIGNED_PRED,
  type Value,
} from '../ir/types.js';
import { fold, mapOperands, mapTermOperands, termOperands } from './wide-ops.js';

/** A target's 64-bit conventions: division helpers (i64 (i64, i64)) and argument alignment. */
export interface WideRules {
  /** x86-32: libgcc's __divdi3 family; ARM/Thumb: AEABI's __aeabi_ldivmod/__aeabi_uldivmod. */
  readonly helpers: Readonly<Record<'sdiv' | 'udiv' | 'srem' | 'urem', string>>;
  /**
   * The helper's i64 result is the quotient even for a remainder (AEABI ldivmod returns the remainder
   * in r2:r3, which the IR cannot name): the remainder is then a - (a / b) * b.
   */
  readonly remainderFromQuotient: boolean;
  /** AAPCS (§6.5, C.3/C.4): a 64-bit argument starts at an even word (r0 or r2; an 8-byte aligned stack slot). */
  readonly evenPairs: boolean;
}

type Pair = readonly [Value, Value];

const is64 = (v: { type: { kind: string; bits?: number } | null }): boolean => v.type?.kind === 'int' && v.type.bits === 64;
const int32 = (v: bigint): Value => ({ kind: 'int', type: I32, value: BigInt.asUintN(32, v) });
const ZERO = int32(0n);
/** Does the function name a 64-bit integer anywhere (so it needs the expansion)? */
export function usesWide(fn: Func): boolean {
  if (
    (fn.ret !== null && fn.ret.kind === 'int' && fn.ret.bits === 64) ||
    fn.params.some((p) => p.type.kind === 'int' && p.type.bits === 64)
  )
    return true;
  for (const b of fn.blocks) {
    for (const i of b.insts) {
      if (defines64(i)) return true;
      if (operandsOf(i).some(is64)) return true;
    }
    if (termOperands(b.term).some(is64)) return true;
  }
  return false;
}

function defines64(i: Inst): i is Exclude<Inst, { op: 'store' | 'icmp' | 'stackrestore' }> {
  return i.op !== 'store' && i.op !== 'icmp' && i.op !== 'stackrestore' && is64(i);
}

export function expandWide(fn: Func, rules: WideRules): void {
  new Expander(fn, rules).run();
}

class Expander {
  private readonly halves = new Map<number, readonly [number, number]>();
  private readonly subst = new Map<number, Value>();
  private out: Inst[] = [];

  constructor(
    private readonly fn: Func,
    private readonly rules: WideRules,
  ) {}

  run(): void {
    const fn = this.fn;
    for (const p of fn.params) if (p.type.kind === 'int' && p.type.bits === 64) this.name(p.id);
    for (const b of fn.blocks) for (const i of b.insts) if (defines64(i)) this.name(i.id);
    fn.blocks.forEach((b, k) => {
      this.out = [];
      const phis = b.insts.filter((i) => i.op === 'phi');
      for (const i of phis) this.inst(i);
      if (k === 0) for (const p of fn.params) if (this.halves.has(p.id)) this.bind(p.id, this.split({ kind: 'ref', id: p.id, type: I64 }));
      for (const i of b.insts) if (i.op !== 'phi') this.inst(i);
      b.term = this.term(b.term);
      b.insts = this.out;
    });
    for (const b of fn.blocks) {
      b.insts = b.insts.map((i) => mapOperands(i, (v) => this.resolve(v)));
      b.term = mapTermOperands(b.term, (v) => this.resolve(v));
    }
  }

  private name(id: number): void {
    this.halves.set(id, [this.fn.nextValueId++, this.fn.nextValueId++]);
  }

  private bind(id: number, [lo, hi]: Pair): void {
    const [l, h] = this.halves.get(id)!;
    this.subst.set(l, lo);
    this.subst.set(h, hi);
  }

  private resolve(v: Value): Value {
    let r = v;
    while (r.kind === 'ref' && this.subst.has(r.id)) r = this.subst.get(r.id)!;
    return r;
  }

  /** The halves of an i64 operand. */
  private pair(v: Value): Pair {
    switch (v.kind) {
      case 'int':
        return [int32(v.value), int32(v.value >> 32n)];
      case 'undef':
      case 'poison':
        return [
          { kind: v.kind, type: I32 },
          { kind: v.kind, type: I32 },
        ];
      case 'ref': {
        const h = this.halves.get(v.id);
        if (h === undefined) throw new Error(`64-bit value %${v.id} has no halves`);
        return [
          { kind: 'ref', id: h[0], type: I32 },
          { kind: 'ref', id: h[1], type: I32 },
        ];
      }
      case 'null':
      case 'global':
        throw new Error('a pointer where a 64-bit integer was expected');
      default:
        return assertNever(v, 'value');
    }
  }

  // --- building instructions (with the folding that keeps constant halves cheap) ---

  private fresh(): number {
    return this.fn.nextValueId++;
  }

  private bin(op: BinOp, a: Value, b: Value, type = I32): Value {
    const folded = fold(op, a, b);
    if (folded !== null) return folded;
    const id = this.fresh();
    this.out.push({ op: 'binop', id, name: '', binop: op, type, lhs: a, rhs: b, flags: {} });
    return { kind: 'ref', id, type };
  }

  private cmp(pred: ICmpPred, a: Value, b: Value): Value {
    const id = this.fresh();
    this.out.push({ op: 'icmp', id, name: '', pred, lhs: a, rhs: b });
    return { kind: 'ref', id, type: I1 };
  }

  private select(c: Value, a: Value, b: Value, type = I32): Value {
    if (c.kind === 'int') return c.value !== 0n ? a : b;
    const id = this.fresh();
    this.out.push({ op: 'select', id, name: '', type, cond: c, ifTrue: a, ifFalse: b });
    return { kind: 'ref', id, type };
  }

  private cast(cast: CastOp, v: Value, type: ScalarType): Value {
    const id = this.fresh();
    this.out.push({ op: 'cast', id, name: '', cast, type, value: v, flags: {} });
    return { kind: 'ref', id, type };
  }

  /** The i64 `(hi << 32) | zext lo` the ABI boundary reads as a register pair. */
  private join([lo, hi]: Pair): Value {
    if (lo.kind === 'int' && hi.kind === 'int') return { kind: 'int', type: I64, value: (hi.value << 32n) | lo.value };
    const l = this.cast('zext', lo, I64);
    const h = this.cast('zext', hi, I64);
    const s = this.bin('shl', h, { kind: 'int', type: I64, value: 32n }, I64);
    return this.bin('or', s, l, I64);
  }

  /** The halves of an i64 coming from the ABI boundary (a parameter or a call result). */
  private split(v: Value): Pair {
    const lo = this.cast('trunc', v, I32);
    const s = this.bin('lshr', v, { kind: 'int', type: I64, value: 32n }, I64);
    return [lo, this.cast('trunc', s, I32)];
  }

  // --- instructions ---

  private inst(i: Inst): void {
    switch (i.op) {
      case 'binop':
        if (i.type.bits === 64) this.bind(i.id, this.binop(i));
        else this.out.push(i);
        return;
      case 'icmp':
        if (is64(i.lhs)) this.subst.set(i.id, this.compare(i.pred, this.pair(i.lhs), this.pair(i.rhs)));
        else this.out.push(i);
        return;
      case 'select':
        if (!is64(i)) return void this.out.push(i);
        return this.bind(
          i.id,
          this.pairwise(i.ifTrue, i.ifFalse, (a, b) => this.select(i.cond, a, b)),
        );
      case 'freeze':
        if (!is64(i)) return void this.out.push(i);
        return this.bind(i.id, this.pair(i.value).map((h) => this.freeze(h)) as unknown as Pair);
      case 'phi':
        if (!is64(i)) return void this.out.push(i);
        return this.bind(
          i.id,
          [0, 1].map((k) => this.phi(i.incoming.map((a) => ({ block: a.block, value: this.pair(a.value)[k]! })))) as unknown as Pair,
        );
      case 'cast':
        return this.castInst(i);
      case 'load':
        if (!is64(i)) return void this.out.push(i);
        return this.bind(i.id, this.load(i));
      case 'store':
        if (!is64(i.value)) return void this.out.push(i);
        return this.store(i);
      case 'ptradd':
        if (!is64(i.offset)) return void this.out.push(i);
        return void this.out.push({ ...i, offset: this.pair(i.offset)[0] });
      case 'call':
        return this.call(i);
      case 'alloca':
      case 'dynalloca':
      case 'stacksave':
      case 'frameaddress':
      case 'stackrestore':
        return void this.out.push(i);
      default:
        return assertNever(i, 'instruction');
    }
  }

  private pairwise(a: Value, b: Value, f: (x: Value, y: Value) => Value): Pair {
    const [al, ah] = this.pair(a);
    const [bl, bh] = this.pair(b);
    return [f(al, bl), f(ah, bh)];
  }

  private freeze(v: Value): Value {
    const id = this.fresh();
    this.out.push({ op: 'freeze', id, name: '', type: I32, value: v });
    return { kind: 'ref', id, type: I32 };
  }

  private phi(incoming: { block: number; value: Value }[]): Value {
    const id = this.fresh();
    this.out.push({ op: 'phi', id, name: '', type: I32, incoming });
    return { kind: 'ref', id, type: I32 };
  }

  private binop(i: Extract<Inst, { op: 'binop' }>): Pair {
    switch (i.binop) {
      case 'and':
      case 'or':
      case 'xor':
        return this.pairwise(i.lhs, i.rhs, (a, b) => this.bin(i.binop, a, b));
      case 'add':
      case 'sub':
        return this.addSub(i.binop, this.pair(i.lhs), this.pair(i.rhs));
      case 'mul':
        return this.mul(this.pair(i.lhs), this.pair(i.rhs));
      case 'shl':
      case 'lshr':
      case 'ashr':
        return this.shift(i.binop, this.pair(i.lhs), i.rhs.kind === 'int' ? Number(i.rhs.value & 63n) : this.pair(i.rhs)[0]);
      case 'sdiv':
      case 'udiv':
        return this.helperCall(this.rules.helpers[i.binop], [i.lhs, i.rhs], i.loc);
      case 'srem':
      case 'urem': {
        const q = this.helperCall(this.rules.helpers[i.binop], [i.lhs, i.rhs], i.loc);
        if (!this.rules.remainderFromQuotient) return q;
        return this.addSub('sub', this.pair(i.lhs), this.mul(q, this.pair(i.rhs)));
      }
      default:
        return assertNever(i.binop, 'binop');
    }
  }

  private addSub(op: 'add' | 'sub', [al, ah]: Pair, [bl, bh]: Pair): Pair {
    const lo = this.bin(op, al, bl);
    // add: a carry out of the low word when the sum wrapped below an addend; sub: a borrow when al < bl.
    const c = op === 'add' ? this.cmp('ult', lo, al) : this.cmp('ult', al, bl);
    const noCarry = (bl.kind === 'int' && bl.value === 0n) || (op === 'add' && planted('wide-add-drops-carry'));
    const carry = noCarry ? ZERO : this.cast('zext', c, I32);
    return [lo, this.bin(op, this.bin(op, ah, bh), carry)];
  }

  private mul([al, ah]: Pair, [bl, bh]: Pair): Pair {
    const lo = this.bin('mul', al, bl);
    const cross = this.bin('add', this.bin('mul', al, bh), this.bin('mul', ah, bl));
    return [lo, this.bin('add', this.mulHighUnsigned(al, bl), cross)];
  }

  /** The high word of the 64-bit product of two words, from 16-bit partial products. */
  private mulHighUnsigned(a: Value, b: Value): Value {
    if (a.kind === 'int' && b.kind === 'int') return int32((a.value * b.value) >> 32n);
    const m16 = int32(0xffffn);
    const s16 = int32(16n);
    const [a0, a1] = [this.bin('and', a, m16), this.bin('lshr', a, s16)];
    const [b0, b1] = [this.bin('and', b, m16), this.bin('lshr', b, s16)];
    const p00 = this.bin('mul', a0, b0);
    const p01 = this.bin('mul', a0, b1);
    const p10 = this.bin('mul', a1, b0);
    const p11 = this.bin('mul', a1, b1);
    // Below 3 * 2^16: no wrap.
    const mid = this.bin('add', this.bin('add', this.bin('lshr', p00, s16), this.bin('and', p01, m16)), this.bin('and', p10, m16));
    const high = this.bin('add', this.bin('add', p11, this.bin('lshr', p01, s16)), this.bin('lshr', p10, s16));
    return this.bin('add', high, this.bin('lshr', mid, s16));
  }

  private shift(op: 'shl' | 'lshr' | 'ashr', [lo, hi]: Pair, amount: number | Value): Pair {
    if (typeof amount === 'number') return this.shiftConst(op, [lo, hi], amount);
    const s5 = this.bin('and', amount, int32(31n));
    const big = this.cmp('ne', this.bin('and', amount, int32(32n)), ZERO);
    const inv = this.bin('sub', int32(31n), s5);
    if (op === 'shl') {
      const loS = this.bin('shl', lo, s5);
      // lo >> (32 - s) written as (lo >> 1) >> (31 - s), defined for s = 0.
      const hiS = this.bin('or', this.bin('shl', hi, s5), this.bin('lshr', this.bin('lshr', lo, int32(1n)), inv));
      return [this.select(big, ZERO, loS), this.select(big, loS, hiS)];
    }
    const hiS = this.bin(op, hi, s5);
    const loS = this.bin('or', this.bin('lshr', lo, s5), this.bin('shl', this.bin('shl', hi, int32(1n)), inv));
    const fill = op === 'ashr' ? this.bin('ashr', hi, int32(31n)) : ZERO;
    return [this.select(big, hiS, loS), this.select(big, fill, hiS)];
  }

  private shiftConst(op: 'shl' | 'lshr' | 'ashr', [lo, hi]: Pair, c: number): Pair {
    if (c === 0) return [lo, hi];
    const k = int32(BigInt(c & 31));
    const back = int32(BigInt(32 - (c & 31)));
    if (op === 'shl') {
      if (c >= 32) return [c === 32 && planted('wide-shl-32-keeps-low') ? lo : ZERO, this.bin('shl', lo, k)];
      return [this.bin('shl', lo, k), this.bin('or', this.bin('shl', hi, k), this.bin('lshr', lo, back))];
    }
    const fill = op === 'ashr' ? this.bin('ashr', hi, int32(31n)) : ZERO;
    if (c >= 32) return [this.bin(op, hi, k), fill];
    return [this.bin('or', this.bin('lshr', lo, k), this.bin('shl', hi, back)), this.bin(op, hi, k)];
  }

  private compare(pred: ICmpPred, [al, ah]: Pair, [bl, bh]: Pair): Value {
    if (pred === 'eq' || pred === 'ne') {
      const diff = this.bin('or', this.bin('xor', al, bl), this.bin('xor', ah, bh));
      return this.cmp(pred, diff, ZERO);
    }
    const loCmp = this.cmp(UNSIGNED_PRED[pred], al, bl);
    const hiCmp = this.cmp(pred, ah, bh);
    return this.select(this.cmp('eq', ah, bh), loCmp, hiCmp, I1);
  }

  private castInst(i: Extract<Inst, { op: 'cast' }>): void {
    const from64 = is64(i.value);
    if (!from64 && !is64(i)) return void this.out.push(i);
    if (from64) {
      const lo = this.pair(i.value)[0];
      if (i.cast === 'inttoptr') return void this.out.push({ ...i, value: lo });
      // trunc (the only other cast from i64 to something narrower or as wide)
      const t = i.type;
      if (t.kind === 'int' && t.bits === 64) return this.bind(i.id, this.pair(i.value));
      if (t.kind === 'int' && t.bits === 32) return void this.subst.set(i.id, lo);
      return void this.out.push({ ...i, value: lo });
    }
    const v = i.value;
    const bits = v.type.kind === 'int' ? v.type.bits : 32;
    const lo32 =
      i.cast === 'ptrtoint' ? this.cast('ptrtoint', v, I32) : bits === 32 ? v : this.cast(i.cast === 'sext' ? 'sext' : 'zext', v, I32);
    const hi = i.cast === 'sext' ? this.bin('ashr', lo32, int32(31n)) : ZERO;
    this.bind(i.id, [lo32, hi]);
  }

  private address(base: Value, offset: number): Value {
    if (offset === 0) return base;
    const id = this.fresh();
    this.out.push({ op: 'ptradd', id, name: '', type: { kind: 'ptr' }, base, offset: int32(BigInt(offset)), inbounds: true });
    return { kind: 'ref', id, type: { kind: 'ptr' } };
  }

  private load(i: Extract<Inst, { op: 'load' }>): Pair {
    const align = Math.min(i.align, 4);
    const halves = [0, 4].map((off) => {
      const id = this.fresh();
      const loc = i.loc === undefined ? {} : { loc: i.loc };
      this.out.push({ op: 'load', id, name: '', type: I32, ptr: this.address(i.ptr, off), align, volatile: i.volatile, ...loc });
      return { kind: 'ref', id, type: I32 } as Value;
    });
    return [halves[0]!, halves[1]!];
  }

  private store(i: Extract<Inst, { op: 'store' }>): void {
    const align = Math.min(i.align, 4);
    this.pair(i.value).forEach((h, k) => {
      this.out.push({ ...i, value: h, ptr: this.address(i.ptr, 4 * k), align });
    });
  }

  private call(i: Extract<Inst, { op: 'call' }>): void {
    const args = i.args.map((a) => (is64(a) ? this.join(this.pair(a)) : a));
    if (i.type === null || !(i.type.kind === 'int' && i.type.bits === 64)) return void this.out.push({ ...i, args });
    const id = this.fresh();
    this.out.push({ ...i, id, args });
    this.bind(i.id, this.split({ kind: 'ref', id, type: I64 }));
  }

  private helperCall(callee: string, operands: readonly Value[], loc: Inst['loc']): Pair {
    const args = operands.map((a) => this.join(this.pair(a)));
    const id = this.fresh();
    this.out.push({ op: 'call', id, name: '', type: I64, callee, args, callconv: 'ccc', ...(loc === undefined ? {} : { loc }) });
    return this.split({ kind: 'ref', id, type: I64 });
  }

  private term(t: Terminator): Terminator {
    if (t.op === 'ret' && t.value !== null && is64(t.value)) return { ...t, value: this.join(this.pair(t.value)) };
    if (t.op === 'switch' && t.type.bits === 64) throw new Error('64-bit switch reached the expansion: lower switches first');
    return t;
  }
}
