// `tessera run <prog> --target T [--isel S] [--ra R] [--backend tessera|llc] [--llc-regalloc R]
//  [--no-check] [--entry NAME] [--args L] [--max-steps N] [--exact-hooks] [--opt-level N] [--json]` (cli.md).
//
// Compiles the program (Tessera's back end by default: --isel maxmunch, --ra linear-scan, verifiers
// and the allocation checker on unless --no-check; or llc-14 with --backend llc), runs it in the
// emulator and in the reference interpreter, compares. Exit 0 when the machine matches the
// interpreter, 1 when it does not (mismatch, fault, compile-error, backend-fault, or no reference
// because the program itself has undefined behaviour), 2 for bad input or usage (an unknown
// selector or allocator among them, listing the built ones).

import { DEFAULT_MAX_STEPS } from '../../simulators/harness.js';
import { LLC_REGALLOCS, type LlcRegalloc } from '../../oracles/llc.js';
import { parseArgs, parseCount, parseIntList, UsageError, type ParsedArgs } from './args.js';
import {
  DEFAULT_ISEL, DEFAULT_RA, failureJson, isFailure, parseAllocators, parseSelectors, runCell, type CellSpec,
} from './backend.js';
import { runJson, verdict, type RunResult, type RunSettings } from './execute.js';
import { loadProgram } from './input.js';

const FLAGS = {
  values: ['target', 'backend', 'llc-regalloc', 'isel', 'ra', 'entry', 'args', 'max-steps', 'opt-level'],
  switches: ['json', 'exact-hooks', 'no-check'],
};

export type Backend = 'tessera' | 'llc';

export function runCommand(argv: readonly string[], out: (s: string) => void): number {
  const args = parseArgs(argv, FLAGS);
  if (args.positionals.length !== 1) {
    throw new UsageError('usage: tessera run <prog.c|prog.ll> --target T [--isel S] [--ra R] [--backend tessera|llc] [--llc-regalloc R] [--args L] [--json]');
  }
  const backend = parseBackend(args);
  const spec: CellSpec = backend === 'llc'
    ? { backend, regalloc: parseLlcRegallocs(args.values.get('llc-regalloc') ?? 'greedy', false)[0]! }
    : { backend, ...tesseraChoice(args), verify: !args.switches.has('no-check') };
  const { module, target } = loadProgram(args.positionals[0]!, args.values.get('target'), parseCount(args.values.get('opt-level'), 'opt-level', 1));
  const result = runCell(module, target, spec, runSettings(args));
  if (isFailure(result)) {
    const l = result.label;
    out(args.switches.has('json') ? JSON.stringify(failureJson(result))
      : `target:       ${l.target} (${l.backend}, isel ${l.isel}, ra ${l.ra})\nstatus:       ${result.status}\nreason:       ${result.reason}`);
    return 1;
  }
  out(args.switches.has('json') ? JSON.stringify(runJson(result)) : formatRun(result));
  return result.matchesInterpreter === true ? 0 : 1;
}

export function runSettings(args: ParsedArgs): RunSettings {
  return {
    entry: args.values.get('entry') ?? 'main',
    args: parseIntList(args.values.get('args') ?? '', 'args'),
    maxSteps: parseCount(args.values.get('max-steps'), 'max-steps', DEFAULT_MAX_STEPS),
    exactHooks: args.switches.has('exact-hooks'),
  };
}

export function parseBackend(args: ParsedArgs): Backend {
  const backend = args.values.get('backend') ?? 'tessera';
  if (backend === 'llc' && (args.values.has('isel') || args.values.has('ra'))) {
    throw new UsageError("--isel and --ra choose Tessera's selector and allocator; with --backend llc use --llc-regalloc");
  }
  if (backend === 'tessera' && args.values.has('llc-regalloc')) {
    throw new UsageError("--llc-regalloc chooses llc's allocator; it needs --backend llc (Tessera's allocator is --ra)");
  }
  if (backend === 'llc' || backend === 'tessera') return backend;
  throw new UsageError(`unknown backend '${backend}' (backends: tessera, llc)`);
}

/** `--isel` and `--ra`, one each (defaults maxmunch, linear-scan). */
export function tesseraChoice(args: ParsedArgs): { isel: string; ra: string } {
  return {
    isel: parseSelectors(args.values.get('isel') ?? DEFAULT_ISEL, false)[0]!,
    ra: parseAllocators(args.values.get('ra') ?? DEFAULT_RA, false)[0]!,
  };
}

/** `greedy`, a comma list, or `all`; `list` allows more than one. */
export function parseLlcRegallocs(text: string, list: boolean): LlcRegalloc[] {
  const names = text === 'all' && list ? [...LLC_REGALLOCS] : text.split(',').map((s) => s.trim());
  if (!list && names.length !== 1) throw new UsageError('--llc-regalloc takes one allocator here');
  for (const n of names) {
    if (!(LLC_REGALLOCS as readonly string[]).includes(n)) {
      throw new UsageError(`unknown llc register allocator '${n}' (available: ${LLC_REGALLOCS.join(', ')})`);
    }
  }
  return names as LlcRegalloc[];
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
  if (m.fault !== undefined) lines.push(`fault:        pc 0x${m.fault.pc.toString(16)}: ${m.fault.instruction}`);
  if (m.reason !== undefined) lines.push(`reason:       ${m.reason}`);
  if (r.matchesInterpreter === false) lines.push(`interpreter:  ${r.interpreter.status}, return ${r.interpreter.return ?? '-'}, exit ${r.interpreter.exit ?? '-'}`);
  return lines.join('\n');
}
