// Test helper for the driver tests: the `tessera` CLI run in-process (main() with captured output;
// `optimality` its command alone, with an io of the test's),
// a scratch folder for input files, and the field names every `run` object carries (cli.md).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Test } from 'tap';
import { main } from '../../testbed/driver/main.js';
import { optimalityCommand, type OptimalityIo } from '../../testbed/driver/optimality.js';

export const ROOT = resolve(import.meta.dirname, '../..');

export async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** `tessera optimality` in-process (its arguments after the command name), with captured output and the given io (a clock, a tty). */
export async function optimality(argv: string[], io: Partial<OptimalityIo> = {}): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await optimalityCommand(argv, (s) => out.push(s), { err: (s) => err.push(s), ...io });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

type Run = (argv: string[]) => Promise<{ code: number; err: string }>;

/** Bad command lines: each exits 2 with one line on stderr matching its message (cli.md). */
export async function expectUsageErrors(t: Test, cases: readonly (readonly [string[], RegExp])[], run: Run = cli): Promise<void> {
  for (const [argv, message] of cases) {
    const r = await run(argv);
    t.equal(r.code, 2, argv.join(' '));
    t.match(r.err, message, argv.join(' '));
    t.equal(r.err.split('\n').length, 1, 'one line');
  }
}

/** A fresh scratch folder and a writer of files into it (returns the path). */
export function scratch(prefix: string): { readonly dir: string; readonly file: (name: string, text: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    file: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}

export const RUN_FIELDS = [
  'accesses',
  'backend',
  'codeSize',
  'exit',
  'instructions',
  'interpreter',
  'isel',
  'loads',
  'matchesInterpreter',
  'memoryDigest',
  'program',
  'ra',
  'return',
  'spillLoads',
  'spillStores',
  'status',
  'stdout',
  'stores',
  'target',
];
