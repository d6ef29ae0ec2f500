// The global MCNF register-allocation model as a solver-neutral 0-1 program, and the solve around it
// that every MILP back end shares (thesis §3.1 (3.1)-(3.4), §3.3 (3.5)-(3.11), §3.4 the anti-variable
// exclusion; issue 20, Deliver 3). ilp.ts (GLPK) and highs.ts (HiGHS) each only translate this
// program into their solver's input and the solver's answer back into a RawOutcome.
//
// The program (as ilp.ts's header states it). One binary column x^q_e per edge e and commodity q
// that may use it (edgeOpen), in edge order, then commodity order; a closed pair has no column
// (x = 0). Rows, in node, then edge, then side-constraint order:
//   conserving node n, commodity q: Σ_out x^q - Σ_in x^q = b^q_n                (3.4)/(3.8)
//   exit node n, q, each out-edge o open to q: x^q_o - x^q_in = 0   (split by duplication, 3.9)
//   entry node n, q, each in-edge i open to q: x^q_i - x^q_out = 0  (merge, all equal, 3.10)
//   node n with bundle capacity u: Σ_q throughput^q_n <= u - Σ supplies         (3.3)/(3.7)
//   edge e with bundle capacity u: Σ_q x^q_e <= u                                (3.3)/(3.7)
//   anti-exclusion at n: throughput^v_n + throughput^{v'}_n <= 1                  (§3.4)
//   store-exclusion of edge e at n: x^{v'}_e + throughput^v_n <= 1      (network.ts, build.ts)
// A row without columns is dropped; if it cannot hold, `empty` says the program is infeasible.
//
// Contract. buildProgram is a function of the network alone. solveProgram(net, options, name, run)
// validates the network (throws on a builder bug), reads the budget's clock once before building and
// once after (what is left of `ms` then is the solver's time limit; under 1 ms: unsolved without
// solving), answers the trivial programs itself (an empty row: infeasible; no column: the empty
// flow, optimal) and otherwise calls `run` once. Every solution `run` returns is checked here, not
// believed: checkFlows must find nothing and flow-check.ts flowCost must equal the solver's
// objective, else it throws naming the solver. A feasible (budget-stopped) solution carries the
// solver's bound (rounded up: costs are integers) and gap = (cost - bound) / max(1, |cost|).

import { checkFlows, type Flows, flowCost } from './flow-check.js';
import { boundaryRoles, edgeCost, edgeOpen, incidence, type NetEdge, type Network, supply, validateNetwork } from './network.js';

/** The MILP solvers that can solve the program. */
export type Solver = 'glpk' | 'highs';

export interface SolveOptions {
  /** Which solver; absent: ilp.ts's default. */
  readonly solver?: Solver;
  readonly budget?: { readonly ms: number; readonly clock: () => number };
  /** HiGHS: price the move columns first (pricing.ts); absent: for large programs (highs.ts). */
  readonly pricing?: boolean;
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
  | Unsolved;

/** No solution: the budget ran out (with the solver's bound when it has one), or the solver failed (`note`). */
export interface Unsolved {
  readonly status: 'unsolved';
  readonly bound?: number;
  /** Why there is no solution when it is not the budget (the solver's runtime failed). */
  readonly note?: string;
}

/** A coefficient of column `col` in a row. */
export interface Term {
  readonly col: number;
  readonly coef: number;
}

export interface ProgramRow {
  readonly name: string;
  readonly terms: readonly Term[];
  /** Σ terms <= bound ('le') or = bound ('eq'). */
  readonly type: 'le' | 'eq';
  readonly bound: number;
}

export interface Program {
  /** Column names `x<edge>_<commodity>`, in column order. */
  readonly columns: readonly string[];
  /** The objective coefficient c^q_e of every column. */
  readonly costs: readonly number[];
  readonly rows: readonly ProgramRow[];
  /** The commodities each edge has a column for, ascending. */
  readonly open: readonly number[][];
  /** Some row has no column and cannot hold: infeasible before any solving. */
  readonly empty: boolean;
  /** The columns of register-to-register moves (edges between the nodes of two register classes), ascending. */
  readonly moves: readonly number[];
}

/** What a solver says about a program, before the flows are extracted and checked. */
export type RawOutcome =
  | {
      readonly status: 'optimal' | 'feasible';
      /** The value of a column in the solution. */
      readonly value: (col: number) => number;
      readonly objective: number;
      readonly bound?: number;
    }
  | { readonly status: 'infeasible' }
  | Unsolved;

const xName = (e: number, q: number) => `x${e}_${q}`;

/** The commodities that may use each edge, ascending: the narrowest `only` list (or all), kept where edgeOpen. */
function openCommodities(net: Network): number[][] {
  const all = net.commodities.map((_, q) => q);
  return net.edges.map((edge, e) => {
    const lists = [edge.only, net.nodes[edge.from]!.only, net.nodes[edge.to]!.only].filter((l) => l !== undefined);
    const narrowest = lists.reduce<readonly number[]>((a, b) => (b.length < a.length ? b : a), all);
    return [...new Set(narrowest)].sort((a, b) => a - b).filter((q) => edgeOpen(net, e, q));
  });
}

/** Per node, per commodity: the columns of its out- and in-edges and its supply, with the commodities sorted. */
function nodeTerms(net: Network, open: readonly number[][], colOf: readonly Map<number, number>[]) {
  const out = net.nodes.map(() => new Map<number, number[]>());
  const into = net.nodes.map(() => new Map<number, number[]>());
  const supplied = net.nodes.map(() => new Map<number, number>());
  const add = (m: Map<number, number[]>, q: number, col: number) => {
    const list = m.get(q);
    if (list === undefined) m.set(q, [col]);
    else list.push(col);
  };
  net.edges.forEach((edge, e) => {
    for (const q of open[e]!) {
      add(out[edge.from]!, q, colOf[e]!.get(q)!);
      add(into[edge.to]!, q, colOf[e]!.get(q)!);
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

const terms = (cols: readonly number[] | undefined, coef: number): Term[] => (cols ?? []).map((col) => ({ col, coef }));

/** Whether an edge joins the nodes of two different register classes (a register-to-register move). */
function isMove(net: Network, edge: NetEdge): boolean {
  const a = net.nodes[edge.from]!.cls;
  const b = net.nodes[edge.to]!.cls;
  if (a === undefined || b === undefined || a === b) return false;
  return net.classes[a]?.kind === 'register' && net.classes[b]?.kind === 'register';
}

/** The 0-1 program of the header. */
export function buildProgram(net: Network): Program {
  const open = openCommodities(net);
  const openSet = open.map((qs) => new Set(qs));
  const columns: string[] = [];
  const costs: number[] = [];
  const colOf = net.edges.map(() => new Map<number, number>());
  const moves: number[] = [];
  net.edges.forEach((edge, e) => {
    const move = isMove(net, edge);
    for (const q of open[e]!) {
      if (move) moves.push(columns.length);
      colOf[e]!.set(q, columns.length);
      columns.push(xName(e, q));
      costs.push(edgeCost(edge, q));
    }
  });
  const rows: ProgramRow[] = [];
  let empty = false;
  const row = (name: string, vars: Term[], type: 'le' | 'eq', bound: number) => {
    if (vars.length === 0) {
      if (type === 'eq' ? bound !== 0 : bound < 0) empty = true;
      return;
    }
    rows.push({ name, terms: vars, type, bound });
  };
  const io = incidence(net);
  const roles = boundaryRoles(net);
  const at = nodeTerms(net, open, colOf);
  const x = (e: number, q: number, coef: number): Term[] => {
    const col = colOf[e]!.get(q);
    return col === undefined ? [] : [{ col, coef }];
  };
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
      // Only the edges open to q: a successor where q is dead takes none of it (network.ts).
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
    if (s.kind === 'store-exclusion') {
      const v = through(s.node, s.variable);
      return row(`s${i}`, [...x(s.edge, s.anti, 1), ...v.terms], 'le', 1 - v.constant);
    }
    if (s.kind !== 'anti-exclusion') return;
    const v = through(s.node, s.variable);
    const a = through(s.node, s.anti);
    row(`a${i}`, [...v.terms, ...a.terms], 'le', 1 - v.constant - a.constant);
  });
  return { columns, costs, rows, open, empty, moves };
}

/** The flows a solution selects, per commodity in edge order. */
function extract(net: Network, p: Program, value: (col: number) => number): number[][] {
  const flows: number[][] = net.commodities.map(() => []);
  let col = 0;
  p.open.forEach((qs, e) => {
    for (const q of qs) if (value(col++) > 0.5) flows[q]!.push(e);
  });
  return flows;
}

/** Solves the 0-1 program of `net` with `run`, the solver `name` (see the header). */
export function solveProgram(
  net: Network,
  options: SolveOptions,
  name: string,
  run: (program: Program, seconds: number | undefined) => RawOutcome,
): SolveResult {
  const problems = validateNetwork(net);
  if (problems.length > 0) throw new Error(`MCNF network is ill formed: ${problems.slice(0, 5).join('; ')}`);
  const start = options.budget?.clock();
  const program = buildProgram(net);
  if (program.empty) return { status: 'infeasible' };
  if (program.columns.length === 0)
    return verified(
      net,
      name,
      net.commodities.map(() => []),
      0,
      'optimal',
      undefined,
    );
  let seconds: number | undefined;
  if (options.budget !== undefined) {
    const left = options.budget.ms - (options.budget.clock() - start!);
    if (left < 1) return { status: 'unsolved' };
    seconds = left / 1000;
  }
  const r = run(program, seconds);
  if (r.status === 'infeasible') return r;
  if (r.status === 'unsolved') return r;
  return verified(net, name, extract(net, program, r.value), r.objective, r.status, r.bound);
}

/** The solution, once the flows are checked feasible and their recomputed cost equals the objective. */
function verified(
  net: Network,
  name: string,
  flows: Flows,
  objective: number,
  status: 'optimal' | 'feasible',
  bound: number | undefined,
): SolveResult {
  const errors = checkFlows(net, flows);
  if (errors.length > 0) throw new Error(`MCNF 0-1 program: ${name}'s solution breaks the network: ${errors.slice(0, 5).join('; ')}`);
  const cost = flowCost(net, flows);
  if (cost !== objective) throw new Error(`MCNF 0-1 program: the flows cost ${cost}, ${name}'s objective is ${objective}`);
  if (status === 'optimal') return { status, flows, objective, cost };
  if (bound === undefined) return { status, flows, objective, cost };
  return { status, flows, objective, cost, bound, gap: (cost - bound) / Math.max(1, Math.abs(cost)) };
}

/** The program's rows in CSR: row i's columns and coefficients are indices/values[starts[i] .. starts[i+1]), a column's repeated terms in one row summed (zero sums left out). */
export interface RowMatrix {
  readonly starts: number[];
  readonly indices: number[];
  readonly values: number[];
}

export function rowMatrix(p: Program): RowMatrix {
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const r of p.rows) {
    const sum = new Map<number, number>();
    for (const t of r.terms) sum.set(t.col, (sum.get(t.col) ?? 0) + t.coef);
    for (const [col, coef] of sum)
      if (coef !== 0) {
        indices.push(col);
        values.push(coef);
      }
    starts.push(indices.length);
  }
  return { starts, indices, values };
}

/** A solver's bound of a minimisation with integer costs, rounded up; undefined when not finite. */
export function integerBound(value: number): number | undefined {
  return Number.isFinite(value) ? Math.ceil(value - 1e-6) : undefined;
}
