// The tiling oracles' own tree-pattern matcher: every match of a tile's pattern at a node of a block
// DAG (the NOLTIS paper §3: "a node v matches tree t_i with root r iff k(v) = k(r), |ch(v)| = |ch(r)|
// and each child matches the corresponding subtree or is an edge node ◦"), written apart from the
// selectors' matcher (engine/isel/grammar.ts) so that a bug there cannot hide here.
//
// Contract. Requires a BlockDag whose kids have smaller ids and a Grammar (plain data; a tile's
// `check` predicate is part of that data and is called). Produces Matches with the selectors' shape:
//   - `nt` pattern: the node itself is a leaf at that nonterminal (at the top: a chain rule);
//   - `imm` pattern: the node is a `const` with min <= value <= max, an immediate leaf, and not a
//     root (a constant a selector fixed is in a register: dag.ts shared constants);
//   - `op` pattern: same op, same `bits`/`from` when the pattern gives them, exactly as many kids as
//     the pattern (or at least as many when it has `rest`, the further kids being leaves at `rest`);
//     a node below the pattern's top must not be a root of the DAG matched on (a root is computed
//     once, elsewhere: its users read a register); the top may be;
//   - a commutative op (add mul and or xor) whose first two kids differ also matches with them
//     swapped; matches of the given order come first, then the swapped ones;
//   - `leaves` in pattern order, depth first; `covered` = the op nodes matched, top first, depth
//     first; the tile's `check` must accept the match.
// `verifyMatch` re-derives a given Match (a selector's) and names what is wrong with it.

import type { BlockDag, DagNode, DagOp } from '../../engine/isel/dag.js';
import type { Grammar, Leaf, Match, Nt, Pattern, Tile } from '../../engine/isel/grammar.js';

const COMMUTATIVE: ReadonlySet<DagOp> = new Set(['add', 'mul', 'and', 'or', 'xor']);

/** One way a pattern lies on the DAG: its leaves and the op nodes it covers. */
export interface Embedding {
  readonly leaves: readonly Leaf[];
  readonly covered: readonly number[];
}

/**
 * Every embedding of `p` at node `id`. `interiorRoots` lifts the rule that nodes below the top are
 * not roots (verifyMatch uses it to tell "interior root" apart from "does not match").
 */
export function embeddings(p: Pattern, dag: BlockDag, id: number, interiorRoots = false): Embedding[] {
  return embed(p, dag, id, true, interiorRoots);
}

function embed(p: Pattern, dag: BlockDag, id: number, top: boolean, interiorRoots: boolean): Embedding[] {
  const n = dag.nodes[id];
  if (n === undefined) return [];
  switch (p.k) {
    case 'nt':
      return [{ leaves: [{ node: id, nt: p.nt }], covered: [] }];
    case 'imm':
      return n.op === 'const' && (interiorRoots || !n.root) && n.value !== undefined && n.value >= p.min && n.value <= p.max
        ? [{ leaves: [{ node: id, imm: n.value }], covered: [] }]
        : [];
    case 'op': {
      if (!headFits(p, n) || (!top && !interiorRoots && n.root)) return [];
      const orders = [n.kids];
      if (COMMUTATIVE.has(n.op) && n.kids.length >= 2 && n.kids[0] !== n.kids[1]) {
        orders.push([n.kids[1]!, n.kids[0]!, ...n.kids.slice(2)]);
      }
      return orders.flatMap((kids) =>
        kidEmbeddings(p, dag, kids, interiorRoots).map((e) => ({
          leaves: e.leaves,
          covered: [id, ...e.covered],
        })),
      );
    }
    default:
      return unknownPattern(p);
  }
}

/** The op pattern's own conditions at `n` (op, width, source width, kid count). */
function headFits(p: Pattern & { k: 'op' }, n: DagNode): boolean {
  if (n.op !== p.op) return false;
  if (p.bits !== undefined && n.bits !== p.bits) return false;
  if (p.from !== undefined && n.from !== p.from) return false;
  return p.rest === undefined ? n.kids.length === p.kids.length : n.kids.length >= p.kids.length;
}

/** The cross product of the kids' embeddings, first kid varying slowest. */
function kidEmbeddings(p: Pattern & { k: 'op' }, dag: BlockDag, kids: readonly number[], interiorRoots: boolean): Embedding[] {
  let acc: Embedding[] = [{ leaves: [], covered: [] }];
  for (let i = 0; i < kids.length && acc.length > 0; i++) {
    const kp: Pattern = i < p.kids.length ? p.kids[i]! : { k: 'nt', nt: p.rest! };
    const here = embed(kp, dag, kids[i]!, false, interiorRoots);
    acc = acc.flatMap((a) => here.map((h) => ({ leaves: [...a.leaves, ...h.leaves], covered: [...a.covered, ...h.covered] })));
  }
  return acc;
}

function unknownPattern(p: never): never {
  throw new Error(`tiling oracle: unknown pattern ${JSON.stringify(p)}`);
}

/** Every match of `tile` at node `id` that its check accepts. */
export function tileMatches(tile: Tile, dag: BlockDag, id: number): Match[] {
  const out: Match[] = [];
  for (const e of embeddings(tile.pattern, dag, id)) {
    const m: Match = { tile, node: id, leaves: e.leaves, covered: e.covered };
    if (tile.check === undefined || tile.check(m, dag)) out.push(m);
  }
  return out;
}

/** Every match at `id` of every tile deriving `nt`, in grammar order. */
export function matchesDeriving(g: Grammar, dag: BlockDag, id: number, nt: Nt): Match[] {
  return g.tiles.filter((t) => t.nt === nt).flatMap((t) => tileMatches(t, dag, id));
}

/** Whether a tile is a chain rule (its pattern is a bare nonterminal). */
export function isChainRule(t: Tile): t is Tile & { pattern: { k: 'nt'; nt: Nt } } {
  return t.pattern.k === 'nt';
}

/** Whether a tile is a chain rule from `reg`: the one derivation a user may make of a root at nt != reg. */
export function isChainFromReg(t: Tile): boolean {
  return isChainRule(t) && t.pattern.nt === 'reg';
}

const leafText = (l: Leaf): string => ('imm' in l ? `#${l.imm}` : `${l.node}:${l.nt}`);
const sameLeaves = (a: readonly Leaf[], b: readonly Leaf[]): boolean =>
  a.length === b.length && a.every((l, i) => leafText(l) === leafText(b[i]!));
const sameNodes = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * What is wrong with `m` as a match on `dag` (empty when nothing): its pattern must embed at
 * m.node with exactly m's leaves and covered nodes, no covered node below the top a root of `dag`,
 * and the tile's check must accept it.
 */
export function verifyMatch(dag: BlockDag, m: Match): string[] {
  const where = `tile ${m.tile.name} at node ${m.node}`;
  if (dag.nodes[m.node] === undefined) return [`${where}: no such node`];
  const given = (e: Embedding): boolean => sameLeaves(e.leaves, m.leaves) && sameNodes(e.covered, m.covered);
  if (!embeddings(m.tile.pattern, dag, m.node).some(given)) {
    const loose = embeddings(m.tile.pattern, dag, m.node, true).find(given);
    if (loose !== undefined) {
      const inner = loose.covered.slice(1).filter((c) => dag.nodes[c]!.root);
      const folded = loose.leaves.filter((l) => 'imm' in l && dag.nodes[l.node]!.root).map((l) => l.node);
      return [`${where}: covers root node(s) ${[...inner, ...folded].join(',')} below its top`];
    }
    return [`${where}: pattern does not match as given (leaves ${m.leaves.map(leafText).join(' ')}; covered ${m.covered.join(',')})`];
  }
  if (m.tile.check !== undefined && !m.tile.check(m, dag)) return [`${where}: the tile's check rejects the match`];
  return [];
}
