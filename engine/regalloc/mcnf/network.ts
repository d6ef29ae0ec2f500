// The multi-commodity network flow (MCNF) network of Koes's global register-allocation model, as plain
// data (thesis ch. 3: §3.1 the classical problem (3.1)-(3.4); §3.2 allocation classes, crossbar and
// instruction groups; §3.3 exit/entry groups and boundary constraints (3.9)/(3.10); §3.4 anti-variables;
// digest §1.1-§1.5). Issue 20, Deliver 1's foundation: the builder from machine IR fills this in, ilp.ts
// solves it.
//
// Contract. A `Network` lists nodes, directed edges and commodities by dense ids (index = id):
//   - a node may carry a bundle capacity u (registers: 1; memory, constant, `antionly` nodes: none),
//     and an individual restriction `only` (the commodities allowed through it: individual capacity
//     v = 1 for those, 0 for all others, e.g. an `antionly` node open to anti-variables only);
//   - an edge has a cost c for every commodity, `cost` unless `costs` overrides it for a commodity, an
//     optional bundle capacity (Fig 3.1 puts them on edges) and an optional `only`. Costs are
//     integers or INFINITE_COST ("forbidden": the edge is closed to that commodity, as if v = 0);
//     sums of costs saturate (addCost);
//   - a commodity (a variable, or the anti-variable v' of one, §3.4) has source nodes (b^q = +1) and
//     sink nodes (b^q = -1). Sources and sinks need not balance: an exit node duplicates flow (§3.3);
//   - side constraints the network alone cannot state: `anti-exclusion` (v and v' never both at a
//     memory node, §3.4 prose; digest [Impl. note]: x^v_n + x^{v'}_n <= 1), `exit` (split by
//     duplication: every out-edge open to a commodity carries exactly what the one in-edge carries:
//     (3.9)) and `entry` (merge: every in-edge open to it carries what the one out-edge carries:
//     (3.10)); an edge closed to a commodity (a successor where the value is dead) takes none of it;
//     `store-exclusion` (the anti-variable's store edge and the variable's node outside the registers
//     at the same layer, x^{v'}_e + x^v_n <= 1: a store is paid only while v is in a register, which
//     the thesis leaves to the costs; a constant class makes it necessary, build.ts).
//     Exit and entry nodes replace flow conservation by these equalities; every other node conserves
//     flow (3.4).
// The throughput of commodity q at node n (what a node's bundle capacity and the anti-exclusion bound)
// is its inflow plus its supply there (b^q_n = +1), i.e. the node split into a capacitated edge; at
// an exit node the in-edge's flow, at an entry node the out-edge's flow.
// `classes` and `groups` name what a node models (its allocation class and layer, §3.2); the solver
// ignores them, the validator checks their ids. validateNetwork returns every problem found (empty:
// well formed); it never throws.

import { assertNever } from '../../../common/assert-never.js';

/** A forbidden edge for a commodity: never used, and the sum of any cost with it stays forbidden. */
export const INFINITE_COST = Number.POSITIVE_INFINITY;

/** Saturating cost addition: integers add, INFINITE_COST absorbs (no -infinity exists). */
export function addCost(a: number, b: number): number {
  return a === INFINITE_COST || b === INFINITE_COST ? INFINITE_COST : a + b;
}

/** A storage location kind (§3.2.3). */
export type AllocationClass =
  | { readonly kind: 'register'; readonly name: string }
  | { readonly kind: 'memory'; readonly name: string }
  | { readonly kind: 'constant'; readonly name: string }
  | { readonly kind: 'antionly' };

/** Where a layer of class nodes sits (§3.2.4, §3.2.5, §3.3). `block` is the basic block's index. */
export type Group =
  | { readonly kind: 'crossbar'; readonly block: number; readonly topology: 'zigzag' | 'full' }
  | { readonly kind: 'instruction'; readonly block: number; readonly index: number }
  | { readonly kind: 'exit'; readonly block: number }
  | { readonly kind: 'entry'; readonly block: number };

export interface NetNode {
  readonly label: string;
  /** The allocation class the node stands for (index into `classes`), when it is a class node. */
  readonly cls?: number;
  /** The group (index into `groups`) and the layer inside it, when it is a class node. */
  readonly group?: number;
  readonly layer?: number;
  /** Bundle capacity u: at most this much flow of all commodities together. Absent: uncapacitated. */
  readonly capacity?: number;
  /** Individual capacities: only these commodities may pass. Absent: every commodity. */
  readonly only?: readonly number[];
}

export interface NetEdge {
  readonly from: number;
  readonly to: number;
  /** c^q for every commodity not in `costs`. */
  readonly cost: number;
  readonly costs?: readonly { readonly commodity: number; readonly cost: number }[];
  /** Bundle capacity u_ij. Absent: uncapacitated. */
  readonly capacity?: number;
  /** Individual capacities v^q_ij = 1 for these commodities, 0 for the others. Absent: 1 for all. */
  readonly only?: readonly number[];
}

export type Commodity =
  | { readonly kind: 'variable'; readonly name: string; readonly sources: readonly number[]; readonly sinks: readonly number[] }
  | {
      readonly kind: 'anti';
      readonly name: string;
      /** The variable this is the anti-variable of. */
      readonly of: number;
      readonly sources: readonly number[];
      readonly sinks: readonly number[];
    };

export type SideConstraint =
  | { readonly kind: 'anti-exclusion'; readonly node: number; readonly variable: number; readonly anti: number }
  | { readonly kind: 'store-exclusion'; readonly edge: number; readonly node: number; readonly variable: number; readonly anti: number }
  | { readonly kind: 'exit'; readonly node: number }
  | { readonly kind: 'entry'; readonly node: number };

export interface Network {
  readonly classes: readonly AllocationClass[];
  readonly groups: readonly Group[];
  readonly nodes: readonly NetNode[];
  readonly edges: readonly NetEdge[];
  readonly commodities: readonly Commodity[];
  readonly side: readonly SideConstraint[];
}

/** c^q_ij: the edge's cost for commodity q. */
export function edgeCost(edge: NetEdge, q: number): number {
  return edge.costs?.find((c) => c.commodity === q)?.cost ?? edge.cost;
}

/** Whether commodity q may use edge e at all (v^q = 1 on the edge and both its nodes, finite cost). */
export function edgeOpen(net: Network, e: number, q: number): boolean {
  const edge = net.edges[e]!;
  const allows = (only: readonly number[] | undefined) => only === undefined || only.includes(q);
  return allows(edge.only) && allows(net.nodes[edge.from]!.only) && allows(net.nodes[edge.to]!.only) && edgeCost(edge, q) !== INFINITE_COST;
}

/** b^q_n: +1 per listing of n among q's sources, -1 per listing among its sinks. */
export function supply(c: Commodity, n: number): number {
  let b = 0;
  for (const s of c.sources) if (s === n) b++;
  for (const s of c.sinks) if (s === n) b--;
  return b;
}

/** The boundary role of every node: 'exit', 'entry' or undefined (a conserving node). */
export function boundaryRoles(net: Network): ('exit' | 'entry' | undefined)[] {
  const roles: ('exit' | 'entry' | undefined)[] = new Array(net.nodes.length).fill(undefined);
  for (const s of net.side) if ((s.kind === 'exit' || s.kind === 'entry') && s.node >= 0 && s.node < roles.length) roles[s.node] = s.kind;
  return roles;
}

/** In- and out-edge ids of every node, in edge order. */
export function incidence(net: Network): { into: number[][]; out: number[][] } {
  const into: number[][] = net.nodes.map(() => []);
  const out: number[][] = net.nodes.map(() => []);
  net.edges.forEach((e, id) => {
    into[e.to]?.push(id);
    out[e.from]?.push(id);
  });
  return { into, out };
}

// ---------------------------------------------------------------- validation

const isCost = (c: number) => Number.isSafeInteger(c) || c === INFINITE_COST;
const isCapacity = (u: number | undefined) => u === undefined || (Number.isSafeInteger(u) && u >= 0);

/** Every problem that makes `net` ill formed; empty when it is well formed. */
export function validateNetwork(net: Network): string[] {
  const errors: string[] = [];
  const inRange = (id: number, n: number) => Number.isInteger(id) && id >= 0 && id < n;
  const node = (id: number, what: string) => {
    if (!inRange(id, net.nodes.length)) errors.push(`${what}: node ${id} out of range`);
  };
  const commodity = (id: number, what: string) => {
    if (!inRange(id, net.commodities.length)) errors.push(`${what}: commodity ${id} out of range`);
  };
  net.nodes.forEach((n, i) => {
    const what = `node ${i} (${n.label})`;
    if (n.cls !== undefined && !inRange(n.cls, net.classes.length)) errors.push(`${what}: class ${n.cls} out of range`);
    if (n.group !== undefined && !inRange(n.group, net.groups.length)) errors.push(`${what}: group ${n.group} out of range`);
    if (!isCapacity(n.capacity)) errors.push(`${what}: bundle capacity ${n.capacity} is not a non-negative integer`);
    for (const q of n.only ?? []) commodity(q, what);
    const cls = n.cls === undefined ? undefined : net.classes[n.cls];
    if (cls?.kind === 'antionly' && (n.only === undefined || n.only.some((q) => net.commodities[q]?.kind !== 'anti'))) {
      errors.push(`${what}: an antionly node must be open to anti-variables only (§3.4)`);
    }
  });
  net.edges.forEach((e, i) => {
    const what = `edge ${i}`;
    node(e.from, what);
    node(e.to, what);
    if (!isCost(e.cost)) errors.push(`${what}: cost ${e.cost} is neither an integer nor INFINITE_COST`);
    for (const c of e.costs ?? []) {
      commodity(c.commodity, what);
      if (!isCost(c.cost)) errors.push(`${what}: cost ${c.cost} for commodity ${c.commodity} is neither an integer nor INFINITE_COST`);
    }
    if (!isCapacity(e.capacity)) errors.push(`${what}: bundle capacity ${e.capacity} is not a non-negative integer`);
    for (const q of e.only ?? []) commodity(q, what);
  });
  net.commodities.forEach((c, i) => validateCommodity(net, c, i, errors, node));
  validateSide(net, errors, node, commodity);
  return errors;
}

function validateCommodity(net: Network, c: Commodity, i: number, errors: string[], node: (id: number, what: string) => void): void {
  const what = `commodity ${i} (${c.name})`;
  if (c.sources.length === 0) errors.push(`${what}: no source`);
  // A value may end only where an exit group leaves it behind (live round a loop, dead on the
  // exit edge): without exit nodes, a commodity with no sink could never end.
  if (c.sinks.length === 0 && !net.side.some((s) => s.kind === 'exit')) errors.push(`${what}: no sink`);
  for (const s of [...c.sources, ...c.sinks]) node(s, what);
  switch (c.kind) {
    case 'variable':
      return;
    case 'anti':
      if (net.commodities[c.of]?.kind !== 'variable') errors.push(`${what}: anti-variable of ${c.of}, which is not a variable`);
      return;
    default:
      assertNever(c, 'commodity');
  }
}

function validateSide(
  net: Network,
  errors: string[],
  node: (id: number, what: string) => void,
  commodity: (id: number, what: string) => void,
): void {
  const { into, out } = incidence(net);
  const seen = new Set<number>();
  net.side.forEach((s, i) => {
    const what = `side constraint ${i} (${s.kind})`;
    node(s.node, what);
    switch (s.kind) {
      case 'store-exclusion':
      case 'anti-exclusion': {
        if (s.kind === 'store-exclusion' && !(Number.isInteger(s.edge) && s.edge >= 0 && s.edge < net.edges.length)) {
          errors.push(`${what}: no edge ${s.edge}`);
        }
        commodity(s.variable, what);
        commodity(s.anti, what);
        const anti = net.commodities[s.anti];
        if (anti !== undefined && (anti.kind !== 'anti' || anti.of !== s.variable)) {
          errors.push(`${what}: commodity ${s.anti} is not the anti-variable of ${s.variable}`);
        }
        return;
      }
      case 'exit':
      case 'entry': {
        if (seen.has(s.node)) errors.push(`${what}: node ${s.node} has a second boundary role`);
        seen.add(s.node);
        const single = s.kind === 'exit' ? into[s.node] : out[s.node];
        const many = s.kind === 'exit' ? out[s.node] : into[s.node];
        if (single !== undefined && single.length !== 1) {
          errors.push(`${what}: node ${s.node} needs exactly one ${s.kind === 'exit' ? 'in' : 'out'}-edge, has ${single.length}`);
        }
        if (many !== undefined && many.length === 0) errors.push(`${what}: node ${s.node} connects to nothing`);
        if (net.commodities.some((c) => supply(c, s.node) !== 0 || c.sources.includes(s.node) || c.sinks.includes(s.node))) {
          errors.push(`${what}: node ${s.node} is a source or sink`);
        }
        return;
      }
      default:
        assertNever(s, 'side constraint');
    }
  });
}
