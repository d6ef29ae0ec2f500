// The mutation campaign of issue 18 ("Done when"): seeded mutants of the corpus's `.ll` files, each
// run as a user would run it (`tessera run --json` on one seeded selector x allocator cell), each
// classified, and a deterministic report.
//
// Usage: node --import tsx scripts/mutation-campaign.ts [--seed S] [--mutants N] [--targets L]
//          [--only K] [--save DIR] [--jobs J] [--timeout-ms T] [--max-steps N] [--json]
//   (npm run -s mutants -- ...). Defaults: seed 1, 1500 mutants, all four targets, 1 job,
//   a 120 s watchdog per mutant, 5,000,000 steps (20x what the largest corpus program needs).
//
// Contract: mutant K depends only on the seed, K and the target list (scripts/mutation/mutants.ts),
// so `--only K` replays one mutant of any campaign (and `--save DIR` writes its text there for
// minimising by hand). Mutants run in child processes (scripts/mutation-worker.ts) one at a time
// each; a mutant that has not answered within the watchdog's time is a `hang` and its child is
// killed and replaced. Timing decides only that class: every other class comes from what the
// command line printed, so the report (stdout; progress goes to stderr) is the same byte for byte
// for the same settings. Exit 0 when the campaign is clean (no stack trace, hang, positionless
// message or raw control byte), 1 otherwise, 2 for a bad command line. Every mutant's own work is
// bounded by the step budget, the machine's and the interpreter's alike.

import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Classified } from './mutation/classify.js';
import { CAMPAIGN_TARGETS, makeMutant, mutantFileName } from './mutation/mutants.js';
import { clean, type MutantResult, reportJson, reportText, type Settings } from './mutation/report.js';
import type { Job } from './mutation-worker.js';

interface Options extends Settings {
  readonly only: number | null;
  readonly save: string | null;
  readonly jobs: number;
  readonly timeoutMs: number;
  readonly json: boolean;
}

function integer(text: string | undefined, fallback: number, name: string, min = 0): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > 2 ** 32 - 1)
    throw new Error(`--${name} takes an integer >= ${min}, not '${text}'`);
  return Number(text);
}

function options(argv: readonly string[]): Options {
  const { values: v } = parseArgs({
    args: [...argv],
    options: {
      seed: { type: 'string' },
      mutants: { type: 'string' },
      targets: { type: 'string' },
      only: { type: 'string' },
      save: { type: 'string' },
      jobs: { type: 'string' },
      'timeout-ms': { type: 'string' },
      'max-steps': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const targets = v.targets === undefined || v.targets === 'all' ? CAMPAIGN_TARGETS : v.targets.split(',');
  const unknown = targets.filter((t) => !CAMPAIGN_TARGETS.includes(t));
  if (unknown.length > 0) throw new Error(`unknown target ${unknown.join(', ')} (targets: ${CAMPAIGN_TARGETS.join(', ')})`);
  const only = v.only === undefined ? null : integer(v.only, 0, 'only');
  return {
    seed: integer(v.seed, 1, 'seed'),
    mutants: only === null ? integer(v.mutants, 1500, 'mutants') : 1,
    targets,
    maxSteps: integer(v['max-steps'], 5_000_000, 'max-steps', 1),
    only,
    save: v.save ?? null,
    jobs: integer(v.jobs, 1, 'jobs', 1),
    timeoutMs: integer(v['timeout-ms'], 120_000, 'timeout-ms', 1),
    json: v.json === true,
  };
}

const WORKER = join(import.meta.dirname, 'mutation-worker.ts');

/** One child: runs the jobs it is handed; a hang or a crash ends it, and the pool starts another. */
function startChild(scratch: string): { child: ChildProcess; stderr: () => string } {
  const child = fork(WORKER, [scratch], { execArgv: ['--import', import.meta.resolve('tsx')], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => {
    err = (err + d.toString('latin1')).slice(-2000);
  });
  return { child, stderr: () => err };
}

/** Runs one job on a child; resolves with its classification, or `hang` / `stack-trace` when the child does not answer. */
function runJob(c: { child: ChildProcess; stderr: () => string }, job: Job, timeoutMs: number): Promise<Classified & { dead: boolean }> {
  return new Promise((done) => {
    const finish = (r: Classified & { dead: boolean }): void => {
      clearTimeout(timer);
      c.child.removeListener('message', onMessage);
      c.child.removeListener('exit', onExit);
      done(r);
    };
    const onMessage = (m: Classified & { k: number }): void =>
      finish({ cls: m.cls, detail: m.detail, rawControl: m.rawControl, dead: false });
    const onExit = (code: number | null, signal: string | null): void => {
      const tail = c.stderr().trim().split('\n').slice(-3).join(' | ');
      finish({ cls: 'stack-trace', detail: `the process died (exit ${code}, signal ${signal}): ${tail}`, rawControl: false, dead: true });
    };
    const timer = setTimeout(() => {
      c.child.kill('SIGKILL');
      finish({ cls: 'hang', detail: `no answer within ${timeoutMs} ms`, rawControl: false, dead: true });
    }, timeoutMs);
    c.child.on('message', onMessage);
    c.child.on('exit', onExit);
    c.child.send(job);
  });
}

async function campaign(o: Options, indices: readonly number[]): Promise<MutantResult[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-mutants-'));
  const results: MutantResult[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    let c = startChild(scratch);
    while (next < indices.length) {
      const k = indices[next++]!;
      const r = await runJob(c, { seed: o.seed, k, targets: o.targets, maxSteps: o.maxSteps }, o.timeoutMs);
      const m = makeMutant(o.seed, k, o.targets);
      results.push({
        k,
        target: m.target,
        source: m.source,
        operator: m.operator,
        what: m.what,
        isel: m.isel,
        ra: m.ra,
        cls: r.cls,
        detail: r.detail,
        rawControl: r.rawControl,
      });
      if (r.dead) c = startChild(scratch);
      if (results.length % 50 === 0) process.stderr.write(`${results.length}/${indices.length} mutants\n`);
    }
    c.child.kill();
  };
  try {
    await Promise.all(Array.from({ length: Math.min(o.jobs, indices.length) }, lane));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}

async function cli(argv: readonly string[]): Promise<number> {
  let o: Options;
  try {
    o = options(argv);
  } catch (e) {
    process.stderr.write(`mutation-campaign: ${(e as Error).message}\n`);
    return 2;
  }
  const indices = o.only === null ? Array.from({ length: o.mutants }, (_, k) => k) : [o.only];
  if (o.only !== null && o.save !== null) {
    const m = makeMutant(o.seed, o.only, o.targets);
    mkdirSync(o.save, { recursive: true });
    writeFileSync(join(o.save, mutantFileName(m)), m.bytes);
    process.stderr.write(`wrote ${join(o.save, mutantFileName(m))} (${m.target}, --isel ${m.isel} --ra ${m.ra})\n`);
  }
  const results = await campaign(o, indices);
  const settings: Settings = { seed: o.seed, mutants: o.mutants, targets: o.targets, maxSteps: o.maxSteps };
  process.stdout.write(`${o.json ? reportJson(settings, results) : reportText(settings, results)}\n`);
  return clean(results) ? 0 : 1;
}

process.exitCode = await cli(process.argv.slice(2));
