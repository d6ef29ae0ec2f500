// BOTTOMUPDP: the bottom-up dynamic programming the selectors tile with (Aho, Ganapathi and Tjiang,
// "Code generation using tree matching and dynamic programming", 1989; maxmunch reads its costs only
// to stay feasible), over the trees of a block's DAG cut at its roots — the NOLTIS paper's Listing 1
// lines 1–6.
//
// Contract: `labelDag(grammar, dag)` labels every (node, nonterminal) with the cheapest cost of
// deriving the node to it within its tree (a root is a register to its users: `leafCost`) and the
// derivation achieving it, which `labels.match` builds on request. Kids have smaller ids than their
// users, so one pass in id order sees every leaf labelled. Ties go to the first candidate in
// matchAt's order (grammar order, a commutative node's kids as given before swapped), then to
// chain rules in grammar order, applied until no label improves.
//
// Representation, and why: costs sit in a Float64Array and each choice in an Int32Array (the
// tile's index, and for a flat pattern whether its kids were taken swapped); only a pattern with
// interior operations or a `check` keeps its Match. A flat tile's candidates are priced straight
// from the kids' labels without building their Match. The selectors keep the labels alive to
// their end, and on a 100,000-node DAG a Match and a label object per label, promoted out of the
// young generation, made most of the time spent in the garbage collector.
//
// Costs saturate (`addCost`): Infinity means "no derivation" and nothing else. A node's cost counts
// its tree as the DAG unfolds it (a non-root shared node once per user), which grows exponentially
// along a chain of shared values: a 15,000-instruction straight-line function with 24 live values
// passed 2^1024 under cse-none and NOLTIS, the sum rounded to Infinity, and the node read as one no
// tile derives (issue 18). A sum of finite costs stays finite (at most Number.MAX_VALUE); past 2^53
// costs are rounded, still deterministic, and every cost that did not overflow is as before.

import type { BlockDag } from './dag.js';
import {
  chainMatch,
  coverKey,
  flatKid,
  flatLeaves,
  immMatches,
  isFlat,
  opMatches,
  swapsKids,
  tileCost,
  tileMatches,
  tilesFor,
  type Grammar,
  type Leaf,
  type Match,
  type Nt,
  type Pattern,
  type Tile,
} from './grammar.js';

/** `Labels` choice codes besides a tile's index * 2 (+ 1 for swapped kids). */
const NONE = -1;
const KEPT = -2;

/** The labels of every (node, nonterminal) of one DAG, by coverKey. */
export class Labels {
  private readonly costs: Float64Array;
  private readonly choice: Int32Array;
  /** The matches of patterns a tile index does not rebuild (interior operations, a check). */
  private readonly kept = new Map<number, Match>();

  constructor(
    private readonly g: Grammar,
    private readonly dag: BlockDag,
  ) {
    this.costs = new Float64Array(dag.nodes.length * 4).fill(Infinity);
    this.choice = new Int32Array(dag.nodes.length * 4).fill(NONE);
  }

  /** The cheapest cost of deriving `node` to `nt` within its tree (Infinity when there is no way). */
  cost(node: number, nt: Nt): number {
    return this.costs[coverKey(node, nt)]!;
  }

  /** The derivation of that cost, built on each call; undefined when there is none. */
  match(node: number, nt: Nt): Match | undefined {
    const key = coverKey(node, nt);
    const c = this.choice[key]!;
    if (c === NONE) return undefined;
    if (c === KEPT) return this.kept.get(key);
    // A tile index is kept only for chain rules and flat operation patterns (labelDag).
    const tile = this.g.tiles[c >> 1]!;
    const p = tile.pattern;
    if (p.k === 'nt') return chainMatch(tile, p, node);
    return {
      tile,
      node,
      leaves: flatLeaves(p as Pattern & { k: 'op' }, this.dag, this.dag.nodes[node]!.kids, (c & 1) === 1)!,
      covered: [node],
    };
  }

  /** Keeps `choice` (a tile index code, or a match to keep whole) for `key` when `c` is strictly cheaper than the label's. */
  offer(key: number, c: number, choice: number | Match): boolean {
    if (!(c < this.costs[key]!)) return false;
    this.costs[key] = c;
    if (this.choice[key] === KEPT) this.kept.delete(key);
    if (typeof choice === 'number') this.choice[key] = choice;
    else {
      this.choice[key] = KEPT;
      this.kept.set(key, choice);
    }
    return true;
  }
}

/** `a + b`, saturating at Number.MAX_VALUE when both are finite (Infinity stays "no derivation"). */
function addCost(a: number, b: number): number {
  const s = a + b;
  return s < Infinity || a === Infinity || b === Infinity ? s : Number.MAX_VALUE;
}

/** The cost of a leaf: a root is a register already (chain rules from reg apply); others are labelled. */
export function leafCost(labels: Labels, dag: BlockDag, leaf: Leaf, regChain: ReadonlyMap<Nt, number>): number {
  if ('imm' in leaf) return 0;
  return kidCost(labels, dag, leaf.node, leaf.nt, regChain);
}

function kidCost(labels: Labels, dag: BlockDag, node: number, nt: Nt, regChain: ReadonlyMap<Nt, number>): number {
  if (dag.nodes[node]!.root) return regChain.get(nt) ?? Infinity;
  return labels.cost(node, nt);
}

/** A grammar's chain rules (by tile index) and the cheapest chain from `reg` to each nonterminal, found once per grammar. */
interface ChainRules {
  readonly chains: readonly number[];
  readonly regChain: ReadonlyMap<Nt, number>;
}
const chainsOf = new WeakMap<readonly Tile[], ChainRules>();
function chainRules(g: Grammar): ChainRules {
  let known = chainsOf.get(g.tiles);
  if (known === undefined) {
    const chains: number[] = [];
    const regChain = new Map<Nt, number>([['reg', 0]]);
    g.tiles.forEach((t, i) => {
      if (t.pattern.k !== 'nt') return;
      chains.push(i);
      if (t.pattern.nt === 'reg') regChain.set(t.nt, Math.min(regChain.get(t.nt) ?? Infinity, tileCost(t)));
    });
    chainsOf.set(g.tiles, (known = { chains, regChain }));
  }
  return known;
}

/** Labels every node of the DAG, or those `within` accepts (kids of an accepted node must be accepted). */
export function labelDag(
  g: Grammar,
  dag: BlockDag,
  { within }: { within?: (node: number) => boolean } = {},
): { labels: Labels; regChain: ReadonlyMap<Nt, number> } {
  const { chains, regChain } = chainRules(g);
  const labels = new Labels(g, dag);
  for (const n of dag.nodes) {
    if (within !== undefined && !within(n.id)) continue;
    for (const i of tilesFor(g, n.op)) {
      const tile = g.tiles[i]!;
      const p = tile.pattern;
      if (p.k === 'nt') continue;
      const key = coverKey(n.id, tile.nt);
      if (isFlat(p) && tile.check === undefined) {
        if (!opMatches(p, n, true)) continue;
        labels.offer(key, flatCost(tile, p, labels, dag, n.kids, false, regChain), i * 2);
        if (swapsKids(n)) labels.offer(key, flatCost(tile, p, labels, dag, n.kids, true, regChain), i * 2 + 1);
        continue;
      }
      const ms: Match[] = [];
      tileMatches(tile, dag, n.id, ms);
      for (const m of ms) {
        let c = tileCost(tile);
        for (const l of m.leaves) c = addCost(c, leafCost(labels, dag, l, regChain));
        labels.offer(key, c, m);
      }
    }
    applyChains(g, chains, labels, n.id);
  }
  return { labels, regChain };
}

/** A flat tile's cost over the node's kids (in order or swapped): Infinity when an immediate does not fit. */
function flatCost(
  tile: Tile,
  p: Pattern & { k: 'op' },
  labels: Labels,
  dag: BlockDag,
  kids: readonly number[],
  swapped: boolean,
  regChain: ReadonlyMap<Nt, number>,
): number {
  let c = tileCost(tile);
  for (let i = 0; i < kids.length; i++) {
    const kp = p.kids[i]!;
    const kid = flatKid(kids, i, swapped);
    if (kp.k === 'nt') c = addCost(c, kidCost(labels, dag, kid, kp.nt, regChain));
    else if (kp.k !== 'imm' || !immMatches(kp, dag.nodes[kid]!)) return Infinity;
  }
  return c;
}

/** Chain rules at `node` until no label improves (each round in grammar order). */
function applyChains(g: Grammar, chains: readonly number[], labels: Labels, node: number): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const i of chains) {
      const t = g.tiles[i]!;
      const from = labels.cost(node, (t.pattern as { nt: Nt }).nt);
      if (from === Infinity) continue;
      if (labels.offer(coverKey(node, t.nt), addCost(from, tileCost(t)), i * 2)) changed = true;
    }
  }
}
