// One tiling instance measured: every selector's tiling of one block DAG, checked and re-costed by the
// independent legality checker, against the proven optimum of the same DAG (the NOLTIS paper §7.1:
// "the optimal solution" of the §5 0-1 program, here also the exhaustive search on small DAGs).
//
// Contract: `measureInstance(instance, selectors, hooks)` returns, for each selector named, the cost
// the checker (oracles/tiling/legality.ts checkTiling) recomputes from its tiling, or the checker's
// errors (or the exception the selector threw) — a selector's own idea of its cost is never used —
// and the optimum: exhaustive search (oracles/tiling/exhaustive.ts) when the DAG has at most
// EXHAUSTIVE_NODES nodes and the search completes within its step budget, the 0-1 program solved by
// glpk.js (oracles/tiling/milp.ts) otherwise. The optimum's own tiling is re-costed by the checker
// too, so an exact solver's bookkeeping error shows up as a mismatch rather than a wrong table.
// `maxmunch` is always measured as the baseline of the improvement columns (paper Figure 4), whether
// or not it is among the selectors reported. Deterministic: no clock, no randomness.

import type { Grammar } from '../../engine/isel/grammar.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import type { Tiling } from '../../engine/isel/cover.js';
import { SELECTORS } from '../../engine/isel/index.js';
import { buildModel } from '../../oracles/tiling/model.js';
import { checkTiling } from '../../oracles/tiling/legality.js';
import { exhaustiveOptimum } from '../../oracles/tiling/exhaustive.js';
import { milpOptimum } from '../../oracles/tiling/milp.js';

/** One tiling problem: a block DAG under a grammar, named for the report, from a source (a table row group). */
export interface TilingInstance {
  readonly source: string;
  readonly name: string;
  readonly grammar: Grammar;
  readonly dag: BlockDag;
}

export type Solver = 'exhaustive' | 'milp';

/**
 * The optimum of an instance: `proven` false when the solver stopped at a limit (its cost is then an
 * upper bound); `unsolved` when the instance is too large to be given to an exact solver at all;
 * `error` when a solver failed or its tiling did not pass the checker (a bug).
 */
export type Optimum =
  | { readonly kind: 'solved'; readonly cost: number; readonly proven: boolean; readonly solver: Solver }
  | { readonly kind: 'unsolved'; readonly detail: string }
  | { readonly kind: 'error'; readonly detail: string };

/** A selector's tiling as the checker saw it: its re-computed cost, or why it is not a legal tiling. */
export type SelectorCost = { readonly kind: 'legal'; readonly cost: number } | { readonly kind: 'illegal'; readonly detail: string };

export interface InstanceResult {
  readonly instance: TilingInstance;
  readonly optimum: Optimum;
  /** Per selector reported, in the order asked. */
  readonly costs: ReadonlyMap<string, SelectorCost>;
  /** maxmunch's cost (the improvement baseline), when its tiling is legal. */
  readonly maxmunch: number | null;
}

/** Largest DAG the exhaustive search is asked to prove (the issue: "DAGs up to about 14 nodes"). */
const EXHAUSTIVE_NODES = 14;
/** The exhaustive search's step budget; past it the 0-1 program decides. */
const EXHAUSTIVE_STEPS = 200_000;
/**
 * Largest model (alternatives = 0-1 variables) given to GLPK. Beyond it the instance is reported
 * unproven, never solved against a wall-clock limit (which would make the report machine-dependent).
 * Measured with the strengthened program of oracles/tiling/milp.ts: every corpus block is proven, the
 * largest (the 842/981-node stack_vm block: 2944 alternatives under ARM, 3878 and 4141 under the x86
 * grammars) in under a second each; the cap only keeps a pathological generated DAG from running on.
 */
const MILP_MAX_ALTERNATIVES = 20_000;

export type CoverOf = (g: Grammar, dag: BlockDag) => Tiling;

/** What tests may replace: the selector table and the exact solver (a planted bug must be caught). */
export interface MeasureHooks {
  readonly selectors?: Readonly<Record<string, { readonly cover: CoverOf }>>;
  readonly optimum?: (g: Grammar, dag: BlockDag) => Promise<Optimum>;
}

export async function measureInstance(
  inst: TilingInstance,
  selectors: readonly string[],
  hooks: MeasureHooks = {},
): Promise<InstanceResult> {
  const table = hooks.selectors ?? SELECTORS;
  const costOf = (name: string): SelectorCost => {
    const s = table[name];
    if (s === undefined) return { kind: 'illegal', detail: `no selector '${name}'` };
    return selectorCost(inst, s.cover);
  };
  const costs = new Map(selectors.map((name) => [name, costOf(name)] as const));
  const mm = costs.get('maxmunch') ?? costOf('maxmunch');
  const optimum = await (hooks.optimum ?? exactOptimum)(inst.grammar, inst.dag);
  return { instance: inst, optimum, costs, maxmunch: mm.kind === 'legal' ? mm.cost : null };
}

function selectorCost(inst: TilingInstance, cover: CoverOf): SelectorCost {
  let tiling: Tiling;
  try {
    tiling = cover(inst.grammar, inst.dag);
  } catch (e) {
    return { kind: 'illegal', detail: `threw: ${(e as Error).message}` };
  }
  const check = checkTiling(inst.grammar, inst.dag, tiling);
  if (check.errors.length > 0) return { kind: 'illegal', detail: check.errors.slice(0, 3).join('; ') };
  return { kind: 'legal', cost: check.cost };
}

/** The proven optimum: exhaustive on small DAGs, the 0-1 program otherwise, re-costed by the checker. */
export async function exactOptimum(g: Grammar, dag: BlockDag): Promise<Optimum> {
  try {
    return await solve(g, dag);
  } catch (e) {
    return { kind: 'error', detail: `threw: ${(e as Error).message}` };
  }
}

async function solve(g: Grammar, dag: BlockDag): Promise<Optimum> {
  const model = buildModel(g, dag);
  if (dag.nodes.length <= EXHAUSTIVE_NODES) {
    const ex = exhaustiveOptimum(model, { maxSteps: EXHAUSTIVE_STEPS });
    if (ex.complete) return recosted(g, dag, ex.tiling, ex.cost, true, 'exhaustive');
  }
  if (model.alternatives.length > MILP_MAX_ALTERNATIVES) {
    return {
      kind: 'unsolved',
      detail: `${model.alternatives.length} alternatives, above the 0-1 program's cap of ${MILP_MAX_ALTERNATIVES}`,
    };
  }
  const milp = await milpOptimum(model);
  return recosted(g, dag, milp.tiling, milp.cost, milp.status === 'optimal', 'milp');
}

function recosted(g: Grammar, dag: BlockDag, tiling: Tiling, claimed: number, proven: boolean, solver: Solver): Optimum {
  if (!Number.isFinite(claimed)) return { kind: 'error', detail: `${solver}: no legal tiling found` };
  const check = checkTiling(g, dag, tiling);
  if (check.errors.length > 0) return { kind: 'error', detail: `${solver}'s tiling is illegal: ${check.errors.slice(0, 3).join('; ')}` };
  if (check.cost !== claimed) return { kind: 'error', detail: `${solver} claims cost ${claimed}, its tiling costs ${check.cost}` };
  return { kind: 'solved', cost: check.cost, proven, solver };
}
