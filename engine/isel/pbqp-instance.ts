// Instruction selection as a PBQP instance (Ebner et al. §4; the SSA book §19.1.2; Buchwald &
// Zwinkau §3.3), for one block's DAG with tree patterns: the step the whole-function selector
// (issue 24) builds on, and the one the tree DP judges (on trees both must agree).
//
// Contract: `blockInstance(nf, dag)` takes a grammar in normal form (normal-form.ts) and a block's
// DAG and returns a PBQP graph with one node per DAG node whose alternatives are the base rules
// that apply there: the operation, width and extension match (and the operand count, or at least
// the fixed ones for a rule with `rest`); a rule inside a tile (not its root) or a range's rule on
// a constant in the range only at a node that is not a DAG root (a root is computed once, a
// register to its users: grammar.ts opMatches and immMatches). A tile with a `check` (a condition
// over several nodes) offers its rules only where one of its matches passes the check: its root
// rule at the match's root, each inner rule at the node the match covers there. That admits more
// than the check does (choices from different matches may combine); pbqp-cover.ts puts only whole
// matches back together (Ebner §5's instances are the exact form: issue 24). Costs:
//   - vector: the rule's cost (its tile's at the tile's root); at a root, plus the chain from the
//     rule's nonterminal to the one the root must produce (grammar.ts rootNt); at a node that is
//     no root but leaves the block (an exported or phi-argument constant or frame address: the
//     emitter derives it to `reg` for that, cover.ts), plus the chain from its nonterminal to `reg`
//     (one choice per node: a user that folds it as an immediate then competes with the export);
//   - a kid that is a root gives its user's alternative the cost of the one chain rule from `reg`
//     to the nonterminal the alternative wants there (0 for `reg`, INF without one: the emitter
//     derives a root's register with at most one chain rule, cover.ts);
//   - any other kid is an edge kid -> user whose cell is the chain closure from the kid's rule's
//     nonterminal to the one the user's rule wants at that operand (0 when equal, INF when no
//     chain derives it: a tile's inner nonterminal or a range's matches only itself);
//   - a leaf that is no root (constant, frame address, vreg) is folded by each user on its own
//     (see `foldable`): its alternatives are the tiles deriving it as a value and `folded`.
// A DAG node no rule applies to gets a single alternative of cost INF (no solution). Costs are
// integers (grammar.ts cost()); sums saturate at INF.
// With `offer` (instances of the grammar's complex patterns in this DAG, complex.ts), each covered
// node also gets its proxy alternatives, priced and connected like base rules, the instances'
// decision variables follow the DAG's nodes (pbqp-complex.ts: Ebner §5.2), and the rules of the
// tiles offered as instances (checked-tiles.ts) are no alternatives of their own.

import { add } from '../pbqp/cost.js';
import { INF, type PbqpEdge, type PbqpGraph } from '../pbqp/graph.js';
import type { ComplexInstance } from './complex.js';
import type { BlockDag, DagNode } from './dag.js';
import { type Match, NTS, type Pattern, rootNt, type Tile, tileMatches } from './grammar.js';
import type { BaseRule, NormalForm } from './normal-form.js';
import { addInstanceVariables, type ComplexOffer, NO_COMPLEX, proxies } from './pbqp-complex.js';

export interface SelectionInstance {
  readonly graph: PbqpGraph;
  /** Per DAG node (its PBQP node has the same id), its alternatives' rules (empty: no rule applies). */
  readonly rules: readonly (readonly BaseRule[])[];
  /** The complex instances offered: PBQP node dag.nodes.length + i is instance i's variable (pbqp-complex.ts). */
  readonly complex: readonly ComplexInstance[];
  /** The constant every selection pays (pbqp-complex.ts: Σ|l|·M over the instances; 0 without them). */
  readonly offset: number;
}

/** With `offer`, the instances of complex patterns (complex.ts) join as pbqp-complex.ts says: proxy states and instance variables. */
export function blockInstance(nf: NormalForm, dag: BlockDag, offer: ComplexOffer = NO_COMPLEX): SelectionInstance {
  const complex = offer.instances;
  const allowed = allowedAt(nf, dag, offer.tiles);
  const rules = dag.nodes.map((n): readonly BaseRule[] => {
    const own = (rulesByOp(nf).get(n.op) ?? []).filter((r) => allowed(n, r));
    // A leaf each user may fold on its own: its alternatives are only what it is derived to as a value.
    return foldable(n) ? [folded(n), ...own.filter((r) => r.tile !== undefined && r.path.length === 0)] : own;
  });
  prune(dag, rules);
  proxies(dag, complex).forEach((ps, n) => {
    if (ps.length > 0) rules[n] = [...rules[n]!, ...ps];
  });
  const leaving = leavingNodes(dag);
  const costs = dag.nodes.map((n) => {
    const own = rules[n.id]!;
    return own.length === 0 ? [INF] : own.map((r) => vectorCost(nf, dag, n, r, leaving.has(n.id), allowed));
  });
  const edges: PbqpEdge[] = [];
  for (const n of dag.nodes)
    n.kids.forEach((k, i) => {
      if (dag.nodes[k]!.root || rules[k]!.length === 0 || rules[n.id]!.length === 0) return;
      // A foldable leaf that this alternative folds (an immediate, an inner node) is its own business: 0.
      const cell = (kr: BaseRule, want: string) => (foldable(dag.nodes[k]!) && !isNt(want) ? 0 : nf.chainCost(kr.lhs, want));
      const matrix: number[] = [];
      for (const kr of rules[k]!) for (const ur of rules[n.id]!) matrix.push(cell(kr, kidNt(ur, i)));
      edges.push({ u: k, v: n.id, matrix });
    });
  const offset = addInstanceVariables(dag, rules, costs, edges, complex);
  return { graph: { costs, edges }, rules, complex, offset };
}

/**
 * Drops the alternatives no solution can choose, before any matrix is built (a deep block's
 * matrices were most of selection's time and memory): a rule wanting a tile's inner or a range's
 * nonterminal at a kid that is an operation offering no rule of that nonterminal, and a tile's
 * inner rule at a node where some use's user has no alternative wanting it there (only that
 * nonterminal itself derives it). Kids before users, then users before kids, then kids again.
 * Removing alternatives that every solution leaves out keeps the instance's solutions and costs.
 */
function prune(dag: BlockDag, rules: (readonly BaseRule[])[]): void {
  const offered = (k: number, want: string) => rules[k]!.some((x) => x.lhs === want);
  const kidsOffer = (n: DagNode, r: BaseRule) =>
    n.kids.every((k, i) => {
      const kid = dag.nodes[k]!;
      const want = kidNt(r, i);
      return kid.root || foldable(kid) || isNt(want) || offered(k, want);
    });
  const wanted = (n: DagNode, r: BaseRule) =>
    isNt(r.lhs) || n.users.every((u) => dag.nodes[u]!.kids.every((k, i) => k !== n.id || rules[u]!.some((ur) => kidNt(ur, i) === r.lhs)));
  const upward = () => {
    for (const n of dag.nodes) rules[n.id] = rules[n.id]!.filter((r) => kidsOffer(n, r));
  };
  upward();
  for (let i = dag.nodes.length - 1; i >= 0; i--) {
    const n = dag.nodes[i]!;
    if (!n.root && !foldable(n)) rules[i] = rules[i]!.filter((r) => wanted(n, r));
  }
  upward();
}

type Allowed = (n: DagNode, r: BaseRule) => boolean;

/**
 * Whether rule r may be chosen at node n of this DAG: it applies there, it is not of a tile offered
 * only as complex instances (`instanceTiles`), and a checked tile's rule only where one of its
 * matches passes the check.
 */
function allowedAt(nf: NormalForm, dag: BlockDag, instanceTiles: ReadonlySet<Tile>): Allowed {
  const checked = checkedPlaces(nf, dag, instanceTiles);
  return (n, r) =>
    applies(r, n) && (r.tile === undefined || !instanceTiles.has(r.tile)) && (r.tile?.check === undefined || checked.has(place(n.id, r)));
}

/** Alternative r's vector cost at node n (see the contract): its rule's, chains to what the node must be, its root and folded kids' costs. */
function vectorCost(nf: NormalForm, dag: BlockDag, n: DagNode, r: BaseRule, leaves: boolean, allowed: Allowed): number {
  let c = n.root ? add(r.cost, nf.chainCost(r.lhs, rootNt(n))) : r.cost;
  if (!n.root && leaves) c = add(c, nf.chainCost(r.lhs, 'reg'));
  n.kids.forEach((k, i) => {
    const kid = dag.nodes[k]!;
    const want = kidNt(r, i);
    if (kid.root) c = add(c, directRegChains(nf).get(want) ?? INF);
    else if (foldable(kid) && !isNt(want))
      c = add(c, (rulesByOp(nf).get(kid.op) ?? []).some((x) => x.lhs === want && allowed(kid, x)) ? 0 : INF);
  });
  return c;
}

/** The nodes whose value leaves the block: exported, or a phi's argument on an outgoing edge. */
function leavingNodes(dag: BlockDag): Set<number> {
  const out = new Set<number>();
  for (const n of dag.nodes) if (n.export !== undefined) out.add(n.id);
  for (const args of dag.phiArgs.values()) for (const a of args) out.add(a.node);
  return out;
}

/**
 * A leaf that is no root (a constant, a frame address, a vreg): every user may fold it into its
 * own tile (an immediate, an address's inner node), as the DAG means it (dag.ts: "every user may
 * fold it"), while deriving it as a value (`reg`, `addr`) happens once for all users that read it
 * so (cover.ts materialises it once). So its PBQP alternatives are the tile roots it may be
 * derived by, and `folded` (no derivation); a user's alternative that folds it checks by itself
 * that the leaf fits (a constant in the range, the inner rule's operation), in its own cost.
 */
const foldable = (n: DagNode): boolean => n.kids.length === 0 && !n.root;

const FOLDED = new WeakMap<DagNode, BaseRule>();

/** The `folded` alternative of a foldable leaf: no derivation, cost 0 (its nonterminal is none, so no chain reaches a grammar's). */
function folded(n: DagNode): BaseRule {
  let r = FOLDED.get(n);
  if (r === undefined) FOLDED.set(n, (r = { lhs: '', op: n.op, kids: [], path: [], cost: 0 }));
  return r;
}

const isNt = (x: string): boolean => (NTS as readonly string[]).includes(x);

/** The nonterminal rule r wants at operand i. */
const kidNt = (r: BaseRule, i: number): string => (i < r.kids.length ? r.kids[i]! : r.rest!);

/** Whether rule r may be chosen at node n (see the contract). */
function applies(r: BaseRule, n: DagNode): boolean {
  if (r.bits !== undefined && n.bits !== r.bits) return false;
  if (r.from !== undefined && n.from !== r.from) return false;
  if (r.rest === undefined ? n.kids.length !== r.kids.length : n.kids.length < r.kids.length) return false;
  const inner = r.path.length > 0 || r.tile === undefined;
  if (inner && n.root) return false;
  if (r.range !== undefined) return !n.root && n.value! >= r.range.min && n.value! <= r.range.max;
  return true;
}

/** A rule of a checked tile at a node, as a key. */
const place = (node: number, r: BaseRule): string => `${node}|${r.tile!.name}|${r.path.join('.')}`;

/**
 * Where the rules of tiles with a check may go: for every match passing the check (tileMatches
 * applies it), its root and each covered node with the path of the pattern's operation there (a
 * match lists covered nodes in the pattern's preorder).
 */
function checkedPlaces(nf: NormalForm, dag: BlockDag, skip: ReadonlySet<Tile>): Set<string> {
  const out = new Set<string>();
  for (const tile of nf.conditional) {
    if (tile.pattern.k !== 'op' || skip.has(tile)) continue;
    const paths = opPaths(tile.pattern, []);
    for (const n of dag.nodes) {
      if (n.op !== tile.pattern.op) continue;
      const ms: Match[] = [];
      tileMatches(tile, dag, n.id, ms);
      for (const m of ms) m.covered.forEach((c, j) => out.add(`${c}|${tile.name}|${paths[j]!.join('.')}`));
    }
  }
  return out;
}

/** The paths of a pattern's operation nodes in preorder. */
function opPaths(p: Pattern, path: readonly number[]): number[][] {
  if (p.k !== 'op') return [];
  return [[...path], ...p.kids.flatMap((k, i) => opPaths(k, [...path, i]))];
}

const BY_OP = new WeakMap<NormalForm, Map<string, BaseRule[]>>();

function rulesByOp(nf: NormalForm): Map<string, BaseRule[]> {
  let byOp = BY_OP.get(nf);
  if (byOp !== undefined) return byOp;
  byOp = new Map();
  for (const r of nf.base) {
    const list = byOp.get(r.op) ?? [];
    list.push(r);
    byOp.set(r.op, list);
  }
  BY_OP.set(nf, byOp);
  return byOp;
}

const REG_CHAINS = new WeakMap<NormalForm, Map<string, number>>();

/** The cheapest single chain rule from `reg` to each nonterminal (`reg` itself: 0). */
function directRegChains(nf: NormalForm): Map<string, number> {
  let out = REG_CHAINS.get(nf);
  if (out !== undefined) return out;
  out = new Map<string, number>([['reg', 0]]);
  for (const c of nf.chains) if (c.from === 'reg') out.set(c.to, Math.min(out.get(c.to) ?? INF, c.cost));
  REG_CHAINS.set(nf, out);
  return out;
}
