// The heuristic PBQP solver (engine/pbqp/solve.ts) on hand-made graphs: each reduction's result,
// the statistics, saturating costs, and Buchwald & Zwinkau's Figure 6 situation (two RN decisions
// that leave no solution unless infinity propagation spreads the first one).

import t from 'tap';
import { INF, type PbqpGraph } from '../../engine/pbqp/graph.js';
import { add } from '../../engine/pbqp/cost.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { solvePbqpExact } from '../../engine/pbqp/exact.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { bruteForce } from '../../oracles/pbqp/brute-force.js';

/** All or none: the two ends of a pattern take its alternative (0) together, or both their own (1). */
const SAME = [0, INF, INF, 0];
/** A mild preference for equal alternatives: never independent, so it keeps degrees up. */
const PREFER = [0, 1, 1, 0];

/**
 * Figure 6 in small: a pattern covers L–A–S–C (alternative 0 at each, consistency matrices along
 * the chain); filler nodes F1..F4 keep every degree at 3 or more, so only RN can start. RN decides
 * L first (its pattern alternative is locally cheapest), then C, whose own alternative looks
 * cheaper unless L's decision has reached it through A and S.
 */
function figure6(): PbqpGraph {
  const [L, A, S, C, F1, F2, F3, F4] = [0, 1, 2, 3, 4, 5, 6, 7];
  const costs = [
    [0, 10],
    [0, 0],
    [0, 0],
    [5, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  const edges = [
    { u: L, v: A, matrix: SAME },
    { u: A, v: S, matrix: SAME },
    { u: S, v: C, matrix: SAME },
    ...[
      [F1, F2],
      [F1, F3],
      [F1, F4],
      [F2, F3],
      [F2, F4],
      [F3, F4],
      [L, F1],
      [L, F2],
      [A, F3],
      [S, F4],
      [C, F1],
      [C, F2],
    ].map(([u, v]) => ({ u: u!, v: v!, matrix: PREFER })),
  ];
  return { costs, edges };
}

/** RN order: L, then C (the two decisions of the figure). */
const FIGURE6_ORDER = { rnPriority: [2, 0, 0, 1, 0, 0, 0, 0] };

t.test('Figure 6: without propagation the second RN decision leaves no solution; with it, the optimum', async (t) => {
  const g = figure6();
  const optimum = bruteForce(g).cost;
  t.ok(optimum < INF, 'the graph has a solution');
  const classic = solvePbqp(g, { ...FIGURE6_ORDER, propagation: false });
  t.equal(classic.cost, INF, 'the classic solver selects an infinite cell');
  t.ok(classic.stats.rn >= 2, 'RN decided L, then C');
  const propagated = solvePbqp(g, FIGURE6_ORDER);
  t.ok(propagated.stats.rn >= 1, 'RN still needed with propagation');
  t.equal(propagated.stats.deletedAlternatives, 2, 'L’s decision (A’s own alternative now infinite) deleted those of S and C');
  t.equal(propagated.cost, optimum);
  t.equal(selectionCost(g, propagated.selection), propagated.cost);
});

t.test('a chain and a triangle reduce by RI and RII alone: proven optimal', async (t) => {
  const g: PbqpGraph = {
    costs: [
      [3, 1],
      [2, 2, 0],
      [0, 4],
      [1, 1],
    ],
    edges: [
      { u: 0, v: 1, matrix: [0, 5, 1, 2, 0, 3] },
      { u: 2, v: 1, matrix: [1, 0, 4, 0, 2, 2] },
      { u: 1, v: 3, matrix: [0, 1, 1, 0, 2, 2] },
      { u: 3, v: 2, matrix: [0, 9, 3, 0] },
    ],
  };
  const r = solvePbqp(g);
  t.equal(r.stats.rn, 0);
  t.ok(r.stats.provenOptimal);
  t.equal(r.cost, bruteForce(g).cost);
  t.equal(r.stats.r0 + r.stats.ri + r.stats.rii, 4, 'every node reduced exactly once');
});

t.test('parallel edges add; an edge given from its higher node is transposed', async (t) => {
  const g: PbqpGraph = {
    costs: [
      [0, 0],
      [0, 0, 0],
    ],
    edges: [
      { u: 0, v: 1, matrix: [5, 0, 5, 5, 5, 5] },
      { u: 1, v: 0, matrix: [7, 7, 0, 7, 7, 7] },
    ],
  };
  const r = solvePbqp(g);
  t.same(r.selection, [0, 1]);
  t.equal(r.cost, 0);
});

t.test('an infeasible graph: cost INF, and the exact solver proves it', async (t) => {
  const g: PbqpGraph = { costs: [[0], [0]], edges: [{ u: 0, v: 1, matrix: [INF] }] };
  t.equal(solvePbqp(g).cost, INF);
  const e = solvePbqpExact(g);
  t.equal(e.cost, INF);
  t.ok(e.proven);
});

t.test('costs saturate at INF and a finite overflow is an error, not an infinity', async (t) => {
  t.equal(add(INF, 5), INF);
  t.equal(add(3, INF), INF);
  t.equal(add(INF, INF), INF);
  t.throws(() => add(INF - 1, 1), RangeError);
  t.throws(() => solvePbqp({ costs: [[0]], edges: [{ u: 0, v: 0, matrix: [0] }] }), /itself/);
  t.throws(() => solvePbqp({ costs: [[0, 1], [0]], edges: [{ u: 0, v: 1, matrix: [0] }] }), /matrix of 1 cells/);
});

t.test('the exact solver meets the heuristic where RN was needed and never exceeds it', async (t) => {
  const g = figure6();
  const h = solvePbqp(g, { propagation: true });
  const e = solvePbqpExact(g);
  t.ok(e.proven);
  t.equal(e.cost, bruteForce(g).cost);
  t.ok(e.cost <= h.cost);
  t.equal(selectionCost(g, e.selection), e.cost);
});

t.test('a budget through the caller’s clock stops the exact solver: not proven, never worse than the heuristic', async (t) => {
  let now = 0;
  const clock = (): number => now++;
  const g = figure6();
  const e = solvePbqpExact(g, { budget: { ms: 1, clock } });
  t.notOk(e.proven);
  t.ok(e.cost >= bruteForce(g).cost);
  const capped = solvePbqpExact(g, { maxBranches: 0 });
  t.notOk(capped.proven);
  t.equal(capped.branches, 0);
});
