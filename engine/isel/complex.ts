// Complex (DAG) patterns and their instances (Ebner et al., "Generalized instruction selection using
// SSA-graphs", §4-5.1): a pattern that covers several DAG nodes of one block at once and may give
// several results — x86 `div`/`idiv` (quotient and remainder), ARM `ldr rt, [rn], #k` (the loaded
// value and the updated address), Thumb `ldm rn!, {rt}`. A target lists its patterns in its grammar
// (grammar.ts `complex`); PBQP selection (pbqp-instance.ts, pbqp-cover.ts) chooses among their
// instances and the tree patterns together.
//
// Contract:
//   - a ComplexPattern enumerates its viable instances in a block's DAG as built (shared nodes are
//     roots): each names the nodes it covers and, per node, the nonterminal it produces there for
//     users outside the instance and the one it wants at each kid (a kid that another covered node
//     is: that node's nonterminal). These per-node signatures are the PBQP proxy states (§5.2).
//   - `rewrite` is the pattern's semantic action: the block's DAG with the instance's nodes replaced
//     by the target's multi-result form (one node and projections, `rewriteInstance`), so the
//     ordinary tiles emit it; `redirect` maps the old node ids to the new ones.
//   - which instances an order can emit, and the order among them: instance-order.ts.

import type { BlockDag, DagNode, DagOp, FuncFacts } from './dag.js';
import { cost, type Tile } from './grammar.js';

export interface ComplexInstance {
  readonly pattern: ComplexPattern;
  /** The covered nodes; the first is the one whose place the rewritten node takes. */
  readonly nodes: readonly number[];
  /** Per covered node: the nonterminal it produces for users outside the instance. */
  readonly lhs: readonly string[];
  /** Per covered node: the nonterminal wanted at each of its kids. */
  readonly kids: readonly (readonly string[])[];
}

/** Where a rewrite gets the vregs its projections define: the function's `vregBits` (FuncFacts), one entry (the width) per vreg. */
export type VregSink = Pick<FuncFacts, 'vregBits'>;

export interface Rewritten {
  readonly dag: BlockDag;
  /** Old node id -> new node id (a covered node: the node or projection that now gives its value). */
  readonly redirect: (old: number) => number;
}

export interface ComplexPattern {
  readonly name: string;
  /** The emitted instructions' size in bytes and latency (grammar.ts cost()). */
  readonly size: number;
  readonly latency: number;
  /** The viable instances in a block's DAG (shared nodes as roots, as built). */
  readonly instances: (dag: BlockDag) => readonly ComplexInstance[];
  /**
   * The semantic action: the instance (node ids of the DAG it was enumerated in) rewritten into the
   * target's multi-result node(s) in `dag`, the DAG after earlier rewrites, whose ids `carry` maps
   * the enumerated ones to. Absent for a pattern that is one tile's matches (`tile`).
   */
  readonly rewrite?: (dag: BlockDag, inst: ComplexInstance, carry: (old: number) => number, vregs: VregSink) => Rewritten;
  /** A pattern that is one tile's matches (checked-tiles.ts): the DAG stays, the match is the emission. */
  readonly tile?: Tile;
}

export const complexCost = (p: ComplexPattern): number => cost(p.size, p.latency);

/** What `rewriteInstance` puts in place of an instance: one node (fields as DagNode's, kids as old ids) and its projections. */
export interface Replacement {
  readonly node: Omit<DagNode, 'id' | 'kids' | 'users' | 'root' | 'chain'> & { readonly kids: readonly number[] };
  /** The covered node whose value the new node gives (a memory access: it takes its place in the memory chain). */
  readonly gives: number;
  /** The other results: a projection node (kid: the new node) per covered node, with the vreg it defines. */
  readonly projections: readonly { readonly op: DagOp; readonly covers: number; readonly vreg: number }[];
}

/**
 * The DAG with the instance's nodes replaced (Ebner Algorithm 1, step 6): the new node and its
 * projections are roots; every former user of a covered node reads its replacement. Nodes are
 * renumbered in a topological order (kids, then chain predecessor, first) that keeps the old order
 * wherever it can: the new node is placed as soon as its kids are, but not before the lowest
 * covered node (a pure operation: no user moves later than it was) or, for a memory access, the
 * access it replaces (the other memory operations keep their order around it); a projection right
 * after it. Throws when no such order exists (an instance viableShape should have rejected).
 */
export function rewriteInstance(dag: BlockDag, covered: readonly number[], rep: Replacement): Rewritten {
  const removed = new Set(covered);
  const NEW = dag.nodes.length;
  const proj = (j: number) => NEW + 1 + j;
  const target = new Map<number, number>([[rep.gives, NEW]]);
  rep.projections.forEach((p, j) => target.set(p.covers, proj(j)));
  const old = (k: number): number => target.get(k) ?? k;
  const first = dag.nodes[rep.gives]!;
  // The provisional graph over old ids plus NEW and the projections: each vertex's predecessors.
  const predsOf = new Map<number, number[]>();
  for (const n of dag.nodes) if (!removed.has(n.id)) predsOf.set(n.id, (n.chain == null ? n.kids : [...n.kids, n.chain]).map(old));
  predsOf.set(NEW, [...rep.node.kids.map(old), ...(first.chain == null ? [] : [old(first.chain)])]);
  rep.projections.forEach((_, j) => predsOf.set(proj(j), [NEW]));
  const place = first.chain === undefined ? Math.min(...covered) : rep.gives;
  const key = (v: number): number => (v === NEW ? place : v > NEW ? place + (v - NEW) / 1000 : v);
  const order = topoOrder(predsOf, key);
  const newId = new Map(order.map((v, i) => [v, i] as const));
  const redirect = (k: number): number => newId.get(old(k))!;
  const nodes: DagNode[] = order.map((v, id) => {
    if (v === NEW) {
      // A memory access keeps its place in the chain (null: the block's first); a pure operation has none.
      const chain = first.chain === undefined ? {} : { chain: first.chain === null ? null : redirect(first.chain) };
      return { ...rep.node, id, kids: rep.node.kids.map(redirect), users: [], root: true, ...chain };
    }
    if (v > NEW) {
      const p = rep.projections[v - NEW - 1]!;
      return { id, op: p.op, kids: [newId.get(NEW)!], bits: rep.node.bits, export: p.vreg, users: [], root: true };
    }
    const n = dag.nodes[v]!;
    return { ...n, id, kids: n.kids.map(redirect), users: [], ...(n.chain == null ? {} : { chain: redirect(n.chain) }) };
  });
  for (const n of nodes) for (const k of n.kids) nodes[k]!.users.push(n.id);
  const phiArgs = new Map([...dag.phiArgs].map(([s, args]) => [s, args.map((p) => ({ vreg: p.vreg, node: redirect(p.node) }))] as const));
  return { dag: { block: dag.block, nodes, phiArgs }, redirect };
}

/** A topological order of the vertices (Kahn's), always taking the ready vertex of least key (a binary heap). */
function topoOrder(predsOf: ReadonlyMap<number, readonly number[]>, key: (v: number) => number): number[] {
  const waiting = new Map<number, number>();
  const users = new Map<number, number[]>();
  for (const [v, ps] of predsOf) {
    const distinct = new Set(ps);
    waiting.set(v, distinct.size);
    for (const p of distinct) {
      const list = users.get(p);
      if (list === undefined) users.set(p, [v]);
      else list.push(v);
    }
  }
  const heap = new MinHeap(key);
  for (const v of predsOf.keys()) if (waiting.get(v) === 0) heap.push(v);
  const order: number[] = [];
  for (let v = heap.pop(); v !== undefined; v = heap.pop()) {
    order.push(v);
    for (const u of users.get(v) ?? []) {
      const w = waiting.get(u)! - 1;
      waiting.set(u, w);
      if (w === 0) heap.push(u);
    }
  }
  if (order.length !== predsOf.size)
    throw new Error('complex pattern: the rewritten block has a cycle (an instance viableShape should have rejected)');
  return order;
}

class MinHeap {
  private readonly items: number[] = [];
  constructor(private readonly key: (v: number) => number) {}

  push(v: number): void {
    const a = this.items;
    a.push(v);
    for (let i = a.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (this.key(a[up]!) <= this.key(a[i]!)) break;
      [a[up], a[i]] = [a[i]!, a[up]!];
      i = up;
    }
  }

  pop(): number | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length === 0) return top;
    a[0] = last;
    for (let i = 0; ; ) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let m = i;
      if (l < a.length && this.key(a[l]!) < this.key(a[m]!)) m = l;
      if (r < a.length && this.key(a[r]!) < this.key(a[m]!)) m = r;
      if (m === i) return top;
      [a[m], a[i]] = [a[i]!, a[m]!];
      i = m;
    }
  }
}
