// Building a cover from per-node choices, shared by the two selectors: starting from each root of a
// block's DAG at the nonterminal it needs, a `choose` function picks one match per (node,
// nonterminal), and the leaves that are interior nodes are covered recursively. A leaf that is a
// root is a register already: it needs no match, or a chain rule from `reg` (x86 `addr ← reg`).
//
// Contract: when `choose` finds no match for a (node, nonterminal), this file decides why (noMatch):
// - the grammar cannot derive it — the labelling (engine/isel/labels.ts labelDag, run afresh on
//   the DAG) finds no derivation either: Unsupported (engine/backend/errors.ts) naming the
//   construct, the operation and type of the deepest node of the tree that no tile derives — a
//   grammar gap, never silently wrong code;
// - the labelling derives it, or a root's register has no chain rule although a tile took it as a
//   leaf: a plain Error — the selector is wrong, not the program (a `backend-fault`, never hidden
//   as unsupported). So are the invariants below (a chain rule that loops, a cover missing a match).

import { Unsupported } from '../backend/errors.js';
import type { BlockDag, DagNode } from './dag.js';
import { coverKey, NTS, rootNt, tileCost, type Cover, type Grammar, type Match, type Nt } from './grammar.js';
import { labelDag, type Labels } from './labels.js';

export type Choose = (node: number, nt: Nt) => Match | undefined;

/**
 * What a selector returns for one block: the DAG it tiled — the input DAG, or a copy in which some
 * shared nodes are no longer roots (`withFixed`) — and the cover of that DAG.
 */
export interface Tiling {
  readonly dag: BlockDag;
  readonly cover: Cover;
}

/**
 * The DAG with each shared node a root only when `fixed` says so (the NOLTIS paper's fixed nodes);
 * the other shared nodes become ordinary nodes that several tiles may cover. Mandatory roots stay.
 */
export function withFixed(dag: BlockDag, fixed: (node: number) => boolean): BlockDag {
  const nodes = dag.nodes.map((n) => (n.shared === true && n.root !== fixed(n.id) ? { ...n, root: !n.root } : n));
  return { block: dag.block, nodes, phiArgs: dag.phiArgs };
}

/**
 * Tile instances of a cover as the emitter executes them: `observe` is called once per (node, nt)
 * derivation and once more for every further request of a `cc` derivation — flags do not survive
 * from one tile to the next, so each tile that reads a compare's flags runs the compare again.
 */
export type InstanceObserver = (m: Match) => void;

/** A covered (node, nt) whose leaves are being visited; `next`: the next leaf's index. */
interface CoverFrame {
  readonly node: number;
  readonly nt: Nt;
  /** Whether its leaves at the same node are a user's leaves too (a root reached from a user). */
  readonly kidsFromUser: boolean;
  readonly m: Match;
  next: number;
}

/** With `within`, only the roots and block outputs it accepts are covered (cse-all.ts CoverOptions). */
export function buildCover(
  g: Grammar,
  dag: BlockDag,
  choose: Choose,
  observe?: InstanceObserver,
  within?: (node: number) => boolean,
): Cover {
  const cover: Cover = new Map();
  // The visit of (node, nt) itself, before its leaves: undefined when there is nothing below it to
  // visit (already covered, or a root used as a register), otherwise the frame of its leaves.
  // `fromUser`: the (node, nt) is a leaf of another node's tile (a root there is a register).
  const enter = (node: number, nt: Nt, fromUser: boolean): CoverFrame | undefined => {
    const key = coverKey(node, nt);
    const known = cover.get(key);
    if (known !== undefined) {
      if (nt === 'cc') observe?.(known);
      return undefined;
    }
    const n = dag.nodes[node]!;
    if (n.root && fromUser && nt === 'reg') return undefined; // computed at its own place, into a register
    const m = n.root && fromUser ? chainFromReg(g, node, nt) : choose(node, nt);
    if (m === undefined) throw noMatch(g, dag, node, nt, n.root && fromUser);
    cover.set(key, m);
    observe?.(m);
    return { node, nt, kidsFromUser: n.root && fromUser, m, next: 0 };
  };
  // Preorder, leaves in pattern order, on an explicit stack: a chain as deep as the block is long
  // must not overflow the call stack (issue 18). The order and the checks are the recursion's.
  const visit = (node: number, nt: Nt, fromUser: boolean): void => {
    const first = enter(node, nt, fromUser);
    if (first === undefined) return;
    const stack: CoverFrame[] = [first];
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      if (f.next === f.m.leaves.length) {
        stack.pop();
        continue;
      }
      const leaf = f.m.leaves[f.next++]!;
      if ('imm' in leaf) continue;
      const same = leaf.node === f.node;
      if (same && leaf.nt === f.nt) throw new Error(`${g.isa}: chain rule loops at node ${f.node}`);
      const ln = dag.nodes[leaf.node]!;
      if (ln.root && !same && leaf.nt === 'reg') continue;
      const below = enter(leaf.node, leaf.nt, !same || f.kidsFromUser);
      if (below !== undefined) stack.push(below);
    }
  };
  const inside = (node: number): boolean => within === undefined || within(node);
  for (const n of dag.nodes) if (n.root && inside(n.id)) visit(n.id, rootNt(n), false);
  // Values leaving the block that no tree computes: exported or phi-argument constants, frame
  // addresses and live-in vregs (the roots among phi arguments are registers already).
  for (const n of dag.nodes) if (!n.root && n.export !== undefined && inside(n.id)) visit(n.id, 'reg', false);
  for (const args of dag.phiArgs.values()) for (const a of args) if (inside(a.node)) visit(a.node, 'reg', dag.nodes[a.node]!.root);
  return cover;
}

/**
 * Why `choose` found no match for (node, nt): Unsupported when no tile of the grammar can derive it
 * (the decision is the labelling's, made afresh here so a selector's own bookkeeping cannot fake
 * it), otherwise an Error naming the selector's inconsistency.
 */
function noMatch(g: Grammar, dag: BlockDag, node: number, nt: Nt, rootFromUser: boolean): Error {
  const n = dag.nodes[node]!;
  if (rootFromUser) {
    // The user's tile was priced with this leaf through the chain rules from reg (labels.ts leafCost).
    return new Error(
      `${g.isa}: no chain rule derives ${nt} from the register of root node ${node} (${n.op}), yet a tile took it as a leaf`,
    );
  }
  const { labels } = labelDag(g, dag);
  const cost = labels.cost(node, nt);
  if (cost < Infinity) {
    return new Error(
      `${g.isa}: the selector chose no tile for ${construct(n)} (node ${node}) at ${nt}, although the labelling derives it (cost ${cost})`,
    );
  }
  const culprit = firstUnderivable(labels, dag, node);
  const why = `no tile of the ${g.isa} grammar derives it${culprit === node ? ` to ${nt}` : ''}`;
  return new Unsupported(construct(dag.nodes[culprit]!), { why });
}

/**
 * The deepest node of `node`'s tree (kids first: the smallest id) that derives to no nonterminal at
 * all — the operation no tile covers — or `node` itself when every node below it derives somehow.
 */
function firstUnderivable(labels: Labels, dag: BlockDag, node: number): number {
  // The tree's nodes (the set, order aside: sorted below), on a work list rather than the call
  // stack, which a tree as deep as the block is long would overflow (issue 18).
  const tree = new Set<number>([node]);
  const work = [node];
  while (work.length > 0) {
    for (const k of dag.nodes[work.pop()!]!.kids) {
      if (dag.nodes[k]!.root || tree.has(k)) continue;
      tree.add(k);
      work.push(k);
    }
  }
  const ids = [...tree].sort((a, b) => a - b);
  return ids.find((id) => NTS.every((nt) => labels.cost(id, nt) === Infinity)) ?? node;
}

/** A node as a construct of the program: its operation and type (`mul i64`, `icmp slt i32`, `zext i32 from i8`). */
function construct(n: DagNode): string {
  const pred = n.pred === undefined ? '' : ` ${n.pred}`;
  const from = n.from === undefined ? '' : n.op === 'zext' || n.op === 'sext' ? ` from i${n.from}` : `, ${n.from}-bit access`;
  return `${n.op}${pred} i${n.bits}${from}`;
}

/** The cheapest chain rule deriving `nt` from a register at a root node (whose value is in a vreg). */
function chainFromReg(g: Grammar, node: number, nt: Nt): Match | undefined {
  let best: Match | undefined;
  for (const t of g.tiles) {
    if (t.nt !== nt || t.pattern.k !== 'nt' || t.pattern.nt !== 'reg') continue;
    if (best === undefined || tileCost(t) < tileCost(best.tile)) best = { tile: t, node, leaves: [{ node, nt: 'reg' }], covered: [] };
  }
  return best;
}

/**
 * The cost of a cover counted per tree, as the dynamic programming counts it: a leaf shared by
 * several trees (a constant, a frame address) is paid once per tree that derives it. This is the
 * quantity cse-all minimises, so on every DAG cse-all's treeCost <= any other cover's.
 */
export function treeCost(dag: BlockDag, cover: Cover): number {
  // Every tree's tile instances in the recursion's preorder (so a missing match is reported at the
  // same node), on a work list pushed in reverse rather than the call stack, which a tree as deep
  // as the block is long would overflow (issue 18).
  let total = 0;
  const work: { node: number; nt: Nt; fromUser: boolean }[] = [];
  for (let i = dag.nodes.length - 1; i >= 0; i--) {
    const n = dag.nodes[i]!;
    if (n.root) work.push({ node: n.id, nt: rootNt(n), fromUser: false });
  }
  while (work.length > 0) {
    const { node, nt, fromUser } = work.pop()!;
    const n = dag.nodes[node]!;
    if (n.root && fromUser && nt === 'reg') continue;
    const m = cover.get(coverKey(node, nt));
    if (m === undefined) throw new Error(`cover has no match for node ${node} at ${nt}`);
    total += tileCost(m.tile);
    for (let i = m.leaves.length - 1; i >= 0; i--) {
      const leaf = m.leaves[i]!;
      if (!('imm' in leaf)) work.push({ node: leaf.node, nt: leaf.nt, fromUser: leaf.node !== node || (n.root && fromUser) });
    }
  }
  return total;
}
