// `tessera csmith --seed S --count N [--targets L] [--isel L] [--ra L] [--all-cells] [--reduce]
//  [--reduce-budget S] [--out DIR] [--jobs N] [--max-steps N] [--opt-level N] [--progress] [--json]`
// (../shared/design/cli.md; issue 19, Deliver 6, Csmith).
//
// Generates N programs with Csmith (testbed/csmith/generate.ts), runs each on every chosen target
// through the differential matrix (campaign.ts: the interpreter, llc-14 as the peer, Tessera in one
// rotating cell of the chosen selectors x allocators, or all of them with --all-cells; pool.ts runs
// them here or in --jobs children) and prints the tally per target (tally.ts). Each failing
// program is copied to --out with a replay line; with --reduce each is reduced by C-Vise
// (reduce.ts) to `<out>/csmith-<seed>.<target>.<isel>.<ra>.reduced.c`.
//
// Determinism: the report (stdout, --json) depends only on the arguments and the installed tools —
// same seed, same bytes — except for a reproducer's size when C-Vise hit --reduce-budget (a wall-time
// cut). Progress (a bar on a terminal, progress.ts; else lines with --progress) and the one timing
// line go to stderr. SIGINT stops after the programs in progress and prints the report of the
// finished ones (exit 130). Exit 1 on a mismatch or fault, 0 otherwise,
// 2 for bad arguments or a missing tool (csmith, libcsmith-dev, cvise, clang-14, llc-14).

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Target, TargetName } from './targets.js';
import { parseCommand, UsageError, type CampaignIo } from './args.js';
import { CSMITH } from './commands.js';
import { startProgress } from './progress.js';
import { type CampaignSpec, programJobs, type ProgramResult } from '../csmith/campaign.js';
import { checkCsmith, CSMITH_CFLAGS, CSMITH_OPTIONS } from '../csmith/generate.js';
import { runPrograms } from '../csmith/pool.js';
import { checkCvise, reduceProgram, type ReduceResult } from '../csmith/reduce.js';
import { type Finding, type Tally, tallyOf, tallyText } from '../csmith/tally.js';

interface Options {
  readonly spec: CampaignSpec;
  readonly out: string;
  readonly jobs: number;
  readonly reduce: boolean;
  readonly reduceBudget: number;
  readonly progress: boolean;
  readonly json: boolean;
}

export async function csmithCommand(argv: readonly string[], out: (s: string) => void, io: CampaignIo): Promise<number> {
  const args = parseCommand(CSMITH, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const o: Options = {
    spec: {
      seed: v.seed,
      count: v.count,
      targets: v.targets as Target[],
      cells: v.isel.flatMap((isel) => v.ra.map((ra) => ({ isel, ra }))),
      allCells: v['all-cells'],
      maxSteps: v['max-steps'],
      optLevel: v['opt-level'],
    },
    out: v.out,
    jobs: Math.max(v.jobs, 1),
    reduce: v.reduce,
    reduceBudget: v['reduce-budget'],
    progress: v.progress || io.stderrIsTty === true,
    json: v.json,
  };
  checkTools(o.reduce);
  const start = io.clock?.();
  const results = await runCampaign(o, io);
  const tally = tallyOf(
    results,
    o.spec.targets.map((t) => t.name),
  );
  const reductions = await keepFindings(o, tally, io);
  if (start !== undefined)
    io.err(`csmith: ${results.length} programs in ${((io.clock!() - start) / 1000).toFixed(1)} s with ${o.jobs} jobs`);
  out(
    o.json
      ? JSON.stringify(reportJson(o, tally, reductions))
      : tallyText(headerLine(o, results.length), tally, (f) => findingLines(o, f, reductions)),
  );
  if (results.length < o.spec.count) return 130;
  return tally.findings.length > 0 ? 1 : 0;
}

function checkTools(reduce: boolean): void {
  checkCsmith();
  for (const tool of ['clang-14', 'llc-14']) {
    if (spawnSync(tool, ['--version']).error !== undefined) throw new UsageError(`${tool} is not installed (npm run setup installs it)`);
  }
  if (reduce) checkCvise();
}

/** The programs, generated into a temporary folder (removed after; --out keeps the failing ones). */
async function runCampaign(o: Options, io: CampaignIo): Promise<ProgramResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-csmith-'));
  let done = 0;
  let interrupted = false;
  const unsubscribe = io.onInterrupt?.(() => {
    interrupted = true;
  });
  const bar = startProgress('csmith', o.spec.count, io);
  try {
    const onDone = (): void => {
      done++;
      bar.tick();
      if (o.progress && !bar.drawn) io.err(`csmith: ${done} of ${o.spec.count} programs`);
    };
    const results = await runPrograms(programJobs(o.spec, dir), o.jobs, onDone, () => interrupted);
    bar.stop();
    // A failing program is regenerated into --out (same seed, same bytes) before the folder goes.
    mkdirSync(o.out, { recursive: true });
    for (const r of results) {
      if (r.cases.some((c) => c.stage === 'ran' && c.cells.some((x) => x.outcome !== 'match')) || r.failure !== undefined) {
        copyFileSync(join(dir, `csmith-${r.csmithSeed}.c`), programPath(o, r.csmithSeed));
      }
    }
    return results;
  } finally {
    bar.stop();
    unsubscribe?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

const programPath = (o: Options, seed: number): string => join(o.out, `csmith-${seed}.c`);
const reducedPath = (o: Options, f: Finding): string => join(o.out, `csmith-${f.csmithSeed}.${f.target}.${f.isel}.${f.ra}.reduced.c`);

/** With --reduce, each finding of a Tessera cell reduced (a driver fault or timeout has no cell to judge). */
async function keepFindings(o: Options, t: Tally, io: CampaignIo): Promise<Map<Finding, ReduceResult>> {
  const done = new Map<Finding, ReduceResult>();
  if (!o.reduce) return done;
  for (const f of t.findings) {
    if (f.outcome === 'driver-fault') continue;
    if (o.progress) io.err(`csmith: reducing program ${f.index} on ${f.target} ${f.isel}/${f.ra}`);
    done.set(
      f,
      await reduceProgram({
        source: programPath(o, f.csmithSeed),
        target: f.target as TargetName,
        cell: { isel: f.isel, ra: f.ra },
        outcome: f.outcome,
        reason: f.reason,
        optLevel: o.spec.optLevel,
        maxSteps: o.spec.maxSteps,
        out: reducedPath(o, f),
        budgetS: o.reduceBudget,
      }),
    );
  }
  return done;
}

function replay(o: Options, f: Finding, path: string): string {
  return `tessera run ${path} --target ${f.target} --isel ${f.isel} --ra ${f.ra} --opt-level ${o.spec.optLevel} --max-steps ${o.spec.maxSteps * 8} --cflags "${CSMITH_CFLAGS.join(' ')}"`;
}

function findingLines(o: Options, f: Finding, reductions: ReadonlyMap<Finding, ReduceResult>): string[] {
  const lines = [`program: ${programPath(o, f.csmithSeed)}`];
  if (f.outcome !== 'driver-fault') lines.push(`replay: ${replay(o, f, programPath(o, f.csmithSeed))}`);
  const r = reductions.get(f);
  if (r !== undefined) {
    lines.push(
      `reduced: ${r.out} (${r.bytesBefore} -> ${r.bytesAfter} bytes, ${r.linesAfter} lines${r.confirmed ? '' : ', NOT confirmed: the final file no longer shows the finding'})`,
      `C-Vise: ${r.ending}`,
    );
  }
  return lines;
}

function headerLine(o: Options, finished: number): string {
  const s = o.spec;
  const programs = finished === s.count ? `${s.count} programs` : `${finished} of ${s.count} programs (interrupted)`;
  const cells = s.allCells ? `all ${s.cells.length} cells` : `one rotating cell of ${s.cells.length}`;
  return `csmith: seed ${s.seed}, ${programs} (csmith ${CSMITH_OPTIONS.join(' ')}), targets ${s.targets.map((t) => t.name).join(',')}, ${cells} (selector x allocator), -O${s.optLevel}, step budget ${s.maxSteps}`;
}

function reportJson(o: Options, t: Tally, reductions: ReadonlyMap<Finding, ReduceResult>): Record<string, unknown> {
  const s = o.spec;
  return {
    seed: s.seed,
    count: s.count,
    finished: t.programs,
    csmithOptions: CSMITH_OPTIONS,
    maxSteps: s.maxSteps,
    cells: s.allCells ? 'all' : 'rotating',
    targets: t.counts,
    llcDisagrees: t.llcDisagrees,
    reasons: t.reasons,
    findings: t.findings.map((f) => ({
      ...f,
      program: programPath(o, f.csmithSeed),
      reduced: reductions.has(f) ? { ...reductions.get(f)! } : null,
    })),
  };
}
