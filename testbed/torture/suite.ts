// The GCC C torture execute suite as Tessera runs it (issue 19, Deliver 6): where the files are,
// which clang flags each one gets, and which selector x allocator cell runs it on each target.
//
// Contract: `findSuite(root)` looks for `shared/suites/gcc-torture-execute` beside the checkout
// (`<root>/../shared/...`) and then beside each folder above it (a git worktree under
// /work/wt/<name> finds /work/shared), and throws a TortureSetupError naming the expected path when
// none exists. `suiteFiles` lists the `.c` files sorted by name: a file's index in that list is what
// the rotation and the npm-test slice are functions of. `testFlags` reads a test's
// `dg-options`/`dg-additional-options` comments (DejaGnu's syntax) and keeps the flags clang-14
// takes with the same meaning GCC gives them (-fwrapv, -std=, -fgnu89-inline, -fno-builtin-*, -fno-common, -fno-inline,
// -finstrument-functions, -finput-charset=utf-8, warnings); an optimisation level or a GCC-only or
// machine option is dropped (the suite runs at one -O level) and named in `dropped`. Options
// restricted to some targets (`{ target ... }`) apply to none of ours.
// `rotatingCell(i, t)` is the cell of file i on target t: consecutive files walk through every
// selector x allocator, and each target starts at another offset, so every cell runs on every target
// across any 20 consecutive files.

import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { TARGET_NAMES, type TargetName } from '../driver/targets.js';

const SUITE_PATH = ['shared', 'suites', 'gcc-torture-execute'];

/** The suite is missing (or another precondition of a torture run); the message says what to do. */
export class TortureSetupError extends Error {
  override readonly name = 'TortureSetupError';
}

/** The suite folder for the repository at `root`. */
export function findSuite(root: string): string {
  const wanted = resolve(root, '..', ...SUITE_PATH);
  for (let dir = resolve(root, '..'); ; dir = dirname(dir)) {
    const candidate = join(dir, ...SUITE_PATH);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new TortureSetupError(`the GCC torture suite is not at ${wanted} (nor beside any folder above it); pass --suite DIR`);
}

/** The suite's `.c` files, sorted by name (the index of a file is its place here). */
export function suiteFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new TortureSetupError(`the GCC torture suite is not at ${dir}`);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.c'))
    .sort();
}

export interface TestFlags {
  /** Given to clang after the corpus's flags. */
  readonly flags: readonly string[];
  /** dg-options that were not passed, each as written. */
  readonly dropped: readonly string[];
}

/** Flags that mean in clang-14 what they mean in GCC. */
const KEPT = [
  /^-fwrapv$/,
  /^-fno-common$/,
  /^-fno-inline$/,
  /^-fomit-frame-pointer$/,
  /^-std=/,
  /^-fgnu89-inline$/,
  /^-fno-builtin(-\w+)?$/,
  /^-finstrument-functions$/,
  /^-finput-charset=utf-8$/i,
  /^-W(?!l,)/,
];

const DG_OPTIONS = /\{\s*dg-(?:additional-)?options\s+"([^"]*)"\s*(\{[^}]*\})?/g;

/** `-w` (the tests are old C; warnings are noise) and the test's own dg-options that clang-14 takes. */
export function testFlags(source: string): TestFlags {
  const flags = ['-w'];
  const dropped: string[] = [];
  for (const m of source.matchAll(DG_OPTIONS)) {
    // `{ target ... }` limits the options to targets that are not ours (newlib_nano_io, ...).
    if (m[2] !== undefined && /\btarget\b/.test(m[2])) continue;
    for (const flag of m[1]!.split(/\s+/).filter((f) => f !== '')) {
      if (KEPT.some((k) => k.test(flag))) flags.push(flag);
      else dropped.push(flag);
    }
  }
  return { flags, dropped };
}

export interface Cell {
  readonly isel: string;
  readonly ra: string;
}

/** Every selector x allocator, selector-major. */
export const ALL_CELLS: readonly Cell[] = SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra) => ({ isel, ra })));

/** The cell file `fileIndex` runs on `target` in a rotating run. */
export function rotatingCell(fileIndex: number, target: TargetName): Cell {
  // Targets start a quarter of the cycle apart, so one file's four targets run four different cells.
  const offset = Math.floor((TARGET_NAMES.indexOf(target) * ALL_CELLS.length) / TARGET_NAMES.length);
  return ALL_CELLS[(fileIndex + offset) % ALL_CELLS.length]!;
}
