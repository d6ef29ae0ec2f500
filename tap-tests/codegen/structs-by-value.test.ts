// Structs by value as clang-14 emits them (issue 19, Deliver 2): the front end scalarizes first-class
// aggregates and byval parameters (engine/frontend/aggregates.ts), so each target's coercions must
// come out of the back end right: x86-32 byval structs in the stack argument area and sret; x86-64
// structs coerced to i64/i32 scalars and byval; ARM/Thumb `[N x i32]`/`[N x i64]` composites in r0-r3
// then the stack (64-bit ones even-aligned), byval for large structs, small returns as i32, sret.
//
// Requires clang-14, llc-14 and Unicorn (through tap-tests/codegen/regression-cells.ts). Checks, on all
// four targets, C programs with structs of several shapes (padding, nested, arrays in structs, pointers,
// 64-bit members, a 80-byte struct) passed and returned by value (12- and 16-byte returns in a loop), with the registers exhausted so
// structs go on the stack: the interpreter computes what a native build of the same C computes (the
// front end's scalarization is right), every selector, each under a rotating allocator
// (regression-cells.ts's sample; every cell with TESSERA_FULL_SWEEP=1), matches the interpreter, and
// so does llc-14.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { isFailure, runCell } from '../../testbed/driver/backend.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { cells, compileC, DEFAULT_CELLS } from './regression-cells.js';

const SHAPES = `
struct S2 { short a; char b; };
struct S3 { int a, b, c; };
struct L { long long x; int y; };
struct N { struct S2 s; int arr[3]; char tag; };
struct P { int *p; char c; };
struct Big { int v[20]; };
struct Q { long long a; long long b; };

volatile int seed = 3;
int cell = 11;
unsigned result;

__attribute__((noinline)) struct S2 mk2(int k) { struct S2 s = { (short)(k * 7), (char)(k + 1) }; return s; }
__attribute__((noinline)) int use2(struct S2 s, int k) { return s.a * 3 + s.b - k; }
__attribute__((noinline)) int use3(struct S3 s) { return s.a - s.b * 2 + s.c * 5; }
__attribute__((noinline)) long long useL(int k, struct L l) { return l.x * k + l.y; }
__attribute__((noinline)) int useN(struct N n) { return n.s.a + n.s.b + n.arr[0] * n.arr[2] - n.arr[1] + n.tag; }
__attribute__((noinline)) int useP(struct P p) { *p.p += p.c; return *p.p; }
__attribute__((noinline)) int useBig(struct Big b) {
  int s = 0;
  for (int i = 0; i < 20; i++) s += b.v[i] * (i + 1);
  b.v[0] = 99; /* the callee's copy: the caller's struct is unchanged */
  return s;
}
__attribute__((noinline)) struct Big mkBig(int k) {
  struct Big b;
  for (int i = 0; i < 20; i++) b.v[i] = k + i;
  return b;
}
/* Registers exhausted: the structs after six ints go on the stack on every target. */
__attribute__((noinline)) long long many(int a, int b, int c, int d, int e, int f, struct S3 s, struct L l,
                                         struct Big big, struct S2 t, int last) {
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + use3(s) + useL(2, l) + useBig(big) + use2(t, 1) + last;
}
/* 12 and 16 bytes: x86-64 returns { i64, i32 } and { i64, i64 } (here through a hidden pointer). */
__attribute__((noinline)) struct S3 mk3(int k) { struct S3 s = { k, 2 * k, -3 * k }; return s; }
__attribute__((noinline)) struct Q mkQ(int k) { struct Q q = { k * 0x10000000LL, -k }; return q; }
/* A 64-bit member after one int: AAPCS starts the composite at an even register. */
__attribute__((noinline)) long long oddThenL(int k, struct L l) { return l.x - k + l.y; }

unsigned compute(void) {
  int k = seed;
  struct S2 s2 = mk2(k);
  struct S3 s3 = { k, k + 1, k + 2 };
  struct L l = { 0x100000000LL * k + 5, -k };
  struct N n = { { 1, 2 }, { k, 4, 5 }, 'x' };
  struct P p = { &cell, (char)k };
  struct Big big = mkBig(k);
  unsigned r = 0;
  r = r * 31 + use2(s2, k);
  r = r * 31 + use3(s3);
  r = r * 31 + (unsigned)useL(k, l);
  r = r * 31 + (unsigned)(useL(k, l) >> 32);
  r = r * 31 + useN(n);
  r = r * 31 + useP(p);
  r = r * 31 + useBig(big);
  r = r * 31 + big.v[0];
  r = r * 31 + (unsigned)many(1, 2, 3, 4, 5, 6, s3, l, big, s2, k);
  r = r * 31 + (unsigned)oddThenL(k, l);
  for (int i = 0; i < 3; i++) {
    struct S3 m = mk3(k + i);
    struct Q q = mkQ(k * i);
    r = r * 31 + use3(m) + (unsigned)(q.a >> 20) + (unsigned)q.b;
  }
  return r;
}
`;

/**
 * What the program computes, from the same C compiled natively by clang-14 for the host (structs by
 * value mean the same on every target here: no pointer value or char sign enters the result). The
 * cells compare the back end with the interpreter on the scalarized IR, so this is what checks the
 * scalarization itself.
 */
function nativeResult(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-structs-'));
  const src = join(dir, 'native.c');
  writeFileSync(src, `${SHAPES}int printf(const char *, ...);\nint main(void) { printf("%u\\n", compute()); return 0; }\n`);
  build(NATIVE_CC, ['-O1', '-w', '-o', join(dir, 'native'), src]);
  return execFileSync(join(dir, 'native'), { encoding: 'utf8' }).trim();
}

/** Runs the host compiler; fails naming it (not installed, or the build failed). */
function build(cc: string, args: readonly string[]): void {
  const r = spawnSync(cc, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cc} (native build of the expected result) failed: ${r.error?.message ?? r.stderr}`);
}

/** The program for the targets: main returns 0 exactly when it computes what the native build did. */
function program(expected: string): string {
  return `${SHAPES}int main(void) { result = compute(); return result != ${expected}u; }\n`;
}

const TARGETS = ['x86-32', 'x86-64', 'arm', 'thumb'] as const;
const NATIVE_CC = 'clang-14';
const EXPECTED = nativeResult();

for (const target of TARGETS) {
  t.test(`${target}: structs passed and returned by value, every selector, allocators rotating`, async (t) => {
    const module = compileC('structs-by-value', program(EXPECTED), target, 1);
    const reference = interpret(module);
    t.same([reference.status, reference.return], ['ok', 0n], `the interpreter computes ${EXPECTED}, as the native build does`);
    t.equal(cells(t, module, target), DEFAULT_CELLS, 'every sampled cell matches the interpreter');
  });
}

t.test('llc-14 runs the same programs and matches the interpreter (the peer sees the same IR)', async (t) => {
  const settings = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };
  for (const target of TARGETS) {
    const r = runCell(
      compileC('structs-by-value', program(EXPECTED), target, 1),
      findTarget(target)!,
      { backend: 'llc', regalloc: 'greedy' },
      settings,
    );
    if (isFailure(r)) t.fail(`${target} llc: ${r.status}: ${r.reason}`);
    else t.equal(r.matchesInterpreter, true, `${target}: llc-14 matches the interpreter`);
  }
});
