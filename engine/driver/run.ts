// `tessera run <prog> --target T [--backend tessera|llc] [--llc-regalloc R] [--isel S] [--ra R]
//  [--entry NAME] [--args L] [--max-steps N] [--exact-hooks] [--opt-level N] [--json]` (cli.md).
//
// Compiles the program, runs it in the emulator and in the reference interpreter, compares. Exit 0
// when the machine matches the interpreter, 1 when it does not (mismatch, fault, compile error, or
// no reference because the program itself has undefined behaviour), 2 for bad input or usage.

import { DEFAULT_MAX_STEPS } from '../../simulators/harness.js';
import { LLC_REGALLOCS, type LlcRegalloc } from '../../oracles/llc.js';
import { parseArgs, parseCount, parseIntList, UsageError, type ParsedArgs } from './args.js';
import { executeImage, runJson, verdict, type RunResult, type RunSettings } from './execute.js';
import { loadProgram } from './input.js';
import { buildWithLlc, CompileError } from './llc-backend.js';
import type { Target } from './targets.js';
import type { Module } from '../ir/types.js';

const FLAGS = {
  values: ['target', 'backend', 'llc-regalloc', 'isel', 'ra', 'entry', 'args', 'max-steps', 'opt-level'],
  switches: ['json', 'exact-hooks'],
};

export type Backend = 'tessera' | 'llc';

export function runCommand(argv: readonly string[], out: (s: string) => void): number {
  const args = parseArgs(argv, FLAGS);
  if (args.positionals.length !== 1) throw new UsageError('usage: tessera run <prog.c|prog.ll> --target T --backend llc [--llc-regalloc R] [--args L] [--json]');
  const backend = parseBackend(args);
  const regalloc = parseLlcRegallocs(args.values.get('llc-regalloc') ?? 'greedy', false)[0]!;
  const { module, target } = loadProgram(args.positionals[0]!, args.values.get('target'), parseCount(args.values.get('opt-level'), 'opt-level', 1));
  const result = runOne(module, target, backend, regalloc, runSettings(args));
  if ('error' in result) {
    out(args.switches.has('json') ? JSON.stringify(result.json) : `status:       compile-error\nreason:       ${result.error}`);
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
  if (backend === 'llc') return 'llc';
  if (backend === 'tessera') {
    throw new UsageError("--backend tessera: Tessera's own back end is not built yet (available: --backend llc)");
  }
  throw new UsageError(`unknown backend '${backend}' (backends: tessera, llc)`);
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

export type RunOrError = RunResult | { readonly error: string; readonly json: Record<string, unknown> };

/** Builds and runs one cell; a compile error is a result (status `compile-error`), not an exception. */
export function runOne(module: Module, target: Target, backend: Backend, regalloc: LlcRegalloc, settings: RunSettings): RunOrError {
  const label = { program: module.source, target: target.name, backend, isel: 'llc', ra: regalloc };
  try {
    const image = buildWithLlc(module, target, regalloc);
    return executeImage(module, target, image, label, settings);
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    return { error: e.message, json: { ...label, status: 'compile-error', matchesInterpreter: false, reason: e.message } };
  }
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
  if (m.fault !== undefined) lines.push(`fault:        pc 0x${m.fault.pc.toString(16)}: ${m.fault.instruction}`);
  if (m.reason !== undefined) lines.push(`reason:       ${m.reason}`);
  if (r.matchesInterpreter === false) lines.push(`interpreter:  ${r.interpreter.status}, return ${r.interpreter.return ?? '-'}, exit ${r.interpreter.exit ?? '-'}`);
  return lines.join('\n');
}
