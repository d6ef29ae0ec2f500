// The report's optimality section: how far each heuristic is from the proven optimum, per problem —
// DAG tiling (the NOLTIS paper's Fig. 4), PBQP (random graphs of the PBQP families), PBQP
// instruction selection (whole functions as --isel pbqp builds them), register allocation against
// the MCNF optimal allocator (Koes's Figs 6.23/6.24, 7.5).
//
// Contract: requires the exact solvers of testbed/optimality (exhaustive search and the 0-1 program
// for tiling; branch and bound, brute force for PBQP; the optimal allocator for registers), each
// bounded by work, never by time, so the page's bytes are the same on every machine. Produces per
// problem the gap of every (instance, heuristic) whose optimum is proven (rows: problem, algorithm,
// source, instance, cost, optimum, gap) as a histogram, and one bar figure of the share of instances
// where each heuristic equals the optimum. A heuristic below a proven optimum goes to ctx.failures
// (one of the two is wrong): the report then exits 1.

import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import type { Isa } from '../../common/image.js';
import { corpusSelection, generatedProgram, ISEL_ALGORITHMS, selectionGraph } from '../optimality/isel-instances.js';
import { PBQP_FAMILIES } from '../optimality/pbqp-instances.js';
import { type PbqpMeasured, measurePbqp } from '../optimality/pbqp-measure.js';
import { RANDOM_ALGORITHMS, randomInstances } from '../optimality/pbqp-sources.js';
import { corpusInstances as regallocCorpus, generatedInstances } from '../optimality/regalloc-instances.js';
import { compareWithOptimum, measureInstance as measureRegalloc } from '../optimality/regalloc-measure.js';
import { corpusInstances as tilingCorpus, generatedInstance, type InstanceSpec } from '../optimality/tiling-instances.js';
import { measureInstance as measureTiling } from '../optimality/tiling-measure.js';
import type { ReportContext } from './context.js';
import { bars, type Figure, histogram, type Rows } from './figure.js';

type GapRow = {
  readonly problem: string;
  readonly algorithm: string;
  readonly source: string;
  readonly instance: string;
  readonly cost: number;
  readonly optimum: number;
  readonly gap: number;
};

/** Instance counts: the quick report's and the whole one's. */
const COUNTS = {
  quick: { tiling: 40, pbqp: 8, isel: 3, regalloc: 6, maxInsts: 40, corpus: false },
  full: { tiling: 400, pbqp: 100, isel: 40, regalloc: 40, maxInsts: 80, corpus: true },
};
/** Branch-and-bound's work limit (a count, so that whether an optimum is proven does not depend on the machine). */
const MAX_BRANCHES = 2_000_000;

const relative = (cost: number, optimum: number): number => (optimum === 0 ? (cost > 0 ? 1 : 0) : (cost - optimum) / optimum);
const round = (x: number): number => Math.round(x * 1e6) / 1e6;

export function optimalitySteps(ctx: ReportContext): number {
  return 4 * ctx.targets.length;
}

export async function optimalityFigures(ctx: ReportContext, failures: string[]): Promise<Figure[]> {
  const n = ctx.quick ? COUNTS.quick : COUNTS.full;
  const isas = ctx.targets.map((t) => t.name as Isa);
  const rows: GapRow[] = [];
  const unproven = new Map<string, number>();
  const skip = (problem: string) => unproven.set(problem, (unproven.get(problem) ?? 0) + 1);
  for (const isa of isas) {
    rows.push(...(await tilingGaps(ctx, isa, n, failures, skip)));
    ctx.tick(`optimality tiling ${isa}`);
    rows.push(
      ...pbqpGaps('pbqp', isa === isas[0] ? PBQP_FAMILIES.flatMap((f) => randomInstances(f, ctx.seed, n.pbqp)) : [], failures, skip),
    );
    ctx.tick(`optimality pbqp ${isa}`);
    const programs = Array.from({ length: n.isel }, (_, k) => generatedProgram(isa, ctx.seed, k).functions).flat();
    const corpus = n.corpus ? corpusSelection(isa, `${ctx.corpus}/ll`).functions : [];
    rows.push(...pbqpGaps('pbqp-selection', [...corpus, ...programs].map(selectionGraph), failures, skip));
    ctx.tick(`optimality isel ${isa}`);
    rows.push(...regallocGaps(ctx, isa, n, failures, skip));
    ctx.tick(`optimality regalloc ${isa}`);
  }
  return figures(rows, unproven);
}

async function tilingGaps(
  ctx: ReportContext,
  isa: Isa,
  n: (typeof COUNTS)['full'],
  failures: string[],
  skip: (p: string) => void,
): Promise<GapRow[]> {
  const spec: InstanceSpec = {
    seed: ctx.seed,
    count: n.tiling,
    sizes: { min: 4, max: 14 },
    isas: [isa],
    corpus: n.corpus ? `${ctx.corpus}/ll` : null,
  };
  const instances = [...Array.from({ length: n.tiling }, (_, k) => generatedInstance(spec, k)), ...tilingCorpus(spec)];
  const out: GapRow[] = [];
  for (const inst of instances) {
    const r = await measureTiling(inst, SELECTOR_NAMES);
    if (r.optimum.kind !== 'solved' || !r.optimum.proven) {
      skip('tiling');
      continue;
    }
    for (const [name, c] of r.costs) {
      if (c.kind === 'illegal') failures.push(`tiling ${inst.name}: ${name} illegal: ${c.detail}`);
      else if (c.cost < r.optimum.cost) failures.push(`tiling ${inst.name}: ${name} ${c.cost} below the proven optimum ${r.optimum.cost}`);
      else out.push(gapRow('tiling', name, inst.source, inst.name, c.cost, r.optimum.cost));
    }
  }
  return out;
}

function pbqpGaps(
  problem: string,
  instances: readonly Parameters<typeof measurePbqp>[0][],
  failures: string[],
  skip: (p: string) => void,
): GapRow[] {
  const algorithms = problem === 'pbqp' ? RANDOM_ALGORITHMS : ISEL_ALGORITHMS;
  return instances.flatMap((inst) => {
    const m: PbqpMeasured = measurePbqp(inst, algorithms, { limit: { maxBranches: MAX_BRANCHES } });
    failures.push(...m.failures.map((f) => `${problem} ${m.name}: ${f}`));
    if (!m.optimum.proven || m.optimum.cost === null) {
      skip(problem);
      return [];
    }
    const opt = m.optimum.cost;
    return m.algorithms.flatMap((a) => {
      if (a.verdict.kind === 'optimal') return [gapRow(problem, a.name, m.group, m.name, a.cost ?? opt, opt)];
      if (a.verdict.kind === 'gap') return [gapRow(problem, a.name, m.group, m.name, a.cost!, opt)];
      return [];
    });
  });
}

function regallocGaps(ctx: ReportContext, isa: Isa, n: (typeof COUNTS)['full'], failures: string[], skip: (p: string) => void): GapRow[] {
  const generated = generatedInstances({ seed: ctx.seed, count: n.regalloc, oneBlock: false, registers: null }, isa);
  const corpus = n.corpus ? regallocCorpus(isa, `${ctx.corpus}/ll`, 'maxmunch').instances : [];
  const allocators = ['linear-scan', 'second-chance', 'graph-color', 'pbqp', 'iterative', 'simultaneous', 'hybrid', 'progressive'];
  const out: GapRow[] = [];
  for (const inst of [...corpus, ...generated]) {
    const r = measureRegalloc(inst, { metric: 'speed', allocators, maxInsts: n.maxInsts });
    if (!r.measured) continue;
    failures.push(...r.failures.map((f) => `regalloc ${r.name}: ${f}`));
    if (r.optimum.status !== 'optimal') {
      skip('regalloc');
      continue;
    }
    for (const [name, cost] of r.costs) {
      if (cost === null) continue;
      const c = compareWithOptimum(r.optimum.cost, cost);
      if (c.kind === 'below') failures.push(`regalloc ${r.name}: ${name} ${cost.model} below the proven optimum ${r.optimum.cost.model}`);
      if (c.kind === 'gap') out.push(gapRow('regalloc', name, `${r.kind}-${isa}`, r.name, cost.model, r.optimum.cost.model));
    }
  }
  return out;
}

function gapRow(problem: string, algorithm: string, source: string, instance: string, cost: number, optimum: number): GapRow {
  return { problem, algorithm, source, instance, cost, optimum, gap: round(relative(cost, optimum)) };
}

const THESIS: Record<string, string> = {
  tiling: "the NOLTIS paper's Fig. 4 (share of DAGs tiled optimally)",
  pbqp: "Ebner et al.'s and Hames & Scholz's comparisons of the PBQP heuristic with branch and bound",
  'pbqp-selection': 'Ebner et al. §6 (PBQP instruction selection against the optimum)',
  regalloc: "Koes's Figs 6.23/6.24 and 7.5 (allocations against the MCNF optimum, speed metric)",
};

function figures(rows: readonly GapRow[], unproven: ReadonlyMap<string, number>): Figure[] {
  const problems = [...new Set(rows.map((r) => r.problem))];
  const shares: Rows = problems.flatMap((problem) => {
    const mine = rows.filter((r) => r.problem === problem);
    return [...new Set(mine.map((r) => r.algorithm))].map((algorithm) => {
      const of = mine.filter((r) => r.algorithm === algorithm);
      return {
        problem,
        algorithm,
        instances: of.length,
        optimal: of.filter((r) => r.gap === 0).length,
        share: round(of.filter((r) => r.gap === 0).length / of.length),
      };
    });
  });
  const gaps = (problem: string): Figure => {
    const mine = rows.filter((r) => r.problem === problem);
    return {
      id: `optimality-${problem}`,
      title: `Gap to the proven optimum: ${problem}`,
      caption: `Relative gap (cost − optimum) / optimum of each heuristic on every instance whose optimum was proven (${unproven.get(problem) ?? 0} instances left unproven by the solvers' work limits are not counted); one panel per heuristic, a symlog count axis (most gaps are 0). The analogue of ${THESIS[problem]}.`,
      rows: mine,
      spec: histogram(mine, {
        field: 'gap',
        color: 'source',
        facet: 'algorithm',
        title: `${problem}: gap to the optimum`,
        xTitle: '(cost − optimum) / optimum',
      }),
    };
  };
  return [
    {
      id: 'optimality-share',
      title: 'Share of instances solved optimally',
      caption:
        'Per problem and heuristic, the share of instances with a proven optimum on which the heuristic found it (data: instances, optimal).',
      rows: shares,
      spec: bars(shares, { x: 'algorithm', y: 'share', facet: 'problem', title: 'share optimal', yTitle: 'share of instances optimal' }),
    },
    ...problems.map(gaps),
  ];
}
