// Reducing a Csmith program that Tessera miscompiles to a small reproducer with C-Vise (issue 19,
// Deliver 6, Csmith: `tessera csmith --reduce`).
//
// Contract: `reduceProgram(spec)` copies the program into a fresh temporary folder and runs `cvise`
// on it with an interestingness test that keeps a candidate only when it still shows the same
// finding in the same cell: clang-14 compiles it, the interpreter finishes it within the step budget
// without undefined behaviour, llc-14 (the peer) matches the interpreter — so the candidate's meaning
// is defined, and reduction cannot wander into a program that is merely broken — and the Tessera
// cell gives the same outcome with the same reason (testbed/torture/classify.ts runTortureCase).
// The test itself runs here, in this process, not in cvise's child: cvise's script
// (scripts/csmith-interesting.mjs) sends the candidate's path over a Unix socket and exits 0 or 1 on
// the answer. That keeps one process's back end — with the planted bug a test switched on — as the
// judge, and the test costs no start-up of the compiler. cvise runs with one worker (`--n 1`: the
// judge is one process anyway, and one worker makes its choices reproducible) and is stopped after
// `budgetS` seconds (SIGTERM); the file as it stands then is the reproducer (cvise writes each
// improvement back as it finds it, so it is always an interesting program). Resolves with the sizes
// before and after; throws a UsageError when cvise is missing.

import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { UsageError } from '../driver/args.js';
import { findTarget, type TargetName } from '../driver/targets.js';
import { runTortureCase } from '../torture/classify.js';
import type { Cell } from '../torture/suite.js';
import { CSMITH_CFLAGS } from './generate.js';

const CLIENT = resolve(import.meta.dirname, '..', '..', 'scripts', 'csmith-interesting.mjs');

export interface ReduceSpec {
  readonly source: string;
  readonly target: TargetName;
  readonly cell: Cell;
  /** The finding to keep: the cell's outcome (mismatch, backend-fault) and reason. */
  readonly outcome: string;
  readonly reason: string;
  readonly optLevel: number;
  readonly maxSteps: number;
  /** Where the reproducer is written. */
  readonly out: string;
  readonly budgetS: number;
}

export interface ReduceResult {
  readonly out: string;
  readonly bytesBefore: number;
  readonly bytesAfter: number;
  readonly linesAfter: number;
  /** The final file still shows the finding (checked once more after cvise stopped). */
  readonly confirmed: boolean;
  /** How cvise stopped: `done`, `budget` (stopped at --reduce-budget), or `failed: <its last error line>`. */
  readonly ending: string;
}

export function checkCvise(): void {
  if (spawnSync('cvise', ['--version']).error !== undefined)
    throw new UsageError('cvise is not installed (Debian package cvise; npm run setup installs it)');
}

/** The interestingness test: the same finding in the same cell, with a defined meaning (see the contract). */
function stillFails(path: string, s: ReduceSpec): boolean {
  const settings = { optLevel: s.optLevel, maxSteps: s.maxSteps, cflags: CSMITH_CFLAGS };
  const r = runTortureCase(path, findTarget(s.target)!, [s.cell], settings);
  if (r.stage !== 'ran' || r.llc !== 'match') return false;
  const cell = r.cells[0]!;
  return cell.outcome === s.outcome && cell.reason === s.reason;
}

export async function reduceProgram(s: ReduceSpec): Promise<ReduceResult> {
  checkCvise();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cvise-'));
  let ending = '';
  try {
    const file = join(dir, basename(s.source));
    copyFileSync(s.source, file);
    const socket = join(dir, 'judge.sock');
    const server = await judge(socket, s);
    try {
      const script = join(dir, 'interesting.sh');
      writeFileSync(script, `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(CLIENT)} ${quote(socket)} "$PWD/${basename(file)}"\n`, {
        mode: 0o755,
      });
      ending = await runCvise(dir, script, basename(file), s.budgetS);
    } finally {
      server.close();
    }
    copyFileSync(file, s.out);
    const after = readFileSync(file, 'utf8');
    return {
      out: s.out,
      bytesBefore: readFileSync(s.source).length,
      bytesAfter: Buffer.byteLength(after),
      linesAfter: after.split('\n').filter((l) => l.trim() !== '').length,
      confirmed: stillFails(file, s),
      ending,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server that answers each candidate path with 1 (interesting) or 0. */
function judge(socket: string, s: ReduceSpec): Promise<Server> {
  const server = createServer((conn) => {
    let text = '';
    conn.on('data', (d) => {
      text += d.toString();
      if (!text.includes('\n')) return;
      const path = text.slice(0, text.indexOf('\n'));
      let ok = false;
      try {
        ok = stillFails(path, s);
      } catch {
        ok = false;
      }
      conn.end(ok ? '1\n' : '0\n');
    });
    conn.on('error', () => {});
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(socket, () => done(server));
  });
}

/** cvise on `name` in `dir` until it finishes or `budgetS` seconds pass (then SIGTERM: the best file so far stays). */
function runCvise(dir: string, script: string, name: string, budgetS: number): Promise<string> {
  return new Promise((done, fail) => {
    // cvise takes the test case as a bare file name in its working folder.
    const args = ['--n', '1', '--tidy', '--timeout', '60', '--no-timing', '--log-level', 'ERROR', script, name];
    // Its own process group: cvise's worker processes outlive a SIGTERM to cvise alone (measured), so
    // the whole group is stopped, and killed once cvise has exited so that none is left behind.
    const child = spawn('cvise', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    const group = (signal: NodeJS.Signals): void => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // the group is gone already
      }
    };
    let errText = '';
    child.stderr.on('data', (d) => {
      errText = (errText + d.toString()).slice(-4000);
    });
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      group('SIGTERM');
    }, budgetS * 1000);
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(new UsageError(`cvise could not run: ${e.message}`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      group('SIGKILL');
      const last = errText.trim().split('\n').pop() ?? '';
      done(cut ? 'budget' : code === 0 ? 'done' : `failed: ${last || `exit ${code}`}`);
    });
  });
}

function quote(s: string): string {
  return `'${s.replace(/'/g, "'\\''")}'`;
}
