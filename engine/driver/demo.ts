// `tessera demo [--corpus DIR] [--report DIR] [--opt-level N] [--json]`: the main job on the bundled corpus.
//
// Until the back end exists (issue 5), the demo interprets every corpus program for every target
// from its committed .ll, checks that the four targets agree (status, return value, stdout), and
// prints a table; an HTML copy goes to the report folder it names. Exit 1 when a cell disagrees or
// a program does not end `ok`.

import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { parseArgs, parseCount, UsageError } from './args.js';
import { loadProgram } from './input.js';
import { outcomeJson } from './interp.js';
import { formatTable, htmlPage, htmlTable, type Row } from './table.js';
import { TARGET_NAMES } from './targets.js';

const FLAGS = { values: ['corpus', 'report', 'opt-level'], switches: ['json'] };
const DEFAULT_CORPUS = resolve(import.meta.dirname, '../../corpus');

interface Cell { readonly program: string; readonly target: string; readonly outcome: Outcome }

export function demoCommand(argv: readonly string[], out: (s: string) => void): number {
  const args = parseArgs(argv, FLAGS);
  const corpus = args.values.get('corpus') ?? DEFAULT_CORPUS;
  const optLevel = parseCount(args.values.get('opt-level'), 'opt-level', 1);
  const programs = corpusPrograms(corpus);
  const cells = programs.flatMap((program) =>
    TARGET_NAMES.map((target) => ({ program, target, outcome: interpretFile(join(corpus, 'll', target, `${program}.O${optLevel}.ll`), target) })),
  );
  const rows = programs.map((p) => summaryRow(p, cells.filter((c) => c.program === p)));
  const failed = rows.filter((r) => r[r.length - 1] !== 'agree').length;
  if (args.switches.has('json')) {
    out(JSON.stringify(cells.map((c) => ({ program: c.program, target: c.target, ...outcomeJson(c.outcome) }))));
    return failed === 0 ? 0 : 1;
  }
  const header = ['program', 'status', 'return', 'stdout bytes', ...TARGET_NAMES.map((t) => `steps ${t}`), 'verdict'];
  const reportDir = args.values.get('report') ?? 'reports/demo';
  mkdirSync(reportDir, { recursive: true });
  const title = `Tessera demo: reference interpreter on ${programs.length} corpus programs × ${TARGET_NAMES.length} targets (-O${optLevel})`;
  writeFileSync(join(reportDir, 'index.html'), htmlPage(title, htmlTable(header, rows)));
  out(`${title}\n\n${formatTable(header, rows)}\n`);
  out(`${rows.length - failed} of ${rows.length} programs agree across all targets; report written to ${join(reportDir, 'index.html')}`);
  return failed === 0 ? 0 : 1;
}

function corpusPrograms(corpus: string): string[] {
  if (!existsSync(corpus)) throw new UsageError(`${corpus}: no such corpus folder`);
  return readdirSync(corpus).filter((f) => f.endsWith('.c')).map((f) => f.slice(0, -2)).sort();
}

function interpretFile(path: string, target: string): Outcome {
  if (!existsSync(path)) throw new UsageError(`${path}: missing (npm run corpus regenerates the .ll files)`);
  return interpret(loadProgram(path, target).module);
}

function summaryRow(program: string, cells: readonly Cell[]): Row {
  const first = cells[0]!.outcome;
  const key = (o: Outcome): string => `${o.status}|${o.return}|${o.exit}|${Buffer.from(o.stdout).toString('hex')}`;
  const agree = cells.every((c) => key(c.outcome) === key(first)) && first.status === 'ok';
  const ret = first.exit !== null ? `exit ${first.exit}` : `${first.return}`;
  const verdict = agree ? 'agree' : cells.map((c) => `${c.target}:${c.outcome.status}`).join(' ');
  return [program, first.status, ret, `${first.stdout.length}`, ...cells.map((c) => `${c.outcome.steps}`), verdict];
}
