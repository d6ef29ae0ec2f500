// A tile grammar in normal form: base rules and chain rules (Ebner et al., "Generalized instruction
// selection using SSA-graphs", §4; the SSA book ch. 19 §19.1.2), the form PBQP selection reads.
//
// Contract: `normalForm(g)` splits every tile's tree pattern into base rules, one per operation
// node of the pattern, `lhs ← op(kid nonterminals)`: a kid that is a grammar nonterminal stays one;
// a kid that is an operation gets a nonterminal of its own, named after its sub-pattern
// (`add32(reg,reg)`: `innerNt`), so tiles that share a sub-pattern share its inner rule (listed
// once, with the first such tile and path) — Buchwald & Zwinkau's equivalent nodes; a tile with a
// `check` names its own (`tile@0.1`: the rule belongs to that tile alone); a kid that is an
// immediate gets the range's nonterminal (`imm[min,max]`), derived by a base rule on `const` nodes
// whose value is in the range. A tile whose pattern is an immediate is a base rule on `const` with
// that range. A tile whose pattern is a nonterminal is a chain rule. Each root rule keeps its tile,
// and every tile's pattern names the inner nonterminals it wants, so a choice of base rules per
// node can be put back together into the tiles the emitter runs; the tile's cost sits on its root's rule (0 on the others, as Buchwald & Zwinkau §3.3 put a
// pattern's cost into its root). A commutative operation's rule is also listed with its first two
// kids swapped (`swapped`), as the matcher tries both orders (grammar.ts swapsKids).
// `chainCost(from, to)` is the cheapest derivation of `to` from `from` by chain rules (0 for the
// same nonterminal, INF when none: Floyd–Warshall over the transitive closure, Ebner §5.2's
// mincosts); only the grammar's own nonterminals have chain rules, a tile's or a range's
// nonterminal derives only itself.
// Tiles with a `check` (a condition over several nodes, e.g. a read-modify-write store's shared
// address) are still split, and listed in `conditional`: their rules may only be chosen together
// where the check holds, which base rules alone cannot say (Ebner §5's complex patterns).

import { assertNever } from '../../common/assert-never.js';
import { INF } from '../pbqp/graph.js';
import type { DagOp } from './dag.js';
import { commutes, type Grammar, NTS, type Nt, type Pattern, type Tile, tileCost } from './grammar.js';

export interface BaseRule {
  readonly lhs: string;
  readonly op: DagOp;
  readonly bits?: 32 | 64;
  readonly from?: number;
  /** The nonterminal each operand (kid) must be derived to, in operand order. */
  readonly kids: readonly string[];
  /** Any further operands, each derived to this nonterminal (a call's arguments). */
  readonly rest?: Nt;
  /** A rule on `const` nodes whose value lies in this range (an immediate). */
  readonly range?: { readonly min: bigint; readonly max: bigint };
  /** The tile the rule comes from (none: a range's own rule) and the path of its node in the tile's pattern. */
  readonly tile?: Tile;
  readonly path: readonly number[];
  /** The tile's cost on its root's rule, 0 elsewhere. */
  readonly cost: number;
  /** The first two kids taken in the other order (a commutative operation). */
  readonly swapped?: true;
}

export interface ChainRule {
  readonly from: Nt;
  readonly to: Nt;
  readonly tile: Tile;
  readonly cost: number;
}

export interface NormalForm {
  readonly base: readonly BaseRule[];
  readonly chains: readonly ChainRule[];
  /** The cheapest chain derivation from one nonterminal to another (see the header). */
  readonly chainCost: (from: string, to: string) => number;
  /** The tiles whose rules hold only under their `check`. */
  readonly conditional: readonly Tile[];
}

/** The nonterminal of an immediate range (shared by every tile that reads the same range). */
export const rangeNt = (min: bigint, max: bigint): string => `imm[${min},${max}]`;

/**
 * The nonterminal of operation node `p` inside a tile's pattern (at `path`). Named after the
 * sub-pattern itself, so that two tiles whose patterns share it (ARM `ldrb [rn, rm]` and
 * `strb [rn, rm]` both over `add(reg, reg)`) share the inner rule, and a node both fold needs one
 * alternative, not one per tile: Buchwald & Zwinkau count two patterns' nodes as equivalent when
 * their spanning graphs are isomorphic (Definition 9). A tile with a `check` keeps names of its own
 * (`tile@path`): its rules hold only together, where the check passes.
 */
function innerNt(tile: Tile, path: readonly number[], p: Pattern & { k: 'op' }): string {
  return tile.check === undefined ? shapeOf(p) : `${tile.name}@${path.join('.')}`;
}

const PATTERN_NTS = new WeakMap<Tile, readonly string[]>();

/** The nonterminal of each operation node of a tile's pattern, in preorder (a match's `covered` order): the tile's own at the root, innerNt below. */
export function patternNts(tile: Tile): readonly string[] {
  let names = PATTERN_NTS.get(tile);
  if (names !== undefined) return names;
  const out: string[] = [];
  const walk = (p: Pattern, path: readonly number[]): void => {
    if (p.k !== 'op') return;
    out.push(path.length === 0 ? tile.nt : innerNt(tile, path, p));
    p.kids.forEach((k, i) => walk(k, [...path, i]));
  };
  walk(tile.pattern, []);
  PATTERN_NTS.set(tile, (names = out));
  return names;
}

/** A pattern's shape as text: operation, width, extension, kids (nonterminals, ranges, shapes), rest. */
function shapeOf(p: Pattern): string {
  switch (p.k) {
    case 'nt':
      return p.nt;
    case 'imm':
      return rangeNt(p.min, p.max);
    case 'op': {
      const head = `${p.op}${p.bits ?? ''}${p.from === undefined ? '' : `<${p.from}`}`;
      return `${head}(${p.kids.map(shapeOf).join(',')}${p.rest === undefined ? '' : `,${p.rest}...`})`;
    }
    default:
      return assertNever(p);
  }
}

export function normalForm(g: Grammar): NormalForm {
  const base: BaseRule[] = [];
  const chains: ChainRule[] = [];
  const ranges = new Map<string, BaseRule>();
  const rangeRule = (min: bigint, max: bigint): string => {
    const lhs = rangeNt(min, max);
    if (!ranges.has(lhs)) ranges.set(lhs, { lhs, op: 'const', kids: [], range: { min, max }, path: [], cost: 0 });
    return lhs;
  };
  for (const tile of g.tiles) {
    const p = tile.pattern;
    if (p.k === 'nt') chains.push({ from: p.nt, to: tile.nt, tile, cost: tileCost(tile) });
    else if (p.k === 'imm')
      base.push({ lhs: tile.nt, op: 'const', kids: [], range: { min: p.min, max: p.max }, tile, path: [], cost: tileCost(tile) });
    else splitOp(tile, p, [], tile.nt, rangeRule, base);
  }
  base.push(...ranges.values());
  return { base: sharedOnce(base), chains, chainCost: chainClosure(chains), conditional: g.tiles.filter((t) => t.check !== undefined) };
}

/** The base rules with an inner rule several tiles share listed once (the first tile's; the same lhs, operation and kids say the same rule). */
function sharedOnce(base: readonly BaseRule[]): BaseRule[] {
  const seen = new Set<string>();
  return base.filter((r) => {
    if (r.path.length === 0 || r.tile === undefined) return true;
    const key = `${r.lhs}|${r.kids.join(',')}|${r.swapped === true}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The base rules of operation node `p` of a tile (at `path`, deriving `lhs`) and of the operation nodes below it. */
function splitOp(
  tile: Tile,
  p: Pattern & { k: 'op' },
  path: readonly number[],
  lhs: string,
  rangeRule: (min: bigint, max: bigint) => string,
  out: BaseRule[],
): void {
  const kids = p.kids.map((kid, i): string => {
    switch (kid.k) {
      case 'nt':
        return kid.nt;
      case 'imm':
        return rangeRule(kid.min, kid.max);
      case 'op': {
        const at = [...path, i];
        const name = innerNt(tile, at, kid);
        splitOp(tile, kid, at, name, rangeRule, out);
        return name;
      }
      default:
        return assertNever(kid);
    }
  });
  const rule: BaseRule = {
    lhs,
    op: p.op,
    ...(p.bits !== undefined ? { bits: p.bits } : {}),
    ...(p.from !== undefined ? { from: p.from } : {}),
    kids,
    ...(p.rest !== undefined ? { rest: p.rest } : {}),
    tile,
    path,
    cost: path.length === 0 ? tileCost(tile) : 0,
  };
  out.push(rule);
  if (commutes(p.op) && kids.length === 2 && kids[0] !== kids[1]) out.push({ ...rule, kids: [kids[1]!, kids[0]!], swapped: true });
}

/** Floyd–Warshall over the grammar's nonterminals: the cheapest chain derivation between each pair. */
function chainClosure(chains: readonly ChainRule[]): (from: string, to: string) => number {
  const index = new Map<string, number>(NTS.map((n, i) => [n, i]));
  const k = NTS.length;
  const d = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? 0 : INF)));
  for (const c of chains) {
    const [i, j] = [index.get(c.from)!, index.get(c.to)!];
    d[i]![j] = Math.min(d[i]![j]!, c.cost);
  }
  for (let m = 0; m < k; m++)
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++) if (d[i]![m]! < INF && d[m]![j]! < INF) d[i]![j] = Math.min(d[i]![j]!, d[i]![m]! + d[m]![j]!);
  return (from, to) => {
    if (from === to) return 0;
    const [i, j] = [index.get(from), index.get(to)];
    return i === undefined || j === undefined ? INF : d[i]![j]!;
  };
}
