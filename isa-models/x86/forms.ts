// The x86 instruction forms as a table: every form integer C needs, for x86-32 and x86-64, each with
// operands, implicit registers, memory and flag effects, control flow and its encoding (opcodes from
// Intel SDM vol. 2, chapters 3–4, per instruction).
//
// Contract: `formsFor(mode)` lists the descriptors of one mode; form names are unique per mode and
// shared by both modes where the form exists in both (`add r32, imm8`). A form is exactly one
// encoding choice of llvm-mc-14: where llvm-mc picks between encodings by operand value (imm8 or
// imm32, shift by 1 or by imm8, rel8 or rel32) each choice is its own form and rejects the values of
// the other (`immHole`); where it picks by register or mode alone (eax short forms, inc r32 as 40+r
// on x86-32, moffs for `mov eax, [abs]` on x86-32) the choice is a rule of the one form.
// The memory operand is role `use` (its address registers are read); what happens to memory is the
// descriptor's `memory`. Writes of 32-bit registers zero-extend to 64 bits on x86-64 (`note`).

import type { X86Desc } from './insn.js';
import type { X86Mode } from './registers.js';
import { aluForms, movForms, testForms } from './forms-alu.js';
import { controlForms, miscForms, shiftForms, unaryForms } from './forms-other.js';
import { modeInfo } from './forms-util.js';

/** Every descriptor of a mode, in a fixed order. */
export function formsFor(mode: X86Mode): X86Desc[] {
  const info = modeInfo(mode);
  const all = [
    ...movForms(info),
    ...aluForms(info),
    ...testForms(info),
    ...unaryForms(info),
    ...shiftForms(info),
    ...miscForms(info),
    ...controlForms(info),
  ];
  const seen = new Set<string>();
  for (const d of all) {
    if (seen.has(d.form)) throw new Error(`x86-${mode}: duplicate form ${d.form}`);
    seen.add(d.form);
  }
  return all;
}
