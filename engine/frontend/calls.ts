// The call instruction: `[tail|musttail|notail] call [cc] [ret attrs] <ty> @f(<args>) [#N]`.
//
// Contract: direct calls to a named function (or a pointer bitcast of one, as clang-14 emits
// for unprototyped callees), and calls through a pointer value (`call i32 %fp(i32 1)`, a loaded
// or computed function address: the CallInst's `indirect`, whose callee and types are checked
// only at run time, as LLVM does); inline asm is rejected. A call whose function type ends in `...` (`call i32 (...)
// @abort()`, `call i32 (ptr, ...) @printf(...)`) is marked `variadic`: its arguments past the
// callee's fixed parameters are variadic ones. Aggregate and byval arguments and aggregate results
// are scalarized as aggregates.ts says (an intrinsic with an aggregate result is unsupported). A
// void call gets id -1 and type null; a non-void call always gets an id. Calls to `@llvm.*` go to intrinsics.ts. Whether the
// callee exists and has this type is checked at the end of the module (ModuleState).

import { alignOf, sizeOf } from '../ir/datalayout.js';
import { PTR, type CallConv, type MemType, type ScalarType, type Value } from '../ir/types.js';
import {
  aggregateIds,
  loadLeaves,
  aggregateOperand,
  aggregateReturn,
  byvalShape,
  byvalWords,
  defineAggregate,
  Emitter,
  isAggregate,
  leavesAt,
  type AggType,
  type ByvalShape,
} from './aggregates.js';
import { parsePreTypeWords, parseParamAttrs } from './attributes.js';
import type { VSyntax } from './constants.js';
import { lowerOverflowIntrinsic, overflowIntrinsic } from './overflow-intrinsics.js';
import { isDroppedIntrinsic, isKnownIntrinsic, lowerIntrinsic, type IntrinsicArg } from './intrinsics.js';
import type { OddIntType } from './ints.js';
import type { Token } from './lexer.js';
import { boundaryScalar, maskReceived, oddOf } from './odd-abi.js';
import { blockSink, locOfTok, lowerAs, nameOf, type InstCtx } from './operands.js';
import type { LType } from './types-parser.js';

const FAST_MATH = new Set(['nnan', 'ninf', 'nsz', 'arcp', 'contract', 'afn', 'reassoc', 'fast']);

/** An argument; an aggregate one (`agg`) or a byval one is passed as several scalars (aggregates.ts). */
interface ParsedArg {
  readonly type: ScalarType | null;
  readonly typeTok: Token;
  readonly v: VSyntax | null;
  readonly agg?: AggType;
  readonly byval?: ByvalShape;
  /** An odd-width iN argument, passed as `type`, its promoted type (odd-abi.ts). */
  readonly odd?: OddIntType;
}

export function parseCall(ctx: InstCtx, result: Token | null, first: Token): void {
  const { cur, types } = ctx.m;
  const tail = first.text === 'call' ? undefined : (first.text as 'tail' | 'musttail' | 'notail');
  if (tail !== undefined) cur.expect('call', `after '${first.text}'`);
  while (cur.isKind('word') && FAST_MATH.has(cur.peek().text)) cur.next();
  const callconv: CallConv = parsePreTypeWords(cur);
  const typeTok = cur.peek();
  const fnty = types.parse();
  const variadic = fnty.kind === 'func' && fnty.varargs !== null;
  const callee = parseCallee(ctx);
  const intrinsic = callee.indirect === null && callee.name.startsWith('llvm.');
  const retAgg = aggregateResult(fnty);
  if (retAgg !== null && intrinsic) return aggregateIntrinsic(ctx, result, first, callee, retAgg, typeTok);
  const how = retAgg === null ? null : aggregateReturn(ctx.m, retAgg, typeTok);
  const ret = how === null ? returnType(ctx, fnty, typeTok) : how.kind === 'leaf' ? how.type : null;
  const retOdd = oddOf(fnty.kind === 'func' ? fnty.ret : fnty);
  if (retOdd !== null && intrinsic) throw cur.unsupported(typeTok, `integer type i${retOdd.bits} as call return type`);
  const args = parseArgs(ctx, intrinsic);
  if (fnty.kind === 'func' && args.length < fnty.params.length) {
    throw cur.error(typeTok, `call with ${args.length} arguments to a function type with ${fnty.params.length} parameters`);
  }
  while (cur.isKind('attr')) cur.next();
  if (cur.is('[')) {
    // llvm.assume carries its facts in bundles; it is dropped, so they can be too.
    if (!isDroppedIntrinsic(callee.name)) throw cur.unsupported(cur.peek(), 'operand bundle');
    cur.skipBalanced();
  }
  const at = result ?? first;
  if (ret === null && how === null && result !== null) throw cur.error(result, 'a void call does not produce a value to name');
  // An odd-width result is the call's value masked (odd-abi.ts): the call gets a fresh id.
  const resultId =
    ret === null ? null : retAgg !== null || (retOdd !== null && !intrinsic) ? ctx.b.freshId() : ctx.b.defineValue(result, ret, first);
  if (retAgg !== null && resultId !== null)
    defineAggregate(ctx, result, first, leavesAt(ctx.m, retAgg, typeTok), [{ kind: 'ref', id: resultId, type: ret! }]);
  // Returned through a hidden pointer (aggregates.ts): an entry-block alloca, loaded after the call.
  const hidden = how?.kind === 'memory' ? hiddenResult(ctx, how.type, at) : null;
  if (intrinsic) {
    if (!isKnownIntrinsic(callee.name)) throw cur.unsupported(callee.tok, `intrinsic ${callee.name}`);
    // A dropped intrinsic's operands are not lowered: nothing would use what they compute.
    const dropped = isDroppedIntrinsic(callee.name);
    const sink = blockSink(ctx, at);
    const iargs: IntrinsicArg[] = args.map((a) => ({
      value: dropped || a.v === null || a.type === null ? null : lowerAs(ctx, a.v, a.type, sink),
      type: a.type,
      tok: a.typeTok,
    }));
    lowerIntrinsic(ctx, { name: callee.name, nameTok: callee.tok, args: iargs, resultId, ret, ...(tail ? { tail } : {}) });
    return;
  }
  const values = lowerArgs(ctx, args, at);
  const indirect = callee.indirect === null ? null : lowerAs(ctx, callee.indirect, PTR, blockSink(ctx, at));
  if (hidden !== null) values.unshift(hidden);
  if (indirect === null)
    ctx.m.noteCall(
      callee.name,
      callee.tok,
      values.map((v) => v.type),
      ret,
      variadic,
    );
  ctx.b.emit(
    {
      op: 'call',
      id: resultId ?? -1,
      name: nameOf({ result }),
      type: ret,
      callee: callee.name,
      args: values,
      ...(indirect === null ? {} : { indirect }),
      callconv,
      ...(tail ? { tail } : {}),
      ...(variadic ? { variadic: true as const } : {}),
      loc: locOfTok(at),
    },
    at,
  );
  if (retOdd !== null && resultId !== null && ret !== null)
    maskReceived(ctx, retOdd, { kind: 'ref', id: resultId, type: ret }, ctx.b.defineValue(result, retOdd, first), at);
  if (how?.kind === 'memory' && hidden !== null) {
    const ids = aggregateIds(ctx, result, first, how.leaves);
    loadLeaves(new Emitter(ctx, blockSink(ctx, at), locOfTok(at)), how.leaves, hidden, alignOf(ctx.m.dl, how.type), false, ids);
  }
}

/**
 * An undef or poison leaf of an aggregate argument becomes 0, a refinement of either: clang never
 * marks an aggregate argument noundef (a coerced struct's padding words are undef, `[2 x i32]
 * [i32 %x, i32 undef]`), while the interpreter calls every poison argument undefined behaviour.
 */
function definedLeaf(v: Value): Value {
  if (v.kind !== 'undef' && v.kind !== 'poison') return v;
  return v.type.kind === 'ptr' ? { kind: 'null', type: PTR } : { kind: 'int', type: v.type, value: 0n };
}

/** The caller's slot for an aggregate returned through a hidden pointer: an alloca opening the entry block. */
function hiddenResult(ctx: InstCtx, t: AggType, at: Token): Value {
  const id = ctx.b.freshId();
  ctx.b.emitAtEntry({ op: 'alloca', id, name: '', type: PTR, size: sizeOf(ctx.m.dl, t), align: alignOf(ctx.m.dl, t), loc: locOfTok(at) });
  return { kind: 'ref', id, type: PTR };
}

/** An intrinsic with an aggregate result: the *.with.overflow family (overflow-intrinsics.ts). */
function aggregateIntrinsic(
  ctx: InstCtx,
  result: Token | null,
  first: Token,
  callee: { name: string; tok: Token },
  t: AggType,
  typeTok: Token,
): void {
  const which = overflowIntrinsic(callee.name);
  if (which === null) throw ctx.m.cur.unsupported(callee.tok, `intrinsic ${callee.name}`);
  const [r, o] = t.kind === 'struct' ? t.fields : [];
  const ok =
    t.kind === 'struct' && t.fields.length === 2 && r?.kind === 'int' && r.bits === which.type.bits && o?.kind === 'int' && o.bits === 1;
  if (!ok) throw ctx.m.cur.error(typeTok, `${callee.name} must return { i${which.type.bits}, i1 }`);
  const args = parseArgs(ctx, false);
  while (ctx.m.cur.isKind('attr')) ctx.m.cur.next();
  const sink = blockSink(ctx, result ?? first);
  const iargs: IntrinsicArg[] = args.map((a) => ({
    value: a.v === null || a.type === null ? null : lowerAs(ctx, a.v, a.type, sink),
    type: a.type,
    tok: a.typeTok,
  }));
  const values = lowerOverflowIntrinsic(ctx, callee.name, callee.tok, iargs);
  defineAggregate(ctx, result, first, leavesAt(ctx.m, t, typeTok), values);
}

/** The written type is the return type, or the whole function type (`i32 (i32, ...)`). */
function returnType(ctx: InstCtx, t: LType, tok: Token): ScalarType | null {
  const r = t.kind === 'func' ? t.ret : t;
  if (r.kind === 'void') return null;
  return boundaryScalar(ctx.m.types, r, tok, 'as call return type');
}

function aggregateResult(t: LType): AggType | null {
  const r = t.kind === 'func' ? t.ret : t;
  return isAggregate(r) ? r : null;
}

/** A named callee (name set, indirect null), or the pointer value an indirect call goes through (name ''). */
function parseCallee(ctx: InstCtx): { name: string; tok: Token; indirect: VSyntax | null } {
  const { cur, vals } = ctx.m;
  const tok = cur.peek();
  if (tok.kind === 'global') {
    cur.next();
    return { name: tok.text, tok, indirect: null };
  }
  if (tok.kind === 'word' && tok.text === 'asm') throw cur.unsupported(tok, 'inline asm');
  if (tok.kind === 'local' || tok.kind === 'word' || tok.kind === 'punct') {
    const v = vals.parseValue('as callee'); // rejects floats, asm, blockaddress, ... by name
    if (v.k === 'cast' && v.op === 'bitcast' && v.value.v.k === 'global')
      return { name: v.value.v.name, tok: v.value.v.tok, indirect: null };
    return { name: '', tok, indirect: v };
  }
  throw cur.error(tok, 'expected a function to call');
}

/** `(<ty> [attrs] <value>, ...)`; metadata operands are allowed (and skipped) for intrinsics. */
function parseArgs(ctx: InstCtx, metadataOk: boolean): ParsedArg[] {
  const { cur, types, vals } = ctx.m;
  cur.expect('(', 'to open the call arguments');
  const args: ParsedArg[] = [];
  if (!cur.is(')')) {
    do {
      const typeTok = cur.peek();
      if (typeTok.kind === 'punct' && typeTok.text === '...') throw cur.unsupported(typeTok, 'varargs');
      const t = types.parse();
      if (t.kind === 'metadata') {
        if (!metadataOk) throw cur.error(typeTok, 'metadata argument to a call that is not an intrinsic');
        cur.skipMetadataValue();
        args.push({ type: null, typeTok, v: null });
        continue;
      }
      const attrs = parseParamAttrs(cur, types);
      const v = vals.parseValue('as call argument');
      if (isAggregate(t)) {
        args.push({ type: null, typeTok, v, agg: t });
        continue;
      }
      const type = boundaryScalar(types, t, typeTok, 'as argument type');
      const odd = oddOf(t);
      if (odd !== null) {
        // Intrinsics are expanded at their own widths, and none here takes an odd one.
        if (metadataOk) throw cur.unsupported(typeTok, `integer type i${odd.bits} as argument type`);
        args.push({ type, typeTok, v, odd });
        continue;
      }
      if (attrs.byval === null) {
        args.push({ type, typeTok, v });
        continue;
      }
      if (type.kind !== 'ptr') throw cur.error(typeTok, 'byval needs a pointer argument');
      const pointee: MemType = types.asMem(attrs.byval.type, attrs.byval.tok, 'as byval type');
      args.push({ type, typeTok, v, byval: byvalShape(ctx.m.dl, pointee, attrs.byval.align) });
    } while (cur.eat(','));
  }
  cur.expect(')', 'to close the call arguments');
  return args;
}

/** The scalar arguments: an aggregate's leaves, a byval pointee's words (aggregates.ts), or the value. */
function lowerArgs(ctx: InstCtx, args: readonly ParsedArg[], at: Token): Value[] {
  const sink = blockSink(ctx, at);
  return args.flatMap((a) => {
    if (a.v === null) throw ctx.m.cur.error(a.typeTok, 'metadata argument to a call that is not an intrinsic');
    if (a.agg !== undefined) return aggregateOperand(ctx, a.v, a.agg, sink).map((v) => definedLeaf(ctx.b.resolved(v)));
    if (a.type === null) throw ctx.m.cur.error(a.typeTok, 'metadata argument to a call that is not an intrinsic');
    const value = lowerAs(ctx, a.v, a.odd ?? a.type, sink);
    if (a.byval === undefined) return [value];
    const pointee = a.byval.type;
    const e = new Emitter(ctx, sink, locOfTok(at));
    return byvalWords(e, leavesAt(ctx.m, pointee, a.typeTok), a.byval, value, ctx.m.intPtr);
  });
}
