// The fuzz tests that take a few seconds each, run in one tap process: each tap file costs
// about 3 s before its first test (the tap child, and tsx importing the engine), as much as these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/fuzz/units.test.ts`
// (all of them), or `node --import tsx tap-tests/fuzz/<name>.part.ts` for a part alone.

import './allocation-problems.part.js';
import './program-generator.part.js';
import './tiling-generator.part.js';
