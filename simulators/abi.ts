// The calling conventions the harness calls code under, as tables: i386 cdecl (System V i386 psABI),
// x86-64 System V, and the AAPCS for ARM and Thumb.
//
// Contract: pure data and pure functions over it. `argumentLocations` places integer arguments of
// 32 or 64 bits exactly as the psABI/AAPCS do (x86-64: one register or 8-byte stack slot each;
// i386: everything on the stack above the return address; AAPCS: r0–r3 with 64-bit values in an
// even register pair, then the stack with 64-bit values 8-aligned, and once a value goes to the
// stack every later one does). Stack offsets are relative to the stack pointer at the callee's
// first instruction, so on x86 the return address is at offset 0.

import { ARM_REG, X86_REG } from './unicorn.js';
import type { Isa } from '../common/image.js';

export interface Reg {
  readonly name: string;
  readonly id: number;
}

export interface Abi {
  readonly isa: Isa;
  readonly wordBytes: 4 | 8;
  readonly pc: Reg;
  readonly sp: Reg;
  /** The link register (ARM/Thumb); null where calls push the return address (x86). */
  readonly lr: Reg | null;
  readonly argRegs: readonly Reg[];
  /** The registers a result occupies, lowest part first. */
  readonly resultRegs: readonly Reg[];
  /** Registers a callee must preserve (besides the stack pointer): seeded with canaries, checked on return. */
  readonly calleeSaved: readonly Reg[];
  /** Registers a call may clobber: the harness scrambles the ones not holding a result after a runtime call. */
  readonly callerSaved: readonly Reg[];
  /** Stack alignment at a call instruction (before the return address is pushed). */
  readonly stackAlign: number;
}

const x86 = (name: keyof typeof X86_REG): Reg => ({ name: name.toLowerCase(), id: X86_REG[name] });
const arm = (n: number): Reg => ({ name: `r${n}`, id: ARM_REG.R0 + n });
const armNamed = (name: 'sp' | 'lr' | 'pc'): Reg => ({ name, id: ARM_REG[name.toUpperCase() as 'SP' | 'LR' | 'PC'] });

const I386: Abi = {
  isa: 'x86-32',
  wordBytes: 4,
  pc: x86('EIP'),
  sp: x86('ESP'),
  lr: null,
  argRegs: [],
  resultRegs: [x86('EAX'), x86('EDX')],
  calleeSaved: [x86('EBX'), x86('ESI'), x86('EDI'), x86('EBP')],
  callerSaved: [x86('EAX'), x86('ECX'), x86('EDX')],
  stackAlign: 16,
};

const X86_64: Abi = {
  isa: 'x86-64',
  wordBytes: 8,
  pc: x86('RIP'),
  sp: x86('RSP'),
  lr: null,
  argRegs: [x86('RDI'), x86('RSI'), x86('RDX'), x86('RCX'), x86('R8'), x86('R9')],
  resultRegs: [x86('RAX'), x86('RDX')],
  calleeSaved: [x86('RBX'), x86('RBP'), x86('R12'), x86('R13'), x86('R14'), x86('R15')],
  callerSaved: [x86('RAX'), x86('RCX'), x86('RDX'), x86('RSI'), x86('RDI'), x86('R8'), x86('R9'), x86('R10'), x86('R11')],
  stackAlign: 16,
};

const AAPCS_REGS = {
  wordBytes: 4,
  pc: armNamed('pc'),
  sp: armNamed('sp'),
  lr: armNamed('lr'),
  argRegs: [0, 1, 2, 3].map(arm),
  resultRegs: [0, 1, 2, 3].map(arm),
  calleeSaved: [4, 5, 6, 7, 8, 9, 10, 11].map(arm),
  callerSaved: [0, 1, 2, 3, 12].map(arm),
  stackAlign: 8,
} as const;

export const ABIS: Readonly<Record<Isa, Abi>> = {
  'x86-32': I386,
  'x86-64': X86_64,
  arm: { isa: 'arm', ...AAPCS_REGS },
  thumb: { isa: 'thumb', ...AAPCS_REGS },
};

export type ArgWidth = 32 | 64;

export type ArgLocation =
  | { readonly kind: 'regs'; readonly regs: readonly Reg[] }
  | { readonly kind: 'stack'; readonly offset: number; readonly bytes: 4 | 8 };

export function argumentLocations(abi: Abi, widths: readonly ArgWidth[]): ArgLocation[] {
  switch (abi.isa) {
    case 'x86-32':
      return stackOnly(widths);
    case 'x86-64':
      return registersThenSlots(abi, widths);
    case 'arm':
    case 'thumb':
      return aapcs(abi, widths);
  }
}

/** i386 cdecl: 4-byte slots above the return address; a 64-bit value takes two. */
function stackOnly(widths: readonly ArgWidth[]): ArgLocation[] {
  let offset = 4;
  return widths.map((w) => {
    const bytes = w === 64 ? 8 : 4;
    const loc: ArgLocation = { kind: 'stack', offset, bytes };
    offset += bytes;
    return loc;
  });
}

/** x86-64 System V: the first six in registers, the rest in 8-byte slots above the return address. */
function registersThenSlots(abi: Abi, widths: readonly ArgWidth[]): ArgLocation[] {
  let next = 0;
  let offset = 8;
  return widths.map(() => {
    if (next < abi.argRegs.length) return { kind: 'regs', regs: [abi.argRegs[next++]!] };
    const loc: ArgLocation = { kind: 'stack', offset, bytes: 8 };
    offset += 8;
    return loc;
  });
}

/** AAPCS §6.5 (core registers only): rules C.3–C.5 for 32- and 64-bit integers. */
function aapcs(abi: Abi, widths: readonly ArgWidth[]): ArgLocation[] {
  let ncrn = 0;
  let nsaa = 0;
  return widths.map((w) => {
    const words = w === 64 ? 2 : 1;
    if (words === 2) ncrn += ncrn % 2;
    if (ncrn + words <= abi.argRegs.length) {
      const regs = abi.argRegs.slice(ncrn, ncrn + words);
      ncrn += words;
      return { kind: 'regs', regs };
    }
    ncrn = abi.argRegs.length;
    if (words === 2) nsaa += nsaa % 8;
    const loc: ArgLocation = { kind: 'stack', offset: nsaa, bytes: words === 2 ? 8 : 4 };
    nsaa += words * 4;
    return loc;
  });
}

/** Bytes of stack the arguments occupy above the entry stack pointer (return address included on x86). */
export function argumentAreaBytes(locations: readonly ArgLocation[], abi: Abi): number {
  const base = abi.lr === null ? abi.wordBytes : 0;
  return locations.reduce((end, l) => (l.kind === 'stack' ? Math.max(end, l.offset + l.bytes) : end), base);
}
