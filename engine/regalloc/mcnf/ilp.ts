// The global MCNF register-allocation model as a 0-1 program (thesis §3.1 (3.1)-(3.4) and §3.3
// (3.5)-(3.11), with the §3.4 anti-variable exclusion), solved by a MILP solver: HiGHS (highs.ts) by
// default, or GLPK through glpk.js 5.0.0 (GLPK compiled to WebAssembly; loaded once per process as
// oracles/tiling/milp.ts does), here. Issue 20, Deliver 3's solver core; the translation from
// machine IR is not here, and the program itself is built in program.ts, shared by both solvers.
//
// The solver. `options.solver` picks 'highs' or 'glpk'; absent, HiGHS, the faster as measured by
// scripts/mcnf-solvers.ts (CPU time, 60 s budget each) on the local networks of the 67 single-block
// corpus functions (O1, four targets, maxmunch) and 86 generated ones: on the 144 both proved
// optimal, HiGHS took 46 s, GLPK 260 s; GLPK ran out of the budget on 9 of the 153 (8 of which HiGHS
// proved in 2.4-22 s), HiGHS on 1 (299k columns: left feasible). GLPK's fixed cost is lower: below
// 4096 columns (100 networks) it took 1.9 s in all against HiGHS's 7.4 s. Same optimal costs always.
//
// Contract. solveNetwork(net, options) throws on a network validateNetwork rejects (a builder bug) and
// otherwise returns one of (for GLPK here; highs.ts states the same for HiGHS)
//   - optimal:    flows per commodity, GLPK's objective and the cost recomputed from the flows by
//                 flow-check.ts flowCost (they must agree; so must checkFlows, or this throws);
//   - feasible:   the budget stopped GLPK with a solution: the same, plus `bound`, GLPK's best bound
//                 when it stopped (rounded up: costs are integers), and gap = (cost - bound) /
//                 max(1, |cost|); both absent if GLPK reported no bound;
//   - infeasible: no 0-1 flow satisfies the constraints (proven by GLPK or by an empty row, program.ts);
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
import { assertNever } from '../../../common/assert-never.js';
import { solveHighs } from './highs.js';
import { integerBound, type Program, type RawOutcome, type SolveOptions, type SolveResult, solveProgram } from './program.js';
import type { Network } from './network.js';

export type { SolveOptions, SolveResult, Solver } from './program.js';

type Glpk = Awaited<ReturnType<typeof GLPK>>;
type LP = Parameters<Glpk['solve']>[0];

// GLPK, loaded once per process when this module is first imported (the WebAssembly module takes
// tens of milliseconds): the solve itself is synchronous, so `--ra optimal` is an ordinary Allocator.
const solver: Glpk = await GLPK();

/** The glpk.js problem: the objective lists the columns of non-zero cost, rows keep program order. */
function toLp(p: Program, g: Glpk): LP {
  return {
    name: 'mcnf',
    objective: {
      direction: g.GLP_MIN,
      name: 'cost',
      vars: p.costs.flatMap((coef, col) => (coef === 0 ? [] : [{ name: p.columns[col]!, coef }])),
    },
    subjectTo: p.rows.map((r) => ({
      name: r.name,
      vars: r.terms.map((t) => ({ name: p.columns[t.col]!, coef: t.coef })),
      bnds: { type: r.type === 'le' ? g.GLP_UP : g.GLP_FX, lb: r.bound, ub: r.bound },
    })),
    binaries: [...p.columns],
  };
}

/** GLPK's last reported bound of a minimisation in its progress log (glpk.js 5.0.0 format), rounded up. */
export function logBound(log: string): number | undefined {
  let bound: number | undefined;
  for (const line of log.split('\n')) {
    const m = /^\+\s*\d+: (?:mip =|>>>>>)\s+(?:not found yet|\S+)\s+>=\s+(\S+)/.exec(line);
    if (m === null) continue;
    bound = integerBound(Number(m[1]));
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

/** The program solved by GLPK, with `seconds` as its time limit when given. */
function runGlpk(program: Program, seconds: number | undefined): RawOutcome {
  const g = solver;
  const opts = { msglev: g.GLP_MSG_ON, presol: true, ...(seconds === undefined ? {} : { tmlim: seconds }) };
  const { res, bound } = solveLogged(g, toLp(program, g), opts);
  if (res.status === g.GLP_NOFEAS) return { status: 'infeasible' };
  if (res.status === g.GLP_UNDEF) return bound === undefined ? { status: 'unsolved' } : { status: 'unsolved', bound };
  if (res.status !== g.GLP_OPT && res.status !== g.GLP_FEAS) throw new Error(`MCNF 0-1 program: GLPK status ${res.status}`);
  const value = (col: number) => res.vars[program.columns[col]!] ?? 0;
  const status = res.status === g.GLP_OPT ? 'optimal' : 'feasible';
  return { status, value, objective: Math.round(res.z), ...(status === 'feasible' && bound !== undefined ? { bound } : {}) };
}

/** Solves the 0-1 program of `net` (see the header) with `options.solver`, HiGHS by default. */
export function solveNetwork(net: Network, options: SolveOptions = {}): SolveResult {
  const which = options.solver ?? 'highs';
  switch (which) {
    case 'glpk':
      return solveProgram(net, options, 'GLPK', runGlpk);
    case 'highs':
      return solveHighs(net, options);
    default:
      return assertNever(which, 'MCNF solver');
  }
}
