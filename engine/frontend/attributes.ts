// Attributes, linkage, calling conventions: the words around types that rarely matter.
//
// Contract: these helpers consume the words LLVM allows before a return type, after a
// parameter type, and after a function's parameter list. They ignore everything that does
// not change the semantics of scalar integer code (noundef, nonnull, range(...), memory(...),
// captures(none), initializes(...), sret(...), linkage, visibility, unnamed_addr, ...) and
// reject, at the word, what the engine does not model: inalloca/preallocated (byval where
// parseParamAttrs, which returns it to functions.ts and calls.ts, is not the reader),
// thread_local, calling conventions other than ccc/fastcc, personality (exceptions).

import type { CallConv } from '../ir/types.js';
import { isValueWord } from './constants.js';
import type { Cursor } from './cursor.js';
import type { Token } from './lexer.js';
import { isTypeStart, type LType, type TypeParser } from './types-parser.js';

const REJECTED_PARAM_ATTRS = new Set(['inalloca', 'preallocated']);
const OTHER_CALLCONVS = new Set(['ptx_kernel', 'ptx_device', 'spir_func', 'spir_kernel', 'intel_ocl_bicc', 'x86_intrcc']);
/** Words that start a top-level entity: a declaration's trailing attributes stop there. */
const TOP_LEVEL = new Set(['define', 'declare', 'attributes', 'target', 'source_filename', 'module', 'uselistorder', 'uselistorder_bb']);

function isCallConvWord(w: string): boolean {
  return w === 'cc' || /cc$/.test(w) || OTHER_CALLCONVS.has(w) || /^(amdgpu|aarch64|riscv|arm|x86|msp430|avr|m68k)_/.test(w);
}

/** Consumes a calling convention if one is next; null when none is written. */
function parseCallConv(cur: Cursor): CallConv | null {
  const tok = cur.peek();
  if (tok.kind !== 'word' || !isCallConvWord(tok.text)) return null;
  if (tok.text === 'ccc') {
    cur.next();
    return 'ccc';
  }
  if (tok.text === 'fastcc') {
    cur.next();
    return 'fastcc';
  }
  if (tok.text === 'cc' && cur.peek(1).kind === 'int') {
    const n = cur.peek(1).text;
    if (n === '0' || n === '8') {
      cur.next();
      cur.next();
      return n === '0' ? 'ccc' : 'fastcc';
    }
    throw cur.unsupported(tok, `calling convention cc ${n}`);
  }
  // arm_aapcscc and friends only apply to ARM triples, where they are the default.
  throw cur.unsupported(tok, `calling convention ${tok.text}`);
}

/** Skips one attribute word with its argument: `align 4`, `align(4)`, `range(i32 0, 10)`. */
function skipOneAttr(cur: Cursor): void {
  const tok = cur.next();
  if (REJECTED_PARAM_ATTRS.has(tok.text) || tok.text === 'byval') throw cur.unsupported(tok, tok.text);
  if (tok.text === 'thread_local') throw cur.unsupported(tok, 'thread_local');
  if ((tok.text === 'align' || tok.text === 'alignstack') && cur.isKind('int')) cur.next();
  else if (tok.text === 'addrspace') {
    cur.expect('(', 'after addrspace');
    const n = cur.expectSmallInt('in addrspace');
    cur.expect(')', 'after the address space');
    if (n !== 0) throw cur.unsupported(tok, 'address space');
  } else if (cur.is('(')) cur.skipBalanced();
}

/** What a parameter's attributes say that the lowering needs: `byval(<ty>)` and its `align`. */
export interface ParamAttrs {
  readonly byval: { readonly type: LType; readonly tok: Token; readonly align: number | null } | null;
  /** `noundef` (the interpreter's rule for poison arguments reads it). */
  readonly noundef: boolean;
}

/**
 * Attributes after a parameter or argument type, up to the value, name, ',' or ')': all skipped but
 * `byval(<ty>)` (read with `types`), `align N` and `noundef`, which are returned.
 */
export function parseParamAttrs(cur: Cursor, types: TypeParser): ParamAttrs {
  let byval: { type: LType; tok: Token } | null = null;
  let align: number | null = null;
  let noundef = false;
  while (cur.isKind('word') && !isValueWord(cur.peek().text)) {
    const tok = cur.peek();
    if (tok.text === 'byval') {
      cur.next();
      if (!cur.eat('(')) throw cur.unsupported(tok, 'byval without a type');
      byval = { type: types.parse(), tok };
      cur.expect(')', 'after the byval type');
    } else if (tok.text === 'align' && cur.peek(1).kind === 'int') {
      cur.next();
      align = cur.expectSmallInt('as alignment', 2 ** 32);
    } else {
      if (tok.text === 'noundef') noundef = true;
      skipOneAttr(cur);
    }
  }
  return { byval: byval === null ? null : { ...byval, align }, noundef };
}

/**
 * Everything before a function's return type: linkage, visibility, calling convention and
 * return attributes. Returns the calling convention (ccc when none is written); `seen`, when
 * given, collects the attribute words skipped (a definition's return `noundef`).
 */
export function parsePreTypeWords(cur: Cursor, seen?: Set<string>): CallConv {
  let cc: CallConv = 'ccc';
  for (;;) {
    const tok = cur.peek();
    if (tok.kind === 'meta') {
      // `declare !dbg !12 i32 @f(...)`: attachments come first in declarations.
      cur.next();
      cur.skipMetadataValue();
      continue;
    }
    if (tok.kind !== 'word' || isTypeStart(tok)) return cc;
    const found = parseCallConv(cur);
    if (found !== null) cc = found;
    else {
      seen?.add(tok.text);
      skipOneAttr(cur);
    }
  }
}

/** Function attributes after the parameter list, up to the body '{' or the next entity. */
export function skipFunctionAttrs(cur: Cursor): void {
  for (;;) {
    const tok = cur.peek();
    if (tok.kind === 'attr' || tok.kind === 'str') {
      cur.next();
      if (tok.kind === 'str' && cur.eat('=')) cur.expectKind('str', 'a string', 'as attribute value');
    } else if (tok.kind === 'meta' && (cur.peek(1).kind === 'meta' || cur.peek(1).text === 'distinct')) {
      cur.next();
      cur.skipMetadataValue();
    } else if (tok.kind === 'word' && !TOP_LEVEL.has(tok.text)) {
      skipFunctionWord(cur);
    } else {
      return;
    }
  }
}

function skipFunctionWord(cur: Cursor): void {
  const tok = cur.peek();
  switch (tok.text) {
    case 'personality':
      throw cur.unsupported(tok, 'exceptions');
    case 'prefix':
    case 'prologue':
      throw cur.unsupported(tok, `function ${tok.text} data`);
    case 'section':
    case 'partition':
    case 'gc':
      cur.next();
      cur.expectKind('str', 'a string', `after ${tok.text}`);
      return;
    default:
      skipOneAttr(cur);
  }
}
