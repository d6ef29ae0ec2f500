// Model accuracy, measured against execution (issue 20 Deliver 5; Koes's thesis §3.7, Fig 3.14: the
// MCNF model's predicted cost against the actual cost of the code emitted from its solution).
//
// Contract: requires the corpus IR (corpus/ll/<target>/<name>.O<n>.ll), maxmunch selection and the
// `optimal` allocator (engine/regalloc/mcnf/optimal.ts). For each function the solver solved
// (proven optimal, or feasible within the budget; fallbacks are counted apart with their reason):
// - speed with the perfect profile: the program is compiled once (second-chance, same blocks:
//   testbed/profile/measure.ts) and run for its block counts, then compiled with `optimal`, those
//   counts as AllocOptions.frequencies, and run again. Predicted dynamic spill loads and stores are
//   the evaluator's `dynamic` figures of the optimal allocation under that profile
//   (oracles/allocation-cost: load edits + `any` operands in slots, store edits, each × its block's
//   count); the evaluator's model cost minus the copies' moves must equal the solver's objective, so
//   these are the counts the objective weighs (8 each). Measured: every spill site of the emitted
//   function (Image.spillSites) × its executions in the emulator's block table × the loads/stores
//   the instruction makes (simulators/counting.ts, the harness's own classification).
// - size: the program compiled with `optimal` and metric size; predicted = the solver's objective
//   (bytes the edits and memory operands add, the model's prices); measured = the emitted body
//   (code generation's passes up to relaxation, branches left out as scripts/allocation-cost.ts)
//   minus the same body with no edits and every memory operand back in a register.
// Per target: functions solved, share exact, share within 1 % (|predicted − measured| ≤ 1 % of
// measured; speed on loads + stores), and every mismatch with its named cause (`cause`).
// The solver budget is the caller's (the script: MODEL_ACCURACY_BUDGET_MS through the process's
// monotonic clock): time decides only whether a function is proven (each row says `optimal` or
// `feasible`), never a figure of a solved function.
//
// Used by scripts/model-accuracy.ts (the whole-corpus table: node --import tsx scripts/model-accuracy.ts
// [--targets x86-32,thumb] [--programs a,b] [--levels O1] [-v]) and the report's model-accuracy figure.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Image, Isa } from '../../common/image.js';
import {
  type BackendAllocOptions,
  type CompiledFunction,
  type CompiledModule,
  compileFunction,
  compileModule,
} from '../../engine/codegen/pipeline.js';
import { selectorByName } from '../../engine/isel/index.js';
import { linkImage } from '../../engine/link/link-image.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { optimal } from '../../engine/regalloc/mcnf/optimal.js';
import { secondChance } from '../../engine/regalloc/second-chance/second-chance.js';
import { TARGETS } from '../../engine/targets/target.js';
import { parseModule } from '../../engine/frontend/parse.js';
import type { Module } from '../../engine/ir/types.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocOptions, AllocResult, MFunction, OperandAlloc } from '../../engine/mir/types.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import { analyzeBlock, type Counts } from '../../simulators/counting.js';
import { runImage } from '../../simulators/harness.js';
import { allocationProblems } from '../driver/allocation-check.js';
import {
  type BlockProfile,
  blockCounts,
  executionsAt,
  measuredProfile,
  placeBlocks,
  type TranslatedBlock,
  translatedBlocks,
} from '../profile/block-counts.js';
import { addedBytes, sizeCause } from './model-accuracy-size.js';

/** The committed corpus IR (corpus/ll/<target>/<program>.O<n>.ll). */
export const CORPUS_LL = join(import.meta.dirname, '..', '..', 'corpus', 'll');

export interface SpeedRow {
  readonly program: string;
  readonly name: string;
  readonly status: 'optimal' | 'feasible';
  readonly predicted: { readonly loads: number; readonly stores: number };
  readonly measured: { readonly loads: number; readonly stores: number };
  /** Null when exact; else the named cause (UNEXPLAINED when none accounts for it). */
  readonly cause: string | null;
}

export interface SizeRow {
  readonly program: string;
  readonly name: string;
  readonly status: 'optimal' | 'feasible';
  readonly predicted: number;
  readonly measured: number;
  readonly cause: string | null;
}

export interface Unsolved {
  readonly program: string;
  readonly name: string;
  readonly metric: 'speed' | 'size';
  readonly reason: string;
}

export interface ProgramAccuracy {
  readonly speed: readonly SpeedRow[];
  readonly size: readonly SizeRow[];
  readonly unsolved: readonly Unsolved[];
}

/** The optimal allocator's time budget (absent: none — the report's functions are small enough to be proven). */
export type SolverBudget = AllocOptions['solverBudget'];

function compile(module: Module, isa: Isa, ra: string, alloc: BackendAllocOptions, only?: ReadonlySet<string>): CompiledModule {
  if (only === undefined) return compileModule(module, isa, { isel: 'maxmunch', ra, checkAllocation: allocationProblems, alloc });
  return compileSome(module, isa, only, alloc);
}

/**
 * compileModule with `optimal` for the functions in `only` and second-chance for the others (the
 * test's way to solve a few small functions of a program without waiting on its large `main`).
 */
function compileSome(module: Module, isa: Isa, only: ReadonlySet<string>, alloc: BackendAllocOptions): CompiledModule {
  const target = TARGETS[isa];
  const regs = targetRegs(isa);
  const legalized = legalizeModule(module, isa);
  const checks = { verify: true, allocation: allocationProblems };
  const selector = selectorByName('maxmunch')!;
  const functions = legalized.functions
    .filter((fn) => fn.blocks.length > 0)
    .map((fn) => compileFunction(fn, legalized, target, selector, only.has(fn.name) ? optimal : secondChance, regs, checks, { alloc }));
  const image = linkImage(
    legalized,
    functions.map((f) => f.emitted),
    isa,
  );
  return { image, functions, legalized };
}

function solvedStatus(f: CompiledFunction): 'optimal' | 'feasible' | string {
  const s = f.alloc.solve;
  if (s === undefined) return 'no solve report';
  return s.status === 'fallback' ? `fallback (${s.reason})` : s.status;
}

/** The functions (of `only`, when given) the solver answered, each with its status; the others go to `unsolved`. */
function solvedFunctions(
  functions: readonly CompiledFunction[],
  program: string,
  metric: Unsolved['metric'],
  unsolved: Unsolved[],
  only: ReadonlySet<string> | undefined,
): { f: CompiledFunction; status: 'optimal' | 'feasible' }[] {
  const out: { f: CompiledFunction; status: 'optimal' | 'feasible' }[] = [];
  for (const f of functions) {
    if (only !== undefined && !only.has(f.mir.name)) continue;
    const status = solvedStatus(f);
    if (status === 'optimal' || status === 'feasible') out.push({ f, status });
    else unsolved.push({ program, name: f.mir.name, metric, reason: status });
  }
  return out;
}

/** Accuracy of both metrics on one corpus program. */
export function measureProgram(
  program: string,
  level: string,
  isa: Isa,
  budget: SolverBudget,
  only?: ReadonlySet<string>,
  root = CORPUS_LL,
): ProgramAccuracy {
  const module = parseModule(readFileSync(join(root, isa, `${program}.${level}.ll`), 'utf8'), program);
  const unsolved: Unsolved[] = [];
  const speed = speedRows(module, program, isa, budget, unsolved, only);
  const size = sizeRows(module, program, isa, budget, unsolved, only);
  return { speed, size, unsolved };
}

function speedRows(
  module: Module,
  program: string,
  isa: Isa,
  budget: SolverBudget,
  unsolved: Unsolved[],
  only?: ReadonlySet<string>,
): SpeedRow[] {
  const profiling = compile(module, isa, 'second-chance', {});
  runImage(profiling.image, { entry: 'main', args: [] });
  const profile = measuredProfile(profiling, isa);
  const compiled = compile(
    module,
    isa,
    'optimal',
    { metric: 'speed', profile, ...(budget === undefined ? {} : { solverBudget: budget }) },
    only,
  );
  const outcome = runImage(compiled.image, { entry: 'main', args: [] });
  const tbs = translatedBlocks(isa);
  checkSpillTotals(compiled.image, tbs, outcome.counts);
  const rows: SpeedRow[] = [];
  for (const { f, status } of solvedFunctions(compiled.functions, program, 'speed', unsolved, only)) {
    rows.push({ program, name: f.mir.name, status, ...speedOf(f, compiled.image, profile, tbs, isa) });
  }
  return rows;
}

function speedOf(
  f: CompiledFunction,
  image: Image,
  profile: BlockProfile,
  tbs: readonly TranslatedBlock[],
  isa: Isa,
): Pick<SpeedRow, 'predicted' | 'measured' | 'cause'> {
  const counts = profile.get(f.mir.name)!;
  const ev = evaluateAllocation(f.mir, f.alloc, {
    isa,
    slotOffsets: f.emitted.frame.slotOffsets,
    calleeSaved: targetRegs(isa).calleeSaved,
    frequencies: { kind: 'profile', counts },
  });
  const predicted = { loads: ev.dynamic.load + ev.memoryOperands.dynamic, stores: ev.dynamic.store };
  const symbol = image.functions.find((s) => s.name === f.mir.name)!;
  const measured = measuredSpills(image, Number(symbol.address), symbol.size, tbs);
  const objective = f.alloc.solve !== undefined && 'objective' in f.alloc.solve ? f.alloc.solve.objective : Number.NaN;
  const modelCost = ev.model.weighted - ev.copies.kept.weighted - ev.copies.deleted.weighted;
  if (modelCost !== objective) return { predicted, measured, cause: `BUG: evaluator's model cost ${modelCost} ≠ objective ${objective}` };
  if (predicted.loads === measured.loads && predicted.stores === measured.stores) return { predicted, measured, cause: null };
  return { predicted, measured, cause: speedCause(f, isa, Number(symbol.address), tbs, counts, predicted, measured) };
}

/** The per-function spill counts must add up to the harness's (a check of measuredSpills). */
function checkSpillTotals(image: Image, tbs: readonly TranslatedBlock[], counts: Counts): void {
  let loads = 0;
  let stores = 0;
  for (const s of image.functions) {
    const m = measuredSpills(image, Number(s.address), s.size, tbs);
    loads += m.loads;
    stores += m.stores;
  }
  if (loads !== counts.spillLoads || stores !== counts.spillStores)
    throw new Error(`per-function spill counts ${loads}/${stores} ≠ the harness's ${counts.spillLoads}/${counts.spillStores}`);
}

/** The longest spill instruction per ISA (ARM's are one word, Thumb-1's sp- or register-relative ones one halfword). */
const SITE_BYTES: Record<Isa, number> = { 'x86-32': 15, 'x86-64': 15, arm: 4, thumb: 2 };

/** Spill loads and stores the run made in the function at [base, base + size): its spill sites × executions. */
function measuredSpills(image: Image, base: number, size: number, tbs: readonly TranslatedBlock[]) {
  let loads = 0;
  let stores = 0;
  for (const site of image.spillSites ?? []) {
    const at = Number(site);
    if (at < base || at >= base + size) continue;
    const seg = image.segments.find((s) => at >= Number(s.address) && at < Number(s.address) + s.bytes.length)!;
    const off = at - Number(seg.address);
    // The spill instruction alone: on ARM and Thumb a literal pool may follow it, data that would not classify.
    const insn = analyzeBlock(image.isa, seg.bytes.slice(off, off + SITE_BYTES[image.isa]), at, image.spillSites).insns[0]!;
    const n = executionsAt(at, tbs);
    loads += insn.loads * n;
    stores += insn.stores * n;
  }
  return { loads, stores };
}

/**
 * Why a function's predicted spill traffic differs from the run's. The one cause known: a block the
 * run left in the middle (a call to exit or abort) is counted by its first instruction, so its
 * edits after the call are predicted but never ran; the profile itself must be the run's.
 */
function speedCause(
  f: CompiledFunction,
  isa: Isa,
  base: number,
  tbs: readonly TranslatedBlock[],
  counts: readonly number[],
  predicted: SpeedRow['predicted'],
  measured: SpeedRow['measured'],
): string {
  const placed = placeBlocks(f.mir, f.alloc, isa);
  const ran = blockCounts(placed, base, tbs);
  if (ran.some((n, b) => n !== counts[b])) return 'UNEXPLAINED: the optimal compile ran its blocks other than the profile says';
  let loads = 0;
  let stores = 0;
  placed.blockStart.forEach((s, b) => {
    const lost = executionsAt(base + s, tbs) - executionsAt(base + placed.blockLast[b]!, tbs);
    loads += lost * editsIn(f.mir, f.alloc, b, 'load');
    stores += lost * editsIn(f.mir, f.alloc, b, 'store');
  });
  const dl = predicted.loads - measured.loads;
  const ds = predicted.stores - measured.stores;
  if (dl >= 0 && ds >= 0 && dl <= loads && ds <= stores)
    return 'block left in the middle by exit/abort in a call: its edits after the call never ran (block counts are first-instruction counts)';
  return 'UNEXPLAINED';
}

/** Load (slot → register, memory operands included) or store edits in block `b`. */
function editsIn(mir: MFunction, alloc: AllocResult, b: number, kind: 'load' | 'store'): number {
  let first = 0;
  for (let k = 0; k < b; k++) first += mir.blocks[k]!.insts.length;
  const last = first + mir.blocks[b]!.insts.length;
  const inBlock = (i: number) => i >= first && i < last;
  const edits = alloc.edits.filter(
    (e) => inBlock(e.point.inst) && (kind === 'load' ? e.from.kind === 'slot' : e.to.kind === 'slot'),
  ).length;
  if (kind === 'store') return edits;
  let memOps = 0;
  for (let i = first; i < last; i++) memOps += (alloc.allocs[i] ?? []).filter((a: OperandAlloc) => typeof a !== 'string').length;
  return edits + memOps;
}

function sizeRows(
  module: Module,
  program: string,
  isa: Isa,
  budget: SolverBudget,
  unsolved: Unsolved[],
  only?: ReadonlySet<string>,
): SizeRow[] {
  const compiled = compile(module, isa, 'optimal', { metric: 'size', ...(budget === undefined ? {} : { solverBudget: budget }) }, only);
  const rows: SizeRow[] = [];
  for (const { f, status } of solvedFunctions(compiled.functions, program, 'size', unsolved, only)) {
    const predicted = (f.alloc.solve as { objective: number }).objective;
    const { bytes: measured, savedChanges } = addedBytes(f, isa);
    const cause = predicted === measured ? null : sizeCause(f, isa, predicted, measured, savedChanges);
    rows.push({ program, name: f.mir.name, status, predicted, measured, cause });
  }
  return rows;
}

// ---- the report ----
