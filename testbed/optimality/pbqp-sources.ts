// The instances and algorithms of `tessera optimality --problem pbqp` (issue 21, point 4).
//
// Contract:
// - `randomInstances(family, seed, count)`: instances 0..count-1 of a family of
//   pbqp-instances.ts (PBQP_FAMILIES), kind `random`, grouped by the family's name.
// - `allocationGraphs(inst)`: the PBQP graph of every round of the `pbqp` register allocator on a
//   corpus function (regalloc-instances.ts), kind `regalloc`, grouped by target, named
//   `<target> <program>@<function> round <r>`: the rounds run exactly as the allocator runs them
//   (engine/regalloc/pbqp/pbqp.ts allocatePbqp, the heuristic with spillFirst's RN order), so each
//   round's graph is the one the allocator solved after the previous rounds' spills.
// - `RANDOM_ALGORITHMS`: the heuristic solver (`pbqp`), the same without normalization and
//   infinity propagation (`pbqp-no-propagation`: what propagation buys) and the engine's exact solver
//   (`pbqp-exact`, within the command's search limit); `REGALLOC_ALGORITHMS`: the heuristic as the
//   `pbqp` allocator calls it (spillFirst). The engine's exact solver is not run on allocation
//   graphs: it keeps a copy of the graph per open branch, which the large ones (thousands of nodes)
//   do not afford.
// Deterministic: nothing but the seed, the files and the isel reaches an instance.

import { solvePbqpExact } from '../../engine/pbqp/exact.js';
import type { PbqpGraph } from '../../engine/pbqp/graph.js';
import { type PbqpOptions, solvePbqp } from '../../engine/pbqp/solve.js';
import { allocatePbqp, spillFirst } from '../../engine/regalloc/pbqp/pbqp.js';
import type { Algorithm, PbqpInstance } from './pbqp-measure.js';
import { familyInstance, type PbqpFamily } from './pbqp-instances.js';
import type { RegallocInstance } from './regalloc-instances.js';

export function randomInstances(family: PbqpFamily, seed: number, count: number): PbqpInstance[] {
  return Array.from({ length: count }, (_, k) => ({ ...familyInstance(family, seed, k), kind: 'random' as const, group: family.name }));
}

/** The heuristic as `solve` configures it. */
function heuristic(name: string, options: (g: PbqpGraph) => PbqpOptions): Algorithm {
  return {
    name,
    solve: (graph) => {
      const r = solvePbqp(graph, options(graph));
      return { selection: r.selection, cost: r.cost, rn: r.stats.rn, claimsOptimal: r.stats.provenOptimal };
    },
  };
}

export const RANDOM_ALGORITHMS: readonly Algorithm[] = [
  heuristic('pbqp', () => ({})),
  heuristic('pbqp-no-propagation', () => ({ propagation: false })),
  {
    name: 'pbqp-exact',
    solve: (graph, limit) => {
      const r = solvePbqpExact(graph, limit);
      return { selection: r.selection, cost: r.cost, claimsOptimal: r.proven };
    },
  },
];

const allocatorHeuristic = heuristic('pbqp', spillFirst);

export const REGALLOC_ALGORITHMS: readonly Algorithm[] = [allocatorHeuristic];

/** Every round's graph of the `pbqp` allocator on `inst` (throws what the allocator throws). */
export function allocationGraphs(inst: RegallocInstance): PbqpInstance[] {
  const graphs: PbqpInstance[] = [];
  const solve = (graph: PbqpGraph) => allocatorHeuristic.solve(graph, {});
  allocatePbqp('pbqp', inst.fn, inst.regs, solve, (ag) =>
    graphs.push({ name: `${inst.isa} ${inst.name} round ${graphs.length + 1}`, kind: 'regalloc', group: inst.isa, graph: ag.graph }),
  );
  return graphs;
}
