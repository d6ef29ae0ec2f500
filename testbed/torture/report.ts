// The torture run's report (issue 19, Deliver 6): a tally by outcome per target, the reasons
// grouped, the share of files that run and match per target, llc-14's verdicts beside, and every
// case where Tessera fails and llc-14 matches (those are Tessera's bugs).
//
// Contract: `caseRows` flattens classified cases into one row per file, target and cell (a case that
// stopped before the back end gives each of its cells the stage's outcome). `reportText` is a pure
// function of the rows and the run's settings: rows are sorted first, and no timing enters it, so
// the same run prints the same report byte for byte. Counts are of rows: in a rotating run one row
// is one file on one target; with every cell, one row is one file on one target in one cell.

import { TARGET_NAMES } from '../driver/targets.js';
import type { CaseResult, Outcome19, PeerOutcome } from './classify.js';
import type { OutOfScope } from './scope.js';
import type { Cell } from './suite.js';

export interface Row {
  readonly file: string;
  readonly target: string;
  readonly isel: string;
  readonly ra: string;
  readonly outcome: Outcome19;
  readonly reason: string;
  /** llc-14's verdict, null when the case stopped before any back end ran. */
  readonly llc: PeerOutcome | null;
  readonly llcReason: string;
  /** Why the file is out of the issue's scope on this target (scope.ts), null when it is in scope. */
  readonly scope: OutOfScope | null;
}

export function caseRows(c: CaseResult, cells: readonly Cell[]): Row[] {
  if (c.stage === 'front') {
    return cells.map((cell) => ({
      file: c.file,
      target: c.target,
      ...cell,
      outcome: c.outcome,
      reason: c.reason,
      llc: null,
      llcReason: '',
      scope: c.scope,
    }));
  }
  return c.cells.map((r) => ({
    file: c.file,
    target: c.target,
    isel: r.isel,
    ra: r.ra,
    outcome: r.outcome,
    reason: r.reason,
    llc: c.llc,
    llcReason: c.llcReason,
    scope: c.scope,
  }));
}

/** Rows the runner's watchdog gave up on. */
export function timeoutRows(file: string, target: string, cells: readonly Cell[], ms: number): Row[] {
  return cells.map((cell) => ({
    file,
    target,
    ...cell,
    outcome: 'timeout',
    reason: `no answer within ${ms} ms`,
    llc: null,
    llcReason: '',
    scope: null,
  }));
}

const OUTCOMES: readonly Outcome19[] = [
  'match',
  'mismatch',
  'backend-fault',
  'backend-unsupported',
  'unsupported',
  'clang-error',
  'interp-error',
  'interp-ub',
  'step-limit',
  'timeout',
];

export interface ReportHeader {
  readonly files: number;
  readonly targets: readonly string[];
  readonly mode: string;
  readonly optLevel: number;
  readonly maxSteps: number;
}

export function sortRows(rows: readonly Row[]): Row[] {
  const order = (r: Row): string => `${r.file}\0${TARGET_NAMES.indexOf(r.target as never)}\0${r.isel}\0${r.ra}`;
  return [...rows].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/** Tessera fails where llc-14 matches. */
export function isBug(r: Row): boolean {
  return (r.outcome === 'mismatch' || r.outcome === 'backend-fault') && r.llc === 'match';
}

export function reportText(h: ReportHeader, unsorted: readonly Row[]): string {
  const rows = sortRows(unsorted);
  const per = (f: (r: Row) => boolean): number[] => h.targets.map((t) => rows.filter((r) => r.target === t && f(r)).length);
  const lines = [
    `GCC torture execute suite: ${h.files} files x ${h.targets.length} targets, ${h.mode}; peer llc-14 (greedy); clang -O${h.optLevel}; step budget ${h.maxSteps}`,
    '',
    ...table(
      ['outcome', ...h.targets],
      [...OUTCOMES.map((o) => [o, ...per((r) => r.outcome === o).map(String)]), ['total', ...per(() => true).map(String)]],
    ),
    '',
    ...table(
      ['share', ...h.targets],
      [
        shareRow(
          'runs and matches',
          per((r) => r.outcome === 'match'),
          per(() => true),
        ),
        shareRow(
          'of those in scope (off the out-of-scope list)',
          per((r) => r.scope === null && r.outcome === 'match'),
          per((r) => r.scope === null),
        ),
        llcRow(h, rows),
      ],
    ),
    `cells exercised (selector x allocator that reached the back end): ${h.targets.map((t) => `${t} ${cellsRun(rows, t)}`).join(', ')}`,
    '',
    `in scope and not matching, by reason (rows per target: ${h.targets.join(' / ')}):`,
    ...reasonLines(
      h,
      rows.filter((r) => r.scope === null),
    ),
    '',
    `out of scope, by category (rows per target: ${h.targets.join(' / ')}; of which match anyway):`,
    ...scopeLines(h, rows),
    '',
    ...listing('Tessera bugs: mismatch or backend-fault where llc-14 matches', rows.filter(isBug), (r) => r.reason),
    ...listing(
      'Tessera mismatches where llc-14 does not match either (the comparison, or the program)',
      rows.filter((r) => r.outcome === 'mismatch' && r.llc !== 'match'),
      (r) => `${r.reason}; llc-14 ${r.llc}: ${r.llcReason}`,
    ),
    ...listing(
      'llc-14 mismatches where Tessera matches',
      rows.filter((r) => r.outcome === 'match' && r.llc === 'mismatch'),
      (r) => `llc-14: ${r.llcReason}`,
    ),
  ];
  return lines.join('\n');
}

function shareRow(name: string, part: readonly number[], whole: readonly number[]): string[] {
  return [name, ...part.map((p, i) => `${p}/${whole[i]} (${percent(p, whole[i]!)})`)];
}

/** llc-14's matches among the file-target pairs that reached the back ends (each pair once). */
function llcRow(h: ReportHeader, rows: readonly Row[]): string[] {
  const pairs = new Map<string, Row>();
  for (const r of rows) if (r.llc !== null) pairs.set(`${r.file} ${r.target}`, r);
  const ran = [...pairs.values()];
  const count = (t: string, f: (r: Row) => boolean): number => ran.filter((r) => r.target === t && f(r)).length;
  return ['llc-14 matches (of those run)', ...h.targets.map((t) => `${count(t, (r) => r.llc === 'match')}/${count(t, () => true)}`)];
}

function percent(p: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * p) / whole).toFixed(1)} %`;
}

function cellsRun(rows: readonly Row[], target: string): number {
  return new Set(rows.filter((r) => r.target === target && r.llc !== null).map((r) => `${r.isel} ${r.ra}`)).size;
}

/** Every non-matching (outcome, reason) with its count per target, most frequent first. */
function reasonLines(h: ReportHeader, rows: readonly Row[]): string[] {
  const groups = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (r.outcome === 'match') continue;
    const g = `${r.outcome}: ${r.reason}`;
    const byTarget = groups.get(g) ?? new Map<string, number>();
    byTarget.set(r.target, (byTarget.get(r.target) ?? 0) + 1);
    groups.set(g, byTarget);
  }
  const total = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0);
  return [...groups]
    .sort(([ga, a], [gb, b]) => total(b) - total(a) || (ga < gb ? -1 : 1))
    .map(([g, m]) => `  ${h.targets.map((t) => String(m.get(t) ?? 0)).join(' / ')}  ${g}`);
}

function scopeLines(h: ReportHeader, rows: readonly Row[]): string[] {
  const categories = [...new Set(rows.flatMap((r) => (r.scope === null ? [] : [r.scope.category])))].sort();
  return categories.map((c) => {
    const count = (f: (r: Row) => boolean): string =>
      h.targets.map((t) => String(rows.filter((r) => r.target === t && r.scope?.category === c && f(r)).length)).join(' / ');
    return `  ${count(() => true)}  ${c} (${count((r) => r.outcome === 'match')})`;
  });
}

function listing(title: string, rows: readonly Row[], detail: (r: Row) => string): string[] {
  if (rows.length === 0) return [`${title}: none`];
  return [
    `${title}: ${rows.length}`,
    ...rows.map((r) => `  ${r.file} ${r.target} --isel ${r.isel} --ra ${r.ra}: ${r.outcome}: ${detail(r)}`),
    '',
  ];
}

function table(header: readonly string[], body: readonly (readonly string[])[]): string[] {
  const all = [header, ...body];
  const widths = header.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  return all.map((r) =>
    r
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd(),
  );
}
