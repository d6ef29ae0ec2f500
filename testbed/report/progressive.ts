// The report's progressive-allocator section: what more iterations buy and how close the bound gets
// (Koes's thesis ch. 6: the analogues of Figs 6.14/6.17, improvement against iterations, and
// 6.23/6.24, the share of functions provably optimal or within 1 % and 5 % of the optimum).
//
// Contract: requires the corpus's functions as the allocators get them (regalloc-instances.ts,
// maxmunch's selection, copies coalesced) up to MAX_INSTS machine instructions, and the progressive
// allocator's loop (engine/regalloc/mcnf/progressive.ts `runProgressive`, its per-iteration trace:
// the Lagrangian value L_k and the best true cost so far). Iterations, not time, bound the runs, so
// the figures are the same on every machine. Per target and iteration k: the model cost summed over
// the functions relative to iteration 0 (the hybrid), and the share of functions whose §6.3.3 bound
// (base + best_k) / (base + ⌈max_{j≤k} L_j⌉) − 1 is 0 (proven), ≤ 1 % and ≤ 5 %. A function proven
// before k keeps its numbers (the loop stops there).

import type { Isa } from '../../common/image.js';
import { editBytes } from '../../engine/codegen/pipeline.js';
import type { AllocOptions } from '../../engine/mir/types.js';
import { heuristicModel } from '../../engine/regalloc/mcnf/heuristic.js';
import { beforeAllocation, type IterationRecord, optimalityBound, runProgressive } from '../../engine/regalloc/mcnf/progressive.js';
import { Stuck } from '../../engine/regalloc/mcnf/stuck.js';
import { TARGETS } from '../../engine/targets/target.js';
import { corpusInstances, instructionCount } from '../optimality/regalloc-instances.js';
import type { ReportContext } from './context.js';
import { type Figure, lines, type Rows, rounded } from './figure.js';

const SETTINGS = {
  quick: { iterations: 30, maxInsts: 40 },
  full: { iterations: 300, maxInsts: 120 },
};

/** One function's run: val_beforeRA and its trace. */
interface Run {
  readonly base: number;
  readonly trace: readonly IterationRecord[];
}

export function progressiveSteps(ctx: ReportContext): number {
  return ctx.targets.length;
}

export function progressiveFigures(ctx: ReportContext): Figure[] {
  const s = ctx.quick ? SETTINGS.quick : SETTINGS.full;
  const checkpoints = [...new Set([0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].filter((k) => k < s.iterations)).add(s.iterations)];
  const improvement: Record<string, string | number | null>[] = [];
  const bounds: Record<string, string | number | null>[] = [];
  const counted: string[] = [];
  const skipped = { outside: 0, stuck: 0 };
  for (const t of ctx.targets) {
    const runs = targetRuns(ctx, t.name as Isa, s, skipped);
    counted.push(`${t.name} ${runs.length}`);
    for (const k of checkpoints) {
      const at = runs.map((r) => point(r, k));
      const first = runs.reduce((sum, r) => sum + r.trace[0]!.best, 0);
      const now = at.reduce((sum, p) => sum + p.best, 0);
      improvement.push({
        target: t.name,
        iterations: k,
        functions: runs.length,
        cost: now,
        hybridCost: first,
        improvement: first === 0 ? 0 : round((first - now) / first),
      });
      for (const [label, limit] of [
        ['proven optimal', 0],
        ['within 1 %', 0.01],
        ['within 5 %', 0.05],
      ] as const) {
        const within = at.filter((p) => p.bound !== null && p.bound <= limit).length;
        bounds.push({
          target: t.name,
          iterations: k,
          class: label,
          functions: runs.length,
          within,
          share: runs.length === 0 ? 0 : round(within / runs.length),
        });
      }
    }
    ctx.tick(`progressive ${t.name}`);
  }
  const where = `the functions of ${ctx.programs.length} corpus programs of at most ${s.maxInsts} machine instructions (maxmunch's selection, -O1; functions per target: ${counted.join(', ')}), speed metric with static 10^loop-depth frequencies, the allocator's defaults (balanced flows, frequency-scaled steps, average-direction updates, assignment prices), up to ${s.iterations} iterations`;
  return [
    {
      id: 'progressive-improvement',
      note: `Not counted: ${skipped.outside} functions outside the MCNF model, ${skipped.stuck} on which the hybrid was stuck (the allocator falls back to second-chance there).`,
      title: 'Progressive allocator: improvement against iterations',
      caption: `The model cost (speed: 8 per executed load or store, 1 per move, times block frequency) summed over ${where}, as the fraction saved relative to iteration 0 (the hybrid allocator). The analogue of Koes's Figs 6.14 and 6.17 (measured against iterations rather than against graph colouring; the execution figures of the matrix section and npm run bench give the measured counts).`,
      rows: improvement as Rows,
      spec: lines(improvement as Rows, {
        x: 'iterations',
        y: 'improvement',
        color: 'target',
        title: 'cost saved relative to the hybrid',
        xTitle: 'iterations (symlog)',
        yTitle: 'fraction of model cost saved',
        logX: true,
      }),
    },
    {
      id: 'progressive-bound',
      title: 'Progressive allocator: share of functions proven optimal or within 1 % / 5 %',
      caption: `Over ${where}: the share of functions whose bound (§6.3.3, from the running maximum of the Lagrangian value) proves the allocation optimal, or within 1 % and 5 % of the optimum. The analogue of Koes's Figs 6.23/6.24.`,
      rows: bounds as Rows,
      spec: lines(bounds as Rows, {
        x: 'iterations',
        y: 'share',
        color: 'class',
        facet: 'target',
        title: 'share of functions by bound',
        xTitle: 'iterations (symlog)',
        yTitle: 'share of functions',
        yDomain: [0, 1],
        logX: true,
      }),
    },
  ];
}

function targetRuns(ctx: ReportContext, isa: Isa, s: (typeof SETTINGS)['full'], skipped: { outside: number; stuck: number }): Run[] {
  const runs: Run[] = [];
  for (const inst of corpusInstances(isa, `${ctx.corpus}/ll`, 'maxmunch').instances) {
    if (!ctx.programs.includes(inst.name.split('@')[0]!) || instructionCount(inst.fn) > s.maxInsts) continue;
    const options: AllocOptions = {
      metric: 'speed',
      editBytes: editBytes(TARGETS[isa], inst.regs),
      progressive: { iterations: s.iterations },
    };
    const model = heuristicModel(inst.fn, inst.regs, options);
    if ('outside' in model) {
      skipped.outside++;
      continue;
    }
    try {
      runs.push({ base: beforeAllocation(inst.fn, options), trace: runProgressive(model.input, options).trace });
    } catch (e) {
      if (!(e instanceof Stuck)) throw e;
      skipped.stuck++;
    }
  }
  return runs;
}

/** A run's best cost and bound after k iterations (its last ones where it stopped before k). */
function point(r: Run, k: number): { best: number; bound: number | null } {
  const upTo = r.trace.filter((t) => t.iteration <= k);
  const best = upTo[upTo.length - 1]!.best;
  const lower = Math.ceil(Math.max(...upTo.map((t) => t.value)));
  // The engine throws on this (weak duality); a trace that shows it is a bug to report, not to hide.
  if (lower > best) throw new Error(`progressive: the Lagrangian bound ${lower} is above a feasible allocation's cost ${best}`);
  return { best, bound: optimalityBound(r.base, best, lower) };
}

const round = (x: number): number => rounded(x, 6);
