// llc-14 as the reference back end on the whole corpus: every program, compiled by llc (greedy)
// for each of the four targets, runs in the emulator and matches the reference interpreter; every
// run is made with exact hooks and the two count derivations (memory hooks; block counts × static
// classification) must agree exactly. The other three llc allocators run with the fast path and
// must match the interpreter as well.

import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import t from 'tap';
import { executeImage } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { buildWithLlc } from '../../testbed/driver/llc-backend.js';
import { TARGETS } from '../../testbed/driver/targets.js';
import { LLC_REGALLOCS } from '../../oracles/llc.js';

const CORPUS = resolve(import.meta.dirname, '../../corpus');
const PROGRAMS = readdirSync(CORPUS).filter((f) => f.endsWith('.c')).map((f) => f.slice(0, -2)).sort();
const SETTINGS = { entry: 'main', args: [], maxSteps: 100_000_000, exactHooks: true };

for (const target of TARGETS) {
  t.test(`corpus on ${target.name} under llc`, async (t) => {
    for (const program of PROGRAMS) {
      const { module } = loadProgram(join(CORPUS, 'll', target.name, `${program}.O1.ll`), target.name);
      for (const ra of LLC_REGALLOCS) {
        const exact = ra === 'greedy';
        const label = { program, target: target.name, backend: 'llc' as const, isel: 'llc', ra };
        const r = executeImage(module, target, buildWithLlc(module, target, ra), label, { ...SETTINGS, exactHooks: exact });
        const name = `${program} ${target.name} ${ra}`;
        t.equal(r.matchesInterpreter, true, `${name}: matches the interpreter (${r.machine.status}${r.machine.reason === undefined ? '' : `: ${r.machine.reason}`})`);
        if (exact) t.same(r.machine.blockCounts, r.machine.counts, `${name}: hook and block counts agree`);
      }
    }
  });
}
