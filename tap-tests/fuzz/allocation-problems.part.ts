// Allocation problems fuzzed directly (testbed/fuzz/allocation-problems.ts, issue 6 deliverable 5):
// random machine-IR functions through every registered allocator on every target pass the
// allocation checker and make the allocators spill; a planted allocator bug (linear-scan ignoring
// call clobbers, common/planted-bugs.ts) is reported as a checker failure, and `tessera
// fuzz` prints the count, writes the function with its allocation and a replay line, and exits 1.

import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAllocationProblems } from '../../testbed/fuzz/allocation-problems.js';
import { ALLOCATOR_NAMES } from '../../engine/codegen/pipeline.js';
import { plantBug } from '../../common/planted-bugs.js';
import type { Isa } from '../../isa-models/types.js';
import { cli, scratch } from '../driver/in-process.js';

const TARGETS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const CASES = Array.from({ length: 25 }, (_, k) => k);

t.test('every allocator passes the checker on 25 random functions per target, and spills', async (t) => {
  const r = runAllocationProblems({ seed: 1, cases: CASES, targets: TARGETS, ras: ALLOCATOR_NAMES });
  t.equal(r.functions, CASES.length * TARGETS.length);
  t.equal(r.allocations, r.functions * ALLOCATOR_NAMES.length);
  t.same(r.failures, [], 'no failure (replay: npx tessera fuzz --seed 1 --cases 25)');
  for (const ra of ALLOCATOR_NAMES) t.ok(r.slotEdits.get(ra)! > 0, `${ra}: ${r.slotEdits.get(ra)} spill and reload edits under pressure`);
  const again = runAllocationProblems({ seed: 1, cases: CASES, targets: TARGETS, ras: ALLOCATOR_NAMES });
  t.same([...again.slotEdits], [...r.slotEdits], 'deterministic');
});

t.test('a planted allocator bug is a checker failure; tessera fuzz reports it and exits 1', async (t) => {
  plantBug('ra-ignores-call-clobbers');
  try {
    const r = runAllocationProblems({ seed: 1, cases: CASES, targets: ['arm'], ras: ['linear-scan'] });
    t.ok(r.failures.length > 0, `${r.failures.length} of ${r.functions} functions caught`);
    t.equal(r.failures[0]!.kind, 'checker');
    t.match(r.failures[0]!.detail, /use of v\d+ in r\d+, but r\d+ holds/);
    const first = r.failures[0]!.caseIndex;
    const out = scratch('tessera-ap-');
    const cmd = await cli([
      'fuzz',
      '--seed',
      '1',
      '--case',
      String(first),
      '--targets',
      'arm',
      '--isel',
      'maxmunch',
      '--ra',
      'linear-scan',
      '--out',
      out.dir,
    ]);
    t.equal(cmd.code, 1, 'exit 1');
    t.match(cmd.out, /allocation problems: 1 random machine-IR functions, 1 allocations checked, 1 fail/);
    t.match(cmd.out, new RegExp(`ALLOCATION FAILURE 1: case ${first} arm linear-scan: checker: `));
    t.match(cmd.out, new RegExp(`replay: npx tessera fuzz --seed 1 --case ${first} --targets arm --ra linear-scan`));
    const file = join(out.dir, `seed1-case${first}-arm-linear-scan.mir.txt`);
    t.ok(existsSync(file), 'the function and its allocation are written');
    t.match(readFileSync(file, 'utf8'), /function gen\d+ \(arm\)[\s\S]*spill slots:[\s\S]*use of v\d+ in r\d+/);
  } finally {
    plantBug(null);
  }
  const clean = runAllocationProblems({ seed: 1, cases: CASES, targets: ['arm'], ras: ['linear-scan'] });
  t.same(clean.failures, [], 'the same functions pass without the bug');
});
