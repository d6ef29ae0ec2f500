// `tessera report --jobs N` (issue 25): the report's sections measured in N child processes at once
// (scripts/report-worker.ts), as `tessera csmith --jobs` runs its programs.
//
// Contract: `measureSections(names, setup, n, tick)` resolves with each section's figures and
// failures in the order of `names`, whatever order the children finished in, so the page does not
// depend on scheduling: a section's figures are a function of its inputs and the seed, except what
// reads the clock — the compile-time figure and, without --quick, whether an optimal solve is proven
// within its 60 s — and the children read the wall clock (an injected clock reaches one process
// only), under N sections at once on a machine that may have fewer cores. A child reports each step
// as it goes (`tick`, for the progress bar). What a child throws fails the report as it would in one
// process (bad input — a usage error, a source error in a corpus file — stays one line and exit 2);
// a child that dies or cannot be started fails it too. The failure reported is the first in section
// order, as one process would meet it: the sections after it stop, those before it finish. There is no
// timeout: every measurement inside a section is bounded by work or by its own budget.

import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { assertNever } from '../../common/assert-never.js';
import { UnknownAlgorithm } from '../../engine/codegen/pipeline.js';
import { SourceError } from '../../engine/ir/diagnostics.js';
import type { SourceLoc } from '../../engine/ir/types.js';
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

/** What a child threw, as plain data: bad input (rebuilt as main.ts reports it) or a fault. */
export type Thrown =
  | { readonly kind: 'usage'; readonly message: string }
  | { readonly kind: 'source'; readonly file: string; readonly loc: SourceLoc; readonly what: string }
  | { readonly kind: 'fault'; readonly message: string };

/** A child's messages: a step done, the section measured, or what it threw. */
export type SectionMessage = { readonly tick: string } | { readonly measured: MeasuredSection } | { readonly thrown: Thrown };

export function thrownOf(e: unknown): Thrown {
  if (e instanceof SourceError) return { kind: 'source', file: e.file, loc: e.loc, what: e.what };
  if (e instanceof UsageError || e instanceof UnknownAlgorithm) return { kind: 'usage', message: e.message };
  return { kind: 'fault', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
}

function rebuilt(t: Thrown, section: ReportSection): Error {
  switch (t.kind) {
    case 'usage':
      return new UsageError(t.message);
    case 'source':
      return new SourceError(t.file, t.loc, t.what);
    case 'fault':
      return new Error(`report section ${section}: ${t.message}`);
    default:
      return assertNever(t, 'thrown');
  }
}

export async function measureSections(
  names: readonly ReportSection[],
  setup: SectionSetup,
  n: number,
  tick: (note: string) => void,
): Promise<MeasuredSection[]> {
  const results: MeasuredSection[] = [];
  const running = new Map<number, ChildProcess>();
  let next = 0;
  // The failure one process would report: the first failing section in the order of `names`. Sections
  // before it still run to their end (one of them may fail too); those after it cannot matter and stop.
  let first: { readonly index: number; readonly error: unknown } | undefined;
  const failed = (index: number, error: unknown): void => {
    if (first === undefined || index < first.index) first = { index, error };
    for (const [j, child] of running) if (j > first.index) child.kill();
  };
  const lane = async (): Promise<void> => {
    while (next < names.length && first === undefined) {
      const i = next++;
      try {
        results[i] = await inChild({ ...setup, section: names[i]! }, tick, (child) => running.set(i, child));
      } catch (error) {
        failed(i, error);
      } finally {
        running.delete(i);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, names.length) }, lane));
  if (first !== undefined) throw first.error;
  return results;
}

function inChild(job: SectionJob, tick: (note: string) => void, started: (child: ChildProcess) => void): Promise<MeasuredSection> {
  // tsx resolved from here, not from the user's folder (the command runs anywhere; the package is ours).
  const child: ChildProcess = fork(WORKER, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Structured clone, not JSON: a figure's rows keep what JSON would change (Infinity, undefined).
    serialization: 'advanced',
  });
  started(child);
  return new Promise((done, fail) => {
    let answered = false;
    const answer = (settle: () => void): void => {
      if (answered) return;
      answered = true;
      child.kill();
      settle();
    };
    child.on('message', (m: SectionMessage) => {
      if ('tick' in m) return tick(m.tick);
      answer(() => ('measured' in m ? done(m.measured) : fail(rebuilt(m.thrown, job.section))));
    });
    // Not started (EAGAIN under load) or the channel broken: without a listener this would crash the parent.
    child.on('error', (e) => answer(() => fail(new Error(`report section ${job.section}: ${e.message}`))));
    child.on('exit', (code, signal) => {
      answer(() => fail(new Error(`report section ${job.section}: the child died (exit ${code}, signal ${signal})`)));
    });
    child.send(job);
  });
}
