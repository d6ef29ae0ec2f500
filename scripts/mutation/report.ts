// The mutation campaign's report (scripts/mutation-campaign.ts): counts per class, the listed
// mutants with a replay command each, as text or as one JSON document.
//
// Contract: a pure function of the campaign's settings and its results; the results are sorted by
// mutant index first, so the report does not depend on the order children finished in, and it
// holds no time: the same seed gives the same report byte for byte.

import { CLASSES, LISTED, MUST_BE_ZERO, type MutantClass } from './classify.js';
import { OPERATORS } from './operators.js';

export interface Settings {
  readonly seed: number;
  readonly mutants: number;
  readonly targets: readonly string[];
  readonly maxSteps: number;
}

export interface MutantResult {
  readonly k: number;
  readonly target: string;
  readonly source: string;
  readonly operator: string;
  readonly what: string;
  readonly isel: string;
  readonly ra: string;
  readonly cls: MutantClass;
  readonly detail: string;
  readonly rawControl: boolean;
}

function replayCommand(s: Settings, k: number): string {
  return `node --import tsx scripts/mutation-campaign.ts --seed ${s.seed} --targets ${s.targets.join(',')} --max-steps ${s.maxSteps} --only ${k}`;
}

function counts(results: readonly MutantResult[]): Record<MutantClass, number> {
  const c = Object.fromEntries(CLASSES.map((k) => [k, 0])) as Record<MutantClass, number>;
  for (const r of results) c[r.cls]++;
  return c;
}

/** Did the campaign meet issue 18's bar: no stack trace, no hang, no positionless message, no raw control byte? */
export function clean(results: readonly MutantResult[]): boolean {
  return results.every((r) => !MUST_BE_ZERO.includes(r.cls) && !r.rawControl);
}

function sorted(results: readonly MutantResult[]): MutantResult[] {
  return [...results].sort((a, b) => a.k - b.k);
}

export function reportJson(s: Settings, results: readonly MutantResult[]): string {
  const all = sorted(results);
  const listed = all.filter((r) => LISTED.includes(r.cls) || r.rawControl).map((r) => ({ ...r, replay: replayCommand(s, r.k) }));
  return JSON.stringify({ ...s, counts: counts(all), rawControl: all.filter((r) => r.rawControl).length, clean: clean(all), listed });
}

export function reportText(s: Settings, results: readonly MutantResult[]): string {
  const all = sorted(results);
  const c = counts(all);
  const lines = [
    `mutation campaign: seed ${s.seed}, ${all.length} mutants, targets ${s.targets.join(',')}, max-steps ${s.maxSteps}`,
    '',
    ...CLASSES.map((k) => `${k.padEnd(14)} ${String(c[k]).padStart(6)}`),
    `${'raw control'.padEnd(14)} ${String(all.filter((r) => r.rawControl).length).padStart(6)}  (mutants with a raw control byte in a message)`,
    '',
    ...operatorTable(all),
  ];
  for (const cls of LISTED)
    lines.push(
      ...listing(
        s,
        `${cls}`,
        all.filter((r) => r.cls === cls),
      ),
    );
  lines.push(
    ...listing(
      s,
      'raw control bytes',
      all.filter((r) => r.rawControl),
    ),
  );
  lines.push(
    '',
    clean(all) ? 'verdict: clean (0 stack traces, 0 hangs, 0 positionless messages, 0 raw control bytes)' : 'verdict: NOT clean',
  );
  return lines.join('\n');
}

/** Operator x class counts: which edits reach which outcome. */
function operatorTable(all: readonly MutantResult[]): string[] {
  const used = CLASSES.filter((k) => all.some((r) => r.cls === k));
  const head = `${'operator'.padEnd(15)}${used.map((k) => k.slice(0, 11).padStart(12)).join('')}`;
  const rows = OPERATORS.map((op) => {
    const mine = all.filter((r) => r.operator === op);
    return `${op.padEnd(15)}${used.map((k) => String(mine.filter((r) => r.cls === k).length).padStart(12)).join('')}`;
  });
  return [head, ...rows];
}

function listing(s: Settings, title: string, rs: readonly MutantResult[]): string[] {
  if (rs.length === 0) return [];
  const out = ['', `${title} (${rs.length}):`];
  for (const r of rs) {
    out.push(`  #${r.k} ${r.source} ${r.isel}/${r.ra} ${r.operator} (${r.what}): ${r.detail}`);
    out.push(`    replay: ${replayCommand(s, r.k)}`);
  }
  return out;
}
