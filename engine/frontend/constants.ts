// Value syntax: operands, constants and constant expressions, parsed before they are lowered.
//
// Contract: `parseTypedValue` / `parseValue` read `<type> <value>` (or just the value, when
// the type is known from context) into a VSyntax tree without deciding anything about it:
// operands.ts lowers it inside a function (materializing constant expressions as
// instructions), globals.ts lowers it into a global initializer. Constructs that can never be
// supported (floating point, vectors, inline asm, aggregate SSA operations) are
// rejected here, at their token; `blockaddress` is read as the constant it stands for (block-addresses.ts).

import { ICMP_PREDS, type BinOp, type CastOp, type Flags, type ICmpPred } from '../ir/types.js';
import { BlockNumbers, parseBlockAddress } from './block-addresses.js';
import type { Cursor } from './cursor.js';
import type { Token } from './lexer.js';
import type { LType, TypeParser } from './types-parser.js';

export interface TypedV {
  readonly type: LType;
  readonly typeTok: Token;
  readonly v: VSyntax;
}

export interface GepSyntax {
  readonly k: 'gep';
  readonly tok: Token;
  readonly inbounds: boolean;
  readonly srcType: LType;
  readonly srcTok: Token;
  readonly base: TypedV;
  readonly indices: readonly TypedV[];
}

export type VSyntax =
  | { readonly k: 'local'; readonly tok: Token; readonly name: string }
  | { readonly k: 'global'; readonly tok: Token; readonly name: string }
  | { readonly k: 'int'; readonly tok: Token; readonly value: bigint }
  | { readonly k: 'bool'; readonly tok: Token; readonly value: boolean }
  | { readonly k: 'null' | 'undef' | 'poison' | 'zero'; readonly tok: Token }
  | { readonly k: 'cstr'; readonly tok: Token; readonly bytes: string }
  | { readonly k: 'array'; readonly tok: Token; readonly elems: readonly TypedV[] }
  | { readonly k: 'struct'; readonly tok: Token; readonly packed: boolean; readonly fields: readonly TypedV[] }
  | GepSyntax
  | {
      readonly k: 'cast';
      readonly tok: Token;
      readonly op: CastOp | 'bitcast';
      readonly value: TypedV;
      readonly to: LType;
      readonly toTok: Token;
    }
  | { readonly k: 'bin'; readonly tok: Token; readonly op: BinOp; readonly flags: Flags; readonly lhs: TypedV; readonly rhs: TypedV }
  | { readonly k: 'icmp'; readonly tok: Token; readonly pred: ICmpPred; readonly lhs: TypedV; readonly rhs: TypedV }
  | { readonly k: 'select'; readonly tok: Token; readonly cond: TypedV; readonly ifTrue: TypedV; readonly ifFalse: TypedV };

const CAST_WORDS = new Set(['trunc', 'zext', 'sext', 'ptrtoint', 'inttoptr', 'bitcast']);
/** The floating-point instruction and constant-expression words: rejected as `unsupported floating point`. */
export const FLOAT_WORDS: ReadonlySet<string> = new Set([
  'fadd',
  'fsub',
  'fmul',
  'fdiv',
  'frem',
  'fneg',
  'fcmp',
  'fptrunc',
  'fpext',
  'fptoui',
  'fptosi',
  'uitofp',
  'sitofp',
]);
const BIN_WORDS = new Set(['add', 'sub', 'mul', 'shl', 'udiv', 'sdiv', 'lshr', 'ashr', 'and', 'or', 'xor', 'urem', 'srem']);
const VECTOR_WORDS = new Set(['extractelement', 'insertelement', 'shufflevector', 'splat']);
const AGGREGATE_WORDS = new Set(['extractvalue', 'insertvalue']);
const SIMPLE: Record<string, 'null' | 'undef' | 'poison' | 'zero'> = {
  null: 'null',
  undef: 'undef',
  poison: 'poison',
  zeroinitializer: 'zero',
};

/** Words that start a value: an operand attribute list ends at one of these. */
export function isValueWord(w: string): boolean {
  return (
    w === 'true' ||
    w === 'false' ||
    w in SIMPLE ||
    w === 'getelementptr' ||
    w === 'icmp' ||
    w === 'select' ||
    w === 'blockaddress' ||
    w === 'asm' ||
    w === 'dso_local_equivalent' ||
    w === 'no_cfi' ||
    w === 'none' ||
    CAST_WORDS.has(w) ||
    FLOAT_WORDS.has(w) ||
    BIN_WORDS.has(w) ||
    VECTOR_WORDS.has(w) ||
    AGGREGATE_WORDS.has(w) ||
    w === 'addrspacecast' ||
    w === 'ptrauth'
  );
}

/** Poison flags accepted after a binary opcode. */
export function parseBinFlags(cur: Cursor, op: BinOp): Flags {
  const flags: { nsw?: boolean; nuw?: boolean; exact?: boolean; disjoint?: boolean } = {};
  for (;;) {
    if ((op === 'add' || op === 'sub' || op === 'mul' || op === 'shl') && (cur.is('nsw') || cur.is('nuw'))) {
      flags[cur.next().text as 'nsw' | 'nuw'] = true;
    } else if ((op === 'sdiv' || op === 'udiv' || op === 'lshr' || op === 'ashr') && cur.is('exact')) {
      cur.next();
      flags.exact = true;
    } else if (op === 'or' && cur.is('disjoint')) {
      cur.next();
      flags.disjoint = true;
    } else {
      return flags;
    }
  }
}

export function parseICmpPred(cur: Cursor): ICmpPred {
  const tok = cur.next();
  const pred = ICMP_PREDS.find((p) => p === tok.text);
  if (tok.kind !== 'word' || pred === undefined) throw cur.error(tok, `expected an icmp predicate, found '${tok.text}'`);
  return pred;
}

/** Constant expressions nest; garbled input must not overflow the stack. */
const MAX_DEPTH = 200;

export class ValueParser {
  private depth = 0;
  /** The numbers `blockaddress` constants stand for, shared with indirectbr (block-addresses.ts). */
  readonly blockNumbers = new BlockNumbers();

  constructor(
    private readonly cur: Cursor,
    private readonly types: TypeParser,
  ) {}

  parseTypedValue(context: string): TypedV {
    const typeTok = this.cur.peek();
    const type = this.types.parse();
    return { type, typeTok, v: this.parseValue(context) };
  }

  parseValue(context: string): VSyntax {
    if (++this.depth > MAX_DEPTH) throw this.cur.error(this.cur.peek(), 'constant nested too deeply');
    try {
      return this.parseValueInner(context);
    } finally {
      this.depth--;
    }
  }

  private parseValueInner(context: string): VSyntax {
    const cur = this.cur;
    const tok = cur.peek();
    switch (tok.kind) {
      case 'local':
        cur.next();
        return { k: 'local', tok, name: tok.text };
      case 'global':
        cur.next();
        return { k: 'global', tok, name: tok.text };
      case 'int':
        cur.next();
        return { k: 'int', tok, value: BigInt(tok.text) };
      case 'float':
        throw cur.unsupported(tok, 'floating point');
      case 'cstr':
        cur.next();
        return { k: 'cstr', tok, bytes: tok.text };
      case 'punct':
        return this.parsePunctValue(tok, context);
      case 'word':
        return this.parseWordValue(tok, context);
      default:
        throw cur.error(tok, `expected a value ${context}`);
    }
  }

  private parsePunctValue(tok: Token, context: string): VSyntax {
    const cur = this.cur;
    if (tok.text === '[') {
      cur.next();
      const elems = this.parseList(']', 'in an array constant');
      return { k: 'array', tok, elems };
    }
    if (tok.text === '{') {
      cur.next();
      return { k: 'struct', tok, packed: false, fields: this.parseList('}', 'in a struct constant') };
    }
    if (tok.text === '<' && cur.peek(1).text === '{' && cur.peek(1).kind === 'punct') {
      cur.next();
      cur.next();
      const fields = this.parseList('}', 'in a packed struct constant');
      cur.expect('>', 'after a packed struct constant');
      return { k: 'struct', tok, packed: true, fields };
    }
    if (tok.text === '<') throw cur.unsupported(tok, 'vector type');
    throw cur.error(tok, `expected a value ${context}, found '${tok.text}'`);
  }

  private parseList(close: string, context: string): TypedV[] {
    const elems: TypedV[] = [];
    if (!this.cur.is(close)) {
      do elems.push(this.parseTypedValue(context));
      while (this.cur.eat(','));
    }
    this.cur.expect(close, `to close the list ${context}`);
    return elems;
  }

  private parseWordValue(tok: Token, context: string): VSyntax {
    const cur = this.cur;
    const w = tok.text;
    if (w === 'true' || w === 'false') {
      cur.next();
      return { k: 'bool', tok, value: w === 'true' };
    }
    const simple = SIMPLE[w];
    if (simple !== undefined) {
      cur.next();
      return { k: simple, tok };
    }
    if (w === 'getelementptr') return this.parseGepExpr(tok);
    if (w === 'blockaddress') return parseBlockAddress(this.cur, this.blockNumbers);
    if (CAST_WORDS.has(w)) return this.parseCastExpr(tok);
    if (BIN_WORDS.has(w)) return this.parseBinExpr(tok);
    if (w === 'icmp') return this.parseICmpExpr(tok);
    if (w === 'select') return this.parseSelectExpr(tok);
    throw this.rejectWord(tok, context);
  }

  private rejectWord(tok: Token, context: string): Error {
    const w = tok.text;
    const cur = this.cur;
    if (FLOAT_WORDS.has(w)) return cur.unsupported(tok, 'floating point');
    if (VECTOR_WORDS.has(w)) return cur.unsupported(tok, 'vector type');
    if (AGGREGATE_WORDS.has(w)) return cur.unsupported(tok, 'aggregate value');
    if (w === 'asm') return cur.unsupported(tok, 'inline asm');
    if (w === 'addrspacecast') return cur.unsupported(tok, 'address space');
    if (w === 'dso_local_equivalent' || w === 'no_cfi' || w === 'ptrauth') return cur.unsupported(tok, 'constant expression');
    return cur.error(tok, `expected a value ${context}, found '${w}'`);
  }

  private parseGepExpr(tok: Token): GepSyntax {
    const cur = this.cur;
    cur.next();
    const inbounds = cur.eat('inbounds');
    this.skipGepFlags();
    cur.expect('(', 'after getelementptr in a constant expression');
    const srcTok = cur.peek();
    const srcType = this.types.parse();
    cur.expect(',', 'after the getelementptr source type');
    const base = this.parseTypedValue('as getelementptr base');
    const indices: TypedV[] = [];
    while (cur.eat(',')) {
      cur.eat('inrange'); // LLVM 14 marks one index `inrange`; it only restricts later accesses.
      indices.push(this.parseTypedValue('as getelementptr index'));
    }
    cur.expect(')', 'to close the getelementptr expression');
    return { k: 'gep', tok, inbounds, srcType, srcTok, base, indices };
  }

  /** nuw / nusw (LLVM 19+) and inrange(a, b) (LLVM 19+) add nothing our lowering uses. */
  skipGepFlags(): void {
    for (;;) {
      if (this.cur.is('nuw') || this.cur.is('nusw')) this.cur.next();
      else if (this.cur.is('inrange') && this.cur.peek(1).text === '(') {
        this.cur.next();
        this.cur.skipBalanced();
      } else return;
    }
  }

  private parseCastExpr(tok: Token): VSyntax {
    const cur = this.cur;
    cur.next();
    cur.expect('(', `after ${tok.text} in a constant expression`);
    const value = this.parseTypedValue(`as ${tok.text} operand`);
    cur.expect('to', `after the ${tok.text} operand`);
    const toTok = cur.peek();
    const to = this.types.parse();
    cur.expect(')', `to close the ${tok.text} expression`);
    return { k: 'cast', tok, op: tok.text as CastOp | 'bitcast', value, to, toTok };
  }

  private parseBinExpr(tok: Token): VSyntax {
    const cur = this.cur;
    cur.next();
    const op = tok.text as BinOp;
    const flags = parseBinFlags(cur, op);
    cur.expect('(', `after ${op} in a constant expression`);
    const lhs = this.parseTypedValue(`as ${op} operand`);
    cur.expect(',', `after the first ${op} operand`);
    const rhs = this.parseTypedValue(`as ${op} operand`);
    cur.expect(')', `to close the ${op} expression`);
    return { k: 'bin', tok, op, flags, lhs, rhs };
  }

  private parseICmpExpr(tok: Token): VSyntax {
    const cur = this.cur;
    cur.next();
    const pred = parseICmpPred(cur);
    cur.expect('(', 'after icmp predicate in a constant expression');
    const lhs = this.parseTypedValue('as icmp operand');
    cur.expect(',', 'after the first icmp operand');
    const rhs = this.parseTypedValue('as icmp operand');
    cur.expect(')', 'to close the icmp expression');
    return { k: 'icmp', tok, pred, lhs, rhs };
  }

  private parseSelectExpr(tok: Token): VSyntax {
    const cur = this.cur;
    cur.next();
    cur.expect('(', 'after select in a constant expression');
    const cond = this.parseTypedValue('as select condition');
    cur.expect(',', 'after the select condition');
    const ifTrue = this.parseTypedValue('as select operand');
    cur.expect(',', 'after the second select operand');
    const ifFalse = this.parseTypedValue('as select operand');
    cur.expect(')', 'to close the select expression');
    return { k: 'select', tok, cond, ifTrue, ifFalse };
  }
}
