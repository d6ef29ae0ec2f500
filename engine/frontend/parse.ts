// The LLVM IR front end: module-level parsing.
//
// Contract: `parseModule(text, file)` parses the LLVM IR text clang-14 and clang-19 emit for
// scalar integer C (typed or opaque pointers) into an engine IR Module (engine/ir/types.ts).
// Every error a user can cause is a SourceError `file:line:col: message` at the offending
// token; unsupported constructs are named (`unsupported floating point`, ...). Triple and
// datalayout strings are kept verbatim; without a datalayout, LLVM's default layout with the
// pointer width of the triple is used (i386/arm/thumb: 32 bits, otherwise 64).
// Metadata, attribute groups, comdats, source_filename and debug records are skipped.
// Linear in the input: one lexing pass, one parsing pass, plus a pre-scan for named types
// and the target strings (so their order in the file does not matter).

import { DataLayoutError, defaultDataLayout, parseDataLayout, pointerBitsOfTriple, type DataLayout } from '../ir/datalayout.js';
import type { Func, Global, Module } from '../ir/types.js';
import { aliasTargets, resolveAliases } from './aliases.js';
import { ValueParser } from './constants.js';
import { Cursor } from './cursor.js';
import { lowerAllocaCalls } from './dynamic-stack.js';
import { parseFunction } from './functions.js';
import { type AliasDef, parseGlobal } from './globals.js';
import { lex, type Token } from './lexer.js';
import { ModuleState } from './module-state.js';
import { TypeParser } from './types-parser.js';

interface Prescan {
  triple: string;
  datalayout: Token | null;
  typeDefs: [Token, number][];
}

/** Finds the named type definitions and the target strings, wherever they are. */
function prescan(tokens: readonly Token[]): Prescan {
  const out: Prescan = { triple: '', datalayout: null, typeDefs: [] };
  for (let i = 0; i + 3 < tokens.length; i++) {
    const t = tokens[i]!;
    const eq = tokens[i + 1]!;
    if (t.kind === 'local' && eq.text === '=' && eq.kind === 'punct' && tokens[i + 2]!.kind === 'word' && tokens[i + 2]!.text === 'type') {
      out.typeDefs.push([t, i + 3]);
    } else if (t.kind === 'word' && t.text === 'target' && tokens[i + 2]!.text === '=' && tokens[i + 3]!.kind === 'str') {
      if (eq.text === 'triple') out.triple = tokens[i + 3]!.text;
      else if (eq.text === 'datalayout') out.datalayout = tokens[i + 3]!;
    }
  }
  return out;
}

function layoutOf(cur: Cursor, targets: Prescan): DataLayout {
  const tok = targets.datalayout;
  if (tok === null) return defaultDataLayout(pointerBitsOfTriple(targets.triple));
  try {
    return parseDataLayout(tok.text);
  } catch (e) {
    if (e instanceof DataLayoutError) throw cur.error(tok, e.message);
    throw e;
  }
}

export function parseModule(text: string, file: string): Module {
  const tokens = lex(text, file);
  const cur = new Cursor(tokens, file);
  const targets = prescan(tokens);
  const dl = layoutOf(cur, targets);
  const types = new TypeParser(cur, dl);
  for (const [nameTok, pos] of targets.typeDefs) types.define(nameTok, pos);
  const m = new ModuleState(cur, types, new ValueParser(cur, types), dl);
  const globals: Global[] = [];
  const functions: Func[] = [];
  const aliases: AliasDef[] = [];
  const defined = new Set<string>();
  const define = (tok: Token): void => {
    if (defined.has(tok.text)) throw cur.error(tok, `redefinition of '@${tok.text}'`);
    defined.add(tok.text);
  };
  while (!cur.isKind('eof')) {
    const tok = cur.next();
    if (tok.kind === 'word' && (tok.text === 'define' || tok.text === 'declare')) {
      const { func, nameTok } = parseFunction(m, tok);
      if (func !== null) {
        define(nameTok);
        functions.push(func);
      }
    } else if (tok.kind === 'global') {
      cur.expect('=', `after @${tok.text}`);
      define(tok);
      const g = parseGlobal(m, tok);
      if ('kind' in g) aliases.push(g);
      else globals.push(g);
    } else {
      skipTopLevel(cur, types, tok);
    }
  }
  const names = new Set([...globals.map((g) => g.name), ...functions.map((f) => f.name)]);
  const aliasOf = aliasTargets(cur, aliases, names);
  const resolved = resolveAliases(aliasOf, globals, functions);
  const module: Module = {
    source: file,
    triple: targets.triple,
    datalayout: targets.datalayout?.text ?? '',
    globals: resolved.globals,
    functions: m.finish(resolved.globals, resolved.functions, aliasOf),
  };
  return lowerAllocaCalls(module, m.intPtr);
}

/** Entities that carry no semantics here: target strings, types (resolved lazily), metadata... */
function skipTopLevel(cur: Cursor, types: TypeParser, tok: Token): void {
  if (tok.kind === 'word') return skipTopLevelWord(cur, tok);
  if (tok.kind === 'local') {
    cur.expect('=', `after %${tok.text}`);
    cur.expect('type', `after %${tok.text} =`);
    types.skipDefinition(tok);
    return;
  }
  if (tok.kind === 'meta') {
    cur.expect('=', `after !${tok.text}`);
    cur.skipMetadataValue();
    return;
  }
  if (tok.kind === 'comdat') {
    cur.expect('=', `after $${tok.text}`);
    cur.expect('comdat', `after $${tok.text} =`);
    cur.expectKind('word', 'a selection kind', 'after comdat');
    return;
  }
  throw cur.error(tok, 'expected a top-level entity');
}

function skipTopLevelWord(cur: Cursor, tok: Token): void {
  switch (tok.text) {
    case 'source_filename':
      cur.expect('=', 'after source_filename');
      cur.expectKind('str', 'a string', 'after source_filename =');
      return;
    case 'target':
      if (!cur.is('triple') && !cur.is('datalayout')) throw cur.error(cur.peek(), "expected 'triple' or 'datalayout'");
      cur.next();
      cur.expect('=', 'after target');
      cur.expectKind('str', 'a string', 'after target');
      return;
    case 'attributes':
      cur.expectKind('attr', 'an attribute group', 'after attributes');
      cur.expect('=', 'after the attribute group');
      if (!cur.is('{')) throw cur.error(cur.peek(), "expected '{' to open the attribute group");
      cur.skipBalanced();
      return;
    case 'module':
      if (cur.is('asm')) throw cur.unsupported(tok, 'inline asm');
      throw cur.error(cur.peek(), "expected 'asm' after 'module'");
    case 'uselistorder':
    case 'uselistorder_bb':
      throw cur.unsupported(tok, tok.text);
    default:
      throw cur.error(tok, `expected a top-level entity, found '${tok.text}'`);
  }
}
