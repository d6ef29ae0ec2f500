// Global variables: `@g = [linkage...] global|constant <type> [<init>] [, align N] [, ...]`.
//
// Contract: `parseGlobal` reads the definition after `@name =` and returns a Global with its
// MemType, initializer and alignment (the ABI alignment of the type when none is written).
// `external`/`extern_weak` globals get init null. Initializers may only be integers, null,
// undef/poison, zeroinitializer, c"..." strings, arrays, structs and addresses of globals or
// functions plus a constant offset (constant getelementptr, pointer bitcasts); anything else
// is `unsupported constant expression`. `@a = alias <type>, <ptr constant>` gives an AliasDef
// (resolved away by aliases.ts); ifuncs and thread_local are rejected.

import { alignOf } from '../ir/datalayout.js';
import { I64, PTR, assertNever, sameType, type ArrayType, type Global, type Init, type MemType, type StructType } from '../ir/types.js';
import type { GepSyntax, TypedV, VSyntax } from './constants.js';
import { locOf } from './cursor.js';
import { gepOffset, type GepIndex } from './gep.js';
import { toSigned, toUnsigned } from './ints.js';
import type { Token } from './lexer.js';
import type { ModuleState } from './module-state.js';
import { wideBits, wideConstLimbs } from './wide-ints.js';

/** `@name = alias <type>, <ptr> <constant>`: another name for a global's or function's address plus an offset. */
export interface AliasDef {
  readonly kind: 'alias';
  readonly name: string;
  readonly tok: Token;
  readonly target: string;
  readonly offset: bigint;
}

export function parseGlobal(m: ModuleState, nameTok: Token): Global | AliasDef {
  const cur = m.cur;
  let external = false;
  let kind: Token | null = null;
  while (kind === null) {
    const tok = cur.next();
    if (tok.kind !== 'word') throw cur.error(tok, `expected 'global' or 'constant' in the definition of @${nameTok.text}`);
    switch (tok.text) {
      case 'global':
      case 'constant':
        kind = tok;
        break;
      case 'external':
      case 'extern_weak':
        external = true;
        break;
      case 'alias':
        return parseAlias(m, nameTok);
      case 'ifunc':
      case 'thread_local':
        throw cur.unsupported(tok, tok.text);
      case 'addrspace': {
        cur.expect('(', 'after addrspace');
        const n = cur.expectSmallInt('in addrspace');
        cur.expect(')', 'after the address space');
        if (n !== 0) throw cur.unsupported(tok, 'address space');
        break;
      }
      default:
        if (cur.is('(')) cur.skipBalanced(); // linkage, visibility, unnamed_addr, ...
    }
  }
  const type = m.types.parseMem(`as the type of @${nameTok.text}`);
  let init: Init | null = null;
  if (!external) init = lowerInit(m, m.vals.parseValue(`as the initializer of @${nameTok.text}`), type);
  const align = parseGlobalTail(m) ?? alignOf(m.dl, type);
  return { name: nameTok.text, type, init, constant: kind.text === 'constant', align, loc: locOf(nameTok) };
}

function parseAlias(m: ModuleState, nameTok: Token): AliasDef {
  m.types.parse(); // the value type: the alias is a pointer whatever it names
  m.cur.expect(',', 'after the alias type');
  const typeTok = m.cur.peek();
  if (m.types.asScalar(m.types.parse(), typeTok, 'as the aliasee type').kind !== 'ptr')
    throw m.cur.error(typeTok, 'an aliasee must be a pointer');
  const a = lowerAddr(m, m.vals.parseValue(`as the aliasee of @${nameTok.text}`));
  parseGlobalTail(m);
  return { kind: 'alias', name: nameTok.text, tok: nameTok, target: a.target, offset: a.offset };
}

/** `, section "s"`, `, comdat`, `, align N`, `, !dbg !4`, ...; returns the alignment if given. */
function parseGlobalTail(m: ModuleState): number | null {
  const cur = m.cur;
  let align: number | null = null;
  while (cur.eat(',')) {
    const tok = cur.next();
    if (tok.kind === 'meta') {
      cur.skipMetadataValue();
      continue;
    }
    if (tok.kind !== 'word') throw cur.error(tok, "expected a global attribute after ','");
    if (tok.text === 'align') {
      const at = cur.peek();
      align = cur.expectSmallInt('as alignment', 2 ** 32);
      if (align === 0 || (align & (align - 1)) !== 0) throw cur.error(at, 'alignment must be a power of two');
    } else if (tok.text === 'section' || tok.text === 'partition' || tok.text === 'code_model') {
      cur.expectKind('str', 'a string', `after ${tok.text}`);
    } else if (cur.is('(')) {
      cur.skipBalanced();
    }
  }
  return align;
}

function typeMismatch(m: ModuleState, tok: Token): Error {
  return m.cur.error(tok, 'initializer type does not match the declared type');
}

/** A nested `<type> <value>`: the written type must be `expected`. */
function lowerTyped(m: ModuleState, tv: TypedV, expected: MemType): Init {
  const t = m.types.asMem(tv.type, tv.typeTok, 'in an initializer');
  if (!sameType(t, expected)) throw typeMismatch(m, tv.typeTok);
  return lowerInit(m, tv.v, expected);
}

function lowerInit(m: ModuleState, v: VSyntax, type: MemType): Init {
  switch (v.k) {
    case 'int': {
      const wide = wideBits(type);
      // An integer wider than 64 bits is its limb struct (wide-ints.ts).
      if (wide !== null && type.kind === 'struct') {
        return {
          kind: 'struct',
          type,
          fields: wideConstLimbs(wide, v.value).map((l) => ({ kind: 'int', type: I64, value: (l as { value: bigint }).value })),
        };
      }
      if (type.kind !== 'int') throw typeMismatch(m, v.tok);
      return { kind: 'int', type, value: toUnsigned(v.value, type.bits) };
    }
    case 'bool':
      if (type.kind !== 'int' || type.bits !== 1) throw typeMismatch(m, v.tok);
      return { kind: 'int', type, value: v.value ? 1n : 0n };
    case 'null':
      if (type.kind !== 'ptr') throw typeMismatch(m, v.tok);
      return { kind: 'addr', type: PTR, target: null, offset: 0n };
    case 'undef':
    case 'poison':
      return { kind: 'undef', type };
    case 'zero':
      return { kind: 'zero', type };
    case 'cstr':
      return lowerBytes(m, v.tok, v.bytes, type);
    case 'array':
      return lowerArray(m, v.tok, v.elems, type);
    case 'struct':
      return lowerStruct(m, v.tok, v.packed, v.fields, type);
    case 'global':
    case 'gep':
    case 'cast': {
      const folded = v.k === 'cast' && v.op !== 'bitcast' ? foldInt(v) : null;
      if (folded !== null && type.kind === 'int') return { kind: 'int', type, value: toUnsigned(folded, type.bits) };
      if (folded !== null && type.kind === 'ptr') return { kind: 'addr', type: PTR, target: null, offset: folded };
      if (type.kind !== 'ptr') throw v.k === 'global' ? typeMismatch(m, v.tok) : m.cur.unsupported(v.tok, 'constant expression');
      const a = lowerAddr(m, v);
      return { kind: 'addr', type: PTR, target: a.target, offset: a.offset };
    }
    case 'local':
      throw m.cur.error(v.tok, 'a global initializer cannot use a local value');
    case 'bin': {
      const folded = foldInt(v);
      if (folded === null || type.kind !== 'int') throw m.cur.unsupported(v.tok, 'constant expression');
      return { kind: 'int', type, value: toUnsigned(folded, type.bits) };
    }
    case 'icmp':
    case 'select':
      throw m.cur.unsupported(v.tok, 'constant expression');
    default:
      return assertNever(v, 'value syntax');
  }
}

/**
 * The integer an address-free constant expression denotes, or null: integers and the numbers
 * `blockaddress` stands for (block-addresses.ts) through ptrtoint/inttoptr/zext/trunc, add, sub and
 * mul — what clang emits for label differences (`&&l1 - &&l0`) in static initializers.
 */
function foldInt(v: VSyntax): bigint | null {
  switch (v.k) {
    case 'int':
      return v.value;
    case 'null':
      return 0n;
    case 'cast': {
      const inner = v.op === 'sext' || v.op === 'bitcast' ? null : foldInt(v.value.v);
      if (inner === null) return null;
      return v.op === 'trunc' && v.to.kind === 'int' ? BigInt.asUintN(v.to.bits, inner) : inner;
    }
    case 'bin': {
      const a = foldInt(v.lhs.v);
      const b = foldInt(v.rhs.v);
      if (a === null || b === null) return null;
      if (v.op === 'add') return a + b;
      if (v.op === 'sub') return a - b;
      return v.op === 'mul' ? a * b : null;
    }
    default:
      return null;
  }
}

function lowerBytes(m: ModuleState, tok: Token, bytes: string, type: MemType): Init {
  if (type.kind !== 'array' || type.elem.kind !== 'int' || type.elem.bits !== 8 || type.length !== bytes.length) {
    throw typeMismatch(m, tok);
  }
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i) & 0xff;
  return { kind: 'bytes', type, bytes: out };
}

function lowerArray(m: ModuleState, tok: Token, elems: readonly TypedV[], type: MemType): Init {
  if (type.kind !== 'array' || type.length !== elems.length) throw typeMismatch(m, tok);
  const arr: ArrayType = type;
  return { kind: 'array', type: arr, elems: elems.map((e) => lowerTyped(m, e, arr.elem)) };
}

function lowerStruct(m: ModuleState, tok: Token, packed: boolean, fields: readonly TypedV[], type: MemType): Init {
  if (type.kind !== 'struct' || type.packed !== packed || type.fields.length !== fields.length) throw typeMismatch(m, tok);
  const st: StructType = type;
  return { kind: 'struct', type: st, fields: fields.map((f, i) => lowerTyped(m, f, st.fields[i]!)) };
}

/** The address a pointer constant denotes: a global plus a byte offset. */
function lowerAddr(m: ModuleState, v: VSyntax): { target: string; offset: bigint } {
  switch (v.k) {
    case 'global':
      m.noteGlobalUse(v.tok);
      return { target: v.name, offset: 0n };
    case 'cast': {
      const from = m.types.asScalar(v.value.type, v.value.typeTok, 'as bitcast operand');
      const to = m.types.asScalar(v.to, v.toTok, 'as bitcast result');
      if (v.op !== 'bitcast' || from.kind !== 'ptr' || to.kind !== 'ptr') throw m.cur.unsupported(v.tok, 'constant expression');
      return lowerAddr(m, v.value.v);
    }
    case 'gep':
      return lowerAddrGep(m, v);
    default:
      throw m.cur.unsupported(v.tok, 'constant expression');
  }
}

function lowerAddrGep(m: ModuleState, v: GepSyntax): { target: string; offset: bigint } {
  const srcType = m.types.asLayout(v.srcType, v.srcTok, 'as getelementptr source type');
  if (m.types.asScalar(v.base.type, v.base.typeTok, 'as getelementptr base').kind !== 'ptr') {
    throw m.cur.error(v.base.typeTok, 'getelementptr base must be a pointer');
  }
  const base = lowerAddr(m, v.base.v);
  const indices = v.indices.map((ix): GepIndex => {
    const type = m.types.asScalar(ix.type, ix.typeTok, 'as getelementptr index');
    if (type.kind !== 'int') throw m.cur.error(ix.typeTok, 'getelementptr index must be an integer');
    if (ix.v.k !== 'int') throw m.cur.unsupported(ix.v.tok, 'constant expression');
    return { value: { kind: 'int', type, value: toUnsigned(ix.v.value, type.bits) }, type, tok: ix.typeTok };
  });
  const off = gepOffset(m, { inbounds: v.inbounds, srcType, base: { kind: 'null', type: PTR }, indices, tok: v.tok });
  return { target: base.target, offset: toSigned(base.offset + off.constant, m.dl.pointerBits) };
}
