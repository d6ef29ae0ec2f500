// The Thumb-1 verification cases: for every form, operand combinations that encode.
//
// Requires the forms of ./forms.ts and a seed. Produces `{ form, insn }` cases, deterministic for a
// seed: every register of each operand's class, every condition, and each immediate's or target's
// boundaries (min, min+step, −step, 0, step, max−step, max where in range) plus a few values drawn
// from the seed; register lists exhaustive over the 8 low registers (with lr/pc where the form lists
// them). A form whose operand product is at most CAP cases is enumerated whole; a larger one gets a
// covering prefix (row i takes candidate i mod n of every operand, so every candidate value of every
// operand appears) and then rows drawn from the seed, up to CAP. Combinations a form rule forbids
// (cmp high with two low registers, ldm with the base listed...) are skipped: `yieldOf` reports how
// many were tried and kept. The first out-of-range values are not cases; the tests check they throw.

import { assertNever } from '../../common/assert-never.js';
import { splitmix32 } from '../rng.js';
import { check } from './encode.js';
import { FORMS, type FormSpec, type ThumbInsn, type ThumbOperandDesc, type ThumbValue } from './forms.js';
import { BRANCH_CONDS, CLASSES } from './registers.js';

/** Cases per form at most. */
const CAP = 512;
/** Seeded draws added to each immediate's boundary values (more for targets: few forms, wide ranges). */
const DRAWS = { imm: 4, target: 24 } as const;

function rangeValues(d: ThumbOperandDesc, next: () => number): number[] {
  const [lo, hi] = [Number(d.range![0]), Number(d.range![1])];
  const count = (hi - lo) / d.step + 1;
  if (count <= 8) return Array.from({ length: count }, (_, i) => lo + i * d.step);
  const edges = [lo, lo + d.step, -d.step, 0, d.step, hi - d.step, hi];
  const drawn = Array.from({ length: DRAWS[d.kind === 'target' ? 'target' : 'imm'] }, () => lo + Math.floor(next() * count) * d.step);
  return [...new Set([...edges, ...drawn])].filter((v) => v >= lo && v <= hi);
}

/** Every non-empty subset of `regs`, in ascending register order (bit i of the mask = regs[i]). */
function subsets(regs: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << regs.length; mask++) out.push(regs.filter((_, i) => (mask >> i) & 1));
  return out;
}

function candidates(d: ThumbOperandDesc, next: () => number): ThumbValue[] {
  switch (d.kind) {
    case 'reg':
      return [...CLASSES[d.regClass!]!];
    case 'cond':
      return [...BRANCH_CONDS];
    case 'imm':
    case 'target':
      return rangeValues(d, next);
    case 'reglist':
      return subsets(CLASSES[d.regClass!]!);
    case 'mem':
    case 'shift':
      throw new Error(`thumb: operand kind ${d.kind} is not used by Thumb-1`);
    default:
      return assertNever(d.kind, 'operand kind');
  }
}

function* rows(lists: readonly ThumbValue[][], next: () => number): Generator<ThumbValue[]> {
  const total = lists.reduce((n, l) => n * l.length, 1);
  if (total <= CAP) {
    for (let i = 0; i < total; i++) {
      let rest = i;
      yield lists.map((l) => {
        const v = l[rest % l.length]!;
        rest = Math.floor(rest / l.length);
        return v;
      });
    }
    return;
  }
  const cover = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < CAP; i++) {
    yield lists.map((l) => l[i < cover ? i % l.length : Math.floor(next() * l.length)]!);
  }
}

function encodes(insn: ThumbInsn): boolean {
  try {
    check(insn);
    return true;
  } catch {
    return false;
  }
}

export interface FormYield {
  readonly form: string;
  readonly tried: number;
  readonly kept: number;
}

/** The cases of one form, with how many combinations were tried and kept. */
export function formCases(spec: FormSpec, seed: number): { cases: ThumbInsn[]; yield: FormYield } {
  const next = splitmix32(seed ^ hash(spec.form));
  const lists = spec.operands.map((d) => candidates(d, next));
  const cases: ThumbInsn[] = [];
  let tried = 0;
  for (const ops of rows(lists, next)) {
    tried++;
    const insn = { form: spec.form, ops };
    if (encodes(insn)) cases.push(insn);
  }
  return { cases, yield: { form: spec.form, tried, kept: cases.length } };
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function* cases(seed: number): Generator<{ form: string; insn: ThumbInsn }> {
  for (const spec of FORMS) {
    for (const insn of formCases(spec, seed).cases) yield { form: spec.form, insn };
  }
}

/** Tried/kept per form, for the tests to report the yield. */
export function yieldOf(seed: number): FormYield[] {
  return FORMS.map((spec) => formCases(spec, seed).yield);
}
