// The exact PBQP oracles agree and are exact: hand-made graphs with known optima (an infeasible
// one, parallel edges, edges written v-to-u, a clique that needs branching), brute force and
// branch and bound on hundreds of random small graphs (testbed/optimality/pbqp-instances.ts; with
// and without a planted solution, the same graphs rewritten with split and reversed edges), branch
// and bound on larger sparse graphs and on every named family, the budget's stop, the 0-1 program
// (HiGHS) against both on small graphs, and cost.ts's checks. Every reported selection is re-costed by cost.ts. Fixed seeds; a failure prints the
// expression that rebuilds the graph.

import t from 'tap';
import type { PbqpGraph } from '../../engine/pbqp/graph.js';
import { CaseRng } from '../../isa-models/rng.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { bruteForce } from '../../oracles/pbqp/brute-force.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { milpOptimum } from '../../oracles/pbqp/milp.js';
import {
  familyInstance,
  PBQP_FAMILIES,
  type PbqpGraphSpec,
  plantedPbqpGraph,
  randomPbqpGraph,
} from '../../testbed/optimality/pbqp-instances.js';

const INF = Number.MAX_SAFE_INTEGER;
const SEED = 21_2000;

/** Register-allocation-like interference: alternative 0 is the spill, 1..k registers; two equal registers cost INF. */
function interference(k: number): number[] {
  const m = new Array((k + 1) * (k + 1)).fill(0);
  for (let r = 1; r <= k; r++) m[r * (k + 1) + r] = INF;
  return m;
}

/** What is wrong with the oracles on one graph (empty when nothing). */
function disagreements(graph: PbqpGraph, expected?: number): string[] {
  const bf = bruteForce(graph);
  const bb = branchAndBound(graph);
  const out: string[] = [];
  if (expected !== undefined && bf.cost !== expected) out.push(`brute force ${bf.cost} != expected ${expected}`);
  if (bb.cost !== bf.cost) out.push(`branch and bound ${bb.cost} != brute force ${bf.cost}`);
  if (!bb.proven) out.push('branch and bound not proven');
  for (const [who, r] of [
    ['brute force', bf],
    ['branch and bound', bb],
  ] as const)
    if (selectionCost(graph, r.selection) !== r.cost)
      out.push(`${who}'s selection costs ${selectionCost(graph, r.selection)}, claimed ${r.cost}`);
  return out;
}

const HAND_MADE: readonly { name: string; graph: PbqpGraph; cost: number; branches?: boolean }[] = [
  { name: 'empty', graph: { costs: [], edges: [] }, cost: 0 },
  { name: 'one node', graph: { costs: [[3, 1, 2]], edges: [] }, cost: 1 },
  {
    // (0,0): 1+4+9, (0,1): 1+0+0, (1,0): 0+4+0, (1,1): 0+0+7
    name: 'one edge',
    graph: {
      costs: [
        [1, 0],
        [4, 0],
      ],
      edges: [{ u: 0, v: 1, matrix: [9, 0, 0, 7] }],
    },
    cost: 1,
  },
  {
    // node 1 has 3 alternatives, node 0 two: the 3x2 matrix of the edge written 1 -> 0 has rows of node 1.
    // (a0, a1) costs c0[a0] + c1[a1] + m[a1][a0]: best (0, 2), 1 + 0 + 0 (the matrix read as node 0's rows: 8).
    name: 'edge written v to u',
    graph: {
      costs: [
        [1, 5],
        [3, 3, 0],
      ],
      edges: [{ u: 1, v: 0, matrix: [7, 9, 8, 6, 0, 9] }],
    },
    cost: 1,
  },
  {
    name: 'parallel edges',
    graph: {
      costs: [
        [0, 0],
        [0, 0],
      ],
      edges: [
        { u: 0, v: 1, matrix: [10, 0, 2, 1] },
        { u: 1, v: 0, matrix: [0, 1, 4, 5] },
      ],
    },
    // selection (a0, a1): first[a0][a1] + second[a1][a0] = (0,0) 10+0, (0,1) 0+4, (1,0) 2+1, (1,1) 1+5
    cost: 3,
  },
  {
    name: 'infeasible: a triangle with two colours',
    graph: {
      costs: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
      edges: [
        { u: 0, v: 1, matrix: [INF, 0, 0, INF] },
        { u: 1, v: 2, matrix: [INF, 0, 0, INF] },
        { u: 0, v: 2, matrix: [INF, 0, 0, INF] },
      ],
    },
    cost: INF,
  },
  {
    name: 'infeasible: K4 with three registers and no spill',
    graph: {
      costs: [
        [INF, 0, 0, 0],
        [INF, 0, 0, 0],
        [INF, 0, 0, 0],
        [INF, 0, 0, 0],
      ],
      edges: [0, 1, 2, 3].flatMap((v) => [0, 1, 2, 3].filter((u) => u < v).map((u) => ({ u, v, matrix: interference(3) }))),
    },
    cost: INF,
    branches: true,
  },
  {
    // K4 with three registers: one node spills, the cheapest (node 3, 2).
    name: 'K4 with three registers: one spill',
    graph: {
      costs: [
        [5, 0, 0, 0],
        [5, 0, 0, 0],
        [5, 1, 0, 0],
        [2, 0, 0, 1],
      ],
      edges: [0, 1, 2, 3].flatMap((v) => [0, 1, 2, 3].filter((u) => u < v).map((u) => ({ u, v, matrix: interference(3) }))),
    },
    cost: 2,
    branches: true,
  },
];

t.test('hand-made graphs with known optima', async (t) => {
  const cases = HAND_MADE;
  for (const c of cases) {
    t.same(disagreements(c.graph, c.cost), [], c.name);
    const bb = branchAndBound(c.graph);
    t.equal(bb.cost, c.cost, `${c.name}: branch and bound's cost`);
    if (c.cost === INF)
      t.same(
        bb.selection,
        c.graph.costs.map(() => 0),
        `${c.name}: infeasible, the all-zero selection`,
      );
    if (c.branches) t.ok(bb.branches > 0, `${c.name}: needs branching (${bb.branches} branches)`);
  }
  t.same(bruteForce(cases[3]!.graph).selection, [0, 2], 'v to u: the selection');
  t.same(bruteForce(cases[4]!.graph).selection, [1, 0], 'parallel edges: the selection');
  t.same(branchAndBound(cases[7]!.graph).selection[3], 0, 'K4: node 3 spills');
});

/** The graph with some edges reversed (matrix transposed) and some split into two parallel edges that add up to it. */
function rewritten(rng: CaseRng, graph: PbqpGraph): PbqpGraph {
  const edges = graph.edges.flatMap(({ u, v, matrix }) => {
    const rows = graph.costs[u]!.length;
    const columns = graph.costs[v]!.length;
    const parts = rng.int(0, 2) === 0 ? splitCells(rng, matrix) : [matrix];
    return parts.map((m) => {
      if (rng.bool()) return { u, v, matrix: m };
      const transposed = Array.from({ length: m.length }, (_, k) => m[(k % rows) * columns + Math.floor(k / rows)]!);
      return { u: v, v: u, matrix: transposed };
    });
  });
  return { costs: graph.costs, edges };
}

function splitCells(rng: CaseRng, matrix: readonly number[]): number[][] {
  const first = matrix.map((c) => (c === INF ? (rng.bool() ? INF : rng.int(0, 5)) : rng.int(0, c)));
  const second = matrix.map((c, k) => (c === INF ? (first[k] === INF ? rng.int(0, 5) : INF) : c - first[k]!));
  return [first, second];
}

t.test('random small graphs: brute force = branch and bound, also with split and reversed edges', async (t) => {
  const cases = 400;
  let branched = 0;
  let infeasible = 0;
  for (let k = 0; k < cases; k++) {
    const seed = SEED + k;
    const shape = new CaseRng(seed ^ 0x5bd1e995);
    // Odd cases dense (branching needed), even ones anything from a lone node to a clique, from no INF to half.
    const dense = k % 2 === 1;
    const nodes = dense ? shape.int(5, 9) : shape.int(1, 9);
    const spec: PbqpGraphSpec = dense
      ? {
          nodes,
          alternatives: [2, nodes <= 7 ? 4 : 3],
          degree: shape.int(3, 7),
          infinityDensity: [0, 0.1, 0.2][k % 3]!,
          costRange: [0, shape.pick([20, 1000])],
        }
      : {
          nodes,
          alternatives: [1, shape.int(1, 4)],
          degree: shape.int(0, 6),
          infinityDensity: [0, 0.1, 0.3, 0.5][(k >> 1) % 4]!,
          costRange: [0, shape.pick([3, 20, 1000])],
        };
    const planted = k % 3 === 0;
    const graph = planted ? plantedPbqpGraph(new CaseRng(seed), spec).graph : randomPbqpGraph(new CaseRng(seed), spec);
    const replay = `${planted ? 'plantedPbqpGraph' : 'randomPbqpGraph'}(new CaseRng(${seed}), ${JSON.stringify(spec)})`;
    const bad = disagreements(graph);
    const again = rewritten(new CaseRng(seed), graph);
    const bb = branchAndBound(graph);
    const other = branchAndBound(again);
    if (other.cost !== bb.cost) bad.push(`rewritten (rewritten(new CaseRng(${seed}), graph)): ${other.cost} != ${bb.cost}`);
    if (selectionCost(again, other.selection) !== other.cost) bad.push('rewritten: the selection does not cost what is claimed');
    if (bad.length > 0) {
      t.fail(`case ${k} (replay: ${replay}): ${bad.join('; ')}\n${JSON.stringify(graph)}`);
      return;
    }
    if (bb.branches > 0) branched++;
    if (bb.cost === INF) infeasible++;
  }
  t.ok(branched > cases / 5, `${branched} of ${cases} graphs needed branching`);
  t.ok(infeasible > cases / 20 && infeasible < cases / 2, `${infeasible} of ${cases} graphs infeasible`);
});

t.test('larger sparse graphs: branch and bound proves the optimum, at most the planted cost', async (t) => {
  let branches = 0;
  for (let k = 0; k < 20; k++) {
    const seed = SEED + 5000 + k;
    const spec: PbqpGraphSpec = {
      nodes: 30 + k * 9,
      alternatives: [2, 6],
      degree: k < 10 ? 2.5 : 2.2,
      infinityDensity: 0.05,
      costRange: [0, 100],
    };
    const { graph, planted } = plantedPbqpGraph(new CaseRng(seed), spec);
    const bb = branchAndBound(graph);
    const recost = selectionCost(graph, bb.selection);
    const plantedCost = selectionCost(graph, planted);
    if (!bb.proven || recost !== bb.cost || bb.cost > plantedCost) {
      const replay = `plantedPbqpGraph(new CaseRng(${seed}), ${JSON.stringify(spec)})`;
      t.fail(`replay: ${replay}: proven ${bb.proven}, cost ${bb.cost}, re-costed ${recost}, planted ${plantedCost}`);
      return;
    }
    branches += bb.branches;
  }
  t.ok(branches > 100, `20 graphs of 30 to 201 nodes, ${branches} branches`);
});

t.test('every named family: proven, re-costed; forests without branching', async (t) => {
  for (const family of PBQP_FAMILIES)
    for (let k = 0; k < 4; k++) {
      const { name, graph } = familyInstance(family, SEED, k);
      const bb = branchAndBound(graph);
      const bad: string[] = [];
      if (!bb.proven) bad.push('not proven');
      if (selectionCost(graph, bb.selection) !== bb.cost)
        bad.push(`the selection costs ${selectionCost(graph, bb.selection)}, not ${bb.cost}`);
      if (family.spec.shape === 'tree' && bb.branches > 0) bad.push(`${bb.branches} branches on a forest`);
      if (family.planted && bb.cost === INF) bad.push('infeasible with a planted solution');
      const replay = `familyInstance(PBQP_FAMILIES.find((f) => f.name === '${family.name}')!, ${SEED}, ${k})`;
      t.same(
        bad,
        [],
        `${name}: ${bb.branches} branches, cost ${bb.cost === INF ? 'INF' : bb.cost}${bad.length > 0 ? ` (replay: ${replay})` : ''}`,
      );
    }
  const a = familyInstance(PBQP_FAMILIES[1]!, 7, 3);
  t.same(familyInstance(PBQP_FAMILIES[1]!, 7, 3), a, 'an instance is a function of (family, seed, k)');
});

t.test('the budget and the branch limit stop a hard instance: not proven, the best found', async (t) => {
  const spec: PbqpGraphSpec = { nodes: 60, alternatives: [3, 4], degree: 7, infinityDensity: 0.05, costRange: [0, 100] };
  const { graph } = plantedPbqpGraph(new CaseRng(SEED + 9000), spec);
  let now = 0;
  const clock = () => now++;
  const timed = branchAndBound(graph, { budget: { ms: 200, clock } });
  t.notOk(timed.proven, `stopped by the clock after ${timed.branches} branches`);
  t.ok(timed.branches >= 150 && timed.branches <= 200 + spec.nodes, 'about one branch per clock reading');
  t.ok(timed.cost < INF, 'a selection was completed');
  t.equal(selectionCost(graph, timed.selection), timed.cost, 're-costed');
  const limited = branchAndBound(graph, { maxBranches: 50 });
  t.notOk(limited.proven, 'stopped by maxBranches');
  t.ok(limited.branches >= 50 && limited.branches <= 50 + spec.nodes, `${limited.branches} branches`);
  t.equal(selectionCost(graph, limited.selection), limited.cost, 're-costed');
  t.same(branchAndBound(graph, { maxBranches: 50 }), limited, 'deterministic');
  const none = branchAndBound(graph, { maxBranches: 0 });
  t.notOk(none.proven, 'no branch allowed: a greedy dive only');
  t.ok(none.branches <= spec.nodes, `${none.branches} branches in the dive`);
  t.equal(selectionCost(graph, none.selection), none.cost, 'the dive re-costed');
});

t.test('a budget that is never reached: proven', async (t) => {
  const { graph } = plantedPbqpGraph(new CaseRng(SEED + 9001), {
    nodes: 9,
    alternatives: [2, 4],
    degree: 4,
    infinityDensity: 0.1,
    costRange: [0, 50],
  });
  let now = 0;
  const r = branchAndBound(graph, { budget: { ms: 1e9, clock: () => now++ } });
  t.ok(r.proven);
  t.equal(r.cost, bruteForce(graph).cost);
  t.ok(now > r.branches, 'the clock is read before every branch');
});

t.test('the 0-1 program (HiGHS) agrees with brute force and branch and bound', async (t) => {
  for (const c of HAND_MADE) {
    const m = await milpOptimum(c.graph);
    t.equal(m.cost, c.cost, `${c.name}: cost`);
    t.equal(selectionCost(c.graph, m.selection), m.cost, `${c.name}: re-costed`);
  }
  let infeasible = 0;
  const cases = 60;
  for (let k = 0; k < cases; k++) {
    const seed = SEED + 7000 + k;
    const shape = new CaseRng(seed ^ 0x5bd1e995);
    const spec: PbqpGraphSpec = {
      nodes: shape.int(1, 8),
      alternatives: [1, shape.int(2, 4)],
      degree: shape.int(1, 6),
      infinityDensity: [0, 0.1, 0.3][k % 3]!,
      costRange: [0, shape.pick([5, 100, 1_000_000])],
    };
    const planted = k % 2 === 0;
    const graph = planted ? plantedPbqpGraph(new CaseRng(seed), spec).graph : randomPbqpGraph(new CaseRng(seed), spec);
    const m = await milpOptimum(graph);
    const bad = disagreements(graph, m.cost);
    if (selectionCost(graph, m.selection) !== m.cost) bad.push(`the 0-1 program's selection costs ${selectionCost(graph, m.selection)}`);
    if (bad.length > 0) {
      const replay = `${planted ? 'plantedPbqpGraph' : 'randomPbqpGraph'}(new CaseRng(${seed}), ${JSON.stringify(spec)})`;
      t.fail(`case ${k} (replay: ${replay}): 0-1 program ${m.cost}: ${bad.join('; ')}\n${JSON.stringify(graph)}`);
      return;
    }
    if (m.cost === INF) infeasible++;
  }
  t.ok(infeasible > 0 && infeasible < cases / 2, `${cases} graphs, ${infeasible} infeasible`);
  await t.rejects(milpOptimum({ costs: [[2e9]], edges: [] }), RangeError, 'a cost above its limit');
});

t.test('cost.ts: saturating sums, and rejections', async (t) => {
  const graph: PbqpGraph = {
    costs: [
      [1, INF],
      [2, 3],
    ],
    edges: [{ u: 1, v: 0, matrix: [0, 5, 7, 0] }],
  };
  t.equal(selectionCost(graph, [0, 0]), 3);
  t.equal(selectionCost(graph, [0, 1]), 11);
  t.equal(selectionCost(graph, [1, 1]), INF, 'an INF entry makes the selection INF');
  t.throws(() => selectionCost(graph, [0]), /selection of 1 nodes for 2/);
  t.throws(() => selectionCost(graph, [0, 2]), /alternative 2 out of range/);
  t.throws(() => selectionCost(graph, [-1, 0]), /out of range/);
  t.throws(() => selectionCost(graph, [0.5, 0]), /out of range/);
  t.throws(() => selectionCost({ costs: [[INF - 1], [1]], edges: [] }, [0, 0]), new RangeError('PBQP cost overflow'));
  t.throws(() => selectionCost({ costs: [[0], [0]], edges: [{ u: 1, v: 1, matrix: [0] }] }, [0, 0]), /self-loop/);
  t.throws(() => selectionCost({ costs: [[0], [0, 0]], edges: [{ u: 0, v: 1, matrix: [0] }] }, [0, 0]), /wrong size/);
  t.throws(() => selectionCost({ costs: [[0], []], edges: [] }, [0, 0]), /no alternative/);
  t.throws(() => selectionCost({ costs: [[-1]], edges: [] }, [0]), /outside/);
  t.throws(() => branchAndBound({ costs: [[0], [0]], edges: [{ u: 0, v: 0, matrix: [0] }] }), /self-loop/);
  t.throws(
    () =>
      bruteForce(randomPbqpGraph(new CaseRng(1), { nodes: 10, alternatives: [5, 5], degree: 2, infinityDensity: 0, costRange: [0, 9] })),
    RangeError,
  );
  t.equal(bruteForce(graph, { maxSelections: 4 }).cost, 3, 'maxSelections: exactly enough');
  t.throws(() => bruteForce(graph, { maxSelections: 3 }), /4 selections, more than 3/);
});
