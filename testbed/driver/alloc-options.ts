// The allocator options of every command that compiles (../shared/design/cli.md "Allocator
// options"): `--ra-metric size|speed`, `--profile static|measured`, `--solver-budget-ms T`,
// `--ra-model L` (the optimal allocator's model options, engine/regalloc/mcnf/model-options.ts); and the
// exact allocator's account of its solves in the outputs (issue 20 Deliver 2 and 3).
//
// Contract: `cellAlloc` turns the parsed values (commands.ts ALLOC) into a cell's CellAlloc; with
// none given, only the default solver budget (DEFAULT_SOLVER_MS, which heuristics ignore: every
// image stays byte for byte what it was). The solver budget's clock is the one the
// CLI's top injects (wall-clock.ts, through main.ts); nothing here reads time. `backendAlloc` is the pipeline's
// BackendAllocOptions for a cell, given its measured profile when `--profile measured`
// (testbed/profile/measure.ts). The reporting half reads AllocResult.solve of each compiled
// function (present for exact allocators only): `functionSolves` lists them, `allocationJson` is the
// `allocation` field of the `run` object (added only when some function has one), and
// `allocationSummary` the one line of text output:
// `optimal: 12 of 15 functions proven, 3 fallback (outside the model: 2, unsolved: 1)`, followed by
// `; model: mem-at-uses, moves-none` when model options were on (and `, objectives are lower
// bounds` with the full crossbar); the `allocation` JSON's solves carry them as `model`.

import type { BackendAllocOptions, CompiledModule } from '../../engine/codegen/pipeline.js';
import type { AllocMetric, AllocOptions, McnfModelOptions, ProgressiveSettings, SolveReport } from '../../engine/mir/types.js';
import { MODEL_NAMES } from '../../engine/regalloc/mcnf/model-options.js';
import { assertNever } from '../../common/assert-never.js';
import { DEFAULT_SOLVER_MS } from './commands.js';
import type { BlockProfile } from '../profile/block-counts.js';

export type ProfileKind = 'static' | 'measured';

/** What a Tessera cell's allocator is asked to minimise, with which frequencies, in how long. */
export interface CellAlloc {
  /** Absent: the allocator's default (speed). */
  readonly metric?: AllocMetric;
  readonly profile: ProfileKind;
  readonly solverBudget?: NonNullable<AllocOptions['solverBudget']>;
  /** The optimal allocator's model options (absent: its default model). */
  readonly model?: McnfModelOptions;
  /** The progressive allocator's settings (absent: its defaults). */
  readonly progressive?: ProgressiveSettings;
}

/** The parsed values of commands.ts's ALLOC group. */
export interface AllocValues {
  readonly 'ra-metric': AllocMetric | undefined;
  readonly profile: ProfileKind;
  readonly 'solver-budget-ms': number | undefined;
  readonly 'ra-model': McnfModelOptions | undefined;
  readonly iterations: number | undefined;
  readonly 'ra-budget-ms': number | undefined;
  readonly 'ra-step': ProgressiveSettings['step'];
  readonly 'ra-direction': ProgressiveSettings['direction'];
  readonly 'ra-init': ProgressiveSettings['init'];
}

/** The flags of the group, by declaration key (checkBackend refuses them with --backend llc). */
export const ALLOC_KEYS: readonly (keyof AllocValues)[] = [
  'ra-metric',
  'profile',
  'solver-budget-ms',
  'ra-model',
  'iterations',
  'ra-budget-ms',
  'ra-step',
  'ra-direction',
  'ra-init',
];

/** The cell's allocator options, or undefined when no allocator option was given. */
export function cellAlloc(v: AllocValues, given: ReadonlySet<string>, clock: () => number): CellAlloc | undefined {
  // Without a flag, only the exact allocators' default budget: heuristics ignore AllocOptions.
  if (!ALLOC_KEYS.some((k) => given.has(k))) return { profile: 'static', solverBudget: { ms: DEFAULT_SOLVER_MS, clock } };
  const metric = v['ra-metric'];
  const ms = v['solver-budget-ms'] ?? DEFAULT_SOLVER_MS;
  const model = v['ra-model'];
  const progressive = progressiveSettings(v, clock);
  return {
    ...(metric === undefined ? {} : { metric }),
    ...(model === undefined ? {} : { model }),
    ...(progressive === undefined ? {} : { progressive }),
    profile: v.profile,
    solverBudget: { ms, clock },
  };
}

/** The progressive allocator's settings of the flags, undefined when none was given. */
function progressiveSettings(v: AllocValues, clock: () => number): ProgressiveSettings | undefined {
  const ms = v['ra-budget-ms'];
  const settings: ProgressiveSettings = {
    ...(v.iterations === undefined ? {} : { iterations: v.iterations }),
    ...(ms === undefined ? {} : { budget: { ms, clock } }),
    ...(v['ra-step'] === undefined ? {} : { step: v['ra-step'] }),
    ...(v['ra-direction'] === undefined ? {} : { direction: v['ra-direction'] }),
    ...(v['ra-init'] === undefined ? {} : { init: v['ra-init'] }),
  };
  return Object.keys(settings).length === 0 ? undefined : settings;
}

/** The pipeline's allocator options of a cell; `profile` is the measured one (required with `--profile measured`). */
export function backendAlloc(a: CellAlloc, profile: BlockProfile | undefined): BackendAllocOptions {
  if (a.profile === 'measured' && profile === undefined) throw new Error('--profile measured without a measured profile');
  return {
    ...(a.metric === undefined ? {} : { metric: a.metric }),
    ...(a.profile === 'measured' ? { profile } : {}),
    ...(a.solverBudget === undefined ? {} : { solverBudget: a.solverBudget }),
    ...(a.model === undefined ? {} : { model: a.model }),
    ...(a.progressive === undefined ? {} : { progressive: a.progressive }),
  };
}

/** One function's solve, as an exact allocator reported it. */
export interface FunctionSolve {
  readonly function: string;
  readonly solve: SolveReport;
}

/** The solve of every function of the module that has one, in the module's order. */
export function functionSolves(compiled: CompiledModule): FunctionSolve[] {
  return compiled.functions.flatMap((f) => (f.alloc.solve === undefined ? [] : [{ function: f.mir.name, solve: f.alloc.solve }]));
}

/** The `allocation` field of the `run` object: per function its status and what the solver proved. */
export function allocationJson(solves: readonly FunctionSolve[]): Record<string, unknown>[] {
  return solves.map(({ function: name, solve: s }) => {
    switch (s.status) {
      case 'optimal':
        return { function: name, status: s.status, metric: s.metric, objective: s.objective, ...modelField(s.model) };
      case 'feasible':
        return {
          function: name,
          status: s.status,
          metric: s.metric,
          objective: s.objective,
          ...modelField(s.model),
          ...(s.bound === undefined ? {} : { bound: s.bound }),
          ...(s.gap === undefined ? {} : { gap: s.gap }),
        };
      case 'heuristic':
        return { function: name, status: s.status, by: s.by, metric: s.metric, objective: s.objective, ...modelField(s.model) };
      case 'progressive':
        return {
          function: name,
          status: s.status,
          by: s.by,
          metric: s.metric,
          objective: s.objective,
          ...modelField(s.model),
          lower: s.lower,
          base: s.base,
          bound: s.bound,
          provenOptimal: s.provenOptimal,
          iterations: s.iterations,
          bestAt: s.bestAt,
        };
      case 'fallback':
        return { function: name, status: s.status, fallback: s.fallback, reason: s.reason, ...(s.by === undefined ? {} : { by: s.by }) };
      default:
        return assertNever(s, 'solve');
    }
  });
}

/**
 * `optimal: P of N functions proven[, F feasible (budget)][, K fallback (why: n, ...)]`, the
 * fallbacks grouped by the first clause of their reason (`outside the model`, `unsolved`); under a
 * model heuristic `model heuristic: H of N functions allocated on the model[, K fallback (...)]`.
 */
export function allocationSummary(solves: readonly FunctionSolve[]): string {
  const proven = solves.filter((s) => s.solve.status === 'optimal').length;
  const feasible = solves.filter((s) => s.solve.status === 'feasible').length;
  const why = new Map<string, number>();
  for (const { solve } of solves) {
    if (solve.status !== 'fallback') continue;
    const cause = solve.reason.split(':')[0]!;
    why.set(cause, (why.get(cause) ?? 0) + 1);
  }
  const fallbacks = [...why.values()].reduce((a, b) => a + b, 0);
  const heuristic = solves.filter((s) => s.solve.status === 'heuristic').length;
  const byHeuristic = solves.some((s) => s.solve.status === 'heuristic' || (s.solve.status === 'fallback' && s.solve.by !== undefined));
  const progressive = solves.some((s) => s.solve.status === 'progressive');
  const parts = progressive
    ? [progressiveSummary(solves)]
    : byHeuristic
      ? [`model heuristic: ${heuristic} of ${solves.length} functions allocated on the model`]
      : [`optimal: ${proven} of ${solves.length} functions proven`];
  if (feasible > 0) parts.push(`${feasible} feasible (stopped by the budget)`);
  if (fallbacks > 0) parts.push(`${fallbacks} fallback (${[...why].map(([c, n]) => `${c}: ${n}`).join(', ')})`);
  return parts.join(', ') + modelSuffix(solves);
}

/** `progressive: P of N functions proven optimal, worst bound B % (f), up to K iterations`. */
function progressiveSummary(solves: readonly FunctionSolve[]): string {
  let proven = 0;
  let iterations = 0;
  let worst: { name: string; bound: number | null } | undefined;
  for (const { function: name, solve: s } of solves) {
    if (s.status !== 'progressive') continue;
    if (s.provenOptimal) proven++;
    iterations = Math.max(iterations, s.iterations);
    if (worst === undefined || worse(s.bound, worst.bound)) worst = { name, bound: s.bound };
  }
  const bound =
    worst === undefined ? '' : `, worst bound ${worst.bound === null ? 'none' : `${(worst.bound * 100).toFixed(2)} %`} (${worst.name})`;
  return `progressive: ${proven} of ${solves.length} functions proven optimal${bound}, up to ${iterations} iterations`;
}

/** A bound is worse when larger; none (null: val_beforeRA + L ≤ 0) is the worst. */
const worse = (a: number | null, b: number | null) => b !== null && (a === null || a > b);

const modelField = (model: readonly string[] | undefined) => (model === undefined ? {} : { model: [...model] });

/** `; model: a, b` naming the model options the solves ran with ('' for the default model). */
function modelSuffix(solves: readonly FunctionSolve[]): string {
  const names = new Set(solves.flatMap(({ solve: s }) => (s.status === 'fallback' ? [] : (s.model ?? []))));
  if (names.size === 0) return '';
  const bound = names.has('full-crossbar') ? ', objectives are lower bounds of the emitted cost' : '';
  return `; model: ${MODEL_NAMES.filter((n) => names.has(n)).join(', ')}${bound}`;
}
