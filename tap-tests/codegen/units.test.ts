// The codegen tests that take a few seconds or less each, run in one tap process: each tap file costs
// about 2-3 s before its first test (the tap child, and tsx importing the engine), as much as these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/codegen/units.test.ts`
// (all of them), or `node --import tsx tap-tests/codegen/<name>.part.ts` for a part alone.

import './allocated.part.js';
import './any-operand.part.js';
import './calls-branches.part.js';
import './emit-run.part.js';
import './literal-islands.part.js';
import './regression-indirect-args.part.js';
import './regression-sjlj.part.js';
import './regression-unaligned.part.js';
import './regression-variadic-wide.part.js';
import './remat.part.js';
import './verify-emitted.part.js';
