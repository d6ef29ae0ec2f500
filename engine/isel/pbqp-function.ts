// The whole function's PBQP selection instance (Ebner et al. §3-4; the SSA book §19.1.2): one
// node per SSA-graph node (ssa-graph.ts) — every block's DAG nodes with their base rules as
// alternatives (pbqp-instance.ts), and each phi — with the edges inside blocks as the block
// instances make them and the values that cross blocks as edges too.
//
// Contract: `functionInstance(nf, dags, complex)` takes a grammar in normal form, a function's block
// DAGs (shared nodes as the caller wants them fixed) and each block's complex-pattern instances, and
// returns the PBQP graph whose node ids are the SSA graph's (`ssa.dagNode(b, n)`, then the phis),
// then the instances' variables (`complexNode(b, i)`, block by block), the block instances (their
// rule lists give each DAG node's alternatives) and the SSA graph. A phi has one alternative, `reg`, of cost 0 (a
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
import type { ComplexOffer } from './pbqp-complex.js';
import { blockInstance, type SelectionInstance } from './pbqp-instance.js';
import { type SsaGraph, ssaGraph } from './ssa-graph.js';

export interface FunctionInstance {
  readonly graph: PbqpGraph;
  readonly ssa: SsaGraph;
  readonly blocks: readonly SelectionInstance[];
  /** The PBQP node of instance i of block b's complex instances (after the SSA graph's nodes). */
  readonly complexNode: (block: number, i: number) => number;
  /** The constant every selection pays (the blocks' offsets summed). */
  readonly offset: number;
}

/** `offers[b]`: block b's complex instances (complex.ts) and the tiles offered only through them, if any. */
export function functionInstance(nf: NormalForm, dags: readonly BlockDag[], offers: readonly ComplexOffer[] = []): FunctionInstance {
  const ssa = ssaGraph(dags);
  const blocks = dags.map((d, b) => blockInstance(nf, d, offers[b]));
  const firstComplex: number[] = [];
  let next = ssa.nodes.length;
  for (const inst of blocks) {
    firstComplex.push(next);
    next += inst.complex.length;
  }
  const complexNode = (b: number, i: number) => firstComplex[b]! + i;
  const costs: (readonly number[])[] = new Array(next);
  const edges: PbqpEdge[] = [];
  blocks.forEach((inst, b) => {
    const size = dags[b]!.nodes.length;
    const id = (n: number) => (n < size ? ssa.dagNode(b, n) : complexNode(b, n - size));
    inst.graph.costs.forEach((c, n) => {
      costs[id(n)] = c;
    });
    for (const e of inst.graph.edges) edges.push({ u: id(e.u), v: id(e.v), matrix: e.matrix });
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
  return { graph: { costs, edges }, ssa, blocks, complexNode, offset: blocks.reduce((k, b) => k + b.offset, 0) };
}
