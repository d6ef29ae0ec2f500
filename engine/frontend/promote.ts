// Integer promotion of odd widths (i2..i63 other than i8/i16/i32), done by the front end.
//
// This is the "promote integer" action of LLVM's type legalization (SelectionDAG,
// DAGTypeLegalizer::PromoteIntegerResult/PromoteIntegerOperand in LegalizeIntegerTypes.cpp),
// applied to the IR: the engine IR has only i1/i8/i16/i32/i64, clang-14 -O1/-O2 narrows switches
// to types such as i10 (SimplifyCFG), so such values are carried in a wider engine type.
//
// Contract: a value of LLVM type iN (N odd) is an engine value of type iW, W the smallest engine
// width above N (ints.ts promotedType), whose bits N..W-1 are ZERO: the canonical zero-extended
// form. (LLVM's legalizer leaves those bits unspecified and re-extends on demand; keeping them zero
// lets every consumer read the value as is.) Each `promote*` function emits the engine
// instructions for one LLVM instruction on iN and defines its result: the last instruction takes
// the LLVM id and name, an identity lowering maps the result onto an existing value.
// - constants are reduced mod 2^N; undef becomes 0 (an undef iW could have any upper bits, and 0
//   is a refinement of undef); poison stays poison.
// - trunc to iN: trunc to iW when wider, then `and` 2^N-1. zext from iN: zext (or nothing) from
//   iW. sext from iN: sign-extend within iW (shl, ashr by W-N), sext, mask if the target is odd.
// - add sub mul shl: compute in iW, then mask. and or xor udiv urem lshr: directly (canonical
//   operands give a canonical result). sdiv srem ashr, signed icmp: on operands sign-extended
//   within iW, result masked. eq/ne/unsigned icmp: directly.
// - Poison exactly as LLVM defines it on iN: a shift by >= N is `select (icmp uge amt, N), poison,
//   r`; nuw/nsw on add sub mul shl trunc and nneg on zext compute their overflow condition and
//   select poison; exact and disjoint are kept on the iW instruction (they test the same bits);
//   samesign is kept, on sign-extended operands. No flag is dropped.
// - sdiv/srem of INT_MIN_N by -1 is immediate UB in LLVM but fits iW: in exactly that case the
//   dividend is replaced by INT_MIN_W, so the iW division has the same UB.
// - select, phi and switch take iW as is (callers use reprType); freeze masks its result, as a
//   frozen poison may have any bits.
// At a call boundary (parameters, arguments, return values; clang-14's x86-64 coercion of 3- and
// 6-byte structs to i24/i48) an iN travels as iW on every target, as LLVM's x86-64 lowering passes
// it in a whole register with the bits above N undefined: the receiver (callee for a parameter,
// caller for a result) masks it and relies on nothing above bit N (odd-abi.ts). Memory accesses of
// odd widths are split by odd-memory.ts; constant expressions of odd type are rejected here.

import {
  I1,
  assertNever,
  isValueInst,
  type BinOp,
  type CastOp,
  type Flags,
  type ICmpPred,
  type Inst,
  type IntType,
  type ScalarType,
  type SourceLoc,
  type Value,
} from '../ir/types.js';
import type { VSyntax } from './constants.js';
import { intConst, promotedType, reprInt, toSigned, toUnsigned, type OddIntType, type ValueType } from './ints.js';
import type { Token } from './lexer.js';
import type { FnCtx } from './operands.js';

/** The LLVM result being lowered: its id and name, and where helper instructions point. */
export interface ResultDef {
  readonly id: number;
  readonly name: string;
  readonly at: Token;
  readonly loc: SourceLoc;
}

type IntLike = IntType | OddIntType;

const SIGNED_PREDS: ReadonlySet<ICmpPred> = new Set(['sgt', 'sge', 'slt', 'sle']);

function lowMask(n: number): bigint {
  return (1n << BigInt(n)) - 1n;
}

/**
 * The instructions of one lowering, buffered so the last one can take the LLVM result's id and
 * name. The helpers fold constant operands, so `icmp slt i10 %x, 5` needs no extension of 5.
 */
class Seq {
  private readonly insts: Inst[] = [];

  constructor(
    private readonly ctx: FnCtx,
    private readonly r: ResultDef,
  ) {}

  private push(type: ScalarType, make: (id: number, loc: SourceLoc) => Inst): Value {
    const id = this.ctx.b.freshId();
    this.insts.push(make(id, this.r.loc));
    return { kind: 'ref', id, type };
  }

  bin(binop: BinOp, type: IntType, lhs: Value, rhs: Value, flags: Flags = {}): Value {
    return this.push(type, (id, loc) => ({ op: 'binop', id, name: '', binop, type, lhs, rhs, flags, loc }));
  }

  icmp(pred: ICmpPred, lhs: Value, rhs: Value, samesign = false): Value {
    return this.push(I1, (id, loc) => ({ op: 'icmp', id, name: '', pred, lhs, rhs, ...(samesign ? { samesign } : {}), loc }));
  }

  select(type: IntType, cond: Value, ifTrue: Value, ifFalse: Value): Value {
    return this.push(type, (id, loc) => ({ op: 'select', id, name: '', type, cond, ifTrue, ifFalse, loc }));
  }

  cast(cast: CastOp, type: IntType, value: Value): Value {
    return this.push(type, (id, loc) => ({ op: 'cast', id, name: '', cast, type, value, flags: {}, loc }));
  }

  freeze(type: IntType, value: Value): Value {
    return this.push(type, (id, loc) => ({ op: 'freeze', id, name: '', type, value, loc }));
  }

  /** `v` (of type w) with bits n..W-1 cleared. */
  mask(v: Value, n: number, w: IntType): Value {
    if (n === w.bits) return v;
    if (v.kind === 'int') return intConst(w.bits, toUnsigned(v.value, n));
    return this.bin('and', w, v, intConst(w.bits, lowMask(n)));
  }

  /** `v` (of type w) sign-extended from bit n-1 within w. */
  sextFrom(v: Value, n: number, w: IntType): Value {
    if (n === w.bits) return v;
    if (v.kind === 'int') return intConst(w.bits, toSigned(v.value, n));
    const by = intConst(w.bits, BigInt(w.bits - n));
    return this.bin('ashr', w, this.bin('shl', w, v, by), by);
  }

  /** `v` from type `from` to type `to`: trunc when narrower, `ext` when wider. */
  resize(v: Value, from: IntType, to: IntType, ext: 'zext' | 'sext'): Value {
    if (from.bits === to.bits) return v;
    return this.cast(from.bits > to.bits ? 'trunc' : ext, to, v);
  }

  /** The conditions under which a shift by `amt` is poison on iN (none for a constant < N). */
  tooWide(amt: Value, n: number, w: IntType): Value[] {
    if (amt.kind === 'int' && amt.value < BigInt(n)) return [];
    return [this.icmp('uge', amt, intConst(w.bits, BigInt(n)))];
  }

  /** `r`, or poison when any of `conds` holds (a poison condition makes it poison too). */
  poisonIf(conds: readonly Value[], type: IntType, r: Value): Value {
    let out = r;
    for (const cond of conds) out = this.select(type, cond, { kind: 'poison', type }, out);
    return out;
  }

  /** Emits the buffered instructions with `v` as the LLVM result. */
  commit(v: Value): void {
    const last = this.insts.at(-1);
    if (last !== undefined && v.kind === 'ref' && isValueInst(last) && last.id === v.id) {
      this.insts[this.insts.length - 1] = { ...last, id: this.r.id, name: this.r.name };
    } else {
      this.ctx.b.replace(this.r.id, v, this.r.at);
    }
    for (const inst of this.insts) this.ctx.b.emit(inst, this.r.at);
  }
}

// ---- operands ----

/** A value written with an odd-width type, in its canonical promoted form. */
export function lowerOddOperand(ctx: FnCtx, v: VSyntax, t: OddIntType): Value {
  const w = promotedType(t.bits);
  switch (v.k) {
    case 'local':
      return ctx.b.useValue(v.tok, t);
    case 'int':
      return intConst(w.bits, toUnsigned(v.value, t.bits));
    case 'zero':
    case 'undef':
      return intConst(w.bits, 0n);
    case 'poison':
      return { kind: 'poison', type: w };
    case 'bool':
    case 'global':
    case 'null':
      throw ctx.m.cur.error(v.tok, `'${v.tok.text}' is not a valid i${t.bits} value`);
    case 'cstr':
    case 'array':
    case 'struct':
      throw ctx.m.cur.unsupported(v.tok, 'aggregate value');
    case 'gep':
    case 'cast':
    case 'bin':
    case 'icmp':
    case 'select':
      throw ctx.m.cur.unsupported(v.tok, `integer type i${t.bits} in a constant expression`);
    default:
      return assertNever(v, 'value syntax');
  }
}

// ---- binary operators ----

export function promoteBinop(ctx: FnCtx, r: ResultDef, op: BinOp, flags: Flags, t: OddIntType, a: Value, b: Value): void {
  const s = new Seq(ctx, r);
  s.commit(binop(s, op, flags, t.bits, promotedType(t.bits), a, b));
}

function binop(s: Seq, op: BinOp, flags: Flags, n: number, w: IntType, a: Value, b: Value): Value {
  switch (op) {
    case 'and':
    case 'or':
    case 'xor':
    case 'udiv':
    case 'urem':
      return s.bin(op, w, a, b, flags);
    case 'add':
    case 'sub':
    case 'mul':
      return wrapping(s, op, flags, n, w, a, b);
    case 'shl':
      return shiftLeft(s, flags, n, w, a, b);
    case 'lshr':
      return s.poisonIf(s.tooWide(b, n, w), w, s.bin('lshr', w, a, b, flags));
    case 'ashr': {
      const conds = s.tooWide(b, n, w);
      return s.poisonIf(conds, w, s.mask(s.bin('ashr', w, s.sextFrom(a, n, w), b, flags), n, w));
    }
    case 'sdiv':
    case 'srem':
      return signedDivision(s, op, flags, n, w, a, b);
    default:
      return assertNever(op, 'binary operator');
  }
}

/**
 * add/sub/mul, masked. nuw: the iW operation on canonical operands exceeds 2^N-1 (or overflows
 * iW itself, which `nuw` on it turns into poison: sub below zero, a large mul). nsw: the iW
 * operation on sign-extended operands (`nsw` on it covers an iW overflow) differs from the
 * sign extension of the masked result.
 */
function wrapping(s: Seq, op: 'add' | 'sub' | 'mul', flags: Flags, n: number, w: IntType, a: Value, b: Value): Value {
  const conds: Value[] = [];
  let raw: Value | null = null;
  if (flags.nuw === true) {
    raw = s.bin(op, w, a, b, { nuw: true });
    conds.push(s.icmp('ugt', raw, intConst(w.bits, lowMask(n))));
  }
  let signedRaw: Value | null = null;
  if (flags.nsw === true) {
    signedRaw = s.bin(op, w, s.sextFrom(a, n, w), s.sextFrom(b, n, w), { nsw: true });
    raw ??= signedRaw;
  }
  // The low N bits are the same whichever extension the operands had.
  const result = s.mask(raw ?? s.bin(op, w, a, b), n, w);
  if (signedRaw !== null) conds.push(s.icmp('ne', s.sextFrom(result, n, w), signedRaw));
  return s.poisonIf(conds, w, result);
}

/** shl, masked. nuw: shifting back loses bits; nsw: shifting back (arithmetic) differs. */
function shiftLeft(s: Seq, flags: Flags, n: number, w: IntType, a: Value, amt: Value): Value {
  const conds = s.tooWide(amt, n, w);
  const result = s.mask(s.bin('shl', w, a, amt), n, w);
  if (flags.nuw === true) conds.push(s.icmp('ne', s.bin('lshr', w, result, amt), a));
  if (flags.nsw === true) {
    const back = s.bin('ashr', w, s.sextFrom(result, n, w), amt);
    conds.push(s.icmp('ne', back, s.sextFrom(a, n, w)));
  }
  return s.poisonIf(conds, w, result);
}

function signedDivision(s: Seq, op: 'sdiv' | 'srem', flags: Flags, n: number, w: IntType, a: Value, b: Value): Value {
  const minN = 1n << BigInt(n - 1);
  let dividend = s.sextFrom(a, n, w);
  const divisor = s.sextFrom(b, n, w);
  const mayOverflow = !(a.kind === 'int' && a.value !== minN) && !(b.kind === 'int' && b.value !== lowMask(n));
  if (mayOverflow) {
    // INT_MIN_N / -1 is UB on iN but not on iW: divide INT_MIN_W instead, which is UB there too.
    const both = s.bin('and', I1, s.icmp('eq', a, intConst(w.bits, minN)), s.icmp('eq', b, intConst(w.bits, lowMask(n))));
    dividend = s.select(w, both, intConst(w.bits, 1n << BigInt(w.bits - 1)), dividend);
  }
  return s.mask(s.bin(op, w, dividend, divisor, flags), n, w);
}

// ---- comparisons, casts, freeze ----

/**
 * Signed predicates compare the sign-extended operands. With samesign, so do the others: the
 * flag then sees the sign bit, and sign extension keeps the unsigned order of same-sign values.
 */
export function promoteICmp(ctx: FnCtx, r: ResultDef, pred: ICmpPred, samesign: boolean, t: OddIntType, a: Value, b: Value): void {
  const s = new Seq(ctx, r);
  const w = promotedType(t.bits);
  const extend = samesign || SIGNED_PREDS.has(pred);
  const lhs = extend ? s.sextFrom(a, t.bits, w) : a;
  const rhs = extend ? s.sextFrom(b, t.bits, w) : b;
  s.commit(s.icmp(pred, lhs, rhs, samesign));
}

function intLike(t: ValueType): IntLike {
  if (t.kind === 'ptr') throw new Error('promoteCast: pointer operand (checkCast admits none)');
  return t;
}

/** trunc/zext/sext where the operand type or the result type (or both) is odd. */
export function promoteCast(ctx: FnCtx, r: ResultDef, cast: CastOp, flags: Flags, fromT: ValueType, toT: ValueType, x: Value): void {
  const s = new Seq(ctx, r);
  const [from, to] = [intLike(fromT), intLike(toT)];
  const [ws, wd] = [reprInt(from), reprInt(to)];
  const conds: Value[] = [];
  let v: Value;
  switch (cast) {
    case 'trunc':
      if (flags.nuw === true) conds.push(s.icmp('ugt', x, intConst(ws.bits, lowMask(to.bits))));
      if (flags.nsw === true) conds.push(s.icmp('ne', s.sextFrom(x, to.bits, ws), s.sextFrom(x, from.bits, ws)));
      v = s.mask(s.resize(x, ws, wd, 'zext'), to.bits, wd);
      break;
    case 'zext':
      if (flags.nneg === true) conds.push(s.icmp('uge', x, intConst(ws.bits, 1n << BigInt(from.bits - 1))));
      v = s.resize(x, ws, wd, 'zext');
      break;
    case 'sext':
      v = s.mask(s.resize(s.sextFrom(x, from.bits, ws), ws, wd, 'sext'), to.bits, wd);
      break;
    case 'ptrtoint':
    case 'inttoptr':
      throw new Error(`promoteCast: ${cast} (checkCast rejects odd widths)`);
    default:
      return assertNever(cast, 'cast');
  }
  s.commit(s.poisonIf(conds, wd, v));
}

export function promoteFreeze(ctx: FnCtx, r: ResultDef, t: OddIntType, v: Value): void {
  const s = new Seq(ctx, r);
  const w = promotedType(t.bits);
  s.commit(s.mask(s.freeze(w, v), t.bits, w));
}
