// The tiling oracles on hand-built problems whose optimum is known (tiling-fixtures.ts): the
// matcher's semantics, the model's demands, and both exact solvers (exhaustive and the glpk.js
// 0-1 program) reaching exactly the hand-computed optimum, with a legal tiling of that cost.

import t from 'tap';
import { withFixed } from '../../engine/isel/cover.js';
import { imm, nt } from '../../engine/isel/grammar.js';
import { checkTiling } from '../../oracles/tiling/legality.js';
import { buildModel, chainOrder } from '../../oracles/tiling/model.js';
import { exhaustiveOptimum } from '../../oracles/tiling/exhaustive.js';
import { milpOptimum } from '../../oracles/tiling/milp.js';
import { embeddings, tileMatches, verifyMatch } from '../../oracles/tiling/patterns.js';
import { ccExample, dagOf, fixExample, grammar, memoryExample, op, overlapExample, t as tile } from './tiling-fixtures.js';

t.test('matcher: commutative swap, interior roots, immediates, rest, check', async (t) => {
  const dag = dagOf([
    { op: 'vreg' },
    { op: 'const', value: 8n },
    { op: 'add', kids: [0, 1] },
    { op: 'load', kids: [2] },
    { op: 'load', kids: [2] },
    { op: 'add', kids: [3, 4] },
    { op: 'ret', kids: [5] },
  ]);
  // add(reg, reg) at node 5 (kids 3, 4 differ): as given, then swapped.
  const rr = embeddings(op('add', nt('reg'), nt('reg')), dag, 5);
  t.same(
    rr.map((e) => e.leaves.map((l) => l.node)),
    [
      [3, 4],
      [4, 3],
    ],
  );
  t.same(rr[0]!.covered, [5]);
  // Node 2 is shared (two loads read it), hence a root as built: no pattern may cover it below its top...
  t.ok(dag.nodes[2]!.shared === true && dag.nodes[2]!.root);
  t.same(embeddings(op('load', op('add', nt('reg'), imm(0n, 255n))), dag, 3), []);
  // ...but on the open DAG it may, with the immediate as a leaf; covered top first.
  const open = withFixed(dag, () => false);
  const folded = embeddings(op('load', op('add', nt('reg'), imm(0n, 255n))), open, 3);
  t.same(folded, [
    {
      leaves: [
        { node: 0, nt: 'reg' },
        { node: 1, imm: 8n },
      ],
      covered: [3, 2],
    },
  ]);
  t.same(embeddings(op('load', op('add', nt('reg'), imm(9n, 255n))), open, 3), [], 'immediate out of range');
  const call = dagOf([{ op: 'vreg' }, { op: 'vreg' }, { op: 'call', kids: [0, 1] }]);
  t.same(embeddings({ k: 'op', op: 'call', kids: [], rest: 'reg' }, call, 2)[0]!.leaves, [
    { node: 0, nt: 'reg' },
    { node: 1, nt: 'reg' },
  ]);
  t.same(embeddings({ k: 'op', op: 'call', kids: [] }, call, 2), [], 'kid count must match without rest');
  const picky = { ...tile('picky', 'reg', op('add', nt('reg'), nt('reg')), 1), check: () => false };
  t.same(tileMatches(picky, dag, 5), [], 'check rejects');
  t.same(
    verifyMatch(dag, {
      tile: picky,
      node: 5,
      leaves: [
        { node: 3, nt: 'reg' },
        { node: 4, nt: 'reg' },
      ],
      covered: [5],
    }),
    ["tile picky at node 5: the tile's check rejects the match"],
  );
});

t.test('model: demands and chain order', async (t) => {
  const { g, dag } = ccExample();
  const order = chainOrder(g);
  t.ok(order.indexOf('reg') < order.indexOf('cc'), `a chain rule's nt (reg <- cc) before its leaf's: ${order.join(' ')}`);
  const m = buildModel(g, dag);
  t.same(
    m.mandatory.map((d) => `${m.demands[d]!.node}:${m.demands[d]!.nt}`),
    ['6:stmt'],
  );
  const ids = m.demands.map((d) => `${d.node}:${d.nt}`);
  t.ok(ids.includes('2:cc') && ids.includes('2:reg'), 'the shared compare is demanded at cc and reg');
  const topological = m.demands.every((d) => d.alts.every((a) => m.alternatives[a]!.needs.every((n) => n > d.id)));
  t.ok(topological, "every demand an alternative needs comes after the alternative's demand");
  const cyclic = grammar([
    tile('a <- r', 'addr', nt('reg'), 0),
    tile('r <- a', 'reg', nt('addr'), 0),
    tile('ret', 'stmt', op('ret', nt('reg')), 1),
  ]);
  t.throws(() => buildModel(cyclic, dag), /chain rules have a cycle/);
});

for (const [name, make] of [
  ['overlap', overlapExample],
  ['fix', fixExample],
  ['cc per requester', ccExample],
] as const) {
  t.test(`exact solvers on the ${name} example`, async (t) => {
    const { g, dag, optimum } = make();
    const model = buildModel(g, dag);
    const ex = exhaustiveOptimum(model);
    t.ok(ex.complete);
    t.equal(ex.cost, optimum, 'exhaustive');
    t.same(checkTiling(g, dag, ex.tiling), { errors: [], cost: optimum });
    const mi = await milpOptimum(model);
    t.equal(mi.status, 'optimal');
    t.equal(mi.cost, optimum, 'MILP');
    t.same(checkTiling(g, dag, mi.tiling), { errors: [], cost: optimum });
  });
}

t.test('exact solvers respect the memory rule', async (t) => {
  const { g, dag, optimum, illegalCost } = memoryExample();
  const model = buildModel(g, dag);
  const ex = exhaustiveOptimum(model);
  t.equal(ex.cost, optimum, `exhaustive: ${ex.cost}, not the illegal ${illegalCost}`);
  const mi = await milpOptimum(model);
  t.equal(mi.cost, optimum, `MILP: ${mi.cost}, not the illegal ${illegalCost}`);
  t.same(checkTiling(g, dag, mi.tiling).errors, []);
});

t.test('exhaustive: step limit and infeasible problems', async (t) => {
  const { g, dag, optimum } = overlapExample();
  const model = buildModel(g, dag);
  const full = exhaustiveOptimum(model);
  const cut = exhaustiveOptimum(model, { maxSteps: 3 });
  t.equal(cut.complete, false);
  t.ok(cut.cost >= optimum);
  t.ok(full.tilings >= 1);
  const noRet = grammar(g.tiles.filter((x) => x.name !== 'ret'));
  const none = buildModel(noRet, dag);
  t.equal(exhaustiveOptimum(none).cost, Infinity);
  t.equal((await milpOptimum(none)).cost, Infinity);
});
