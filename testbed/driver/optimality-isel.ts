// `tessera optimality --problem isel [--count N] [--seed S] [--targets L] [--corpus DIR|none]
//  [--solver-budget-ms T] [--progress] [--json]` (../shared/design/cli.md; issue 24, Deliver 5):
// PBQP instruction selection's instances — the whole function's SSA graph as `--isel pbqp` solves
// it — measured against their proven optimum, and PBQP's covers against NOLTIS's and maxmunch's.
//
// Instances (testbed/optimality/isel-instances.ts), per target in --targets order: every function
// of the corpus (--corpus, default corpus/ll; `none` skips it), then every function of --count
// generated programs (default DEFAULT_COUNT; program k from (--seed, k)). Each is measured by
// testbed/optimality/pbqp-measure.ts as `--problem pbqp` measures its graphs: the heuristic as the
// selector calls it (`pbqp`), without normalization and infinity propagation
// (`pbqp-no-propagation`), the engine's exact solver (`pbqp-exact`), against the oracles' branch
// and bound (and brute force on small graphs), each selection re-costed by the oracles. The
// report: a line per group (functions, refused, nodes, proofs), the table per group × algorithm
// (share optimal, gaps, RN, `infinite`: no finite solution where one exists — the heuristic
// without propagation counts the instances left without one before propagation, the heuristic
// with it those after, which must be none), then per group the covers' summed costs by the tiling
// oracle (testbed/optimality/isel-covers.ts: maxmunch, noltis, PBQP per block, PBQP per function)
// and on how many functions whole-function PBQP is cheaper / equal / dearer than NOLTIS.
// Exit codes: 1 on any failure of pbqp-measure.ts (a cost below a proven optimum, a reported cost
// that is not the oracles', exact solvers disagreeing, a throw), a cover the legality oracle
// rejects, or an instance `pbqp` leaves without a finite solution (whether or not one exists:
// selection must always succeed); 0 otherwise; 2 for bad
// arguments. Timing goes to stderr, only given a clock; progress too: a bar over the corpus functions
// and generated programs on a terminal (progress.ts), else a line per target with --progress.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Isa } from '../../isa-models/types.js';
import { COVERS, type CoverName, coverCosts } from '../optimality/isel-covers.js';
import {
  corpusSelection,
  generatedProgram,
  ISEL_ALGORITHMS,
  type SelectionFunction,
  selectionGraph,
} from '../optimality/isel-instances.js';
import { BRUTE_FORCE_MAX, measurePbqp, type PbqpMeasured } from '../optimality/pbqp-measure.js';
import { tallyPbqp } from '../optimality/pbqp-tally.js';
import { INFINITY } from '../../oracles/pbqp/cost.js';
import { UsageError, type CampaignIo, type Parsed } from './args.js';
import type { OPTIMALITY } from './commands.js';
import {
  groupLine,
  jsonReport,
  limitText,
  NOT_FOR_PBQP,
  searchLimit,
  type TargetCorpus,
  tallyLines,
  timingTable,
} from './optimality-pbqp.js';
import { startProgress } from './progress.js';
import { formatTable, type Row } from './table.js';

/** Generated programs per target when --count is not given. */
const DEFAULT_COUNT = 20;

/** Options of the other problems, refused here: --problem pbqp's, and --isel (the selector is PBQP's). */
const NOT_FOR_ISEL = [...NOT_FOR_PBQP, 'isel'] as const;

interface IselOptions {
  readonly seed: number;
  readonly count: number;
  readonly isas: readonly Isa[];
  readonly corpus: string | null;
  /** Milliseconds (0: no limit), or null: the branch limit of --problem pbqp. */
  readonly budgetMs: number | null;
  readonly json: boolean;
  readonly progress: boolean;
}

export function iselOptions(args: Parsed<typeof OPTIMALITY.options>, tty: boolean): IselOptions {
  const v = args.values;
  for (const o of NOT_FOR_ISEL)
    if (args.given.has(o))
      throw new UsageError(`--${o}: not for --problem isel (it takes --count, --seed, --targets, --corpus, --solver-budget-ms)`);
  return {
    seed: v.seed,
    count: args.given.has('count') ? v.count : DEFAULT_COUNT,
    isas: [...new Set(v.targets.map((t) => t.name as Isa))],
    corpus: v.corpus,
    budgetMs: args.given.has('solver-budget-ms') ? v['solver-budget-ms'] : null,
    json: v.json,
    progress: v.progress || tty,
  };
}

/** Each target in --targets order with its corpus's selection functions (null with --corpus none). */
function targetSelections(opts: IselOptions): { isa: Isa; corpus: ReturnType<typeof corpusSelection> | null }[] {
  const corpusDir = opts.corpus;
  return opts.isas.map((isa) => {
    if (corpusDir === null) return { isa, corpus: null };
    if (!existsSync(join(corpusDir, isa)))
      throw new UsageError(`--corpus ${corpusDir}: no folder ${isa} in it (the corpus holds <target>/<program>.O1.ll)`);
    return { isa, corpus: corpusSelection(isa, corpusDir) };
  });
}

/** Per group, the summed cost of each cover and how whole-function PBQP compares with NOLTIS per function. */
interface CoverGroup {
  readonly sums: Map<CoverName, number>;
  cheaper: number;
  equal: number;
  dearer: number;
}

export function iselCommand(opts: IselOptions, out: (s: string) => void, io: CampaignIo): number {
  const clock = io.clock;
  const start = clock?.();
  const limit = searchLimit(opts, clock);
  const measure = { limit, ...(clock === undefined ? {} : { clock }) };
  const results: PbqpMeasured[] = [];
  const failures: string[] = [];
  const corpora = new Map<string, TargetCorpus>();
  const covers = new Map<string, CoverGroup>();
  const run = (group: string, functions: readonly SelectionFunction[], refused: number, measured: () => void) => {
    const c = corpora.get(group) ?? { functions: 0, refused: 0 };
    corpora.set(group, { functions: c.functions + functions.length, refused: c.refused + refused });
    for (const f of functions) {
      results.push(measurePbqp(selectionGraph(f), ISEL_ALGORITHMS, measure));
      tallyCovers(covers, group, f, failures);
      measured();
    }
  };
  // The units of progress: each corpus function and each generated program.
  const corpusByIsa = targetSelections(opts);
  const bar = startProgress(
    'optimality',
    opts.isas.length * opts.count + corpusByIsa.reduce((n, c) => n + (c.corpus?.functions.length ?? 0), 0),
    io,
  );
  try {
    for (const { isa, corpus } of corpusByIsa) {
      if (corpus !== null) run(`corpus ${isa}`, corpus.functions, corpus.refused.length, () => bar.tick(1, `corpus ${isa}`));
      for (let k = 0; k < opts.count; k++) {
        const p = generatedProgram(isa, opts.seed, k);
        run(`generated ${isa}`, p.functions, p.refused.length, () => {});
        bar.tick(1, `generated ${isa}`);
      }
      if (opts.progress && !bar.drawn) io.err(`optimality: isel ${isa} measured (${results.length} functions so far)`);
    }
  } finally {
    bar.stop();
  }
  const t = tallyPbqp(results);
  failures.unshift(...t.failures);
  // Selection must always succeed: an instance `pbqp` leaves at INF fails, whether or not a finite solution exists.
  for (const r of results) {
    const cost = r.algorithms.find((a) => a.name === 'pbqp')?.cost;
    if (cost !== null && cost !== undefined && cost >= INFINITY) failures.push(`${r.name}: pbqp left it without a finite solution`);
  }
  if (start !== undefined) {
    io.err(`optimality: ${results.length} selection instances in ${((clock!() - start) / 1000).toFixed(1)} s`);
    io.err(timingTable(results));
  }
  if (opts.json) {
    for (const f of failures) io.err(`FAILURE: ${f}`);
    out(JSON.stringify([...jsonReport(t, corpora), ...coversJson(covers)]));
  } else {
    const lines = [
      `tessera optimality --problem isel: per target (${opts.isas.join(',')}) ` +
        `${opts.corpus === null ? '' : `every function of ${opts.corpus}/<target>/*.O1.ll, then `}every function of ${opts.count} generated programs (seed ${opts.seed}); ` +
        `the whole function's PBQP selection instance as --isel pbqp builds it; optima by the oracles' branch and bound (${limitText(limit)}), brute force too up to ${BRUTE_FORCE_MAX} selections`,
      ...t.groups.map((g) => groupLine(g, results, corpora)),
      ...tallyLines(t),
      ...coverLines(covers),
      failures.length === 0 ? 'failures: none' : `FAILURES: ${failures.length}`,
      ...failures.map((f) => `FAILURE: ${f}`),
    ];
    out(lines.join('\n'));
  }
  return failures.length > 0 ? 1 : 0;
}

function tallyCovers(covers: Map<string, CoverGroup>, group: string, f: SelectionFunction, failures: string[]): void {
  const c = coverCosts(f);
  failures.push(...c.failures);
  const g = covers.get(group) ?? { sums: new Map(), cheaper: 0, equal: 0, dearer: 0 };
  covers.set(group, g);
  for (const name of COVERS) g.sums.set(name, (g.sums.get(name) ?? 0) + (c.costs[name] ?? 0));
  const [pbqp, noltis] = [c.costs.pbqp, c.costs.noltis];
  if (pbqp === undefined || noltis === undefined) return;
  if (pbqp < noltis) g.cheaper++;
  else if (pbqp === noltis) g.equal++;
  else g.dearer++;
}

function coverLines(covers: ReadonlyMap<string, CoverGroup>): string[] {
  const rows: Row[] = [...covers].map(([group, g]) => [
    group,
    ...COVERS.map((name) => `${g.sums.get(name) ?? 0}`),
    ratio(g.sums.get('pbqp'), g.sums.get('noltis')),
    `${g.cheaper} / ${g.equal} / ${g.dearer}`,
  ]);
  return [
    'covers: the summed tiling cost (size x 1024 + latency per executed tile, by the tiling oracle) of each selector, block-local and whole-function PBQP:',
    formatTable(['group', ...COVERS, 'pbqp / noltis', 'pbqp vs noltis: cheaper / equal / dearer functions'], rows),
  ];
}

function ratio(a: number | undefined, b: number | undefined): string {
  return a === undefined || b === undefined || b === 0 ? '-' : (a / b).toFixed(4);
}

function coversJson(covers: ReadonlyMap<string, CoverGroup>): Record<string, unknown>[] {
  return [...covers].map(([group, g]) => {
    const [source, target] = group.split(' ');
    return { covers: Object.fromEntries(g.sums), source, target, pbqpCheaper: g.cheaper, pbqpEqual: g.equal, pbqpDearer: g.dearer };
  });
}
