// The child process of `tessera csmith --jobs N` (testbed/csmith/pool.ts): runs one Csmith program
// on its targets at a time (testbed/csmith/campaign.ts runProgram) and answers over IPC.
//
// Contract: for each ProgramJob message it answers `{ result }` with the ProgramResult, or
// `{ thrown }` (`Name: message`) when running it threw (a missing tool, or a bug of the driver: the
// parent reports it). It never times itself: the parent's watchdog kills it when a program hangs.

import { type ProgramJob, runProgram } from '../testbed/csmith/campaign.js';

process.on('message', (job: ProgramJob) => {
  try {
    process.send!({ result: runProgram(job) });
  } catch (e) {
    process.send!({ thrown: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
});
