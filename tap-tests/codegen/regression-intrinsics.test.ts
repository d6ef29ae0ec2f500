// Issue 19, Deliver 2: the integer intrinsics clang emits (bswap 16/32/64, bitreverse, ctpop,
// cttz, ctlz, fshl/fshr, uadd.sat/usub.sat, prefetch, trap) and odd-width integers in memory (bit-fields of 24, 40
// and 48 bits: i24/i40/i48 loads and stores). C programs compiled by clang-14 at -O1 run through
// every selector, each under a rotating allocator (regression-cells.ts's sample: the file's eight
// runs cover every selector × allocator pair; every cell with TESSERA_FULL_SWEEP=1), on all four
// targets, and through llc-14 (the peer), against the interpreter. Requires clang-14, llc-14 and Unicorn.

import t from 'tap';
import type { Module } from '../../engine/ir/types.js';
import { buildCell, cellLabel, isFailure } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor } from '../../testbed/driver/execute.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { cells, compileC, DEFAULT_CELLS } from './regression-cells.js';

/**
 * Every bit intrinsic at each width C reaches, on values the optimiser cannot see. The 64-bit
 * rotates never rotate by 0 mod 64: llc-14's Thumb code then calls __aeabi_llsl by 64, which the
 * harness's runtime reports as undefined (the 32-bit rotates and the model test in
 * tap-tests/frontend/bit-intrinsics.part.ts cover the amount 0).
 */
const BITS = `
volatile unsigned long long seeds[6] = { 0x0123456789abcdefULL, 0x8000000000000001ULL, 0, 0xffffffffffffffffULL, 0x100, 0xf0e1d2c3b4a59687ULL };
unsigned long long sum;
__attribute__((noinline)) unsigned long long mix(unsigned long long x, unsigned n) {
  unsigned lo = (unsigned)x, hi = (unsigned)(x >> 32);
  unsigned long long r = __builtin_bswap64(x) ^ __builtin_bswap32(lo) ^ __builtin_bswap16((unsigned short)hi);
  r += __builtin_bitreverse32(lo) + __builtin_bitreverse64(x) + __builtin_bitreverse8((unsigned char)hi) + __builtin_bitreverse16((unsigned short)lo);
  r += __builtin_popcount(lo) + __builtin_popcountll(x) * 3;
  if (lo) r += __builtin_ctz(lo) * 5 + __builtin_clz(lo) * 7;
  if (x) r += __builtin_ctzll(x) * 11 + __builtin_clzll(x) * 13;
  r ^= __builtin_rotateleft32(lo, n) + __builtin_rotateright32(hi, n + 3);
  r ^= __builtin_rotateleft64(x, n * 5 + 1) - __builtin_rotateright64(x, n + 1);
  unsigned s = lo + hi;
  r += (s < lo ? ~0u : s) + (lo > hi ? lo - hi : 0) + (x > r ? x - r : 0);
  __builtin_prefetch(&seeds[n % 6]);
  if (n > 1000) __builtin_trap();
  return r;
}
int main(void) {
  for (unsigned n = 0; n < 40; n++) sum = sum * 31 + mix(seeds[n % 6] + n * 0x9e3779b97f4a7c15ULL, n);
  return (int)(sum ^ (sum >> 29)) & 0x7f;
}
`;

/**
 * Bit-fields clang-14 -O1 accesses as odd widths on all four targets: B's as i40, the packed P's
 * and Q's as i24 and i48 (the others as i32/i64 words; the neighbours check no byte is clobbered).
 */
const ODD = `
struct A { int a : 24; int b : 24; } ga[3];
struct B { unsigned long long x : 40; unsigned char c; } gb[2];
struct __attribute__((packed)) P { unsigned a : 24; } gp[3];
struct __attribute__((packed)) Q { unsigned long long y : 48; } gq[2];
__attribute__((noinline)) void put(int k, long long v) {
  ga[k % 3].a = (int)v; ga[(k + 1) % 3].b = (int)(v >> 7);
  gb[k & 1].x = (unsigned long long)v * 3; gb[k & 1].c = (unsigned char)k;
  gp[k % 3].a = (unsigned)v ^ 0xa5a5a5; gq[k & 1].y = (unsigned long long)v << 5;
}
__attribute__((noinline)) long long get(int k) {
  return ga[k % 3].a + ga[(k + 2) % 3].b + (long long)gb[k & 1].x + gb[(k + 1) & 1].c + gp[(k + 1) % 3].a + (long long)(gq[k & 1].y >> 3);
}
int main(void) {
  unsigned long long s = 0;
  for (int k = 0; k < 20; k++) { put(k, 0x123456789LL * (k + 1) - k * 977); s = s * 7 + get(k); }
  return (int)(s ^ (s >> 31)) & 0x7f;
}
`;

/** The module's llc-14 build (greedy) run against the interpreter. */
function llcMatches(module: Module, target: TargetName): boolean | string {
  const tg = findTarget(target)!;
  const settings = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };
  const reference = interpretFor(module, settings);
  const spec = { backend: 'llc', regalloc: 'greedy' } as const;
  const built = buildCell(module, tg, spec);
  if (isFailure(built)) return `${built.status}: ${built.reason}`;
  return executeImage(module, tg, built.image, cellLabel(module, tg, spec), settings, reference).matchesInterpreter === true;
}

const TARGETS: readonly TargetName[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

for (const target of TARGETS) {
  t.test(`${target}: bit intrinsics and odd-width bit-fields match the interpreter in the sampled cells and under llc-14`, (t) => {
    for (const [name, source] of [
      ['bit_intrinsics', BITS],
      ['odd_bitfields', ODD],
    ] as const) {
      const module = compileC(name, source, target, 1);
      t.ok(module.functions.length > 0, `${name} compiles`);
      t.equal(cells(t, module, target), DEFAULT_CELLS, `${name} -O1: every sampled cell matches`);
      const peer = llcMatches(module, target);
      t.equal(peer, true, `${name} -O1: llc-14 matches the interpreter (${String(peer)})`);
    }
    t.end();
  });
}
