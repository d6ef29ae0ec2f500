// The `cse-all` selector (alias `tree-dp`), as the NOLTIS paper names it: the DAG is cut into trees
// at every shared node (every root, engine/isel/dag.ts), and each tree is tiled optimally by the
// bottom-up dynamic programming of engine/isel/grammar.ts (labelDag), then covered top-down along
// the cheapest choices.
//
// Contract: `coverCseAll(grammar, dag)` returns a cover of every root of the DAG as built (every
// shared node fixed); on a DAG that is a tree its
// cost is minimal over all covers the grammar allows (tested against maxmunch in tap-tests/isel/).

import type { BlockDag } from './dag.js';
import { labelDag, type Cover, type Grammar, type Labels, type Nt } from './grammar.js';
import { buildCover, type InstanceObserver, type Tiling } from './cover.js';

export function coverCseAll(g: Grammar, dag: BlockDag, observe?: InstanceObserver): Tiling {
  return { dag, cover: labelAndCover(g, dag, observe).cover };
}

/** The dynamic programming over `dag` and the cover along its cheapest choices (NOLTIS's passes too). */
export function labelAndCover(g: Grammar, dag: BlockDag, observe?: InstanceObserver): { labels: Labels; regChain: ReadonlyMap<Nt, number>; cover: Cover } {
  const { labels, regChain } = labelDag(g, dag);
  return { labels, regChain, cover: buildCover(g, dag, (node, nt) => labels[node]!.get(nt)?.match, observe) };
}
