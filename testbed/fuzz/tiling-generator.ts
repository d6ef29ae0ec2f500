// Random instances of the DAG tiling problem (the NOLTIS paper §3's definition: a block's expression
// DAG and a tile set), for the selectors' properties and the optimality report.
//
// Contract: every function is deterministic in the CaseRng it is given (isa-models/rng.ts); nothing
// else is random.
// - `randomTileSet(rng, opts)`: a Grammar over a few abstract operations (real DagOp names) whose tiles
//   are random tree patterns of depth 1-3 with random integer costs (`cost(size, latency)`), always
//   including one single-node `reg` tile per operation and `reg <- vreg|const|frame` leaf tiles,
//   so every DAG over those operations is tileable; `stmt` tiles for `ret` and `store`; optionally
//   an `addr` nonterminal (chain `addr <- reg`) and a `cc` one (chain `reg <- cc`): the chain graph
//   is acyclic. Tiles are never emitted: `emit` throws.
// - `randomDag(rng, opts)`: a BlockDag over those operations, nodes numbered in evaluation order,
//   with shared nodes by construction (an operand drawn among values that already have a user),
//   vreg/const leaves, 1-3 statement roots (stores, a final ret), live-out (`export`) values, and
//   `users`, `root`, `shared` marked by engine/isel/dag.ts markRoots itself. With `tree: true` no
//   node has two users, leaves included: a forest.
// - `randomIsaDag(rng, isa, opts)`: the same construction over the operations the four ISA grammars
//   derive at 32 bits (addresses at the pointer width), kept only when the ISA's grammar derives
//   every root (labels.ts labelDag); the rejected draws are counted, never hidden.
// - `randomOpSet(rng)`: 2-4 of the abstract operations (few operations: the multi-node tiles of a
//   random tile set match often, so the selectors differ); `showInstance` prints an instance.
//
// Why random DAGs rather than blocks of generated programs for the ISA grammars: shared nodes are
// what the selectors differ on, and real blocks have them rarely (~10% of corpus blocks); a random
// DAG has them in almost every instance and its size is chosen (the exhaustive oracle wants <= ~14
// nodes). Real blocks are measured anyway: the optimality report covers every corpus block.

import { isSideEffect, markRoots, type BlockDag, type DagNode, type DagOp } from '../../engine/isel/dag.js';
import { imm, nt, rootNt, type Grammar, type Nt, type Pattern, type Tile } from '../../engine/isel/grammar.js';
import { labelDag } from '../../engine/isel/labels.js';
import { grammarOf } from '../../engine/isel/index.js';
import type { Isa } from '../../isa-models/types.js';
import type { CaseRng } from '../../isa-models/rng.js';
import { assertNever, type ICmpPred } from '../../engine/ir/types.js';

/** The abstract operations of random tile sets (real DagOp names; `zext` is the unary one). */
const ABSTRACT_OPS: readonly DagOp[] = ['add', 'sub', 'mul', 'and', 'xor', 'shl', 'zext'];

const arity = (o: DagOp): number => (o === 'zext' || o === 'load' ? 1 : 2);

const noEmit = (): never => {
  throw new Error('abstract tile: never emitted');
};

/** A Grammar from tiles alone (the entry and jump hooks of code generation throw). */
export function abstractGrammar(isa: string, tiles: readonly Tile[]): Grammar {
  return { isa, tiles, entryArgs: noEmit, jump: noEmit };
}

export function tile(name: string, ntOut: Nt, pattern: Pattern, size: number, latency: number): Tile {
  return { name, nt: ntOut, pattern, size, latency, emit: noEmit };
}

export const opP = (o: DagOp, ...kids: Pattern[]): Pattern => ({ k: 'op', op: o, kids });

/** 2-4 of ABSTRACT_OPS (few operations: multi-node tiles match often), with 'load' when asked. */
export function randomOpSet(rng: CaseRng, loads = false): DagOp[] {
  const pool = [...ABSTRACT_OPS];
  const ops: DagOp[] = [];
  for (let k = rng.int(2, 4); k > 0; k--) ops.push(...pool.splice(rng.int(0, pool.length - 1), 1));
  return loads ? [...ops, 'load'] : ops;
}

export interface TileSetOptions {
  /** Operations with a single-node tile (default ABSTRACT_OPS); add 'load' for memory reads. */
  readonly ops?: readonly DagOp[];
  /** Random multi-node tiles beyond the single-node ones (default 6-14). */
  readonly extraTiles?: readonly [number, number];
  /** An `addr` nonterminal: `addr <- reg`, `addr <- add(reg, imm)`, stores and loads through it. */
  readonly addr?: boolean;
  /** A `cc` nonterminal: compare-like tiles and `reg <- cc` (flags read per requesting tile). */
  readonly cc?: boolean;
}

const IMM_RANGES: readonly (readonly [bigint, bigint])[] = [
  [0n, 7n],
  [-8n, 7n],
  [0n, 255n],
  [1n, 1n],
  [0n, 0n],
];

/** A random tile set (see the contract). */
export function randomTileSet(rng: CaseRng, opts: TileSetOptions = {}): Grammar {
  const ops = opts.ops ?? ABSTRACT_OPS;
  const c = () => [rng.int(1, 6), rng.int(0, 3)] as const;
  const tiles: Tile[] = [];
  tiles.push(tile('vreg', 'reg', opP('vreg'), rng.int(0, 1), rng.int(0, 1)));
  tiles.push(tile('const', 'reg', opP('const'), rng.int(1, 3), 1));
  tiles.push(tile('frame', 'reg', opP('frame'), rng.int(1, 3), 1));
  const addrLeaf: Pattern = opts.addr === true ? nt('addr') : nt('reg');
  for (const o of ops) {
    const kids = o === 'load' ? [addrLeaf] : Array.from({ length: arity(o) }, () => nt('reg'));
    tiles.push(tile(`${o} base`, 'reg', opP(o, ...kids), ...c()));
  }
  tiles.push(tile('ret', 'stmt', opP('ret', nt('reg')), rng.int(1, 2), 1));
  tiles.push(tile('store', 'stmt', opP('store', nt('reg'), addrLeaf), ...c()));
  if (opts.addr === true) {
    tiles.push(tile('addr <- reg', 'addr', nt('reg'), rng.int(0, 1), 0));
    tiles.push(tile('addr <- add(reg, imm)', 'addr', opP('add', nt('reg'), imm(-128n, 127n)), rng.int(0, 2), 0));
  }
  if (opts.cc === true) {
    tiles.push(tile('cc <- sub(reg, reg)', 'cc', opP('sub', nt('reg'), nt('reg')), ...c()));
    tiles.push(tile('cc <- and(reg, reg)', 'cc', opP('and', nt('reg'), nt('reg')), ...c()));
    tiles.push(tile('reg <- cc', 'reg', nt('cc'), rng.int(1, 4), 1));
  }
  const [lo, hi] = opts.extraTiles ?? [6, 14];
  const extra = rng.int(lo, hi);
  for (let i = 0; i < extra; i++) tiles.push(randomTile(rng, ops, opts, i));
  return abstractGrammar('random', tiles);
}

/** One random multi-node tile: mostly `reg`, sometimes `addr`/`cc`/`stmt` when those exist. */
function randomTile(rng: CaseRng, ops: readonly DagOp[], opts: TileSetOptions, i: number): Tile {
  const kinds: Nt[] = ['reg', 'reg', 'reg', 'stmt'];
  if (opts.addr === true) kinds.push('addr');
  if (opts.cc === true) kinds.push('cc');
  const out = rng.pick(kinds);
  const depth = rng.int(1, 3);
  let pattern: Pattern;
  if (out === 'stmt') {
    pattern = rng.bool()
      ? opP('ret', randomPattern(rng, ops, opts, depth, true))
      : opP('store', randomPattern(rng, ops, opts, depth, true), rng.bool() ? nt('reg') : randomPattern(rng, ops, opts, depth, true));
  } else {
    pattern = randomOpPattern(rng, ops, opts, Math.max(2, depth));
  }
  // About what its operations cost as single-node tiles (1-6 each), often less: a big tile that
  // pays off makes overlap at a shared node worth considering, which is where the selectors differ.
  const size = rng.int(1, 3 * opsIn(pattern));
  return tile(`t${i} ${out}`, out, pattern, size, rng.int(0, 3));
}

function opsIn(p: Pattern): number {
  return p.k === 'op' ? 1 + p.kids.reduce((s, k) => s + opsIn(k), 0) : 0;
}

/** An op pattern of depth <= `depth` (>= 2: at least one op node below the root when depth allows). */
function randomOpPattern(rng: CaseRng, ops: readonly DagOp[], opts: TileSetOptions, depth: number): Pattern {
  const o = rng.pick(ops);
  if (o === 'load') return opP('load', opts.addr === true && rng.bool() ? nt('addr') : randomPattern(rng, ops, opts, depth - 1, false));
  const kids = Array.from({ length: arity(o) }, (_, k) => randomPattern(rng, ops, opts, depth - 1, k === 0 && depth >= 2));
  return opP(o, ...kids);
}

/** A kid pattern: an op subpattern (forced when `mustOp` and depth allows) or a leaf. */
function randomPattern(rng: CaseRng, ops: readonly DagOp[], opts: TileSetOptions, depth: number, mustOp: boolean): Pattern {
  if (depth >= 1 && (mustOp || rng.int(0, 2) === 0)) return randomOpPattern(rng, ops, opts, depth);
  const r = rng.int(0, 9);
  if (r < 6) return nt('reg');
  if (r < 8) return imm(...rng.pick(IMM_RANGES));
  if (r === 8 && opts.cc === true) return nt('cc');
  if (r === 9 && opts.addr === true) return nt('addr');
  return nt('reg');
}

// ---------------------------------------------------------------- DAGs

/** What a node's value is, for choosing operands of the right kind. */
type Kind = 'val' | 'ptr' | 'cond';
/** An operand slot: a value kind, a shift amount (a value or a constant 0-31), an address offset (a constant). */
type KidKind = Kind | 'amt' | 'off';

/** One operation the DAG generator may create. */
export interface OpSpec {
  readonly op: DagOp;
  readonly kids: readonly KidKind[];
  readonly kind: Kind;
  readonly extra?: (rng: CaseRng) => Partial<DagNode>;
}

export interface DagOptions {
  /** Total node count range (leaves and statements included). */
  readonly size: readonly [number, number];
  /** The operations (default: ABSTRACT_OPS as OpSpecs, with 'load' when `loads`). */
  readonly ops?: readonly OpSpec[];
  readonly loads?: boolean;
  /** The terminator is a `condbr` of a condition half of the time (else `ret` of a value). */
  readonly condbr?: boolean;
  /** No node has two users, leaves included: a forest (cse-all's optimality property). */
  readonly tree?: boolean;
  /** Chance (0-1) that an operand is drawn among values that already have a user (default 0.3). */
  readonly share?: number;
  readonly ptrBits?: 32 | 64;
  /** Constants of operand leaves (default small values that fit the random imm ranges, and two that do not). */
  readonly consts?: readonly bigint[];
}

export function abstractOps(ops: readonly DagOp[] = ABSTRACT_OPS): OpSpec[] {
  return ops.map(
    (o): OpSpec =>
      o === 'zext'
        ? { op: o, kids: ['val'], kind: 'val', extra: () => ({ from: 8 }) }
        : o === 'load'
          ? { op: o, kids: ['ptr'], kind: 'val', extra: () => ({ from: 32 }) }
          : { op: o, kids: ['val', 'val'], kind: 'val' },
  );
}

const DEFAULT_CONSTS: readonly bigint[] = [0n, 1n, 3n, -5n, 100n, 70000n];
type NewNode = Omit<DagNode, 'id' | 'users' | 'root'>;
const isLeaf = (n: DagNode): boolean => n.op === 'const' || n.op === 'frame' || n.op === 'vreg';

const KID_KINDS: readonly KidKind[] = ['val', 'ptr', 'amt', 'cond', 'off'];

/** Where `id` is, or belongs, in an ascending list (binary search). */
function sortedIndex(ids: readonly number[], id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The generator's working state for one DAG. */
class DagGen {
  readonly nodes: DagNode[] = [];
  /** The kind of each value node (statements have none). */
  private readonly kinds = new Map<number, Kind>();
  private readonly leafOf = new Map<string, number>();
  private lastMemory: number | null = null;

  constructor(
    readonly rng: CaseRng,
    readonly opts: DagOptions,
  ) {}

  get ptrBits(): 32 | 64 {
    return this.opts.ptrBits ?? 32;
  }
  get tree(): boolean {
    return this.opts.tree === true;
  }

  add(n: NewNode, kind?: Kind): number {
    const id = this.nodes.length;
    const node: DagNode = { ...n, id, users: [], root: false };
    for (const k of n.kids) {
      const kid = this.nodes[k]!;
      kid.users.push(id);
      if (kid.users.length === 1) this.firstUse(kid);
    }
    if (MEMORY.has(n.op)) {
      node.chain = this.lastMemory;
      this.lastMemory = id;
    }
    this.nodes.push(node);
    if (kind !== undefined) this.kinds.set(id, kind);
    if (kind !== undefined && !isLeaf(node)) for (const want of KID_KINDS) if (this.fits(kind, want)) this.pool(want).fresh.push(id);
    return id;
  }

  /**
   * Per operand kind, the inner nodes (not leaves, with a kind) that fit it, without a user and with
   * users, each in id order: what operand() once filtered out of every node for each operand (a
   * 10,000-node DAG took minutes), kept up to date as nodes come and gain users.
   */
  private readonly pools = new Map<KidKind, { readonly fresh: number[]; readonly used: number[] }>();

  private pool(want: KidKind): { readonly fresh: number[]; readonly used: number[] } {
    let p = this.pools.get(want);
    if (p === undefined) {
      p = { fresh: [], used: [] };
      this.pools.set(want, p);
    }
    return p;
  }

  /** A pooled node got its first user: from `fresh` to `used`, both staying in id order. */
  private firstUse(n: DagNode): void {
    const kind = this.kinds.get(n.id);
    if (kind === undefined || isLeaf(n)) return;
    for (const want of KID_KINDS) {
      if (!this.fits(kind, want)) continue;
      const p = this.pool(want);
      p.fresh.splice(sortedIndex(p.fresh, n.id), 1);
      p.used.splice(sortedIndex(p.used, n.id), 0, n.id);
    }
  }

  /** Whether a value of kind `have` may fill a slot of kind `want` (at 32 bits values and addresses mix). */
  private fits(have: Kind, want: KidKind): boolean {
    switch (want) {
      case 'val':
        return have === 'val' || (have === 'ptr' && this.ptrBits === 32);
      case 'ptr':
        return have === 'ptr' || (have === 'val' && this.ptrBits === 32);
      case 'amt':
        return have === 'val';
      case 'cond':
        return have === 'cond' || have === 'val';
      case 'off':
        return false;
      default:
        return assertNever(want);
    }
  }

  /** A leaf for the slot; a tree gets a fresh one per use, a DAG reuses an equal one (a shared operand). */
  leaf(want: KidKind): number {
    const r = this.rng;
    const [spec, kind]: [NewNode, Kind] =
      want === 'amt' || want === 'off'
        ? [
            {
              op: 'const',
              kids: [],
              bits: want === 'off' ? this.ptrBits : 32,
              value: BigInt(want === 'off' ? 4 * r.int(0, 8) : r.int(0, 31)),
            },
            'val',
          ]
        : want === 'ptr'
          ? [
              r.bool()
                ? { op: 'frame', kids: [], bits: this.ptrBits, frame: r.int(0, 1) }
                : { op: 'vreg', kids: [], bits: this.ptrBits, vreg: r.int(0, 1) },
              'ptr',
            ]
          : r.int(0, 2) === 0
            ? [{ op: 'const', kids: [], bits: 32, value: r.pick(this.opts.consts ?? DEFAULT_CONSTS) }, 'val']
            : [{ op: 'vreg', kids: [], bits: 32, vreg: 2 + r.int(0, 2) }, 'val'];
    const key = `${spec.op}:${spec.bits}:${String(spec.value ?? spec.frame ?? spec.vreg)}`;
    const known = this.leafOf.get(key);
    if (!this.tree && known !== undefined) return known;
    const id = this.add(spec, kind);
    this.leafOf.set(key, id);
    return id;
  }

  /** An operand: a value without a user (preferred), one with users (sharing; not in a tree), or a leaf. */
  operand(want: KidKind, exclude: ReadonlySet<number>): number {
    const r = this.rng;
    const pool = this.pool(want);
    // Only the last two fresh nodes can be picked: the tail holds them even with `exclude` taken out
    // (it is a tree's few operands of one node, and empty otherwise, so `used` needs no filtering).
    const fresh = pool.fresh.slice(-(exclude.size + 2)).filter((id) => !exclude.has(id));
    const used = pool.used;
    if (!this.tree && used.length > 0 && r.next() / 2 ** 32 < (this.opts.share ?? 0.3)) return r.pick(used);
    if (fresh.length > 0 && r.int(0, 3) !== 0) return fresh[fresh.length - 1 - r.int(0, Math.min(1, fresh.length - 1))]!;
    return this.leaf(want);
  }

  /** Operands for the slots, pairwise distinct in a tree (a kid read twice is two uses of one node). */
  operands(slots: readonly KidKind[]): number[] {
    const taken = new Set<number>();
    return slots.map((k) => {
      const id = this.operand(k, this.tree ? taken : new Set());
      taken.add(id);
      return id;
    });
  }

  operation(spec: OpSpec): number {
    const kids = this.operands(spec.kids);
    return this.add({ op: spec.op, kids, bits: spec.kind === 'ptr' ? this.ptrBits : 32, ...(spec.extra?.(this.rng) ?? {}) }, spec.kind);
  }

  store(): number {
    return this.add({ op: 'store', kids: this.operands(['val', 'ptr']), bits: 32, from: 32 });
  }

  /** The terminator: `ret` of a value, or `condbr` of a condition when the options allow. */
  terminator(): number {
    if (this.opts.condbr === true && this.rng.bool())
      return this.add({ op: 'condbr', kids: this.operands(['cond']), bits: 32, targets: [1, 2] });
    return this.add({ op: 'ret', kids: this.operands(['val']), bits: 32 });
  }
}

/** A random block DAG (see the contract). */
export function randomDag(rng: CaseRng, opts: DagOptions): BlockDag {
  const g = new DagGen(rng, opts);
  const ops = opts.ops ?? abstractOps(opts.loads === true ? [...ABSTRACT_OPS, 'load'] : ABSTRACT_OPS);
  const target = rng.int(opts.size[0], opts.size[1]);
  const stmts = rng.int(1, 3);
  let stores = 0;
  while (g.nodes.length < target - stmts) {
    // Stores among the operations, so that some loads are separated from their users (dag.ts roots them).
    if (stores < stmts - 1 && g.nodes.length > 2 && rng.int(0, 5) === 0) {
      g.store();
      stores++;
      continue;
    }
    g.operation(rng.pick(ops));
  }
  for (; stores < stmts - 1; stores++) g.store();
  g.terminator();
  markLiveOut(g, rng);
  markRoots(g.nodes, new Map());
  return { block: 0, nodes: g.nodes, phiArgs: new Map() };
}

/** Values nobody reads are live out (a real block would not compute them otherwise); in a DAG, now and then one that has users too. */
function markLiveOut(g: DagGen, rng: CaseRng): void {
  let vreg = 100;
  for (const n of g.nodes) {
    if (isLeaf(n) || isSideEffect(n)) continue;
    if (n.users.length === 0 || (!g.tree && rng.int(0, 9) === 0)) n.export = vreg++;
  }
}

const MEMORY: ReadonlySet<DagOp> = new Set(['load', 'store', 'call']);

// ---------------------------------------------------------------- ISA DAGs

const PREDS: readonly ICmpPred[] = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'];
const ISA_CONSTS: readonly bigint[] = [0n, 1n, 2n, 4n, 7n, -1n, 100n, 255n, 4095n, 65535n, 0x12345n, -300n];

/** The operations the ISA grammars derive at 32 bits (addresses at the pointer width). */
export function isaOps(): OpSpec[] {
  const bin = (o: DagOp): OpSpec => ({ op: o, kids: ['val', 'val'], kind: 'val' });
  const shift = (o: DagOp): OpSpec => ({ op: o, kids: ['val', 'amt'], kind: 'val' });
  const ext = (o: DagOp): OpSpec => ({ op: o, kids: ['val'], kind: 'val', extra: (r) => ({ from: r.pick([8, 16]) }) });
  return [
    bin('add'),
    bin('sub'),
    bin('mul'),
    bin('and'),
    bin('or'),
    bin('xor'),
    shift('shl'),
    shift('lshr'),
    shift('ashr'),
    ext('zext'),
    ext('sext'),
    { op: 'icmp', kids: ['val', 'val'], kind: 'cond', extra: (r) => ({ pred: r.pick(PREDS) }) },
    { op: 'select', kids: ['cond', 'val', 'val'], kind: 'val' },
    { op: 'load', kids: ['ptr'], kind: 'val', extra: (r) => ({ from: r.pick([8, 16, 32]) }) },
    // Address arithmetic at the pointer width (x86 folds it into addressing modes, ARM into offsets).
    { op: 'add', kids: ['ptr', 'off'], kind: 'ptr' },
  ];
}

export interface IsaDagResult {
  readonly dag: BlockDag;
  /** Draws the ISA's grammar could not derive before this one (counted, not hidden). */
  readonly rejected: number;
}

/** A random DAG the ISA's grammar derives (see the contract); gives up after 100 rejections. */
export function randomIsaDag(rng: CaseRng, isa: Isa, opts: Omit<DagOptions, 'ops' | 'ptrBits'>): IsaDagResult {
  const g = grammarOf(isa);
  const ptrBits = isa === 'x86-64' ? 64 : 32;
  for (let rejected = 0; rejected < 100; rejected++) {
    const dag = randomDag(rng, { consts: ISA_CONSTS, condbr: true, ...opts, ops: isaOps(), ptrBits });
    if (derivable(g, dag)) return { dag, rejected };
  }
  throw new Error(`${isa}: 100 random DAGs in a row underivable`);
}

/**
 * Generated blocks (no phi arguments) side by side in one DAG, independent of each other: each
 * one's nodes renumbered after the previous ones' (kids, users and memory chain with them), roots
 * and sharing as they were.
 */
export function sideBySide(blocks: readonly BlockDag[]): BlockDag {
  const nodes: DagNode[] = [];
  for (const b of blocks) {
    if (b.phiArgs.size > 0) throw new Error('sideBySide: a block with phi arguments');
    const base = nodes.length;
    for (const n of b.nodes) {
      const copy: DagNode = { ...n, id: n.id + base, kids: n.kids.map((k) => k + base), users: n.users.map((u) => u + base) };
      if (n.chain !== undefined && n.chain !== null) copy.chain = n.chain + base;
      nodes.push(copy);
    }
  }
  return { block: 0, nodes, phiArgs: new Map() };
}

/** Whether the grammar derives every root at the nonterminal it needs (labelDag's finite labels). */
export function derivable(g: Grammar, dag: BlockDag): boolean {
  const { labels } = labelDag(g, dag);
  return dag.nodes.every((n) => !n.root || labels.cost(n.id, rootNt(n)) < Infinity);
}

// ---------------------------------------------------------------- printing

/** A pattern as text: `add(reg, #0..7)`. */
function showPattern(p: Pattern): string {
  switch (p.k) {
    case 'nt':
      return p.nt;
    case 'imm':
      return `#${p.min}..${p.max}`;
    case 'op':
      return `${p.op}${p.bits ?? ''}(${p.kids.map(showPattern).join(', ')}${p.rest === undefined ? '' : `, ${p.rest}...`})`;
    default:
      return assertNever(p, 'pattern');
  }
}

/** An instance as text, one node and one tile a line (what a failing property prints to replay by hand). */
export function showInstance(g: Grammar, dag: BlockDag): string {
  const node = (n: DagNode) => {
    const extra = [
      n.value !== undefined ? `#${n.value}` : '',
      n.vreg !== undefined ? `v${n.vreg}` : '',
      n.frame !== undefined ? `frame${n.frame}` : '',
      n.from !== undefined ? `from${n.from}` : '',
      n.pred ?? '',
      n.export !== undefined ? `export v${n.export}` : '',
      n.root ? (n.shared === true ? 'shared' : 'root') : '',
    ].filter((s) => s !== '');
    return `  n${n.id} = ${n.op}${n.bits} ${n.kids.map((k) => `n${k}`).join(' ')}${extra.length > 0 ? `  [${extra.join(' ')}]` : ''}`;
  };
  const tiles = g.tiles.map((t) => `  ${t.nt} <- ${showPattern(t.pattern)}  cost(${t.size}, ${t.latency})  "${t.name}"`);
  return [
    `dag (${dag.nodes.length} nodes):`,
    ...dag.nodes.map(node),
    `grammar ${g.isa} (${g.tiles.length} tiles):`,
    ...(g.isa === 'random' || g.tiles.length < 40 ? tiles : ['  (the ISA grammar)']),
  ].join('\n');
}
