// Test helper: a fixed sample of the selector x allocator matrix for tests that run many programs
// (the corpus matrix, the generated-program test, the wrong-code regression tests through
// tap-tests/codegen/regression-cells.ts, the large-input tests), so that a program costs a few
// cells instead of selectors x allocators, and a new selector or allocator does not make every
// such test longer.
//
// Contract: requires the selector and allocator name lists (engine/codegen/pipeline.ts
// SELECTOR_NAMES, ALLOCATOR_NAMES) and the program's index k in a fixed order. Produces, for that
// program, the selectors of its window — `per` consecutive selectors (cyclically) starting at
// (k × per) mod |selectors|, all of them when `per` is |selectors| — each selector s under allocator
// (s + k) mod |allocators|: a Latin rotation. Consecutive programs take consecutive windows, so
// ceil(|selectors| / per) programs run every selector; every (selector, allocator) pair comes back
// within |allocators| × ceil(|selectors| / per) programs whenever that window count and
// |allocators| are coprime (asserted by the callers that rely on it). Deterministic (no
// randomness): the same k always gives the same cells. Each caller names the command that runs
// its full matrix (the corpus: `tessera check corpus --isel all --ra all`; generated programs:
// `tessera fuzz`; the regression tests: TESSERA_FULL_SWEEP=1, tap-tests/helpers/full-sweep.ts).

/** The selectors of program `k`'s window: `per` of them, consecutive (cyclically), from (k × per) mod |selectors|. */
export function sampledSelectors(selectors: readonly string[], k: number, per: number = selectors.length): string[] {
  const n = selectors.length;
  const count = Math.min(per, n);
  return Array.from({ length: count }, (_, j) => selectors[(k * count + j) % n]!);
}

/** The cells program `k` runs: the selectors of its window (all by default), each under allocator (s + k) mod |allocators|. */
export function sampledCells(selectors: readonly string[], allocators: readonly string[], k: number, per?: number): [string, string][] {
  return sampledSelectors(selectors, k, per).map((isel) => [isel, allocators[(selectors.indexOf(isel) + k) % allocators.length]!]);
}
