// One torture test on one target: compiled by clang-14, run by the reference interpreter, by
// llc-14 (the peer) and by Tessera's back end in the given cells, and classified (issue 19, Deliver 6).
//
// Contract: `runTortureCase` never throws for anything the program or a back end does; only a
// missing tool (clang-14, llc-14: a UsageError naming it) escapes, because then nothing can be
// classified. The stages run in order and the first that fails decides the outcome of every cell:
// - `clang-error`: clang-14 rejected the C (a missing header, a GCC-only builtin...);
// - `unsupported`: Tessera's front end rejected clang's IR (varargs, byval, an intrinsic...);
// - `interp-error`, `interp-ub`, `step-limit`: the interpreter has no reference behaviour (an entry
//   it cannot call, undefined behaviour, the step budget spent);
// then each Tessera cell is `match`, `mismatch` (stack-overflow disagreements included),
// `backend-unsupported` (the back end's Unsupported: a clear error, not wrong code) or
// `backend-fault` (a verifier or the allocation checker objected, or the pipeline threw: a bug).
// llc-14's own verdict is kept beside (`match`, `mismatch`, `compile-error`), so a report can tell a
// Tessera bug (Tessera disagrees where llc-14 agrees) from a program the comparison cannot judge;
// `peer: false` leaves llc-14 out (its verdict null) for a caller that only checks Tessera's cells.
// Reasons are normalised (reason.ts) so that they group across files.

import { readFileSync } from 'node:fs';
import { assertNever } from '../../common/assert-never.js';
import { basename } from 'node:path';
import { SourceError } from '../../engine/ir/diagnostics.js';
import type { Module } from '../../engine/ir/types.js';
import type { Outcome } from '../../oracles/outcome.js';
import { UsageError } from '../driver/args.js';
import { isFailure, runCell, type CellSpec, type RunOrError } from '../driver/backend.js';
import { interpretFor, type RunResult, type RunSettings } from '../driver/execute.js';
import { compileC, moduleOfC } from '../driver/input.js';
import type { Target } from '../driver/targets.js';
import { mismatchReason, normaliseReason } from './reason.js';
import { type OutOfScope, scopeOfClangError, scopeOfIR, scopeOfTest } from './scope.js';
import { type Cell, testFlags } from './suite.js';

export type FrontOutcome = 'clang-error' | 'unsupported' | 'interp-error' | 'interp-ub' | 'step-limit';
export type CellOutcome = 'match' | 'mismatch' | 'backend-unsupported' | 'backend-fault';
export type PeerOutcome = 'match' | 'mismatch' | 'compile-error';
/** What one file on one target in one cell came to (the tally's rows; `timeout` is the runner's watchdog). */
export type Outcome19 = FrontOutcome | CellOutcome | 'timeout';

export interface CellResult extends Cell {
  readonly outcome: CellOutcome;
  readonly reason: string;
}

export type CaseResult =
  | {
      readonly file: string;
      readonly target: string;
      readonly scope: OutOfScope | null;
      readonly stage: 'front';
      readonly outcome: FrontOutcome;
      readonly reason: string;
    }
  | {
      readonly file: string;
      readonly target: string;
      readonly scope: OutOfScope | null;
      readonly stage: 'ran';
      /** llc-14's verdict; null when the settings leave the peer out (`peer: false`). */
      readonly llc: PeerOutcome | null;
      readonly llcReason: string;
      readonly cells: readonly CellResult[];
    };

export interface CaseSettings {
  readonly optLevel: number;
  readonly maxSteps: number;
  /** clang flags instead of the test's own (`-w` and its dg-options): Csmith programs (testbed/csmith) pass theirs. */
  readonly cflags?: readonly string[];
  /** Run llc-14 as the peer (default true); false leaves it out (llc null), for a caller that does not read its verdict. */
  readonly peer?: boolean;
}

const LLC: CellSpec = { backend: 'llc', regalloc: 'greedy' };

/** The machine's step budget per IR step of the interpreter's (see runTortureCase). */
const MACHINE_STEPS_PER_IR_STEP = 8;

export function runTortureCase(path: string, target: Target, cells: readonly Cell[], s: CaseSettings): CaseResult {
  const file = basename(path);
  let scope: OutOfScope | null = null;
  const front = (outcome: FrontOutcome, reason: string): CaseResult => ({
    file,
    target: target.name,
    scope,
    stage: 'front',
    outcome,
    reason,
  });
  const flags = s.cflags ?? testFlags(readFileSync(path, 'latin1')).flags;
  let module: Module;
  try {
    const text = compileC(path, target, s.optLevel, flags);
    scope = scopeOfIR(text) ?? scopeOfTest(file);
    module = moduleOfC(path, text, target, s.optLevel, flags);
  } catch (e) {
    if (e instanceof SourceError) return front('unsupported', normaliseReason(e.message));
    if (e instanceof UsageError && !/ is not installed/.test(e.message)) {
      const clang = /: (fatal )?error: /.test(e.message);
      if (clang) scope = scopeOfClangError(normaliseReason(e.message));
      return front(clang ? 'clang-error' : 'unsupported', normaliseReason(e.message));
    }
    throw e;
  }
  const settings: RunSettings = { entry: 'main', args: [], maxSteps: s.maxSteps, exactHooks: false };
  const reference = interpretFor(module, settings);
  const noReference = referenceProblem(reference);
  if (noReference !== null) return front(noReference, normaliseReason(reference.reason ?? reference.status));
  // The budget counts IR instructions in the interpreter and machine instructions in the emulator,
  // and a machine needs several for one IR instruction (spill code, Thumb-1's two-address forms):
  // memcpy-2.c runs 9.0 M IR steps and more than 20 M Thumb instructions under spill-all.
  const machine: RunSettings = { ...settings, maxSteps: s.maxSteps * MACHINE_STEPS_PER_IR_STEP };
  const [llc, llcReason] = s.peer === false ? [null, ''] : peerVerdict(runCell(module, target, LLC, machine, reference));
  const results = cells.map((c) => cellResult(c, runCell(module, target, tesseraSpec(c), machine, reference)));
  return { file, target: target.name, scope, stage: 'ran', llc, llcReason, cells: results };
}

function tesseraSpec(c: Cell): CellSpec {
  return { backend: 'tessera', isel: c.isel, ra: c.ra, verify: true };
}

function referenceProblem(r: Outcome): FrontOutcome | null {
  switch (r.status) {
    case 'ok':
    case 'stack-overflow':
      return null;
    case 'ub':
      return 'interp-ub';
    case 'step-limit':
      return 'step-limit';
    case 'error':
      return 'interp-error';
    default:
      return assertNever(r.status, 'interpreter status');
  }
}

function peerVerdict(r: RunOrError): [PeerOutcome, string] {
  if (isFailure(r)) return ['compile-error', normaliseReason(r.reason)];
  return r.matchesInterpreter === true ? ['match', ''] : ['mismatch', mismatchReason(r)];
}

function cellResult(c: Cell, r: RunOrError): CellResult {
  if (isFailure(r)) {
    const outcome = r.status === 'compile-error' ? 'backend-unsupported' : 'backend-fault';
    return { ...c, outcome, reason: normaliseReason(r.reason) };
  }
  return r.matchesInterpreter === true
    ? { ...c, outcome: 'match', reason: '' }
    : { ...c, outcome: 'mismatch', reason: mismatchReason(r as RunResult) };
}
