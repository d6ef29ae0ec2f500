// Function definitions and declarations.
//
// Contract: `parseFunction` reads `define|declare [linkage] [cc] [ret attrs] <ty> @f(<params>)
// [attrs] [{ body }]` from the keyword token on and returns a Func (a declaration has no
// blocks), with its name token. Declarations of `@llvm.*` intrinsics give func null: calls to them are expanded, so
// the module never names them. Parameters must be scalar. A declaration may end its parameters
// in `...` (C's unprototyped `declare i32 @abort(...)`, or printf): the Func is `variadic`; so is
// a definition that does, whose va_start/va_copy/va_end varargs.ts expands.

import type { Func, ScalarType } from '../ir/types.js';
import { parsePreTypeWords, skipFunctionAttrs, skipParamAttrs } from './attributes.js';
import { FunctionBuilder } from './body.js';
import { locOf } from './cursor.js';
import { parseInstruction } from './instructions.js';
import type { Token } from './lexer.js';
import type { ModuleState } from './module-state.js';
import type { InstCtx } from './operands.js';

interface ParamSyntax {
  readonly type: ScalarType;
  readonly typeTok: Token;
  readonly name: Token | null;
}

export function parseFunction(m: ModuleState, kw: Token): { func: Func | null; nameTok: Token } {
  const cur = m.cur;
  const isDefine = kw.text === 'define';
  const callconv = parsePreTypeWords(cur);
  const retTok = cur.peek();
  const retType = m.types.parse();
  const ret = retType.kind === 'void' ? null : m.types.asScalar(retType, retTok, 'as return type');
  const nameTok = cur.expectKind('global', 'a function name', `after '${kw.text}'`);
  const intrinsic = nameTok.text.startsWith('llvm.');
  const { params, varargs } = parseParams(m, intrinsic);
  skipFunctionAttrs(cur);
  if (intrinsic) {
    if (isDefine) throw cur.error(nameTok, `cannot define the intrinsic @${nameTok.text}`);
    return { func: null, nameTok };
  }
  const base = { name: nameTok.text, ret, callconv, ...(varargs !== null ? { variadic: true as const } : {}), loc: locOf(nameTok) };
  if (!isDefine) {
    const ps = params.map((p, id) => ({ id, name: p.name === null || /^\d+$/.test(p.name.text) ? '' : p.name.text, type: p.type }));
    return { func: { ...base, params: ps, blocks: [], nextValueId: ps.length, nextBlockId: 0 }, nameTok };
  }
  const body = parseBody(m, params, ret, varargs !== null);
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
      skipParamAttrs(cur);
      const name = cur.isKind('local') ? cur.next() : null;
      // Intrinsic declarations may take metadata; they are dropped, so the type never matters.
      if (intrinsic && (t.kind === 'metadata' || t.kind === 'array' || t.kind === 'struct')) continue;
      params.push({ type: m.types.asScalar(t, typeTok, 'as parameter type'), typeTok, name });
    } while (cur.eat(','));
  }
  cur.expect(')', 'to close the parameter list');
  return { params, varargs };
}

function parseBody(m: ModuleState, params: readonly ParamSyntax[], ret: ScalarType | null, variadic: boolean) {
  const cur = m.cur;
  const b = new FunctionBuilder(cur);
  for (const p of params) b.addParam(p.name, p.type, p.typeTok);
  const ctx: InstCtx = { m, b, ret, variadic };
  cur.expect('{', 'to open the function body');
  while (!cur.is('}')) {
    const tok = cur.peek();
    if (tok.kind === 'eof') throw cur.error(tok, 'unexpected end of file in a function body');
    if (tok.kind === 'label') {
      cur.next();
      b.startBlock(tok, tok);
      continue;
    }
    b.ensureBlock(tok);
    parseInstruction(ctx);
  }
  return b.finish(cur.next());
}
