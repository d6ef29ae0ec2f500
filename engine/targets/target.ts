// One target object per ISA, in the spirit of QBE's `T` (anchors.md §6, §12): everything the back
// end asks of a target beyond the ISA model's facts — the few instructions code generation creates
// (moves, spill stores and reloads, constants, stack adjustment, push/pop, branches, calls,
// literal loads), the questions it asks of selection's instructions (is it a return, what is a
// branch's condition, where does a frame offset go, what does it do to the stack pointer), the
// registers' narrower views, branch and literal reach, the selection grammar and DAG combine.
//
// Requires the ISA models (isa-models/<isa>) and the tile grammars (engine/targets/<isa>/tiles.ts).
// Produces `TARGETS`, one object per ISA behind the `Target` interface; each object reads MIR's
// `IsaInsn` as its own model's instruction type (`Target<I>`'s methods are declared as methods, so
// a `Target<X86Insn>` is a `Target`: the registry is indexed by the function's ISA, and only that
// ISA's instructions ever reach its object). Nothing here encodes — the model does, and an operand
// that does not fit is the model's EncodeError. Branch conventions (isa-models README): x86
// targets are relative to the instruction's end, ARM and Thumb targets to its own address.

import type { Isa, IsaModel } from '../../isa-models/types.js';
import type { DagCombine } from '../isel/emit.js';
import type { WideRules } from '../lower/wide.js';
import type { Grammar } from '../isel/grammar.js';
import type { IsaInsn, PReg } from '../mir/types.js';
import { armTarget } from './arm/target.js';
import { thumbTarget } from './thumb/target.js';
import { x86Target } from './x86/target.js';

/**
 * Branch forms relaxation chooses between (x86 rel8/rel32; Thumb b<c> ±256 B / inverted b<c> over
 * b ±2 KB / `bl` ±16 MB, which is a plain jump inside a body because the prologue saved lr).
 */
/** One step of a frame access: an instruction (`access`: the load or store itself), or a literal load. */
export type FramePiece<I> =
  | { readonly kind: 'insn'; readonly insn: I; readonly access: boolean }
  | { readonly kind: 'literal'; readonly reg: PReg; readonly value: bigint };

/** The IR the target cannot select as it is, and so the legalizer rewrites (or refuses). */
export interface LegalizeRules {
  /** The widest integer a register holds. */
  readonly registerBits: 32 | 64;
  /**
   * On a 32-bit target: 64-bit integers become register pairs (engine/lower/wide.ts), division
   * through these runtime helpers; null: they are Unsupported (not yet on this target).
   */
  readonly wideIntegers: WideRules | null;
  /** No divide instruction: `sdiv`/`udiv` become calls of the AEABI helpers (and remainders a - (a / b) * b). */
  readonly divisionByHelpers: boolean;
  /** Unaligned word and halfword accesses fault (Cortex-M0): an access whose `align` is below its size is split. */
  readonly alignedAccessesOnly: boolean;
}

export type JumpForm = 'short' | 'long' | 'far';

/** A constant as one instruction, or a 32-bit literal-pool word to load. */
export type Constant<I> = { readonly insn: I } | { readonly literal: bigint };

/** What an emitted instruction does to the stack pointer (the frame verifier's view). */
export type StackEffect =
  | { readonly kind: 'none' }
  /** sp += bytes (negative: the frame grows). */
  | { readonly kind: 'adjust'; readonly bytes: number }
  /** Registers stored below sp, sp lowered by their size (one group: x86 one push each, ARM/Thumb one list). */
  | { readonly kind: 'push'; readonly regs: readonly PReg[] }
  /** Registers loaded from sp, sp raised; `returns` when pc is among them (ARM/Thumb `pop {…, pc}`). */
  | { readonly kind: 'pop'; readonly regs: readonly PReg[]; readonly returns: boolean }
  /** x86 `ret`: pops the return address. */
  | { readonly kind: 'return' }
  /** sp set to a run-time value in the body (dynamic alloca, stackrestore): only where the frame has a frame pointer. */
  | { readonly kind: 'dynamic' }
  /** sp := the frame pointer (the epilogue of a function with a dynamic stack): back at the body's depth. */
  | { readonly kind: 'from-frame-pointer' }
  /** Writes sp some other way (the verifier reports it: code generation never does). */
  | { readonly kind: 'other' };

/** ARM/Thumb literal pools: how far a pc-relative literal load reaches. */
export interface LiteralRules {
  /** Bytes of a literal load (ARM 4, Thumb 2) and of the `b` over an island. */
  readonly loadBytes: number;
  readonly branchBytes: number;
  /** Does a load at `load` reach the word at `word`? */
  reaches(load: number, word: number): boolean;
  /** The last word offset a load at `load` reaches. */
  deadline(load: number): number;
}

export interface Target<I extends IsaInsn = IsaInsn> {
  readonly isa: Isa;
  readonly model: IsaModel<I>;
  readonly wordBytes: 4 | 8;
  readonly sp: PReg;
  /** A function's start in the text (x86 16, ARM/Thumb 4: literal pools' Align(pc, 4) needs it). */
  readonly functionAlign: bigint;
  /** Least alignment of a local frame object (Thumb 4: its sp-relative forms scale by 4). */
  readonly localAlign: number;
  /** Literal pools (null: every constant is an immediate, x86). */
  readonly literals: LiteralRules | null;
  /** Does relaxation grow a branch beyond 'long'? (Thumb's `bl`; x86 rel32 and ARM b reach everything). */
  readonly farJumps: boolean;
  /**
   * The frame pointer of a function with a dynamic stack (MFunction.framePointer: dynamic allocas,
   * stacksave/stackrestore move sp in the body): a callee-saved register, set to sp after the
   * prologue, from which frame objects and spill slots are addressed; not allocatable in such a
   * function. null: the target has no dynamic stack yet (the legalizer refuses it).
   */
  readonly framePointer: PReg | null;
  /** What the legalizer rewrites for this target (engine/lower/legalize.ts asks here, never the ISA's name). */
  readonly legalize: LegalizeRules;
  /** The register classes beyond `gpr` an operand may name (x86's `byte`: the registers with an 8-bit view). */
  registerClasses(gpr: readonly PReg[]): Readonly<Record<string, readonly PReg[]>>;

  /** The tile grammar selection covers with (built once) and the DAG combine run before covering. */
  grammar(): Grammar;
  readonly dagCombine: DagCombine | undefined;

  /** The b-bit view of full-width register `preg` (x86 `rax` at 8 bits is `al`); ARM/Thumb: itself. */
  regView(preg: PReg, bits: number): string;

  // Questions about selection's instructions
  isReturn(insn: I): boolean;
  /** A return under a condition (ARM `bx<c> lr`), which has no epilogue. */
  isConditionalReturn(insn: I): boolean;
  /** The condition of a branch instruction from selection (null: unconditional). */
  branchCond(insn: I): string | null;
  /** `insn` (memory operand or address immediate relative to a frame object) moved by `offset` bytes. */
  addFrameOffset(insn: I, offset: number): I;
  /**
   * A frame-relative instruction after its offset was added, as pieces that encode (an offset beyond
   * its addressing mode's reach reaches its slot through a scratch register, as llc's
   * eliminateFrameIndex does); the piece that is the access itself is marked.
   */
  frameSequence(insn: I): FramePiece<I>[];
  /** `insn`, an sp-relative frame access or frame address (after addFrameOffset), relative to `fp` instead. */
  rebaseFrame(insn: I, fp: PReg): I;
  /**
   * Selection's `insn` in the memory form that reads its `any` operand k (engine/mir/types.ts) at
   * `[sp + 0]`, for addFrameOffset to move to the spill slot; absent where selection emits no `any`.
   */
  anyToMemory?(insn: I, k: number): I;
  /** Bytes above sp a selection instruction addresses without a frame object (outgoing arguments), or 0. */
  outgoingExtent(insn: I): number;
  stackEffect(insn: I): StackEffect;

  // Instructions code generation creates
  move(dst: PReg, src: PReg): I;
  /** Store full-width `r` at sp + offset. */
  store(r: PReg, offset: number): I;
  /** Load full-width `r` from sp + offset. */
  load(r: PReg, offset: number): I;
  /** A constant into `r` (value taken modulo 2^bits); `flagsLive`: no instruction may write the flags. */
  constant(r: PReg, value: bigint, bits: number, flagsLive: boolean): Constant<I>;
  /** sp -= bytes (`sign` -1) or sp += bytes (`sign` +1), as as many instructions as the immediates need. */
  adjustSp(bytes: number, sign: 1 | -1): I[];
  push(regs: readonly PReg[]): I[];
  /** The pops of the epilogue and the return (ARM/Thumb: the last pops pc). */
  popAndReturn(regs: readonly PReg[]): I[];
  /**
   * ARM/Thumb: the epilogue of a frame with a variadic save area of `bytes` above the pushes
   * (codegen/frame.ts vaSave): pops `regs` and the return address, releases the area, returns.
   */
  releaseAndReturn?(regs: readonly PReg[], bytes: number): I[];
  /** A direct call with a displacement `target` in the ISA's convention (0 until linked). */
  callInsn(target: number): I;
  /** Re-targets a call instruction from selection (its displacement only). */
  retargetCall(insn: I, target: number): I;
  /** The displacement of a call of `size` bytes at `at` to `dest`, in the ISA's convention. */
  callDisplacement(at: bigint, dest: bigint, size: number): number;
  /** ldr of the literal at `literal` into `r`, placed at `address`. */
  literalLoad(r: PReg, address: number, literal: number): I;
  /** The instructions of a branch at `address` to `dest` in form `form` (their sizes are fixed per form). */
  jumpInsns(cond: string | null, form: JumpForm, address: number, dest: number): I[];
  jumpSize(cond: string | null, form: JumpForm): number;
  /** Does a branch of this form at `address` reach `dest`? */
  jumpReaches(cond: string | null, form: JumpForm, address: number, dest: number): boolean;
}

export const TARGETS: Readonly<Record<Isa, Target>> = {
  'x86-32': x86Target('x86-32'),
  'x86-64': x86Target('x86-64'),
  arm: armTarget,
  thumb: thumbTarget,
};
