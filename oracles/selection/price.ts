// The oracle's price of the engine's selection: the base rule the engine chose at each node of its
// PBQP instance (engine/isel/pbqp-instance.ts SelectionInstance.rules[node][alternative]) read as a
// role of the oracle's problem (roles.ts) and priced by problem.ts priceRoles — the engine's own
// cost of its selection is never used. How a heuristic's or branch and bound's selection is judged.
//
// Contract: `priceRules(problem, rules)` takes one rule per node (undefined where the engine's node
// had no alternative; throws on a list of another length) and reads each as a role of that node, by
// the rule's data only (BaseRule is a type here): a rule with a tile is the role (index of that tile
// object in the grammar, its path, its `swapped` flag — a swap that changes nothing, roles.ts,
// reads as the unswapped role); a rule with neither a tile nor a range is `folded`; a range's own
// rule is never a node's role (each user folds its immediate). Its `lhs`, `kids` and `cost` are not
// read: the oracle derives them from the tile. Produces INF when some rule is no role the oracle
// allows at its node, else problem.ts priceRoles of the roles.

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

/** The role index of `rule` at `node`, -1 when it is none (see the contract). */
function roleOf(p: SelectionProblem, node: number, rule: BaseRule | undefined): number {
  if (rule === undefined) return -1;
  const roles = p.roles[node]!;
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

function rolesOfRules(p: SelectionProblem, rules: readonly (BaseRule | undefined)[]): number[] {
  if (rules.length !== p.roles.length) throw new Error(`selection oracle: ${rules.length} rules for ${p.roles.length} nodes`);
  return rules.map((r, n) => roleOf(p, n, r));
}

export function priceRules(p: SelectionProblem, rules: readonly (BaseRule | undefined)[]): number {
  const roles = rolesOfRules(p, rules);
  return roles.includes(-1) ? INF : priceRoles(p, roles);
}
