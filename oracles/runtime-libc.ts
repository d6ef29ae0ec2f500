// The freestanding C library's string, memory, integer and heap functions (declared by
// libc/include/*.h): part of the single runtime the reference interpreter and the emulator harness
// share (oracles/runtime.ts registers them).
//
// Contract: as runtime.ts's functions: arguments are unsigned bit patterns, all memory goes through
// RuntimeEnv.memory, and the C standard's undefined behaviour is a `ub` result (C11 §7.24 for the
// str*/mem* family, §7.22.3 for the heap, §7.22.6 for abs). A string is read byte by byte up to its
// terminating NUL, so a string that ends just before the end of its object is fine, and an
// uninitialised byte that decides a result (a length, a comparison, a search) is undefined
// behaviour; copies carry the "initialised" shadow with the bytes (a copied string's bytes are
// all initialised, having been read to find its end). Overlapping strcpy/strcat/strncpy/strncat
// ranges are undefined behaviour (the standard's "if copying takes place between objects that
// overlap"). Heap functions work through env.heap (runtime-heap.ts); a null from malloc means the
// heap budget is spent. Like memcpy's, their memory traffic is the runtime's, counted by neither side.

import { hexAddress } from '../common/text.js';
import type { RuntimeEnv, RuntimeFunction, RuntimeResult } from './runtime.js';

const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const ub = (what: string): RuntimeResult => ({ kind: 'ub', what });
const u32 = (v: bigint): bigint => BigInt.asUintN(32, v);
const hex = hexAddress;

/** The bytes of the string at `s` without its NUL, or the undefined behaviour of reading it (at most `max` bytes). */
export function readString(env: RuntimeEnv, s: bigint, name: string, max = Infinity): Uint8Array | RuntimeResult {
  const bytes: number[] = [];
  for (let n = 0n; bytes.length < max; n++) {
    const b = env.memory.read(s + n, 1);
    if (b === null) return ub(`${name} reads invalid memory at ${hex(s + n)}`);
    if (env.memory.initialised?.(s + n, 1)?.[0] === 0) return ub(`${name} reads uninitialised memory at ${hex(s + n)}`);
    if (b[0] === 0) break;
    bytes.push(b[0]!);
  }
  return Uint8Array.from(bytes);
}

const failed = (r: Uint8Array | RuntimeResult): r is RuntimeResult => !(r instanceof Uint8Array);

function overlaps(a: bigint, alen: number, b: bigint, blen: number): boolean {
  return a < b + BigInt(blen) && b < a + BigInt(alen);
}

function writeBytes(env: RuntimeEnv, name: string, dst: bigint, bytes: Uint8Array): RuntimeResult | null {
  if (bytes.length === 0 || env.memory.write(dst, bytes)) return null;
  return ub(`${name} writes invalid memory at ${hex(dst)} (${bytes.length} bytes)`);
}

/** Writes `bytes` then a NUL at `dst`, refusing an overlap with the source string [src, src + srcLen]. */
function copyString(env: RuntimeEnv, name: string, dst: bigint, bytes: Uint8Array, src: bigint, srcLen: number): RuntimeResult {
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  if (overlaps(dst, out.length, src, srcLen)) return ub(`${name} with overlapping ranges ${hex(dst)} and ${hex(src)}`);
  return writeBytes(env, name, dst, out) ?? value(dst);
}

/** The sign of the first difference of two byte strings as unsigned chars, C's strcmp result. */
function compare(a: Uint8Array, b: Uint8Array, n: number): bigint {
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0,
      y = b[i] ?? 0;
    if (x !== y) return u32(BigInt(x - y));
    if (x === 0) return 0n;
  }
  return 0n;
}

function strcmp(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const a = readString(env, args[0]!, 'strcmp');
  if (failed(a)) return a;
  const b = readString(env, args[1]!, 'strcmp');
  if (failed(b)) return b;
  return value(compare(a, b, Math.max(a.length, b.length) + 1));
}

function strncmp(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const n = Number(args[2]! > 0x7fffffffn ? 0x7fffffffn : args[2]!);
  // At most n bytes of each are read: the strings need not be terminated within n.
  const a = readString(env, args[0]!, 'strncmp', n);
  if (failed(a)) return a;
  const b = readString(env, args[1]!, 'strncmp', n);
  if (failed(b)) return b;
  return value(compare(a, b, Math.min(n, Math.max(a.length, b.length) + 1)));
}

function strcpy(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, src] = args as [bigint, bigint];
  const s = readString(env, src, 'strcpy');
  if (failed(s)) return s;
  return copyString(env, 'strcpy', dst, s, src, s.length + 1);
}

function strncpy(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, src, count] = args as [bigint, bigint, bigint];
  if (count > 0x40000000n) return ub(`strncpy of ${count} bytes`);
  const n = Number(count);
  const s = readString(env, src, 'strncpy', n);
  if (failed(s)) return s;
  // Exactly n bytes are written: the string, then NULs up to n (none when the string fills n).
  const out = new Uint8Array(n);
  out.set(s);
  if (overlaps(dst, n, src, Math.min(n, s.length + 1))) return ub(`strncpy with overlapping ranges ${hex(dst)} and ${hex(src)}`);
  return writeBytes(env, 'strncpy', dst, out) ?? value(dst);
}

function strcat(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, src] = args as [bigint, bigint];
  const d = readString(env, dst, 'strcat');
  if (failed(d)) return d;
  const s = readString(env, src, 'strcat');
  if (failed(s)) return s;
  if (overlaps(dst, d.length + s.length + 1, src, s.length + 1)) return ub(`strcat with overlapping ranges ${hex(dst)} and ${hex(src)}`);
  const r = copyString(env, 'strcat', dst + BigInt(d.length), s, src, 0);
  return r.kind === 'value' ? value(dst) : r;
}

function strncat(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [dst, src, count] = args as [bigint, bigint, bigint];
  const d = readString(env, dst, 'strncat');
  if (failed(d)) return d;
  const s = readString(env, src, 'strncat', count > 0x40000000n ? 0x40000000 : Number(count));
  if (failed(s)) return s;
  if (overlaps(dst, d.length + s.length + 1, src, s.length)) return ub(`strncat with overlapping ranges ${hex(dst)} and ${hex(src)}`);
  const r = copyString(env, 'strncat', dst + BigInt(d.length), s, src, 0);
  return r.kind === 'value' ? value(dst) : r;
}

/** strchr/strrchr: the first or last position of (char)c in the string, its NUL included. */
function strchrLike(name: string, last: boolean): RuntimeFunction['run'] {
  return (args, env) => {
    const [s, c] = args as [bigint, bigint];
    const bytes = readString(env, s, name);
    if (failed(bytes)) return bytes;
    const ch = Number(c & 0xffn);
    const all = [...bytes, 0];
    const i = last ? all.lastIndexOf(ch) : all.indexOf(ch);
    return value(i < 0 ? 0n : s + BigInt(i));
  };
}

function strstr(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [h, n] = args as [bigint, bigint];
  const hay = readString(env, h, 'strstr');
  if (failed(hay)) return hay;
  const needle = readString(env, n, 'strstr');
  if (failed(needle)) return needle;
  const i = Buffer.from(hay).indexOf(Buffer.from(needle));
  return value(i < 0 ? 0n : h + BigInt(i));
}

function memchr(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [s, c, n] = args as [bigint, bigint, bigint];
  const ch = Number(c & 0xffn);
  // Byte by byte: memchr stops at the first match, so bytes after it need not exist.
  for (let i = 0n; i < n; i++) {
    const b = env.memory.read(s + i, 1);
    if (b === null) return ub(`memchr reads invalid memory at ${hex(s + i)}`);
    if (env.memory.initialised?.(s + i, 1)?.[0] === 0) return ub(`memchr reads uninitialised memory at ${hex(s + i)}`);
    if (b[0] === ch) return value(s + i);
  }
  return value(0n);
}

function puts(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const s = readString(env, args[0]!, 'puts');
  if (failed(s)) return s;
  for (const b of s) env.output(b);
  env.output(0x0a);
  return value(0n);
}

/** abs (int) and labs (long: the pointer width on every target, ILP32 and LP64). */
function absolute(name: string, bits: 32 | 64): RuntimeFunction['run'] {
  return (args) => {
    const v = BigInt.asIntN(bits, args[0]!);
    if (v === -(1n << BigInt(bits - 1))) return ub(`${name} of the most negative value (not representable)`);
    return value(BigInt.asUintN(bits, v < 0n ? -v : v));
  };
}

function malloc(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  if (env.heap === undefined) return ub('malloc without a heap');
  return value(env.heap.allocate(args[0]!) ?? 0n);
}

function calloc(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  if (env.heap === undefined) return ub('calloc without a heap');
  const size = args[0]! * args[1]!;
  if (size >= 1n << BigInt(env.pointerBits)) return value(0n); // n * size overflows size_t: NULL
  const p = env.heap.allocate(size);
  if (p === null) return value(0n);
  return writeBytes(env, 'calloc', p, new Uint8Array(Number(size))) ?? value(p);
}

function free(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  if (env.heap === undefined) return ub('free without a heap');
  const r = env.heap.free(args[0]!, 'free');
  return r.kind === 'ub' ? ub(r.what) : { kind: 'void' };
}

/**
 * realloc: a new block with the old contents (their "initialised" shadow too) up to the smaller
 * size, the old block freed. realloc(NULL, n) is malloc(n); realloc(p, 0) frees p and returns NULL
 * (glibc's choice; C23 makes it undefined). When the new block does not fit, p stays and NULL is returned.
 */
function realloc(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const heap = env.heap;
  if (heap === undefined) return ub('realloc without a heap');
  const [p, size] = args as [bigint, bigint];
  if (p === 0n) return value(heap.allocate(size) ?? 0n);
  const old = heap.liveSize(p);
  if (old === undefined) {
    const r = heap.free(p, 'realloc');
    return ub(r.kind === 'ub' ? r.what : `realloc of ${hex(p)}`);
  }
  if (size === 0n) return free([p], env).kind === 'void' ? value(0n) : ub(`realloc of ${hex(p)}`);
  const q = heap.allocate(size);
  if (q === null) return value(0n);
  const keep = Math.min(old, Number(size));
  if (keep > 0) {
    const bytes = env.memory.read(p, keep);
    if (bytes === null || !env.memory.write(q, bytes, env.memory.initialised?.(p, keep) ?? undefined))
      return ub(`realloc cannot copy ${hex(p)}`);
  }
  heap.free(p, 'realloc');
  return value(q);
}

/** The library's functions in the runtime's table form. */
export const LIBC_FUNCTIONS: readonly RuntimeFunction[] = [
  { name: 'puts', arity: 1, params: ['ptr'], result: 'i32', run: puts },
  { name: 'malloc', arity: 1, params: ['ptr'], result: 'ptr', run: malloc },
  { name: 'calloc', arity: 2, params: ['ptr', 'ptr'], result: 'ptr', run: calloc },
  { name: 'realloc', arity: 2, params: ['ptr', 'ptr'], result: 'ptr', run: realloc },
  { name: 'free', arity: 1, params: ['ptr'], result: 'void', run: free },
  { name: 'abs', arity: 1, params: ['i32'], result: 'i32', run: absolute('abs', 32) },
  // long is as wide as a pointer on all four targets; run with the target's width.
  { name: 'labs', arity: 1, params: ['ptr'], result: 'ptr', run: (args, env) => absolute('labs', env.pointerBits)(args, env) },
  { name: 'strcmp', arity: 2, params: ['ptr', 'ptr'], result: 'i32', run: strcmp },
  { name: 'strncmp', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'i32', run: strncmp },
  { name: 'strcpy', arity: 2, params: ['ptr', 'ptr'], result: 'ptr', run: strcpy },
  { name: 'strncpy', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'ptr', run: strncpy },
  { name: 'strcat', arity: 2, params: ['ptr', 'ptr'], result: 'ptr', run: strcat },
  { name: 'strncat', arity: 3, params: ['ptr', 'ptr', 'ptr'], result: 'ptr', run: strncat },
  { name: 'strchr', arity: 2, params: ['ptr', 'i32'], result: 'ptr', run: strchrLike('strchr', false) },
  { name: 'strrchr', arity: 2, params: ['ptr', 'i32'], result: 'ptr', run: strchrLike('strrchr', true) },
  { name: 'strstr', arity: 2, params: ['ptr', 'ptr'], result: 'ptr', run: strstr },
  { name: 'memchr', arity: 3, params: ['ptr', 'i32', 'ptr'], result: 'ptr', run: memchr },
];
