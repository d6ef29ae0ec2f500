// What every section of `tessera report` is given: the run's choices and the progress callback.
//
// Contract: plain data plus `tick`, which a section calls once per step it announced (report.ts
// sums the steps for the progress bar); nothing a section computes may depend on `tick` or the clock
// except the compile-time figure and, without --quick, the optimal solves' 60 s budgets, which read
// `clock` (injected: tests pass a fake one; with --jobs the sections' child processes read the wall
// clock, section-pool.ts).

import type { Target } from '../driver/targets.js';

export interface ReportContext {
  readonly targets: readonly Target[];
  /** Corpus folder holding <p>.c and ll/<target>/<p>.O1.ll. */
  readonly corpus: string;
  /** The corpus programs the execution figures run. */
  readonly programs: readonly string[];
  readonly quick: boolean;
  readonly seed: number;
  /** Milliseconds of a monotonic clock (the compile-time figure's and the 60 s budgets' only input from outside). */
  readonly clock: () => number;
  tick(note: string): void;
}
