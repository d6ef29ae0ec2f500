// Function definitions and declarations.
//
// Contract: `parseFunction` reads `define|declare [linkage] [cc] [ret attrs] <ty> @f(<params>)
// [attrs] [{ body }]` from the keyword token on and returns a Func (a declaration has no
// blocks), with its name token. Declarations of `@llvm.*` intrinsics give func null: calls to them are expanded, so
// the module never names them. An aggregate parameter is its leaves, a byval one its argument words,
// and an aggregate return of several leaves a hidden first pointer (aggregates.ts); an odd-width iN parameter
// or result is its promoted type, masked by the receiver (odd-abi.ts). A declaration may end its parameters
// in `...` (C's unprototyped `declare i32 @abort(...)`, or printf): the Func is `variadic`; so is
// a definition that does, whose va_start/va_copy/va_end varargs.ts expands.

import { PTR, type Func, type MemType, type ScalarType, type Value } from '../ir/types.js';
import { aggregateReturn, byvalShape, byvalCopy, Emitter, isAggregate, leafTok, leavesAt, type ByvalShape } from './aggregates.js';
import { parsePreTypeWords, parseParamAttrs, skipFunctionAttrs } from './attributes.js';
import { FunctionBuilder } from './body.js';
import { locOf } from './cursor.js';
import { parseInstruction } from './instructions.js';
import type { OddIntType } from './ints.js';
import type { Token } from './lexer.js';
import type { ModuleState } from './module-state.js';
import { boundaryScalar, maskReceived, oddOf } from './odd-abi.js';
import { blockSink, locOfTok, type InstCtx } from './operands.js';

/** A parameter: a scalar, an aggregate (its leaves), or a byval pointer (its argument words). */
interface ParamSyntax {
  readonly type: ScalarType | MemType;
  readonly typeTok: Token;
  readonly name: Token | null;
  readonly noundef: boolean;
  readonly byval: ByvalShape | null;
  /** An odd-width iN parameter travels as `type`, its promoted type (odd-abi.ts). */
  readonly odd: OddIntType | null;
}

/** The scalar parameters a parameter is passed as (aggregates.ts): itself, its leaves, or its byval words. */
function flatTypes(m: ModuleState, p: ParamSyntax): ScalarType[] {
  if (p.byval !== null) return Array.from({ length: p.byval.words }, () => p.byval!.word);
  if (isAggregate(p.type)) return leavesAt(m, p.type, p.typeTok).map((l) => l.type);
  return [p.type as ScalarType];
}

export function parseFunction(m: ModuleState, kw: Token): { func: Func | null; nameTok: Token } {
  const cur = m.cur;
  const isDefine = kw.text === 'define';
  const retWords = new Set<string>();
  const callconv = parsePreTypeWords(cur, retWords);
  const retTok = cur.peek();
  const retType = m.types.parse();
  const aggRet = isAggregate(retType) ? aggregateReturn(m, retType, retTok) : null;
  const hidden = aggRet?.kind === 'memory' ? aggRet.type : null;
  const ret =
    retType.kind === 'void' || aggRet?.kind === 'memory'
      ? null
      : aggRet?.kind === 'leaf'
        ? aggRet.type
        : boundaryScalar(m.types, retType, retTok, 'as return type');
  const nameTok = cur.expectKind('global', 'a function name', `after '${kw.text}'`);
  const intrinsic = nameTok.text.startsWith('llvm.');
  const { params, varargs } = parseParams(m, intrinsic);
  skipFunctionAttrs(cur);
  if (intrinsic) {
    if (isDefine) throw cur.error(nameTok, `cannot define the intrinsic @${nameTok.text}`);
    return { func: null, nameTok };
  }
  const retNoundef = ret !== null && retWords.has('noundef') ? { retNoundef: true as const } : {};
  const base = {
    name: nameTok.text,
    ret,
    callconv,
    ...retNoundef,
    ...(varargs !== null ? { variadic: true as const } : {}),
    loc: locOf(nameTok),
  };
  if (!isDefine) {
    const flat = params.flatMap((p) =>
      flatTypes(m, p).map((type, i) => ({
        type,
        name: i === 0 ? p.name : null,
        noundef: p.noundef && p.byval === null && !isAggregate(p.type),
      })),
    );
    if (hidden !== null) flat.unshift({ type: PTR, name: null, noundef: false });
    const ps = flat.map((p, id) => ({
      id,
      name: p.name === null || /^\d+$/.test(p.name.text) ? '' : p.name.text,
      type: p.type,
      ...(p.noundef ? { noundef: true as const } : {}),
    }));
    return { func: { ...base, params: ps, blocks: [], nextValueId: ps.length, nextBlockId: 0 }, nameTok };
  }
  const body = parseBody(m, nameTok.text, params, { ret, retOdd: oddOf(retType) }, hidden, varargs !== null);
  const func = { ...base, params: body.params, blocks: body.blocks, nextValueId: body.nextValueId, nextBlockId: body.nextBlockId };
  return { func, nameTok };
}

/** The parameters, and the `...` token that ends a variadic list (null when there is none). */
function parseParams(m: ModuleState, intrinsic: boolean): { params: ParamSyntax[]; varargs: Token | null } {
  const cur = m.cur;
  cur.expect('(', 'to open the parameter list');
  const params: ParamSyntax[] = [];
  let varargs: Token | null = null;
  if (!cur.is(')')) {
    do {
      const typeTok = cur.peek();
      if (typeTok.kind === 'punct' && typeTok.text === '...') {
        varargs = cur.next();
        break;
      }
      const t = m.types.parse();
      const attrs = parseParamAttrs(cur, m.types);
      const name = cur.isKind('local') ? cur.next() : null;
      // Intrinsic declarations may take metadata; they are dropped, so the type never matters.
      if (intrinsic && (t.kind === 'metadata' || t.kind === 'array' || t.kind === 'struct')) continue;
      const byval =
        attrs.byval === null
          ? null
          : byvalShape(m.dl, m.types.asMem(attrs.byval.type, attrs.byval.tok, 'as byval type'), attrs.byval.align);
      if (byval !== null && t.kind !== 'ptr') throw cur.error(typeTok, 'byval needs a pointer parameter');
      const type = isAggregate(t) ? t : boundaryScalar(m.types, t, typeTok, 'as parameter type');
      params.push({ type, typeTok, name, byval, noundef: attrs.noundef, odd: oddOf(t) });
    } while (cur.eat(','));
  }
  cur.expect(')', 'to close the parameter list');
  return { params, varargs };
}

function parseBody(
  m: ModuleState,
  fn: string,
  params: readonly ParamSyntax[],
  { ret, retOdd }: { ret: ScalarType | null; retOdd: OddIntType | null },
  hidden: MemType | null,
  variadic: boolean,
) {
  const cur = m.cur;
  const b = new FunctionBuilder(cur);
  const retMemory = hidden !== null ? { retMemory: { ptr: hiddenParam(b, cur.peek()), type: hidden } } : {};
  const ctx: InstCtx = { m, b, ret, fn, variadic, ...retMemory, ...(retOdd !== null ? { retOdd } : {}) };
  const copies = params.map((p) => addParam(ctx, p));
  cur.expect('{', 'to open the function body');
  let prologue = copies.some((c) => c !== null);
  while (!cur.is('}')) {
    const tok = cur.peek();
    if (tok.kind === 'eof') throw cur.error(tok, 'unexpected end of file in a function body');
    if (tok.kind === 'label') {
      cur.next();
      b.startBlock(tok, tok);
    } else {
      b.ensureBlock(tok);
    }
    if (prologue) {
      // The byval copies open the entry block, before its first instruction.
      prologue = false;
      for (const c of copies) {
        if (c === null) continue;
        if ('odd' in c) maskReceived(ctx, c.odd, c.value, c.id, tok);
        else byvalCopy(new Emitter(ctx, blockSink(ctx, tok), locOfTok(tok)), c.shape, c.words, c.id);
      }
    }
    if (tok.kind !== 'label') parseInstruction(ctx);
  }
  return b.finish(cur.next());
}

/** An odd-width parameter: the LLVM value `id` is the engine parameter `value` masked (odd-abi.ts). */
interface OddParam {
  readonly odd: OddIntType;
  readonly value: Value;
  readonly id: number;
}

interface ByvalParam {
  readonly shape: ByvalShape;
  readonly words: ReturnType<FunctionBuilder['useValue']>[];
  readonly id: number;
}

/** Adds a parameter's scalars to the builder; a byval one also needs its copy made at the entry. */
function addParam(ctx: InstCtx, p: ParamSyntax): ByvalParam | OddParam | null {
  const b = ctx.b;
  if (p.odd !== null) {
    // The engine parameter has a name no LLVM name can spell; the LLVM name is its masked value.
    const type = p.type as ScalarType;
    const id = b.defineValue(p.name, p.odd, p.typeTok);
    const tok = { ...p.typeTok, text: `\u0000odd${id}` };
    b.addParam(tok, type, p.typeTok, p.noundef);
    return { odd: p.odd, value: b.useValue(tok, type), id };
  }
  if (p.byval === null && !isAggregate(p.type)) {
    b.addParam(p.name, p.type as ScalarType, p.typeTok, p.noundef);
    return null;
  }
  if (p.byval === null) {
    const base = b.nameFor(p.name, p.typeTok);
    flatTypes(ctx.m, p).forEach((t, i) => b.addParam(leafTok(base, i), t, p.typeTok));
    return null;
  }
  // The parameter names the copy; its words are parameters no LLVM name can spell.
  const id = b.defineValue(p.name, p.type as ScalarType, p.typeTok);
  const words = flatTypes(ctx.m, p).map((t, k) => {
    const tok = { ...p.typeTok, text: `\u0000byval${id}.${k}` };
    b.addParam(tok, t, p.typeTok);
    return b.useValue(tok, t);
  });
  return { shape: p.byval, words, id };
}

/** The hidden first parameter an aggregate of several leaves is returned through (aggregates.ts). */
function hiddenParam(b: FunctionBuilder, at: Token): Value {
  const tok = { ...at, text: '\u0000ret' };
  b.addParam(tok, PTR, at);
  return b.useValue(tok, PTR);
}
