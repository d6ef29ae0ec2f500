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
// a child that dies or cannot be started fails it too, and the others are stopped. There is no
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
      running.delete(child);
      answer(() => fail(new Error(`report section ${job.section}: the child died (exit ${code}, signal ${signal})`)));
    });
    child.send(job);
  });
}
