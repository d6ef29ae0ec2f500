// fast-check as a source of the program generator's choices (testbed/fuzz/choices.ts), for tests,
// and the rebuilding of a program from a replay token.
//
// Contract: `choicesArb` is an Arbitrary of Choices built on fc.gen(): every `int(lo, hi)` is one
// fast-check draw, and a run is replayed exactly from fast-check's seed and path. Each Choices
// value must be consumed by ONE generateModule call (a GeneratorValue is stateful). Shrinking is
// not fast-check's here: failures are shrunk by testbed/fuzz/shrink.ts over the recorded choices
// (much smaller programs for the same number of tries), and replayed as `tape:<choices>`.
// `programFor(target, token)` accepts `rng:<seed>`, `tape:<choices>` and `fc:<seed>:<path>`.

import fc from 'fast-check';
import type { Choices } from '../../testbed/fuzz/choices.js';
import { configFor, generateModule, programFromToken, type GenTarget } from '../../testbed/fuzz/program-generator.js';
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
 * path and one run, fast-check rebuilds exactly that value).
 */
function moduleAt(target: GenTarget, seed: number, path: string): Module {
  let module: Module | null = null;
  fc.check(
    fc.property(choicesArb, (c) => {
      module = generateModule(c, configFor(target));
      return true;
    }),
    { seed, path, numRuns: 1 },
  );
  if (module === null) throw new Error(`fast-check ran nothing for seed ${seed} path ${path}`);
  return module;
}

export function programFor(target: GenTarget, token: string): Module {
  const direct = programFromToken(target, token);
  if (direct !== null) return direct;
  const m = /^fc:(\d+):(\d+(?::\d+)*)$/.exec(token);
  if (m === null) throw new Error(`bad program token '${token}' (rng:<seed>, tape:<choices> or fc:<seed>:<path>)`);
  return moduleAt(target, Number(m[1]), m[2]!);
}
