// The shape every ISA model has: a register file, an ABI description, instruction descriptors as
// data, and an encoder, size model, printer and parser over those descriptors.
//
// Contract: pure data and pure functions; nothing here knows of selectors, allocators or the
// emulator. One model per ISA (`isa-models/<isa>/`), x86-32 and x86-64 sharing one x86 core.
// A model never produces wrong bytes: an operand that does not fit its form (an immediate out of
// range, a high register in a low-register Thumb form, a rotated immediate that does not exist)
// throws `EncodeError`; text that does not parse throws `AsmError`.

import type { Isa } from '../common/image.js';

export type { Isa };

// ---------------------------------------------------------------------------------------------
// Registers

export interface Register {
  /** The name the printer writes and the parser reads (llvm-mc's spelling): `eax`, `r12b`, `r7`, `sp`. */
  readonly name: string;
  /** The number the encoding uses (ModRM/REX register number, ARM register number). */
  readonly num: number;
  /** Width in bits of this view of the register (x86 has 8/16/32/64-bit views of one register). */
  readonly bits: number;
  /** The full-width register this is a view of (itself for full-width registers). */
  readonly full: string;
}

export interface RegisterFile {
  /** Every register the model can name, views included. */
  readonly registers: readonly Register[];
  /** Register classes by name (e.g. `gpr32`, `gpr64`, `gpr8`, `lo` for Thumb r0–r7). */
  readonly classes: Readonly<Record<string, readonly string[]>>;
  /** Full-width registers an allocator may assign, in the order it should prefer them. */
  readonly allocatable: readonly string[];
  /** Full-width registers never allocated (stack pointer, frame pointer, link register, pc). */
  readonly reserved: readonly string[];
  readonly calleeSaved: readonly string[];
  readonly callerSaved: readonly string[];
}

/** The calling convention as the back end and the harness both need it (names, not emulator ids). */
export interface AbiDescription {
  readonly wordBytes: 4 | 8;
  readonly sp: string;
  /** The frame pointer, when the ABI reserves one (x86: ebp/rbp); null where it is allocatable (ARM, Thumb). */
  readonly fp: string | null;
  /** The link register; null where calls push the return address (x86). */
  readonly lr: string | null;
  readonly pc: string;
  readonly argRegs: readonly string[];
  /** Result registers, lowest part first. */
  readonly resultRegs: readonly string[];
  readonly calleeSaved: readonly string[];
  readonly callerSaved: readonly string[];
  /** Stack alignment at a call instruction, in bytes. */
  readonly stackAlign: number;
}

// ---------------------------------------------------------------------------------------------
// Instruction descriptors

export type OperandKind =
  | 'reg' // a register of `regClass`
  | 'imm' // an immediate, checked against `range` (and by the form's encoding rule)
  | 'mem' // a memory reference (the ISA's addressing modes)
  | 'target' // a branch or call target: a byte displacement from the ISA's reference point
  | 'cond' // a condition code (ARM predicates, x86 setcc/cmovcc/jcc)
  | 'reglist' // an ARM/Thumb register list
  | 'shift'; // an ARM shifted-register operand

/** How an instruction uses an operand: read, written, or both (a two-address destination). */
export type OperandRole = 'use' | 'def' | 'usedef';

export interface OperandDesc {
  readonly name: string;
  readonly kind: OperandKind;
  readonly role: OperandRole;
  /** For registers (and register parts of memory operands): the class the register must belong to. */
  readonly regClass?: string;
  /** For immediates: the inclusive range the form accepts (the encoder also applies the form's rule). */
  readonly range?: readonly [bigint, bigint];
  /** Index of the operand this one must be the same register as (tied two-address operands). */
  readonly tiedTo?: number;
}

/** Memory effect of an instruction (architecture note: read-modify-write counts both). */
export type MemoryEffect = 'none' | 'load' | 'store' | 'both';

/** What an instruction does to the condition flags. */
export type FlagEffect = 'none' | 'read' | 'write' | 'readwrite';

export interface InstrDesc {
  /** Unique form name, e.g. `add r32, imm8`, `ldr rt, [rn, #imm]!`. */
  readonly form: string;
  readonly mnemonic: string;
  readonly operands: readonly OperandDesc[];
  /** Registers read or written without appearing as operands (x86 div: eax/edx; push: esp). */
  readonly implicitUses: readonly string[];
  readonly implicitDefs: readonly string[];
  readonly memory: MemoryEffect;
  readonly flags: FlagEffect;
  /** Control flow: a branch, call or return ends a block. */
  readonly control: 'none' | 'branch' | 'cond-branch' | 'call' | 'return';
}

// ---------------------------------------------------------------------------------------------
// Errors

export class EncodeError extends Error {
  override readonly name = 'EncodeError';
}

export class AsmError extends Error {
  override readonly name = 'AsmError';
}

// ---------------------------------------------------------------------------------------------
// The model

/** One case of the llvm-mc verification: a form and a concrete instruction of it. */
export interface AsmCase<I> {
  readonly form: string;
  readonly insn: I;
}

/**
 * An ISA model over its own instruction type `I` (plain data: a form name and operand values).
 * `encode(i).length === size(i)` for every instruction that encodes; `parse(print(i))` is `i`.
 */
export interface IsaModel<I extends { readonly form: string }> {
  readonly isa: Isa;
  readonly registers: RegisterFile;
  readonly abi: AbiDescription;
  readonly descriptors: readonly InstrDesc[];
  /** Bytes of the instruction placed at `address` (branch targets are displacements, so only
   *  forms whose encoding depends on the address use it). Throws EncodeError. */
  encode(insn: I, address?: number): Uint8Array;
  /** True when no form's bytes depend on `address`: code generation may then encode each
   *  instruction once, for both its size and its bytes (optional; absent means it may depend). */
  readonly encodingIgnoresAddress?: boolean;
  /** Encoded size in bytes without encoding (the selector's code-size cost). Throws EncodeError. */
  size(insn: I): number;
  /** llvm-mc's syntax: Intel for x86 (`-output-asm-variant=1`), UAL for ARM and Thumb. */
  print(insn: I): string;
  /** The printer's syntax back into an instruction. Throws AsmError naming what is wrong. */
  parse(line: string): I;
  /** The verification cases: exhaustive where small, drawn from `seed` where not. */
  cases(seed: number): Iterable<AsmCase<I>>;
  /** Optional: text the model must refuse (parse throws AsmError or encode EncodeError) and llvm-mc
   *  refuses as well — out-of-range immediates, high registers in low-register forms, rotated
   *  immediates that do not exist. Checked by isa-models/verify.ts against the golden file. */
  rejects?(): Iterable<{ readonly form: string; readonly text: string }>;
}
