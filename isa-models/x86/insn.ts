// The x86 instruction as plain data, and the x86 part of an instruction descriptor: how a form is
// encoded (Intel SDM vol. 2 chapter 2: legacy prefixes, REX, opcode, ModRM, SIB, displacement,
// immediate).
//
// Contract: an `X86Insn` is a form name plus operands in Intel order, one operand per entry of the
// form's descriptor (the condition of setcc/cmovcc/jcc is operand 0; a fixed `cl` shift count is a
// register operand of class `cl`). Immediates are bigints in the signed (or, for shift counts and
// `ret`'s imm16, unsigned) range the descriptor states; displacements are numbers (signed 32-bit);
// a branch `target` is the architectural rel8/rel32 value, i.e. relative to the END of the
// instruction. Two-address forms have one `usedef` destination operand (the tie of the interface's
// `tiedTo` is implicit: Intel syntax never names the tied source separately).

import type { InstrDesc } from '../types.js';

/** Condition codes in encoding order (SDM vol. 1 appendix B, table B-1), llvm-mc's spelling. */
export const CONDS = ['o', 'no', 'b', 'ae', 'e', 'ne', 'be', 'a', 's', 'ns', 'p', 'np', 'l', 'ge', 'le', 'g'] as const;
export type Cond = (typeof CONDS)[number];

/** Other spellings llvm-mc accepts on input, mapped to the spelling it prints. */
export const COND_ALIASES: Readonly<Record<string, Cond>> = {
  c: 'b',
  nae: 'b',
  nb: 'ae',
  nc: 'ae',
  z: 'e',
  nz: 'ne',
  na: 'be',
  nbe: 'a',
  pe: 'p',
  po: 'np',
  nge: 'l',
  nl: 'ge',
  ng: 'le',
  nle: 'g',
};

export type Scale = 1 | 2 | 4 | 8;

/** A memory reference: base (a gpr of the address width, `rip` on x86-64, or none), index
 *  (scaled), signed 32-bit displacement. Its size comes from the form (`m32` is `dword ptr`). */
export interface MemOperand {
  readonly kind: 'mem';
  readonly base: string | null;
  readonly index: string | null;
  readonly scale: Scale;
  readonly disp: number;
}

export type X86Operand =
  | { readonly kind: 'reg'; readonly reg: string }
  | { readonly kind: 'imm'; readonly value: bigint }
  | MemOperand
  | { readonly kind: 'target'; readonly disp: number }
  | { readonly kind: 'cond'; readonly cond: Cond };

export interface X86Insn {
  readonly form: string;
  readonly operands: readonly X86Operand[];
}

export type Width = 8 | 16 | 32 | 64;

/** How a form is encoded. Operand positions index the descriptor's operand list. */
export interface X86Encoding {
  /** Operation width: the size of register/memory operands and the modulus the parser reduces
   *  immediates by (llvm-mc accepts `add cl, 200` for -56). */
  readonly bits: Width;
  readonly prefix66: boolean;
  readonly rexW: boolean;
  /** Opcode bytes (0x0f escapes included); with `cond`, the condition number is added to the last. */
  readonly opcode: readonly number[];
  /** ModRM: the operand in r/m, and either the operand in reg or a fixed /digit. */
  readonly rm?: number;
  readonly reg?: number;
  readonly digit?: number;
  /** Register number added to the last opcode byte (`50+r`, `b8+r`). */
  readonly opreg?: number;
  readonly imm?: { readonly op: number; readonly bytes: 1 | 2 | 4 | 8 };
  /** Values inside this range belong to another form: llvm-mc picks that one (imm8 over imm32,
   *  `d1 /4` over `c1 /4 ib` for a count of 1), so this form rejects them. */
  readonly immHole?: readonly [bigint, bigint];
  /** Modulus (bits) the parser reduces this form's immediate by; defaults to `bits`. */
  readonly immWrap?: Width;
  readonly rel?: { readonly op: number; readonly bytes: 1 | 4 };
  readonly cond?: number;
  /** Shorter opcode llvm-mc picks when operand 0 is the accumulator (al/ax/eax/rax): no ModRM. */
  readonly acc?: number;
  /** x86-32 only: one-byte `opcode+r` form llvm-mc picks for a register operand (inc/dec r16/r32). */
  readonly short32?: number;
  /** x86-32 only: moffs opcode (a0–a3) llvm-mc picks for the accumulator and an absolute address. */
  readonly moffs?: { readonly opcode: number; readonly accOp: number; readonly memOp: number };
  /** Printed before the mnemonic (`{disp32}` keeps llvm-mc from choosing rel8). */
  readonly pseudoPrefix?: string;
  /** jmp/call through memory: llvm-mc's Intel syntax reads `jmp dword ptr [128]` as a direct jump
   *  to address 128, so an absolute address (no base, no index) has no text and is rejected. */
  readonly noAbsolute?: boolean;
}

export interface X86Desc extends InstrDesc {
  readonly enc: X86Encoding;
  /** Size keyword of the memory operand (`dword ptr`), or null (lea, no memory operand). */
  readonly memBits: Width | null;
  /** A fact about the form the fields do not say (x86-64: a 32-bit write zero-extends). */
  readonly note?: string;
}
