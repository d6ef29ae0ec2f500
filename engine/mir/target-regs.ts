// The register facts an allocator needs (TargetRegs), derived from an ISA model's register file
// and ABI description.
//
// Contract: requires isa-models (MODELS[isa].registers / .abi); produces plain data. Classes:
// `gpr` = every allocatable register (architecture note's target table: x86-32 eax..edi, x86-64
// the 14 other than rsp/rbp, ARM r0-r12, Thumb r0-r7); on x86 `byte` = the registers with an 8-bit
// low view the selector may name as `%k.8` (the target object's registerClasses). Preference order is the model's (caller-saved first,
// so leaf code needs no saves).

import type { Isa } from '../../common/image.js';
import { MODELS } from '../../isa-models/index.js';
import { TARGETS } from '../targets/target.js';
import type { MFunction, PReg, TargetRegs } from './types.js';

export function targetRegs(isa: Isa): TargetRegs {
  const model = MODELS[isa];
  const gpr = [...model.registers.allocatable];
  return {
    allocatable: gpr,
    classes: TARGETS[isa].registerClasses(gpr),
    calleeSaved: [...model.abi.calleeSaved],
    callerSaved: [...model.abi.callerSaved],
    wordBytes: model.abi.wordBytes,
  };
}

/**
 * The register facts for one function: those of its ISA, less the target's frame pointer when the
 * function has a dynamic stack (MFunction.framePointer; engine/codegen/frame.ts). Every allocator
 * and the allocation checker see the same narrower description; x86's ebp/rbp is never
 * allocatable, so only ARM's r11 changes anything.
 */
export function functionRegs(regs: TargetRegs, fn: MFunction, fp: PReg | null): TargetRegs {
  if (fn.framePointer !== true || fp === null || !regs.allocatable.includes(fp)) return regs;
  const drop = (rs: readonly PReg[]): PReg[] => rs.filter((r) => r !== fp);
  const classes = Object.fromEntries(Object.entries(regs.classes).map(([k, rs]) => [k, drop(rs)]));
  return { ...regs, allocatable: drop(regs.allocatable), classes };
}
