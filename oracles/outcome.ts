// The result of running a program: the one shape both the reference interpreter and the
// emulator harness produce, so a verdict is a field-by-field comparison.
//
// Contract:
// - `return`: the entry function's result sign-extended from its return type width (i1 gives 0 or 1,
//   pointers are unsigned addresses); null for a void entry or when exit/abort/ub/step-limit ended the run.
// - `exit`: the code given to exit(n) (as int32), 134 for abort(), null when the entry returned normally.
// - `steps`: executed instructions (for the interpreter: IR instructions including phis and terminators).
// - `memoryDigest`: 64-bit FNV-1a over every defined global in module order, hashing for each its
//   name's UTF-8 bytes, one 0 byte, then its final contents (sizeOf(type) bytes). See `memoryDigest`.
// - `reason`: why, for 'ub', 'stack-overflow', 'error' and 'step-limit'.
// - status 'stack-overflow': the program needed more stack than the budget the interpreter and the
//   emulator harness share (common/image.ts STACK_SIZE, 8 MiB); the harness reports the same status
//   for a fault in the guard below its stack (simulators/harness.ts). Like 'ub', `return` is null.
// - `stackBytes` (interpreter only): the deepest the run reserved into that budget (allocas plus
//   a fixed cost per call, oracles/interpreter/memory.ts), so a verdict can say how close it came.

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

/** The memory digest of the final contents of the defined globals, given in module order. */
export function memoryDigest(globals: Iterable<{ readonly name: string; readonly bytes: Uint8Array }>): bigint {
  const h = new Fnv1a64();
  const encoder = new TextEncoder();
  for (const g of globals) {
    h.update(encoder.encode(g.name))
      .update(new Uint8Array([0]))
      .update(g.bytes);
  }
  return h.digest();
}
