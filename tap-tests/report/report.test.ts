// `tessera report` (issue 25, Deliver 1; testbed/driver/report.ts, testbed/report/): every section
// on one small program and one target, twice in one process with a fake clock (@sinonjs/fake-timers,
// 1 ms a read): the same bytes in every file, the compile-time figure included. Each figure's data
// is checked against an independent derivation: the matrix's sums against `tessera check` of the
// same cells, the gaps against their costs, the progressive curves' monotonicity, the rank
// correlations against a recomputation, the CSV against the JSON.

import FakeTimers from '@sinonjs/fake-timers';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { main } from '../../testbed/driver/main.js';
import { toCsv } from '../../testbed/report/page.js';
import { editBytes, findAllocator } from '../../engine/codegen/pipeline.js';
import { TARGETS } from '../../engine/targets/target.js';
import { corpusInstances, instructionCount } from '../../testbed/optimality/regalloc-instances.js';
import { spearman } from '../../testbed/report/spills.js';
import { cli, expectUsageErrors, ROOT } from '../driver/in-process.js';

type Row = Record<string, string | number | null>;

const ARGS = ['--quick', '--targets', 'thumb', '--programs', 'shifts', '--json'];

async function report(
  out: string,
): Promise<{ code: number; json: { page: string; figures: { id: string; rows: number; plotted: boolean }[]; failures: string[] } }> {
  const fake = FakeTimers.createClock();
  const solverClock = (): number => {
    fake.tick(1);
    return fake.now;
  };
  const lines: string[] = [];
  const code = await main(['report', ...ARGS, '--out', out], { out: (s) => lines.push(s), err: () => {}, solverClock });
  return { code, json: JSON.parse(lines.join('\n')) };
}

const dir = t.testdir({});
const first = await report(join(dir, 'a'));
const second = await report(join(dir, 'b'));
const rows = (id: string): Row[] => JSON.parse(readFileSync(join(dir, 'a', `${id}.json`), 'utf8'));

t.test('every section plotted, no failure, exit 0', async (t) => {
  t.equal(first.code, 0);
  t.same(first.json.failures, []);
  const ids = first.json.figures.map((f) => f.id);
  for (const id of [
    'matrix-size',
    'matrix-loads-stores',
    'optimality-share',
    'optimality-tiling',
    'optimality-pbqp',
    'optimality-pbqp-selection',
    'optimality-regalloc',
    'progressive-improvement',
    'progressive-bound',
    'model-accuracy',
    'scaling',
    'spills-static-vs-measured',
    'spills-rank-correlation',
  ])
    t.ok(ids.includes(id), `${id} is on the page`);
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
  const files = readdirSync(join(dir, 'a')).sort();
  t.same(readdirSync(join(dir, 'b')).sort(), files);
  for (const f of files) {
    const a = readFileSync(join(dir, 'a', f), 'utf8');
    const b = readFileSync(join(dir, 'b', f), 'utf8');
    t.ok(a === b, `${f} identical (the output folder is not in the page)`);
  }
  t.equal(second.code, 0);
});

t.test('the CSV holds the JSON rows', async (t) => {
  for (const f of first.json.figures) {
    const csv = readFileSync(join(dir, 'a', `${f.id}.csv`), 'utf8');
    t.equal(csv, toCsv(rows(f.id)), f.id);
    t.equal(csv.trimEnd().split('\n').length, f.rows + 1, `${f.id}: a header and one line a row`);
  }
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

t.test('progressive: cost never rises; the last checkpoint is what the allocator itself reports', async (t) => {
  const imp = rows('progressive-improvement');
  t.ok(imp.length >= 3);
  t.ok((imp[0]!.functions as number) > 0, 'functions measured');
  for (let i = 1; i < imp.length; i++) t.ok((imp[i]!.cost as number) <= (imp[i - 1]!.cost as number), `iteration ${imp[i]!.iterations}`);
  t.equal(imp[0]!.iterations, 0);
  t.equal(imp[0]!.cost, imp[0]!.hybridCost, 'iteration 0 is the hybrid');
  const bound = rows('progressive-bound');
  for (const k of new Set(bound.map((b) => b.iterations))) {
    const at = (c: string) => bound.find((b) => b.iterations === k && b.class === c)!.within as number;
    t.ok(at('proven optimal') <= at('within 1 %') && at('within 1 %') <= at('within 5 %'), `iteration ${k}`);
  }
  // The allocator's own bound (progressiveResult) on the same functions, through the pipeline's registry.
  const last = Math.max(...bound.map((b) => b.iterations as number));
  const fns = corpusInstances('thumb', join(ROOT, 'corpus/ll'), 'maxmunch').instances.filter(
    (i) => i.name.startsWith('shifts@') && instructionCount(i.fn) <= 40,
  );
  const solves = fns
    .map(
      (i) =>
        findAllocator('progressive').allocate(i.fn, i.regs, {
          metric: 'speed',
          editBytes: editBytes(TARGETS.thumb, i.regs),
          progressive: { iterations: last },
        }).solve,
    )
    .filter((s) => s?.status === 'progressive');
  t.equal(imp[0]!.functions, solves.length, 'the same functions');
  const within = (limit: number) => solves.filter((s) => s?.status === 'progressive' && s.bound !== null && s.bound <= limit).length;
  const at = (c: string) => bound.find((b) => b.iterations === last && b.class === c)!.within;
  t.equal(at('proven optimal'), within(0), 'proven optimal');
  t.equal(at('within 1 %'), within(0.01), 'within 1 %');
  t.equal(at('within 5 %'), within(0.05), 'within 5 %');
  const cost = solves.reduce((sum, s) => sum + (s?.status === 'progressive' ? s.objective : 0), 0);
  t.equal(imp[imp.length - 1]!.cost, cost, "the summed cost is the allocations' objectives");
});

t.test('model accuracy: both metrics, every function proven, a mismatch named', async (t) => {
  const acc = rows('model-accuracy');
  t.same([...new Set(acc.map((r) => r.metric))].sort(), ['size: bytes added', 'speed: dynamic spill loads+stores']);
  for (const r of acc)
    t.ok(r.cause === null ? r.predicted === r.measured : r.predicted !== r.measured, `${r.metric} ${r.function}: cause ${r.cause}`);
  t.ok(
    acc.filter((r) => String(r.metric).startsWith('speed')).every((r) => r.cause === null),
    'dynamic spill counts exact (README: every solved function of every target)',
  );
});

t.test('scaling: a fake clock of 1 ms a read gives 1 ms a point and slope 0', async (t) => {
  const scaling = rows('scaling');
  t.ok(scaling.length > 10);
  t.ok(scaling.every((r) => r.ms === 1 && r.slope === 0));
  t.same([...new Set(scaling.map((r) => r.family))].sort(), ['PBQP solver (nodes)', 'allocator (instructions)', 'selector (DAG nodes)']);
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
