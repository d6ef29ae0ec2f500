// The quick report of issue 25's tests (testbed/driver/report.ts): the asked sections on one small
// program and one target, twice in one process with a fake clock (@sinonjs/fake-timers, 1 ms a read),
// and the checks every section shares: each figure plotted from its rows into an SVG with marks and
// inlined in a self-contained page, the same bytes in every file of the two runs, the CSV holding the
// JSON rows. The sections are split over two test files to keep each well under 120 s.

import FakeTimers from '@sinonjs/fake-timers';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'tap';
import { main } from '../../testbed/driver/main.js';
import { toCsv } from '../../testbed/report/page.js';

export type Row = Record<string, string | number | null>;

interface Reported {
  readonly code: number;
  readonly json: { page: string; figures: { id: string; rows: number; plotted: boolean }[]; failures: string[] };
}

/** One program, one target, JSON output: what every report test runs. */
const QUICK = ['--quick', '--targets', 'thumb', '--programs', 'shifts', '--json'];

export async function report(out: string, sections: readonly string[], extra: readonly string[] = []): Promise<Reported> {
  const fake = FakeTimers.createClock();
  const solverClock = (): number => {
    fake.tick(1);
    return fake.now;
  };
  const lines: string[] = [];
  const argv = ['report', ...QUICK, '--sections', sections.join(','), '--out', out, ...extra];
  const code = await main(argv, { out: (s) => lines.push(s), err: () => {}, solverClock });
  return { code, json: JSON.parse(lines.join('\n')) };
}

/** Runs the sections twice, registers the shared checks (expecting the figures `ids`); a figure's rows and the first run's folder. */
export async function quickReport(
  t: Test,
  sections: readonly string[],
  ids: readonly string[],
): Promise<{ rows: (id: string) => Row[]; folder: string }> {
  const dir = t.testdir({});
  const first = await report(join(dir, 'a'), sections);
  const second = await report(join(dir, 'b'), sections);
  const rows = (id: string): Row[] => JSON.parse(readFileSync(join(dir, 'a', `${id}.json`), 'utf8'));

  t.test('every figure plotted, no failure, exit 0', async (t) => {
    t.equal(first.code, 0);
    t.same(first.json.failures, []);
    t.same(first.json.figures.map((f) => f.id).sort(), [...ids].sort(), 'the figures of the sections asked for');
    for (const f of first.json.figures) {
      t.ok(f.plotted && f.rows > 0, `${f.id}: plotted from ${f.rows} rows`);
      const svg = readFileSync(join(dir, 'a', `${f.id}.svg`), 'utf8');
      t.ok(svg.startsWith('<svg') && svg.includes('class="mark-'), `${f.id}: an SVG with marks`);
    }
    const page = readFileSync(first.json.page, 'utf8');
    t.equal((page.match(/<svg /g) ?? []).length, first.json.figures.length, 'every plot inlined in the page');
    t.notMatch(page, /<script|https?:\/\/(?!www\.w3\.org)/, 'no script and no network resource: self-contained');
  });

  t.test('same arguments and clock: the same bytes in every file', async (t) => {
    expectSameFiles(t, join(dir, 'a'), join(dir, 'b'));
    t.equal(second.code, 0);
  });

  t.test('the CSV holds the JSON rows', async (t) => {
    for (const f of first.json.figures) {
      const csv = readFileSync(join(dir, 'a', `${f.id}.csv`), 'utf8');
      t.equal(csv, toCsv(rows(f.id)), f.id);
      t.equal(csv.trimEnd().split('\n').length, f.rows + 1, `${f.id}: a header and one line a row`);
    }
  });
  return { rows, folder: join(dir, 'a') };
}

/** Every file of folder `a` has the same bytes in folder `b`, and no other file is there. */
export function expectSameFiles(t: Test, a: string, b: string): void {
  const files = readdirSync(a).sort();
  t.same(readdirSync(b).sort(), files);
  for (const f of files) t.ok(readFileSync(join(a, f), 'utf8') === readFileSync(join(b, f), 'utf8'), `${f} identical`);
}
