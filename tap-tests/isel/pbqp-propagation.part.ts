// Buchwald & Zwinkau's Figure 6 situation on real selection instances (issue 24, Properties): the
// PBQP solver's heuristic reduction RN, without infinity propagation, decides one node for a complex
// pattern and a later RN decision elsewhere for an alternative that pattern excludes; the
// exclusion was never propagated beyond the first node's neighbours, so the instance is left without
// a finite solution although one exists. With normalization and infinity propagation (Algorithm 1;
// engine/pbqp/work-graph.ts propagate), as `--isel pbqp` solves, the same instances are solved, to
// their proven optimum. The instances are the whole-function instances `tessera optimality
// --problem isel` found in that state (testbed/optimality/isel-instances.ts): the generated x86-32
// program 23 of seed 1 (its function f1), the generated x86-64 program 75 (main) and the corpus's
// ARM int64_arith@main. Real solvers: the engine's heuristic, the oracles' branch and bound.

import t from 'tap';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Isa } from '../../isa-models/types.js';
import { INF } from '../../engine/pbqp/graph.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { corpusSelection, generatedProgram, type SelectionFunction, selectionGraph } from '../../testbed/optimality/isel-instances.js';

function generated(isa: Isa, k: number, fn: string): SelectionFunction {
  const f = generatedProgram(isa, 1, k).functions.find((x) => x.name === `program ${k}@${fn}`);
  if (f === undefined) throw new Error(`generated ${isa} program ${k} has no function ${fn}`);
  return f;
}

/** The corpus's ARM int64_arith alone (corpusSelection reads a whole folder). */
function int64Arith(): SelectionFunction {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-figure6-'));
  mkdirSync(join(dir, 'arm'));
  copyFileSync('corpus/ll/arm/int64_arith.O1.ll', join(dir, 'arm/int64_arith.O1.ll'));
  return corpusSelection('arm', dir).functions.find((f) => f.name === 'int64_arith@main')!;
}

const CASES: readonly [string, () => SelectionFunction][] = [
  ['x86-32 generated program 23@f1', () => generated('x86-32', 23, 'f1')],
  ['x86-64 generated program 75@main', () => generated('x86-64', 75, 'main')],
  ['arm corpus int64_arith@main', int64Arith],
];

for (const [name, make] of CASES) {
  t.test(`Figure 6 (${name}): RN without propagation leaves no solution; with it, the optimum`, (t) => {
    const graph = selectionGraph(make()).graph;
    const bare = solvePbqp(graph, { propagation: false });
    t.ok(bare.stats.rn > 0, `without propagation: ${bare.stats.rn} RN decisions`);
    t.equal(bare.cost, INF, 'without propagation: no finite solution');
    const solved = solvePbqp(graph);
    const optimum = branchAndBound(graph, { maxBranches: 100_000 });
    t.ok(optimum.proven, 'the oracle proves the optimum');
    t.ok(optimum.cost < INF, `a finite solution exists: ${optimum.cost}`);
    t.equal(
      selectionCost(graph, solved.selection),
      solved.cost,
      'the heuristic reports what its selection costs (the oracle recomputes it)',
    );
    t.equal(solved.cost, optimum.cost, `with propagation: the proven optimum (${solved.stats.rn} RN decisions)`);
    t.end();
  });
}
