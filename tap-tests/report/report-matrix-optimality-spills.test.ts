// `tessera report` (issue 25, Deliver 1; testbed/driver/report.ts, testbed/report/): the matrix,
// optimality and spills sections of the quick report (quick-report.ts: twice, a fake clock, the same
// bytes, CSV = JSON), each figure's data checked against an independent derivation: the matrix's sums
// against `tessera check` of the same cells, the gaps against their costs, the rank correlations
// against a recomputation. The other sections: report-progressive-accuracy-scaling.test.ts.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { toCsv } from '../../testbed/report/page.js';
import { spearman } from '../../testbed/report/spills.js';
import { cli, expectUsageErrors, ROOT } from '../driver/in-process.js';
import { expectSameFiles, quickReport, report } from './quick-report.js';

const { rows, folder } = await quickReport(
  t,
  ['matrix', 'optimality', 'spills'],
  [
    'matrix-size',
    'matrix-loads-stores',
    'optimality-share',
    'optimality-tiling',
    'optimality-pbqp',
    'optimality-pbqp-selection',
    'optimality-regalloc',
    'spills-static-vs-measured',
    'spills-rank-correlation',
  ],
);

t.test('--jobs 3: the sections in child processes, the same bytes in every file', async (t) => {
  const out = join(t.testdir({}), 'jobs');
  const r = await report(out, ['matrix', 'optimality', 'spills'], ['--jobs', '3']);
  t.equal(r.code, 0);
  expectSameFiles(t, folder, out);
});

t.test('CSV quoting', async (t) => {
  t.equal(toCsv([{ a: 'x,y', b: 'say "hi"', c: null }]), 'a,b,c\n"x,y","say ""hi""",\n', 'RFC 4180 quoting');
});

t.test('matrix: the sums are what tessera check measures for the same cells, the ratio theirs', async (t) => {
  const program = join(ROOT, 'corpus/ll/thumb/shifts.O1.ll');
  const run = async (extra: string[]) => JSON.parse((await cli(['check', program, '--targets', 'thumb', ...extra, '--json'])).out)[0];
  const llc = await run(['--backend', 'llc']);
  for (const [isel, ra] of [
    ['pbqp', 'linear-scan'],
    ['maxmunch', 'hybrid'],
  ]) {
    const cell = await run(['--isel', isel!, '--ra', ra!]);
    const row = rows('matrix-size').find((r) => r.isel === isel && r.ra === ra)!;
    t.equal(row.size, cell.codeSize, `${isel}/${ra} code size`);
    t.equal(row.loadsStores, cell.loads + cell.stores, `${isel}/${ra} loads+stores`);
    t.equal(row.llcSize, llc.codeSize, 'llc-14 greedy code size');
    t.equal(row.llcLoadsStores, llc.loads + llc.stores, 'llc-14 greedy loads+stores');
    t.equal(row.sizeRatio, Math.round((cell.codeSize / llc.codeSize) * 10_000) / 10_000);
  }
});

t.test("optimality: each gap is tessera optimality's, the shares count the zeros and the infinite", async (t) => {
  const share = rows('optimality-share');
  for (const problem of ['tiling', 'pbqp', 'pbqp-selection', 'regalloc']) {
    const gaps = rows(`optimality-${problem}`);
    t.ok(gaps.length > 0, `${problem}: instances`);
    for (const g of gaps) {
      const opt = g.optimum as number;
      if (g.gap === null) continue;
      const cost = g.cost as number;
      t.ok(cost >= opt, 'never below the proven optimum');
      // The tallies' definitions (tiling-tally.ts; pbqp-measure.ts and regalloc-measure.ts divide by max(1, optimum)).
      const want = problem === 'tiling' ? (opt === 0 ? (cost > 0 ? 1 : 0) : (cost - opt) / opt) : (cost - opt) / Math.max(1, opt);
      if (Math.abs((g.gap as number) - want) > 1e-6) t.fail(`${problem} ${g.instance} ${g.algorithm}: gap ${g.gap}, want ${want}`);
    }
    for (const s of share.filter((r) => r.problem === problem)) {
      const mine = gaps.filter((g) => g.algorithm === s.algorithm);
      t.equal(s.instances, mine.length, `${problem} ${s.algorithm} instances (an infinite one among them)`);
      t.equal(s.optimal, mine.filter((g) => g.gap === 0).length, `${problem} ${s.algorithm} optimal`);
    }
  }
});

t.test("spills: Spearman's rho, and each row's rho recomputed", async (t) => {
  t.equal(spearman([1, 2, 3, 4], [10, 20, 30, 40]), 1);
  t.equal(spearman([1, 2, 3, 4], [4, 3, 2, 1]), -1);
  t.equal(spearman([1, 1, 1], [1, 2, 3]), null, 'a constant side');
  t.ok(Math.abs(spearman([1, 2, 2, 3], [1, 3, 2, 4])! - 0.9487) < 1e-4, 'ties by mean rank');
  const sp = rows('spills-static-vs-measured');
  t.ok(sp.length > 0);
  for (const ra of new Set(sp.map((r) => r.ra))) {
    const mine = sp.filter((r) => r.ra === ra && (r.static as number) + (r.measured as number) > 0);
    const rho = spearman(
      mine.map((r) => r.static as number),
      mine.map((r) => r.measured as number),
    );
    t.equal(sp.find((r) => r.ra === ra)!.rho, rho === null ? null : Math.round(rho * 1000) / 1000, `${ra}`);
  }
  for (const r of rows('spills-rank-correlation'))
    t.ok((r.edits as number) >= 2 && (r.rho === null || Math.abs(r.rho as number) <= 1), `${r.function} ${r.ra}`);
});

t.test('bad arguments: one line, exit 2', async (t) => {
  await expectUsageErrors(t, [
    [['report', '--sections', 'plots'], /--sections: unknown section 'plots'/],
    [['report', '--programs', 'nosuch', '--sections', 'matrix'], /--programs: no program 'nosuch'/],
  ]);
});

t.test('--jobs: bad input met in a child is the one line and exit 2 it is in one process', async (t) => {
  // A corpus whose program has no compiled .ll, and one whose .ll does not parse: the sections find out when they read it.
  const source = readFileSync(join(ROOT, 'corpus/shifts.c'), 'utf8');
  const dir = t.testdir({
    missing: { 'shifts.c': source, ll: { thumb: {} } },
    corrupt: { 'shifts.c': source, ll: { thumb: { 'shifts.O1.ll': 'define i32 @main() {\n  ret i32 %nope x\n}\n' } } },
  });
  const [missing, corrupt] = [join(dir, 'missing'), join(dir, 'corrupt')];
  const argv = (corpus: string): string[] => [
    'report',
    '--quick',
    '--targets',
    'thumb',
    '--corpus',
    corpus,
    '--programs',
    'shifts',
    '--sections',
    'matrix,spills',
  ];
  const cases: [string[], RegExp][] = [
    [argv(missing), /shifts\.O1\.ll: missing/],
    [argv(corrupt), /shifts\.O1\.ll:2:17: expected an instruction, found 'x'$/],
  ];
  await expectUsageErrors(t, [...cases, ...cases.map(([a, m]): [string[], RegExp] => [[...a, '--jobs', '2'], m])]);
});
