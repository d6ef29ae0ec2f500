// The mutation campaign script (scripts/mutation-campaign.ts, issue 18 "Done when"): a small run
// on one target has the report's shape, the same seed gives the same report byte for byte, a
// mutant replays alone with --only, and the mutants themselves are a pure function of seed and index.
// Runs the script as a user does (a child process with tsx); its own children run the real back
// end, emulator (Unicorn) and interpreter.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import t from 'tap';
import { CLASSES } from '../../scripts/mutation/classify.js';
import { makeMutant } from '../../scripts/mutation/mutants.js';
import { OPERATORS } from '../../scripts/mutation/operators.js';
import { ROOT } from '../driver/in-process.js';

const run = promisify(execFile);

async function campaign(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/mutation-campaign.ts', ...args], { cwd: ROOT, maxBuffer: 16 << 20 });
    return { code: 0, out: stdout };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    if (typeof err.code !== 'number') throw e;
    return { code: err.code, out: err.stdout ?? '' };
  }
}

t.test('mutants are a pure function of seed, index and targets', async (t) => {
  const a = makeMutant(7, 3, ['arm']);
  const b = makeMutant(7, 3, ['arm']);
  t.same(a.bytes, b.bytes);
  t.equal(a.what, b.what);
  t.equal(a.target, 'arm');
  t.not(
    makeMutant(8, 3, ['arm']).bytes.equals(a.bytes) && makeMutant(7, 4, ['arm']).bytes.equals(a.bytes),
    true,
    'another seed or index, another mutant',
  );
  const ops = new Set(Array.from({ length: 200 }, (_, k) => makeMutant(1, k, ['x86-32']).operator));
  t.same([...ops].sort(), [...OPERATORS].sort(), 'every operator is drawn');
});

// 12 mutants (measured for seed 5: 6 positioned, 5 match, 1 ub) show every part of the report that
// 20 and 40 did; the run is made twice for the byte comparison. Bigger campaigns: `npm run -s mutants`.
t.test('12 mutants on x86-32: the report shape, the same seed the same report, --only replays', async (t) => {
  t.setTimeout(180_000);
  const args = ['--seed', '5', '--mutants', '12', '--targets', 'x86-32', '--jobs', '2', '--json'];
  const first = await campaign(args);
  const second = await campaign(args);
  t.equal(second.out, first.out, 'the same seed gives the same report');
  const report = JSON.parse(first.out) as {
    seed: number;
    mutants: number;
    counts: Record<string, number>;
    clean: boolean;
    listed: { k: number; cls: string; replay: string }[];
  };
  t.equal(report.seed, 5);
  t.same(Object.keys(report.counts), [...CLASSES], 'a count for every class');
  t.equal(
    Object.values(report.counts).reduce((a, b) => a + b, 0),
    12,
    'every mutant is classified once',
  );
  t.ok(report.counts.positioned! > 0, 'some mutants are rejected with a position');
  t.ok(report.counts.match! > 0, 'some mutants still compile, run and match');
  t.equal(first.code, report.clean ? 0 : 1, 'the exit code says whether the campaign is clean');
  for (const l of report.listed) t.match(l.replay, new RegExp(`--seed 5 --targets x86-32 .*--only ${l.k}$`));

  // One replay, as text: its class is the one whose count is 1.
  const k = 11;
  const text = await campaign(['--seed', '5', '--targets', 'x86-32', '--only', String(k)]);
  t.match(text.out, /^mutation campaign: seed 5, 1 mutants, targets x86-32/);
  t.match(text.out, /\nverdict: (clean|NOT clean)[^\n]*\n$/);
  const counted = CLASSES.filter((c) => new RegExp(`^${c} +1$`, 'm').test(text.out));
  t.equal(counted.length, 1, `the replay counts its one mutant in one class (${counted.join(', ')})`);
  const cls = counted[0];
  const listedBefore = report.listed.find((l) => l.k === k);
  if (listedBefore !== undefined) t.equal(cls, listedBefore.cls, 'the replay reaches the same class');
  t.ok(cls !== undefined && report.counts[cls]! > 0, 'the replayed mutant is in a class the campaign counted');
});
