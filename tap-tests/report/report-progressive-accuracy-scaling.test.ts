// `tessera report` (issue 25, Deliver 1): the progressive, accuracy and scaling sections of the quick
// report (quick-report.ts: twice, a fake clock, the same bytes, CSV = JSON), each figure's data checked
// against an independent derivation: the progressive curves' last checkpoint against what the
// allocator itself reports, the model-accuracy rows' causes, the compile-time points under the fake
// clock. The other sections: report-matrix-optimality-spills.test.ts.

import { join } from 'node:path';
import t from 'tap';
import { editBytes, findAllocator } from '../../engine/codegen/pipeline.js';
import { TARGETS } from '../../engine/targets/target.js';
import { corpusInstances, instructionCount } from '../../testbed/optimality/regalloc-instances.js';
import { ROOT } from '../driver/in-process.js';
import { quickReport, report } from './quick-report.js';
import { readFileSync } from 'node:fs';

const { rows, folder } = await quickReport(
  t,
  ['progressive', 'accuracy', 'scaling'],
  ['progressive-improvement', 'progressive-bound', 'model-accuracy', 'scaling'],
);

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

t.test('--jobs 2: measured in child processes on the wall clock; the rest the same bytes', async (t) => {
  const out = join(t.testdir({}), 'jobs');
  const r = await report(out, ['progressive', 'accuracy', 'scaling'], ['--jobs', '2']);
  t.equal(r.code, 0);
  for (const id of ['progressive-improvement', 'progressive-bound', 'model-accuracy'])
    for (const ext of ['json', 'csv', 'vl.json', 'svg'])
      t.equal(readFileSync(join(out, `${id}.${ext}`), 'utf8'), readFileSync(join(folder, `${id}.${ext}`), 'utf8'), `${id}.${ext}`);
  const scaling = JSON.parse(readFileSync(join(out, 'scaling.json'), 'utf8')) as { ms: number }[];
  t.ok(
    scaling.some((p) => p.ms !== 1),
    "the compile-time points are the child's wall clock, not this process's fake clock of 1 ms a read",
  );
});
