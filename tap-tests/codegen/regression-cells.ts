// Test helper for the wrong-code regression tests (issue 17, Found 4): a C program compiled by
// clang-14 for a target, run through every selector × allocator of Tessera's back end (verifiers
// and allocation checker on), linked, run in the emulator and compared with the interpreter.
//
// Requires clang-14 (loadProgram's UsageError names it when it is missing) and Unicorn. Produces,
// per cell, a failure message or the CompiledModule, so a test can also look at the code (frame
// sizes, forms); `cells` fails the test for every cell that does not match.

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

export const COMBOS: readonly (readonly [string, string])[] = SELECTOR_NAMES.flatMap((isel) =>
  ALLOCATOR_NAMES.map((ra) => [isel, ra] as const),
);
const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };

/** `source` (C) compiled by clang-14 at -O`level` for `target`. */
export function compileC(name: string, source: string, target: TargetName, level: number): Module {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-regression-'));
  const path = join(dir, `${name}.c`);
  writeFileSync(path, source);
  return loadProgram(path, target, level).module;
}

/** Runs `module` through `combos` on `target`; every cell must match the interpreter (whose own run must be `ok`). */
export function cells(
  t: Test,
  module: Module,
  target: TargetName,
  combos: readonly (readonly [string, string])[] = COMBOS,
  look?: (compiled: CompiledModule, isel: string, ra: string) => void,
): number {
  const tg = findTarget(target)!;
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
