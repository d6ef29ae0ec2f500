// The optimal-allocator benchmark (bench/regalloc.ts) without timing: its env knobs, its summaries on
// hand-made samples (the slope is fitted over the proven functions only), the functions it collects
// and solves from a small x86-32 program, and its loads+stores table and solve note on a real
// measurement (llc-14 greedy, the four heuristics and optimal, run in Unicorn against the
// interpreter). The solver's budget clock here never runs out, so no verdict depends on time.

import t from 'tap';
import type { TargetMeasurement } from '../../bench/backend.js';
import {
  benchTargets,
  bucketRows,
  collectFunctions,
  dynamicRows,
  type FunctionSample,
  measureRegalloc,
  median,
  sampleOf,
  solveNote,
  solverMs,
  summaryRow,
} from '../../bench/regalloc.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { loopProgram as program } from './loop-program.js';

const never = { ms: 60_000, clock: () => 0 };

t.test('env knobs: defaults, choices, and errors on nonsense', async (t) => {
  t.equal(solverMs({}), 10_000);
  t.equal(solverMs({ TESSERA_BENCH_SOLVER_MS: '2500' }), 2500);
  t.throws(() => solverMs({ TESSERA_BENCH_SOLVER_MS: 'ten' }), /positive number/);
  t.throws(() => solverMs({ TESSERA_BENCH_SOLVER_MS: '0' }), /positive number/);
  t.same(
    benchTargets({}).map((x) => x.name),
    ['x86-32', 'x86-64', 'arm', 'thumb'],
  );
  t.same(
    benchTargets({ TESSERA_BENCH_TARGETS: 'thumb,x86-32' }).map((x) => x.name),
    ['thumb', 'x86-32'],
  );
  t.throws(() => benchTargets({ TESSERA_BENCH_TARGETS: 'mips' }), /unknown target mips/);
});

t.test('median', async (t) => {
  t.equal(median([]), null);
  t.equal(median([5, 1, 3]), 3);
  t.equal(median([4, 1, 3, 2]), 2.5);
});

t.test('summary: statuses counted, slope over the proven only, ratio to second-chance, over-budget solves', async (t) => {
  const s = (insts: number, ms: number, status: FunctionSample['status']): FunctionSample => ({
    name: `f${insts}`,
    insts,
    status,
    ms,
    scMs: 1,
    ...(status === 'outside' ? {} : { nodes: insts, edges: 10 * insts }),
  });
  // Proven: time = insts^2 (slope 2); the feasible one would pull a fitted line down, the outside one has no time.
  const samples = [s(2, 4, 'optimal'), s(4, 16, 'optimal'), s(8, 64, 'optimal'), s(100, 50, 'feasible'), s(30, 0, 'outside')];
  const row = summaryRow('x86-32', samples, 40);
  const [target, functions, optimal, feasible, unsolved, outside, maxInsts, slope, med, max, over, total, sc, vs] = row;
  t.same([target, functions, optimal, feasible, unsolved, outside, maxInsts], ['x86-32', '5', '3', '1', '0', '1', '100']);
  t.equal(slope, '2.00');
  t.same([med, max, over], ['33.0', '64.0', '1'], 'over the four solved; 64 ms > 1.5 x 40 ms');
  t.same([total, sc, vs], ['0.1', '4.0', '34'], '134 ms of solves against 4 x 1 ms of second-chance');
  t.same(bucketRows('x86-32', samples), [
    ['x86-32', '1..3', '1', '1', '20', '4.0', '4.0'],
    ['x86-32', '4..15', '2', '2', '60', '40.0', '64.0'],
    ['x86-32', '64..255', '1', '0', '1000', '50.0', '50.0'],
  ]);
});

t.test('the functions of a program, coalesced and solved to optimality', async (t) => {
  const target = findTarget('x86-32')!;
  const { fns, refused } = collectFunctions(target, [program()]);
  t.same(refused, []);
  t.same(
    fns.map((f) => f.name),
    ['loop:sq', 'loop:main'],
  );
  for (const f of fns) {
    const sample = sampleOf(f, never);
    t.equal(sample.status, 'optimal', `${f.name} proven`);
    t.equal(
      sample.insts,
      f.fn.blocks.reduce((n, b) => n + b.insts.length, 0),
    );
    t.ok((sample.edges ?? 0) > 0 && (sample.nodes ?? 0) > 0, `${f.name} has a network`);
  }
});

t.test('loads+stores table and solve note from a real measurement', async (t) => {
  const m = measureRegalloc(findTarget('x86-32')!, [program()], never);
  const rows = dynamicRows(m);
  t.same(
    rows.map((r) => r[1]),
    [
      'llc-14 greedy',
      'maxmunch + spill-all',
      'maxmunch + linear-scan',
      'maxmunch + graph-color',
      'maxmunch + second-chance',
      'maxmunch + optimal',
    ],
  );
  t.ok(
    rows.every((r) => r[2] === '1'),
    'every row ran matching the interpreter',
  );
  const opt = rows[5]!;
  t.same([opt[4], opt[6]], ['1.000', '1.000'], 'optimal against itself');
  t.same(rows[0]!.slice(7), ['-', '-', '-'], 'llc objects have no spill counts');
  [...m.tessera].forEach((row, i) => {
    const c = row.cells.get('loop');
    if (c?.kind !== 'match' || c.counts.spill === undefined) return t.fail(`${row.label}: no spill counts`);
    t.same(rows[i + 1]!.slice(7, 9), [`${c.counts.spill.loads}`, `${c.counts.spill.stores}`], `${row.label} spill columns`);
    t.equal(rows[i + 1]![5], `${c.counts.loads + c.counts.stores}`, `${row.label} loads+stores`);
  });
  t.equal(
    solveNote(m),
    "x86-32: optimal on the compared programs' 2 functions: 2 proven, 0 feasible (budget), 0 fell back to second-chance",
  );
});

t.test('solve note: fallbacks grouped by reason, only over the compared programs', async (t) => {
  const match = (solves: string[]) => ({
    kind: 'match' as const,
    counts: { codeSize: 1, loads: 1, stores: 1 },
    solves: solves.map((reason, i) =>
      reason === 'optimal'
        ? { function: `f${i}`, solve: { status: 'optimal' as const, objective: 0, metric: 'speed' as const } }
        : reason === 'feasible'
          ? { function: `f${i}`, solve: { status: 'feasible' as const, objective: 9, metric: 'speed' as const, bound: 3, gap: 2 / 3 } }
          : { function: `f${i}`, solve: { status: 'fallback' as const, fallback: 'second-chance', reason } },
    ),
  });
  const m: TargetMeasurement = {
    target: 'thumb',
    programs: ['a', 'b'],
    llc: { label: 'llc-14 greedy', cells: new Map([['a', match([])]]) },
    tessera: [
      {
        label: 'maxmunch + optimal',
        cells: new Map([
          ['a', match(['optimal', 'unsolved', 'feasible', 'unsolved', 'outside the model: x'])],
          ['b', match(['unsolved'])],
        ]),
      },
    ],
  };
  t.equal(
    solveNote(m),
    "thumb: optimal on the compared programs' 5 functions: 1 proven, 1 feasible (budget; gaps 67%), 3 fell back to second-chance (unsolved: 2; outside the model: x: 1)",
  );
});
