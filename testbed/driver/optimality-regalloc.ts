// `tessera optimality --problem regalloc [--ra L] [--targets L] [--isel S] [--corpus DIR|none]
//  [--count N] [--seed S] [--one-block] [--registers N] [--ra-metric speed|size]
//  [--solver-budget-ms T] [--ra-model L] [--max-insts N] [--progress] [--json]` (../shared/design/cli.md; issue 20,
// Deliver 6): every heuristic register allocator against the proven optimum of the MCNF model
// (Koes's thesis ch. 3, engine/regalloc/mcnf/optimal.ts), per target and instance kind.
//
// Instances (testbed/optimality/regalloc-instances.ts), per target in --targets order: every
// function of the corpus (kind `corpus`), then N generated machine-IR functions (kind `generated`),
// all with copies coalesced. Each is measured by testbed/optimality/regalloc-measure.ts: the
// optimum, and every allocator in --ra (default all but `optimal`), each allocation checked and
// priced by the evaluator; functions over --max-insts are skipped and counted. The solver budget
// reaches the solver only through the caller's clock (none in tests: no budget, deterministic).
//
// Output: per target × kind how the optima ended (proven, feasible only, outside the model with the
// reasons counted, infeasible, unsolved) and a table per allocator — instances (compared on proven
// optima), optimal, share, mean and max relative gap ((cost − opt) / max(1, opt), model costs),
// belowOptimum, belowByModelLimit — then every failure. --json: an array of objects, one per
// allocator × target × kind and one per allocator over all (target and kind `all`), with cli.md's
// `algorithm instances optimal meanGap maxGap belowOptimum` and `target kind metric share
// belowByModelLimit failed functions skipped proven feasible outside outsideReasons infeasible
// unsolved`.
//
// --ra-model L: the optimum is that of the MCNF model with those options (model-options.ts); the
// first line names them, every JSON object carries them as `model` (absent: the default model).
// Under an inexact option (full-crossbar, moves-*) a heuristic below the optimum is counted
// byModelLimit, not a failure, and with the full crossbar the optimal allocation's price need only
// be >= its objective (regalloc-measure.ts).
// Exit codes: 1 when a heuristic's model cost is below a proven optimum (printed loudly), the
// solver's objective is not the evaluator's price of its allocation, an allocation fails the
// checker or an allocator throws; 0 otherwise. The timing line goes to stderr, only given a clock;
// progress too: a bar over every target's instances on a terminal (progress.ts), else a line per
// target with --progress.

import type { Isa } from '../../isa-models/types.js';
import { ALLOCATOR_NAMES } from '../../engine/codegen/pipeline.js';
import type { AllocMetric, McnfModelOptions } from '../../engine/mir/types.js';
import { modelNames } from '../../engine/regalloc/mcnf/model-options.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { corpusInstances, generatedInstances, type RegallocInstance } from '../optimality/regalloc-instances.js';
import { measureInstance, type InstanceResult, type MeasureOptions } from '../optimality/regalloc-measure.js';
import { meanGap, tallyRegalloc, type AllocatorTally, type GroupTally, type RegallocTallies } from '../optimality/regalloc-tally.js';
import { UsageError, type CampaignIo, type Parsed } from './args.js';
import type { OPTIMALITY } from './commands.js';
import { startProgress } from './progress.js';
import { formatTable, type Row } from './table.js';
import { parseAllocators } from './values.js';

interface RegallocOptions {
  readonly isas: readonly Isa[];
  readonly isel: string;
  readonly corpus: string | null;
  readonly generated: { readonly seed: number; readonly count: number; readonly oneBlock: boolean; readonly registers: number | null };
  readonly metric: AllocMetric;
  readonly allocators: readonly string[];
  readonly maxInsts: number;
  readonly budgetMs: number;
  readonly json: boolean;
  readonly progress: boolean;
  readonly model?: McnfModelOptions;
}

/** The default of --ra: every allocator but the optimal one (the heuristics). */
const HEURISTICS = ALLOCATOR_NAMES.filter((n) => n !== 'optimal');

export function regallocOptions(args: Parsed<typeof OPTIMALITY.options>, tty: boolean): RegallocOptions {
  const v = args.values;
  const ra = v.ra === undefined || v.ra === 'all' ? HEURISTICS : parseAllocators(v.ra, true);
  if (v.registers === 0) throw new UsageError('--registers: at least 1');
  return {
    isas: [...new Set(v.targets.map((t) => t.name as Isa))],
    isel: v.isel,
    corpus: v.corpus,
    generated: { seed: v.seed, count: v.count, oneBlock: v['one-block'], registers: v.registers ?? null },
    metric: v['ra-metric'],
    allocators: ra,
    maxInsts: v['max-insts'],
    budgetMs: v['solver-budget-ms'],
    json: v.json,
    progress: v.progress || tty,
    ...(v['ra-model'] === undefined ? {} : { model: v['ra-model'] }),
  };
}

export function regallocCommand(opts: RegallocOptions, out: (s: string) => void, io: CampaignIo): number {
  const start = io.clock?.();
  const clock = io.clock;
  const measure: MeasureOptions = {
    metric: opts.metric,
    allocators: opts.allocators,
    maxInsts: opts.maxInsts,
    ...(opts.model === undefined ? {} : { model: opts.model }),
    ...(clock === undefined || opts.budgetMs === 0 ? {} : { solverBudget: { ms: opts.budgetMs, clock } }),
  };
  const results = measureAll(opts, measure, io);
  const t = tallyRegalloc(results, opts.allocators);
  if (start !== undefined) io.err(`optimality: ${results.length} functions in ${((clock!() - start) / 1000).toFixed(1)} s`);
  if (opts.json) for (const f of t.failures) io.err(`FAILURE: ${f}`);
  out(opts.json ? JSON.stringify(jsonReport(t, opts)) : textReport(t, opts));
  return exitCode(t);
}

/** Every target's instances, built first (the bar's total), then measured in order; progress on stderr. */
function measureAll(opts: RegallocOptions, measure: MeasureOptions, io: CampaignIo): InstanceResult[] {
  const perIsa = opts.isas.map((isa) => ({ isa, instances: instancesOf(opts, isa) }));
  const bar = startProgress(
    'optimality',
    perIsa.reduce((n, p) => n + p.instances.length, 0),
    io,
  );
  const results: InstanceResult[] = [];
  try {
    for (const { isa, instances } of perIsa) {
      for (const inst of instances) {
        results.push(measureInstance(inst, measure));
        bar.tick(1, isa);
      }
      if (opts.progress && !bar.drawn) io.err(`optimality: ${isa} measured (${results.length} functions so far)`);
    }
  } finally {
    bar.stop();
  }
  return results;
}

/** 1 when anything failed (a belowOptimum among them), else 0. */
export const exitCode = (t: RegallocTallies): number => (t.failures.length > 0 ? 1 : 0);

function instancesOf(opts: RegallocOptions, isa: Isa): RegallocInstance[] {
  if (opts.corpus !== null && !existsSync(join(opts.corpus, isa))) {
    throw new UsageError(`--corpus ${opts.corpus}: no folder ${isa} in it (the corpus holds <target>/<program>.O1.ll)`);
  }
  const corpus = opts.corpus === null ? [] : corpusInstances(isa, opts.corpus, opts.isel).instances;
  return [...corpus, ...generatedInstances(opts.generated, isa)];
}

// ---- text ----

const pct = (x: number | null): string => (x === null ? '-' : `${(100 * x).toFixed(2)}%`);
const share = (a: AllocatorTally): number | null => (a.instances === 0 ? null : a.optimal / a.instances);

const HEADER: Row = [
  'target',
  'kind',
  'allocator',
  'instances',
  'optimal',
  'share',
  'mean gap',
  'max gap',
  'belowOptimum',
  'byModelLimit',
  'failed',
];

function allocatorCells(a: AllocatorTally): string[] {
  return [
    `${a.instances}`,
    `${a.optimal}`,
    pct(share(a)),
    pct(meanGap(a)),
    pct(a.maxGap),
    `${a.belowOptimum}`,
    `${a.belowByModelLimit}`,
    `${a.failed}`,
  ];
}

function groupLine(g: GroupTally): string {
  const reasons = [...g.outsideReasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const why = reasons.length === 0 ? '' : ` (${reasons.map(([r, n]) => `${n}: ${r}`).join('; ')})`;
  const wrong = g.wrong === 0 ? '' : `, WRONG ${g.wrong}`;
  return (
    `${g.isa} ${g.kind}: ${g.functions} functions, ${g.skipped} skipped (over the instruction limit); optimum proven ${g.proven}, ` +
    `feasible only ${g.feasible}, infeasible ${g.infeasible}, unsolved ${g.unsolved}${wrong}, outside the model ${g.outside}${why}`
  );
}

function textReport(t: RegallocTallies, opts: RegallocOptions): string {
  const g = opts.generated;
  const rows: Row[] = t.groups.flatMap((grp) => [...grp.allocators].map(([name, a]) => [grp.isa, grp.kind, name, ...allocatorCells(a)]));
  for (const [name, a] of t.total) rows.push(['all', 'all', name, ...allocatorCells(a)]);
  const below = [...t.total.values()].reduce((n, a) => n + a.belowOptimum, 0);
  const lines = [
    `tessera optimality --problem regalloc: metric ${opts.metric}, targets ${opts.isas.join(',')}, ` +
      `corpus ${opts.corpus === null ? 'none' : `every *.O1.ll function (isel ${opts.isel})`}, ` +
      `${g.count} generated functions per target (seed ${g.seed}${g.oneBlock ? ', one block' : ''}` +
      `${g.registers === null ? '' : `, ${g.registers} registers`}), allocators ${opts.allocators.join(',')}, max ${opts.maxInsts} instructions` +
      modelLine(opts),
    ...t.groups.map(groupLine),
    formatTable(HEADER, rows),
    'instances: functions whose optimum was proven (the others are left out of the table); gap: (cost - optimum) / max(1, optimum),',
    "model costs (the evaluator's, every copy a move); byModelLimit: below the optimum through what the model cannot express",
    '(a value kept in two places and used from both, thesis §3.6 limit 6: out of the gaps; or only the exact cost below, by deleted copies).',
    ...t.modelLimits.map((m) => `below through a model limit: ${m}`),
    ...t.unproven.map((u) => `not proven: ${u}`),
    `belowOptimum: ${below}${below > 0 ? '  <-- a heuristic below a PROVEN optimum: the allocator, the model or the solver is WRONG' : ''}`,
    t.failures.length === 0 ? 'failures: none' : `FAILURES: ${t.failures.length}`,
    ...t.failures.map((f) => `FAILURE: ${f}`),
  ];
  return lines.join('\n');
}

/** `, model: a, b` when model options were on (with the full crossbar: the optima are lower bounds). */
function modelLine(opts: RegallocOptions): string {
  const names = modelNames(opts.model);
  if (names.length === 0) return '';
  return `, model: ${names.join(', ')}${names.includes('full-crossbar') ? ' (objectives are lower bounds of the emitted cost)' : ''}`;
}

const modelJson = (opts: RegallocOptions) => (modelNames(opts.model).length === 0 ? {} : { model: modelNames(opts.model) });

// ---- JSON ----

function allocatorJson(a: AllocatorTally): Record<string, unknown> {
  return {
    instances: a.instances,
    optimal: a.optimal,
    share: share(a),
    meanGap: meanGap(a),
    maxGap: a.maxGap,
    belowOptimum: a.belowOptimum,
    belowByModelLimit: a.belowByModelLimit,
    failed: a.failed,
  };
}

function groupJson(g: GroupTally): Record<string, unknown> {
  return {
    functions: g.functions,
    skipped: g.skipped,
    proven: g.proven,
    feasible: g.feasible,
    outside: g.outside,
    outsideReasons: Object.fromEntries(g.outsideReasons),
    infeasible: g.infeasible,
    unsolved: g.unsolved,
  };
}

/** The optima of every group, added up (the `all` objects). */
function allGroups(t: RegallocTallies): Record<string, unknown> {
  const sum = (f: (g: GroupTally) => number): number => t.groups.reduce((n, g) => n + f(g), 0);
  const reasons = new Map<string, number>();
  for (const g of t.groups) for (const [r, n] of g.outsideReasons) reasons.set(r, (reasons.get(r) ?? 0) + n);
  return {
    functions: sum((g) => g.functions),
    skipped: sum((g) => g.skipped),
    proven: sum((g) => g.proven),
    feasible: sum((g) => g.feasible),
    outside: sum((g) => g.outside),
    outsideReasons: Object.fromEntries(reasons),
    infeasible: sum((g) => g.infeasible),
    unsolved: sum((g) => g.unsolved),
  };
}

function jsonReport(t: RegallocTallies, opts: RegallocOptions): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = t.groups.flatMap((g) =>
    [...g.allocators].map(([name, a]) => ({
      algorithm: name,
      target: g.isa,
      kind: g.kind,
      metric: opts.metric,
      ...modelJson(opts),
      ...allocatorJson(a),
      ...groupJson(g),
    })),
  );
  const all = allGroups(t);
  for (const [name, a] of t.total)
    rows.push({ algorithm: name, target: 'all', kind: 'all', metric: opts.metric, ...modelJson(opts), ...allocatorJson(a), ...all });
  return rows;
}
