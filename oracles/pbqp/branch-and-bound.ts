// The exact PBQP oracle: Scholz & Eckstein's optimal reductions R0, RI and RII, and where only
// nodes of degree >= 3 remain, branch and bound over every alternative of one of them, as Hames &
// Scholz ("Nearly optimal register allocation with PBQP", §3) put in place of the heuristic RN;
// libFirm kaps's brute_force.c does the same without the bound. The bound of a partly solved graph
// is the constant accumulated so far plus the sum of the minima of the remaining cost vectors and
// cost matrices (Hames & Scholz's lower bound), taken after edge normalization (kaps), which moves
// the matrices' row and column minima into the vectors and so raises it. Nothing is shared with
// engine/pbqp/'s heuristic solver but the graph type: the reductions, the infinity and the
// arithmetic (cost.ts) are this folder's own.
//
// Contract: `branchAndBound(graph, { maxBranches, budget })` requires a well-formed PbqpGraph
// (cost.ts checkGraph; throws otherwise, e.g. on a self-loop or a matrix of the wrong size).
//   - It works on its own copy: parallel edges merged (matrices added, an edge u > v transposed).
//   - reduce: every edge normalized (an edge left all zeros dropped), then R0, RI and RII off a
//     worklist (the nodes in increasing number, each reduced node's neighbours next, lowest first)
//     until every remaining node has degree >= 3.
//   - A partly solved graph whose bound reaches the limit (the best cost found) is cut. Connected
//     components are solved one by one. Otherwise it branches on the node of highest degree
//     (lowest number on a tie), alternatives cheapest first (vector entry plus the row minima of its
//     matrices; lower alternative on a tie; one that cannot be finite is skipped). A branch fixes
//     the alternative: its vector entry into the constant, its matrix rows into the neighbours'
//     vectors, its edges dropped; then reduce again.
//   - A solution back-propagates the trail in reverse: a fixed node keeps its alternative, a
//     reduced one takes the alternative minimising its vector plus the matrix cells its decided
//     neighbours select (lowest on a tie). The selection is re-costed (cost.ts) and must cost what
//     the reductions accumulated (throws otherwise: a bug here).
// Produces { selection, cost, proven, branches }: branches = nodes fixed by branching. proven is
// false only when maxBranches (default unlimited) or the budget (`ms` on the caller's `clock`, in
// milliseconds, read before every branch; no wall clock is read here) ran out first. The result
// is then the best found, completed by a greedy dive: a branch point without a solution yet tries
// one more alternative, so branches may exceed maxBranches by the number of nodes at most; cost
// INF and the all-zero selection if no selection was completed. An infeasible graph: cost INF, the
// all-zero selection, proven. Costs whose finite sum reaches INF throw cost.ts's RangeError.
// Deterministic: the same graph and options give the same result.

import type { PbqpGraph, PbqpSelection } from '../../engine/pbqp/graph.js';
import { add, checkedCost, checkGraph, INFINITY } from './cost.js';

export interface BranchAndBoundOptions {
  /** Stop (proven false) once this many branches are taken (the closing greedy dive may add up to one per node). Default: unlimited. */
  readonly maxBranches?: number;
  /** Stop (proven false) once `ms` milliseconds of `clock` have passed; the clock is read before every branch. */
  readonly budget?: { readonly ms: number; readonly clock: () => number };
}

export interface BranchAndBoundResult extends PbqpSelection {
  readonly proven: boolean;
  readonly branches: number;
}

/** An edge of the working graph, u < v: a cost matrix of |alts u| rows and |alts v| columns. */
interface Edge {
  readonly u: number;
  readonly v: number;
  readonly columns: number;
  readonly matrix: Float64Array;
}

/** How a removed node is decided when back-propagating: a branch's fixed alternative, or a reduction's minimum. */
type Step =
  | { readonly kind: 'RN'; readonly node: number; readonly alternative: number }
  | { readonly kind: 'R0' | 'RI' | 'RII'; readonly node: number; readonly vector: Float64Array; readonly edges: readonly Edge[] };

/** A partly solved graph: the cost vectors of the remaining nodes, their edges, the constant, and how the removed ones were removed. */
interface Work {
  readonly vectors: (Float64Array | undefined)[];
  /** Per node: its neighbour -> the one edge joining them. */
  readonly adjacency: Map<number, Edge>[];
  remaining: number;
  constant: number;
  readonly trail: Step[];
}

interface Search {
  branches: number;
  stopped: boolean;
  readonly exhausted: () => boolean;
}

/** A solution of a partly solved graph: its cost (constant included) and the trail that back-propagates it. */
interface Found {
  readonly cost: number;
  readonly trail: readonly Step[];
}

/** The optimum by reductions and branch and bound (see the header). */
export function branchAndBound(graph: PbqpGraph, options: BranchAndBoundOptions = {}): BranchAndBoundResult {
  checkGraph(graph);
  const search: Search = { branches: 0, stopped: false, exhausted: exhaustion(options, () => search.branches) };
  const found = optimum(search, workingCopy(graph), INFINITY);
  const selection = found === undefined ? graph.costs.map(() => 0) : backPropagate(graph.costs.length, found.trail);
  const cost = found === undefined ? INFINITY : checkedCost(graph, selection);
  if (found !== undefined && cost !== found.cost)
    throw new Error(`PBQP branch and bound: the selection costs ${cost}, the reductions say ${found.cost}`);
  return { selection, cost, proven: !search.stopped, branches: search.branches };
}

/** The stopping test: the branch limit, then the budget's clock (read once per test). */
function exhaustion(options: BranchAndBoundOptions, branches: () => number): () => boolean {
  const max = options.maxBranches ?? Number.POSITIVE_INFINITY;
  const budget = options.budget;
  const start = budget?.clock();
  return () => branches() >= max || (budget !== undefined && budget.clock() - start! >= budget.ms);
}

/**
 * The optimum of a partly solved graph if it costs less than `limit` (undefined otherwise; the
 * best found, if any, once the search has stopped): reduce, bound, then solve each connected
 * component on its own if there are several, or branch.
 */
function optimum(search: Search, work: Work, limit: number): Found | undefined {
  reduce(work);
  if (bound(work) >= limit) return undefined;
  if (work.remaining === 0) return { cost: work.constant, trail: work.trail };
  const parts = components(work);
  return parts.length > 1 ? combine(search, work, parts, limit) : branch(search, work, limit);
}

/**
 * Branches on the node of highest degree: each alternative in turn, the best solution so far the
 * next one's limit. Once the search has stopped, a branch point without a solution yet still tries
 * one more alternative (at most one branch per node: a greedy dive that completes a selection).
 */
function branch(search: Search, work: Work, limit: number): Found | undefined {
  const node = branchNode(work);
  let best: Found | undefined;
  let dived = false;
  for (const alternative of cheapestFirst(work, node)) {
    if (!search.stopped && search.exhausted()) search.stopped = true;
    if (search.stopped && (best !== undefined || dived)) break;
    dived = search.stopped;
    search.branches++;
    const child = copyWork(work, remainingNodes(work), work.constant, [...work.trail]);
    fix(child, node, alternative);
    best = optimum(search, child, best?.cost ?? limit) ?? best;
  }
  return best;
}

/**
 * Independent components solved one by one: the limit of each is what is left of `limit` after
 * the constant, the components solved and the bounds of those still to solve.
 */
function combine(search: Search, work: Work, parts: readonly number[][], limit: number): Found | undefined {
  const subproblems = parts.map((nodes) => copyWork(work, nodes, 0, []));
  const bounds = subproblems.map(bound);
  let rest = bounds.reduce(add, 0);
  let cost = work.constant;
  const trail = [...work.trail];
  for (const [k, subproblem] of subproblems.entries()) {
    rest -= bounds[k]!;
    const found = optimum(search, subproblem, limit >= INFINITY ? INFINITY : limit - cost - rest);
    if (found === undefined) return undefined;
    cost = add(cost, found.cost);
    trail.push(...found.trail);
  }
  return { cost, trail };
}

// ---- the working graph ----

/** The graph's cost vectors and edges as typed arrays, parallel edges merged, every edge u < v. */
function workingCopy(graph: PbqpGraph): Work {
  const n = graph.costs.length;
  const work: Work = {
    vectors: graph.costs.map((vector) => Float64Array.from(vector)),
    adjacency: Array.from({ length: n }, () => new Map<number, Edge>()),
    remaining: n,
    constant: 0,
    trail: [],
  };
  for (const { u, v, matrix } of graph.edges) addMatrix(work, u, v, Float64Array.from(matrix));
  return work;
}

/** Adds `matrix` (rows the alternatives of x, columns those of y) to the edge x-y, creating it if there is none; returns the edge. */
function addMatrix(work: Work, x: number, y: number, matrix: Float64Array): Edge {
  const oriented = x < y ? matrix : transpose(matrix, work.vectors[x]!.length, work.vectors[y]!.length);
  const [u, v] = x < y ? [x, y] : [y, x];
  const edge = work.adjacency[u]!.get(v);
  if (edge === undefined) {
    const created = { u, v, columns: work.vectors[v]!.length, matrix: oriented };
    work.adjacency[u]!.set(v, created);
    work.adjacency[v]!.set(u, created);
    return created;
  }
  for (let k = 0; k < oriented.length; k++) edge.matrix[k] = add(edge.matrix[k]!, oriented[k]!);
  return edge;
}

function transpose(matrix: Float64Array, rows: number, columns: number): Float64Array {
  const transposed = new Float64Array(matrix.length);
  for (let i = 0; i < rows; i++) for (let j = 0; j < columns; j++) transposed[j * rows + i] = matrix[i * columns + j]!;
  return transposed;
}

/** The cost matrix of `edge` read from `node`'s side: row i an alternative of node, column j of the other end. */
function cell(edge: Edge, node: number, i: number, j: number): number {
  return node === edge.u ? edge.matrix[i * edge.columns + j]! : edge.matrix[j * edge.columns + i]!;
}

/** Removes `node` and its edges. */
function remove(work: Work, node: number): void {
  for (const neighbour of work.adjacency[node]!.keys()) work.adjacency[neighbour]!.delete(node);
  work.adjacency[node]!.clear();
  work.vectors[node] = undefined;
  work.remaining--;
}

/** The remaining nodes, in increasing number. */
function remainingNodes(work: Work): number[] {
  const nodes: number[] = [];
  for (let node = 0; node < work.vectors.length; node++) if (work.vectors[node] !== undefined) nodes.push(node);
  return nodes;
}

/** The connected components of the remaining graph, each in increasing node number, by lowest node. */
function components(work: Work): number[][] {
  const seen = new Uint8Array(work.vectors.length);
  const parts: number[][] = [];
  for (const root of remainingNodes(work)) {
    if (seen[root]) continue;
    seen[root] = 1;
    const part = [root];
    for (let k = 0; k < part.length; k++)
      for (const neighbour of work.adjacency[part[k]!]!.keys()) {
        if (seen[neighbour]) continue;
        seen[neighbour] = 1;
        part.push(neighbour);
      }
    parts.push(part.sort((a, b) => a - b));
  }
  return parts;
}

/**
 * An independent copy of `nodes` (a union of components) and their edges, with the given constant
 * and trail; the steps of a trail are shared (they are never changed). The other nodes are holes.
 */
function copyWork(work: Work, nodes: readonly number[], constant: number, trail: Step[]): Work {
  const n = work.vectors.length;
  const copy: Work = { vectors: new Array(n), adjacency: new Array(n), remaining: nodes.length, constant, trail };
  for (const node of nodes) {
    copy.vectors[node] = work.vectors[node]!.slice();
    copy.adjacency[node] = new Map();
  }
  for (const node of nodes)
    for (const [neighbour, e] of work.adjacency[node]!) {
      if (neighbour < node) continue;
      const edge: Edge = { u: e.u, v: e.v, columns: e.columns, matrix: e.matrix.slice() };
      copy.adjacency[node]!.set(neighbour, edge);
      copy.adjacency[neighbour]!.set(node, edge);
    }
  return copy;
}

// ---- the reductions ----

/** Normalizes every edge, then R0, RI and RII until every remaining node has degree >= 3 (in the header's worklist order). */
function reduce(work: Work): void {
  const candidates: number[] = [];
  for (let node = work.vectors.length - 1; node >= 0; node--) if (work.vectors[node] !== undefined) candidates.push(node);
  for (const node of candidates) for (const [neighbour, edge] of work.adjacency[node]!) if (neighbour > node) normalize(work, edge);
  while (candidates.length > 0) {
    const node = candidates.pop()!;
    const edges = work.adjacency[node]!;
    if (work.vectors[node] === undefined || edges.size > 2) continue;
    const neighbours = [...edges.keys()];
    if (edges.size === 0) reduceR0(work, node);
    else if (edges.size === 1) reduceRI(work, node);
    else reduceRII(work, node);
    if (neighbours.length === 2 && neighbours[0]! < neighbours[1]!) neighbours.reverse();
    candidates.push(...neighbours);
  }
}

/**
 * Edge normalization (libFirm kaps normalize_towards_source/target): each row's minimum over the
 * live columns moves into u's vector, then each column's over the live rows into v's; a cell of a
 * dead alternative (INF in its vector: no finite selection takes it) becomes 0. Every selection's
 * cost is unchanged. An edge left all zeros joins nothing: it is dropped (kaps's independent edge).
 */
function normalize(work: Work, edge: Edge): void {
  const rows = work.vectors[edge.u]!;
  const columns = work.vectors[edge.v]!;
  towards(rows, columns, edge.matrix, edge.columns, 1);
  towards(columns, rows, edge.matrix, 1, edge.columns);
  if (isZero(edge.matrix)) {
    work.adjacency[edge.u]!.delete(edge.v);
    work.adjacency[edge.v]!.delete(edge.u);
  }
}

function isZero(matrix: Float64Array): boolean {
  for (const c of matrix) if (c !== 0) return false;
  return true;
}

/**
 * Moves each line's minimum over the live cross alternatives into `vector` (one half of
 * normalize): line i of the matrix is the cells i * stride + j * crossStride.
 */
function towards(vector: Float64Array, cross: Float64Array, matrix: Float64Array, stride: number, crossStride: number): void {
  for (let i = 0; i < vector.length; i++) {
    let least = INFINITY;
    if (vector[i]! < INFINITY)
      for (let j = 0; j < cross.length; j++) if (cross[j]! < INFINITY) least = Math.min(least, matrix[i * stride + j * crossStride]!);
    vector[i] = add(vector[i]!, least);
    for (let j = 0; j < cross.length; j++) {
      const k = i * stride + j * crossStride;
      if (vector[i]! >= INFINITY || cross[j]! >= INFINITY) matrix[k] = 0;
      else if (matrix[k]! < INFINITY) matrix[k] = matrix[k]! - least;
    }
  }
}

/** R0: a node without edges adds its cheapest alternative to the constant. */
function reduceR0(work: Work, node: number): void {
  const vector = work.vectors[node]!;
  work.constant = add(work.constant, minimum(vector));
  work.trail.push({ kind: 'R0', node, vector, edges: [] });
  remove(work, node);
}

/** RI: a node of degree 1 folds, for each alternative j of its neighbour, min over its own alternatives i of c(i) + M(i, j) into the neighbour's vector. */
function reduceRI(work: Work, node: number): void {
  const vector = work.vectors[node]!;
  const [[neighbour, edge]] = [...work.adjacency[node]!] as [[number, Edge]];
  const target = work.vectors[neighbour]!;
  for (let j = 0; j < target.length; j++) {
    let least = INFINITY;
    for (let i = 0; i < vector.length; i++) least = Math.min(least, add(vector[i]!, cell(edge, node, i, j)));
    target[j] = add(target[j]!, least);
  }
  work.trail.push({ kind: 'RI', node, vector, edges: [edge] });
  remove(work, node);
}

/** RII: a node of degree 2 becomes a cost matrix between its two neighbours y and z: min over i of c(i) + M_y(i, j) + M_z(i, k). */
function reduceRII(work: Work, node: number): void {
  const vector = work.vectors[node]!;
  const [[y, toY], [z, toZ]] = ordered([...work.adjacency[node]!] as [[number, Edge], [number, Edge]]);
  const rows = work.vectors[y]!.length;
  const columns = work.vectors[z]!.length;
  const through = new Float64Array(rows * columns);
  for (let j = 0; j < rows; j++)
    for (let k = 0; k < columns; k++) {
      let least = INFINITY;
      for (let i = 0; i < vector.length; i++) least = Math.min(least, add(add(vector[i]!, cell(toY, node, i, j)), cell(toZ, node, i, k)));
      through[j * columns + k] = least;
    }
  work.trail.push({ kind: 'RII', node, vector, edges: [toY, toZ] });
  remove(work, node);
  normalize(work, addMatrix(work, y, z, through));
}

/** The two neighbours of an RII node, lower number first. */
function ordered(pair: [[number, Edge], [number, Edge]]): [[number, Edge], [number, Edge]] {
  return pair[0][0] < pair[1][0] ? pair : [pair[1], pair[0]];
}

// ---- branching ----

/** The remaining node of highest degree (the lowest-numbered on a tie). */
function branchNode(work: Work): number {
  let best = -1;
  for (let node = 0; node < work.vectors.length; node++)
    if (work.vectors[node] !== undefined && (best < 0 || work.adjacency[node]!.size > work.adjacency[best]!.size)) best = node;
  return best;
}

/** The node's alternatives that may be finite, by local cost (vector entry plus each matrix's row minimum), then number. */
function cheapestFirst(work: Work, node: number): number[] {
  const vector = work.vectors[node]!;
  const local = Array.from(vector, (c, i) => {
    let sum = c;
    for (const [neighbour, edge] of work.adjacency[node]!) {
      let least = INFINITY;
      for (let j = 0; j < work.vectors[neighbour]!.length; j++) least = Math.min(least, cell(edge, node, i, j));
      sum = add(sum, least);
    }
    return sum;
  });
  return local
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c < INFINITY)
    .sort((a, b) => a.c - b.c || a.i - b.i)
    .map(({ i }) => i);
}

/** RN as a branch: the node takes `alternative`; its vector entry joins the constant, its matrix rows its neighbours' vectors. */
function fix(work: Work, node: number, alternative: number): void {
  work.constant = add(work.constant, work.vectors[node]![alternative]!);
  for (const [neighbour, edge] of work.adjacency[node]!) {
    const target = work.vectors[neighbour]!;
    for (let j = 0; j < target.length; j++) target[j] = add(target[j]!, cell(edge, node, alternative, j));
  }
  work.trail.push({ kind: 'RN', node, alternative });
  remove(work, node);
}

// ---- the bound and the solution ----

/** The constant plus the minimum of every remaining cost vector and cost matrix. */
function bound(work: Work): number {
  let sum = work.constant;
  for (let node = 0; node < work.vectors.length; node++) {
    const vector = work.vectors[node];
    if (vector === undefined) continue;
    sum = add(sum, minimum(vector));
    for (const [neighbour, edge] of work.adjacency[node]!) if (neighbour > node) sum = add(sum, minimum(edge.matrix));
  }
  return sum;
}

function minimum(costs: Float64Array): number {
  let least = INFINITY;
  for (const c of costs) least = Math.min(least, c);
  return least;
}

/** The removed nodes decided in reverse order of removal (see the header). */
function backPropagate(nodes: number, trail: readonly Step[]): number[] {
  const selection: number[] = new Array(nodes).fill(-1);
  for (let k = trail.length - 1; k >= 0; k--) {
    const step = trail[k]!;
    selection[step.node] = step.kind === 'RN' ? step.alternative : bestAlternative(step, selection);
  }
  return selection;
}

/** The alternative minimising the reduced node's vector plus the cells its decided neighbours select (lowest on a tie). */
function bestAlternative(step: Extract<Step, { vector: Float64Array }>, selection: readonly number[]): number {
  let best = 0;
  let bestCost = INFINITY + 1;
  for (let i = 0; i < step.vector.length; i++) {
    let c = step.vector[i]!;
    for (const edge of step.edges) c = add(c, cell(edge, step.node, i, selection[edge.u === step.node ? edge.v : edge.u]!));
    if (c < bestCost) [best, bestCost] = [i, c];
  }
  return best;
}
