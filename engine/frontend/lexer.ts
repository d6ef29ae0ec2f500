// Lexer for LLVM IR text.
//
// Contract: `lex(text, file)` turns the whole text into an array of tokens ending with one
// `eof` token, each with the 1-based line and column of its first character. Comments and
// LLVM 19 debug records (`#dbg_value(...)` lines) are dropped here, so no parser ever sees
// them. Any character LLVM would not accept raises a SourceError; nothing else is thrown.
// Runs in one linear pass over character codes (no regular expressions per character).

import { SourceError } from '../ir/diagnostics.js';

export type TokenKind =
  | 'local' // %name, %42, %"quoted"      text: the name without the sigil
  | 'global' // @name, @42, @"quoted"
  | 'meta' // !name, !42, ! (as in !{)   text: after the '!'
  | 'mstr' // !"metadata string"
  | 'attr' // #0                         text: the number
  | 'comdat' // $name
  | 'int' // -12, 42, u0x1F, s0xFF      text: decimal digits (with sign)
  | 'float' // 1.0, 1e5, 0x3FF0000000000000, 0xK...
  | 'str' // "text" with \xx escapes decoded (one char per byte)
  | 'cstr' // c"bytes"
  | 'label' // name: or 42: or "quoted":
  | 'word' // keywords and type names: define, i32, x, ptr
  | 'punct' // ( ) [ ] { } < > , = * ...
  | 'eof';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly line: number;
  readonly col: number;
}

// Character classes, one bit each, looked up in a table (the lexer's hot path).
const DIGIT = 1;
const HEX = 2;
/** LLVM's unquoted name characters: [-a-zA-Z$._0-9]. */
const NAME = 4;
const LETTER = 8;
const PUNCT = 16;
/** Name characters plus '\\' (an escape inside metadata names). */
const META = 32;
/** What follows the digits of a decimal floating point literal: digits . e E + - */
const FLOAT = 64;
/** The digits of a hexadecimal float and its kind letters K L M H R. */
const HEXFLOAT = 128;

const CLASS = new Uint8Array(128);
function mark(chars: string, bits: number): void {
  for (const ch of chars) CLASS[ch.charCodeAt(0)]! |= bits;
}
const DIGITS = '0123456789';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
mark(DIGITS, DIGIT | HEX | NAME | META | FLOAT | HEXFLOAT);
mark('abcdefABCDEF', HEX | HEXFLOAT);
mark(LETTERS, LETTER | NAME | META);
mark('-$._', NAME | META);
mark('\\', META);
mark('.eE+-', FLOAT);
mark('KLMHR', HEXFLOAT);
mark('()[]{}<>,=*|', PUNCT);

function is(c: number, bits: number): boolean {
  return c < 128 && (CLASS[c]! & bits) !== 0;
}

function isDigit(c: number): boolean {
  return is(c, DIGIT);
}

function isLetter(c: number): boolean {
  return is(c, LETTER);
}

class Lexer {
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  readonly tokens: Token[] = [];

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  run(): Token[] {
    const n = this.text.length;
    for (;;) {
      this.skipSpaceAndComments();
      if (this.pos >= n) break;
      this.lexOne();
    }
    this.tokens.push({ kind: 'eof', text: '', line: this.line, col: this.pos - this.lineStart + 1 });
    return this.tokens;
  }

  private error(line: number, col: number, what: string): SourceError {
    return new SourceError(this.file, { line, col }, what);
  }

  private skipSpaceAndComments(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 10) {
        this.pos++;
        this.line++;
        this.lineStart = this.pos;
      } else if (c === 32 || c === 9 || c === 13) {
        this.pos++;
      } else if (c === 59 /* ; */) {
        this.skipToEol();
      } else if (c === 35 /* # */ && isLetter(t.charCodeAt(this.pos + 1))) {
        // An LLVM 19 debug record (#dbg_value, #dbg_declare, ...): always a line of its own.
        this.skipToEol();
      } else {
        return;
      }
    }
  }

  private skipToEol(): void {
    const nl = this.text.indexOf('\n', this.pos);
    this.pos = nl < 0 ? this.text.length : nl;
  }

  private push(kind: TokenKind, text: string, start: number, line = this.line, lineStart = this.lineStart): void {
    this.tokens.push({ kind, text, line, col: start - lineStart + 1 });
  }

  private lexOne(): void {
    const t = this.text;
    const start = this.pos;
    const c = t.charCodeAt(start);
    const ch = t[start]!;
    if (ch === '.' && t.startsWith('...', start)) {
      this.pos += 3;
      this.push('punct', '...', start);
    } else if (is(c, PUNCT)) {
      this.pos++;
      this.push('punct', ch, start);
    } else if (ch === '%' || ch === '@') {
      this.lexSigilName(ch === '%' ? 'local' : 'global', start);
    } else if (ch === '!') {
      this.lexMeta(start);
    } else if (ch === '#') {
      this.pos++;
      const digits = this.take(DIGIT);
      if (digits === '') throw this.error(this.line, start - this.lineStart + 1, "expected attribute group number after '#'");
      this.push('attr', digits, start);
    } else if (ch === '$') {
      this.lexSigilName('comdat', start);
    } else if (ch === '"') {
      this.lexQuotedOrLabel(start);
    } else if (ch === 'c' && t[start + 1] === '"') {
      this.pos++;
      const line = this.line;
      const lineStart = this.lineStart;
      const s = this.readQuoted(start);
      this.push('cstr', s, start, line, lineStart);
    } else if (isDigit(c) || ch === '-' || ch === '+') {
      this.lexNumberOrLabel(start);
    } else if (isLetter(c) || ch === '_' || ch === '.' || ch === '$') {
      this.lexWordOrLabel(start);
    } else {
      throw this.error(this.line, start - this.lineStart + 1, `unexpected character '${ch}'`);
    }
  }

  /** Consumes the characters of the classes in `bits`; returns them. */
  private take(bits: number): string {
    const start = this.pos;
    const t = this.text;
    while (this.pos < t.length && is(t.charCodeAt(this.pos), bits)) this.pos++;
    return t.slice(start, this.pos);
  }

  private lexSigilName(kind: 'local' | 'global' | 'comdat', start: number): void {
    this.pos++;
    if (this.text[this.pos] === '"') {
      const line = this.line;
      const lineStart = this.lineStart;
      this.push(kind, this.readQuoted(start), start, line, lineStart);
      return;
    }
    const name = this.take(NAME);
    if (name === '') throw this.error(this.line, start - this.lineStart + 1, `expected a name after '${this.text[start]}'`);
    this.push(kind, name, start);
  }

  private lexMeta(start: number): void {
    this.pos++;
    if (this.text[this.pos] === '"') {
      const line = this.line;
      const lineStart = this.lineStart;
      this.push('mstr', this.readQuoted(start), start, line, lineStart);
      return;
    }
    // '\' appears in metadata names as an escape; keep it as a name character.
    this.push('meta', this.take(META), start);
  }

  private lexQuotedOrLabel(start: number): void {
    const line = this.line;
    const lineStart = this.lineStart;
    const s = this.readQuoted();
    if (this.text[this.pos] === ':') {
      this.pos++;
      this.push('label', s, start, line, lineStart);
    } else {
      this.push('str', s, start, line, lineStart);
    }
  }

  /**
   * Reads "..." starting at the quote; decodes \\ and \xx escapes into one char per byte.
   * `start` is where the token begins (the sigil or `c`), for the unterminated-string error.
   */
  private readQuoted(start = this.pos): string {
    const t = this.text;
    const line = this.line;
    const col = start - this.lineStart + 1;
    this.pos++;
    let out = '';
    let chunk = this.pos;
    for (;;) {
      if (this.pos >= t.length) throw this.error(line, col, 'unterminated string');
      const c = t.charCodeAt(this.pos);
      if (c === 34 /* " */) {
        out += t.slice(chunk, this.pos);
        this.pos++;
        return out;
      }
      if (c === 10) {
        this.line++;
        this.lineStart = this.pos + 1;
      }
      if (c === 92 /* \ */) {
        out += t.slice(chunk, this.pos);
        if (t[this.pos + 1] === '\\') {
          out += '\\';
          this.pos += 2;
        } else if (is(t.charCodeAt(this.pos + 1), HEX) && is(t.charCodeAt(this.pos + 2), HEX)) {
          out += String.fromCharCode(parseInt(t.slice(this.pos + 1, this.pos + 3), 16));
          this.pos += 3;
        } else {
          // LLVM keeps a lone backslash as is.
          out += '\\';
          this.pos += 1;
        }
        chunk = this.pos;
        continue;
      }
      this.pos++;
    }
  }

  private lexNumberOrLabel(start: number): void {
    const t = this.text;
    // Hexadecimal floating point forms: 0x..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
    if (t[start] === '0' && t[start + 1] === 'x') {
      this.pos += 2;
      this.take(HEXFLOAT);
      this.push('float', t.slice(start, this.pos), start);
      return;
    }
    if (t[start] === '-' || t[start] === '+') this.pos++;
    const digits = this.take(DIGIT);
    const c = t.charCodeAt(this.pos);
    if (digits !== '' && c === 58 /* : */ && t[start] !== '+') {
      this.pos++;
      this.push('label', t.slice(start, this.pos - 1), start);
      return;
    }
    if (t[this.pos] === '.' || t[this.pos] === 'e' || t[this.pos] === 'E') {
      this.take(FLOAT);
      this.push('float', t.slice(start, this.pos), start);
      return;
    }
    if (digits === '') {
      // '-' starting a label such as -foo: is legal LLVM but never emitted by clang.
      throw this.error(this.line, start - this.lineStart + 1, `unexpected character '${t[start]}'`);
    }
    if (is(c, NAME)) {
      const rest = this.take(NAME);
      if (t[this.pos] === ':') {
        this.pos++;
        this.push('label', digits + rest, start);
        return;
      }
      throw this.error(this.line, start - this.lineStart + 1, `malformed number '${t.slice(start, this.pos)}'`);
    }
    this.push('int', t.slice(start, this.pos), start);
  }

  private lexWordOrLabel(start: number): void {
    const t = this.text;
    // u0x / s0x: hexadecimal integer literals.
    if ((t[start] === 'u' || t[start] === 's') && t[start + 1] === '0' && t[start + 2] === 'x') {
      this.pos += 3;
      const hex = this.take(HEX);
      if (hex === '') throw this.error(this.line, start - this.lineStart + 1, 'malformed hexadecimal integer');
      let v = BigInt(`0x${hex}`);
      if (t[start] === 's') {
        const bits = BigInt(hex.length * 4);
        if (v >= 1n << (bits - 1n)) v -= 1n << bits;
      }
      this.push('int', v.toString(), start);
      return;
    }
    const word = this.take(NAME);
    if (t[this.pos] === ':') {
      this.pos++;
      this.push('label', word, start);
      return;
    }
    this.push('word', word, start);
  }
}

export function lex(text: string, file: string): Token[] {
  return new Lexer(text, file).run();
}
