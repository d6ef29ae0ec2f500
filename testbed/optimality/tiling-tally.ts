// The optimality report's numbers: per selector, and per selector and instance source, how often its
// tiling cost equals the proven optimum, how far above it it is, and how much it improves on maximal
// munch (the NOLTIS paper §7.1 optimality share and §7.2 Figure 4).
//
// Contract: `tally(results, selectors)` folds measured instances (tiling-measure.ts) into Tallies.
// An instance counts for a selector when its optimum is proven and the selector's tiling is legal:
//   optimal        cost == optimum;
//   gap            (cost - optimum) / optimum, a fraction (relative, as cli.md says); mean and max;
//   belowOptimum   cost < proven optimum: impossible unless the checker, a solver or the model is
//                  wrong — every one is also a failure;
//   improvement    over maxmunch: per instance (mm - cost) / mm, and its mean over instances
//                  (`improvementOverMaxmunch`); and over the sums (Σmm - Σcost) / Σmm
//                  (`totalImprovementOverMaxmunch`, one instance weighted by its cost — the paper's
//                  per-benchmark bars compare whole programs' tiling costs this way).
// Instances whose optimum is not proven (solver at its limit) or failed are counted apart
// (`unproven`, `optimumErrors`), an illegal tiling in `illegal`; none of them enters a mean.
// The optimum itself gets the same improvement figures (`OPTIMUM_ROW`): the ceiling.

import type { InstanceResult } from './tiling-measure.js';

export interface Tally {
  instances: number;
  optimal: number;
  gapSum: number;
  maxGap: number;
  belowOptimum: number;
  illegal: number;
  unproven: number;
  optimumErrors: number;
  /** Instances with a legal maxmunch tiling (the improvement's denominator), the sum of their relative improvements, and the cost sums. */
  improved: number;
  improvementSum: number;
  maxmunchCost: number;
  cost: number;
}

export interface Tallies {
  /** selector -> its tally over every instance. */
  readonly total: Map<string, Tally>;
  /** selector -> source -> tally. */
  readonly bySource: Map<string, Map<string, Tally>>;
  /** Every failure, one line each (illegal tilings, optimum errors, a heuristic below the optimum), with the selector it concerns (null: the optimum). */
  readonly failures: { readonly selector: string | null; readonly line: string }[];
  /** Instances whose optimum is not proven (too large for the solvers, or stopped at a limit), one line each. */
  readonly unproven: string[];
}

/** The pseudo-selector under which the optimum's own improvement over maxmunch is tallied. */
export const OPTIMUM_ROW = '(optimum)';

function emptyTally(): Tally {
  return {
    instances: 0,
    optimal: 0,
    gapSum: 0,
    maxGap: 0,
    belowOptimum: 0,
    illegal: 0,
    unproven: 0,
    optimumErrors: 0,
    improved: 0,
    improvementSum: 0,
    maxmunchCost: 0,
    cost: 0,
  };
}

export function tally(results: readonly InstanceResult[], selectors: readonly string[]): Tallies {
  const out: Tallies = { total: new Map(), bySource: new Map(), failures: [], unproven: [] };
  for (const name of [...selectors, OPTIMUM_ROW]) {
    out.total.set(name, emptyTally());
    out.bySource.set(name, new Map());
  }
  for (const r of results) addInstance(out, r, selectors);
  return out;
}

function addInstance(out: Tallies, r: InstanceResult, selectors: readonly string[]): void {
  const where = `${r.instance.source} ${r.instance.name}`;
  const opt = r.optimum;
  if (opt.kind === 'error') out.failures.push({ selector: null, line: `${where}: optimum: ${opt.detail}` });
  else if (opt.kind === 'unsolved') out.unproven.push(`${where}: ${opt.detail}`);
  else if (!opt.proven) out.unproven.push(`${where}: ${opt.solver} stopped at a limit (best ${opt.cost})`);
  else addOne(out, OPTIMUM_ROW, r.instance.source, (t) => count(t, opt.cost, opt.cost, r.maxmunch));
  for (const name of selectors) {
    const c = r.costs.get(name)!;
    if (c.kind === 'illegal') out.failures.push({ selector: name, line: `${where}: ${name}: illegal tiling: ${c.detail}` });
    else if (opt.kind === 'solved' && opt.proven && c.cost < opt.cost) {
      out.failures.push({
        selector: name,
        line: `${where}: ${name} costs ${c.cost}, BELOW the proven optimum ${opt.cost} (${opt.solver}): the checker, the solver or the model is wrong`,
      });
    }
    // addOne applies the update twice (the selector's total and its source): no side effect here but the counts.
    addOne(out, name, r.instance.source, (t) => {
      if (c.kind === 'illegal') t.illegal++;
      else if (opt.kind === 'error') t.optimumErrors++;
      else if (opt.kind === 'unsolved' || !opt.proven) t.unproven++;
      else count(t, c.cost, opt.cost, r.maxmunch);
    });
  }
}

function addOne(out: Tallies, name: string, source: string, f: (t: Tally) => void): void {
  const bySource = out.bySource.get(name)!;
  if (!bySource.has(source)) bySource.set(source, emptyTally());
  f(out.total.get(name)!);
  f(bySource.get(source)!);
}

function count(t: Tally, cost: number, opt: number, maxmunch: number | null): void {
  t.instances++;
  if (cost === opt) t.optimal++;
  if (cost < opt) t.belowOptimum++;
  const gap = relativeGap(cost, opt);
  t.gapSum += gap;
  t.maxGap = Math.max(t.maxGap, gap);
  if (maxmunch !== null && maxmunch > 0) {
    t.improved++;
    t.improvementSum += (maxmunch - cost) / maxmunch;
    t.maxmunchCost += maxmunch;
    t.cost += cost;
  }
}

/** (cost - opt) / opt; an optimum of 0 (possible only under a random tile set with free tiles) counts any excess as a gap of 1. */
export function relativeGap(cost: number, opt: number): number {
  if (opt > 0) return (cost - opt) / opt;
  return cost > opt ? 1 : 0;
}

/** The share of instances tiled at exactly the optimum's cost; null with no instance. */
export const optimalShare = (t: Tally): number | null => (t.instances === 0 ? null : t.optimal / t.instances);
export const meanGap = (t: Tally): number => (t.instances === 0 ? 0 : t.gapSum / t.instances);
export const meanImprovement = (t: Tally): number | null => (t.improved === 0 ? null : t.improvementSum / t.improved);
export const totalImprovement = (t: Tally): number | null => (t.maxmunchCost === 0 ? null : (t.maxmunchCost - t.cost) / t.maxmunchCost);
