// The MCNF-heuristics benchmark (bench/mcnf-heuristics.ts) without timing: n·l̄ of a hand-made
// function, the slopes and peer ratios of its time table on hand-made samples (functions below
// MIN_INSTS left out of the slopes), and its code size and loads+stores table on a real measurement
// (llc-14 greedy and maxmunch x every heuristic allocator, the MCNF ones included, run in Unicorn
// against the interpreter).

import t from 'tap';
import { DYNAMIC_RAS, dynamicRows, liveSum, MIN_INSTS, measureDynamic, type TimeSample, timeRows } from '../../bench/mcnf-heuristics.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { def, func, konst, op, use } from '../regalloc/mcnf-heuristic-checks.js';
import { loopProgram } from './loop-program.js';

t.test('n·l̄: the live values after each instruction, summed', async (t) => {
  // v0 = 0; v1 = 1; use v0 -> v2; use v1, v2. Live after each: {v0}, {v0,v1}, {v1,v2}, {}.
  const fn = func([konst(0), konst(1), op([use(0), def(2)]), op([use(1), use(2)])], 3);
  t.equal(liveSum(fn), 1 + 2 + 2 + 0);
  // Across blocks: v0 and v1 defined in block 0, used in block 1 (live out of block 0).
  const two = func([konst(0), konst(1), op([use(0), use(1)])], 2);
  const [b] = two.blocks;
  const split = {
    ...two,
    blocks: [
      { ...b!, insts: b!.insts.slice(0, 2), succs: [1], preds: [] },
      { ...b!, id: 1, insts: b!.insts.slice(2), succs: [], preds: [0] },
    ],
  };
  t.equal(liveSum(split), 1 + 2 + 0, 'block 0: {v0}, {v0,v1} (live out); block 1: {}');
});

t.test('time table: slopes over the functions of at least MIN_INSTS instructions, totals over the peers', async (t) => {
  const sample = (insts: number, liveSum: number, it: number, sim: number): TimeSample => ({
    name: `f${insts}`,
    insts,
    liveSum,
    ms: { iterative: it, simultaneous: sim, 'linear-scan': 1, 'graph-color': 2 },
  });
  // iterative linear in n·l̄, simultaneous quadratic in n (= linear in n²); one tiny function off both lines.
  const samples = [sample(MIN_INSTS, 100, 10, MIN_INSTS ** 2), sample(2 * MIN_INSTS, 400, 40, 4 * MIN_INSTS ** 2), sample(1, 1, 500, 500)];
  const rows = timeRows('x86-32', samples);
  t.same(
    rows.map((r) => r.slice(0, 4)),
    [
      ['x86-32', 'iterative', '3', '2'],
      ['x86-32', 'simultaneous', '3', '2'],
    ],
  );
  t.equal(rows[0]![4], '1.000', 'iterative: slope 1 against n·l̄');
  t.equal(rows[1]![5], '1.000', 'simultaneous: slope 1 against n²');
  t.equal(rows[1]![4], '1.000', 'n·l̄ grew as n² here too');
  t.same(rows[0]!.slice(6), ['0.6', '183', '92'], 'total 550 ms: 183 x linear scan (3 ms), 92 x graph colouring (6 ms)');
});

t.test('code size and loads+stores table from a real measurement, relative to graph colouring and llc-14', async (t) => {
  const rows = dynamicRows(measureDynamic(findTarget('x86-32')!, [loopProgram()]));
  t.same(
    rows.map((r) => r[1]),
    ['llc-14 greedy', ...DYNAMIC_RAS.map((ra) => `maxmunch + ${ra}`)],
  );
  t.ok(
    rows.every((r) => r[2] === '1'),
    'every row ran matching the interpreter',
  );
  const gc = rows.find((r) => r[1] === 'maxmunch + graph-color')!;
  t.same([gc[4], gc[7]], ['1.000', '1.000'], 'graph colouring against itself');
  t.same([rows[0]![5], rows[0]![8]], ['1.000', '1.000'], 'llc-14 against itself');
  for (const r of rows) t.equal(r[7], (Number(r[6]) / Number(gc[6])).toFixed(3), `${r[1]}: loads+stores over graph colouring's`);
});
