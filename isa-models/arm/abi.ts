// The A32 register file and AAPCS as the back end and the harness share them (architecture note,
// target table: r0–r12 allocatable, sp lr pc reserved; AAPCS (ARM IHI 0042) §5.1.1: r0–r3 arguments
// and scratch, r0 (r1) results, r4–r11 callee-saved, r12 (ip) scratch, lr clobbered by calls;
// §5.2.1.2: the stack is 8-byte aligned at a public interface).
//
// Contract: plain data. Register classes name the members of the classes descriptors.ts uses.
// The frame pointer is null: r11 stays allocatable (callee-saved), as the ABI description allows.

import type { AbiDescription, RegisterFile } from '../types.js';
import { AAPCS, AAPCS_CALLEE_SAVED, AAPCS_CALLER_SAVED } from '../ual/aapcs.js';
import { ARM_REG_NAMES, ARM_REGISTERS, type ArmReg, NO_PC_REGS } from '../ual/registers.js';

const R0_R12: readonly ArmReg[] = ARM_REG_NAMES.slice(0, 13);

export const ARM_CLASSES: Readonly<Record<string, readonly ArmReg[]>> = {
  gpr: NO_PC_REGS,
  reglist: [...R0_R12, 'lr'],
  'reglist-ret': [...R0_R12, 'pc'],
  allocatable: R0_R12,
};

const CALLEE_SAVED = AAPCS_CALLEE_SAVED;
const CALLER_SAVED = AAPCS_CALLER_SAVED;

export const ARM_REGISTER_FILE: RegisterFile = {
  registers: ARM_REGISTERS,
  classes: ARM_CLASSES,
  // Scratch registers first, so short-lived values do not force a callee-saved push.
  allocatable: ['r0', 'r1', 'r2', 'r3', 'r12', ...CALLEE_SAVED],
  reserved: ['sp', 'lr', 'pc'],
  calleeSaved: CALLEE_SAVED,
  callerSaved: CALLER_SAVED,
};

export const ARM_ABI: AbiDescription = AAPCS;
