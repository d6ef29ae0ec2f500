// `tessera check <progs…> [--targets L] [--backend tessera|llc] [--llc-regalloc L] [--isel L] [--ra L]
//  [--entry NAME] [--args L] [--max-steps N] [--exact-hooks] [--opt-level N] [--json]` (cli.md).
//
// The differential matrix: every program × target × allocator, each run in the emulator and
// compared with the interpreter. Prints a table (verdict, code size, instructions, loads, stores)
// or, with --json, an array of `run` objects. Exit 1 on any cell that does not match, naming it.
// A folder stands for every .c/.ll file in it; a .ll file runs only on the targets its triple fits.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, parseCount, UsageError } from './args.js';
import { runJson, verdict } from './execute.js';
import { loadProgram } from './input.js';
import { parseBackend, parseLlcRegallocs, runOne, runSettings, type RunOrError } from './run.js';
import { formatTable, type Row } from './table.js';
import { findTarget, TARGET_NAMES, TARGETS, type Target } from './targets.js';

const FLAGS = {
  values: ['targets', 'backend', 'llc-regalloc', 'isel', 'ra', 'entry', 'args', 'max-steps', 'opt-level'],
  switches: ['json', 'exact-hooks'],
};

export function checkCommand(argv: readonly string[], out: (s: string) => void): number {
  const args = parseArgs(argv, FLAGS);
  if (args.positionals.length === 0) throw new UsageError('usage: tessera check <progs…> [--targets L] --backend llc [--llc-regalloc L] [--json]');
  const backend = parseBackend(args);
  const regallocs = parseLlcRegallocs(args.values.get('llc-regalloc') ?? 'greedy', true);
  const targets = parseTargets(args.values.get('targets') ?? 'all');
  const optLevel = parseCount(args.values.get('opt-level'), 'opt-level', 1);
  const settings = runSettings(args);
  const cells: RunOrError[] = [];
  for (const path of args.positionals.flatMap(programFiles)) {
    // A .ll is one module with one triple (loaded once); a .c is compiled for each target.
    const ll = path.endsWith('.ll') ? loadProgram(path, undefined).module : null;
    for (const target of targets) {
      if (ll !== null && !target.accepts(ll.triple)) continue;
      const module = ll ?? loadProgram(path, target.name, optLevel).module;
      for (const ra of regallocs) cells.push(runOne(module, target, backend, ra, settings));
    }
  }
  const failures = cells.filter((c) => 'error' in c || c.matchesInterpreter !== true);
  if (args.switches.has('json')) {
    out(JSON.stringify(cells.map((c) => ('error' in c ? c.json : runJson(c)))));
  } else {
    out(formatTable(['program', 'target', 'isel', 'ra', 'verdict', 'code size', 'instructions', 'loads', 'stores'], cells.map(row)));
    out(failures.length === 0 ? `${cells.length} of ${cells.length} cells match the interpreter` : failures.map((f) => `FAILED: ${cellName(f)}`).join('\n'));
  }
  return failures.length === 0 ? 0 : 1;
}

function parseTargets(text: string): Target[] {
  if (text === 'all') return [...TARGETS];
  return text.split(',').map((name) => {
    const t = findTarget(name.trim());
    if (t === undefined) throw new UsageError(`unknown target '${name}' (targets: ${TARGET_NAMES.join(', ')}, or all)`);
    return t;
  });
}

/** A file, or every .c/.ll file of a folder (sorted, not recursive). */
function programFiles(path: string): string[] {
  if (!existsSync(path)) throw new UsageError(`${path}: no such file or folder`);
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).filter((f) => f.endsWith('.c') || f.endsWith('.ll')).sort().map((f) => join(path, f));
}

function cellName(c: RunOrError): string {
  const l = 'error' in c ? c.json : c.label;
  const what = 'error' in c ? `compile error: ${c.error}` : verdict(c);
  return `${String(l.program)} ${String(l.target)} ${String(l.isel)} ${String(l.ra)}: ${what}`;
}

function row(c: RunOrError): Row {
  if ('error' in c) {
    const l = c.json;
    return [String(l.program), String(l.target), String(l.isel), String(l.ra), 'compile-error', '-', '-', '-', '-'];
  }
  const m = c.machine;
  return [c.label.program, c.label.target, c.label.isel, c.label.ra, verdict(c),
    String(m.codeSize), String(m.counts.instructions), String(m.counts.loads), String(m.counts.stores)];
}
