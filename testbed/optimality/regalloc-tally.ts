// The tallies of `tessera optimality --problem regalloc` (issue 20, Deliver 6): measured instances
// (regalloc-measure.ts) summed per target × instance kind × allocator, and overall per allocator.
//
// Contract: requires InstanceResults in the order measured and the allocator names. Produces, per
// group (target, kind): how many functions, how many skipped over the instruction limit, and how the
// optimum ended — proven, feasible only (the budget stopped the solver), outside the model (reasons
// counted, numbers in them replaced by N so that alike reasons meet), infeasible, unsolved, wrong
// (a failure); per allocator in the group, compared on the proven optima only: instances, optimal
// (equal within the model), the count, sum and max of the relative gaps, belowOptimum (model cost
// below a proven optimum without a model limit: a bug in one of the two), belowByModelLimit (below
// it through what the model cannot express: a cloned value, oracles/allocation-cost/value-clones.ts, left out of the
// gaps; or only its exact cost is below: deleted copies), failed (checker or exception).
// `failures` lists every line that must fail the command (exit 1), belowOptimum ones among them;
// `modelLimits` the instances below the optimum through a model limit (reported, not failures).

import type { InstanceKind } from './regalloc-instances.js';
import { compareWithOptimum, type InstanceResult, type OptimumOutcome } from './regalloc-measure.js';

export interface AllocatorTally {
  instances: number;
  optimal: number;
  /** Instances with a gap (neither below the optimum nor outside the model). */
  gaps: number;
  gapSum: number;
  maxGap: number | null;
  belowOptimum: number;
  belowByModelLimit: number;
  failed: number;
}

export interface GroupTally {
  readonly isa: string;
  readonly kind: InstanceKind;
  functions: number;
  skipped: number;
  proven: number;
  feasible: number;
  outside: number;
  readonly outsideReasons: Map<string, number>;
  infeasible: number;
  unsolved: number;
  wrong: number;
  readonly allocators: Map<string, AllocatorTally>;
}

export interface RegallocTallies {
  readonly groups: readonly GroupTally[];
  readonly total: ReadonlyMap<string, AllocatorTally>;
  readonly failures: readonly string[];
  /** Heuristics below a proven optimum through what the model cannot express (not failures). */
  readonly modelLimits: readonly string[];
  /** Functions whose optimum was not proven though the model covers them (feasible only, infeasible, unsolved). */
  readonly unproven: readonly string[];
}

const emptyAllocator = (): AllocatorTally => ({
  instances: 0,
  optimal: 0,
  gaps: 0,
  gapSum: 0,
  maxGap: null,
  belowOptimum: 0,
  belowByModelLimit: 0,
  failed: 0,
});

function emptyGroup(isa: string, kind: InstanceKind, allocators: readonly string[]): GroupTally {
  return {
    isa,
    kind,
    functions: 0,
    skipped: 0,
    proven: 0,
    feasible: 0,
    outside: 0,
    outsideReasons: new Map(),
    infeasible: 0,
    unsolved: 0,
    wrong: 0,
    allocators: new Map(allocators.map((a) => [a, emptyAllocator()])),
  };
}

/** A reason with its numbers (vregs, instruction indices, block counts) replaced by N. */
const reasonKey = (reason: string): string => reason.replace(/\d+/g, 'N');

function countOptimum(g: GroupTally, o: OptimumOutcome): void {
  switch (o.status) {
    case 'optimal':
      g.proven++;
      return;
    case 'feasible':
      g.feasible++;
      return;
    case 'outside':
      g.outside++;
      g.outsideReasons.set(reasonKey(o.reason), (g.outsideReasons.get(reasonKey(o.reason)) ?? 0) + 1);
      return;
    case 'infeasible':
      g.infeasible++;
      return;
    case 'unsolved':
      g.unsolved++;
      return;
    case 'wrong':
      g.wrong++;
      return;
  }
}

export function tallyRegalloc(results: readonly InstanceResult[], allocators: readonly string[]): RegallocTallies {
  const groups = new Map<string, GroupTally>();
  const failures: string[] = [];
  const modelLimits: string[] = [];
  const unproven: string[] = [];
  for (const r of results) {
    const key = `${r.isa}\0${r.kind}`;
    const g = groups.get(key) ?? emptyGroup(r.isa, r.kind, allocators);
    groups.set(key, g);
    g.functions++;
    if (!r.measured) {
      g.skipped++;
      continue;
    }
    failures.push(...r.failures);
    countOptimum(g, r.optimum);
    const status = r.optimum.status;
    if (status === 'feasible' || status === 'infeasible' || status === 'unsolved')
      unproven.push(`${r.isa} ${r.name} (${r.insts} instructions): ${status}`);
    for (const [name, cost] of r.costs) {
      const a = g.allocators.get(name)!;
      if (cost === null) {
        a.failed++;
        continue;
      }
      if (r.optimum.status !== 'optimal') continue;
      const c = compareWithOptimum(r.optimum.cost, cost);
      a.instances++;
      switch (c.kind) {
        case 'below':
          a.belowOptimum++;
          failures.push(
            `BELOW THE PROVEN OPTIMUM: ${r.isa} ${r.name} ${name}: model cost ${cost.model} < optimum ${r.optimum.cost.model} (the allocator's pricing, the model or the solver is wrong)`,
          );
          break;
        case 'outside':
          a.belowByModelLimit++;
          modelLimits.push(`${r.isa} ${r.name} ${name}: model cost ${cost.model} < optimum ${r.optimum.cost.model} by ${c.why}`);
          break;
        case 'gap':
          if (c.gap === 0) a.optimal++;
          a.gaps++;
          a.gapSum += c.gap;
          a.maxGap = Math.max(a.maxGap ?? 0, c.gap);
          if (c.exactBelow) a.belowByModelLimit++;
          break;
      }
    }
  }
  return { groups: [...groups.values()], total: totals(groups.values(), allocators), failures, modelLimits, unproven };
}

function totals(groups: Iterable<GroupTally>, allocators: readonly string[]): Map<string, AllocatorTally> {
  const out = new Map(allocators.map((a) => [a, emptyAllocator()]));
  for (const g of groups)
    for (const [name, a] of g.allocators) {
      const t = out.get(name)!;
      t.instances += a.instances;
      t.optimal += a.optimal;
      t.gaps += a.gaps;
      t.gapSum += a.gapSum;
      t.maxGap = a.maxGap === null ? t.maxGap : Math.max(t.maxGap ?? 0, a.maxGap);
      t.belowOptimum += a.belowOptimum;
      t.belowByModelLimit += a.belowByModelLimit;
      t.failed += a.failed;
    }
  return out;
}

/** The mean relative gap over the instances with a gap, or null when none. */
export const meanGap = (a: AllocatorTally): number | null => (a.gaps === 0 ? null : a.gapSum / a.gaps);
