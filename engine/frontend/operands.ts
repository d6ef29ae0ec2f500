// Lowering value syntax to engine Values inside a function body.
//
// Contract: `lowerOperand` turns a parsed `<type> <value>` into a Value of that scalar type,
// checking that literal and type agree. Pointer-to-pointer and same-width integer bitcasts
// vanish (the operand is used directly); a getelementptr of a global with constant indices
// becomes a GlobalAddr with a byte offset. Every other constant expression is materialized
// as new unnamed instructions through the Sink: right before the using instruction, or, for
// a phi operand, before the terminator of the incoming block.

import {
  PTR, type CastOp, type Flags, type Inst, type IntType, type ScalarType, type Value,
} from '../ir/types.js';
import type { FunctionBuilder } from './body.js';
import type { GepSyntax, TypedV, VSyntax } from './constants.js';
import { lowerGep, type GepIndex } from './gep.js';
import { intConst } from './ints.js';
import type { Token } from './lexer.js';
import type { ModuleState } from './module-state.js';

/** Where instructions created while lowering an operand go. */
export interface Sink { emit(inst: Inst): void; readonly at: Token }

export interface FnCtx { readonly m: ModuleState; readonly b: FunctionBuilder }
/** The context of an instruction: also the function's return type (for ret). */
export interface InstCtx extends FnCtx { readonly ret: ScalarType | null }
export type { TypedV };

/** The engine name of a result: '' for LLVM numbers and implicit results. */
export function nameOf(head: { readonly result: Token | null }): string {
  return head.result === null || /^\d+$/.test(head.result.text) ? '' : head.result.text;
}

export function typeText(t: ScalarType): string {
  return t.kind === 'ptr' ? 'ptr' : `i${t.bits}`;
}

// Sinks are classes, not closures: one is made per instruction, and closures created in hot
// code cost noticeably more under the tsx loader (each gets a runtime name).
class BlockSink implements Sink {
  constructor(private readonly b: FunctionBuilder, readonly at: Token) {}
  emit(inst: Inst): void { this.b.emit(inst, this.at); }
}

class IncomingSink implements Sink {
  constructor(private readonly b: FunctionBuilder, private readonly block: number, readonly at: Token) {}
  emit(inst: Inst): void { this.b.emitBeforeTerminator(this.block, inst); }
}

/** The sink that emits into the current block, before the instruction being parsed. */
export function blockSink(ctx: FnCtx, at: Token): Sink {
  return new BlockSink(ctx.b, at);
}

/** The sink for a phi operand: the end of the incoming block, before its terminator. */
export function incomingSink(ctx: FnCtx, block: number, at: Token): Sink {
  return new IncomingSink(ctx.b, block, at);
}

export function lowerOperand(ctx: FnCtx, tv: TypedV, sink: Sink, context: string): Value {
  const type = ctx.m.types.asScalar(tv.type, tv.typeTok, context);
  return lowerAs(ctx, tv.v, type, sink);
}

function badLiteral(ctx: FnCtx, v: VSyntax, type: ScalarType): Error {
  return ctx.m.cur.error(v.tok, `'${v.tok.text}' is not a valid ${typeText(type)} value`);
}

/** Lowers a value whose type is already known to be `type`. */
export function lowerAs(ctx: FnCtx, v: VSyntax, type: ScalarType, sink: Sink): Value {
  const m = ctx.m;
  switch (v.k) {
    case 'local': return ctx.b.useValue(v.tok, type);
    case 'global':
      if (type.kind !== 'ptr') throw badLiteral(ctx, v, type);
      m.noteGlobalUse(v.tok);
      return { kind: 'global', name: v.name, offset: 0n, type: PTR };
    case 'int':
      if (type.kind !== 'int') throw badLiteral(ctx, v, type);
      return intConst(type.bits, v.value);
    case 'bool':
      if (type.kind !== 'int' || type.bits !== 1) throw badLiteral(ctx, v, type);
      return intConst(1, v.value ? 1n : 0n);
    case 'null':
      if (type.kind !== 'ptr') throw badLiteral(ctx, v, type);
      return { kind: 'null', type: PTR };
    case 'undef': case 'poison': return { kind: v.k, type };
    case 'zero': return type.kind === 'ptr' ? { kind: 'null', type: PTR } : intConst(type.bits, 0n);
    case 'cstr': case 'array': case 'struct': throw m.cur.unsupported(v.tok, 'aggregate value');
    case 'gep': return checked(ctx, v.tok, lowerGepExpr(ctx, v, sink), type);
    case 'cast': return lowerCastExpr(ctx, v, type, sink);
    case 'bin': return lowerBinExpr(ctx, v, type, sink);
    case 'icmp': return checked(ctx, v.tok, lowerICmpExpr(ctx, v, sink), type);
    case 'select': return lowerSelectExpr(ctx, v, type, sink);
  }
}

function checked(ctx: FnCtx, tok: Token, value: Value, type: ScalarType): Value {
  const have = value.type;
  if (have.kind !== type.kind || (have.kind === 'int' && type.kind === 'int' && have.bits !== type.bits)) {
    throw ctx.m.cur.error(tok, `expression of type ${typeText(have)} used as ${typeText(type)}`);
  }
  return value;
}

function lowerGepExpr(ctx: FnCtx, v: GepSyntax, sink: Sink): Value {
  const m = ctx.m;
  const srcType = m.types.asMem(v.srcType, v.srcTok, 'as getelementptr source type');
  const base = lowerOperand(ctx, v.base, sink, 'as getelementptr base');
  if (base.type.kind !== 'ptr') throw m.cur.error(v.base.typeTok, 'getelementptr base must be a pointer');
  const indices = v.indices.map((ix): GepIndex => gepIndex(ctx, ix, sink));
  const input = { inbounds: v.inbounds, srcType, base, indices, tok: v.tok };
  return lowerGep(m, input, sink, ctx.b, true);
}

export function gepIndex(ctx: FnCtx, ix: TypedV, sink: Sink): GepIndex {
  const type = ctx.m.types.asScalar(ix.type, ix.typeTok, 'as getelementptr index');
  if (type.kind !== 'int') throw ctx.m.cur.error(ix.typeTok, 'getelementptr index must be an integer');
  return { value: lowerAs(ctx, ix.v, type, sink), type, tok: ix.typeTok };
}

/** Checks a cast's operand and result types; returns them for building the instruction. */
export function checkCast(ctx: FnCtx, tok: Token, op: CastOp, from: ScalarType, to: ScalarType): void {
  const err = (what: string): Error => ctx.m.cur.error(tok, `invalid ${op}: ${what}`);
  switch (op) {
    case 'zext': case 'sext':
      if (from.kind !== 'int' || to.kind !== 'int' || from.bits >= to.bits) throw err('needs a narrower integer to a wider one');
      return;
    case 'trunc':
      if (from.kind !== 'int' || to.kind !== 'int' || from.bits <= to.bits) throw err('needs a wider integer to a narrower one');
      return;
    case 'ptrtoint':
      if (from.kind !== 'ptr' || to.kind !== 'int') throw err('needs a pointer to an integer');
      return;
    case 'inttoptr':
      if (from.kind !== 'int' || to.kind !== 'ptr') throw err('needs an integer to a pointer');
      return;
  }
}

/** A bitcast that vanishes: pointer to pointer, or integer to the same integer width. */
export function isVanishingBitcast(from: ScalarType, to: ScalarType): boolean {
  return from.kind === 'ptr' ? to.kind === 'ptr' : to.kind === 'int' && from.bits === to.bits;
}

function lowerCastExpr(ctx: FnCtx, v: VSyntax & { k: 'cast' }, type: ScalarType, sink: Sink): Value {
  const m = ctx.m;
  const to = checked(ctx, v.toTok, { kind: 'undef', type: m.types.asScalar(v.to, v.toTok, `as ${v.op} result`) }, type).type;
  const from = m.types.asScalar(v.value.type, v.value.typeTok, `as ${v.op} operand`);
  const value = lowerAs(ctx, v.value.v, from, sink);
  if (v.op === 'bitcast') {
    if (!isVanishingBitcast(from, to)) throw m.cur.unsupported(v.tok, 'bitcast');
    return value;
  }
  checkCast(ctx, v.tok, v.op, from, to);
  const id = ctx.b.freshId();
  sink.emit({ op: 'cast', id, name: '', cast: v.op, type: to, value, flags: {}, loc: locOfTok(sink.at) });
  return { kind: 'ref', id, type: to };
}

export function locOfTok(tok: Token): { line: number; col: number } {
  return { line: tok.line, col: tok.col };
}

function lowerBinExpr(ctx: FnCtx, v: VSyntax & { k: 'bin' }, type: ScalarType, sink: Sink): Value {
  const intTy = binType(ctx, v.lhs, v.rhs);
  checked(ctx, v.tok, { kind: 'undef', type: intTy }, type);
  const lhs = lowerAs(ctx, v.lhs.v, intTy, sink);
  const rhs = lowerAs(ctx, v.rhs.v, intTy, sink);
  const id = ctx.b.freshId();
  const flags: Flags = v.flags;
  sink.emit({ op: 'binop', id, name: '', binop: v.op, type: intTy, lhs, rhs, flags, loc: locOfTok(sink.at) });
  return { kind: 'ref', id, type: intTy };
}

function binType(ctx: FnCtx, lhs: TypedV, rhs: TypedV): IntType {
  const t = ctx.m.types.asScalar(lhs.type, lhs.typeTok, 'as operand');
  const u = ctx.m.types.asScalar(rhs.type, rhs.typeTok, 'as operand');
  if (t.kind !== 'int') throw ctx.m.cur.error(lhs.typeTok, 'arithmetic needs integer operands');
  if (u.kind !== 'int' || u.bits !== t.bits) throw ctx.m.cur.error(rhs.typeTok, 'operand types differ');
  return t;
}

function lowerICmpExpr(ctx: FnCtx, v: VSyntax & { k: 'icmp' }, sink: Sink): Value {
  const m = ctx.m;
  const t = m.types.asScalar(v.lhs.type, v.lhs.typeTok, 'as icmp operand');
  const u = m.types.asScalar(v.rhs.type, v.rhs.typeTok, 'as icmp operand');
  checked(ctx, v.rhs.typeTok, { kind: 'undef', type: u }, t);
  const lhs = lowerAs(ctx, v.lhs.v, t, sink);
  const rhs = lowerAs(ctx, v.rhs.v, t, sink);
  const id = ctx.b.freshId();
  sink.emit({ op: 'icmp', id, name: '', pred: v.pred, lhs, rhs, loc: locOfTok(sink.at) });
  return { kind: 'ref', id, type: intConst(1, 0n).type };
}

function lowerSelectExpr(ctx: FnCtx, v: VSyntax & { k: 'select' }, type: ScalarType, sink: Sink): Value {
  const m = ctx.m;
  const condType = m.types.asScalar(v.cond.type, v.cond.typeTok, 'as select condition');
  if (condType.kind !== 'int' || condType.bits !== 1) throw m.cur.error(v.cond.typeTok, 'select condition must be i1');
  const t = m.types.asScalar(v.ifTrue.type, v.ifTrue.typeTok, 'as select operand');
  const u = m.types.asScalar(v.ifFalse.type, v.ifFalse.typeTok, 'as select operand');
  checked(ctx, v.ifTrue.typeTok, { kind: 'undef', type: t }, type);
  checked(ctx, v.ifFalse.typeTok, { kind: 'undef', type: u }, type);
  const cond = lowerAs(ctx, v.cond.v, condType, sink);
  const ifTrue = lowerAs(ctx, v.ifTrue.v, type, sink);
  const ifFalse = lowerAs(ctx, v.ifFalse.v, type, sink);
  const id = ctx.b.freshId();
  sink.emit({ op: 'select', id, name: '', type, cond, ifTrue, ifFalse, loc: locOfTok(sink.at) });
  return { kind: 'ref', id, type };
}
