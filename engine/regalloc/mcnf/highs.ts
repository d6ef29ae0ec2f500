// The MCNF 0-1 program (program.ts; Koes's thesis §3.1-§3.4) solved by HiGHS, through highs 1.15.3
// (HiGHS 1.15 compiled to WebAssembly, single-threaded). Issue 20, Deliver 3: the second MILP
// solver, measured against GLPK by scripts/mcnf-solvers.ts; ilp.ts's solveNetwork picks it with
// `solver: 'highs'`.
//
// Contract. solveHighs(net, options) behaves as ilp.ts's GLPK solve does (program.ts solveProgram:
// the same program, budget reading, trivial cases and verification of every solution), with HiGHS
// as the solver:
//   - the program goes in as sparse rows (CSR), every column an integer in [0, 1], no names;
//   - the proof is exact: mip_rel_gap = 0 (HiGHS's default, 1e-4, would call a solution within
//     0.01 % of the bound optimal) and mip_abs_gap left at 1e-6 (below 1, the least difference of
//     two integer costs), so 'optimal' means proven;
//   - time_limit is what is left of the budget when the search starts; HiGHS enforces it with its
//     own wall clock. Stopped with a solution: feasible, with the bound mip_dual_bound (rounded
//     up); without one: unsolved, with that bound if finite;
//   - HiGHS's "infeasible" and "unbounded or infeasible" (every column is bounded, so the program
//     is never unbounded) are infeasible; any other status throws;
//   - the feasibility-jump heuristic is off (SEARCH): how HiGHS searches, never what the program is
//     or what 'optimal' means;
//   - a program of PRICING_MIN_COLUMNS to PRICING_MAX_COLUMNS columns (or any, with `pricing: true`) is priced first
//     (pricing.ts: a Lagrangian bound from column generation over the move columns) and solved by
//     pricedSolve: the MIP on the LP's support, then programs restricted by reduced-cost fixing, so
//     'optimal' may be proven by the bound (a solution costing ⌈L⌉) rather than by HiGHS's search;
//     `pricing: false` is the plain solve, the oracle of tap-tests/regalloc/mcnf-pricing.test.ts.
//     HiGHS counts time_limit over all the runs of one model; a run is not started once it is spent.
// No budget: HiGHS runs to the proven optimum with its fixed random_seed 0 and one thread, so the
// result is a function of the network alone. Its log is off (output_flag false): nothing is read
// from it. HiGHS is loaded when this module is first imported; each solve creates one model and
// disposes it. Its WebAssembly heap (at most 2 GB) is never given back and fragments over many large
// solves: a Thumb corpus campaign once ended in HiGHS's abort (a C++ allocation failure) on a function
// a fresh instance proves in 8 s. So a few spare instances are loaded with the first, and a solve
// that aborts is run once more on a spare (within the same time limit again: the budget may then be
// overrun once); a second abort (a program too large for the heap: the bench's functions of
// thousands of instructions) is `unsolved` with a note saying so, and the next solve takes a spare
// (with none left, because the loop that solves never let a replacement load: `unsolved`, noted).

import highsModule, { type Highs, type Model, type ModelData } from 'highs';
import type { Network } from './network.js';
import { type Priced, price, release, restrict, support } from './pricing.js';
import {
  integerBound,
  type Program,
  type RawOutcome,
  type RowMatrix,
  rowMatrix,
  type SolveOptions,
  type SolveResult,
  solveProgram,
} from './program.js';

// highs's types.d.ts declares the loader as the default export of a CommonJS module (so, to the type
// checker, `.default` of what an import gets), but Node imports the package's ES module build, whose
// default export is the loader itself.
const highsLoader = highsModule as unknown as typeof highsModule.default;
const SPARES = 4;
const instances: Highs[] = await Promise.all(Array.from({ length: SPARES + 1 }, () => highsLoader()));
let highs: Highs = instances.shift()!;

/** After an abort: the next spare (a new one is loaded whenever the event loop runs), or false. */
function nextInstance(): boolean {
  const spare = instances.shift();
  if (spare === undefined) return false;
  highs = spare;
  highsLoader().then(
    (h) => instances.push(h),
    () => {},
  );
  return true;
}

// HiGHS model statuses (types.d.ts ModelStatusCode).
const OPTIMAL = 7;
const INFEASIBLE = 8;
const UNBOUNDED_OR_INFEASIBLE = 9;
const TIME_LIMIT = 13;
const FEASIBLE_SOLUTION = 2; // primal_solution_status: a feasible solution is available

/** The program as HiGHS model data, its rows as `matrix`. */
function toModel(p: Program, matrix: RowMatrix): ModelData {
  const n = p.columns.length;
  const m = p.rows.length;
  return {
    numCols: n,
    numRows: m,
    colCost: p.costs,
    colLower: new Float64Array(n),
    colUpper: new Float64Array(n).fill(1),
    rowLower: p.rows.map((r) => (r.type === 'eq' ? r.bound : -highs.infinity)),
    rowUpper: p.rows.map((r) => r.bound),
    matrix: { format: 'csr', numRows: m, numCols: n, ...matrix },
    integrality: new Int32Array(n).fill(highs.constants.variableType.integer),
  };
}

/**
 * How HiGHS searches. The corpus functions HiGHS's defaults do not prove quickly are proven at the
 * root node (the LP bound is the optimum); much of the time goes to feasibility jump's first
 * incumbent (Thumb collatz@main, 212k columns: 14 s for 235,926 against a bound of 240). Without
 * it, on the hardest x86-32 / Thumb functions of up to 300 instructions (60 s each), the 6 the
 * defaults proved took 112 s instead of 142 s, and x86-32 manyargs@rotate_ten 1.5 s instead of
 * 4.2 s; every optimum the same. Presolve stays on: off, some functions are proven faster (both
 * targets' manyargs@main in 23 and 27 s, unproven with it), but others are never solved
 * (rotate_ten: bound 120 at 60 s without an incumbent), the root LP overruns the time limit by up
 * to 20 s, and HiGHS's WebAssembly build aborted on a Thumb corpus function.
 */
const SEARCH = { mip_heuristic_run_feasibility_jump: false } as const;

/** HiGHS's answer on a solved model. */
function outcome(model: Model, status: number): RawOutcome {
  if (status === INFEASIBLE || status === UNBOUNDED_OR_INFEASIBLE) return { status: 'infeasible' };
  const bound = integerBound(Number(model.info.get('mip_dual_bound')));
  const found = Number(model.info.get('primal_solution_status')) === FEASIBLE_SOLUTION;
  if (status !== OPTIMAL && status !== TIME_LIMIT) throw new Error(`MCNF 0-1 program: HiGHS model status ${status}`);
  if (!found) {
    if (status === OPTIMAL) throw new Error('MCNF 0-1 program: HiGHS reports an optimum without a solution');
    return bound === undefined ? { status: 'unsolved' } : { status: 'unsolved', bound };
  }
  const value = columnValue(model.getSolution().colValue);
  const objective = Math.round(model.getObjectiveValue());
  if (status === OPTIMAL) return { status: 'optimal', value, objective };
  return { status: 'feasible', value, objective, ...(bound === undefined ? {} : { bound }) };
}

/**
 * Programs of at least PRICING_MIN_COLUMNS columns and at most PRICING_MAX_COLUMNS are priced first
 * (pricing.ts). Measured on Thumb's corpus functions HiGHS did not prove in 60 s: base64@decode
 * proven in 19 s, pressure@kernel12_call in 37 s; below the minimum a plain solve is quick. Above the
 * maximum, HiGHS's 2 GB WebAssembly heap ran out in the move-free LP, twice (x86-32 rational@main,
 * 2,556,680 columns), where the plain solve's presolve stays within it; the corpus's next largest
 * program has 414,396 columns (x86-32 bigint@main).
 */
const PRICING_MIN_COLUMNS = 20_000;
const PRICING_MAX_COLUMNS = 1_000_000;

const priced = (program: Program, pricing: boolean | undefined) =>
  pricing ?? (program.columns.length >= PRICING_MIN_COLUMNS && program.columns.length <= PRICING_MAX_COLUMNS);

type Solution = { readonly value: (col: number) => number; readonly objective: number };

/**
 * A large program: priced (pricing.ts), then solved by HiGHS towards targets. First the program
 * restricted to what could cost the Lagrangian bound T = ⌈L⌉; then, with an incumbent U that does
 * not meet the bound, the program restricted to what could beat U (T = U - 1); without one, the
 * whole program. A restricted program holds every solution of cost <= T, so its optimum V (or its
 * infeasibility, V = ∞; or its bound when the time ran out) proves the whole program's optimum at
 * least min(V, T + 1). The best solution found is optimal when it meets the best bound.
 */
function pricedSolve(model: Model, program: Program, matrix: RowMatrix, seconds: number | undefined): RawOutcome {
  const pre = price(highs, model, program, matrix);
  // HiGHS may overrun its time limit in presolve and the root LP: a run is not started once it is spent.
  const run = (): RawOutcome =>
    seconds === undefined || model.getRunTime() < seconds ? outcome(model, model.run().modelStatus) : { status: 'unsolved' };
  let lower = pre?.bound;
  let best: Solution | undefined;
  let infeasible = false;
  // `proves`: what the run's program holds: every solution ('all'), every one of cost <= a target, or
  // some (the support: a solution, no bound).
  const keep = (r: RawOutcome, proves: 'all' | 'some' | number) => {
    if (r.status === 'optimal' || r.status === 'feasible')
      if (best === undefined || r.objective < best.objective) best = { value: r.value, objective: r.objective };
    if (proves === 'some') return;
    if (proves === 'all' && r.status === 'infeasible') infeasible = true;
    const own = r.status === 'optimal' ? r.objective : r.status === 'infeasible' ? Number.POSITIVE_INFINITY : r.bound;
    const proven = own === undefined ? undefined : proves === 'all' ? own : Math.min(own, proves + 1);
    if (proven !== undefined && Number.isFinite(proven)) lower = lower === undefined ? proven : Math.max(lower, proven);
  };
  const towards = (priced: Priced, target: number) => {
    const fixed = restrict(model, priced, target);
    keep(run(), target);
    release(model, fixed);
  };
  const solved = () => best !== undefined && lower !== undefined && best.objective <= lower;
  if (pre !== undefined) {
    const fixed = support(model, pre);
    keep(run(), 'some');
    release(model, fixed);
    if (!solved()) towards(pre, pre.bound);
  }
  if (!solved()) {
    if (best !== undefined && pre !== undefined) towards(pre, best.objective - 1);
    else keep(run(), 'all');
  }
  if (infeasible && best !== undefined) throw new Error('MCNF 0-1 program: HiGHS calls infeasible a program with a solution');
  if (infeasible) return { status: 'infeasible' };
  if (best === undefined) return lower === undefined ? { status: 'unsolved' } : { status: 'unsolved', bound: lower };
  if (solved()) return { status: 'optimal', ...best };
  return { status: 'feasible', ...best, ...(lower === undefined ? {} : { bound: lower }) };
}

const columnValue = (values: Float64Array) => (col: number) => values[col] ?? 0;

/** The program solved by HiGHS, with `seconds` as its time limit when given; once more on a spare after an abort. */
function runHighs(program: Program, seconds: number | undefined, pricing: boolean | undefined): RawOutcome {
  for (let attempt = 0; ; attempt++) {
    try {
      return runOnce(program, seconds, pricing);
    } catch (e) {
      if (!(e instanceof WebAssembly.RuntimeError)) throw e;
      if (!nextInstance()) return { status: 'unsolved', note: 'HiGHS aborted, no fresh instance left' };
      if (attempt === 1) return { status: 'unsolved', note: 'HiGHS aborted twice (out of its 2 GB WebAssembly heap)' };
    }
  }
}

function runOnce(program: Program, seconds: number | undefined, pricing: boolean | undefined): RawOutcome {
  const matrix = rowMatrix(program);
  const model = highs.createModel(toModel(program, matrix));
  let aborted = false;
  try {
    model.options.set({ output_flag: false, mip_rel_gap: 0, ...SEARCH, ...(seconds === undefined ? {} : { time_limit: seconds }) });
    if (!priced(program, pricing)) return outcome(model, model.run().modelStatus);
    return pricedSolve(model, program, matrix, seconds);
  } catch (e) {
    aborted = e instanceof WebAssembly.RuntimeError;
    throw e;
  } finally {
    // An aborted instance is dead: disposing would throw again and hide the abort.
    if (!aborted) model.dispose();
  }
}

/** Solves the 0-1 program of `net` with HiGHS (see the header). */
export function solveHighs(net: Network, options: SolveOptions = {}): SolveResult {
  return solveProgram(net, options, 'HiGHS', (program, seconds) => runHighs(program, seconds, options.pricing));
}
