// The report's static-against-measured figure: does the static spill cost the allocators minimise
// (10^loop-depth weights) predict the spill traffic the program really executes?
//
// Contract: requires spill-profile.ts (compile with maxmunch and each allocator, run in Unicorn, each
// edit's static weight and its block's measured count). Per target, program of ctx.programs,
// function and allocator: the static spill cost (Σ 10^depth over spill stores, reloads and folded
// reloads) and the measured dynamic spill loads+stores. Per target and allocator, Spearman's rank
// correlation ρ of the two over the functions (ties ranked by their mean rank; null where either
// side is constant). Rows: target, program, function, ra, static, measured, rho, label.

import { join } from 'node:path';
import { ALLOCATOR_NAMES } from '../../engine/codegen/pipeline.js';
import { DEFAULT_MAX_STEPS } from '../../simulators/harness.js';
import { loadProgram } from '../driver/input.js';
import type { ReportContext } from './context.js';
import { type Figure, histogram, rounded, scatter } from './figure.js';
import { spillProfile } from './spill-profile.js';

const QUICK_ALLOCATORS = ['linear-scan', 'second-chance', 'graph-color', 'hybrid'];
const SETTINGS = { entry: 'main', args: [], maxSteps: DEFAULT_MAX_STEPS, exactHooks: false };

type SpillRow = {
  readonly target: string;
  readonly program: string;
  readonly function: string;
  readonly ra: string;
  readonly static: number;
  readonly measured: number;
};

/** Ranks 1..n, ties given their mean rank. */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x || a.i - b.i);
  const out = new Array<number>(xs.length);
  for (let s = 0; s < order.length; ) {
    let e = s;
    while (e + 1 < order.length && order[e + 1]!.x === order[s]!.x) e++;
    for (let k = s; k <= e; k++) out[order[k]!.i] = (s + e) / 2 + 1;
    s = e + 1;
  }
  return out;
}

/** Spearman's ρ: Pearson's correlation of the ranks; null with fewer than two points or a constant side. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  rx.forEach((x, i) => {
    sxy += (x - mx) * (ry[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  });
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** The classic allocators and the hybrid (the MCNF allocators cost seconds a program; the hybrid stands for them). */
const allocators = (ctx: ReportContext): readonly string[] => (ctx.quick ? QUICK_ALLOCATORS : [...ALLOCATOR_NAMES, 'hybrid']);

export const spillSteps = (ctx: ReportContext): number => ctx.targets.length * ctx.programs.length;

type EditRho = {
  readonly target: string;
  readonly program: string;
  readonly function: string;
  readonly ra: string;
  readonly edits: number;
  readonly rho: number | null;
};

const SPILL_KINDS = new Set(['spill', 'reload', 'folded']);
const round3 = (x: number | null): number | null => (x === null ? null : rounded(x, 3));

export function spillFigures(ctx: ReportContext, failures: string[]): Figure[] {
  const rows: SpillRow[] = [];
  const perFunction: EditRho[] = [];
  let unsupported = 0;
  for (const target of ctx.targets)
    for (const program of ctx.programs) {
      const { module } = loadProgram(join(ctx.corpus, 'll', target.name, `${program}.O1.ll`), target.name);
      for (const ra of allocators(ctx)) {
        const p = spillProfile(module, target, { isel: 'maxmunch', ra, verify: true }, SETTINGS);
        if (!('functions' in p)) {
          if (p.status === 'backend-fault') failures.push(`spills ${program} ${target.name} ${ra}: ${p.reason}`);
          else unsupported++;
          continue;
        }
        if (p.run.status !== 'ok') failures.push(`spills ${program} ${target.name} ${ra}: the run ended ${p.run.status}`);
        for (const f of p.functions) {
          const row = { target: target.name, program, function: f.function, ra };
          rows.push({ ...row, static: f.totals.staticSpillCost, measured: f.totals.measuredSpillTraffic });
          const spills = f.edits.filter((e) => SPILL_KINDS.has(e.kind));
          const rho = spearman(
            spills.map((e) => e.staticWeight),
            spills.map((e) => e.measured),
          );
          if (spills.length >= 2) perFunction.push({ ...row, edits: spills.length, rho: round3(rho) });
        }
      }
      ctx.tick(`spills ${program} ${target.name}`);
    }
  const withRho = rows.map((r) => {
    const mine = rows.filter((s) => s.target === r.target && s.ra === r.ra && s.static + s.measured > 0);
    const rho = round3(
      spearman(
        mine.map((s) => s.static),
        mine.map((s) => s.measured),
      ),
    );
    return { ...r, rho, label: `${r.ra} (ρ ${rho === null ? '-' : rho.toFixed(2)}, n ${mine.length})` };
  });
  const where = `${ctx.programs.join(', ')} (-O1, maxmunch's selection, entry main)`;
  const constant = perFunction.filter((r) => r.rho === null).length;
  return [
    {
      id: 'spills-static-vs-measured',
      title: 'Static spill cost against measured spill loads+stores, per function',
      caption: `For every function of ${where} and allocator: the static spill cost the allocators minimise (each spill store, reload and folded reload weighted 10^loop depth) against the spill loads and stores the emulator counted (each edit × its block's executions); symlog axes. ρ in each label is Spearman's rank correlation over the target's functions with spill code for that allocator (n of them; functions without spill code are plotted at 0 but not ranked): 1 when the static weights order the functions as the measured traffic does.`,
      note:
        unsupported === 0
          ? undefined
          : `${unsupported} program × allocator compiles unsupported (a construct the back end refuses), not plotted.`,
      rows: withRho,
      spec: scatter(withRho, {
        x: 'static',
        y: 'measured',
        color: 'label',
        facet: 'target',
        title: 'static spill cost vs measured spill traffic',
        xTitle: 'static spill cost (symlog)',
        yTitle: 'measured spill loads+stores (symlog)',
        log: 'symlog',
      }),
    },
    {
      id: 'spills-rank-correlation',
      title: 'Rank correlation of static weight and measured count, per function and allocator',
      caption: `For every function of ${where} and allocator with at least two spill edits (spill stores, reloads, folded reloads): Spearman's ρ between each edit's static weight (10^loop depth) and its measured executions; one panel per allocator. ρ = 1: the static weights rank the function's spill code exactly as the run executes it. ${perFunction.length} (function, allocator) pairs, ${constant} with a constant side (every edit at one depth or run equally often: no ranking, not plotted).`,
      rows: perFunction,
      spec: histogram(perFunction, {
        field: 'rho',
        facet: 'ra',
        title: 'ρ(static weight, measured count) per function',
        xTitle: "Spearman's ρ",
      }),
    },
  ];
}
