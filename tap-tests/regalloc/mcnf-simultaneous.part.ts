// The simultaneous heuristic allocator on the MCNF model (engine/regalloc/mcnf/simultaneous.ts;
// Koes's thesis §5.2, Listings 5.5-5.11; boundary constraints §5.3): its flows are a feasible
// solution of the model, its allocation passes the allocation checker and the evaluator prices it at
// its objective plus a move per copy, and it (and the hybrid) makes no edit without register pressure (hand-made
// examples; the generated functions against the optimum and the corpus functions of every target are
// in mcnf-heuristics.<target>.test.ts; it is stuck on none of the whole corpus's functions on any
// target: scripts/mcnf-heuristics-quality.ts).
// The anti-variable's return from antionly to mem (engine/regalloc/mcnf/build.ts), which the
// allocator needs to spill inside a block whose slot is fixed stale at both ends, is in the model.

import t from 'tap';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { hybridConstruct, simultaneousConstruct as construct } from '../../engine/regalloc/mcnf/heuristic.js';
import { mcnfModel } from '../../engine/regalloc/mcnf/optimal.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';
import { def, func, judged, konst, op, TARGETS, use } from './mcnf-heuristic-checks.js';

t.test('without register pressure (values never outnumber the registers) simultaneous and the hybrid make no edit', async (t) => {
  const chain = func([konst(0), op([use(0), def(1)]), op([use(1), def(2)]), op([use(2)])], 3);
  const wide = func([konst(0), konst(1), konst(2), op([use(0), use(1), def(3)]), op([use(2), use(3)])], 4);
  for (const isa of TARGETS) {
    const regs = restrictRegs(targetRegs(isa), 3);
    for (const [name, c] of [
      ['simultaneous', construct],
      ['hybrid', hybridConstruct],
    ] as const) {
      t.equal(judged(t, c, chain, regs, isa, `${isa} ${name} chain`), 0, `${isa}: ${name}: a chain of values, no edit`);
      t.equal(
        judged(t, c, wide, regs, isa, `${isa} ${name} wide`),
        0,
        `${isa}: ${name}: three values live at once in three registers, no edit`,
      );
    }
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
