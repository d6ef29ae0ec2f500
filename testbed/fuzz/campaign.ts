// A fuzzing campaign: the engine of `tessera fuzz` (../shared/design/cli.md). Each case is one
// seed; for each requested target the constructive generator (program-generator.ts) builds a
// program from that seed, and the program runs through every requested selector x allocator
// (differential.ts: compiled with the verifiers and the allocation checker on, run in Unicorn,
// compared with the interpreter), with coverage counters (coverage.ts) watching the passes.
//
// Contract:
// - Deterministic: case k of seed S draws from `caseSeed(S, k)` (the shared seeded generator,
//   isa-models/rng.ts, through choices.ts) and nothing else; the result holds no time. Same spec,
//   same result, so `--seed S --case k --targets T --isel I --ra R` replays one failing cell.
// - A program is `valid` when the IR verifier accepts it, the interpreter runs it to `ok` (or `ub`,
//   below), and no cell reports a compile-error; otherwise it is a reject, counted by reason
//   (verifier, interpreter status, the unsupported construct). A constructive generator should
//   reject ~none. The generator is UB-free by construction, so an interpreter `ub` is a bug of the
//   generator or of the interpreter: such a program is not rejected but fails every cell as
//   no-reference (issue 18: a false ub of the interpreter must not hide as a reject).
// - Every cell that is neither a match nor a compile-error is a failure (mismatch, backend-fault —
//   a verifier or the allocation checker objected —, crash, no-reference). Per program and target
//   the first failing cell is shrunk (shrink.ts over the recorded choices, the same cell keeping the
//   same kind of verdict, at most `shrinkTries` runs); the other failing cells of that program are
//   listed with it. After `maxFailures` failing programs no further case starts.
// - A case is a unit on its own: `runCase(spec, k)` depends on (spec, k) only and returns plain data
//   (a journal line of `tessera fuzz` holds it); `foldCases` sums finished cases into the result
//   runCampaign gives, so a campaign resumed from a journal reports what one run in a row reports.
// - `compile` (tests only) replaces compileModule, e.g. to plant a bug; the observer is added to it.

import { compileModule } from '../../engine/codegen/pipeline.js';
import { printModule } from '../../engine/ir/print.js';
import { moduleSize, type Module } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { CaseRng } from '../../isa-models/rng.js';
import { interpretFor, type RunSettings } from '../driver/execute.js';
import type { Compile } from '../driver/backend.js';
import type { Outcome } from '../../oracles/outcome.js';
import { encodeChoices, listChoices, recordingChoices, seededChoices } from './choices.js';
import { CONSTRAINT_KINDS, emptyCoverage, observerFor, type ConstraintCounts, type Coverage } from './coverage.js';
import { runCell, SETTINGS, type Cell, type CellVerdict } from './differential.js';
import { configFor, generateModule, type GenTarget } from './program-generator.js';
import { shrinkChoices } from './shrink.js';

export interface CampaignSpec {
  readonly seed: number;
  /** The case indices to run, in order. */
  readonly cases: readonly number[];
  readonly targets: readonly GenTarget[];
  readonly isels: readonly string[];
  readonly ras: readonly string[];
  readonly shrinkTries: number;
  readonly maxFailures: number;
  readonly compile?: Compile;
}

export type FailureKind = Exclude<CellVerdict['kind'], 'match' | 'compile-error'>;

export interface Failure {
  readonly caseIndex: number;
  readonly cell: Cell;
  readonly kind: FailureKind;
  /** The verdict's detail on the original program. */
  readonly detail: string;
  /** Other cells of the same program that failed too, as `isel/ra: kind`. */
  readonly alsoFailing: readonly string[];
  readonly shrunk: {
    readonly ir: string;
    readonly instructions: number;
    readonly tries: number;
    /** The shrunk program's verdict detail (same kind as the original's). */
    readonly detail: string;
    /** The shrunk choice list (choices.ts token: scripts/replay-generated.ts `tape:<token>`). */
    readonly token: string;
  };
}

export interface CampaignResult {
  readonly casesRun: number;
  readonly generated: number;
  readonly valid: number;
  /** reason -> programs rejected for it. */
  readonly rejects: Map<string, number>;
  readonly cells: number;
  readonly matched: number;
  readonly unsupported: number;
  readonly failedCells: number;
  readonly failures: Failure[];
  /** True when maxFailures stopped the campaign before its last case. */
  readonly stoppedEarly: boolean;
  readonly coverage: Coverage;
}

/** The seed of case `k` of a campaign seeded `seed` (one draw of the shared generator). */
export function caseSeed(seed: number, k: number): number {
  return new CaseRng((seed ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0).next();
}

/** The program case `k` generates for `target`, with the choices it consumed. */
export function caseProgram(seed: number, k: number, target: GenTarget): { module: Module; answers: number[] } {
  const rec = recordingChoices(seededChoices(caseSeed(seed, k)));
  return { module: generateModule(rec, configFor(target)), answers: rec.answers };
}

/** The interpreter's outcome, or why the program cannot be a test (not a back-end failure). */
function reference(m: Module, settings: RunSettings): Outcome | { readonly reject: string } {
  try {
    verifyModule(m);
  } catch {
    return { reject: 'ir-verifier' };
  }
  const o = interpretFor(m, settings);
  return o.status === 'ok' || o.status === 'ub' ? o : { reject: `interpreter ${o.status}` };
}

/** A compile-error's reason without function names (one reject reason per construct). */
function unsupportedReason(detail: string): string {
  return `unsupported: ${detail.replace(/@[\w.$-]+/g, '@f').slice(0, 80)}`;
}

class Tally {
  generated = 0;
  valid = 0;
  readonly rejects = new Map<string, number>();
  cells = 0;
  matched = 0;
  unsupported = 0;
  failedCells = 0;
  readonly failures: Failure[] = [];
  readonly coverage = emptyCoverage();

  reject(reason: string, n = 1): void {
    this.rejects.set(reason, (this.rejects.get(reason) ?? 0) + n);
  }
}

/** What one case contributes to a campaign: plain data (a journal line holds it), counters from a fresh Tally. */
export interface CaseResult {
  readonly caseIndex: number;
  readonly generated: number;
  readonly valid: number;
  /** [reason, programs], in the order first seen. */
  readonly rejects: readonly (readonly [string, number])[];
  readonly cells: number;
  readonly matched: number;
  readonly unsupported: number;
  readonly failedCells: number;
  readonly failures: readonly Failure[];
  /** [target, [tile, count][]][] and [`target/isel/ra`, counts][], in the order first seen. */
  readonly tiles: readonly (readonly [string, readonly (readonly [string, number])[]])[];
  readonly constraints: readonly (readonly [string, ConstraintCounts])[];
}

/** Case k of the campaign on every target; depends on (spec, k) only, not on the cases before it. */
export function runCase(spec: CampaignSpec, k: number): CaseResult {
  const t = new Tally();
  for (const target of spec.targets) runProgram(spec, t, k, target);
  return {
    caseIndex: k,
    generated: t.generated,
    valid: t.valid,
    rejects: [...t.rejects],
    cells: t.cells,
    matched: t.matched,
    unsupported: t.unsupported,
    failedCells: t.failedCells,
    failures: t.failures,
    tiles: [...t.coverage.tiles].map(([isa, m]) => [isa, [...m]] as const),
    constraints: [...t.coverage.constraints],
  };
}

/** True when no further case may start: `maxFailures` failing programs are found. */
export function enoughFailures(spec: CampaignSpec, done: readonly CaseResult[]): boolean {
  return done.reduce((n, c) => n + c.failures.length, 0) >= spec.maxFailures;
}

/** The campaign's result from its finished cases, in case order (the same numbers one run in a row gives). */
export function foldCases(spec: CampaignSpec, done: readonly CaseResult[]): CampaignResult {
  const t = new Tally();
  for (const c of done) {
    t.generated += c.generated;
    t.valid += c.valid;
    for (const [why, n] of c.rejects) t.reject(why, n);
    t.cells += c.cells;
    t.matched += c.matched;
    t.unsupported += c.unsupported;
    t.failedCells += c.failedCells;
    t.failures.push(...c.failures);
    mergeCoverage(t.coverage, c);
  }
  return {
    casesRun: done.length,
    generated: t.generated,
    valid: t.valid,
    rejects: t.rejects,
    cells: t.cells,
    matched: t.matched,
    unsupported: t.unsupported,
    failedCells: t.failedCells,
    failures: t.failures,
    stoppedEarly: done.length < spec.cases.length && enoughFailures(spec, done),
    coverage: t.coverage,
  };
}

function mergeCoverage(cov: Coverage, c: CaseResult): void {
  for (const [isa, used] of c.tiles) {
    const tiles = cov.tiles.get(isa) ?? new Map<string, number>();
    cov.tiles.set(isa, tiles);
    for (const [name, n] of used) tiles.set(name, (tiles.get(name) ?? 0) + n);
  }
  for (const [key, counts] of c.constraints) {
    const sum = cov.constraints.get(key);
    if (sum === undefined) cov.constraints.set(key, { ...counts });
    else for (const kind of CONSTRAINT_KINDS) sum[kind] += counts[kind];
  }
}

export function runCampaign(spec: CampaignSpec): CampaignResult {
  const done: CaseResult[] = [];
  for (const k of spec.cases) {
    if (enoughFailures(spec, done)) break;
    done.push(runCase(spec, k));
  }
  return foldCases(spec, done);
}

function runProgram(spec: CampaignSpec, t: Tally, k: number, target: GenTarget): void {
  t.generated++;
  let program: ReturnType<typeof caseProgram>;
  try {
    program = caseProgram(spec.seed, k, target);
  } catch (e) {
    t.reject(`generator threw ${e instanceof Error ? e.name : 'a value'}`); // a generator bug, visible as a reject
    return;
  }
  const { module, answers } = program;
  const ref = reference(module, SETTINGS);
  if ('reject' in ref) {
    t.reject(ref.reject);
    return;
  }
  const failing: { cell: Cell; verdict: CellVerdict & { kind: FailureKind } }[] = [];
  let unsupported: string | null = null;
  for (const isel of spec.isels) {
    for (const ra of spec.ras) {
      const cell: Cell = { isa: target, isel, ra };
      const base = spec.compile ?? compileModule;
      const observe = observerFor(t.coverage, cell);
      const v = runCell(module, cell, ref, (m, isa, o) => base(m, isa, { ...o, observe }));
      t.cells++;
      if (v.kind === 'match') t.matched++;
      else if (v.kind === 'compile-error') {
        t.unsupported++;
        unsupported ??= unsupportedReason(v.detail);
      } else {
        t.failedCells++;
        failing.push({ cell, verdict: v as CellVerdict & { kind: FailureKind } });
      }
    }
  }
  if (unsupported === null) t.valid++;
  else t.reject(unsupported);
  if (failing.length === 0) return;
  const [first, ...rest] = failing;
  t.failures.push({
    caseIndex: k,
    cell: first!.cell,
    kind: first!.verdict.kind,
    detail: first!.verdict.detail,
    alsoFailing: rest.map((f) => `${f.cell.isel}/${f.cell.ra}: ${f.verdict.kind}`),
    shrunk: shrinkFailure(spec, target, first!.cell, first!.verdict.kind, answers),
  });
}

function shrinkFailure(
  spec: CampaignSpec,
  target: GenTarget,
  cell: Cell,
  kind: FailureKind,
  answers: readonly number[],
): Failure['shrunk'] {
  const cfg = configFor(target);
  const verdictOf = (m: Module): CellVerdict => runCell(m, cell, undefined, spec.compile);
  const s = shrinkChoices(answers, (c) => verdictOf(generateModule(c, cfg)).kind === kind, spec.shrinkTries);
  const m = generateModule(listChoices(s.answers), cfg);
  const v = verdictOf(m);
  return {
    ir: printModule(m),
    instructions: moduleSize(m),
    tries: s.tries,
    detail: v.kind === 'match' ? '(the shrunk program passes: flaky?)' : v.detail,
    token: encodeChoices(s.answers),
  };
}
