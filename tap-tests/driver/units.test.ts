// The driver tests that take a few seconds or less each, run in one tap process: each tap file costs
// about 2-3 s before its first test (the tap child, and tsx importing the engine), as much as these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/driver/units.test.ts`
// (all of them), or `node --import tsx tap-tests/driver/<name>.part.ts` for a part alone.

import './asm.part.js';
import './escaping.part.js';
import './grammar-check.part.js';
import './optimality-budget.part.js';
import './optimality-isel.part.js';
import './optimality-pbqp.part.js';
import './optimality.part.js';
import './outcomes.part.js';
import './stack-digest.part.js';
