// Running asynchronous test work (external tools) a few at a time.

import { availableParallelism } from 'node:os';

/** Runs `tasks` with at most `width` in flight (default: one per core, at least 2); results in input order. */
export async function pooled<T>(tasks: readonly (() => Promise<T>)[], width = Math.max(2, availableParallelism())): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}
