// The report of a Csmith campaign (issue 19, Deliver 6, Csmith): per target, how many runs matched the
// interpreter, mismatched, were unsupported (and why), spent the step budget, had undefined behaviour...
//
// Contract: `tallyOf(results)` folds the programs' results (sorted by index) into counts per target
// and outcome, the non-matching reasons with their counts per target, and the list of Tessera cells
// that disagreed with the interpreter or faulted (the findings). A run is one program x target x cell;
// a program stopped before the back end (clang-error, unsupported, step-limit, interp-ub,
// interp-error) counts once per cell it would have run. `step-limit` is not a mismatch: the
// interpreter has no reference result within the budget. `llc-disagrees` counts runs whose peer,
// llc-14, did not match the interpreter either (then the interpreter, or undefined behaviour Csmith
// did not rule out, is suspect before Tessera). Pure: the same results give the same text and JSON.

import type { Outcome19 } from '../torture/classify.js';
import { formatTable } from '../driver/table.js';
import type { ProgramResult } from './campaign.js';

/** Columns of the table, in order. */
const OUTCOMES: readonly (Outcome19 | 'driver-fault')[] = [
  'match',
  'mismatch',
  'backend-fault',
  'backend-unsupported',
  'unsupported',
  'clang-error',
  'step-limit',
  'interp-ub',
  'interp-error',
  'timeout',
  'driver-fault',
];
type Column = (typeof OUTCOMES)[number];

interface Run {
  readonly program: ProgramResult;
  readonly target: string;
  readonly isel: string;
  readonly ra: string;
  readonly outcome: Column;
  readonly reason: string;
  readonly llc: string;
}

/** A failing run, named by its program's index and Csmith seed; `llc` is llc-14's verdict on the same program and target. */
export type Finding = Omit<Run, 'program'> & { readonly index: number; readonly csmithSeed: number };

export interface Tally {
  readonly programs: number;
  readonly targets: readonly string[];
  /** target -> outcome -> runs. */
  readonly counts: Readonly<Record<string, Readonly<Record<Column, number>>>>;
  readonly llcDisagrees: Readonly<Record<string, number>>;
  /** Each non-matching outcome and reason, with its runs per target, most frequent first. */
  readonly reasons: readonly { readonly outcome: Column; readonly reason: string; readonly perTarget: Readonly<Record<string, number>> }[];
  readonly findings: readonly Finding[];
}

export function tallyOf(results: readonly ProgramResult[], targets: readonly string[]): Tally {
  const runs = results.flatMap((p) => runsOf(p, targets));
  const counts = Object.fromEntries(targets.map((t) => [t, Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Column, number>]));
  const llcDisagrees = Object.fromEntries(targets.map((t) => [t, 0]));
  const reasons = new Map<string, { outcome: Column; reason: string; perTarget: Record<string, number> }>();
  for (const r of runs) {
    counts[r.target]![r.outcome]++;
    if (r.llc !== 'match' && r.llc !== '') llcDisagrees[r.target]!++;
    if (r.outcome === 'match') continue;
    const key = `${r.outcome}\u0000${r.reason}`;
    const entry = reasons.get(key) ?? { outcome: r.outcome, reason: r.reason, perTarget: Object.fromEntries(targets.map((t) => [t, 0])) };
    entry.perTarget[r.target]!++;
    reasons.set(key, entry);
  }
  const total = (e: { perTarget: Record<string, number> }): number => Object.values(e.perTarget).reduce((a, b) => a + b, 0);
  const sorted = [...reasons.values()].sort(
    (a, b) => total(b) - total(a) || a.outcome.localeCompare(b.outcome) || a.reason.localeCompare(b.reason),
  );
  const findings = runs
    .filter((r) => r.outcome === 'mismatch' || r.outcome === 'backend-fault' || r.outcome === 'driver-fault')
    .map(finding);
  return { programs: results.length, targets, counts, llcDisagrees, reasons: sorted, findings };
}

function finding(r: Run): Finding {
  const { program, target, isel, ra, outcome, reason, llc } = r;
  return { index: program.index, csmithSeed: program.csmithSeed, target, isel, ra, outcome, reason, llc };
}

function runsOf(p: ProgramResult, targets: readonly string[]): Run[] {
  if (p.failure !== undefined) {
    const { kind, reason } = p.failure;
    return targets.map((target) => ({ program: p, target, isel: '-', ra: '-', outcome: kind, reason, llc: '' }));
  }
  return p.cases.flatMap((c): Run[] => {
    if (c.stage === 'front') return [{ program: p, target: c.target, isel: '-', ra: '-', outcome: c.outcome, reason: c.reason, llc: '' }];
    return c.cells.map((cell) => ({ program: p, target: c.target, ...cell, llc: c.llc ?? '' }));
  });
}

/** The report's text: a header line, the table per target, the reasons, the findings. */
export function tallyText(header: string, t: Tally, paths: (f: Finding) => readonly string[]): string {
  const used = OUTCOMES.filter((o) => o === 'match' || o === 'mismatch' || t.targets.some((tg) => t.counts[tg]![o] > 0));
  const table = formatTable(
    ['target', ...used, 'llc-disagrees'],
    t.targets.map((tg) => [tg, ...used.map((o) => String(t.counts[tg]![o])), String(t.llcDisagrees[tg])]),
  );
  const reasons = t.reasons.map((e) => [e.outcome, ...t.targets.map((tg) => String(e.perTarget[tg])), e.reason]);
  const lines = [header, '', table];
  if (reasons.length > 0) lines.push('', 'reasons (runs per target):', formatTable(['outcome', ...t.targets, 'reason'], reasons));
  lines.push('', t.findings.length === 0 ? 'findings: none' : `findings: ${t.findings.length}`);
  for (const f of t.findings) {
    lines.push(
      `  program ${f.index} (csmith --seed ${f.csmithSeed}) ${f.target} ${f.isel}/${f.ra}: ${f.outcome}: ${f.reason} (llc-14: ${f.llc || '-'})`,
    );
    for (const p of paths(f)) lines.push(`    ${p}`);
  }
  return lines.join('\n');
}
