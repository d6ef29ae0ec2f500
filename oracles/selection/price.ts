// The oracle's price of the engine's selection: the base rule the engine chose at each node of its
// PBQP instance (engine/isel/pbqp-instance.ts SelectionInstance.rules[node][alternative]) read as a
// role of the oracle's problem (roles.ts) and priced by problem.ts priceRoles — the engine's own
// cost of its selection is never used. How a heuristic's or branch and bound's selection is judged.
//
// Contract: `priceRules(problem, rules, on?)` takes one rule per node (undefined where the engine's node
// had no alternative; throws on a list of another length) and reads each as a role of that node, by
// the rule's data only (BaseRule is a type here): a rule with a tile is the role (index of that tile
// object in the grammar, its path, its `swapped` flag — a swap that changes nothing, roles.ts,
// reads as the unswapped role); a rule with neither a tile nor a range is `folded` when its `lhs`
// is empty, and else a proxy (engine/isel/pbqp-complex.ts: a proxy state names no tile) — the proxy
// role of the instance that `on` says the engine switched on (per offered instance, in the
// problem's order; throws on a list of another length) and that covers the node with the rule's
// `lhs` and `kids` there (a proxy rule names no pattern: the engine's proxy of another pattern with
// the same lhs and kids, which its graph prices INF under this instance, reads as this instance's
// proxy too — judge such selections in the engine's own terms); a range's own rule is never a node's role (each user folds its
// immediate). A tile's rule's `lhs`, `kids` and `cost` are not read: the oracle derives them from
// the tile. Produces INF when some rule is no role the oracle allows at its node (a proxy without
// exactly one such instance on included) or some instance on is not the proxy at each of its nodes,
// else problem.ts priceRoles of the roles (INF too where the instances on make a cycle).

import type { BaseRule } from '../../engine/isel/normal-form.js';
import { INF } from './chains.js';
import { priceRoles, type SelectionProblem } from './problem.js';
import { patternAt, swappable } from './roles.js';

const TILE_INDEX = new WeakMap<SelectionProblem, Map<unknown, number>>();

function tileIndex(p: SelectionProblem): Map<unknown, number> {
  let m = TILE_INDEX.get(p);
  if (m === undefined) TILE_INDEX.set(p, (m = new Map(p.grammar.tiles.map((t, i) => [t, i]))));
  return m;
}

/** The proxy role at `node` of the one instance on that covers it with the proxy rule's signature, -1 when there is not exactly one. */
function proxyOf(p: SelectionProblem, node: number, rule: BaseRule, on: readonly boolean[]): number {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const found = p.roles[node]!.flatMap((r, i) => {
    if (r.kind !== 'proxy' || !on[r.instance]) return [];
    const l = p.instances[r.instance]!;
    const j = l.nodes.indexOf(node);
    return l.lhs[j] === rule.lhs && same(l.kids[j]!, rule.kids) ? [i] : [];
  });
  return found.length === 1 ? found[0]! : -1;
}

/** The role index of `rule` at `node`, -1 when it is none (see the contract). */
function roleOf(p: SelectionProblem, node: number, rule: BaseRule | undefined, on: readonly boolean[]): number {
  if (rule === undefined) return -1;
  const roles = p.roles[node]!;
  if (rule.tile === undefined && rule.range === undefined && rule.lhs !== '') return proxyOf(p, node, rule, on);
  if (rule.tile === undefined) return rule.range === undefined ? roles.findIndex((r) => r.kind === 'folded') : -1;
  const tile = tileIndex(p).get(rule.tile);
  if (tile === undefined) return -1;
  const path = rule.path.join('.');
  const here = roles.flatMap((r, i) => (r.kind === 'tile' && r.tile === tile && r.path.join('.') === path ? [{ r, i }] : []));
  if (here.length === 0) return -1;
  // The path exists in the tile's pattern (a role of the oracle has it): read its swap.
  const at = patternAt(p.grammar.tiles[tile]!.pattern, rule.path);
  const swapped = rule.swapped === true && at.k === 'op' && swappable(at);
  return here.find(({ r }) => r.kind === 'tile' && r.swapped === swapped)?.i ?? -1;
}

function rolesOfRules(p: SelectionProblem, rules: readonly (BaseRule | undefined)[], on: readonly boolean[]): number[] {
  if (rules.length !== p.roles.length) throw new Error(`selection oracle: ${rules.length} rules for ${p.roles.length} nodes`);
  if (on.length !== p.instances.length)
    throw new Error(`selection oracle: ${on.length} instance states for ${p.instances.length} instances`);
  return rules.map((r, n) => roleOf(p, n, r, on));
}

export function priceRules(p: SelectionProblem, rules: readonly (BaseRule | undefined)[], on: readonly boolean[] = []): number {
  const roles = rolesOfRules(p, rules, on);
  return roles.includes(-1) || !takenWhereOn(p, roles, on) ? INF : priceRoles(p, roles);
}

/** Whether every instance on has its proxy role at each of its nodes. */
function takenWhereOn(p: SelectionProblem, roles: readonly number[], on: readonly boolean[]): boolean {
  return p.instances.every(
    (l, i) =>
      !on[i] ||
      l.nodes.every((n) => {
        const r = p.roles[n]![roles[n]!]!;
        return r.kind === 'proxy' && r.instance === i;
      }),
  );
}
