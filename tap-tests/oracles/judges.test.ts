// The exact oracles' and checkers' tests that take a few seconds each, run in one tap process: each tap file costs
// about 3 s before its first test (the tap child, and tsx importing the engine), as much as these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/oracles/judges.test.ts`
// (all of them), or `node --import tsx tap-tests/oracles/<name>.part.ts` for a part alone.

import './allocation-checker.part.js';
import './allocation-cost.part.js';
import './allocation-exhaustive.part.js';
import './pbqp-exact.part.js';
import './selection-independence.part.js';
import './selection-milp.part.js';
import './tiling-exact.part.js';
import './tiling-legality.part.js';
