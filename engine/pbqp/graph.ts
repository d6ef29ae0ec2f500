// The PBQP instance: nodes with cost vectors (one entry per alternative) and edges with cost
// matrices, as Scholz & Eckstein define the partitioned Boolean quadratic problem and Buchwald &
// Zwinkau's §3.2 restates it (../shared/papers/pbqp-isel-by-graph-transformation.txt).
//
// Contract: plain data, the only part of engine/pbqp/ the oracles may import (as types) besides the
// constant INF. Costs are integers in [0, INF]; INF is the saturating infinity (libFirm kaps's
// INF_COSTS): an alternative or pair of alternatives that must never be selected. There are no
// floats and no negative costs, so `Infinity - Infinity` cannot arise: a preference is the cost of
// *not* following it. An edge's matrix is row-major, rows indexed by the alternatives of `u`,
// columns by those of `v`; several edges may join the same pair (their matrices add). A selection
// picks one alternative per node; its cost is the sum of the chosen vector entries and matrix
// cells (INF if any is INF); a solution is a selection of finite cost.

/** The saturating infinity: any sum that reaches it is infinite. */
export const INF = Number.MAX_SAFE_INTEGER;

export type Cost = number;

export interface PbqpEdge {
  readonly u: number;
  readonly v: number;
  /** costs[u alternatives × v alternatives], row-major: cell (i, j) at i * |v| + j. */
  readonly matrix: readonly Cost[];
}

export interface PbqpGraph {
  /** Per node, the cost of each alternative. Every node has at least one alternative. */
  readonly costs: readonly (readonly Cost[])[];
  readonly edges: readonly PbqpEdge[];
}

/** What a solver returns: one alternative per node and the selection's cost (INF: no solution found). */
export interface PbqpSelection {
  readonly selection: readonly number[];
  readonly cost: Cost;
}
