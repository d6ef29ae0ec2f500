// Benchmark: Tessera's own back end (engine/codegen/pipeline.ts `compileModule`) against llc-14
// (greedy allocator, -O2) on the same corpus `.ll` files, measured in one run (issue 5, item 11).
//
// Contract: `benchBackend()` returns the report as text; it prints two things.
//   1. Compile throughput, per target and selector × allocator (every built selector × allocator):
//      IR instructions per second of compileModule (legalize, select, allocate, emit, link into an
//      Image) over the target's corpus programs (corpus/ll/<target>/*.O1.ll) that every combination
//      compiled, with the verifiers between passes on and off (`verify: false`), best of REPS. The
//      peer: llc-14 compiling the same printed module to an ELF object (oracles/llc.ts
//      `compileWithLlc`, one process per file, no linking), per IR instruction too; a no-op
//      `llc-14 --version` is timed and printed so the reader can subtract llc's process start.
//      "IR instructions" are those of the input module in the engine IR (what compileModule reads;
//      the front end has already lowered each getelementptr to byte-offset arithmetic): every phi,
//      instruction and terminator of every defined function (`irInstructionCount`). llc reads the
//      same module printed back, so both sides compile the same instructions.
//   2. Per target, one table: rows llc-14 greedy and selector × allocator; columns the programs
//      compared, code size and dynamic loads+stores summed over the programs that EVERY row ran
//      with a run matching the interpreter (testbed/driver/backend.ts `runCell`, entry main, the
//      interpreter run once per program), each with its ratio to llc-14 greedy on those same programs
//      and to the same selector with `second-chance` (the thesis's baseline allocator). Code size on both sides is
//      common/image.ts `codeSize`: the sum of the function symbols' sizes — for llc the ELF
//      st_size (x86 jump tables and constants live in .rodata and are not counted; ARM/Thumb
//      constant pools and jump tables sit inside the function and are), for Tessera the emitted
//      bytes including the function's literal pool; padding between functions is not counted.
//      Every cell that does not count is tallied per row by kind (mismatch, no reference,
//      compile-error, backend fault) and the mismatches and faults are listed: they are bugs.
// Timing only through bench/clock.ts; every count and ratio in part 2 is deterministic.

import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALLOCATOR_NAMES, compileModule, SELECTOR_NAMES } from '../engine/codegen/pipeline.js';
import { allocationProblems } from '../testbed/driver/allocation-check.js';
import type { CellAlloc, FunctionSolve } from '../testbed/driver/alloc-options.js';
import { isFailure, runCell, type CellSpec, type RunOrError } from '../testbed/driver/backend.js';
import { interpretFor, type RunSettings } from '../testbed/driver/execute.js';
import { loadProgram } from '../testbed/driver/input.js';
import { formatTable, type Row } from '../testbed/driver/table.js';
import { TARGETS, type Target } from '../testbed/driver/targets.js';
import { printModule } from '../engine/ir/print.js';
import type { Module } from '../engine/ir/types.js';
import { compileWithLlc, LLC, LLC_REGALLOCS, type LlcRegalloc, llcOptionsFor } from '../oracles/llc.js';
import { DEFAULT_MAX_STEPS } from '../simulators/harness.js';
import { bestOf, nowMs, runCommand } from './clock.js';
import { assertNever, moduleSize } from '../engine/ir/types.js';

const CORPUS = resolve(import.meta.dirname, '../corpus/ll');
// Best of 2: the correctness pass before the timing has already warmed the JIT; a third repetition
// would add ~40 s to `npm run bench` (4 targets x 8 configurations) for little steadier numbers.
const REPS = 2;
const LLC_NOOP_REPS = 10;
const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: DEFAULT_MAX_STEPS, exactHooks: false };

/** A row of a measurement: a Tessera selector × allocator, or (isel LLC_ISEL) llc-14 with `-regalloc=<ra>`. */
export interface Combo {
  readonly isel: string;
  readonly ra: string;
  /** The row's label where one allocator runs under several settings (`maxmunch + progressive 100`); default `isel + ra`. */
  readonly label?: string;
}

/** The selector name of an llc-14 row, as testbed/driver/backend.ts labels llc cells: { isel: 'llc', ra: 'pbqp' } is llc-14 -regalloc=pbqp. */
export const LLC_ISEL = 'llc';

/** Every built selector × allocator. */
export const COMBOS: readonly Combo[] = SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra) => ({ isel, ra })));

export interface BenchProgram {
  readonly name: string;
  readonly module: Module;
}

export interface CellCounts {
  readonly codeSize: number;
  readonly loads: number;
  readonly stores: number;
  /** Loads and stores of spill code; absent for llc objects (the image cannot say which instructions are spill code). */
  readonly spill?: { readonly loads: number; readonly stores: number };
}

/** What one program did under one back end. Only `match` counts towards the sums. */
export type Cell =
  | { readonly kind: 'match'; readonly counts: CellCounts; readonly solves?: readonly FunctionSolve[] }
  | { readonly kind: 'mismatch'; readonly detail: string }
  | { readonly kind: 'no-reference'; readonly detail: string }
  | { readonly kind: 'compile-error'; readonly detail: string }
  | { readonly kind: 'fault'; readonly detail: string };

/** One row of a target's table: llc-14 greedy (the peer) or a Tessera combination. */
export interface RowCells {
  readonly label: string;
  readonly cells: ReadonlyMap<string, Cell>;
}

export interface TargetMeasurement {
  readonly target: string;
  readonly programs: readonly string[];
  readonly llc: RowCells;
  /** One row per combination asked for (an llc combination, isel LLC_ISEL, included). */
  readonly tessera: readonly RowCells[];
}

// ---------------------------------------------------------------------------------------------
// Part 2: counts per cell, and the table.

/** Every phi, instruction and terminator of the module's defined functions. */
export function irInstructionCount(module: Module): number {
  return moduleSize(module);
}

/** One program's run (testbed/driver/backend.ts runCell) as a cell; a compile error or back-end fault is that cell's outcome. */
function toCell(run: RunOrError): Cell {
  if (isFailure(run)) return { kind: run.status === 'compile-error' ? 'compile-error' : 'fault', detail: run.reason };
  const m = run.machine;
  if (run.matchesInterpreter === null) return { kind: 'no-reference', detail: `interpreter ${run.interpreter.status}` };
  if (!run.matchesInterpreter) {
    return {
      kind: 'mismatch',
      detail: `${m.status}${m.reason === undefined ? '' : ` (${m.reason})`}, return ${run.returnValue}, interpreter ${run.interpreter.return}`,
    };
  }
  const { loads, stores, spillLoads, spillStores } = m.counts;
  const spill = spillLoads === null || spillStores === null ? {} : { spill: { loads: spillLoads, stores: spillStores } };
  const solves = run.allocation === undefined ? {} : { solves: run.allocation };
  return { kind: 'match', counts: { codeSize: m.codeSize, loads, stores, ...spill }, ...solves };
}

export const comboLabel = (c: Combo): string => c.label ?? (c.isel === LLC_ISEL ? `${LLC} ${c.ra}` : `${c.isel} + ${c.ra}`);

/** The allocator of an llc-14 combination; a name llc does not know is an error, not a row of compile errors. */
function llcRegalloc(c: Combo): LlcRegalloc {
  const ra = LLC_REGALLOCS.find((r) => r === c.ra);
  if (ra === undefined) throw new Error(`llc-14 has no -regalloc=${c.ra} (${LLC_REGALLOCS.join(', ')})`);
  return ra;
}

/**
 * llc-14 greedy and every combination (or those given) on every program of one target (the interpreter runs once
 * per program); `alloc` gives a combination its allocator options (the exact allocator's solver budget). An llc
 * combination (isel LLC_ISEL) is a row of `tessera` too, after llc-14 greedy (the peer, always `llc`).
 */
export function measureTarget(
  target: Target,
  programs: readonly BenchProgram[],
  combos: readonly Combo[] = COMBOS,
  alloc: (c: Combo) => CellAlloc | undefined = () => undefined,
): TargetMeasurement {
  for (const c of combos) if (c.isel === LLC_ISEL) llcRegalloc(c); // an unknown llc allocator fails before anything runs
  const references = new Map(programs.map((p) => [p.name, interpretFor(p.module, SETTINGS)]));
  const row = (label: string, spec: CellSpec): RowCells => ({
    label,
    cells: new Map(programs.map((p) => [p.name, toCell(runCell(p.module, target, spec, SETTINGS, references.get(p.name)))] as const)),
  });
  return {
    target: target.name,
    programs: programs.map((p) => p.name),
    llc: row(comboLabel({ isel: LLC_ISEL, ra: 'greedy' }), { backend: 'llc', regalloc: 'greedy' }),
    tessera: combos.map((c) => {
      if (c.isel === LLC_ISEL) return row(comboLabel(c), { backend: 'llc', regalloc: llcRegalloc(c) });
      const a = alloc(c);
      return row(comboLabel(c), { backend: 'tessera', isel: c.isel, ra: c.ra, verify: true, ...(a === undefined ? {} : { alloc: a }) });
    }),
  };
}

/** The programs every row (llc included) ran with a matching run. */
export function comparedPrograms(m: TargetMeasurement): string[] {
  const rows = [m.llc, ...m.tessera];
  return m.programs.filter((p) => rows.every((r) => r.cells.get(p)?.kind === 'match'));
}

export interface Sums {
  readonly codeSize: number;
  readonly accesses: number;
}

export function sumCounts(row: RowCells, programs: readonly string[]): Sums {
  let codeSize = 0;
  let accesses = 0;
  for (const p of programs) {
    const cell = row.cells.get(p);
    if (cell?.kind !== 'match') throw new Error(`${row.label} ${p}: not a matching run, cannot be summed`);
    codeSize += cell.counts.codeSize;
    accesses += cell.counts.loads + cell.counts.stores;
  }
  return { codeSize, accesses };
}

const KINDS: readonly Cell['kind'][] = ['match', 'mismatch', 'no-reference', 'compile-error', 'fault'];

function tally(row: RowCells): Record<Cell['kind'], number> {
  const t: Record<Cell['kind'], number> = { match: 0, mismatch: 0, 'no-reference': 0, 'compile-error': 0, fault: 0 };
  for (const c of row.cells.values()) t[c.kind]++;
  return t;
}

export const ratio = (ours: number, peer: number): string => (peer === 0 ? '-' : (ours / peer).toFixed(3));

/** The allocator every other row is also compared with: the thesis's baseline (Koes §2.1.3, digest §7 B3). */
const BASELINE_RA = 'second-chance';

export const TABLE_HEADER: Row = [
  'target',
  'back end',
  'compared',
  'code bytes',
  'vs llc',
  `vs ${BASELINE_RA}`,
  'loads+stores',
  'vs llc',
  `vs ${BASELINE_RA}`,
  ...KINDS,
];

/** The row of the same selector with the baseline allocator (`maxmunch + linear-scan` -> `maxmunch + second-chance`). */
function baselineRow(m: TargetMeasurement, row: RowCells): RowCells | undefined {
  if (row === m.llc) return undefined;
  const isel = row.label.split(' + ')[0];
  return m.tessera.find((r) => r.label === `${isel} + ${BASELINE_RA}`);
}

/** The rows of one target's table: llc-14 greedy first (ratio 1), then each combination, also relative to its
 *  selector's second-chance row when that allocator is built ('-' otherwise). */
export function tableRows(m: TargetMeasurement): Row[] {
  const compared = comparedPrograms(m);
  const peer = compared.length > 0 ? sumCounts(m.llc, compared) : null;
  return [m.llc, ...m.tessera].map((row) => {
    const t = tally(row);
    const sums = peer === null ? null : sumCounts(row, compared);
    const base = baselineRow(m, row);
    const baseSums = base === undefined || peer === null ? null : sumCounts(base, compared);
    const vsBase = (pick: (s: Sums) => number): string => (sums === null || baseSums === null ? '-' : ratio(pick(sums), pick(baseSums)));
    const measures =
      sums === null || peer === null
        ? ['-', '-', '-', '-', '-', '-']
        : [
            `${sums.codeSize}`,
            ratio(sums.codeSize, peer.codeSize),
            vsBase((x) => x.codeSize),
            `${sums.accesses}`,
            ratio(sums.accesses, peer.accesses),
            vsBase((x) => x.accesses),
          ];
    return [m.target, row.label, `${compared.length}`, ...measures, ...KINDS.map((k) => `${t[k]}`)];
  });
}

/** Notes under a table: each mismatch, fault and missing reference (bugs or corpus problems), then compile errors grouped. */
export function tableNotes(m: TargetMeasurement): string[] {
  const notes: string[] = [];
  const rows = [m.llc, ...m.tessera];
  for (const row of rows) {
    for (const [p, c] of row.cells) {
      switch (c.kind) {
        case 'match':
        case 'compile-error':
          break;
        case 'mismatch':
        case 'fault':
        case 'no-reference':
          notes.push(`${row.label} ${p}: ${c.kind.toUpperCase()} ${c.detail}`);
          break;
        default:
          assertNever(c);
      }
    }
  }
  return [...notes, ...compileErrorNotes(m.programs, rows)];
}

/** One line per (rows that refused, message) with the programs it covers: a missing grammar is one line, not 4 × 33. */
function compileErrorNotes(programs: readonly string[], rows: readonly RowCells[]): string[] {
  const groups = new Map<string, string[]>();
  for (const p of programs) {
    const refused = rows.flatMap((r) => {
      const c = r.cells.get(p);
      return c?.kind === 'compile-error' ? [{ row: r.label, detail: c.detail }] : [];
    });
    if (refused.length === 0) continue;
    const who =
      refused.length === rows.length - 1 && refused.every((r) => r.row !== rows[0]!.label)
        ? 'every combination'
        : refused.map((r) => r.row).join(', ');
    const details = new Set(refused.map((r) => r.detail));
    const key = `compile-error (${who}): ${details.size === 1 ? refused[0]!.detail : [...details].join(' | ')}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups].map(
    ([key, ps]) =>
      `${ps.length === 1 ? ps[0] : `${ps.length} programs (${ps.slice(0, 4).join(', ')}${ps.length > 4 ? ', …' : ''})`} ${key}`,
  );
}

function targetTable(m: TargetMeasurement): string {
  const compared = comparedPrograms(m);
  const notes = tableNotes(m);
  return [
    `${m.target}: ${m.programs.length} programs; sums over the ${compared.length} every row ran matching the interpreter`,
    formatTable(TABLE_HEADER, tableRows(m)),
    ...notes.map((n) => `  ${n}`),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Part 1: compile throughput.

interface Throughput {
  readonly label: string;
  readonly programs: number;
  readonly irInsts: number;
  readonly ms: number;
}

/** Programs every combination compiled (its run may still mismatch: compile speed does not depend on it). */
function compiledByAll(m: TargetMeasurement, programs: readonly BenchProgram[]): BenchProgram[] {
  const compiled = (c: Cell | undefined): boolean => c !== undefined && c.kind !== 'compile-error' && c.kind !== 'fault';
  return programs.filter((p) => m.tessera.every((r) => compiled(r.cells.get(p.name))));
}

function timeTessera(target: Target, programs: readonly BenchProgram[], irInsts: number): Throughput[] {
  return COMBOS.flatMap((c) =>
    [true, false].map((verify): Throughput => {
      const { ms } = bestOf(REPS, () => {
        for (const p of programs)
          compileModule(p.module, target.name, { isel: c.isel, ra: c.ra, verify, checkAllocation: allocationProblems });
      });
      return { label: `${comboLabel(c)}${verify ? ', verifiers on' : ', verify: false'}`, programs: programs.length, irInsts, ms };
    }),
  );
}

/** llc-14 on the same modules, and a no-op llc-14 timed right next to it (the machine's load changes over a run). */
function timeLlc(target: Target, programs: readonly BenchProgram[], irInsts: number): { llc: Throughput; noopMs: number } {
  const inputs = programs.map((p) => ({ text: printModule(p.module), opts: llcOptionsFor(target.name, p.module.triple, 'greedy') }));
  const { ms } = bestOf(REPS, () => {
    for (const i of inputs) compileWithLlc(i.text, i.opts);
  });
  const noopMs = bestOf(LLC_NOOP_REPS, () => runCommand(LLC, ['--version'])).ms;
  return { llc: { label: `${LLC} greedy -O2 -filetype=obj (one process per file)`, programs: programs.length, irInsts, ms }, noopMs };
}

function throughputRows(target: string, rows: readonly Throughput[], llc: Throughput, noopMs: number): Row[] {
  const perSec = (t: Throughput): number => t.irInsts / (t.ms / 1000);
  const withoutStarts: Throughput = {
    ...llc,
    label: `  llc-14 minus ${llc.programs} × no-op (${noopMs.toFixed(1)} ms), for scale`,
    ms: llc.ms - llc.programs * noopMs,
  };
  const peers = withoutStarts.ms > 0 ? [llc, withoutStarts] : [llc];
  return [...peers, ...rows].map((t) => [
    target,
    t.label,
    `${t.programs}`,
    `${t.irInsts}`,
    t.ms.toFixed(1),
    (perSec(t) / 1000).toFixed(1),
    (perSec(t) / perSec(llc)).toFixed(3),
  ]);
}

// ---------------------------------------------------------------------------------------------

/** The target's corpus programs at -O1 (corpus/ll/<target>/*.O1.ll), by name. */
export function corpusPrograms(target: Target): BenchProgram[] {
  const dir = join(CORPUS, target.name);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.O1.ll'))
    .sort()
    .map((f) => ({ name: f.slice(0, -'.O1.ll'.length), module: loadProgram(join(dir, f), target.name).module }));
}

export function benchBackend(): string {
  const start = nowMs();
  const tables: string[] = [];
  const speed: Row[] = [];
  const speedNotes: string[] = [];
  for (const target of TARGETS) {
    const programs = corpusPrograms(target);
    const m = measureTarget(target, programs);
    tables.push(targetTable(m));
    const compiled = compiledByAll(m, programs);
    if (compiled.length === 0) {
      speedNotes.push(`${target.name}: no program compiles under every combination; no throughput measured`);
      continue;
    }
    const irInsts = compiled.reduce((n, p) => n + irInstructionCount(p.module), 0);
    const peer = timeLlc(target, compiled, irInsts);
    speed.push(...throughputRows(target.name, timeTessera(target, compiled, irInsts), peer.llc, peer.noopMs));
  }
  return [
    `1. Compile throughput: engine IR instructions (phis, instructions, terminators; the module llc gets printed) per second, over the`,
    `   corpus *.O1.ll programs every combination compiles, best of ${REPS}. Tessera: compileModule in-process (legalize,`,
    `   select, allocate, emit, link an Image; "verifiers on" adds the IR verifier, verifyMir and the allocation checker).`,
    `   Peer: ${LLC} compiling the same printed IR to an object, one process per file: its time includes a process start`,
    `   per file. A no-op \`${LLC} --version\` (best of ${LLC_NOOP_REPS}, timed next to each target's llc run) is subtracted per file in`,
    `   the indented row, for scale only (omitted when the difference is not positive: the machine's load varies).`,
    '',
    formatTable(['target', 'compiler', 'programs', 'IR insts', 'best ms', 'K IR insts/s', 'vs llc'], speed),
    "   (vs llc: throughput / llc-14's throughput, per target; > 1 means faster than llc including its process starts)",
    ...speedNotes.map((n) => `  ${n}`),
    '',
    `2. Code size and dynamic loads+stores (entry main) relative to ${LLC} greedy -O2 on the same .ll, summed over the programs`,
    `   every row ran matching the interpreter. Code bytes: common/image.ts codeSize, the function symbols' sizes (llc: ELF`,
    `   st_size, so x86 jump tables/constants in .rodata are not counted, ARM/Thumb in-function constant pools are; Tessera:`,
    `   emitted bytes including the literal pool); padding between functions excluded on both sides. Loads+stores: the`,
    `   harness's counts (push/pop/call/ret count; literal-pool loads count). "vs ${BASELINE_RA}": relative to the same selector`,
    `   with ${BASELINE_RA} (the thesis's baseline allocator) on the same programs. Per row, how each program's cell ended.`,
    '',
    tables.join('\n\n'),
    '',
    `back-end section: ${((nowMs() - start) / 1000).toFixed(1)} s wall clock`,
  ].join('\n');
}
