// Wall-clock measurement for benchmarks only: nothing here reaches a test verdict or a result
// of a tessera command (the determinism rule), it is what `npm run bench` reports.

import { spawnSync } from 'node:child_process';

export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** The fastest of `reps` runs of `fn`, in milliseconds. */
export function bestOf<T>(reps: number, fn: () => T): { ms: number; result: T } {
  let best = Infinity;
  let result: T | undefined;
  for (let i = 0; i < reps; i++) {
    const start = nowMs();
    result = fn();
    best = Math.min(best, nowMs() - start);
  }
  return { ms: best, result: result as T };
}

/** Runs a command to completion; throws with a clear message when it cannot start. */
export function runCommand(
  cmd: string,
  args: readonly string[],
  input?: string,
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { input, encoding: 'latin1', maxBuffer: 64 << 20 });
  if (r.error !== undefined) throw new Error(`${cmd} could not run (${r.error.message}); run npm run setup`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
