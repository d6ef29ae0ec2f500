// The exact 0-1 oracle of PBQP instruction selection (oracles/selection/) against the engine's
// instance of the same block (engine/isel/pbqp-instance.ts blockInstance, on the DAG with every
// shared node un-fixed, as engine/isel/pbqp-cover.ts builds it): issue 24, deliverable 4. On every
// instance the oracle's optimum (its own problem, solved by glpk.js) equals the branch-and-bound
// optimum of the engine's PBQP graph (oracles/pbqp/branch-and-bound.ts), and the oracle's price of
// branch and bound's selection (its rules read as the oracle's roles, priced by the oracle's own
// arithmetic) is that optimum; the heuristic solver's selection (engine/pbqp/solve.ts) priced by
// the oracle is never below it (a heuristic below the exact optimum is a bug in one of the two) and
// is what the engine's graph says it costs. How many instances the heuristic solves optimally, and
// how many needed RN, is printed.
// Instances: generated DAGs with shared nodes (testbed/fuzz/tiling-generator.ts: random tile sets
// and the four ISA grammars, fixed seeds) and every block of a fixed sample of -O2 corpus programs
// under each target's grammar (the DAGs the back end covers: legalized, ARM's DAG combine run).
// SELECTION_MILP_CORPUS=all judges every -O2 corpus block instead (the README's figures; minutes).
// A failure prints the instance and how to replay it (SELECTION_MILP_REPLAY=<case> for a generated one).

import t from 'tap';
import { join } from 'node:path';
import { buildDags, type BlockDag } from '../../engine/isel/dag.js';
import type { Grammar } from '../../engine/isel/grammar.js';
import { dagCombineOf, grammarOf } from '../../engine/isel/index.js';
import { type NormalForm, normalForm } from '../../engine/isel/normal-form.js';
import { blockInstance, type SelectionInstance } from '../../engine/isel/pbqp-instance.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import type { Module } from '../../engine/ir/types.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { CaseRng } from '../../isa-models/rng.js';
import type { Isa } from '../../isa-models/types.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { INF } from '../../oracles/selection/chains.js';
import { selectionOptimum } from '../../oracles/selection/milp.js';
import { priceRules } from '../../oracles/selection/price.js';
import { type SelectionProblem, selectionProblem } from '../../oracles/selection/problem.js';
import { unfixedDag } from '../../oracles/tiling/rules.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { abstractOps, randomDag, randomIsaDag, randomOpSet, randomTileSet, showInstance } from '../../testbed/fuzz/tiling-generator.js';
import { legalizedO2 } from '../isel/corpus-o2.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED = 24_400;
const CASES = 80;
/** Selections near branch and bound's priced by both sides on each instance. */
const PERTURBED = 12;
const REPLAY = process.env.SELECTION_MILP_REPLAY;
const replay = (k: number) => `replay: SELECTION_MILP_REPLAY=${k} node --import tsx tap-tests/oracles/selection-milp.part.ts`;
/** Corpus programs judged by default: shared addresses, and 64-bit pairs on the 32-bit targets (many shared nodes). */
const SAMPLE = ['addr_shared', 'int64_arith'];

const NORMAL = new WeakMap<Grammar, NormalForm>();
const normalOf = (g: Grammar): NormalForm => {
  let nf = NORMAL.get(g);
  if (nf === undefined) NORMAL.set(g, (nf = normalForm(g)));
  return nf;
};

interface Verdict {
  readonly problems: readonly string[];
  readonly optimum: number;
  readonly heuristicOptimal: boolean;
  readonly rn: boolean;
}

/** The oracle against the engine's instance of one block (see the header). */
async function judge(g: Grammar, dag: BlockDag): Promise<Verdict> {
  const open = unfixedDag(dag);
  const inst = blockInstance(normalOf(g), open);
  const problem = selectionProblem(g, open);
  const milp = await selectionOptimum(problem);
  const bb = branchAndBound(inst.graph);
  const heuristic = solvePbqp(inst.graph);
  const rulesOf = (s: readonly number[]) => s.map((a, n) => inst.rules[n]![a]);
  const bbPrice = priceRules(problem, rulesOf(bb.selection));
  const hPrice = priceRules(problem, rulesOf(heuristic.selection));
  const hGraph = selectionCost(inst.graph, heuristic.selection);
  const problems: string[] = [];
  if (!bb.proven) problems.push('branch and bound did not finish');
  if (milp.cost !== bb.cost) problems.push(`the oracle's optimum ${milp.cost} != branch and bound's ${bb.cost} on the engine's instance`);
  if (bbPrice !== bb.cost) problems.push(`the oracle prices branch and bound's selection ${bbPrice}, the engine's instance ${bb.cost}`);
  if (hPrice < milp.cost) problems.push(`the heuristic's selection (${hPrice}) is BELOW the oracle's optimum ${milp.cost}`);
  if (hPrice !== hGraph || hPrice !== heuristic.cost)
    problems.push(
      `the oracle prices the heuristic's selection ${hPrice}, the engine's instance ${hGraph}, the heuristic claims ${heuristic.cost}`,
    );
  problems.push(...perturbed(problem, inst, bb.selection));
  return { problems, optimum: milp.cost, heuristicOptimal: hPrice === milp.cost, rn: heuristic.stats.rn > 0 };
}

/**
 * Selections near the optimum (one to three nodes moved to another alternative, seeded by the
 * instance's size): the oracle prices each as the engine's graph does, INF exactly where it is INF
 * — the two problems agree on every selection tried, not only on the optimum.
 */
function perturbed(problem: SelectionProblem, inst: SelectionInstance, best: readonly number[]): string[] {
  const rng = new CaseRng(best.length);
  for (let k = 0; k < PERTURBED; k++) {
    const s = best.slice();
    for (let j = 0; j <= k % 3; j++) {
      const n = rng.int(0, s.length - 1);
      s[n] = rng.int(0, inst.graph.costs[n]!.length - 1);
    }
    const [oracle, engine] = [
      priceRules(
        problem,
        s.map((a, n) => inst.rules[n]![a]),
      ),
      selectionCost(inst.graph, s),
    ];
    if (oracle !== engine) return [`the oracle prices selection ${JSON.stringify(s)} ${oracle}, the engine's instance ${engine}`];
  }
  return [];
}

/** Counts over a source's instances. */
class Tally {
  instances = 0;
  finite = 0;
  heuristicOptimal = 0;
  rn = 0;
  add(v: Verdict): void {
    this.instances++;
    if (v.optimum < INF) this.finite++;
    if (v.heuristicOptimal) this.heuristicOptimal++;
    if (v.rn) this.rn++;
  }
  toString(): string {
    return `${this.instances} instances (${this.finite} with a finite optimum): the 0-1 optimum = branch and bound's = the oracle's price of its selection on each, ${PERTURBED} selections near it priced as the engine's graph does; heuristic optimal on ${this.heuristicOptimal} (${((100 * this.heuristicOptimal) / Math.max(1, this.instances)).toFixed(1)} %), RN needed on ${this.rn}`;
  }
}

/** Generated instance k: random tile sets on even k, the ISA grammars in turn on odd k. */
function generated(k: number): { g: Grammar; dag: BlockDag; what: string } {
  const rng = new CaseRng(SEED + k);
  if (k % 2 === 0) {
    const ops = randomOpSet(rng, k % 4 === 0);
    const g = randomTileSet(rng, { ops, addr: k % 3 === 0, cc: k % 8 < 4 });
    return { g, dag: randomDag(rng, { size: [4, 30], ops: abstractOps(ops), share: 0.4 }), what: 'random tile set' };
  }
  const isa = ISAS[(k >> 1) % 4]!;
  return { g: grammarOf(isa), dag: randomIsaDag(rng, isa, { size: [6, 50], share: 0.4 }).dag, what: isa };
}

t.test('generated DAGs: the 0-1 oracle = branch and bound on the engine instance <= the heuristic', async (t) => {
  const tally = new Tally();
  for (const k of REPLAY === undefined ? Array.from({ length: CASES }, (_, i) => i) : [Number(REPLAY)]) {
    const { g, dag, what } = generated(k);
    const v = await judge(g, dag);
    if (v.problems.length > 0) {
      t.fail(`case ${k} (${what}): ${v.problems.join('; ')}; ${replay(k)}\n${showInstance(g, dag)}`);
      return;
    }
    tally.add(v);
  }
  t.ok(tally.finite === tally.instances, `${tally}`);
});

/** The -O2 programs of a target to judge, legalized: the sample, or all of them. */
function programs(isa: Isa): readonly { readonly file: string; readonly module: Module }[] {
  if (process.env.SELECTION_MILP_CORPUS === 'all') return legalizedO2(isa);
  return SAMPLE.map((p) => {
    const file = `${p}.O2.ll`;
    return { file, module: legalizeModule(loadProgram(join('corpus/ll', isa, file), isa).module, isa) };
  });
}

for (const isa of ISAS) {
  t.test(`${isa} corpus blocks: the 0-1 oracle = branch and bound on the engine instance <= the heuristic`, async (t) => {
    const g = grammarOf(isa);
    const combine = dagCombineOf(isa);
    const tally = new Tally();
    let shared = 0;
    for (const { file, module: m } of programs(isa)) {
      for (const fn of m.functions.filter((f) => f.blocks.length > 0)) {
        const built = buildDags(fn, m);
        for (const dag of combine === undefined ? built.dags : built.dags.map((d) => combine(d, built.facts))) {
          const v = await judge(g, dag);
          if (v.problems.length > 0) {
            t.fail(`${isa} ${file} @${fn.name} block ${dag.block}: ${v.problems.join('; ')}\n${showInstance(g, dag)}`);
            return;
          }
          tally.add(v);
          if (dag.nodes.some((n) => n.shared === true)) shared++;
        }
      }
    }
    t.ok(tally.instances > 0 && tally.finite === tally.instances, `${tally}; ${shared} blocks with a shared node`);
  });
}
