// The program generator's state while it builds one function: the IR builder, the values in scope
// (by type), the memory objects in scope (pointers with a known size), and the budgets.
//
// Contract: every value in scope dominates the builder's current position — a construct (diamond,
// loop, switch) opens a frame for each arm and closes it before the merge, so only the merge's phis
// survive it (SSA dominance by construction, never checked afterwards). Every object's pointer
// addresses at least `size` valid bytes (never fewer than the widest access, MAX_ACCESS_BYTES in
// gen-values.ts) that stay alive for the whole function: globals, allocas
// of this function, pointer parameters (the callers pass objects of at least PARAM_OBJECT_BYTES)
// and constant-offset interior pointers into those. No pointer value ever reaches an integer, an
// output or a comparison, because stack addresses differ between the interpreter and the machine.

import type { FuncBuilder } from '../../engine/ir/builder.js';
import { intType, type IntType, type RefValue, type Value } from '../../engine/ir/types.js';
import type { Choices } from './choices.js';
import type { CallAbi } from './gen-calls.js';

/** Every pointer parameter points to at least this many bytes (callers pass objects this large). */
export const PARAM_OBJECT_BYTES = 16;

export interface GenConfig {
  readonly triple: string;
  readonly datalayout: string;
  readonly pointerBits: 32 | 64;
  /** i64 values (on every target since issue 19: register pairs on the 32-bit ones; false narrows a test's programs). */
  readonly allow64: boolean;
  /** Helper functions besides `main` (0..maxHelpers). */
  readonly maxHelpers: number;
  /** IR instructions per function, roughly (a statement in progress may overshoot a little). */
  readonly maxInsts: number;
  /** Nesting of diamonds, loops and switches. */
  readonly maxDepth: number;
  /** Loop trip counts are at most this (a power of two). */
  readonly maxTrip: number;
  /** Estimated interpreter steps of one call of any function (bounds calls inside loops). */
  readonly maxCallSteps: number;
  readonly maxParams: number;
  /** 1 helper in this many is variadic or takes/returns a struct by value (gen-calls.ts); 0: none. */
  readonly callFormsOutOf: number;
}

export interface MemObject {
  readonly ptr: Value;
  /** Bytes valid from `ptr` (a multiple of 4). */
  readonly size: number;
  /** Alignment of `ptr` in bytes. */
  readonly align: number;
  /** A constant global: loads only (a store would be undefined behaviour). */
  readonly readonly?: boolean;
}

export interface Signature {
  readonly name: string;
  readonly ret: IntType | null;
  readonly params: readonly ('ptr' | IntType)[];
  /** Estimated interpreter steps of one call (known once the body is built; callees are built first). */
  steps: number;
  /** The functions the body calls directly (filled while it is built). */
  readonly calls: Set<string>;
  /** A variadic or struct-by-value helper (gen-calls.ts builds and calls it). */
  readonly abi?: CallAbi;
}

interface Frame {
  readonly ints: Map<number, Value[]>;
  readonly objects: MemObject[];
}

export class FnState {
  readonly frames: Frame[] = [{ ints: new Map(), objects: [] }];
  insts = 0;
  depth = 0;
  /** Product of the trip bounds of the loops around the current position. */
  multiplier = 1;
  /** Estimated dynamic steps so far (instructions times multiplier, plus callee steps). */
  steps = 0;
  /** The block the builder appends to. */
  cur = 0;
  /** An entry alloca that only ever holds pointers (pointer stores and loads), if any. */
  ptrCell: Value | null = null;
  /** Integer values some later instruction reads (the rest would be dead: see `unusedInts`). */
  readonly used = new Set<Value>();

  constructor(
    readonly c: Choices,
    readonly cfg: GenConfig,
    readonly b: FuncBuilder,
    readonly sig: Signature,
    /** Functions this one may call (later in the module: the call graph is acyclic). */
    readonly callees: readonly Signature[],
  ) {}

  /** Integer widths a value may have here. */
  widths(): readonly number[] {
    return this.cfg.allow64 ? [8, 16, 32, 64] : [8, 16, 32];
  }

  ptrInt(): IntType {
    return intType(this.cfg.pointerBits);
  }

  /** Count `n` emitted IR instructions against the budgets. */
  spend(n = 1): void {
    this.insts += n;
    this.steps += n * this.multiplier;
  }

  budgetLeft(): number {
    return this.cfg.maxInsts - this.insts;
  }

  addInt(v: RefValue | Value): void {
    if (v.type.kind !== 'int') throw new Error('addInt: not an integer');
    const frame = this.frames[this.frames.length - 1]!;
    const list = frame.ints.get(v.type.bits) ?? [];
    list.push(v);
    frame.ints.set(v.type.bits, list);
  }

  addObject(o: MemObject): void {
    this.frames[this.frames.length - 1]!.objects.push(o);
  }

  intsOf(bits: number): Value[] {
    return this.frames.flatMap((f) => f.ints.get(bits) ?? []);
  }

  /** The values in scope nothing reads yet, most recent first (what the function's result folds in). */
  unusedInts(): Value[] {
    return this.frames
      .flatMap((f) => [...f.ints.values()].flat())
      .filter((v) => !this.used.has(v))
      .reverse();
  }

  objects(): MemObject[] {
    return this.frames.flatMap((f) => f.objects);
  }

  /** A new empty block; the builder stays where it was. */
  newBlock(): number {
    const id = this.b.block();
    this.b.at(this.cur);
    return id;
  }

  enter(block: number): void {
    this.b.at(block);
    this.cur = block;
  }

  open(): void {
    this.frames.push({ ints: new Map(), objects: [] });
  }

  close(): void {
    if (this.frames.length <= 1) throw new Error('close: no frame open');
    this.frames.pop();
  }
}
