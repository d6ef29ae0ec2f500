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
//   - `viableShape` (here) rejects an instance whose covered nodes a path leaves and re-enters
//     (through operands or the memory chain): no order could emit it (§4, Fig. 5 and 6).
//   - `dependences` gives, for the instances of one block, the relation l ≺ l' (a path from a node
//     of l to a node of l', §5.1) that the topological-order constraints of §5.2 read.

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
  /** The semantic action: the instance rewritten into the target's multi-result node(s). */
  readonly rewrite: (dag: BlockDag, inst: ComplexInstance, facts: FuncFacts) => Rewritten;
  /** A pattern that is one tile's matches (checked-tiles.ts): the DAG stays, the match is the emission. */
  readonly tile?: Tile;
}

export const complexCost = (p: ComplexPattern): number => cost(p.size, p.latency);

/** The nodes a node depends on directly: its kids and its memory-chain predecessor. */
function preds(n: DagNode): readonly number[] {
  return n.chain == null ? n.kids : [...n.kids, n.chain];
}

/** Each node's direct successors: its users and the next memory access whose chain names it. */
function successors(dag: BlockDag): number[][] {
  const out: number[][] = dag.nodes.map(() => []);
  for (const n of dag.nodes) for (const p of new Set(preds(n))) out[p]!.push(n.id);
  return out;
}

/** The nodes reachable from `from` by one or more edges, not passing through `stop`. */
function reach(succ: readonly (readonly number[])[], from: readonly number[], stop: ReadonlySet<number>): Set<number> {
  const seen = new Set<number>();
  const work = from.flatMap((f) => succ[f]!.filter((s) => !stop.has(s)));
  while (work.length > 0) {
    const n = work.pop()!;
    if (seen.has(n)) continue;
    seen.add(n);
    for (const s of succ[n]!) if (!stop.has(s)) work.push(s);
  }
  return seen;
}

/** Whether no path leaves the covered nodes and comes back into them (else no order emits the instance). */
export function viableShape(dag: BlockDag, nodes: readonly number[]): boolean {
  const succ = successors(dag);
  const inside = new Set(nodes);
  return ![...reach(succ, nodes, inside)].some((n) => succ[n]!.some((s) => inside.has(s)));
}

/** For each instance, the instances it precedes (l ≺ l': a path from one of l's nodes to one of l''s). */
export function dependences(dag: BlockDag, instances: readonly ComplexInstance[]): number[][] {
  const succ = successors(dag);
  return instances.map((l, i) => {
    const out = reach(succ, l.nodes, new Set());
    return instances.flatMap((m, j) => (j !== i && m.nodes.some((n) => out.has(n)) ? [j] : []));
  });
}

/** The strongly connected components of a directed graph (Tarjan), each a list of its vertices. */
export function components(edges: readonly (readonly number[])[]): number[][] {
  const index: number[] = edges.map(() => -1);
  const low: number[] = edges.map(() => 0);
  const onStack: boolean[] = edges.map(() => false);
  const stack: number[] = [];
  const out: number[][] = [];
  let next = 0;
  const visit = (v: number): void => {
    index[v] = low[v] = next++;
    stack.push(v);
    onStack[v] = true;
    for (const w of edges[v]!) {
      if (index[w] === -1) {
        visit(w);
        low[v] = Math.min(low[v]!, low[w]!);
      } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
    }
    if (low[v] !== index[v]) return;
    const comp: number[] = [];
    for (let w = -1; w !== v; ) {
      w = stack.pop()!;
      onStack[w] = false;
      comp.push(w);
    }
    out.push(comp.sort((a, b) => a - b));
  };
  edges.forEach((_, v) => {
    if (index[v] === -1) visit(v);
  });
  return out;
}

/** What `rewriteInstance` puts in place of an instance: one node (fields as DagNode's, kids as old ids) and its projections. */
export interface Replacement {
  readonly node: Omit<DagNode, 'id' | 'kids' | 'users' | 'root' | 'chain'> & { readonly kids: readonly number[] };
  /** The covered nodes whose value the new node gives (it also takes the first's memory-chain place). */
  readonly gives: readonly number[];
  /** The other results: a projection node (kid: the new node) per covered node, with the vreg it defines. */
  readonly projections: readonly { readonly op: DagOp; readonly covers: number; readonly vreg: number }[];
  /** Covered nodes whose value nobody outside reads (folded into the new node). */
  readonly absorbed?: readonly number[];
}

/**
 * The DAG with the instance's nodes replaced (Ebner Algorithm 1, step 6): the new node and its
 * projections are roots; every former user of a covered node reads its replacement. Nodes are
 * renumbered in a topological order (kids, then chain predecessor, first) that keeps the old
 * order wherever it can: the new node sits where the first of its covered nodes sat, or later once
 * its kids are placed; a projection right after it. Throws when no such order exists (an instance
 * viableShape should have rejected).
 */
export function rewriteInstance(dag: BlockDag, covered: readonly number[], rep: Replacement): Rewritten {
  const removed = new Set(covered);
  const NEW = dag.nodes.length;
  const proj = (j: number) => NEW + 1 + j;
  const target = new Map<number, number>();
  for (const c of rep.gives) target.set(c, NEW);
  for (const c of rep.absorbed ?? []) target.set(c, NEW);
  rep.projections.forEach((p, j) => target.set(p.covers, proj(j)));
  const old = (k: number): number => target.get(k) ?? k;
  const first = dag.nodes[rep.gives[0]!]!;
  // The provisional graph over old ids plus NEW and the projections: each vertex's predecessors.
  const predsOf = new Map<number, number[]>();
  for (const n of dag.nodes) if (!removed.has(n.id)) predsOf.set(n.id, preds(n).map(old));
  predsOf.set(NEW, [...rep.node.kids.map(old), ...(first.chain == null ? [] : [old(first.chain)])]);
  rep.projections.forEach((_, j) => predsOf.set(proj(j), [NEW]));
  const key = (v: number): number => (v === NEW ? Math.min(...covered) : v > NEW ? Math.min(...covered) + (v - NEW) / 1000 : v);
  const order = topoOrder(predsOf, key);
  const newId = new Map(order.map((v, i) => [v, i] as const));
  const redirect = (k: number): number => newId.get(old(k))!;
  const nodes: DagNode[] = order.map((v, id) => {
    if (v === NEW) {
      const chain = first.chain == null ? null : redirect(first.chain);
      return { ...rep.node, id, kids: rep.node.kids.map(redirect), users: [], root: true, chain };
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

/** A topological order of the vertices (Kahn's), always taking the ready vertex of least key. */
function topoOrder(predsOf: ReadonlyMap<number, readonly number[]>, key: (v: number) => number): number[] {
  const waiting = new Map<number, number>();
  const users = new Map<number, number[]>();
  for (const [v, ps] of predsOf) {
    const distinct = new Set(ps);
    waiting.set(v, distinct.size);
    for (const p of distinct) users.set(p, [...(users.get(p) ?? []), v]);
  }
  const ready = [...predsOf.keys()].filter((v) => waiting.get(v) === 0);
  const order: number[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => key(b) - key(a));
    const v = ready.pop()!;
    order.push(v);
    for (const u of users.get(v) ?? []) {
      const w = waiting.get(u)! - 1;
      waiting.set(u, w);
      if (w === 0) ready.push(u);
    }
  }
  if (order.length !== predsOf.size)
    throw new Error('complex pattern: the rewritten block has a cycle (an instance viableShape should have rejected)');
  return order;
}
