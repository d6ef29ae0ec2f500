// The explicit list of torture files expected not to match, each with its outcome and reason
// (issue 19, Deliver 6: "the list of files expected to be unsupported is explicit, each with its
// reason, and shrinks as support grows").
//
// Contract: the list is a tab-separated text file, one line per file and group of targets:
// `file<TAB>targets (comma list)<TAB>outcome<TAB>reason`; `#` lines are comments. A file and
// target absent from it must match the interpreter. `checkExpected` compares a rotating run's rows
// (one per file and target) with the list and returns failures: a listed file that now matches
// ("newly supported — remove it from the list"), a listed file whose outcome changed, an unlisted
// file that does not match. A changed reason under the same outcome is a note, not a failure
// (messages get reworded). `formatExpected` writes the list for a run, keeping the lines of files
// the run did not cover, so a partial run updates only its own files. The out-of-scope list (the
// Done-when's "explicit out-of-scope list ... each file with its reason", scope.ts) has the same
// format with the category for the outcome and its evidence for the reason: `formatScope` writes
// it, `checkScope` fails a file whose category the run finds different (in scope counts as one),
// and a changed evidence is a note. All are pure.

import { TARGET_NAMES } from '../driver/targets.js';
import type { Row } from './report.js';

/** The list's place in the repository. */
export const EXPECTED_FILE = 'tap-tests/torture/expected.tsv';
/** The out-of-scope list's (same format: the outcome column holds the category, the reason its evidence). */
export const SCOPE_FILE = 'tap-tests/torture/out-of-scope.tsv';

export interface Expectation {
  readonly outcome: string;
  readonly reason: string;
}

/** Keyed by `file target`. */
export type ExpectedList = ReadonlyMap<string, Expectation>;

const key = (file: string, target: string): string => `${file} ${target}`;

export function parseExpected(text: string, source: string): ExpectedList {
  const list = new Map<string, Expectation>();
  text.split('\n').forEach((line, n) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [file, targets, outcome, reason] = line.split('\t');
    if (file === undefined || targets === undefined || outcome === undefined || reason === undefined) {
      throw new Error(`${source}:${n + 1}: expected 'file<TAB>targets<TAB>outcome<TAB>reason'`);
    }
    for (const t of targets.split(',')) list.set(key(file, t), { outcome, reason });
  });
  return list;
}

export interface ExpectedCheck {
  readonly failures: readonly string[];
  readonly notes: readonly string[];
}

export function checkExpected(rows: readonly Row[], expected: ExpectedList): ExpectedCheck {
  const failures: string[] = [];
  const notes: string[] = [];
  for (const r of rows) {
    const e = expected.get(key(r.file, r.target));
    const what = `${r.file} ${r.target} (${r.isel} x ${r.ra})`;
    if (e === undefined) {
      if (r.outcome !== 'match') failures.push(`${what}: ${r.outcome}: ${r.reason} — not on the expected list`);
    } else if (r.outcome === 'match') {
      failures.push(`${what}: newly supported — remove it from the list (was ${e.outcome}: ${e.reason})`);
    } else if (r.outcome !== e.outcome) {
      failures.push(`${what}: ${r.outcome}: ${r.reason} — the list expects ${e.outcome}: ${e.reason}`);
    } else if (r.reason !== e.reason) {
      notes.push(`${what}: ${r.outcome} for another reason: ${r.reason} (the list says: ${e.reason})`);
    }
  }
  return { failures, notes };
}

const HEADER = [
  '# GCC torture files expected NOT to match the interpreter, per target, with the outcome and the',
  '# first reason (testbed/torture/). A file and target not listed must match. Regenerate after a change',
  '# of what is supported with: npm run torture -- --write-expected',
  '# file\ttargets\toutcome\treason',
];

const SCOPE_HEADER = [
  "# GCC torture files out of issue 19's scope, per target, with the category and its evidence (the first",
  "# construct found in clang-14's IR, or clang-14's error: testbed/torture/scope.ts). Every file and",
  '# target not listed is in scope. Regenerated with the expected list: npm run torture -- --write-expected',
  '# file\ttargets\tcategory\tevidence',
];

/** The list for `rows` (non-matching ones), with the entries of `previous` for files `rows` does not cover. */
export function formatExpected(rows: readonly Row[], previous: ExpectedList): string {
  return formatList(HEADER, rows, previous, (r) => (r.outcome === 'match' ? null : { outcome: r.outcome, reason: r.reason }));
}

/** The out-of-scope list for `rows`, as formatExpected. */
export function formatScope(rows: readonly Row[], previous: ExpectedList): string {
  return formatList(SCOPE_HEADER, rows, previous, (r) => (r.scope === null ? null : { outcome: r.scope.category, reason: r.scope.why }));
}

/** A run's rows against the out-of-scope list: a file in scope where the list says out, or the other way round, or another category. */
export function checkScope(rows: readonly Row[], list: ExpectedList): ExpectedCheck {
  const failures: string[] = [];
  const notes: string[] = [];
  for (const r of rows) {
    if (r.outcome === 'timeout') continue; // the watchdog's rows know no scope
    const listed = list.get(key(r.file, r.target));
    const found = r.scope;
    const what = `${r.file} ${r.target}`;
    if (listed === undefined && found !== null)
      failures.push(`${what}: out of scope (${found.category}: ${found.why}) — not on the out-of-scope list`);
    else if (listed !== undefined && found === null)
      failures.push(`${what}: in scope now — remove it from the out-of-scope list (${listed.outcome})`);
    else if (listed !== undefined && found !== null && listed.outcome !== found.category)
      failures.push(`${what}: ${found.category} — the out-of-scope list says ${listed.outcome}`);
    else if (listed !== undefined && found !== null && listed.reason !== found.why)
      notes.push(`${what}: ${found.category}, now shown by ${found.why}`);
  }
  return { failures: [...new Set(failures)], notes: [...new Set(notes)] };
}

function formatList(
  header: readonly string[],
  rows: readonly Row[],
  previous: ExpectedList,
  entry: (r: Row) => Expectation | null,
): string {
  const covered = new Set(rows.map((r) => r.file));
  const entries = new Map<string, Expectation>();
  for (const [k, e] of previous) if (!covered.has(k.split(' ')[0]!)) entries.set(k, e);
  for (const r of rows) {
    const e = entry(r);
    if (e !== null) entries.set(key(r.file, r.target), e);
  }
  const byFile = new Map<string, { target: string; e: Expectation }[]>();
  for (const [k, e] of entries) {
    const [file, target] = k.split(' ') as [string, string];
    byFile.set(file, [...(byFile.get(file) ?? []), { target, e }]);
  }
  const lines: string[] = [];
  for (const file of [...byFile.keys()].sort()) {
    const groups = new Map<string, string[]>();
    const sorted = byFile.get(file)!.sort((a, b) => targetOrder(a.target) - targetOrder(b.target));
    for (const { target, e } of sorted) {
      const g = `${e.outcome}\t${e.reason}`;
      groups.set(g, [...(groups.get(g) ?? []), target]);
    }
    for (const [g, targets] of groups) lines.push(`${file}\t${targets.join(',')}\t${g}`);
  }
  return `${[...header, ...lines].join('\n')}\n`;
}

function targetOrder(t: string): number {
  return (TARGET_NAMES as readonly string[]).indexOf(t);
}
