// Hand-made MCNF networks (Koes thesis §3.1-§3.4) with costs and optima known by hand, shared by the
// tests of the 0-1 program's solvers: tap-tests/regalloc/mcnf-network.part.ts (the default solver,
// and the network and flow checks) and mcnf-highs.part.ts (HiGHS against GLPK). Not a test file.
//
// Contract: each builder returns a Network that validateNetwork accepts (the validator test breaks
// one on purpose) and `edge(from, to)`, an edge's id by its nodes' labels. Why each network has the
// optimum it has is stated above it; mcnf-network.part.ts checks those optima.

import {
  type Commodity,
  INFINITE_COST,
  type NetEdge,
  type NetNode,
  type Network,
  type SideConstraint,
} from '../../engine/regalloc/mcnf/network.js';

// A commodity and a side constraint with node labels for node ids (distributed over the unions).
type Labelled<T, K extends keyof T, R> = T extends unknown ? Omit<T, K> & R : never;
type CommoditySpec = Labelled<Commodity, 'sources' | 'sinks', { sources: string[]; sinks: string[] }>;
type SideSpec = Labelled<SideConstraint, 'node', { node: string }>;

/** A network from node labels and edges given by labels; classes and groups are left empty. */
export function build(spec: {
  nodes: (string | [string, Omit<NetNode, 'label'>])[];
  edges: [string, string, number, Omit<NetEdge, 'from' | 'to' | 'cost'>?][];
  commodities: CommoditySpec[];
  side?: SideSpec[];
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

/** Fig 3.1; `home` keeps one commodity at its sink (source = sink there: b^q = 0 everywhere, no flow). */
export function fig31(over: { home?: 'a' | 'b'; c23?: number; cap23?: number } = {}) {
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

// v is defined into r0 (layer 1); at the use (layer 2) w holds r0, so v is either moved to r1 (5) or
// evicted to memory (free: the store is the anti-variable's) and reloaded for the use (load 3). Its
// anti-variable v' starts at memory ("not stored") and may move to antionly (the store, 3). Costs
// are code-size-like integers.
export function spill(exclusion: boolean) {
  const V = 0;
  const VA = 2;
  return build({
    nodes: [
      'def v',
      'def w',
      "def v'",
      ['r0.1', { capacity: 1 }],
      ['mem.1', {}],
      ['r0.2', { capacity: 1 }],
      ['r1.2', { capacity: 1 }],
      ['mem.2', {}],
      ['antionly.2', { only: [VA] }],
      'use v',
      'use w',
      "end v'",
    ],
    edges: [
      ['def v', 'r0.1', 0],
      ["def v'", 'mem.1', 0],
      ['r0.1', 'r0.2', 0],
      ['r0.1', 'r1.2', 5],
      ['r0.1', 'mem.2', 0],
      ['mem.1', 'mem.2', 0],
      ['mem.1', 'antionly.2', 3],
      ['def w', 'r0.2', 0],
      ['r0.2', 'use w', 0],
      ['r0.2', 'use v', 0],
      ['r1.2', 'use v', 0],
      ['mem.2', 'use v', 3],
      ['mem.2', "end v'", 0],
      ['antionly.2', "end v'", 0],
    ],
    commodities: [
      { kind: 'variable', name: 'v', sources: ['def v'], sinks: ['use v'] },
      { kind: 'variable', name: 'w', sources: ['def w'], sinks: ['use w'] },
      { kind: 'anti', name: "v'", of: V, sources: ["def v'"], sinks: ["end v'"] },
    ],
    side: exclusion ? [{ kind: 'anti-exclusion', node: 'mem.2', variable: V, anti: VA }] : [],
  });
}

// B0 defines v and branches to B1 and B2, which both use it: B1's use prefers r0 (r1 costs 2), B2's
// prefers r1 (r0 costs 2). The exit nodes of B0 duplicate v to both successors in one class.
export function branch() {
  const nodes: (string | [string, Omit<NetNode, 'label'>])[] = ['def v', 'use v.1', 'use v.2'];
  for (const r of ['r0', 'r1']) {
    nodes.push([`B0.${r}`, { capacity: 1 }], `exit0.${r}`);
    for (const b of [1, 2]) nodes.push(`entry${b}.${r}`, [`B${b}.${r}`, { capacity: 1 }]);
  }
  const edges: [string, string, number][] = [];
  for (const r of ['r0', 'r1']) {
    edges.push(['def v', `B0.${r}`, 0], [`B0.${r}`, `exit0.${r}`, 0]);
    for (const b of [1, 2]) edges.push([`exit0.${r}`, `entry${b}.${r}`, 0], [`entry${b}.${r}`, `B${b}.${r}`, 0]);
  }
  edges.push(['B1.r0', 'use v.1', 0], ['B1.r1', 'use v.1', 2], ['B2.r0', 'use v.2', 2], ['B2.r1', 'use v.2', 0]);
  const side: SideSpec[] = [];
  for (const r of ['r0', 'r1'])
    side.push({ kind: 'exit', node: `exit0.${r}` }, { kind: 'entry', node: `entry1.${r}` }, { kind: 'entry', node: `entry2.${r}` });
  return build({ nodes, edges, commodities: [{ kind: 'variable', name: 'v', sources: ['def v'], sinks: ['use v.1', 'use v.2'] }], side });
}

// B1 and B2 both define v (one variable after out-of-SSA) and fall into B3, which uses it. B1's def
// goes to r0 for 0 or r1 for `other`, B2's to r1 for 0 or r0 for `other`: the entry nodes of B3 merge
// v from both predecessors, so both must deliver it in the same class.
export function diamond(other: number) {
  const nodes: (string | [string, Omit<NetNode, 'label'>])[] = ['def v.1', 'def v.2', 'use v.3'];
  for (const r of ['r0', 'r1']) {
    for (const b of [1, 2]) nodes.push([`B${b}.${r}`, { capacity: 1 }], `exit${b}.${r}`);
    nodes.push(`entry3.${r}`, [`B3.${r}`, { capacity: 1 }]);
  }
  const edges: [string, string, number][] = [];
  for (const r of ['r0', 'r1']) {
    for (const b of [1, 2]) edges.push([`B${b}.${r}`, `exit${b}.${r}`, 0], [`exit${b}.${r}`, `entry3.${r}`, 0]);
    edges.push([`entry3.${r}`, `B3.${r}`, 0], [`B3.${r}`, 'use v.3', 0]);
  }
  edges.push(['def v.1', 'B1.r0', 0], ['def v.2', 'B2.r1', 0]);
  if (other !== INFINITE_COST) edges.push(['def v.1', 'B1.r1', other], ['def v.2', 'B2.r0', other]);
  const side: SideSpec[] = [];
  for (const r of ['r0', 'r1'])
    side.push({ kind: 'exit', node: `exit1.${r}` }, { kind: 'exit', node: `exit2.${r}` }, { kind: 'entry', node: `entry3.${r}` });
  return build({ nodes, edges, commodities: [{ kind: 'variable', name: 'v', sources: ['def v.1', 'def v.2'], sinks: ['use v.3'] }], side });
}

/** A layered network with many equal-cost choices: 4 values over 3 layers of 3 unit-capacity registers and memory (reload 3, move 1). */
export function layered() {
  const regs = ['r0', 'r1', 'r2'];
  const nodes: (string | [string, Omit<NetNode, 'label'>])[] = [];
  const edges: [string, string, number][] = [];
  const commodities: CommoditySpec[] = [];
  for (let l = 0; l < 3; l++) {
    for (const r of regs) nodes.push([`${r}.${l}`, { capacity: 1 }]);
    nodes.push(`mem.${l}`);
  }
  const classes = [...regs, 'mem'];
  for (let l = 0; l < 2; l++) {
    for (const a of classes)
      for (const b of classes) edges.push([`${a}.${l}`, `${b}.${l + 1}`, a === b ? 0 : b === 'mem' ? 0 : a === 'mem' ? 3 : 1]);
  }
  for (let q = 0; q < 4; q++) {
    nodes.push(`def${q}`, `use${q}`);
    for (const r of classes) edges.push([`def${q}`, `${r}.0`, 0]);
    for (const r of regs) edges.push([`${r}.2`, `use${q}`, 0]);
    edges.push([`mem.2`, `use${q}`, 3]);
    commodities.push({ kind: 'variable', name: `v${q}`, sources: [`def${q}`], sinks: [`use${q}`] });
  }
  return build({ nodes, edges, commodities });
}

// Thesis Fig 3.2 / 3.8, the running example, code size in bytes relative to the unallocated 13:
//   MOVE 1 -> d (5) ; SUB a,b -> c (3) ; ADD c,d -> c (3) ; MOVE c -> r0 (2)
// with the costs §3.2 states: a and b arrive in memory and are either loaded (3) or read as the
// SUB's memory operand (1); SUB, and ADD, have at most one memory operand (a node of capacity 1
// shared by their operands); c may be defined into memory (1); d may stay a constant, which deletes
// the first MOVE (-5) and turns the ADD into INC (-2); c in r0 deletes the last MOVE (-2), c in
// memory makes it a load (1). Classes r0, r1 (capacity 1 per layer), mem and const; crossbars are
// full (move 2, load 3, store 3, remat 5, into const 0 for the constant d only). Layers: P0 after the
// first MOVE, Q0 before the SUB (crossbar), group S, P1 after it, Q1, group A (ADD), P2, Q2, then
// the last MOVE. By hand, the optimum is -5 (13 - 5 = 8 bytes): d constant throughout (-7), one of a
// and b loaded and the other the SUB's memory operand (+4), c in r0 from its def to the last MOVE (-2).
export function fig38() {
  const V = { a: 0, b: 1, c: 2, d: 3 } as const;
  const classes = ['r0', 'r1', 'mem', 'const'] as const;
  const nodes: (string | [string, Omit<NetNode, 'label'>])[] = ['src a', 'src b', 'src c', 'src d', 'end a', 'end b', 'end c', 'end d'];
  const layer = (L: string) => {
    for (const c of classes) nodes.push(c.startsWith('r') ? [`${c}.${L}`, { capacity: 1 }] : `${c}.${L}`);
  };
  for (const L of ['P0', 'Q0', 'P1', 'Q1', 'P2', 'Q2']) layer(L);
  nodes.push(['S.r0', { capacity: 1 }], ['S.r1', { capacity: 1 }], ['S.mem', { capacity: 1 }]);
  nodes.push(['A.r0', { capacity: 1 }], ['A.r1', { capacity: 1 }], ['A.mem', { capacity: 1 }], 'A.const');
  const edges: [string, string, number, Omit<NetEdge, 'from' | 'to' | 'cost'>?][] = [];
  const only = (...qs: number[]) => ({ only: qs });
  // Crossbars P -> Q: stay 0, move 2, load 3, store 3, remat 5, into const 0 (d only).
  const crossbar = (P: string, Q: string, vars: number[]) => {
    for (const from of classes) {
      for (const to of classes) {
        const reg = (c: string) => c.startsWith('r');
        if (from === 'const' && !reg(to) && to !== 'const') continue;
        if (to === 'const' && from === 'mem') continue;
        const cost = from === to ? 0 : reg(from) && reg(to) ? 2 : from === 'mem' || to === 'mem' ? 3 : from === 'const' ? 5 : 0;
        const qs = from === 'const' || to === 'const' ? vars.filter((q) => q === V.d) : vars;
        if (qs.length > 0) edges.push([`${from}.${P}`, `${to}.${Q}`, cost, only(...qs)]);
      }
    }
  };
  edges.push(['src a', 'mem.P0', 0, only(V.a)], ['src b', 'mem.P0', 0, only(V.b)]);
  edges.push(['src d', 'r0.P0', 0, only(V.d)], ['src d', 'r1.P0', 0, only(V.d)], ['src d', 'const.P0', -5, only(V.d)]);
  crossbar('P0', 'Q0', [V.a, V.b, V.d]);
  // SUB a, b -> c: a and b read in a register or as the one memory operand; d passes; c defined.
  for (const q of [V.a, V.b]) {
    edges.push(['r0.Q0', 'S.r0', 0, only(q)], ['r1.Q0', 'S.r1', 0, only(q)], ['mem.Q0', 'S.mem', 1, only(q)]);
  }
  edges.push(['S.r0', 'end a', 0, only(V.a)], ['S.r1', 'end a', 0, only(V.a)], ['S.mem', 'end a', 0, only(V.a)]);
  edges.push(['S.r0', 'end b', 0, only(V.b)], ['S.r1', 'end b', 0, only(V.b)], ['S.mem', 'end b', 0, only(V.b)]);
  for (const c of classes) edges.push([`${c}.Q0`, `${c}.P1`, 0, only(V.d)]);
  edges.push(['src c', 'r0.P1', 0, only(V.c)], ['src c', 'r1.P1', 0, only(V.c)], ['src c', 'S.mem', 1, only(V.c)]);
  edges.push(['S.mem', 'mem.P1', 0, only(V.c)]);
  crossbar('P1', 'Q1', [V.c, V.d]);
  // ADD c, d -> c: c read and redefined in place (or in memory, the one memory operand); d read
  // in a register, as the memory operand, or as the constant 1 (INC, -2).
  edges.push(['r0.Q1', 'A.r0', 0, only(V.c, V.d)], ['r1.Q1', 'A.r1', 0, only(V.c, V.d)], ['mem.Q1', 'A.mem', 1, only(V.c, V.d)]);
  edges.push(['const.Q1', 'A.const', -2, only(V.d)]);
  edges.push(['A.r0', 'r0.P2', 0, only(V.c)], ['A.r1', 'r1.P2', 0, only(V.c)], ['A.mem', 'mem.P2', 0, only(V.c)]);
  for (const c of ['r0', 'r1', 'mem', 'const']) edges.push([`A.${c}`, 'end d', 0, only(V.d)]);
  crossbar('P2', 'Q2', [V.c]);
  // MOVE c -> r0: deleted if c is in r0 (-2), a load if in memory (+1).
  edges.push(['r0.Q2', 'end c', -2, only(V.c)], ['r1.Q2', 'end c', 0, only(V.c)], ['mem.Q2', 'end c', 1, only(V.c)]);
  const variable = (name: string) => ({ kind: 'variable' as const, name, sources: [`src ${name}`], sinks: [`end ${name}`] });
  return build({ nodes, edges, commodities: ['a', 'b', 'c', 'd'].map(variable) });
}
