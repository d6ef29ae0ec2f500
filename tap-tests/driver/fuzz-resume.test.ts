// `tessera fuzz` loses nothing (issue 18, Deliver 2; testbed/driver/fuzz.ts, journal.ts, campaign-loop.ts):
// the real CLI killed with SIGKILL mid-run leaves a journal of whole lines, and --resume (even past a torn
// last line) ends with the report of an uninterrupted run, byte for byte; SIGINT to the real CLI stops it
// after the case in progress with the partial report and exit 130, and --resume finishes it; a failure
// (a planted bug, in-process through the compile hook) is written whole the moment its case ends, before
// the interruption, and the resumed report equals the uninterrupted one; progress lines go to stderr only,
// when asked or when stderr is a terminal, and never change stdout.

import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, ROOT, scratch } from './in-process.js';
import { fuzzCommand, type FuzzIo } from '../../testbed/driver/fuzz.js';
import { swappedSub } from '../fuzz/planted.js';

const { dir: tmp } = scratch('tessera-fuzz-resume-');

/** A campaign of cheap cases (one target, two selectors, two allocators), long enough to be stopped in its middle. */
const CAMPAIGN = ['--seed', '7', '--cases', '16', '--targets', 'arm', '--isel', 'maxmunch,cse-all', '--ra', 'linear-scan,spill-all'];

function journalOf(dir: string): string {
  const names = readdirSync(dir).filter((f) => f.endsWith('.journal.jsonl'));
  if (names.length !== 1) throw new Error(`expected one journal in ${dir}, found ${names.join(', ') || 'none'}`);
  return join(dir, names[0]!);
}

/** Finished cases in a journal: complete lines after the header. */
function journaled(dir: string): number {
  try {
    return readFileSync(journalOf(dir), 'utf8').split('\n').length - 2;
  } catch {
    return 0;
  }
}

function spawnFuzz(out: string): {
  child: ChildProcess;
  stdout: () => string;
  exit: Promise<{ code: number | null; signal: string | null }>;
} {
  const child = spawn(process.execPath, [join(ROOT, 'bin/tessera.js'), 'fuzz', ...CAMPAIGN, '--out', out], { cwd: ROOT });
  let text = '';
  child.stdout!.on('data', (b: Buffer) => (text += b.toString()));
  child.stderr!.resume();
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => text, exit };
}

/** Waits until the child has journaled `n` cases (fails the test if it ends first). */
async function waitForCases(out: string, n: number, exit: Promise<unknown>): Promise<number> {
  let ended = false;
  void exit.then(() => (ended = true));
  for (;;) {
    const k = journaled(out);
    if (k >= n) return k;
    if (ended) throw new Error(`tessera fuzz ended before journaling ${n} cases (${k} journaled)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A report with its --out folder named OUT, to compare runs written to different folders. */
const anon = (report: string, out: string): string => report.split(out).join('OUT');

let whole: string | undefined;
/** The uninterrupted run's report (computed once). */
async function uninterrupted(): Promise<string> {
  if (whole === undefined) {
    const out = join(tmp, 'whole');
    const r = await cli(['fuzz', ...CAMPAIGN, '--out', out]);
    if (r.code !== 0) throw new Error(`the uninterrupted campaign failed: ${r.out}`);
    whole = anon(r.out, out);
  }
  return whole;
}

t.test('SIGKILL mid-run: the journal keeps whole lines; --resume (past a torn line) ends with the same report', async (t) => {
  const out = join(tmp, 'killed');
  const run = spawnFuzz(out);
  const seen = await waitForCases(out, 2, run.exit);
  run.child.kill('SIGKILL');
  t.equal((await run.exit).signal, 'SIGKILL', 'killed');
  const lines = readFileSync(journalOf(out), 'utf8').split('\n');
  t.equal(lines.at(-1), '', 'the journal ends with a whole line');
  t.ok(lines.length - 2 >= seen, `${lines.length - 2} cases journaled`);
  for (const line of lines.slice(0, -1)) JSON.parse(line);
  t.same(
    readdirSync(out).filter((f) => !f.endsWith('.journal.jsonl')),
    [],
    'no other file (no failure on this seed, no temporary file left)',
  );
  // A kill in the middle of writing a line leaves a torn one: it is ignored and cut off.
  appendFileSync(journalOf(out), '{"program":{"caseIndex":');
  const resumed = await cli(['fuzz', ...CAMPAIGN, '--out', out, '--resume']);
  t.equal(resumed.code, 0, resumed.err);
  t.match(resumed.err, new RegExp(`^fuzz: --resume: ${lines.length - 2} of 16 cases finished in `), 'the journaled cases are taken');
  t.equal(anon(resumed.out, out), await uninterrupted(), 'the report of an uninterrupted run, byte for byte');
  t.equal(journaled(out), 16, 'every case journaled once');
  const again = await cli(['fuzz', ...CAMPAIGN, '--out', out, '--resume']);
  t.equal(anon(again.out, out), await uninterrupted(), 'resuming a finished campaign reprints its report');
  t.match(again.err, /^fuzz: --resume: 16 of 16 cases finished/);
});

t.test('SIGINT: the partial report, exit 130; --resume finishes the campaign', async (t) => {
  const out = join(tmp, 'interrupted');
  const run = spawnFuzz(out);
  const seen = await waitForCases(out, 2, run.exit);
  run.child.kill('SIGINT');
  const { code } = await run.exit;
  t.equal(code, 130, 'exit 130');
  const m = /^interrupted after (\d+) of 16 cases: the numbers below cover those; the same command with --resume continues$/m.exec(
    run.stdout(),
  );
  t.ok(m, run.stdout());
  const n = Number(m?.[1]);
  t.ok(n >= seen && n < 16, `stopped after ${n} cases (${seen} journaled when signalled)`);
  t.equal(journaled(out), n, 'every case the report covers is journaled');
  t.match(run.stdout(), new RegExp(`^programs: ${n} generated`, 'm'), 'the numbers cover the finished cases');
  t.match(run.stdout(), /^coverage: tiles used per grammar/m, 'the whole report, coverage included');
  const resumed = await cli(['fuzz', ...CAMPAIGN, '--out', out, '--resume']);
  t.equal(resumed.code, 0);
  t.equal(anon(resumed.out, out), await uninterrupted(), 'the report of an uninterrupted run');
});

async function fuzz(argv: string[], io: Partial<FuzzIo> = {}): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await fuzzCommand(argv, (s) => out.push(s), { err: (s) => err.push(s), ...io });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A SIGINT as the progress line after the first failing case is written (no clock: a line per case). */
function interruptAtFirstFailure(): Pick<FuzzIo, 'onInterrupt' | 'err'> {
  let interrupt = (): void => {};
  return {
    onInterrupt: (h) => {
      interrupt = h;
      return () => {};
    },
    err: (line) => {
      if (/, [1-9]\d* failures$/.test(line)) interrupt();
    },
  };
}

t.test('a failure is written whole when its case ends; interrupted after it, resumed to the same report', async (t) => {
  const argv = ['--seed', '1', '--cases', '12', '--targets', 'x86-64', '--isel', 'maxmunch', '--ra', 'linear-scan', '--max-failures', '2'];
  const planted = { compile: swappedSub };
  const wholeOut = join(tmp, 'bug-whole');
  const a = await fuzz([...argv, '--shrink-tries', '30', '--out', wholeOut], planted);
  t.equal(a.code, 1, 'the planted bug fails');
  const failures = readdirSync(wholeOut).filter((f) => f.endsWith('.ll'));
  t.ok(failures.length >= 1, `failure files: ${failures.join(', ')}`);
  const out = join(tmp, 'bug-interrupted');
  const b = await fuzz([...argv, '--shrink-tries', '30', '--out', out, '--progress'], { ...planted, ...interruptAtFirstFailure() });
  t.equal(b.code, 130);
  t.match(b.out, /^FAILURE 1: case \d+ x86-64 maxmunch linear-scan: mismatch/m, 'the partial report has the failure');
  t.notMatch(b.out, /^FAILURE 2/m);
  const file = /^ {2}shrunk in .*: \S+\/(seed1-case\d+-[\w-]+\.ll)$/m.exec(b.out)?.[1] ?? '(no file named)';
  t.ok(failures.includes(file), `${file} is a failure of the uninterrupted run`);
  t.equal(readFileSync(join(out, file), 'utf8'), readFileSync(join(wholeOut, file), 'utf8'), `${file} written whole`);
  const c = await fuzz([...argv, '--shrink-tries', '30', '--out', out, '--resume'], planted);
  t.equal(c.code, 1);
  t.equal(anon(c.out, out), anon(a.out, wholeOut), 'resumed: the uninterrupted report');
  const json = await fuzz([...argv, '--shrink-tries', '30', '--out', join(tmp, 'bug-json'), '--json', '--progress'], {
    ...planted,
    ...interruptAtFirstFailure(),
  });
  t.equal(json.code, 130);
  const j = JSON.parse(json.out);
  t.same(j.stats.interrupted, { casesRun: j.cases, of: 12 }, '--json says it was interrupted, and after how many cases');
  const full = await fuzz([...argv, '--shrink-tries', '30', '--out', join(tmp, 'bug-json-whole'), '--json'], planted);
  t.notOk('interrupted' in JSON.parse(full.out).stats, 'an uninterrupted run has no such field');
});

t.test('progress: stderr only, when asked or on a terminal; stdout unchanged', async (t) => {
  const argv = ['--seed', '2', '--cases', '6', '--targets', 'thumb', '--isel', 'maxmunch', '--ra', 'linear-scan', '--out', join(tmp, 'p')];
  let now = 0;
  const clock = (): number => (now += 400);
  const plain = await fuzz(argv);
  const shown = await fuzz([...argv, '--progress'], { clock });
  t.equal(shown.out, plain.out, 'the report is the same');
  const lines = shown.err.split('\n');
  t.ok(lines.length >= 3, shown.err);
  t.match(lines.slice(0, -1).join('\n'), /^fuzz: \d of 6 cases, 0 failures, \d+\.\d s$/m, 'throttled progress lines with the elapsed time');
  t.match(lines.at(-2), /^fuzz: 6 of 6 cases, 0 failures, /, 'the last progress line covers every case');
  t.match(lines.at(-1), /^fuzz: 6 cases, 6 programs, 6 cells in /, 'then the timing line');
  t.ok(lines.length < 9, `at most one line per second of the clock: ${lines.length} lines`);
  t.equal((await fuzz(argv, { stderrIsTty: false })).err, '', 'no progress when not asked and not on a terminal');
  t.match((await fuzz(argv, { stderrIsTty: true })).err, /^fuzz: 6 of 6 cases, 0 failures$/m, 'on a terminal without being asked');
});
