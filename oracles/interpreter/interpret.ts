// The reference interpreter: runs a Module's entry function and reports an Outcome.
//
// Contract: `interpret(module, { entry = 'main', args = [], maxSteps = 100_000_000 })` never throws
// for anything a module can contain; it returns an Outcome (oracles/outcome.ts):
// - 'ok' when the entry returns (`return` set, sign-extended from its type; pointers unsigned) or the
//   program calls exit(n)/abort() (`exit` = n or 134, `return` null);
// - 'ub' with `<what> in @func at file:line:col` (or block and instruction index without a location).
//   Among them, reads of uninitialised memory: stack memory starts uninitialised (globals do not),
//   a load touching an uninitialised byte yields poison, and poison used as a branch or switch
//   condition, an address, a divisor, a call or runtime-function argument or a return value is ub,
//   named "uninitialised" in the reason (memory.ts, ops-memory.ts, exec.ts);
// - 'stack-overflow' when an alloca or a call does not fit the stack budget (memory.ts), the reason
//   as for 'ub';
// - 'step-limit' when the budget is spent (steps = maxSteps exactly);
// - 'error' when the fault is not the program's: entry missing or without a body, wrong argument
//   count, a call of a function that is neither defined nor a runtime function, an access to an
//   external global, or input the layout/compiler rejects.
// `stackBytes` is the run's deepest use of the stack budget. Arguments are truncated to their
// parameter's width. `main(int argc, char **argv)` without arguments gets argc 1 and argv =
// {"prog", NULL} (entersWithArgv). Deterministic: same module and options, same Outcome, byte for byte (no clocks, no randomness; memory starts from the layout's bytes).

import { assertNever } from '../../common/assert-never.js';
import { ARGV_BASE } from '../../common/image.js';
import type { Func, Module, ScalarType } from '../../engine/ir/types.js';
import { memoryDigest, type Outcome } from '../outcome.js';
import { execute, type RunEnd } from './exec.js';
import { Program } from './program.js';
import { ExitSignal, StackOverflowSignal, UbSignal } from './signals.js';

export interface InterpretOptions {
  readonly entry?: string;
  readonly args?: readonly bigint[];
  readonly maxSteps?: number;
}

const DEFAULT_MAX_STEPS = 100_000_000;

function returnValue(bits: bigint, type: ScalarType, pointerBits: 32 | 64): bigint {
  if (type.kind === 'ptr') return BigInt.asUintN(pointerBits, bits);
  return type.bits === 1 ? bits & 1n : BigInt.asIntN(type.bits, bits);
}

/** The globals left with uninitialised bits, for the harness's digest (outcome.ts); nothing when none. */
function undefinedGlobals(program: Program): { undefinedGlobals?: Outcome['undefinedGlobals'] } {
  const list = program.mem.undefinedGlobalBits();
  return list.length === 0 ? {} : { undefinedGlobals: list };
}

/** The digest of the globals at exit, stack addresses canonicalised for the module's pointer width (outcome.ts). */
function globalsDigest(program: Program): bigint {
  const defined = new Map(program.mem.undefinedGlobalBits().map((g) => [g.name, g.defined]));
  const globals = program.mem.globalContents().map((g) => {
    const d = defined.get(g.name);
    return d === undefined ? g : { ...g, defined: d };
  });
  return memoryDigest(globals, program.pointerBits === 64 ? 8 : 4);
}

function errorOutcome(reason: string, program: Program | null): Outcome {
  return {
    status: 'error',
    return: null,
    exit: null,
    stdout: program?.stdout.bytes() ?? new Uint8Array(0),
    memoryDigest: program === null ? 0n : globalsDigest(program),
    steps: 0,
    reason,
  };
}

function entryProblem(func: Func | undefined, name: string, args: readonly bigint[]): string | null {
  if (func === undefined) return `entry function @${name} not found`;
  if (func.blocks.length === 0) return `entry function @${name} has no body`;
  if (func.params.length !== args.length) {
    return `entry function @${name} takes ${func.params.length} arguments, ${args.length} given`;
  }
  return null;
}

/**
 * Whether the entry is C's `main(int argc, char **argv)` called without arguments: it is then
 * entered with argc 1 and argv = {"prog", NULL} at common/image.ts's ARGV_BASE, by this
 * interpreter and by the emulator harness alike (testbed/driver/execute.ts).
 */
export function entersWithArgv(func: Func | undefined, name: string, args: readonly bigint[]): boolean {
  if (name !== 'main' || args.length !== 0 || func === undefined || func.params.length !== 2) return false;
  const [argc, argv] = func.params as [Func['params'][number], Func['params'][number]];
  return argc.type.kind === 'int' && argc.type.bits === 32 && argv.type.kind === 'ptr';
}

/**
 * The entry's arguments: main(argc, argv) without any gets argc 1 and ARGV_BASE (entersWithArgv),
 * main(int argc) — old C, a GCC torture test or two — argc 1; any other entry the given ones.
 */
export function entryArgs(func: Func | undefined, name: string, args: readonly bigint[]): readonly bigint[] {
  if (entersWithArgv(func, name, args)) return [1n, ARGV_BASE];
  const argcOnly = name === 'main' && args.length === 0 && func?.params.length === 1;
  return argcOnly && func.params[0]!.type.kind === 'int' && func.params[0]!.type.bits === 32 ? [1n] : args;
}

export function interpret(module: Module, options: InterpretOptions = {}): Outcome {
  const name = options.entry ?? 'main';
  const given = options.args ?? [];
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  let program: Program;
  try {
    program = new Program(module);
  } catch (e) {
    return errorOutcome(e instanceof Error ? e.message : String(e), null);
  }
  const func = module.functions.find((f) => f.name === name);
  const argv = entersWithArgv(func, name, given);
  if (argv) program.mem.placeArgv(program.pointerBits);
  const args = entryArgs(func, name, given);
  const problem = entryProblem(func, name, args);
  if (problem !== null) return errorOutcome(problem, program);
  let run;
  try {
    run = execute(program, program.function(name)!, args, maxSteps);
  } catch (e) {
    // Only malformed input (what the verifier rejects) gets here: the compiler throws on it.
    return errorOutcome(e instanceof Error ? e.message : String(e), program);
  }
  return finish(program, func!, run.end, run.steps, maxSteps);
}

function finish(program: Program, func: Func, end: RunEnd, steps: number, maxSteps: number): Outcome {
  const base = {
    return: null,
    exit: null,
    stdout: program.stdout.bytes(),
    memoryDigest: globalsDigest(program),
    steps,
    stackBytes: program.mem.stackUsed().peak,
    ...undefinedGlobals(program),
  };
  switch (end.kind) {
    case 'returned': {
      const value = end.value === null || func.ret === null ? null : returnValue(end.value, func.ret, program.pointerBits);
      return { ...base, status: 'ok', return: value };
    }
    case 'step-limit':
      return { ...base, status: 'step-limit', reason: `step limit of ${maxSteps} reached` };
    case 'signal': {
      const s = end.signal;
      if (s instanceof ExitSignal) return { ...base, status: 'ok', exit: s.code };
      const status = s instanceof UbSignal ? 'ub' : s instanceof StackOverflowSignal ? 'stack-overflow' : 'error';
      return { ...base, status, reason: s.reason() };
    }
    default:
      return assertNever(end, 'run end');
  }
}
