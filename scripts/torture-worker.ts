// The child process of `npm run torture` (scripts/torture.ts): classifies one torture file on one
// target at a time (testbed/torture/classify.ts) and answers over IPC.
//
// Contract: for each message `{ id, path, target, cells, optLevel, maxSteps }` it answers
// `{ id, result }` with the CaseResult, or `{ id, thrown }` when classification threw (a missing
// tool, or a bug of the driver: the parent reports it; it never passes for an outcome of the
// program). It never times itself: the parent's watchdog kills it when a case hangs.

import { findTarget } from '../testbed/driver/targets.js';
import { runTortureCase } from '../testbed/torture/classify.js';
import type { Cell } from '../testbed/torture/suite.js';

export interface TortureJob {
  readonly id: number;
  readonly path: string;
  readonly target: string;
  readonly cells: readonly Cell[];
  readonly optLevel: number;
  readonly maxSteps: number;
}

process.on('message', (job: TortureJob) => {
  try {
    const result = runTortureCase(job.path, findTarget(job.target)!, job.cells, { optLevel: job.optLevel, maxSteps: job.maxSteps });
    process.send!({ id: job.id, result });
  } catch (e) {
    process.send!({ id: job.id, thrown: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
});
