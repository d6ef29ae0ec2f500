// Test helper for the wrong-code regression tests (issue 17, Found 4): a C program compiled by
// clang-14 for a target, run through selector × allocator cells of Tessera's back end (verifiers
// and allocation checker on), linked, run in the emulator and compared with the interpreter.
//
// Requires clang-14 (loadProgram's UsageError names it when it is missing) and Unicorn. Produces,
// per cell, a failure message or the CompiledModule, so a test can also look at the code (frame
// sizes, forms); `cells` fails the test for every cell that does not match.
//
// The cells: those the caller names, or by default a rotating sample — SELECTORS_PER_CALL
// selectors, each under one allocator, the selectors' window and the allocators rotating with the
// number of default calls made before in this process (tap-tests/helpers/cell-sample.ts: consecutive
// calls take consecutive windows, so a file's first ceil(selectors / SELECTORS_PER_CALL) calls run
// every selector; with 6 selectors and 5 allocators any 10 consecutive calls cover every selector x
// allocator pair); the sampled cells are printed as a comment. DEFAULT_CELLS is how many that is.
// Three, not every selector: these programs test lowering, ABI and emission, which every selector
// shares, and a call per target already rotates each file through all of them (every selector in
// each file's sample was 5 cells per call; a sixth selector would have added a fifth to every such file).
// With `TESSERA_FULL_SWEEP=1` (tap-tests/helpers/full-sweep.ts) the default is every selector ×
// allocator, as it was before the sample.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'tap';
import { ALLOCATOR_NAMES, SELECTOR_NAMES, type CompiledModule } from '../../engine/codegen/pipeline.js';
import type { Module } from '../../engine/ir/types.js';
import { buildCell, cellLabel, isFailure, type CellSpec } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, type RunSettings } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { sampledCells } from '../helpers/cell-sample.js';
import { FULL_SWEEP } from '../helpers/full-sweep.js';

export const COMBOS: readonly (readonly [string, string])[] = SELECTOR_NAMES.flatMap((isel) =>
  ALLOCATOR_NAMES.map((ra) => [isel, ra] as const),
);
const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };

/** How many selectors a default call runs (each in one cell). */
const SELECTORS_PER_CALL = 3;

/** How many cells a `cells` call without `combos` runs. */
export const DEFAULT_CELLS = FULL_SWEEP ? COMBOS.length : Math.min(SELECTORS_PER_CALL, SELECTOR_NAMES.length);

let defaultCalls = 0;

/** The next default sample: the call's window of selectors, each under an allocator rotating with the call's number (every cell with the full sweep). */
function nextSample(): readonly (readonly [string, string])[] {
  return FULL_SWEEP ? COMBOS : sampledCells(SELECTOR_NAMES, ALLOCATOR_NAMES, defaultCalls++, SELECTORS_PER_CALL);
}

/** `source` (C) compiled by clang-14 at -O`level` for `target`. */
export function compileC(name: string, source: string, target: TargetName, level: number): Module {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-regression-'));
  const path = join(dir, `${name}.c`);
  writeFileSync(path, source);
  return loadProgram(path, target, level).module;
}

/** Runs `module` through `combos` (default: the next sample) on `target`; every cell must match the interpreter (whose own run must be `ok`). */
export function cells(
  t: Test,
  module: Module,
  target: TargetName,
  combos?: readonly (readonly [string, string])[],
  look?: (compiled: CompiledModule, isel: string, ra: string) => void,
): number {
  const tg = findTarget(target)!;
  if (combos === undefined) {
    combos = nextSample();
    t.comment(`${module.source} on ${target}: ${FULL_SWEEP ? 'every cell' : `sampled cells ${combos.map((c) => c.join('/')).join(', ')}`}`);
  }
  const reference = interpretFor(module, SETTINGS);
  t.equal(reference.status, 'ok', `${module.source} on ${target}: the interpreter runs it to completion`);
  let matched = 0;
  for (const [isel, ra] of combos) {
    const spec: CellSpec = { backend: 'tessera', isel, ra, verify: true };
    const cell = `${module.source} ${target} ${isel}/${ra}`;
    const built = buildCell(module, tg, spec);
    if (isFailure(built)) {
      t.fail(`${cell}: ${built.status}: ${built.reason}`);
      continue;
    }
    const r = executeImage(module, tg, built.image, cellLabel(module, tg, spec), SETTINGS, reference);
    if (r.matchesInterpreter === true) matched++;
    else
      t.fail(
        `${cell}: machine ${r.machine.status} (${r.machine.reason ?? ''}) return ${r.returnValue}, interpreter return ${reference.return}`,
      );
    if (look !== undefined && built.compiled !== null) look(built.compiled, isel, ra);
  }
  return matched;
}
