// The global MCNF register-allocation model as a 0-1 program (thesis §3.1 (3.1)-(3.4) and §3.3
// (3.5)-(3.11), with the §3.4 anti-variable exclusion), solved by GLPK through glpk.js 5.0.0 (GLPK
// compiled to WebAssembly; loaded once per process as oracles/tiling/milp.ts does). Issue 20,
// Deliver 3's solver core; the translation from machine IR is not here.
//
// The program. One binary x^q_e per edge e and commodity q that may use it (edgeOpen: individual
// capacity 1 on the edge and both its nodes, finite cost); a closed or forbidden pair has no variable,
// i.e. x = 0 (3.2)/(3.6).
//   min Σ c^q_e x^q_e                                                        (3.1)/(3.5)
//   conserving node n, commodity q: Σ_out x^q - Σ_in x^q = b^q_n                (3.4)/(3.8)
//   exit node n, q, each out-edge o: x^q_o - x^q_in = 0      (split by duplication, 3.9)
//   entry node n, q, each in-edge i: x^q_i - x^q_out = 0     (merge, all equal, 3.10)
//   node n with bundle capacity u: Σ_q throughput^q_n <= u   (nodes as capacitated edges, 3.3/3.7)
//   edge e with bundle capacity u: Σ_q x^q_e <= u                                (3.3)/(3.7)
//   anti-exclusion at n: throughput^v_n + throughput^{v'}_n <= 1                  (§3.4)
// where throughput is network.ts's (inflow plus supply; a supply is a constant moved to the bound).
// A conservation row without variables but with b != 0 makes the program infeasible at once.
//
// Contract. solveNetwork(net, options) throws on a network validateNetwork rejects (a builder bug) and
// otherwise returns one of
//   - optimal:    flows per commodity, GLPK's objective and the cost recomputed from the flows by
//                 flow-check.ts flowCost (they must agree; so must checkFlows, or this throws);
//   - feasible:   the budget stopped GLPK with a solution: the same, plus `bound` (the LP
//                 relaxation's optimum rounded up, costs being integers: glpk.js does not expose
//                 GLPK's own branch-and-bound bound) and gap = (cost - bound) / max(1, |cost|);
//   - infeasible: no 0-1 flow satisfies the constraints (proven by GLPK or by the empty row above);
//   - unsolved:   the budget ran out before any solution was found, with `bound`.
// The budget is `{ ms, clock }`: `clock` is the caller's millisecond clock (injected: nothing here
// reads time itself). What is left of `ms` when the search starts, by that clock, is handed to GLPK
// as its time limit, which GLPK then enforces with its own wall clock (glpk.js has no callback for
// integer programs); nothing left: unsolved without searching. No budget: GLPK runs to the proven
// optimum and the result is a function of the network alone (GLPK is deterministic).

import GLPK from 'glpk.js/node';
import { checkFlows, type Flows, flowCost } from './flow-check.js';
import { boundaryRoles, edgeCost, edgeOpen, incidence, type Network, supply, validateNetwork } from './network.js';

type Glpk = Awaited<ReturnType<typeof GLPK>>;
type LP = Parameters<Glpk['solve']>[0];
type Row = LP['subjectTo'][number];
type Term = { name: string; coef: number };

export interface SolveOptions {
  readonly budget?: { readonly ms: number; readonly clock: () => number };
}

export type SolveResult =
  | { readonly status: 'optimal'; readonly flows: Flows; readonly objective: number; readonly cost: number }
  | {
      readonly status: 'feasible';
      readonly flows: Flows;
      readonly objective: number;
      readonly cost: number;
      readonly bound: number;
      readonly gap: number;
    }
  | { readonly status: 'infeasible' }
  | { readonly status: 'unsolved'; readonly bound: number };

let solver: Promise<Glpk> | undefined;
/** GLPK, loaded once per process (the WebAssembly module takes tens of milliseconds). */
function glpk(): Promise<Glpk> {
  solver ??= GLPK();
  return solver;
}

const xName = (e: number, q: number) => `x${e}_${q}`;

interface Program {
  readonly rows: Row[];
  readonly objective: Term[];
  readonly columns: string[];
  /** Some row has no variable and cannot hold: infeasible before any solving. */
  readonly empty: boolean;
}

/** The 0-1 program of the header, rows in node, then edge, then side-constraint order. */
function buildProgram(net: Network, g: Glpk): Program {
  const open = net.edges.map((_, e) => net.commodities.map((_, q) => edgeOpen(net, e, q)));
  const objective: Term[] = [];
  const columns: string[] = [];
  net.edges.forEach((edge, e) =>
    net.commodities.forEach((_, q) => {
      if (!open[e]![q]) return;
      columns.push(xName(e, q));
      const c = edgeCost(edge, q);
      if (c !== 0) objective.push({ name: xName(e, q), coef: c });
    }),
  );
  const rows: Row[] = [];
  let empty = false;
  const row = (name: string, vars: Term[], type: 'le' | 'eq', bound: number) => {
    if (vars.length === 0) {
      if (type === 'eq' ? bound !== 0 : bound < 0) empty = true;
      return;
    }
    rows.push({ name, vars, bnds: { type: type === 'le' ? g.GLP_UP : g.GLP_FX, lb: bound, ub: bound } });
  };
  const io = incidence(net);
  const roles = boundaryRoles(net);
  const x = (e: number, q: number, coef: number): Term[] => (open[e]![q] ? [{ name: xName(e, q), coef }] : []);
  // Throughput of q at n as terms plus a constant (the supply).
  const through = (n: number, q: number): { terms: Term[]; constant: number } =>
    roles[n] === 'entry'
      ? { terms: io.out[n]!.flatMap((e) => x(e, q, 1)), constant: 0 }
      : { terms: io.into[n]!.flatMap((e) => x(e, q, 1)), constant: Math.max(0, supply(net.commodities[q]!, n)) };
  net.nodes.forEach((node, n) => {
    net.commodities.forEach((c, q) => {
      const role = roles[n];
      if (role === undefined) {
        const terms = [...io.out[n]!.flatMap((e) => x(e, q, 1)), ...io.into[n]!.flatMap((e) => x(e, q, -1))];
        row(`n${n}_${q}`, terms, 'eq', supply(c, n));
        return;
      }
      const [one, many] = role === 'exit' ? [io.into[n]!, io.out[n]!] : [io.out[n]!, io.into[n]!];
      for (const e of many) row(`${role}${n}_${q}_${e}`, [...x(e, q, 1), ...x(one[0]!, q, -1)], 'eq', 0);
    });
    if (node.capacity !== undefined) {
      const all = net.commodities.map((_, q) => through(n, q));
      const constant = all.reduce((a, t) => a + t.constant, 0);
      row(
        `u${n}`,
        all.flatMap((t) => t.terms),
        'le',
        node.capacity - constant,
      );
    }
  });
  net.edges.forEach((edge, e) => {
    if (edge.capacity !== undefined)
      row(
        `w${e}`,
        net.commodities.flatMap((_, q) => x(e, q, 1)),
        'le',
        edge.capacity,
      );
  });
  net.side.forEach((s, i) => {
    if (s.kind !== 'anti-exclusion') return;
    const v = through(s.node, s.variable);
    const a = through(s.node, s.anti);
    row(`a${i}`, [...v.terms, ...a.terms], 'le', 1 - v.constant - a.constant);
  });
  return { rows, objective, columns, empty };
}

/** The glpk.js problem: binaries for the 0-1 program, [0, 1] bounds for its LP relaxation. */
function toLp(p: Program, g: Glpk, integer: boolean): LP {
  return {
    name: 'mcnf',
    objective: { direction: g.GLP_MIN, name: 'cost', vars: p.objective },
    subjectTo: p.rows,
    bounds: p.columns.map((name) => ({ name, type: g.GLP_DB, lb: 0, ub: 1 })),
    ...(integer ? { binaries: p.columns } : {}),
  };
}

/** The LP relaxation's optimum rounded up (costs are integers), or undefined if the relaxation is infeasible. */
function lpBound(p: Program, g: Glpk): number | undefined {
  // Without the presolver: with it, GLPK reports an infeasible LP as undefined rather than infeasible.
  const res = g.solve(toLp(p, g, false), { msglev: g.GLP_MSG_OFF, presol: false }).result;
  if (res.status === g.GLP_NOFEAS || res.status === g.GLP_INFEAS) return undefined;
  if (res.status !== g.GLP_OPT) throw new Error(`MCNF LP relaxation: GLPK status ${res.status}`);
  return Math.ceil(res.z - 1e-6);
}

/** The flows a GLPK solution selects, per commodity in edge order. */
function extract(net: Network, vars: Readonly<Record<string, number>>): number[][] {
  return net.commodities.map((_, q) => net.edges.flatMap((_, e) => ((vars[xName(e, q)] ?? 0) > 0.5 ? [e] : [])));
}

/** Solves the 0-1 program of `net` (see the header). */
export async function solveNetwork(net: Network, options: SolveOptions = {}): Promise<SolveResult> {
  const problems = validateNetwork(net);
  if (problems.length > 0) throw new Error(`MCNF network is ill formed: ${problems.slice(0, 5).join('; ')}`);
  const start = options.budget?.clock();
  const g = await glpk();
  const program = buildProgram(net, g);
  if (program.empty) return { status: 'infeasible' };
  if (program.columns.length === 0) return verified(net, [], 0, 'optimal', 0);
  let tmlim: number | undefined;
  if (options.budget !== undefined) {
    const left = options.budget.ms - (options.budget.clock() - start!);
    if (left < 1) return unsolved(program, g);
    tmlim = left / 1000;
  }
  const opts = { msglev: g.GLP_MSG_OFF, presol: true, ...(tmlim === undefined ? {} : { tmlim }) };
  const res = g.solve(toLp(program, g, true), opts).result;
  if (res.status === g.GLP_NOFEAS) return { status: 'infeasible' };
  if (res.status === g.GLP_UNDEF) return unsolved(program, g);
  if (res.status !== g.GLP_OPT && res.status !== g.GLP_FEAS) throw new Error(`MCNF 0-1 program: GLPK status ${res.status}`);
  const flows = extract(net, res.vars);
  if (res.status === g.GLP_OPT) return verified(net, flows, Math.round(res.z), 'optimal', 0);
  return verified(net, flows, Math.round(res.z), 'feasible', lpBound(program, g) ?? Number.NEGATIVE_INFINITY);
}

/** Budget spent without a solution: the LP bound, or infeasible if even the relaxation is. */
function unsolved(p: Program, g: Glpk): SolveResult {
  const bound = lpBound(p, g);
  return bound === undefined ? { status: 'infeasible' } : { status: 'unsolved', bound };
}

/** The solution, once the flows are checked feasible and their recomputed cost equals the objective. */
function verified(net: Network, flows: Flows, objective: number, status: 'optimal' | 'feasible', bound: number): SolveResult {
  const errors = checkFlows(net, flows);
  if (errors.length > 0) throw new Error(`MCNF 0-1 program: GLPK's solution breaks the network: ${errors.slice(0, 5).join('; ')}`);
  const cost = flowCost(net, flows);
  if (cost !== objective) throw new Error(`MCNF 0-1 program: the flows cost ${cost}, GLPK's objective is ${objective}`);
  if (status === 'optimal') return { status, flows, objective, cost };
  return { status, flows, objective, cost, bound, gap: (cost - bound) / Math.max(1, Math.abs(cost)) };
}
