// The x86 assembler front: reads the printer's Intel syntax (llvm-mc's) back into an instruction of
// the one form llvm-mc would choose for it.
//
// Contract: `parseLine(mode, forms, encodable, line)` returns an `X86Insn` or throws AsmError. It
// accepts what print.ts writes plus the spellings llvm-mc also reads: any case, hex (`0x…`)
// immediates and displacements, immediates modulo the operation width (`add cl, 200` is -56,
// `mov ecx, 0xffffffff` is -1), `reg*scale` or `scale*reg`, condition aliases (`jz`, `setnae`),
// `shl eax` for `shl eax, 1`, a memory operand without size keyword when the other operand fixes the
// size (otherwise, as in llvm-mc, an ambiguous operand size is an error). Form choice: among the forms of the mnemonic whose operand kinds and register classes fit,
// the one that encodes (forms reject the values of their siblings, forms.ts); `mov r64` with an
// immediate beyond 32 bits falls back to `movabs`, and a branch without `{disp32}` falls back from
// rel8 to rel32 when the displacement needs it — both as llvm-mc does.

import { AsmError } from '../types.js';
import {
  COND_ALIASES,
  CONDS,
  type Cond,
  type MemOperand,
  type Scale,
  type Width,
  type X86Desc,
  type X86Insn,
  type X86Operand,
} from './insn.js';
import { CLASSES, lookupReg, type X86Mode } from './registers.js';

type Parsed =
  | { readonly kind: 'reg'; readonly reg: string }
  | { readonly kind: 'imm'; readonly value: bigint }
  | { readonly kind: 'mem'; readonly size: Width | null; readonly mem: MemOperand }
  | { readonly kind: 'target'; readonly fromStart: number };

const KEYWORDS: Readonly<Record<string, Width>> = { byte: 8, word: 16, dword: 32, qword: 64 };

function parseNumber(text: string): bigint | null {
  const m = /^([+-]?)\s*(0x[0-9a-f]+|\d+)$/.exec(text.trim());
  if (m === null) return null;
  const v = BigInt(m[2]!);
  return m[1] === '-' ? -v : v;
}

function memTerm(
  mode: X86Mode,
  term: string,
  acc: { base: string | null; index: string | null; scale: Scale; disp: bigint },
  sign: 1n | -1n,
): void {
  const scaled = /^(?:(\w+)\s*\*\s*(\d+)|(\d+)\s*\*\s*(\w+))$/.exec(term);
  if (scaled !== null) {
    const reg = scaled[1] ?? scaled[4]!;
    const scale = Number(scaled[2] ?? scaled[3]);
    if (sign < 0n || acc.index !== null || ![1, 2, 4, 8].includes(scale)) throw new AsmError(`bad index term '${term}'`);
    acc.index = reg;
    acc.scale = scale as Scale;
    return;
  }
  if (lookupReg(mode, term) !== undefined || term === 'rip') {
    if (sign < 0n) throw new AsmError(`a register cannot be subtracted: '-${term}'`);
    if (acc.base === null) acc.base = term;
    else if (acc.index === null) acc.index = term;
    else throw new AsmError(`too many registers in address at '${term}'`);
    return;
  }
  const n = parseNumber(term);
  if (n === null) throw new AsmError(`cannot read address term '${term}'`);
  acc.disp += sign * n;
}

function parseMem(mode: X86Mode, inner: string, size: Width | null): Parsed {
  const acc = { base: null as string | null, index: null as string | null, scale: 1 as Scale, disp: 0n };
  const tokens = inner
    .replace(/\s+/g, '')
    .split(/(?=[+-])/)
    .filter((t) => t.length > 0);
  if (tokens.length === 0) throw new AsmError('empty address []');
  for (const t of tokens) {
    const sign = t.startsWith('-') ? -1n : 1n;
    memTerm(mode, t.replace(/^[+-]/, ''), acc, sign);
  }
  let disp = acc.disp;
  // An absolute address may be written unsigned (`[0xffffffff]`): x86-32 reads it modulo 2^32.
  if (mode === 32 && disp >= 1n << 31n && disp < 1n << 32n) disp -= 1n << 32n;
  if (disp < -(1n << 31n) || disp >= 1n << 31n) throw new AsmError(`displacement ${acc.disp} does not fit 32 bits`);
  return { kind: 'mem', size, mem: { kind: 'mem', base: acc.base, index: acc.index, scale: acc.scale, disp: Number(disp) } };
}

function parseOperand(mode: X86Mode, text: string): Parsed {
  const t = text.trim();
  const mem = /^(?:(byte|word|dword|qword)\s+ptr\s*)?\[(.*)\]$/.exec(t);
  if (mem !== null) return parseMem(mode, mem[2]!, mem[1] === undefined ? null : KEYWORDS[mem[1]]!);
  const target = /^\.\s*(?:([+-])\s*(0x[0-9a-f]+|\d+))?$/.exec(t);
  if (target !== null) {
    const n = target[2] === undefined ? 0 : Number(BigInt(target[2]));
    return { kind: 'target', fromStart: target[1] === '-' ? -n : n };
  }
  if (lookupReg(mode, t) !== undefined) return { kind: 'reg', reg: t };
  const n = parseNumber(t);
  if (n !== null) return { kind: 'imm', value: n };
  throw new AsmError(`cannot read operand '${t}'`);
}

interface Mnemonic {
  readonly base: string;
  readonly cond: Cond | null;
}

/** Mnemonic candidates: itself, and for j/set/cmov + condition the `cc` family with the condition. */
function splitMnemonic(m: string): Mnemonic[] {
  const out: Mnemonic[] = [{ base: m, cond: null }];
  for (const stem of ['j', 'set', 'cmov']) {
    if (!m.startsWith(stem)) continue;
    const c = m.slice(stem.length);
    const cond = (CONDS as readonly string[]).includes(c) ? (c as Cond) : COND_ALIASES[c];
    if (cond !== undefined) out.push({ base: `${stem}cc`, cond });
  }
  return out;
}

function wrapImm(d: X86Desc, value: bigint, range: readonly [bigint, bigint]): bigint {
  const n = BigInt(d.enc.immWrap ?? d.enc.bits);
  const mod = 1n << n;
  if (value > range[1] && value >= mod >> 1n && value < mod) return value - mod;
  if (value < range[0] && value >= -(mod >> 1n)) return value + mod;
  return value;
}

/** The operand of `d` a parsed operand stands for, or null when kinds or classes do not fit. */
function fit(mode: X86Mode, d: X86Desc, i: number, p: Parsed, sizeOf: (insn: X86Insn) => number, draft: X86Operand[]): X86Operand | null {
  const od = d.operands[i]!;
  if (od.kind !== p.kind) return null;
  switch (p.kind) {
    case 'reg':
      return CLASSES[mode][od.regClass!]!.includes(p.reg) ? { kind: 'reg', reg: p.reg } : null;
    case 'imm':
      return { kind: 'imm', value: wrapImm(d, p.value, od.range!) };
    case 'mem':
      return p.size === null || p.size === d.memBits || d.memBits === null ? p.mem : null;
    case 'target': {
      // The size of a branch form does not depend on its displacement: measure it with 0.
      const probe = [...draft];
      probe[i] = { kind: 'target', disp: 0 };
      const size = sizeOf({ form: d.form, operands: probe });
      return { kind: 'target', disp: p.fromStart - size };
    }
  }
}

function instantiate(
  mode: X86Mode,
  d: X86Desc,
  cond: Cond | null,
  parsed: readonly Parsed[],
  sizeOf: (i: X86Insn) => number,
): X86Insn | null {
  const explicit = d.enc.cond === undefined ? d.operands : d.operands.filter((o) => o.kind !== 'cond');
  if (explicit.length !== parsed.length || (cond === null) !== (d.enc.cond === undefined)) return null;
  const ops: X86Operand[] = d.operands.map((o) => (o.kind === 'cond' ? { kind: 'cond', cond: cond! } : { kind: 'imm', value: 0n }));
  let k = 0;
  for (let i = 0; i < d.operands.length; i++) {
    if (d.operands[i]!.kind === 'cond') continue;
    const op = fit(mode, d, i, parsed[k++]!, sizeOf, ops);
    if (op === null) return null;
    ops[i] = op;
  }
  return { form: d.form, operands: ops };
}

function splitOperands(rest: string): string[] {
  return rest.trim().length === 0 ? [] : rest.split(',').map((s) => s.trim());
}

export interface ParseContext {
  readonly mode: X86Mode;
  /** The forms by printed mnemonic stem (`add`, `jcc`, `movabs`). */
  readonly byMnemonic: ReadonlyMap<string, readonly X86Desc[]>;
  /** Why the instruction does not fit its form (EncodeError's message), or null. */
  readonly problem: (insn: X86Insn) => string | null;
  /** The encoded size of an instruction that fits. */
  readonly sizeOf: (insn: X86Insn) => number;
}

function tryForms(
  ctx: ParseContext,
  cands: readonly (readonly [X86Desc, Cond | null])[],
  parsed: readonly Parsed[],
  errors: string[],
): X86Insn | null {
  // A memory operand without size keyword must be sized by the other operands, as llvm-mc requires.
  const unsized = parsed.some((p) => p.kind === 'mem' && p.size === null);
  const found: (readonly [X86Desc, X86Insn])[] = [];
  for (const [d, cond] of cands) {
    const insn = instantiate(ctx.mode, d, cond, parsed, ctx.sizeOf);
    if (insn === null) continue;
    const problem = ctx.problem(insn);
    if (problem !== null) {
      errors.push(`${d.form}: ${problem}`);
      continue;
    }
    if (!unsized) return insn;
    found.push([d, insn]);
  }
  if (new Set(found.map(([d]) => d.memBits)).size > 1) {
    throw new AsmError(`ambiguous operand size: write byte/word/dword/qword ptr (${found.map(([d]) => d.form).join(', ')})`);
  }
  return found[0]?.[1] ?? null;
}

export function parseLine(ctx: ParseContext, line: string): X86Insn {
  const text = line.trim().toLowerCase();
  const pre = /^(\{disp32\})\s*/.exec(text);
  const body = pre === null ? text : text.slice(pre[0].length);
  const m = /^([a-z]+)\s*(.*)$/.exec(body);
  if (m === null) throw new AsmError(`cannot read instruction '${line.trim()}'`);
  const names = splitMnemonic(m[1]!);
  let parsed = splitOperands(m[2]!).map((s) => parseOperand(ctx.mode, s));
  const isShift = ['shl', 'shr', 'sar'].includes(m[1]!);
  const last = parsed[parsed.length - 1];
  if (isShift && parsed.length === 2 && last?.kind === 'imm' && last.value === 1n) parsed = parsed.slice(0, 1);
  const prefix = pre === null ? undefined : pre[1];
  const all = names.flatMap((n) => (ctx.byMnemonic.get(n.base) ?? []).map((d) => [d, n.cond] as const));
  if (m[1] === 'mov') all.push(...(ctx.byMnemonic.get('movabs') ?? []).map((d) => [d, null] as const));
  if (all.length === 0) throw new AsmError(`unknown instruction '${m[1]}' on x86-${ctx.mode}`);
  const primary = all.filter(([d]) => d.enc.pseudoPrefix === prefix && (d.mnemonic !== 'movabs' || m[1] === 'movabs'));
  const fallback = prefix === undefined ? all.filter(([d]) => !primary.some(([p]) => p === d)) : [];
  const errors: string[] = [];
  const insn = tryForms(ctx, primary, parsed, errors) ?? tryForms(ctx, fallback, parsed, errors);
  if (insn !== null) return insn;
  // The last form tried is the widest (imm32 after imm8): its complaint is the telling one.
  if (errors.length > 0) throw new AsmError(errors[errors.length - 1]!);
  throw new AsmError(`no x86-${ctx.mode} form of '${m[1]}' takes these operands: '${line.trim()}'`);
}
