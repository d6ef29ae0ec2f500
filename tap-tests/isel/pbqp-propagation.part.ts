// Buchwald & Zwinkau's Figure 6 situation on real selection instances (issue 24, Properties): the
// PBQP solver's heuristic reduction RN, without infinity propagation, decides one node for a complex
// pattern and a later RN decision elsewhere for an alternative that pattern excludes; the
// exclusion was never propagated beyond the first node's neighbours, so the instance is left without
// a finite solution although one exists. With normalization and infinity propagation (Algorithm 1;
// engine/pbqp/work-graph.ts propagate), as `--isel pbqp` solves, the same instances are solved, to
// their proven optimum. The instance is the whole-function instance `tessera optimality --problem
// isel` finds in that state on the corpus (testbed/optimality/isel-instances.ts): ARM
// int64_arith@main (107 RN decisions without propagation; the generated x86 programs 23 and 75 of
// seed 1 were two more until inner rules were shared between tiles, which made their instances
// smaller). Real solvers: the engine's heuristic, the oracles' branch and bound.

import t from 'tap';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INF } from '../../engine/pbqp/graph.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { corpusSelection, type SelectionFunction, selectionGraph } from '../../testbed/optimality/isel-instances.js';

/** The corpus's ARM int64_arith alone (corpusSelection reads a whole folder). */
function int64Arith(): SelectionFunction {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-figure6-'));
  mkdirSync(join(dir, 'arm'));
  copyFileSync('corpus/ll/arm/int64_arith.O1.ll', join(dir, 'arm/int64_arith.O1.ll'));
  return corpusSelection('arm', dir).functions.find((f) => f.name === 'int64_arith@main')!;
}

const CASES: readonly [string, () => SelectionFunction][] = [['arm corpus int64_arith@main', int64Arith]];

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
