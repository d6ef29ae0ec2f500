// Regression (issue 19): a 64-bit argument to a variadic function on ARM and Thumb. AAPCS (§6.5,
// C.3/C.4) puts an i64 at an even register or an 8-byte-aligned stack word, variadic arguments
// included, and the runtime's printf reads them there (simulators/traps.ts); the legalizer's padding
// (engine/lower/wide-abi.ts) had covered only calls of defined functions, so printf("%lld %d", v, 42)
// passed v in r1:r2 and printf read r2:r3 — the machine printed garbage or faulted on %s.
//
// Requires clang-14 and Unicorn (through tap-tests/codegen/regression-cells.ts). Checks, on all four
// targets under every selector, each with a rotating allocator (regression-cells.ts's sample; every
// cell with TESSERA_FULL_SWEEP=1), that printf and sprintf with 64-bit arguments at odd and
// even positions, mixed with 32-bit ones and a string, print what the interpreter prints.

import t from 'tap';
import { cells, compileC, DEFAULT_CELLS } from './regression-cells.js';

const SOURCE = `
#include <stdio.h>
#include <string.h>
long long g = 0x123456789LL;
int k = 42;
int main(void) {
  char buf[64];
  long long v = g * 3 - 7;
  printf("%lld %d %llx %s\\n", v, k, (unsigned long long)v, "ok");
  printf("%d %lld %d %lld\\n", k, v, -k, -v);
  sprintf(buf, "%d-%lld", -5, -v);
  return (int)strlen(buf) + (buf[3] == '1');
}
`;

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
  t.test(`${target}: printf and sprintf with 64-bit variadic arguments`, async (t) => {
    const module = compileC('variadic-wide', SOURCE, target, 1);
    t.equal(cells(t, module, target), DEFAULT_CELLS, 'every sampled cell matches');
  });
}
