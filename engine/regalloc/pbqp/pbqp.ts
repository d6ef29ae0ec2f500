// pbqp: register allocation as a partitioned Boolean quadratic problem (Scholz & Eckstein, LCTES
// 2002; Hames & Scholz, JMLC 2006; LLVM's -regalloc=pbqp), in rounds of build → solve → spill →
// rebuild, as LLVM's RegAllocPBQP runs them.
//
// Contract: requires an MFunction that passes verifyMir and its TargetRegs; produces an
// AllocResult the allocation checker accepts. Each round builds the graph-colouring allocator's
// working program and interference graph (fixed operands as precoloured registers joined by moves,
// two-address ties, narrow classes, clobbers: engine/regalloc/graph-color/program.ts), turns them
// into a PBQP graph (allocation-graph.ts), solves it with the shared solver (engine/pbqp/), and
// spills the nodes whose alternative is spill; spill code makes short unspillable temporaries, and
// the next round colours again, until a round spills nothing (graph-color.ts allocateInRounds: the
// same spill-everywhere rewriting and the same mapping to edits, so the two allocators differ only
// in how a round is coloured). Nodes never split or move between registers, so no resolution.
//   pbqp        the heuristic solver (R0, RI, RII, RN with infinity propagation);
//   pbqp-exact  branch and bound over the RN nodes (engine/pbqp/exact.ts) in every round, within
//               at most EXACT_BRANCHES branches per round, and within `solverBudget` per round when
//               one is given, on round graphs of at most EXACT_NODES nodes (the heuristic above) (the graph of a large function is rarely proven within either); when
//               they stop it, the best selection found (never worse than the heuristic's) is used.
// Deterministic: graphs are built in node order and both solvers are deterministic (the budget's
// clock aside, which only the caller's --solver-budget-ms brings in).

import type { AllocOptions, AllocResult, Allocator, MFunction, TargetRegs } from '../../mir/types.js';
import { solvePbqpExact } from '../../pbqp/exact.js';
import { INF, type PbqpGraph, type PbqpSelection } from '../../pbqp/graph.js';
import { solvePbqp } from '../../pbqp/solve.js';
import { allocateInRounds } from '../graph-color/graph-color.js';
import { buildGraph } from '../graph-color/interference-graph.js';
import type { GcProgram } from '../graph-color/program.js';
import { type AllocationGraph, buildAllocationGraph, coloringOf } from './allocation-graph.js';

/** Branches per round of the exact solver (a time budget, when given, may stop it sooner). */
const EXACT_BRANCHES = 1_000;
/**
 * Larger round graphs get the heuristic alone: the search keeps a copy of the reduced graph per
 * open branch, one per RN level, and rational@main's 1,407-node, 22,889-edge graph (x86-32) ran
 * the heap out within 2,000 branches.
 */
const EXACT_NODES = 400;

type Solver = (graph: PbqpGraph) => PbqpSelection;

/** Runs the rounds with `solver`, handing each round's PBQP graph to `seen` (the optimality report). */
export function allocatePbqp(
  name: string,
  fn: MFunction,
  regs: TargetRegs,
  solver: Solver,
  seen?: (ag: AllocationGraph, solution: PbqpSelection) => void,
): AllocResult {
  return allocateInRounds(name, fn, regs, (prog: GcProgram) => {
    const g = buildGraph(prog);
    const ag = buildAllocationGraph(prog, g);
    const solution = solver(ag.graph);
    seen?.(ag, solution);
    return coloringOf(prog, g, ag, solution.selection, solution.cost);
  });
}

/**
 * RN's order on an allocation graph: Chaitin's spill metric reversed — the node of highest spill cost
 * per interference neighbour is decided first, so that when registers run out the spill falls on a
 * node that is cheap to spill and frees many registers. Measured on the corpus (x86-32, noltis,
 * Σ 10^depth-weighted reloads / stores / moves over all functions): the papers' maximum-degree order
 * 917,611 / 578,080 / 3,976; spill cost alone 388,399 / 189,916 / 36,388; this order 349,540 /
 * 133,257 / 23,174 (graph colouring: 330,728 / 142,334 / 11,433). Spill temporaries, which cannot
 * spill, come last: their one-instruction ranges nearly always find a register after the others,
 * and when one does not, the round loop spills a neighbour (344,911 / 131,703 / 19,762; deciding
 * them first instead fixed their registers before the values that needed them most).
 */
export function spillFirst(graph: PbqpGraph): { readonly rnPriority: readonly number[] } {
  const degree = graph.costs.map(() => 0);
  for (const e of graph.edges) {
    if (!e.matrix.includes(INF)) continue;
    degree[e.u]!++;
    degree[e.v]!++;
  }
  return { rnPriority: graph.costs.map((c, n) => (c[0]! >= INF ? -1 : c[0]! / (degree[n]! + 1))) };
}

export const pbqp: Allocator = {
  name: 'pbqp',
  allocate: (fn: MFunction, regs: TargetRegs): AllocResult =>
    allocatePbqp('pbqp', fn, regs, (graph) => solvePbqp(graph, spillFirst(graph))),
};

export const pbqpExact: Allocator = {
  name: 'pbqp-exact',
  allocate(fn: MFunction, regs: TargetRegs, options: AllocOptions = {}): AllocResult {
    const budget = options.solverBudget;
    const solver: Solver = (graph) =>
      graph.costs.length > EXACT_NODES
        ? solvePbqp(graph, spillFirst(graph))
        : solvePbqpExact(graph, { ...spillFirst(graph), maxBranches: EXACT_BRANCHES, ...(budget === undefined ? {} : { budget }) });
    return allocatePbqp('pbqp-exact', fn, regs, solver);
  },
};
