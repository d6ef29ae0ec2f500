// Tiles whose check makes leaves one node as complex patterns (Ebner et al. §4-5): x86's
// read-modify-write stores `op [m], r` — a DAG over the load, the operation and the store whose
// address node the load and the store share (grammar.ts Tile.sharedLeaves), Fig. 6's RMW. Base
// rules alone cannot say that such a tile's rules hold only together, at one match; an instance
// variable can. (Tiles whose check only reads an immediate, ARM's `lsl #log2(c)` or Thumb's scaled
// offsets, stay base rules offered where a match passes: pbqp-instance.ts.)
//
// Contract: `checkedTilePatterns(g)` returns one ComplexPattern per tile of `g` with a check that
// shares leaves and at least two operation nodes in its pattern (memoized per grammar). Its instances in a block are
// the tile's matches there that pass the check and that no path leaves and re-enters (complex.ts
// viableShape); per covered node (root first, the pattern's preorder) the nonterminal it produces
// — the tile's own at the root, normal-form.ts innerNt below — and the one it wants at each kid: a
// covered kid's nonterminal, else the nonterminal (or immediate range) of the match's leaf at that
// kid. It has no rewrite: the DAG stays as it is, and the tile's match is the emission (`matchOf`). PBQP
// selection (pbqp-instance.ts) then offers such a tile's rules only as these instances' proxies.

import type { ComplexInstance, ComplexPattern } from './complex.js';
import type { BlockDag } from './dag.js';
import { type Grammar, type Match, type Pattern, type Tile, tileMatches } from './grammar.js';
import { viableShape } from './instance-order.js';
import { patternNts, rangeNt } from './normal-form.js';

const PATTERNS = new WeakMap<Grammar, readonly ComplexPattern[]>();

export function checkedTilePatterns(g: Grammar): readonly ComplexPattern[] {
  let out = PATTERNS.get(g);
  if (out === undefined)
    PATTERNS.set(
      g,
      (out = g.tiles.filter((t) => t.check !== undefined && t.sharedLeaves === true && opCount(t.pattern) >= 2).map(patternOf)),
    );
  return out;
}

const opCount = (p: Pattern): number => (p.k === 'op' ? 1 + p.kids.reduce((n, k) => n + opCount(k), 0) : 0);

function patternOf(tile: Tile): ComplexPattern {
  const names = patternNts(tile);
  const pattern: ComplexPattern = {
    name: tile.name,
    size: tile.size,
    latency: tile.latency,
    tile,
    instances: (dag) => matchesOf(tile, dag).flatMap((m) => instanceOf(pattern, names, dag, m) ?? []),
  };
  return pattern;
}

/** The tile's matches in the block that pass its check and that an order can emit. */
function matchesOf(tile: Tile, dag: BlockDag): Match[] {
  const out: Match[] = [];
  for (const n of dag.nodes) if (tile.pattern.k === 'op' && n.op === tile.pattern.op) tileMatches(tile, dag, n.id, out);
  return out.filter((m) => new Set(m.covered).size === m.covered.length && viableShape(dag, m.covered));
}

/** The instance of a match (undefined where one kid node is two leaves wanting different nonterminals). */
function instanceOf(pattern: ComplexPattern, names: readonly string[], dag: BlockDag, m: Match): ComplexInstance | undefined {
  const leafNt = new Map<number, string>();
  for (const leaf of m.leaves) {
    const want = 'imm' in leaf ? immNt(m.tile, leaf.imm) : leaf.nt;
    if (want === undefined || (leafNt.has(leaf.node) && leafNt.get(leaf.node) !== want)) return undefined;
    leafNt.set(leaf.node, want);
  }
  const kids = m.covered.map((c) => dag.nodes[c]!.kids.map((k) => (m.covered.includes(k) ? names[m.covered.indexOf(k)]! : leafNt.get(k)!)));
  return { pattern, nodes: m.covered, lhs: names, kids };
}

/** The range nonterminal of the tile's immediate leaf that holds `value` (the first such range in its pattern). */
function immNt(tile: Tile, value: bigint): string | undefined {
  const find = (p: Pattern): string | undefined => {
    if (p.k === 'imm') return value >= p.min && value <= p.max ? rangeNt(p.min, p.max) : undefined;
    return p.k === 'op' ? p.kids.map(find).find((x) => x !== undefined) : undefined;
  };
  return find(tile.pattern);
}

/** The tile match an instance of a checked tile's pattern stands for, in the DAG it is emitted from (its nodes carried there). */
export function matchOf(dag: BlockDag, inst: ComplexInstance): Match {
  const tile = inst.pattern.tile!;
  const out: Match[] = [];
  tileMatches(tile, dag, inst.nodes[0]!, out);
  const m = out.find((x) => x.covered.length === inst.nodes.length && x.covered.every((c, i) => c === inst.nodes[i]));
  if (m === undefined) throw new Error(`${tile.name}: no match at node ${inst.nodes[0]} covers the chosen instance's nodes`);
  return m;
}
