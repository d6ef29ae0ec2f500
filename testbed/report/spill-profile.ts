// The spill profile of a program under one selector and allocator: per function, every edit the
// allocator inserted with its static weight and its measured dynamic count, and where each vreg
// lives while live. What `tessera explain` shows (issue 25), and the data of a report figure that
// sets static spill cost against the spill traffic measured in the emulator (function x allocator).
//
// Contract: `spillProfile(module, target, cell, settings)` requires the ORIGINAL module (as the
// interpreter runs it), a target, a Tessera cell (selector, allocator, verification, allocator
// options: testbed/driver/alloc-options.ts) and the run settings (entry, arguments, step budget).
// It compiles the module through Tessera's pipeline (testbed/driver/backend.ts buildCell: the
// verifiers and the allocation checker when `verify`), runs the image once in the emulator and reads
// each machine-IR block's execution count from the machine's block table
// (testbed/profile/block-counts.ts, as `--profile measured` does). Produces a SpillProfile, or the
// CellFailure of a compile that failed (compile-error, backend-fault). Per function (all, or those
// named in `options.functions`, in module order):
// - `edits`: each edit of the AllocResult (engine/mir/types.ts), classified `spill` (register →
//   slot: a spill store), `reload` (slot → register), `move` (register → register, or slot → slot,
//   which code generation refuses) or `remat` (a constant into a register); and `folded`, an `any`
//   use given a slot (a reload folded into the instruction: the emulator counts it as a spill
//   load; a `stack` operand's access is not spill traffic, engine/codegen/apply.ts). Each with its
//   vreg, locations, block, program point (regalloc2's ProgPoint; a folded reload is at its
//   instruction's `before`, the use point), the block's loop depth, its static weight 10^depth (capped at 10^6)
//   (engine/regalloc/shared/liveness.ts loopWeight, the allocators' own static frequency) and
//   `measured`, the block's execution count in the run. An edit runs once per execution of its
//   block: code generation puts it inside the block at its point, and no allocator places one after
//   a block's conditional branch, where it would run only on the fall-through path (its count would
//   then be an upper bound).
// - `liveRanges` (only with `liveRanges: true`, else empty: locating them takes up to a second for
//   a function of thousands of instructions): testbed/report/live-ranges.ts. `blocks`: each block's
//   first program point, depth, static weight and measured count. `points`: 2 per instruction.
// - `totals`: the counts by kind, `staticSpillCost` (Σ static weight over spill stores, reloads and
//   folded reloads) and the measured spill loads (reloads + folded) and stores (spills) with their
//   sum `measuredSpillTraffic`. Summed over every function of the module, the measured loads and
//   stores equal the run's `spillLoads`/`spillStores` (counted by the emulator from the image's
//   spill marks): two derivations of one number, compared on every run that ends normally (a
//   difference throws: a bug of the profile or the marks).
// - `solve`: what the allocator reported of its solve where it reports one (AllocResult.solve: the
//   exact and model allocators, e.g. the progressive allocator's lower bound and §6.3.3 bound).
// `run` is the machine's outcome: status, executed instructions, spill loads and stores, and
// `countsExact`: false when the run did not return from its entry (fault, step limit, exit() or
// abort() in a call), where the block table
// counts the last block entered whole, so the counts of edits after the stop are one too high (upper
// bounds). Deterministic: no clock, and the counts of one image and one run never vary.

import { assertNever } from '../../common/assert-never.js';
import type { AllocResult, Edit, MFunction, SolveReport } from '../../engine/mir/types.js';
import { isSlot } from '../../engine/mir/types.js';
import { loopWeight } from '../../engine/regalloc/shared/liveness.js';
import type { Module } from '../../engine/ir/types.js';
import type { MachineStatus } from '../../simulators/harness.js';
import type { CellAlloc } from '../driver/alloc-options.js';
import { buildCell, isFailure, type CellFailure } from '../driver/backend.js';
import { runOnMachine, type RunSettings } from '../driver/execute.js';
import type { Target } from '../driver/targets.js';
import { measuredProfile } from '../profile/block-counts.js';
import { type LocatedRange, locatedRanges, locationName } from './live-ranges.js';

export type EditKind = 'spill' | 'reload' | 'folded' | 'move' | 'remat';

/** One edit (or folded reload) with where it is, its static weight and its measured count. */
export interface ProfiledEdit {
  readonly kind: EditKind;
  readonly vreg: number;
  /** A location name (preg, `slot<n>`), or `const <value>` for a rematerialization. */
  readonly from: string;
  readonly to: string;
  readonly block: number;
  readonly point: { readonly inst: number; readonly pos: 'before' | 'after' };
  readonly loopDepth: number;
  readonly staticWeight: number;
  readonly measured: number;
}

export interface ProfiledBlock {
  readonly id: number;
  /** Its first instruction's early point. */
  readonly firstPoint: number;
  readonly loopDepth: number;
  readonly staticWeight: number;
  readonly measured: number;
}

export interface SpillTotals {
  readonly spills: number;
  readonly reloads: number;
  readonly folded: number;
  readonly moves: number;
  readonly remats: number;
  readonly staticSpillCost: number;
  readonly measuredSpillLoads: number;
  readonly measuredSpillStores: number;
  readonly measuredSpillTraffic: number;
}

export interface FunctionSpillProfile {
  readonly function: string;
  readonly points: number;
  readonly blocks: readonly ProfiledBlock[];
  readonly liveRanges: readonly LocatedRange[];
  readonly edits: readonly ProfiledEdit[];
  readonly totals: SpillTotals;
  readonly solve?: SolveReport;
}

export interface SpillProfile {
  readonly target: string;
  readonly isel: string;
  readonly ra: string;
  readonly run: {
    readonly entry: string;
    readonly status: MachineStatus;
    readonly instructions: number;
    readonly spillLoads: number | null;
    readonly spillStores: number | null;
    /** The run ended normally: every count is exact (else the last block entered counts whole: upper bounds). */
    readonly countsExact: boolean;
  };
  readonly functions: readonly FunctionSpillProfile[];
}

/** The Tessera cell to profile. */
export interface ProfiledCell {
  readonly isel: string;
  readonly ra: string;
  readonly verify: boolean;
  readonly alloc?: CellAlloc;
}

/** Which functions to profile (absent: all), and whether to locate their live ranges (absent: not). */
export interface ProfileOptions {
  readonly functions?: readonly string[];
  readonly liveRanges?: boolean;
}

/** Compiles, runs and profiles `module` (see the header). */
export function spillProfile(
  module: Module,
  target: Target,
  cell: ProfiledCell,
  settings: RunSettings,
  options: ProfileOptions = {},
): SpillProfile | CellFailure {
  const { functions, liveRanges = false } = options;
  const built = buildCell(module, target, { backend: 'tessera', ...cell }, settings);
  if (isFailure(built)) return built;
  const compiled = built.compiled!;
  const machine = runOnMachine(module, target, built.image, settings);
  const counts = measuredProfile(compiled, target.name);
  // exit()/abort() end the run inside a block, which the block table then counts whole: like a fault.
  const countsExact = machine.status === 'ok' && machine.exit === null;
  if (countsExact) crossCheck(compiled, counts, machine.counts.spillLoads, machine.counts.spillStores);
  const chosen = compiled.functions.filter((f) => functions === undefined || functions.includes(f.mir.name));
  return {
    target: target.name,
    isel: cell.isel,
    ra: cell.ra,
    run: {
      entry: settings.entry,
      status: machine.status,
      instructions: machine.counts.instructions,
      spillLoads: machine.counts.spillLoads,
      spillStores: machine.counts.spillStores,
      countsExact,
    },
    functions: chosen.map((f) => functionProfile(f.mir, f.alloc, counts.get(f.mir.name)!, liveRanges)),
  };
}

/**
 * A run that returned from its entry: the spill loads and stores of every function's edits × block counts must
 * be the emulator's own count of spill accesses (two derivations of one number; a difference is a bug
 * of the profile or of the spill marks). After a fault, at the step limit or in exit(), the block table counts
 * the last block entered whole, so the profile's counts are upper bounds there (`countsExact` false).
 */
function crossCheck(
  compiled: { functions: readonly { mir: MFunction; alloc: AllocResult }[] },
  counts: ReadonlyMap<string, readonly number[]>,
  loads: number | null,
  stores: number | null,
): void {
  const totals = compiled.functions.map((f) => functionProfile(f.mir, f.alloc, counts.get(f.mir.name)!, false).totals);
  const sum = (pick: (t: SpillTotals) => number): number => totals.reduce((n, t) => n + pick(t), 0);
  if (loads === null || stores === null) return;
  if (sum((t) => t.measuredSpillLoads) !== loads || sum((t) => t.measuredSpillStores) !== stores)
    throw new Error(
      `spill profile: edits x block counts give ${sum((t) => t.measuredSpillLoads)} loads, ${sum((t) => t.measuredSpillStores)} stores; the emulator counted ${loads} and ${stores}`,
    );
}

/** One allocated function's profile, given its blocks' measured counts by id. */
function functionProfile(mir: MFunction, alloc: AllocResult, measured: readonly number[], ranges: boolean): FunctionSpillProfile {
  const blockOf = instBlocks(mir);
  const blocks = profiledBlocks(mir, measured);
  const at = (kind: EditKind, vreg: number, from: string, to: string, point: ProfiledEdit['point']): ProfiledEdit => {
    const b = blocks[blockOf[point.inst]!]!;
    return { kind, vreg, from, to, block: b.id, point, loopDepth: b.loopDepth, staticWeight: b.staticWeight, measured: b.measured };
  };
  const edits = [
    ...alloc.edits.map((e) => at(editKind(e), e.vreg, editSource(e), locationName(e.to), e.point)),
    ...foldedReloads(mir, alloc).map((f) => at('folded', f.vreg, f.slot, f.slot, { inst: f.inst, pos: 'before' })),
  ].sort(byPoint);
  const liveRanges = ranges ? locatedRanges(mir, alloc) : [];
  const solve = alloc.solve === undefined ? {} : { solve: alloc.solve };
  return { function: mir.name, points: 2 * blockOf.length, blocks, liveRanges, edits, totals: totalsOf(edits), ...solve };
}

/** The block of each instruction (function-wide layout index). */
function instBlocks(mir: MFunction): number[] {
  return mir.blocks.flatMap((b) => b.insts.map(() => b.id));
}

function profiledBlocks(mir: MFunction, measured: readonly number[]): ProfiledBlock[] {
  let first = 0;
  return mir.blocks.map((b) => {
    const block = {
      id: b.id,
      firstPoint: 2 * first,
      loopDepth: b.loopDepth,
      staticWeight: loopWeight(b.loopDepth),
      measured: measured[b.id] ?? 0,
    };
    first += b.insts.length;
    return block;
  });
}

function editKind(e: Edit): EditKind {
  const from = e.from;
  if (from.kind === 'const') return 'remat';
  switch (from.kind) {
    case 'reg':
      return e.to.kind === 'slot' ? 'spill' : 'move';
    case 'slot':
      return e.to.kind === 'reg' ? 'reload' : 'move';
    default:
      return assertNever(from, 'edit source');
  }
}

function editSource(e: Edit): string {
  return e.from.kind === 'const' ? `const ${e.from.value}` : locationName(e.from);
}

/** Operands read from their slot by the instruction itself (an `any` use allocated a slot). */
function foldedReloads(mir: MFunction, alloc: AllocResult): { inst: number; vreg: number; slot: string }[] {
  const insts = mir.blocks.flatMap((b) => b.insts);
  return insts.flatMap((inst, i) =>
    inst.regs.flatMap((op, k) => {
      const a = alloc.allocs[i]?.[k];
      return op.constraint.kind === 'any' && isSlot(a) ? [{ inst: i, vreg: op.vreg, slot: locationName(a) }] : [];
    }),
  );
}

/** Program order: by instruction, `before` ahead of `after`; the allocator's order within a point (the sort is stable). */
function byPoint(a: ProfiledEdit, b: ProfiledEdit): number {
  const rank = (e: ProfiledEdit) => 2 * e.point.inst + (e.point.pos === 'after' ? 1 : 0);
  return rank(a) - rank(b);
}

function totalsOf(edits: readonly ProfiledEdit[]): SpillTotals {
  const of = (kind: EditKind) => edits.filter((e) => e.kind === kind);
  const sum = (es: readonly ProfiledEdit[], f: (e: ProfiledEdit) => number) => es.reduce((n, e) => n + f(e), 0);
  const stores = of('spill');
  const loads = [...of('reload'), ...of('folded')];
  const storeCount = sum(stores, (e) => e.measured);
  const loadCount = sum(loads, (e) => e.measured);
  return {
    spills: stores.length,
    reloads: of('reload').length,
    folded: of('folded').length,
    moves: of('move').length,
    remats: of('remat').length,
    staticSpillCost: sum([...stores, ...loads], (e) => e.staticWeight),
    measuredSpillLoads: loadCount,
    measuredSpillStores: storeCount,
    measuredSpillTraffic: loadCount + storeCount,
  };
}
