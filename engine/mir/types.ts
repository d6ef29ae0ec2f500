// Machine IR: one ISA's instructions over virtual registers, in regalloc2's vocabulary (vreg, preg,
// operand constraint, program point, allocation, edit). Produced by instruction selection, consumed
// by the register allocators (engine/regalloc/), checked by oracles/allocation-checker.ts, turned
// into bytes by engine/codegen/.
//
// Contract:
// - Not SSA: phis are eliminated before allocation (parallel copies at the ends of predecessors,
//   critical edges that carry copies split), so a vreg may have several defs; every use is reached by a def on every
//   path (selection guarantees it; `verifyMir` checks it).
// - An `isa` instruction holds the ISA model's own instruction (`insn`, e.g. an X86Insn) in which
//   every register that the allocator chooses is a placeholder string `%k.b`: operand k of `regs`,
//   viewed at b bits (x86 `%0.8` becomes `al` when regs[0] gets rax/eax). Registers fixed by the
//   encoding itself (the stack pointer of a push, x86's `cl` shift count when the form names it)
//   are written by name and are not in `regs`. Implicit registers of a form (x86 div's eax/edx,
//   a call's argument and result registers) are `regs` entries with a `fixed` constraint.
// - Operand semantics are regalloc2's: a `use` is read at the instruction's early point, a `def`
//   is written at its late point unless it is `early` (written before the uses are read, so it
//   must not share a register with them); `reuse` ties a def to a use's register (x86 two-address
//   forms: the use and the def are separate vregs, the allocator puts both in one register).
// - `clobbers` are physical registers the instruction destroys beyond its defs (a call's
//   caller-saved registers); an allocator keeps no live value in them across the instruction.
// - Frame objects (allocas, incoming stack arguments) and spill slots are laid out after
//   allocation; an instruction that addresses a frame object names it in `frame` and holds the
//   offset within the object in its displacement/immediate, to which frame layout adds the
//   object's offset from the stack pointer.
// - A `stack` operand is written the same way, as a memory operand relative to the stack pointer
//   (displacement/immediate 0, no `frame`): codegen adds the offset of the spill slot the
//   allocation names for it. Its allocation is that slot (`{ slot }`), never a register.

import type { ArmInsn } from '../../isa-models/arm/forms.js';
import type { ThumbInsn } from '../../isa-models/thumb/forms.js';
import type { X86Insn } from '../../isa-models/x86/insn.js';

/**
 * An instruction of one of the ISA models (x86-32 and x86-64 share X86Insn): what an `isa` MInst
 * holds. Which one is the function's target's; each target object (engine/targets/<isa>/target.ts)
 * reads it as its own type.
 */
export type IsaInsn = X86Insn | ArmInsn | ThumbInsn;

/** A virtual register. */
export type VReg = number;
/** A physical register: the ISA model's full-width name (`eax` on x86-32, `rax` on x86-64, `r4`). */
export type PReg = string;

export type Constraint =
  /** Any allocatable register of the class (class names are the target's, e.g. `gpr`, `byte`, `lo`). */
  | { readonly kind: 'reg'; readonly class: string }
  /** Exactly this register (ABI argument/result registers, x86 div's eax/edx, shifts' ecx). */
  | { readonly kind: 'fixed'; readonly preg: PReg }
  /** A def that must get the register of `regs[input]` (a use of the same instruction). */
  | { readonly kind: 'reuse'; readonly input: number }
  /**
   * The operand is the vreg's spill slot itself (regalloc2's `OperandConstraint::Stack`): the
   * instruction reads (use) or writes (def) memory there — an x86 memory operand, an ARM/Thumb
   * sp-relative load or store. At most one per instruction, and never the input of a reuse.
   */
  | { readonly kind: 'stack' }
  /**
   * A use the allocator may place in a register of `class` (then exactly as `reg`) or in the
   * vreg's spill slot (regalloc2's `OperandConstraint::Any`): its allocation is then `{ slot }`, as
   * for a `stack` operand, and codegen turns the instruction into its memory form reading that
   * slot (x86 `add r32, m32` for `add r32, r32`). Selection writes the register form with a `%k.b`
   * placeholder and offers `any` only where the target has that memory form (the x86 table in
   * engine/targets/x86/any-forms.ts). Rules (engine/mir/verify.ts checks them):
   * - uses only: a def in memory would be a store folded into the instruction, which no x86 form
   *   the tiles emit offers for a separate destination (a read-modify-write dst is a `reuse`);
   * - never the input of a reuse (a def tied to a slot would have no register to share);
   * - at most one per instruction, and none in an instruction with a `stack` operand or a memory
   *   operand of its own (a `frame`, or a mem operand in `insn`): x86 encodes one memory operand;
   * - allocators without a cost model treat it as `reg` of `class` (they never choose the slot).
   */
  | { readonly kind: 'any'; readonly class: string };

export interface RegOperand {
  readonly vreg: VReg;
  readonly kind: 'use' | 'def';
  readonly constraint: Constraint;
  /** A def written before the instruction's uses are read (it may not share their registers). */
  readonly early?: boolean;
}

export type MInst =
  /** A machine instruction of the function's ISA (see the contract for placeholders). */
  | {
      readonly kind: 'isa';
      /** null only for the entry pseudo (the parameters' fixed defs). */
      readonly insn: IsaInsn | null;
      readonly regs: readonly RegOperand[];
      readonly clobbers: readonly PReg[];
      /** The frame object its memory operand (or address immediate) is relative to. */
      readonly frame?: number;
      /** A branch's target block (the encoding's displacement is chosen by branch relaxation). */
      readonly target?: number;
      /** A direct call's callee (its address is fixed when the text is laid out). */
      readonly callee?: string;
      /** A call through a register (x86 `call r`, ARM/Thumb `blx rm`): nothing to relocate, but a call. */
      readonly indirectCall?: true;
      /**
       * Its sp-relative address immediate gets the outgoing-argument area's size added (a dynamic
       * alloca's result lies just above the area at the new sp: engine/codegen/frame.ts).
       */
      readonly aboveOutgoing?: true;
    }
  /** regs[0] (def) := regs[1] (use), both of one class; expanded to the ISA's move after allocation. */
  | { readonly kind: 'copy'; readonly regs: readonly [RegOperand, RegOperand] }
  /** regs[0] (def) := value; expanded after allocation (x86: mov imm; ARM/Thumb: mov/literal pool). */
  | { readonly kind: 'const'; readonly regs: readonly [RegOperand]; readonly value: bigint };

/**
 * A block ends with its terminator's instructions (compare and conditional branch, jump, return):
 * never empty, and a block with one successor ends with an unconditional jump to it (even to the
 * next block: branch relaxation drops jumps to the fall-through), so an edge's moves have a place —
 * before that jump, or at the start of a successor with one predecessor. Only critical edges that
 * carry phi copies are split: an edge from a block with several successors into one with several
 * predecessors may remain, and has no place of its own for an allocator's moves (second-chance
 * makes its block entry states agree on such edges instead).
 */
export interface MBlock {
  readonly id: number;
  readonly insts: MInst[];
  readonly succs: readonly number[];
  readonly preds: readonly number[];
  /** Loop nesting depth (spill weights use 10^depth). */
  readonly loopDepth: number;
}

export interface VRegInfo {
  /** The register class every constraint on this vreg draws from. */
  readonly class: string;
  readonly bits: number;
}

export interface FrameObject {
  readonly size: number;
  readonly align: number;
  /** `incoming`: the caller's stack argument at this offset above the return address / entry sp. */
  readonly kind: 'local' | { readonly incoming: number };
}

export interface MFunction {
  readonly name: string;
  /** Layout order; blocks[0] is the entry. */
  readonly blocks: MBlock[];
  readonly vregs: VRegInfo[];
  readonly frame: FrameObject[];
  /** sp moves in the body (dynamic allocas, stackrestore): the frame is addressed from the target's frame pointer. */
  readonly framePointer?: true;
}

// ---------------------------------------------------------------------------------------------
// Allocation results (regalloc2's Output)

/** Where a value lives at a program point: a register or a spill slot. */
export type Allocation = { readonly kind: 'reg'; readonly preg: PReg } | { readonly kind: 'slot'; readonly slot: number };

/** Before or after an instruction, numbered in layout order over the whole function. */
export interface ProgPoint {
  readonly inst: number;
  readonly pos: 'before' | 'after';
}

/**
 * A rematerialization's source: the constant `value` that the edit's vreg is known to hold (thesis
 * §3.2.3, constant allocation classes: the value is regenerated in a register instead of reloaded).
 * The rule (the allocation checker derives it from the function alone): a vreg is rematerializable
 * with `value` when it has at least one def and every def of it is a `const` instruction whose value
 * equals `value` modulo 2^bits of the vreg (a const's expansion takes its value modulo 2^bits).
 * Phi elimination may leave several defs: all must agree. A def by anything else (an `isa`
 * instruction, a `copy`, the entry pseudo's parameters) forbids remat. Every use is reached by a
 * def (verifyMir), so wherever the vreg's value can be read it is that constant.
 */
export interface RematSource {
  readonly kind: 'const';
  readonly value: bigint;
}

/**
 * A move between allocations (a spill is reg → slot, a reload slot → reg), carrying `vreg`; or a
 * rematerialization (`from` a RematSource, `to` a register): the register gets the constant, emitted
 * exactly as a `const` instruction of that value into it (flags untouched where they are live).
 */
export interface Edit {
  readonly point: ProgPoint;
  readonly from: Allocation | RematSource;
  readonly to: Allocation;
  readonly vreg: VReg;
}

/** Where an operand is at its instruction: a register, or (a `stack` or `any` operand only) a spill slot. */
export type OperandAlloc = PReg | { readonly slot: number };

export function isSlot(a: OperandAlloc | undefined): a is { readonly slot: number } {
  return typeof a === 'object';
}

export interface AllocResult {
  /** For each instruction in layout order, the allocation of each of its `regs`. */
  readonly allocs: readonly (readonly OperandAlloc[])[];
  /** Sorted by point (before < after, then by instruction); edits at one point run in order. */
  readonly edits: readonly Edit[];
  readonly spillSlots: number;
  /** Bytes of each spill slot (the word size of the ISA). */
  readonly slotBytes: number;
  /** An exact allocator's account of its solve (`optimal`): absent for heuristics. */
  readonly solve?: SolveReport;
}

/**
 * How an exact allocator's solve ended: `optimal` (proven within its model), `feasible` (the budget
 * stopped the solver with this allocation; `bound` and `gap` when the solver had a bound), or a
 * `fallback` allocator's result with the reason (`outside` the model, `unsolved` in the budget).
 * A heuristic on the MCNF model (iterative, simultaneous, hybrid) reports `heuristic`: a feasible
 * solution of the model with its model cost, no bound; `by` names the heuristic that produced it
 * (the hybrid's cheaper part).
 */
export type SolveReport =
  | {
      readonly status: 'optimal';
      readonly objective: number;
      readonly metric: AllocMetric;
      /** The model's options that were on, by their `--ra-model` names (absent: the default model). */
      readonly model?: readonly string[];
    }
  | {
      readonly status: 'feasible';
      readonly objective: number;
      readonly metric: AllocMetric;
      readonly model?: readonly string[];
      readonly bound?: number;
      readonly gap?: number;
    }
  | {
      readonly status: 'heuristic';
      readonly by: string;
      readonly objective: number;
      readonly metric: AllocMetric;
      readonly model?: readonly string[];
    }
  | {
      /**
       * The progressive allocator (thesis ch. 6): the best allocation found in `iterations`
       * iterations (its model cost `objective`), `lower` the best Lagrangian bound (rounded up: the
       * model's optimum is at least it), `bound` = (base + objective) / (base + lower) − 1 with
       * `base` the cost before allocation (§6.3.3; null when base + lower ≤ 0), `provenOptimal`
       * when lower = objective; `by` the heuristic that found the best (the hybrid's part at
       * iteration 0, `simultaneous` on prices after).
       */
      readonly status: 'progressive';
      readonly by: string;
      readonly objective: number;
      readonly metric: AllocMetric;
      readonly model?: readonly string[];
      readonly lower: number;
      readonly base: number;
      readonly bound: number | null;
      readonly provenOptimal: boolean;
      readonly iterations: number;
      /** The iteration that found the best allocation (0: the hybrid). */
      readonly bestAt: number;
    }
  | {
      readonly status: 'fallback';
      readonly fallback: string;
      readonly reason: string;
      /** The heuristic that fell back (absent: the optimal allocator). */
      readonly by?: string;
    };

/** What an allocator with a cost model minimises (thesis §3.5): weighted execution cost or code size. */
export type AllocMetric = 'speed' | 'size';

/** Options every allocator receives; heuristics without a cost model ignore them. */
export interface AllocOptions {
  /** Default `speed`: load:store:move = 8:8:1 times the block frequency; `size`: bytes added. */
  readonly metric?: AllocMetric;
  /** Execution count of each block by id (a measured profile); default static 10^loopDepth. */
  readonly frequencies?: readonly number[];
  /**
   * The size metric's prices: bytes of a register move, and of a reload and a spill store of a slot
   * near sp (code generation's own instructions, sized by the ISA model; the pipeline fills them in).
   */
  readonly editBytes?: {
    readonly move: number;
    readonly load: number;
    readonly store: number;
    /**
     * A rematerialization of `value` into `preg` at the vreg's width (its expansion; a literal load
     * counts its pool word): x86-64's `mov r10d, 1` is a byte longer than `mov eax, 1`, and a 64-bit
     * `mov rax, 1` longer again.
     */
    readonly constant: (value: bigint, preg: PReg, bits: number) => number;
  };
  /** Exact solvers' time budget, through the caller's millisecond clock (never read here). */
  readonly solverBudget?: { readonly ms: number; readonly clock: () => number };
  /** The progressive allocator's budget and subgradient settings (engine/regalloc/mcnf/progressive.ts); absent: its defaults. */
  readonly progressive?: ProgressiveSettings;
  /** The MCNF model's options (the optimal allocator's only; engine/regalloc/mcnf/model-options.ts): all off by default. */
  readonly model?: McnfModelOptions;
}

/**
 * Options of the optimal allocator's MCNF model (Koes's thesis §3.2.4 crossbars, §3.8
 * simplifications), all off by default: `crossbar: 'full'` (every class to every class in one step
 * between instructions: a relaxation, its objective a lower bound of the emitted cost), `memAtUses`
 * (§3.8 simplification 2: loads only right before uses, stores only right after defs, block
 * boundaries full: exact), `moves` (§3.8 simplification 4: register moves `none` or only at
 * `boundaries`: may raise the optimum).
 */
export interface McnfModelOptions {
  readonly crossbar?: 'zigzag' | 'full';
  readonly memAtUses?: boolean;
  readonly moves?: 'all' | 'boundaries' | 'none';
}

/** The register facts an allocator needs, derived from the ISA model's RegisterFile. */
export interface TargetRegs {
  /** Allocatable registers in preference order. */
  readonly allocatable: readonly PReg[];
  /** Allocatable registers per class. */
  readonly classes: Readonly<Record<string, readonly PReg[]>>;
  readonly calleeSaved: readonly PReg[];
  readonly callerSaved: readonly PReg[];
  readonly wordBytes: 4 | 8;
}

/** Every allocator implements this: function + register facts in, allocation out. */
export interface Allocator {
  readonly name: string;
  /** The pipeline coalesces copies (engine/regalloc/coalesce.ts) before this allocator, whatever its options say. */
  readonly coalesced?: true;
  allocate(fn: MFunction, regs: TargetRegs, options?: AllocOptions): AllocResult;
}

/**
 * The progressive allocator's settings (Koes's thesis ch. 6): at most `iterations` iterations
 * and/or `budget` ms through the caller's clock (both absent: 10 iterations); the subgradient's
 * step rule, update direction and price initialisation (absent: the thesis's defaults by metric).
 */
export interface ProgressiveSettings {
  readonly iterations?: number;
  readonly budget?: { readonly ms: number; readonly clock: () => number };
  readonly step?: 'ratio' | 'frequency' | 'newton';
  /** The ratio rules' θ_k = a/(k + b) (times B_freq for `frequency`); absent: 1/(k + 10) for size, 1/k for speed. */
  readonly ratio?: { readonly a: number; readonly b: number };
  /** Newton's β (absent: 1). */
  readonly beta?: number;
  readonly direction?: 'standard' | 'average';
  readonly init?: 'zero' | 'heuristic' | 'assignment';
}
