// Real time in milliseconds (monotonic): the one place the CLI reads it (main.ts injects it into the
// commands; the report's child processes, scripts/report-worker.ts, take it from here). It reaches
// timing lines and solver budgets only as an injected clock, never a result that does not say it was
// cut by time.

export function wallClock(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
