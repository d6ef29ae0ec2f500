// The heuristic PBQP solver: reduce the graph until no edge is left, then back-propagate
// (Scholz & Eckstein; Buchwald & Zwinkau §3.2 and §4.1, ../shared/papers/pbqp-isel-by-graph-transformation.txt),
// with infinity propagation so that an alternative that became infinite anywhere is never chosen.
//
// Contract: requires a PbqpGraph (graph.ts); produces a selection (one alternative per node), its
// cost recomputed on the original graph (INF when the heuristic found no solution), and the
// statistics of the solve. Steps:
//   1. normalize every edge and propagate infinities (Algorithm 1) from every node;
//   2. while a node of degree <= 2 remains, reduce it by R0, RI or RII (lowest degree first); after
//      an RII normalize the new or merged neighbour edge, and after any reduction propagate from
//      each neighbour that lost an alternative (the paper asks for propagation after RII and RN;
//      after RI it is needed only when RI deleted something, which a normalized graph never has);
//   3. otherwise RN at a node of maximum degree (Buchwald & Zwinkau; libFirm kaps), then propagate
//      from its neighbours; back to 2;
//   4. back-propagate.
// `propagation: false` gives the classic solver (no normalization, no propagation: the Figure 6
// failure), for tests and comparison. With no RN decision the result is optimal (`provenOptimal`).
// Linear in the nodes for bounded alternatives and degree, except where propagation spreads; each
// propagation step deletes an alternative, so it is bounded by the alternatives (§4.1).
// Deterministic: nodes are reduced in an order fixed by the input.

import type { Cost, PbqpGraph, PbqpSelection } from './graph.js';
import { INF } from './graph.js';
import { selectionCost } from './cost.js';
import { backPropagate, decide, locallyMinimal, type Reduced, reduceOptimally } from './reductions.js';
import { WorkGraph } from './work-graph.js';

export interface PbqpStats {
  readonly r0: number;
  readonly ri: number;
  readonly rii: number;
  /** Heuristic decisions: each may lose optimality. */
  readonly rn: number;
  /** Edges removed because they became independent (RE). */
  readonly independentEdges: number;
  /** Alternatives deleted by normalization and infinity propagation. */
  readonly deletedAlternatives: number;
  /** No RN decision was made: the reductions were exact, so the selection is a proven optimum. */
  readonly provenOptimal: boolean;
}

export interface PbqpResult extends PbqpSelection {
  readonly stats: PbqpStats;
}

export interface PbqpOptions {
  /** Infinity propagation (default true); false only to show what it prevents. */
  readonly propagation?: boolean;
  /**
   * RN's node order: the live node of highest priority is decided first (ties: lowest node). By
   * default the node of maximum degree (Buchwald & Zwinkau §3.2, libFirm kaps). A register allocator
   * passes spill costs, so that the values dearest to spill get their registers first and a spill,
   * when one is forced, falls on a cheap value (the priority order of Chow & Hennessy's colouring).
   */
  readonly rnPriority?: readonly number[];
}

export function solvePbqp(graph: PbqpGraph, options: PbqpOptions = {}): PbqpResult {
  const g = new WorkGraph(graph);
  const propagation = options.propagation ?? true;
  if (propagation) g.propagate(g.vec.keys());
  const stack = reduceAll(g, propagation, rnNode(g, options.rnPriority));
  const selection = backPropagate(stack, g.vec.length);
  return { selection, cost: selectionCost(graph, selection), stats: statsOf(g, stack) };
}

/** Steps 2 and 3 of the contract: the reduction records in the order they were made. */
function reduceAll(g: WorkGraph, propagation: boolean, next: () => number | undefined): Reduced[] {
  const stack: Reduced[] = [];
  for (;;) {
    reduceOptimal(g, propagation, stack);
    const n = next();
    if (n === undefined) return stack;
    stack.push(settled(g, n, propagation, () => decide(g, n, locallyMinimal(g, n))));
  }
}

/** RN's next node: by maximum degree, or by descending priority (a pointer over a fixed order). */
function rnNode(g: WorkGraph, priority: readonly number[] | undefined): () => number | undefined {
  if (priority === undefined) return () => g.maxDegree();
  const order = priorityOrder(priority);
  let k = 0;
  return () => {
    while (k < order.length && g.reduced[order[k]!]) k++;
    return order[k];
  };
}

/** Nodes by descending priority, ties by node. */
export function priorityOrder(priority: readonly number[]): number[] {
  return [...priority.keys()].sort((a, b) => priority[b]! - priority[a]! || a - b);
}

/** Step 2: R0, RI and RII while a node of degree <= 2 remains, records appended to `stack`. */
export function reduceOptimal(g: WorkGraph, propagation: boolean, stack: Reduced[]): void {
  for (let x = g.nextOptimal(); x !== undefined; x = g.nextOptimal()) {
    const node = x;
    stack.push(settled(g, node, propagation, () => reduceOptimally(g, node)));
  }
}

/** Runs one reduction at x, then restores normalization around it (when propagating). */
export function settled(g: WorkGraph, x: number, propagation: boolean, reduce: () => Reduced): Reduced {
  const neighbours = [...g.adj[x]!.keys()];
  const liveBefore = neighbours.map((y) => liveCount(g.vec[y]!));
  const rec = reduce();
  if (!propagation) return rec;
  const lost = neighbours.filter((y, k) => liveCount(g.vec[y]!) < liveBefore[k]!);
  if (rec.kind === 'RII') {
    const [y, z] = neighbours as [number, number];
    const e = g.adj[y]!.get(z)!;
    const side = g.normalize(e);
    if (g.independent(e)) {
      g.removeEdge(e);
      g.stats.independentEdges++;
    }
    if (side.u) lost.push(e.u);
    if (side.v) lost.push(e.v);
  }
  if (lost.length > 0) g.propagate(lost);
  return rec;
}

function liveCount(c: readonly Cost[]): number {
  let n = 0;
  for (const x of c) if (x < INF) n++;
  return n;
}

function statsOf(g: WorkGraph, stack: readonly Reduced[]): PbqpStats {
  const count = (k: Reduced['kind']): number => stack.filter((r) => r.kind === k).length;
  const rn = count('RN');
  return {
    r0: count('R0'),
    ri: count('RI'),
    rii: count('RII'),
    rn,
    independentEdges: g.stats.independentEdges,
    deletedAlternatives: g.stats.deletedAlternatives,
    provenOptimal: rn === 0,
  };
}
