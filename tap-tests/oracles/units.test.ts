// The oracles tests that take a few seconds or less each, run in one tap process: each tap file costs
// about 3 s before its first test (the tap child, and tsx importing the engine), more than these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/oracles/units.test.ts`
// (all of them), or `node --import tsx tap-tests/oracles/<name>.part.ts` for a part alone.

import './global-layout.part.js';
import './interpreter-bitprecise.part.js';
import './interpreter-dynalloca.part.js';
import './interpreter-ops.property.part.js';
import './interpreter-provenance.part.js';
import './interpreter-ub.part.js';
import './interpreter-uninit.part.js';
import './interpreter-varargs.part.js';
import './libc-files.part.js';
import './libc-stdio.part.js';
import './libc.part.js';
import './llc.part.js';
import './runtime.part.js';
import './selection-complex.part.js';
import './stack-budget.part.js';
import './stack-digest.part.js';
import './tiling-model.part.js';
