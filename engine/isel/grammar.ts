// The tile grammar format (tree patterns over DAG operations, as data) and the matcher that returns
// every tile matching at a node (the dynamic programming over its answers: engine/isel/labels.ts).
//
// Contract: a Tile rewrites a pattern rooted at a node into a nonterminal: `reg` (a value in a
// virtual register), `addr` (an addressing mode), `cc` (condition flags set for a predicate) or
// `stmt` (a store, call or terminator done). Pattern leaves are nonterminals (any node derivable to
// them) or immediates (a `const` node in a range). An op pattern matches a DAG node of that op (and
// width, when given) that is the tree's root or an interior node (not a root: roots are computed
// once, elsewhere, and are plain registers to their users). A pattern that is just a nonterminal is
// a chain rule (x86 `addr ← reg`). Costs: `size` in bytes, from the ISA model's size() of the
// tile's instructions (engine/targets/*/tiles.ts computes them), and `latency`, a cycle estimate;
// selectors compare size first, then latency (`cost()`). Each tile carries its emit function
// (engine/isel/emit-api.ts), which builds MInsts with `%k.b` register placeholders.

import type { ComplexPattern } from './complex.js';
import type { BlockDag, DagNode, DagOp } from './dag.js';
import type { EmitCtx, Regs, TileEmit } from './emit-api.js';
import type { MInst } from '../mir/types.js';

export type Nt = 'reg' | 'addr' | 'cc' | 'stmt';
export const NTS: readonly Nt[] = ['reg', 'addr', 'cc', 'stmt'];

export type Pattern =
  | { readonly k: 'nt'; readonly nt: Nt }
  | { readonly k: 'imm'; readonly min: bigint; readonly max: bigint }
  | {
      readonly k: 'op';
      readonly op: DagOp;
      readonly bits?: 32 | 64;
      readonly from?: number;
      readonly kids: readonly Pattern[];
      /** Any number of further kids, each derived to this nonterminal (a call's arguments). */
      readonly rest?: Nt;
    };

export interface Tile {
  readonly name: string;
  readonly nt: Nt;
  readonly pattern: Pattern;
  readonly size: number;
  readonly latency: number;
  /** A condition patterns cannot say (a read-modify-write store's load and store share an address). */
  readonly check?: (m: Match, dag: BlockDag) => boolean;
  /**
   * The check makes leaves one node: the tile is a DAG pattern written as a tree (x86's
   * read-modify-write stores), which PBQP selection offers only as complex instances
   * (engine/isel/checked-tiles.ts).
   */
  readonly sharedLeaves?: true;
  readonly emit: TileEmit;
}

export type Leaf = { readonly node: number; readonly nt: Nt } | { readonly node: number; readonly imm: bigint };

export interface Match {
  readonly tile: Tile;
  readonly node: number;
  /** Leaves in pattern order (left to right, depth first). */
  readonly leaves: readonly Leaf[];
  /** The DAG nodes the pattern's op nodes covered, root first. */
  readonly covered: readonly number[];
}

/**
 * A variadic definition's entry (engine/frontend/varargs.ts's `alloca va` areas): the grammar's
 * entryArgs places the `args` object at the entry-sp offset of the first variadic argument in
 * memory (AAPCS: below the entry sp, where it stores r_n..r3 — codegen/frame.ts reserves them),
 * and on x86-64 stores the argument registers past the named ones into the register save
 * areas `regs` (frame objects, 48 bytes) at 8 × register index.
 */
export interface VaEntry {
  /** Places every `alloca va args` object (`bytes` long) at `offset`; the first one's index, null when there is none. */
  readonly args: (offset: number, bytes: number) => number | null;
  /** The register save areas' frame objects (one per `alloca va regs`; none on 32-bit targets). */
  readonly regs: readonly number[];
}

export interface Grammar {
  readonly isa: string;
  readonly tiles: readonly Tile[];
  /**
   * The function entry under the ABI: pushes the entry pseudo (an `isa` MInst with `insn: null`
   * defining the register parameters' vregs with fixed constraints) and loads of the stack
   * parameters from `incoming(offset, bytes)` frame objects (offset from the entry sp).
   */
  readonly entryArgs: (
    x: EmitCtx,
    params: readonly { vreg: number; bits: number }[],
    incoming: (offset: number, bytes: number) => number,
    va?: VaEntry,
  ) => void;
  /** entryArgs handles `va` (a variadic definition); without it, one is unsupported on this ISA. */
  readonly variadic?: true;
  /** An unconditional jump to MIR block `target` (split edge blocks end with one). */
  readonly jump: (target: number) => MInst;
  /** Complex (DAG) patterns with several results (complex.ts): PBQP selection chooses their instances; the other selectors do not read them. */
  readonly complex?: readonly ComplexPattern[];
}

/** Collects a grammar's tiles and appends its `I` instructions (each ISA's tile builder extends it). */
export class TileBuilder<I> {
  readonly tiles: Tile[] = [];

  tile(
    name: string,
    ntOut: Nt,
    pattern: Pattern,
    size: number,
    latency: number,
    emit: TileEmit,
    check?: Tile['check'],
    sharedLeaves?: true,
  ): void {
    this.tiles.push({
      name,
      nt: ntOut,
      pattern,
      size,
      latency,
      emit,
      ...(check ? { check } : {}),
      ...(sharedLeaves ? { sharedLeaves } : {}),
    });
  }

  /** One ISA instruction with the register operands collected in `r`. */
  push(
    x: EmitCtx,
    r: Regs,
    i: I,
    extra: {
      frame?: number;
      target?: number;
      callee?: string;
      indirectCall?: true;
      clobbers?: readonly string[];
      aboveOutgoing?: true;
    } = {},
  ): void {
    // { kind, insn, regs, clobbers, ...the other fields of extra } without rest/spread copies.
    const inst: Record<string, unknown> = { kind: 'isa', insn: i, regs: r.regs, clobbers: extra.clobbers ?? [] };
    for (const k of Object.keys(extra)) if (k !== 'clobbers') inst[k] = (extra as Record<string, unknown>)[k];
    x.push(inst as unknown as MInst);
  }
}

// ---- helpers to write patterns tersely ----
export const nt = (n: Nt): Pattern => ({ k: 'nt', nt: n });
export const imm = (min: bigint, max: bigint): Pattern => ({ k: 'imm', min, max });
export const op = (o: DagOp, bits: 32 | 64 | undefined, ...kids: Pattern[]): Pattern =>
  bits === undefined ? { k: 'op', op: o, kids } : { k: 'op', op: o, bits, kids };

const COMMUTATIVE: ReadonlySet<DagOp> = new Set(['add', 'mul', 'and', 'or', 'xor']);

export function cost(size: number, latency: number): number {
  return size * 1024 + latency;
}

export function tileCost(t: Tile): number {
  return cost(t.size, t.latency);
}

/**
 * Every way `p` matches at `id`; `top` is true for the tree root (which may be a DAG root). In
 * order: a commutative node's kids as given, then swapped; within an order, the kids' matches
 * combined with the first kid varying slowest. Leaves and covered nodes are collected depth first
 * on two shared stacks, and each complete match is copied out of them.
 */
function matchPattern(p: Pattern, dag: BlockDag, id: number, top: boolean): { leaves: Leaf[]; covered: number[] }[] {
  const out: { leaves: Leaf[]; covered: number[] }[] = [];
  const leaves: Leaf[] = [];
  const covered: number[] = [];
  walkPattern(p, dag, id, top, leaves, covered, () => out.push({ leaves: leaves.slice(), covered: covered.slice() }));
  return out;
}

/** Calls `found` once per match of `p` at `id`, with the match's leaves and covered nodes pushed on the stacks. */
function walkPattern(p: Pattern, dag: BlockDag, id: number, top: boolean, leaves: Leaf[], covered: number[], found: () => void): void {
  const n: DagNode = dag.nodes[id]!;
  switch (p.k) {
    case 'nt':
      leaves.push({ node: id, nt: p.nt });
      found();
      leaves.pop();
      return;
    case 'imm':
      if (immMatches(p, n)) {
        leaves.push({ node: id, imm: n.value! });
        found();
        leaves.pop();
      }
      return;
    case 'op': {
      if (!opMatches(p, n, top)) return;
      covered.push(id);
      walkKids(p, dag, n.kids, 0, leaves, covered, found);
      if (swapsKids(n)) walkKids(p, dag, [n.kids[1]!, n.kids[0]!], 0, leaves, covered, found);
      covered.pop();
      return;
    }
    default:
      return assertNeverPattern(p);
  }
}

/** The kids from `i` on against the op pattern's kid patterns (further kids: its `rest` nonterminal). */
function walkKids(
  p: Pattern & { k: 'op' },
  dag: BlockDag,
  kids: readonly number[],
  i: number,
  leaves: Leaf[],
  covered: number[],
  found: () => void,
): void {
  if (i === kids.length) {
    found();
    return;
  }
  walkPattern(i < p.kids.length ? p.kids[i]! : nt(p.rest!), dag, kids[i]!, false, leaves, covered, () =>
    walkKids(p, dag, kids, i + 1, leaves, covered, found),
  );
}

/** Whether an `imm` pattern matches node `n`: a constant in its range, not fixed in a register (a root). */
export function immMatches(p: Pattern & { k: 'imm' }, n: DagNode): boolean {
  return n.op === 'const' && !n.root && n.value! >= p.min && n.value! <= p.max;
}

/** Whether an `op` pattern's own conditions hold at `n` (its kids are matched separately); `top` as in matchPattern. */
export function opMatches(p: Pattern & { k: 'op' }, n: DagNode, top: boolean): boolean {
  if (n.op !== p.op || (p.bits !== undefined && n.bits !== p.bits) || (p.from !== undefined && n.from !== p.from)) return false;
  if (!top && n.root) return false;
  return p.rest === undefined ? n.kids.length === p.kids.length : n.kids.length >= p.kids.length;
}

/** Whether an operation's first two operands may be taken in either order. */
export function commutes(o: DagOp): boolean {
  return COMMUTATIVE.has(o);
}

/** Whether a pattern's first two kids are also tried against the node's kids swapped. */
export function swapsKids(n: DagNode): boolean {
  return commutes(n.op) && n.kids[0] !== n.kids[1];
}

function assertNeverPattern(p: never): never {
  throw new Error(`unknown pattern ${JSON.stringify(p)}`);
}

/**
 * Whether `p` has at least one match at `id` (walkPattern's conditions, without building the
 * matches): most tiles fail at a node, and enumerating them allocated most of selection's time.
 */
function mayMatch(p: Pattern, dag: BlockDag, id: number, top: boolean): boolean {
  const n: DagNode = dag.nodes[id]!;
  switch (p.k) {
    case 'nt':
      return true;
    case 'imm':
      return immMatches(p, n);
    case 'op': {
      if (!opMatches(p, n, top)) return false;
      if (kidsMayMatch(p.kids, dag, n.kids, 0, 1)) return true;
      return swapsKids(n) && kidsMayMatch(p.kids, dag, n.kids, 1, 0);
    }
    default:
      return assertNeverPattern(p);
  }
}

/** The kid patterns against the node's kids, the first two taken in the order (`a`, `b`); `rest` kids are nonterminals (always derivable here). */
function kidsMayMatch(pats: readonly Pattern[], dag: BlockDag, kids: readonly number[], a: number, b: number): boolean {
  for (let i = 0; i < pats.length; i++) {
    const kid = i === 0 ? kids[a]! : i === 1 ? kids[b]! : kids[i]!;
    if (!mayMatch(pats[i]!, dag, kid, false)) return false;
  }
  return true;
}

/**
 * The tiles that can match at a node of operation `op`, as indices into the grammar's tiles, in
 * grammar order: those whose pattern is rooted at `op`, and the chain rules and immediate patterns
 * (not rooted at an operation). Every other tile fails at such a node, so matchAt's answer is the
 * same as over all tiles.
 */
const tilesByOp = new WeakMap<readonly Tile[], Map<DagOp, readonly number[]>>();
export function tilesFor(g: Grammar, op: DagOp): readonly number[] {
  let index = tilesByOp.get(g.tiles);
  if (index === undefined) tilesByOp.set(g.tiles, (index = new Map()));
  const known = index.get(op);
  if (known !== undefined) return known;
  const bucket: number[] = [];
  g.tiles.forEach((t, i) => {
    if (t.pattern.k !== 'op' || t.pattern.op === op) bucket.push(i);
  });
  index.set(op, bucket);
  return bucket;
}

/** Every tile of the grammar matching at node `id` as the root of a tree. */
export function matchAt(g: Grammar, dag: BlockDag, id: number): Match[] {
  const out: Match[] = [];
  for (const i of tilesFor(g, dag.nodes[id]!.op)) tileMatches(g.tiles[i]!, dag, id, out);
  return out;
}

/** Appends to `out` every match of `tile` at node `id` as the root of a tree, in matchAt's order. */
export function tileMatches(tile: Tile, dag: BlockDag, id: number, out: Match[]): void {
  const p = tile.pattern;
  const n = dag.nodes[id]!;
  if (p.k === 'nt') {
    // A chain rule: one match, the node itself as its leaf (matchPattern's answer).
    pushChecked(tile, chainMatch(tile, p, id), dag, out);
    return;
  }
  if (isFlat(p)) {
    // mayMatch's verdict is whether either order below matches: flatLeaves checks each.
    if (!opMatches(p, n, true)) return;
    const leaves = flatLeaves(p, dag, n.kids, false);
    if (leaves !== undefined) pushChecked(tile, { tile, node: id, leaves, covered: [id] }, dag, out);
    const swapped = swapsKids(n) ? flatLeaves(p, dag, n.kids, true) : undefined;
    if (swapped !== undefined) pushChecked(tile, { tile, node: id, leaves: swapped, covered: [id] }, dag, out);
    return;
  }
  if (!mayMatch(p, dag, id, true)) return;
  for (const m of matchPattern(p, dag, id, true)) pushChecked(tile, { tile, node: id, leaves: m.leaves, covered: m.covered }, dag, out);
}

/** The match of chain rule `tile` (pattern `p`) at `node`. */
export function chainMatch(tile: Tile, p: Pattern & { k: 'nt' }, node: number): Match {
  return { tile, node, leaves: [{ node, nt: p.nt }], covered: [] };
}

/**
 * Whether a pattern is an operation whose kids are all leaves (nonterminals or immediates) and
 * which takes no `rest`: most tiles. Its matches are the node's kids in order, then swapped —
 * what matchPattern finds, built without its walk (asked once per pattern).
 */
const flat = new WeakMap<Pattern, boolean>();
export function isFlat(p: Pattern): p is Pattern & { k: 'op' } {
  let yes = flat.get(p);
  if (yes === undefined) flat.set(p, (yes = p.k === 'op' && p.rest === undefined && p.kids.every((k) => k.k !== 'op')));
  return yes;
}

/** The kid a flat pattern's `i`th leaf reads: the node's kids in order, or its first two swapped. */
export function flatKid(kids: readonly number[], i: number, swapped: boolean): number {
  return swapped && i < 2 ? kids[1 - i]! : kids[i]!;
}

/** The leaves of flat pattern `p` (opMatches holds at the node) over `kids`, if its immediates fit. */
export function flatLeaves(p: Pattern & { k: 'op' }, dag: BlockDag, kids: readonly number[], swapped: boolean): Leaf[] | undefined {
  // The immediates first: most tries at a node fail there, before anything is allocated.
  for (let i = 0; i < kids.length; i++) {
    const kp = p.kids[i]!; // a flat pattern's kids are nt or imm leaves
    if (kp.k === 'imm' && !immMatches(kp, dag.nodes[flatKid(kids, i, swapped)]!)) return undefined;
  }
  const leaves: Leaf[] = new Array(kids.length);
  for (let i = 0; i < kids.length; i++) {
    const kp = p.kids[i]!;
    const kid = flatKid(kids, i, swapped);
    leaves[i] = kp.k === 'nt' ? { node: kid, nt: kp.nt } : { node: kid, imm: dag.nodes[kid]!.value! };
  }
  return leaves;
}

function pushChecked(tile: Tile, match: Match, dag: BlockDag, out: Match[]): void {
  if (tile.check === undefined || tile.check(match, dag)) out.push(match);
}

/** The nonterminal a root must be derived to. */
export function rootNt(n: DagNode): Nt {
  return n.op === 'store' || n.op === 'stackrestore' || n.op === 'br' || n.op === 'condbr' || n.op === 'ret' ? 'stmt' : 'reg';
}

/** A cover: the match chosen for each (node, nonterminal) the emitter will visit, by coverKey. */
export type Cover = Map<number, Match>;
/** A nonterminal's index in NTS (a switch: a keyed load on a record was a measurable share of labelling). */
function ntIndex(nt: Nt): number {
  switch (nt) {
    case 'reg':
      return 0;
    case 'addr':
      return 1;
    case 'cc':
      return 2;
    default:
      return 3;
  }
}
/**
 * The derivation (node, nt) as one number, node * 4 + the nonterminal's index: covers, memos and
 * sets key on it (a `${node}:${nt}` string cost a concatenation and a hash per lookup, and on a
 * 100,000-node DAG the strings and their table were much of the selection's garbage).
 */
export const coverKey = (node: number, nt: Nt): number => node * 4 + ntIndex(nt);
