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
//   Complex instances (complex.ts; Ebner's appendix has their decision variables too): one 0-1
//   variable z[l] per offered instance, standing for l's proxy role at EVERY node of l — in each
//   node's sum, so sum_r x[n, r] + sum_{l covers n} z[l] = 1, and in each marginal that proxy's
//   class enters — with cost l's pattern cost plus its proxies' own costs (no big M). An instance
//   with a proxy of infinite own cost has no z. No cycle among the chosen: per group S of problem.ts
//   `cyclic` (instances that reach each other by ≺), an order t[l] in [0, |S|] per l of S and, for
//   l ≺ m in S, t[l] - t[m] + K z[l] + K z[m] <= 2K - 1 with K = |S| + 1: with both on, t[l] < t[m],
//   so the chosen ones of S take a topological order, and nothing binds otherwise (Miller, Tucker
//   and Zemlin's order variables). Instances outside every group can lie on no cycle.
//
// Contract: `selectionOptimum(problem, { acyclic })` solves with GLPK's messages off, presolve on,
// no time limit and a relative MIP gap of 0 (GLPK's default, passed anyway): an optimum is proven,
// and a program GLPK cannot finish does not return (per-block sizes only). Produces { cost, roles }:
// the role index per node whose variable (x, or z for a proxy) is 1, and its cost recomputed by
// problem.ts priceRoles, which must equal GLPK's objective rounded to an integer (throws
// otherwise: a bug in the program). Infeasible: cost INF and roles all -1. Any
// other GLPK status throws. `acyclic: false` (default true) leaves the order constraints out and
// recomputes with priceRoles' `acyclic: false`: the optimum were cycles allowed (tests show with it
// what the constraints forbid). Costs are the grammar's integers (size * 1024 + latency), exact in
// doubles; a finite own cost or price above 1e9 throws (a block's sum must stay exact).

import GLPK from 'glpk.js/node';
import { INF } from './chains.js';
import { type Link, priceRoles, type SelectionProblem } from './problem.js';

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
const z = (l: number): string => `z${l}`;

/** The 0-1 variable of role r at node n (see the header), or null where the role cannot be taken. */
type Vars = (n: number, r: number) => string | null;

function finite(c: number): boolean {
  if (c < INF && c > MAX_COST) throw new RangeError(`selection 0-1 program: a finite cost ${c} above ${MAX_COST}`);
  return c < INF;
}

/** The variables of the header: x per role of finite own cost, z per instance whose proxies all are. */
function variablesOf(p: SelectionProblem): { vars: Vars; live: boolean[] } {
  const live = p.instances.map((l) => finite(l.cost));
  p.roles.forEach((rs, n) =>
    rs.forEach((r, k) => {
      if (r.kind === 'proxy' && !finite(p.own[n]![k]!)) live[r.instance] = false;
    }),
  );
  const vars: Vars = (n, r) => {
    const role = p.roles[n]![r]!;
    if (role.kind === 'proxy') return live[role.instance] ? z(role.instance) : null;
    return finite(p.own[n]![r]!) ? x(n, r) : null;
  };
  return { vars, live };
}

/** The 0-1 program of the header. */
function buildProgram(p: SelectionProblem, g: Glpk, acyclic: boolean, { vars, live }: ReturnType<typeof variablesOf>): LP {
  const objective = new Map<string, number>();
  const pay = (name: string, c: number) => objective.set(name, (objective.get(name) ?? 0) + c);
  const subjectTo: LP['subjectTo'] = [];
  const binaries = new Set<string>();
  const equal = (name: string, terms: Term[], rhs: number) =>
    subjectTo.push({ name, vars: terms, bnds: { type: g.GLP_FX, lb: rhs, ub: rhs } });
  p.own.forEach((costs, n) => {
    const one: Term[] = [];
    costs.forEach((c, r) => {
      const v = vars(n, r);
      if (v === null) return;
      binaries.add(v);
      pay(v, c);
      one.push({ name: v, coef: 1 });
    });
    equal(`one${n}`, one, 1);
  });
  p.instances.forEach((l, i) => live[i] && pay(z(i), l.cost));
  p.links.forEach((l, li) => linkRows(vars, l, li, pay, equal));
  const order = acyclic ? orderRows(p, live, g) : { rows: [], bounds: [] };
  subjectTo.push(...order.rows);
  const terms = [...objective].map(([name, coef]) => ({ name, coef }));
  return {
    name: 'selection',
    objective: { direction: g.GLP_MIN, name: 'cost', vars: terms },
    subjectTo,
    bounds: order.bounds,
    binaries: [...binaries],
  };
}

/** The y variables of one link and its marginals (see the header). */
function linkRows(
  vars: Vars,
  l: Link,
  li: number,
  pay: (name: string, c: number) => void,
  equal: (name: string, terms: Term[], rhs: number) => void,
): void {
  const y = (w: number, q: number) => `y${li}_${w}_${q}`;
  const wantSide: Term[][] = l.wants.map(() => []);
  const productSide: Term[][] = l.products.map(() => []);
  l.price.forEach((row, w) =>
    row.forEach((c, q) => {
      if (!finite(c)) return;
      pay(y(w, q), c);
      wantSide[w]!.push({ name: y(w, q), coef: 1 });
      productSide[q]!.push({ name: y(w, q), coef: 1 });
    }),
  );
  // Each role that can be taken enters the marginal of its class with -1.
  const enter = (side: Term[][], node: number) => (cls: number, r: number) => {
    const v = vars(node, r);
    if (v !== null) side[cls]!.push({ name: v, coef: -1 });
  };
  l.wantClass.forEach(enter(wantSide, l.user));
  l.productClass.forEach(enter(productSide, l.kid));
  wantSide.forEach((terms, w) => equal(`w${li}_${w}`, terms, 0));
  productSide.forEach((terms, q) => equal(`p${li}_${q}`, terms, 0));
}

/** The order variables and constraints of each cyclic group (see the header). */
function orderRows(p: SelectionProblem, live: readonly boolean[], g: Glpk): { rows: LP['subjectTo']; bounds: NonNullable<LP['bounds']> } {
  const rows: LP['subjectTo'] = [];
  const bounds: NonNullable<LP['bounds']> = [];
  const t = (l: number) => `t${l}`;
  for (const group of p.cyclic) {
    const inGroup = new Set(group.filter((l) => live[l]));
    const k = group.length + 1;
    for (const l of inGroup) {
      bounds.push({ name: t(l), type: g.GLP_DB, lb: 0, ub: group.length });
      for (const m of p.order[l]!) {
        if (!inGroup.has(m)) continue;
        const terms = [
          { name: t(l), coef: 1 },
          { name: t(m), coef: -1 },
          { name: z(l), coef: k },
          { name: z(m), coef: k },
        ];
        rows.push({ name: `o${l}_${m}`, vars: terms, bnds: { type: g.GLP_UP, lb: 0, ub: 2 * k - 1 } });
      }
    }
  }
  return { rows, bounds };
}

export async function selectionOptimum(p: SelectionProblem, { acyclic = true }: { acyclic?: boolean } = {}): Promise<SelectionOptimum> {
  const infeasible = { cost: INF, roles: p.roles.map(() => -1) };
  const variables = variablesOf(p);
  const { vars } = variables;
  if (p.own.some((costs, n) => costs.every((_, r) => vars(n, r) === null))) return infeasible;
  const g = await glpk();
  const res = g.solve(buildProgram(p, g, acyclic, variables), { msglev: g.GLP_MSG_OFF, presol: true, mipgap: 0 }).result;
  if (res.status === g.GLP_NOFEAS) return infeasible;
  if (res.status !== g.GLP_OPT) throw new Error(`selection 0-1 program: GLPK status ${res.status}`);
  const on = (v: string | null) => v !== null && (res.vars[v] ?? 0) > 0.5;
  const roles = p.own.map((costs, n) => costs.findIndex((_, r) => on(vars(n, r))));
  const objective = Math.round(res.z);
  const cost = roles.includes(-1) ? INF : priceRoles(p, roles, { acyclic });
  if (cost !== objective) throw new Error(`selection 0-1 program: the chosen roles cost ${cost}, GLPK's objective is ${objective}`);
  return { cost, roles };
}
