// Test helper: the switch between a test's deterministic sample and its full sweep.
//
// Contract: `FULL_SWEEP` is true when the environment sets TESSERA_FULL_SWEEP=1. Tests that run a
// fixed, rotating sample of a matrix in `npm test` (to keep the suite within its time budget) run
// every cell of it instead when it is set, e.g. `TESSERA_FULL_SWEEP=1 npx tap --disable-coverage
// tap-tests/simulators/llc-corpus.arm.test.ts`; each such test names the switch in its header and
// says in its output what it sampled. Nothing else reads it.

export const FULL_SWEEP = process.env.TESSERA_FULL_SWEEP === '1';
