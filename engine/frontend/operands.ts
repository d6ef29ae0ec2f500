// Lowering value syntax to engine Values inside a function body.
//
// Contract: `lowerOperand` turns a parsed `<type> <value>` into a Value of that scalar type,
// checking that literal and type agree. Pointer-to-pointer and same-width integer bitcasts
// vanish (the operand is used directly); a getelementptr of a global with constant indices
// becomes a GlobalAddr with a byte offset. Every other constant expression is materialized
// as new unnamed instructions through the Sink: right before the using instruction, or, for
// a phi operand, before the terminator of the incoming block. An operand of an odd-width
// integer type (i10) is lowered by promote.ts to its promoted engine type.

import { I1, PTR, assertNever, type CastOp, type Inst, type MemType, type ScalarType, type SourceLoc, type Value } from '../ir/types.js';
import type { FunctionBuilder } from './body.js';
import type { GepSyntax, TypedV, VSyntax } from './constants.js';
import { lowerGep, type GepIndex } from './gep.js';
import { intConst, sameValueType, valueTypeText, type OddIntType, type ValueType } from './ints.js';
import type { Token } from './lexer.js';
import type { ModuleState } from './module-state.js';
import { lowerOddOperand } from './promote.js';

/** Where instructions created while lowering an operand go. */
export interface Sink {
  emit(inst: Inst): void;
  readonly at: Token;
}

export interface FnCtx {
  readonly m: ModuleState;
  readonly b: FunctionBuilder;
  /** The function's parameters end in `...` (va_start is allowed). */
  readonly variadic?: boolean;
}
/** The context of an instruction: also the function's return type (for ret). */
export interface InstCtx extends FnCtx {
  readonly ret: ScalarType | null;
  /** The function's name (indirectbr numbers its destinations by function and label). */
  readonly fn: string;
  /** An aggregate of several leaves is returned through this hidden pointer (aggregates.ts). */
  readonly retMemory?: { readonly ptr: Value; readonly type: MemType };
  /** The LLVM return type when it is an odd-width iN (`ret` is its promoted type; odd-abi.ts). */
  readonly retOdd?: OddIntType;
}
export type { TypedV };

/** The engine name of a result: '' for LLVM numbers and implicit results. */
export function nameOf(head: { readonly result: Token | null }): string {
  return head.result === null || /^\d+$/.test(head.result.text) ? '' : head.result.text;
}

export function typeText(t: ValueType): string {
  return valueTypeText(t);
}

// Sinks are classes, not closures: one is made per instruction, and closures created in hot
// code cost noticeably more under the tsx loader (each gets a runtime name).
class BlockSink implements Sink {
  constructor(
    private readonly b: FunctionBuilder,
    readonly at: Token,
  ) {}
  emit(inst: Inst): void {
    this.b.emit(inst, this.at);
  }
}

class IncomingSink implements Sink {
  constructor(
    private readonly b: FunctionBuilder,
    private readonly block: number,
    readonly at: Token,
  ) {}
  emit(inst: Inst): void {
    this.b.emitBeforeTerminator(this.block, inst);
  }
}

/** The sink that emits into the current block, before the instruction being parsed. */
export function blockSink(ctx: FnCtx, at: Token): Sink {
  return new BlockSink(ctx.b, at);
}

/** The sink for a phi operand: the end of the incoming block, before its terminator. */
export function incomingSink(ctx: FnCtx, block: number, at: Token): Sink {
  return new IncomingSink(ctx.b, block, at);
}

/** A phi's `[ v, %label ], ...` operands (up to trailing metadata), each handed to `each` with its block. */
export function parsePhiOperands(ctx: FnCtx, each: (v: VSyntax, block: number) => void): void {
  const { cur, vals } = ctx.m;
  for (;;) {
    cur.expect('[', 'to open a phi operand');
    const v = vals.parseValue('as phi operand');
    cur.expect(',', 'after a phi value');
    const labelTok = cur.expectKind('local', 'a block label', 'in a phi operand');
    cur.expect(']', 'to close a phi operand');
    each(v, ctx.b.useBlock(labelTok));
    if (!cur.is(',') || cur.peek(1).kind === 'meta') break;
    cur.next();
  }
}

function lowerOperand(ctx: FnCtx, tv: TypedV, sink: Sink, context: string): Value {
  const type = ctx.m.types.asScalar(tv.type, tv.typeTok, context);
  return lowerAs(ctx, tv.v, type, sink);
}

function badLiteral(ctx: FnCtx, v: VSyntax, type: ScalarType): Error {
  return ctx.m.cur.error(v.tok, `'${v.tok.text}' is not a valid ${typeText(type)} value`);
}

/** Lowers a value whose type is already known to be `type`. */
export function lowerAs(ctx: FnCtx, v: VSyntax, type: ValueType, sink: Sink): Value {
  const m = ctx.m;
  if (type.kind === 'odd') return lowerOddOperand(ctx, v, type);
  switch (v.k) {
    case 'local':
      return ctx.b.useValue(v.tok, type);
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
    case 'undef':
    case 'poison':
      return { kind: v.k, type };
    case 'zero':
      return type.kind === 'ptr' ? { kind: 'null', type: PTR } : intConst(type.bits, 0n);
    case 'cstr':
    case 'array':
    case 'struct':
      throw m.cur.unsupported(v.tok, 'aggregate value');
    case 'gep':
      expectType(ctx, v.tok, PTR, type, 'getelementptr');
      return lowerGepExpr(ctx, v, sink);
    case 'cast':
      return lowerCastExpr(ctx, v, type, sink);
    case 'bin':
      return lowerBinExpr(ctx, v, type, sink);
    case 'icmp':
      expectType(ctx, v.tok, I1, type, 'icmp');
      return lowerICmpExpr(ctx, v, sink);
    case 'select':
      return lowerSelectExpr(ctx, v, type, sink);
    default:
      return assertNever(v, 'value syntax');
  }
}

function lowerGepExpr(ctx: FnCtx, v: GepSyntax, sink: Sink): Value {
  const m = ctx.m;
  const srcType = m.types.asLayout(v.srcType, v.srcTok, 'as getelementptr source type');
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

/**
 * Checks a cast's operand and result types (odd widths only in trunc, zext and sext); errors point
 * at the result type `tok`, an odd operand of inttoptr at `fromTok`.
 */
export function checkCast(ctx: FnCtx, tok: Token, op: CastOp, from: ValueType, to: ValueType, fromTok = tok): void {
  const err = (what: string): Error => ctx.m.cur.error(tok, `invalid ${op}: ${what}`);
  switch (op) {
    case 'zext':
    case 'sext':
      if (from.kind === 'ptr' || to.kind === 'ptr' || from.bits >= to.bits) throw err('needs a narrower integer to a wider one');
      return;
    case 'trunc':
      if (from.kind === 'ptr' || to.kind === 'ptr' || from.bits <= to.bits) throw err('needs a wider integer to a narrower one');
      return;
    case 'ptrtoint':
      if (from.kind !== 'ptr' || to.kind === 'ptr') throw err('needs a pointer to an integer');
      if (to.kind === 'odd') throw ctx.m.cur.unsupported(tok, `integer type i${to.bits} in ptrtoint`);
      return;
    case 'inttoptr':
      if (from.kind === 'ptr' || to.kind !== 'ptr') throw err('needs an integer to a pointer');
      if (from.kind === 'odd') throw ctx.m.cur.unsupported(fromTok, `integer type i${from.bits} in inttoptr`);
      return;
    default:
      assertNever(op, 'cast');
  }
}

/** A bitcast that vanishes: pointer to pointer, or integer to the same integer width. */
export function isVanishingBitcast(from: ScalarType, to: ScalarType): boolean {
  return from.kind === 'ptr' ? to.kind === 'ptr' : to.kind === 'int' && from.bits === to.bits;
}

/** Throws unless `have` (written at `tok`) is the type `want` the context requires. */
function expectType(ctx: FnCtx, tok: Token, have: ValueType, want: ValueType, what = 'operand'): void {
  if (!sameValueType(have, want)) throw ctx.m.cur.error(tok, `${what} of type ${typeText(have)} where ${typeText(want)} is expected`);
}

/** A typed operand whose written type must be `want`. */
export function lowerTypedAs(ctx: FnCtx, tv: TypedV, want: ValueType, sink: Sink, context: string): Value {
  expectType(ctx, tv.typeTok, ctx.m.types.asValue(tv.type, tv.typeTok, context), want);
  return lowerAs(ctx, tv.v, want, sink);
}

/** Emits a value-defining instruction through the sink with a fresh id; returns the value. */
function emitFresh(ctx: FnCtx, sink: Sink, type: ScalarType, make: (id: number, loc: SourceLoc) => Inst): Value {
  const id = ctx.b.freshId();
  sink.emit(make(id, locOfTok(sink.at)));
  return { kind: 'ref', id, type };
}

function lowerCastExpr(ctx: FnCtx, v: VSyntax & { k: 'cast' }, type: ScalarType, sink: Sink): Value {
  const m = ctx.m;
  const to = m.types.asScalar(v.to, v.toTok, `as ${v.op} result`);
  expectType(ctx, v.toTok, to, type, `${v.op} result`);
  const from = m.types.asScalar(v.value.type, v.value.typeTok, `as ${v.op} operand`);
  const value = lowerAs(ctx, v.value.v, from, sink);
  if (v.op === 'bitcast') {
    if (!isVanishingBitcast(from, to)) throw m.cur.unsupported(v.tok, 'bitcast');
    return value;
  }
  const cast = v.op;
  checkCast(ctx, v.tok, cast, from, to);
  return emitFresh(ctx, sink, to, (id, loc) => ({ op: 'cast', id, name: '', cast, type: to, value, flags: {}, loc }));
}

export function locOfTok(tok: Token): SourceLoc {
  return { line: tok.line, col: tok.col };
}

function lowerBinExpr(ctx: FnCtx, v: VSyntax & { k: 'bin' }, type: ScalarType, sink: Sink): Value {
  const t = ctx.m.types.asScalar(v.lhs.type, v.lhs.typeTok, `as ${v.op} operand`);
  if (t.kind !== 'int') throw ctx.m.cur.error(v.lhs.typeTok, 'arithmetic needs integer operands');
  expectType(ctx, v.tok, t, type, `${v.op} result`);
  const lhs = lowerAs(ctx, v.lhs.v, t, sink);
  const rhs = lowerTypedAs(ctx, v.rhs, t, sink, `as ${v.op} operand`);
  const { op: binop, flags } = v;
  return emitFresh(ctx, sink, t, (id, loc) => ({ op: 'binop', id, name: '', binop, type: t, lhs, rhs, flags, loc }));
}

function lowerICmpExpr(ctx: FnCtx, v: VSyntax & { k: 'icmp' }, sink: Sink): Value {
  const t = ctx.m.types.asScalar(v.lhs.type, v.lhs.typeTok, 'as icmp operand');
  const lhs = lowerAs(ctx, v.lhs.v, t, sink);
  const rhs = lowerTypedAs(ctx, v.rhs, t, sink, 'as icmp operand');
  const pred = v.pred;
  return emitFresh(ctx, sink, I1, (id, loc) => ({ op: 'icmp', id, name: '', pred, lhs, rhs, loc }));
}

function lowerSelectExpr(ctx: FnCtx, v: VSyntax & { k: 'select' }, type: ScalarType, sink: Sink): Value {
  const cond = lowerTypedAs(ctx, v.cond, I1, sink, 'as select condition');
  const ifTrue = lowerTypedAs(ctx, v.ifTrue, type, sink, 'as select operand');
  const ifFalse = lowerTypedAs(ctx, v.ifFalse, type, sink, 'as select operand');
  return emitFresh(ctx, sink, type, (id, loc) => ({ op: 'select', id, name: '', type, cond, ifTrue, ifFalse, loc }));
}
