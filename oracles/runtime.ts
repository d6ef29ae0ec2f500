// The C runtime functions a program may call: the single implementation shared by the reference
// interpreter and the emulator harness, so both sides see identical library behaviour.
//
// Contract: each function receives its arguments as unsigned bit patterns (bigint, already masked to
// the argument's width: int is 32 bits, size_t and pointers are the target's pointer width) and works
// only through `RuntimeEnv`: a byte memory that refuses invalid ranges and an output sink.
// It produces a RuntimeResult: a return value (an unsigned bit pattern of the result width), void,
// program exit (exit(n) → n as int32, abort() → 134), or undefined behaviour with a short reason.
// Invalid pointers, division by zero, INT_MIN / -1 and overlapping memcpy ranges are undefined
// behaviour, except that memcpy accepts identical ranges (llvm.memcpy's rule). A zero length never
// touches memory (so memcpy(p, q, 0) is fine for any p, q).
// A memory that keeps an "initialised" shadow (the interpreter's; the emulator's has none) offers
// `initialised`: memcpy and memmove then carry the shadow with the bytes (copying uninitialised
// bytes is allowed, as C copies partly uninitialised structs), memset initialises, and memcmp and
// strlen are undefined behaviour when a byte that decides their result is uninitialised (the
// result would depend on whatever the machine's stack held).

import { SJLJ_HELPERS } from '../common/image.js';
import { hexAddress } from '../common/text.js';
import type { HeapAllocator } from './runtime-heap.js';
// The heap allocator is part of the shared runtime: the harness makes one per run, as the interpreter does.
export { HeapAllocator } from './runtime-heap.js';
import { LIBC_FUNCTIONS } from './runtime-libc.js';
import { STDIO_FUNCTIONS } from './runtime-stdio.js';
import { PRINTF_FUNCTIONS } from './runtime-printf.js';
import { FILE_FUNCTIONS, type FileSystem } from './runtime-files.js';
import { MMAN_FUNCTIONS } from './runtime-mman.js';
// The in-memory file system is part of the shared runtime: the harness makes one per run, as the interpreter does.
export { FileSystem } from './runtime-files.js';

export interface RuntimeMemory {
  /** The `len` bytes at `addr`, or null when any of them is not readable program memory. */
  read(addr: bigint, len: number): Uint8Array | null;
  /**
   * Writes `bytes` at `addr`; false (and nothing written) when the range is not writable. `init`,
   * from `initialised`, is the shadow to give the written bytes; without it they become initialised.
   */
  write(addr: bigint, bytes: Uint8Array, init?: Uint8Array): boolean;
  /** Optional: per byte of a readable range, 1 when initialised and 0 when not; null when not readable. */
  initialised?(addr: bigint, len: number): Uint8Array | null;
}

export interface RuntimeEnv {
  readonly memory: RuntimeMemory;
  /** Receives every byte written to stdout. */
  readonly output: (byte: number) => void;
  readonly pointerBits: 32 | 64;
  /** The run's heap (runtime-heap.ts): malloc and its kin are undefined behaviour without one. */
  readonly heap?: HeapAllocator;
  /**
   * The run's files (runtime-files.ts): fopen and its kin are undefined behaviour without them; when
   * present, `output` is its `stdout` (so freopen can move stdout to a file) and stderr its `stderr`.
   */
  readonly files?: FileSystem;
  /**
   * How a `va_list` lays out the arguments (runtime-stdio.ts: vprintf and kin): i386's and AAPCS's
   * pointer (AAPCS aligning 64-bit arguments to 8), or x86-64's structure. Absent: x86-64 for
   * 64-bit pointers, i386 otherwise.
   */
  readonly vaList?: 'x86-32' | 'x86-64' | 'aapcs';
}

/**
 * The variadic arguments of a call to a variadic runtime function (printf), fetched one at a time
 * because only the format says their types. `next(kind)` is the next argument read as `kind` (after
 * C's default promotions: char and short arrive as i32), or a string naming the undefined behaviour
 * when the interpreter can see that the call passed no such argument, or one of another width. The
 * interpreter reads the call's IR operands; the harness reads registers and stack per ABI.
 */
export interface VarArgs {
  next(kind: RuntimeArg): bigint | string;
}

export type RuntimeResult =
  | { readonly kind: 'value'; readonly value: bigint }
  | { readonly kind: 'void' }
  | { readonly kind: 'exit'; readonly code: number }
  | { readonly kind: 'ub'; readonly what: string }
  /** What Tessera's runtime does not implement (a printf conversion such as %f): not the program's fault. */
  | { readonly kind: 'unsupported'; readonly what: string };

/** An argument's machine width: 32 or 64 bits, or the target's pointer width (pointers and size_t). */
export type RuntimeArg = 'i32' | 'i64' | 'ptr';
/** A result's machine width; 'i128' is a pair of i64s in four registers (__aeabi_ldivmod's quotient and remainder). */
export type RuntimeRet = RuntimeArg | 'i128' | 'void' | 'noreturn';

export interface RuntimeFunction {
  readonly name: string;
  readonly arity: number;
  /** The machine signature, so an emulator harness can fetch arguments and place the result per ABI. */
  readonly params: readonly RuntimeArg[];
  readonly result: RuntimeRet;
  /** Takes further arguments after its `params` (printf): `run` reads them through its VarArgs. */
  readonly variadic?: boolean;
  readonly run: (args: readonly bigint[], env: RuntimeEnv, varargs?: VarArgs) => RuntimeResult;
}

const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const ub = (what: string): RuntimeResult => ({ kind: 'ub', what });
const hex = hexAddress;
const i32 = (v: bigint): bigint => BigInt.asIntN(32, v);
const u32 = (v: bigint): bigint => BigInt.asUintN(32, v);

/** Lengths beyond this are certainly not one object of our address space; refusing them early avoids huge buffers. */
const MAX_LENGTH = 1 << 30;

function length(n: bigint): number | null {
  return n <= BigInt(MAX_LENGTH) ? Number(n) : null;
}

function memcpy(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, src, n] = args as [bigint, bigint, bigint];
  const len = length(n);
  if (len === null) return ub(`memcpy of ${n} bytes`);
  if (len === 0) return value(dst);
  // Identical ranges are allowed: the front end maps llvm.memcpy here, whose operands "must either
  // be equal or non-overlapping" (LangRef), and clang emits it for struct assignments like `*p = *q`.
  if (dst !== src && dst < src + n && src < dst + n) {
    return ub(`memcpy with overlapping ranges ${hex(dst)} and ${hex(src)} (${len} bytes)`);
  }
  return copyBytes('memcpy', dst, src, len, env);
}

/** Reads the whole source before writing, which is what makes overlap harmless for memmove. */
function copyBytes(name: string, dst: bigint, src: bigint, len: number, env: RuntimeEnv): RuntimeResult {
  const bytes = env.memory.read(src, len);
  if (bytes === null) return ub(`${name} reads invalid memory at ${hex(src)} (${len} bytes)`);
  const init = env.memory.initialised?.(src, len) ?? undefined;
  if (!env.memory.write(dst, bytes, init)) return ub(`${name} writes invalid memory at ${hex(dst)} (${len} bytes)`);
  return value(dst);
}

function memmove(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, src, n] = args as [bigint, bigint, bigint];
  const len = length(n);
  if (len === null) return ub(`memmove of ${n} bytes`);
  if (len === 0) return value(dst);
  return copyBytes('memmove', dst, src, len, env);
}

function memset(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, c, n] = args as [bigint, bigint, bigint];
  const len = length(n);
  if (len === null) return ub(`memset of ${n} bytes`);
  if (len === 0) return value(dst);
  // Probe first, so a wild length is refused before a buffer of that size is built.
  if (env.memory.read(dst, len) === null || !env.memory.write(dst, new Uint8Array(len).fill(Number(c & 0xffn)))) {
    return ub(`memset writes invalid memory at ${hex(dst)} (${len} bytes)`);
  }
  return value(dst);
}

function memcmp(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [p, q, n] = args as [bigint, bigint, bigint];
  const len = length(n);
  if (len === null) return ub(`memcmp of ${n} bytes`);
  if (len === 0) return value(0n);
  const a = env.memory.read(p, len);
  const b = env.memory.read(q, len);
  if (a === null || b === null) return ub(`memcmp reads invalid memory at ${hex(a === null ? p : q)} (${len} bytes)`);
  const ia = env.memory.initialised?.(p, len),
    ib = env.memory.initialised?.(q, len);
  for (let i = 0; i < len; i++) {
    if (ia?.[i] === 0 || ib?.[i] === 0) return ub(`memcmp reads uninitialised memory at ${hex((ia?.[i] === 0 ? p : q) + BigInt(i))}`);
    if (a[i] !== b[i]) return value(u32(BigInt(a[i]! - b[i]!)));
  }
  return value(0n);
}

function strlen(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [s] = args as [bigint];
  // Byte by byte, so a string that ends just before the end of its object is still fine.
  for (let n = 0n; ; n++) {
    const b = env.memory.read(s + n, 1);
    if (b === null) return ub(`strlen reads invalid memory at ${hex(s + n)}`);
    if (env.memory.initialised?.(s + n, 1)?.[0] === 0) return ub(`strlen reads uninitialised memory at ${hex(s + n)}`);
    if (b[0] === 0) return value(n);
  }
}

function putchar(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const c = Number(args[0]! & 0xffn);
  env.output(c);
  return value(BigInt(c));
}

/** Quotient and remainder of `bits`-wide division, or the reason it is undefined. */
function divide(a: bigint, b: bigint, bits: 32 | 64 | 128, signed: boolean, name: string): { q: bigint; r: bigint } | RuntimeResult {
  const x = signed ? BigInt.asIntN(bits, a) : BigInt.asUintN(bits, a);
  const y = signed ? BigInt.asIntN(bits, b) : BigInt.asUintN(bits, b);
  if (y === 0n) return ub(`${name} by zero`);
  if (signed && y === -1n && x === -(1n << BigInt(bits - 1))) return ub(`${name} of INT${bits}_MIN by -1`);
  return { q: x / y, r: x % y }; // BigInt division truncates toward zero, as C does
}

type DivPick = (d: { q: bigint; r: bigint }) => bigint;
const QUOTIENT: DivPick = (d) => d.q;
const REMAINDER: DivPick = (d) => d.r;

/**
 * A division helper: 32-bit ones (AEABI) and 64-bit ones (libgcc's __divdi3 family, AEABI's
 * __aeabi_ldivmod). The divmod helpers return {quotient, remainder} in consecutive registers: the
 * low and high halves of a double-width value.
 */
function divHelper(name: string, bits: 32 | 64, signed: boolean, picks: readonly DivPick[]): RuntimeFunction {
  const arg: RuntimeArg = bits === 32 ? 'i32' : 'i64';
  const result: RuntimeRet = picks.length === 1 ? arg : bits === 32 ? 'i64' : 'i128';
  return {
    name,
    arity: 2,
    params: [arg, arg],
    result,
    run: (args) => {
      const d = divide(args[0]!, args[1]!, bits, signed, name);
      if ('kind' in d) return d;
      const parts = picks.map((p) => BigInt.asUintN(bits, p(d)));
      return value(parts.reduceRight((acc, part) => (acc << BigInt(bits)) | part, 0n));
    },
  };
}

/**
 * The front end's 128-bit division (engine/frontend/wide-ints.ts): i64 (alo, ahi, blo, bhi, half),
 * the 64-bit limb `half` (0 low, 1 high) of the quotient or remainder of the 128-bit a and b.
 */
function wideDivHelper(name: string, signed: boolean, pick: DivPick): RuntimeFunction {
  return {
    name,
    arity: 5,
    params: ['i64', 'i64', 'i64', 'i64', 'i32'],
    result: 'i64',
    run: (args) => {
      const join = (lo: bigint, hi: bigint) => (BigInt.asUintN(64, hi) << 64n) | BigInt.asUintN(64, lo);
      const d = divide(join(args[0]!, args[1]!), join(args[2]!, args[3]!), 128, signed, name);
      if ('kind' in d) return d;
      const limb = BigInt.asUintN(32, args[4]!) === 0n ? 0n : 64n;
      return value(BigInt.asUintN(64, BigInt.asUintN(128, pick(d)) >> limb));
    },
  };
}

/** AEABI 64-bit shifts (Thumb-1 has no double-register shifts): the count must be below 64. */
function shiftHelper(name: string, shift: (v: bigint, n: bigint) => bigint): RuntimeFunction {
  return {
    name,
    arity: 2,
    params: ['i64', 'i32'],
    result: 'i64',
    run: (args) => {
      const n = BigInt.asUintN(32, args[1]!);
      if (n >= 64n) return ub(`${name} by ${n}`);
      return value(BigInt.asUintN(64, shift(args[0]!, n)));
    },
  };
}

/**
 * The back end's __builtin_setjmp/longjmp helpers (common/image.ts SJLJ_HELPERS) and <setjmp.h>'s
 * setjmp/longjmp: listed here so the stub list and this one stay the same, but they act on
 * registers, which the harness services itself (simulators/sjlj.ts); the interpreter runs direct
 * calls of llvm.eh.sjlj.* and of setjmp/longjmp as non-local control of its own
 * (oracles/interpreter/sjlj.ts). Reached through this table (an indirect call in the interpreter),
 * they are unsupported.
 */
const SJLJ_FUNCTIONS: readonly RuntimeFunction[] = [
  { name: SJLJ_HELPERS.setjmp, arity: 2, params: ['ptr', 'ptr'], result: 'i32', run: machineOnly(SJLJ_HELPERS.setjmp) },
  { name: SJLJ_HELPERS.longjmp, arity: 1, params: ['ptr'], result: 'noreturn', run: machineOnly(SJLJ_HELPERS.longjmp) },
  // <setjmp.h>: serviced by the harness and run by the interpreter in the same two places.
  { name: 'setjmp', arity: 1, params: ['ptr'], result: 'i32', run: machineOnly('setjmp') },
  { name: 'longjmp', arity: 2, params: ['ptr', 'i32'], result: 'noreturn', run: machineOnly('longjmp') },
];

function machineOnly(name: string): () => RuntimeResult {
  return () => ({ kind: 'unsupported', what: `${name} changes registers: the harness and the interpreter run it themselves` });
}

export const RUNTIME_FUNCTIONS: ReadonlyMap<string, RuntimeFunction> = new Map(
  (
    [
      { name: 'abort', arity: 0, params: [], result: 'noreturn', run: () => ({ kind: 'exit', code: 134 }) },
      { name: 'exit', arity: 1, params: ['i32'], result: 'noreturn', run: (args) => ({ kind: 'exit', code: Number(i32(args[0]!)) }) },
      { name: 'putchar', arity: 1, params: ['i32'], result: 'i32', run: putchar },
      { name: 'memcpy', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'ptr', run: memcpy },
      { name: 'memmove', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'ptr', run: memmove },
      { name: 'memset', arity: 3, params: ['ptr', 'i32', 'ptr'], result: 'ptr', run: memset },
      { name: 'memcmp', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'i32', run: memcmp },
      { name: 'strlen', arity: 1, params: ['ptr'], result: 'ptr', run: strlen },
      divHelper('__aeabi_idiv', 32, true, [QUOTIENT]),
      divHelper('__aeabi_uidiv', 32, false, [QUOTIENT]),
      divHelper('__aeabi_idivmod', 32, true, [QUOTIENT, REMAINDER]),
      divHelper('__aeabi_uidivmod', 32, false, [QUOTIENT, REMAINDER]),
      // Library calls llc emits for 64-bit arithmetic on 32-bit targets.
      divHelper('__aeabi_ldivmod', 64, true, [QUOTIENT, REMAINDER]),
      divHelper('__aeabi_uldivmod', 64, false, [QUOTIENT, REMAINDER]),
      divHelper('__divdi3', 64, true, [QUOTIENT]),
      divHelper('__udivdi3', 64, false, [QUOTIENT]),
      divHelper('__moddi3', 64, true, [REMAINDER]),
      divHelper('__umoddi3', 64, false, [REMAINDER]),
      {
        name: '__aeabi_lmul',
        arity: 2,
        params: ['i64', 'i64'],
        result: 'i64',
        run: (args) => value(BigInt.asUintN(64, args[0]! * args[1]!)),
      },
      shiftHelper('__aeabi_llsl', (v, n) => v << n),
      shiftHelper('__aeabi_llsr', (v, n) => BigInt.asUintN(64, v) >> n),
      shiftHelper('__aeabi_lasr', (v, n) => BigInt.asIntN(64, v) >> n),
      ...LIBC_FUNCTIONS,
      ...PRINTF_FUNCTIONS,
      ...STDIO_FUNCTIONS,
      ...FILE_FUNCTIONS,
      ...MMAN_FUNCTIONS,
      // The front end's 128-bit division (engine/frontend/wide-ints.ts), in stub order (common/image.ts).
      wideDivHelper('__tessera_divti3', true, QUOTIENT),
      wideDivHelper('__tessera_udivti3', false, QUOTIENT),
      wideDivHelper('__tessera_modti3', true, REMAINDER),
      wideDivHelper('__tessera_umodti3', false, REMAINDER),
      ...SJLJ_FUNCTIONS,
    ] satisfies RuntimeFunction[]
  ).map((f) => [f.name, f] as const),
);

/** Calls runtime function `name`; undefined when there is no such runtime function. */
export function callRuntime(name: string, args: readonly bigint[], env: RuntimeEnv, varargs?: VarArgs): RuntimeResult | undefined {
  const f = RUNTIME_FUNCTIONS.get(name);
  if (f === undefined) return undefined;
  return f.run(args, env, varargs);
}
