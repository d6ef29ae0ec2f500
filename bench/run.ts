// `npm run bench`: every benchmark prints a ratio against a peer measured in the same run.
// Benchmarks are never tests: they report speed, they do not pass or fail on it.

import { benchBackend } from './backend.js';
import { benchEmulator } from './emulator.js';
import { benchFuzz } from './fuzz.js';
import { benchInterpreter } from './interpreter.js';
import { benchMcnfHeuristics } from './mcnf-heuristics.js';
import { benchPbqp } from './pbqp.js';
import { benchProgressive } from './progressive.js';
import { benchRegalloc } from './regalloc.js';
import { benchTiling } from './tiling.js';

const sections: Array<[string, () => string | Promise<string>]> = [
  ['interpreter', benchInterpreter],
  ['emulator', benchEmulator],
  ['backend', benchBackend],
  ['fuzz', benchFuzz],
  ['tiling', benchTiling],
  ['regalloc', benchRegalloc],
  ['mcnf-heuristics', benchMcnfHeuristics],
  ['pbqp', benchPbqp],
  ['progressive', benchProgressive],
];

// TESSERA_BENCH_SECTIONS=regalloc,tiling runs only those sections (default all); an unknown name is an error.
const chosen = process.env.TESSERA_BENCH_SECTIONS?.split(',').filter((s) => s !== '');
const unknown = chosen?.filter((c) => !sections.some(([name]) => name === c)) ?? [];
if (unknown.length > 0) throw new Error(`TESSERA_BENCH_SECTIONS: unknown ${unknown.join(', ')} (${sections.map(([n]) => n).join(', ')})`);

for (const [name, run] of sections.filter(([n]) => chosen === undefined || chosen.length === 0 || chosen.includes(n))) {
  console.log(`== ${name} ==`);
  console.log(await run());
  console.log('');
}
