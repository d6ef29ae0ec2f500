// One differential run: a linked Image in the emulator against the reference interpreter on the
// same module, as the `run` object of ../shared/design/cli.md.
//
// Contract: `executeImage` checks that each command-line argument fits its parameter (values.ts,
// checkArgsFit: a UsageError otherwise), converts the arguments to the entry's machine widths
// (integers of up to 32 bits are passed sign-extended in a word, i64 as 64 bits, pointers in the
// pointer width), reads the return value back from the result registers at the entry's return
// type, runs the interpreter with the same arguments and compares. `matchesInterpreter` is null
// when the interpreter's own outcome is not `ok` (undefined behaviour, step limit, error): such a
// program has no reference behaviour to match. A caller that runs one module in many cells (check,
// demo) may pass the interpreter's outcome for the same entry, arguments and budget as `reference`
// instead of interpreting again.

import { hexAddress } from '../../common/text.js';
import type { Func, Module } from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { runImage, type ArgValue, type MachineOutcome } from '../../simulators/harness.js';
import type { Image } from '../../common/image.js';
import { UsageError } from './args.js';
import { outcomeJson } from './interp.js';
import type { Target } from './targets.js';
import { checkArgsFit } from './values.js';

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
}

export function executeImage(
  module: Module,
  target: Target,
  image: Image,
  label: RunLabel,
  settings: RunSettings,
  reference?: Outcome,
): RunResult {
  const entry = entryFunction(module, settings.entry, settings.args.length);
  checkArgsFit(entry, settings.args, target.pointerBits);
  const args = entry.params.map((p, i): ArgValue => {
    const bits = p.type.kind === 'ptr' ? target.pointerBits : p.type.bits;
    const value = settings.args[i]!;
    return bits <= 32 ? { width: 32, value: BigInt.asIntN(bits, value) } : { width: 64, value };
  });
  const machine = runImage(image, { entry: settings.entry, args, maxSteps: settings.maxSteps, exactHooks: settings.exactHooks });
  const interpreter = reference ?? interpretFor(module, settings);
  const returnValue = machineReturn(machine, entry, target);
  return { label, machine, interpreter, returnValue, matchesInterpreter: compare(machine, returnValue, interpreter) };
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
  return json;
}

/** A one-word verdict for tables: match, mismatch, or why there is no reference. */
export function verdict(r: RunResult): string {
  if (r.matchesInterpreter === null) return `no reference (${r.interpreter.status})`;
  return r.matchesInterpreter ? 'match' : 'MISMATCH';
}
