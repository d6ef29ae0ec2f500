// `tessera optimality --problem tiling [--selector L] [--count N] [--size A..B] [--seed S]
//  [--targets L] [--corpus DIR|none] [--json]` (../shared/design/cli.md): how close each instruction
// selector's DAG tiling is to the proven optimum (the NOLTIS paper §7.1 and Figure 4).
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
// Exit codes: 1 when any tiling is illegal, an exact solver fails, or a heuristic costs less than a
// proven optimum (belowOptimum > 0: one of the two is wrong — printed loudly); 0 otherwise; 2 for bad
// arguments, and `--problem pbqp|regalloc` (not built yet). Same arguments, same bytes: the one
// timing line goes to stderr, and only when the caller passes a clock.

import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { SELECTOR_ALIASES } from '../../engine/isel/index.js';
import type { MeasureHooks } from '../optimality/tiling-measure.js';
import { measureInstance, type InstanceResult } from '../optimality/tiling-measure.js';
import { corpusInstances, generatedInstances, type InstanceSpec } from '../optimality/tiling-instances.js';
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

const PROBLEMS = ['tiling', 'pbqp', 'regalloc'] as const;

export interface OptimalityIo extends CampaignIo {
  /** Tests only: replace the selectors or the exact solver (a planted bug must be caught). */
  readonly hooks?: MeasureHooks;
}

interface Options {
  readonly spec: InstanceSpec;
  readonly selectors: readonly string[];
  readonly json: boolean;
}

export async function optimalityCommand(argv: readonly string[], out: (s: string) => void, io: OptimalityIo): Promise<number> {
  const args = parseCommand(OPTIMALITY, argv, out);
  if (args === null) return 0;
  const opts = optimalityOptions(args, io.hooks);
  const start = io.clock?.();
  const instances = [...generatedInstances(opts.spec), ...corpusInstances(opts.spec)];
  const results: InstanceResult[] = [];
  for (const inst of instances) results.push(await measureInstance(inst, opts.selectors, io.hooks));
  const t = tally(results, opts.selectors);
  if (start !== undefined) io.err(`optimality: ${results.length} instances in ${((io.clock!() - start) / 1000).toFixed(1)} s`);
  if (opts.json) for (const f of t.failures) io.err(`FAILURE: ${f.line}`);
  out(opts.json ? JSON.stringify(jsonReport(t, opts.selectors)) : textReport(opts, results.length, t));
  return t.failures.length > 0 ? 1 : 0;
}

// ---- arguments ----

function optimalityOptions(args: Parsed<typeof OPTIMALITY.options>, hooks: MeasureHooks | undefined): Options {
  const v = args.values;
  const problem = v.problem;
  if (problem === undefined)
    throw new UsageError(
      `usage: tessera optimality --problem ${PROBLEMS.join('|')} [--selector L] [--count N] [--size A..B] [--seed S] [--json]`,
    );
  if (problem !== 'tiling') {
    if ((PROBLEMS as readonly string[]).includes(problem))
      throw new UsageError(`optimality --problem ${problem} is not built yet (built: tiling)`);
    throw new UsageError(`--problem: unknown problem '${problem}' (problems: ${PROBLEMS.join(', ')})`);
  }
  const spec: InstanceSpec = {
    seed: v.seed,
    count: v.count,
    sizes: v.size,
    isas: [...new Set(v.targets.map((t) => t.name))],
    corpus: v.corpus,
  };
  // The selectors are checked here, not when the command line is read: a test's hooks may bring its own.
  const known = hooks?.selectors === undefined ? SELECTOR_NAMES : Object.keys(hooks.selectors);
  return { spec, selectors: parseSelectorList(v.selector, known), json: v.json };
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

function textReport(opts: Options, instances: number, t: Tallies): string {
  const s = opts.spec;
  const below = opts.selectors.reduce((n, name) => n + t.total.get(name)!.belowOptimum, 0);
  const lines = [
    `tessera optimality --problem tiling: seed ${s.seed}, ${s.count} generated DAGs (${s.sizes.min}..${s.sizes.max} nodes), ` +
      `corpus ${s.corpus === null ? 'none' : 'every *.O1.ll block'}, targets ${s.isas.join(',')}, selectors ${opts.selectors.join(',')}`,
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

function jsonReport(t: Tallies, selectors: readonly string[]): Record<string, unknown>[] {
  return selectors.map((name) => ({
    algorithm: name,
    ...tallyJson(t.total.get(name)!),
    bySource: Object.fromEntries([...t.bySource.get(name)!].map(([source, s]) => [source, tallyJson(s)])),
    failures: t.failures.filter((f) => f.selector === name || f.selector === null).map((f) => f.line),
  }));
}
