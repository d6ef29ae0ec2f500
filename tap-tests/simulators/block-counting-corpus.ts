// Test helper: the corpus half of the block-counting check (block-counting.test.ts has the hook and
// table half), one target per call so that each target is its own test file
// (block-counting.<target>.test.ts) and tap runs them in parallel.
//
// Contract: requires llc-14 and corpus/ll/<target>/*.O1.ll for every corpus/*.c. Registers one tap
// test: every corpus program, compiled by llc (greedy) for `target`, gives the same outcome — counts
// included — on the shared machine (native block hook) as on a machine that counts in JavaScript
// only; and so do the runs stopped by a step budget at 1, 17, 7/9 of the run and one before its end,
// each of which stops after exactly that many instructions. Every program and every budget of the
// unsplit test is kept: the split changes only which process runs which target, and each file checks
// that the family still has a file for every target.

import { join, resolve } from 'node:path';
import { readdirSync } from 'node:fs';
import t from 'tap';
import { loadProgram } from '../../testbed/driver/input.js';
import { buildWithLlc } from '../../testbed/driver/llc-backend.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { runImage, type RunRequest } from '../../simulators/harness.js';
import { Machine } from '../../simulators/machine.js';
import { everyTargetHasAFile } from '../helpers/per-target-files.js';

const CORPUS = resolve(import.meta.dirname, '../../corpus');
const PROGRAMS = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.c'))
  .map((f) => f.slice(0, -2))
  .sort();

/** Step budgets that stop a run of `total` instructions at scattered points (a fixed sequence). */
function budgets(total: number): number[] {
  return [1, 17, Math.floor((total * 7) / 9), total - 1];
}

export function blockCountingCorpus(name: TargetName): void {
  everyTargetHasAFile(import.meta.dirname, 'block-counting');
  t.test(`${name}: native and JavaScript block counting give identical outcomes`, async (t) => {
    const target = findTarget(name)!;
    t.ok(PROGRAMS.length >= 30, `${PROGRAMS.length} corpus programs`);
    const javascript = Machine.standalone(name, { counting: 'javascript' });
    t.teardown(() => javascript.close());
    for (const program of PROGRAMS) {
      const { module } = loadProgram(join(CORPUS, 'll', name, `${program}.O1.ll`), name);
      const image = buildWithLlc(module, target, 'greedy');
      const request: RunRequest = { entry: 'main', args: [] };
      const native = runImage(image, request);
      t.equal(native.status, 'ok', `${program}: runs`);
      t.same(runImage(image, { ...request, machine: javascript }), native, `${program}: same outcome`);
      for (const maxSteps of budgets(native.counts.instructions)) {
        const stopped = runImage(image, { ...request, maxSteps });
        t.equal(stopped.counts.instructions, maxSteps, `${program}: stopped after exactly ${maxSteps} instructions`);
        t.same(runImage(image, { ...request, maxSteps, machine: javascript }), stopped, `${program}: same outcome at ${maxSteps}`);
      }
    }
  });
}
