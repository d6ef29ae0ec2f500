// PBQP instruction selection of one block DAG with tree patterns, stated as the oracle's own problem
// (Ebner et al. §4 and their appendix A; the SSA book §19.1.2): every node takes exactly one role
// (roles.ts), each role has a cost of its own, and each (user, operand, kid) link prices the pair of
// the user's and the kid's roles. It restates, rule by rule, the contract of the engine's
// engine/isel/pbqp-instance.ts blockInstance — which it never calls — from the tiles and the DAG:
//   - alternatives = roles.ts roles (applicable base rules; checked tiles only where an accepted
//     match covers the node there; a foldable leaf's `folded`). The engine also drops, before
//     building matrices, alternatives no finite selection can take (its `prune`); the oracle keeps
//     them all, so an optimum that moves under pruning is a disagreement.
//   - own cost of a role at node n: a tile root pays the tile (../tiling/rules.ts tileCostOf); at a
//     DAG root plus the chain closure from the tile's nonterminal to rules.ts rootNtOf(n); at a node
//     that is no root but leaves the block (exported, or a phi argument on an outgoing edge) plus
//     the closure to `reg` — INF for an inner role and for folded, which derive no register.
//   - operand i of a role at n whose kid k is a DAG root: the role pays the one chain tile from `reg`
//     to what it wants there (chains.ts fromReg; INF for an immediate or an inner position).
//   - kid k a foldable leaf, and the role wants an immediate or an inner position there: the role
//     folds k itself, at no cost when k fits (a `const` in the range; the inner pattern node fits k
//     and, for a checked tile, an accepted match covers k at that path), INF otherwise; k's own role
//     is not involved.
//   - any other operand is a link (n, i, k): the role wants a nonterminal N → the kid's role must
//     give a nonterminal P, price closure(P, N) (INF for folded and inner roles); the role wants an
//     inner position → the kid's role must be an inner position of the same sub-pattern (roles.ts
//     positionKey: that very position in a tile with a check), price 0, INF otherwise; the role wants an immediate → INF (the kid is an operation, never a const).
//   - with an offer of complex instances (complex.ts): the tiles offered only as instances have no
//     roles; each covered node also takes a proxy role per instance covering it, priced by the
//     rules above as a tile's root role of cost 0 that gives the instance's `lhs` there and wants
//     its `kids` (a `named` nonterminal of the instance's own is derived only by a proxy giving that
//     name: no chain, no fold); a selection is one where each instance has its proxy at all of its
//     nodes (chosen: its pattern's cost is paid once) or at none, and no cycle runs among the chosen
//     ones (complex.ts ≺). Anything else is priced INF.
// A selection's price = the sum of the chosen roles' own costs and of every link's price, saturating
// at INF. Links are stated through classes (Adams & Forrester's products are then taken between
// classes, milp.ts): the user's role's want at the operand (`free` where the role folds the kid
// itself) and the kid's role's product; the price of a link depends on the two classes alone.
//
// Contract: `selectionProblem(g, dag, offer?)` requires a Grammar and a BlockDag (kids before users;
// the engine's selector passes the DAG with every shared node un-fixed, rules.ts unfixedDag) and
// optionally an offer (complex.ts SelectionOffer: instances as data over this DAG's node ids; its
// tiles must be g's; throws otherwise). Produces per node its roles and their own costs, the links
// with their class tables, the instances with ≺ and its cyclic groups. `priceRoles` prices one role
// index per node (throws on an index out of range); `{ acyclic: false }` prices a selection with a
// cycle among its instances as if it were allowed (how a test shows what the rule forbids). Only
// types come from the engine.

import { assertNever } from '../../common/assert-never.js';
import type { BlockDag, DagNode } from '../../engine/isel/dag.js';
import type { Grammar, Nt, Tile } from '../../engine/isel/grammar.js';
import { rootNtOf, tileCostOf } from '../tiling/rules.js';
import { add, type Chains, chainsOf, INF } from './chains.js';
import {
  acyclicAmong,
  chosenInstances,
  cyclicGroups,
  NO_OFFER,
  type OfferedInstance,
  precedence,
  proxyRoles,
  type SelectionOffer,
} from './complex.js';
import {
  checkedPlaces,
  fits,
  foldable,
  patternAt,
  placeKey,
  positionKey,
  type Product,
  productOf,
  type Role,
  rolesAt,
  type Want,
  wantOf,
} from './roles.js';

/** One (user, operand, kid) link: each role's class on both sides and the price of each pair of classes. */
export interface Link {
  readonly user: number;
  readonly operand: number;
  readonly kid: number;
  /** Per role of the user, the index of its want class at this operand. */
  readonly wantClass: readonly number[];
  /** Per role of the kid, the index of its product class. */
  readonly productClass: readonly number[];
  /** price[want class][product class] (INF: the pair is not allowed). */
  readonly price: readonly (readonly number[])[];
  /** The classes as text (for reports). */
  readonly wants: readonly string[];
  readonly products: readonly string[];
}

export interface SelectionProblem {
  readonly grammar: Grammar;
  readonly dag: BlockDag;
  readonly roles: readonly (readonly Role[])[];
  /** Per node, per role: its own cost (INF: never). */
  readonly own: readonly (readonly number[])[];
  readonly links: readonly Link[];
  /** The offered complex instances (proxy roles name them by index), ≺ between them, and its groups of two or more that reach each other. */
  readonly instances: readonly OfferedInstance[];
  readonly order: readonly (readonly number[])[];
  readonly cyclic: readonly (readonly number[])[];
}

export function selectionProblem(g: Grammar, dag: BlockDag, offer: SelectionOffer = NO_OFFER): SelectionProblem {
  const chains = chainsOf(g);
  const places = checkedPlaces(g, dag);
  const leaving = leavingNodes(dag);
  const only = tileIndexes(g, offer.tiles);
  const proxies = proxyRoles(dag, offer.instances);
  const roles = dag.nodes.map((n) => [...rolesAt(g, n, places).filter((r) => r.kind !== 'tile' || !only.has(r.tile)), ...proxies[n.id]!]);
  const own = dag.nodes.map((n) => roles[n.id]!.map((r) => ownCost(g, dag, chains, places, n, r, leaving.has(n.id))));
  const links: Link[] = [];
  for (const n of dag.nodes)
    n.kids.forEach((k, i) => {
      if (dag.nodes[k]!.root) return;
      const link = linkOf(g, dag, chains, n, i, roles);
      if (link !== null) links.push(link);
    });
  const order = precedence(dag, offer.instances);
  return { grammar: g, dag, roles, own, links, instances: offer.instances, order, cyclic: cyclicGroups(order) };
}

/** The indexes in g.tiles of the given tiles (throws on a tile that is not g's). */
function tileIndexes(g: Grammar, tiles: ReadonlySet<Tile>): Set<number> {
  const out = new Set<number>();
  for (const t of tiles) {
    const i = g.tiles.indexOf(t);
    if (i < 0) throw new Error(`selection oracle: offered tile ${t.name} is not the grammar's`);
    out.add(i);
  }
  return out;
}

/** The price of one role per node (indices into problem.roles), recomputed from the problem. */
export function priceRoles(p: SelectionProblem, choice: readonly number[], { acyclic = true }: { acyclic?: boolean } = {}): number {
  if (choice.length !== p.roles.length) throw new Error(`selection oracle: ${choice.length} choices for ${p.roles.length} nodes`);
  let cost = 0;
  choice.forEach((r, n) => {
    if (!(Number.isInteger(r) && r >= 0 && r < p.roles[n]!.length)) throw new Error(`selection oracle: node ${n} has no role ${r}`);
    cost = add(cost, p.own[n]![r]!);
  });
  for (const l of p.links) cost = add(cost, l.price[l.wantClass[choice[l.user]!]!]![l.productClass[choice[l.kid]!]!]!);
  const chosen = chosenInstances(p.roles, choice, p.instances.length);
  if (chosen === null || (acyclic && !acyclicAmong(p.order, chosen))) return INF;
  for (const l of chosen) cost = add(cost, p.instances[l]!.cost);
  return cost;
}

/** The nodes whose value leaves the block: exported, or a phi's argument on an outgoing edge. */
function leavingNodes(dag: BlockDag): Set<number> {
  const out = new Set<number>();
  for (const n of dag.nodes) if (n.export !== undefined) out.add(n.id);
  for (const args of dag.phiArgs.values()) for (const a of args) out.add(a.node);
  return out;
}

/** A role's own cost at n (see the header): the tile, the chains its node must take, the operands it folds or reads from roots. */
function ownCost(g: Grammar, dag: BlockDag, chains: Chains, places: ReadonlySet<string>, n: DagNode, r: Role, leaves: boolean): number {
  if (r.kind === 'folded') return leaves ? INF : 0;
  let c = 0;
  if (r.kind === 'proxy' || r.path.length === 0) {
    c = r.kind === 'proxy' ? 0 : tileCostOf(g.tiles[r.tile]!);
    if (n.root) c = add(c, derives(chains, productOf(g, r), rootNtOf(n)));
    else if (leaves) c = add(c, derives(chains, productOf(g, r), 'reg'));
  } else if (leaves) return INF;
  n.kids.forEach((k, i) => {
    const kid = dag.nodes[k]!;
    const want = wantOf(g, r, i);
    if (kid.root) c = add(c, want.k === 'nt' ? chains.fromReg(want.nt) : INF);
    else if (foldable(kid) && foldsItself(want)) c = add(c, foldsAs(g, places, kid, want) ? 0 : INF);
  });
  return c;
}

/** The chain closure from what a role gives to nonterminal `to` (a name of an instance's own reaches none). */
const derives = (chains: Chains, p: Product, to: Nt): number => (p.k === 'nt' ? chains.closure(p.nt, to) : INF);

type FoldWant = Extract<Want, { k: 'imm' | 'inner' }>;

/** Whether a want at a foldable leaf is the user's own fold (an immediate, a tile's inner position), not a link. */
const foldsItself = (w: Want): w is FoldWant => w.k === 'imm' || w.k === 'inner';

/** Whether a user may fold leaf `kid` as `want` (an immediate or an inner position) itself. */
function foldsAs(g: Grammar, places: ReadonlySet<string>, kid: DagNode, want: FoldWant): boolean {
  if (want.k === 'imm') return kid.op === 'const' && kid.value! >= want.min && kid.value! <= want.max;
  const tile = g.tiles[want.tile]!;
  const at = patternAt(tile.pattern, want.path);
  if (at.k !== 'op' || !fits(at, kid)) return false;
  return tile.check === undefined || places.has(placeKey(kid.id, want.tile, want.path));
}

function wantText(g: Grammar, w: Want | 'free'): string {
  if (w === 'free') return 'free';
  if (w.k === 'imm') return `#${w.min}..${w.max}`;
  return productText(g, w);
}

function productText(g: Grammar, p: Product | Exclude<Want, { k: 'imm' }>): string {
  switch (p.k) {
    case 'none':
      return 'none';
    case 'nt':
      return p.nt;
    case 'inner':
      return `inner ${positionKey(g, p.tile, p.path)}`;
    case 'named':
      return `named ${p.name}`;
    default:
      return assertNever(p, 'product');
  }
}

/** The link of operand i of n (its kid no root), or null when no role of n is constrained by the kid's role. */
function linkOf(g: Grammar, dag: BlockDag, chains: Chains, n: DagNode, i: number, roles: readonly (readonly Role[])[]): Link | null {
  const k = n.kids[i]!;
  const kidFoldable = foldable(dag.nodes[k]!);
  const wants = new Classes<Want | 'free'>((w) => wantText(g, w));
  const wantClass = roles[n.id]!.map((r) => {
    if (r.kind === 'folded') throw new Error(`selection oracle: node ${n.id} has kids and a folded role`);
    const w = wantOf(g, r, i);
    return wants.index(kidFoldable && foldsItself(w) ? 'free' : w);
  });
  if (wants.items.every((w) => w === 'free')) return null;
  const products = new Classes<Product>((p) => productText(g, p));
  const productClass = roles[k]!.map((r) => products.index(productOf(g, r)));
  const price = wants.items.map((w) => products.items.map((p) => classPrice(g, chains, w, p)));
  return { user: n.id, operand: i, kid: k, wantClass, productClass, price, wants: wants.keys, products: products.keys };
}

/** Distinct values by their text, in order of first sight. */
class Classes<T> {
  readonly keys: string[] = [];
  readonly items: T[] = [];
  constructor(private readonly text: (x: T) => string) {}
  index(x: T): number {
    const key = this.text(x);
    const at = this.keys.indexOf(key);
    if (at >= 0) return at;
    this.keys.push(key);
    this.items.push(x);
    return this.keys.length - 1;
  }
}

/** The price of a want class against a product class (see the header). */
function classPrice(g: Grammar, chains: Chains, want: Want | 'free', product: Product): number {
  if (want === 'free') return 0;
  switch (want.k) {
    case 'nt':
      return product.k === 'nt' ? chains.closure(product.nt, want.nt) : INF;
    case 'imm':
      return INF;
    case 'inner':
      return product.k === 'inner' && positionKey(g, product.tile, product.path) === positionKey(g, want.tile, want.path) ? 0 : INF;
    case 'named':
      return product.k === 'named' && product.name === want.name ? 0 : INF;
    default:
      return assertNever(want, 'want');
  }
}
