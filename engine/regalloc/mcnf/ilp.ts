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
//   exit node n, q, each out-edge o open to q: x^q_o - x^q_in = 0   (split by duplication, 3.9)
//   entry node n, q, each in-edge i open to q: x^q_i - x^q_out = 0  (merge, all equal, 3.10)
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
//   - feasible:   the budget stopped GLPK with a solution: the same, plus `bound`, GLPK's best bound
//                 when it stopped (rounded up: costs are integers), and gap = (cost - bound) /
//                 max(1, |cost|); both absent if GLPK reported no bound;
//   - infeasible: no 0-1 flow satisfies the constraints (proven by GLPK or by the empty row above);
//   - unsolved:   the budget ran out before any solution was found, with GLPK's bound if it had one.
// glpk.js 5.0.0 exposes no branch-and-bound bound, only GLPK's progress log, which it prints through
// console.log to stdout; so the solve runs with the log on and stdout captured for that one
// synchronous call (nothing reaches the real stdout), and the bound is read from the log's last
// progress line ("+ it: mip = best >= bound ..."). Solving the LP relaxation separately for a bound
// instead would repeat GLPK's root LP: on a 177k-variable program it had not finished after 30 s.
// The budget is `{ ms, clock }`: `clock` is the caller's millisecond clock (injected: nothing here
// reads time itself). What is left of `ms` when the search starts, by that clock, is handed to GLPK
// as its time limit, which GLPK then enforces with its own wall clock (glpk.js has no callback for
// integer programs) and only between steps: an LP may overrun it (measured: a limit of 19.3 s
// returned after 29.8 s, inside the root LP). Nothing left: unsolved without searching. No budget:
// GLPK runs to the proven optimum and the result is a function of the network alone (GLPK is
// deterministic).

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
      readonly bound?: number;
      readonly gap?: number;
    }
  | { readonly status: 'infeasible' }
  | { readonly status: 'unsolved'; readonly bound?: number };

// GLPK, loaded once per process when this module is first imported (the WebAssembly module takes
// tens of milliseconds): the solve itself is synchronous, so `--ra optimal` is an ordinary Allocator.
const solver: Glpk = await GLPK();

const xName = (e: number, q: number) => `x${e}_${q}`;

interface Program {
  readonly rows: Row[];
  readonly objective: Term[];
  readonly columns: string[];
  /** The commodities each edge has a variable for, ascending. */
  readonly open: readonly number[][];
  /** Some row has no variable and cannot hold: infeasible before any solving. */
  readonly empty: boolean;
}

/** The commodities that may use each edge, ascending: the narrowest `only` list (or all), kept where edgeOpen. */
function openCommodities(net: Network): number[][] {
  const all = net.commodities.map((_, q) => q);
  return net.edges.map((edge, e) => {
    const lists = [edge.only, net.nodes[edge.from]!.only, net.nodes[edge.to]!.only].filter((l) => l !== undefined);
    const narrowest = lists.reduce<readonly number[]>((a, b) => (b.length < a.length ? b : a), all);
    return [...new Set(narrowest)].sort((a, b) => a - b).filter((q) => edgeOpen(net, e, q));
  });
}

/** Per node, per commodity: the variables of its out- and in-edges and its supply, with the commodities sorted. */
function nodeTerms(net: Network, open: readonly number[][]) {
  const out = net.nodes.map(() => new Map<number, string[]>());
  const into = net.nodes.map(() => new Map<number, string[]>());
  const supplied = net.nodes.map(() => new Map<number, number>());
  const add = (m: Map<number, string[]>, q: number, name: string) => {
    const list = m.get(q);
    if (list === undefined) m.set(q, [name]);
    else list.push(name);
  };
  net.edges.forEach((edge, e) => {
    for (const q of open[e]!) {
      add(out[edge.from]!, q, xName(e, q));
      add(into[edge.to]!, q, xName(e, q));
    }
  });
  net.commodities.forEach((c, q) => {
    for (const n of [...c.sources, ...c.sinks]) supplied[n]!.set(q, supply(c, n));
  });
  const commodities = net.nodes.map((_, n) =>
    [...new Set([...out[n]!.keys(), ...into[n]!.keys(), ...supplied[n]!.keys()])].sort((a, b) => a - b),
  );
  return { out, into, supplied, commodities };
}

const terms = (names: readonly string[] | undefined, coef: number): Term[] => (names ?? []).map((name) => ({ name, coef }));

/** The 0-1 program of the header, rows in node, then edge, then side-constraint order. */
function buildProgram(net: Network, g: Glpk): Program {
  const open = openCommodities(net);
  const openSet = open.map((qs) => new Set(qs));
  const objective: Term[] = [];
  const columns: string[] = [];
  net.edges.forEach((edge, e) => {
    for (const q of open[e]!) {
      columns.push(xName(e, q));
      const c = edgeCost(edge, q);
      if (c !== 0) objective.push({ name: xName(e, q), coef: c });
    }
  });
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
  const at = nodeTerms(net, open);
  const x = (e: number, q: number, coef: number): Term[] => (openSet[e]!.has(q) ? [{ name: xName(e, q), coef }] : []);
  // Throughput of q at n as terms plus a constant (the supply).
  const through = (n: number, q: number): { terms: Term[]; constant: number } =>
    roles[n] === 'entry'
      ? { terms: terms(at.out[n]!.get(q), 1), constant: 0 }
      : { terms: terms(at.into[n]!.get(q), 1), constant: Math.max(0, at.supplied[n]!.get(q) ?? 0) };
  net.nodes.forEach((node, n) => {
    const role = roles[n];
    for (const q of at.commodities[n]!) {
      if (role === undefined) {
        const vars = [...terms(at.out[n]!.get(q), 1), ...terms(at.into[n]!.get(q), -1)];
        row(`n${n}_${q}`, vars, 'eq', at.supplied[n]!.get(q) ?? 0);
        continue;
      }
      const [one, many] = role === 'exit' ? [io.into[n]!, io.out[n]!] : [io.out[n]!, io.into[n]!];
      // Only the edges open to q: a successor where q is not live takes none of it.
      for (const e of many) if (openSet[e]!.has(q)) row(`${role}${n}_${q}_${e}`, [...x(e, q, 1), ...x(one[0]!, q, -1)], 'eq', 0);
    }
    if (node.capacity !== undefined) {
      const all = at.commodities[n]!.map((q) => through(n, q));
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
        open[e]!.flatMap((q) => x(e, q, 1)),
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
  return { rows, objective, columns, open, empty };
}

/** The glpk.js problem. */
function toLp(p: Program, g: Glpk): LP {
  return {
    name: 'mcnf',
    objective: { direction: g.GLP_MIN, name: 'cost', vars: p.objective },
    subjectTo: p.rows,
    binaries: p.columns,
  };
}

/** GLPK's last reported bound of a minimisation in its progress log (glpk.js 5.0.0 format), rounded up. */
export function logBound(log: string): number | undefined {
  let bound: number | undefined;
  for (const line of log.split('\n')) {
    const m = /^\+\s*\d+: (?:mip =|>>>>>)\s+(?:not found yet|\S+)\s+>=\s+(\S+)/.exec(line);
    if (m === null) continue;
    const value = Number(m[1]);
    bound = Number.isFinite(value) ? Math.ceil(value - 1e-6) : undefined;
  }
  return bound;
}

/** GLPK's solve with its log captured from stdout (see the header), and the bound the log reports. */
function solveLogged(g: Glpk, lp: LP, options: Parameters<Glpk['solve']>[1]) {
  const log: string[] = [];
  const stdout = process.stdout as unknown as { write: (chunk: unknown) => boolean };
  const write = stdout.write;
  stdout.write = (chunk) => log.push(String(chunk)) > 0;
  try {
    const res = g.solve(lp, options).result;
    return { res, bound: logBound(log.join('')) };
  } finally {
    stdout.write = write;
  }
}

/** The flows a GLPK solution selects, per commodity in edge order. */
function extract(net: Network, p: Program, vars: Readonly<Record<string, number>>): number[][] {
  const flows: number[][] = net.commodities.map(() => []);
  p.open.forEach((qs, e) => {
    for (const q of qs) if ((vars[xName(e, q)] ?? 0) > 0.5) flows[q]!.push(e);
  });
  return flows;
}

/** Solves the 0-1 program of `net` (see the header). */
export function solveNetwork(net: Network, options: SolveOptions = {}): SolveResult {
  const problems = validateNetwork(net);
  if (problems.length > 0) throw new Error(`MCNF network is ill formed: ${problems.slice(0, 5).join('; ')}`);
  const start = options.budget?.clock();
  const g = solver;
  const program = buildProgram(net, g);
  if (program.empty) return { status: 'infeasible' };
  const nothing = net.commodities.map(() => []);
  if (program.columns.length === 0) return verified(net, nothing, 0, 'optimal', undefined);
  let tmlim: number | undefined;
  if (options.budget !== undefined) {
    const left = options.budget.ms - (options.budget.clock() - start!);
    if (left < 1) return { status: 'unsolved' };
    tmlim = left / 1000;
  }
  const opts = { msglev: g.GLP_MSG_ON, presol: true, ...(tmlim === undefined ? {} : { tmlim }) };
  const { res, bound } = solveLogged(g, toLp(program, g), opts);
  if (res.status === g.GLP_NOFEAS) return { status: 'infeasible' };
  if (res.status === g.GLP_UNDEF) return bound === undefined ? { status: 'unsolved' } : { status: 'unsolved', bound };
  if (res.status !== g.GLP_OPT && res.status !== g.GLP_FEAS) throw new Error(`MCNF 0-1 program: GLPK status ${res.status}`);
  const flows = extract(net, program, res.vars);
  return verified(net, flows, Math.round(res.z), res.status === g.GLP_OPT ? 'optimal' : 'feasible', bound);
}

/** The solution, once the flows are checked feasible and their recomputed cost equals the objective. */
function verified(net: Network, flows: Flows, objective: number, status: 'optimal' | 'feasible', bound: number | undefined): SolveResult {
  const errors = checkFlows(net, flows);
  if (errors.length > 0) throw new Error(`MCNF 0-1 program: GLPK's solution breaks the network: ${errors.slice(0, 5).join('; ')}`);
  const cost = flowCost(net, flows);
  if (cost !== objective) throw new Error(`MCNF 0-1 program: the flows cost ${cost}, GLPK's objective is ${objective}`);
  if (status === 'optimal') return { status, flows, objective, cost };
  if (bound === undefined) return { status, flows, objective, cost };
  return { status, flows, objective, cost, bound, gap: (cost - bound) / Math.max(1, Math.abs(cost)) };
}
