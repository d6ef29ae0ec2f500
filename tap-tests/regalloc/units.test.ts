// The regalloc tests that take a few seconds or less each, run in one tap process: each tap file costs
// about 3 s before its first test (the tap child, and tsx importing the engine), more than these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/regalloc/units.test.ts`
// (all of them), or `node --import tsx tap-tests/regalloc/<name>.part.ts` for a part alone.

import './graph-color-parts.part.js';
import './graph-color.part.js';
import './mcnf-highs.part.js';
import './mcnf-iterative.part.js';
import './mcnf-network.part.js';
import './mcnf-progressive.part.js';
import './mcnf-simultaneous.part.js';
import './parallel-copy.part.js';
import './second-chance.part.js';
import './verify-mir.part.js';
