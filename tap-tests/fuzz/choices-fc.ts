// fast-check as a source of the program generator's choices (engine/fuzz/choices.ts), for tests.
//
// Contract: `choicesArb` is an Arbitrary of Choices built on fc.gen(): every `int(lo, hi)` is one
// fast-check draw, so a failing program shrinks draw by draw towards the low end of each range —
// the generator's simple answers — and a run is replayed exactly from fast-check's seed and path.
// Each Choices value must be consumed by ONE generateModule call (a GeneratorValue is stateful).

import fc from 'fast-check';
import type { Choices } from '../../engine/fuzz/choices.js';
import { configFor, generateModule, type GenTarget } from '../../engine/fuzz/program-generator.js';
import type { Module } from '../../engine/ir/types.js';

const INT32_MAX = 0x7fffffff;

export const choicesArb: fc.Arbitrary<Choices> = fc.gen().map((g) => ({
  int(lo: number, hi: number): number {
    if (hi - lo <= INT32_MAX) return lo + g(fc.integer, { min: 0, max: hi - lo });
    // fc.integer is 32-bit signed: a wider span is drawn as two 16-bit halves.
    const v = g(fc.integer, { min: 0, max: 0xffff }) * 0x10000 + g(fc.integer, { min: 0, max: 0xffff });
    return lo + (v % (hi - lo + 1));
  },
}));

/**
 * The module fast-check's run `path` of `seed` generates for `target` (its replay mechanism: with a
 * path and one run, fast-check rebuilds exactly that value, shrunk ones included).
 */
export function moduleAt(target: GenTarget, seed: number, path: string): Module {
  let module: Module | null = null;
  fc.check(fc.property(choicesArb, (c) => { module = generateModule(c, configFor(target)); return true; }), { seed, path, numRuns: 1 });
  if (module === null) throw new Error(`fast-check ran nothing for seed ${seed} path ${path}`);
  return module;
}
