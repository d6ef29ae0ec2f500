// The dynamic stack end to end (issue 19, Deliver 2): C99 VLAs (sized at run time, in loops, where
// clang brackets each iteration with llvm.stacksave/stackrestore), `__builtin_alloca` in a recursive
// function, VLAs with calls that pass stack arguments while sp is moved and more live values than
// registers (spills, addressed from the frame pointer), and `alloca(n)` called without a header
// (a declared-only @alloca: the C library's builtin). Every selector × allocator (for alloca(n): every
// selector, each under a rotating allocator, regression-cells.ts's sample; every cell with
// TESSERA_FULL_SWEEP=1) on x86-32, x86-64, ARM and Thumb must match the interpreter, and so must llc-14 (the peer) on the same module; the loop's
// VLA (of a size known only at run time) must come back at the same address each iteration (the
// machine's sp returns), and 200 of them of 64 KiB each only fit the 8 MiB stack if it does. Functions without a dynamic stack keep a
// frame without a frame pointer (x86 ebp/rbp, ARM r11, Thumb r7; Thumb's frame is large enough
// that some of its accesses pass the 124 bytes the [r7, #imm5] forms reach).
//
// Requires clang-14 and llc-14 (their wrappers name them when missing) and Unicorn; every run is real.

import t, { type Test } from 'tap';
import { buildCell, cellLabel, isFailure } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor } from '../../testbed/driver/execute.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { cells, COMBOS, compileC, DEFAULT_CELLS } from './regression-cells.js';

const VLA = `
__attribute__((noinline)) int sum(int n) {
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i * 3 + n;
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) int loop(int m) {
  int t = 0;
  char *first = 0;
  for (int k = 0; k < m; k++) {
    char b[m * 328];
    b[0] = (char)k; b[m * 328 - 1] = 1;
    if (k == 0) first = b;
    else if (b != first) return -1000;
    t += b[0] + b[m * 328 - 1];
  }
  return t;
}
__attribute__((noinline)) int rec(int d) {
  int *p = __builtin_alloca((d + 1) * sizeof(int));
  for (int i = 0; i <= d; i++) p[i] = d - i;
  int below = d == 0 ? 0 : rec(d - 1);
  int s = 0;
  for (int i = 0; i <= d; i++) s += p[i];
  return s + below;
}
__attribute__((noinline)) int many(int a, int b, int c, int d, int e, int f, int g, int h) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h;
}
__attribute__((noinline)) int spills(int n) {
  int v[n];
  int x0 = n + 1, x1 = n * 3, x2 = n ^ 5, x3 = n - 7, x4 = n * n, x5 = n + 11, x6 = n << 2, x7 = n >> 1, x8 = n | 9, x9 = n & 6;
  for (int i = 0; i < n; i++) v[i] = many(i, x0, x1, x2, x3, x4, x5, x6);
  int y = many(x7, x8, x9, x0, x1, x2, x3, x4);
  int w[n + 2];
  for (int i = 0; i < n + 2; i++) w[i] = many(x9, x8, x7, x6, x5, x4, x3, i);
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i] ^ w[i + 1];
  return s + y + x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + w[n + 1];
}
int main(void) {
  volatile int n = 10, m = 200, d = 30, q = 13;
  int r = sum(n) + loop(m) + rec(d) + spills(q);
  return r == EXPECTED ? 0 : 1 + (r & 0x7f);
}
`;

// No <alloca.h>: clang (hosted, -fno-builtin) calls an implicitly declared `int alloca()`.
const ALLOCA_CALL = `
__attribute__((noinline)) int fill(int n) {
  int *p = (int *)alloca(n * sizeof(int));
  for (int i = 0; i < n; i++) p[i] = i + 1;
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}
int main(void) { volatile int n = 12; return fill(n) - 78; }
`;

/** spills(13), computed here so the program checks itself (its return is 0 only when every part is right). */
function spillsOf(n: number): number {
  const many = (...a: number[]): number => a.reduce((s, x, i) => (s + (i + 1) * x) | 0, 0);
  const x = [n + 1, n * 3, n ^ 5, n - 7, n * n, n + 11, n << 2, n >> 1, n | 9, n & 6];
  const v = Array.from({ length: n }, (_, i) => many(i, x[0]!, x[1]!, x[2]!, x[3]!, x[4]!, x[5]!, x[6]!));
  const y = many(x[7]!, x[8]!, x[9]!, x[0]!, x[1]!, x[2]!, x[3]!, x[4]!);
  const w = Array.from({ length: n + 2 }, (_, i) => many(x[9]!, x[8]!, x[7]!, x[6]!, x[5]!, x[4]!, x[3]!, i));
  let s = 0;
  for (let i = 0; i < n; i++) s = (s + (v[i]! ^ w[i + 1]!)) | 0;
  return (s + y + x.reduce((a, b) => a + b, 0) + w[n + 1]!) | 0;
}
/** sum(10) + loop(200) + rec(30) + spills(13): `char` is signed on x86 and unsigned on ARM. */
function expected(signedChar: boolean): number {
  const sum = Array.from({ length: 10 }, (_, i) => i * 3 + 10).reduce((a, b) => a + b, 0);
  const loop = Array.from({ length: 200 }, (_, k) => (signedChar && k > 127 ? k - 256 : k) + 1).reduce((a, b) => a + b, 0);
  const rec = Array.from({ length: 31 }, (_, d) => (d * (d + 1)) / 2).reduce((a, b) => a + b, 0);
  return (sum + loop + rec + spillsOf(13)) | 0;
}
const program = (target: TargetName): string => VLA.replace('EXPECTED', String(expected(target !== 'arm' && target !== 'thumb')));

const SETTINGS = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false } as const;

function llcMatches(t: Test, source: string, name: string, target: TargetName): void {
  const module = compileC(name, source, target, 1);
  const tg = findTarget(target)!;
  const spec = { backend: 'llc' as const, regalloc: 'greedy' as const };
  const built = buildCell(module, tg, spec);
  if (isFailure(built)) return void t.fail(`${name} ${target} llc-14: ${built.status}: ${built.reason}`);
  const reference = interpretFor(module, SETTINGS);
  const r = executeImage(module, tg, built.image, cellLabel(module, tg, spec), SETTINGS, reference);
  t.equal(r.matchesInterpreter, true, `${name} ${target}: llc-14 matches the interpreter (${r.machine.status} ${r.machine.reason ?? ''})`);
}

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
  t.test(`${target}: VLAs, stacksave/stackrestore, alloca in recursion and with spills and stack arguments`, async (t) => {
    const module = compileC('vla', program(target), target, 1);
    t.equal(interpretFor(module, SETTINGS).return, 0n, 'the interpreter computes every part right');
    let framed = 0;
    let far = 0;
    const matched = cells(t, module, target, COMBOS, (c) => {
      const frameOf = (name: string) => c.functions.find((f) => f.emitted.name === name)!.emitted.frame;
      const fp = (name: string) => frameOf(name).framePointer;
      if (fp('sum') !== null && fp('loop') !== null && fp('rec') !== null && fp('spills') !== null && fp('many') === null) framed++;
      const spills = frameOf('spills');
      if (Math.max(0, ...spills.slotOffsets, ...spills.objectOffsets) > 124) far++;
    });
    if (target === 'thumb') t.ok(far > 0, `${far} cells address spills' frame beyond the 124 bytes of [r7, #imm5]`);
    t.equal(matched, COMBOS.length, 'every selector x allocator matches');
    t.equal(framed, COMBOS.length, 'exactly the functions with a dynamic stack have a frame pointer, in every cell');
    llcMatches(t, program(target), 'vla', target);
  });

  t.test(`${target}: alloca(n) without a header is the builtin`, async (t) => {
    const module = compileC('allocacall', ALLOCA_CALL, target, 1);
    t.ok(
      module.functions.some((f) => f.blocks.some((b) => b.insts.some((i) => i.op === 'dynalloca'))),
      'the call became a dynamic alloca',
    );
    t.equal(cells(t, module, target), DEFAULT_CELLS, 'every sampled cell matches');
    llcMatches(t, ALLOCA_CALL, 'allocacall', target);
  });
}
