// `tessera report --jobs N` (issue 25): the report's sections measured in N child processes at once
// (scripts/report-worker.ts), as `tessera csmith --jobs` runs its programs.
//
// Contract: `measureSections(names, setup, n, tick)` resolves with each section's figures and
// failures in the order of `names`, whatever order the children finished in, so the page does not
// depend on scheduling: a section's figures are a function of its inputs and the seed (the
// compile-time figure excepted, which reads the child's wall clock — under N parallel sections, a
// loaded machine's). A child reports each step as it goes (`tick`, for the progress bar). A child
// that throws or dies fails the report with that error (a UsageError stays one, e.g. a missing tool);
// there is no timeout: every measurement inside a section is bounded by work or by its own budget.

import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { UsageError } from '../driver/args.js';
import type { ReportSection } from '../driver/commands.js';
import type { ReportContext } from './context.js';
import type { Figure } from './figure.js';

const WORKER = join(import.meta.dirname, '..', '..', 'scripts', 'report-worker.ts');

/** What a child needs to rebuild the section's context: its plain data, targets by name (no clock, no callback). */
export type SectionSetup = Omit<ReportContext, 'targets' | 'clock' | 'tick'> & { readonly targets: readonly string[] };

export type SectionJob = SectionSetup & { readonly section: ReportSection };

export interface MeasuredSection {
  readonly figures: Figure[];
  readonly failures: string[];
}

/** A child's messages: a step done, the section measured, or what it threw (`Name: message`). */
export type SectionMessage = { readonly tick: string } | { readonly measured: MeasuredSection } | { readonly thrown: string };

export async function measureSections(
  names: readonly ReportSection[],
  setup: SectionSetup,
  n: number,
  tick: (note: string) => void,
): Promise<MeasuredSection[]> {
  const results = new Map<ReportSection, MeasuredSection>();
  const running = new Set<ChildProcess>();
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (next < names.length && !failed) {
      const section = names[next++]!;
      results.set(section, await inChild({ ...setup, section }, tick, running));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(n, names.length) }, lane));
  } catch (e) {
    // One section failed the report: the others' children stop too.
    failed = true;
    for (const child of running) child.kill();
    throw e;
  }
  return names.map((s) => results.get(s)!);
}

function inChild(job: SectionJob, tick: (note: string) => void, running: Set<ChildProcess>): Promise<MeasuredSection> {
  // tsx resolved from here, not from the user's folder (the command runs anywhere; the package is ours).
  const child: ChildProcess = fork(WORKER, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Structured clone, not JSON: a figure's rows keep what JSON would change (Infinity, undefined).
    serialization: 'advanced',
  });
  running.add(child);
  return new Promise((done, fail) => {
    let answered = false;
    child.on('message', (m: SectionMessage) => {
      if ('tick' in m) return tick(m.tick);
      answered = true;
      child.kill();
      if ('measured' in m) return done(m.measured);
      const usage = 'UsageError: ';
      fail(
        m.thrown.startsWith(usage) ? new UsageError(m.thrown.slice(usage.length)) : new Error(`report section ${job.section}: ${m.thrown}`),
      );
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (!answered) fail(new Error(`report section ${job.section}: the child died (exit ${code}, signal ${signal})`));
    });
    child.send(job);
  });
}
