// Test helper: a check that a test split into one file per target (name.<target>.test.ts, so that tap
// runs the targets in parallel and no file nears its timeout) still covers every target.
//
// Contract: requires the folder and the file prefix; produces a tap subtest that fails naming each
// target of testbed/driver/targets.ts TARGET_NAMES whose file is missing, and each file naming a
// target that does not exist.

import { readdirSync } from 'node:fs';
import t from 'tap';
import { TARGET_NAMES } from '../../testbed/driver/targets.js';

/** The split test `<dir>/<prefix>.<target>.test.ts` has exactly one file per target. */
export function everyTargetHasAFile(dir: string, prefix: string): void {
  t.test(`${prefix}.<target>.test.ts exists for every target`, async (t) => {
    const suffix = '.test.ts';
    const found = readdirSync(dir)
      .filter((f) => f.startsWith(`${prefix}.`) && f.endsWith(suffix))
      .map((f) => f.slice(prefix.length + 1, -suffix.length))
      .filter((target) => target !== '') // <prefix>.test.ts itself, when the family has one
      .sort();
    t.same(found, [...TARGET_NAMES].sort(), `one ${prefix} file per target in ${dir}`);
  });
}
