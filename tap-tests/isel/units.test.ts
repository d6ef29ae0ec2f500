// The isel tests that take a few seconds or less each, run in one tap process: each tap file costs
// about 3 s before its first test (the tap child, and tsx importing the engine), more than these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/isel/units.test.ts`
// (all of them), or `node --import tsx tap-tests/isel/<name>.part.ts` for a part alone.

import './arm-tiles.part.js';
import './dag.part.js';
import './indexed-walks.part.js';
import './indexed.part.js';
import './labels.part.js';
import './legalize.part.js';
import './normal-form.part.js';
import './pbqp-cover.part.js';
import './pbqp-instance.part.js';
import './pbqp-propagation.part.js';
import './rule-set.part.js';
import './ssa-graph.part.js';
import './thumb-tiles.part.js';
import './tiles.part.js';
import './tiling-properties.part.js';
