// The allocator options of the commands that compile (cli.md "Allocator options", issue 20 Deliver
// 2 and 3): `--ra-metric`, `--profile static|measured`, `--solver-budget-ms` parsed, refused with one
// line and exit 2 when bad, and threaded to the allocator (the exact one and the MCNF heuristics); the progressive
// allocator's `--iterations`, `--ra-budget-ms` (through the injected clock), `--ra-step`, `--ra-direction`, `--ra-init`
// and its solves (issue 23); the measured profile's block counts
// against the program's own semantics, and the claim that they do not depend on the allocator
// (nor on copy coalescing); the exact allocator's solves in `run`/`check`/`compile` output.
// One small x86-32 program: @f (one block, so `optimal` solves it exactly) called 10 times in a loop.

import t from 'tap';
import { readFileSync } from 'node:fs';
import { parseModule } from '../../engine/frontend/parse.js';
import { main } from '../../testbed/driver/main.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { measureProfile } from '../../testbed/profile/measure.js';
import { cli, expectUsageErrors, scratch } from './in-process.js';

const { file } = scratch('tessera-alloc-options-');

const LOOP = file(
  'loop.ll',
  `target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

define internal i32 @f(i32 %a, i32 %b) noinline {
  %q = sdiv i32 %a, %b
  %r = srem i32 %b, %a
  %s = add i32 %q, %r
  ret i32 %s
}

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [1, %entry], [%i1, %loop]
  %acc = phi i32 [7, %entry], [%acc1, %loop]
  %r = call i32 @f(i32 %acc, i32 %i)
  %acc1 = add i32 %acc, %r
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 11
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc1
}
`,
);

const X86 = findTarget('x86-32')!;
const SETTINGS = { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false };

type Solve = { function: string; status: string; objective?: number; metric?: string; reason?: string };

/** The `allocation` field of `tessera run LOOP --ra <ra> <extra> --json` (default `optimal`), by function. */
async function solves(extra: string[], solverClock?: () => number, ra = 'optimal'): Promise<Map<string, Solve>> {
  const out: string[] = [];
  const err: string[] = [];
  const argv = ['run', LOOP, '--ra', ra, ...extra, '--json'];
  const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s), ...(solverClock ? { solverClock } : {}) });
  if (code !== 0) throw new Error(`${argv.join(' ')}: exit ${code}: ${err.join('\n')}`);
  const json = JSON.parse(out.join('\n')) as { matchesInterpreter: boolean; allocation: Solve[] };
  if (!json.matchesInterpreter) throw new Error(`${argv.join(' ')}: does not match the interpreter`);
  return new Map(json.allocation.map((s) => [s.function, s]));
}

t.test('bad allocator options: exit 2, one line', async (t) => {
  await expectUsageErrors(t, [
    [['run', LOOP, '--ra-metric', 'fast'], /unknown metric 'fast' \(metrics: speed, size\)/],
    [['run', LOOP, '--profile', 'dynamic'], /unknown profile 'dynamic' \(profiles: static, measured\)/],
    [['run', LOOP, '--solver-budget-ms', '1.5'], /--solver-budget-ms: '1.5' is not a non-negative integer/],
    [['check', LOOP, '--solver-budget-ms', 'soon'], /--solver-budget-ms: 'soon' is not a non-negative integer/],
    [['compile', LOOP, '--profile'], /--profile needs a value/],
    [['run', LOOP, '--backend', 'llc', '--profile', 'measured'], /--profile is an option of Tessera's allocators/],
    [['check', LOOP, '--backend', 'llc', '--ra-metric', 'size'], /--ra-metric is an option of Tessera's allocators/],
  ]);
});

t.test('the measured profile: the counts the program implies, whatever the allocator, coalesced or not', async (t) => {
  const module = parseModule(readFileSync(LOOP, 'utf8'), LOOP);
  // main's MIR blocks: entry (once), the loop (10 times), the exit (once), and the back edge's
  // block of phi moves that selection splits off the critical edge (taken 9 times); @f: 10 calls.
  const expected = [
    ['f', [10]],
    ['main', [1, 10, 1, 9]],
  ];
  for (const ra of ['second-chance', 'linear-scan', 'spill-all']) {
    const profile = measureProfile(module, X86, { isel: 'maxmunch', settings: SETTINGS, verify: true, ra });
    t.same([...profile], expected, `allocated by ${ra}`);
  }
  const coalesced = measureProfile(module, X86, { isel: 'maxmunch', settings: SETTINGS, verify: true, coalesce: true });
  t.same([...coalesced], expected, 'copies coalesced first (as optimal has them): the same blocks, the same counts');
});

t.test('--profile and --solver-budget-ms reach the exact allocator; its solves are in the run object', async (t) => {
  const plain = await solves([]);
  const f = plain.get('f')!;
  t.equal(f.status, 'optimal', '@f is one block: solved exactly');
  t.ok(f.objective! > 0, `@f costs something at frequency 1 (${f.objective})`);
  t.equal(f.metric, 'speed', 'the default metric');
  const measured = await solves(['--profile', 'measured']);
  t.equal(measured.get('f')!.objective, 10 * f.objective!, '@f ran 10 times: 10 x its cost at the static frequency 1');
  t.same((await solves(['--profile', 'static'])).get('f'), f, '--profile static is the default');
  const budgetless = await solves(['--solver-budget-ms', '0'], () => 42);
  for (const [name, s] of budgetless) t.equal(s.status, 'fallback', `${name}: no budget, no proof`);
  t.match(budgetless.get('f')!.reason, /unsolved/, '@f: the budget ran out before a solution');
  const size = (await solves(['--ra-metric', 'size'])).get('f')!;
  t.ok(size.metric === 'size' || /size/.test(size.reason ?? ''), `--ra-metric size reaches the allocator: ${JSON.stringify(size)}`);
});

t.test('--ra-metric and --profile reach the MCNF heuristics (issue 22 Deliver 4)', async (t) => {
  for (const ra of ['iterative', 'simultaneous', 'hybrid']) {
    const f = (await solves([], undefined, ra)).get('f')!;
    t.match(f, { status: 'heuristic', metric: 'speed' }, `${ra}: a heuristic solve, speed by default`);
    t.ok(f.objective! > 0, `${ra}: @f costs something at frequency 1 (${f.objective})`);
    const measured = (await solves(['--profile', 'measured'], undefined, ra)).get('f')!;
    t.equal(measured.objective, 10 * f.objective!, `${ra}: @f ran 10 times: 10 x its cost at the static frequency 1`);
    const size = (await solves(['--ra-metric', 'size'], undefined, ra)).get('f')!;
    t.match(size, { status: 'heuristic', metric: 'size' }, `${ra}: --ra-metric size reaches it`);
    t.not(size.objective, f.objective, `${ra}: in bytes, not in weighted accesses`);
  }
});

t.test('check and compile report the solves: a summary line, the allocation field', async (t) => {
  const text = await cli([
    'check',
    LOOP,
    '--targets',
    'x86-32',
    '--isel',
    'maxmunch',
    '--ra',
    'optimal,linear-scan',
    '--profile',
    'measured',
  ]);
  t.equal(text.code, 0, text.err);
  t.match(text.out, /\noptimal: [12] of 2 functions proven/, 'one line for the cells of the exact allocator');
  const json = await cli(['check', LOOP, '--targets', 'x86-32', '--isel', 'maxmunch', '--ra', 'optimal,linear-scan', '--json']);
  const cells = JSON.parse(json.out) as { ra: string; allocation?: Solve[] }[];
  t.same(
    cells.map((c) => [c.ra, c.allocation?.map((s) => s.function)]),
    [
      ['optimal', ['f', 'main']],
      ['linear-scan', undefined],
    ],
    'the field only where an allocator reported solves',
  );
  const compiled = await cli(['compile', LOOP, '--target', 'x86-32', '--ra', 'optimal', '--profile', 'measured', '--json']);
  t.equal(compiled.code, 0, compiled.err);
  const f = (JSON.parse(compiled.out) as { allocation: Solve[] }).allocation.find((s) => s.function === 'f')!;
  t.equal(f.status, 'optimal');
  const summary = await cli(['compile', LOOP, '--target', 'x86-32', '--ra', 'optimal']);
  t.match(summary.out, /optimal: [12] of 2 functions proven/);
});

t.test("the progressive allocator's options (issue 23): parsed, refused when bad, and its solves reported", async (t) => {
  await expectUsageErrors(t, [
    [['run', LOOP, '--ra', 'progressive', '--iterations', '1.5'], /--iterations: '1.5' is not a non-negative integer/],
    [['run', LOOP, '--ra', 'progressive', '--ra-budget-ms', 'soon'], /--ra-budget-ms: 'soon' is not a non-negative integer/],
    [['run', LOOP, '--ra-step', 'polyak'], /unknown step rule 'polyak' \(step rules: ratio, frequency, newton\)/],
    [['run', LOOP, '--ra-direction', 'heavy'], /unknown direction 'heavy' \(directions: standard, average\)/],
    [['run', LOOP, '--ra-init', 'random'], /unknown price initialisation 'random'/],
    [['check', LOOP, '--backend', 'llc', '--iterations', '3'], /--iterations is an option of Tessera's allocators/],
  ]);
  type Progressive = Solve & { bound: number | null; lower: number; provenOptimal: boolean; iterations: number; bestAt: number };
  const run = async (extra: string[], clock?: () => number) => [...(await solves(extra, clock, 'progressive')).values()] as Progressive[];
  const three = await run(['--iterations', '3']);
  t.same(
    three.map((s) => s.function),
    ['f', 'main'],
    'one solve a function',
  );
  for (const s of three) {
    t.match(s, { status: 'progressive', metric: 'speed' }, `${s.function}: a progressive solve`);
    t.ok(
      s.iterations <= 3 && s.lower <= s.objective!,
      `${s.function}: ${s.iterations} ≤ 3 iterations, lower ${s.lower} ≤ cost ${s.objective}`,
    );
    t.ok(typeof s.provenOptimal === 'boolean' && (s.bound === null || s.bound >= 0), `${s.function}: bound ${s.bound}`);
    t.equal(s.provenOptimal, s.lower === s.objective, `${s.function}: proven exactly when the lower bound meets the cost`);
  }
  const hybrid = await solves([], undefined, 'hybrid');
  for (const s of await run(['--iterations', '0'])) {
    t.equal(s.iterations, 0, `${s.function}: --iterations 0 runs iteration 0 only`);
    t.equal(s.objective, hybrid.get(s.function)!.objective, `${s.function}: iteration 0 is the hybrid`);
  }
  // A clock that advances 1 ms a read: the budget ends the runs at the same iteration every time.
  const ticking = () => {
    let now = 0;
    return () => now++;
  };
  const budgeted = await run(['--ra-budget-ms', '4'], ticking());
  t.same(await run(['--ra-budget-ms', '4'], ticking()), budgeted, 'a budget through the injected clock: the same solves twice');
  t.ok(
    budgeted.every((s) => s.provenOptimal || s.iterations > 0),
    'the budget allowed iterations',
  );
  const other = await run(['--iterations', '2', '--ra-step', 'newton', '--ra-direction', 'standard', '--ra-init', 'zero']);
  t.ok(
    other.every((s) => s.status === 'progressive'),
    'the other step rule, direction and initialisation run',
  );
  const summary = await cli(['check', LOOP, '--targets', 'x86-32', '--isel', 'maxmunch', '--ra', 'progressive', '--iterations', '3']);
  t.equal(summary.code, 0, summary.err);
  t.match(
    summary.out,
    /\nprogressive: [0-2] of 2 functions proven optimal, worst bound (none|\d+\.\d\d %) \(\w+\), up to [0-3] iterations/,
  );
});
