// Operands that do not fit, for the Thumb-1 rejection checks: for every form, its first case with
// one operand replaced by each first out-of-range value (min − step, max + step, and for scaled
// immediates and targets a value between two steps), each register outside the operand's class, the
// condition al, a register list that is empty or names a register it cannot hold, and the form
// rules broken (cmp high with two low registers, ldm writeback against the base's presence in the
// list, stm with a listed base that is not lowest, pop with and without pc).
//
// Requires the forms, cases, printer and parser of this folder. Produces `mutants()` (instructions
// the encoder must refuse) and `rejects()`, the model's optional `IsaModel.rejects` (verify.ts):
// the printed text of every mutant the parser refuses, except the text llvm-mc-14 accepts though the
// model refuses it (LAX, each with its reason) — so each of them is a text both must reject. A
// mutant whose text the parser reads as another form (`cmp r8, r0` is the high cmp) is no
// rejection; the Thumb tests compare those with llvm-mc's bytes.

import { assertNever } from '../../common/assert-never.js';
import { ARM_REG_NAMES } from '../ual/registers.js';
import { formCases } from './cases.js';
import { FORMS, type FormSpec, type ThumbOperandDesc, type ThumbValue } from './forms.js';
import { parse } from './parse.js';
import { format } from './print.js';
import { CLASSES } from './registers.js';

export interface Mutant {
  readonly spec: FormSpec;
  readonly ops: readonly ThumbValue[];
  readonly what: string;
}

function badValues(d: ThumbOperandDesc): ThumbValue[] {
  switch (d.kind) {
    case 'reg':
      return ARM_REG_NAMES.filter((r) => !CLASSES[d.regClass!]!.includes(r));
    case 'imm':
    case 'target': {
      const [lo, hi] = [Number(d.range![0]), Number(d.range![1])];
      return [lo - d.step, hi + d.step, ...(d.step > 1 ? [lo + 1, hi - 1] : [])];
    }
    case 'cond':
      return ['al'];
    case 'reglist':
      return [[], ...ARM_REG_NAMES.filter((r) => !CLASSES[d.regClass!]!.includes(r)).map((r) => ['r0', r])];
    case 'mem':
    case 'shift':
      return [];
    default:
      return assertNever(d.kind, 'operand kind');
  }
}

/** Rule breakers, by form: operands that fit every class and range but not the form. */
const RULE_BREAKERS: Readonly<Record<string, readonly (readonly ThumbValue[])[]>> = {
  'cmp rn, rm (high)': [
    ['r0', 'r1'],
    ['r7', 'r7'],
  ],
  'ldm rn!, {reglist}': [
    ['r0', ['r0', 'r1']],
    ['r3', ['r1', 'r3']],
  ],
  'ldm rn, {reglist}': [
    ['r0', ['r1', 'r2']],
    ['r7', ['r6']],
  ],
  'stm rn!, {reglist}': [
    ['r1', ['r0', 'r1']],
    ['r7', ['r2', 'r7']],
  ],
  'pop {reglist, pc}': [[['r0']], [['r4', 'r7']]],
};

export function mutants(): Mutant[] {
  const out: Mutant[] = [];
  for (const spec of FORMS) {
    // The first case does not depend on the seed: row 0 takes every operand's first candidate.
    const base = formCases(spec, 0).cases[0]!;
    spec.operands.forEach((d, i) => {
      for (const bad of badValues(d)) {
        const ops = base.ops.map((v, j) => (j === i ? bad : v));
        out.push({ spec, ops, what: `${d.name} = ${JSON.stringify(bad)}` });
      }
    });
    for (const ops of RULE_BREAKERS[spec.form] ?? []) out.push({ spec, ops, what: `rule: ${JSON.stringify(ops)}` });
  }
  return out;
}

/** `bl #N` with an even N outside the encodable pc offsets −2^24…2^24 − 2. */
function blOutOfRange(text: string): boolean {
  const m = /^bl #(-?\d+)$/.exec(text);
  const n = m === null ? NaN : Number(m[1]);
  return n % 2 === 0 && (n < -(2 ** 24) || n > 2 ** 24 - 2);
}

/** Text llvm-mc-14 accepts that the model refuses on purpose, with the reason. */
export const LAX: readonly { readonly why: string; readonly test: (text: string) => boolean }[] = [
  { why: 'a write to pc by mov/add is a branch; use bx or pop {pc}', test: (s) => /^(mov|add) pc, [a-z0-9]+$/.test(s) },
  { why: 'cmp with pc is UNPREDICTABLE (ARMv6-M ARM A6.7 CMP (register) T2)', test: (s) => /^cmp (pc, [a-z0-9]+|[a-z0-9]+, pc)$/.test(s) },
  {
    why: 'bx pc branches with the Thumb bit clear (a fault on ARMv6-M); blx pc is UNPREDICTABLE (A6.7 BLX)',
    test: (s) => /^bl?x pc$/.test(s),
  },
  { why: 'stm with the base listed but not lowest stores an UNKNOWN value (A6.7 STM)', test: (s) => /^stm (r\d)!, \{r\d, .*\1\b/.test(s) },
  { why: 'llvm-mc-14 silently wraps a bl immediate outside ±16 MiB into range (wrong target)', test: blOutOfRange },
  { why: 'llvm-mc-14 rewrites add sp, #-n as sub sp, #n; the model keeps immediates unsigned', test: (s) => /^add sp, #-/.test(s) },
];

function parses(text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Texts the model and llvm-mc-14 both refuse, one per distinct text. */
export function rejects(): { form: string; text: string }[] {
  const seen = new Set<string>();
  const out: { form: string; text: string }[] = [];
  for (const m of mutants()) {
    const text = format(m.spec, m.ops);
    if (seen.has(text) || parses(text) || LAX.some((l) => l.test(text))) continue;
    seen.add(text);
    out.push({ form: m.spec.form, text });
  }
  return out;
}
