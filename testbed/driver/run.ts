// `tessera run <prog> --target T [--isel S] [--ra R] [--backend tessera|llc] [--llc-regalloc R]
//  [--no-check] [--entry NAME] [--args L] [--max-steps N] [--exact-hooks] [--opt-level N] [--json]` (cli.md).
//
// Compiles the program (Tessera's back end by default: --isel maxmunch, --ra linear-scan, verifiers
// and the allocation checker on unless --no-check; or llc-14 with --backend llc), runs it in the
// emulator and in the reference interpreter, compares. Exit 0 when the machine matches the
// interpreter, 1 when it does not (mismatch, fault, compile-error, backend-fault, or no reference
// because the program itself has undefined behaviour), 2 for bad input or usage (an unknown
// selector or allocator among them, listing the built ones).

import { hexAddress } from '../../common/text.js';
import { parseCommand, UsageError } from './args.js';
import { failureJson, isFailure, runCell, type CellSpec } from './backend.js';
import { RUN } from './commands.js';
import { runJson, stackNote, verdict, type RunResult, type RunSettings } from './execute.js';
import { loadProgram, userCFlags } from './input.js';
import { ALLOC_KEYS, allocationSummary, cellAlloc } from './alloc-options.js';

export type Backend = 'tessera' | 'llc';

export function runCommand(argv: readonly string[], out: (s: string) => void, clock: () => number): number {
  const args = parseCommand(RUN, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const backend = checkBackend(v.backend, args.given);
  const alloc = cellAlloc(v, args.given, clock);
  const spec: CellSpec =
    backend === 'llc'
      ? { backend, regalloc: v['llc-regalloc'] }
      : { backend, isel: v.isel, ra: v.ra, verify: !v['no-check'], ...(alloc === undefined ? {} : { alloc }) };
  const { module, target } = loadProgram(args.positionals[0]!, v.target, v['opt-level'], userCFlags(v));
  const result = runCell(module, target, spec, runSettings(v));
  if (isFailure(result)) {
    const l = result.label;
    out(
      v.json
        ? JSON.stringify(failureJson(result))
        : `target:       ${l.target} (${l.backend}, isel ${l.isel}, ra ${l.ra})\nstatus:       ${result.status}\nreason:       ${result.reason}`,
    );
    return 1;
  }
  out(v.json ? JSON.stringify(runJson(result)) : formatRun(result));
  return result.matchesInterpreter === true ? 0 : 1;
}

/** The options of commands.ts's EXECUTION and MACHINE groups, as run and check parse them. */
interface ExecutionValues {
  readonly entry: string;
  readonly args: readonly bigint[];
  readonly 'max-steps': number;
  readonly 'exact-hooks': boolean;
}

export function runSettings(v: ExecutionValues): RunSettings {
  return { entry: v.entry, args: v.args, maxSteps: v['max-steps'], exactHooks: v['exact-hooks'] };
}

/** Tessera's options and llc's do not mix: the one that does not apply to the chosen back end is an error, not ignored. */
export function checkBackend(backend: Backend, given: ReadonlySet<string>): Backend {
  if (backend === 'llc' && (given.has('isel') || given.has('ra'))) {
    throw new UsageError("--isel and --ra choose Tessera's selector and allocator; with --backend llc use --llc-regalloc");
  }
  const tesseraOnly = ALLOC_KEYS.find((k) => given.has(k));
  if (backend === 'llc' && tesseraOnly !== undefined) {
    throw new UsageError(`--${tesseraOnly} is an option of Tessera's allocators; llc-14 takes only --llc-regalloc`);
  }
  if (backend === 'tessera' && given.has('llc-regalloc')) {
    throw new UsageError("--llc-regalloc chooses llc's allocator; it needs --backend llc (Tessera's allocator is --ra)");
  }
  return backend;
}

function formatRun(r: RunResult): string {
  const m = r.machine;
  const lines = [
    `target:       ${r.label.target} (${r.label.backend}, isel ${r.label.isel}, ra ${r.label.ra})`,
    `status:       ${m.status}`,
    `return:       ${r.returnValue ?? '-'}`,
    `exit:         ${m.exit ?? '-'}`,
    `stdout:       ${JSON.stringify(Buffer.from(m.stdout).toString('latin1'))}`,
    `memoryDigest: ${m.memoryDigest}`,
    `verdict:      ${verdict(r)}`,
    `codeSize:     ${m.codeSize}`,
    `instructions: ${m.counts.instructions}`,
    `loads:        ${m.counts.loads}`,
    `stores:       ${m.counts.stores}`,
    `accesses:     ${m.counts.accesses}`,
  ];
  if (m.counts.spillLoads !== null) lines.push(`spill loads:  ${m.counts.spillLoads}`, `spill stores: ${m.counts.spillStores}`);
  if (m.fault !== undefined) lines.push(`fault:        pc ${hexAddress(m.fault.pc)}: ${m.fault.instruction}`);
  if (m.reason !== undefined) lines.push(`reason:       ${m.reason}`);
  if (r.matchesInterpreter === false)
    lines.push(`interpreter:  ${r.interpreter.status}, return ${r.interpreter.return ?? '-'}, exit ${r.interpreter.exit ?? '-'}`);
  const note = stackNote(r);
  if (note !== null) lines.push(`note:         ${note}`);
  if (r.allocation !== undefined) lines.push(`allocation:   ${allocationSummary(r.allocation)}`);
  return lines.join('\n');
}
