// The npm-test slice of the GCC torture suite (issue 19, Deliver 6): the files whose index in the
// sorted suite is `offset` modulo 20, each on one of the four targets in its rotating selector x
// allocator cell (the same cell `npm run torture` runs it in), classified in-process and checked
// against the expected list (tap-tests/torture/expected.tsv) and the out-of-scope list
// (out-of-scope.tsv). Two test files take offsets 0 and 10, so the slice is every 10th file and tap
// runs the halves in parallel.
//
// Sampled targets: the m-th file of a half runs on target m (mod 4, in TARGETS order; the half at
// offset 10 starts two targets further), so each target runs a quarter of each half's files
// (asserted and printed); two targets a file (101 s of per-file time for all four) doubled the
// slice's time without a file the sample leaves out. llc-14, the peer `npm run torture` reports
// beside each case, is left out (`peer: false`): nothing here reads its verdict, and it was a third
// of the slice's time. Every file of the slice on all four targets: `TESSERA_FULL_SWEEP=1`
// (tap-tests/helpers/full-sweep.ts), or `npm run torture -- --every 10`, which also checks the lists
// and runs the peer; the whole suite: `npm run torture`.
//
// Contract: fails (never skips) when the suite folder or clang-14 is missing, naming it; a
// listed file that now matches fails as "newly supported — remove it from the list", an unlisted
// file that does not match fails, naming its outcome and reason. Regenerate the list with
// `npm run torture -- --write-expected`.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Test } from 'tap';
import { TARGETS, type Target } from '../../testbed/driver/targets.js';
import { runTortureCase } from '../../testbed/torture/classify.js';
import { checkExpected, checkScope, EXPECTED_FILE, parseExpected, SCOPE_FILE } from '../../testbed/torture/expected.js';
import { caseRows, type Row } from '../../testbed/torture/report.js';
import { findSuite, rotatingCell, suiteFiles } from '../../testbed/torture/suite.js';
import { FULL_SWEEP } from '../helpers/full-sweep.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SETTINGS = { optLevel: 1, maxSteps: 20_000_000, peer: false };

/** The target the m-th file of the half at `offset` runs on: m (mod 4), two further at offset 10; all four for the full sweep. */
function targetsOf(m: number, offset: number): readonly Target[] {
  return FULL_SWEEP ? TARGETS : [TARGETS[(m + (offset === 0 ? 0 : 2)) % TARGETS.length]!];
}

export function checkSlice(t: Test, offset: number): void {
  const suite = findSuite(ROOT);
  const files = suiteFiles(suite);
  const listPath = join(ROOT, EXPECTED_FILE);
  t.ok(existsSync(listPath), `${EXPECTED_FILE} exists (npm run torture -- --write-expected makes it)`);
  const expected = parseExpected(readFileSync(listPath, 'utf8'), listPath);
  const scopePath = join(ROOT, SCOPE_FILE);
  const scope = parseExpected(readFileSync(scopePath, 'utf8'), scopePath);
  const rows: Row[] = [];
  const perTarget = new Map<string, number>(TARGETS.map((target) => [target.name, 0]));
  files.forEach((file, index) => {
    if (index % 20 !== offset) return;
    for (const target of targetsOf((index - offset) / 20, offset)) {
      const cell = rotatingCell(index, target.name);
      perTarget.set(target.name, perTarget.get(target.name)! + 1);
      rows.push(...caseRows(runTortureCase(join(suite, file), target, [cell], SETTINGS), [cell]));
    }
  });
  const sliceFiles = Math.ceil((files.length - offset) / 20);
  const targetsPerFile = FULL_SWEEP ? TARGETS.length : 1;
  t.comment(
    `${sliceFiles} files x ${targetsPerFile} target${FULL_SWEEP ? 's (full sweep)' : ` (file m: target m${offset === 0 ? '' : ' + 2'})`}: ` +
      [...perTarget].map(([name, n]) => `${name} ${n}`).join(', '),
  );
  t.equal(rows.length, targetsPerFile * sliceFiles, `one row per file of the slice and each of its ${targetsPerFile} target(s)`);
  t.ok(
    [...perTarget.values()].every((n) => n >= Math.floor((sliceFiles * targetsPerFile) / TARGETS.length)),
    'every target runs its share of the slice (a quarter of it, give or take one file, when sampled)',
  );
  t.ok(
    rows.some((r) => r.outcome === 'match'),
    'some files of the slice run and match (the slice is not vacuous)',
  );
  const check = checkExpected(rows, expected);
  t.same(check.failures, [], `the slice agrees with ${EXPECTED_FILE} (regenerate: npm run torture -- --write-expected)`);
  t.same(checkScope(rows, scope).failures, [], `the slice agrees with ${SCOPE_FILE} (regenerated with the expected list)`);
}
