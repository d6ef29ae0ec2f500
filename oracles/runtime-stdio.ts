// The rest of the freestanding C library's stdio (issue 19, Deliver 3): streams, the va_list
// printf family, snprintf, and mempcpy — once, for the reference interpreter and the emulator
// harness alike.
//
// Contract: `FILE *` values are libc/include/stdio.h's stdout ((FILE *)1) and stderr ((FILE *)2),
// both writing to the run's one output stream (what the comparison reads), in call order, and the
// streams runtime-files.ts opens (stdout moved to a file by freopen writes there); any other
// stream is undefined behaviour (runtime-files.ts streamWrite). fprintf/vfprintf/vprintf/vsprintf/vsnprintf/snprintf format as printf does
// (runtime-printf.ts `format`); the v-forms read their arguments from a `va_list` in memory, laid
// out per RuntimeEnv.vaList (System V i386: the va_list is passed as the pointer walking 4-aligned
// slots; AAPCS: the same with 64-bit arguments 8-aligned; x86-64 §3.5.7: a pointer to gp_offset /
// overflow_arg_area / reg_save_area), and leave the va_list as it was (C11 §7.21.6.8: its value is indeterminate afterwards). A read of
// unreadable or (where the memory knows) uninitialised argument bytes is undefined behaviour.
// snprintf/vsnprintf write at most n - 1 bytes and a NUL (none when n is 0) and return the full
// length (C11 §7.21.6.5). fputs returns 1 (glibc's non-negative success), fputc/putc the byte
// written. mempcpy (GNU) is memcpy returning dst + n.

import { hexAddress } from '../common/text.js';
import { format, NO_VARARGS } from './runtime-printf.js';
import { readString } from './runtime-libc.js';
import { streamWrite } from './runtime-files.js';
import type { RuntimeArg, RuntimeEnv, RuntimeFunction, RuntimeResult, VarArgs } from './runtime.js';

const ub = (what: string): RuntimeResult => ({ kind: 'ub', what });
const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const hex = hexAddress;

function le(bytes: Uint8Array): bigint {
  let v = 0n;
  for (let k = bytes.length - 1; k >= 0; k--) v = (v << 8n) | BigInt(bytes[k]!);
  return v;
}

/** `n` bytes at `addr` as an unsigned little-endian value, or the reason they cannot be read. */
function readValue(env: RuntimeEnv, addr: bigint, n: number, what: string): bigint | string {
  const bytes = env.memory.read(addr, n);
  if (bytes === null) return `${what} reads invalid memory at ${hex(addr)} (${n} bytes)`;
  if (env.memory.initialised?.(addr, n)?.some((b) => b === 0) === true) return `${what} reads uninitialised memory at ${hex(addr)}`;
  return le(bytes);
}

/**
 * A reader of the variadic arguments of the va_list argument `list`: on i386 and AAPCS the list is
 * passed by value, a pointer to the next argument (AAPCS's one-pointer struct travels as that
 * word); on x86-64 the array type decays to the address of the structure, read here and not changed.
 */
export function vaListArgs(env: RuntimeEnv, list: bigint, name: string): VarArgs | string {
  const w = env.pointerBits / 8;
  const abi = env.vaList ?? (env.pointerBits === 64 ? 'x86-64' : 'x86-32');
  const bytesOf = (kind: RuntimeArg): number => (kind === 'i64' ? 8 : kind === 'ptr' ? w : 4);
  const what = `${name}'s va_list`;
  if (abi !== 'x86-64') {
    let p = list;
    return {
      next(kind) {
        const n = bytesOf(kind);
        if (n === 8 && abi === 'aapcs') p = (p + 7n) & ~7n;
        const v = readValue(env, p, n, what);
        p += BigInt(n);
        return v;
      },
    };
  }
  const fields = [readValue(env, list, 4, what), readValue(env, list + 8n, 8, what), readValue(env, list + 16n, 8, what)];
  const failed = fields.find((f) => typeof f === 'string');
  if (failed !== undefined) return failed as string;
  let [gp, overflow] = fields as [bigint, bigint, bigint];
  const save = fields[2] as bigint;
  return {
    next(kind) {
      let at: bigint;
      if (gp <= 40n) {
        at = save + gp;
        gp += 8n;
      } else {
        at = overflow;
        overflow += 8n;
      }
      return readValue(env, at, bytesOf(kind), what);
    },
  };
}

/** Formats with `args` (a reader, or the reason there is none) and hands the bytes to `use`. */
function formatted(
  env: RuntimeEnv,
  fmt: bigint,
  args: VarArgs | string,
  name: string,
  use: (out: number[]) => RuntimeResult,
): RuntimeResult {
  if (typeof args === 'string') return ub(args);
  const out = format(env, fmt, args, name);
  return Array.isArray(out) ? use(out) : out;
}

function emit(env: RuntimeEnv, stream: bigint, out: readonly number[], name: string): RuntimeResult {
  return streamWrite(env, stream, out, name) ?? value(BigInt(out.length));
}

/** snprintf's store: at most n - 1 bytes and a NUL (nothing when n is 0; no bound when null); the full length returned. */
function store(env: RuntimeEnv, dst: bigint, n: bigint | null, out: readonly number[], name: string): RuntimeResult {
  const cap = n === null ? Number.POSITIVE_INFINITY : Number(n > 1n << 30n ? 1n << 30n : n);
  if (cap === 0) return value(BigInt(out.length));
  const bytes = Uint8Array.from([...out.slice(0, Math.min(out.length, cap - 1)), 0]);
  if (!env.memory.write(dst, bytes)) return ub(`${name} writes invalid memory at ${hex(dst)} (${bytes.length} bytes)`);
  return value(BigInt(out.length));
}

const toStream =
  (name: string) =>
  (args: readonly bigint[], env: RuntimeEnv, varargs: VarArgs = NO_VARARGS): RuntimeResult =>
    formatted(env, args[1]!, varargs, name, (out) => emit(env, args[0]!, out, name));

function vfprintf(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  return formatted(env, args[1]!, vaListArgs(env, args[2]!, 'vfprintf'), 'vfprintf', (o) => emit(env, args[0]!, o, 'vfprintf'));
}

function vprintf(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  return formatted(env, args[0]!, vaListArgs(env, args[1]!, 'vprintf'), 'vprintf', (out) => emit(env, 1n, out, 'vprintf'));
}

function vsprintf(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  return formatted(env, args[1]!, vaListArgs(env, args[2]!, 'vsprintf'), 'vsprintf', (o) => store(env, args[0]!, null, o, 'vsprintf'));
}

function vsnprintf(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, n, fmt, list] = args as [bigint, bigint, bigint, bigint];
  return formatted(env, fmt, vaListArgs(env, list, 'vsnprintf'), 'vsnprintf', (o) => store(env, dst, n, o, 'vsnprintf'));
}

function snprintf(args: readonly bigint[], env: RuntimeEnv, varargs: VarArgs = NO_VARARGS): RuntimeResult {
  const [dst, n, fmt] = args as [bigint, bigint, bigint];
  return formatted(env, fmt, varargs, 'snprintf', (o) => store(env, dst, n, o, 'snprintf'));
}

function fputs(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const s = readString(env, args[0]!, 'fputs');
  if (!(s instanceof Uint8Array)) return s;
  return streamWrite(env, args[1]!, s, 'fputs') ?? value(1n);
}

const putByte =
  (name: string) =>
  (args: readonly bigint[], env: RuntimeEnv): RuntimeResult => {
    const b = Number(args[0]! & 0xffn);
    return streamWrite(env, args[1]!, [b], name) ?? value(BigInt(b));
  };

function mempcpy(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, src, n] = args as [bigint, bigint, bigint];
  if (n > 1n << 30n) return ub(`mempcpy of ${n} bytes`);
  const len = Number(n);
  if (len === 0) return value(dst);
  if (dst !== src && dst < src + n && src < dst + n)
    return ub(`mempcpy with overlapping ranges ${hex(dst)} and ${hex(src)} (${len} bytes)`);
  const bytes = env.memory.read(src, len);
  if (bytes === null) return ub(`mempcpy reads invalid memory at ${hex(src)} (${len} bytes)`);
  const init = env.memory.initialised?.(src, len) ?? undefined;
  if (!env.memory.write(dst, bytes, init)) return ub(`mempcpy writes invalid memory at ${hex(dst)} (${len} bytes)`);
  return value(dst + n);
}

export const STDIO_FUNCTIONS: readonly RuntimeFunction[] = [
  { name: 'fprintf', arity: 2, params: ['ptr', 'ptr'], variadic: true, result: 'i32', run: toStream('fprintf') },
  { name: 'snprintf', arity: 3, params: ['ptr', 'ptr', 'ptr'], variadic: true, result: 'i32', run: snprintf },
  { name: 'vprintf', arity: 2, params: ['ptr', 'ptr'], result: 'i32', run: vprintf },
  { name: 'vfprintf', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'i32', run: vfprintf },
  { name: 'vsprintf', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'i32', run: vsprintf },
  { name: 'vsnprintf', arity: 4, params: ['ptr', 'ptr', 'ptr', 'ptr'], result: 'i32', run: vsnprintf },
  { name: 'fputs', arity: 2, params: ['ptr', 'ptr'], result: 'i32', run: fputs },
  { name: 'fputc', arity: 2, params: ['i32', 'ptr'], result: 'i32', run: putByte('fputc') },
  { name: 'putc', arity: 2, params: ['i32', 'ptr'], result: 'i32', run: putByte('putc') },
  { name: 'mempcpy', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'ptr', run: mempcpy },
];
