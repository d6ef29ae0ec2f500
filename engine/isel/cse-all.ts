// The `cse-all` selector (alias `tree-dp`), as the NOLTIS paper names it: the DAG is cut into trees
// at every shared node (every root, engine/isel/dag.ts), and each tree is tiled optimally by the
// bottom-up dynamic programming of engine/isel/grammar.ts (labelDag), then covered top-down along
// the cheapest choices.
//
// Contract: `coverCseAll(grammar, dag)` returns a cover of every root of the DAG as built (every
// shared node fixed); on a DAG that is a tree its
// cost is minimal over all covers the grammar allows (tested against maxmunch in tap-tests/isel/).

import type { BlockDag } from './dag.js';
import { labelDag, type Grammar } from './grammar.js';
import { buildCover, type Tiling } from './cover.js';

export function coverCseAll(g: Grammar, dag: BlockDag): Tiling {
  const { labels } = labelDag(g, dag, false);
  return { dag, cover: buildCover(g, dag, (node, nt) => labels[node]!.get(nt)?.match) };
}
