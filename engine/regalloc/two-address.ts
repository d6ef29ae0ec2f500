// Two-address form: an instruction whose `reuse` def d overwrites a different vreg t becomes
// `d := copy t` followed by the instruction reading and redefining d itself (the job of LLVM's
// TwoAddressInstructionPass, anchors.md). Run by engine/regalloc/coalesce.ts before merging, which
// then deletes the copy wherever d and t may share a register (t dies there and nothing else keeps
// them apart), as LLVM's coalescer does. What reaches the MCNF model (Koes's thesis §3.4: "a
// two-address def is a redefinition of the value flowing into it") is then always a vreg redefined
// in place: one value never needs two places at one instruction (t live on after it), and two
// vregs never need one commodity (t and d, both live elsewhere). A copy left is an instruction of
// its own, priced by the model as a move (thesis §3.6 limit 1), which an allocator may still delete
// by giving both sides one register.
//
// Contract: requires an MFunction that passes verifyMir. Produces a new MFunction that passes
// verifyMir, equal to the input except for one copy `d := copy t` immediately before each
// instruction with a tie whose def d and input t are different vregs, and that input operand
// renamed to d. The input is not modified (returned itself when nothing changes).

import type { MFunction, MInst } from '../mir/types.js';

export function twoAddressForm(fn: MFunction): MFunction {
  let changed = false;
  const blocks = fn.blocks.map((b) => {
    const insts = b.insts.flatMap((inst) => {
      const out = splitInst(fn, inst);
      if (out.length > 1) changed = true;
      return out;
    });
    return { ...b, insts };
  });
  return changed ? { ...fn, blocks } : fn;
}

/** The instruction, preceded by a copy into each tied def from its different input. */
function splitInst(fn: MFunction, inst: MInst): MInst[] {
  if (inst.kind !== 'isa') return [inst];
  const copies: MInst[] = [];
  const regs = [...inst.regs];
  for (const d of inst.regs) {
    if (d.kind !== 'def' || d.constraint.kind !== 'reuse') continue;
    const k = d.constraint.input;
    const input = regs[k]!;
    if (input.vreg === d.vreg) continue;
    copies.push({
      kind: 'copy',
      regs: [
        { vreg: d.vreg, kind: 'def', constraint: { kind: 'reg', class: fn.vregs[d.vreg]!.class } },
        { vreg: input.vreg, kind: 'use', constraint: { kind: 'reg', class: fn.vregs[input.vreg]!.class } },
      ],
    });
    regs[k] = { ...input, vreg: d.vreg };
  }
  return copies.length === 0 ? [inst] : [...copies, { ...inst, regs }];
}
