// The loop of a long campaign (fuzz cases, optimality instances): runs the units in order, takes the
// ones an earlier run journaled instead of running them again, and stops cleanly — on SIGINT, when a
// budget of wall time is spent, or when the caller says enough (fuzz's --max-failures) — with the
// results so far, and shows progress on stderr (issue 18, Deliver 2 and 3).
//
// Contract: `runLoop(spec)` visits unit 0..total-1 in order. Before each unit it asks, in this order:
// `enough(results)` (the caller's stop), the interrupt flag (set by `io.onInterrupt`), the budget (ms
// since the loop began on `io.clock`; no clock, no budget). A unit in progress is always finished:
// results hold whole units only. Between units the loop yields to the event loop (setImmediate) so
// that a signal handler can run. `known(i)` returns a journaled result (no work) or undefined; `run(i)`
// does the work (and journals it: the caller's business). Progress: when `io.progressStream` is a
// terminal, a bar (progress.ts) labelled with the command, one tick per unit (journaled ones too) with
// the note, stopped when the loop ends; otherwise progress lines go to `io.err` only when
// `spec.progress` is true, at most one per PROGRESS_MS of `io.clock` (every unit without a clock), and
// one at the end unless the last one already covered every unit run. Neither enters a report. Nothing
// here reaches a result but the order of units.

import type { CampaignIo } from './args.js';
import { startProgress } from './progress.js';

export type LoopEnd = 'complete' | 'enough' | 'interrupted' | 'budget';

export interface LoopSpec<R> {
  readonly total: number;
  /** The result of unit i from an earlier run's journal, or undefined. */
  readonly known: (i: number) => R | undefined;
  readonly run: (i: number) => R | Promise<R>;
  /** True when no further unit should start (checked before each unit). */
  readonly enough: (results: readonly R[]) => boolean;
  /** Milliseconds of wall time on io.clock; undefined: no budget. */
  readonly budgetMs?: number;
  /** The progress line's words: `fuzz: 12 of 100 cases, <note>`. */
  readonly label: { readonly command: string; readonly unit: string };
  readonly note?: (results: readonly R[]) => string;
  /** Show progress lines on io.err (the command's --progress, or stderr is a terminal) when no bar is drawn. */
  readonly progress: boolean;
  readonly io: CampaignIo;
}

export interface LoopResult<R> {
  readonly results: R[];
  readonly end: LoopEnd;
  /** Units taken from the journal rather than run. */
  readonly resumed: number;
}

/** At most one progress line per second of the clock. */
const PROGRESS_MS = 1000;

export async function runLoop<R>(spec: LoopSpec<R>): Promise<LoopResult<R>> {
  const { io } = spec;
  let interrupted = false;
  const unsubscribe = io.onInterrupt?.(() => {
    interrupted = true;
  });
  const bar = startProgress(spec.label.command, spec.total, io);
  const lines = spec.progress && !bar.drawn;
  // The clock is read only for a budget or progress lines (a caller's timing line counts on the calls it makes).
  const start = spec.budgetMs !== undefined || lines ? io.clock?.() : undefined;
  const progress = lines ? progressLine(spec, start) : () => {};
  const results: R[] = [];
  let resumed = 0;
  let end: LoopEnd = 'complete';
  try {
    for (let i = 0; i < spec.total; i++) {
      const known = spec.known(i);
      if (known === undefined) await new Promise<void>((resolve) => setImmediate(resolve));
      end = stopReason(spec, results, interrupted, start);
      if (end !== 'complete') break;
      if (known !== undefined) resumed++;
      results.push(known ?? (await spec.run(i)));
      if (bar.drawn) bar.tick(1, spec.note?.(results));
      progress(results, false);
    }
  } finally {
    unsubscribe?.();
    bar.stop();
  }
  progress(results, true);
  return { results, end, resumed };
}

function stopReason<R>(spec: LoopSpec<R>, results: readonly R[], interrupted: boolean, start: number | undefined): LoopEnd {
  if (spec.enough(results)) return 'enough';
  if (interrupted) return 'interrupted';
  if (spec.budgetMs !== undefined && start !== undefined && spec.io.clock!() - start >= spec.budgetMs) return 'budget';
  return 'complete';
}

function progressLine<R>(spec: LoopSpec<R>, start: number | undefined): (results: readonly R[], last: boolean) => void {
  const { io } = spec;
  let shown = start;
  let shownCount = -1;
  return (results, last) => {
    const now = io.clock?.();
    if (last ? shownCount === results.length : now !== undefined && shown !== undefined && now - shown < PROGRESS_MS) return;
    shown = now;
    shownCount = results.length;
    const note = spec.note === undefined ? '' : `, ${spec.note(results)}`;
    const elapsed = now === undefined || start === undefined ? '' : `, ${((now - start) / 1000).toFixed(1)} s`;
    io.err(`${spec.label.command}: ${results.length} of ${spec.total} ${spec.label.unit}${note}${elapsed}`);
  };
}
