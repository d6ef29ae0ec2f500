// `tessera check <progs…> [--targets L] [--isel L] [--ra L] [--backend tessera|llc] [--llc-regalloc L]
//  [--no-check] [--entry NAME] [--args L] [--max-steps N] [--exact-hooks] [--opt-level N]
//  [--cflags FLAGS] [-D NAME[=V]]... [-I DIR]... [--json]` (cli.md).
//
// The differential matrix: every program × target × selector × allocator (Tessera's back end, the
// default; `all` = every built one, `tree-dp` is reported as `cse-all`) or program × target × llc
// allocator (--backend llc), each run in the emulator and compared with the interpreter, which runs
// once per program and target. Prints a table (program, target, isel, ra, verdict, code size,
// instructions, loads, stores) and a summary line counting matches, failures and unsupported cells,
// or with --json an array of `run` objects. A `compile-error` cell (a construct the back end does
// not support, e.g. 64-bit integers on a 32-bit target: engine/backend/errors.ts Unsupported, the
// only exception reported so) is `unsupported: <reason>` and does not fail the check; any other
// cell that does not match (mismatch, fault, step-limit, abi-violation, backend-fault — any other
// exception of the back end, a selector's broken invariant included —, no reference) fails it:
// exit 1, the first failing cell named, then all of them.
// A folder stands for every .c/.ll file in it; a .ll file runs only on the targets its triple fits
// (one without a triple on every target of --targets, input.ts). --cflags, -D and -I reach clang-14.
// With several files, a progress bar (one tick per program × target) is drawn on `io.progressStream`
// when it is a terminal (progress.ts); stdout is the same either way.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseCommand, UsageError } from './args.js';
import { failureJson, isFailure, runCell, type CellSpec, type RunOrError } from './backend.js';
import { CHECK } from './commands.js';
import { type interpretFor, runJson, verdict, type RunSettings } from './execute.js';
import { loadProgram, loadsPerTarget, userCFlags } from './input.js';
import { checkBackend, runSettings } from './run.js';
import { allocationSummary, cellAlloc } from './alloc-options.js';
import { type ProgressIo, startProgress } from './progress.js';
import { formatTable, type Row } from './table.js';
import type { Target } from './targets.js';
import type { Module } from '../../engine/ir/types.js';

const CHECK_HEADER: Row = ['program', 'target', 'isel', 'ra', 'verdict', 'code size', 'instructions', 'loads', 'stores'];

export function checkCommand(argv: readonly string[], out: (s: string) => void, clock: () => number, io: ProgressIo = {}): number {
  const args = parseCommand(CHECK, argv, out);
  if (args === null) return 0;
  const v = args.values;
  const backend = checkBackend(v.backend, args.given);
  const alloc = cellAlloc(v, args.given, clock);
  const specs: CellSpec[] =
    backend === 'llc'
      ? v['llc-regalloc'].map((regalloc) => ({ backend, regalloc }))
      : v.isel.flatMap((isel) =>
          v.ra.map((ra) => ({ backend, isel, ra, verify: !v['no-check'], ...(alloc === undefined ? {} : { alloc }) })),
        );
  const targets = v.targets;
  const optLevel = v['opt-level'];
  const cflags = userCFlags(v);
  const settings = runSettings(v);
  const files = args.positionals.flatMap(programFiles);
  const cells: RunOrError[] = [];
  // Several files: a bar on a terminal's stderr, one tick per program × target.
  const bar = startProgress('check', files.length * targets.length, files.length > 1 ? io : {});
  try {
    for (const path of files) {
      // A .ll is one module with one triple (loaded once); a .c, or a .ll naming no triple, is loaded for each target.
      const ll = loadsPerTarget(path) ? null : loadProgram(path, undefined).module;
      for (const target of targets) {
        if (ll === null || target.accepts(ll.triple)) {
          const module = ll ?? loadProgram(path, target.name, optLevel, cflags).module;
          cells.push(...moduleCells(module, target, specs, settings));
        }
        bar.tick();
      }
    }
  } finally {
    bar.stop();
  }
  if (v.json) out(JSON.stringify(cells.map(cellJson)));
  else out([formatTable(CHECK_HEADER, cells.map(checkRow)), summary(cells), ...solveLine(cells)].join('\n'));
  return checkExit(cells);
}

/** The exit code of a check: 1 when some cell fails (a backend-fault among them), else 0. */
export function checkExit(cells: readonly RunOrError[]): number {
  return cells.some(fails) ? 1 : 0;
}

/** Every spec on one module and target; the interpreter runs once for all of them. */
export function moduleCells(module: Module, target: Target, specs: readonly CellSpec[], settings: RunSettings): RunOrError[] {
  let reference: ReturnType<typeof interpretFor> | undefined;
  return specs.map((spec) => {
    const cell = runCell(module, target, spec, settings, reference);
    if (!isFailure(cell)) reference = cell.interpreter;
    return cell;
  });
}

/** An unsupported construct (compile-error) does not fail a check; everything that is not a match does. */
export function fails(c: RunOrError): boolean {
  return isFailure(c) ? c.status !== 'compile-error' : c.matchesInterpreter !== true;
}

export function unsupported(c: RunOrError): boolean {
  return isFailure(c) && c.status === 'compile-error';
}

export function cellJson(c: RunOrError): Record<string, unknown> {
  return isFailure(c) ? failureJson(c) : runJson(c);
}

/** `N cells: M match, F fail, U unsupported`, then the first failing cell and every failing cell. */
export function summary(cells: readonly RunOrError[]): string {
  const failures = cells.filter(fails);
  const line = countLine(cells);
  if (failures.length === 0) return line;
  return [line, `first failing cell: ${cellName(failures[0]!)}`, ...failures.map((f) => `FAILED: ${cellName(f)}`)].join('\n');
}

/** `N cells: M match the interpreter, F fail, U unsupported`. */
export function countLine(cells: readonly RunOrError[]): string {
  const failing = cells.filter(fails).length;
  const unsup = cells.filter(unsupported).length;
  return `${cells.length} cells: ${cells.length - failing - unsup} match the interpreter, ${failing} fail, ${unsup} unsupported`;
}

/** The exact allocators' solves over every cell that reported one (alloc-options.ts), as one line; none when no cell did. */
function solveLine(cells: readonly RunOrError[]): string[] {
  const solves = cells.flatMap((c) => (isFailure(c) ? [] : (c.allocation ?? [])));
  return solves.length === 0 ? [] : [allocationSummary(solves)];
}

/** A file, or every .c/.ll file of a folder (sorted, not recursive). */
function programFiles(path: string): string[] {
  if (!existsSync(path)) throw new UsageError(`${path}: no such file or folder`);
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.endsWith('.c') || f.endsWith('.ll'))
    .sort()
    .map((f) => join(path, f));
}

function cellName(c: RunOrError): string {
  const l = c.label;
  return `${l.program} ${l.target} ${l.isel} ${l.ra}: ${cellVerdict(c)}`;
}

function cellVerdict(c: RunOrError): string {
  if (!isFailure(c)) return verdict(c) === 'MISMATCH' && c.machine.status !== 'ok' ? `MISMATCH (${c.machine.status})` : verdict(c);
  return c.status === 'compile-error' ? `unsupported: ${c.reason}` : `backend-fault: ${c.reason}`;
}

function checkRow(c: RunOrError): Row {
  const l = c.label;
  if (isFailure(c)) return [l.program, l.target, l.isel, l.ra, cellVerdict(c), '-', '-', '-', '-'];
  const m = c.machine;
  return [
    l.program,
    l.target,
    l.isel,
    l.ra,
    cellVerdict(c),
    String(m.codeSize),
    String(m.counts.instructions),
    String(m.counts.loads),
    String(m.counts.stores),
  ];
}
