// `tessera fuzz [--seed S] [--cases N | --case K] [--targets L] [--isel L] [--ra L] [--out DIR]
//  [--max-failures N] [--shrink-tries N] [--resume] [--progress] [--verbose] [--json]` (../shared/design/cli.md).
//
// The constructive differential fuzzer: runs testbed/fuzz/campaign.ts (generated programs through
// every requested target x selector x allocator, checker on, against the interpreter) and prints
// the seed, the cases, the yield (valid programs / generated, every reject by reason), the cells,
// every failure with its shrunk program written to `--out` (default fuzz-failures/) and two replay
// lines, and coverage counters (tiles used per grammar; constraint kinds and edits the allocators
// saw per target x selector x allocator). Defaults: --seed 1, --cases 100, every target, every
// built selector and allocator (SELECTOR_NAMES, ALLOCATOR_NAMES: later ones appear by themselves).
// `--case K` runs case K alone (what a replay line says). Every case also allocates one random
// machine-IR function per target with every requested allocator and checks the result
// (testbed/fuzz/allocation-problems.ts: allocation problems fuzzed directly, no selector in between);
// a rejected allocation is a failure with its listing written to `--out` and the same replay line.
//
// A campaign that loses nothing (issue 18, Deliver 2): each failure file is written the moment its
// case ends (temporary name, then rename: never a partial file), then the case's numbers are appended
// to a journal in `--out` (journal.ts: one fsynced JSON line per finished case, the file named after
// the campaign's arguments). `--resume` takes the journaled cases instead of running them again, so a
// killed campaign ends with the report an uninterrupted one prints, byte for byte (campaign.ts
// foldCases). SIGINT (io.onInterrupt) stops after the case in progress: the report of the finished
// cases, a line saying so, exit 130. Progress goes to stderr, never into the report: a bar when stderr
// is a terminal, else lines with --progress (campaign-loop.ts).
//
// Determinism: stdout (and --json) depends only on the arguments — same seed, same bytes, resumed or
// not. The one timing line (cases per second) goes to stderr, and only when the caller passes a clock
// (the CLI passes a monotonic one). Exit 1 when any cell fails, 0 otherwise, 2 for bad arguments,
// 130 when interrupted.

import { join } from 'node:path';
import {
  enoughFailures,
  foldCases,
  runCase,
  type CampaignResult,
  type CampaignSpec,
  type CaseResult,
  type Failure,
} from '../fuzz/campaign.js';
import { runAllocationProblems, type ProblemFailure, type ProblemResult } from '../fuzz/allocation-problems.js';
import { runLoop, type LoopEnd, type LoopResult } from './campaign-loop.js';
import { journalPath, openJournal, writeAtomic, type Journal } from './journal.js';
import { CONSTRAINT_KINDS, tileSummary } from '../fuzz/coverage.js';
import { parseCommand, UsageError, type CampaignIo, type Parsed } from './args.js';
import type { Compile } from './backend.js';
import { FUZZ } from './commands.js';
import { formatTable } from './table.js';

export interface FuzzIo extends CampaignIo {
  /** Tests only: the pipeline every cell builds with (a planted bug). */
  readonly compile?: Compile;
}

interface FuzzOptions {
  readonly spec: CampaignSpec;
  readonly out: string;
  readonly json: boolean;
  readonly verbose: boolean;
  readonly resume: boolean;
  readonly progress: boolean;
}

/** One journal line: a finished case's program campaign and allocation problems. */
interface CaseRecord {
  readonly program: CaseResult;
  readonly problems: ProblemRecord;
}

type ProblemRecord = Omit<ProblemResult, 'slotEdits'> & { readonly slotEdits: readonly (readonly [string, number])[] };

/** How the campaign ended, for the report: `interrupted` adds a line, the others say nothing new. */
interface Ending {
  readonly end: LoopEnd;
  readonly planned: number;
}

export async function fuzzCommand(argv: readonly string[], out: (s: string) => void, io: FuzzIo): Promise<number> {
  const args = parseCommand(FUZZ, argv, out);
  if (args === null) return 0;
  const opts = fuzzOptions(args, io.compile, io.stderrIsTty === true);
  const s = opts.spec;
  const start = io.clock?.();
  const journal = openJournal(journalPath(opts.out, `seed${s.seed}`, journalHeader(s)), journalHeader(s), opts.resume);
  let loop: LoopResult<CaseRecord>;
  try {
    loop = await fuzzLoop(opts, journal, io);
  } finally {
    journal.close();
  }
  const result = foldCases(s, programsOf(loop.results));
  const problems = foldProblems(
    s.ras,
    loop.results.map((r) => r.problems),
  );
  if (start !== undefined) io.err(timingLine(result, io.clock!() - start));
  const files = result.failures.map((f) => failurePaths(opts, f));
  const problemFiles = problems.failures.map((f) => problemPaths(opts, f));
  const ending: Ending = { end: loop.end, planned: s.cases.length };
  out(
    opts.json
      ? JSON.stringify(fuzzJson(opts, result, files, problems, problemFiles, ending))
      : [fuzzText(opts, result, files, ending), ...problemText(problems, problemFiles)].join('\n'),
  );
  if (loop.end === 'interrupted') return 130;
  return result.failedCells > 0 || problems.failures.length > 0 ? 1 : 0;
}

const programsOf = (done: readonly CaseRecord[]): CaseResult[] => done.map((r) => r.program);

/** The cases in order: journaled ones taken, the others run (and journaled), until the end, --max-failures or SIGINT. */
function fuzzLoop(opts: FuzzOptions, journal: Journal, io: FuzzIo): Promise<LoopResult<CaseRecord>> {
  const s = opts.spec;
  const known = new Map((journal.records as CaseRecord[]).map((r) => [r.program.caseIndex, r]));
  if (opts.resume) io.err(`fuzz: --resume: ${known.size} of ${s.cases.length} cases finished in ${journal.path}`);
  const failures = (done: readonly CaseRecord[]): number =>
    done.reduce((n, r) => n + r.program.failures.length + r.problems.failures.length, 0);
  return runLoop<CaseRecord>({
    total: s.cases.length,
    known: (i) => known.get(s.cases[i]!),
    run: (i) => runAndJournal(opts, s.cases[i]!, journal),
    enough: (done) => enoughFailures(s, programsOf(done)),
    label: { command: 'fuzz', unit: 'cases' },
    note: (done) => `${failures(done)} failures`,
    progress: opts.progress,
    io,
  });
}

/** What a journal must match to be resumed: every argument that changes a case's result. */
function journalHeader(s: CampaignSpec): Record<string, unknown> {
  return {
    journal: 'tessera fuzz',
    version: 1,
    seed: s.seed,
    firstCase: s.cases[0] ?? 0,
    cases: s.cases.length,
    targets: s.targets,
    isel: s.isels,
    ra: s.ras,
    maxFailures: s.maxFailures,
    shrinkTries: s.shrinkTries,
  };
}

/** Runs case k, writes its failure files (each whole or not at all), then journals it. */
function runAndJournal(opts: FuzzOptions, k: number, journal: Journal): CaseRecord {
  const s = opts.spec;
  const program = runCase(s, k);
  const p = runAllocationProblems({ seed: s.seed, cases: [k], targets: s.targets, ras: s.ras });
  for (const f of program.failures) writeFailure(opts, f);
  for (const f of p.failures) writeProblemFailure(opts, f);
  const record: CaseRecord = { program, problems: { ...p, slotEdits: [...p.slotEdits] } };
  journal.append(record);
  return record;
}

/** The allocation problems of the finished cases, summed in case order (what one run over them gives). */
function foldProblems(ras: readonly string[], done: readonly ProblemRecord[]): ProblemResult {
  const slotEdits = new Map(ras.map((ra) => [ra, 0]));
  for (const p of done) for (const [ra, n] of p.slotEdits) slotEdits.set(ra, (slotEdits.get(ra) ?? 0) + n);
  return {
    functions: done.reduce((n, p) => n + p.functions, 0),
    allocations: done.reduce((n, p) => n + p.allocations, 0),
    slotEdits,
    failures: done.flatMap((p) => p.failures),
  };
}

function fuzzOptions(args: Parsed<typeof FUZZ.options>, compile: Compile | undefined, tty: boolean): FuzzOptions {
  const v = args.values;
  if (args.given.has('case') && args.given.has('cases')) throw new UsageError('--case K runs one case; it does not go with --cases');
  const spec: CampaignSpec = {
    seed: v.seed,
    cases: v.case !== undefined ? [v.case] : Array.from({ length: v.cases }, (_, k) => k),
    targets: [...new Set(v.targets.map((t) => t.name))],
    isels: v.isel,
    ras: v.ra,
    maxFailures: Math.max(1, v['max-failures']),
    shrinkTries: v['shrink-tries'],
    ...(compile === undefined ? {} : { compile }),
  };
  return { spec, out: v.out, json: v.json, verbose: v.verbose, resume: v.resume, progress: v.progress || tty };
}

function timingLine(r: CampaignResult, ms: number): string {
  const s = Math.max(ms, 1e-3) / 1000;
  return (
    `fuzz: ${r.casesRun} cases, ${r.generated} programs, ${r.cells} cells in ${s.toFixed(1)} s: ` +
    `${(r.casesRun / s).toFixed(2)} cases/s, ${(r.cells / s).toFixed(1)} cells/s`
  );
}

// ---- failures: files and replay lines ----

interface Written {
  readonly file: string;
  readonly replay: string;
  readonly run: string;
}

function failureFile(opts: FuzzOptions, f: Failure): string {
  return join(opts.out, `seed${opts.spec.seed}-case${f.caseIndex}-${f.cell.isa}-${f.cell.isel}-${f.cell.ra}.ll`);
}

function failurePaths(opts: FuzzOptions, f: Failure): Written {
  const file = failureFile(opts, f);
  const c = f.cell;
  return {
    file,
    replay: `npx tessera fuzz --seed ${opts.spec.seed} --case ${f.caseIndex} --targets ${c.isa} --isel ${c.isel} --ra ${c.ra}`,
    run: `npx tessera run ${file} --target ${c.isa} --isel ${c.isel} --ra ${c.ra}`,
  };
}

function writeFailure(opts: FuzzOptions, f: Failure): void {
  writeAtomic(
    failureFile(opts, f),
    `; tessera fuzz --seed ${opts.spec.seed} --case ${f.caseIndex}: ${f.cell.isa} ${f.cell.isel} ${f.cell.ra}: ${f.kind}\n` +
      `; shrunk choices: tape:${f.shrunk.token}\n${f.shrunk.ir}`,
  );
}

function problemFile(opts: FuzzOptions, f: ProblemFailure): string {
  return join(opts.out, `seed${opts.spec.seed}-case${f.caseIndex}-${f.isa}-${f.ra}.mir.txt`);
}

function problemPaths(opts: FuzzOptions, f: ProblemFailure): Written {
  const ra = f.ra === '-' ? '' : ` --ra ${f.ra}`;
  return {
    file: problemFile(opts, f),
    replay: `npx tessera fuzz --seed ${opts.spec.seed} --case ${f.caseIndex} --targets ${f.isa}${ra}`,
    run: '',
  };
}

function writeProblemFailure(opts: FuzzOptions, f: ProblemFailure): void {
  writeAtomic(
    problemFile(opts, f),
    `; tessera fuzz --seed ${opts.spec.seed} --case ${f.caseIndex}: allocation problem on ${f.isa}, ${f.ra}: ${f.kind}\n${f.listing}\n`,
  );
}

// ---- text ----

function problemText(p: ProblemResult, files: readonly Written[]): string[] {
  const edits = [...p.slotEdits].map(([ra, n]) => `${ra} ${n}`).join(', ');
  const lines = [
    `allocation problems: ${p.functions} random machine-IR functions, ${p.allocations} allocations checked, ${p.failures.length} fail`,
    `  spill and reload edits: ${edits}`,
  ];
  p.failures.forEach((f, i) =>
    lines.push(
      `ALLOCATION FAILURE ${i + 1}: case ${f.caseIndex} ${f.isa} ${f.ra}: ${f.kind}: ${f.detail}`,
      `  function and allocation: ${files[i]!.file}`,
      `  replay: ${files[i]!.replay}`,
    ),
  );
  return lines;
}

function fuzzText(opts: FuzzOptions, r: CampaignResult, files: readonly Written[], ending: Ending): string {
  const s = opts.spec;
  const caseText = s.cases.length === 1 ? `case ${s.cases[0]}` : `cases ${s.cases.length}`;
  const lines = [
    `tessera fuzz: seed ${s.seed}, ${caseText}, targets ${s.targets.join(',')}, isel ${s.isels.join(',')}, ra ${s.ras.join(',')}`,
    yieldLine(r),
    `cells: ${r.cells} run, ${r.matched} match the interpreter, ${r.failedCells} fail, ${r.unsupported} unsupported`,
  ];
  if (r.stoppedEarly)
    lines.push(`stopped after ${r.failures.length} failing programs (--max-failures): ${r.casesRun} of ${s.cases.length} cases run`);
  if (ending.end === 'interrupted') lines.push(interruptedLine(r.casesRun, ending.planned));
  lines.push(r.failures.length === 0 ? 'failures: none' : `failures: ${r.failures.length} programs`);
  r.failures.forEach((f, i) => lines.push(...failureLines(i + 1, f, files[i]!)));
  lines.push('coverage: tiles used per grammar (every selector)');
  for (const isa of s.targets) {
    const t = tileSummary(r.coverage, isa);
    lines.push(`  ${isa}: ${t.used} of ${t.total} tiles used`);
    if (opts.verbose && t.unused.length > 0) lines.push(`    never used: ${t.unused.join(' | ')}`);
  }
  lines.push('coverage: constraints and edits the allocators saw (summed over the functions of every cell)');
  lines.push(constraintTable(r));
  return lines.join('\n');
}

function interruptedLine(run: number, planned: number): string {
  return `interrupted after ${run} of ${planned} cases: the numbers below cover those; the same command with --resume continues`;
}

function yieldLine(r: CampaignResult): string {
  const pct = r.generated === 0 ? '-' : `${((100 * r.valid) / r.generated).toFixed(2)}%`;
  const rejected = r.generated - r.valid;
  const reasons = [...r.rejects].sort(([a], [b]) => (a < b ? -1 : 1)).map(([why, n]) => `${why}: ${n}`);
  return `programs: ${r.generated} generated, ${r.valid} valid (yield ${pct}), ${rejected} rejected${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`;
}

function failureLines(n: number, f: Failure, w: Written): string[] {
  const c = f.cell;
  const lines = [`FAILURE ${n}: case ${f.caseIndex} ${c.isa} ${c.isel} ${c.ra}: ${f.kind}: ${f.detail}`];
  if (f.alsoFailing.length > 0) lines.push(`  also failing on this program: ${f.alsoFailing.join(', ')}`);
  lines.push(
    `  shrunk in ${f.shrunk.tries} tries to ${f.shrunk.instructions} IR instructions (${f.shrunk.detail}): ${w.file}`,
    `  replay: ${w.replay}`,
    `  run:    ${w.run}`,
  );
  return lines;
}

function constraintTable(r: CampaignResult): string {
  const rows = [...r.coverage.constraints].map(([key, c]) => [...key.split('/'), ...CONSTRAINT_KINDS.map((k) => String(c[k]))]);
  return formatTable(['target', 'isel', 'ra', ...CONSTRAINT_KINDS], rows);
}

// ---- JSON (cli.md: seed, cases, valid, failures, stats) ----

function fuzzJson(
  opts: FuzzOptions,
  r: CampaignResult,
  files: readonly Written[],
  p: ProblemResult,
  pFiles: readonly Written[],
  ending: Ending,
): Record<string, unknown> {
  const s = opts.spec;
  return {
    seed: s.seed,
    cases: r.casesRun,
    valid: r.valid,
    failures: [
      ...r.failures.map((f, i) => ({
        source: 'program',
        case: f.caseIndex,
        target: f.cell.isa,
        isel: f.cell.isel,
        ra: f.cell.ra,
        kind: f.kind,
        detail: f.detail,
        alsoFailing: f.alsoFailing,
        shrunkInstructions: f.shrunk.instructions,
        shrinkTries: f.shrunk.tries,
        shrunkDetail: f.shrunk.detail,
        tape: f.shrunk.token,
        file: files[i]!.file,
        replay: files[i]!.replay,
        run: files[i]!.run,
      })),
      ...p.failures.map((f, i) => ({
        source: 'allocation-problem',
        case: f.caseIndex,
        target: f.isa,
        ra: f.ra,
        kind: f.kind,
        detail: f.detail,
        file: pFiles[i]!.file,
        replay: pFiles[i]!.replay,
      })),
    ],
    stats: {
      targets: s.targets,
      isel: s.isels,
      ra: s.ras,
      stoppedEarly: r.stoppedEarly,
      // Only in an interrupted run's report (issue 18): the cases it covers out of those asked for.
      ...(ending.end === 'interrupted' ? { interrupted: { casesRun: r.casesRun, of: ending.planned } } : {}),
      generated: r.generated,
      valid: r.valid,
      yield: r.generated === 0 ? null : r.valid / r.generated,
      rejects: Object.fromEntries([...r.rejects].sort(([a], [b]) => (a < b ? -1 : 1))),
      cells: r.cells,
      matched: r.matched,
      failed: r.failedCells,
      unsupported: r.unsupported,
      tiles: Object.fromEntries(s.targets.map((isa) => [isa, tileSummary(r.coverage, isa)])),
      constraints: Object.fromEntries(r.coverage.constraints),
      allocationProblems: {
        functions: p.functions,
        allocations: p.allocations,
        failed: p.failures.length,
        slotEdits: Object.fromEntries(p.slotEdits),
      },
    },
  };
}
