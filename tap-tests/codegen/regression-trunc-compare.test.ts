// Regression test of issue 17 (Found 4, first bullet): on x86-64 an i32 compare of a value truncated
// from i64 was emitted at 64 bits (`or rsi, rdi; cmp rsi, 0`): the DAG builder gave the icmp the width
// of its kid node, and a trunc reuses its 64-bit source node (engine/isel/dag.ts).
//
// Requires clang-14 and Unicorn. Compiles the reproducer and its relatives (the lshr/trunc/icmp
// bit-field read, signed and unsigned compares, compares against an immediate and a folded load, and
// the other operations that read a truncated value: shifts, division, extension, select, narrow
// compares, a truncated value used in a loop) with clang-14 at -O1 and -O2, runs every selector, each
// under two allocators (a Latin rotation over the four runs, tap-tests/helpers/cell-sample.ts: every
// selector meets every allocator across them; the bug was the DAG builder's and the selectors', which
// the allocator does not change) on x86-64 in the emulator and compares with the interpreter; each
// check of main sets one bit of its result, so a lost truncation anywhere changes the return value.
// The x86-32 analogue (i32 truncated to i8/i16, then compared, shifted, stored) runs the same cells on
// x86-32. Every selector x allocator: TESSERA_FULL_SWEEP=1.

import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { buildCell, cellLabel, isFailure, type CellSpec } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, type RunSettings } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { sampledCells } from '../helpers/cell-sample.js';
import { FULL_SWEEP } from '../helpers/full-sweep.js';

const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false };

/** The reproducer first (bit 0), then its relatives; main returns 0 when every check holds. */
const TRUNC64 = `typedef unsigned long long u64;
typedef long long i64;
#define N __attribute__((noinline))
N i64 foo(i64 x, i64 y) { if (((int) x | (int) y) != 0) return 6; return x + y; }
N int bf(u64 a, unsigned b) { return (unsigned)(a >> 16) == b; }
N int slt(i64 a, i64 b) { return (int)a < (int)b; }
N int ult(u64 a, u64 b) { return (unsigned)a < (unsigned)b; }
N int cmpimm(u64 a) { return (unsigned)(a >> 8) == 0x12u; }
N int cmpmem(const u64 *p, const unsigned *q) { return (unsigned)*p == *q; }
N int shr32(u64 a) { return (int)((unsigned)a >> 4); }
N int sar32(u64 a) { return ((int)a) >> 4; }
N int div32(u64 a, u64 b) { return (int)a / ((int)b | 1); }
N unsigned udiv32(u64 a, u64 b) { return (unsigned)a / ((unsigned)b | 1); }
N int rem32(u64 a, u64 b) { return (int)a % ((int)b | 1); }
N u64 zext_trunc(u64 a) { return (u64)(unsigned)(a * 3); }
N i64 sext_trunc(u64 a) { return (i64)(int)(a * 3); }
N int sel(u64 a, int x, int y) { return (int)a ? x : y; }
N int narrow8(u64 a) { return (unsigned char)(a >> 24) == 0x34; }
N int narrow16(u64 a) { return (short)(a >> 8) < 0; }
N int bit(u64 a) { return (a >> 40) & 1 ? 7 : 9; }
N int mulcmp(u64 a, u64 b) { return (int)(a * b) > 0; }
N int acrossblocks(u64 a, int n) { int t = (int)(a >> 3); int s = 0; for (int i = 0; i < n; i++) s += (t == 0); return s; }
struct bits { u64 lo : 20; u64 mid : 30; u64 hi : 14; };
N int field(struct bits *b, unsigned v) { return b->mid == v; }
N int subcmp(u64 a, u64 b) { return (int)a - (int)b == 0; }
N int andtest(u64 a) { return ((int)a & 0x10) != 0; }
int main(void) {
  int e = 0;
  if (foo(3LL << 32, 5LL << 32) != (8LL << 32)) e |= 1;
  if (bf(0xABCD000012340000ULL, 0x1234) != 1) e |= 2;
  if (slt(0x100000005LL, 0x200000003LL) != 0) e |= 4;
  if (ult(0x100000000ULL, 1) != 1) e |= 8;
  if (cmpimm(0x5500000000001200ULL) != 1) e |= 16;
  u64 pv = 0x700000009ULL; unsigned qv = 9;
  if (cmpmem(&pv, &qv) != 1) e |= 32;
  if (shr32(0xF0000000F0ULL) != 0xF) e |= 64;
  if (sar32(0x1800000000ULL | 0x80000000ULL) != (int)0xF8000000) e |= 128;
  if (div32(0x500000000ULL | 100, 0x300000000ULL | 9) != 11) e |= 256;
  if (udiv32(0x500000000ULL | 100, 0x300000000ULL | 9) != 11) e |= 512;
  if (rem32(0x500000000ULL | 100, 0x300000000ULL | 9) != 1) e |= 1024;
  if (zext_trunc(0x100000000ULL + 0x60000000ULL) != 0x20000000ULL) e |= 2048;
  if (sext_trunc(0x100000000ULL + 0x60000000ULL) != 0x20000000LL) e |= 4096;
  if (sel(0x100000000ULL, 1, 2) != 2) e |= 8192;
  if (narrow8(0x1000000000ULL | 0x34000000ULL) != 1) e |= 16384;
  if (narrow16(0x1230000000ULL | 0x800000ULL) != 1) e |= 32768;
  if (bit(1ULL << 40) != 7) e |= 65536;
  if (mulcmp(0x100000000ULL, 0x100000000ULL) != 0) e |= 1 << 17;
  if (acrossblocks(0x800000000ULL, 3) != 3) e |= 1 << 18;
  struct bits b = { 0, 0x1234, 0x3FFF };
  if (field(&b, 0x1234) != 1) e |= 1 << 19;
  if (subcmp(0x100000007ULL, 0x200000007ULL) != 1) e |= 1 << 20;
  if (andtest(0x1000000000ULL) != 0) e |= 1 << 21;
  return e;
}
`;

/** x86-32: i32 values truncated to i8 / i16 before a compare, a shift, a store. */
const TRUNC32 = `#define N __attribute__((noinline))
typedef unsigned u32;
N int eq8(u32 a, u32 b) { return (unsigned char)a == (unsigned char)b; }
N int lt8s(u32 a, u32 b) { return (signed char)a < (signed char)b; }
N int lt16u(u32 a, u32 b) { return (unsigned short)(a >> 4) < (unsigned short)b; }
N int lt16s(u32 a, u32 b) { return (short)(a * 3) < (short)b; }
N int or8(u32 a, u32 b) { return ((unsigned char)a | (unsigned char)b) != 0; }
N int sh8(u32 a) { return (unsigned char)((unsigned char)a >> 1); }
N int bitfield(u32 *p, unsigned v) { struct s { u32 a : 5, b : 11, c : 16; } *q = (void *)p; return q->b == v; }
N int byteStore(u32 a, unsigned char *p) { *p = (unsigned char)(a >> 8); return *p == 0x34; }
N int cond1(u32 a) { return (a & 0x100) ? 3 : 4; }
int main(void) {
  int e = 0;
  if (eq8(0x1234, 0x5634) != 1) e |= 1;
  if (lt8s(0x17F, 0x280) != 0) e |= 2;
  if (lt16u(0x100000, 1) != 1) e |= 4;
  if (lt16s(0x18000, 0x7000) != 1) e |= 8;
  if (or8(0x100, 0x200) != 0) e |= 16;
  if (sh8(0x1FE) != 0x7F) e |= 32;
  u32 w = (0x123u << 5) | 0x11u | (0xFFFFu << 16);
  if (bitfield(&w, 0x123) != 1) e |= 64;
  unsigned char c;
  if (byteStore(0x123456, &c) != 1) e |= 128;
  if (cond1(0x10100) != 3) e |= 256;
  return e;
}
`;

/** Run `k`'s cells: every selector under the allocators of rotations 2k and 2k + 1 (every cell with the full sweep). */
function cellsOf(k: number): [string, string][] {
  if (FULL_SWEEP) return SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra): [string, string] => [isel, ra]));
  return [...sampledCells(SELECTOR_NAMES, ALLOCATOR_NAMES, 2 * k), ...sampledCells(SELECTOR_NAMES, ALLOCATOR_NAMES, 2 * k + 1)];
}

function matrix(name: string, source: string, isa: 'x86-64' | 'x86-32', level: number, k: number): void {
  t.test(`${name} at -O${level} on ${isa}: every selector (two allocators each) matches the interpreter`, async (t) => {
    const path = join(t.testdir(), `${name}.c`);
    writeFileSync(path, source);
    const { module, target } = loadProgram(path, isa, level);
    const reference = interpretFor(module, SETTINGS);
    t.equal(reference.status, 'ok');
    t.equal(reference.return, 0n, 'the interpreter: every check holds');
    let cells = 0;
    for (const [isel, ra] of cellsOf(k)) {
      const spec: CellSpec = { backend: 'tessera', isel, ra, verify: true };
      const built = buildCell(module, target, spec);
      if (isFailure(built)) {
        t.fail(`${isel}/${ra}: ${built.status}: ${built.reason}`);
        continue;
      }
      const r = executeImage(module, target, built.image, cellLabel(module, target, spec), SETTINGS, reference);
      t.equal(r.machine.status, 'ok', `${isel}/${ra}: ${r.machine.reason ?? 'runs'}`);
      t.equal(r.returnValue, 0n, `${isel}/${ra}: main's failed-check bits`);
      t.equal(r.matchesInterpreter, true, `${isel}/${ra} matches the interpreter`);
      cells++;
    }
    t.equal(cells, cellsOf(k).length);
  });
}

for (const level of [1, 2]) {
  matrix('trunc64_compare', TRUNC64, 'x86-64', level, 2 * (level - 1));
  matrix('trunc32_narrow', TRUNC32, 'x86-32', level, 2 * (level - 1) + 1);
}
