// The whole function's PBQP selection instance (Ebner et al. §3-4; the SSA book §19.1.2): one
// node per SSA-graph node (ssa-graph.ts) — every block's DAG nodes with their base rules as
// alternatives (pbqp-instance.ts), and each phi — with the edges inside blocks as the block
// instances make them and the values that cross blocks as edges too.
//
// Contract: `functionInstance(nf, dags)` takes a grammar in normal form and a function's block
// DAGs (shared nodes as the caller wants them fixed) and returns the PBQP graph whose node ids are
// the SSA graph's (`ssa.dagNode(b, n)`, then the phis), the block instances (their rule lists give
// each DAG node's alternatives) and the SSA graph. A phi has one alternative, `reg`, of cost 0 (a
// phi is a register, written by the parallel copies at its predecessors' ends). A `transfer` or
// `phi` edge from producer p carries the value in a register: 0 where p is a root (a register by
// construction) or a phi, and where p's alternative derives `reg` by chain rules; INF otherwise.
// With the grammars' nonterminals (`reg`, `addr`, `cc`, `stmt`; only `reg` can hold a value between
// blocks) these edges only constrain: their cost is already in the block instances (a value leaving
// its block pays its chain to `reg` there). A grammar with a nonterminal that can cross blocks
// (the SSA book's `fp2` example) would give them a price; the instance is built for that.

import type { PbqpEdge, PbqpGraph } from '../pbqp/graph.js';
import { INF } from '../pbqp/graph.js';
import type { BlockDag } from './dag.js';
import type { NormalForm } from './normal-form.js';
import { blockInstance, type SelectionInstance } from './pbqp-instance.js';
import { type SsaGraph, ssaGraph } from './ssa-graph.js';

export interface FunctionInstance {
  readonly graph: PbqpGraph;
  readonly ssa: SsaGraph;
  readonly blocks: readonly SelectionInstance[];
}

export function functionInstance(nf: NormalForm, dags: readonly BlockDag[]): FunctionInstance {
  const ssa = ssaGraph(dags);
  const blocks = dags.map((d) => blockInstance(nf, d));
  const costs: (readonly number[])[] = new Array(ssa.nodes.length);
  const edges: PbqpEdge[] = [];
  blocks.forEach((inst, b) => {
    inst.graph.costs.forEach((c, n) => {
      costs[ssa.dagNode(b, n)] = c;
    });
    for (const e of inst.graph.edges) edges.push({ u: ssa.dagNode(b, e.u), v: ssa.dagNode(b, e.v), matrix: e.matrix });
  });
  ssa.nodes.forEach((n, i) => {
    if (n.kind === 'phi') costs[i] = [0];
  });
  const inRegister = (node: number): readonly number[] => {
    const n = ssa.nodes[node]!;
    if (n.kind === 'phi') return [0];
    const rules = blocks[n.block]!.rules[n.node]!;
    if (dags[n.block]!.nodes[n.node]!.root || rules.length === 0) return costs[node]!.map(() => 0);
    return rules.map((r) => (nf.chainCost(r.lhs, 'reg') < INF ? 0 : INF));
  };
  for (const e of ssa.edges) {
    if (e.kind === 'operand') continue;
    const rows = inRegister(e.from);
    const columns = costs[e.to]!.length;
    edges.push({ u: e.from, v: e.to, matrix: rows.flatMap((c) => new Array<number>(columns).fill(c)) });
  }
  return { graph: { costs, edges }, ssa, blocks };
}
