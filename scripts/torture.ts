// `npm run torture`: the GCC C torture execute suite on Tessera (issue 19, Deliver 6).
//
// Usage: npm run -s torture -- [--suite DIR] [--targets L] [--jobs N] [--all-cells] [--every K]
//          [--files A.c,B.c] [--max-steps N] [--opt-level N] [--timeout-ms T] [--write-expected] [--json]
//
// Every `.c` file of the suite (testbed/torture/suite.ts findSuite: ../shared/suites/gcc-torture-execute
// beside the checkout) on every target, compiled by clang-14 with `-w` and the test's usable
// dg-options, run by the interpreter, by llc-14 (the peer) and by Tessera in one selector x
// allocator cell per file and target, rotating with the file's index (every cell runs on every
// target across the suite); `--all-cells` runs every cell instead (the "Done when"'s full run).
// `--every K` keeps the files whose index is a multiple of K, `--files` the named ones.
// Prints the report of testbed/torture/report.ts on stdout and, for a rotating run, the check
// against the expected list (tap-tests/torture/expected.tsv: files expected not to match, each with
// its reason); `--write-expected` rewrites that list from this run instead (files not run keep
// their lines), the one command to run after support changes. `--json` prints the rows instead.
// Cases run in `--jobs` child processes (scripts/torture-worker.ts); a case that has not answered
// within `--timeout-ms` is a `timeout` and its child is replaced (the only class timing decides; the
// step budget bounds every program first). Progress and the wall time go to stderr; stdout is the
// same for the same settings. Exit 0 when a rotating run agrees with the list (or after
// --write-expected) and when an --all-cells run has no mismatch or backend-fault; 1 otherwise; 2 for
// a bad command line or a missing suite or tool.

import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TARGET_NAMES } from '../testbed/driver/targets.js';
import type { CaseResult } from '../testbed/torture/classify.js';
import {
  checkExpected,
  checkScope,
  EXPECTED_FILE,
  type ExpectedCheck,
  formatExpected,
  formatScope,
  parseExpected,
  SCOPE_FILE,
} from '../testbed/torture/expected.js';
import { caseRows, isBug, reportText, type Row, sortRows, timeoutRows } from '../testbed/torture/report.js';
import { ALL_CELLS, type Cell, findSuite, rotatingCell, suiteFiles, TortureSetupError } from '../testbed/torture/suite.js';
import type { TortureJob } from './torture-worker.js';

const ROOT = resolve(import.meta.dirname, '..');
const EXPECTED_PATH = join(ROOT, EXPECTED_FILE);
const SCOPE_PATH = join(ROOT, SCOPE_FILE);
const WORKER = join(import.meta.dirname, 'torture-worker.ts');

interface Options {
  readonly suite: string;
  readonly targets: readonly string[];
  readonly jobs: number;
  readonly allCells: boolean;
  readonly every: number;
  readonly files: readonly string[] | null;
  readonly maxSteps: number;
  readonly optLevel: number;
  readonly timeoutMs: number;
  readonly writeExpected: boolean;
  readonly json: boolean;
}

function integer(text: string | undefined, fallback: number, name: string, min: number, max = 2 ** 32 - 1): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new TortureSetupError(`--${name} takes an integer from ${min} to ${max}, not '${text}'`);
  return Number(text);
}

function options(argv: readonly string[]): Options {
  const { values: v } = parseArgs({
    args: [...argv],
    options: {
      suite: { type: 'string' },
      targets: { type: 'string' },
      jobs: { type: 'string' },
      'all-cells': { type: 'boolean' },
      every: { type: 'string' },
      files: { type: 'string' },
      'max-steps': { type: 'string' },
      'opt-level': { type: 'string' },
      'timeout-ms': { type: 'string' },
      'write-expected': { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  const targets = v.targets === undefined || v.targets === 'all' ? TARGET_NAMES : v.targets.split(',');
  const unknown = targets.filter((t) => !(TARGET_NAMES as readonly string[]).includes(t));
  if (unknown.length > 0) throw new TortureSetupError(`unknown target ${unknown.join(', ')} (targets: ${TARGET_NAMES.join(', ')})`);
  if (v['write-expected'] === true && v['all-cells'] === true)
    throw new TortureSetupError('--write-expected records a rotating run; drop --all-cells');
  return {
    suite: v.suite ?? findSuite(ROOT),
    targets,
    jobs: integer(v.jobs, 2, 'jobs', 1, 64),
    allCells: v['all-cells'] === true,
    every: integer(v.every, 1, 'every', 1),
    files: v.files === undefined ? null : v.files.split(','),
    maxSteps: integer(v['max-steps'], 20_000_000, 'max-steps', 1),
    optLevel: integer(v['opt-level'], 1, 'opt-level', 0, 3),
    timeoutMs: integer(v['timeout-ms'], 600_000, 'timeout-ms', 1),
    writeExpected: v['write-expected'] === true,
    json: v.json === true,
  };
}

/** clang-14 and llc-14 must be there, or every case would fail the same way. */
function checkTools(): void {
  for (const tool of ['clang-14', 'llc-14']) {
    if (spawnSync(tool, ['--version']).error !== undefined)
      throw new TortureSetupError(`${tool} is not installed (npm run setup installs it)`);
  }
}

interface Lane {
  child: ChildProcess;
}

function startChild(): ChildProcess {
  return fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}

type Answer = { result: CaseResult } | { thrown: string } | { timeout: true } | { died: string };

function ask(lane: Lane, job: TortureJob, timeoutMs: number): Promise<Answer> {
  return new Promise((done) => {
    const c = lane.child;
    const finish = (a: Answer): void => {
      clearTimeout(timer);
      c.removeListener('message', onMessage);
      c.removeListener('exit', onExit);
      done(a);
    };
    const onMessage = (m: { id: number; result?: CaseResult; thrown?: string }): void =>
      finish(m.result !== undefined ? { result: m.result } : { thrown: m.thrown ?? 'no answer' });
    const onExit = (code: number | null, signal: string | null): void =>
      finish({ died: `the worker died (exit ${code}, signal ${signal})` });
    const timer = setTimeout(() => {
      c.kill('SIGKILL');
      finish({ timeout: true });
    }, timeoutMs);
    c.on('message', onMessage);
    c.on('exit', onExit);
    c.send(job);
  });
}

function rowsOf(a: Answer, job: TortureJob, timeoutMs: number): Row[] {
  const file = job.path.split('/').pop()!;
  if ('result' in a) return caseRows(a.result, job.cells);
  if ('timeout' in a) return timeoutRows(file, job.target, job.cells, timeoutMs);
  const why = 'thrown' in a ? a.thrown : a.died;
  // A missing tool stops the run; anything else the driver threw is a fault to look at.
  if (/ is not installed/.test(why)) throw new TortureSetupError(why);
  return job.cells.map((cell) => ({
    file,
    target: job.target,
    ...cell,
    outcome: 'backend-fault',
    reason: `uncaught ${why}`,
    llc: null,
    llcReason: '',
    scope: null,
  }));
}

async function runAll(o: Options, jobs: readonly TortureJob[]): Promise<Row[]> {
  const rows: Row[] = [];
  let next = 0;
  let done = 0;
  const lane = async (): Promise<void> => {
    const l: Lane = { child: startChild() };
    try {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const a = await ask(l, job, o.timeoutMs);
        rows.push(...rowsOf(a, job, o.timeoutMs));
        if (!('result' in a) && !('thrown' in a)) l.child = startChild();
        if (++done % 100 === 0) process.stderr.write(`${done}/${jobs.length} cases\n`);
      }
    } finally {
      l.child.kill();
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.jobs, jobs.length) }, lane));
  return sortRows(rows);
}

function makeJobs(o: Options, files: readonly string[]): TortureJob[] {
  const jobs: TortureJob[] = [];
  files.forEach((file, index) => {
    if (index % o.every !== 0 || (o.files !== null && !o.files.includes(file))) return;
    for (const target of o.targets) {
      const cells: readonly Cell[] = o.allCells ? ALL_CELLS : [rotatingCell(index, target as (typeof TARGET_NAMES)[number])];
      jobs.push({ id: jobs.length, path: join(o.suite, file), target, cells, optLevel: o.optLevel, maxSteps: o.maxSteps });
    }
  });
  return jobs;
}

function listText(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

async function cli(argv: readonly string[]): Promise<number> {
  const o = options(argv);
  checkTools();
  const files = suiteFiles(o.suite);
  const missing = (o.files ?? []).filter((f) => !files.includes(f));
  if (missing.length > 0) throw new TortureSetupError(`not in ${o.suite}: ${missing.join(', ')}`);
  const jobs = makeJobs(o, files);
  const started = process.hrtime.bigint();
  const rows = await runAll(o, jobs);
  process.stderr.write(
    `${jobs.length} cases in ${Number((process.hrtime.bigint() - started) / 1_000_000n) / 1000} s with ${o.jobs} jobs\n`,
  );
  const previous = parseExpected(listText(EXPECTED_PATH), EXPECTED_PATH);
  const previousScope = parseExpected(listText(SCOPE_PATH), SCOPE_PATH);
  if (o.writeExpected) {
    writeFileSync(EXPECTED_PATH, formatExpected(rows, previous));
    writeFileSync(SCOPE_PATH, formatScope(rows, previousScope));
    process.stderr.write(`wrote ${EXPECTED_PATH} and ${SCOPE_PATH}\n`);
  }
  if (o.json) {
    process.stdout.write(`${JSON.stringify(rows)}\n`);
  } else {
    const mode = o.allCells
      ? `every selector x allocator (${ALL_CELLS.length} cells)`
      : 'one rotating selector x allocator cell per file and target';
    const header = { files: new Set(rows.map((r) => r.file)).size, targets: o.targets, mode, optLevel: o.optLevel, maxSteps: o.maxSteps };
    process.stdout.write(`${reportText(header, rows)}\n`);
  }
  if (o.allCells) return rows.some((r) => r.outcome === 'mismatch' || r.outcome === 'backend-fault' || isBug(r)) ? 1 : 0;
  const reread = (path: string, old: ReturnType<typeof parseExpected>) => (o.writeExpected ? parseExpected(listText(path), path) : old);
  const check = checkExpected(rows, reread(EXPECTED_PATH, previous));
  const scope = checkScope(rows, reread(SCOPE_PATH, previousScope));
  if (!o.json) process.stdout.write(`${listReport(EXPECTED_FILE, check)}\n${listReport(SCOPE_FILE, scope)}\n`);
  return check.failures.length === 0 && scope.failures.length === 0 ? 0 : 1;
}

function listReport(file: string, { failures, notes }: ExpectedCheck): string {
  const head = `${file}: ${failures.length === 0 ? 'the run agrees with it' : `${failures.length} differences`}${notes.length > 0 ? `, ${notes.length} reasons reworded` : ''}`;
  return [head, ...failures.map((f) => `  ${f}`), ...notes.map((n) => `  note: ${n}`)].join('\n');
}

try {
  process.exitCode = await cli(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof TortureSetupError) && !(e instanceof TypeError && 'code' in e)) throw e;
  process.stderr.write(`torture: ${e.message}\n`);
  process.exitCode = 2;
}
