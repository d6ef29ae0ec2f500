// HiGHS on the MCNF 0-1 program (engine/regalloc/mcnf/highs.ts; Koes thesis §3.1-§3.4; issue 20
// Deliver 3, the solver measured against GLPK), by the real HiGHS (highs 1.15.3) and the real GLPK:
// - on the hand-made networks of mcnf-nets.ts, whose optima mcnf-network.part.ts checks by hand,
//   HiGHS proves the same optimal cost as GLPK, and its flows pass the checks (solveProgram
//   verifies every solution: checkFlows, and the flows' cost equal to HiGHS's objective);
// - on the model of four generated functions (3 registers; two of one block, two of several), the same;
// - an infeasible network stays infeasible (HiGHS's proof, and the empty row found before it);
// - the budget on an injected clock: nothing left when the search would start is unsolved without
//   calling HiGHS; ample time gives the proven optimum;
// - solveNetwork's `solver` option reaches HiGHS, its default.

import t from 'tap';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import { solveHighs } from '../../engine/regalloc/mcnf/highs.js';
import { type SolveResult, solveNetwork } from '../../engine/regalloc/mcnf/ilp.js';
import { mcnfModel } from '../../engine/regalloc/mcnf/optimal.js';
import { INFINITE_COST, type Network } from '../../engine/regalloc/mcnf/network.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { branch, diamond, fig31, layered, spill } from './mcnf-nets.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';

const summary = (r: SolveResult) => (r.status === 'optimal' ? `optimal ${r.cost}` : r.status);

const HAND: readonly [string, Network, string][] = [
  ['Fig 3.1', fig31().net, 'optimal 4'],
  ['Fig 3.1, a alone', fig31({ home: 'b' }).net, 'optimal 1'],
  ['Fig 3.1, b alone', fig31({ home: 'a' }).net, 'optimal 2'],
  ['spill without the anti-variable exclusion', spill(false).net, 'optimal 3'],
  ['spill with it', spill(true).net, 'optimal 5'],
  ['exit duplication (3.9)', branch().net, 'optimal 2'],
  ['entry merge (3.10)', diamond(3).net, 'optimal 3'],
  ['entry merge, each def fixed to its register', diamond(INFINITE_COST).net, 'infeasible'],
  ['Fig 3.1 with (2,3) closed', fig31({ cap23: 0 }).net, 'infeasible'],
  ['layered, many equal choices', layered().net, 'optimal 3'],
];

t.test('HiGHS proves the optima GLPK proves on the hand-made networks', async (t) => {
  for (const [name, net, expected] of HAND) {
    const highs = solveHighs(net);
    t.equal(summary(highs), expected, `${name}: HiGHS`);
    t.equal(summary(solveNetwork(net, { solver: 'glpk' })), expected, `${name}: GLPK`);
    if (highs.status === 'optimal') t.equal(highs.objective, highs.cost, `${name}: HiGHS's objective is the flows' cost`);
  }
});

t.test('HiGHS and GLPK agree on the model of generated functions', async (t) => {
  const regs = restrictRegs(targetRegs('x86-32'), 3);
  // x86-32 seeds 5 and 13: one block each after generation; 4 and 7: several blocks (mcnf-optimal.test.ts).
  for (const seed of [5, 13, 4, 7]) {
    const fn = coalesceCopies(generateMFunction(seed, regs), regs).fn;
    const model = mcnfModel(fn, regs);
    if ('outside' in model) throw new Error(`gen${seed}: outside the model: ${model.outside}`);
    const { net } = model.mn;
    const glpk = solveNetwork(net, { solver: 'glpk' });
    const highs = solveNetwork(net, { solver: 'highs' });
    t.equal(glpk.status, 'optimal', `gen${seed}: GLPK proves an optimum`);
    t.equal(summary(highs), summary(glpk), `gen${seed}: HiGHS proves the same cost`);
  }
});

t.test('an infeasible network stays infeasible', async (t) => {
  const { net } = fig31({ cap23: 0 });
  t.same(solveHighs(net), { status: 'infeasible' }, "HiGHS's proof");
  const island: Network = {
    classes: [],
    groups: [],
    nodes: [{ label: 's' }, { label: 't' }, { label: 'far' }],
    edges: [{ from: 0, to: 1, cost: 0 }],
    commodities: [{ kind: 'variable', name: 'v', sources: [0], sinks: [2] }],
    side: [],
  };
  t.same(solveHighs(island), { status: 'infeasible' }, 'an unreachable sink: a conservation row without columns');
});

t.test("HiGHS's budget is read on the injected clock", async (t) => {
  const { net, edge } = fig31();
  const reads: number[] = [];
  let now = 0;
  const clock = () => {
    reads.push(now);
    return (now += 600);
  };
  t.same(solveHighs(net, { budget: { ms: 500, clock } }), { status: 'unsolved' }, '600 ms gone of 500: unsolved');
  t.equal(reads.length, 2, 'the clock read before building the program and before the search, and never again');
  t.same(solveHighs(net, { budget: { ms: 600, clock: () => (now += 600) } }), { status: 'unsolved' }, 'exactly nothing left: unsolved');
  const ample = solveHighs(net, { budget: { ms: 60_000, clock: () => 0 } });
  t.same(ample, { status: 'optimal', flows: [[edge('1', '3')], [edge('2', '3')]], objective: 4, cost: 4 }, 'time left: the proven optimum');
});

t.test("solveNetwork's solver option", async (t) => {
  const { net } = spill(true);
  t.same(solveNetwork(net, { solver: 'highs' }), solveHighs(net), "'highs' is HiGHS");
  t.same(solveNetwork(net), solveHighs(net), 'the default is HiGHS');
});
