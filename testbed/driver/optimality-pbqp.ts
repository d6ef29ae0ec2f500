// `tessera optimality --problem pbqp [--count N] [--seed S] [--targets L] [--corpus DIR|none]
//  [--isel S] [--solver-budget-ms T] [--progress] [--json]` (../shared/design/cli.md; issue 21,
// point 4): the heuristic PBQP solver (engine/pbqp/solve.ts) against the proven optimum of the
// independent oracles (oracles/pbqp/: branch and bound, brute force on small graphs), per instance
// kind and group.
//
// Instances (testbed/optimality/pbqp-sources.ts): kind `random`, --count graphs (default
// DEFAULT_COUNT when not given) of each family of pbqp-instances.ts PBQP_FAMILIES from --seed; then
// kind `regalloc`, per target in --targets order, the graph of every round of the `pbqp` register
// allocator on every function of the corpus (--corpus, default corpus/ll; `none` skips them;
// selected by --isel). Algorithms: on random graphs `pbqp`, `pbqp-no-propagation` and the engine's
// exact solver `pbqp-exact`; on allocation graphs `pbqp` as the allocator calls it (spill costs
// first). Each instance is measured by testbed/optimality/pbqp-measure.ts.
//
// The search limit of the exact solvers (the oracle's branch and bound, pbqp-exact), per graph: at
// most MAX_BRANCHES branches, so that the same arguments give the same bytes; --solver-budget-ms T
// given (and a caller's clock, which the CLI has and tests do not) replaces it by T milliseconds of
// that clock, and `--solver-budget-ms 0` by no limit at all.
//
// Output: a line per group (instances, nodes, optimum proven — of which infeasible — unproven,
// brute-forced; the functions of a target), a table per kind × group × algorithm and per algorithm
// over all — instances, proven, optimal, share (optimal / proven), mean and max relative gap
// ((h − opt) / max(1, opt), proven finite optima), RN (instances needing a heuristic decision),
// infinite (INF where a finite solution exists: infinity propagation cannot rule it out on general
// graphs; exceptions, each printed, not failures), belowOptimum, failed — then where each
// largest gap is, the exceptions, the unproven instances and every failure. --json: an array, one object per algorithm × group and one per
// algorithm over all (kind `all`), with cli.md's `algorithm instances optimal meanGap maxGap
// belowOptimum` and `kind family|target proven share rn infiniteExceptions failed infeasible
// unproven bruteForced` (`functions` for a target).
// Exit codes: 1 when an algorithm's cost is below a proven optimum (printed loudly), a reported cost
// is not the oracles' cost of its selection, the exact solvers disagree, a claimed optimum is not
// the optimum, or a solver or the allocator throws; 0 otherwise; 2 for bad arguments. Timing (the
// run, and the mean and max time per solver and group) goes to stderr, only given a clock; progress
// too: a bar over the random graphs and corpus functions on a terminal (progress.ts), else a line per
// family and target with --progress.

import { existsSync } from 'node:fs';
import { assertNever } from '../../common/assert-never.js';
import { join } from 'node:path';
import type { Isa } from '../../isa-models/types.js';
import { PBQP_FAMILIES } from '../optimality/pbqp-instances.js';
import { BRUTE_FORCE_MAX, type MeasureOptions, measurePbqp, type PbqpMeasured, type SearchLimit } from '../optimality/pbqp-measure.js';
import { allocationGraphs, RANDOM_ALGORITHMS, randomInstances, REGALLOC_ALGORITHMS } from '../optimality/pbqp-sources.js';
import { meanGap, optimalShare, tallyPbqp, type AlgorithmTally, type GroupTally, type PbqpTallies } from '../optimality/pbqp-tally.js';
import { corpusInstances, type RegallocInstance } from '../optimality/regalloc-instances.js';
import { UsageError, type CampaignIo, type Parsed } from './args.js';
import type { OPTIMALITY } from './commands.js';
import { startProgress } from './progress.js';
import { formatTable, type Row } from './table.js';

/** Random graphs per family when --count is not given (the sparse family takes about a second each). */
const DEFAULT_COUNT = 100;
/** Branches per graph of each exact solver without --solver-budget-ms. */
const MAX_BRANCHES = 10_000;

/** Options of the other problems, refused here (the families fix the sizes, the algorithms are fixed). */
export const NOT_FOR_PBQP = [
  'selector',
  'ra',
  'size',
  'budget',
  'out',
  'resume',
  'ra-metric',
  'ra-model',
  'max-insts',
  'one-block',
  'registers',
] as const;

interface PbqpOptions {
  readonly seed: number;
  readonly count: number;
  readonly isas: readonly Isa[];
  readonly isel: string;
  readonly corpus: string | null;
  /** Milliseconds (0: no limit), or null: MAX_BRANCHES. */
  readonly budgetMs: number | null;
  readonly json: boolean;
  readonly progress: boolean;
}

export function pbqpOptions(args: Parsed<typeof OPTIMALITY.options>, tty: boolean): PbqpOptions {
  const v = args.values;
  for (const o of NOT_FOR_PBQP)
    if (args.given.has(o))
      throw new UsageError(`--${o}: not for --problem pbqp (it takes --count, --seed, --targets, --corpus, --isel, --solver-budget-ms)`);
  return {
    seed: v.seed,
    count: args.given.has('count') ? v.count : DEFAULT_COUNT,
    isas: [...new Set(v.targets.map((t) => t.name as Isa))],
    isel: v.isel,
    corpus: v.corpus,
    budgetMs: args.given.has('solver-budget-ms') ? v['solver-budget-ms'] : null,
    json: v.json,
    progress: v.progress || tty,
  };
}

/** Each target's corpus functions, in --targets order (none with --corpus none). */
function targetCorpora(opts: PbqpOptions): { isa: Isa; corpus: ReturnType<typeof corpusInstances> }[] {
  const corpusDir = opts.corpus;
  if (corpusDir === null) return [];
  return opts.isas.map((isa) => {
    if (!existsSync(join(corpusDir, isa)))
      throw new UsageError(`--corpus ${corpusDir}: no folder ${isa} in it (the corpus holds <target>/<program>.O1.ll)`);
    return { isa, corpus: corpusInstances(isa, corpusDir, opts.isel) };
  });
}

/** The allocation graphs of one corpus function, measured into `results`; the allocator throwing is a failure. */
function measureFunction(isa: Isa, fn: RegallocInstance, measure: MeasureOptions, results: PbqpMeasured[], failures: string[]): void {
  let graphs;
  try {
    graphs = allocationGraphs(fn);
  } catch (e) {
    failures.push(`${isa} ${fn.name}: the pbqp allocator threw: ${e instanceof Error ? e.message : String(e)}`);
    return;
  }
  for (const inst of graphs) results.push(measurePbqp(inst, REGALLOC_ALGORITHMS, measure));
}

/** Functions of a group (a target's corpus; a selection source and target) and the programs or functions the back end refused. */
export interface TargetCorpus {
  readonly functions: number;
  readonly refused: number;
}

export function pbqpCommand(opts: PbqpOptions, out: (s: string) => void, io: CampaignIo): number {
  const clock = io.clock;
  const start = clock?.();
  const limit = searchLimit(opts, clock);
  const measure = { limit, ...(clock === undefined ? {} : { clock }) };
  const corpusByIsa = targetCorpora(opts);
  const corpora = new Map<string, TargetCorpus>(
    corpusByIsa.map(({ isa, corpus }) => [isa, { functions: corpus.instances.length, refused: corpus.skipped.length }]),
  );
  const total = PBQP_FAMILIES.length * opts.count + corpusByIsa.reduce((n, c) => n + c.corpus.instances.length, 0);
  const bar = startProgress('optimality', total, io);
  const lines = opts.progress && !bar.drawn;
  const results: PbqpMeasured[] = [];
  const allocatorFailures: string[] = [];
  try {
    for (const family of PBQP_FAMILIES) {
      for (const inst of randomInstances(family, opts.seed, opts.count)) {
        results.push(measurePbqp(inst, RANDOM_ALGORITHMS, measure));
        bar.tick(1, `random ${family.name}`);
      }
      if (lines) io.err(`optimality: random ${family.name} measured (${results.length} graphs so far)`);
    }
    for (const { isa, corpus } of corpusByIsa) {
      for (const fn of corpus.instances) {
        measureFunction(isa, fn, measure, results, allocatorFailures);
        bar.tick(1, `regalloc ${isa}`);
      }
      if (lines) io.err(`optimality: regalloc ${isa} measured (${results.length} graphs so far)`);
    }
  } finally {
    bar.stop();
  }
  const t = tallyPbqp(results);
  const failures = [...t.failures, ...allocatorFailures];
  if (start !== undefined) {
    io.err(`optimality: ${results.length} graphs in ${((clock!() - start) / 1000).toFixed(1)} s`);
    io.err(timingTable(results));
  }
  if (opts.json) for (const f of failures) io.err(`FAILURE: ${f}`);
  out(opts.json ? JSON.stringify(jsonReport(t, corpora)) : textReport(t, results, corpora, failures, opts, limit));
  return failures.length > 0 ? 1 : 0;
}

export function searchLimit(opts: { readonly budgetMs: number | null }, clock: (() => number) | undefined): SearchLimit {
  if (opts.budgetMs === 0) return {};
  if (opts.budgetMs === null || clock === undefined) return { maxBranches: MAX_BRANCHES };
  return { budget: { ms: opts.budgetMs, clock } };
}

// ---- text ----

const pct = (x: number | null): string => (x === null ? '-' : `${(100 * x).toFixed(2)}%`);

const HEADER: Row = [
  'kind',
  'group',
  'algorithm',
  'instances',
  'proven',
  'optimal',
  'share',
  'mean gap',
  'max gap',
  'RN',
  'infinite',
  'belowOptimum',
  'failed',
];

function cells(g: GroupTally, name: string, a: AlgorithmTally): Row {
  return [
    g.kind,
    g.group,
    name,
    `${g.instances}`,
    `${g.proven}`,
    `${a.optimal}`,
    pct(optimalShare(g, a)),
    pct(meanGap(a)),
    pct(a.maxGap),
    a.rn === null ? '-' : `${a.rn}`,
    `${a.infinite}`,
    `${a.belowOptimum}`,
    `${a.failed}`,
  ];
}

/** A group's size and proofs (the functions of a corpus group; an isel group's graphs are its functions, one each). */
export function groupLine(g: GroupTally, results: readonly PbqpMeasured[], corpora: ReadonlyMap<string, TargetCorpus>): string {
  const nodes = results.filter((r) => r.kind === g.kind && r.group === g.group).map((r) => r.nodes);
  const c = g.kind === 'all' ? undefined : corpora.get(g.group);
  const refused = (what: string) => (c !== undefined && c.refused > 0 ? ` (${c.refused} ${what} refused)` : '');
  const of =
    c === undefined
      ? `${g.instances} graphs`
      : g.kind === 'isel'
        ? `${c.functions} functions${refused('functions')}, a graph each`
        : `${c.functions} functions${refused('programs')}, ${g.instances} round graphs`;
  return (
    `${g.kind} ${g.group}: ${of} (${Math.min(...nodes)}..${Math.max(...nodes)} nodes), optimum proven ${g.proven} ` +
    `(infeasible ${g.infeasible}), unproven ${g.unproven}, brute-forced too ${g.bruteForced}`
  );
}

export function limitText(limit: SearchLimit): string {
  if (limit.budget !== undefined) return `${limit.budget.ms} ms per graph`;
  if (limit.maxBranches !== undefined) return `at most ${limit.maxBranches} branches per graph`;
  return 'no limit';
}

function textReport(
  t: PbqpTallies,
  results: readonly PbqpMeasured[],
  corpora: ReadonlyMap<string, TargetCorpus>,
  failures: readonly string[],
  opts: PbqpOptions,
  limit: SearchLimit,
): string {
  const lines = [
    `tessera optimality --problem pbqp: seed ${opts.seed}, ${opts.count} random graphs per family ` +
      `(${PBQP_FAMILIES.map((f) => f.name).join(', ')}), ` +
      `${opts.corpus === null ? 'no corpus' : `the pbqp allocator's round graphs of every *.O1.ll function (isel ${opts.isel}), targets ${opts.isas.join(',')}`}; ` +
      `optima by the oracles' branch and bound (${limitText(limit)}), brute force too up to ${BRUTE_FORCE_MAX} selections`,
    ...t.groups.map((g) => groupLine(g, results, corpora)),
    ...tallyLines(t),
    failures.length === 0 ? 'failures: none' : `FAILURES: ${failures.length}`,
    ...failures.map((f) => `FAILURE: ${f}`),
  ];
  return lines.join('\n');
}

/** The table per kind × group × algorithm and over all, what its columns mean, the largest gaps, the exceptions, the unproven graphs and the belowOptimum count (also `--problem isel`'s). */
export function tallyLines(t: PbqpTallies): string[] {
  const rows: Row[] = t.groups.flatMap((g) => [...g.algorithms].map(([name, a]) => cells(g, name, a)));
  for (const [name, { group, algorithm }] of t.total) rows.push(cells(group, name, algorithm));
  const below = [...t.total.values()].reduce((n, x) => n + x.algorithm.belowOptimum, 0);
  return [
    formatTable(HEADER, rows),
    'share: optimal / proven; gap: (cost - optimum) / max(1, optimum), over the proven finite optima it solved finitely;',
    'RN: instances where it made a heuristic decision; infinite: INF where a finite solution exists (exceptions, not failures).',
    ...worstLines(t),
    ...t.exceptions.map((e) => `infinite: ${e}`),
    ...t.unproven.map((u) => `not proven: ${u}`),
    `belowOptimum: ${below}${below > 0 ? '  <-- an algorithm below a PROVEN optimum: the solver, its costing or the oracles are WRONG' : ''}`,
  ];
}

/** Where each algorithm's largest gap of each group is (those above 0). */
function worstLines(t: PbqpTallies): string[] {
  return t.groups.flatMap((g) =>
    [...g.algorithms].flatMap(([name, a]) =>
      a.maxGap === null || a.maxGap === 0 ? [] : [`largest gap: ${g.group} ${name} ${pct(a.maxGap)}: ${a.worst}`],
    ),
  );
}

/** Mean and max milliseconds per solver and group (stderr, given a clock). */
export function timingTable(results: readonly PbqpMeasured[]): string {
  const times = new Map<string, number[]>();
  for (const r of results)
    for (const [solver, ms] of Object.entries(r.times ?? {})) {
      const key = `${r.kind}\0${r.group}\0${solver}`;
      times.set(key, [...(times.get(key) ?? []), ms]);
    }
  const rows: Row[] = [...times].map(([key, ms]) => [
    ...key.split('\0'),
    `${ms.length}`,
    (ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1),
    Math.max(...ms).toFixed(1),
  ]);
  return formatTable(['kind', 'group', 'solver', 'graphs', 'mean ms', 'max ms'], rows);
}

// ---- JSON ----

function groupJson(g: GroupTally, corpora: ReadonlyMap<string, TargetCorpus>): Record<string, unknown> {
  const c = g.kind === 'all' ? undefined : corpora.get(g.group);
  return {
    kind: g.kind,
    ...whereOf(g),
    ...(c === undefined ? {} : { functions: c.functions }),
    instances: g.instances,
    proven: g.proven,
    infeasible: g.infeasible,
    unproven: g.unproven,
    bruteForced: g.bruteForced,
  };
}

/** A group's place: a random family, an allocation target, a selection source and target (`corpus x86-32`). */
function whereOf(g: GroupTally): Record<string, string> {
  switch (g.kind) {
    case 'random':
      return { family: g.group };
    case 'regalloc':
      return { target: g.group };
    case 'isel': {
      const [source, target] = g.group.split(' ');
      return { source: source!, target: target! };
    }
    case 'all':
      return {};
    default:
      return assertNever(g.kind);
  }
}

function algorithmJson(g: GroupTally, a: AlgorithmTally): Record<string, unknown> {
  return {
    optimal: a.optimal,
    share: optimalShare(g, a),
    meanGap: meanGap(a),
    maxGap: a.maxGap,
    belowOptimum: a.belowOptimum,
    rn: a.rn,
    infiniteExceptions: a.infinite,
    failed: a.failed,
  };
}

export function jsonReport(t: PbqpTallies, corpora: ReadonlyMap<string, TargetCorpus>): Record<string, unknown>[] {
  const rows = t.groups.flatMap((g) =>
    [...g.algorithms].map(([name, a]) => ({ algorithm: name, ...groupJson(g, corpora), ...algorithmJson(g, a) })),
  );
  for (const [name, { group, algorithm }] of t.total)
    rows.push({ algorithm: name, ...groupJson(group, corpora), ...algorithmJson(group, algorithm) });
  return rows;
}
