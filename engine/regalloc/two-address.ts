// Two-address copies: before an instruction whose `reuse` def overwrites an input that stays live
// after it, a copy of that input into a fresh vreg, which the instruction then reads and overwrites
// (the job of LLVM's TwoAddressInstructionPass, anchors.md). Run by engine/regalloc/coalesce.ts
// before merging, so that the function every coalesced-input allocator sees — the MCNF model above
// all (Koes's thesis §3.4: a two-address def is a redefinition of the value flowing into it) —
// never needs one value in two places at one instruction: the copy is an instruction of its own,
// which the model prices as a move (thesis §3.6 limit 1) and an allocator may still delete by
// giving both sides one register.
//
// Contract: requires an MFunction that passes verifyMir. Produces a new MFunction that passes
// verifyMir, equal to the input except for the copies added (one per such tie, immediately before
// its instruction; the fresh vreg takes the input's class and width and the number after the last)
// and the tie's input operand renamed to it. An input that is dead after the instruction, or is the
// def's own vreg, is left alone. The input is not modified.

import type { MFunction, MInst, VReg, VRegInfo } from '../mir/types.js';
import { liveSets } from './shared/liveness.js';

export function splitLiveTies(fn: MFunction): MFunction {
  const { liveOut } = liveSets(fn);
  const vregs: VRegInfo[] = [...fn.vregs];
  let changed = false;
  const blocks = fn.blocks.map((b) => {
    const live = new Set(liveOut[b.id]);
    const out: MInst[] = [];
    for (let i = b.insts.length - 1; i >= 0; i--) {
      const inst = b.insts[i]!;
      const split = splitInst(inst, live, vregs);
      for (const op of inst.regs) if (op.kind === 'def') live.delete(op.vreg);
      for (const op of inst.regs) if (op.kind === 'use') live.add(op.vreg);
      out.push(...split.reverse());
      if (split.length > 1) changed = true;
    }
    return { ...b, insts: out.reverse() };
  });
  return changed ? { ...fn, blocks, vregs } : fn;
}

/** The instruction, preceded by a copy for each tied input live after it (`live`: the set after it). */
function splitInst(inst: MInst, live: ReadonlySet<VReg>, vregs: VRegInfo[]): MInst[] {
  if (inst.kind !== 'isa') return [inst];
  const copies: MInst[] = [];
  const regs = [...inst.regs];
  for (const d of inst.regs) {
    if (d.kind !== 'def' || d.constraint.kind !== 'reuse') continue;
    const k = d.constraint.input;
    const input = regs[k]!;
    if (input.vreg === d.vreg || !live.has(input.vreg)) continue;
    const fresh = vregs.length;
    const info = vregs[input.vreg]!;
    vregs.push(info);
    const cls = { kind: 'reg', class: info.class } as const;
    copies.push({ kind: 'copy', regs: [{ vreg: fresh, kind: 'def', constraint: cls }, { vreg: input.vreg, kind: 'use', constraint: cls }] });
    regs[k] = { ...input, vreg: fresh };
  }
  return copies.length === 0 ? [inst] : [...copies, { ...inst, regs }];
}
