// The AAPCS (ARM IHI 0042) as ARM and Thumb both use it: §5.1.1 r0–r3 arguments and scratch, r0 (r1)
// results, r4–r11 callee-saved, r12 (ip) scratch, lr clobbered by calls; §5.2.1.2 the stack is 8-byte
// aligned at a public interface. No frame pointer: r11 (ARM) and r7 (Thumb) stay ordinary registers.
//
// Contract: plain data, shared by isa-models/arm/abi.ts and isa-models/thumb/registers.ts, which
// differ only in which registers they allocate.

import type { AbiDescription } from '../types.js';
import type { ArmReg } from './registers.js';

export const AAPCS_CALLEE_SAVED: readonly ArmReg[] = ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11'];
export const AAPCS_CALLER_SAVED: readonly ArmReg[] = ['r0', 'r1', 'r2', 'r3', 'r12', 'lr'];

export const AAPCS: AbiDescription = {
  wordBytes: 4,
  sp: 'sp',
  fp: null,
  lr: 'lr',
  pc: 'pc',
  argRegs: ['r0', 'r1', 'r2', 'r3'],
  resultRegs: ['r0', 'r1'],
  calleeSaved: AAPCS_CALLEE_SAVED,
  callerSaved: AAPCS_CALLER_SAVED,
  stackAlign: 8,
};
