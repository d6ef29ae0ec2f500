// The roles a DAG node may take in PBQP instruction selection with tree patterns (Ebner et al. §4:
// one PBQP variable per SSA node, its domain the base rules that may match there; the SSA book
// §19.1.2), stated here over the grammar's tiles and the DAG's data, with the oracles' own matcher
// (../tiling/patterns.ts), never by the engine's normal form (engine/isel/normal-form.ts) or its
// instance builder (engine/isel/pbqp-instance.ts).
//
// A role of node n is one of:
//   - (tile, path, swapped): n is the operation node at `path` of the tile's pattern (path [] = the
//     tile's root, which pays the tile and derives its nonterminal; a longer path = an inner node
//     of that tile, deriving nothing a user could read but that very position of that tile). For a
//     commutative operation (add mul and or xor) with two pattern kids, `swapped` takes DAG operand
//     0 as pattern kid 1 and operand 1 as kid 0 — only where that changes what the operands want
//     (two equal leaf kids, `reg, reg`, give one role). A tile whose pattern is an immediate is a
//     root role at a `const`.
//   - folded: a leaf that is no DAG root (constant, frame address, vreg) derives nothing itself;
//     each user that folds it into its own tile (an immediate, an inner leaf) checks that on its own;
//   - proxy: n is covered by complex instance `instance` (complex.ts builds these roles from the
//     offered instances' data): it gives `product` and wants `wants[i]` at operand i — a grammar
//     nonterminal, an immediate range, or a `named` nonterminal of the instance's own that only a
//     proxy giving that very name derives.
// Which roles a node has:
//   - the operation node at `path` fits n: same op, same bits/from when the pattern gives them, as
//     many kids (at least as many with `rest`); an immediate tile: n is a `const` in its range;
//   - a DAG root (computed once, a register or a statement to its users) takes tile-root roles only
//     (no inner role, no immediate tile);
//   - a leaf that is no root takes `folded` and tile-root roles only (the inner positions a leaf can
//     fill are its users' business);
//   - every other node takes every fitting role, inner ones included;
//   - a tile with a `check` offers (tile, path) at n only where some match of the whole tile, found by
//     the oracles' matcher and accepted by the check, covers n at that path (`checkedPlaces`): the
//     over-approximation the engine states (choices from different matches may combine). A checked
//     immediate tile covers no operation node, so it is never offered.
// What a role wants at DAG operand i (`wantOf`): a proxy's own list; a tile role the pattern kid that operand meets — a nonterminal,
// an immediate range, or the inner position (tile, path + [kid index]); operands past the pattern's
// kids want its `rest` nonterminal. What it gives its users (`productOf`): a root role its tile's
// nonterminal, an inner role its position, a proxy its own product, folded nothing. Two inner positions are the same to a
// user (`positionKey`) when their sub-patterns are the same — operation, width, extension, and kids
// alike, recursively (Buchwald & Zwinkau, Definition 9: nodes of two patterns are equivalent when
// their spanning graphs are isomorphic) — unless a tile with a check holds one of them: a checked
// tile's positions are its own.
//
// Contract: pure functions of grammar and DAG data (a BlockDag whose kids have smaller ids); roles
// are listed in a fixed order (folded, then tiles in grammar order, paths in preorder, unswapped
// before swapped). Tiles are named by their index in g.tiles, never by name.

import type { BlockDag, DagNode, DagOp } from '../../engine/isel/dag.js';
import type { Grammar, Nt, Pattern } from '../../engine/isel/grammar.js';
import { tileMatches } from '../tiling/patterns.js';

export type Role =
  | { readonly kind: 'folded' }
  | { readonly kind: 'tile'; readonly tile: number; readonly path: readonly number[]; readonly swapped: boolean }
  | { readonly kind: 'proxy'; readonly instance: number; readonly wants: readonly Want[]; readonly product: Product };

/** A role that covers an operation: a tile's position or a complex instance's proxy. */
export type Covering = Exclude<Role, { kind: 'folded' }>;

export type Want =
  | { readonly k: 'nt'; readonly nt: Nt }
  | { readonly k: 'imm'; readonly min: bigint; readonly max: bigint }
  | { readonly k: 'inner'; readonly tile: number; readonly path: readonly number[] }
  | { readonly k: 'named'; readonly name: string };

export type Product =
  | { readonly k: 'nt'; readonly nt: Nt }
  | { readonly k: 'inner'; readonly tile: number; readonly path: readonly number[] }
  | { readonly k: 'named'; readonly name: string }
  | { readonly k: 'none' };

type OpPattern = Pattern & { k: 'op' };

const COMMUTATIVE: ReadonlySet<DagOp> = new Set(['add', 'mul', 'and', 'or', 'xor']);

/** A leaf no user must take as a register: each user may fold it on its own. */
export const foldable = (n: DagNode): boolean => n.kids.length === 0 && !n.root;

/** The pattern node at `path` (kid indices from the top). */
export function patternAt(p: Pattern, path: readonly number[]): Pattern {
  let at = p;
  for (const i of path) {
    if (at.k !== 'op' || at.kids[i] === undefined) throw new Error(`selection oracle: no pattern node at ${path.join('.')}`);
    at = at.kids[i]!;
  }
  return at;
}

/** The paths of a pattern's operation nodes, in preorder (the order of a match's `covered`). */
function opPaths(p: Pattern, path: readonly number[] = []): number[][] {
  if (p.k !== 'op') return [];
  return [[...path], ...p.kids.flatMap((k, i) => opPaths(k, [...path, i]))];
}

/** Whether operation pattern p fits node n on its own (its kids are other roles' business). */
export function fits(p: OpPattern, n: DagNode): boolean {
  if (p.op !== n.op || (p.bits !== undefined && p.bits !== n.bits) || (p.from !== undefined && p.from !== n.from)) return false;
  return p.rest === undefined ? n.kids.length === p.kids.length : n.kids.length >= p.kids.length;
}

/** Whether swapping the two kids of p changes what the operands want. */
export function swappable(p: OpPattern): boolean {
  if (!COMMUTATIVE.has(p.op) || p.kids.length !== 2) return false;
  const [a, b] = [p.kids[0]!, p.kids[1]!];
  if (a.k === 'nt' && b.k === 'nt') return a.nt !== b.nt;
  if (a.k === 'imm' && b.k === 'imm') return a.min !== b.min || a.max !== b.max;
  return true;
}

/** A (node, tile, path) place as a key. */
export const placeKey = (node: number, tile: number, path: readonly number[]): string => `${node}|${tile}|${path.join('.')}`;

/** Where the positions of checked tiles may go: every node a match accepted by the check covers, at its path. */
export function checkedPlaces(g: Grammar, dag: BlockDag): Set<string> {
  const out = new Set<string>();
  g.tiles.forEach((tile, t) => {
    if (tile.check === undefined || tile.pattern.k !== 'op') return;
    const paths = opPaths(tile.pattern);
    for (const n of dag.nodes) {
      if (n.op !== tile.pattern.op) continue;
      for (const m of tileMatches(tile, dag, n.id)) m.covered.forEach((c, j) => out.add(placeKey(c, t, paths[j]!)));
    }
  });
  return out;
}

/** A tile position a node of some operation may take: an operation node of a pattern, or an immediate pattern (at `const`). */
interface Position {
  readonly tile: number;
  readonly path: readonly number[];
  readonly at: Pattern;
}

const POSITIONS = new WeakMap<Grammar, Map<DagOp, Position[]>>();

/** The grammar's positions by the operation they sit on, in the fixed order (the roles' order). */
function positionsByOp(g: Grammar): Map<DagOp, Position[]> {
  let byOp = POSITIONS.get(g);
  if (byOp !== undefined) return byOp;
  byOp = new Map();
  const put = (op: DagOp, pos: Position) => {
    if (!byOp!.has(op)) byOp!.set(op, []);
    byOp!.get(op)!.push(pos);
  };
  g.tiles.forEach((tile, t) => {
    const p = tile.pattern;
    if (p.k === 'imm') put('const', { tile: t, path: [], at: p });
    for (const path of opPaths(p)) {
      const at = patternAt(p, path) as OpPattern;
      put(at.op, { tile: t, path, at });
    }
  });
  POSITIONS.set(g, byOp);
  return byOp;
}

/** The roles of node n (see the header), in the fixed order. */
export function rolesAt(g: Grammar, n: DagNode, places: ReadonlySet<string>): Role[] {
  const out: Role[] = foldable(n) ? [{ kind: 'folded' }] : [];
  for (const { tile: t, path, at } of positionsByOp(g).get(n.op) ?? []) {
    const tile = g.tiles[t]!;
    if (at.k === 'imm') {
      const ok = tile.check === undefined && !n.root && n.value! >= at.min && n.value! <= at.max;
      if (ok) out.push({ kind: 'tile', tile: t, path: [], swapped: false });
      continue;
    }
    if (at.k !== 'op' || !fits(at, n) || (path.length > 0 && (n.root || n.kids.length === 0))) continue;
    if (tile.check !== undefined && !places.has(placeKey(n.id, t, path))) continue;
    out.push({ kind: 'tile', tile: t, path, swapped: false });
    if (swappable(at)) out.push({ kind: 'tile', tile: t, path, swapped: true });
  }
  return out;
}

/** What role r wants at DAG operand i of its node (see the header). */
export function wantOf(g: Grammar, r: Covering, i: number): Want {
  if (r.kind === 'proxy') {
    const want = r.wants[i];
    if (want === undefined) throw new Error(`selection oracle: instance ${r.instance} names no want at operand ${i}`);
    return want;
  }
  const at = patternAt(g.tiles[r.tile]!.pattern, r.path) as OpPattern;
  const k = r.swapped && i < 2 ? 1 - i : i;
  const kid = k < at.kids.length ? at.kids[k]! : ({ k: 'nt', nt: at.rest! } as const);
  switch (kid.k) {
    case 'nt':
      return { k: 'nt', nt: kid.nt };
    case 'imm':
      return { k: 'imm', min: kid.min, max: kid.max };
    case 'op':
      return { k: 'inner', tile: r.tile, path: [...r.path, k] };
    default:
      return unknownPattern(kid);
  }
}

/** What role r gives its users. */
export function productOf(g: Grammar, r: Role): Product {
  if (r.kind === 'folded') return { k: 'none' };
  if (r.kind === 'proxy') return r.product;
  return r.path.length === 0 ? { k: 'nt', nt: g.tiles[r.tile]!.nt } : { k: 'inner', tile: r.tile, path: r.path };
}

/** What an inner position is to a user: its sub-pattern written out, or the position itself in a tile with a check. */
export function positionKey(g: Grammar, tile: number, path: readonly number[]): string {
  const t = g.tiles[tile]!;
  return t.check === undefined ? patternText(patternAt(t.pattern, path)) : `t${tile}@${path.join('.')}`;
}

function patternText(p: Pattern): string {
  switch (p.k) {
    case 'nt':
      return p.nt;
    case 'imm':
      return `#${p.min}..${p.max}`;
    case 'op':
      return `${p.op}/${p.bits ?? '-'}/${p.from ?? '-'}[${p.kids.map(patternText).join(' ')}${p.rest === undefined ? '' : ` ${p.rest}*`}]`;
    default:
      return unknownPattern(p);
  }
}

function unknownPattern(p: never): never {
  throw new Error(`selection oracle: unknown pattern ${JSON.stringify(p)}`);
}
