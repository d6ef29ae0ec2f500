// `npm run bench`: every benchmark prints a ratio against a peer measured in the same run.
// Benchmarks are never tests: they report speed, they do not pass or fail on it.

import { benchBackend } from './backend.js';
import { benchEmulator } from './emulator.js';
import { benchFuzz } from './fuzz.js';
import { benchInterpreter } from './interpreter.js';
import { benchRegalloc } from './regalloc.js';
import { benchTiling } from './tiling.js';

const sections: Array<[string, () => string | Promise<string>]> = [
  ['interpreter', benchInterpreter],
  ['emulator', benchEmulator],
  ['backend', benchBackend],
  ['fuzz', benchFuzz],
  ['tiling', benchTiling],
  ['regalloc', benchRegalloc],
];

for (const [name, run] of sections) {
  console.log(`== ${name} ==`);
  console.log(await run());
  console.log('');
}
