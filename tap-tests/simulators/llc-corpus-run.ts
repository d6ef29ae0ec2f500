// Test helper: llc-14 as the reference back end on the whole corpus, one target per call so that each
// target is its own test file (llc-corpus.<target>.test.ts) and tap runs them in parallel.
//
// Contract: requires llc-14 and corpus/ll/<target>/*.O1.ll for every corpus/*.c. Registers one tap test:
// every program, compiled by llc (greedy) for `target`, runs in the emulator and matches the reference
// interpreter; every such run is made with exact hooks and the two count derivations (memory hooks;
// block counts × static classification) must agree exactly. The other three llc allocators run with
// the fast path and must match the interpreter as well. Every program and allocator of the unsplit
// test is kept; each file also checks that the family has a file for every target.

import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import t from 'tap';
import { executeImage } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { buildWithLlc } from '../../testbed/driver/llc-backend.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { LLC_REGALLOCS } from '../../oracles/llc.js';
import { everyTargetHasAFile } from '../helpers/per-target-files.js';

const CORPUS = resolve(import.meta.dirname, '../../corpus');
const PROGRAMS = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.c'))
  .map((f) => f.slice(0, -2))
  .sort();
const SETTINGS = { entry: 'main', args: [], maxSteps: 100_000_000, exactHooks: true };

export function llcCorpus(name: TargetName): void {
  everyTargetHasAFile(import.meta.dirname, 'llc-corpus');
  t.test(`corpus on ${name} under llc`, async (t) => {
    const target = findTarget(name)!;
    t.ok(PROGRAMS.length >= 30, `${PROGRAMS.length} corpus programs`);
    for (const program of PROGRAMS) {
      const { module } = loadProgram(join(CORPUS, 'll', name, `${program}.O1.ll`), name);
      for (const ra of LLC_REGALLOCS) {
        const exact = ra === 'greedy';
        const label = { program, target: name, backend: 'llc' as const, isel: 'llc', ra };
        const r = executeImage(module, target, buildWithLlc(module, target, ra), label, { ...SETTINGS, exactHooks: exact });
        const cell = `${program} ${name} ${ra}`;
        t.equal(
          r.matchesInterpreter,
          true,
          `${cell}: matches the interpreter (${r.machine.status}${r.machine.reason === undefined ? '' : `: ${r.machine.reason}`})`,
        );
        if (exact) t.same(r.machine.blockCounts, r.machine.counts, `${cell}: hook and block counts agree`);
      }
    }
  });
}
