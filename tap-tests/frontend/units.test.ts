// The frontend tests that take a few seconds or less each, run in one tap process: each tap file costs
// about 3 s before its first test (the tap child, and tsx importing the engine), more than these tests
// themselves. Each `<name>.part.ts` is a test file of its own (its tests register on tap's root as
// they would in a file of their own); run one with `npx tap --disable-coverage tap-tests/frontend/units.test.ts`
// (all of them), or `node --import tsx tap-tests/frontend/<name>.part.ts` for a part alone.

import './aggregates.part.js';
import './bit-intrinsics.part.js';
import './corpus.part.js';
import './dynamic-stack.part.js';
import './error-positions.part.js';
import './errors.part.js';
import './float-layout.part.js';
import './garble.part.js';
import './gep.part.js';
import './globals.part.js';
import './hosted-main.part.js';
import './indirect.part.js';
import './instructions.part.js';
import './intrinsics.part.js';
import './lexer.part.js';
import './odd-abi.part.js';
import './odd-memory.part.js';
import './overflow-intrinsics.part.js';
import './variadic-calls.part.js';
