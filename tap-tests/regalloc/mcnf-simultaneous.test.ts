// The simultaneous heuristic allocator on the MCNF model (engine/regalloc/mcnf/simultaneous.ts;
// Koes's thesis §5.2, Listings 5.5-5.11; boundary constraints §5.3): its flows are a feasible
// solution of the model, its allocation passes the allocation checker and the evaluator prices it at
// its objective plus a move per copy, it is never cheaper than the proven optimum, it makes no edit
// without register pressure, and it is not stuck on the corpus functions up to 150 instructions
// (nor on any of the whole corpus's, on every target: scripts/mcnf-heuristics-quality.ts). The
// generated functions with 3 registers include loop blocks whose entry fixes their exit
// (simultaneous.ts `enter`) and exits fixed in registers before their block is allocated
// (boundary.ts tailHolder): without those, 17 of these 48 were stuck or broke a boundary.
// The anti-variable's return from antionly to mem (engine/regalloc/mcnf/build.ts), which the
// allocator needs to spill inside a block whose slot is fixed stale at both ends, is in the model.

import t from 'tap';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { type Construct, simultaneousOptions } from '../../engine/regalloc/mcnf/heuristic.js';
import { mcnfModel } from '../../engine/regalloc/mcnf/optimal.js';
import { allocateSimultaneous } from '../../engine/regalloc/mcnf/simultaneous.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';
import { corpusNeverStuck, def, func, generatedAgainstOptimum, judged, konst, op, TARGETS, use } from './mcnf-heuristic-checks.js';

const construct: Construct = (input, o) => ({ state: allocateSimultaneous(input, simultaneousOptions(o)), by: 'simultaneous' });

t.test('without register pressure (values never outnumber the registers) simultaneous makes no edit', async (t) => {
  const chain = func([konst(0), op([use(0), def(1)]), op([use(1), def(2)]), op([use(2)])], 3);
  const wide = func([konst(0), konst(1), konst(2), op([use(0), use(1), def(3)]), op([use(2), use(3)])], 4);
  for (const isa of TARGETS) {
    const regs = restrictRegs(targetRegs(isa), 3);
    t.equal(judged(t, construct, chain, regs, isa, `${isa} chain`), 0, `${isa}: a chain of values, no edit`);
    t.equal(judged(t, construct, wide, regs, isa, `${isa} wide`), 0, `${isa}: three values live at once in three registers, no edit`);
  }
});

t.test('with two registers and three values live, one is spilled: a store and a load, checked', async (t) => {
  const fn = func([konst(0), konst(1), konst(2), op([use(0), use(1)]), op([use(0), use(1)]), op([use(2), use(0)])], 3);
  const objective = judged(t, construct, fn, restrictRegs(targetRegs('x86-32'), 2), 'x86-32', 'three values, two registers');
  t.ok(objective !== undefined && objective > 0, `a spill costs something (${objective})`);
});

t.test("the model lets an anti-variable return from antionly to mem in a crossbar's zag (a valid slot forgotten)", async (t) => {
  const fn = func([konst(0), op([use(0)]), op([use(0)])], 1);
  const model = mcnfModel(fn, restrictRegs(targetRegs('x86-32'), 2), {});
  if ('outside' in model) return void t.fail(model.outside);
  const { net } = model.mn;
  const label = (n: number) => net.nodes[n]!.label;
  const anti = net.commodities.findIndex((c) => c.kind === 'anti');
  const back = net.edges.filter(
    (e) => /^L\d+\.antionly$/.test(label(e.from)) && /^L\d+\.mem$/.test(label(e.to)) && (e.only === undefined || e.only.includes(anti)),
  );
  t.ok(
    back.length > 0,
    `antionly -> mem edges open to the anti-variable: ${back.map((e) => `${label(e.from)} -> ${label(e.to)}`).join(', ')}`,
  );
  t.ok(
    back.every((e) => e.cost === 0),
    'for nothing',
  );
});

for (const isa of TARGETS) {
  t.test(`${isa}: generated functions, 3 registers: feasible, checked, never below the proven optimum`, async (t) =>
    generatedAgainstOptimum(t, construct, 'simultaneous', isa),
  );
  t.test(`${isa}: corpus functions up to 150 instructions: feasible in the model (checkFlows), checked, none stuck`, async (t) =>
    corpusNeverStuck(t, construct, isa, 150),
  );
}
