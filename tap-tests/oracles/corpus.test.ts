// The interpreter on the real corpus: every corpus/ll/x86-64/*.ll must give lli-14's exit code
// (main's return value & 0xff, or exit()'s code) and stdout; and the x86-32, arm and thumb files
// of each program must agree with x86-64 on status, return value, exit code and stdout.
// lli-14 is a set-up requirement: when it is missing the test fails saying so.
// Every corpus file must parse: a rejected file is a failure, never a skip.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import t from 'tap';
import { pooled } from '../helpers/pool.js';
import { parseModule } from '../../engine/frontend/parse.js';
import type { Module } from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';

const ROOT = resolve(import.meta.dirname, '../../corpus/ll');
const TARGETS = ['x86-64', 'x86-32', 'arm', 'thumb'] as const;

function files(target: string): string[] {
  const dir = join(ROOT, target);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.ll'))
        .sort()
    : [];
}

type Parsed = { module: Module } | { error: string };

function parse(path: string): Parsed {
  try {
    return { module: parseModule(readFileSync(path, 'utf8'), path) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

interface LliResult {
  readonly status: number | null;
  readonly stdout: Buffer;
}

/** lli-14 on `path`, asynchronously, so the runs overlap with interpreting on another core. */
function lli(path: string): Promise<LliResult> {
  return new Promise((done, fail) => {
    const child = spawn('lli-14', [path], { stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout: Buffer.concat(chunks) }));
  });
}

/** x86-64 outcomes, computed once and shared by both tests. */
const x86 = new Map<string, Parsed | Outcome>();

function x86Outcome(name: string): Parsed | Outcome {
  let r = x86.get(name);
  if (r === undefined) {
    const parsed = parse(join(ROOT, 'x86-64', name));
    r = 'module' in parsed ? interpret(parsed.module) : parsed;
    x86.set(name, r);
  }
  return r;
}

/** The observable result compared across tools and targets. */
function summary(o: Outcome): string {
  return `${o.status} return=${o.return} exit=${o.exit} stdout=${JSON.stringify(Buffer.from(o.stdout).toString('latin1'))}${o.reason ? ` (${o.reason})` : ''}`;
}

t.test('x86-64 corpus: the interpreter agrees with lli-14 on exit code and stdout', async (t) => {
  const probe = spawnSync('lli-14', ['--version']);
  if (probe.error !== undefined) {
    t.fail('lli-14 is not installed or not on PATH: run `npm run setup` (scripts/setup.sh) first');
    return;
  }
  const names = files('x86-64');
  t.ok(names.length > 0, `corpus/ll/x86-64 has .ll files (run \`npm run corpus\` to generate them)`);
  const lliRuns = pooled(
    names.map((name) => () => lli(join(ROOT, 'x86-64', name))),
    2,
  );
  const ours = names.map(x86Outcome);
  const theirs = await lliRuns;
  names.forEach((name, i) => {
    const o = ours[i]!,
      l = theirs[i]!;
    if ('error' in o) {
      t.fail(`${name}: ${o.error}`);
      return;
    }
    if (!('status' in o)) return;
    const code = o.exit ?? Number(BigInt.asUintN(8, o.return ?? 0n));
    const same = o.status === 'ok' && l.status === (code & 0xff) && Buffer.from(o.stdout).equals(l.stdout);
    t.ok(
      same,
      name,
      same
        ? {}
        : {
            found: summary(o),
            wanted: `lli-14 exit=${l.status} stdout=${JSON.stringify(l.stdout.toString('latin1'))}`,
          },
    );
  });
});

t.test('all four targets of each program agree on return value, exit code and stdout', async (t) => {
  const names = files('x86-64');
  for (const name of names) {
    const reference = x86Outcome(name);
    if (!('status' in reference)) continue; // a parse failure, reported by the test above
    const expected = summary(reference);
    for (const target of TARGETS.slice(1)) {
      const path = join(ROOT, target, name);
      if (!existsSync(path)) {
        t.fail(`${target}/${name} is missing`);
        continue;
      }
      const parsed = parse(path);
      if (!('module' in parsed)) {
        t.fail(`${target}/${name}: ${parsed.error}`);
        continue;
      }
      const found = summary(interpret(parsed.module));
      t.equal(found, expected, `${target}/${name}`);
    }
  }
});
