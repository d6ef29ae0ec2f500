// Type syntax: i32, ptr, typed pointers (i32*, i8**, i32 (i32)*), arrays, literal and named
// structs (`%struct.S = type { ... }`), packed structs `<{ ... }>`.
//
// Contract: `TypeParser.parse()` reads one type at the cursor and returns an LType; every
// pointer (typed or opaque, address space 0) becomes PTR. Named types are resolved lazily
// from their definition wherever it is in the file (a pre-scan records the positions), so
// order does not matter; recursion through a pointer is fine, recursion by value is an
// error. Floating point, vector and other non-integer types are rejected as unsupported.
// Integer types of odd widths (i2..i63 other than i8/i16/i32) parse as OddIntType: only
// `asValue` accepts them (instructions that promote.ts legalizes); `asLayout` (alloca, GEP source,
// struct field, array element) lays them out as their promoted type; `asMem` (a global's own type,
// an initializer) rejects them (`unsupported integer type i10 in memory`), `asScalar` rejects
// them naming its context.

import { PTR, assertNever, intType, type ArrayType, type MemType, type ScalarType, type StructType } from '../ir/types.js';
import { sizeOf, type DataLayout } from '../ir/datalayout.js';
import type { Cursor } from './cursor.js';
import { isOddWidth, promotedType, type OddIntType, type ValueType } from './ints.js';
import type { Token } from './lexer.js';
import { wideType } from './wide-ints.js';

/** `varargs` is the `...` token, kept so the rejection points at it. */
export interface FuncType {
  readonly kind: 'func';
  readonly ret: LType;
  readonly params: readonly LType[];
  readonly varargs: Token | null;
}
/** Every type the syntax can name; only MemTypes reach the engine IR. */
export type LType =
  | MemType
  | OddIntType
  | { readonly kind: 'void' }
  | { readonly kind: 'label' }
  | { readonly kind: 'metadata' }
  | { readonly kind: 'opaque'; readonly name: string }
  | FloatType
  | FuncType;

/** A floating-point type: only its layout is modelled (a struct field, an array element), never a value. */
export interface FloatType {
  readonly kind: 'float';
  readonly name: string;
  readonly tok: Token;
}

const VOID: LType = { kind: 'void' };

const FLOAT_TYPES = new Set(['half', 'bfloat', 'float', 'double', 'x86_fp80', 'fp128', 'ppc_fp128']);
const OTHER_TYPES = new Set(['x86_mmx', 'x86_amx', 'token']);
const SUPPORTED_BITS = new Set([1, 8, 16, 32, 64]);
const MAX_DEPTH = 200;
/** Integers above i64 are limb structs (wide-ints.ts) up to this width. */
const MAX_WIDE_BITS = 1024;

/** True if the token can begin a type (used to tell attributes from types). */
export function isTypeStart(tok: Token): boolean {
  if (tok.kind === 'local') return true;
  if (tok.kind === 'punct') return tok.text === '[' || tok.text === '{' || tok.text === '<';
  if (tok.kind !== 'word') return false;
  const w = tok.text;
  return (
    w === 'void' ||
    w === 'ptr' ||
    w === 'label' ||
    w === 'metadata' ||
    w === 'target' ||
    FLOAT_TYPES.has(w) ||
    OTHER_TYPES.has(w) ||
    /^i\d+$/.test(w)
  );
}

export class TypeParser {
  /** Position of the body of each named type definition (the token after `type`). */
  private readonly defs = new Map<string, number>();
  private readonly resolved = new Map<string, LType>();
  private readonly resolving = new Set<string>();

  /** Nesting depth of the type being parsed: garbled input must not overflow the stack. */
  private depth = 0;

  constructor(
    private readonly cur: Cursor,
    private readonly dl: DataLayout,
  ) {}

  /** Records `%name = type` at token position `bodyPos` (the pre-scan calls this). */
  define(nameTok: Token, bodyPos: number): void {
    if (this.defs.has(nameTok.text)) throw this.cur.error(nameTok, `redefinition of type %${nameTok.text}`);
    this.defs.set(nameTok.text, bodyPos);
  }

  /** The type at the cursor, which stays where it is (for a dispatch on wide integers). */
  peekType(): LType {
    const at = this.cur.position;
    try {
      return this.parse();
    } finally {
      this.cur.position = at;
    }
  }

  parse(): LType {
    if (++this.depth > MAX_DEPTH) throw this.cur.error(this.cur.peek(), 'type nested too deeply');
    try {
      return this.parsePostfix(this.parseBase());
    } finally {
      this.depth--;
    }
  }

  private parsePostfix(base: LType): LType {
    let t = base;
    for (;;) {
      if (this.cur.is('*')) {
        this.cur.next();
        t = PTR;
      } else if (this.cur.is('addrspace')) {
        this.parseAddrSpace();
        this.cur.expect('*', 'after addrspace in a pointer type');
        t = PTR;
      } else if (this.cur.is('(') && t.kind !== 'opaque' && t.kind !== 'label' && t.kind !== 'metadata') {
        t = this.parseFuncParams(t);
      } else {
        return t;
      }
    }
  }

  /** A type that can live in memory (a global's type, an alloca's, a GEP source). */
  parseMem(context: string): MemType {
    const tok = this.cur.peek();
    return this.asMem(this.parse(), tok, context);
  }

  /**
   * A type as a memory layout (an alloca's, a GEP source, a struct field, an array element): an
   * odd iN takes its promoted type's place, whose alloc size and alignment are LLVM's for iN (the
   * alignment of the next wider integer type; odd-memory.ts splits the accesses themselves).
   */
  parseLayout(context: string): MemType {
    const tok = this.cur.peek();
    this.layoutDepth++;
    try {
      return this.asLayout(this.parse(), tok, context);
    } finally {
      this.layoutDepth--;
    }
  }

  /** Inside a layout (parseLayout) a floating-point type parses, to be laid out; anywhere else it is rejected at its word. */
  private layoutDepth = 0;

  asLayout(t: LType, tok: Token, context: string): MemType {
    if (t.kind === 'odd') return promotedType(t.bits);
    if (t.kind === 'float') return this.floatLayout(t);
    return this.asMem(t, tok, context);
  }

  /**
   * The integer layout with a floating-point type's alloc size and ABI alignment under the four
   * targets' datalayouts (half 2/2, float 4/4, double 8 and 4 on i386 as i64, x86_fp80 12/4 on
   * i386 and 16/16 on x86-64, fp128 16/16): a union with a `long double` member for its
   * alignment, or a struct whose float field the program never reads as a float, lays out as
   * clang meant it. Loads, stores, constants and arithmetic of the type stay `unsupported
   * floating point`.
   */
  private floatLayout(t: FloatType): MemType {
    switch (t.name) {
      case 'half':
      case 'bfloat':
        return intType(16);
      case 'float':
        return intType(32);
      case 'double':
        return intType(64);
      case 'x86_fp80':
        if (this.dl.pointerBits === 32) return { kind: 'array', length: 3, elem: intType(32) };
        return { kind: 'struct', fields: [intType(64), intType(64)], packed: false, align: 16 };
      case 'fp128':
        return { kind: 'struct', fields: [intType(64), intType(64)], packed: false, align: 16 };
      default:
        throw this.cur.unsupported(t.tok, 'floating point');
    }
  }

  asMem(t: LType, tok: Token, context: string): MemType {
    switch (t.kind) {
      case 'int':
      case 'ptr':
      case 'array':
      case 'struct':
        return t;
      // The memory layout of odd widths (store size, padding bits) is not modelled.
      case 'odd':
        throw this.cur.unsupported(tok, `integer type i${t.bits} in memory`);
      case 'opaque':
        throw this.cur.error(tok, `type %${t.name} is opaque (has no size) ${context}`);
      case 'float':
        throw this.cur.unsupported(t.tok, 'floating point');
      case 'void':
      case 'label':
      case 'metadata':
      case 'func':
        throw this.cur.error(tok, `invalid type ${context}`);
      default:
        return assertNever(t, 'type');
    }
  }

  /** A type an SSA value can have; aggregates are not modelled as values. */
  asScalar(t: LType, tok: Token, context: string): ScalarType {
    if (t.kind === 'int' || t.kind === 'ptr') return t;
    if (t.kind === 'odd') throw this.cur.unsupported(tok, `integer type i${t.bits} ${context}`);
    if (t.kind === 'array' || t.kind === 'struct') throw this.cur.unsupported(tok, 'aggregate value');
    if (t.kind === 'float') throw this.cur.unsupported(t.tok, 'floating point');
    throw this.cur.error(tok, `invalid type ${context}`);
  }

  parseScalar(context: string): ScalarType {
    const tok = this.cur.peek();
    return this.asScalar(this.parse(), tok, context);
  }

  /** A type an SSA value can have in the LLVM text: a scalar or an odd-width integer. */
  asValue(t: LType, tok: Token, context: string): ValueType {
    return t.kind === 'odd' ? t : this.asScalar(t, tok, context);
  }

  parseValueType(context: string): ValueType {
    const tok = this.cur.peek();
    return this.asValue(this.parse(), tok, context);
  }

  private parseAddrSpace(): void {
    const kw = this.cur.next();
    this.cur.expect('(', 'after addrspace');
    const n = this.cur.expectSmallInt('in addrspace');
    this.cur.expect(')', 'after the address space');
    if (n !== 0) throw this.cur.unsupported(kw, 'address space');
  }

  private parseBase(): LType {
    const tok = this.cur.peek();
    if (tok.kind === 'local') return this.parseNamed(tok);
    if (tok.kind === 'punct') {
      if (tok.text === '[') return this.parseArray();
      if (tok.text === '{') return this.parseStruct(false);
      if (tok.text === '<') {
        if (this.cur.peek(1).kind === 'punct' && this.cur.peek(1).text === '{') {
          this.cur.next();
          const s = this.parseStruct(true);
          this.cur.expect('>', 'after packed struct type');
          return s;
        }
        throw this.cur.unsupported(tok, 'vector type');
      }
    }
    if (tok.kind !== 'word') throw this.cur.error(tok, 'expected a type');
    return this.parseWordType(tok);
  }

  private parseWordType(tok: Token): LType {
    const w = tok.text;
    if (/^i\d+$/.test(w)) {
      const bits = Number(w.slice(1));
      const odd = isOddWidth(bits);
      const wide = bits > 64 && bits <= MAX_WIDE_BITS;
      if (!SUPPORTED_BITS.has(bits) && !odd && !wide) throw this.cur.unsupported(tok, `integer type ${w}`);
      this.cur.next();
      if (wide) return wideType(bits);
      return odd ? { kind: 'odd', bits } : intType(bits);
    }
    if (FLOAT_TYPES.has(w)) {
      if (this.layoutDepth === 0) throw this.cur.unsupported(tok, 'floating point');
      this.cur.next();
      return { kind: 'float', name: w, tok };
    }
    if (OTHER_TYPES.has(w) || w === 'target') throw this.cur.unsupported(tok, `type ${w}`);
    this.cur.next();
    switch (w) {
      case 'void':
        return VOID;
      case 'label':
        return { kind: 'label' };
      case 'metadata':
        return { kind: 'metadata' };
      case 'ptr':
        if (this.cur.is('addrspace')) this.parseAddrSpace();
        return PTR;
      default:
        throw this.cur.error(tok, `expected a type, found '${w}'`);
    }
  }

  private parseArray(): ArrayType {
    this.cur.next();
    const lenTok = this.cur.peek();
    if (lenTok.kind === 'word' && lenTok.text === 'vscale') throw this.cur.unsupported(lenTok, 'vector type');
    const length = this.cur.expectSmallInt('as array length', 2 ** 40);
    this.cur.expect('x', 'after array length');
    const elem = this.parseLayout('as array element');
    this.cur.expect(']', 'after array element type');
    return this.sized({ kind: 'array', length, elem }, lenTok);
  }

  private parseStruct(packed: boolean): StructType {
    this.cur.expect('{', 'to open a struct type');
    const fields: MemType[] = [];
    if (!this.cur.is('}')) {
      do fields.push(this.parseLayout('as struct field'));
      while (this.cur.eat(','));
    }
    const close = this.cur.expect('}', 'after struct fields');
    return this.sized({ kind: 'struct', fields, packed }, close);
  }

  /** Rejects types whose size is not a safe integer, so offsets and sizes stay exact. */
  private sized<T extends ArrayType | StructType>(t: T, tok: Token): T {
    if (!Number.isSafeInteger(sizeOf(this.dl, t))) throw this.cur.error(tok, 'type too large');
    return t;
  }

  private parseFuncParams(ret: LType): FuncType {
    this.cur.expect('(', 'to open a function type');
    const params: LType[] = [];
    let varargs: Token | null = null;
    if (!this.cur.is(')')) {
      do {
        if (this.cur.is('...')) {
          varargs = this.cur.next();
          break;
        }
        params.push(this.parse());
      } while (this.cur.eat(','));
    }
    this.cur.expect(')', 'after function type parameters');
    return { kind: 'func', ret, params, varargs };
  }

  /** `%name`: a pointer to it never needs the body, so only resolve when used by value. */
  private parseNamed(tok: Token): LType {
    this.cur.next();
    if (this.cur.is('*')) return PTR;
    return this.resolve(tok);
  }

  private resolve(tok: Token): LType {
    const name = tok.text;
    const done = this.resolved.get(name);
    if (done !== undefined) return done;
    const pos = this.defs.get(name);
    if (pos === undefined) throw this.cur.error(tok, `undefined type %${name}`);
    if (this.resolving.has(name)) throw this.cur.error(tok, `type %${name} contains itself`);
    this.resolving.add(name);
    const saved = this.cur.position;
    this.cur.position = pos;
    const t = this.cur.eat('opaque') ? { kind: 'opaque' as const, name } : this.parse();
    this.cur.position = saved;
    this.resolving.delete(name);
    this.resolved.set(name, t);
    return t;
  }

  /** Consumes the body of a definition at the module level (it was resolved, or is now). */
  skipDefinition(nameTok: Token): void {
    this.resolve(nameTok);
    if (!this.cur.eat('opaque')) this.parse();
  }
}
