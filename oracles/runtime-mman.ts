// POSIX mmap/munmap for anonymous memory, and open/close that open nothing (issue 19, Deliver 3):
// part of the runtime the reference interpreter and the emulator harness share.
//
// Contract: mmap(addr, len, prot, flags, fd, off) with MAP_ANONYMOUS (0x20, Linux's value on i386,
// x86-64 and ARM) and without MAP_FIXED returns a zeroed block of `len` bytes from the run's heap
// (runtime-heap.ts: the same address on both sides; `addr` is only a hint, ignored); munmap of
// exactly such a block frees it. MAP_FIXED asks for an address outside Tessera's memory map, so
// mmap fails with MAP_FAILED ((void *)-1), as POSIX allows (ENOMEM; there is no errno). A file
// mapping (no MAP_ANONYMOUS) and a partial munmap are `unsupported`. open() always fails with -1:
// Tessera's programs reach no host file (not even /dev/zero); close(-1) fails with -1 too.

import { hexAddress } from '../common/text.js';
import type { RuntimeEnv, RuntimeFunction, RuntimeResult } from './runtime.js';

const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const ub = (what: string): RuntimeResult => ({ kind: 'ub', what });
const unsupported = (what: string): RuntimeResult => ({ kind: 'unsupported', what });

const MAP_FIXED = 0x10n;
const MAP_ANONYMOUS = 0x20n;
const MINUS_ONE_I32 = 0xffffffffn;

function mmap(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [, len, , flags] = args as [bigint, bigint, bigint, bigint];
  const failed = value((1n << BigInt(env.pointerBits)) - 1n);
  if ((flags & MAP_ANONYMOUS) === 0n) return unsupported('mmap of a file (Tessera maps anonymous memory only)');
  if ((flags & MAP_FIXED) !== 0n || len === 0n || len > 1n << 30n) return failed;
  if (env.heap === undefined) return ub('mmap without a heap');
  const p = env.heap.allocate(len);
  if (p === null) return failed;
  if (!env.memory.write(p, new Uint8Array(Number(len)))) return ub(`mmap cannot zero ${hexAddress(p)}`);
  return value(p);
}

function munmap(args: readonly bigint[], env: RuntimeEnv): RuntimeResult {
  const [addr, len] = args as [bigint, bigint];
  if (env.heap?.liveSize(addr) !== Number(len)) return unsupported(`munmap of ${len} bytes at ${hexAddress(addr)}, not one whole mapping`);
  const r = env.heap.free(addr, 'munmap');
  return r.kind === 'ub' ? ub(r.what) : value(0n);
}

export const MMAN_FUNCTIONS: readonly RuntimeFunction[] = [
  { name: 'mmap', arity: 6, params: ['ptr', 'ptr', 'i32', 'i32', 'i32', 'ptr'], result: 'ptr', run: mmap },
  { name: 'munmap', arity: 2, params: ['ptr', 'ptr'], result: 'i32', run: munmap },
  { name: 'open', arity: 2, params: ['ptr', 'i32'], variadic: true, result: 'i32', run: () => value(MINUS_ONE_I32) },
  { name: 'close', arity: 1, params: ['i32'], result: 'i32', run: () => value(MINUS_ONE_I32) },
];
