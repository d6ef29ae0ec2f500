// The selection oracle (oracles/selection/) judges the engine's PBQP instruction selection with its
// own problem and arithmetic (issue 24, deliverable 4: "an independent 0-1 program ... that does not
// reuse the PBQP construction"), shown three ways, as tap-tests/oracles/tiling-independence.test.ts
// shows it for the tiling oracles:
//   - oracles/selection/*.ts import nothing but types from engine/ (read off their import lines);
//   - on a hand-built block whose optimum is worked out below, hand-built engine selections (rules
//     as the engine's SelectionInstance would list them) are priced as the oracle's semantics say:
//     the rule's tile, path and swap are read, its own cost and nonterminal fields are not; a kid
//     whose role gives nothing its user can take, a foreign tile or a range's own rule cost INF;
//   - planted bugs in the engine's instance construction (a NormalForm whose chain costs or rule
//     costs are wrong, handed to blockInstance in place of the grammar's) move the engine's
//     optimum, and each is caught on some fixed instance (its optimum differs from the oracle's, or
//     the oracle prices its selection otherwise than the engine's graph does), while the oracle's
//     answers, computed from the grammar and the DAG alone, are the same as without the bug.

import t from 'tap';
import { expectTypeOnlyEngineImports } from '../helpers/type-only-imports.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import { imm, nt, type Grammar, type Tile } from '../../engine/isel/grammar.js';
import { grammarOf } from '../../engine/isel/index.js';
import { type BaseRule, type NormalForm, normalForm } from '../../engine/isel/normal-form.js';
import { blockInstance } from '../../engine/isel/pbqp-instance.js';
import { CaseRng } from '../../isa-models/rng.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { INF } from '../../oracles/selection/chains.js';
import { selectionOptimum } from '../../oracles/selection/milp.js';
import { priceRules } from '../../oracles/selection/price.js';
import { selectionProblem } from '../../oracles/selection/problem.js';
import { unfixedDag } from '../../oracles/tiling/rules.js';
import { abstractOps, randomDag, randomIsaDag, randomOpSet, randomTileSet } from '../../testbed/fuzz/tiling-generator.js';
import { dagOf, grammar, op, t as tl } from './tiling-fixtures.js';

t.test('oracles/selection imports only types from the engine', async (t) => expectTypeOnlyEngineImports(t, 'oracles/selection'));

// Costs in size units (latency 0: a unit is 1024). n0 = vreg, n1 = const 3, n2 = add(n0, n1),
// n3 = load(n2), n4 = ret(n3). Optimum 4: ret (1) + `ldadd` at n3 (3) with its inner node at n2
// folding n1 as its immediate, n0 by `vreg` (0), n1 folded. Next best 7: ret + load (2) + the chain
// addr <- reg (1) + addi (3) or add (2) + const (1). With n1 exported (it leaves the block, so it
// must be derived to reg: folded costs INF there): 5, `const` at n1 besides ldadd's immediate.
const TILES: Tile[] = [
  tl('vreg', 'reg', op('vreg'), 0),
  tl('const', 'reg', op('const'), 1),
  tl('add', 'reg', op('add', nt('reg'), nt('reg')), 2),
  tl('addi', 'reg', op('add', nt('reg'), imm(0n, 7n)), 3),
  tl('addr', 'addr', nt('reg'), 1),
  tl('load', 'reg', op('load', nt('addr')), 2),
  tl('ldadd', 'reg', op('load', op('add', nt('reg'), imm(0n, 7n))), 3),
  tl('ret', 'stmt', op('ret', nt('reg')), 1),
];
const G = grammar(TILES);
const U = 1024;
const block = (exported: boolean): BlockDag =>
  dagOf([
    { op: 'vreg' },
    { op: 'const', value: 3n, ...(exported ? { export: 7 } : {}) },
    { op: 'add', kids: [0, 1] },
    { op: 'load', kids: [2] },
    { op: 'ret', kids: [3] },
  ]);

/** A rule as the engine lists it; its cost and lhs deliberately wrong (the oracle must not read them). */
function rule(name: string, path: number[] = [], swapped = false): BaseRule {
  const tile = TILES.find((x) => x.name === name)!;
  return { lhs: 'stmt', op: 'add', kids: [], tile, path, cost: 99, ...(swapped ? { swapped: true } : {}) };
}
const FOLDED: BaseRule = { lhs: '', op: 'const', kids: [], path: [], cost: 0 };

t.test("hand-built selections are priced as the oracle's semantics say", async (t) => {
  const dag = block(false);
  const p = selectionProblem(G, dag);
  const best = [rule('vreg'), FOLDED, rule('ldadd', [0]), rule('ldadd'), rule('ret')];
  t.equal(priceRules(p, best), 4 * U, 'the optimum by hand: ret + ldadd, n1 folded as its immediate');
  t.equal(
    priceRules(p, [rule('vreg'), rule('const'), rule('add'), rule('load'), rule('ret')]),
    7 * U,
    'add + const + load through the chain addr <- reg',
  );
  t.equal(priceRules(p, [rule('vreg'), FOLDED, rule('addi'), rule('load'), rule('ret')]), 7 * U, 'addi folds n1 itself');
  t.equal(priceRules(p, [rule('vreg'), FOLDED, rule('add'), rule('load'), rule('ret')]), INF, 'add wants reg at n1, which derives nothing');
  t.equal(
    priceRules(p, [rule('vreg'), FOLDED, rule('addi'), rule('ldadd'), rule('ret')]),
    INF,
    "ldadd wants its own inner node at n2, which is addi's root",
  );
  t.equal(priceRules(p, [FOLDED, FOLDED, rule('ldadd', [0]), rule('ldadd'), rule('ret')]), INF, 'n0 must be a register');
  t.equal(
    priceRules(p, [rule('vreg'), FOLDED, rule('ldadd', [0], true), rule('ldadd'), rule('ret')]),
    INF,
    'swapped: n0 (a vreg) meets the immediate',
  );
  const foreign: BaseRule = { ...rule('ret'), tile: tl('ret', 'stmt', op('ret', nt('reg')), 1) };
  t.equal(priceRules(p, [...best.slice(0, 4), foreign]), INF, "a tile that is not the grammar's (same name, another object)");
  const range: BaseRule = { lhs: 'imm[0,7]', op: 'const', kids: [], range: { min: 0n, max: 7n }, path: [], cost: 0 };
  t.equal(priceRules(p, [rule('vreg'), range, ...best.slice(2)]), INF, "a range's own rule is no node's role");
  const opt = await selectionOptimum(p);
  t.same([opt.cost, priceRules(p, best)], [4 * U, 4 * U], "the 0-1 program's optimum is the one by hand");
  t.equal(branchAndBound(blockInstance(normalForm(G), dag).graph).cost, 4 * U, "the engine's instance agrees");
  const out = selectionProblem(G, block(true));
  t.equal(priceRules(out, best), INF, 'n1 exported: folding it alone leaves its value underived');
  t.equal(priceRules(out, [rule('vreg'), rule('const'), ...best.slice(2)]), 5 * U, 'n1 exported: derived once, folded by ldadd besides');
  t.equal((await selectionOptimum(out)).cost, 5 * U, "the 0-1 program's optimum with n1 exported");
  // Without `const`, `addi` and `ldadd` nothing derives n1 as add's register: every role has a finite
  // cost of its own, but no pair on the link n2 -> n1 does, so the program is infeasible.
  const poor = grammar(TILES.filter((x) => !['const', 'addi', 'ldadd'].includes(x.name)));
  const none = await selectionOptimum(selectionProblem(poor, block(false)));
  t.same(none, { cost: INF, roles: [-1, -1, -1, -1, -1] }, 'no selection: INF, no roles');
  t.equal(branchAndBound(blockInstance(normalForm(poor), block(false)).graph).cost, INF, "the engine's instance agrees");
});

/** One-line bugs in the engine's instance construction, planted through the NormalForm blockInstance reads. */
const BUGS: Record<string, (nf: NormalForm) => NormalForm> = {
  'chain closure one too dear': (nf) => ({ ...nf, chainCost: (a, b) => bump(nf.chainCost(a, b), a !== b) }),
  'chain rules free': (nf) => ({ ...nf, chainCost: (a, b) => (nf.chainCost(a, b) < INF ? 0 : INF) }),
  "a swapped root rule loses its tile's cost": (nf) => ({
    ...nf,
    base: nf.base.map((r) => (r.swapped && r.path.length === 0 ? { ...r, cost: 0 } : r)),
  }),
};
const bump = (c: number, yes: boolean): number => (yes && c < INF ? c + 1 : c);

/** Fixed instances: x86-32 and x86-64 DAGs (chains addr <- reg and reg <- cc), random tile sets with addr and cc. */
function instances(): { g: Grammar; dag: BlockDag }[] {
  const out: { g: Grammar; dag: BlockDag }[] = [];
  for (let k = 0; k < 24; k++) {
    const rng = new CaseRng(24_500 + k);
    if (k % 2 === 0) {
      const ops = randomOpSet(rng, true);
      out.push({
        g: randomTileSet(rng, { ops, addr: true, cc: true }),
        dag: unfixedDag(randomDag(rng, { size: [6, 24], ops: abstractOps(ops), share: 0.4 })),
      });
    } else {
      const isa = k % 4 === 1 ? 'x86-32' : 'x86-64';
      out.push({ g: grammarOf(isa), dag: unfixedDag(randomIsaDag(rng, isa, { size: [8, 30], share: 0.4 }).dag) });
    }
  }
  return out;
}

/** What the engine's instance built from `nf` says on one instance, judged by the oracle: the caught disagreements. */
function disagreements(g: Grammar, dag: BlockDag, nf: NormalForm, optimum: number): string[] {
  const inst = blockInstance(nf, dag);
  const bb = branchAndBound(inst.graph);
  const price = priceRules(
    selectionProblem(g, dag),
    bb.selection.map((a, n) => inst.rules[n]![a]),
  );
  const out: string[] = [];
  if (bb.cost < optimum) out.push(`the engine's optimum ${bb.cost} is BELOW the oracle's ${optimum}`);
  else if (bb.cost !== optimum) out.push(`the engine's optimum ${bb.cost} != the oracle's ${optimum}`);
  if (price !== selectionCost(inst.graph, bb.selection))
    out.push(`the oracle prices the engine's selection ${price}, the engine ${bb.cost}`);
  if (price < optimum) out.push(`the oracle's price ${price} below its own optimum ${optimum} (a bug in the oracle)`);
  return out;
}

t.test("a bug planted in the engine's instance construction moves the engine, not the oracle, and is caught", async (t) => {
  const cases = instances();
  const oracle = async () => Promise.all(cases.map(async ({ g, dag }) => (await selectionOptimum(selectionProblem(g, dag))).cost));
  const clean = await oracle();
  t.ok(
    clean.every((c) => c < INF),
    `${cases.length} instances, each with a finite optimum`,
  );
  t.same(
    cases.flatMap(({ g, dag }, i) => disagreements(g, dag, normalForm(g), clean[i]!)),
    [],
    'without a bug the engine agrees with the oracle on every instance',
  );
  for (const [name, plant] of Object.entries(BUGS)) {
    const caught = cases.flatMap(({ g, dag }, i) => disagreements(g, dag, plant(normalForm(g)), clean[i]!).map((d) => `case ${i}: ${d}`));
    t.ok(
      caught.length > 0,
      `${name}: caught on ${new Set(caught.map((c) => c.split(':')[0])).size} instances (first: ${caught[0] ?? 'none'})`,
    );
  }
  // The oracle reads no NormalForm, so no planted bug can reach it: its answers, asked again, are the same.
  t.same(await oracle(), clean, 'no oracle answer moved');
});
