// An MCNF solution judged from its flows alone (thesis §3.1 (3.1)-(3.4), §3.3 (3.9)/(3.10), §3.4 the
// anti-variable exclusion), never from a solver's word: the cost of the flows, and every constraint of
// the network they break. ilp.ts checks each solution it returns with these two; a later heuristic
// solver (thesis ch. 5) can be checked the same way.
//
// Contract. `Flows` gives, per commodity (index = commodity id), the ids of the edges carrying one unit
// of it (0-1 flows, (3.11)). flowCost sums c^q_ij over them with saturating addition, so a flow over a
// forbidden edge costs INFINITE_COST. checkFlows returns every violated constraint (empty: feasible):
// individual capacities (an edge closed to the commodity, a repeated edge), flow conservation at
// conserving nodes, the exit/entry equalities, node and edge bundle capacities, and the exclusion of a
// variable and its anti-variable at a node. Throughput is as network.ts defines it.

import { addCost, boundaryRoles, edgeCost, edgeOpen, incidence, type Network, type SideConstraint, supply } from './network.js';

export type Flows = readonly (readonly number[])[];

/** Σ c^q_ij x^q_ij over the given flows (3.1), saturating at INFINITE_COST. */
export function flowCost(net: Network, flows: Flows): number {
  let total = 0;
  flows.forEach((edges, q) => {
    for (const e of edges) total = addCost(total, edgeCost(net.edges[e]!, q));
  });
  return total;
}

/** Every constraint of `net` the flows violate; empty when they are a feasible solution. */
export function checkFlows(net: Network, flows: Flows): string[] {
  const errors: string[] = [];
  if (flows.length !== net.commodities.length) return [`flows for ${flows.length} commodities, the network has ${net.commodities.length}`];
  const x = flows.map((edges, q) => {
    const set = new Set<number>();
    for (const e of edges) {
      if (!Number.isInteger(e) || e < 0 || e >= net.edges.length) errors.push(`commodity ${q}: edge ${e} out of range`);
      else if (set.has(e)) errors.push(`commodity ${q}: edge ${e} carries more than one unit`);
      else if (!edgeOpen(net, e, q)) errors.push(`commodity ${q}: edge ${e} is closed to it (individual capacity 0 or forbidden cost)`);
      set.add(e);
    }
    return set;
  });
  if (errors.length > 0) return errors;
  const io = incidence(net);
  const roles = boundaryRoles(net);
  // Only a commodity with flow or supply at a node can break a constraint there: every other
  // commodity has throughput 0 and conserves 0 = 0.
  const touching = net.nodes.map(() => new Set<number>());
  x.forEach((set, q) => {
    for (const e of set) {
      touching[net.edges[e]!.from]!.add(q);
      touching[net.edges[e]!.to]!.add(q);
    }
    for (const n of [...net.commodities[q]!.sources, ...net.commodities[q]!.sinks]) touching[n]?.add(q);
  });
  const sides = new Map<number, SideConstraint[]>();
  for (const s of net.side) sides.set(s.node, [...(sides.get(s.node) ?? []), s]);
  for (let n = 0; n < net.nodes.length; n++) {
    const through = new Map<number, number>();
    for (const q of touching[n]!) {
      through.set(q, throughput(net, x, n, q, io, roles[n]));
      checkNode(net, x, n, q, io, roles[n], errors);
    }
    const cap = net.nodes[n]!.capacity;
    const total = [...through.values()].reduce((a, b) => a + b, 0);
    if (cap !== undefined && total > cap) errors.push(`node ${n}: bundle capacity ${cap} exceeded (${total})`);
    const at = (q: number) => through.get(q) ?? 0;
    for (const s of sides.get(n) ?? []) {
      if (s.kind === 'anti-exclusion' && at(s.variable) + at(s.anti) > 1) {
        errors.push(`node ${n}: variable ${s.variable} and its anti-variable ${s.anti} both there`);
      }
      if (s.kind === 'store-exclusion' && at(s.variable) > 0 && x[s.anti]!.has(s.edge)) {
        errors.push(`edge ${s.edge}: anti-variable ${s.anti} pays a store while variable ${s.variable} is at node ${n}`);
      }
    }
  }
  const load = new Map<number, number>();
  for (const set of x) for (const e of set) load.set(e, (load.get(e) ?? 0) + 1);
  for (const [id, total] of load) {
    const cap = net.edges[id]!.capacity;
    if (cap !== undefined && total > cap) errors.push(`edge ${id}: bundle capacity ${cap} exceeded (${total})`);
  }
  return errors;
}

/** Throughput of commodity q at node n (see network.ts): inflow plus supply; exit: in-edge; entry: out-edge. */
function throughput(
  net: Network,
  x: readonly Set<number>[],
  n: number,
  q: number,
  io: ReturnType<typeof incidence>,
  role: 'exit' | 'entry' | undefined,
): number {
  const count = (edges: readonly number[]) => edges.filter((e) => x[q]!.has(e)).length;
  if (role === 'entry') return count(io.out[n]!);
  return count(io.into[n]!) + Math.max(0, supply(net.commodities[q]!, n));
}

/** Conservation (3.4) at a conserving node, the equalities (3.9)/(3.10) at a boundary node, for commodity q. */
function checkNode(
  net: Network,
  x: readonly Set<number>[],
  n: number,
  q: number,
  io: ReturnType<typeof incidence>,
  role: 'exit' | 'entry' | undefined,
  errors: string[],
): void {
  const c = net.commodities[q]!;
  const on = (e: number) => (x[q]!.has(e) ? 1 : 0);
  const into = io.into[n]!;
  const out = io.out[n]!;
  if (role === undefined) {
    const net_ = out.reduce((a, e) => a + on(e), 0) - into.reduce((a, e) => a + on(e), 0);
    if (net_ !== supply(c, n)) errors.push(`node ${n}, commodity ${q}: out - in = ${net_}, b = ${supply(c, n)} (3.4)`);
    return;
  }
  const [one, many] = role === 'exit' ? [into, out] : [out, into];
  const v = one.length === 1 ? on(one[0]!) : 0;
  for (const e of many) {
    if (edgeOpen(net, e, q) && on(e) !== v)
      errors.push(`node ${n}, commodity ${q}: ${role} edge ${e} carries ${on(e)}, not ${v} (${role === 'exit' ? '3.9' : '3.10'})`);
  }
}
