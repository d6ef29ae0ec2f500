// Regression (issue 17, Found 4, Thumb): an under-aligned word or halfword access — a packed
// struct's field, `store i32 0, ptr @t + 2, align 2` — was one str/ldr/ldrh, which the Cortex-M0
// faults on. The legalizer now splits it into aligned pieces (engine/lower/unaligned.ts). The
// reproducers (C, clang-14) run through every selector, each under a rotating allocator
// (regression-cells.ts's sample; every cell with TESSERA_FULL_SWEEP=1), on Thumb and on ARM (whose
// ARM1176 model performs unaligned ldr/str/ldrh, so ARM keeps the single access), at -O1 and, one
// rotating combination per program, at -O0 and -O2; and the legalized Thumb IR has no load or
// store whose alignment is below its size left, while ARM's keeps them.

import t from 'tap';
import { legalizeModule } from '../../engine/lower/legalize.js';
import type { Module } from '../../engine/ir/types.js';
import { cells, COMBOS, compileC, DEFAULT_CELLS } from './regression-cells.js';

/** The reproducer, with an align-1 word and halfword besides the align-2 word. */
const PACKED = `
struct { unsigned short a; unsigned long b __attribute__((packed)); } t;
struct { char c; unsigned short h __attribute__((packed)); unsigned long w __attribute__((packed)); } u;
__attribute__((noinline)) void set(unsigned long v) { t.b = v; u.w = v + 1; u.h = (unsigned short)(v >> 3); }
int main(void) { t.a = 7; set(0x12345678); return (int)((t.b ^ u.w) + u.h + t.a + (u.w >> 24)); }
`;

/** Packed fields of every kind (signed halfword, pointer, word, halfword) through a pointer, globals and a local. */
const PACKED_POINTERS = `
struct __attribute__((packed)) P { char c; short s; int *p; long w; unsigned short h; };
struct P g[3];
int x = 41;
__attribute__((noinline)) void fill(struct P *q, int k) { q->c = (char)k; q->s = (short)(-300 * k); q->p = &x; q->w = 0x01020304L * k; q->h = (unsigned short)(40000 + k); }
__attribute__((noinline)) int sum(const struct P *q) { return q->c + q->s + *q->p + (int)(q->w >> 8) + q->h; }
int main(void) { int t = 0; for (int k = 0; k < 3; k++) { fill(&g[k], k + 1); t += sum(&g[k]); } struct P l; fill(&l, 5); t ^= sum(&l); return t & 0xff; }
`;

const PROGRAMS = [
  ['packed', PACKED],
  ['packed_pointers', PACKED_POINTERS],
] as const;

/** Loads and stores whose alignment is below their size. */
function underAligned(m: Module): number {
  let n = 0;
  for (const f of m.functions)
    for (const b of f.blocks)
      for (const i of b.insts) {
        if (i.op !== 'load' && i.op !== 'store') continue;
        const type = i.op === 'load' ? i.type : i.value.type;
        const bytes = type.kind === 'ptr' ? 4 : type.bits / 8;
        if (i.align < bytes) n++;
      }
  return n;
}

for (const target of ['thumb', 'arm'] as const) {
  t.test(`${target}: packed-struct accesses match the interpreter under every selector, allocators rotating`, (t) => {
    PROGRAMS.forEach(([name, source], k) => {
      const module = compileC(name, source, target, 1);
      t.ok(underAligned(module) >= 2, `${name}: clang gives under-aligned accesses (${underAligned(module)})`);
      const left = underAligned(legalizeModule(module, target));
      if (target === 'thumb') t.equal(left, 0, `${name}: none left after Thumb legalization`);
      else t.equal(left, underAligned(module), `${name}: ARM keeps them (unaligned access allowed)`);
      t.equal(cells(t, module, target), DEFAULT_CELLS, `${name} -O1: every sampled cell matches`);
      for (const level of [0, 2]) {
        const combo = COMBOS[(k * 7 + level) % COMBOS.length]!;
        t.equal(cells(t, compileC(name, source, target, level), target, [combo]), 1, `${name} -O${level} ${combo.join('/')} matches`);
      }
    });
    t.end();
  });
}
