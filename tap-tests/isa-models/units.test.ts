// The isa-models tests that take a few seconds or less each, run in one tap process: each tap file costs
// about 3 s before its first test (the tap child, and tsx importing the engine), more than these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/isa-models/units.test.ts`
// (all of them), or `node --import tsx tap-tests/isa-models/<name>.part.ts` for a part alone.

import './abi-agreement.part.js';
import './address-independence.part.js';
import './arm/cases.part.js';
import './arm/immediates.part.js';
import './arm/llvm-mc.part.js';
import './arm/properties.part.js';
import './arm/rejects.part.js';
import './arm/ual.part.js';
import './size-model.part.js';
import './thumb/effects.part.js';
import './thumb/llvm-mc.part.js';
import './thumb/pc-relative.part.js';
import './thumb/properties.part.js';
import './thumb/reject.part.js';
import './thumb/unicorn.part.js';
import './x86/llvm-mc.part.js';
import './x86/model.part.js';
import './x86/properties.part.js';
import './x86/reject.part.js';
