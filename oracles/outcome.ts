// The result of running a program: the one shape both the reference interpreter and the
// emulator harness produce, so a verdict is a field-by-field comparison.
//
// Contract:
// - `return`: the entry function's result sign-extended from its return type width (i1 gives 0 or 1,
//   pointers are unsigned addresses); null for a void entry or when exit/abort/ub/step-limit ended the run.
// - `exit`: the code given to exit(n) (as int32), 134 for abort(), null when the entry returned normally.
// - `steps`: executed instructions (for the interpreter: IR instructions including phis and terminators).
// - `memoryDigest`: 64-bit FNV-1a over every defined global in module order, hashing for each its
//   name's UTF-8 bytes, one 0 byte, then its final contents (sizeOf(type) bytes), with stack
//   addresses canonicalised (below). See `memoryDigest`.
//   Stack addresses (issue 19): where each side's stack frames lie is its own business (the
//   interpreter's allocas are packed, a machine frame holds saved registers and spills), so a global
//   that holds the address of a local at exit would make the digests differ for a correct program.
//   The rule, applied identically by the interpreter and the emulator harness from nothing but the
//   final bytes: every pointer-sized word at a multiple of the pointer size from the start of a
//   global (little-endian, 4 bytes on x86-32/ARM/Thumb, 8 on x86-64) whose value lies in the stack,
//   [STACK_LO, STACK_TOP) of common/image.ts, is hashed as STACK_LO instead. The offset is taken from
//   the global's start, not from address 0, so both sides pick the same words whatever their layout.
//   Why nothing else changes: a word outside the stack range is hashed as before, so a program whose
//   globals hold no such word has the digest it always had, and two outcomes that compared equal
//   still do. STACK_LO lies in the range itself, so the mapping is a projection: no value outside
//   the stack range is confused with it. What the rule gives up: two different values that both lie
//   in the 8 MiB stack range compare equal in that word (integers 0x3f800000..0x3fffffff, and the
//   float bit patterns of [1.0, 2.0) on the 32-bit targets, when a later issue brings floats).
//   Uninitialised bits (issue 19): a global may end holding bits the program never initialised
//   (it stored an uninitialised value there: C11 6.2.6.1, an unspecified value, not undefined
//   behaviour); the machine's bits there are whatever its stack held, the interpreter's are its
//   own. The interpreter knows which bits these are (its shadow, oracles/interpreter/memory.ts) and
//   reports them as `undefinedGlobals`: per global with any, the mask of its initialised bits per
//   byte. Both sides hash each such byte ANDed with its mask (the harness is given the interpreter's
//   masks, simulators/harness.ts RunRequest), before the stack-address rule. Why nothing else
//   changes: without uninitialised bits no byte is masked, so every digest is the one it was.
// - `reason`: why, for 'ub', 'stack-overflow', 'error' and 'step-limit'.
// - status 'stack-overflow': the program needed more stack than the budget the interpreter and the
//   emulator harness share (common/image.ts STACK_SIZE, 8 MiB); the harness reports the same status
//   for a fault in the guard below its stack (simulators/harness.ts). Like 'ub', `return` is null.
// - `stackBytes` (interpreter only): the deepest the run reserved into that budget (allocas plus
//   a fixed cost per call, oracles/interpreter/memory.ts), so a verdict can say how close it came.

import { STACK_LO, STACK_TOP } from '../common/image.js';

export type OutcomeStatus = 'ok' | 'ub' | 'stack-overflow' | 'step-limit' | 'error';

export interface Outcome {
  readonly status: OutcomeStatus;
  readonly return: bigint | null;
  readonly exit: number | null;
  readonly stdout: Uint8Array;
  readonly memoryDigest: bigint;
  readonly steps: number;
  readonly reason?: string;
  readonly stackBytes?: number;
  /** Interpreter only, when some global ends with uninitialised bits: which (see the contract). */
  readonly undefinedGlobals?: readonly UndefinedGlobal[];
}

/** A global with uninitialised bits at exit: the mask of its initialised bits, per byte (0xff: all). */
export interface UndefinedGlobal {
  readonly name: string;
  readonly defined: Uint8Array;
}

/** Incremental 64-bit FNV-1a kept as two 32-bit halves, because a BigInt per byte is slow on big arrays. */
export class Fnv1a64 {
  private hi = 0xcbf29ce4;
  private lo = 0x84222325;

  update(bytes: Uint8Array): this {
    let hi = this.hi;
    let lo = this.lo;
    for (let i = 0; i < bytes.length; i++) {
      lo = (lo ^ bytes[i]!) >>> 0;
      // h * 0x100000001b3 = h * 0x1b3 + (h << 40), mod 2^64.
      const loMul = lo * 0x1b3;
      const carry = Math.floor(loMul / 0x100000000);
      const newHi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) >>> 0;
      lo = loMul >>> 0;
      hi = newHi;
    }
    this.hi = hi;
    this.lo = lo;
    return this;
  }

  digest(): bigint {
    return (BigInt(this.hi) << 32n) | BigInt(this.lo);
  }
}

const STACK_FIRST = Number(STACK_LO);
const STACK_END = Number(STACK_TOP);

/** Whether the `pointerBytes`-wide little-endian word at `o` of `bytes` is an address in the stack. */
function holdsStackAddress(bytes: Uint8Array, o: number, pointerBytes: 4 | 8): boolean {
  const lo = (bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16) | (bytes[o + 3]! << 24)) >>> 0;
  if (lo < STACK_FIRST || lo >= STACK_END) return false;
  return pointerBytes === 4 || (bytes[o + 4]! | bytes[o + 5]! | bytes[o + 6]! | bytes[o + 7]!) === 0;
}

/**
 * A global's final bytes as the digest sees them: each pointer-sized word at a multiple of the
 * pointer size from its start that holds a stack address replaced by STACK_LO (see the contract).
 * The bytes themselves when no word does, so the common case copies nothing.
 */
export function canonicalStackWords(bytes: Uint8Array, pointerBytes: 4 | 8): Uint8Array {
  let out: Uint8Array | null = null;
  for (let o = 0; o + pointerBytes <= bytes.length; o += pointerBytes) {
    if (!holdsStackAddress(bytes, o, pointerBytes)) continue;
    out ??= bytes.slice();
    out.fill(0, o, o + pointerBytes);
    out[o] = STACK_FIRST & 0xff;
    out[o + 1] = (STACK_FIRST >>> 8) & 0xff;
    out[o + 2] = (STACK_FIRST >>> 16) & 0xff;
    out[o + 3] = STACK_FIRST >>> 24;
  }
  return out ?? bytes;
}

/**
 * The memory digest of the final contents of the defined globals, given in module order, for a
 * target whose pointers are `pointerBytes` wide (stack addresses canonicalised, a global's bits
 * outside its `defined` mask left out: see the contract).
 */
export function memoryDigest(
  globals: Iterable<{ readonly name: string; readonly bytes: Uint8Array; readonly defined?: Uint8Array }>,
  pointerBytes: 4 | 8,
): bigint {
  const h = new Fnv1a64();
  const encoder = new TextEncoder();
  for (const g of globals) {
    const bytes = g.defined === undefined ? g.bytes : g.bytes.map((b, i) => b & (g.defined![i] ?? 0xff));
    h.update(encoder.encode(g.name))
      .update(new Uint8Array([0]))
      .update(canonicalStackWords(bytes, pointerBytes));
  }
  return h.digest();
}
