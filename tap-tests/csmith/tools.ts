// Test helper for the Csmith tests (issue 19, Deliver 6): the Debian tools they need, each missing
// one named in a failure (never a skip), and the campaign run in-process through the CLI.
//
// Contract: `missingTools(names)` returns one message per tool that does not start, naming the
// Debian package and `npm run setup`; a test fails with those messages instead of running.

import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';

export function missingTools(names: readonly string[]): string[] {
  return (
    names
      // In the temporary folder: `csmith --version` writes a platform.info into its working folder.
      .filter((n) => spawnSync(n, ['--version'], { cwd: tmpdir() }).error !== undefined)
      .map((n) => `${n} is not installed (Debian package ${n}; npm run setup installs it)`)
  );
}
