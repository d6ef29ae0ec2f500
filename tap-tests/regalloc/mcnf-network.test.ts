// The MCNF network and its 0-1 program (engine/regalloc/mcnf/network.ts, flow-check.ts, ilp.ts; Koes
// thesis §3.1-§3.4; issue 20 Deliver 1 and 3, the foundation without the translation from machine IR),
// solved by the real GLPK (glpk.js), on hand-built networks:
// - Fig 3.1: commodities a and b share sink 3; edges (1,3) and (2,3) have bundle capacity 1. The text
//   gives one cost, 1 on (1,3) for both, and says b alone would take 2->1->3 while together b must
//   take the costlier (2,3). No other cost survives the extraction, so they are reconstructed: 1 on
//   (1,2) and (2,1), 3 on (2,3) (the least integer making 2->1->3 strictly cheaper for b alone).
//   By hand: a alone 1->3 = 1, b alone 2->1->3 = 2, together a 1->3 + b 2->3 = 1 + 3 = 4 (the
//   other feasible pair, a 1->2->3 + b 2->1->3, costs 4 + 2 = 6);
// - the anti-variable exclusion (§3.4) changes the optimum: without it a spill pays only its load and
//   wins (3); with it the spill also pays the store (6) and a move (5) wins instead;
// - the exit duplication (3.9) keeps a value in one class on every successor, and the entry merge
//   (3.10) makes "r0 from one predecessor, r1 from the other" infeasible;
// - an infeasible network is reported as such; a forbidden (INFINITE_COST) edge is never used; the
//   same network gives the same solution; the budget, on an injected clock, stops before searching;
// - the validator names ill-formed networks; every solution's cost is recomputed from its flows.

import t, { type Test } from 'tap';
import { checkFlows, flowCost } from '../../engine/regalloc/mcnf/flow-check.js';
import { solveNetwork, type SolveResult } from '../../engine/regalloc/mcnf/ilp.js';
import {
  type Commodity,
  INFINITE_COST,
  type NetEdge,
  type NetNode,
  type Network,
  type SideConstraint,
  validateNetwork,
} from '../../engine/regalloc/mcnf/network.js';

/** A network from node labels and edges given by labels; classes and groups are left empty. */
function build(spec: {
  nodes: (string | [string, Omit<NetNode, 'label'>])[];
  edges: [string, string, number, Omit<NetEdge, 'from' | 'to' | 'cost'>?][];
  commodities: (Omit<Commodity, 'sources' | 'sinks'> & { sources: string[]; sinks: string[] })[];
  side?: (Omit<SideConstraint, 'node'> & { node: string })[];
}): { net: Network; edge: (from: string, to: string) => number } {
  const nodes = spec.nodes.map((n) => (typeof n === 'string' ? { label: n } : { label: n[0], ...n[1] }));
  const id = (label: string) => {
    const i = nodes.findIndex((n) => n.label === label);
    if (i < 0) throw new Error(`no node ${label}`);
    return i;
  };
  const edges = spec.edges.map(([from, to, cost, rest]) => ({ from: id(from), to: id(to), cost, ...rest }));
  const net: Network = {
    classes: [],
    groups: [],
    nodes,
    edges,
    commodities: spec.commodities.map((c) => ({ ...c, sources: c.sources.map(id), sinks: c.sinks.map(id) }) as Commodity),
    side: (spec.side ?? []).map((s) => ({ ...s, node: id(s.node) }) as SideConstraint),
  };
  const edge = (from: string, to: string) => {
    const i = edges.findIndex((e) => e.from === id(from) && e.to === id(to));
    if (i < 0) throw new Error(`no edge ${from}->${to}`);
    return i;
  };
  return { net, edge };
}

function optimal(t: Test, r: SolveResult): Extract<SolveResult, { status: 'optimal' }> {
  if (r.status !== 'optimal') throw new Error(`expected a proven optimum, got ${JSON.stringify(r)}`);
  t.equal(r.cost, r.objective, 'the cost recomputed from the flows is the objective');
  return r;
}

// ------------------------------------------------------------------ Fig 3.1

/** Fig 3.1; `home` keeps one commodity at its sink (source = sink there: b^q = 0 everywhere, no flow). */
function fig31(over: { home?: 'a' | 'b'; c23?: number; cap23?: number } = {}) {
  const at = (q: 'a' | 'b', src: string) => (over.home === q ? ['3'] : [src]);
  return build({
    nodes: ['1', '2', '3'],
    edges: [
      ['1', '2', 1, { capacity: 1, only: [0] }],
      ['2', '1', 1, { capacity: 1, only: [1] }],
      ['2', '3', over.c23 ?? 3, { capacity: over.cap23 ?? 1 }],
      ['1', '3', 1, { capacity: 1 }],
    ],
    commodities: [
      { kind: 'variable', name: 'a', sources: at('a', '1'), sinks: ['3'] },
      { kind: 'variable', name: 'b', sources: at('b', '2'), sinks: ['3'] },
    ],
  });
}

t.test('Fig 3.1: alone, a takes 1->3 and b 2->1->3; together b takes the costlier (2,3)', async (t) => {
  const { net, edge } = fig31();
  t.same(validateNetwork(net), []);
  const both = optimal(t, await solveNetwork(net));
  t.same(both.flows, [[edge('1', '3')], [edge('2', '3')]], 'a on (1,3), b on (2,3)');
  t.equal(both.cost, 4, '1 + 3, the sum by hand');
  const a = optimal(t, await solveNetwork(fig31({ home: 'b' }).net));
  t.same(a.flows, [[edge('1', '3')], []], 'a alone: 1->3');
  t.equal(a.cost, 1);
  const b = optimal(t, await solveNetwork(fig31({ home: 'a' }).net));
  t.same(b.flows, [[], [edge('2', '1'), edge('1', '3')].sort((x, y) => x - y)], 'b alone: 2->1->3');
  t.equal(b.cost, 2);
  t.same(
    checkFlows(net, [[edge('1', '3')], [edge('2', '1'), edge('1', '3')]]),
    [`edge ${edge('1', '3')}: bundle capacity 1 exceeded (2)`],
    'the two lone optima together break the bundle constraint of (1,3)',
  );
  t.equal(flowCost(net, [[edge('1', '3')], [edge('2', '1'), edge('1', '3')]]), 3, 'and would cost 1 + 2');
});
