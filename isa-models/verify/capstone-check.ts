// The capstone cross-check: capstone's disassembly of a model's bytes names the same instruction and
// operands as the model's printed text.
//
// Contract: requires libcapstone4 (simulators/capstone.ts). `capstoneMismatch(isa, text, bytes,
// address)` returns null when the two agree and a one-line reason otherwise. Both texts are brought
// to one normal form first: lower case; whitespace collapsed and dropped next to punctuation; the
// documented aliases below (a short explicit table per ISA: where capstone prints another name for
// the same encoding than llvm-mc's parser takes) rewritten; branch targets made absolute (the
// model's `.+N` on x86 — `.` is the instruction's address — and `#N` after b/bl on ARM and Thumb,
// relative to the pc, which reads as the instruction's address + 8 on ARM and + 4 on Thumb, ARM ARM
// A2.3 / A6.1.2). Then the two token lists must be equal: names exactly, numbers by value (hex or
// decimal; on x86 also modulo 2^8/2^16/2^32/2^64 when both fit that width — capstone prints an
// 8-bit `-1` as `0xff`, an immediate sign-extended to 32 bits as `-0x80`).

import { disassemble, disassembleOne, type Decoded } from '../../simulators/capstone.js';
import type { Isa } from '../types.js';

/** One documented alias: a rewrite of the normal form (mnemonic, single space, operands). */
export interface Alias {
  readonly why: string;
  readonly pattern: RegExp;
  readonly replace: string;
}

const ARM_COND = '(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?';
const X86_CC_SYNONYMS: Readonly<Record<string, string>> = {
  z: 'e',
  nz: 'ne',
  c: 'b',
  nae: 'b',
  nc: 'ae',
  nb: 'ae',
  na: 'be',
  nbe: 'a',
  nge: 'l',
  nl: 'ge',
  ng: 'le',
  nle: 'g',
  pe: 'p',
  po: 'np',
};

const X86_ALIASES: readonly Alias[] = [
  {
    why: 'condition-code synonyms: capstone prints one name per condition',
    pattern: new RegExp(`^(j|set|cmov)(${Object.keys(X86_CC_SYNONYMS).join('|')}) `),
    replace: 'CC',
  },
  { why: 'sal is shl', pattern: /^sal /, replace: 'shl ' },
  { why: 'capstone calls the 64-bit immediate mov movabs', pattern: /^movabs /, replace: 'mov ' },
  { why: 'llvm-mc writes the scale first (4*eax), capstone last', pattern: /(\d+|0x[0-9a-f]+)\*([a-z]\w*)/g, replace: '$2*$1' },
  { why: 'a zero displacement is not printed', pattern: /\+(?:0x)?0\]/g, replace: ']' },
];

const UAL_ALIASES: readonly Alias[] = [
  { why: 'r9-r12 have the APCS names capstone prints', pattern: /\b(sb|sl|fp|ip)\b/g, replace: 'REG' },
  { why: 'a zero offset is not printed', pattern: /,#0\]/g, replace: ']' },
  { why: 'ldmia/stmia are ldm/stm', pattern: new RegExp(`^(ldm|stm)(?:ia)(${ARM_COND}) `), replace: '$1$2 ' },
  { why: 'ldm sp! is pop, stmdb sp! is push', pattern: new RegExp(`^(?:ldm(?:ia|fd)?(${ARM_COND}) sp!,)`), replace: 'pop$1 ' },
  { why: 'ldm sp! is pop, stmdb sp! is push', pattern: new RegExp(`^(?:stm(?:db|fd)(${ARM_COND}) sp!,)`), replace: 'push$1 ' },
];

const ALIASES: Readonly<Record<Isa, readonly Alias[]>> = {
  'x86-32': X86_ALIASES,
  'x86-64': X86_ALIASES,
  arm: [
    ...UAL_ALIASES,
    {
      why: 'mov with a shifted register is the shift instruction',
      pattern: new RegExp(`^mov(s?)(${ARM_COND}) (\\w+),(\\w+),(lsl|lsr|asr|ror)(#?)`),
      replace: '$5$1$2 $3,$4,$6',
    },
    { why: 'mov with rrx is rrx', pattern: new RegExp(`^mov(s?)(${ARM_COND}) (\\w+),(\\w+),rrx$`), replace: 'rrx$1$2 $3,$4' },
    {
      why: 'push of one register is a pre-indexed str',
      pattern: new RegExp(`^push(${ARM_COND}) \\{(\\w+)\\}$`),
      replace: 'str$1 $2,[sp,#-4]!',
    },
  ],
  thumb: [
    ...UAL_ALIASES,
    { why: 'udf #254 is the trap instruction LLVM emits for llvm.trap; capstone names it so', pattern: /^udf #254$/, replace: 'trap' },
    { why: 'neg is rsb from zero', pattern: /^negs (\w+),(\w+)$/, replace: 'rsbs $1,$2,#0' },
    { why: 'movs between low registers is lsls #0 (ARMv6-M A6.7.40)', pattern: /^lsls (\w+),(\w+),#0$/, replace: 'movs $1,$2' },
    { why: 'add of sp to a register prints sp as a third operand (ARMv6-M A6.7.5 T1)', pattern: /^add (\w+),sp,\1$/, replace: 'add $1,sp' },
    {
      why: 'a three-operand form whose destination is its first source prints as two operands',
      pattern: /^(\w+) (\w+),\2,([^,]+)$/,
      replace: '$1 $2,$3',
    },
  ],
};

const APCS: Readonly<Record<string, string>> = { sb: 'r9', sl: 'r10', fp: 'r11', ip: 'r12' };

/** Lower case, one space after the mnemonic, no whitespace next to punctuation. */
function normalSpacing(text: string): string {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const cut = t.indexOf(' ');
  const operands = cut < 0 ? '' : t.slice(cut + 1).replace(/ ?([,[\]{}!+\-*:#]) ?/g, '$1');
  return cut < 0 ? t : `${t.slice(0, cut)} ${operands}`;
}

function applyAliases(isa: Isa, text: string): string {
  let out = text;
  for (const a of ALIASES[isa]) {
    if (a.replace === 'CC') out = out.replace(a.pattern, (_, op: string, cc: string) => `${op}${X86_CC_SYNONYMS[cc]} `);
    else if (a.replace === 'REG') out = out.replace(a.pattern, (r: string) => APCS[r]!);
    else out = out.replace(a.pattern, a.replace);
  }
  return out;
}

const UAL_BRANCH = new RegExp(`^(bl?${ARM_COND}) #(-?)(0x[0-9a-f]+|\\d+)$`);

/** The model's relative branch target made absolute, as capstone prints it. */
function absoluteTargets(isa: Isa, text: string, address: bigint): string {
  // Capstone prints the target as an unsigned address of the mode's width.
  const bits = isa === 'x86-64' ? 64 : 32;
  if (isa === 'x86-32' || isa === 'x86-64') {
    return text.replace(
      /(?<![\w.$])\.(?:([+-])(0x[0-9a-f]+|\d+))?(?![\w.])/g,
      (_, sign: string | undefined, n: string | undefined) =>
        `${BigInt.asUintN(bits, address + (sign === '-' ? -1n : 1n) * BigInt(n ?? 0))}`,
    );
  }
  const pc = address + (isa === 'arm' ? 8n : 4n);
  const m = UAL_BRANCH.exec(text);
  if (m === null) return text;
  return `${m[1]} #${BigInt.asUintN(bits, pc + (m[2] === '-' ? -1n : 1n) * BigInt(m[3]!))}`;
}

/** The normal form of one instruction's text (model side: with its address for relative targets). */
function normalize(isa: Isa, text: string, address?: bigint): string {
  // llvm-mc's pseudo prefixes choose an encoding; capstone does not print them.
  const spaced = normalSpacing(isa === 'arm' || isa === 'thumb' ? text : text.replace(/^\s*\{disp(?:8|32)\}\s*/, ''));
  return applyAliases(isa, address === undefined ? spaced : absoluteTargets(isa, spaced, address));
}

type Token = { readonly kind: 'num'; readonly value: bigint } | { readonly kind: 'text'; readonly text: string };

/** Numbers (unary or binary minus folded into the number: `a-4` is `a + -4`), names, punctuation. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  const raw = text.match(/0x[0-9a-f]+|\d+|[a-z_.$][\w.$]*|\S/g) ?? [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    const next = raw[i + 1];
    if (t === '-' && next !== undefined && /^(0x[0-9a-f]+|\d+)$/.test(next)) {
      const prev = out[out.length - 1];
      // After an operand (not after the mnemonic, the first token) a minus is binary.
      const binary = out.length > 1 && prev !== undefined && (prev.kind === 'num' || /^[\w.$\])]/.test(prev.text));
      if (binary) out.push({ kind: 'text', text: '+' });
      out.push({ kind: 'num', value: -BigInt(next) });
      i++;
    } else if (/^(0x[0-9a-f]+|\d+)$/.test(t)) {
      out.push({ kind: 'num', value: BigInt(t) });
    } else {
      out.push({ kind: 'text', text: t });
    }
  }
  return out;
}

function sameNumber(isa: Isa, a: bigint, b: bigint): boolean {
  if (a === b) return true;
  if (isa !== 'x86-32' && isa !== 'x86-64') return false;
  return [8n, 16n, 32n, 64n].some((w) => {
    const fits = (v: bigint): boolean => v >= -(1n << (w - 1n)) && v < 1n << w;
    return fits(a) && fits(b) && BigInt.asUintN(Number(w), a) === BigInt.asUintN(Number(w), b);
  });
}

const PTR_BITS: Readonly<Record<string, number>> = { byte: 8, word: 16, dword: 32, qword: 64 };

/**
 * Capstone 4 quirk (x86-64): an absolute address without base or index (`byte ptr [-129]`, SIB with
 * no base, disp32 sign-extended) is printed reduced to the operand's width (`byte ptr [0x7f]`). The
 * bits of the operand size: the width to compare such an address at, else null.
 */
function absoluteAddressBits(isa: Isa, t: readonly Token[], i: number): number | null {
  if (isa !== 'x86-64') return null;
  const at = (k: number): string | null => {
    const x = t[k];
    return x?.kind === 'text' ? x.text : null;
  };
  if (at(i - 1) !== '[' || at(i + 1) !== ']' || at(i - 2) !== 'ptr') return null;
  return PTR_BITS[at(i - 3) ?? ''] ?? null;
}

/** Do the model's text and capstone's text name the same instruction and operands? */
function sameInstruction(isa: Isa, model: string, capstone: string): boolean {
  const a = tokens(model);
  const b = tokens(capstone);
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i]!;
    if (x.kind !== 'num') return y.kind === 'text' && x.text === y.text;
    if (y.kind !== 'num') return false;
    const bits = absoluteAddressBits(isa, a, i);
    if (bits !== null) return BigInt.asUintN(bits, x.value) === BigInt.asUintN(bits, y.value);
    return sameNumber(isa, x.value, y.value);
  });
}

/** Null when capstone's disassembly of `bytes` agrees with the model's `text`, else the reason. */
export function capstoneMismatch(isa: Isa, text: string, bytes: Uint8Array, address: bigint): string | null {
  return decodedMismatch(isa, text, bytes, address, disassembleOne(isa, bytes, address));
}

/**
 * Capstone's decoding of many instructions laid out one after the other from `address` (one capstone
 * call per ~1 KiB instead of one per instruction): per instruction, what capstone decoded exactly
 * there (null when it could not, or when its decoding there is not exactly that instruction's bytes).
 */
export function decodeAll(isa: Isa, instructions: readonly Uint8Array[], address: bigint): (Decoded | null)[] {
  const out: (Decoded | null)[] = new Array(instructions.length).fill(null);
  const starts: bigint[] = [];
  let at = address;
  for (const b of instructions) {
    starts.push(at);
    at += BigInt(b.length);
  }
  for (let first = 0; first < instructions.length; ) {
    let last = first;
    let bytes = 0;
    while (last < instructions.length && (last === first || bytes + instructions[last]!.length <= CHUNK))
      bytes += instructions[last++]!.length;
    const chunk = new Uint8Array(bytes);
    for (let i = first, o = 0; i < last; o += instructions[i]!.length, i++) chunk.set(instructions[i]!, o);
    const byAddress = new Map(disassemble(isa, chunk, starts[first]!).map((d) => [d.address, d]));
    for (let i = first; i < last; i++) {
      const d = byAddress.get(starts[i]!);
      // A decoding that starts at the instruction and has its length read exactly its bytes.
      out[i] = d !== undefined && d.size === instructions[i]!.length ? d : disassembleOne(isa, instructions[i]!, starts[i]!);
    }
    first = last;
  }
  return out;
}

const CHUNK = 1024;

/** As capstoneMismatch, with capstone's decoding given. */
export function decodedMismatch(isa: Isa, text: string, bytes: Uint8Array, address: bigint, d: Decoded | null): string | null {
  if (d === null) return 'capstone cannot decode the bytes';
  const theirs = `${d.mnemonic} ${d.opStr}`.trim();
  if (d.size !== bytes.length) return `capstone decodes ${d.size} of ${bytes.length} bytes as '${theirs}'`;
  const mine = normalize(isa, text, address);
  let other = normalize(isa, theirs);
  // The model may leave out the operand size where the register implies it; capstone always writes it.
  if (!/ptr\b/.test(mine)) other = other.replace(/\b(byte|word|dword|qword|xmmword) ptr(?=\[)/g, '');
  return sameInstruction(isa, mine, other) ? null : `capstone reads '${theirs}' (normal forms: '${mine}' vs '${other}')`;
}
