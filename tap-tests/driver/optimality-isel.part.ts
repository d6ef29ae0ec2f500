// `tessera optimality --problem isel` (testbed/driver/optimality-isel.ts, issue 24 Deliver 5): on
// the functions of three small corpus programs (x86-32: recursion, addr_shared; thumb: switch_dense)
// and of three generated programs per target, the JSON has cli.md's fields and the added ones and is
// consistent (optimal <= proven <= instances, nothing below a proven optimum, nothing failed, every
// instance proven, `pbqp` — the heuristic as `--isel pbqp` calls it — never at INF), the covers'
// rows price all four covers and compare every function, the exit code is 0, the same arguments
// print the same bytes, and the other problems' options exit 2 with one line. Real solvers, oracles
// and tiling legality checker throughout.

import t from 'tap';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectUsageErrors, optimality, ROOT, scratch } from './in-process.js';

const { dir: corpus } = scratch('tessera-optimality-isel-');
const PROGRAMS = { 'x86-32': ['recursion', 'addr_shared'], thumb: ['switch_dense'] } as const;
for (const [isa, programs] of Object.entries(PROGRAMS)) {
  mkdirSync(join(corpus, isa), { recursive: true });
  for (const p of programs) copyFileSync(join(ROOT, `corpus/ll/${isa}/${p}.O1.ll`), join(corpus, `${isa}/${p}.O1.ll`));
}
const ARGS = ['--problem', 'isel', '--count', '3', '--seed', '5', '--targets', 'x86-32,thumb', '--corpus', corpus];
const ALGORITHMS = ['pbqp', 'pbqp-no-propagation', 'pbqp-exact'];
const GROUPS = ['corpus/x86-32', 'generated/x86-32', 'corpus/thumb', 'generated/thumb'];

const run = optimality;

t.test('--problem isel --json: per algorithm x source x target, consistent; the covers compared', async (t) => {
  const r = await run([...ARGS, '--json']);
  t.equal(r.code, 0, r.err);
  t.equal(r.err, '', 'nothing on stderr without a clock');
  const rows = JSON.parse(r.out) as Record<string, unknown>[];
  const measured = rows.filter((x) => 'algorithm' in x);
  t.same(
    measured.map((x) => `${x.kind}/${x.source ?? 'all'}/${x.target ?? 'all'}/${x.algorithm}`),
    [...GROUPS.flatMap((g) => ALGORITHMS.map((a) => `isel/${g}/${a}`)), ...ALGORITHMS.map((a) => `all/all/all/${a}`)],
  );
  for (const x of measured) {
    const where = `${x.source ?? 'all'} ${x.target ?? 'all'} ${x.algorithm}`;
    for (const f of [
      'algorithm',
      'instances',
      'optimal',
      'meanGap',
      'maxGap',
      'belowOptimum',
      'proven',
      'share',
      'rn',
      'infiniteExceptions',
    ])
      t.ok(f in x, `${where}: ${f}`);
    const [optimal, proven, instances] = [x.optimal, x.proven, x.instances] as number[];
    t.ok(optimal! <= proven! && proven! <= instances!, `${where}: optimal ${optimal} <= proven ${proven} <= instances ${instances}`);
    t.equal(proven, instances, `${where}: every optimum proven (small functions)`);
    t.equal(x.belowOptimum, 0, `${where}: none below the proven optimum`);
    t.equal(x.failed, 0, `${where}: nothing failed`);
    if (x.algorithm === 'pbqp') t.equal(x.infiniteExceptions, 0, `${where}: the selector's heuristic leaves no instance at INF`);
    if (x.kind === 'isel' && x.source === 'corpus') {
      const programs = PROGRAMS[x.target as keyof typeof PROGRAMS].length;
      t.ok((x.functions as number) >= programs, `${where}: ${x.functions} corpus functions of ${programs} programs`);
    }
  }
  const covers = rows.filter((x) => 'covers' in x);
  t.same(
    covers.map((x) => `${x.source}/${x.target}`),
    GROUPS,
    'a covers row per group',
  );
  for (const x of covers) {
    const c = x.covers as Record<string, number>;
    t.same(Object.keys(c), ['maxmunch', 'noltis', 'pbqp-block', 'pbqp'], `${x.source} ${x.target}: the four covers`);
    t.ok(
      Object.values(c).every((v) => v > 0),
      `${x.source} ${x.target}: each priced`,
    );
    const functions = measured.find((m) => m.source === x.source && m.target === x.target)!.instances as number;
    t.equal(
      (x.pbqpCheaper as number) + (x.pbqpEqual as number) + (x.pbqpDearer as number),
      functions,
      `${x.source} ${x.target}: every function compared with noltis`,
    );
  }
});

t.test('--problem isel: the text report, the same bytes twice', async (t) => {
  const a = await run(ARGS);
  const b = await run(ARGS);
  t.equal(a.code, 0, a.err);
  t.equal(a.out, b.out, 'the same bytes');
  t.match(a.out, /^tessera optimality --problem isel: per target \(x86-32,thumb\)/);
  t.match(a.out, /^isel corpus x86-32: \d+ functions, a graph each/m, 'a line per group');
  t.match(a.out, /^covers: /m, 'the covers table');
  t.match(a.out, /^failures: none$/m);
});

t.test('--problem isel: the other problems options are usage errors', async (t) => {
  await expectUsageErrors(t, [
    [['optimality', '--problem', 'isel', '--ra', 'pbqp'], /--ra: not for --problem isel \(it takes --count, --seed/],
    [['optimality', '--problem', 'isel', '--isel', 'maxmunch'], /--isel: not for --problem isel/],
    [['optimality', '--problem', 'isel', '--selector', 'noltis'], /--selector: not for --problem isel/],
    [['optimality', '--problem', 'isel', '--corpus', corpus, '--targets', 'arm', '--count', '0'], /no folder arm in it/],
  ]);
});
