// The ARMv6 A32 ISA model: register file and AAPCS, instruction descriptors as data, encoder, size
// model, printer, parser and verification cases, as the shared `IsaModel` (isa-models/types.ts).
//
// Requires nothing beyond its folder and isa-models/ual/. Produces `model`, checked against
// llvm-mc-14 -triple=armv6 and Capstone (CS_MODE_ARM) by isa-models/verify.ts and
// tap-tests/isa-models/arm/. Conventions (forms.ts, print.ts): an instruction is a flat record
// `{ form, cond, <operand fields by descriptor name> }`; a branch `target` is the byte offset from
// the branch's own address, printed as `b #(target − 8)` (pc reads 8 ahead); no ARMv7-only encoding.

import type { IsaModel } from '../types.js';
import { ARM_ABI, ARM_REGISTER_FILE } from './abi.js';
import { armCases } from './cases.js';
import { ARM_DESCRIPTORS } from './descriptors.js';
import { armSize, encodeArm } from './encode.js';
import type { ArmInsn } from './forms.js';
import { parseArm } from './parse.js';
import { printArm } from './print.js';
import { ARM_REJECTS } from './rejects.js';

export type { ArmInsn } from './forms.js';

export const model: IsaModel<ArmInsn> = {
  isa: 'arm',
  registers: ARM_REGISTER_FILE,
  abi: ARM_ABI,
  descriptors: ARM_DESCRIPTORS,
  encode: (insn) => encodeArm(insn),
  encodingIgnoresAddress: true,
  size: armSize,
  print: printArm,
  parse: parseArm,
  cases: armCases,
  rejects: () => ARM_REJECTS,
};
