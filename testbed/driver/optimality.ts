// `tessera optimality --problem tiling [--selector L] [--count N] [--size A..B] [--seed S]
//  [--targets L] [--corpus DIR|none] [--budget S] [--out DIR [--resume]] [--progress] [--json]`
// (../shared/design/cli.md): how close each instruction selector's DAG tiling is to the proven
// optimum (the NOLTIS paper §7.1 and Figure 4).
//
// Instances (testbed/optimality/tiling-instances.ts): N generated DAGs with shared nodes, sizes A..B
// nodes (default 500, 4..14: small enough for the exhaustive search to prove every optimum), half
// under random tile sets and half under the ISA grammars of the targets in turn; then every basic
// block of the corpus (`--corpus`, default the bundled corpus/ll: every <isa>/*.O1.ll) under each
// target's grammar. Each selector in L (default all built) tiles each instance; the independent
// checker (oracles/tiling/legality.ts) validates and re-costs every tiling; the optimum comes from
// exhaustive search or the 0-1 program (testbed/optimality/tiling-measure.ts).
//
// Output: per selector and source (generated-random-tiles, generated-<isa>, corpus-<isa>) and per
// selector overall — instances, optimal count and share, mean and max relative gap, improvement over
// maxmunch (mean per instance, and over the cost sums), belowOptimum — then every failure. --json:
// an array with one object per selector: cli.md's `algorithm instances optimal meanGap maxGap
// belowOptimum`, plus `share`, `illegal`, `unproven`, `improvementOverMaxmunch`,
// `totalImprovementOverMaxmunch` and `bySource` (the same fields per source).
//
// `--problem regalloc` is optimality-regalloc.ts, `--problem pbqp` optimality-pbqp.ts and `--problem
// isel` optimality-isel.ts (their own headers say what they print).
//
// Exit codes: 1 when any tiling is illegal, an exact solver fails, or a heuristic costs less than a
// proven optimum (belowOptimum > 0: one of the two is wrong — printed loudly); 0 otherwise; 2 for bad
// arguments; 130 when interrupted (SIGINT). Same
// arguments, same bytes: the one timing line goes to stderr, and only when the caller passes a clock.
//
// A long run (issue 18, Deliver 2 and 3) goes through testbed/driver/campaign-loop.ts: instances are
// measured one at a time (generated ones built when their turn comes); `--budget S` stops starting
// new ones once S seconds of the caller's clock have passed — the one way time reaches the report, so
// a run the budget cut says so (how many of how many instances were measured; --json: `cut` on each
// object) and its numbers cover those alone; an instance in progress always finishes. SIGINT stops
// the same way (the partial report, exit 130). `--out DIR` keeps a journal of measured instances
// (journal.ts) and `--resume` continues it to the report of an uninterrupted run. Progress goes to
// stderr: a bar when stderr is a terminal, else lines with --progress (campaign-loop.ts).

import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { SELECTOR_ALIASES } from '../../engine/isel/index.js';
import type { MeasureHooks } from '../optimality/tiling-measure.js';
import { measureInstance, type InstanceResult, type Optimum, type SelectorCost } from '../optimality/tiling-measure.js';
import { corpusInstances, generatedInstance, type InstanceSpec } from '../optimality/tiling-instances.js';
import type { TilingInstance } from '../optimality/tiling-measure.js';
import { runLoop, type LoopEnd, type LoopResult } from './campaign-loop.js';
import { journalPath, openJournal, type Journal } from './journal.js';
import {
  meanGap,
  meanImprovement,
  OPTIMUM_ROW,
  optimalShare,
  tally,
  totalImprovement,
  type Tallies,
  type Tally,
} from '../optimality/tiling-tally.js';
import { parseCommand, UsageError, type CampaignIo, type Parsed } from './args.js';
import { OPTIMALITY } from './commands.js';
import { formatTable, type Row } from './table.js';
import { regallocCommand, regallocOptions } from './optimality-regalloc.js';
import { iselCommand, iselOptions } from './optimality-isel.js';
import { pbqpCommand, pbqpOptions } from './optimality-pbqp.js';

const PROBLEMS = ['tiling', 'pbqp', 'regalloc', 'isel'] as const;

export interface OptimalityIo extends CampaignIo {
  /** Tests only: replace the selectors or the exact solver (a planted bug must be caught). */
  readonly hooks?: MeasureHooks;
}

interface Options {
  readonly spec: InstanceSpec;
  readonly selectors: readonly string[];
  readonly json: boolean;
  /** Milliseconds, or undefined for no budget. */
  readonly budgetMs: number | undefined;
  readonly out: string | undefined;
  readonly resume: boolean;
  readonly progress: boolean;
}

/** One journal line: instance `index`'s measurements (the instance itself is rebuilt from the arguments). */
interface InstanceRecord {
  readonly index: number;
  readonly optimum: Optimum;
  readonly costs: readonly (readonly [string, SelectorCost])[];
  readonly maxmunch: number | null;
}

/** How the run ended, when not by measuring every instance (budget or SIGINT). */
interface Cut {
  readonly by: Exclude<LoopEnd, 'complete' | 'enough'>;
  readonly instances: number;
  readonly of: number;
}

export async function optimalityCommand(argv: readonly string[], out: (s: string) => void, io: OptimalityIo): Promise<number> {
  const args = parseCommand(OPTIMALITY, argv, out);
  if (args === null) return 0;
  if (args.values.problem === 'regalloc') return regallocCommand(regallocOptions(args, io.stderrIsTty === true), out, io);
  if (args.values.problem === 'pbqp') return pbqpCommand(pbqpOptions(args, io.stderrIsTty === true), out, io);
  if (args.values.problem === 'isel') return iselCommand(iselOptions(args, io.stderrIsTty === true), out, io);
  const opts = optimalityOptions(args, io.hooks, io.stderrIsTty === true);
  const start = io.clock?.();
  const corpus = corpusInstances(opts.spec);
  const total = opts.spec.count + corpus.length;
  const journal =
    opts.out === undefined
      ? null
      : openJournal(journalPath(opts.out, `optimality-seed${opts.spec.seed}`, header(opts)), header(opts), opts.resume);
  let loop: LoopResult<InstanceResult>;
  try {
    loop = await measureLoop(opts, corpus, journal, io);
  } finally {
    journal?.close();
  }
  const results = loop.results;
  const cut: Cut | null =
    loop.end === 'budget' || loop.end === 'interrupted' ? { by: loop.end, instances: results.length, of: total } : null;
  const t = tally(results, opts.selectors);
  if (start !== undefined) io.err(`optimality: ${results.length} instances in ${((io.clock!() - start) / 1000).toFixed(1)} s`);
  if (cut !== null) io.err(cutLine(cut, opts));
  if (opts.json) for (const f of t.failures) io.err(`FAILURE: ${f.line}`);
  out(opts.json ? JSON.stringify(jsonReport(t, opts.selectors, cut)) : textReport(opts, results.length, t, cut));
  if (cut?.by === 'interrupted') return 130;
  return t.failures.length > 0 ? 1 : 0;
}

/** The instances in order: journaled ones taken, the others measured (and journaled), until the end, the budget or SIGINT. */
function measureLoop(
  opts: Options,
  corpus: readonly TilingInstance[],
  journal: Journal | null,
  io: OptimalityIo,
): Promise<LoopResult<InstanceResult>> {
  const count = opts.spec.count;
  const instanceAt = (i: number): TilingInstance => (i < count ? generatedInstance(opts.spec, i) : corpus[i - count]!);
  const known = new Map(((journal?.records ?? []) as InstanceRecord[]).map((r) => [r.index, r]));
  if (journal !== null && opts.resume)
    io.err(`optimality: --resume: ${known.size} of ${count + corpus.length} instances measured in ${journal.path}`);
  return runLoop<InstanceResult>({
    total: count + corpus.length,
    known: (i) => {
      const r = known.get(i);
      return r === undefined ? undefined : { instance: instanceAt(i), optimum: r.optimum, costs: new Map(r.costs), maxmunch: r.maxmunch };
    },
    run: (i) => measureAndJournal(instanceAt(i), i, opts, io.hooks, journal),
    enough: () => false,
    ...(opts.budgetMs === undefined ? {} : { budgetMs: opts.budgetMs }),
    label: { command: 'optimality', unit: 'instances' },
    progress: opts.progress,
    io,
  });
}

/** What a journal must match to be resumed: every argument that changes an instance or its measurement. */
function header(opts: Options): Record<string, unknown> {
  const s = opts.spec;
  return { journal: 'tessera optimality', version: 1, problem: 'tiling', ...s, selectors: opts.selectors };
}

async function measureAndJournal(
  inst: TilingInstance,
  index: number,
  opts: Options,
  hooks: MeasureHooks | undefined,
  journal: Journal | null,
): Promise<InstanceResult> {
  const r = await measureInstance(inst, opts.selectors, hooks);
  journal?.append({ index, optimum: r.optimum, costs: [...r.costs], maxmunch: r.maxmunch } satisfies InstanceRecord);
  return r;
}

function cutLine(cut: Cut, opts: Options): string {
  const why = cut.by === 'budget' ? `the budget (--budget ${opts.budgetMs! / 1000} s) was spent` : 'interrupted';
  const more = opts.out === undefined ? '' : '; the same command with --resume continues';
  return `${why} after ${cut.instances} of ${cut.of} instances: the numbers cover those measured${more}`;
}

// ---- arguments ----

function optimalityOptions(args: Parsed<typeof OPTIMALITY.options>, hooks: MeasureHooks | undefined, tty: boolean): Options {
  const v = args.values;
  const problem = v.problem;
  if (problem === undefined)
    throw new UsageError(
      `usage: tessera optimality --problem ${PROBLEMS.join('|')} [--selector L | --ra L] [--count N] [--size A..B] [--seed S] [--json]`,
    );
  if (problem !== 'tiling') throw new UsageError(`--problem: unknown problem '${problem}' (problems: ${PROBLEMS.join(', ')})`);
  if (v.ra !== undefined) throw new UsageError('--ra: only with --problem regalloc (tiling compares selectors: --selector)');
  const spec: InstanceSpec = {
    seed: v.seed,
    count: v.count,
    sizes: v.size,
    isas: [...new Set(v.targets.map((t) => t.name))],
    corpus: v.corpus,
  };
  // The selectors are checked here, not when the command line is read: a test's hooks may bring its own.
  const known = hooks?.selectors === undefined ? SELECTOR_NAMES : Object.keys(hooks.selectors);
  if (v.resume && v.out === undefined) throw new UsageError('--resume continues the journal in --out DIR: give --out');
  return {
    spec,
    selectors: parseSelectorList(v.selector, known),
    json: v.json,
    budgetMs: v.budget === undefined ? undefined : v.budget * 1000,
    out: v.out,
    resume: v.resume,
    progress: v.progress || tty,
  };
}

/** A comma list of selector names (aliases as --isel takes them), or `all`. */
function parseSelectorList(text: string, known: readonly string[]): string[] {
  if (text === 'all') return [...known];
  const names = text.split(',').map((s) => SELECTOR_ALIASES[s.trim()] ?? s.trim());
  for (const n of names) {
    if (!known.includes(n)) throw new UsageError(`--selector ${n}: not built (available: ${known.join(', ')}, or all)`);
  }
  return [...new Set(names)];
}

// ---- text ----

const pct = (x: number | null): string => (x === null ? '-' : `${(100 * x).toFixed(2)}%`);

function tallyCells(t: Tally): string[] {
  return [
    `${t.instances}`,
    `${t.optimal}`,
    pct(optimalShare(t)),
    pct(meanGap(t)),
    pct(t.maxGap),
    pct(meanImprovement(t)),
    pct(totalImprovement(t)),
    `${t.belowOptimum}`,
    `${t.illegal}`,
    `${t.unproven + t.optimumErrors}`,
  ];
}

const HEADER: Row = [
  'source',
  'selector',
  'instances',
  'optimal',
  'share',
  'mean gap',
  'max gap',
  'vs mm (mean)',
  'vs mm (total)',
  'belowOptimum',
  'illegal',
  'unproven',
];

/** Grouped by source (generated ones first, then the corpus, each in target order), every selector and the optimum in each. */
function tableRows(t: Tallies, selectors: readonly string[], isas: readonly string[]): Row[] {
  const names = [...selectors, OPTIMUM_ROW];
  const sources = new Set(names.flatMap((n) => [...t.bySource.get(n)!.keys()]));
  const rank = (s: string): number =>
    s === 'generated-random-tiles' ? -1 : isas.findIndex((isa) => s.endsWith(`-${isa}`)) + (s.startsWith('corpus-') ? isas.length : 0);
  const rows: Row[] = [];
  for (const source of [...sources].sort((a, b) => rank(a) - rank(b))) {
    for (const name of names) {
      const s = t.bySource.get(name)!.get(source);
      if (s !== undefined) rows.push([source, name, ...tallyCells(s)]);
    }
  }
  for (const name of names) rows.push(['all', name, ...tallyCells(t.total.get(name)!)]);
  return rows;
}

function textReport(opts: Options, instances: number, t: Tallies, cut: Cut | null): string {
  const s = opts.spec;
  const below = opts.selectors.reduce((n, name) => n + t.total.get(name)!.belowOptimum, 0);
  const lines = [
    `tessera optimality --problem tiling: seed ${s.seed}, ${s.count} generated DAGs (${s.sizes.min}..${s.sizes.max} nodes), ` +
      `corpus ${s.corpus === null ? 'none' : 'every *.O1.ll block'}, targets ${s.isas.join(',')}, selectors ${opts.selectors.join(',')}`,
    ...(cut === null ? [] : [cutLine(cut, opts)]),
    `instances: ${instances}; optimum proven on ${t.total.get(OPTIMUM_ROW)!.instances}`,
    formatTable(HEADER, tableRows(t, opts.selectors, s.isas)),
    'gap: (cost - optimum) / optimum; vs mm: improvement over maxmunch, (mm - cost) / mm, mean per instance and over the cost sums;',
    'unproven: instances whose optimum was not proven (solver limit or error), left out of the other columns.',
    `belowOptimum: ${below}${below > 0 ? '  <-- a heuristic below a proven optimum: the checker, a solver or the model is WRONG' : ''}`,
  ];
  for (const u of t.unproven) lines.push(`unproven: ${u}`);
  lines.push(t.failures.length === 0 ? 'failures: none' : `FAILURES: ${t.failures.length}`);
  for (const f of t.failures) lines.push(`FAILURE: ${f.line}`);
  return lines.join('\n');
}

// ---- JSON ----

function tallyJson(t: Tally): Record<string, unknown> {
  return {
    instances: t.instances,
    optimal: t.optimal,
    share: optimalShare(t),
    meanGap: meanGap(t),
    maxGap: t.maxGap,
    belowOptimum: t.belowOptimum,
    illegal: t.illegal,
    unproven: t.unproven + t.optimumErrors,
    improvementOverMaxmunch: meanImprovement(t),
    totalImprovementOverMaxmunch: totalImprovement(t),
  };
}

function jsonReport(t: Tallies, selectors: readonly string[], cut: Cut | null): Record<string, unknown>[] {
  return selectors.map((name) => ({
    algorithm: name,
    // Only in a run cut short (by --budget or SIGINT): why, and how many of the instances it measured.
    ...(cut === null ? {} : { cut }),
    ...tallyJson(t.total.get(name)!),
    bySource: Object.fromEntries([...t.bySource.get(name)!].map(([source, s]) => [source, tallyJson(s)])),
    failures: t.failures.filter((f) => f.selector === name || f.selector === null).map((f) => f.line),
  }));
}
