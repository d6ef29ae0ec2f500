// `tessera explain` (cli.md, issue 25): one function's allocation with every spill, reload, move and
// rematerialization, its static weight and its measured count. Checked against what the programs
// imply, not against the module that computes them: a loop of n trips runs its body n times (the
// split back edge n - 1), so every count outside the loop is 1 and every count inside is n or n - 1
// and grows by exactly the trip count's growth; static weights are 10^depth; the measured spill loads
// and stores of a function sum to what the emulator's memory hooks count (`run --exact-hooks`) when
// only that function runs; the text, the JSON and the SVG say the same; an unknown function is one
// line and exit 2; two runs give the same bytes.

import t, { type Test } from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, expectUsageErrors, ROOT, scratch } from './in-process.js';

const { dir, file } = scratch('tessera-explain-');

const X86_32 =
  'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\ntarget triple = "i386-unknown-linux-gnu"\n';
const THUMB = 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "thumbv6m-none-unknown-eabi"\n';

/** Σ 3i for i < n, in a loop of n trips. */
const SUM = file(
  'sum.ll',
  `${X86_32}
define i32 @sum(i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %acc = phi i32 [0, %entry], [%acc1, %loop]
  %t = mul i32 %i, 3
  %acc1 = add i32 %acc, %t
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc1
}

define i32 @main() {
  %r = call i32 @sum(i32 5)
  ret i32 %r
}
`,
);

/** Ten values live through a loop of n trips: more than Thumb's eight registers. */
function pressureProgram(k: number): string {
  const defs = Array.from({ length: k }, (_, j) => `  %m${j} = mul i32 %n, ${j + 3}\n  %a${j} = add i32 %m${j}, ${j}\n`).join('');
  const body = Array.from({ length: k }, (_, j) => `  %acc${j + 1} = ${j % 2 === 0 ? 'add' : 'xor'} i32 %acc${j}, %a${j}\n`).join('');
  const tail = Array.from({ length: k }, (_, j) => `  %s${j + 1} = add i32 %s${j}, %a${j}\n`).join('');
  return `${THUMB}
define i32 @press(i32 %n) noinline {
entry:
${defs}  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %acc0 = phi i32 [0, %entry], [%acc${k}, %loop]
${body}  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %s0 = add i32 %acc${k}, 0
${tail}  ret i32 %s${k}
}
`;
}
const PRESS = file('press.ll', pressureProgram(10));

interface Edit {
  kind: string;
  vreg: number;
  from: string;
  to: string;
  block: number;
  point: { inst: number; pos: string };
  loopDepth: number;
  staticWeight: number;
  measured: number;
}
interface Totals {
  spills: number;
  reloads: number;
  staticSpillCost: number;
  measuredSpillLoads: number;
  measuredSpillStores: number;
  measuredSpillTraffic: number;
}
interface Allocation {
  ra: string;
  run: { status: string; spillLoads: number; spillStores: number };
  liveRanges: { vreg: number; from: number; to: number; location: string }[];
  edits: Edit[];
  totals: Totals;
  allocation?: { function: string; status: string; provenOptimal?: boolean; bound?: number | null }[];
}
type Explained = Allocation & { function: string; target: string; isel: string; vs?: Allocation };

async function explain(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  return cli(['explain', ...argv]);
}

async function explainJson(argv: string[]): Promise<Explained> {
  const r = await explain([...argv, '--json']);
  if (r.code !== 0) throw new Error(`explain ${argv.join(' ')}: exit ${r.code}: ${r.err}`);
  return JSON.parse(r.out) as Explained;
}

/** The emulator's spill loads and stores of a run, counted by its memory hooks. */
async function hookedSpills(prog: string, argv: string[]): Promise<{ spillLoads: number; spillStores: number }> {
  const r = await cli(['run', prog, ...argv, '--exact-hooks', '--json']);
  if (r.code !== 0) throw new Error(`run: exit ${r.code}: ${r.err} ${r.out}`);
  return JSON.parse(r.out);
}

/** Counts of a loop of `trips` trips: 1 outside, the body's trips (or one fewer, on the split back edge) inside. */
function expectTripCounts(t: Test, edits: readonly Edit[], trips: number, what: string): void {
  for (const e of edits) {
    const where = `${what}: ${e.kind} v${e.vreg} ${e.point.pos} ${e.point.inst}`;
    t.equal(e.staticWeight, 10 ** e.loopDepth, `${where}: static weight 10^depth`);
    if (e.loopDepth === 0) t.equal(e.measured, 1, `${where}: outside the loop, once`);
    else
      t.ok(e.measured === trips || e.measured === trips - 1, `${where}: in the loop, ${trips} or ${trips - 1} times (got ${e.measured})`);
  }
}

t.test('spill-all on x86-32: counts the trip count implies, weights 10^depth, and the hooks agree', async (t) => {
  const five = await explainJson([SUM, '--function', 'sum', '--ra', 'spill-all', '--entry', 'sum', '--args', '5']);
  const nine = await explainJson([SUM, '--function', 'sum', '--ra', 'spill-all', '--entry', 'sum', '--args', '9']);
  t.same([five.function, five.target, five.isel, five.ra], ['sum', 'x86-32', 'maxmunch', 'spill-all']);
  t.ok(five.totals.spills > 0 && five.totals.reloads > 0, 'spill-all spills and reloads');
  t.ok(five.edits.some((e) => e.loopDepth === 1) && five.edits.some((e) => e.loopDepth === 0), 'edits inside and outside the loop');
  expectTripCounts(t, five.edits, 5, 'n = 5');
  expectTripCounts(t, nine.edits, 9, 'n = 9');
  t.ok(
    five.edits.some((e) => e.loopDepth === 1 && e.measured === 5),
    'the loop body itself runs n times',
  );
  t.same(
    nine.edits.map(
      (e) => e.measured - (five.edits.find((f) => f.point.inst === e.point.inst && f.vreg === e.vreg && f.kind === e.kind)?.measured ?? 0),
    ),
    nine.edits.map((e) => (e.loopDepth === 0 ? 0 : 4)),
    'the same code: four more trips, four more of every edit in the loop',
  );
  const staticCost = five.edits.filter((e) => e.kind === 'spill' || e.kind === 'reload').reduce((n, e) => n + 10 ** e.loopDepth, 0);
  t.equal(five.totals.staticSpillCost, staticCost, 'static spill cost: the weights of spills and reloads');
  const hooks = await hookedSpills(SUM, ['--ra', 'spill-all', '--entry', 'sum', '--args', '5']);
  t.same(
    [five.totals.measuredSpillLoads, five.totals.measuredSpillStores],
    [hooks.spillLoads, hooks.spillStores],
    "only @sum runs: its measured spill loads and stores are the emulator's",
  );
  t.equal(five.totals.measuredSpillTraffic, hooks.spillLoads + hooks.spillStores);
});

t.test('a run cut by the step limit: counts marked upper bounds, never above a longer run', async (t) => {
  const full = await explainJson([SUM, '--function', 'sum', '--ra', 'spill-all', '--entry', 'sum', '--args', '9']);
  const cut = await explain([SUM, '--function', 'sum', '--ra', 'spill-all', '--entry', 'sum', '--args', '9', '--max-steps', '40']);
  t.equal(cut.code, 0, 'an outcome, not a failure');
  t.match(cut.out, /step-limit.*upper bounds/, 'the header says the counts are upper bounds');
  const j = await explainJson([SUM, '--function', 'sum', '--ra', 'spill-all', '--entry', 'sum', '--args', '9', '--max-steps', '40']);
  t.equal((j as unknown as { run: { countsExact: boolean } }).run.countsExact, false);
  t.equal((full as unknown as { run: { countsExact: boolean } }).run.countsExact, true);
  for (const e of j.edits) {
    const whole = full.edits.find((f) => f.point.inst === e.point.inst && f.vreg === e.vreg && f.kind === e.kind)!;
    t.ok(e.measured <= whole.measured, `${e.kind} v${e.vreg} at ${e.point.inst}: ${e.measured} <= ${whole.measured}`);
  }
});

t.test('a run that ends in exit(): counts marked upper bounds (the block that calls exit counts whole)', async (t) => {
  const collatz = join(ROOT, 'corpus/ll/x86-32/collatz.O1.ll');
  const r = await explain([collatz, '--function', 'main', '--ra', 'spill-all']);
  t.equal(r.code, 0, r.err);
  t.match(r.out, /: ok, \d+ instructions \(the run did not return from its entry/, 'the header says so');
});

t.test('live ranges: each reload puts its vreg where the range says it is', async (t) => {
  const j = await explainJson([SUM, '--function', 'sum', '--ra', 'spill-all']);
  const at = (vreg: number, point: number) => j.liveRanges.find((r) => r.vreg === vreg && r.from <= point && point <= r.to);
  for (const e of j.edits.filter((e) => e.kind === 'reload')) {
    t.equal(at(e.vreg, 2 * e.point.inst)?.location, e.to, `v${e.vreg} reloaded before ${e.point.inst} is read from ${e.to}`);
  }
  for (const e of j.edits.filter((e) => e.kind === 'spill')) {
    const later = at(e.vreg, 2 * e.point.inst + 2);
    if (later !== undefined) t.match(later.location, /^(slot\d+|e[a-d]x|e[sd]i)$/, `v${e.vreg} after its spill store`);
  }
  t.ok(
    j.liveRanges.some((r) => r.location.startsWith('slot')),
    'spill-all keeps values in slots',
  );
});

t.test('thumb under pressure: second-chance and linear-scan spill, counts as the trips imply, the hooks agree', async (t) => {
  for (const ra of ['second-chance', 'linear-scan']) {
    const j = await explainJson([PRESS, '--function', 'press', '--ra', ra, '--entry', 'press', '--args', '7']);
    t.equal(j.target, 'thumb');
    t.ok(j.totals.spills > 0 && j.totals.reloads > 0, `${ra}: ten values and a loop overflow r0-r7`);
    expectTripCounts(t, j.edits, 7, ra);
    const hooks = await hookedSpills(PRESS, ['--ra', ra, '--entry', 'press', '--args', '7']);
    t.same([j.totals.measuredSpillLoads, j.totals.measuredSpillStores], [hooks.spillLoads, hooks.spillStores], `${ra}: the hooks agree`);
  }
});

t.test('the text table says what the JSON says', async (t) => {
  const argv = [PRESS, '--function', 'press', '--ra', 'second-chance', '--entry', 'press', '--args', '7'];
  const j = await explainJson(argv);
  const text = (await explain(argv)).out.split('\n');
  t.match(
    text[0]!,
    /^@press on thumb \(isel maxmunch, ra second-chance\): \d+ vregs, \d+ instructions, \d+ blocks; counts from a run of @press: ok/,
  );
  t.match(text[1]!, /^kind +vreg +from +to +block +depth +point +static +measured$/);
  const rows = text.slice(3, 3 + j.edits.length).map((l) => l.trim().split(/ {2,}/));
  t.same(
    rows,
    j.edits.map((e) => [
      e.kind,
      `v${e.vreg}`,
      e.from,
      e.to,
      String(e.block),
      String(e.loopDepth),
      `${e.point.pos} ${e.point.inst}`,
      String(e.staticWeight),
      String(e.measured),
    ]),
    'one row per edit, in order',
  );
  const tt = j.totals;
  t.equal(
    text[3 + j.edits.length],
    `totals: ${tt.spills} spills, ${tt.reloads} reloads, 0 folded reloads, ${j.edits.filter((e) => e.kind === 'move').length} moves, 0 remats; ` +
      `static spill cost ${tt.staticSpillCost}; measured spill loads ${tt.measuredSpillLoads}, stores ${tt.measuredSpillStores} (${tt.measuredSpillTraffic})`,
  );
});

const points = (svg: string): number => svg.split('aria-roledescription="point"').length - 1;

t.test("an allocator's solve report: the line and the entry `tessera run` gives; none where it reports none", async (t) => {
  const argv = ['--ra', 'progressive', '--iterations', '3', '--entry', 'press', '--args', '7'];
  const j = await explainJson([PRESS, '--function', 'press', ...argv]);
  const run = await cli(['run', PRESS, ...argv, '--json']);
  const ran = JSON.parse(run.out) as { allocation: { function: string }[] };
  t.same(
    j.allocation,
    ran.allocation.filter((a) => a.function === 'press'),
    "JSON: the run command's allocation entry",
  );
  t.equal(j.allocation?.[0]?.status, 'progressive');
  const text = (await explain([PRESS, '--function', 'press', ...argv])).out.split('\n');
  t.match(text[1]!, /^progressive: [01] of 1 functions proven optimal/, 'text: the summary line under the header');
  const plain = await explainJson([PRESS, '--function', 'press', '--ra', 'second-chance', '--entry', 'press', '--args', '7']);
  t.equal(plain.allocation, undefined, 'second-chance reports no solve');
});

t.test('--svg: one point mark per edit; --vs: two panels, two tables, one JSON', async (t) => {
  const one = join(dir, 'one.svg');
  const single = await explain([SUM, '--function', 'sum', '--ra', 'spill-all', '--svg', one]);
  t.equal(single.code, 0, single.err);
  t.match(single.out, `picture written to ${one}`);
  const j = await explainJson([SUM, '--function', 'sum', '--ra', 'spill-all']);
  const svg = readFileSync(one, 'utf8');
  t.match(svg, /^<svg /);
  t.equal(points(svg), j.edits.length, 'a mark per edit');
  t.match(svg, 'spill-all: @sum');

  const two = join(dir, 'two.svg');
  const vsArgs = [SUM, '--function', 'sum', '--ra', 'spill-all', '--vs', 'linear-scan'];
  const vs = await explain([...vsArgs, '--svg', two]);
  t.equal(vs.code, 0, vs.err);
  t.equal(vs.out.match(/^@sum on x86-32/gm)?.length, 2, 'two tables');
  t.match(vs.out, /^spill-all vs linear-scan: static spill cost \d+ vs \d+, measured spill traffic \d+ vs \d+$/m);
  const both = await explainJson(vsArgs);
  t.equal(both.ra, 'spill-all');
  t.equal(both.vs?.ra, 'linear-scan');
  t.same(both.edits, j.edits, 'the first allocation as alone');
  const svg2 = readFileSync(two, 'utf8');
  t.ok(svg2.includes('concat_0_group') && svg2.includes('concat_1_group'), 'two panels side by side');
  t.ok(svg2.includes('spill-all: @sum') && svg2.includes('linear-scan: @sum'), 'titled by allocator');
  t.equal(points(svg2), both.edits.length + both.vs!.edits.length, 'a mark per edit in each panel');
});

t.test('deterministic: two runs give the same bytes', async (t) => {
  const argv = [PRESS, '--function', 'press', '--ra', 'linear-scan', '--vs', 'second-chance', '--entry', 'press', '--args', '3'];
  const [a, b] = [join(dir, 'a.svg'), join(dir, 'b.svg')];
  const first = await explain([...argv, '--svg', a]);
  const second = await explain([...argv, '--svg', b]);
  t.equal(first.out.replace(a, b), second.out);
  t.equal(readFileSync(a, 'utf8'), readFileSync(b, 'utf8'));
  t.equal((await explain([...argv, '--json'])).out, (await explain([...argv, '--json'])).out);
});

t.test('usage errors: one line, exit 2; --help', async (t) => {
  await expectUsageErrors(t, [
    [
      ['explain', SUM, '--function', 'nope'],
      /^tessera: --function nope: no function @nope is defined in .*sum\.ll \(defined: sum, main\)$/,
    ],
    [['explain', SUM], /--function is required/],
    [['explain', SUM, '--function', 'sum', '--vs', 'frob'], /frob/],
  ]);
  const help = await explain(['--help']);
  t.equal(help.code, 0);
  t.match(help.out, /^Usage: tessera explain \[options\] <prog>/);
  t.match(help.out, /--function <F>/);
});
