// The Thumb-1 assembler front: one line of UAL (the printer's syntax) back into a `ThumbInsn`.
//
// Requires the shared UAL line parser (isa-models/ual/operands.ts) and the forms' printing
// templates (./forms.ts). Produces the instruction of the first form whose template the line
// matches and whose operands encode (forms sharing a spelling are tried in table order: `cmp r0, r1`
// is the low form, `cmp r0, r8` the high one), or throws AsmError naming what is wrong — for a
// line that matches a form's shape but not its limits, the encoder's reason (a high register in a
// low-register form, an immediate out of range). Accepted beyond the printer's own output: register
// aliases (r13–r15, sb, sl, fp, ip), `cs`/`cc`, hexadecimal immediates, `[rn, #0]` for `[rn]`,
// register lists in any order, and the alias spellings of ALIASES. Branch immediates are pc-relative as llvm-mc reads them
// (`b #-4` is target 0: forms.ts).

import { AsmError, EncodeError } from '../types.js';
import { splitMnemonic } from '../ual/conditions.js';
import { parseUalLine, type UalLine, type UalOperand } from '../ual/operands.js';
import { check } from './encode.js';
import { FORMS, type FormSpec, type ThumbInsn, type ThumbValue } from './forms.js';

/** One operand position of a template, compiled once from `FormSpec.syntax`. */
type Piece =
  | { readonly kind: 'reg'; readonly op: number; readonly writeback: boolean }
  | { readonly kind: 'imm'; readonly op: number }
  | { readonly kind: 'reglist'; readonly op: number }
  | { readonly kind: 'fixedReg'; readonly reg: string }
  | { readonly kind: 'zero' }
  | { readonly kind: 'memImm'; readonly base: number | string; readonly op: number }
  | { readonly kind: 'memReg'; readonly base: number; readonly op: number };

interface Template {
  readonly spec: FormSpec;
  readonly word: string; // the mnemonic, `b{0}` for the conditional branch
  readonly pieces: readonly Piece[];
}

function compilePiece(spec: FormSpec, text: string): Piece {
  const m = /^\{(\d)\}(!?)$/.exec(text);
  if (m !== null) {
    const op = Number(m[1]);
    return spec.operands[op]!.kind === 'reglist' ? { kind: 'reglist', op } : { kind: 'reg', op, writeback: m[2] === '!' };
  }
  const imm = /^#\{(\d)\}$/.exec(text);
  if (imm !== null) return { kind: 'imm', op: Number(imm[1]) };
  if (text === '#0') return { kind: 'zero' };
  const memImm = /^\[(?:\{(\d)\}|(sp|pc)), #\{(\d)\}\]$/.exec(text);
  if (memImm !== null) return { kind: 'memImm', base: memImm[1] !== undefined ? Number(memImm[1]) : memImm[2]!, op: Number(memImm[3]) };
  const memReg = /^\[\{(\d)\}, \{(\d)\}\]$/.exec(text);
  if (memReg !== null) return { kind: 'memReg', base: Number(memReg[1]), op: Number(memReg[2]) };
  if (/^[a-z]+$/.test(text)) return { kind: 'fixedReg', reg: text };
  throw new Error(`thumb ${spec.form}: template piece '${text}' has no parser`);
}

function compile(spec: FormSpec): Template {
  const space = spec.syntax.indexOf(' ');
  const word = space < 0 ? spec.syntax : spec.syntax.slice(0, space);
  const rest = space < 0 ? '' : spec.syntax.slice(space + 1);
  const pieces = rest === '' ? [] : rest.split(/, (?![^[]*\])/).map((p) => compilePiece(spec, p));
  return { spec, word, pieces };
}

/**
 * Other spellings llvm-mc-14 accepts for the same encoding, tried after the form's own template:
 * the three-operand UAL forms of the two-address instructions (`adds r0, r0, #200`, `ands r0, r0,
 * r1`, `add r8, r8, r1`), `add sp, sp, #8`, `muls rd, rn` and `bal`.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'adds rdn, #imm8': ['adds {0}, {0}, #{1}'],
  'subs rdn, #imm8': ['subs {0}, {0}, #{1}'],
  'add rdn, rm': ['add {0}, {0}, {1}'],
  'add sp, #imm7': ['add sp, sp, #{0}'],
  'sub sp, #imm7': ['sub sp, sp, #{0}'],
  'muls rdm, rn, rdm': ['muls {0}, {1}'],
  'b target': ['bal #{0}'],
  ...Object.fromEntries(
    ['ands', 'eors', 'lsls', 'lsrs', 'asrs', 'adcs', 'sbcs', 'rors', 'orrs', 'bics'].map((m) => [`${m} rdn, rm`, [`${m} {0}, {0}, {1}`]]),
  ),
};

const TEMPLATES: readonly Template[] = FORMS.flatMap((spec) =>
  [spec.syntax, ...(ALIASES[spec.form] ?? [])].map((syntax) => compile({ ...spec, syntax })),
);

/** Records in `ops` the values operand `u` gives piece `p`; false when `u` has another shape (or repeats a register differently). */
function matchPiece(p: Piece, u: UalOperand, spec: FormSpec, ops: ThumbValue[]): boolean {
  const set = (i: number, v: ThumbValue): boolean => {
    if (ops[i] !== undefined && ops[i] !== v) return false; // muls rdm, rn, rdm: the same register twice
    ops[i] = v;
    return true;
  };
  switch (p.kind) {
    case 'reg':
      return u.kind === 'reg' && !u.minus && u.writeback === p.writeback && set(p.op, u.reg);
    case 'imm':
      return u.kind === 'imm' && set(p.op, spec.operands[p.op]!.kind === 'target' ? u.value + 4 : u.value);
    case 'reglist':
      return u.kind === 'reglist' && set(p.op, u.regs);
    case 'fixedReg':
      return u.kind === 'reg' && !u.minus && !u.writeback && u.reg === p.reg;
    case 'zero':
      return u.kind === 'imm' && u.value === 0 && !u.minus;
    case 'memImm': {
      if (u.kind !== 'mem' || u.writeback) return false;
      const base = typeof p.base === 'number' ? set(p.base, u.base) : u.base === p.base;
      const off = u.offset.kind === 'none' ? 0 : u.offset.kind === 'imm' && !u.offset.minus ? u.offset.value : null;
      return base && off !== null && set(p.op, off);
    }
    case 'memReg':
      return (
        u.kind === 'mem' &&
        !u.writeback &&
        u.offset.kind === 'reg' &&
        !u.offset.minus &&
        u.offset.shift === null &&
        set(p.base, u.base) &&
        set(p.op, u.offset.reg)
      );
  }
}

function mnemonicOps(t: Template, mnemonic: string): ThumbValue[] | null {
  if (!t.word.includes('{0}')) return mnemonic === t.word ? [] : null;
  const parts = splitMnemonic(mnemonic, t.word.replace('{0}', ''), false);
  return parts === null || parts.cond === 'al' ? null : [parts.cond];
}

/** The operands `line` gives template `t`, or null when the line has another shape. */
function matchTemplate(t: Template, line: UalLine): ThumbValue[] | null {
  const ops = mnemonicOps(t, line.mnemonic);
  if (ops === null || line.operands.length !== t.pieces.length) return null;
  const ok = t.pieces.every((p, i) => matchPiece(p, line.operands[i]!, t.spec, ops));
  return ok && ops.length === t.spec.operands.length ? ops : null;
}

export function parse(text: string): ThumbInsn {
  const line = parseUalLine(text);
  const reasons: string[] = [];
  for (const t of TEMPLATES) {
    const ops = matchTemplate(t, line);
    if (ops === null) continue;
    const insn: ThumbInsn = { form: t.spec.form, ops };
    try {
      check(insn);
      return insn;
    } catch (e) {
      if (!(e instanceof EncodeError)) throw e;
      reasons.push(e.message);
    }
  }
  if (reasons.length > 0) throw new AsmError(`'${text.trim()}' does not encode: ${reasons.join('; ')}`);
  throw new AsmError(`'${text.trim()}' is no Thumb-1 (ARMv6-M) instruction form`);
}
