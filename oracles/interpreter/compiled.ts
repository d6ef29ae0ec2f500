// The compact form a function is translated into once, before it runs.
//
// Contract (the value representation every operation relies on):
// - each SSA value lives in a frame slot of an Int32Array `R`, with a poison flag at the same index of
//   a Uint8Array `P` (non-zero = poison; undef is poison too). The flag is a set of bits that
//   operations OR together: 1 for poison from any source, UNINIT (2) when it came (also) from a
//   load of uninitialised memory, which only changes how a ub reason names it;
// - bit-precise uninitialised values (Memory Sanitizer's shadow propagation, Stepanov and
//   Serebryany, CGO 2015, §3): a value whose flag is exactly UNINIT | PARTIAL (6) has only the bits
//   set in the Int32Array `U` at its index (and at index + 1 for the high half of an i64) undefined.
//   Only the ops of ops-undef.ts (and loads) write U; every other op ORs flags as before, so the
//   partial value turns into a wholly uninitialised one there. Whether U may be read for an operand
//   is therefore decided when the function is compiled (compile.ts: the operand's defining
//   instruction is one of those ops), never at run time from a stale U;
// - an integer of width 1, 8 or 16 is stored zero-extended (0 ≤ v < 2^w); an i32 as its int32 bit
//   pattern; an i64 in two slots, low half at s and high half at s + 1 (both int32 bit patterns),
//   with the poison flag at P[s]. Pointers are integers of the datalayout's pointer width;
// - a pointer's provenance (the object it was derived from) lives at the same index of an Int32Array
//   `V`: the object's serial (see Memory), or 0 for a wildcard (unknown: after inttoptr, from a
//   runtime function, loaded from memory no pointer store wrote). Every op that defines a pointer
//   writes it; for other values V holds junk that nothing reads;
// - constants get their own slots, filled once from the function's template;
// - a function body is a list of Segments: straight-line Ops ending in a terminator or in a call of
//   another defined function (the executor keeps its own call stack, so a call leaves the op loop);
//   phis are executed on the edge that enters their block, as parallel copies.

import type { Func, IntBits, ScalarType } from '../../engine/ir/types.js';
import type { Site } from './signals.js';
import type { LongjmpEnd, SetjmpEnd } from './sjlj.js';

/** The poison flag bit of a value loaded from uninitialised memory (see the contract above). */
export const UNINIT = 2;

/** With UNINIT: U holds exactly which bits are undefined (see the contract above). */
export const PARTIAL = 4;

/** The flag of a value with some undefined bits, U giving which. */
export const SOME_UNDEFINED = UNINIT | PARTIAL;

/** How a ub reason names a poison value with flag `p`: 'uninitialised' or 'poison'. */
export function poisonWord(p: number): string {
  return p & UNINIT ? 'uninitialised' : 'poison';
}

/** poisonWord with its article: 'an uninitialised' or 'a poison'. */
export function aPoison(p: number): string {
  return p & UNINIT ? 'an uninitialised' : 'a poison';
}

/** One compiled instruction: reads and writes the current frame's slots. */
export type Op = (R: Int32Array, P: Uint8Array, V: Int32Array, U: Int32Array) => void;

/** Integer widths as stored: pointers take the datalayout's width. */
export type Width = IntBits;

export function widthOf(type: ScalarType, pointerBits: 32 | 64): Width {
  return type.kind === 'ptr' ? pointerBits : type.bits;
}

/** The mask that keeps a narrow value canonical; -1 for i32 also turns any result into int32 form. */
export function maskOf(w: Width): number {
  return w >= 32 ? -1 : (1 << w) - 1;
}

/** A value slot together with whether it is 64 bits wide (two slots). */
export interface SlotRef {
  readonly slot: number;
  readonly wide: boolean;
}

/** Entering a block from one predecessor: its phis' parallel copy, then the block's first segment. */
export interface Edge {
  readonly target: number;
  /** How many phis the copy executes (they count as steps). */
  readonly phis: number;
  readonly move: Op | null;
}

export interface CallEnd {
  readonly kind: 'call';
  /** The defined function called; '' for an indirect call, which names its callee at run time. */
  readonly callee: string;
  /** An indirect call: the slot of the called pointer; -1 for a direct call. */
  readonly pointer: number;
  /**
   * An indirect call whose pointer names a function that is not entered (a runtime function, or a
   * defined one with another parameter count): the op that runs it in place, as a direct call's.
   */
  readonly inPlace: ((callee: string) => Op) | null;
  readonly args: readonly SlotRef[];
  /** Result slot in the caller, -1 when the call has no result. */
  readonly dst: number;
  readonly dstWide: boolean;
  /** The segment that continues after the call. */
  readonly next: number;
  readonly site: Site;
}

export type SegmentEnd =
  | { readonly kind: 'br'; readonly edge: Edge }
  | { readonly kind: 'condbr'; readonly cond: number; readonly ifTrue: Edge; readonly ifFalse: Edge; readonly site: Site }
  | {
      readonly kind: 'switch';
      readonly value: number;
      readonly wide: boolean;
      /** Narrow: keyed by the canonical slot value; wide: keyed by the unsigned 64-bit value. */
      readonly cases: ReadonlyMap<number | bigint, Edge>;
      readonly defaultEdge: Edge;
      readonly site: Site;
    }
  | { readonly kind: 'ret'; readonly value: SlotRef | null; readonly site: Site }
  | { readonly kind: 'unreachable'; readonly site: Site }
  | CallEnd
  | SetjmpEnd
  | LongjmpEnd;

export interface Segment {
  readonly ops: readonly Op[];
  readonly end: SegmentEnd;
}

export interface FrameArrays {
  readonly R: Int32Array;
  readonly P: Uint8Array;
  readonly V: Int32Array;
  /** The undefined-bit masks of partially uninitialised values (see the contract). */
  readonly U: Int32Array;
}

export interface CompiledFunc {
  readonly func: Func;
  readonly params: readonly SlotRef[];
  /**
   * A variadic function's hidden slots for its variadic areas (varargs.ts), pointer-wide, written
   * on entry with their provenance; `alloca va args|regs` reads them.
   */
  readonly va?: { readonly args: number; readonly regs: number };
  readonly segments: readonly Segment[];
  /** Initial slot contents (constants); value slots are always written before they are read. */
  readonly template: Int32Array;
  readonly poisonTemplate: Uint8Array;
  /** The provenance of the constants: a global's serial for its address, else 0. */
  readonly provenanceTemplate: Int32Array;
  /** Frame arrays of returned activations, reused so a call allocates nothing in the steady state. */
  readonly pool: FrameArrays[];
}

/** The slot contents of a constant `value` (an unsigned bit pattern) of width w: [lo] or [lo, hi]. */
export function constantSlots(value: bigint, w: Width): number[] {
  const v = BigInt.asUintN(w, value);
  if (w === 64) return [Number(BigInt.asIntN(32, v)), Number(BigInt.asIntN(32, v >> 32n))];
  return [w === 32 ? Number(BigInt.asIntN(32, v)) : Number(v)];
}

/** The unsigned bit pattern held in slots starting at s, of width w. */
export function slotsValue(R: Int32Array, s: number, w: Width): bigint {
  if (w === 64) return (BigInt(R[s + 1]! >>> 0) << 32n) | BigInt(R[s]! >>> 0);
  return BigInt(R[s]! >>> 0);
}

/** Writes the unsigned bit pattern `value` of width w into slots starting at s. */
export function writeSlots(R: Int32Array, s: number, value: bigint, w: Width): void {
  const slots = constantSlots(value, w);
  R[s] = slots[0]!;
  if (w === 64) R[s + 1] = slots[1]!;
}
