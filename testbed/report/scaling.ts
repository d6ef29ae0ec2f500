// The report's compile-time section: how the selectors, the PBQP solver and the allocators scale
// with the size of their input, on log-log axes with the fitted slope (time ∝ size^slope).
//
// Contract: requires `ctx.clock` (milliseconds; the one figure of the report that reads it — a
// test passes a fake clock and gets the same bytes on every run). Inputs are deterministic: block
// DAGs generated for the first target's grammar (testbed/fuzz/tiling-generator.ts) of SIZES nodes,
// tiled by each selector; random PBQP graphs of SIZES nodes solved by the heuristic; every function
// of the report's programs on the first target, allocated by each allocator, against its machine instructions.
// Each point is the least of REPS runs. Produces one figure, rows: family, algorithm, size, ms,
// slope (least squares of log ms on log size over the points with ms > 0; null below two).

import type { Isa } from '../../common/image.js';
import { CaseRng } from '../../isa-models/rng.js';
import { editBytes, findAllocator } from '../../engine/codegen/pipeline.js';
import { grammarOf, SELECTORS } from '../../engine/isel/index.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { TARGETS } from '../../engine/targets/target.js';
import { randomIsaDag } from '../fuzz/tiling-generator.js';
import { randomPbqpGraph } from '../optimality/pbqp-instances.js';
import { corpusInstances, instructionCount } from '../optimality/regalloc-instances.js';
import type { ReportContext } from './context.js';
import { type Figure, rounded, scatter } from './figure.js';

const SIZES = { quick: [10, 30, 100, 300, 1000], full: [10, 30, 100, 300, 1000, 3000, 10_000] };
const REPS = 3;
const SELECTOR_LIST = ['maxmunch', 'noltis', 'pbqp'];
const ALLOCATORS = {
  quick: ['linear-scan', 'second-chance', 'graph-color', 'hybrid'],
  // Not progressive: an iteration is one simultaneous allocation on the priced network (its curve), and
  // ten of them on the largest corpus functions take minutes a run.
  full: ['linear-scan', 'second-chance', 'graph-color', 'pbqp', 'iterative', 'simultaneous', 'hybrid'],
};

type Point = {
  readonly family: string;
  readonly algorithm: string;
  readonly size: number;
  readonly ms: number;
};

/** Least-squares slope of log(y) on log(x) over the points with x, y > 0 (bench/ uses it too); NaN with fewer than two or no spread in x. */
export function logLogSlope(points: readonly { x: number; y: number }[]): number {
  const usable = points.filter((p) => p.x > 0 && p.y > 0);
  if (usable.length < 2) return Number.NaN;
  const xs = usable.map((p) => Math.log(p.x));
  const ys = usable.map((p) => Math.log(p.y));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? Number.NaN : num / den;
}

export const scalingSteps = (): number => 3;

export function scalingFigures(ctx: ReportContext): Figure[] {
  const isa = ctx.targets[0]!.name as Isa;
  const time = (f: () => unknown): number => {
    let best = Number.POSITIVE_INFINITY;
    for (let r = 0; r < REPS; r++) {
      const start = ctx.clock();
      f();
      best = Math.min(best, ctx.clock() - start);
    }
    return rounded(best, 3);
  };
  const sizes = ctx.quick ? SIZES.quick : SIZES.full;
  const points: Point[] = [...selectorPoints(ctx, isa, sizes, time)];
  ctx.tick('scaling selectors');
  points.push(...solverPoints(ctx, sizes, time));
  ctx.tick('scaling pbqp solver');
  points.push(...allocatorPoints(ctx, isa, time));
  ctx.tick('scaling allocators');
  const rows = withSlopes(points);
  return [
    {
      id: 'scaling',
      title: 'Compile time against input size (log-log)',
      caption: `Milliseconds (least of ${REPS} runs, this machine's wall clock: the one figure whose numbers differ between runs) against size, with each algorithm's fitted power law; the slope in its label is time ∝ size^slope. Selectors: DAGs generated for ${isa}'s grammar (nodes). PBQP solver: random graphs (nodes; 2-6 alternatives, mean degree 3). Allocators: every function of ${ctx.programs.length} corpus programs on ${isa} (machine instructions, maxmunch's selection).`,
      rows: rows,
      spec: scatter(rows, {
        x: 'size',
        y: 'ms',
        color: 'label',
        facet: 'family',
        title: 'compile time',
        xTitle: 'size',
        yTitle: 'ms',
        log: 'log',
        fit: true,
      }),
    },
  ];
}

function selectorPoints(ctx: ReportContext, isa: Isa, sizes: readonly number[], time: (f: () => unknown) => number): Point[] {
  const grammar = grammarOf(isa);
  return sizes.flatMap((n, i) => {
    const dag = randomIsaDag(new CaseRng(ctx.seed + i), isa, { size: [n, n] }).dag;
    return SELECTOR_LIST.map((name) => ({
      family: 'selector (DAG nodes)',
      algorithm: name,
      size: dag.nodes.length,
      ms: time(() => SELECTORS[name]!.cover(grammar, dag)),
    }));
  });
}

function solverPoints(ctx: ReportContext, sizes: readonly number[], time: (f: () => unknown) => number): Point[] {
  return sizes.map((n, i) => {
    const graph = randomPbqpGraph(new CaseRng(ctx.seed + 100 + i), {
      nodes: n,
      alternatives: [2, 6],
      degree: 3,
      infinityDensity: 0.1,
      costRange: [0, 100],
    });
    return { family: 'PBQP solver (nodes)', algorithm: 'pbqp heuristic', size: n, ms: time(() => solvePbqp(graph)) };
  });
}

function allocatorPoints(ctx: ReportContext, isa: Isa, time: (f: () => unknown) => number): Point[] {
  const names = ctx.quick ? ALLOCATORS.quick : ALLOCATORS.full;
  const mine = corpusInstances(isa, `${ctx.corpus}/ll`, 'maxmunch').instances.filter((inst) =>
    ctx.programs.includes(inst.name.split('@')[0]!),
  );
  return mine.flatMap((inst) =>
    names.map((name) => {
      const options = { metric: 'speed' as const, editBytes: editBytes(TARGETS[isa], inst.regs) };
      return {
        family: 'allocator (instructions)',
        algorithm: name,
        size: instructionCount(inst.fn),
        ms: time(() => findAllocator(name).allocate(inst.fn, inst.regs, options)),
      };
    }),
  );
}

function withSlopes(points: readonly Point[]): (Point & { slope: number | null; label: string })[] {
  const slopes = new Map<string, number | null>();
  for (const key of new Set(points.map((p) => `${p.family}|${p.algorithm}`))) {
    const slope = logLogSlope(points.filter((p) => `${p.family}|${p.algorithm}` === key).map((p) => ({ x: p.size, y: p.ms })));
    slopes.set(key, Number.isNaN(slope) ? null : slope);
  }
  return points.map((p) => {
    const slope = slopes.get(`${p.family}|${p.algorithm}`)!;
    const r = slope === null ? null : rounded(slope, 3);
    return { ...p, slope: r, label: `${p.algorithm} (slope ${r === null ? '-' : r.toFixed(2)})` };
  });
}
