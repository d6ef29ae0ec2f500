// Patterns as probe DAGs, and the two questions the rule-set checks (engine/isel/rule-set.ts) ask of
// them: is this pattern in the grammar (one tile, with chain rules), and what is the optimal cover
// of it by the grammar's tiles (Buchwald & Zwinkau §4.4: "the method is the same as performing
// instruction selection on program graphs").
//
// Why probes: a tile grammar is more than its patterns — immediates are ranges, and a tile may carry a
// `check` (grammar.ts: ARM's rotated immediates, Thumb's scaled offsets, x86's read-modify-write
// address) that only a concrete DAG can answer. So a pattern is asked about through concrete
// instances: each open choice (an immediate's value, a compare's predicate, a width or extension the
// pattern leaves unstated) is fixed to probe values, the pattern is built as a small BlockDag, and
// grammar.ts's own matcher (tileMatches, checks included) answers. The verdicts hold for the probes:
// every range's end points and their neighbours, every end point of every range in the grammar and
// its neighbours (where another tile's range starts or stops), ±2^k, 2^k-1, 2^k+1 and a few values no
// encoding favours — not a proof over all 2^32 values, and said so wherever a verdict is printed.
//
// Contract:
//   - `probesOf(p, ctx)` — every combination of the pattern's open choices (see above); widths and
//     extensions a pattern leaves open take the values the target presents (presented-ops.ts);
//   - `instantiate(p, probe, ptrBits, share)` — the DAG: an op node per operation (the top one a
//     root, unless it is a leaf operation — const, frame, vreg — which are never roots), a `const`
//     node per immediate leaf, and per nonterminal leaf a register root standing for "a value already
//     derived to that nonterminal" (`leafNt`); with `share`, the leaves of one nonterminal are one node
//     (a read-modify-write store's load and store read the same address: its check wants that);
//   - `singleTile(g, inst, want)` — the cheapest way one tile matches the whole instance (every
//     operation covered by it, every immediate folded by it, its nonterminal leaves at the pattern's
//     leaves) and derives `want`, chain rules allowed at the leaves and above the tile; null if none;
//   - `optimalCover(g, inst, want)` — the optimal cover by any tiles (bottom-up dynamic programming
//     over the instance, as labels.ts does over a block, but leaves derive only what their
//     nonterminal derives by chain rules, where labels.ts takes every leaf for a register): the
//     tiles in emission order (kids first) with the path of the node each is rooted at, and their
//     summed size, latency and cost; null when none derives `want`.

import { assertNever } from '../../common/assert-never.js';
import { ICMP_PREDS, type ICmpPred } from '../ir/types.js';
import type { BlockDag, DagNode, DagOp } from './dag.js';
import { type Grammar, type Match, NTS, type Nt, type Pattern, type Tile, tileCost, tileMatches, tilesFor } from './grammar.js';

/** One open choice of a pattern fixed for a probe, at the path of its node in the pattern. */
export type ProbeEntry =
  | { readonly path: readonly number[]; readonly kind: 'imm'; readonly value: bigint }
  | { readonly path: readonly number[]; readonly kind: 'pred'; readonly pred: ICmpPred }
  | { readonly path: readonly number[]; readonly kind: 'bits'; readonly bits: 32 | 64 }
  | { readonly path: readonly number[]; readonly kind: 'from'; readonly from: number };

export type Probe = readonly ProbeEntry[];

/** What probing needs of the target: the widths and extensions it presents an operation with, and sample values. */
export interface ProbeContext {
  readonly ptrBits: 32 | 64;
  readonly widths: (op: DagOp) => readonly (32 | 64)[];
  readonly froms: (op: DagOp, bits: 32 | 64) => readonly (number | undefined)[];
  readonly values: (min: bigint, max: bigint, bits: 32 | 64) => readonly bigint[];
}

export interface Instance {
  readonly dag: BlockDag;
  readonly root: number;
  /** The pattern leaves: a register root per nonterminal leaf, and what it stands for. */
  readonly leafNt: ReadonlyMap<number, Nt>;
  /** Each node's path in the pattern (the first one, for a shared leaf). */
  readonly paths: readonly (readonly number[])[];
}

export interface Derivation {
  readonly tiles: readonly { readonly tile: Tile; readonly path: readonly number[] }[];
  readonly size: number;
  readonly latency: number;
  readonly cost: number;
}

// ---- probes ----

export function probesOf(p: Pattern, ctx: ProbeContext, path: readonly number[] = [], parentBits?: 32 | 64): Probe[] {
  switch (p.k) {
    case 'nt':
      return [[]];
    case 'imm':
      return ctx.values(p.min, p.max, parentBits ?? ctx.ptrBits).map((value) => [{ path, kind: 'imm', value }]);
    case 'op': {
      const out: Probe[] = [];
      for (const bits of p.bits === undefined ? widthsOf(p.op, ctx) : [p.bits]) {
        const own: Probe[] = [];
        for (const from of p.from === undefined ? ctx.froms(p.op, bits) : [p.from]) {
          const fixed: ProbeEntry[] = [
            ...(p.bits === undefined ? [{ path, kind: 'bits', bits } as const] : []),
            ...(p.from === undefined && from !== undefined ? [{ path, kind: 'from', from } as const] : []),
          ];
          for (const pred of p.op === 'icmp' ? ICMP_PREDS : [null]) {
            const withPred = pred === null ? fixed : [...fixed, { path, kind: 'pred', pred } as const];
            if (p.op !== 'const') own.push(withPred);
            else
              for (const value of ctx.values(-(1n << BigInt(bits - 1)), (1n << BigInt(bits - 1)) - 1n, bits))
                own.push([...withPred, { path, kind: 'imm', value }]);
          }
        }
        const kids = p.kids.map((k, i) => probesOf(k, ctx, [...path, i], bits));
        for (const o of own) out.push(...product(kids).map((ks) => [...o, ...ks]));
      }
      return out;
    }
    default:
      return assertNever(p, 'pattern');
  }
}

function widthsOf(op: DagOp, ctx: ProbeContext): readonly (32 | 64)[] {
  const ws = ctx.widths(op);
  return ws.length > 0 ? ws : [ctx.ptrBits];
}

/** Every way to pick one probe per kid, concatenated (the first kid varying slowest). */
function product(kids: readonly Probe[][]): Probe[] {
  let acc: Probe[] = [[]];
  for (const choices of kids) acc = acc.flatMap((a) => choices.map((c) => [...a, ...c]));
  return acc;
}

/** The probe entries under `prefix`, re-rooted there (a spanning pattern's own probe). */
export function probeBelow(probe: Probe, prefix: readonly number[]): Probe {
  return probe.filter((e) => startsWith(e.path, prefix)).map((e) => ({ ...e, path: e.path.slice(prefix.length) }));
}

/** The probe entries outside the subtree at `cut` (a cut pattern's own probe). */
export function probeOutside(probe: Probe, cut: readonly number[]): Probe {
  return probe.filter((e) => !startsWith(e.path, cut));
}

const startsWith = (path: readonly number[], prefix: readonly number[]): boolean => prefix.every((x, i) => path[i] === x);

/** A probe as text: `#4095`, `slt`, `/8`, `.64`, in pattern order (empty: nothing open). */
export function describeProbe(probe: Probe): string {
  return probe
    .map((e) => {
      switch (e.kind) {
        case 'imm':
          return `#${e.value}`;
        case 'pred':
          return e.pred;
        case 'bits':
          return `.${e.bits}`;
        case 'from':
          return `/${e.from}`;
        default:
          return assertNever(e, 'probe entry');
      }
    })
    .join(' ');
}

/**
 * The values probed in [min, max] at `bits` (see the header), ascending: `ends` are the end
 * points of every range in the grammar. Values are kept within the width's signed range, as the
 * DAG builder's constants are (dag.ts: sign-extended from their width).
 */
export function probeValues(min: bigint, max: bigint, bits: 32 | 64, ends: readonly bigint[]): bigint[] {
  const lo = -(1n << BigInt(bits - 1));
  const hi = (1n << BigInt(bits - 1)) - 1n;
  const c = new Set<bigint>([min, max, min + 1n, max - 1n, (min + max) / 2n, 1000n, 0x1234n, 0x101n, 0xff00ffn, 0x12345678n, -0x12345678n]);
  for (let v = -4n; v <= 8n; v++) c.add(v);
  for (const e of ends) for (const d of [-1n, 0n, 1n]) c.add(e + d);
  for (let k = 1n; k < BigInt(bits); k++) for (const v of [1n << k, (1n << k) - 1n, (1n << k) + 1n, -(1n << k)]) c.add(v);
  return [...c].filter((v) => v >= min && v <= max && v >= lo && v <= hi).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every end point of every immediate range in the grammar's patterns, once each. */
export function rangeEnds(g: Grammar): bigint[] {
  const out = new Set<bigint>();
  const walk = (p: Pattern): void => {
    if (p.k === 'imm') out.add(p.min).add(p.max);
    else if (p.k === 'op') p.kids.forEach(walk);
  };
  for (const t of g.tiles) walk(t.pattern);
  return [...out];
}

// ---- instances ----

export function instantiate(p: Pattern, probe: Probe, ptrBits: 32 | 64, share: boolean): Instance {
  const at = new Map(probe.map((e) => [`${e.path.join('.')}:${e.kind}`, e]));
  const get = <K extends ProbeEntry['kind']>(path: readonly number[], kind: K) =>
    at.get(`${path.join('.')}:${kind}`) as Extract<ProbeEntry, { kind: K }> | undefined;
  const nodes: DagNode[] = [];
  const paths: (readonly number[])[] = [];
  const leafNt = new Map<number, Nt>();
  const sharedLeaf = new Map<Nt, number>();
  const add = (n: Omit<DagNode, 'id' | 'users'>, path: readonly number[]): number => {
    const id = nodes.length;
    nodes.push({ ...n, id, users: [] });
    paths.push(path);
    return id;
  };
  const build = (q: Pattern, path: readonly number[], bits: 32 | 64, top: boolean): number => {
    switch (q.k) {
      case 'nt': {
        const known = share ? sharedLeaf.get(q.nt) : undefined;
        if (known !== undefined) return known;
        const id = add({ op: 'vreg', kids: [], bits, vreg: leafNt.size, root: true }, path);
        leafNt.set(id, q.nt);
        sharedLeaf.set(q.nt, id);
        return id;
      }
      case 'imm':
        return add({ op: 'const', kids: [], bits, value: get(path, 'imm')!.value, root: false }, path);
      case 'op': {
        const w = q.bits ?? get(path, 'bits')?.bits ?? ptrBits;
        const kids = q.kids.map((k, i) => build(k, [...path, i], w, false));
        const from = q.from ?? get(path, 'from')?.from;
        const pred = get(path, 'pred')?.pred;
        const value = get(path, 'imm')?.value;
        return add(
          {
            op: q.op,
            kids,
            bits: w,
            ...(from === undefined ? {} : { from }),
            ...(pred === undefined ? {} : { pred }),
            ...(value === undefined ? {} : { value }),
            ...(q.op === 'frame' ? { frame: 0 } : {}),
            ...(q.op === 'call' ? { callee: 'probe', callType: null } : {}),
            root: top && !LEAF_OPS.has(q.op),
          },
          path,
        );
      }
      default:
        return assertNever(q, 'pattern');
    }
  };
  const root = build(p, [], p.k === 'op' && p.bits !== undefined ? p.bits : ptrBits, true);
  for (const n of nodes) for (const k of n.kids) nodes[k]!.users.push(n.id);
  return { dag: { block: 0, nodes, phiArgs: new Map() }, root, leafNt, paths };
}

/** Operations that are leaves of a DAG and never roots (dag.ts markRoots). */
const LEAF_OPS: ReadonlySet<DagOp> = new Set(['const', 'frame', 'vreg']);

/** The pattern's operation nodes (those an instance builds as op nodes), counted. */
export function opCount(p: Pattern): number {
  return p.k === 'op' ? 1 + p.kids.reduce((s, k) => s + opCount(k), 0) : 0;
}

// ---- the two questions ----

const CLOSURES = new WeakMap<readonly Tile[], ReadonlyMap<string, number>>();

/** The cheapest chain derivation from one grammar nonterminal to another (0 to itself, Infinity when none). */
function chainCost(g: Grammar, from: Nt, to: Nt): number {
  let d = CLOSURES.get(g.tiles);
  if (d === undefined) {
    const m = new Map<string, number>(NTS.map((n) => [`${n}>${n}`, 0]));
    const at = (a: Nt, b: Nt): number => m.get(`${a}>${b}`) ?? Infinity;
    for (const t of g.tiles) if (t.pattern.k === 'nt') m.set(`${t.pattern.nt}>${t.nt}`, Math.min(at(t.pattern.nt, t.nt), tileCost(t)));
    for (const k of NTS)
      for (const a of NTS) for (const b of NTS) if (at(a, k) + at(k, b) < at(a, b)) m.set(`${a}>${b}`, at(a, k) + at(k, b));
    CLOSURES.set(g.tiles, (d = m));
  }
  return d.get(`${from}>${to}`) ?? Infinity;
}

export function singleTile(g: Grammar, inst: Instance, want: Nt): { readonly tile: Tile; readonly cost: number } | null {
  const { dag, root } = inst;
  let best: { tile: Tile; cost: number } | null = null;
  for (const i of tilesFor(g, dag.nodes[root]!.op)) {
    const tile = g.tiles[i]!;
    if (tile.pattern.k === 'nt') continue;
    const ms: Match[] = [];
    tileMatches(tile, dag, root, ms);
    for (const m of ms) {
      const c = wholeMatchCost(g, inst, m);
      const total = c + tileCost(tile) + chainCost(g, tile.nt, want);
      if (total < Infinity && (best === null || total < best.cost)) best = { tile, cost: total };
    }
  }
  return best;
}

/** Whether `tile` matches the whole instance by itself (its own pattern's instance: does its check pass here?). */
export function tileCoversWhole(g: Grammar, tile: Tile, inst: Instance): boolean {
  const ms: Match[] = [];
  tileMatches(tile, inst.dag, inst.root, ms);
  return ms.some((m) => wholeMatchCost(g, inst, m) < Infinity);
}

/** The chain costs at the leaves of a match covering the whole instance by itself (Infinity when it does not). */
function wholeMatchCost(g: Grammar, inst: Instance, m: Match): number {
  const covered = new Set(m.covered);
  const folded = new Set<number>();
  let c = 0;
  for (const l of m.leaves) {
    if ('imm' in l) folded.add(l.node);
    else {
      const nt = inst.leafNt.get(l.node);
      if (nt === undefined) return Infinity;
      c += chainCost(g, nt, l.nt);
    }
  }
  for (const n of inst.dag.nodes) if (!inst.leafNt.has(n.id) && !covered.has(n.id) && !folded.has(n.id)) return Infinity;
  return c;
}

type Choice =
  | { readonly via: 'leaf' }
  | { readonly via: 'match'; readonly m: Match }
  | { readonly via: 'chain'; readonly tile: Tile; readonly from: Nt };

export function optimalCover(g: Grammar, inst: Instance, want: Nt): Derivation | null {
  const { dag, leafNt } = inst;
  const cost = new Map<string, number>();
  const choice = new Map<string, Choice>();
  const key = (node: number, nt: Nt): string => `${node}:${nt}`;
  const costOf = (node: number, nt: Nt): number => cost.get(key(node, nt)) ?? Infinity;
  const offer = (node: number, nt: Nt, c: number, ch: Choice): boolean => {
    if (!(c < costOf(node, nt))) return false;
    cost.set(key(node, nt), c);
    choice.set(key(node, nt), ch);
    return true;
  };
  const chains = g.tiles.filter((t) => t.pattern.k === 'nt');
  for (const n of dag.nodes) {
    const leaf = leafNt.get(n.id);
    if (leaf !== undefined) offer(n.id, leaf, 0, { via: 'leaf' });
    else
      for (const i of tilesFor(g, n.op)) {
        const tile = g.tiles[i]!;
        if (tile.pattern.k === 'nt') continue;
        const ms: Match[] = [];
        tileMatches(tile, dag, n.id, ms);
        for (const m of ms) {
          let c = tileCost(tile);
          for (const l of m.leaves) if (!('imm' in l)) c += costOf(l.node, l.nt);
          offer(n.id, tile.nt, c, { via: 'match', m });
        }
      }
    for (let changed = true; changed; ) {
      changed = false;
      for (const t of chains) {
        const from = (t.pattern as { nt: Nt }).nt;
        if (offer(n.id, t.nt, costOf(n.id, from) + tileCost(t), { via: 'chain', tile: t, from })) changed = true;
      }
    }
  }
  if (costOf(inst.root, want) === Infinity) return null;
  const tiles: { tile: Tile; path: readonly number[] }[] = [];
  const collect = (node: number, nt: Nt): void => {
    const ch = choice.get(key(node, nt))!;
    if (ch.via === 'leaf') return;
    if (ch.via === 'chain') {
      collect(node, ch.from);
      tiles.push({ tile: ch.tile, path: inst.paths[node]! });
      return;
    }
    for (const l of ch.m.leaves) if (!('imm' in l)) collect(l.node, l.nt);
    tiles.push({ tile: ch.m.tile, path: inst.paths[node]! });
  };
  collect(inst.root, want);
  const size = tiles.reduce((s, t) => s + t.tile.size, 0);
  const latency = tiles.reduce((s, t) => s + t.tile.latency, 0);
  return { tiles, size, latency, cost: costOf(inst.root, want) };
}
