// One generated program through Tessera's back end against the reference interpreter, cell by
// cell (target x selector x allocator): the check the generated-program test and `tessera fuzz`
// share.
//
// Contract: `runCell(module, cell)` compiles with engine/codegen/pipeline.ts compileModule (the
// verifiers between passes, the allocation checker among them, switched on), runs the image with
// engine/driver/execute.ts executeImage against the interpreter on the ORIGINAL module, and
// returns a verdict: `match`, or why not — `mismatch` (status, return, exit, stdout or memory
// digest differ), `compile-error` (CompileError: for a generated program the config calls
// supported, a failure too), `backend-fault` (a verifier or the allocation checker rejected a
// pass: a Tessera bug), `no-reference` (the interpreter's own outcome is not `ok`: a generator
// bug), `crash` (anything else thrown). Never throws for a program.

import type { Module } from '../ir/types.js';
import { ALLOCATOR_NAMES, compileModule, SELECTOR_NAMES } from '../codegen/pipeline.js';
import { executeImage, type RunResult } from '../driver/execute.js';
import { findTarget } from '../driver/targets.js';
import type { GenTarget } from './program-generator.js';

export interface Cell {
  readonly isa: GenTarget;
  readonly isel: string;
  readonly ra: string;
}

export type CellVerdict =
  | { readonly kind: 'match' }
  | { readonly kind: 'mismatch' | 'compile-error' | 'backend-fault' | 'no-reference' | 'crash'; readonly detail: string };

/** Every built selector and allocator. */
export const SELECTORS_UNDER_TEST: readonly string[] = SELECTOR_NAMES;
export const ALLOCATORS_UNDER_TEST: readonly string[] = ALLOCATOR_NAMES;

/** The selector x allocator cells of one target. */
export function cellsOf(isa: GenTarget): Cell[] {
  return SELECTORS_UNDER_TEST.flatMap((isel) => ALLOCATORS_UNDER_TEST.map((ra) => ({ isa, isel, ra })));
}

export function cellName(c: Cell): string {
  return `${c.isa}/${c.isel}/${c.ra}`;
}

export const DEFAULT_MAX_STEPS = 1_000_000;

export function runCell(module: Module, cell: Cell, maxSteps = DEFAULT_MAX_STEPS): CellVerdict {
  let r: RunResult;
  try {
    const { image } = compileModule(module, cell.isa, { isel: cell.isel, ra: cell.ra });
    const label = { program: module.source, target: cell.isa, backend: 'tessera' as const, isel: cell.isel, ra: cell.ra };
    r = executeImage(module, findTarget(cell.isa)!, image, label, { entry: 'main', args: [], maxSteps, exactHooks: false });
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    const kind = err.name === 'CompileError' ? 'compile-error' : err.name === 'BackendFault' ? 'backend-fault' : 'crash';
    return { kind, detail: `${err.name}: ${err.message}` };
  }
  if (r.matchesInterpreter === true) return { kind: 'match' };
  if (r.matchesInterpreter === null) return { kind: 'no-reference', detail: `interpreter ${r.interpreter.status}: ${r.interpreter.reason ?? ''}` };
  return { kind: 'mismatch', detail: describeMismatch(r) };
}

function describeMismatch(r: RunResult): string {
  const m = r.machine;
  const i = r.interpreter;
  const parts = [`machine ${m.status}${m.reason === undefined ? '' : ` (${m.reason})`}`];
  if (r.returnValue !== i.return) parts.push(`return ${r.returnValue} vs interpreter ${i.return}`);
  if (m.exit !== i.exit) parts.push(`exit ${m.exit} vs ${i.exit}`);
  if (!Buffer.from(m.stdout).equals(Buffer.from(i.stdout))) parts.push(`stdout ${hex(m.stdout)} vs ${hex(i.stdout)}`);
  if (m.memoryDigest !== i.memoryDigest) parts.push('memory digest differs');
  if (m.fault !== undefined) parts.push(`fault at pc 0x${m.fault.pc.toString(16)}: ${m.fault.instruction}`);
  return parts.join('; ');
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex') || '(empty)';
}

/** The first cell of `cells` that does not match, with its verdict, or null when all match. */
export function firstFailure(module: Module, cells: readonly Cell[], maxSteps = DEFAULT_MAX_STEPS): { cell: Cell; verdict: CellVerdict } | null {
  for (const cell of cells) {
    const verdict = runCell(module, cell, maxSteps);
    if (verdict.kind !== 'match') return { cell, verdict };
  }
  return null;
}
