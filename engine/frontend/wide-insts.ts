// The instructions of integers wider than 64 bits, parsed operands in, limbs defined out: the
// glue between instructions.ts and the limb arithmetic (wide-arith.ts, wide-memory.ts; the
// representation is wide-ints.ts's).
//
// Requires: the operands parsed (their LLVM types known), the result not yet defined. Produces:
// the engine instructions and the result defined (an aggregate of limbs, or a scalar).

import { alignOf } from '../ir/datalayout.js';
import { I64, type BinOp, type ICmpPred, type Value } from '../ir/types.js';
import { aggregateOperand, defineAggregate, leavesOf } from './aggregates.js';
import type { VSyntax } from './constants.js';
import type { ValueType } from './ints.js';
import type { Token } from './lexer.js';
import { lowerAs, type FnCtx, type Sink } from './operands.js';
import { wideBinop, wideCompare } from './wide-arith.js';
import { wideBits, wideType, WideEmitter } from './wide-ints.js';
import { wideCast, wideLoad, wideStore } from './wide-memory.js';

export interface WideSite {
  readonly result: Token | null;
  readonly at: Token;
  readonly loc: { line: number; col: number };
  readonly sink: Sink;
}

/** The limbs of a wide operand: a local's, or a constant's (aggregates.ts reads wide constants). */
function wideOperand(ctx: FnCtx, v: VSyntax, bits: number, sink: Sink): Value[] {
  return aggregateOperand(ctx, v, wideType(bits), sink);
}

function defineLimbs(ctx: FnCtx, site: WideSite, bits: number, limbs: readonly Value[]): void {
  defineAggregate(ctx, site.result, site.at, leavesOf(ctx.m.dl, wideType(bits)), limbs);
}

function defineScalar(ctx: FnCtx, site: WideSite, type: ValueType, v: Value): void {
  const id = ctx.b.defineValue(site.result, type, site.at);
  ctx.b.replace(id, v, site.at);
}

export function wideBinopInst(ctx: FnCtx, site: WideSite, bits: number, op: BinOp, lhs: VSyntax, rhs: VSyntax): void {
  const e = new WideEmitter(ctx, site.at, site.loc);
  const a = wideOperand(ctx, lhs, bits, site.sink);
  const b = wideOperand(ctx, rhs, bits, site.sink);
  let limbs: Value[];
  try {
    limbs = wideBinop(e, bits, op, a, b);
  } catch (err) {
    if (err instanceof RangeError) throw ctx.m.cur.unsupported(site.at, `${op} of i${bits} (wider than 128 bits)`);
    throw err;
  }
  defineLimbs(ctx, site, bits, limbs);
}

export function wideICmpInst(ctx: FnCtx, site: WideSite, bits: number, pred: ICmpPred, lhs: VSyntax, rhs: VSyntax): void {
  const e = new WideEmitter(ctx, site.at, site.loc);
  const v = wideCompare(e, bits, pred, wideOperand(ctx, lhs, bits, site.sink), wideOperand(ctx, rhs, bits, site.sink));
  defineScalar(ctx, site, { kind: 'int', bits: 1 }, v);
}

/** Width of an LLVM integer type in bits, wide or not (null for a pointer or an aggregate). */
export function intWidth(t: object): number | null {
  const w = wideBits(t);
  if (w !== null) return w;
  const k = t as { kind?: string; bits?: number };
  return k.kind === 'int' || k.kind === 'odd' ? k.bits! : null;
}

export function wideCastInst(
  ctx: FnCtx,
  site: WideSite,
  cast: 'trunc' | 'zext' | 'sext',
  from: { bits: number; type: ValueType | null; v: VSyntax },
  to: { bits: number; type: ValueType | null },
): void {
  const e = new WideEmitter(ctx, site.at, site.loc);
  const limbs = from.type === null ? wideOperand(ctx, from.v, from.bits, site.sink) : [lowerAs(ctx, from.v, from.type, site.sink)];
  const out = wideCast(e, cast, { bits: from.bits, limbs }, to.bits);
  if (to.type === null) return defineLimbs(ctx, site, to.bits, out);
  defineScalar(ctx, site, to.type, out[0]!);
}

export function wideLoadInst(ctx: FnCtx, site: WideSite, bits: number, ptr: Value, align: number | null, volatile: boolean): void {
  const e = new WideEmitter(ctx, site.at, site.loc);
  const access = { bits, ptr, align: align ?? alignOfLimb(ctx), volatile, intPtr: ctx.m.intPtr };
  defineLimbs(ctx, site, bits, wideLoad(e, access));
}

export function wideStoreInst(
  ctx: FnCtx,
  site: WideSite,
  bits: number,
  value: VSyntax,
  ptr: Value,
  align: number | null,
  volatile: boolean,
): void {
  const e = new WideEmitter(ctx, site.at, site.loc);
  const limbs = wideOperand(ctx, value, bits, site.sink);
  wideStore(e, { bits, ptr, align: align ?? alignOfLimb(ctx), volatile, intPtr: ctx.m.intPtr }, limbs);
}

/** i64's ABI alignment: an iN's with no `align` written (wide-ints.ts). */
function alignOfLimb(ctx: FnCtx): number {
  return alignOf(ctx.m.dl, I64);
}
