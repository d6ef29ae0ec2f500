// The `maxmunch` selector: top-down, at each node the largest tile first (most DAG nodes covered,
// folded constants included),
// the tile's own cost breaking ties — the LLVM-style greedy default the NOLTIS paper compares
// against. It only considers tiles whose leaves can all be derived (the labeler's costs say which),
// so greed never walks into a dead end.
//
// Contract: `coverMaxmunch(grammar, dag)` returns a cover of every root (same cut into trees as
// cse-all: shared nodes are never duplicated).

import type { BlockDag } from './dag.js';
import { matchAt, tileCost, type Grammar, type Match } from './grammar.js';
import { labelDag, leafCost } from './labels.js';
import { buildCover, type Tiling } from './cover.js';

export function coverMaxmunch(g: Grammar, dag: BlockDag): Tiling {
  const { labels, regChain } = labelDag(g, dag);
  const feasible = (m: Match) => m.leaves.every((l) => leafCost(labels, dag, l, regChain) < Infinity);
  const cover = buildCover(g, dag, (node, nt) => {
    let best: Match | undefined;
    for (const m of matchAt(g, dag, node)) {
      if (m.tile.nt !== nt || m.tile.pattern.k === 'nt' || !feasible(m)) continue;
      if (best === undefined || extent(m) > extent(best) || (extent(m) === extent(best) && tileCost(m.tile) < tileCost(best.tile)))
        best = m;
    }
    // Chain rules only when no real tile derives the nonterminal here (addr ← reg at a leaf).
    return best ?? labels.match(node, nt);
  });
  return { dag, cover };
}

/** A tile's size in DAG nodes: the operations it covers and the constants it folds (LLVM's pattern complexity counts both). */
function extent(m: Match): number {
  return m.covered.length + m.leaves.filter((l) => 'imm' in l).length;
}
