// One differential run: a linked Image in the emulator against the reference interpreter on the
// same module, as the `run` object of ../shared/design/cli.md.
//
// Contract: `executeImage` checks that each command-line argument fits its parameter (values.ts,
// checkArgsFit: a UsageError otherwise), converts the arguments to the entry's machine widths
// (integers of up to 32 bits are passed sign-extended in a word, i64 as 64 bits, pointers in the
// pointer width), reads the return value back from the result registers at the entry's return
// type, runs the interpreter with the same arguments and compares. `matchesInterpreter` is null
// when the interpreter's own outcome is not `ok` or `stack-overflow` (undefined behaviour, step
// limit, error): such a program has no reference behaviour to match. `main(int argc, char **argv)`
// without --args is entered with argc 1 and argv {"prog", NULL} (common/image.ts's argv block),
// on both sides.
// Stack exhaustion (issue 18): both sides share one stack budget (common/image.ts, 8 MiB). When the
// interpreter reports `stack-overflow`, the run matches exactly when the machine reports
// `stack-overflow` too (nothing else is compared: each side stops at its own deepest frame, so the
// output printed before differs legitimately). When the interpreter is `ok` and the machine
// overflows, it is a mismatch: the interpreter's accounting (allocas and 8 bytes a call) is a lower
// bound of a machine frame, so this happens only near the budget, and `stackNote` says how much of
// it the interpreter used so the user sees why. A caller that runs one module in many cells (check,
// demo) may pass the interpreter's outcome for the same entry, arguments and budget as `reference`
// instead of interpreting again.

import { hexAddress } from '../../common/text.js';
import type { Func, Module } from '../../engine/ir/types.js';
import { entersWithArgv, entryArgs, interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { runImage, type ArgValue, type MachineOutcome, type RunRequest } from '../../simulators/harness.js';
import { argvBlock, STACK_SIZE, type Image } from '../../common/image.js';
import { UsageError } from './args.js';
import { outcomeJson } from './interp.js';
import type { Target } from './targets.js';
import { checkArgsFit } from './values.js';
import { allocationJson, type FunctionSolve } from './alloc-options.js';

export interface RunSettings {
  readonly entry: string;
  readonly args: readonly bigint[];
  readonly maxSteps: number;
  readonly exactHooks: boolean;
}

export interface RunLabel {
  readonly program: string;
  readonly target: string;
  readonly backend: 'tessera' | 'llc';
  readonly isel: string;
  readonly ra: string;
}

export interface RunResult {
  readonly label: RunLabel;
  readonly machine: MachineOutcome;
  readonly interpreter: Outcome;
  readonly returnValue: bigint | null;
  readonly matchesInterpreter: boolean | null;
  /** An exact allocator's solve of each function (alloc-options.ts), when the cell's allocator reported one. */
  readonly allocation?: readonly FunctionSolve[];
}

export function executeImage(
  module: Module,
  target: Target,
  image: Image,
  label: RunLabel,
  settings: RunSettings,
  reference?: Outcome,
): RunResult {
  const { entry, request } = machineRequest(module, target, settings);
  // The interpreter first: the machine's digest leaves out the bits it left uninitialised (outcome.ts).
  const interpreter = reference ?? interpretFor(module, settings);
  const undefinedGlobals = interpreter.undefinedGlobals;
  const machine = runImage(image, { ...request, ...(undefinedGlobals === undefined ? {} : { undefinedGlobals }) });
  const returnValue = machineReturn(machine, entry, target);
  return { label, machine, interpreter, returnValue, matchesInterpreter: compare(machine, returnValue, interpreter) };
}

/**
 * The image run in the emulator alone, entered as executeImage enters it (the measured profile's
 * run, testbed/profile/measure.ts): the shared machine of the ISA then holds its block counts.
 */
export function runOnMachine(module: Module, target: Target, image: Image, settings: RunSettings): MachineOutcome {
  return runImage(image, machineRequest(module, target, settings).request);
}

/** The entry function and the harness's request for it: arguments at the machine's widths, argv, budget. */
function machineRequest(module: Module, target: Target, settings: RunSettings): { entry: Func; request: RunRequest } {
  const defined = module.functions.find((fn) => fn.name === settings.entry && fn.blocks.length > 0);
  // main(argc, argv) without --args: argc 1, argv {"prog", NULL}, as the interpreter enters it.
  const argv = entersWithArgv(defined, settings.entry, settings.args);
  const given = entryArgs(defined, settings.entry, settings.args);
  const entry = entryFunction(module, settings.entry, given.length);
  checkArgsFit(entry, given, target.pointerBits);
  const args = entry.params.map((p, i): ArgValue => {
    const bits = p.type.kind === 'ptr' ? target.pointerBits : p.type.bits;
    const value = given[i]!;
    return bits <= 32 ? { width: 32, value: BigInt.asIntN(bits, value) } : { width: 64, value };
  });
  const request: RunRequest = {
    entry: settings.entry,
    args,
    ...(argv ? { stackTop: argvBlock(target.pointerBits) } : {}),
    maxSteps: settings.maxSteps,
    exactHooks: settings.exactHooks,
  };
  return { entry, request };
}

/** The interpreter's outcome for a cell's entry, arguments and budget (the reference every cell of a module shares). */
export function interpretFor(module: Module, settings: RunSettings): Outcome {
  return interpret(module, { entry: settings.entry, args: settings.args, maxSteps: settings.maxSteps });
}

function entryFunction(module: Module, name: string, argCount: number): Func {
  const f = module.functions.find((fn) => fn.name === name && fn.blocks.length > 0);
  if (f === undefined) throw new UsageError(`--entry ${name}: no function @${name} is defined in ${module.source}`);
  if (f.params.length !== argCount) {
    throw new UsageError(`@${name} takes ${f.params.length} argument(s), --args gave ${argCount}`);
  }
  return f;
}

/** The entry's result from the result registers, sign-extended from its type (pointers unsigned), as the interpreter reports it. */
function machineReturn(m: MachineOutcome, entry: Func, target: Target): bigint | null {
  if (m.status !== 'ok' || m.exit !== null || entry.ret === null) return null;
  const wordBits = BigInt(target.pointerBits);
  const raw = m.resultRegs.reduceRight((acc, r) => (acc << wordBits) | BigInt.asUintN(Number(wordBits), r), 0n);
  if (entry.ret.kind === 'ptr') return BigInt.asUintN(target.pointerBits, raw);
  return entry.ret.bits === 1 ? raw & 1n : BigInt.asIntN(entry.ret.bits, raw);
}

function compare(m: MachineOutcome, ret: bigint | null, ref: Outcome): boolean | null {
  if (ref.status === 'stack-overflow') return m.status === 'stack-overflow';
  if (ref.status !== 'ok') return null;
  return (
    m.status === 'ok' &&
    ret === ref.return &&
    m.exit === ref.exit &&
    Buffer.from(m.stdout).equals(Buffer.from(ref.stdout)) &&
    m.memoryDigest === ref.memoryDigest
  );
}

/** The `run` object of cli.md. */
export function runJson(r: RunResult): Record<string, unknown> {
  const m = r.machine;
  const json: Record<string, unknown> = {
    program: r.label.program,
    target: r.label.target,
    backend: r.label.backend,
    isel: r.label.isel,
    ra: r.label.ra,
    status: m.status,
    return: r.returnValue === null ? null : `${r.returnValue}`,
    exit: m.exit,
    stdout: Buffer.from(m.stdout).toString('latin1'),
    memoryDigest: `${m.memoryDigest}`,
    matchesInterpreter: r.matchesInterpreter,
    interpreter: outcomeJson(r.interpreter),
    codeSize: m.codeSize,
    instructions: m.counts.instructions,
    loads: m.counts.loads,
    stores: m.counts.stores,
    accesses: m.counts.accesses,
    spillLoads: m.counts.spillLoads,
    spillStores: m.counts.spillStores,
  };
  if (m.fault !== undefined) {
    json.fault = {
      pc: hexAddress(m.fault.pc),
      address: m.fault.address === null ? null : hexAddress(m.fault.address),
      instruction: m.fault.instruction,
    };
  }
  if (m.reason !== undefined) json.reason = m.reason;
  if (r.allocation !== undefined) json.allocation = allocationJson(r.allocation);
  return json;
}

/**
 * Why a mismatch is about the stack budget, when one side overflowed it and the other did not;
 * null otherwise.
 */
export function stackNote(r: RunResult): string | null {
  if (r.matchesInterpreter !== false) return null;
  const m = r.machine,
    i = r.interpreter;
  if (m.status === 'stack-overflow' && i.status !== 'stack-overflow') {
    const used = i.stackBytes === undefined ? '' : `, the interpreter used ${i.stackBytes} bytes of the ${STACK_SIZE}-byte budget`;
    return `stack-overflow on the machine only${used} (a machine frame takes more than the interpreter's allocas and 8 bytes a call)`;
  }
  if (i.status === 'stack-overflow') return `stack-overflow in the interpreter only: ${i.reason ?? ''}`;
  return null;
}

/** A one-word verdict for tables: match, mismatch, or why there is no reference. */
export function verdict(r: RunResult): string {
  if (r.matchesInterpreter === null) return `no reference (${r.interpreter.status})`;
  return r.matchesInterpreter ? 'match' : 'MISMATCH';
}
