// The cost of a PBQP selection, recomputed from the graph with the oracles' own saturating
// arithmetic: Scholz & Eckstein's objective, the sum over nodes of the chosen cost-vector entry
// plus the sum over edges of the cost-matrix cell the two chosen alternatives pick (Buchwald &
// Zwinkau §3.2 restate it, ../shared/papers/pbqp-isel-by-graph-transformation.txt).
//
// Contract: requires a PbqpGraph as engine/pbqp/graph.ts defines it (costs integers in [0, INF],
// INF = Number.MAX_SAFE_INTEGER; matrices row-major |alts u| x |alts v|, u and v in either order,
// parallel edges adding) and shares nothing with the engine but that type: the infinity and the
// arithmetic are this file's own, as the house's oracles require. `selectionCost` throws an Error
// on a selection of the wrong length or an alternative out of range, or on a malformed graph (a
// node without alternatives, a cost outside [0, INF], an edge that is a self-loop, names a node
// out of range or has a matrix of the wrong size). Produces INF when any chosen entry
// is INF, the exact integer sum otherwise; a sum of finite costs that reaches INF is not a cost
// (libFirm kaps asserts the same): RangeError 'PBQP cost overflow'. `add`, `checkGraph` and
// `checkedCost` (no checks: for search loops) are what the other oracles of this folder share.

import type { PbqpGraph } from '../../engine/pbqp/graph.js';

/** The saturating infinity: the same value as engine/pbqp/graph.ts INF, defined here on purpose. */
export const INFINITY = Number.MAX_SAFE_INTEGER;

/** a + b, saturating: INF when either is INF; a finite sum that reaches INF throws. */
export function add(a: number, b: number): number {
  if (a >= INFINITY || b >= INFINITY) return INFINITY;
  const sum = a + b;
  if (sum >= INFINITY) throw new RangeError('PBQP cost overflow');
  return sum;
}

/** Throws unless every node has an alternative, every cost is an integer in [0, INF] and every edge fits its two nodes. */
export function checkGraph(graph: PbqpGraph): void {
  const costOk = (c: number) => Number.isInteger(c) && c >= 0 && c <= INFINITY;
  graph.costs.forEach((vector, node) => {
    if (vector.length === 0) throw new Error(`PBQP node ${node} has no alternative`);
    if (!vector.every(costOk)) throw new Error(`PBQP node ${node}: a cost outside [0, INF]`);
  });
  const n = graph.costs.length;
  graph.edges.forEach(({ u, v, matrix }, k) => {
    if (!(Number.isInteger(u) && Number.isInteger(v) && u >= 0 && v >= 0 && u < n && v < n))
      throw new Error(`PBQP edge ${k}: node out of range`);
    if (u === v) throw new Error(`PBQP edge ${k}: a self-loop on node ${u}`);
    if (matrix.length !== graph.costs[u]!.length * graph.costs[v]!.length) throw new Error(`PBQP edge ${k}: matrix of the wrong size`);
    if (!matrix.every(costOk)) throw new Error(`PBQP edge ${k}: a cost outside [0, INF]`);
  });
}

/** The cost of `selection` (one alternative per node) on `graph`, recomputed; see the header. */
export function selectionCost(graph: PbqpGraph, selection: readonly number[]): number {
  checkGraph(graph);
  if (selection.length !== graph.costs.length) throw new Error(`PBQP selection of ${selection.length} nodes for ${graph.costs.length}`);
  selection.forEach((alt, node) => {
    if (!(Number.isInteger(alt) && alt >= 0 && alt < graph.costs[node]!.length))
      throw new Error(`PBQP node ${node}: alternative ${alt} out of range`);
  });
  return checkedCost(graph, selection);
}

/** The cost of a selection already known to fit a graph already checked (checkGraph): the search loops' version. */
export function checkedCost(graph: PbqpGraph, selection: readonly number[]): number {
  let cost = 0;
  selection.forEach((alt, node) => (cost = add(cost, graph.costs[node]![alt]!)));
  for (const { u, v, matrix } of graph.edges) cost = add(cost, matrix[selection[u]! * graph.costs[v]!.length + selection[v]!]!);
  return cost;
}
