// A Csmith campaign's units (issue 19, Deliver 6, Csmith): which program, targets and cells each
// program of `tessera csmith` runs, and running one program through them.
//
// Contract: `programJobs(spec)` lists program 0..count-1, each with its Csmith seed (generate.ts
// programSeed) and, per target, the cells it runs: every chosen selector x allocator with
// `allCells`, otherwise one that rotates with the program's index (each target starting a quarter of
// the cycle further, as the torture run's rotation does), so a campaign walks every chosen cell on
// every target. `runProgram(job)` writes the program into `job.dir`, then classifies it on each
// target with the torture runner (testbed/torture/classify.ts runTortureCase: clang-14, the
// interpreter with the step budget, llc-14 as the peer, each Tessera cell with the verifiers on) and
// never throws for anything the program or a back end does; only a missing tool escapes. A pure
// function of the job, the installed tools and the back end (the planted bug a test switches on).

import type { Target, TargetName } from '../driver/targets.js';
import { findTarget, TARGET_NAMES } from '../driver/targets.js';
import { type CaseResult, runTortureCase } from '../torture/classify.js';
import type { Cell } from '../torture/suite.js';
import { CSMITH_CFLAGS, generateProgram, programSeed } from './generate.js';

export interface CampaignSpec {
  readonly seed: number;
  readonly count: number;
  readonly targets: readonly Target[];
  /** The chosen selectors x allocators, selector-major. */
  readonly cells: readonly Cell[];
  readonly allCells: boolean;
  readonly maxSteps: number;
  readonly optLevel: number;
}

export interface TargetCells {
  readonly target: TargetName;
  readonly cells: readonly Cell[];
}

export interface ProgramJob {
  readonly index: number;
  readonly csmithSeed: number;
  readonly dir: string;
  readonly runs: readonly TargetCells[];
  readonly maxSteps: number;
  readonly optLevel: number;
}

export interface ProgramResult {
  readonly index: number;
  readonly csmithSeed: number;
  /** One per target, in the job's order; none when the program did not finish (`failure`). */
  readonly cases: readonly CaseResult[];
  /** The pool's watchdog killed the program's child, or the child threw (a bug of the driver). */
  readonly failure?: { readonly kind: 'timeout' | 'driver-fault'; readonly reason: string };
}

export function programJobs(spec: CampaignSpec, dir: string): ProgramJob[] {
  return Array.from({ length: spec.count }, (_, index) => ({
    index,
    csmithSeed: programSeed(spec.seed, index),
    dir,
    runs: spec.targets.map((t) => ({ target: t.name, cells: cellsOf(spec, index, t.name) })),
    maxSteps: spec.maxSteps,
    optLevel: spec.optLevel,
  }));
}

function cellsOf(spec: CampaignSpec, index: number, target: TargetName): readonly Cell[] {
  if (spec.allCells) return spec.cells;
  const n = spec.cells.length;
  // By the target's place among all four, so program i's cell on a target does not depend on --targets.
  const offset = Math.floor((TARGET_NAMES.indexOf(target) * n) / TARGET_NAMES.length);
  return [spec.cells[(index + offset) % n]!];
}

export function runProgram(job: ProgramJob): ProgramResult {
  const path = generateProgram(job.csmithSeed, job.dir);
  const settings = { optLevel: job.optLevel, maxSteps: job.maxSteps, cflags: CSMITH_CFLAGS };
  const cases = job.runs.map((r) => runTortureCase(path, findTarget(r.target)!, r.cells, settings));
  return { index: job.index, csmithSeed: job.csmithSeed, cases };
}
