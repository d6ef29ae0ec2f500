// The covers `tessera optimality --problem isel` compares (issue 24, Deliver 5: PBQP's cover against
// NOLTIS's and maxmunch's on the same grammar, block-local against whole-function): for one
// function, every block's tiling by `maxmunch` and `noltis` (block-local selectors), by PBQP on the
// block alone (`pbqp-block`: engine/isel/pbqp-cover.ts coverPbqp) and by PBQP on the whole function
// (`pbqp`: coverFunctionPbqp, what `--isel pbqp` emits), each priced by the tiling oracle's own
// arithmetic (oracles/tiling/legality.ts checkTiling: the summed cost of the tile instances the
// emitter executes, size × 1024 + latency each), never by the selector that made it.
//
// Contract: `coverCosts(f)` returns, per cover, the function's summed cost, and `failures`: a
// selector that throws or a tiling the legality oracle rejects (each a line that fails the
// command). Deterministic.

import { grammarOf, SELECTORS } from '../../engine/isel/index.js';
import { coverFunctionPbqp, coverPbqp } from '../../engine/isel/pbqp-cover.js';
import type { Tiling } from '../../engine/isel/cover.js';
import { checkTiling } from '../../oracles/tiling/legality.js';
import type { SelectionFunction } from './isel-instances.js';

export const COVERS = ['maxmunch', 'noltis', 'pbqp-block', 'pbqp'] as const;
export type CoverName = (typeof COVERS)[number];

export interface CoverCosts {
  /** Per cover, the function's summed tiling cost (absent where it failed). */
  readonly costs: Partial<Record<CoverName, number>>;
  readonly failures: readonly string[];
}

export function coverCosts(f: SelectionFunction): CoverCosts {
  const g = grammarOf(f.isa);
  const costs: Partial<Record<CoverName, number>> = {};
  const failures: string[] = [];
  for (const name of COVERS) {
    let tilings: readonly Tiling[];
    try {
      tilings = tilingsOf(name, f);
    } catch (e) {
      failures.push(`${f.isa} ${f.name}: ${name} threw: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    let sum = 0;
    tilings.forEach((tiling, b) => {
      const check = checkTiling(g, f.dags[b]!, tiling);
      if (check.errors.length > 0) failures.push(`${f.isa} ${f.name} block ${b}: ${name}'s tiling is illegal: ${check.errors[0]}`);
      sum += check.cost;
    });
    if (Number.isFinite(sum)) costs[name] = sum;
  }
  return { costs, failures };
}

function tilingsOf(name: CoverName, f: SelectionFunction): readonly Tiling[] {
  const g = grammarOf(f.isa);
  switch (name) {
    case 'maxmunch':
    case 'noltis':
      return f.dags.map((dag) => SELECTORS[name]!.cover(g, dag));
    case 'pbqp-block':
      return f.dags.map((dag) => coverPbqp(g, dag));
    case 'pbqp':
      // The tree patterns alone: a cover with complex instances is of rewritten DAGs, not the ones the oracle prices.
      return coverFunctionPbqp(g, f.dags);
  }
}
