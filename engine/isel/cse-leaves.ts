// The `cse-leaves` selector (NOLTIS paper §6): a shared node stays overlappable when the whole
// expression below it fits in one tile — some tile matches at the node with nothing but operands
// (constants, frame addresses, values of other blocks) and roots (values already in registers) at
// its edges — and is fixed otherwise; then the dynamic programming tiles the partly decomposed DAG.
//
// Contract: `coverCseLeaves(grammar, dag)` returns the DAG with those shared nodes un-rooted
// (engine/isel/cover.ts `withFixed`) and a cover of it.

import type { BlockDag } from './dag.js';
import { matchAt, type Grammar, type Match } from './grammar.js';
import { withFixed, type Tiling } from './cover.js';
import { coverCseAll } from './cse-all.js';

export function coverCseLeaves(g: Grammar, dag: BlockDag): Tiling {
  const open = withFixed(dag, () => false);
  const oneTile = (node: number) => matchAt(g, open, node).some((m) => coversWhole(open, m));
  return coverCseAll(
    g,
    withFixed(dag, (node) => !oneTile(node)),
  );
}

/** Whether a (non-chain) match's edges are all operands or roots: it computes its whole expression. */
function coversWhole(dag: BlockDag, m: Match): boolean {
  if (m.tile.pattern.k !== 'op') return false;
  return m.leaves.every((l) => {
    if ('imm' in l) return true;
    const n = dag.nodes[l.node]!;
    return n.root || n.op === 'const' || n.op === 'frame' || n.op === 'vreg';
  });
}
