// Test helper: a fixed sample of the selector x allocator matrix for tests that run many programs
// (the corpus matrix, the generated-program test, the wrong-code regression tests through
// tap-tests/codegen/regression-cells.ts), so that each program costs as many cells as there are
// selectors instead of selectors x allocators.
//
// Contract: requires the selector and allocator name lists (engine/codegen/pipeline.ts
// SELECTOR_NAMES, ALLOCATOR_NAMES) and the program's index k in a fixed order. Produces, for that
// program, one cell per selector — selector s under allocator (s + k) mod |allocators| — a Latin
// rotation: every program runs every selector, and every allocator whenever there are at least as
// many selectors as allocators; every (selector, allocator) pair runs on every |allocators|-th
// program, so a run of |allocators| consecutive programs covers the whole matrix. Deterministic (no
// randomness): the same k always gives the same cells. Each caller names the command that runs
// its full matrix (the corpus: `tessera check corpus --isel all --ra all`; generated programs:
// `tessera fuzz`; the regression tests: TESSERA_FULL_SWEEP=1, tap-tests/helpers/full-sweep.ts).

/** The cells program `k` runs: one per selector, its allocator rotating with `s + k`. */
export function sampledCells(selectors: readonly string[], allocators: readonly string[], k: number): [string, string][] {
  return selectors.map((isel, s) => [isel, allocators[(s + k) % allocators.length]!]);
}
