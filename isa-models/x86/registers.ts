// The x86 general-purpose register file in both modes, as plain data (Intel SDM vol. 1 §3.4.1 and
// §3.7.2.1; vol. 2 §2.1.5 table 2-2 and §2.2.1.2 for the REX rules), plus the ABIs of the
// architecture note's target table (i386 cdecl; System V AMD64 §3.2.3).
//
// Contract: pure data. Names are llvm-mc-14's spellings. Every register has an encoding number 0–15
// and a `rex` requirement: `need` (r8–r15 in any width, and spl/bpl/sil/dil, which exist only with a
// REX prefix), `forbid` (ah/ch/dh/bh, which only exist without one) or `any`. x86-32 knows only the
// numbers 0–7 and no REX at all. A 32-bit write zero-extends into the full 64-bit register on
// x86-64 (SDM vol. 1 §3.4.1.1), which is why `full` of `eax` there is `rax`.

import type { AbiDescription, Register, RegisterFile } from '../types.js';

export type X86Mode = 32 | 64;
export type RexNeed = 'need' | 'forbid' | 'any';

export interface X86Register extends Register {
  readonly rex: RexNeed;
}

const LEGACY = ['ax', 'cx', 'dx', 'bx', 'sp', 'bp', 'si', 'di'] as const;

function legacyName(num: number, bits: number): string {
  const base = LEGACY[num]!;
  switch (bits) {
    case 64:
      return `r${base}`;
    case 32:
      return `e${base}`;
    case 16:
      return base;
    default:
      return num < 4 ? `${base[0]}l` : `${base}l`;
  }
}

function regName(num: number, bits: number): string {
  if (num < 8) return legacyName(num, bits);
  const suffix: Record<number, string> = { 64: '', 32: 'd', 16: 'w', 8: 'b' };
  return `r${num}${suffix[bits]!}`;
}

function buildRegisters(mode: X86Mode): X86Register[] {
  const count = mode === 64 ? 16 : 8;
  const widths = mode === 64 ? [64, 32, 16, 8] : [32, 16, 8];
  const fullBits = mode;
  const out: X86Register[] = [];
  for (const bits of widths) {
    for (let num = 0; num < count; num++) {
      // spl/bpl/sil/dil: numbers 4–7 at 8 bits exist only in 64-bit mode with REX.
      if (bits === 8 && mode === 32 && num >= 4) continue;
      const rex: RexNeed = num >= 8 || (bits === 8 && num >= 4) ? 'need' : 'any';
      out.push({ name: regName(num, bits), num, bits, full: regName(num, fullBits), rex });
    }
  }
  // The legacy high-byte registers: numbers 4–7 without REX.
  for (let num = 0; num < 4; num++) {
    const name = `${'acdb'[num]}h`;
    out.push({ name, num: num + 4, bits: 8, full: regName(num, fullBits), rex: mode === 64 ? 'forbid' : 'any' });
  }
  return out;
}

export const REGISTERS: Readonly<Record<X86Mode, readonly X86Register[]>> = {
  32: buildRegisters(32),
  64: buildRegisters(64),
};

const BY_NAME: Readonly<Record<X86Mode, ReadonlyMap<string, X86Register>>> = {
  32: new Map(REGISTERS[32].map((r) => [r.name, r])),
  64: new Map(REGISTERS[64].map((r) => [r.name, r])),
};

/** The register named `name` in `mode`, or undefined when the mode has no such register. */
export function lookupReg(mode: X86Mode, name: string): X86Register | undefined {
  return BY_NAME[mode].get(name);
}

function names(mode: X86Mode, pick: (r: X86Register) => boolean): string[] {
  return REGISTERS[mode].filter(pick).map((r) => r.name);
}

/** Register classes. `gpr8` holds every 8-bit register of the mode, high bytes included; which of
 *  them may be combined in one instruction is the encoder's REX rule, not a class. `idxN` are the
 *  registers an address may use as index (all but esp/rsp, SDM vol. 2 table 2-3); `cl` is the
 *  fixed shift-count register. */
function classes(mode: X86Mode): Record<string, string[]> {
  const out: Record<string, string[]> = {
    gpr8: names(mode, (r) => r.bits === 8),
    gpr16: names(mode, (r) => r.bits === 16),
    gpr32: names(mode, (r) => r.bits === 32),
    cl: ['cl'],
  };
  if (mode === 64) out.gpr64 = names(mode, (r) => r.bits === 64);
  const addr = mode === 64 ? 'gpr64' : 'gpr32';
  out[`idx${mode}`] = out[addr]!.filter((n) => n !== (mode === 64 ? 'rsp' : 'esp'));
  return out;
}

export const CLASSES: Readonly<Record<X86Mode, Readonly<Record<string, readonly string[]>>>> = {
  32: classes(32),
  64: classes(64),
};

/** The architecture note's target table: x86-32 allocates eax…edi (ebp, esp reserved); x86-64
 *  allocates the 14 registers other than rsp/rbp, caller-saved first so that leaf code needs no
 *  saves. */
export const REGISTER_FILES: Readonly<Record<X86Mode, RegisterFile>> = {
  32: {
    registers: REGISTERS[32],
    classes: CLASSES[32],
    allocatable: ['eax', 'ecx', 'edx', 'ebx', 'esi', 'edi'],
    reserved: ['esp', 'ebp'],
    calleeSaved: ['ebx', 'esi', 'edi', 'ebp'],
    callerSaved: ['eax', 'ecx', 'edx'],
  },
  64: {
    registers: REGISTERS[64],
    classes: CLASSES[64],
    allocatable: ['rax', 'rcx', 'rdx', 'rsi', 'rdi', 'r8', 'r9', 'r10', 'r11', 'rbx', 'r12', 'r13', 'r14', 'r15'],
    reserved: ['rsp', 'rbp'],
    calleeSaved: ['rbx', 'rbp', 'r12', 'r13', 'r14', 'r15'],
    callerSaved: ['rax', 'rcx', 'rdx', 'rsi', 'rdi', 'r8', 'r9', 'r10', 'r11'],
  },
};

/** i386 cdecl (arguments on the stack) and System V AMD64; both keep the stack 16-byte aligned at
 *  calls (the i386 psABI since GCC 4.5, as clang-14 assumes). */
export const ABIS: Readonly<Record<X86Mode, AbiDescription>> = {
  32: {
    wordBytes: 4,
    sp: 'esp',
    fp: 'ebp',
    lr: null,
    pc: 'eip',
    argRegs: [],
    resultRegs: ['eax', 'edx'],
    calleeSaved: REGISTER_FILES[32].calleeSaved,
    callerSaved: REGISTER_FILES[32].callerSaved,
    stackAlign: 16,
  },
  64: {
    wordBytes: 8,
    sp: 'rsp',
    fp: 'rbp',
    lr: null,
    pc: 'rip',
    argRegs: ['rdi', 'rsi', 'rdx', 'rcx', 'r8', 'r9'],
    resultRegs: ['rax', 'rdx'],
    calleeSaved: REGISTER_FILES[64].calleeSaved,
    callerSaved: REGISTER_FILES[64].callerSaved,
    stackAlign: 16,
  },
};
