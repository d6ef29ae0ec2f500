// The tallies of `tessera optimality --problem pbqp` (issue 21, point 4): measured instances
// (pbqp-measure.ts) summed per instance kind × group (a random family, a target's allocation
// graphs) × algorithm, and per algorithm over all.
//
// Contract: requires PbqpMeasured results in the order measured (the algorithms come from each
// result). Produces, per group: instances, how the optimum ended (proven — of which infeasible — or
// unproven), how many were brute-forced too; per algorithm in the group, over the instances it ran
// on: optimal (equal to a proven optimum, infeasible ones included), the count, sum and max of the
// relative gaps (proven finite optima, finite costs; optimal ones count as 0) and `worst`, the
// instance of the largest gap; belowOptimum; rn (instances where it made an RN decision; null for
// an exact solver); infinite (INF while a finite solution exists: exceptions, not failures);
// failed. `failures` lists every line that must fail the command (exit 1), belowOptimum ones among
// them; `exceptions` the instances with an infinite cost beside a finite solution; `unproven` the
// instances whose optimum the oracles did not prove within the limit.

import { INFINITY } from '../../oracles/pbqp/cost.js';
import type { AlgorithmOutcome, PbqpKind, PbqpMeasured } from './pbqp-measure.js';

export interface AlgorithmTally {
  optimal: number;
  gaps: number;
  gapSum: number;
  maxGap: number | null;
  /** The instance of the largest gap (the first one measured on a tie) and its two costs, or null. */
  worst: string | null;
  belowOptimum: number;
  /** null: the algorithm makes no heuristic decisions (an exact solver). */
  rn: number | null;
  infinite: number;
  failed: number;
}

export interface GroupTally {
  readonly kind: PbqpKind | 'all';
  readonly group: string;
  instances: number;
  proven: number;
  /** Proven without a finite solution. */
  infeasible: number;
  unproven: number;
  bruteForced: number;
  readonly algorithms: Map<string, AlgorithmTally>;
}

export interface PbqpTallies {
  readonly groups: readonly GroupTally[];
  /** Per algorithm, over every group it ran in, and the optima of those groups. */
  readonly total: ReadonlyMap<string, { readonly group: GroupTally; readonly algorithm: AlgorithmTally }>;
  readonly failures: readonly string[];
  readonly exceptions: readonly string[];
  readonly unproven: readonly string[];
}

const emptyAlgorithm = (): AlgorithmTally => ({
  optimal: 0,
  gaps: 0,
  gapSum: 0,
  maxGap: null,
  worst: null,
  belowOptimum: 0,
  rn: null,
  infinite: 0,
  failed: 0,
});

function emptyGroup(kind: PbqpKind | 'all', group: string): GroupTally {
  return { kind, group, instances: 0, proven: 0, infeasible: 0, unproven: 0, bruteForced: 0, algorithms: new Map() };
}

const text = (c: number | null): string => (c === null ? '-' : c >= INFINITY ? 'INF' : `${c}`);

export function tallyPbqp(results: readonly PbqpMeasured[]): PbqpTallies {
  const groups = new Map<string, GroupTally>();
  const failures: string[] = [];
  const exceptions: string[] = [];
  const unproven: string[] = [];
  for (const r of results) {
    const key = `${r.kind}\0${r.group}`;
    const g = groups.get(key) ?? emptyGroup(r.kind, r.group);
    groups.set(key, g);
    g.instances++;
    failures.push(...r.failures);
    const o = r.optimum;
    if (o.bruteForced) g.bruteForced++;
    if (o.proven) {
      g.proven++;
      if (o.cost !== null && o.cost >= INFINITY) g.infeasible++;
    } else {
      g.unproven++;
      if (o.cost !== null)
        unproven.push(`${r.name} (${r.nodes} nodes, ${r.edges} edges): best found ${text(o.cost)} after ${o.branches} branches`);
    }
    for (const a of r.algorithms) {
      const t = g.algorithms.get(a.name) ?? emptyAlgorithm();
      g.algorithms.set(a.name, t);
      count(t, a, `${r.name}: ${text(a.cost)} against the optimum ${text(o.cost)}`);
      if (a.verdict.kind === 'infinite')
        exceptions.push(`${r.name} ${a.name}: INF, the oracle ${o.proven ? 'proves' : 'found'} ${text(o.cost)}`);
    }
  }
  return { groups: [...groups.values()], total: totals(groups.values()), failures, exceptions, unproven };
}

function count(t: AlgorithmTally, a: AlgorithmOutcome, where: string): void {
  const { verdict: v, rn } = a;
  if (rn !== null) t.rn = (t.rn ?? 0) + (rn > 0 ? 1 : 0);
  switch (v.kind) {
    case 'optimal':
      t.optimal++;
      return;
    case 'gap':
      if (v.gap === 0) t.optimal++;
      t.gaps++;
      t.gapSum += v.gap;
      if (v.gap > (t.maxGap ?? -1)) t.worst = where;
      t.maxGap = Math.max(t.maxGap ?? 0, v.gap);
      return;
    case 'below':
      t.belowOptimum++;
      return;
    case 'infinite':
      t.infinite++;
      return;
    case 'failed':
      t.failed++;
      return;
    case 'unproven':
      return;
  }
}

function totals(groups: Iterable<GroupTally>): Map<string, { group: GroupTally; algorithm: AlgorithmTally }> {
  const out = new Map<string, { group: GroupTally; algorithm: AlgorithmTally }>();
  for (const g of groups)
    for (const [name, a] of g.algorithms) {
      const sum = out.get(name) ?? { group: emptyGroup('all', 'all'), algorithm: emptyAlgorithm() };
      out.set(name, sum);
      for (const k of ['instances', 'proven', 'infeasible', 'unproven', 'bruteForced'] as const) sum.group[k] += g[k];
      const t = sum.algorithm;
      t.optimal += a.optimal;
      t.gaps += a.gaps;
      t.gapSum += a.gapSum;
      if (a.maxGap !== null && a.maxGap > (t.maxGap ?? -1)) t.worst = a.worst;
      t.maxGap = a.maxGap === null ? t.maxGap : Math.max(t.maxGap ?? 0, a.maxGap);
      t.belowOptimum += a.belowOptimum;
      t.rn = a.rn === null ? t.rn : (t.rn ?? 0) + a.rn;
      t.infinite += a.infinite;
      t.failed += a.failed;
    }
  return out;
}

/** The mean relative gap over the instances with a gap, or null when none. */
export const meanGap = (a: AlgorithmTally): number | null => (a.gaps === 0 ? null : a.gapSum / a.gaps);

/** Optimal over proven optima, or null when none was proven. */
export const optimalShare = (g: GroupTally, a: AlgorithmTally): number | null => (g.proven === 0 ? null : a.optimal / g.proven);
