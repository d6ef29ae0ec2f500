// The chain derivations of a grammar as the selection oracle prices them, computed here from the
// grammar's chain tiles (a tile whose pattern is a bare nonterminal: x86 `addr <- reg`, `reg <- cc`),
// never by the engine's normal form (engine/isel/normal-form.ts chainCost): Ebner et al. §5.2's
// `mincosts` (Floyd's shortest paths over the chain rules), the SSA book §19.1.2.
//
// Contract (pure functions of grammar data; only types come from the engine):
//   - `chainsOf(g).closure(from, to)`: the cheapest sum of chain tiles (rules.ts tileCostOf) that
//     derives nonterminal `to` from a value derived to `from`: 0 when from = to, INF when no chain
//     derives it. Sums saturate (`add`).
//   - `chainsOf(g).fromReg(to)`: the cheapest ONE chain tile from `reg` to `to` (0 for `reg`
//     itself, INF without one): how a user reads a DAG root, which the emitter derives from its
//     register with at most one chain rule (engine/isel/cover.ts; the engine's pbqp-instance.ts
//     contract says the same).
//   - A chain tile with a `check` is outside the model (a check judges a match over nodes, and a
//     chain rule covers none): chainsOf throws rather than guess. No Tessera grammar has one.
//   - `INF` and `add`: this folder's saturating integer arithmetic (the engine's and the PBQP
//     oracles' INF have the same value, Number.MAX_SAFE_INTEGER, defined here on purpose so that
//     prices compare with PBQP costs; a finite sum that reaches it throws).

import type { Grammar, Nt } from '../../engine/isel/grammar.js';
import { tileCostOf } from '../tiling/rules.js';

/** The saturating infinity: a role or a pair of roles no selection may take. */
export const INF = Number.MAX_SAFE_INTEGER;

/** a + b, saturating at INF; a finite sum that reaches INF is not a cost and throws. */
export function add(a: number, b: number): number {
  if (a >= INF || b >= INF) return INF;
  const sum = a + b;
  if (sum >= INF) throw new RangeError('selection oracle: cost overflow');
  return sum;
}

/** The grammar nonterminals, written out here (not the engine's NTS). */
export const NONTERMINALS: readonly Nt[] = ['reg', 'addr', 'cc', 'stmt'];

export interface Chains {
  readonly closure: (from: Nt, to: Nt) => number;
  readonly fromReg: (to: Nt) => number;
}

const CACHE = new WeakMap<Grammar, Chains>();

export function chainsOf(g: Grammar): Chains {
  const known = CACHE.get(g);
  if (known !== undefined) return known;
  const direct = new Map<string, number>();
  for (const t of g.tiles) {
    if (t.pattern.k !== 'nt') continue;
    if (t.check !== undefined) throw new Error(`selection oracle: chain tile ${t.name} has a check, which the model cannot state`);
    const key = `${t.pattern.nt}>${t.nt}`;
    direct.set(key, Math.min(direct.get(key) ?? INF, tileCostOf(t)));
  }
  const dist = floyd(direct);
  const chains: Chains = {
    closure: (from, to) => dist.get(`${from}>${to}`) ?? INF,
    fromReg: (to) => (to === 'reg' ? 0 : (direct.get(`reg>${to}`) ?? INF)),
  };
  CACHE.set(g, chains);
  return chains;
}

/** All-pairs cheapest chain sums over the nonterminals (Floyd, "Algorithm 97"). */
function floyd(direct: ReadonlyMap<string, number>): Map<string, number> {
  const d = new Map<string, number>();
  for (const a of NONTERMINALS) for (const b of NONTERMINALS) d.set(`${a}>${b}`, a === b ? 0 : (direct.get(`${a}>${b}`) ?? INF));
  for (const m of NONTERMINALS)
    for (const a of NONTERMINALS)
      for (const b of NONTERMINALS) {
        const via = add(d.get(`${a}>${m}`)!, d.get(`${m}>${b}`)!);
        if (via < d.get(`${a}>${b}`)!) d.set(`${a}>${b}`, via);
      }
  return d;
}
