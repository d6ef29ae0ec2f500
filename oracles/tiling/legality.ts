// The independent legality checker of a block's tiling (the NOLTIS paper §3's legal mapping, with
// the extensions of model.ts) and the cost every tiling tool here is compared by, recomputed from
// the tiling's matches — never taken from the selector that produced it, and computed by the
// oracles' own rules (rules.ts), not the selectors' helpers.
//
// Contract: `checkTiling(g, dag, tiling)` requires `dag` as built (engine/isel/dag.ts; ARM: after
// its DAG combine) and any Tiling (a selector's, or an exact solver's on rules.ts unfixedDag(dag)).
// It reports, one line each, naming node and nonterminal:
//   - tiling.dag is not dag up to the root flag of shared nodes (same ops, kids, widths, values);
//   - walking the derivations the emitter visits on tiling.dag (each root at rules.ts rootNtOf, each non-root
//     export and phi-argument node at reg, then every non-imm leaf of each chosen match, exactly as
//     engine/isel/cover.ts describes), a demanded (node, nt) with no cover entry, or whose entry is
//     at another node or derives another nt; a root asked for by a user at nt != reg whose entry is
//     not a chain rule from reg (at reg it needs no entry: it is a register already) — also when
//     the root's own derivation made that entry (a user cannot re-run a root's compare);
//   - a match that does not embed as given, covers a root of tiling.dag below its top, or whose
//     tile check rejects it (patterns.ts verifyMatch, the oracles' own matcher);
//   - a chain rule deriving a node from itself at the same nt;
//   - a mandatory root of dag (root && !shared) not derived at its rootNtOf at its own place;
//   - a memory operation (load, store, call — its address is part of the call node — and the ARM
//     indexed accesses) covered by two tile instances (a cc derivation read twice runs twice).
// `cost` = sum of rules.ts tileCostOf over the derivation instances reached: each (node, nt) once, a cc
// derivation once per requesting leaf; Infinity when there are errors (an illegal tiling has no
// cost). Never throws on a malformed tiling: it reports it. A tile not of `g` is an error.

import type { Tiling } from '../../engine/isel/cover.js';
import type { BlockDag, DagNode } from '../../engine/isel/dag.js';
import type { Grammar, Match, Nt, Tile } from '../../engine/isel/grammar.js';
import { MEMORY_OPS } from './model.js';
import { isChainFromReg, verifyMatch } from './patterns.js';
import { derivationKey, rootNtOf, tileCostOf } from './rules.js';

export interface TilingCheck {
  readonly errors: readonly string[];
  readonly cost: number;
}

const describe = (dag: BlockDag, node: number, nt: Nt): string => `node ${node} (${dag.nodes[node]?.op ?? '?'}) at ${nt}`;

/** Differences between the DAG as built and the tiled one other than shared nodes' root flags. */
function sameDag(dag: BlockDag, td: BlockDag): string[] {
  if (td.nodes.length !== dag.nodes.length) return [`tiling DAG has ${td.nodes.length} nodes, the block ${dag.nodes.length}`];
  const errors: string[] = [];
  for (const n of dag.nodes) {
    const t = td.nodes[n.id]!;
    const same =
      t.id === n.id &&
      t.op === n.op &&
      t.bits === n.bits &&
      t.value === n.value &&
      t.from === n.from &&
      t.pred === n.pred &&
      t.kids.length === n.kids.length &&
      t.kids.every((k, i) => k === n.kids[i]);
    if (!same) errors.push(`node ${n.id} (${n.op}): the tiling DAG's node differs from the block's`);
    else if (t.root !== n.root && n.shared !== true) errors.push(`node ${n.id} (${n.op}): root flag changed on a node that is not shared`);
    else if ((t.shared === true) !== (n.shared === true)) errors.push(`node ${n.id} (${n.op}): shared flag changed`);
  }
  const phis = (d: BlockDag) => JSON.stringify([...d.phiArgs.entries()]);
  if (phis(dag) !== phis(td)) errors.push('the tiling DAG has other phi arguments than the block');
  return errors;
}

class Walk {
  readonly errors: string[] = [];
  cost = 0;
  /** Derivations visited (derivationKey), so each is paid once (cc: once per request). */
  private readonly done = new Set<number>();
  private readonly onPath = new Set<number>();
  private readonly memoryUses = new Map<number, number>();

  constructor(
    readonly td: BlockDag,
    readonly cover: Tiling['cover'],
    readonly tiles: ReadonlySet<Tile>,
  ) {}

  visited(node: number, nt: Nt): boolean {
    return this.done.has(derivationKey(node, nt));
  }

  visit(node: number, nt: Nt, fromUser: boolean): void {
    const n = this.td.nodes[node];
    if (n === undefined) {
      this.errors.push(`leaf on node ${node}, which is not in the DAG`);
      return;
    }
    if (n.root && fromUser && nt === 'reg') return;
    const key = derivationKey(node, nt);
    const m = this.cover.get(key);
    if (m === undefined) {
      this.errors.push(`${describe(this.td, node, nt)}: no cover entry`);
      return;
    }
    if (this.done.has(key)) {
      // One entry serves a root's own derivation and a user's request only when it is a chain
      // rule from reg (engine/isel/cover.ts would reuse any entry: a user re-running a root's compare).
      if (n.root && fromUser && !isChainFromReg(m.tile)) {
        this.errors.push(`${describe(this.td, node, nt)}: a root read by a user needs a chain rule from reg, not tile ${m.tile.name}`);
      }
      if (nt === 'cc') this.instance(m);
      return;
    }
    if (this.onPath.has(key)) {
      this.errors.push(`${describe(this.td, node, nt)}: derived from itself`);
      return;
    }
    if (!this.entryFits(m, n, node, nt, fromUser)) return;
    this.done.add(key);
    this.onPath.add(key);
    this.instance(m);
    for (const leaf of m.leaves) {
      if ('imm' in leaf) continue;
      const same = leaf.node === node;
      this.visit(leaf.node, leaf.nt, !same || (n.root && fromUser));
    }
    this.onPath.delete(key);
  }

  /** Whether the cover's entry for (node, nt) is a derivation of that node to that nt (errors otherwise). */
  private entryFits(m: Match, n: DagNode, node: number, nt: Nt, fromUser: boolean): boolean {
    const at = describe(this.td, node, nt);
    if (m.node !== node || m.tile.nt !== nt) {
      this.errors.push(`${at}: the cover entry is tile ${m.tile.name} deriving node ${m.node} to ${m.tile.nt}`);
      return false;
    }
    if (n.root && fromUser && !isChainFromReg(m.tile)) {
      this.errors.push(`${at}: a root read by a user needs a chain rule from reg, not tile ${m.tile.name}`);
      return false;
    }
    if (!this.tiles.has(m.tile)) {
      this.errors.push(`${at}: tile ${m.tile.name} is not a tile of the grammar`);
      return false;
    }
    const bad = verifyMatch(this.td, m);
    this.errors.push(...bad.map((e) => `${at}: ${e}`));
    return bad.length === 0;
  }

  /** One executed instance of a match: its cost, and its memory operations. */
  private instance(m: Match): void {
    this.cost += tileCostOf(m.tile);
    for (const c of m.covered) {
      if (!MEMORY_OPS.has(this.td.nodes[c]!.op)) continue;
      const uses = (this.memoryUses.get(c) ?? 0) + 1;
      this.memoryUses.set(c, uses);
      if (uses === 2) this.errors.push(`node ${c} (${this.td.nodes[c]!.op}): memory operation covered by two tile instances`);
    }
  }
}

export function checkTiling(g: Grammar, dag: BlockDag, tiling: Tiling): TilingCheck {
  const shape = sameDag(dag, tiling.dag);
  if (shape.length > 0) return { errors: shape, cost: Infinity };
  const td = tiling.dag;
  const w = new Walk(td, tiling.cover, new Set(g.tiles));
  try {
    for (const n of td.nodes) if (n.root) w.visit(n.id, rootNtOf(n), false);
    for (const n of td.nodes) if (!n.root && n.export !== undefined) w.visit(n.id, 'reg', false);
    for (const args of td.phiArgs.values()) for (const a of args) w.visit(a.node, 'reg', td.nodes[a.node]!.root);
  } catch (e) {
    w.errors.push(`checking threw: ${e instanceof Error ? e.message : String(e)}`);
  }
  for (const n of dag.nodes) {
    if (n.root && n.shared !== true && !w.visited(n.id, rootNtOf(n)))
      w.errors.push(`${describe(dag, n.id, rootNtOf(n))}: mandatory root not derived`);
  }
  const errors = [...new Set(w.errors)]; // a bad entry asked for by several users is one error
  return { errors, cost: errors.length === 0 ? w.cost : Infinity };
}
