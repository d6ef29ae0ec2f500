// Test helper: the corpus half of the block-counting check (block-counting.part.ts has the hook and
// table half), one target per call; llc-corpus.<target>.test.ts runs it after llcCorpus
// (llc-corpus-run.ts), whose llc-14 (greedy) images it reuses, so tap runs the targets in parallel
// and each program is compiled once for both checks.
//
// Contract: requires llc-14 and corpus/ll/<target>/*.O1.ll for every corpus/*.c. Registers one tap
// test: every corpus program, compiled by llc (greedy) for `target`, gives the same outcome — counts
// included — on the shared machine (native block hook) as on a machine that counts in JavaScript
// only; and so does a run stopped by a step budget, which stops after exactly that many
// instructions. The budgets stop a run at 1, 17, 7/9 of the run and one before its end; program k
// takes the (k mod 4)-th, so each budget runs on a quarter of the corpus on every target (printed
// and asserted). All four budgets on every program (2.5x the emulator runs: 86 s of per-file time
// on the 4 targets when they were their own files) with `TESSERA_FULL_SWEEP=1`
// (tap-tests/helpers/full-sweep.ts).

import t from 'tap';
import type { TargetName } from '../../testbed/driver/targets.js';
import { runImage, type RunRequest } from '../../simulators/harness.js';
import { Machine } from '../../simulators/machine.js';
import { FULL_SWEEP } from '../helpers/full-sweep.js';
import { greedyImages, PROGRAMS } from './llc-corpus-run.js';

const BUDGET_NAMES = ['1', '17', '7/9 of the run', 'one before the end'] as const;

/** Step budgets that stop a run of `total` instructions at scattered points (a fixed sequence). */
function budgets(total: number): number[] {
  return [1, 17, Math.floor((total * 7) / 9), total - 1];
}

/** The budgets (as indices into `budgets`) program `k` runs: one in turn, or all four for the full sweep. */
function budgetsOf(k: number): readonly number[] {
  return FULL_SWEEP ? [0, 1, 2, 3] : [k % BUDGET_NAMES.length];
}

export function blockCountingCorpus(name: TargetName): void {
  t.test(`${name}: native and JavaScript block counting give identical outcomes`, async (t) => {
    t.ok(PROGRAMS.length >= 30, `${PROGRAMS.length} corpus programs`);
    const javascript = Machine.standalone(name, { counting: 'javascript' });
    t.teardown(() => javascript.close());
    const used = BUDGET_NAMES.map(() => 0);
    greedyImages(name).forEach(({ program, image }, k) => {
      const request: RunRequest = { entry: 'main', args: [] };
      const native = runImage(image, request);
      t.equal(native.status, 'ok', `${program}: runs`);
      t.same(runImage(image, { ...request, machine: javascript }), native, `${program}: same outcome`);
      const all = budgets(native.counts.instructions);
      for (const b of budgetsOf(k)) {
        const maxSteps = all[b]!;
        used[b]!++;
        const stopped = runImage(image, { ...request, maxSteps });
        t.equal(stopped.counts.instructions, maxSteps, `${program}: stopped after exactly ${maxSteps} instructions`);
        t.same(runImage(image, { ...request, maxSteps, machine: javascript }), stopped, `${program}: same outcome at ${maxSteps}`);
      }
    });
    t.comment(`${name}: programs per stopping budget: ${BUDGET_NAMES.map((b, i) => `${b}: ${used[i]}`).join(', ')}`);
    t.ok(
      used.every((n) => n >= Math.floor(PROGRAMS.length / BUDGET_NAMES.length)),
      'every budget stops a quarter of the corpus at least',
    );
  });
}
