// The register facts an allocator needs (TargetRegs), derived from an ISA model's register file
// and ABI description.
//
// Contract: requires isa-models (MODELS[isa].registers / .abi); produces plain data. Classes:
// `gpr` = every allocatable register (architecture note's target table: x86-32 eax..edi, x86-64
// the 14 other than rsp/rbp, ARM r0-r12, Thumb r0-r7); on x86 `byte` = the registers with an 8-bit
// low view the selector may name as `%k.8` (x86-32: eax ecx edx ebx, Intel SDM vol. 1 §3.4.1;
// x86-64: every gpr, REX gives sil/dil/r8b..). Preference order is the model's (caller-saved first,
// so leaf code needs no saves).

import type { Isa } from '../../common/image.js';
import { MODELS } from '../../isa-models/index.js';
import type { PReg, TargetRegs } from './types.js';

const X86_32_BYTE: readonly PReg[] = ['eax', 'ecx', 'edx', 'ebx'];

function classesFor(isa: Isa, gpr: readonly PReg[]): Record<string, readonly PReg[]> {
  switch (isa) {
    case 'x86-32':
      return { gpr, byte: gpr.filter((r) => X86_32_BYTE.includes(r)) };
    case 'x86-64':
      return { gpr, byte: gpr };
    case 'arm':
      return { gpr };
    case 'thumb':
      return { gpr };
  }
}

export function targetRegs(isa: Isa): TargetRegs {
  const model = MODELS[isa];
  const gpr = [...model.registers.allocatable];
  return {
    allocatable: gpr,
    classes: classesFor(isa, gpr),
    calleeSaved: [...model.abi.calleeSaved],
    callerSaved: [...model.abi.callerSaved],
    wordBytes: model.abi.wordBytes,
  };
}
