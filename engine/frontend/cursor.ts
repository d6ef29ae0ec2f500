// A cursor over the token array, with the small helpers every parser file shares.
//
// Contract: wraps the tokens from lexer.ts (the last one is `eof`, so peeking never runs off
// the end). All failures are SourceErrors located at the offending token: `error(tok, what)`
// for syntax, `unsupported(tok, construct)` for constructs the engine does not model.

import { SourceError, unsupported } from '../ir/diagnostics.js';
import type { SourceLoc } from '../ir/types.js';
import type { Token, TokenKind } from './lexer.js';

export function locOf(tok: Token): SourceLoc {
  return { line: tok.line, col: tok.col };
}

function describe(tok: Token): string {
  switch (tok.kind) {
    case 'eof':
      return 'end of file';
    case 'local':
      return `'%${tok.text}'`;
    case 'global':
      return `'@${tok.text}'`;
    case 'meta':
      return `'!${tok.text}'`;
    case 'attr':
      return `'#${tok.text}'`;
    case 'str':
    case 'mstr':
    case 'cstr':
      return 'string';
    case 'label':
      return `label '${tok.text}:'`;
    default:
      return `'${tok.text}'`;
  }
}

export class Cursor {
  private pos = 0;

  constructor(
    private readonly tokens: readonly Token[],
    readonly file: string,
  ) {}

  get position(): number {
    return this.pos;
  }
  set position(p: number) {
    this.pos = p;
  }

  peek(ahead = 0): Token {
    return this.tokens[Math.min(this.pos + ahead, this.tokens.length - 1)]!;
  }

  next(): Token {
    const tok = this.peek();
    if (this.pos < this.tokens.length - 1) this.pos++;
    return tok;
  }

  /** True when the current token is the punctuation or word `text`. */
  is(text: string): boolean {
    const tok = this.peek();
    return (tok.kind === 'punct' || tok.kind === 'word') && tok.text === text;
  }

  isKind(kind: TokenKind): boolean {
    return this.peek().kind === kind;
  }

  /** Consumes the punctuation or word `text` if it is next. */
  eat(text: string): boolean {
    if (!this.is(text)) return false;
    this.pos++;
    return true;
  }

  expect(text: string, context: string): Token {
    if (!this.is(text)) throw this.error(this.peek(), `expected '${text}' ${context}, found ${describe(this.peek())}`);
    return this.next();
  }

  expectKind(kind: TokenKind, what: string, context: string): Token {
    if (this.peek().kind !== kind) throw this.error(this.peek(), `expected ${what} ${context}, found ${describe(this.peek())}`);
    return this.next();
  }

  /** An unsigned decimal integer that fits a JS number (alignments, counts, lengths). */
  expectSmallInt(context: string, max = 2 ** 48): number {
    const tok = this.expectKind('int', 'an integer', context);
    const n = Number(tok.text);
    if (!Number.isSafeInteger(n) || n < 0 || n > max) throw this.error(tok, `integer ${tok.text} out of range ${context}`);
    return n;
  }

  error(tok: Token, what: string): SourceError {
    return new SourceError(this.file, locOf(tok), what);
  }

  unsupported(tok: Token, construct: string): SourceError {
    return unsupported(this.file, locOf(tok), construct);
  }

  /**
   * Skips one balanced group starting at the current '(' '[' or '{', iteratively (no
   * recursion, so garbled input cannot overflow the stack).
   */
  skipBalanced(): void {
    const open = this.peek();
    const stack: string[] = [];
    do {
      const tok = this.next();
      if (tok.kind === 'eof') throw this.error(open, `unbalanced '${open.text}'`);
      if (tok.kind !== 'punct') continue;
      switch (tok.text) {
        case '(':
          stack.push(')');
          break;
        case '[':
          stack.push(']');
          break;
        case '{':
          stack.push('}');
          break;
        case ')':
        case ']':
        case '}':
          if (stack.pop() !== tok.text) throw this.error(tok, `unbalanced '${tok.text}'`);
          break;
        default:
          break;
      }
    } while (stack.length > 0);
  }

  /** Skips a metadata operand: `!4`, `!"s"`, `!{...}`, `!DILocation(...)`, `distinct !{...}`. */
  skipMetadataValue(): void {
    this.eat('distinct');
    const tok = this.peek();
    if (tok.kind === 'mstr') {
      this.next();
      return;
    }
    if (tok.kind !== 'meta') {
      // `metadata i32 %x` operands of llvm.dbg.value: a typed value; skip up to ',' or ')'.
      this.skipUntilCommaOrClose();
      return;
    }
    this.next();
    // `!{` and `!DILocation(` are one construct only when nothing separates them.
    const after = this.peek();
    const adjacent = after.line === tok.line && after.col === tok.col + 1 + tok.text.length;
    if (adjacent && (this.is('{') || this.is('('))) this.skipBalanced();
  }

  /** Skips tokens (balanced groups whole) until a ',' or a closing ')' at depth 0. */
  skipUntilCommaOrClose(): void {
    for (;;) {
      const tok = this.peek();
      if (tok.kind === 'eof') throw this.error(tok, 'unexpected end of file');
      if (tok.kind === 'punct' && (tok.text === ',' || tok.text === ')' || tok.text === ']' || tok.text === '}')) return;
      if (tok.kind === 'punct' && (tok.text === '(' || tok.text === '[' || tok.text === '{')) this.skipBalanced();
      else this.next();
    }
  }

  /** Skips `, !dbg !4`-style metadata attachments at the end of an instruction or global. */
  skipMetadataAttachments(): void {
    while (this.is(',') && this.peek(1).kind === 'meta') {
      this.next();
      this.next();
      this.skipMetadataValue();
    }
  }
}
