// The solver's working copy of a PBQP graph: cost vectors and matrices that the reductions shift
// costs between, the adjacency, the nodes grouped by degree, and edge normalization with infinity
// propagation (Buchwald & Zwinkau, "Instruction selection by graph transformation", §3.2 "RE" and
// §4.1 Algorithm 1; ../shared/papers/pbqp-isel-by-graph-transformation.txt).
//
// Contract: built from a PbqpGraph (parallel edges merged, every matrix oriented from its lower
// node); reductions mutate it. An alternative is *deleted* when its vector entry is INF; deleted
// alternatives are never read again except to be skipped. `normalize` shifts every row's and
// column's minimum over the live alternatives into the vectors (cost-preserving: every selection
// keeps its total) and deletes an alternative whose row or column is all INF, to a fixed point on
// the edge. `propagate` is Algorithm 1 as a worklist instead of recursion (a 100,000-node chain
// would overflow the stack): it normalizes every edge of each node it visits, removes edges that
// became independent (all live cells 0: RE), and revisits a neighbour whose live alternatives
// changed, until no deletion is left to spread — so an alternative that became infinite anywhere
// is infinite in every vector it constrains. (The paper revisits a neighbour whenever the matrix
// changed; a finite shift cannot change any other edge's normalization, so only deletions spread.)
// Deterministic: adjacency maps and degree buckets iterate in insertion order.

import type { Cost, PbqpGraph } from './graph.js';
import { INF } from './graph.js';
import { add, less } from './cost.js';

export interface WorkEdge {
  readonly u: number;
  readonly v: number;
  /** |alternatives of u| × |alternatives of v|, row-major. */
  readonly m: Cost[];
}

export interface WorkStats {
  /** Edges removed because normalization left them all zero (RE). */
  independentEdges: number;
  /** Alternatives deleted by normalization and infinity propagation. */
  deletedAlternatives: number;
}

export class WorkGraph {
  readonly vec: Cost[][];
  readonly adj: Map<number, WorkEdge>[];
  /** Nodes by current degree, among the nodes not yet reduced. */
  private readonly buckets: Set<number>[] = [];
  readonly reduced: boolean[];
  readonly stats: WorkStats = { independentEdges: 0, deletedAlternatives: 0 };
  /** propagate's worklist membership; all 0 between calls (a node is cleared as it is dequeued), so it is
   * allocated once: a fresh array per call made the reductions quadratic on large graphs. */
  private readonly queued: Uint8Array;

  constructor(graph: PbqpGraph | WorkGraph) {
    if (graph instanceof WorkGraph) {
      this.vec = graph.vec.map((c) => [...c]);
      this.adj = graph.vec.map(() => new Map());
      this.reduced = [...graph.reduced];
      for (const [x, a] of graph.adj.entries()) for (const [y, e] of a) if (x < y) this.link({ u: e.u, v: e.v, m: [...e.m] });
      Object.assign(this.stats, graph.stats);
    } else {
      this.vec = graph.costs.map((c) => [...c]);
      this.adj = graph.costs.map(() => new Map());
      this.reduced = graph.costs.map(() => false);
      for (const e of graph.edges) this.addMatrix(e.u, e.v, e.matrix);
    }
    for (let x = 0; x < this.vec.length; x++) if (!this.reduced[x]) this.bucket(this.adj[x]!.size).add(x);
    this.queued = new Uint8Array(this.vec.length);
  }

  alternatives(x: number): number {
    return this.vec[x]!.length;
  }

  degree(x: number): number {
    return this.adj[x]!.size;
  }

  /** Cost of alternative i at x and j at y on edge e (either orientation). */
  cell(e: WorkEdge, x: number, i: number, j: number): Cost {
    return e.u === x ? e.m[i * this.vec[e.v]!.length + j]! : e.m[j * this.vec[e.v]!.length + i]!;
  }

  /** Adds matrix `m` (rows: alternatives of a) to the edge a–b, creating it if absent. */
  addMatrix(a: number, b: number, m: readonly Cost[]): void {
    if (a === b) throw new Error(`PBQP edge from node ${a} to itself`);
    const [u, v] = a < b ? [a, b] : [b, a];
    const rows = this.vec[u]!.length;
    const cols = this.vec[v]!.length;
    if (m.length !== rows * cols) throw new Error(`PBQP edge ${a}-${b}: matrix of ${m.length} cells, expected ${rows * cols}`);
    const oriented = a === u ? [...m] : transpose(m, cols, rows);
    const old = this.adj[u]!.get(v);
    if (old === undefined) {
      this.link({ u, v, m: oriented });
      return;
    }
    for (let k = 0; k < old.m.length; k++) old.m[k] = add(old.m[k]!, oriented[k]!);
  }

  removeEdge(e: WorkEdge): void {
    for (const [x, y] of [
      [e.u, e.v],
      [e.v, e.u],
    ] as const) {
      this.unbucket(x);
      this.adj[x]!.delete(y);
      this.rebucket(x);
    }
  }

  /** Takes x out of the graph (its edges must be gone or be removed by the caller first). */
  markReduced(x: number): void {
    this.unbucket(x);
    this.reduced[x] = true;
  }

  /** A node of degree <= 2 (lowest degree first), or undefined when only degree >= 3 remain. */
  nextOptimal(): number | undefined {
    for (let d = 0; d <= 2; d++) {
      const s = this.buckets[d];
      if (s !== undefined && s.size > 0) return s.values().next().value;
    }
    return undefined;
  }

  /** A node of maximum degree (the first inserted among them), or undefined when all are reduced. */
  maxDegree(): number | undefined {
    for (let d = this.buckets.length - 1; d >= 0; d--) {
      const s = this.buckets[d]!;
      if (s.size > 0) return s.values().next().value;
      this.buckets.pop();
    }
    return undefined;
  }

  live(x: number): number[] {
    const out: number[] = [];
    for (const [i, c] of this.vec[x]!.entries()) if (c < INF) out.push(i);
    return out;
  }

  /**
   * Shifts row and column minima over live alternatives into the vectors and deletes alternatives
   * whose row or column has no finite live cell, until neither side changes. Returns which
   * endpoints lost alternatives.
   */
  normalize(e: WorkEdge): { u: boolean; v: boolean } {
    const out = { u: false, v: false };
    for (;;) {
      const du = this.normalizeSide(e, e.u);
      const dv = this.normalizeSide(e, e.v);
      out.u ||= du;
      out.v ||= dv;
      if (!dv) return out;
    }
  }

  /** Whether every live cell is 0 (after normalization: the edge adds nothing to any selection). */
  independent(e: WorkEdge): boolean {
    const cols = this.vec[e.v]!.length;
    const cu = this.vec[e.u]!;
    const cv = this.vec[e.v]!;
    for (let i = 0; i < cu.length; i++) {
      if (cu[i]! >= INF) continue;
      for (let j = 0; j < cols; j++) if (cv[j]! < INF && e.m[i * cols + j] !== 0) return false;
    }
    return true;
  }

  /**
   * Algorithm 1 from each start node to a fixed point: normalize every edge of a visited node,
   * drop independent edges, and visit again any node that lost an alternative.
   */
  propagate(starts: Iterable<number>): void {
    const queue: number[] = [];
    const queued = this.queued;
    const push = (x: number): void => {
      if (queued[x] === 0 && !this.reduced[x]) {
        queued[x] = 1;
        queue.push(x);
      }
    };
    for (const x of starts) push(x);
    for (let head = 0; head < queue.length; head++) {
      const x = queue[head]!;
      queued[x] = 0;
      for (const [y, e] of [...this.adj[x]!]) {
        const lost = this.normalize(e);
        if (this.independent(e)) {
          this.removeEdge(e);
          this.stats.independentEdges++;
        }
        if (lost.u || lost.v) {
          push(y);
          push(x);
        }
      }
    }
  }

  /** Normalizes the rows of side x (x's alternatives); true if some alternative of x was deleted. */
  private normalizeSide(e: WorkEdge, x: number): boolean {
    const y = x === e.u ? e.v : e.u;
    const cx = this.vec[x]!;
    const cy = this.vec[y]!;
    // Cell (i at x, j at y) is m[i * outer + j * inner]: rows of the matrix when x is u, its columns when x is v.
    const cols = this.vec[e.v]!.length;
    const outer = x === e.u ? cols : 1;
    const inner = x === e.u ? 1 : cols;
    const m = e.m;
    let deleted = false;
    for (let i = 0; i < cx.length; i++) {
      if (cx[i]! >= INF) continue;
      const base = i * outer;
      let min = INF;
      // Costs are never negative: a live 0 is the minimum, and the row stays as it is.
      for (let j = 0; j < cy.length && min > 0; j++) {
        const c = m[base + j * inner]!;
        if (c < min && cy[j]! < INF) min = c;
      }
      if (min >= INF) {
        cx[i] = INF;
        deleted = true;
        this.stats.deletedAlternatives++;
      } else if (min > 0) {
        cx[i] = add(cx[i]!, min);
        for (let j = 0; j < cy.length; j++) m[base + j * inner] = less(m[base + j * inner]!, min);
      }
    }
    return deleted;
  }

  private link(e: WorkEdge): void {
    for (const [x, y] of [
      [e.u, e.v],
      [e.v, e.u],
    ] as const) {
      this.unbucket(x);
      this.adj[x]!.set(y, e);
      this.rebucket(x);
    }
  }

  private bucket(d: number): Set<number> {
    while (this.buckets.length <= d) this.buckets.push(new Set());
    return this.buckets[d]!;
  }

  private unbucket(x: number): void {
    this.buckets[this.adj[x]!.size]?.delete(x);
  }

  private rebucket(x: number): void {
    if (!this.reduced[x]) this.bucket(this.adj[x]!.size).add(x);
  }
}

function transpose(m: readonly Cost[], rows: number, cols: number): Cost[] {
  const t = new Array<Cost>(m.length);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) t[j * rows + i] = m[i * cols + j]!;
  return t;
}
