// The ARM core register file r0–r15 as ARM and Thumb share it (ARM ARM, ARMv6 edition, A2.3 and
// ARMv6-M ARM B1.4.1): sixteen 32-bit registers, r13 = sp, r14 = lr, r15 = pc.
//
// Contract: pure data. Names are llvm-mc-14's printed spellings (`r0`…`r12`, `sp`, `lr`, `pc`: it
// prints r11 and r12, never fp/ip). The parser also accepts the numbered and APCS aliases llvm-mc
// accepts on input (r13–r15, fp = r11, ip = r12, sb = r9, sl = r10) and maps them to the canonical
// name, so printing what was parsed gives llvm-mc's spelling. Case-insensitive on input.

import type { Register } from '../types.js';

export const ARM_REG_NAMES = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12', 'sp', 'lr', 'pc'] as const;

/** A core register by its canonical (llvm-mc) name. */
export type ArmReg = (typeof ARM_REG_NAMES)[number];

/** Every core register as the shared `Register` record (all full-width 32-bit views). */
export const ARM_REGISTERS: readonly Register[] = ARM_REG_NAMES.map((name, num) => ({ name, num, bits: 32, full: name }));

/** Low registers r0–r7 (Thumb's 3-bit register fields). */
export const LOW_REGS: readonly ArmReg[] = ARM_REG_NAMES.slice(0, 8);
/** r0–r14: every register but pc (operands where pc is UNPREDICTABLE or means something else). */
export const NO_PC_REGS: readonly ArmReg[] = ARM_REG_NAMES.slice(0, 15);

const ALIASES: Readonly<Record<string, ArmReg>> = {
  r13: 'sp',
  r14: 'lr',
  r15: 'pc',
  fp: 'r11',
  ip: 'r12',
  sb: 'r9',
  sl: 'r10',
};

const NUM_OF: ReadonlyMap<string, number> = new Map(ARM_REG_NAMES.map((n, i) => [n, i]));

/** The encoding number 0–15 of a register. */
export function regNum(reg: ArmReg): number {
  return NUM_OF.get(reg)!;
}

/** The canonical register with encoding number `num` (0–15). */
export function regOfNum(num: number): ArmReg {
  const reg = ARM_REG_NAMES[num];
  if (reg === undefined) throw new RangeError(`no ARM register number ${num}`);
  return reg;
}

/** The canonical register a spelling names (aliases included), or null when it names none. */
export function parseRegName(text: string): ArmReg | null {
  const lower = text.toLowerCase();
  if (NUM_OF.has(lower)) return lower as ArmReg;
  return ALIASES[lower] ?? null;
}

export function isArmReg(x: unknown): x is ArmReg {
  return typeof x === 'string' && NUM_OF.has(x);
}

export function isLowReg(reg: ArmReg): boolean {
  return regNum(reg) < 8;
}
