// The bit-manipulation and saturating-arithmetic intrinsics, expanded into straight-line engine IR by the front end.
//
// Contract: `lowerBitIntrinsic(ctx, call, op)` emits the expansion of llvm.<op>.iN (N one of the
// engine widths, 1..64) into the current block and maps the call's result onto it, so the
// interpreter and every back end run the same shifts, masks and selects (no new IR operation).
// The expansions are the branch-free ones LLVM's TargetLowering uses when a target has no
// instruction (TargetLowering::expandBSWAP, expandBITREVERSE, expandCTPOP, expandCTLZ, expandCTTZ,
// expandFunnelShift in CodeGen/SelectionDAG/TargetLowering.cpp):
//   bswap      bytes moved by lshr/and/shl/or (N = 16, 32, 64)
//   bitreverse swap adjacent 1-, 2-, 4-bit groups by masks, then bswap (N = 1 is the identity)
//   ctpop      the SWAR popcount: x - (x>>1 & 0x55..), pairs, nibbles, then sum the bytes by shifts
//              (no multiply: i64 on the 32-bit targets stays add/shift)
//   cttz       ctpop(~x & (x - 1)): N for x = 0, which refines the poison of is_zero_poison = true
//   ctlz       x |= x >> 1, 2, 4 ... N/2; ctpop(~x): N for x = 0, likewise
//   fshl/fshr  s = c urem N (an `and`, N a power of two); s == 0 selects the unshifted operand, so
//              no shift by N (poison) is ever computed
//   uadd.sat   s = a + b; s <u a selects all ones          usub.sat  a <u b selects 0, else a - b
//   sadd.sat   s = a + b; overflow iff (s ^ a) & (s ^ b) <s 0; then a <s 0 selects MIN, else MAX
//   ssub.sat   d = a - b; overflow iff (a ^ b) & (a ^ d) <s 0; likewise (TargetLowering::expandAddSubSat)
// The i1 flag of cttz/ctlz must be a constant (immarg).

import { I1, assertNever, intType, type BinOp, type ICmpPred, type IntBits, type IntType, type Value } from '../ir/types.js';
import type { IntrinsicCall } from './intrinsics.js';
import { intConst } from './ints.js';
import { locOfTok, type FnCtx } from './operands.js';

export type BitOp =
  | 'bswap'
  | 'bitreverse'
  | 'ctpop'
  | 'cttz'
  | 'ctlz'
  | 'fshl'
  | 'fshr'
  | 'uadd.sat'
  | 'usub.sat'
  | 'sadd.sat'
  | 'ssub.sat';

export const BIT_OPS: readonly BitOp[] = [
  'bswap',
  'bitreverse',
  'ctpop',
  'cttz',
  'ctlz',
  'fshl',
  'fshr',
  'uadd.sat',
  'usub.sat',
  'sadd.sat',
  'ssub.sat',
];

/** Emits engine instructions of one integer type for one call. */
class Emitter {
  constructor(
    private readonly ctx: FnCtx,
    private readonly call: IntrinsicCall,
    readonly type: IntType,
  ) {}

  k(value: bigint): Value {
    return intConst(this.type.bits, value);
  }

  /** The all-ones pattern `byte` repeated over the width (0x55 -> 0x5555...). */
  splat(byte: number): Value {
    let v = 0n;
    for (let i = 0; i < this.type.bits; i += 8) v |= BigInt(byte) << BigInt(i);
    return this.k(v);
  }

  bin(binop: BinOp, lhs: Value, rhs: Value): Value {
    const id = this.ctx.b.freshId();
    const type = this.type;
    const loc = locOfTok(this.call.nameTok);
    this.ctx.b.emit({ op: 'binop', id, name: '', binop, type, lhs, rhs, flags: {}, loc }, this.call.nameTok);
    return { kind: 'ref', id, type };
  }

  shr(x: Value, n: number): Value {
    return this.bin('lshr', x, this.k(BigInt(n)));
  }

  shl(x: Value, n: number): Value {
    return this.bin('shl', x, this.k(BigInt(n)));
  }

  /** select (icmp pred a, b), t, f */
  select(pred: ICmpPred, a: Value, b: Value, t: Value, f: Value): Value {
    const loc = locOfTok(this.call.nameTok);
    const at = this.call.nameTok;
    const cond: Value = { kind: 'ref', id: this.ctx.b.freshId(), type: I1 };
    this.ctx.b.emit({ op: 'icmp', id: cond.id, name: '', pred, lhs: a, rhs: b, loc }, at);
    const id = this.ctx.b.freshId();
    this.ctx.b.emit({ op: 'select', id, name: '', type: this.type, cond, ifTrue: t, ifFalse: f, loc }, at);
    return { kind: 'ref', id, type: this.type };
  }
}

function bswap(e: Emitter, x: Value): Value {
  const bytes = e.type.bits / 8;
  let acc: Value | null = null;
  for (let i = 0; i < bytes; i++) {
    const to = bytes - 1 - i;
    // Byte i moves to byte `to`: shift it there, then keep only that byte (no mask for the ends).
    let part = to > i ? e.shl(x, 8 * (to - i)) : to < i ? e.shr(x, 8 * (i - to)) : x;
    if (to !== 0 && to !== bytes - 1) part = e.bin('and', part, e.k(0xffn << BigInt(8 * to)));
    acc = acc === null ? part : e.bin('or', acc, part);
  }
  return acc!;
}

/** ((x >> n) & m) | ((x & m) << n): swaps the adjacent n-bit groups. */
function swapGroups(e: Emitter, x: Value, n: number, mask: number): Value {
  const hi = e.bin('and', e.shr(x, n), e.splat(mask));
  const lo = e.shl(e.bin('and', x, e.splat(mask)), n);
  return e.bin('or', hi, lo);
}

function bitreverse(e: Emitter, x: Value): Value {
  if (e.type.bits === 1) return x;
  const inBytes = swapGroups(e, swapGroups(e, swapGroups(e, x, 1, 0x55), 2, 0x33), 4, 0x0f);
  return e.type.bits === 8 ? inBytes : bswap(e, inBytes);
}

function ctpop(e: Emitter, x: Value): Value {
  if (e.type.bits === 1) return x;
  const pairs = e.bin('sub', x, e.bin('and', e.shr(x, 1), e.splat(0x55)));
  const nibbles = e.bin('add', e.bin('and', pairs, e.splat(0x33)), e.bin('and', e.shr(pairs, 2), e.splat(0x33)));
  let sum = e.bin('and', e.bin('add', nibbles, e.shr(nibbles, 4)), e.splat(0x0f));
  // Each byte holds its count (<= 8); adding the halves down to byte 0 never carries out of it.
  for (let s = 8; s < e.type.bits; s *= 2) sum = e.bin('add', sum, e.shr(sum, s));
  return e.type.bits === 8 ? sum : e.bin('and', sum, e.k(0xffn));
}

function cttz(e: Emitter, x: Value): Value {
  const below = e.bin('and', e.bin('xor', x, e.k(-1n)), e.bin('sub', x, e.k(1n)));
  return ctpop(e, below);
}

function ctlz(e: Emitter, x: Value): Value {
  let smeared = x;
  for (let s = 1; s < e.type.bits; s *= 2) smeared = e.bin('or', smeared, e.shr(smeared, s));
  return ctpop(e, e.bin('xor', smeared, e.k(-1n)));
}

function funnel(e: Emitter, a: Value, b: Value, c: Value, left: boolean): Value {
  const n = e.type.bits;
  const s = e.bin('and', c, e.k(BigInt(n - 1)));
  const inv = e.bin('sub', e.k(BigInt(n)), s);
  const shifted = left ? e.bin('or', e.bin('shl', a, s), e.bin('lshr', b, inv)) : e.bin('or', e.bin('shl', a, inv), e.bin('lshr', b, s));
  return e.select('eq', s, e.k(0n), left ? a : b, shifted);
}

function unsignedSat(e: Emitter, a: Value, b: Value, add: boolean): Value {
  if (!add) return e.select('ult', a, b, e.k(0n), e.bin('sub', a, b));
  const s = e.bin('add', a, b);
  return e.select('ult', s, a, e.k(-1n), s);
}

function signedSat(e: Emitter, a: Value, b: Value, add: boolean): Value {
  const r = e.bin(add ? 'add' : 'sub', a, b);
  const ovf = add ? e.bin('and', e.bin('xor', r, a), e.bin('xor', r, b)) : e.bin('and', e.bin('xor', a, b), e.bin('xor', a, r));
  const min = e.k(1n << BigInt(e.type.bits - 1));
  const sat = e.select('slt', a, e.k(0n), min, e.k((1n << BigInt(e.type.bits - 1)) - 1n));
  return e.select('slt', ovf, e.k(0n), sat, r);
}

function expand(e: Emitter, op: BitOp, args: readonly Value[]): Value {
  const [x, y, z] = args as [Value, Value, Value];
  switch (op) {
    case 'bswap':
      return bswap(e, x);
    case 'bitreverse':
      return bitreverse(e, x);
    case 'ctpop':
      return ctpop(e, x);
    case 'cttz':
      return cttz(e, x);
    case 'ctlz':
      return ctlz(e, x);
    case 'fshl':
      return funnel(e, x, y, z, true);
    case 'fshr':
      return funnel(e, x, y, z, false);
    case 'uadd.sat':
      return unsignedSat(e, x, y, true);
    case 'usub.sat':
      return unsignedSat(e, x, y, false);
    case 'sadd.sat':
      return signedSat(e, x, y, true);
    case 'ssub.sat':
      return signedSat(e, x, y, false);
    default:
      return assertNever(op, 'bit intrinsic');
  }
}

/** The operand count and which widths each op takes (LangRef). */
function arity(op: BitOp): number {
  if (op.endsWith('.sat')) return 2;
  return op === 'fshl' || op === 'fshr' ? 3 : op === 'cttz' || op === 'ctlz' ? 2 : 1;
}

/** cttz/ctlz: the second operand is the i1 is_zero_poison flag. */
function hasFlag(op: BitOp): boolean {
  return op === 'cttz' || op === 'ctlz';
}

function widthOk(op: BitOp, bits: number): boolean {
  return op === 'bswap' ? bits % 16 === 0 : true;
}

export function lowerBitIntrinsic(ctx: FnCtx, call: IntrinsicCall, op: BitOp): void {
  const bits = Number(call.name.split('.').at(-1)?.slice(1));
  const ret = call.ret;
  if (ret === null || ret.kind !== 'int' || ret.bits !== bits || !widthOk(op, bits) || call.resultId === null) {
    throw ctx.m.cur.error(call.nameTok, `${call.name} must return its own integer type`);
  }
  const n = arity(op);
  if (call.args.length !== n) throw ctx.m.cur.error(call.nameTok, `${call.name} takes ${n} arguments, not ${call.args.length}`);
  const values = call.args.map((arg, i) => {
    const flag = hasFlag(op) && i === 1;
    const t = arg.type;
    const ok = t !== null && arg.value !== null && t.kind === 'int' && t.bits === (flag ? 1 : bits);
    if (!ok || (flag && arg.value!.kind !== 'int')) throw ctx.m.cur.error(arg.tok, `invalid argument ${i + 1} of ${call.name}`);
    return arg.value!;
  });
  const e = new Emitter(ctx, call, intType(bits as IntBits));
  ctx.b.replace(call.resultId, expand(e, op, values.slice(0, hasFlag(op) ? 1 : n)), call.nameTok);
}
