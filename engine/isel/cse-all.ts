// The `cse-all` selector (alias `tree-dp`), as the NOLTIS paper names it: the DAG is cut into trees
// at every shared node (every root, engine/isel/dag.ts), and each tree is tiled optimally by the
// bottom-up dynamic programming of engine/isel/labels.ts (labelDag), then covered top-down along
// the cheapest choices.
//
// Contract: `coverCseAll(grammar, dag)` returns a cover of every root of the DAG as built (every
// shared node fixed); on a DAG that is a tree its
// cost is minimal over all covers the grammar allows (tested against maxmunch in tap-tests/isel/).

import type { BlockDag } from './dag.js';
import type { Cover, Grammar, Nt } from './grammar.js';
import { labelDag, type Labels } from './labels.js';
import { buildCover, type InstanceObserver, type Tiling } from './cover.js';

export function coverCseAll(g: Grammar, dag: BlockDag, options: CoverOptions = {}): Tiling {
  return { dag, cover: labelAndCover(g, dag, options).cover };
}

/**
 * `observe` is told every tile instance (cover.ts InstanceObserver); with `within`, only the nodes
 * it accepts are labelled and covered — a union of weakly connected parts of the DAG (no edge
 * leaves it), whose labels and cover are then those of the whole DAG's restricted to it.
 */
export interface CoverOptions {
  readonly observe?: InstanceObserver;
  readonly within?: (node: number) => boolean;
}

/** The dynamic programming over `dag` and the cover along its cheapest choices (NOLTIS's passes too). */
export function labelAndCover(
  g: Grammar,
  dag: BlockDag,
  { observe, within }: CoverOptions = {},
): { labels: Labels; regChain: ReadonlyMap<Nt, number>; cover: Cover } {
  const { labels, regChain } = labelDag(g, dag, { within });
  return { labels, regChain, cover: buildCover(g, dag, (node, nt) => labels.match(node, nt), observe, within) };
}
