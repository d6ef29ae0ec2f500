// Model accuracy against execution (issue 20 Deliver 5; scripts/model-accuracy.ts): on small
// functions of two corpus programs (recursion, divrem; their large `main`s allocated by
// second-chance to keep the test fast), x86-32 and Thumb, every function `optimal` proves optimal
// has its predicted dynamic spill loads and stores (perfect profile, the evaluator's figures of the
// allocation whose model cost is the objective) equal to the counts measured in Unicorn at its spill
// sites, and its predicted size (the size metric's objective) equal to the bytes the allocation
// adds to the emitted body or apart from it by a named model limitation only. The script checks,
// on every run, that the per-function spill counts add up to the harness's totals.
// Needs Unicorn (simulators/) and HiGHS (engine/regalloc/mcnf/highs.ts).

import t from 'tap';
import type { Isa } from '../../common/image.js';
import { measureProgram } from '../../testbed/report/model-accuracy.js';

const CASES: readonly (readonly [string, readonly string[]])[] = [
  ['recursion', ['fib', 'gcd', 'hanoi', 'binom', 'digit_sum', 'ackermann', 'is_even']],
  ['divrem', ['sdiv', 'srem', 'udiv', 'urem']],
];

/** Causes of a size mismatch that are model limitations (testbed/report/model-accuracy-size.ts). */
const NAMED = /^(slot offsets unknown at allocation|callee-saved registers|Thumb slots beyond reach)/;

for (const isa of ['x86-32', 'thumb'] as readonly Isa[])
  t.test(`${isa}: predicted = measured`, async (t) => {
    let spills = 0;
    for (const [program, fns] of CASES) {
      const r = measureProgram(program, 'O1', isa, undefined, new Set(fns));
      t.same(r.unsolved, [], `${program}: every chosen function solved`);
      t.same(r.speed.map((s) => s.name).sort(), [...fns].sort(), `${program}: a speed row per function`);
      for (const s of r.speed) {
        t.equal(s.status, 'optimal', `${program} ${s.name}: proven optimal`);
        t.same(s.predicted, s.measured, `${program} ${s.name}: dynamic spill loads and stores`);
        spills += s.measured.loads + s.measured.stores;
      }
      for (const s of r.size) {
        t.equal(s.status, 'optimal', `${program} ${s.name}: proven optimal (size)`);
        if (s.cause !== null) t.match(s.cause, NAMED, `${program} ${s.name}: size ${s.predicted} vs ${s.measured}: a named limitation`);
      }
    }
    t.ok(spills > 0, 'the sample spills at run time (the comparison is not of zeros only)');
  });
