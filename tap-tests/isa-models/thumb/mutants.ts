// Operands that do not fit, for the Thumb-1 rejection tests: for every form, a valid case with one
// operand replaced by each first out-of-range value (min − step, max + step, a value between two
// steps), each register outside the operand's class, a condition that is not one (al), a register
// list that is empty or names a register it cannot hold, and every form rule broken.
//
// Requires the model's forms and cases. Produces `Mutant`s: the form, the operands, and what was
// changed (for messages).

import { formCases } from '../../../isa-models/thumb/cases.js';
import { FORMS, type FormSpec, type ThumbOperandDesc, type ThumbValue } from '../../../isa-models/thumb/forms.js';
import { CLASSES } from '../../../isa-models/thumb/registers.js';
import { ARM_REG_NAMES } from '../../../isa-models/ual/registers.js';

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
  }
}

/** Rule breakers, by form: operands that fit every class and range but not the form. */
const RULE_BREAKERS: Readonly<Record<string, readonly (readonly ThumbValue[])[]>> = {
  'cmp rn, rm (high)': [['r0', 'r1'], ['r7', 'r7']],
  'ldm rn!, {reglist}': [['r0', ['r0', 'r1']], ['r3', ['r1', 'r3']]],
  'ldm rn, {reglist}': [['r0', ['r1', 'r2']], ['r7', ['r6']]],
  'stm rn!, {reglist}': [['r1', ['r0', 'r1']], ['r7', ['r2', 'r7']]],
  'pop {reglist}': [],   // pc is outside its class (lo) already
  'pop {reglist, pc}': [[['r0']], [['r4', 'r7']]],
};

export function mutants(seed: number): Mutant[] {
  const out: Mutant[] = [];
  for (const spec of FORMS) {
    const base = formCases(spec, seed).cases[0]!;
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
