// One generated program through Tessera's back end against the reference interpreter, cell by
// cell (target x selector x allocator): the check the generated-program test and `tessera fuzz`
// share.
//
// Contract: `runCell(module, cell)` builds and runs the cell with testbed/driver/backend.ts runCell
// (compileModule with the verifiers between passes, the allocation checker among them, switched
// on; the image run against the interpreter on the ORIGINAL module, main, 1,000,000 steps) and
// returns a verdict: `match`, or why not — `mismatch` (status, return, exit, stdout or memory
// digest differ), `compile-error` (Unsupported, engine/backend/errors.ts: a construct the back end
// refuses — the generated-program test counts it a failure, since its config generates only what
// the back end supports; a fuzz campaign counts the program a reject, campaign.ts), `backend-fault`
// (a verifier or the allocation checker rejected a pass, or the back end threw anything else —
// a selector's broken invariant included: a Tessera bug), `no-reference` (the interpreter's own
// outcome is not `ok`: a generator bug), `crash` (running the image threw).
// The progressive allocator runs FUZZ_PROGRESSIVE.iterations iterations (as in allocation-problems.ts).
// Never throws for a program.

import { hexAddress } from '../../common/text.js';
import type { Module } from '../../engine/ir/types.js';
import type { ProgressiveSettings } from '../../engine/mir/types.js';
import type { CellAlloc } from '../driver/alloc-options.js';
import type { Outcome } from '../../oracles/outcome.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { isFailure, runCell as runBackendCell, type Compile, type RunOrError } from '../driver/backend.js';
import { interpretFor, stackNote, type RunResult, type RunSettings } from '../driver/execute.js';
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

/** The selector x allocator cells of one target: every built selector and allocator. */
export function cellsOf(isa: GenTarget): Cell[] {
  return SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra) => ({ isa, isel, ra })));
}

export function cellName(c: Cell): string {
  return `${c.isa}/${c.isel}/${c.ra}`;
}

export const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false };

/** The progressive allocator's iterations in a fuzz cell: a few, so that its priced runs are fuzzed without taking the campaign's time. */
export const FUZZ_PROGRESSIVE: ProgressiveSettings = { iterations: 3 };

/** The allocator options of every fuzz cell: only the progressive allocator reads them (FUZZ_PROGRESSIVE). */
const FUZZ_ALLOC: CellAlloc = { profile: 'static', progressive: FUZZ_PROGRESSIVE };

/**
 * `reference`: the interpreter's outcome for `module` when the caller already has it (firstFailure).
 * `compile`: the pipeline to build with (compileModule when absent; `tessera fuzz` passes one with
 * an observer, its tests one with a planted bug).
 */
export function runCell(module: Module, cell: Cell, reference?: Outcome, compile?: Compile): CellVerdict {
  let r: RunOrError;
  try {
    const spec = {
      backend: 'tessera' as const,
      isel: cell.isel,
      ra: cell.ra,
      verify: true,
      alloc: FUZZ_ALLOC,
      ...(compile === undefined ? {} : { compile }),
    };
    r = runBackendCell(module, findTarget(cell.isa)!, spec, SETTINGS, reference);
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    return { kind: 'crash', detail: `${err.name}: ${err.message}` };
  }
  if (isFailure(r)) return { kind: r.status, detail: r.reason };
  if (r.matchesInterpreter === true) return { kind: 'match' };
  if (r.matchesInterpreter === null)
    return { kind: 'no-reference', detail: `interpreter ${r.interpreter.status}: ${r.interpreter.reason ?? ''}` };
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
  if (m.fault !== undefined) parts.push(`fault at pc ${hexAddress(m.fault.pc)}: ${m.fault.instruction}`);
  const note = stackNote(r);
  if (note !== null) parts.push(note);
  return parts.join('; ');
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex') || '(empty)';
}

/** The first cell of `cells` that does not match, with its verdict, or null when all match. */
export function firstFailure(module: Module, cells: readonly Cell[]): { cell: Cell; verdict: CellVerdict } | null {
  const reference = interpretFor(module, SETTINGS);
  for (const cell of cells) {
    const verdict = runCell(module, cell, reference);
    if (verdict.kind !== 'match') return { cell, verdict };
  }
  return null;
}
