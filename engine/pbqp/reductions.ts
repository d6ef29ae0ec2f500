// The PBQP reductions and back-propagation (Scholz & Eckstein, "Register allocation for irregular
// architectures", LCTES 2002; as restated by Buchwald & Zwinkau §3.2 and Ebner et al. §3,
// ../shared/papers/pbqp-isel-by-graph-transformation.txt and pbqp-generalized-isel-ssa-graphs.txt).
//
// Contract: each reduction takes a node out of a WorkGraph and returns the record back-propagation
// needs (the node's vector and the edges to its neighbours at that moment, which the graph no
// longer mutates once removed):
//   R0  degree 0: nothing to fold;
//   RI  degree 1: c_y(j) += min_i c_x(i) + C_xy(i, j);
//   RII degree 2: Δ(j, k) = min_i c_x(i) + C_xy(i, j) + C_xz(i, k) added to the edge y–z;
//   RN  degree >= 3 (the heuristic): the locally minimal alternative i* = argmin_i c_x(i) +
//       Σ_y min_j C_xy(i, j) + c_y(j), whose rows are folded into the neighbours (the edges become
//       independent); ties go to the lowest alternative.
// RI and RII are exact: the smaller graph has the same minimum, and every solution of it extends to
// one of the original graph at equal cost. `backPropagate` pops the records in reverse and gives
// each node its cheapest alternative given its already-decided neighbours.
// The callers (solve.ts, exact.ts) run infinity propagation on the returned neighbours.

import type { Cost } from './graph.js';
import { INF } from './graph.js';
import { add } from './cost.js';
import type { WorkEdge, WorkGraph } from './work-graph.js';

export type Reduction = 'R0' | 'RI' | 'RII' | 'RN';

export interface Reduced {
  readonly node: number;
  readonly kind: Reduction;
  readonly vec: readonly Cost[];
  /** The edges to the neighbours when x was reduced; cols = alternatives of e.v (the row length). */
  readonly edges: readonly { readonly y: number; readonly e: WorkEdge; readonly cols: number }[];
  /** RN only: the alternative decided. */
  readonly chosen?: number;
}

function detach(g: WorkGraph, x: number, kind: Reduction, chosen?: number): Reduced {
  const edges = [...g.adj[x]!].map(([y, e]) => ({ y, e, cols: g.alternatives(e.v) }));
  for (const { e } of edges) g.removeEdge(e);
  g.markReduced(x);
  return { node: x, kind, vec: g.vec[x]!, edges, ...(chosen === undefined ? {} : { chosen }) };
}

/** R0, RI or RII by the node's degree (<= 2). */
export function reduceOptimally(g: WorkGraph, x: number): Reduced {
  const d = g.degree(x);
  if (d === 0) return detach(g, x, 'R0');
  if (d === 1) {
    const [[y, e]] = [...g.adj[x]!] as [[number, WorkEdge]];
    const cy = g.vec[y]!;
    for (let j = 0; j < cy.length; j++)
      cy[j] = add(
        cy[j]!,
        minOver(g, x, (i) => g.cell(e, x, i, j)),
      );
    return detach(g, x, 'RI');
  }
  if (d !== 2) throw new Error(`PBQP: node ${x} of degree ${d} is not optimally reducible`);
  const [[y, exy], [z, exz]] = [...g.adj[x]!] as [[number, WorkEdge], [number, WorkEdge]];
  const ny = g.alternatives(y);
  const nz = g.alternatives(z);
  const delta = new Array<Cost>(ny * nz);
  for (let j = 0; j < ny; j++)
    for (let k = 0; k < nz; k++) delta[j * nz + k] = minOver(g, x, (i) => add(g.cell(exy, x, i, j), g.cell(exz, x, i, k)));
  const rec = detach(g, x, 'RII');
  g.addMatrix(y, z, delta);
  return rec;
}

/** The local cost of alternative i at x: its own cost plus each neighbour's cheapest answer to it. */
function localCost(g: WorkGraph, x: number, i: number): Cost {
  let c = g.vec[x]![i]!;
  for (const [y, e] of g.adj[x]!) {
    if (c >= INF) return INF;
    c = add(
      c,
      minOver(g, y, (j) => g.cell(e, x, i, j)),
    );
  }
  return c;
}

/** The locally minimal alternative of x (RN's choice); the lowest alternative when none is finite. */
export function locallyMinimal(g: WorkGraph, x: number): number {
  return locallyMinimalOrder(g, x)[0] ?? 0;
}

/** x's alternatives of finite local cost, cheapest first (ties: lowest alternative). */
export function locallyMinimalOrder(g: WorkGraph, x: number): number[] {
  const local = g.vec[x]!.map((_, i) => ({ i, c: localCost(g, x, i) }));
  return local
    .filter((a) => a.c < INF)
    .sort((a, b) => a.c - b.c || a.i - b.i)
    .map((a) => a.i);
}

/** RN with alternative i decided at x: its rows folded into the neighbours, x out of the graph. */
export function decide(g: WorkGraph, x: number, i: number): Reduced {
  for (const [y, e] of g.adj[x]!) {
    const cy = g.vec[y]!;
    for (let j = 0; j < cy.length; j++) cy[j] = add(cy[j]!, g.cell(e, x, i, j));
  }
  const cx = g.vec[x]!;
  for (let k = 0; k < cx.length; k++) if (k !== i) cx[k] = INF;
  return detach(g, x, 'RN', i);
}

/** min over x's alternatives i of c_x(i) + term(i). */
function minOver(g: WorkGraph, x: number, term: (i: number) => Cost): Cost {
  const cx = g.vec[x]!;
  let m = INF;
  for (let i = 0; i < cx.length; i++) if (cx[i]! < INF) m = Math.min(m, add(cx[i]!, term(i)));
  return m;
}

/** Decides every reduced node in reverse order: its cheapest alternative given decided neighbours. */
export function backPropagate(stack: readonly Reduced[], nodes: number): number[] {
  const sel = new Array<number>(nodes).fill(-1);
  for (let k = stack.length - 1; k >= 0; k--) {
    const r = stack[k]!;
    sel[r.node] = r.chosen ?? cheapestGiven(r, sel);
  }
  return sel;
}

function cheapestGiven(r: Reduced, sel: readonly number[]): number {
  let best = 0;
  let bestCost = INF + 1;
  for (let i = 0; i < r.vec.length; i++) {
    let c = r.vec[i]!;
    for (const { y, e, cols } of r.edges) c = add(c, e.u === r.node ? e.m[i * cols + sel[y]!]! : e.m[sel[y]! * cols + i]!);
    if (c < bestCost) {
      best = i;
      bestCost = c;
    }
  }
  return best;
}
