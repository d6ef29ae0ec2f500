// Properties of the PBQP solvers on random graphs (testbed/optimality/pbqp-instances.ts), fixed
// seeds; every failure names the instance to replay. Judged by the oracles (oracles/pbqp/), which
// share only the graph type with engine/pbqp/:
// - every returned cost is the oracle's recomputation of the returned selection;
// - the heuristic is never below the optimum, and equals it when it made no RN decision (a graph
//   that R0, RI and RII reduce alone: the forest family, every instance);
// - the exact solvers agree: brute force, the oracle's branch and bound, the engine's exact;
// - legality: on graphs with a planted finite solution the heuristic's result is finite except
//   where RN decisions cornered it (the problem of finding any solution is NP-complete, so infinity
//   propagation cannot rule this out); the exceptions are counted and printed, each must have
//   needed RN, and propagation must never leave more of them than the classic solver.

import t from 'tap';
import { INF, type PbqpGraph } from '../../engine/pbqp/graph.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { solvePbqpExact } from '../../engine/pbqp/exact.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { bruteForce } from '../../oracles/pbqp/brute-force.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { CaseRng } from '../../isa-models/rng.js';
import { familyInstance, PBQP_FAMILIES, plantedPbqpGraph, type PbqpGraphSpec } from '../../testbed/optimality/pbqp-instances.js';

const SEED = 20261204;

function small(rng: CaseRng): PbqpGraphSpec {
  return {
    nodes: rng.int(1, 9),
    alternatives: [1, rng.int(1, 4)],
    degree: rng.int(0, 6),
    infinityDensity: rng.int(0, 4) / 10,
    costRange: [0, rng.int(0, 50)],
  };
}

function replay(seed: number, spec: PbqpGraphSpec): string {
  return `replay: plantedPbqpGraph(new CaseRng(${seed}), ${JSON.stringify(spec)}) in tap-tests/pbqp/solve.property.part.ts`;
}

t.test('small random graphs: exact solvers agree, the heuristic is checked against them', async (t) => {
  const bad: string[] = [];
  let rnNeeded = 0;
  for (let k = 0; k < 400; k++) {
    const seed = SEED + k;
    const rng = new CaseRng(seed);
    const spec = small(rng);
    const { graph } = plantedPbqpGraph(rng, spec);
    const problems = judge(graph);
    if (problems.length > 0) bad.push(`${replay(seed, spec)}: ${problems.join('; ')}`);
    if (solvePbqp(graph).stats.rn > 0) rnNeeded++;
  }
  t.same(bad, []);
  t.ok(rnNeeded >= 20, `RN was needed on ${rnNeeded} of 400 graphs (the heuristic part is exercised)`);
});

/** Every property of the header on one graph; an empty list when all hold. */
function judge(graph: PbqpGraph): string[] {
  const out: string[] = [];
  const brute = bruteForce(graph);
  const bb = branchAndBound(graph);
  const exact = solvePbqpExact(graph);
  const heur = solvePbqp(graph);
  if (bb.cost !== brute.cost || !bb.proven) out.push(`branch and bound ${bb.cost} (proven ${bb.proven}) vs brute force ${brute.cost}`);
  if (exact.cost !== brute.cost || !exact.proven) out.push(`engine exact ${exact.cost} vs brute force ${brute.cost}`);
  for (const [name, r] of [
    ['heuristic', heur],
    ['engine exact', exact],
    ['branch and bound', bb],
  ] as const) {
    if (selectionCost(graph, r.selection) !== r.cost)
      out.push(`${name} reports ${r.cost}, its selection costs ${selectionCost(graph, r.selection)}`);
  }
  if (heur.cost < brute.cost) out.push(`heuristic ${heur.cost} below the optimum ${brute.cost}`);
  if (heur.stats.provenOptimal && heur.cost !== brute.cost) out.push(`no RN, yet ${heur.cost} against the optimum ${brute.cost}`);
  return out;
}

t.test('forests: R0, RI and RII alone solve every one optimally', async (t) => {
  const forest = PBQP_FAMILIES.find((f) => f.name === 'forest')!;
  const bad: string[] = [];
  for (let k = 0; k < 30; k++) {
    const { name, graph } = familyInstance(forest, SEED, k);
    const h = solvePbqp(graph);
    const opt = branchAndBound(graph);
    if (h.stats.rn !== 0 || !h.stats.provenOptimal) bad.push(`${name}: ${h.stats.rn} RN decisions`);
    if (!opt.proven || h.cost !== opt.cost) bad.push(`${name}: heuristic ${h.cost}, optimum ${opt.cost} (proven ${opt.proven})`);
    if (selectionCost(graph, h.selection) !== h.cost) bad.push(`${name}: cost not its selection's`);
  }
  t.same(bad, [], `replay: familyInstance(forest, ${SEED}, k)`);
});

t.test('legality with a planted solution: infinite results only after RN, fewer with propagation than without', async (t) => {
  let withProp = 0;
  let without = 0;
  const bad: string[] = [];
  for (let k = 0; k < 300; k++) {
    const seed = SEED + 10_000 + k;
    const rng = new CaseRng(seed);
    const spec: PbqpGraphSpec = {
      nodes: rng.int(6, 30),
      alternatives: [2, 5],
      degree: 3 + rng.int(0, 3),
      infinityDensity: 0.3 + rng.int(0, 2) / 10,
      costRange: [0, 20],
    };
    const { graph } = plantedPbqpGraph(rng, spec);
    const h = solvePbqp(graph);
    const classic = solvePbqp(graph, { propagation: false });
    if (h.cost >= INF) {
      withProp++;
      t.comment(`exception: heuristic infinite though a solution exists (${h.stats.rn} RN decisions): ${replay(seed, spec)}`);
      if (h.stats.rn === 0) bad.push(`infinite without any RN decision: ${replay(seed, spec)}`);
    }
    if (classic.cost >= INF) without++;
  }
  t.same(bad, []);
  t.ok(withProp <= without, `infinite results: ${withProp} with propagation, ${without} without`);
  t.ok(without > withProp, 'the family is hard enough that propagation makes a difference');
});

t.test('larger sparse graphs: the oracle proves the optimum and the heuristic never beats it', async (t) => {
  const sparse = PBQP_FAMILIES.find((f) => f.name === 'sparse')!;
  const bad: string[] = [];
  let proven = 0;
  for (let k = 0; k < 20; k++) {
    const { name, graph } = familyInstance(sparse, SEED, k);
    const opt = branchAndBound(graph, { maxBranches: 5_000 });
    const h = solvePbqp(graph);
    const e = solvePbqpExact(graph, { maxBranches: 5_000 });
    if (opt.proven) proven++;
    if (opt.proven && h.cost < opt.cost) bad.push(`${name}: heuristic ${h.cost} below the optimum ${opt.cost}`);
    if (opt.proven && e.proven && e.cost !== opt.cost) bad.push(`${name}: engine exact ${e.cost}, oracle ${opt.cost}`);
    if (e.cost > h.cost) bad.push(`${name}: engine exact ${e.cost} worse than the heuristic ${h.cost}`);
  }
  t.same(bad, [], `replay: familyInstance(sparse, ${SEED}, k)`);
  t.ok(proven >= 12, `the oracle proved ${proven} of 20 within 5,000 branches`);
});
