// The SSA graph of a function (Ebner et al., "Generalized instruction selection using SSA-graphs",
// §3; the SSA book ch. 19): the whole function's data flow, which PBQP selection covers at once —
// every block's DAG nodes, one φ node per phi, and the values that cross blocks as edges.
//
// Contract: `ssaGraph(dags)` takes the per-block DAGs of one function (engine/isel/dag.ts
// buildDags, in block order) and returns nodes and directed edges (producer -> user):
//   - a `dag` node for every DAG node (its block's index in `dags` and its id there), a `phi` node
//     for every vreg a phi defines (the vregs of the blocks' `phiArgs`);
//   - `operand` edges: each DAG node's kids, `operand` = the kid's position;
//   - `transfer` edges into each `vreg` leaf from what defines its vreg: the phi's node, else the
//     call of the leaf's block whose second result it is (`hiVreg`), else the node that exports the
//     vreg (`export`, in another block); a leaf with none reads a parameter (the entry defines it);
//   - `phi` edges into each phi node from the value each predecessor passes (`phiArgs`), `operand`
//     = the predecessor's index in `dags`.
// The DAGs stay as they are: a cover of the graph is a cover of each block's DAG, with the leaves
// that stand for other blocks' values tied to their producers. Why: a value's producer and its
// users in other blocks can then be selected together (Ebner §3's "computational flow of a whole
// function"), while each block is still emitted from its own DAG.

import type { BlockDag } from './dag.js';

export type SsaNode =
  | { readonly kind: 'dag'; readonly block: number; readonly node: number }
  | { readonly kind: 'phi'; readonly vreg: number };

export interface SsaEdge {
  readonly kind: 'operand' | 'transfer' | 'phi';
  readonly from: number;
  readonly to: number;
  /** The kid's position (operand), the predecessor's block index (phi), -1 (transfer). */
  readonly operand: number;
}

export interface SsaGraph {
  readonly nodes: readonly SsaNode[];
  readonly edges: readonly SsaEdge[];
  /** The graph node of DAG node `node` of block index `block`. */
  readonly dagNode: (block: number, node: number) => number;
  /** The phi node of a vreg, undefined when no phi defines it. */
  readonly phiNode: (vreg: number) => number | undefined;
}

export function ssaGraph(dags: readonly BlockDag[]): SsaGraph {
  const nodes: SsaNode[] = [];
  const first: number[] = [];
  dags.forEach((dag, b) => {
    first.push(nodes.length);
    for (const n of dag.nodes) nodes.push({ kind: 'dag', block: b, node: n.id });
  });
  const dagNode = (block: number, node: number) => first[block]! + node;
  const phis = new Map<number, number>();
  for (const dag of dags)
    for (const args of dag.phiArgs.values())
      for (const { vreg } of args) if (!phis.has(vreg)) phis.set(vreg, nodes.push({ kind: 'phi', vreg }) - 1);
  const exporters = new Map<number, number>();
  dags.forEach((dag, b) => {
    for (const n of dag.nodes) if (n.export !== undefined) exporters.set(n.export, dagNode(b, n.id));
  });
  const edges: SsaEdge[] = [];
  const blocks = new Set(dags.map((d) => d.block));
  dags.forEach((dag, b) => {
    // The block's calls by the vreg of their result's high half (a second result, `hiVreg`).
    const hiCalls = new Map<number, number>();
    for (const n of dag.nodes) if (n.op === 'call' && n.hiVreg !== undefined) hiCalls.set(n.hiVreg, dagNode(b, n.id));
    for (const n of dag.nodes) {
      const to = dagNode(b, n.id);
      n.kids.forEach((k, i) => edges.push({ kind: 'operand', from: dagNode(b, k), to, operand: i }));
      if (n.op !== 'vreg') continue;
      const from = phis.get(n.vreg!) ?? hiCalls.get(n.vreg!) ?? exporters.get(n.vreg!);
      if (from !== undefined && from !== to) edges.push({ kind: 'transfer', from, to, operand: -1 });
    }
    for (const [succ, args] of dag.phiArgs) {
      if (!blocks.has(succ)) throw new Error(`ssa graph: block ${dag.block} passes phi values to unknown block ${succ}`);
      for (const { vreg, node } of args) edges.push({ kind: 'phi', from: dagNode(b, node), to: phis.get(vreg)!, operand: b });
    }
  });
  return { nodes, edges, dagNode, phiNode: (vreg) => phis.get(vreg) };
}
