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
// Also, where one instruction reads a vreg in two operands that share no place (two different fixed
// registers; a register and a `stack` slot), the later operand reads a copy into a fresh vreg.
//
// Contract: requires an MFunction that passes verifyMir and its TargetRegs. Produces a new
// MFunction that passes verifyMir, equal to the input except for one copy `d := copy t`
// immediately before each instruction with a tie whose def d and input t are different vregs, and
// that input operand renamed to d; and a copy into a fresh vreg (the number after the last) for each
// clashing use, that operand renamed to it. The input is not modified (returned itself when
// nothing changes).

import type { MFunction, MInst, RegOperand, TargetRegs, VRegInfo } from '../mir/types.js';

export function twoAddressForm(fn: MFunction, regs: TargetRegs): MFunction {
  let changed = false;
  const vregs: VRegInfo[] = [...fn.vregs];
  const blocks = fn.blocks.map((b) => {
    const insts = b.insts.flatMap((inst) => {
      const out = splitUses(regs, vregs, splitTies(fn, inst));
      if (out.length > 1) changed = true;
      return out;
    });
    return { ...b, insts };
  });
  return changed ? { ...fn, blocks, vregs } : fn;
}

const regCopy = (vregs: readonly VRegInfo[], dst: number, src: number): MInst => ({
  kind: 'copy',
  regs: [
    { vreg: dst, kind: 'def', constraint: { kind: 'reg', class: vregs[dst]!.class } },
    { vreg: src, kind: 'use', constraint: { kind: 'reg', class: vregs[src]!.class } },
  ],
});

/** The instruction, preceded by a copy into each tied def from its different input. */
function splitTies(fn: MFunction, inst: MInst): MInst[] {
  if (inst.kind !== 'isa') return [inst];
  const copies: MInst[] = [];
  const regs = [...inst.regs];
  for (const d of inst.regs) {
    if (d.kind !== 'def' || d.constraint.kind !== 'reuse') continue;
    const k = d.constraint.input;
    const input = regs[k]!;
    if (input.vreg === d.vreg) continue;
    copies.push(regCopy(fn.vregs, d.vreg, input.vreg));
    regs[k] = { ...input, vreg: d.vreg };
  }
  return copies.length === 0 ? [inst] : [...copies, { ...inst, regs }];
}

/** Where a use may be read: registers, and whether from its slot. */
function legal(op: RegOperand, regs: TargetRegs, vregs: readonly VRegInfo[]): { regs: readonly string[]; mem: boolean } {
  const own = regs.classes[vregs[op.vreg]!.class] ?? [];
  const c = op.constraint;
  switch (c.kind) {
    case 'fixed':
      return { regs: [c.preg], mem: false };
    case 'stack':
      return { regs: [], mem: true };
    case 'reg':
    case 'any':
      return { regs: (regs.classes[c.class] ?? []).filter((r) => own.includes(r)), mem: c.kind === 'any' };
    case 'reuse':
      return { regs: own, mem: false };
  }
}

/**
 * The last instruction of `insts`, its uses of one vreg made satisfiable together: a use whose
 * places share none with an earlier use of the same vreg (x86's `shl v, cl` with v also the count,
 * two different fixed registers) reads a copy into a fresh vreg instead (the model carries one
 * value in one place at a time, thesis §3.2; an allocator would insert that copy itself).
 */
function splitUses(targetRegs: TargetRegs, vregs: VRegInfo[], insts: MInst[]): MInst[] {
  const inst = insts.at(-1)!;
  if (inst.kind !== 'isa') return insts;
  const ops = [...inst.regs];
  const copies: MInst[] = [];
  ops.forEach((op, k) => {
    if (op.kind !== 'use') return;
    const mine = legal(op, targetRegs, vregs);
    const clash = ops.slice(0, k).some((o) => {
      if (o.kind !== 'use' || o.vreg !== op.vreg) return false;
      const other = legal(o, targetRegs, vregs);
      return !(mine.mem && other.mem) && !mine.regs.some((r) => other.regs.includes(r));
    });
    if (!clash) return;
    const fresh = vregs.length;
    vregs.push(vregs[op.vreg]!);
    copies.push(regCopy(vregs, fresh, op.vreg));
    ops[k] = { ...op, vreg: fresh };
  });
  return copies.length === 0 ? insts : [...insts.slice(0, -1), ...copies, { ...inst, regs: ops }];
}
