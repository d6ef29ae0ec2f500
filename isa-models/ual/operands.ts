// UAL operand syntax shared by the ARM (A32) and Thumb models: lexing, parsing and printing of
// registers, `#imm`, shifted registers (`r1, lsl #3`, `r1, lsl r2`, `r1, rrx`), memory operands
// (`[rn]`, `[rn, #imm]`, `[rn, #imm]!`, `[rn, -rm, lsl #2]`, post-indexed `[rn], #imm`), register
// lists (`{r4, r5, lr}`, ranges `{r4-r7}` on input) and `sp!` (ldm/stm base writeback).
//
// Contract: syntax only — no range or encoding rule is checked here (the models do that and throw
// EncodeError). Input: one instruction line as llvm-mc-14 accepts it (ARM ARM A8.2 / UAL); `@`
// starts a comment. Output of the parser: the mnemonic and a flat list of top-level operands, where a
// post-indexed offset (`[r1], #4`, `[r1], -r2, lsl #2`) and a shift (`r1, lsl #3`) are operands of
// their own following the one they apply to, exactly as written. Malformed text throws AsmError with
// the column-free reason. The printers write llvm-mc's spellings: `#-4` in decimal, `[r1]` for no
// offset, a register list in ascending register order, `, ` between operands.

import { AsmError } from '../types.js';
import { type ArmReg, parseRegName, regNum } from './registers.js';

export type ShiftOp = 'lsl' | 'lsr' | 'asr' | 'ror';
export const SHIFT_OPS: readonly ShiftOp[] = ['lsl', 'lsr', 'asr', 'ror'];

/** A shift applied to a register operand: by an immediate, by a register, or rrx. */
export type UalShift =
  | { readonly kind: 'imm'; readonly op: ShiftOp; readonly amount: number }
  | { readonly kind: 'reg'; readonly op: ShiftOp; readonly rs: ArmReg }
  | { readonly kind: 'rrx' };

/** The offset inside brackets. `minus` records a written `-` (so `#-0` is distinguishable from `#0`). */
export type UalOffset =
  | { readonly kind: 'none' }
  | { readonly kind: 'imm'; readonly value: number; readonly minus: boolean }
  | { readonly kind: 'reg'; readonly reg: ArmReg; readonly minus: boolean; readonly shift: UalShift | null };

export type UalOperand =
  /** A register; `minus` for a post-indexed `-r2`, `writeback` for `sp!`. */
  | { readonly kind: 'reg'; readonly reg: ArmReg; readonly minus: boolean; readonly writeback: boolean }
  /** `#imm` (or a bare number); `minus` when written with a `-` (`#-0`). */
  | { readonly kind: 'imm'; readonly value: number; readonly minus: boolean }
  | { readonly kind: 'shift'; readonly shift: UalShift }
  | { readonly kind: 'mem'; readonly base: ArmReg; readonly offset: UalOffset; readonly writeback: boolean }
  | { readonly kind: 'reglist'; readonly regs: readonly ArmReg[] };

export interface UalLine {
  /** Lower-cased mnemonic as written (suffixes included: `addseq`). */
  readonly mnemonic: string;
  readonly operands: readonly UalOperand[];
}

// ---------------------------------------------------------------------------------------------
// Lexing

type Token =
  | { readonly t: 'word'; readonly text: string }
  | { readonly t: 'num'; readonly value: number }
  | { readonly t: 'punct'; readonly text: string };

const PUNCT = new Set(['#', '[', ']', '{', '}', ',', '!', '-', '+']);

function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === '@') break;
    if (PUNCT.has(c)) {
      tokens.push({ t: 'punct', text: c });
      i++;
      continue;
    }
    const word = /^[A-Za-z_.$][\w.$]*/.exec(text.slice(i));
    if (word !== null) {
      tokens.push({ t: 'word', text: word[0] });
      i += word[0].length;
      continue;
    }
    const num = /^(0x[0-9a-fA-F]+|0b[01]+|[0-9]+)(?![\w])/.exec(text.slice(i));
    if (num !== null) {
      tokens.push({ t: 'num', value: parseNumber(num[1]!) });
      i += num[0].length;
      continue;
    }
    throw new AsmError(`unexpected character '${c}' in '${text.trim()}'`);
  }
  return tokens;
}

function parseNumber(text: string): number {
  const value = Number(text); // Number() reads 0x and 0b prefixes and plain decimal
  if (!Number.isSafeInteger(value) || value > 0xffffffff) throw new AsmError(`number ${text} does not fit 32 bits`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Parsing

class Cursor {
  private pos = 0;
  constructor(
    private readonly tokens: readonly Token[],
    private readonly line: string,
  ) {}

  peek(): Token | undefined {
    return this.tokens[this.pos];
  }
  peekAt(ahead: number): Token | undefined {
    return this.tokens[this.pos + ahead];
  }
  atEnd(): boolean {
    return this.pos >= this.tokens.length;
  }
  isPunct(p: string): boolean {
    const t = this.peek();
    return t?.t === 'punct' && t.text === p;
  }

  eat(p: string): boolean {
    if (!this.isPunct(p)) return false;
    this.pos++;
    return true;
  }

  expect(p: string, what: string): void {
    if (!this.eat(p)) throw this.error(`expected '${p}' ${what}`);
  }

  next(): Token {
    const t = this.tokens[this.pos++];
    if (t === undefined) throw this.error('unexpected end of operands');
    return t;
  }

  error(reason: string): AsmError {
    return new AsmError(`${reason} in '${this.line}'`);
  }
}

function parseReg(c: Cursor): ArmReg {
  const t = c.next();
  const reg = t.t === 'word' ? parseRegName(t.text) : null;
  if (reg === null) throw c.error(`expected a register, found '${tokenText(t)}'`);
  return reg;
}

function tokenText(t: Token): string {
  return t.t === 'num' ? String(t.value) : t.text;
}

/** `#imm`, `#-imm`, `#+imm` or a bare number. */
function parseImm(c: Cursor): { value: number; minus: boolean } {
  c.eat('#');
  const minus = c.eat('-');
  if (!minus) c.eat('+');
  const t = c.next();
  if (t.t !== 'num') throw c.error(`expected a number, found '${tokenText(t)}'`);
  return { value: minus ? -t.value : t.value, minus };
}

function shiftOpOf(t: Token | undefined): ShiftOp | 'rrx' | null {
  if (t?.t !== 'word') return null;
  const w = t.text.toLowerCase();
  if (w === 'rrx') return 'rrx';
  return (SHIFT_OPS as readonly string[]).includes(w) ? (w as ShiftOp) : null;
}

function parseShift(c: Cursor): UalShift {
  const op = shiftOpOf(c.next());
  if (op === null) throw c.error('expected a shift (lsl, lsr, asr, ror, rrx)');
  if (op === 'rrx') return { kind: 'rrx' };
  const t = c.peek();
  if (t?.t === 'word') return { kind: 'reg', op, rs: parseReg(c) };
  const imm = parseImm(c);
  return { kind: 'imm', op, amount: imm.value };
}

function parseOffset(c: Cursor): UalOffset {
  const t = c.peek();
  if (t?.t === 'punct' && t.text === '#') {
    const imm = parseImm(c);
    return { kind: 'imm', value: imm.value, minus: imm.minus };
  }
  const minus = c.eat('-');
  if (!minus) c.eat('+');
  const reg = parseReg(c);
  const shift = c.eat(',') ? parseShift(c) : null;
  return { kind: 'reg', reg, minus, shift };
}

function parseMem(c: Cursor): UalOperand {
  const base = parseReg(c);
  const offset: UalOffset = c.eat(',') ? parseOffset(c) : { kind: 'none' };
  c.expect(']', 'to close the memory operand');
  return { kind: 'mem', base, offset, writeback: c.eat('!') };
}

function parseRegList(c: Cursor): UalOperand {
  const regs = new Set<ArmReg>();
  if (!c.isPunct('}')) {
    do {
      const first = parseReg(c);
      const last = c.eat('-') ? parseReg(c) : first;
      if (regNum(last) < regNum(first)) throw c.error(`register range ${first}-${last} runs backwards`);
      for (let n = regNum(first); n <= regNum(last); n++) regs.add(regOfNumChecked(n));
    } while (c.eat(','));
  }
  c.expect('}', 'to close the register list');
  return { kind: 'reglist', regs: [...regs].sort((a, b) => regNum(a) - regNum(b)) };
}

const BY_NUM: readonly ArmReg[] = Array.from({ length: 16 }, (_, n) => parseRegName(`r${n}`)!);
function regOfNumChecked(n: number): ArmReg {
  return BY_NUM[n]!;
}

function parseOperand(c: Cursor): UalOperand {
  const t = c.peek();
  if (t === undefined) throw c.error('missing operand');
  if (t.t === 'punct') {
    if (c.eat('[')) return parseMem(c);
    if (c.eat('{')) return parseRegList(c);
    if (t.text === '#') return { kind: 'imm', ...parseImm(c) };
    if (t.text === '-' || t.text === '+') {
      const after = c.peekAt(1);
      if (after?.t === 'num') return { kind: 'imm', ...parseImm(c) };
      c.next();
      return { kind: 'reg', reg: parseReg(c), minus: t.text === '-', writeback: false };
    }
    throw c.error(`unexpected '${t.text}'`);
  }
  if (t.t === 'num') return { kind: 'imm', ...parseImm(c) };
  if (shiftOpOf(t) !== null) return { kind: 'shift', shift: parseShift(c) };
  const reg = parseReg(c);
  return { kind: 'reg', reg, minus: false, writeback: c.eat('!') };
}

/** Parses one instruction line into its mnemonic and operands (syntax only). */
export function parseUalLine(line: string): UalLine {
  const trimmed = line.replace(/@.*$/, '').trim();
  const m = /^([A-Za-z][\w.]*)\s*(.*)$/.exec(trimmed);
  if (m === null) throw new AsmError(`expected an instruction, found '${line.trim()}'`);
  const c = new Cursor(lex(m[2]!), trimmed);
  const operands: UalOperand[] = [];
  if (!c.atEnd()) {
    do operands.push(parseOperand(c));
    while (c.eat(','));
  }
  if (!c.atEnd()) throw c.error(`unexpected '${tokenText(c.peek()!)}' after the operands`);
  return { mnemonic: m[1]!.toLowerCase(), operands };
}

// ---------------------------------------------------------------------------------------------
// Printing (llvm-mc-14's spellings)

export function printImm(value: number): string {
  return `#${value}`;
}

export function printShift(shift: UalShift): string {
  switch (shift.kind) {
    case 'imm':
      return `${shift.op} #${shift.amount}`;
    case 'reg':
      return `${shift.op} ${shift.rs}`;
    case 'rrx':
      return 'rrx';
  }
}

/** An offset as written after `[rn, ` or after a post-indexed `[rn], ` (empty for none). */
export function printMemOffset(offset: UalOffset): string {
  switch (offset.kind) {
    case 'none':
      return '';
    case 'imm':
      return `#${offset.minus && offset.value === 0 ? '-0' : offset.value}`;
    case 'reg':
      return `${offset.minus ? '-' : ''}${offset.reg}${offset.shift === null ? '' : `, ${printShift(offset.shift)}`}`;
  }
}

function printOffset(offset: UalOffset): string {
  return offset.kind === 'none' ? '' : `, ${printMemOffset(offset)}`;
}

export function printMem(base: ArmReg, offset: UalOffset, writeback: boolean): string {
  return `[${base}${printOffset(offset)}]${writeback ? '!' : ''}`;
}

export function printRegList(regs: readonly ArmReg[]): string {
  return `{${[...regs].sort((a, b) => regNum(a) - regNum(b)).join(', ')}}`;
}

function printOperand(op: UalOperand): string {
  switch (op.kind) {
    case 'reg':
      return `${op.minus ? '-' : ''}${op.reg}${op.writeback ? '!' : ''}`;
    case 'imm':
      return `#${op.minus && op.value === 0 ? '-0' : op.value}`;
    case 'shift':
      return printShift(op.shift);
    case 'mem':
      return printMem(op.base, op.offset, op.writeback);
    case 'reglist':
      return printRegList(op.regs);
  }
}

/** `mnemonic op, op, …` with one space after the mnemonic (llvm-mc echoes a tab; both assemble alike). */
export function printUalLine(mnemonic: string, operands: readonly UalOperand[]): string {
  return operands.length === 0 ? mnemonic : `${mnemonic} ${operands.map(printOperand).join(', ')}`;
}

/** Operand constructors, so models build print input without spelling every field. */
export const ual = {
  reg: (reg: ArmReg, writeback = false): UalOperand => ({ kind: 'reg', reg, minus: false, writeback }),
  negReg: (reg: ArmReg): UalOperand => ({ kind: 'reg', reg, minus: true, writeback: false }),
  imm: (value: number): UalOperand => ({ kind: 'imm', value, minus: false }),
  shift: (shift: UalShift): UalOperand => ({ kind: 'shift', shift }),
  mem: (base: ArmReg, offset: UalOffset, writeback = false): UalOperand => ({ kind: 'mem', base, offset, writeback }),
  reglist: (regs: readonly ArmReg[]): UalOperand => ({ kind: 'reglist', regs }),
} as const;
