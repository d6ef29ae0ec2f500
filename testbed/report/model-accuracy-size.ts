// The size half of model-accuracy.ts: the bytes an `optimal` allocation adds to the emitted
// function, measured, and why they differ from the model's objective when they do.
//
// Contract: requires a compiled function allocated by `optimal` with metric size. `addedBytes` is
// the emitted body (code generation up to relaxation, branches left out: `layout` below,
// also scripts/allocation-cost.ts's) minus the same body with no edits and every `any` operand put back in a register (the
// code the allocation would be with nothing spilled). `sizeCause` names a mismatch (Koes §3.6 limits
// and the pipeline's choices): the model prices every slot access at a slot near sp
// (AllocOptions.editBytes: code generation lays out the frame after allocation), so a frame that
// puts slots beyond the short displacement costs more than predicted, one at sp itself (x86
// [esp], no displacement) less; callee-saved registers the
// allocation names change the frame (x86: incoming arguments past disp8); Thumb slots beyond reach
// need literal-pool words. Anything else is reported UNEXPLAINED (a bug in the model or in the
// evaluator, oracles/allocation-cost, which prices the allocation with the frame's real offsets).

import type { Isa } from '../../common/image.js';
import type { CompiledFunction } from '../../engine/codegen/pipeline.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocResult, OperandAlloc } from '../../engine/mir/types.js';
import { TARGETS } from '../../engine/targets/target.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import type { LBlock } from '../../engine/codegen/lir.js';
import { type PlacedBlocks, placeBlocks } from '../profile/block-counts.js';

/** The allocation with its edits dropped and every operand in a slot given a register of its class. */
function stripped(f: CompiledFunction, isa: Isa): AllocResult {
  const regs = targetRegs(isa);
  let index = 0;
  const allocs = f.mir.blocks.flatMap((b) =>
    b.insts.map((inst) => {
      const a = f.alloc.allocs[index++] ?? [];
      return a.map((x: OperandAlloc, j): OperandAlloc => {
        if (typeof x === 'string') return x;
        const op = inst.regs[j]!;
        return regs.classes[f.mir.vregs[op.vreg]!.class]![0]!;
      });
    }),
  );
  return { ...f.alloc, edits: [], allocs };
}

/** Bytes the allocation adds to the emitted body (see the header). */
export function addedBytes(f: CompiledFunction, isa: Isa): { bytes: number; savedChanges: boolean } {
  const withAlloc = layout(f, f.alloc, isa);
  const without = layout(f, stripped(f, isa), isa);
  return { bytes: withAlloc.bodyBytes - without.bodyBytes, savedChanges: withAlloc.saved !== without.saved };
}

/** The evaluator's bytes for the allocation with the frame's slot offsets, or every slot at `near`. */
function evaluated(f: CompiledFunction, isa: Isa, near?: number): { bytes: number; pool: number } {
  const offsets = f.emitted.frame.slotOffsets;
  const ev = evaluateAllocation(f.mir, f.alloc, {
    isa,
    frequencies: { kind: 'static' },
    slotOffsets: near === undefined ? offsets : offsets.map(() => near),
  });
  return { bytes: ev.size.total + ev.memoryOperands.bytes, pool: ev.size.poolBytes };
}

/** Why `predicted` (the objective) and `measured` (addedBytes) differ. */
export function sizeCause(f: CompiledFunction, isa: Isa, predicted: number, measured: number, savedChanges: boolean): string {
  const real = evaluated(f, isa);
  if (real.bytes !== measured) {
    if (savedChanges)
      return 'callee-saved registers only the allocation names: their saves move the incoming arguments (x86 disp8 -> disp32)';
    if (real.pool > 0) return 'Thumb slots beyond reach: literal-pool words and their layout';
    return `UNEXPLAINED: evaluator ${real.bytes} ≠ emitted ${measured}`;
  }
  const near = evaluated(f, isa, 4 * TARGETS[isa].wordBytes);
  if (near.bytes === predicted)
    return 'slot offsets unknown at allocation: the model prices every slot access as one near sp (x86 disp8), the frame gives other forms (x86 [esp] without displacement, disp32 beyond 127)';
  return `UNEXPLAINED: model ${predicted}, evaluator with slots near sp ${near.bytes}, emitted ${measured}`;
}

/** Code generation's layout of `alloc` (testbed/profile/block-counts.ts) and the body's bytes. */
export interface Layout extends PlacedBlocks {
  /** Bytes of the body's instructions (the allocation applied, before prologue and epilogue), branches left out: relaxation picks their forms. */
  readonly bodyBytes: number;
}

export function layout(f: CompiledFunction, alloc: AllocResult, isa: Isa): Layout {
  const placed = placeBlocks(f.mir, alloc, isa);
  return { ...placed, bodyBytes: bodyBytes(placed.body, isa) };
}

function bodyBytes(body: readonly LBlock[], isa: Isa): number {
  const target = TARGETS[isa];
  let n = 0;
  for (const b of body)
    for (const i of b.insts) {
      if (i.kind === 'insn' || i.kind === 'call') n += target.model.size(i.insn);
      else if (i.kind === 'literal') n += target.literals!.loadBytes;
    }
  return n;
}
