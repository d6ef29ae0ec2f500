// PBQP selection's instance on trees (engine/isel/pbqp-instance.ts): issue 24's property "on trees
// PBQP equals the optimal tree DP". On random forests under the four ISA grammars (their tiles with
// a check included) and random tile sets, the exact PBQP optimum and the heuristic solver's cost
// both equal the bottom-up DP's (engine/isel/labels.ts) summed over the DAG's roots at the
// nonterminal each root must produce; the heuristic needs no RN on a forest. Fixed seeds; a failure names the case (PBQP_INSTANCE_REPLAY=<case> runs it alone).

import t from 'tap';
import { CaseRng } from '../../isa-models/rng.js';
import type { Isa } from '../../isa-models/types.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import { type Grammar, rootNt } from '../../engine/isel/grammar.js';
import { grammarOf } from '../../engine/isel/index.js';
import { labelDag } from '../../engine/isel/labels.js';
import { normalForm } from '../../engine/isel/normal-form.js';
import { blockInstance } from '../../engine/isel/pbqp-instance.js';
import { solvePbqpExact } from '../../engine/pbqp/exact.js';
import { INF } from '../../engine/pbqp/graph.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { randomDag, randomIsaDag, randomTileSet } from '../../testbed/fuzz/tiling-generator.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const REPLAY = process.env.PBQP_INSTANCE_REPLAY;
const CASES = REPLAY === undefined ? Array.from({ length: 160 }, (_, k) => k) : [Number(REPLAY)];
const replay = (k: number) => `replay: PBQP_INSTANCE_REPLAY=${k} node --import tsx tap-tests/isel/pbqp-instance.part.ts`;

function instance(k: number): { g: Grammar; dag: BlockDag } {
  const rng = new CaseRng(91_000 + k);
  if (k % 2 === 0) {
    const g = randomTileSet(rng);
    return { g, dag: randomDag(rng, { size: [4, 30], tree: true }) };
  }
  const isa = ISAS[(k >> 1) % 4]!;
  return { g: grammarOf(isa), dag: randomIsaDag(rng, isa, { size: [4, 40], tree: true }).dag };
}

/** The tree DP's optimum: every root at the nonterminal it must produce (a root is a register to its users). */
function treeDp(g: Grammar, dag: BlockDag): number {
  const { labels } = labelDag(g, dag);
  let sum = 0;
  for (const n of dag.nodes) if (n.root) sum += labels.cost(n.id, rootNt(n));
  return Number.isFinite(sum) ? sum : INF;
}

t.test('PBQP selection on forests equals the tree DP', (t) => {
  let [finite, infinite] = [0, 0];
  for (const k of CASES) {
    const { g, dag } = instance(k);
    const dp = treeDp(g, dag);
    const { graph } = blockInstance(normalForm(g), dag);
    const exact = solvePbqpExact(graph);
    const heuristic = solvePbqp(graph);
    if (exact.cost !== dp || heuristic.cost !== dp || heuristic.stats.rn !== 0) {
      t.fail(`case ${k}: tree DP ${dp}, exact PBQP ${exact.cost}, heuristic ${heuristic.cost} with ${heuristic.stats.rn} RN; ${replay(k)}`);
      return t.end();
    }
    if (dp === INF) infinite++;
    else finite++;
  }
  t.ok(finite > 0, `${finite} forests with a cover, ${infinite} without: the same cost every time, no RN`);
  t.end();
});
