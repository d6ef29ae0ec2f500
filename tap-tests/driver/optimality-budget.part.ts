// `tessera optimality` takes a budget and shows progress (issue 18, Deliver 3; testbed/driver/optimality.ts
// through campaign-loop.ts), and loses nothing (Deliver 2): with a fake clock (@sinonjs/fake-timers) where
// each instance costs one second, --budget 5 measures five instances and the report says the budget cut it
// (text, --json `cut`, stderr); a budget the run does not reach changes nothing; progress lines go to stderr
// only; SIGINT (through the injected interrupt) gives the partial report and exit 130; --out keeps a journal
// and --resume ends with the report of an uninterrupted run; --resume without --out is a usage error.

import t from 'tap';
import FakeTimers from '@sinonjs/fake-timers';
import { join } from 'node:path';
import { expectUsageErrors, optimality, scratch } from './in-process.js';
import type { OptimalityIo } from '../../testbed/driver/optimality.js';
import { exactOptimum } from '../../testbed/optimality/tiling-measure.js';

const { dir: tmp } = scratch('tessera-optimality-budget-');

const SMALL = ['--problem', 'tiling', '--count', '20', '--corpus', 'none', '--selector', 'maxmunch,noltis'];

const run = optimality;

/** A fake clock on which each exact solve takes one second; `onSolve(n)` sees the count of solves so far. */
function secondPerInstance(onSolve: (n: number) => void = () => {}): Partial<OptimalityIo> {
  const clock = FakeTimers.createClock(0);
  let solves = 0;
  return {
    clock: () => clock.now,
    hooks: {
      optimum: async (g, dag) => {
        clock.tick(1000);
        onSolve(++solves);
        return exactOptimum(g, dag);
      },
    },
  };
}

t.test('--budget 5 with one second per instance: five instances, and the report says so', async (t) => {
  const r = await run([...SMALL, '--budget', '5'], secondPerInstance());
  t.equal(r.code, 0, r.out);
  const cut = 'the budget (--budget 5 s) was spent after 5 of 20 instances: the numbers cover those measured';
  t.match(r.out, `\n${cut}\ninstances: 5; optimum proven on 5\n`, 'said in the report, before the numbers');
  t.match(r.out, /^all +maxmunch +5 /m, 'the table covers the five');
  t.equal(r.err.split('\n').filter((l) => l === cut).length, 1, 'and once on stderr');
  t.match(r.err, /^optimality: 5 instances in 5\.0 s$/m, 'the timing line from the fake clock');
  const j = await run([...SMALL, '--budget', '5', '--json'], secondPerInstance());
  const rows = JSON.parse(j.out) as { algorithm: string; instances: number; cut: unknown }[];
  t.same(
    rows.map((x) => [x.algorithm, x.instances, x.cut]),
    [
      ['maxmunch', 5, { by: 'budget', instances: 5, of: 20 }],
      ['noltis', 5, { by: 'budget', instances: 5, of: 20 }],
    ],
  );
});

t.test('a budget the run does not reach changes nothing', async (t) => {
  const plain = await run(SMALL);
  const budgeted = await run([...SMALL, '--budget', '100'], secondPerInstance());
  t.equal(budgeted.out, plain.out, 'the same bytes');
  t.notMatch(budgeted.out, /budget/);
  t.notOk('cut' in (JSON.parse((await run([...SMALL, '--json'])).out) as object[])[0]!, 'no cut field in a whole run');
});

t.test('progress: stderr only, when asked or on a terminal', async (t) => {
  const plain = await run(SMALL);
  const shown = await run([...SMALL, '--progress'], secondPerInstance());
  t.equal(shown.out, plain.out, 'the report is the same');
  const progress = shown.err.split('\n').filter((l) => / of 20 instances/.test(l));
  t.equal(progress.length, 20, 'one line per second of the clock (one instance each)');
  t.equal(progress[0], 'optimality: 1 of 20 instances, 1.0 s');
  t.equal(progress.at(-1), 'optimality: 20 of 20 instances, 20.0 s');
  t.equal((await run(SMALL, { stderrIsTty: false })).err, '', 'nothing unasked off a terminal');
  t.match((await run(SMALL, { stderrIsTty: true })).err, /^optimality: 20 of 20 instances$/m, 'shown on a terminal');
});

t.test('SIGINT: the partial report, exit 130; --out journal and --resume give the whole report', async (t) => {
  const whole = await run(SMALL);
  const out = join(tmp, 'journal');
  let interrupt = (): void => {};
  const io = secondPerInstance((n) => {
    if (n === 7) interrupt();
  });
  const cut = await run([...SMALL, '--out', out], {
    ...io,
    onInterrupt: (h) => {
      interrupt = h;
      return () => {};
    },
  });
  t.equal(cut.code, 130);
  t.match(
    cut.out,
    '\ninterrupted after 7 of 20 instances: the numbers cover those measured; the same command with --resume continues\ninstances: 7;',
  );
  const resumed = await run([...SMALL, '--out', out, '--resume']);
  t.equal(resumed.code, 0);
  t.match(resumed.err, /^optimality: --resume: 7 of 20 instances measured in /);
  t.equal(resumed.out, whole.out, 'the report of an uninterrupted run, byte for byte');
  await expectUsageErrors(t, [
    [['optimality', ...SMALL, '--resume'], /^tessera: --resume continues the journal in --out DIR: give --out$/],
  ]);
});
