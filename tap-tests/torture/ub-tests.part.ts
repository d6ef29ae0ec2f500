// The reviewed table of torture tests with undefined behaviour (testbed/torture/scope.ts UB_TESTS):
// each file is out of scope with its clause, and the interpreter still refuses it as `interp-ub`
// (on x86-32, at the suite's -O1), so a change of the interpreter or of the file is noticed.
//
// Contract: requires clang-14 and the suite in ../shared/suites (a missing one fails, naming it).

import { join, resolve } from 'node:path';
import t from 'tap';
import { findTarget } from '../../testbed/driver/targets.js';
import { runTortureCase } from '../../testbed/torture/classify.js';
import { scopeOfTest, UB_TESTS } from '../../testbed/torture/scope.js';
import { findSuite } from '../../testbed/torture/suite.js';

const suite = findSuite(resolve(import.meta.dirname, '../..'));
const x86 = findTarget('x86-32')!;

for (const [file, entry] of UB_TESTS) {
  t.test(file, async (t) => {
    t.match(scopeOfTest(file), { category: 'undefined behaviour in the test', why: new RegExp(`^${entry.clause}: `) });
    const r = runTortureCase(join(suite, file), x86, [], { optLevel: 1, maxSteps: 10_000_000 });
    t.equal(r.stage, 'front', 'no reference behaviour: the back ends are not run');
    t.match(r, { outcome: 'interp-ub' }, `${file}: the interpreter reports ub (${'reason' in r ? r.reason : ''})`);
    t.match(r.scope, { category: 'undefined behaviour in the test' }, 'and the file is out of scope');
  });
}

t.test('a file off the table is judged by its IR only', async (t) => {
  t.equal(scopeOfTest('pr31448.c'), null);
});
