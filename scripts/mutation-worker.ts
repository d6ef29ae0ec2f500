// The child process of the mutation campaign (scripts/mutation-campaign.ts): runs mutants one at a
// time as a user would, through the `tessera` command line's main() in-process.
//
// Contract: started with an IPC channel and a scratch folder as its only argument (it works
// there, so messages name `m<K>-<file>.ll`, the same in every run). For each message
// `{ seed, k, targets, maxSteps }` it builds mutant K (scripts/mutation/mutants.ts), writes it,
// runs `tessera run <file> --target T --isel S --ra R --max-steps N --json`, classifies what came
// back (scripts/mutation/classify.ts: an exception main() lets through is the stack trace the CLI
// would print) and answers `{ k, cls, detail, rawControl }`. It never times itself: the parent's
// watchdog kills it when a mutant hangs.

import { rmSync, writeFileSync } from 'node:fs';
import { main } from '../testbed/driver/main.js';
import { type CliRun, classify } from './mutation/classify.js';
import { makeMutant, mutantFileName } from './mutation/mutants.js';

export interface Job {
  readonly seed: number;
  readonly k: number;
  readonly targets: readonly string[];
  readonly maxSteps: number;
}

async function runMutant(job: Job): Promise<CliRun> {
  const m = makeMutant(job.seed, job.k, job.targets);
  const file = mutantFileName(m);
  writeFileSync(file, m.bytes);
  const out: string[] = [];
  const err: string[] = [];
  const argv = ['run', file, '--target', m.target, '--isel', m.isel, '--ra', m.ra, '--max-steps', String(job.maxSteps), '--json'];
  try {
    const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } catch (e) {
    const thrown = e instanceof Error ? `${e.name}: ${e.message} ${(e.stack ?? '').split('\n')[1]?.trim() ?? ''}` : String(e);
    return { code: null, out: out.join('\n'), err: err.join('\n'), thrown };
  } finally {
    rmSync(file, { force: true });
  }
}

process.chdir(process.argv[2]!);
process.on('message', (job: Job) => {
  void runMutant(job).then((run) => process.send!({ k: job.k, ...classify(run) }));
});
