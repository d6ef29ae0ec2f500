// Builders shared by the x86 form tables (forms-*.ts): operand descriptors, width helpers (operand
// size prefix 66 and REX.W, SDM vol. 2 §2.1.1 and §2.2.1.2), the per-mode facts, and `desc`, which
// fills a descriptor's defaults (no implicit registers, no memory or flag effect, no control flow;
// the memory operand's size keyword is the operation width; on x86-64 a form writing a 32-bit
// register carries the zero-extension note).
//
// Contract: pure functions over plain data; see forms.ts for what a form is.

import type { FlagEffect, MemoryEffect, OperandDesc, OperandRole } from '../types.js';
import type { Width, X86Desc, X86Encoding } from './insn.js';
import type { X86Mode } from './registers.js';

export function signedRange(bytes: number): readonly [bigint, bigint] {
  const half = 1n << BigInt(bytes * 8 - 1);
  return [-half, half - 1n];
}

/** The sign-extended imm8 range: the range of every imm8 form, and the hole of its imm16/imm32
 *  sibling (llvm-mc picks the imm8 form for these values). */
export const IMM8 = signedRange(1);

/** What every form builder needs to know about the mode. */
export interface ModeInfo {
  readonly mode: X86Mode;
  readonly widths: readonly Width[];
  /** Stack pointer and the width of push/pop/call/ret (the mode's word). */
  readonly sp: string;
  readonly word: 32 | 64;
}

export function modeInfo(mode: X86Mode): ModeInfo {
  return mode === 64 ? { mode, widths: [8, 16, 32, 64], sp: 'rsp', word: 64 } : { mode, widths: [8, 16, 32], sp: 'esp', word: 32 };
}

// --------------------------------------------------------------------------------------------
// Operand builders

export function regOp(name: string, bits: Width | 'cl', role: OperandRole): OperandDesc {
  return { name, kind: 'reg', role, regClass: bits === 'cl' ? 'cl' : `gpr${bits}` };
}

export function memOp(name: string): OperandDesc {
  return { name, kind: 'mem', role: 'use' };
}

export function immOp(name: string, range: readonly [bigint, bigint]): OperandDesc {
  return { name, kind: 'imm', role: 'use', range };
}

export const condOp: OperandDesc = { name: 'cc', kind: 'cond', role: 'use' };
export const targetOp: OperandDesc = { name: 'target', kind: 'target', role: 'use' };

/** An r/m operand: a register of width `bits`, or memory. */
export function rmOp(isMem: boolean, name: string, bits: Width, role: OperandRole): OperandDesc {
  return isMem ? memOp(name) : regOp(name, bits, role);
}

/** `r32` or `m32`. */
export function rmName(isMem: boolean, bits: Width): string {
  return `${isMem ? 'm' : 'r'}${bits}`;
}

/** Operand-size prefix and REX.W of a width (SDM vol. 2 §2.2.1.2: 64-bit operand size needs REX.W). */
export function sizeBits(bits: Width): Pick<X86Encoding, 'bits' | 'prefix66' | 'rexW'> {
  return { bits, prefix66: bits === 16, rexW: bits === 64 };
}

/** The opcode of a width for instructions with an 8-bit and a wider variant (`f6`/`f7`). */
export function byteOr(bits: Width, byteOpcode: number): number {
  return bits === 8 ? byteOpcode : byteOpcode + 1;
}

export const ACC: Readonly<Record<Width, string>> = { 8: 'al', 16: 'ax', 32: 'eax', 64: 'rax' };
export const DATA: Readonly<Record<Width, string>> = { 8: 'ah', 16: 'dx', 32: 'edx', 64: 'rdx' };

export interface DescParts {
  readonly form: string;
  readonly mnemonic: string;
  readonly operands: readonly OperandDesc[];
  readonly enc: X86Encoding;
  readonly memory?: MemoryEffect;
  readonly flags?: FlagEffect;
  readonly control?: X86Desc['control'];
  readonly implicitUses?: readonly string[];
  readonly implicitDefs?: readonly string[];
  readonly memBits?: Width | null;
  readonly note?: string;
}

const ZERO_EXTENDS = 'a 32-bit register write zero-extends into the 64-bit register';

export function desc(p: DescParts, info: ModeInfo): X86Desc {
  const writes32 = p.operands.some((o) => o.kind === 'reg' && o.regClass === 'gpr32' && o.role !== 'use');
  const note = p.note ?? (info.mode === 64 && writes32 ? ZERO_EXTENDS : undefined);
  const hasMem = p.operands.some((o) => o.kind === 'mem');
  return {
    form: p.form,
    mnemonic: p.mnemonic,
    operands: p.operands,
    implicitUses: p.implicitUses ?? [],
    implicitDefs: p.implicitDefs ?? [],
    memory: p.memory ?? 'none',
    flags: p.flags ?? 'none',
    control: p.control ?? 'none',
    enc: p.enc,
    memBits: p.memBits !== undefined ? p.memBits : hasMem ? p.enc.bits : null,
    ...(note === undefined ? {} : { note }),
  };
}
