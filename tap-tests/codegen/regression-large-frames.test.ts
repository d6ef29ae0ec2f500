// Regression (issue 17, Found 4, ARM): a frame with more than 4 KiB of spill slots got a slot
// address that does not encode (`str rt, [rn, #imm]: imm 4096 out of range`). Every frame offset
// is now legalized (engine/targets/arm/frame-reach.ts: through lr; engine/targets/thumb/frame-reach.ts: through a literal
// offset added to sp, x86's disp32 reaches). Two C programs (clang-14 -O1) on all four targets:
// `many` keeps 520 values live to its end (its spill slots pass 4 KiB under spill-all, where every
// vreg has a slot, and under linear-scan), `arrays` has 10 KB of local arrays accessed by byte, signed
// byte, halfword and word at their far ends. Every selector runs `arrays` on every target, each under
// one allocator rotating with the target (tap-tests/helpers/cell-sample.ts; the far frame objects
// are the frame's and the selector's addressing forms', whatever the allocator); `many` runs every
// selector under spill-all and linear-scan (the allocators whose slots it drives furthest).
// The test also asserts that the frames really pass each addressing mode's reach.

import t from 'tap';
import { cells, compileC } from './regression-cells.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { sampledCells } from '../helpers/cell-sample.js';

const N = 520;
const MANY = [
  '__attribute__((noinline)) unsigned many(unsigned x) {',
  '  unsigned v0 = x + 1u;',
  ...Array.from({ length: N - 1 }, (_, i) => `  unsigned v${i + 1} = v${i} * ${3 + ((i + 1) % 5)}u + (x ^ ${i + 1}u);`),
  `  return ${Array.from({ length: N }, (_, i) => `v${i}`).join(' ^ ')};`,
  '}',
  'int main(void) { return (int)(many(7u) & 0xffu); }',
].join('\n');

const ARRAYS = `
__attribute__((noinline)) int arrays(int k) {
  volatile unsigned char b[4500]; volatile short h[2200]; volatile int w[300]; volatile signed char s[300];
  for (int i = 0; i < 4500; i += 97) b[i] = (unsigned char)(i + k);
  b[4499] = 200; h[2199] = -1234; h[5] = 77; w[299] = 123456; w[3] = 9; s[299] = -5; s[0] = 4;
  int t = b[4499] + h[2199] + h[5] + w[299] + w[3] + s[299] + s[0];
  for (int i = 0; i < 4500; i += 97) t += b[i];
  return t;
}
int main(void) { return arrays(3) & 0xff; }
`;

/** The farthest sp offset each target's shortest frame access reaches (x86 disp8, ARM imm12, Thumb imm8 × 4). */
const REACH = { 'x86-32': 127, 'x86-64': 127, arm: 4095, thumb: 1020 } as const;

(['arm', 'thumb', 'x86-32', 'x86-64'] as const).forEach((target, k) => {
  t.test(`${target}: frames beyond every addressing mode's reach match the interpreter`, (t) => {
    const arrays = compileC('arrays', ARRAYS, target, 1);
    let farObjects = 0;
    const all = sampledCells(SELECTOR_NAMES, ALLOCATOR_NAMES, k);
    t.equal(
      cells(t, arrays, target, all, (c) => {
        const f = c.functions.find((x) => x.emitted.name === 'arrays')!;
        if (Math.max(...f.emitted.frame.objectOffsets) > 4095) farObjects++;
      }),
      all.length,
      'arrays: every cell matches',
    );
    t.equal(farObjects, all.length, 'arrays: every cell has frame objects beyond 4095 bytes');

    const many = compileC('many', MANY, target, 1);
    const combos = SELECTOR_NAMES.flatMap((isel) => ['spill-all', 'linear-scan'].map((ra) => [isel, ra] as const));
    const far: Record<string, number> = { 'spill-all': 0, 'linear-scan': 0 };
    t.equal(
      cells(t, many, target, combos, (c, _isel, ra) => {
        const f = c.functions.find((x) => x.emitted.name === 'many')!;
        if (Math.max(...f.emitted.frame.slotOffsets) > Math.max(REACH[target], 4095)) far[ra]!++;
      }),
      combos.length,
      'many: every cell matches',
    );
    // cse-none and noltis recompute the shared values at each use under linear-scan: no spills there
    t.equal(far['spill-all'], SELECTOR_NAMES.length, 'many: spill-all cells have spill slots beyond 4095 bytes');
    t.ok(far['linear-scan']! >= 3, `many: ${far['linear-scan']} linear-scan cells have spill slots beyond 4095 bytes`);
    t.end();
  });
});
