// Pricing: a lower bound of a large MCNF 0-1 program (program.ts), and the column fixings that let
// HiGHS search it in parts (highs.ts pricedSolve). Column generation over the register-to-register
// move columns. Why: most of the columns of a register-rich function are moves (Thumb collatz@main:
// 90,440 of 212,406), the thesis observes that an optimal allocation needs almost none (§3.8, Fig
// 3.19), and the LP without them solves in a third of the time; pricing is how the thesis's
// progressive solver uses the duals (ch. 6: prices), applied here to columns rather than to bundle
// constraints.
//
// Contract. price(highs, model, program) requires a HiGHS model of `program` (highs.ts toModel, every
// column in [0, 1]) whose options (time_limit among them: HiGHS counts it over all the runs of one
// model) are set. It
//   1. solves the LP relaxation with the move columns fixed to 0, reads the row duals y, and prices
//      every column: d_j = c_j - Σ_i a_ij y_i. Columns fixed to 0 with d_j < 0 are opened and the LP
//      solved again (HiGHS starts from the last basis), until none is left or ROUNDS;
//   2. keeps the best Lagrangian bound of the whole program over the rounds:
//        L(y) = Σ_i y_i b_i + Σ_j min(0, d_j)
//      which holds for every y once the duals of ≤ rows are clamped to ≤ 0 (for feasible x in [0,1]:
//      c x = y A x + d x >= y b + Σ min(0, d)), so it bounds the integer optimum from below whatever
//      HiGHS's tolerances did; rounded up as every integer-cost bound (program.ts integerBound);
//   3. returns it with the last LP's reduced costs and solution, and leaves the model as the whole
//      MIP again (bounds [0, 1], integers).
// An LP that ends otherwise than optimal (the move-free program infeasible, the time limit) stops
// pricing with what was found. `restrict` and `support` fix columns to 0 for a MIP on part of the
// program (reduced-cost fixing towards a target cost; the LP solution's support, RENS); `release`
// undoes them.

import type { Highs, Model } from 'highs';
import type { Program, RowMatrix } from './program.js';

/** At most this many LP solves; measured: the corpus's programs converge in 2 to 4. */
const ROUNDS = 8;
/** A reduced cost below this opens its column (HiGHS's dual feasibility tolerance is 1e-7). */
const OPEN_BELOW = -1e-7;

/** What pricing found, when an LP was solved to optimality. */
export interface Priced {
  /** The best Lagrangian bound of the whole program over the rounds, rounded up. */
  readonly bound: number;
  /** The last LP's duals' Lagrangian bound, not rounded, and every column's reduced cost under them (for `restrict`). */
  readonly lagrangian: number;
  readonly reduced: Float64Array;
  /** The last LP solution's values (for `support`). */
  readonly values: Float64Array;
}

/** Column j's rows and coefficients: the program's row matrix transposed. */
interface Columns {
  readonly rows: number[][];
  readonly coefs: number[][];
}

function transpose(n: number, matrix: RowMatrix): Columns {
  const rows: number[][] = Array.from({ length: n }, () => []);
  const coefs: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i + 1 < matrix.starts.length; i++)
    for (let t = matrix.starts[i]!; t < matrix.starts[i + 1]!; t++) {
      rows[matrix.indices[t]!]!.push(i);
      coefs[matrix.indices[t]!]!.push(matrix.values[t]!);
    }
  return { rows, coefs };
}

/** The Lagrangian bound of the duals `y` and the closed columns they price below OPEN_BELOW. */
function priceColumns(p: Program, cols: Columns, dual: Float64Array, closed: Uint8Array) {
  const y = Float64Array.from(dual, (v, i) => (p.rows[i]!.type === 'le' ? Math.min(0, v) : v));
  let bound = 0;
  p.rows.forEach((r, i) => {
    bound += y[i]! * r.bound;
  });
  const open: number[] = [];
  const reduced = new Float64Array(p.columns.length);
  for (let j = 0; j < p.columns.length; j++) {
    let d = p.costs[j]!;
    const rs = cols.rows[j]!;
    const cs = cols.coefs[j]!;
    for (let t = 0; t < rs.length; t++) d -= cs[t]! * y[rs[t]!]!;
    reduced[j] = d;
    if (d < 0) bound += d;
    if (closed[j] === 1 && d < OPEN_BELOW) open.push(j);
  }
  return { bound, open, reduced };
}

const setOf = (indices: readonly number[]) => ({ kind: 'set' as const, indices });

/** Sets the bounds of `indices` to [0, upper]. */
function bound(model: Model, indices: readonly number[], upper: 0 | 1): void {
  if (indices.length > 0)
    model.changeColsBounds(setOf(indices), new Float64Array(indices.length), new Float64Array(indices.length).fill(upper));
}

/** The bound of the header's steps 1-3; undefined when no LP was solved to optimality. */
export function price(highs: Highs, model: Model, p: Program, matrix: RowMatrix): Priced | undefined {
  const n = p.columns.length;
  const all = { kind: 'range' as const, from: 0, to: n - 1 };
  model.changeColsIntegrality(all, new Int32Array(n).fill(highs.constants.variableType.continuous));
  const closed = new Uint8Array(n);
  for (const j of p.moves) closed[j] = 1;
  bound(model, p.moves, 0);
  const cols = transpose(n, matrix);
  let best = Number.NEGATIVE_INFINITY;
  let last: Omit<Priced, 'bound'> | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    if (model.run().modelStatus !== highs.constants.modelStatus.optimal) break;
    const solution = model.getSolution();
    const priced = priceColumns(p, cols, solution.rowDual, closed);
    best = Math.max(best, priced.bound);
    last = { lagrangian: priced.bound, reduced: priced.reduced, values: Float64Array.from(solution.colValue) };
    if (priced.open.length === 0) break;
    for (const j of priced.open) closed[j] = 0;
    bound(model, priced.open, 1);
  }
  bound(model, p.moves, 1);
  model.changeColsIntegrality(all, new Int32Array(n).fill(highs.constants.variableType.integer));
  return last === undefined ? undefined : { bound: Math.ceil(best - 1e-6), ...last };
}

/**
 * Reduced-cost fixing towards a target cost T: every solution x costs at least L + Σ_{d_j > 0} d_j x_j
 * (the header's inequality with the last duals), so a column with d_j > T - L is 0 in every solution
 * of cost <= T. Fixes those columns to 0: the program left holds every solution of cost <= T (and
 * maybe dearer ones). Returns the fixed columns, for `release`.
 */
export function restrict(model: Model, last: Priced, target: number): number[] {
  const limit = target - last.lagrangian + 1e-6;
  const fixed: number[] = [];
  last.reduced.forEach((d, j) => {
    if (d > limit) fixed.push(j);
  });
  bound(model, fixed, 0);
  return fixed;
}

/**
 * Fixes to 0 every column the last LP solution does not use (RENS: the MIP over the LP's support, a
 * quick incumbent that often meets the bound). Returns the fixed columns, for `release`.
 */
export function support(model: Model, last: Priced): number[] {
  const fixed: number[] = [];
  last.values.forEach((x, j) => {
    if (!(x > 1e-9)) fixed.push(j);
  });
  bound(model, fixed, 0);
  return fixed;
}

/** Undoes `restrict` and `support`. */
export function release(model: Model, fixed: readonly number[]): void {
  bound(model, fixed, 1);
}
