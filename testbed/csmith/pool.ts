// Running a Csmith campaign's programs, in this process or in `--jobs` child processes (issue 19,
// Deliver 6, Csmith).
//
// Contract: `runPrograms(jobs, n, onDone)` resolves with one ProgramResult per job, sorted by index,
// whatever order they finished in (so the report does not depend on scheduling). With n = 1 every
// program runs here, one after the other (what tests use: a planted bug is switched on in this
// process only). With n > 1, n children of scripts/csmith-worker.ts run them; a child that has not
// answered within TIMEOUT_MS is killed and the program's targets are `timeout` (the one outcome wall
// time decides; the step budget bounds every run first), and a child that dies is replaced. A
// missing tool (a UsageError in the child) stops the campaign with that error.

import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { UsageError } from '../driver/args.js';
import { type ProgramJob, type ProgramResult, runProgram } from './campaign.js';

const WORKER = join(import.meta.dirname, '..', '..', 'scripts', 'csmith-worker.ts');
/** A program's four targets take up to a few minutes on a loaded machine; far beyond that it hangs. */
const TIMEOUT_MS = 30 * 60 * 1000;

type Answer = { readonly result: ProgramResult } | { readonly failed: string } | { readonly timeout: true };

export async function runPrograms(
  jobs: readonly ProgramJob[],
  n: number,
  onDone: (r: ProgramResult) => void,
  stopped: () => boolean,
): Promise<ProgramResult[]> {
  const results: ProgramResult[] = [];
  if (n <= 1) {
    for (const job of jobs) {
      if (stopped()) break;
      const r = runProgram(job);
      results.push(r);
      onDone(r);
      // Let a SIGINT handler or a test's timer run between programs.
      await new Promise((done) => setImmediate(done));
    }
    return results;
  }
  let next = 0;
  const lane = async (): Promise<void> => {
    let child = startChild();
    try {
      while (next < jobs.length && !stopped()) {
        const job = jobs[next++]!;
        const answer = await ask(child, job);
        if ('failed' in answer && answer.failed.startsWith('UsageError: ')) throw new UsageError(answer.failed.slice(12));
        const r = 'result' in answer ? answer.result : failedProgram(job, answer);
        results.push(r);
        onDone(r);
        if (!('result' in answer)) {
          child.kill('SIGKILL');
          child = startChild();
        }
      }
    } finally {
      child.kill();
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, jobs.length) }, lane));
  return results.sort((a, b) => a.index - b.index);
}

function startChild(): ChildProcess {
  // tsx resolved from here, not from the user's folder (the command runs anywhere; the package is ours).
  return fork(WORKER, [], { execArgv: ['--import', import.meta.resolve('tsx')], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}

function ask(child: ChildProcess, job: ProgramJob): Promise<Answer> {
  return new Promise((done) => {
    const finish = (a: Answer): void => {
      clearTimeout(timer);
      child.removeListener('message', onMessage);
      child.removeListener('exit', onExit);
      child.removeListener('error', onError);
      done(a);
    };
    const onMessage = (m: { result?: ProgramResult; thrown?: string }): void =>
      finish(m.result !== undefined ? { result: m.result } : { failed: m.thrown ?? 'no answer' });
    const onExit = (code: number | null, signal: string | null): void =>
      finish({ failed: `the worker died (exit ${code}, signal ${signal})` });
    // Not started (EAGAIN under load) or the channel broken: without a listener this would crash the campaign.
    const onError = (e: Error): void => finish({ failed: `the worker failed (${e.message})` });
    const timer = setTimeout(() => finish({ timeout: true }), TIMEOUT_MS);
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.on('error', onError);
    child.send(job);
  });
}

/** A program whose child timed out or threw: no cases, and why (the tally counts it on every target). */
function failedProgram(job: ProgramJob, a: Answer): ProgramResult {
  const failure = 'timeout' in a ? 'timeout' : 'driver-fault';
  const reason = 'failed' in a ? a.failed : `no answer within ${TIMEOUT_MS / 1000} s`;
  return { index: job.index, csmithSeed: job.csmithSeed, cases: [], failure: { kind: failure, reason } };
}
