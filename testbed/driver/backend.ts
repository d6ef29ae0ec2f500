// One cell of the matrix: a module built by one back end (Tessera's, with a selector and an
// allocator, or llc-14 with one of its allocators) and run against the reference interpreter.
// `tessera run`, `check`, `demo` and `compile` all build through here (cli.md).
//
// Requires the ORIGINAL module (the one the interpreter runs; Tessera's pipeline legalizes its own
// copy, engine/codegen/pipeline.ts). Produces a RunResult, or a CellFailure when nothing ran:
// - `compile-error`: for Tessera, ONLY a construct the back end does not support (Unsupported,
//   engine/backend/errors.ts, e.g. 64-bit integers on a 32-bit target or an operation no tile
//   derives — issue 5 accepts these as clear errors, never wrong code); for llc, llc refusing or
//   failing the module or its object not linking (LlcFailure, llc-backend.ts: the reference peer);
// - `backend-fault`: a verifier between passes or the allocation checker (the oracle, passed to the
//   pipeline as its `checkAllocation` hook) rejected a pass's output (BackendFault: a Tessera bug,
//   named by pass and function).
// Any other exception of Tessera's pipeline (a selector's broken invariant, a LinkError,
// CodegenError, EncodeError...) is a bug too and is reported as `backend-fault` with the
// exception's name, so one broken cell never hides the rest of a matrix and never passes as
// unsupported (issue 17). UnknownAlgorithm is never caught here: selector and allocator names are
// checked at parse time.
// A Tessera cell's `alloc` (alloc-options.ts: --ra-metric, --profile, --solver-budget-ms) becomes
// BackendOptions.alloc; with `--profile measured` the program is first compiled and run once to
// count its blocks (testbed/profile/measure.ts, on the run settings the cell runs with), and a
// failure of that compile is the cell's failure. runCell adds the exact allocator's solves.

import type { Outcome } from '../../oracles/outcome.js';
import type { LlcRegalloc } from '../../oracles/llc.js';
import type { Image } from '../../common/image.js';
import { BackendFault, compileModule, UnknownAlgorithm, type BackendOptions, type CompiledModule } from '../../engine/codegen/pipeline.js';
import type { Isa } from '../../isa-models/types.js';
import { assertNever, type Module } from '../../engine/ir/types.js';
import { UsageError } from './args.js';
import { executeImage, type RunLabel, type RunResult, type RunSettings } from './execute.js';
import { backendAlloc, functionSolves, type CellAlloc } from './alloc-options.js';
import { cachedProfile } from '../profile/measure.js';
import type { BlockProfile } from '../profile/block-counts.js';
import { DEFAULT_MAX_STEPS } from '../../simulators/harness.js';
import { buildWithLlc, LlcFailure } from './llc-backend.js';
import { allocationProblems } from './allocation-check.js';
import { Unsupported } from '../../engine/backend/errors.js';
import type { Target } from './targets.js';

/** The back end of one cell. `compile` is the pipeline (tests inject a broken one to reach `backend-fault`). */
export type CellSpec =
  | { readonly backend: 'llc'; readonly regalloc: LlcRegalloc }
  | {
      readonly backend: 'tessera';
      readonly isel: string;
      readonly ra: string;
      readonly verify: boolean;
      readonly compile?: Compile;
      /** The allocator options (alloc-options.ts); absent: none given, the pipeline gets none. */
      readonly alloc?: CellAlloc;
    };

export type Compile = (module: Module, isa: Isa, options: BackendOptions) => CompiledModule;

export type FailureStatus = 'compile-error' | 'backend-fault';

/** A cell that never ran: its label, why, and the `run` object cli.md prints for it. */
export interface CellFailure {
  readonly label: RunLabel;
  readonly status: FailureStatus;
  readonly reason: string;
}

export type RunOrError = RunResult | CellFailure;

export type Built = { readonly image: Image; readonly compiled: CompiledModule | null } | CellFailure;

export function isFailure(c: RunOrError | Built): c is CellFailure {
  return 'status' in c && 'reason' in c;
}

export function cellLabel(module: Module, target: Target, spec: CellSpec): RunLabel {
  switch (spec.backend) {
    case 'llc':
      return { program: module.source, target: target.name, backend: 'llc', isel: 'llc', ra: spec.regalloc };
    case 'tessera':
      return { program: module.source, target: target.name, backend: 'tessera', isel: spec.isel, ra: spec.ra };
    default:
      return assertNever(spec, 'cell');
  }
}

/** The run a measured profile is taken from when the caller has no run settings (`tessera compile`): main, no arguments. */
const DEFAULT_RUN: RunSettings = { entry: 'main', args: [], maxSteps: DEFAULT_MAX_STEPS, exactHooks: false };

/**
 * Builds the cell's image; a compile error or a back-end fault is a result, not an exception.
 * `settings`: the run a measured profile (`--profile measured`) is taken from.
 */
export function buildCell(module: Module, target: Target, spec: CellSpec, settings: RunSettings = DEFAULT_RUN): Built {
  const label = cellLabel(module, target, spec);
  switch (spec.backend) {
    case 'llc':
      try {
        return { image: buildWithLlc(module, target, spec.regalloc), compiled: null };
      } catch (e) {
        if (e instanceof LlcFailure) return { label, status: 'compile-error', reason: e.message };
        throw e;
      }
    case 'tessera': {
      const compile = spec.compile ?? compileModule;
      try {
        const alloc = spec.alloc === undefined ? {} : { alloc: backendAlloc(spec.alloc, profileOf(module, target, spec, settings)) };
        const compiled = compile(module, target.name, {
          isel: spec.isel,
          ra: spec.ra,
          verify: spec.verify,
          checkAllocation: allocationProblems,
          ...alloc,
        });
        return { image: compiled.image, compiled };
      } catch (e) {
        return tesseraFailure(label, e);
      }
    }
    default:
      return assertNever(spec, 'cell');
  }
}

/** The measured profile a cell asks for (once per module, target, selector and run: cachedProfile), else undefined. */
function profileOf(module: Module, target: Target, spec: TesseraSpec, settings: RunSettings): BlockProfile | undefined {
  if (spec.alloc?.profile !== 'measured') return undefined;
  const request = { isel: spec.isel, settings, verify: spec.verify, ...(spec.compile === undefined ? {} : { compile: spec.compile }) };
  return cachedProfile(module, target, request);
}

type TesseraSpec = Extract<CellSpec, { backend: 'tessera' }>;

function tesseraFailure(label: RunLabel, e: unknown): CellFailure {
  if (e instanceof Unsupported) return { label, status: 'compile-error', reason: e.message };
  if (e instanceof BackendFault) return { label, status: 'backend-fault', reason: e.message };
  if (e instanceof Error && !(e instanceof UsageError) && !(e instanceof UnknownAlgorithm)) {
    return { label, status: 'backend-fault', reason: `${e.name}: ${e.message}` };
  }
  throw e;
}

/** Builds and runs one cell; `reference` is the interpreter's outcome when the caller already has it. */
export function runCell(module: Module, target: Target, spec: CellSpec, settings: RunSettings, reference?: Outcome): RunOrError {
  const built = buildCell(module, target, spec, settings);
  if (isFailure(built)) return built;
  const result = executeImage(module, target, built.image, cellLabel(module, target, spec), settings, reference);
  const solves = built.compiled === null ? [] : functionSolves(built.compiled);
  return solves.length === 0 ? result : { ...result, allocation: solves };
}

/** The `run` object of a cell that never ran (cli.md): every field, null where nothing ran, and the reason. */
export function failureJson(f: CellFailure): Record<string, unknown> {
  const ran = [
    'return',
    'exit',
    'stdout',
    'memoryDigest',
    'interpreter',
    'codeSize',
    'instructions',
    'loads',
    'stores',
    'accesses',
    'spillLoads',
    'spillStores',
  ];
  return { ...f.label, status: f.status, ...Object.fromEntries(ran.map((k) => [k, null])), matchesInterpreter: false, reason: f.reason };
}
