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

export interface RuntimeMemory {
  /** The `len` bytes at `addr`, or null when any of them is not readable program memory. */
  read(addr: bigint, len: number): Uint8Array | null;
  /** Writes `bytes` at `addr`; false (and nothing written) when the range is not writable. */
  write(addr: bigint, bytes: Uint8Array): boolean;
}

export interface RuntimeEnv {
  readonly memory: RuntimeMemory;
  /** Receives every byte written to stdout. */
  readonly output: (byte: number) => void;
  readonly pointerBits: 32 | 64;
}

export type RuntimeResult =
  | { readonly kind: 'value'; readonly value: bigint }
  | { readonly kind: 'void' }
  | { readonly kind: 'exit'; readonly code: number }
  | { readonly kind: 'ub'; readonly what: string };

export interface RuntimeFunction {
  readonly name: string;
  readonly arity: number;
  readonly run: (args: readonly bigint[], env: RuntimeEnv) => RuntimeResult;
}

const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const ub = (what: string): RuntimeResult => ({ kind: 'ub', what });
const hex = (a: bigint): string => `0x${a.toString(16)}`;
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
  if (!env.memory.write(dst, bytes)) return ub(`${name} writes invalid memory at ${hex(dst)} (${len} bytes)`);
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
  for (let i = 0; i < len; i++) {
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
    if (b[0] === 0) return value(n);
  }
}

function putchar(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const c = Number(args[0]! & 0xffn);
  env.output(c);
  return value(BigInt(c));
}

/** Signed 32-bit division helper: quotient and remainder, or the reason it is undefined. */
function sdiv32(a: bigint, b: bigint, name: string): { q: bigint; r: bigint } | RuntimeResult {
  const x = i32(a);
  const y = i32(b);
  if (y === 0n) return ub(`${name} by zero`);
  if (x === -0x80000000n && y === -1n) return ub(`${name} of INT_MIN by -1`);
  return { q: x / y, r: x % y }; // BigInt division truncates toward zero, as C does
}

function udiv32(a: bigint, b: bigint, name: string): { q: bigint; r: bigint } | RuntimeResult {
  const x = u32(a);
  const y = u32(b);
  if (y === 0n) return ub(`${name} by zero`);
  return { q: x / y, r: x % y };
}

/** The AEABI divmod helpers return {quotient, remainder} in r0/r1: the low and high halves of an i64. */
function pair(q: bigint, r: bigint): RuntimeResult {
  return value((u32(r) << 32n) | u32(q));
}

function divHelper(
  name: string, divide: typeof sdiv32, result: (d: { q: bigint; r: bigint }) => RuntimeResult,
): RuntimeFunction {
  return {
    name, arity: 2,
    run: (args) => {
      const d = divide(args[0]!, args[1]!, name);
      return 'kind' in d ? d : result(d);
    },
  };
}

export const RUNTIME_FUNCTIONS: ReadonlyMap<string, RuntimeFunction> = new Map(
  ([
    { name: 'abort', arity: 0, run: () => ({ kind: 'exit', code: 134 }) },
    { name: 'exit', arity: 1, run: (args) => ({ kind: 'exit', code: Number(i32(args[0]!)) }) },
    { name: 'putchar', arity: 1, run: putchar },
    { name: 'memcpy', arity: 3, run: memcpy },
    { name: 'memmove', arity: 3, run: memmove },
    { name: 'memset', arity: 3, run: memset },
    { name: 'memcmp', arity: 3, run: memcmp },
    { name: 'strlen', arity: 1, run: strlen },
    divHelper('__aeabi_idiv', sdiv32, (d) => value(u32(d.q))),
    divHelper('__aeabi_uidiv', udiv32, (d) => value(u32(d.q))),
    divHelper('__aeabi_idivmod', sdiv32, (d) => pair(d.q, d.r)),
    divHelper('__aeabi_uidivmod', udiv32, (d) => pair(d.q, d.r)),
  ] satisfies RuntimeFunction[]).map((f) => [f.name, f] as const),
);

/** Calls runtime function `name`; undefined when there is no such runtime function. */
export function callRuntime(name: string, args: readonly bigint[], env: RuntimeEnv): RuntimeResult | undefined {
  const f = RUNTIME_FUNCTIONS.get(name);
  if (f === undefined) return undefined;
  return f.run(args, env);
}
