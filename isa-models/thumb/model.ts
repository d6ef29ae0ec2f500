// The Thumb-1 (ARMv6-M) ISA model: registers, AAPCS, descriptors, encoder, size, printer, parser
// and verification cases, as the shared `IsaModel` interface (isa-models/types.ts) puts them.
//
// Requires nothing beyond its folder and isa-models/ual/. Produces `model`, checked against
// llvm-mc-14 -triple=thumbv6m and Capstone (Thumb + MClass) by tap-tests/isa-models/thumb/.
// Conventions (forms.ts): an instruction is `{ form, ops }` with positional operands; a branch or
// call `target` is the byte offset from the branch's own address, printed as `#(target − 4)`;
// pc-relative.ts turns addresses into targets and literal offsets. `rejects` lists the texts both
// the model and llvm-mc refuse (rejects.ts).

import type { IsaModel } from '../types.js';
import { cases } from './cases.js';
import { encode, size } from './encode.js';
import { FORMS, type ThumbInsn } from './forms.js';
import { parse } from './parse.js';
import { print } from './print.js';
import { rejects } from './rejects.js';
import { ABI, REGISTERS } from './registers.js';

export type { ThumbInsn, ThumbValue } from './forms.js';

export const model: IsaModel<ThumbInsn> = {
  isa: 'thumb',
  registers: REGISTERS,
  abi: ABI,
  descriptors: FORMS,
  encode,
  encodingIgnoresAddress: true,
  size,
  print,
  parse,
  cases,
  rejects,
};
