// `--profile measured`: the perfect profile of Koes's thesis §3.5 (issue 20 Deliver 2) — the block
// execution counts of every function's machine IR, measured by running the program in the emulator.
//
// Contract: requires the original module (as the interpreter runs it), a target, the selector of
// the cell to be profiled and the run settings (entry, arguments, step budget) of that cell.
// Produces a BlockProfile (block-counts.ts: per function, each MIR block's executions by id) for
// BackendOptions.alloc.profile. The program is compiled once with PROFILE_ALLOCATOR and the same
// selector, run on the ISA's shared machine, and the counts read from its block table.
// Why any allocator will do: the blocks an allocator sees are the selector's (emitMachineIr), and
// no allocator adds, removes or reorders blocks — spill code and edge moves go inside blocks
// (engine/codegen/apply.ts), and copy coalescing (engine/regalloc/coalesce.ts) keeps every block and
// its id, deleting copies only. tap-tests/driver/profile.test.ts checks it: two allocators, and
// coalescing, give the same counts. A run that does not end normally (fault, step limit) still gives
// the counts of what ran, which is the measured profile of that run. Deterministic: no clock.

import { compileModule } from '../../engine/codegen/pipeline.js';
import type { Module } from '../../engine/ir/types.js';
import { allocationProblems } from '../driver/allocation-check.js';
import type { Compile } from '../driver/backend.js';
import { runOnMachine, type RunSettings } from '../driver/execute.js';
import type { Target } from '../driver/targets.js';
import { type BlockProfile, measuredProfile } from './block-counts.js';

/** The allocator of the profiling compile: any allocator gives the same blocks (see the header). */
const PROFILE_ALLOCATOR = 'second-chance';

export interface ProfileRequest {
  readonly isel: string;
  readonly settings: RunSettings;
  /** Verifiers and the allocation checker on the profiling compile (the cell's own choice). */
  readonly verify: boolean;
  /** The pipeline (tests inject one); compileModule when absent. */
  readonly compile?: Compile;
  /** The allocator of the profiling compile; PROFILE_ALLOCATOR when absent. */
  readonly ra?: string;
  /** Copy coalescing before that allocator (the test of the header's claim). */
  readonly coalesce?: boolean;
}

/** The measured profile of `module` on `target` for the cell `request` describes. */
export function measureProfile(module: Module, target: Target, request: ProfileRequest): BlockProfile {
  const compile = request.compile ?? compileModule;
  const compiled = compile(module, target.name, {
    isel: request.isel,
    ra: request.ra ?? PROFILE_ALLOCATOR,
    verify: request.verify,
    checkAllocation: allocationProblems,
    ...(request.coalesce === true ? { coalesce: true } : {}),
  });
  runOnMachine(module, target, compiled.image, request.settings);
  return measuredProfile(compiled, target.name);
}

/** Profiles already measured, per module: `check --ra all --profile measured` measures once per target and selector. */
const measured = new WeakMap<Module, Map<string, BlockProfile>>();

/**
 * measureProfile, remembered per module object for the same target, selector, verification and run
 * (a pure memo: the measurement is deterministic). An injected pipeline is never cached.
 */
export function cachedProfile(module: Module, target: Target, request: ProfileRequest): BlockProfile {
  if (request.compile !== undefined || request.ra !== undefined || request.coalesce !== undefined)
    return measureProfile(module, target, request);
  const s = request.settings;
  const key = JSON.stringify([target.name, request.isel, request.verify, s.entry, s.args.map(String), s.maxSteps]);
  const known = measured.get(module) ?? new Map<string, BlockProfile>();
  measured.set(module, known);
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const profile = measureProfile(module, target, request);
  known.set(key, profile);
  return profile;
}
