// `tessera demo [--corpus DIR] [--report DIR] [--opt-level N] [--json]`: the main job on the bundled corpus.
//
// Every corpus program's committed .ll (corpus/ll/<target>/<p>.O<N>.ll) on every target, built by
// every built selector × allocator of Tessera's back end (verifiers and allocation checker on) and
// by llc-14 with its greedy allocator (the reference peer), each cell run in the emulator and
// compared with the interpreter (once per program and target). Prints
//   (a) a verdict table, one row per program: the interpreter's outcome, per target `ok`, `N fail`
//       (cells that do not match, a backend-fault among them), or `unsupported` (Tessera cells that
//       are a compile-error: an unsupported construct, which the issue accepts), and whether the
//       four targets agree;
//   (b) the summary: per target × selector × allocator, total code size and total dynamic
//       loads+stores over the programs on which every cell of that target matched, each also as a
//       ratio to llc-14 greedy on the same programs.
// Both tables go to <report>/index.html (default reports/demo), which the output names. Exit 1 when
// a cell fails (check.ts's rule: unsupported cells do not) or the targets' interpreters disagree.
// While it runs, a progress bar (one tick per program × target) is drawn on `io.progressStream` when
// it is a terminal (progress.ts); stdout and the report are the same either way.

import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Outcome } from '../../oracles/outcome.js';
import { DEFAULT_MAX_STEPS } from '../../simulators/harness.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { parseCommand, UsageError } from './args.js';
import { isFailure, runCell, type CellSpec, type RunOrError } from './backend.js';
import { cellJson, countLine, fails, unsupported } from './check.js';
import { DEMO } from './commands.js';
import { interpretFor, type RunResult, type RunSettings } from './execute.js';
import { loadProgram } from './input.js';
import { outcomeJson } from './interp.js';
import { type ProgressIo, startProgress } from './progress.js';
import { formatTable, htmlPage, htmlTable, type Row } from './table.js';
import { TARGET_NAMES, TARGETS, type Target } from './targets.js';

const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: DEFAULT_MAX_STEPS, exactHooks: false };
const LLC: CellSpec = { backend: 'llc', regalloc: 'greedy' };
const TESSERA: readonly CellSpec[] = SELECTOR_NAMES.flatMap((isel) =>
  ALLOCATOR_NAMES.map((ra): CellSpec => ({ backend: 'tessera', isel, ra, verify: true })),
);

/** One program on one target in the demo: the interpreter's outcome and every cell's run or failure. */
export interface Cell {
  readonly program: string;
  readonly target: string;
  readonly outcome: Outcome;
  readonly llc: RunOrError;
  readonly tessera: readonly RunOrError[];
}

export function demoCommand(argv: readonly string[], out: (s: string) => void, io: ProgressIo = {}): number {
  const args = parseCommand(DEMO, argv, out);
  if (args === null) return 0;
  const { corpus, 'opt-level': optLevel, report: reportDir } = args.values;
  const programs = corpusPrograms(corpus);
  const cells = demoCells(programs, corpus, optLevel, io);
  const verdicts = programs.map((p) =>
    verdictRow(
      p,
      cells.filter((c) => c.program === p),
    ),
  );
  const failed = verdicts.filter((r) => r[r.length - 1] !== 'agree').length;
  if (args.values.json) {
    out(
      JSON.stringify(
        cells.map((c) => ({
          program: c.program,
          target: c.target,
          ...outcomeJson(c.outcome),
          llc: cellJson(c.llc),
          tessera: c.tessera.map(cellJson),
        })),
      ),
    );
    return failed === 0 ? 0 : 1;
  }
  const summary = summaryRows(cells);
  const title =
    `Tessera demo: ${programs.length} corpus programs × ${TARGET_NAMES.length} targets (-O${optLevel}) × ` +
    `{${SELECTOR_NAMES.join(', ')}} × {${ALLOCATOR_NAMES.join(', ')}}, and llc-14 greedy, each checked against the interpreter in Unicorn`;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(
    join(reportDir, 'index.html'),
    htmlPage(
      title,
      [
        `<h2>Verdicts</h2>\n${htmlTable(VERDICT_HEADER, verdicts)}`,
        `<h2>Code size and dynamic loads+stores</h2>\n<p>${SUMMARY_NOTE}</p>\n${htmlTable(SUMMARY_HEADER, summary)}`,
      ].join('\n'),
    ),
  );
  out(`${title}\n\n${formatTable(VERDICT_HEADER, verdicts)}\n\n${SUMMARY_NOTE}\n\n${formatTable(SUMMARY_HEADER, summary)}\n`);
  out(
    `${counts(cells)}\n${verdicts.length - failed} of ${verdicts.length} programs: every cell matches the interpreter or is unsupported, ` +
      `and the four targets agree; report written to ${join(reportDir, 'index.html')}`,
  );
  return failed === 0 ? 0 : 1;
}

/** Every program on every target, in order, with a progress bar on a terminal's stderr (one tick per program × target). */
function demoCells(programs: readonly string[], corpus: string, optLevel: number, io: ProgressIo): Cell[] {
  const bar = startProgress('demo', programs.length * TARGETS.length, io);
  try {
    return programs.flatMap((program) =>
      TARGETS.map((target) => {
        const cell = demoCell(program, target, join(corpus, 'll', target.name, `${program}.O${optLevel}.ll`));
        bar.tick(1, program);
        return cell;
      }),
    );
  } finally {
    bar.stop();
  }
}

export function corpusPrograms(corpus: string): string[] {
  if (!existsSync(corpus)) throw new UsageError(`${corpus}: no such corpus folder`);
  return readdirSync(corpus)
    .filter((f) => f.endsWith('.c'))
    .map((f) => f.slice(0, -2))
    .sort();
}

/** One program on one target: llc-14 greedy and each of `tessera` (every built selector x allocator; tests plant a bug here). */
export function demoCell(program: string, target: Target, path: string, tessera: readonly CellSpec[] = TESSERA): Cell {
  if (!existsSync(path)) throw new UsageError(`${path}: missing (npm run corpus regenerates the .ll files)`);
  const { module } = loadProgram(path, target.name);
  const outcome = interpretFor(module, SETTINGS);
  const run = (spec: CellSpec): RunOrError => runCell(module, target, spec, SETTINGS, outcome);
  return { program, target: target.name, outcome, llc: run(LLC), tessera: tessera.map(run) };
}

const VERDICT_HEADER: Row = ['program', 'status', 'return', 'stdout bytes', ...TARGET_NAMES, 'verdict'];

/** `ok`, `N fail`, `unsupported` (every Tessera cell), or `ok, N unsupported`. */
function targetColumn(c: Cell): string {
  const all = [c.llc, ...c.tessera];
  const failing = all.filter(fails).length;
  const unsup = c.tessera.filter(unsupported).length;
  if (failing > 0) return `${failing} fail`;
  if (unsup === c.tessera.length) return 'unsupported';
  return unsup === 0 ? 'ok' : `ok, ${unsup} unsupported`;
}

/** A program's row of the verdict table; its last column is `agree` only when demo may exit 0 for it. */
export function verdictRow(program: string, cells: readonly Cell[]): Row {
  const first = cells[0]!.outcome;
  const key = (o: Outcome): string => `${o.status}|${o.return}|${o.exit}|${Buffer.from(o.stdout).toString('hex')}`;
  const cellsOk = cells.every((c) => ![c.llc, ...c.tessera].some(fails));
  const agree = cells.every((c) => key(c.outcome) === key(first)) && first.status === 'ok' && cellsOk;
  const ret = first.exit !== null ? `exit ${first.exit}` : `${first.return}`;
  const verdict = agree ? 'agree' : cellsOk ? cells.map((c) => `${c.target}:${c.outcome.status}`).join(' ') : 'FAIL';
  return [program, first.status, ret, `${first.stdout.length}`, ...cells.map(targetColumn), verdict];
}

const SUMMARY_HEADER: Row = ['target', 'isel', 'ra', 'programs', 'code size', 'vs llc', 'loads+stores', 'vs llc'];
const SUMMARY_NOTE =
  'Totals over the programs on which every cell of the target (each selector x allocator and llc-14 greedy) ' +
  'matched the interpreter; "vs llc" is the ratio to llc-14 greedy on the same programs (below 1: smaller or fewer).';

function summaryRows(cells: readonly Cell[]): Row[] {
  return TARGET_NAMES.flatMap((target) => {
    const s = targetSummary(cells, target, TESSERA);
    const row = (isel: string, ra: string, t: Totals): Row => [
      target,
      isel,
      ra,
      String(s.programs),
      String(t.size),
      ratio(t.size, s.llc.size),
      String(t.memory),
      ratio(t.memory, s.llc.memory),
    ];
    return [row('llc', 'greedy', s.llc), ...s.tessera.map((c) => row(c.isel, c.ra, c.totals))];
  });
}

/** One target's totals over the programs on which every cell (llc-14 greedy and each of `specs`, index-aligned with Cell.tessera) matched. */
export interface TargetSummary {
  readonly programs: number;
  readonly llc: Totals;
  readonly tessera: readonly { readonly isel: string; readonly ra: string; readonly totals: Totals }[];
}

export function targetSummary(cells: readonly Cell[], target: string, specs: readonly CellSpec[]): TargetSummary {
  const full = cells.filter((c) => c.target === target && [c.llc, ...c.tessera].every((r) => !fails(r) && !isFailure(r)));
  const runs = (pick: (c: Cell) => RunOrError): RunResult[] => full.map((c) => pick(c) as RunResult);
  return {
    programs: full.length,
    llc: totals(runs((c) => c.llc)),
    tessera: specs.map((spec, i) => {
      const s = spec as Extract<CellSpec, { backend: 'tessera' }>;
      return { isel: s.isel, ra: s.ra, totals: totals(runs((c) => c.tessera[i]!)) };
    }),
  };
}

export interface Totals {
  readonly size: number;
  readonly memory: number;
}

function totals(runs: readonly RunResult[]): Totals {
  return {
    size: runs.reduce((s, r) => s + r.machine.codeSize, 0),
    memory: runs.reduce((s, r) => s + r.machine.counts.loads + r.machine.counts.stores, 0),
  };
}

function ratio(x: number, base: number): string {
  return base === 0 ? '-' : (x / base).toFixed(2);
}

function counts(cells: readonly Cell[]): string {
  return countLine(cells.flatMap((c) => [c.llc, ...c.tessera]));
}
