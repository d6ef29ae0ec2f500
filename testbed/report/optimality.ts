// The report's optimality section: how far each heuristic is from the proven optimum, per problem —
// DAG tiling (the NOLTIS paper's Fig. 4), PBQP (random graphs of the PBQP families), PBQP
// instruction selection (whole functions as --isel pbqp builds them), register allocation against
// the MCNF optimal allocator (Koes's Figs 6.23/6.24, 7.5).
//
// Contract: requires the exact solvers of testbed/optimality (exhaustive search and the 0-1 program
// for tiling; branch and bound, brute force for PBQP; the optimal allocator for registers), each
// bounded by work, not time (except the whole corpus's optimal allocations: 60 s each, COUNTS), so
// the page's bytes are the same on every machine. The gaps are
// `tessera optimality`'s own: tiling (cost − optimum) / optimum (tiling-tally.ts), PBQP the
// measurement's verdict, allocation compareWithOptimum's (both divide by max(1, optimum)). Rows:
// problem, algorithm, source, instance, cost, optimum, gap — gap null for a heuristic left without a
// finite solution where one exists (it counts as not optimal). Every instance not measured is
// counted by why (unproven within the work limit, over the size limit, refused by the back end,
// outside the model) and said under its figure. A heuristic below a proven optimum, an illegal
// tiling, a solver error or a checker's rejection goes to `failures`: the report then exits 1.
// Generated tiling and PBQP instances are drawn once for all targets (a random tile set belongs to
// no target); selection and allocation instances per target.

import type { Isa } from '../../common/image.js';
import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { corpusSelection, generatedProgram, ISEL_ALGORITHMS, selectionGraph } from '../optimality/isel-instances.js';
import { PBQP_FAMILIES } from '../optimality/pbqp-instances.js';
import { measurePbqp, type PbqpInstance } from '../optimality/pbqp-measure.js';
import { RANDOM_ALGORITHMS, randomInstances } from '../optimality/pbqp-sources.js';
import { generatedInstances, instructionCount, corpusInstances as regallocCorpus } from '../optimality/regalloc-instances.js';
import { compareWithOptimum, measureInstance as measureRegalloc } from '../optimality/regalloc-measure.js';
import { generatedInstance, type InstanceSpec, corpusInstances as tilingCorpus } from '../optimality/tiling-instances.js';
import { measureInstance as measureTiling } from '../optimality/tiling-measure.js';
import { relativeGap } from '../optimality/tiling-tally.js';
import type { ReportContext } from './context.js';
import { bars, type Figure, histogram, type Rows, rounded } from './figure.js';

type GapRow = {
  readonly problem: string;
  readonly algorithm: string;
  readonly source: string;
  readonly instance: string;
  readonly cost: number | null;
  readonly optimum: number;
  readonly gap: number | null;
};

/** Instance counts: the quick report's and the whole one's. */
const COUNTS = {
  quick: { tiling: 40, pbqp: 8, isel: 3, regalloc: 6, maxInsts: 40, corpus: false, solverMs: null },
  // The whole corpus: an unbudgeted MCNF solve of some 60-80-instruction x86-64 functions runs for
  // many minutes, so the optimal allocator gets `tessera optimality`'s own 60 s (through the report's
  // clock): the one place time decides here — whether an optimum is proven; the unproven are counted.
  full: { tiling: 400, pbqp: 100, isel: 40, regalloc: 40, maxInsts: 80, corpus: true, solverMs: 60_000 as number | null },
};
type Counts = (typeof COUNTS)['full'];
/** Branch-and-bound's work limit (a count, so that whether an optimum is proven does not depend on the machine). */
const MAX_BRANCHES = 2_000_000;
const REGALLOC_HEURISTICS = ['linear-scan', 'second-chance', 'graph-color', 'pbqp', 'iterative', 'simultaneous', 'hybrid', 'progressive'];

/** What each problem left out, by reason. */
type Skipped = Map<string, Map<string, number>>;

class Collect {
  readonly rows: GapRow[] = [];
  readonly skipped: Skipped = new Map();
  constructor(readonly failures: string[]) {}
  skip(problem: string, why: string, n = 1): void {
    if (n === 0) return;
    const mine = this.skipped.get(problem) ?? new Map<string, number>();
    mine.set(why, (mine.get(why) ?? 0) + n);
    this.skipped.set(problem, mine);
  }
}

const round = (x: number): number => rounded(x, 6);

export const optimalitySteps = (ctx: ReportContext): number => 2 + 2 * ctx.targets.length;

export async function optimalityFigures(ctx: ReportContext, failures: string[]): Promise<Figure[]> {
  const n = ctx.quick ? COUNTS.quick : COUNTS.full;
  const isas = ctx.targets.map((t) => t.name as Isa);
  const c = new Collect(failures);
  await tilingGaps(ctx, isas, n, c);
  ctx.tick('optimality tiling');
  pbqpGaps(
    'pbqp',
    PBQP_FAMILIES.flatMap((f) => randomInstances(f, ctx.seed, n.pbqp)),
    c,
  );
  ctx.tick('optimality pbqp');
  for (const isa of isas) {
    const generated = Array.from({ length: n.isel }, (_, k) => generatedProgram(isa, ctx.seed, k));
    const corpus = n.corpus ? [corpusSelection(isa, `${ctx.corpus}/ll`)] : [];
    const sets = [...corpus, ...generated];
    c.skip(
      'pbqp-selection',
      'refused by the back end',
      sets.reduce((k, s) => k + s.refused.length, 0),
    );
    pbqpGaps(
      'pbqp-selection',
      sets.flatMap((s) => s.functions.map(selectionGraph)),
      c,
    );
    ctx.tick(`optimality isel ${isa}`);
    regallocGaps(ctx, isa, n, c);
    ctx.tick(`optimality regalloc ${isa}`);
  }
  return figures(c);
}

async function tilingGaps(ctx: ReportContext, isas: readonly Isa[], n: Counts, c: Collect): Promise<void> {
  const spec: InstanceSpec = {
    seed: ctx.seed,
    count: n.tiling,
    sizes: { min: 4, max: 14 },
    isas,
    corpus: n.corpus ? `${ctx.corpus}/ll` : null,
  };
  const instances = [...Array.from({ length: n.tiling }, (_, k) => generatedInstance(spec, k)), ...tilingCorpus(spec)];
  for (const inst of instances) {
    const r = await measureTiling(inst, SELECTOR_NAMES);
    for (const [name, cost] of r.costs)
      if (cost.kind === 'illegal') c.failures.push(`tiling ${inst.name}: ${name} illegal: ${cost.detail}`);
    if (r.optimum.kind === 'error') c.failures.push(`tiling ${inst.name}: the exact solver failed: ${r.optimum.detail}`);
    if (r.optimum.kind !== 'solved' || !r.optimum.proven) {
      c.skip('tiling', r.optimum.kind === 'unsolved' ? 'too large for the exact solvers' : 'unproven within the work limit');
      continue;
    }
    const opt = r.optimum.cost;
    for (const [name, cost] of r.costs) {
      if (cost.kind === 'illegal') continue;
      if (cost.cost < opt) c.failures.push(`tiling ${inst.name}: ${name} ${cost.cost} below the proven optimum ${opt}`);
      else
        c.rows.push({
          problem: 'tiling',
          algorithm: name,
          source: inst.source,
          instance: inst.name,
          cost: cost.cost,
          optimum: opt,
          gap: round(relativeGap(cost.cost, opt)),
        });
    }
  }
}

function pbqpGaps(problem: string, instances: readonly PbqpInstance[], c: Collect): void {
  const algorithms = problem === 'pbqp' ? RANDOM_ALGORITHMS : ISEL_ALGORITHMS;
  for (const inst of instances) {
    const m = measurePbqp(inst, algorithms, { limit: { maxBranches: MAX_BRANCHES } });
    c.failures.push(...m.failures.map((f) => `${problem} ${m.name}: ${f}`));
    if (!m.optimum.proven || m.optimum.cost === null) {
      c.skip(problem, 'unproven within the work limit');
      continue;
    }
    for (const a of m.algorithms) {
      const row = { problem, algorithm: a.name, source: m.group, instance: m.name, cost: a.cost, optimum: m.optimum.cost };
      const v = a.verdict;
      if (v.kind === 'optimal') c.rows.push({ ...row, gap: 0 });
      else if (v.kind === 'gap') c.rows.push({ ...row, gap: round(v.gap) });
      else if (v.kind === 'infinite') c.rows.push({ ...row, gap: null });
      else c.skip(problem, `${a.name}: ${v.kind}`);
    }
  }
}

function regallocGaps(ctx: ReportContext, isa: Isa, n: Counts, c: Collect): void {
  const generated = generatedInstances({ seed: ctx.seed, count: n.regalloc, oneBlock: false, registers: null }, isa);
  const corpus = n.corpus ? regallocCorpus(isa, `${ctx.corpus}/ll`, 'maxmunch') : { instances: [], skipped: [] };
  c.skip('regalloc', 'refused by the back end', corpus.skipped.length);
  for (const inst of [...corpus.instances, ...generated]) {
    if (instructionCount(inst.fn) > n.maxInsts) {
      c.skip('regalloc', `over ${n.maxInsts} machine instructions`);
      continue;
    }
    const budget = n.solverMs === null ? {} : { solverBudget: { ms: n.solverMs, clock: ctx.clock } };
    const r = measureRegalloc(inst, { metric: 'speed', allocators: REGALLOC_HEURISTICS, maxInsts: n.maxInsts, ...budget });
    if (!r.measured) continue;
    c.failures.push(...r.failures.map((f) => `regalloc ${r.name}: ${f}`));
    if (r.optimum.status !== 'optimal') {
      c.skip('regalloc', `optimum ${r.optimum.status}`);
      continue;
    }
    for (const [name, cost] of r.costs) {
      if (cost === null) continue;
      const cmp = compareWithOptimum(r.optimum.cost, cost);
      if (cmp.kind === 'below')
        c.failures.push(`regalloc ${r.name}: ${name} ${cost.model} below the proven optimum ${r.optimum.cost.model}`);
      else if (cmp.kind === 'outside') c.skip('regalloc', `${name} outside the model`);
      else
        c.rows.push({
          problem: 'regalloc',
          algorithm: name,
          source: `${r.kind}-${isa}`,
          instance: r.name,
          cost: cost.model,
          optimum: r.optimum.cost.model,
          gap: round(cmp.gap),
        });
    }
  }
}

const THESIS: Record<string, string> = {
  tiling: "the NOLTIS paper's Fig. 4; gap (cost − optimum) / optimum, 1 where the optimum is 0",
  pbqp: 'the PBQP heuristic against branch and bound, as in Hames & Scholz and Ebner et al.; gap (cost − optimum) / max(1, optimum)',
  'pbqp-selection': 'Ebner et al. §6 (PBQP selection against the optimum); gap (cost − optimum) / max(1, optimum)',
  regalloc: "Koes's Figs 6.23/6.24 and 7.5 (allocations against the MCNF optimum, speed metric); gap (cost − optimum) / max(1, optimum)",
};

const PROBLEMS = ['tiling', 'pbqp', 'pbqp-selection', 'regalloc'];

function skippedText(skipped: ReadonlyMap<string, number> | undefined): string {
  if (skipped === undefined || skipped.size === 0) return 'Every instance measured.';
  return `Not counted: ${[...skipped].map(([why, k]) => `${k} ${why}`).join('; ')}.`;
}

function figures(c: Collect): Figure[] {
  const shares: Rows = PROBLEMS.flatMap((problem) => {
    const mine = c.rows.filter((r) => r.problem === problem);
    return [...new Set(mine.map((r) => r.algorithm))].map((algorithm) => {
      const of = mine.filter((r) => r.algorithm === algorithm);
      const optimal = of.filter((r) => r.gap === 0).length;
      return { problem, algorithm, instances: of.length, optimal, share: round(optimal / of.length) };
    });
  });
  const gaps = (problem: string): Figure => {
    const mine = c.rows.filter((r) => r.problem === problem);
    const infinite = mine.filter((r) => r.gap === null).length;
    return {
      id: `optimality-${problem}`,
      title: `Gap to the proven optimum: ${problem}`,
      caption: `Relative gap of each heuristic (one panel each) on every instance whose optimum was proven; a symlog count axis (most gaps are 0). The analogue of ${THESIS[problem]}.`,
      note: `${mine.length} (instance, heuristic) pairs${infinite === 0 ? '' : `, ${infinite} of them without a finite solution where one exists (not plotted, counted as not optimal)`}. ${skippedText(c.skipped.get(problem))}`,
      rows: mine,
      spec:
        mine.length === 0
          ? null
          : histogram(mine, {
              field: 'gap',
              facet: 'algorithm',
              title: `${problem}: gap to the optimum`,
              xTitle: 'relative gap to the optimum',
            }),
    };
  };
  return [
    {
      id: 'optimality-share',
      title: 'Share of instances solved optimally',
      caption:
        'Per problem and heuristic, the share of instances with a proven optimum on which the heuristic found it (data: instances, optimal). Instances not counted are listed under each problem’s histogram.',
      rows: shares,
      spec: bars(shares, { x: 'algorithm', y: 'share', facet: 'problem', title: 'share optimal', yTitle: 'share of instances optimal' }),
    },
    ...PROBLEMS.map(gaps),
  ];
}
