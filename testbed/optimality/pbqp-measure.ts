// One instance of `tessera optimality --problem pbqp` measured (issue 21, point 4): a PBQP graph
// (engine/pbqp/graph.ts), its optimum by the independent oracles (oracles/pbqp/), and each
// algorithm's selection re-costed by the oracles' own arithmetic (oracles/pbqp/cost.ts), never by
// the solver that made it.
//
// Contract: `measurePbqp(instance, algorithms, options)` requires a PbqpInstance, the algorithms to
// judge (each a name and a solve function: the heuristic solvePbqp in its configurations, the
// engine's exact solver — or, in tests, a planted wrong one) and the search limit of the exact
// solvers: `maxBranches` (deterministic) or `budget` ms on the caller's clock; neither: no limit.
// It runs the oracle's branch and bound within the limit and, on a graph of at most
// BRUTE_FORCE_MAX selections, brute force as well. The optimum is proven when either finished (cost
// INF: proven infeasible). Produces plain data: the graph's size, the optimum, per algorithm its cost
// and verdict against the optimum, and `failures` — each a line that must fail the command:
// - an oracle that throws, or whose cost is not the re-costed cost of its selection;
// - brute force and a finished branch and bound that disagree, or a branch and bound cheaper than
//   brute force (exact solvers disagreeing);
// - an algorithm that throws, or whose reported cost is not the re-costed cost of its selection;
// - an algorithm below a proven optimum (`below`: it or the oracles are wrong);
// - an algorithm that claims a proven optimum (the heuristic without RN decisions, the exact
//   solver when it finished) whose cost is not that optimum, or above a solution the oracle found.
// Verdicts: `gap` ((cost − opt) / max(1, opt − offset), both finite; 0: optimal), `optimal` (INF where the
// optimum is proven infeasible), `infinite` (INF where a finite solution exists —
// proven or found by the oracle: infinity propagation cannot rule these out on general graphs; an
// exception, reported, not a failure), `below`, `unproven` (no proven optimum to compare with),
// `failed`. Times (milliseconds, per solver) only when the caller passes a clock, and they never
// reach anything else. Deterministic without a budget.

import type { PbqpGraph, PbqpSelection } from '../../engine/pbqp/graph.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { bruteForce } from '../../oracles/pbqp/brute-force.js';
import { INFINITY, selectionCost } from '../../oracles/pbqp/cost.js';

/** Brute force runs on graphs of at most this many selections (the product of the alternative counts). */
export const BRUTE_FORCE_MAX = 100_000;

export type PbqpKind = 'random' | 'regalloc' | 'isel';

export interface PbqpInstance {
  readonly name: string;
  readonly kind: PbqpKind;
  /** The family (random) or the target (regalloc). */
  readonly group: string;
  readonly graph: PbqpGraph;
  /**
   * A constant every selection of the graph pays (the complex instances' `off` states in a
   * selection instance: engine/isel/pbqp-complex.ts): the measured costs are reported less it,
   * and gaps are of those.
   */
  readonly offset?: number;
}

/** How far an exact solver may search: the oracles' and the engine's options alike. */
export interface SearchLimit {
  readonly maxBranches?: number;
  readonly budget?: { readonly ms: number; readonly clock: () => number };
}

/** What an algorithm returns: a selection and its cost as it reports it, and what it claims. */
export interface Solution extends PbqpSelection {
  /** Heuristic (RN) decisions made, or undefined (an exact solver). */
  readonly rn?: number;
  /** It says its selection is optimal (no RN decision; an exact search that finished). */
  readonly claimsOptimal: boolean;
}

export interface Algorithm {
  readonly name: string;
  /** `limit` is for exact solvers; heuristics ignore it. */
  readonly solve: (graph: PbqpGraph, limit: SearchLimit) => Solution;
}

export interface MeasureOptions {
  readonly limit: SearchLimit;
  /** Milliseconds; only for the times. */
  readonly clock?: () => number;
  /** Tests only: replaces the branch and bound oracle (a planted wrong optimum must be caught). */
  readonly oracle?: typeof branchAndBound;
}

export interface Optimum {
  /** Proven by branch and bound or brute force; otherwise the best the branch and bound found. */
  readonly proven: boolean;
  /** INF (INFINITY): infeasible when proven, nothing found otherwise; null: the oracles failed. */
  readonly cost: number | null;
  readonly branches: number;
  readonly bruteForced: boolean;
}

export type Verdict =
  | { readonly kind: 'optimal' | 'infinite' | 'below' | 'unproven' | 'failed' }
  | { readonly kind: 'gap'; readonly gap: number };

export interface AlgorithmOutcome {
  readonly name: string;
  /** The re-costed cost, null when the algorithm failed. */
  readonly cost: number | null;
  readonly rn: number | null;
  readonly verdict: Verdict;
}

export interface PbqpMeasured {
  readonly name: string;
  readonly kind: PbqpKind;
  readonly group: string;
  readonly nodes: number;
  readonly edges: number;
  readonly optimum: Optimum;
  readonly algorithms: readonly AlgorithmOutcome[];
  readonly failures: readonly string[];
  /** Milliseconds per solver ('branch-and-bound', 'brute-force', each algorithm), only given a clock. */
  readonly times?: Readonly<Record<string, number>>;
}

const costText = (c: number): string => (c >= INFINITY ? 'INF' : `${c}`);

/** The selections of a graph (a float: it may be huge). */
const selections = (g: PbqpGraph): number => g.costs.reduce((p, v) => p * v.length, 1);

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function measurePbqp(inst: PbqpInstance, algorithms: readonly Algorithm[], opts: MeasureOptions): PbqpMeasured {
  const failures: string[] = [];
  const times: Record<string, number> = {};
  const timed = <T>(who: string, f: () => T): T => {
    const start = opts.clock?.();
    try {
      return f();
    } finally {
      if (start !== undefined) times[who] = opts.clock!() - start;
    }
  };
  const where = `${inst.name} (${inst.graph.costs.length} nodes, ${inst.graph.edges.length} edges)`;
  const optimum = findOptimum(inst.graph, opts.oracle ?? branchAndBound, opts.limit, timed, (f) => failures.push(`${where}: ${f}`));
  const outcomes = algorithms.map((a) =>
    judge(inst.graph, a, optimum, opts.limit, timed, (f) => failures.push(`${where} ${a.name}: ${f}`), inst.offset ?? 0),
  );
  const less = (c: number | null): number | null => (c === null || c >= INFINITY ? c : c - (inst.offset ?? 0));
  return {
    name: inst.name,
    kind: inst.kind,
    group: inst.group,
    nodes: inst.graph.costs.length,
    edges: inst.graph.edges.length,
    optimum: { ...optimum, cost: less(optimum.cost) },
    algorithms: outcomes.map((o) => ({ ...o, cost: less(o.cost) })),
    failures,
    ...(opts.clock === undefined ? {} : { times }),
  };
}

type Timed = <T>(who: string, f: () => T) => T;

/** The oracles' optimum: branch and bound within the limit, brute force beside it on small graphs. */
function findOptimum(
  graph: PbqpGraph,
  oracle: typeof branchAndBound,
  limit: SearchLimit,
  timed: Timed,
  fail: (f: string) => void,
): Optimum {
  let bb: ReturnType<typeof branchAndBound>;
  try {
    bb = timed('branch-and-bound', () => oracle(graph, limit));
  } catch (e) {
    fail(`the branch and bound oracle threw: ${message(e)}`);
    return { proven: false, cost: null, branches: 0, bruteForced: false };
  }
  if (!recosts(graph, bb, 'the branch and bound oracle', fail))
    return { proven: false, cost: null, branches: bb.branches, bruteForced: false };
  if (selections(graph) > BRUTE_FORCE_MAX) return { proven: bb.proven, cost: bb.cost, branches: bb.branches, bruteForced: false };
  let bf: PbqpSelection;
  try {
    bf = timed('brute-force', () => bruteForce(graph, { maxSelections: BRUTE_FORCE_MAX }));
  } catch (e) {
    fail(`the brute force oracle threw: ${message(e)}`);
    return { proven: false, cost: null, branches: bb.branches, bruteForced: false };
  }
  if (!recosts(graph, bf, 'the brute force oracle', fail)) return { proven: false, cost: null, branches: bb.branches, bruteForced: false };
  if (bb.cost < bf.cost || (bb.proven && bb.cost !== bf.cost)) {
    fail(
      `the exact solvers disagree: branch and bound ${costText(bb.cost)} (${bb.proven ? 'proven' : 'unproven'}), brute force ${costText(bf.cost)}`,
    );
    return { proven: false, cost: null, branches: bb.branches, bruteForced: true };
  }
  return { proven: true, cost: bf.cost, branches: bb.branches, bruteForced: true };
}

/** Whether `s.cost` is the oracles' cost of `s.selection` (a failure otherwise). */
function recosts(graph: PbqpGraph, s: PbqpSelection, who: string, fail: (f: string) => void): boolean {
  let cost: number;
  try {
    cost = selectionCost(graph, s.selection);
  } catch (e) {
    fail(`${who}'s selection cannot be costed: ${message(e)}`);
    return false;
  }
  if (cost === s.cost) return true;
  fail(`${who} reports cost ${costText(s.cost)}, its selection costs ${costText(cost)}`);
  return false;
}

function judge(
  graph: PbqpGraph,
  a: Algorithm,
  optimum: Optimum,
  limit: SearchLimit,
  timed: Timed,
  fail: (f: string) => void,
  offset: number,
): AlgorithmOutcome {
  const failed = { name: a.name, cost: null, rn: null, verdict: { kind: 'failed' } } as const;
  let s: Solution;
  try {
    s = timed(a.name, () => a.solve(graph, limit));
  } catch (e) {
    fail(`threw: ${message(e)}`);
    return failed;
  }
  if (!recosts(graph, s, 'it', fail)) return failed;
  const opt = optimum.cost;
  const out = (verdict: Verdict): AlgorithmOutcome => ({ name: a.name, cost: s.cost, rn: s.rn ?? null, verdict });
  if (opt === null) return out({ kind: 'unproven' });
  if (s.claimsOptimal && s.cost > opt) {
    fail(`claims an optimum of ${costText(s.cost)}, but the oracle ${optimum.proven ? 'proves' : 'found'} ${costText(opt)}`);
    return out({ kind: 'failed' });
  }
  if (!optimum.proven) return out({ kind: s.cost >= INFINITY && opt < INFINITY ? 'infinite' : 'unproven' });
  if (s.cost < opt) {
    fail(
      `BELOW THE PROVEN OPTIMUM: cost ${costText(s.cost)} < optimum ${costText(opt)} (the algorithm's costing or the oracles are WRONG)`,
    );
    return out({ kind: 'below' });
  }
  if (s.cost >= INFINITY) return out({ kind: opt >= INFINITY ? 'optimal' : 'infinite' });
  return out({ kind: 'gap', gap: (s.cost - opt) / Math.max(1, opt - offset) });
}
