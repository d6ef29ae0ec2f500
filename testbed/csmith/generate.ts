// Csmith programs for Tessera (issue 19, Deliver 6, Csmith): the seed of each program of a campaign,
// the Csmith options, and the clang flags that compile the result against Tessera's own runtime.
//
// Contract: `programSeed(S, i)` is a pure function (a 32-bit mix of the campaign seed and the program
// index), so program i of `--seed S` is the same program on every machine. `generateProgram` runs
// `csmith --seed <that> <CSMITH_OPTIONS>` and writes `csmith-<seed>.c` into the given folder; it throws
// a UsageError naming the Debian package when csmith or libcsmith-dev is missing. `CSMITH_CFLAGS` puts
// testbed/csmith/include (our csmith.h: checksum into a global, no printf) before libcsmith-dev's
// folder (its safe_math.h), so a generated `#include "csmith.h"` finds ours.
//
// Options, and why (measured on this branch with `tessera csmith`, see README "Csmith"):
// - `--no-argc`: main(void). Csmith's argc/argv only switch the printing of each global's hash, which
//   our header never prints; the entry then takes no arguments on every target and in the interpreter.
// - `--no-float` (Csmith's default, said out loud): floating point is a later issue.
// - everything else stays on — structs, unions, bit-fields, packed structs (`#pragma pack(1)`, so
//   under-aligned accesses), volatiles, pointers, arrays, 64-bit integers and 64-bit math, jumps,
//   divisions: the widest set, since a construct Tessera's front end rejects shows up as a counted
//   `unsupported` reason rather than silently never being generated. Csmith passes structs and unions
//   by value as function parameters; on this branch those are `unsupported` (aggregates by value are
//   another engineer's part of issue 19) and count as such until the lead merges.
// - `--max-funcs 4 --max-block-depth 3` (defaults 10 and 5): size, not constructs. A default program
//   (900..3000 lines) costs 6..13 s of CPU per target and cell in Tessera's back end, mostly selection
//   and allocation of its large functions; at these limits (300..600 lines) 1..1.6 s, so a campaign
//   runs about ten times the programs in the same time, and C-Vise starts from a smaller program.
// - the platform is csmith's default (the host's integer sizes: int 32 bits). The programs use the
//   fixed-width types of <stdint.h> for every variable, so they mean the same on ILP32 and LP64.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UsageError } from '../driver/args.js';

/** Where libcsmith-dev puts safe_math.h (`dpkg -L libcsmith-dev`). */
const CSMITH_RUNTIME = '/usr/include/csmith';
const OWN_INCLUDE = resolve(import.meta.dirname, 'include');

export const CSMITH_OPTIONS: readonly string[] = ['--no-argc', '--no-float', '--max-funcs', '4', '--max-block-depth', '3'];

/** Given to clang-14 after Tessera's own flags (input.ts): warnings off (generated code is noisy), our csmith.h first. */
export const CSMITH_CFLAGS: readonly string[] = ['-w', '-I', OWN_INCLUDE, '-I', CSMITH_RUNTIME];

/** The Csmith seed of program `index` of campaign `seed`: a 32-bit finaliser (MurmurHash3's fmix32) of both. */
export function programSeed(seed: number, index: number): number {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ index) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Csmith and libcsmith-dev are there, or a UsageError naming what to install. */
export function checkCsmith(): void {
  // In the temporary folder: even `csmith --version` writes a platform.info into its working folder.
  if (spawnSync('csmith', ['--version'], { cwd: tmpdir() }).error !== undefined)
    throw new UsageError('csmith is not installed (Debian package csmith; npm run setup installs it)');
  if (!existsSync(join(CSMITH_RUNTIME, 'safe_math.h')))
    throw new UsageError(`libcsmith-dev is not installed (${CSMITH_RUNTIME}/safe_math.h is missing; npm run setup installs it)`);
}

/** Writes the program of Csmith seed `csmithSeed` into `dir` and returns its path. */
export function generateProgram(csmithSeed: number, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `csmith-${csmithSeed}.c`);
  // Run in `dir`: Csmith reads a platform.info from its working folder when there is one.
  const r = spawnSync('csmith', ['--seed', String(csmithSeed), ...CSMITH_OPTIONS, '--output', path], { cwd: dir, encoding: 'utf8' });
  if (r.error !== undefined) throw new UsageError('csmith is not installed (Debian package csmith; npm run setup installs it)');
  if (r.status !== 0) throw new UsageError(`csmith --seed ${csmithSeed} failed: ${r.stderr.trim().split('\n')[0]}`);
  return path;
}
