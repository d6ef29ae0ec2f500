// The child process of tap-tests/oracles/tiling-independence.test.ts: judges a fixed set of tiling
// instances with the oracles of oracles/tiling/ (exhaustive optimum, the 0-1 program on a subset,
// the legality checker on every selector's tiling) and prints the verdicts as one JSON object. The
// test runs it once as is and once per mutation of a selector helper (tiling-mutant-hooks.mjs), and
// compares.
//
// Contract: `node --import <hooks register> --import tsx tap-tests/oracles/tiling-mutant-run.ts`.
// Deterministic: the instances are drawn from fixed CaseRng seeds by testbed/fuzz/tiling-generator.ts
// (randomDag and randomTileSet call no selector code) plus the reconstructed Figure 1; ISA-grammar
// DAGs are kept when the oracles' own model finds every mandatory demand derivable (not the
// selectors' labels, which a mutation may change). Each instance carries a fingerprint (its text),
// so the test can tell a changed instance from a changed verdict. A selector that throws is a
// verdict too ("threw"), not a crash of this process.

import { CaseRng } from '../../isa-models/rng.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import type { Grammar } from '../../engine/isel/grammar.js';
import { grammarOf, SELECTORS } from '../../engine/isel/index.js';
import { abstractOps, isaOps, randomDag, randomOpSet, randomTileSet, showInstance } from '../../testbed/fuzz/tiling-generator.js';
import { figure1 } from '../../testbed/fuzz/tiling-examples.js';
import { buildModel } from '../../oracles/tiling/model.js';
import { exhaustiveOptimum } from '../../oracles/tiling/exhaustive.js';
import { milpOptimum } from '../../oracles/tiling/milp.js';
import { checkTiling } from '../../oracles/tiling/legality.js';

export type Verdict = { readonly cost: number } | { readonly illegal: string } | { readonly threw: string };

export interface InstanceVerdicts {
  readonly name: string;
  readonly tree: boolean;
  readonly fingerprint: string;
  /** The exhaustive search's optimum, and the checker's cost of its tiling (errors: its first one). */
  readonly optimum: number | null;
  readonly optimumChecked: Verdict;
  /** The 0-1 program's optimum (on every MILP_EVERY-th instance). */
  readonly milp?: number | null;
  readonly selectors: Readonly<Record<string, Verdict>>;
}

const MILP_EVERY = 4;
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
/** JSON has no Infinity: an infeasible optimum is null. */
const finite = (c: number): number | null => (Number.isFinite(c) ? c : null);

function fingerprint(g: Grammar, dag: BlockDag): string {
  const nodes = JSON.stringify(dag.nodes, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));
  return `${showInstance(g, dag)}\n${g.tiles.length} tiles\n${nodes}`;
}

function verdict(g: Grammar, dag: BlockDag, cover: () => Parameters<typeof checkTiling>[2]): Verdict {
  let tiling;
  try {
    tiling = cover();
  } catch (e) {
    return { threw: message(e) };
  }
  const check = checkTiling(g, dag, tiling);
  return check.errors.length > 0 ? { illegal: check.errors[0]! } : { cost: check.cost };
}

async function judge(name: string, tree: boolean, g: Grammar, dag: BlockDag, milp: boolean): Promise<InstanceVerdicts> {
  const model = buildModel(g, dag);
  const exact = exhaustiveOptimum(model, { maxSteps: 2_000_000 });
  const selectors: Record<string, Verdict> = {};
  for (const [s, sel] of Object.entries(SELECTORS)) selectors[s] = verdict(g, dag, () => sel.cover(g, dag));
  return {
    name,
    tree,
    fingerprint: fingerprint(g, dag),
    optimum: exact.complete ? finite(exact.cost) : null,
    optimumChecked: verdict(g, dag, () => exact.tiling),
    ...(milp ? { milp: finite((await milpOptimum(model)).cost) } : {}),
    selectors,
  };
}

/** A random tile set and a random DAG over its operations (a forest when `tree`). */
function randomInstance(seed: number, k: number, tree: boolean): { g: Grammar; dag: BlockDag } {
  const rng = new CaseRng(seed + k);
  const ops = randomOpSet(rng, k % 4 === 0);
  const g = randomTileSet(rng, { ops, addr: k % 2 === 0, cc: k % 3 === 0 });
  return { g, dag: randomDag(rng, { size: [5, 12], ops: abstractOps(ops), tree }) };
}

/** DAGs under an ISA grammar that the oracles' model can derive, `count` of them, from a seed. */
function isaInstances(isa: 'x86-32' | 'arm', seed: number, count: number): BlockDag[] {
  const g = grammarOf(isa);
  const rng = new CaseRng(seed);
  const out: BlockDag[] = [];
  for (let draws = 0; out.length < count && draws < 50 * count; draws++) {
    const dag = randomDag(rng, { size: [5, 12], ops: isaOps(), condbr: true, ptrBits: 32 });
    const model = buildModel(g, dag);
    if (model.mandatory.every((d) => model.demands[d]!.feasible)) out.push(dag);
  }
  return out;
}

async function main(): Promise<void> {
  const out: InstanceVerdicts[] = [];
  let i = 0;
  const add = async (name: string, tree: boolean, g: Grammar, dag: BlockDag) => {
    out.push(await judge(name, tree, g, dag, i++ % MILP_EVERY === 0));
  };
  for (let k = 0; k < 30; k++) {
    const { g, dag } = randomInstance(31_000, k, true);
    await add(`tree ${k}`, true, g, dag);
  }
  for (let k = 0; k < 30; k++) {
    const { g, dag } = randomInstance(32_000, k, false);
    await add(`shared ${k}`, false, g, dag);
  }
  for (const costs of ['unit', 'shown'] as const) {
    const f = figure1(costs);
    await add(`figure1 ${costs}`, false, f.grammar, f.dag);
  }
  for (const [j, isa] of (['x86-32', 'arm'] as const).entries()) {
    for (const [k, dag] of isaInstances(isa, 33_000 + j, 10).entries()) await add(`${isa} ${k}`, false, grammarOf(isa), dag);
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();
