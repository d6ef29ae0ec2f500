// The allocation cost evaluator (oracles/allocation-cost/) against execution: each corpus program
// compiled by Tessera (maxmunch, each allocator), run in Unicorn, its block executions turned into a
// perfect profile of every machine-IR block; then per cell the evaluator's cost (static and profile
// frequencies) and its accuracy (issue 20 Deliver 5 for today's allocators):
// - predicted dynamic spill loads and stores (profile) against the `spill loads`/`spill stores` the
//   harness counts (spill sites × executions), which must be equal;
// - predicted edit bytes per function against the emitted code: the function emitted with the
//   allocation minus the same function emitted without its edits (both by engine/codegen), so the
//   difference is the edits' bytes plus what they change elsewhere (named when it differs: the
//   callee-saved registers only edits name, branch forms, literal-pool layout).
// Requires the corpus IR (corpus/ll/<target>/<name>.O<n>.ll). Produces, as a script, one line per
// cell and a table per target × allocator of the total weighted cost (static and profile) over the
// programs; `measureCell` is what the test (tap-tests/oracles/allocation-cost.part.ts) checks.
// The profile is testbed/profile/block-counts.ts's (a block's count: the executions of its first
// instruction, summed over the emulator's translated blocks that contain that address), the one
// `--profile measured` gives the allocators. Deterministic: no clock.
//
// Usage: node --import tsx scripts/allocation-cost.ts [--targets x86-32,arm] [--programs a,b] [--levels O1]

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Isa } from '../common/image.js';
import { ALLOCATOR_NAMES, compileModule, type CompiledFunction } from '../engine/codegen/pipeline.js';
import { targetRegs } from '../engine/mir/target-regs.js';
import { parseModule } from '../engine/frontend/parse.js';
import { evaluateAllocation, type CostReport } from '../oracles/allocation-cost/evaluate.js';
import { runImage } from '../simulators/harness.js';
import { type Layout, layout } from '../testbed/report/model-accuracy-size.js';
import { allocationProblems } from '../testbed/driver/allocation-check.js';
import { blockCounts, executionsAt, translatedBlocks, type TranslatedBlock } from '../testbed/profile/block-counts.js';

const ROOT = join(import.meta.dirname, '..', 'corpus', 'll');

export interface FunctionCost {
  readonly name: string;
  readonly static: CostReport;
  readonly profile: CostReport;
  /** Bytes the edits take in the emitted code (with minus without them), and why it differs from the prediction. */
  readonly emittedEditBytes: number;
  readonly sizeMismatch: string | null;
  /** Blocks the run left in the middle (exit or abort in a call), with how many of their executions did not reach the end. */
  readonly cutShort: readonly { readonly block: number; readonly lost: number }[];
}

export interface CellCost {
  readonly program: string;
  readonly isa: Isa;
  readonly ra: string;
  readonly status: string;
  readonly functions: readonly FunctionCost[];
  readonly predicted: { readonly spillLoads: number; readonly spillStores: number };
  readonly measured: { readonly spillLoads: number | null; readonly spillStores: number | null };
  /** Why predicted and measured spill counts differ, when they do and a named cause accounts for it; else null. */
  readonly spillCause: string | null;
}

/**
 * A block the run left in the middle (a call to exit or abort) ran its first instructions more often
 * than its last: block frequencies over-count its later edits by at most `lost` × its edits.
 */
function spillCause(functions: readonly FunctionCost[], predicted: CellCost['predicted'], measured: CellCost['measured']): string | null {
  let loads = 0;
  let stores = 0;
  for (const f of functions)
    for (const c of f.cutShort) {
      loads += c.lost * f.profile.perBlock[c.block]!.edits.load;
      stores += c.lost * f.profile.perBlock[c.block]!.edits.store;
    }
  const dl = predicted.spillLoads - (measured.spillLoads ?? Number.NaN);
  const ds = predicted.spillStores - (measured.spillStores ?? Number.NaN);
  if (dl === 0 && ds === 0) return null;
  const within = dl >= 0 && ds >= 0 && dl <= loads && ds <= stores;
  return within ? 'a block left in the middle by exit/abort in a call: its edits after the call never ran' : null;
}

/**
 * The edits' bytes in the emitted code: every instruction but the branches, with the edits minus
 * without them; and why that differs from `predicted` when it does.
 */
function sizeCheck(f: CompiledFunction, withEdits: Layout, isa: Isa, predicted: number): { bytes: number; mismatch: string | null } {
  const without = layout(f, { ...f.alloc, edits: [] }, isa);
  const bytes = withEdits.bodyBytes - without.bodyBytes;
  if (bytes === predicted) return { bytes, mismatch: null };
  if (withEdits.saved !== without.saved)
    return {
      bytes,
      mismatch: 'callee-saved registers only the edits name: their pushes move the incoming stack arguments (x86 disp8 -> disp32)',
    };
  return { bytes, mismatch: 'UNEXPLAINED: the edit prices disagree with the emitted instructions' };
}

/** Blocks whose last instruction ran fewer times than their first (a call in them that did not return: exit, abort). */
function cutShort(l: Layout, base: number, tbs: readonly TranslatedBlock[]): { block: number; lost: number }[] {
  const out: { block: number; lost: number }[] = [];
  l.blockStart.forEach((s, b) => {
    const lost = executionsAt(base + s, tbs) - executionsAt(base + l.blockLast[b]!, tbs);
    if (lost !== 0) out.push({ block: b, lost });
  });
  return out;
}

export function measureCell(program: string, level: string, isa: Isa, ra: string): CellCost {
  const module = parseModule(readFileSync(join(ROOT, isa, `${program}.${level}.ll`), 'utf8'), program);
  const compiled = compileModule(module, isa, { isel: 'maxmunch', ra, checkAllocation: allocationProblems });
  const outcome = runImage(compiled.image, { entry: 'main', args: [] });
  const tbs = translatedBlocks(isa);
  const address = new Map(compiled.image.functions.map((f) => [f.name, Number(f.address)] as const));
  const functions = compiled.functions.map((f): FunctionCost => {
    const base = address.get(f.mir.name)!;
    const l = layout(f, f.alloc, isa);
    const counts = blockCounts(l, base, tbs);
    const opts = { isa, slotOffsets: f.emitted.frame.slotOffsets, calleeSaved: targetRegs(isa).calleeSaved };
    const stat = evaluateAllocation(f.mir, f.alloc, { ...opts, frequencies: { kind: 'static' } });
    const profile = evaluateAllocation(f.mir, f.alloc, { ...opts, frequencies: { kind: 'profile', counts } });
    const size = sizeCheck(f, l, isa, stat.size.total);
    const short = cutShort(l, base, tbs);
    return { name: f.mir.name, static: stat, profile, emittedEditBytes: size.bytes, sizeMismatch: size.mismatch, cutShort: short };
  });
  const predicted = {
    // an `any` operand in a slot reads it as the instruction's memory operand: a spill load too
    spillLoads: functions.reduce((n, f) => n + f.profile.dynamic.load + f.profile.memoryOperands.dynamic, 0),
    spillStores: functions.reduce((n, f) => n + f.profile.dynamic.store, 0),
  };
  const measured = { spillLoads: outcome.counts.spillLoads, spillStores: outcome.counts.spillStores };
  return {
    program,
    isa,
    ra,
    status: outcome.status,
    functions,
    predicted,
    measured,
    spillCause: spillCause(functions, predicted, measured),
  };
}

function option(name: string, all: readonly string[]): readonly string[] {
  const i = process.argv.indexOf(name);
  return i < 0 ? all : (process.argv[i + 1] ?? '').split(',');
}

interface Row {
  cells: number;
  staticCost: number;
  profileCost: number;
  spillExact: number;
  functions: number;
  sizeExact: number;
}

function main(): void {
  const targets = option('--targets', ['x86-32', 'x86-64', 'arm', 'thumb']) as Isa[];
  const levels = option('--levels', ['O1']);
  const programs = option(
    '--programs',
    readdirSync(join(ROOT, 'x86-32'))
      .filter((f) => f.endsWith('.O1.ll'))
      .map((f) => f.slice(0, -'.O1.ll'.length))
      .sort(),
  );
  const rows = new Map<string, Row>();
  const causes = new Map<string, number>();
  for (const isa of targets)
    for (const ra of ALLOCATOR_NAMES) {
      const row: Row = { cells: 0, staticCost: 0, profileCost: 0, spillExact: 0, functions: 0, sizeExact: 0 };
      rows.set(`${isa} ${ra}`, row);
      for (const level of levels) for (const program of programs) addCell(row, causes, measureCell(program, level, isa, ra));
    }
  console.log('\ntarget   allocator      cells  weighted(static)  weighted(profile)  spill-exact  size-exact(functions)');
  for (const [key, r] of rows) {
    const [isa, ra] = key.split(' ');
    console.log(
      `${isa!.padEnd(8)} ${ra!.padEnd(14)} ${String(r.cells).padStart(5)} ${r.staticCost.toExponential(3).padStart(17)} ${String(r.profileCost).padStart(18)} ${`${r.spillExact}/${r.cells}`.padStart(12)} ${`${r.sizeExact}/${r.functions}`.padStart(12)}`,
    );
  }
  for (const [cause, n] of causes) console.log(`size mismatch: ${n} functions: ${cause}`);
}

function addCell(row: Row, causes: Map<string, number>, c: CellCost): void {
  row.cells++;
  const spillOk = c.measured.spillLoads === c.predicted.spillLoads && c.measured.spillStores === c.predicted.spillStores;
  if (spillOk) row.spillExact++;
  for (const f of c.functions) {
    row.staticCost += f.static.weighted.total;
    row.profileCost += f.profile.weighted.total;
    row.functions++;
    if (f.sizeMismatch === null) row.sizeExact++;
    else causes.set(f.sizeMismatch, (causes.get(f.sizeMismatch) ?? 0) + 1);
  }
  const m = c.measured;
  console.log(
    `${c.isa} ${c.ra} ${c.program}: ${c.status} spill loads ${c.predicted.spillLoads}/${m.spillLoads} stores ${c.predicted.spillStores}/${m.spillStores}${spillOk ? '' : c.spillCause === null ? '  MISMATCH (unexplained)' : `  differs: ${c.spillCause}`}`,
  );
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) main();
