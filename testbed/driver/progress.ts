// A progress bar on a terminal's stderr for the long commands (issue 25, Deliver 3): fuzz and
// optimality (campaign-loop.ts and the optimality problems' own loops), demo, check on several files,
// csmith, and report. The bar is cli-progress's SingleBar.
//
// Contract: `startProgress(label, total, io)` returns a Progress. When `io.progressStream` is a
// terminal (`isTTY` true; the CLI passes process.stderr, tests a fake) the bar is drawn on that stream
// and `drawn` is true: `label [=====-----] value/total pct% | ETA t` and the latest note, redrawn at
// most BAR_FPS times a second and once more on stop. `tick(n = 1, note?)` advances it by n units (a
// note replaces the one shown); `stop()` clears the bar's line and is idempotent; a caller calls it in
// a `finally` (a bar not stopped keeps a redraw timer pending). Otherwise (no stream, or not a
// terminal) `drawn` is false and nothing at all is written: a caller then prints its own `--progress`
// lines (campaign-loop.ts) or nothing. Nothing else may write to the stream between start and stop
// (it would land on the bar's line); a command prints its stderr lines before or after.
//
// The `report` command uses it so: `const bar = startProgress('report', steps, io); try { ... bar.tick()
// per step ... } finally { bar.stop(); }`, with `io` its Io (main.ts), which carries progressStream.
//
// Determinism: the bar never writes to stdout. Its ETA and redraw timing read wall time (cli-progress's
// Date.now), which reaches the terminal alone: no result, report or JSON depends on the bar.

import { SingleBar } from 'cli-progress';

/** The part of a stream the bar uses: process.stderr, or a test's fake (write collecting text). */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/** What a command passes to startProgress: its Io (main.ts) or CampaignIo (args.ts). */
export interface ProgressIo {
  /** Where a progress bar is drawn (stderr itself in the CLI); a bar only when it is a terminal. */
  readonly progressStream?: ProgressStream;
}

export interface Progress {
  /** A bar is on the terminal (callers then print no progress lines of their own). */
  readonly drawn: boolean;
  readonly tick: (n?: number, note?: string) => void;
  readonly stop: () => void;
}

/** Redraws per second at most (cli-progress redraws on a timer and, past twice that period, on an update). */
const BAR_FPS = 10;

const NO_PROGRESS: Progress = { drawn: false, tick: () => {}, stop: () => {} };

export function startProgress(label: string, total: number, io: ProgressIo): Progress {
  const stream = io.progressStream;
  if (stream?.isTTY !== true) return NO_PROGRESS;
  const bar = new SingleBar({
    // cli-progress writes with stream.write and readline's cursor functions (escape sequences through write).
    stream: stream as unknown as NodeJS.WritableStream,
    format: `${label} [{bar}] {value}/{total} {percentage}% | ETA {eta_formatted}{note}`,
    barsize: 30,
    fps: BAR_FPS,
    clearOnComplete: true,
    // Trim to the terminal's width instead of switching its line wrapping off (nothing to restore if the process dies).
    linewrap: true,
    hideCursor: false,
    gracefulExit: false,
  });
  bar.start(total, 0, { note: '' });
  let stopped = false;
  return {
    drawn: true,
    tick: (n = 1, note) => {
      if (!stopped) bar.increment(n, note === undefined ? {} : { note: ` | ${note}` });
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      bar.stop();
    },
  };
}
