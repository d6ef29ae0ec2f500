// `tessera demo [--corpus DIR] [--report DIR] [--opt-level N] [--json]`: the main job on the bundled corpus.
//
// Until Tessera's own back end exists (issue 5), the demo interprets every corpus program for every
// target from its committed .ll, checks that the four targets agree (status, return value, stdout),
// compiles each with llc-14 (greedy), runs it in the emulator and compares it with the interpreter,
// and prints a table with the machine's dynamic loads/stores per target; an HTML copy goes to the
// report folder it names. Exit 1 when a cell disagrees or a program does not end `ok`.

import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { parseArgs, parseCount, UsageError } from './args.js';
import { loadProgram } from './input.js';
import { outcomeJson } from './interp.js';
import { formatTable, htmlPage, htmlTable, type Row } from './table.js';
import { TARGET_NAMES, TARGETS, type Target } from './targets.js';
import { runJson, verdict } from './execute.js';
import { runOne, type RunOrError } from './run.js';
import { DEFAULT_MAX_STEPS } from '../../simulators/harness.js';

const FLAGS = { values: ['corpus', 'report', 'opt-level'], switches: ['json'] };
const DEFAULT_CORPUS = resolve(import.meta.dirname, '../../corpus');

interface Cell { readonly program: string; readonly target: string; readonly outcome: Outcome; readonly llc: RunOrError }

export function demoCommand(argv: readonly string[], out: (s: string) => void): number {
  const args = parseArgs(argv, FLAGS);
  const corpus = args.values.get('corpus') ?? DEFAULT_CORPUS;
  const optLevel = parseCount(args.values.get('opt-level'), 'opt-level', 1);
  const programs = corpusPrograms(corpus);
  const cells = programs.flatMap((program) =>
    TARGETS.map((target) => demoCell(program, target, join(corpus, 'll', target.name, `${program}.O${optLevel}.ll`))),
  );
  const rows = programs.map((p) => summaryRow(p, cells.filter((c) => c.program === p)));
  const failed = rows.filter((r) => r[r.length - 1] !== 'agree').length;
  if (args.switches.has('json')) {
    out(JSON.stringify(cells.map((c) => ({
      program: c.program, target: c.target, ...outcomeJson(c.outcome), llc: 'error' in c.llc ? c.llc.json : runJson(c.llc),
    }))));
    return failed === 0 ? 0 : 1;
  }
  const header = ['program', 'status', 'return', 'stdout bytes', ...TARGET_NAMES.map((t) => `llc ${t} loads/stores`), 'verdict'];
  const reportDir = args.values.get('report') ?? 'reports/demo';
  mkdirSync(reportDir, { recursive: true });
  const title = `Tessera demo: ${programs.length} corpus programs × ${TARGET_NAMES.length} targets (-O${optLevel}), reference interpreter and llc-14 (greedy) in Unicorn`;
  writeFileSync(join(reportDir, 'index.html'), htmlPage(title, htmlTable(header, rows)));
  out(`${title}\n\n${formatTable(header, rows)}\n`);
  out(`${rows.length - failed} of ${rows.length} programs agree across all targets, interpreter and llc-14 in Unicorn; report written to ${join(reportDir, 'index.html')}`);
  return failed === 0 ? 0 : 1;
}

function corpusPrograms(corpus: string): string[] {
  if (!existsSync(corpus)) throw new UsageError(`${corpus}: no such corpus folder`);
  return readdirSync(corpus).filter((f) => f.endsWith('.c')).map((f) => f.slice(0, -2)).sort();
}

function demoCell(program: string, target: Target, path: string): Cell {
  if (!existsSync(path)) throw new UsageError(`${path}: missing (npm run corpus regenerates the .ll files)`);
  const { module } = loadProgram(path, target.name);
  const llc = runOne(module, target, 'llc', 'greedy', { entry: 'main', args: [], maxSteps: DEFAULT_MAX_STEPS, exactHooks: false });
  return { program, target: target.name, outcome: interpret(module), llc };
}

function llcColumn(c: Cell): string {
  if ('error' in c.llc) return 'compile error';
  const m = c.llc.machine;
  return c.llc.matchesInterpreter === true ? `${m.counts.loads}/${m.counts.stores}` : `${verdict(c.llc)}: ${m.status}`;
}

function summaryRow(program: string, cells: readonly Cell[]): Row {
  const first = cells[0]!.outcome;
  const key = (o: Outcome): string => `${o.status}|${o.return}|${o.exit}|${Buffer.from(o.stdout).toString('hex')}`;
  const llcOk = cells.every((c) => !('error' in c.llc) && c.llc.matchesInterpreter === true);
  const agree = cells.every((c) => key(c.outcome) === key(first)) && first.status === 'ok' && llcOk;
  const ret = first.exit !== null ? `exit ${first.exit}` : `${first.return}`;
  const verdict = agree ? 'agree' : cells.map((c) => `${c.target}:${c.outcome.status}`).join(' ');
  return [program, first.status, ret, `${first.stdout.length}`, ...cells.map(llcColumn), verdict];
}
