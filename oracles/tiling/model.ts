// The tiling problem of one block DAG, as the exact solvers (exhaustive.ts, milp.ts) see it: the
// derivations that must or may be made, and every way of making each, enumerated by the oracles'
// own matcher (patterns.ts), never by the selectors' code.
//
// The NOLTIS paper's §3 definition (a legal mapping from DAG nodes to tree tiles: every DAG root
// matched; every edge node ◦ of a chosen tile matched by some tile; minimise the sum of tile costs)
// extended to Tessera's grammars:
//   - Nonterminals. A tile derives its top node to `reg`, `addr`, `cc` or `stmt`, and its edge
//     nodes are leaves at a nonterminal, so the unit of the problem is a *demand* (node, nt), and
//     an *alternative* of a demand is a match at that node of a tile deriving that nt.
//   - Chain rules (pattern = a bare nonterminal, e.g. x86 `addr <- reg`) are alternatives whose one
//     leaf is the same node at another nt. The chain-rule graph must be acyclic (buildModel throws
//     otherwise): a cycle would let the 0-1 program support a derivation by itself.
//   - Mandatory roots (`root && !shared`: side effects, exported values, phi arguments, separated
//     loads) are the paper's roots: (R, rootNtOf(R)) is demanded (rules.ts). So are (n, reg) for each non-root
//     exported node and each phi-argument node that is not a mandatory root (constants, frame
//     addresses, live-in vregs leaving the block). Shared nodes are NOT roots here: the model is
//     the DAG `open` = rules.ts unfixedDag(dag), on which a solution may overlap tiles at a
//     shared node or "fix" it by deriving (s, reg) once and letting its users read that leaf.
//   - A leaf on a mandatory root R at `reg` needs nothing (R is computed at its own place, into a
//     register). At another nt it is the demand "(R, nt) from a user", whose only alternatives are
//     the chain rules from `reg` (engine/isel/cover.ts chainFromReg: x86 `addr <- reg`; no grammar
//     has one to `cc`, so a user cannot read a root's flags — the selectors' dynamic programming
//     prices that Infinity too). R's own (R, cc), if its setcc derives one, is another demand; a
//     cover has one entry per (node, nt), so buildModel throws if both could be derived.
//   - Memory operations (load, store, call, the ARM indexed accesses) must not be covered by two
//     tile instances (the paper's §6: memory operations are never overlapped); `memory` lists the
//     ones an alternative covers. Loads under shared nodes are roots (dag.ts), so DAGs built by
//     dag.ts never need it, but a cc derivation asked for twice could break it on other DAGs, and
//     the solvers enforce it.
//   - Every other leaf (n, nt) is one demand, derived once and shared by every alternative that
//     asks for it (the paper's "each node matched once"), EXCEPT a `cc` demand: flags do not survive
//     from one tile to the next, so a cc derivation is executed, and paid, once per requesting leaf.
// The cost of a tiling = sum of the tile costs of the derivations reached from the mandatory
// demands, each (node, nt) once, a cc derivation once per requesting leaf of a reached derivation.
//
// Contract: `buildModel(g, dag)` requires a block DAG as built (engine/isel/dag.ts; ARM blocks after
// its DAG combine). Produces the demands closed under the leaves of every alternative, in a
// topological order (every requester before the demands it asks for: node descending, then the
// chain-rule order of nonterminals), alternatives with their cost and the demands they need (one
// entry per leaf, repeats kept: a cc leaf asked twice is paid twice). A demand with no alternative
// is kept (it makes the alternatives needing it infeasible); `feasible` marks the ones that can
// be derived at all. Throws if a root's own derivation and a user's request would need the same
// cover key (a Tiling's cover has one entry per (node, nt); no Tessera grammar does this).

import type { BlockDag, DagOp } from '../../engine/isel/dag.js';
import type { Grammar, Leaf, Match, Nt } from '../../engine/isel/grammar.js';
import { isChainFromReg, isChainRule, matchesDeriving } from './patterns.js';
import { derivationKey, rootNtOf, tileCostOf, unfixedDag } from './rules.js';

export interface Alternative {
  /** The match deriving its demand's node to its nt (what a Tiling's cover holds). */
  readonly match: Match;
  readonly cost: number;
  /** Demand ids of the leaves that need a derivation, in leaf order (repeats kept). */
  readonly needs: readonly number[];
  /** The memory operations among `covered` (each may be covered by one tile instance only). */
  readonly memory: readonly number[];
}

export interface Demand {
  readonly id: number;
  readonly node: number;
  readonly nt: Nt;
  /** A mandatory root asked for at nt != reg by a user: only chain rules from reg apply. */
  readonly fromUser: boolean;
  /** Demanded by the block itself (a mandatory root, a non-root export or phi argument). */
  readonly mandatory: boolean;
  /** A cc derivation: paid once per requesting leaf. */
  readonly cc: boolean;
  /** Indices into TilingModel.alternatives, in grammar order. */
  readonly alts: readonly number[];
  /** Some alternative can be completed (every demand it needs is feasible). */
  readonly feasible: boolean;
}

export interface TilingModel {
  readonly grammar: Grammar;
  /** The DAG as built. */
  readonly dag: BlockDag;
  /** unfixedDag(dag) (rules.ts): only the mandatory roots are roots. */
  readonly open: BlockDag;
  /** Topological order: every demand after all demands whose alternatives need it. */
  readonly demands: readonly Demand[];
  readonly alternatives: readonly Alternative[];
  /** Ids of the mandatory demands. */
  readonly mandatory: readonly number[];
}

/** The nonterminals in chain-rule order (a chain rule's nt before its leaf's); throws on a cycle. */
export function chainOrder(g: Grammar): Nt[] {
  const edges = g.tiles.filter(isChainRule).map((t) => [t.nt, t.pattern.nt] as const);
  const nts: Nt[] = ['stmt', 'reg', 'addr', 'cc'];
  const order: Nt[] = [];
  const state = new Map<Nt, 'open' | 'done'>();
  const visit = (n: Nt): void => {
    if (state.get(n) === 'done') return;
    if (state.get(n) === 'open') throw new Error(`${g.isa}: the chain rules have a cycle through ${n}`);
    state.set(n, 'open');
    for (const [from, to] of edges) if (to === n) visit(from);
    state.set(n, 'done');
    order.push(n);
  };
  for (const n of nts) visit(n);
  return order;
}

/** Operations that touch memory: executed once, so never covered by two tile instances. */
export const MEMORY_OPS: ReadonlySet<DagOp> = new Set([
  'load',
  'store',
  'call',
  'load-pre',
  'load-post',
  'sload-pre',
  'sload-post',
  'store-pre',
  'store-post',
]);

interface Draft {
  node: number;
  nt: Nt;
  fromUser: boolean;
  mandatory: boolean;
  alts: number[];
}

class ModelBuilder {
  readonly drafts: Draft[] = [];
  readonly alternatives: Alternative[] = [];
  private readonly index = new Map<string, number>();
  private readonly queue: number[] = [];

  constructor(
    readonly g: Grammar,
    readonly open: BlockDag,
  ) {}

  /** The id of demand (node, nt), created (and queued for its alternatives) on first sight. */
  demand(node: number, nt: Nt, fromUser: boolean): number {
    const key = `${node}:${nt}:${fromUser ? 'u' : 'o'}`;
    const known = this.index.get(key);
    if (known !== undefined) return known;
    const id = this.drafts.length;
    this.drafts.push({ node, nt, fromUser, mandatory: false, alts: [] });
    this.index.set(key, id);
    this.queue.push(id);
    return id;
  }

  /** The demand a leaf of a derivation at `from` asks for, or null when it needs none. */
  leafDemand(from: Draft, leaf: Leaf): number | null {
    if ('imm' in leaf) return null;
    const n = this.open.nodes[leaf.node]!;
    // A chain rule's leaf on a root asked for by a user is that root's register.
    const fromUser = leaf.node === from.node ? from.fromUser : n.root;
    if (fromUser && leaf.nt === 'reg') return null;
    return this.demand(leaf.node, leaf.nt, fromUser);
  }

  /** Fills the alternatives of every queued demand, queueing the demands their leaves need. */
  close(): void {
    for (let q = 0; q < this.queue.length; q++) {
      const d = this.drafts[this.queue[q]!]!;
      const matches = d.fromUser ? this.chainsFromReg(d) : matchesDeriving(this.g, this.open, d.node, d.nt);
      for (const m of matches) {
        const needs: number[] = [];
        for (const l of m.leaves) {
          const need = this.leafDemand(d, l);
          if (need !== null) needs.push(need);
        }
        d.alts.push(this.alternatives.length);
        this.alternatives.push({
          match: m,
          cost: tileCostOf(m.tile),
          needs,
          memory: m.covered.filter((c) => MEMORY_OPS.has(this.open.nodes[c]!.op)),
        });
      }
    }
  }

  private chainsFromReg(d: Draft): Match[] {
    return this.g.tiles
      .filter((t) => t.nt === d.nt && isChainFromReg(t))
      .map((t) => ({ tile: t, node: d.node, leaves: [{ node: d.node, nt: 'reg' as Nt }], covered: [] }));
  }
}

export function buildModel(g: Grammar, dag: BlockDag): TilingModel {
  const rank = new Map(chainOrder(g).map((nt, i) => [nt, i]));
  const open = unfixedDag(dag);
  const b = new ModelBuilder(g, open);
  const mandatory = new Set<number>();
  for (const n of open.nodes) if (n.root) mandatory.add(b.demand(n.id, rootNtOf(n), false));
  for (const n of open.nodes) if (!n.root && n.export !== undefined) mandatory.add(b.demand(n.id, 'reg', false));
  for (const args of dag.phiArgs.values()) {
    for (const a of args) if (!open.nodes[a.node]!.root) mandatory.add(b.demand(a.node, 'reg', false));
  }
  for (const id of mandatory) b.drafts[id]!.mandatory = true;
  b.close();
  oneEntryPerKey(b.drafts, b.alternatives);
  // Topological order: node descending; at one node, a chain rule's nt before its leaf's nt.
  const order = b.drafts
    .map((_, i) => i)
    .sort((x, y) => {
      const a = b.drafts[x]!;
      const c = b.drafts[y]!;
      return c.node - a.node || rank.get(a.nt)! - rank.get(c.nt)! || Number(a.fromUser) - Number(c.fromUser);
    });
  const renumber = new Map(order.map((old, i) => [old, i]));
  const alternatives = b.alternatives.map((a) => ({ ...a, needs: a.needs.map((d) => renumber.get(d)!) }));
  const feasible = feasibility(
    order.map((old) => b.drafts[old]!.alts),
    alternatives,
  );
  const demands: Demand[] = order.map((old, i) => {
    const d = b.drafts[old]!;
    return {
      id: i,
      node: d.node,
      nt: d.nt,
      fromUser: d.fromUser,
      mandatory: d.mandatory,
      cc: d.nt === 'cc',
      alts: d.alts,
      feasible: feasible[i]!,
    };
  });
  return { grammar: g, dag, open, demands, alternatives, mandatory: [...mandatory].map((d) => renumber.get(d)!).sort((x, y) => x - y) };
}

/** Throws when a root's own derivation and a user's request of it at one nt both have alternatives. */
function oneEntryPerKey(drafts: readonly Draft[], alternatives: readonly Alternative[]): void {
  const keys = new Set<number>();
  for (const d of drafts) {
    if (d.alts.length === 0) continue;
    const key = derivationKey(d.node, d.nt);
    if (keys.has(key)) {
      throw new Error(
        `${alternatives[d.alts[0]!]!.match.tile.name}: node ${d.node} would be derived to ${d.nt} both at its own place and for a user`,
      );
    }
    keys.add(key);
  }
}

/** Which demands can be derived, leaves first (every demand an alternative needs comes later in the order). */
function feasibility(altsOf: readonly (readonly number[])[], alternatives: readonly Alternative[]): boolean[] {
  const ok: boolean[] = new Array(altsOf.length).fill(false);
  for (let d = altsOf.length - 1; d >= 0; d--) {
    ok[d] = altsOf[d]!.some((a) =>
      alternatives[a]!.needs.every((n) => {
        if (n <= d) throw new Error(`tiling model: demand ${d} needs demand ${n}, which is not below it`);
        return ok[n]!;
      }),
    );
  }
  return ok;
}

/** Whether alternative `a` can be completed. */
export function altFeasible(model: TilingModel, a: number): boolean {
  return model.alternatives[a]!.needs.every((d) => model.demands[d]!.feasible);
}
