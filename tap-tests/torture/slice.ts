// The npm-test slice of the GCC torture suite (issue 19, Deliver 6): the files whose index in the
// sorted suite is `offset` modulo 20, each on all four targets in its rotating selector x allocator
// cell (the same cell `npm run torture` runs it in), classified in-process and checked against the
// expected list (tap-tests/torture/expected.tsv) and the out-of-scope list (out-of-scope.tsv). Two test files take offsets 0 and 10, so the
// slice is every 10th file and tap runs the halves in parallel.
//
// Contract: fails (never skips) when the suite folder, clang-14 or llc-14 is missing, naming it; a
// listed file that now matches fails as "newly supported — remove it from the list", an unlisted
// file that does not match fails, naming its outcome and reason. Regenerate the list with
// `npm run torture -- --write-expected`.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Test } from 'tap';
import { TARGETS } from '../../testbed/driver/targets.js';
import { runTortureCase } from '../../testbed/torture/classify.js';
import { checkExpected, checkScope, EXPECTED_FILE, parseExpected, SCOPE_FILE } from '../../testbed/torture/expected.js';
import { caseRows, type Row } from '../../testbed/torture/report.js';
import { findSuite, rotatingCell, suiteFiles } from '../../testbed/torture/suite.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SETTINGS = { optLevel: 1, maxSteps: 20_000_000 };

export function checkSlice(t: Test, offset: number): void {
  const suite = findSuite(ROOT);
  const files = suiteFiles(suite);
  const listPath = join(ROOT, EXPECTED_FILE);
  t.ok(existsSync(listPath), `${EXPECTED_FILE} exists (npm run torture -- --write-expected makes it)`);
  const expected = parseExpected(readFileSync(listPath, 'utf8'), listPath);
  const scopePath = join(ROOT, SCOPE_FILE);
  const scope = parseExpected(readFileSync(scopePath, 'utf8'), scopePath);
  const rows: Row[] = [];
  files.forEach((file, index) => {
    if (index % 20 !== offset) return;
    for (const target of TARGETS) {
      const cell = rotatingCell(index, target.name);
      rows.push(...caseRows(runTortureCase(join(suite, file), target, [cell], SETTINGS), [cell]));
    }
  });
  t.equal(rows.length, 4 * Math.ceil((files.length - offset) / 20), 'one row per file of the slice and target');
  t.ok(
    rows.some((r) => r.outcome === 'match'),
    'some files of the slice run and match (the slice is not vacuous)',
  );
  const check = checkExpected(rows, expected);
  t.same(check.failures, [], `the slice agrees with ${EXPECTED_FILE} (regenerate: npm run torture -- --write-expected)`);
  t.same(checkScope(rows, scope).failures, [], `the slice agrees with ${SCOPE_FILE} (regenerated with the expected list)`);
}
