// Complex (DAG) patterns in the selection oracle's own problem (Ebner et al. §4-5; their appendix's
// 0-1 program with instance variables): the instances a block offers are INPUT data — a pattern's
// `instances()` is grammar code the oracle does not call — and everything built on them is stated
// here, never by the engine's engine/isel/pbqp-complex.ts (proxy alternatives, big M, instance
// variables, index states of strongly connected components) or engine/isel/instance-order.ts.
//
// The problem (problem.ts states the rest, milp.ts solves it):
//   - each node takes exactly one role: one of its own roles (roles.ts), or the proxy of ONE chosen
//     instance covering it; an instance is chosen exactly when each of its nodes takes its proxy;
//   - a chosen instance costs its pattern's cost once (no big M: the true problem);
//   - a proxy is priced like a tile's root role (problem.ts: at a DAG root, at a node that leaves
//     the block, at root kids, foldable leaves and links), with the instance's data as what the
//     node gives (`lhs`) and wants at its kids (`kids`), and no cost of its own;
//   - no cycle among the chosen instances: l ≺ m when a path of one or more edges (kid → user, and
//     a memory access → the next access whose `chain` names it) leads from a node of l to a node of
//     m ≠ l; a chosen set is allowed when ≺ restricted to it has no cycle — the same as the DAG with
//     each chosen instance's nodes contracted to one staying acyclic, for instances no path leaves
//     and re-enters (the offer's business).
//
// Contract:
//   - `offeredOf(inst)` reads an engine ComplexInstance's data (nodes, lhs, kids, its pattern's size
//     and latency; a type only here) into an OfferedInstance: cost = size * 1024 + latency, the
//     grammar's order (bytes first), exact only for integers with 0 <= latency < 1024 (throws
//     otherwise).
//   - Nonterminal names in `lhs` and `kids` are read as the grammar's data writes them: `reg`,
//     `addr`, `cc`, `stmt` are the grammar's nonterminals; `imm[min,max]` an immediate range (a
//     foldable `const` kid in the range is folded by the proxy itself); any other name is the
//     instance's own (`named`: only a proxy giving that very name derives it, no chain reaches it).
//   - `proxyRoles(dag, instances)`: per node, the proxy role of each instance covering it, in offer
//     order. Throws on malformed data (a node out of range or twice in one instance, lists of the
//     wrong lengths, a cost that is no non-negative integer).
//   - `precedence(dag, instances)`: per instance, the instances it precedes (≺, sorted).
//   - `cyclicGroups(order)`: the strongly connected components of ≺ with two or more instances
//     (mutual reachability; sorted), the only places a cycle can be.
//   - `chosenInstances(roles, choice, count)`: the instances whose every node took its proxy, or
//     null when some instance has its proxy at some of its nodes only.
//   - `acyclicAmong(order, chosen)`: whether ≺ restricted to `chosen` has no cycle.

import type { ComplexInstance } from '../../engine/isel/complex.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import type { Tile } from '../../engine/isel/grammar.js';
import { NONTERMINALS } from './chains.js';
import type { Product, Role, Want } from './roles.js';

/** One complex instance of a block as the oracle reads it (see the contract). */
export interface OfferedInstance {
  /** The covered nodes. */
  readonly nodes: readonly number[];
  /** Per covered node: the nonterminal it gives its users. */
  readonly lhs: readonly string[];
  /** Per covered node: the nonterminal it wants at each of its kids. */
  readonly kids: readonly (readonly string[])[];
  /** The pattern's cost (size * 1024 + latency). */
  readonly cost: number;
}

/** What a block offers beyond its tiles: the complex instances, and the tiles offered only as instances (no roles of their own). */
export interface SelectionOffer {
  readonly instances: readonly OfferedInstance[];
  readonly tiles: ReadonlySet<Tile>;
}

export const NO_OFFER: SelectionOffer = { instances: [], tiles: new Set() };

const BYTE = 1024;

export function offeredOf(inst: ComplexInstance): OfferedInstance {
  const { name, size, latency } = inst.pattern;
  if (!Number.isInteger(size) || !Number.isInteger(latency) || size < 0 || latency < 0 || latency >= BYTE)
    throw new Error(`pattern ${name}: size ${size} and latency ${latency} are outside the cost model`);
  return { nodes: inst.nodes, lhs: inst.lhs, kids: inst.kids, cost: size * BYTE + latency };
}

const RANGE = /^imm\[(-?\d+),(-?\d+)\]$/;
const isNt = (name: string): name is (typeof NONTERMINALS)[number] => (NONTERMINALS as readonly string[]).includes(name);

/** A wanted name read as the oracle's Want (see the contract). */
function wantNamed(name: string): Want {
  if (isNt(name)) return { k: 'nt', nt: name };
  const range = RANGE.exec(name);
  return range === null ? { k: 'named', name } : { k: 'imm', min: BigInt(range[1]!), max: BigInt(range[2]!) };
}

/** A given name read as the oracle's Product. */
const productNamed = (name: string): Product => (isNt(name) ? { k: 'nt', nt: name } : { k: 'named', name });

export function proxyRoles(dag: BlockDag, instances: readonly OfferedInstance[]): Role[][] {
  const out: Role[][] = dag.nodes.map(() => []);
  instances.forEach((l, i) => {
    checkInstance(dag, l, i);
    l.nodes.forEach((n, j) => {
      out[n]!.push({ kind: 'proxy', instance: i, wants: l.kids[j]!.map(wantNamed), product: productNamed(l.lhs[j]!) });
    });
  });
  return out;
}

function checkInstance(dag: BlockDag, l: OfferedInstance, i: number): void {
  const bad = (why: string) => new Error(`selection oracle: offered instance ${i} ${why}`);
  if (!Number.isInteger(l.cost) || l.cost < 0) throw bad(`costs ${l.cost}`);
  if (l.nodes.length === 0 || new Set(l.nodes).size !== l.nodes.length) throw bad('covers no node or one node twice');
  if (l.lhs.length !== l.nodes.length || l.kids.length !== l.nodes.length) throw bad('has lists of the wrong lengths');
  l.nodes.forEach((n, j) => {
    const node = dag.nodes[n];
    if (node === undefined || !Number.isInteger(n)) throw bad(`covers no node ${n}`);
    if (l.kids[j]!.length !== node.kids.length) throw bad(`wants ${l.kids[j]!.length} kids at node ${n} of ${node.kids.length}`);
  });
}

/** Each node's direct successors: its users, and the access whose `chain` names it. */
function successors(dag: BlockDag): number[][] {
  const next: number[][] = dag.nodes.map(() => []);
  for (const n of dag.nodes) {
    for (const k of n.kids) next[k]!.push(n.id);
    if (n.chain !== undefined && n.chain !== null) next[n.chain]!.push(n.id);
  }
  return next;
}

export function precedence(dag: BlockDag, instances: readonly OfferedInstance[]): number[][] {
  const next = successors(dag);
  const covering: number[][] = dag.nodes.map(() => []);
  instances.forEach((l, i) => {
    for (const n of l.nodes) covering[n]!.push(i);
  });
  return instances.map((l, i) => {
    const seen = new Set<number>();
    const work = l.nodes.flatMap((n) => next[n]!);
    const out = new Set<number>();
    while (work.length > 0) {
      const v = work.pop()!;
      if (seen.has(v)) continue;
      seen.add(v);
      for (const m of covering[v]!) if (m !== i) out.add(m);
      work.push(...next[v]!);
    }
    return [...out].sort((a, b) => a - b);
  });
}

/** The instances reachable from `from` by one or more ≺ steps. */
function reach(order: readonly (readonly number[])[], from: number): Set<number> {
  const seen = new Set<number>();
  const work = [...order[from]!];
  while (work.length > 0) {
    const v = work.pop()!;
    if (seen.has(v)) continue;
    seen.add(v);
    work.push(...order[v]!);
  }
  return seen;
}

export function cyclicGroups(order: readonly (readonly number[])[]): number[][] {
  const reached = order.map((_, i) => reach(order, i));
  const placed = new Set<number>();
  const out: number[][] = [];
  order.forEach((_, i) => {
    if (placed.has(i)) return;
    const group = order.flatMap((__, m) => (m === i || (reached[i]!.has(m) && reached[m]!.has(i)) ? [m] : []));
    for (const m of group) placed.add(m);
    if (group.length > 1) out.push(group);
  });
  return out;
}

export function chosenInstances(roles: readonly (readonly Role[])[], choice: readonly number[], count: number): number[] | null {
  const taken = new Array<number>(count).fill(0);
  const size = new Array<number>(count).fill(0);
  roles.forEach((rs, n) =>
    rs.forEach((r, k) => {
      if (r.kind !== 'proxy') return;
      size[r.instance]!++;
      if (choice[n] === k) taken[r.instance]!++;
    }),
  );
  if (taken.some((t, l) => t > 0 && t < size[l]!)) return null;
  return taken.flatMap((t, l) => (t > 0 ? [l] : []));
}

export function acyclicAmong(order: readonly (readonly number[])[], chosen: readonly number[]): boolean {
  const on = new Set(chosen);
  const state = new Map<number, 'open' | 'done'>();
  const cyclic = (v: number): boolean => {
    if (state.get(v) === 'done') return false;
    if (state.get(v) === 'open') return true;
    state.set(v, 'open');
    for (const w of order[v]!) if (on.has(w) && cyclic(w)) return true;
    state.set(v, 'done');
    return false;
  };
  return !chosen.some(cyclic);
}
