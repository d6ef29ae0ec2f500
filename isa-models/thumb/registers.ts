// Thumb-1 (ARMv6-M) register file, AAPCS description and register classes.
//
// Requires the shared UAL register and condition tables (isa-models/ual/). Produces the
// `RegisterFile` and `AbiDescription` of the `thumb` target (the architecture note's target table:
// r0–r7 allocatable, as in the thesis; r8–r12 exist as high registers for mov/add/cmp but are never
// allocated; sp, lr, pc reserved; no frame pointer) and the register classes the descriptors name.
// Follows the ARMv6-M Architecture Reference Manual (ARM DDI 0419E) B1.4 (the ARM core registers) and the
// AAPCS (IHI 0042) 5.1.1 (core registers and their roles).

import type { AbiDescription, RegisterFile } from '../types.js';
import { AAPCS, AAPCS_CALLEE_SAVED, AAPCS_CALLER_SAVED } from '../ual/aapcs.js';
import { REAL_CONDS, type Cond } from '../ual/conditions.js';
import { ARM_REG_NAMES, ARM_REGISTERS, LOW_REGS, NO_PC_REGS, isArmReg, regNum, type ArmReg } from '../ual/registers.js';

export { regNum, type ArmReg };

/**
 * Register classes the descriptors name. `lo` (r0–r7) is what almost every 16-bit form encodes in 3
 * bits; `gpr` (r0–lr) is the 4-bit field of mov/add/cmp/bx/blx where pc is excluded (a write to pc
 * is a branch, cmp and blx with pc are UNPREDICTABLE, bx pc leaves Thumb state); `any` (r0–pc) is a source that may read pc
 * (mov rd, pc; add rd, pc). `pushlist`/`poplist` are what push and pop can list.
 */
export const CLASSES: Readonly<Record<string, readonly ArmReg[]>> = {
  lo: LOW_REGS,
  gpr: NO_PC_REGS,
  any: ARM_REG_NAMES,
  pushlist: [...LOW_REGS, 'lr'],
  poplist: [...LOW_REGS, 'pc'],
};

export function inClass(reg: string, cls: string): boolean {
  return isArmReg(reg) && (CLASSES[cls]?.includes(reg) ?? false);
}

const CALLEE_SAVED = AAPCS_CALLEE_SAVED;
const CALLER_SAVED = AAPCS_CALLER_SAVED;

export const REGISTERS: RegisterFile = {
  registers: ARM_REGISTERS,
  classes: CLASSES,
  allocatable: LOW_REGS,
  reserved: ['sp', 'lr', 'pc'],
  calleeSaved: CALLEE_SAVED,
  callerSaved: CALLER_SAVED,
};

export const ABI: AbiDescription = AAPCS;

/** The conditions of the 16-bit b<c> (A6.7 B, encoding T1): every one but `al` (1110 there is udf). */
export const BRANCH_CONDS: readonly Cond[] = REAL_CONDS;

export function isBranchCond(s: string): s is Cond {
  return (BRANCH_CONDS as readonly string[]).includes(s);
}
