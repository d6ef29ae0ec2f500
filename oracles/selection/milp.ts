// The exact optimum of the selection problem (problem.ts) as a 0-1 program, Ebner et al.'s
// appendix A: one 0-1 variable per node and role, exactly one role per node, the quadratic terms
// of the links linearised by Adams & Forrester's marginal constraints. It is built from the
// oracle's own roles and link classes, never from a PbqpGraph (oracles/pbqp/milp.ts linearises the
// engine's PBQP instance and so shares its construction). Solved by glpk.js 5.0.0 (GLPK in
// WebAssembly): the same solver as the tiling oracle's 0-1 program (oracles/tiling/milp.ts), for
// the same reason (design/toolchain.md §3: it loads in ~25 ms against HiGHS's ~80 and solved small
// 0-1 programs faster); these programs are per block and of the same size class.
//
// The program.
//   x[n, r] in {0, 1} per node n and role r of finite own cost c_n(r):   sum_r x[n, r] = 1.
//   Per link l = (user u, operand i, kid k) with want classes W and product classes P (problem.ts):
//   y[l, w, p] >= 0 per pair of classes of finite price, cost price(w, p), and the marginals
//     sum_p y[l, w, p] = sum_{r of u in class w} x[u, r]   for every w in W,
//     sum_w y[l, w, p] = sum_{r of k in class p} x[k, r]   for every p in P.
// Each side's class sums are 0-1 and add up to 1, so with x integral the marginals force
// y[l, w, p] = [u's class is w] * [k's class is p]: the product term of the appendix, taken between
// classes (the price depends on the classes alone) instead of between roles, which keeps the
// program small. A pair of infinite price has no y, so the marginals forbid it; a role of infinite
// own cost has no x. The program is infeasible exactly when every selection costs INF.
//
// Contract: `selectionOptimum(problem)` solves with GLPK's messages off, presolve on, no time limit
// and a relative MIP gap of 0 (GLPK's default, passed anyway): an optimum is proven, and a program
// GLPK cannot finish does not return (per-block sizes only). Produces { cost, roles }: the role index per node whose x is 1, and
// its cost recomputed by problem.ts priceRoles, which must equal GLPK's objective rounded to an
// integer (throws otherwise: a bug in the program). Infeasible: cost INF and roles all -1. Any
// other GLPK status throws. Costs are the grammar's integers (size * 1024 + latency), exact in
// doubles; a finite own cost or price above 1e9 throws (a block's sum must stay exact).

import GLPK from 'glpk.js/node';
import { INF } from './chains.js';
import { priceRoles, type SelectionProblem } from './problem.js';

type Glpk = Awaited<ReturnType<typeof GLPK>>;
type LP = Parameters<Glpk['solve']>[0];
type Term = { name: string; coef: number };

export interface SelectionOptimum {
  readonly cost: number;
  /** The role index per node (-1 for every node when infeasible). */
  readonly roles: readonly number[];
}

const MAX_COST = 1e9;

let solver: Promise<Glpk> | undefined;
/** GLPK, loaded once per process. */
function glpk(): Promise<Glpk> {
  solver ??= GLPK();
  return solver;
}

const x = (n: number, r: number): string => `x${n}_${r}`;

/** The 0-1 program of the header. */
function buildProgram(p: SelectionProblem, g: Glpk): LP {
  const objective: Term[] = [];
  const subjectTo: LP['subjectTo'] = [];
  const binaries: string[] = [];
  const equal = (name: string, vars: Term[], rhs: number) => subjectTo.push({ name, vars, bnds: { type: g.GLP_FX, lb: rhs, ub: rhs } });
  const finite = (c: number) => {
    if (c < INF && c > MAX_COST) throw new RangeError(`selection 0-1 program: a finite cost ${c} above ${MAX_COST}`);
    return c < INF;
  };
  p.own.forEach((costs, n) => {
    const one: Term[] = [];
    costs.forEach((c, r) => {
      if (!finite(c)) return;
      binaries.push(x(n, r));
      objective.push({ name: x(n, r), coef: c });
      one.push({ name: x(n, r), coef: 1 });
    });
    equal(`one${n}`, one, 1);
  });
  p.links.forEach((l, li) => {
    const y = (w: number, q: number) => `y${li}_${w}_${q}`;
    const wantSide: Term[][] = l.wants.map(() => []);
    const productSide: Term[][] = l.products.map(() => []);
    l.price.forEach((row, w) =>
      row.forEach((c, q) => {
        if (!finite(c)) return;
        objective.push({ name: y(w, q), coef: c });
        wantSide[w]!.push({ name: y(w, q), coef: 1 });
        productSide[q]!.push({ name: y(w, q), coef: 1 });
      }),
    );
    // Each role of finite own cost enters the marginal of its class with -1.
    l.wantClass.forEach((w, r) => p.own[l.user]![r]! < INF && wantSide[w]!.push({ name: x(l.user, r), coef: -1 }));
    l.productClass.forEach((q, r) => p.own[l.kid]![r]! < INF && productSide[q]!.push({ name: x(l.kid, r), coef: -1 }));
    wantSide.forEach((terms, w) => equal(`w${li}_${w}`, terms, 0));
    productSide.forEach((terms, q) => equal(`p${li}_${q}`, terms, 0));
  });
  return { name: 'selection', objective: { direction: g.GLP_MIN, name: 'cost', vars: objective }, subjectTo, binaries };
}

export async function selectionOptimum(p: SelectionProblem): Promise<SelectionOptimum> {
  const infeasible = { cost: INF, roles: p.roles.map(() => -1) };
  if (p.own.some((costs) => costs.every((c) => c >= INF))) return infeasible;
  const g = await glpk();
  const res = g.solve(buildProgram(p, g), { msglev: g.GLP_MSG_OFF, presol: true, mipgap: 0 }).result;
  if (res.status === g.GLP_NOFEAS) return infeasible;
  if (res.status !== g.GLP_OPT) throw new Error(`selection 0-1 program: GLPK status ${res.status}`);
  const roles = p.own.map((costs, n) => costs.findIndex((c, r) => c < INF && (res.vars[x(n, r)] ?? 0) > 0.5));
  const objective = Math.round(res.z);
  const cost = roles.includes(-1) ? INF : priceRoles(p, roles);
  if (cost !== objective) throw new Error(`selection 0-1 program: the chosen roles cost ${cost}, GLPK's objective is ${objective}`);
  return { cost, roles };
}
