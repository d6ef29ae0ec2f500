// Block execution counts of machine-IR blocks, read from the emulator's table of translated blocks
// after a run: the "perfect profile" of Koes's thesis §3.5 (issue 20 Deliver 2), and what
// scripts/allocation-cost.ts checks the cost evaluator against.
//
// Contract: requires a compiled module (engine/codegen/pipeline.ts) whose image was the last one run
// on the ISA's shared machine (simulators/harness.ts runImage without `machine`), and reads that
// machine's block table. Produces, per function, the execution count of each MIR block by id
// (ids are layout indices: verifyMir checks it), as AllocOptions.frequencies expects them.
// How a block is counted: its first instruction's executions, summed over the translated blocks
// that contain its address. A translated block always runs whole in a run that ends normally, so a
// block entered by a branch (a translated block starts there) and a block entered by falling
// through (inside its predecessor's translated block) are both counted once per entry.
// The block offsets are code generation's own, recomputed by running its passes up to relaxation
// (which lays out literal-pool islands too) on the same function and allocation: deterministic, so
// they are the offsets of the emitted function.
// Deterministic: no clock; the counts of one image and one run never vary.

import type { Isa } from '../../common/image.js';
import { applyAllocation } from '../../engine/codegen/apply.js';
import { layoutFrame } from '../../engine/codegen/frame.js';
import type { LBlock } from '../../engine/codegen/lir.js';
import type { CompiledModule } from '../../engine/codegen/pipeline.js';
import { placePrologueEpilogue } from '../../engine/codegen/prologue.js';
import { relax } from '../../engine/codegen/relax.js';
import type { AllocResult, MFunction } from '../../engine/mir/types.js';
import { TARGETS } from '../../engine/targets/target.js';
import { Machine } from '../../simulators/machine.js';

/** Per function name, the execution count of each of its MIR blocks by id. */
export type BlockProfile = ReadonlyMap<string, readonly number[]>;

/** One translated block of the last run: start address, bytes, executions. */
export interface TranslatedBlock {
  readonly address: number;
  readonly size: number;
  readonly count: number;
}

/** Every translated block the last run on the ISA's shared machine executed. */
export function translatedBlocks(isa: Isa): TranslatedBlock[] {
  const table = Machine.for(isa).blockTable;
  if (table === null) throw new Error(`the ${isa} machine counts no blocks`);
  return [...table.executions()];
}

/** How many times the instruction at `address` ran: the executions of the translated blocks holding it. */
export function executionsAt(address: number, tbs: readonly TranslatedBlock[]): number {
  let n = 0;
  for (const t of tbs) if (address >= t.address && address < t.address + t.size) n += t.count;
  return n;
}

/** Code generation's layout of one allocated function, up to relaxation. */
export interface PlacedBlocks {
  /** Each MIR block's offset in the emitted function (by id). */
  readonly blockStart: readonly number[];
  /** Offset of each block's last instruction with bytes (its start when it has none). */
  readonly blockLast: readonly number[];
  /** The body with the allocation applied, before prologue and epilogue. */
  readonly body: readonly LBlock[];
  /** The callee-saved registers the frame saves, joined. */
  readonly saved: string;
}

/** Runs code generation's passes up to relaxation, as the pipeline does, on `mir` allocated by `alloc`. */
export function placeBlocks(mir: MFunction, alloc: AllocResult, isa: Isa): PlacedBlocks {
  const target = TARGETS[isa];
  const frame = layoutFrame(mir, alloc, target);
  const body = applyAllocation(mir, alloc, frame, target);
  const placed = relax(placePrologueEpilogue(body, frame, target), target);
  const blockStart = mir.blocks.map((b) => placed.blockOffset.get(b.id)!);
  const blockLast = [...blockStart];
  for (const it of placed.items) if (it.size > 0) blockLast[it.block] = it.offset;
  return { blockStart, blockLast, body, saved: frame.saved.join() };
}

/** Each block's executions, for a function placed at `base`. */
export function blockCounts(placed: PlacedBlocks, base: number, tbs: readonly TranslatedBlock[]): number[] {
  return placed.blockStart.map((offset) => executionsAt(base + offset, tbs));
}

/** The profile of every function of `compiled`, whose image the ISA's shared machine ran last. */
export function measuredProfile(compiled: CompiledModule, isa: Isa): BlockProfile {
  const tbs = translatedBlocks(isa);
  const address = new Map(compiled.image.functions.map((f) => [f.name, Number(f.address)] as const));
  return new Map(
    compiled.functions.map((f) => [f.mir.name, blockCounts(placeBlocks(f.mir, f.alloc, isa), address.get(f.mir.name)!, tbs)] as const),
  );
}
