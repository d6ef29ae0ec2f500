// Variadic function definitions (issue 19, Deliver 2): va_start / va_arg / va_copy / va_end per ABI
// — x86-32 (va_list = pointer to the stack arguments), x86-64 (register save area + overflow area,
// gp_offset), ARM and Thumb (r_n..r3 stored below the stack arguments, contiguous with them; 64-bit
// arguments at even words) — on all four targets under every selector, each with a rotating
// allocator (regression-cells.ts's sample; every cell with TESSERA_FULL_SWEEP=1), compared with
// the interpreter, and llc-14 on the same printed IR (the printed module must still be LLVM IR llc
// compiles into code that agrees).
//
// Requires clang-14, llc-14 and Unicorn (regression-cells.ts names a missing tool). Checks each
// program's cells match, and that llc-14's image of the module matches the interpreter too.

import t from 'tap';
import { buildCell, cellLabel, isFailure } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor } from '../../testbed/driver/execute.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { cells, COMBOS, compileC, DEFAULT_CELLS } from './regression-cells.js';

// Each function is variadic; main checks every result and returns a code naming the first failure.
const SOURCE = `
#include <stdarg.h>
typedef long long ll;
int sum(int n, ...) {
  va_list ap; va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
/* i32, i64 and pointer arguments mixed: 64-bit ones at odd and even words. */
ll mixed(int n, ...) {
  va_list ap; va_start(ap, n);
  ll s = 0;
  for (int i = 0; i < n; i++) {
    int kind = va_arg(ap, int);
    if (kind == 0) s += va_arg(ap, int);
    else if (kind == 1) s += va_arg(ap, ll);
    else s += *va_arg(ap, int *);
  }
  va_end(ap);
  return s;
}
/* va_copy: both lists walk the same arguments. */
int twice(int n, ...) {
  va_list ap, aq; va_start(ap, n); va_copy(aq, ap);
  int a = 0, b = 0;
  for (int i = 0; i < n; i++) a += va_arg(ap, int) * (i + 1);
  for (int i = 0; i < n; i++) b += va_arg(aq, int) * (i + 1);
  va_end(aq); va_end(ap);
  return a == b ? a : -1;
}
/* a va_list handed to another function: by address everywhere; by value where va_list is a
   pointer or an array (on ARM it is a struct passed by value: the aggregate work's, not here) */
int vsum(int n, va_list *ap) { int s = 0; while (n-- > 0) s = s * 3 + va_arg(*ap, int); return s; }
#ifndef __arm__
int vsum2(int n, va_list ap) { int s = 0; while (n-- > 0) s = s * 3 + va_arg(ap, int); return s; }
#else
#define vsum2(n, ap) vsum(n, &ap)
#endif
int fwd(int n, ...) {
  va_list ap; va_start(ap, n);
  int r = vsum(n, &ap);
  va_end(ap);
  va_start(ap, n);
  int r2 = vsum2(n, ap);
  va_end(ap);
  return r == r2 ? r : -1;
}
/* more named parameters than argument registers, and more variadic arguments than registers */
ll many(int a, int b, int c, int d, int e, int f, int g, ...) {
  va_list ap; va_start(ap, g);
  ll s = a + b + c + d + e + f + g;
  for (int i = 0; i < 10; i++) s = s * 7 + va_arg(ap, unsigned);
  va_end(ap);
  return s;
}
int x = 5, y = -9;
volatile int seven = 7;
int main(void) {
  if (sum(0) != 0) return 1;
  if (sum(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, seven) != 73) return 2;
  ll big = 0x1234567890LL * seven;
  if (mixed(5, 0, seven, 1, big, 2, &x, 1, -big, 2, &y) != 7 + 5 - 9) return 3;
  if (mixed(3, 1, big, 0, -1, 1, big) != 2 * big - 1) return 4;
  if (twice(6, 1, seven, 3, 4, 5, -6) != 1 + 14 + 9 + 16 + 25 - 36) return 5;
  if (fwd(4, 1, 2, seven, 4) != ((1 * 3 + 2) * 3 + 7) * 3 + 4) return 6;
  ll m = many(1, 2, 3, 4, 5, 6, seven, 1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 9u, 0xffffffffu);
  ll want = 28;
  for (unsigned i = 1; i <= 10; i++) want = want * 7 + (i == 10 ? 0xffffffffu : i);
  if (m != want) return 7;
  return 0;
}
`;

const SETTINGS = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false } as const;

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const satisfies readonly TargetName[]) {
  t.test(`${target}: variadic definitions`, async (t) => {
    const module = compileC('variadic-definitions', SOURCE, target, 1);
    const reference = interpretFor(module, SETTINGS);
    t.equal(reference.return, 0n, 'the interpreter runs every check to return 0');
    t.equal(cells(t, module, target), DEFAULT_CELLS, 'every sampled cell matches');
    const tg = findTarget(target)!;
    const spec = { backend: 'llc', regalloc: 'greedy' } as const;
    const built = buildCell(module, tg, spec);
    if (isFailure(built)) return t.fail(`llc-14: ${built.status}: ${built.reason}`);
    const r = executeImage(module, tg, built.image, cellLabel(module, tg, spec), SETTINGS, reference);
    t.equal(r.matchesInterpreter, true, 'llc-14 on the printed module matches the interpreter');
  });
}

t.test('x86-32 at -O0: va_arg through memory, the list in an alloca', async (t) => {
  const module = compileC('variadic-definitions-O0', SOURCE, 'x86-32', 0);
  t.equal(cells(t, module, 'x86-32', COMBOS.slice(0, 4)), 4, 'the cells match');
});
