// The NOLTIS paper's §5 0-1 program for the optimal tiling of a block DAG, over the tiling model of
// model.ts, solved by a real MILP solver: glpk.js 5.0.0 (GLPK compiled to WebAssembly; chosen over
// highs in ../shared/design/toolchain.md §3 for small 0-1 programs).
//
// The program. One binary x_a per feasible alternative a (a match deriving a demand (node, nt)) of
// the demands reachable from the mandatory ones; minimise sum cost_a x_a over the alternatives of
// non-cc demands plus the cc payments of (3):
//   (1) every mandatory demand d:  sum_{b in alts(d)} x_b = 1                      (paper (1))
//   (2) every demand d and demand n that some alternative of d needs:
//         sum_{a in alts(d), n in needs(a)} x_a - sum_{b in alts(n)} x_b <= 0      (paper (2))
//   (4) every other demand d:      sum_{b in alts(d)} x_b <= 1
// (2) is the paper's per-alternative constraint summed over a demand's alternatives, which (4)
// makes valid: an optimal tiling uses one alternative per demand (a second adds cost, never
// legality), so the optimum is the paper's. The sum matters: per alternative, an LP relaxation
// splits a demand among its alternatives (a commutative match and its swap: 1/2 each) and each
// needs its kids only at that fraction; measured on a 95-node x86 block, LP bound 90,875 against
// the optimum 197,786, and GLPK did not finish in 20 s (0.6 s summed). When every derivation of d
// needs n, directly or through a chain rule at d's node (x86 `addr <- reg` then `add`, or
// `addr: reg+reg`: both need the add's kids), (2) sums over all of d's alternatives: y_n >= y_d.
// Without it, the 842-node x86-32 stack_vm block's LP split every such address 1/2-1/2.
// Extensions, each stated here because the paper's tiles all produce a register:
//   (3) cc is paid per requester (model.ts): for each alternative a and cc demand n it needs,
//       continuous z_{a,b} >= 0 for b in alts(n): sum_b z_{a,b} >= x_a, z_{a,b} <= x_b, cost
//       mult(a, n) * cost_b on z_{a,b}, where mult = how many leaves of a ask for n; x_b of a cc
//       alternative costs nothing by itself. (The product form z >= x_a + x_b - 1 is exact too but
//       costs nothing in the LP relaxation at x = 1/2.)
//   (5) memory operations are covered by one tile instance at most: for each memory node m,
//       sum x_a (non-cc a covering m) + sum mult(a, n) z_{a,b} (cc b covering m) <= 1.
//   - Chain rules are alternatives like any other; the chain-rule graph is acyclic (buildModel
//     throws otherwise), so (2) cannot let a derivation support itself.
// Costs are the grammar's integers (size*1024 + latency, up to ~10^7 for a block): exact in
// doubles, unscaled; GLPK's objective is rounded to the nearest integer before comparing.
//
// Contract: `milpOptimum(model, options)` loads GLPK once per process, solves, and extracts a Tiling
// on model.open: from the mandatory demands, each reached demand takes its selected alternative
// (the cheapest selected, then the first in model order). The tiling is re-costed with
// legality.ts checkTiling, which must accept it and, when GLPK proved optimality, agree with the
// objective (throws otherwise: a bug in the model, the program or the checker). `status` is
// 'optimal', or 'limit' when `timeLimitSeconds` (off by default: a wall-clock limit would make the
// result depend on the machine) stopped GLPK with a feasible solution. Infeasible: cost Infinity.

import GLPK from 'glpk.js/node';
import type { Tiling } from '../../engine/isel/cover.js';
import type { Match } from '../../engine/isel/grammar.js';
import { checkTiling } from './legality.js';
import { altFeasible, type TilingModel } from './model.js';
import { derivationKey } from './rules.js';

type Glpk = Awaited<ReturnType<typeof GLPK>>;
type LP = Parameters<Glpk['solve']>[0];
type Row = LP['subjectTo'][number];

export interface MilpResult {
  readonly cost: number;
  readonly tiling: Tiling;
  readonly status: 'optimal' | 'limit';
}

let solver: Promise<Glpk> | undefined;
/** GLPK, loaded once per process (the WebAssembly module takes tens of milliseconds). */
function glpk(): Promise<Glpk> {
  solver ??= GLPK();
  return solver;
}

/** The demands reachable from the mandatory ones through feasible alternatives. */
function reachable(model: TilingModel): boolean[] {
  const seen: boolean[] = new Array(model.demands.length).fill(false);
  const todo = [...model.mandatory];
  for (const d of todo) seen[d] = true;
  while (todo.length > 0) {
    const d = todo.pop()!;
    for (const a of model.demands[d]!.alts) {
      if (!altFeasible(model, a)) continue;
      for (const n of model.alternatives[a]!.needs)
        if (!seen[n]) {
          seen[n] = true;
          todo.push(n);
        }
    }
  }
  return seen;
}

const x = (a: number): string => `x${a}`;
const term = (name: string, coef: number) => ({ name, coef });

/** The 0-1 program of the model (see the header), with the variables' names. */
function buildProgram(model: TilingModel, g: Glpk): { lp: LP; binaries: string[] } {
  const live = reachable(model);
  const altsOf = (d: number) => model.demands[d]!.alts.filter((a) => altFeasible(model, a));
  const necessary = necessaryDemands(model, altsOf);
  const objective: { name: string; coef: number }[] = [];
  const rows: Row[] = [];
  const binaries: string[] = [];
  const memory = new Map<number, { name: string; coef: number }[]>();
  const covers = (m: number, name: string, coef: number) => {
    if (!memory.has(m)) memory.set(m, []);
    memory.get(m)!.push(term(name, coef));
  };
  const row = (name: string, vars: { name: string; coef: number }[], type: 'le' | 'ge' | 'eq', bound: number) =>
    rows.push({ name, vars, bnds: { type: type === 'le' ? g.GLP_UP : type === 'ge' ? g.GLP_LO : g.GLP_FX, ub: bound, lb: bound } });
  for (const dm of model.demands) {
    if (!live[dm.id]) continue;
    const alts = altsOf(dm.id);
    // (4) one alternative per demand (a second one would only add cost).
    row(
      `o${dm.id}`,
      alts.map((a) => term(x(a), 1)),
      dm.mandatory ? 'eq' : 'le',
      1,
    );
    const requests = new Map<number, { name: string; coef: number }[]>();
    for (const a of alts) {
      const alt = model.alternatives[a]!;
      binaries.push(x(a));
      if (!dm.cc) {
        objective.push(term(x(a), alt.cost));
        for (const m of alt.memory) covers(m, x(a), 1);
      }
      for (const n of new Set(alt.needs)) {
        if (!requests.has(n)) requests.set(n, []);
        requests.get(n)!.push(term(x(a), 1));
      }
    }
    // (2), summed over this demand's alternatives that need the same demand n; over all of them
    // when every derivation of the demand needs n (necessary[]).
    const all = alts.map((a) => term(x(a), 1));
    for (const n of necessary[dm.id]!) row(`n${dm.id}_${n}`, [...all, ...altsOf(n).map((b) => term(x(b), -1))], 'le', 0);
    for (const [n, vars] of requests) {
      if (!necessary[dm.id]!.has(n)) row(`e${dm.id}_${n}`, [...vars, ...altsOf(n).map((b) => term(x(b), -1))], 'le', 0);
    }
    for (const a of alts) ccPayments(model, a, altsOf, { objective, row, covers });
  }
  for (const [m, vars] of memory) if (vars.length > 1 || vars[0]!.coef > 1) row(`m${m}`, vars, 'le', 1);
  const lp: LP = { name: 'tiling', objective: { direction: g.GLP_MIN, name: 'cost', vars: objective }, subjectTo: rows, binaries };
  return { lp, binaries };
}

/**
 * For each demand, the demands every derivation of it needs, directly or through a chain rule at
 * the same node: the intersection over its alternatives of what each needs (and, for a need at the
 * same node, what that one necessarily needs). Demands come after their requesters, so a reverse
 * sweep sees a need's set before its requester's.
 */
function necessaryDemands(model: TilingModel, altsOf: (d: number) => number[]): Set<number>[] {
  const out: Set<number>[] = new Array(model.demands.length);
  for (let d = model.demands.length - 1; d >= 0; d--) {
    const each = altsOf(d).map((a) => {
      const here = new Set<number>();
      for (const n of model.alternatives[a]!.needs) {
        here.add(n);
        if (model.demands[n]!.node === model.demands[d]!.node) for (const m of out[n]!) here.add(m);
      }
      return here;
    });
    out[d] = new Set(each.length === 0 ? [] : [...each[0]!].filter((n) => each.every((h) => h.has(n))));
  }
  return out;
}

/**
 * (3) The cc demands alternative `a` asks for, paid per requesting leaf: z_{a,b} >= 0 says that
 * a pays for b; a pays for some alternative (sum_b z_{a,b} >= x_a) and only for a chosen one
 * (z_{a,b} <= x_b), each leaf asking for it once (cost mult * cost_b on z_{a,b}).
 */
function ccPayments(
  model: TilingModel,
  a: number,
  altsOf: (d: number) => number[],
  out: {
    objective: { name: string; coef: number }[];
    row: (name: string, vars: { name: string; coef: number }[], type: 'le' | 'ge' | 'eq', bound: number) => void;
    covers: (m: number, name: string, coef: number) => void;
  },
): void {
  const mult = new Map<number, number>();
  for (const n of model.alternatives[a]!.needs) if (model.demands[n]!.cc) mult.set(n, (mult.get(n) ?? 0) + 1);
  for (const [n, k] of mult) {
    const pays: { name: string; coef: number }[] = [];
    for (const b of altsOf(n)) {
      const z = `z${a}_${b}`;
      pays.push(term(z, 1));
      out.objective.push(term(z, k * model.alternatives[b]!.cost));
      out.row(`p${a}_${b}`, [term(z, 1), term(x(b), -1)], 'le', 0);
      for (const m of model.alternatives[b]!.memory) out.covers(m, z, k);
    }
    out.row(`c${a}_${n}`, [...pays, term(x(a), -1)], 'ge', 0);
  }
}

/** The tiling GLPK's solution selects, walked from the mandatory demands. */
function extract(model: TilingModel, vars: Readonly<Record<string, number>>): Tiling {
  const cover = new Map<number, Match>();
  const seen = new Set<number>();
  const todo = [...model.mandatory];
  while (todo.length > 0) {
    const d = todo.pop()!;
    if (seen.has(d)) continue;
    seen.add(d);
    const chosen = model.demands[d]!.alts.filter((a) => (vars[x(a)] ?? 0) > 0.5).sort(
      (p, q) => model.alternatives[p]!.cost - model.alternatives[q]!.cost || p - q,
    )[0];
    if (chosen === undefined) throw new Error(`tiling MILP: demand ${d} reached but no alternative selected`);
    const alt = model.alternatives[chosen]!;
    const dm = model.demands[d]!;
    cover.set(derivationKey(dm.node, dm.nt), alt.match);
    todo.push(...alt.needs);
  }
  return { dag: model.open, cover };
}

export async function milpOptimum(model: TilingModel, options: { timeLimitSeconds?: number } = {}): Promise<MilpResult> {
  if (model.mandatory.some((d) => !model.demands[d]!.feasible)) {
    return { cost: Infinity, tiling: { dag: model.open, cover: new Map() }, status: 'optimal' };
  }
  const g = await glpk();
  const { lp } = buildProgram(model, g);
  const opts = {
    msglev: g.GLP_MSG_OFF,
    presol: true,
    ...(options.timeLimitSeconds === undefined ? {} : { tmlim: options.timeLimitSeconds }),
  };
  const res = g.solve(lp, opts).result;
  if (res.status !== g.GLP_OPT && res.status !== g.GLP_FEAS) {
    if (res.status === g.GLP_NOFEAS) return { cost: Infinity, tiling: { dag: model.open, cover: new Map() }, status: 'optimal' };
    throw new Error(`tiling MILP: GLPK status ${res.status}`);
  }
  const status = res.status === g.GLP_OPT ? 'optimal' : 'limit';
  const tiling = extract(model, res.vars);
  const check = checkTiling(model.grammar, model.dag, tiling);
  if (check.errors.length > 0) throw new Error(`tiling MILP: the solution is not legal: ${check.errors[0]}`);
  const objective = Math.round(res.z);
  if (status === 'optimal' && check.cost !== objective) {
    throw new Error(`tiling MILP: the checker costs the solution ${check.cost}, GLPK's objective is ${objective}`);
  }
  return { cost: check.cost, tiling, status };
}
