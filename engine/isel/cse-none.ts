// The `cse-none` selector (NOLTIS paper §6): no shared node is fixed. The dynamic programming of
// engine/isel/grammar.ts runs over the whole DAG as if every shared node were duplicated into each
// of its users (the tree the DAG unfolds to), and the cover follows its cheapest choices top down,
// so tiles may overlap at shared nodes. This is the tiling NOLTIS finds before it improves its CSE
// decisions (Listing 1 up to line 9).
//
// Contract: `coverCseNone(grammar, dag)` returns the DAG with every shared node un-rooted
// (engine/isel/cover.ts `withFixed`) and a cover of it. Memory operations are never inside a shared
// node's tree (dag.ts), so overlapping tiles never execute a load twice.

import type { BlockDag } from './dag.js';
import type { Grammar } from './grammar.js';
import { withFixed, type Tiling } from './cover.js';
import { coverCseAll } from './cse-all.js';

export function coverCseNone(g: Grammar, dag: BlockDag): Tiling {
  return coverCseAll(
    g,
    withFixed(dag, () => false),
  );
}
