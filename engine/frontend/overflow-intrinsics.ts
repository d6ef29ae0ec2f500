// The arithmetic-with-overflow intrinsics, expanded into straight-line engine IR by the front end.
//
// Contract: `lowerOverflowIntrinsic(ctx, call)` takes a call of llvm.{s,u}{add,sub,mul}.with.overflow.iN
// (N = 8, 16, 32, 64; both operands iN; the result `{ iN, i1 }`), emits the expansion into the
// current block and returns the two leaves (aggregates.ts defineAggregate gives them to the
// result), so the interpreter and every back end run ordinary add/sub/mul/icmp (no new IR
// operation). The checks are those of LLVM's TargetLowering (expandMULO, the [SU]ADDO/[SU]SUBO
// legalization in LegalizeDAG.cpp), division-free so that no operand can trap:
//   uadd  s = a + b; overflow iff s <u a             usub  d = a - b; overflow iff a <u b
//   sadd  s = a + b; overflow iff ((s ^ a) & (s ^ b)) <s 0
//   ssub  d = a - b; overflow iff ((a ^ b) & (a ^ d)) <s 0
//   umul/smul, N < 64: the product of the zero/sign-extended operands in i2N (exact); the result is
//         its truncation; overflow iff it differs from the extension of that truncation.
//   umul i64 (no i128 in the engine): halves a = ah:al, b = bh:bl (32 bits each); overflow iff
//         (ah != 0 and bh != 0), or c = ah*bl + al*bh (each an exact 64-bit product of 32-bit
//         halves; at most one is nonzero when the first test fails) has bits above 32, or
//         lo = al*bl plus c << 32 carries (lo + (c << 32) <u lo). The result is a * b.
//   smul i64: |a| and |b| as unsigned (INT_MIN's magnitude 2^63 is exact as unsigned); overflow
//         iff their unsigned product overflows, or it exceeds INT_MAX + (1 if the signs differ).
//         The result is a * b.

import { I1, intType, type BinOp, type CastOp, type ICmpPred, type IntBits, type IntType, type Value } from '../ir/types.js';
import type { IntrinsicArg } from './intrinsics.js';
import { intConst } from './ints.js';
import type { Token } from './lexer.js';
import { locOfTok, type FnCtx } from './operands.js';

type OverflowOp = 'sadd' | 'uadd' | 'ssub' | 'usub' | 'smul' | 'umul';
const OPS: readonly OverflowOp[] = ['sadd', 'uadd', 'ssub', 'usub', 'smul', 'umul'];
const WIDTHS: readonly IntBits[] = [8, 16, 32, 64];

/** The op and width of `llvm.<op>.with.overflow.iN`, or null for any other name. */
export function overflowIntrinsic(name: string): { op: OverflowOp; type: IntType } | null {
  const m = /^llvm\.([su](?:add|sub|mul))\.with\.overflow\.i(\d+)$/.exec(name);
  if (m === null) return null;
  const op = OPS.find((o) => o === m[1]);
  const bits = WIDTHS.find((w) => w === Number(m[2]));
  return op === undefined || bits === undefined ? null : { op, type: intType(bits) as IntType };
}

/** Emits engine instructions at one call. */
class Em {
  constructor(
    private readonly ctx: FnCtx,
    private readonly at: Token,
  ) {}

  private ref(type: IntType, make: (id: number) => Parameters<FnCtx['b']['emit']>[0]): Value {
    const id = this.ctx.b.freshId();
    this.ctx.b.emit(make(id), this.at);
    return { kind: 'ref', id, type };
  }

  bin(binop: BinOp, type: IntType, lhs: Value, rhs: Value): Value {
    const loc = locOfTok(this.at);
    return this.ref(type, (id) => ({ op: 'binop', id, name: '', binop, type, lhs, rhs, flags: {}, loc }));
  }

  cmp(pred: ICmpPred, lhs: Value, rhs: Value): Value {
    const loc = locOfTok(this.at);
    return this.ref(I1, (id) => ({ op: 'icmp', id, name: '', pred, lhs, rhs, loc }));
  }

  cast(cast: CastOp, type: IntType, value: Value): Value {
    const loc = locOfTok(this.at);
    return this.ref(type, (id) => ({ op: 'cast', id, name: '', cast, type, value, flags: {}, loc }));
  }

  select(type: IntType, cond: Value, ifTrue: Value, ifFalse: Value): Value {
    const loc = locOfTok(this.at);
    return this.ref(type, (id) => ({ op: 'select', id, name: '', type, cond, ifTrue, ifFalse, loc }));
  }

  or1(a: Value, b: Value): Value {
    return this.bin('or', I1 as IntType, a, b);
  }
}

/** The leaves `[result, overflow]` of the call (see the contract). */
export function lowerOverflowIntrinsic(ctx: FnCtx, name: string, nameTok: Token, args: readonly IntrinsicArg[]): Value[] {
  const which = overflowIntrinsic(name);
  if (which === null) throw ctx.m.cur.unsupported(nameTok, `intrinsic ${name}`);
  const { op, type } = which;
  if (args.length !== 2) throw ctx.m.cur.error(nameTok, `${name} takes 2 arguments, not ${args.length}`);
  const [a, b] = args.map((arg, i) => {
    if (arg.value === null || arg.type?.kind !== 'int' || arg.type.bits !== type.bits)
      throw ctx.m.cur.error(arg.tok, `invalid argument ${i + 1} of ${name}`);
    return arg.value;
  }) as [Value, Value];
  const e = new Em(ctx, nameTok);
  const zero = intConst(type.bits, 0n);
  switch (op) {
    case 'uadd': {
      const s = e.bin('add', type, a, b);
      return [s, e.cmp('ult', s, a)];
    }
    case 'usub':
      return [e.bin('sub', type, a, b), e.cmp('ult', a, b)];
    case 'sadd': {
      const s = e.bin('add', type, a, b);
      return [s, e.cmp('slt', e.bin('and', type, e.bin('xor', type, s, a), e.bin('xor', type, s, b)), zero)];
    }
    case 'ssub': {
      const d = e.bin('sub', type, a, b);
      return [d, e.cmp('slt', e.bin('and', type, e.bin('xor', type, a, b), e.bin('xor', type, a, d)), zero)];
    }
    case 'umul':
    case 'smul':
      return type.bits === 64 ? mul64(e, op, a, b) : mulWidened(e, op, type, a, b);
  }
}

function mulWidened(e: Em, op: 'umul' | 'smul', type: IntType, a: Value, b: Value): Value[] {
  const wide = intType((type.bits * 2) as IntBits) as IntType;
  const ext: CastOp = op === 'umul' ? 'zext' : 'sext';
  const p = e.bin('mul', wide, e.cast(ext, wide, a), e.cast(ext, wide, b));
  const r = e.cast('trunc', type, p);
  return [r, e.cmp('ne', e.cast(ext, wide, r), p)];
}

const I64 = intType(64) as IntType;
const I32 = intType(32) as IntType;
const k64 = (v: bigint): Value => intConst(64, v);

/** Overflow of the unsigned 64-bit product a * b (see the contract), without i128. */
function umulOverflow64(e: Em, a: Value, b: Value): Value {
  const lo32 = (x: Value): Value => e.cast('zext', I64, e.cast('trunc', I32, x));
  const hi32 = (x: Value): Value => e.bin('lshr', I64, x, k64(32n));
  const [ah, al, bh, bl] = [hi32(a), lo32(a), hi32(b), lo32(b)];
  const both = e.bin('and', I1 as IntType, e.cmp('ne', ah, k64(0n)), e.cmp('ne', bh, k64(0n)));
  const c = e.bin('add', I64, e.bin('mul', I64, ah, bl), e.bin('mul', I64, al, bh));
  const cHigh = e.cmp('ne', hi32(c), k64(0n));
  const lo = e.bin('mul', I64, al, bl);
  const carry = e.cmp('ult', e.bin('add', I64, lo, e.bin('shl', I64, c, k64(32n))), lo);
  return e.or1(e.or1(both, cHigh), carry);
}

function mul64(e: Em, op: 'umul' | 'smul', a: Value, b: Value): Value[] {
  const r = e.bin('mul', I64, a, b);
  if (op === 'umul') return [r, umulOverflow64(e, a, b)];
  const zero = k64(0n);
  const aNeg = e.cmp('slt', a, zero);
  const bNeg = e.cmp('slt', b, zero);
  const magA = e.select(I64, aNeg, e.bin('sub', I64, zero, a), a);
  const magB = e.select(I64, bNeg, e.bin('sub', I64, zero, b), b);
  const uo = umulOverflow64(e, magA, magB);
  const negative = e.bin('xor', I1 as IntType, aNeg, bNeg);
  const limit = e.bin('add', I64, k64((1n << 63n) - 1n), e.cast('zext', I64, negative));
  const tooBig = e.cmp('ugt', e.bin('mul', I64, magA, magB), limit);
  return [r, e.or1(uo, tooBig)];
}
