// Structural and dataflow checks of an MFunction before allocation.
//
// Contract: requires an MFunction and its ISA (or TargetRegs directly); produces a list of
// problems, each naming the block, instruction (function-wide layout index, as ProgPoint counts)
// and operand; empty when the function is fine. Checks what engine/mir/types.ts promises the
// allocators: block ids and pred/succ symmetry, non-empty blocks, branch targets among the
// successors and the terminator group last, vreg numbers and classes, constraint shapes
// (regalloc2's rules, anchors.md §1: reuse names a use of the same instruction, at most one def per
// fixed register, early defs do not share a fixed register with a use; at most one stack operand,
// only in an `isa` instruction without a frame object, never reused), frame objects, the entry
// pseudo (`insn: null`) only as the entry's first instruction, and that every use is reached by a
// def on every path from the entry (forward must-analysis; unreachable blocks are not checked).

import type { Isa } from '../../simulators/image.js';
import type { MBlock, MFunction, MInst, RegOperand, TargetRegs } from './types.js';
import { targetRegs } from './target-regs.js';

export function verifyMir(fn: MFunction, isa: Isa): string[] {
  return verifyMirRegs(fn, targetRegs(isa));
}

export function verifyMirRegs(fn: MFunction, regs: TargetRegs): string[] {
  const problems: string[] = [];
  problems.push(...checkCfg(fn));
  for (const [v, info] of fn.vregs.entries()) {
    if (!regs.classes[info.class]) problems.push(`v${v}: unknown register class '${info.class}'`);
  }
  let index = 0;
  for (const b of fn.blocks) {
    for (const [k, inst] of b.insts.entries()) {
      const where = `block ${b.id} inst ${index}`;
      problems.push(...checkInst(fn, regs, inst, where, b.id === 0 && k === 0));
      index++;
    }
    problems.push(...checkTerminators(b));
  }
  if (problems.length === 0) problems.push(...checkDefsReachUses(fn));
  return problems;
}

function checkCfg(fn: MFunction): string[] {
  const out: string[] = [];
  if (fn.blocks.length === 0) return [`${fn.name}: no blocks`];
  for (const [i, b] of fn.blocks.entries()) {
    if (b.id !== i) out.push(`block at index ${i} has id ${b.id}`);
    if (b.insts.length === 0) out.push(`block ${b.id} is empty`);
    for (const s of b.succs) {
      const sb = fn.blocks[s];
      if (!sb) out.push(`block ${b.id}: successor ${s} does not exist`);
      else if (!sb.preds.includes(b.id)) out.push(`block ${b.id}: successor ${s} does not list it as a predecessor`);
    }
    for (const p of b.preds) {
      const pb = fn.blocks[p];
      if (!pb) out.push(`block ${b.id}: predecessor ${p} does not exist`);
      else if (!pb.succs.includes(b.id)) out.push(`block ${b.id}: predecessor ${p} does not list it as a successor`);
    }
  }
  return out;
}

function checkTerminators(b: MBlock): string[] {
  const out: string[] = [];
  const targets = new Set<number>();
  let inTerminator = false;
  for (const inst of b.insts) {
    const target = inst.kind === 'isa' ? inst.target : undefined;
    if (target !== undefined) {
      inTerminator = true;
      targets.add(target);
      if (!b.succs.includes(target)) out.push(`block ${b.id}: branch to ${target}, which is not a successor`);
    } else if (inTerminator) {
      out.push(`block ${b.id}: a non-branch instruction follows a branch`);
    }
  }
  for (const s of b.succs) if (!targets.has(s)) out.push(`block ${b.id}: successor ${s} is not the target of any branch`);
  return out;
}

function checkInst(fn: MFunction, regs: TargetRegs, inst: MInst, where: string, isEntryFirst: boolean): string[] {
  const out: string[] = [];
  if (inst.kind === 'isa') {
    if (inst.insn === null && !isEntryFirst) out.push(`${where}: the entry pseudo (insn null) may only start block 0`);
    if (inst.frame !== undefined && !(inst.frame >= 0 && inst.frame < fn.frame.length)) out.push(`${where}: frame object ${inst.frame} does not exist`);
    for (const c of inst.clobbers) if (!isKnownPreg(regs, c)) out.push(`${where}: clobber ${c} is not a register of the target`);
    const stack = inst.regs.filter((op) => op.constraint.kind === 'stack').length;
    if (stack > 1) out.push(`${where}: ${stack} stack operands (an instruction has one memory operand for them)`);
    if (stack > 0 && inst.frame !== undefined) out.push(`${where}: a stack operand and frame object ${inst.frame} in one instruction`);
    if (stack > 0 && inst.insn === null) out.push(`${where}: the entry pseudo cannot have a stack operand`);
  } else if (inst.kind === 'copy') {
    if (inst.regs[0].kind !== 'def' || inst.regs[1].kind !== 'use') out.push(`${where}: copy must be (def, use)`);
  } else if (inst.regs[0].kind !== 'def') {
    out.push(`${where}: const must define its operand`);
  }
  if (inst.kind !== 'isa' && inst.regs.some((op) => op.constraint.kind === 'stack')) out.push(`${where}: a ${inst.kind} cannot have a stack operand`);
  for (const [k, op] of inst.regs.entries()) out.push(...checkOperand(fn, regs, inst.regs, op, `${where} operand ${k}`));
  out.push(...checkOperandSet(inst.regs, where, regs));
  return out;
}

function isKnownPreg(regs: TargetRegs, preg: string): boolean {
  return regs.allocatable.includes(preg) || regs.callerSaved.includes(preg) || regs.calleeSaved.includes(preg);
}

function checkOperand(fn: MFunction, regs: TargetRegs, ops: readonly RegOperand[], op: RegOperand, where: string): string[] {
  const info = fn.vregs[op.vreg];
  if (!info) return [`${where}: v${op.vreg} is not a vreg of the function`];
  const vclass = regs.classes[info.class] ?? [];
  const c = op.constraint;
  switch (c.kind) {
    case 'reg': {
      const cls = regs.classes[c.class];
      if (!cls) return [`${where}: unknown class '${c.class}'`];
      if (!cls.some((r) => vclass.includes(r))) return [`${where}: class '${c.class}' shares no register with v${op.vreg}'s class '${info.class}'`];
      return [];
    }
    case 'fixed':
      if (!vclass.includes(c.preg) && !isKnownPreg(regs, c.preg)) return [`${where}: fixed register ${c.preg} is not a register of the target`];
      return [];
    case 'reuse': {
      const input = ops[c.input];
      if (op.kind !== 'def') return [`${where}: only a def may reuse an input`];
      if (!input || input.kind !== 'use') return [`${where}: reuse names operand ${c.input}, which is not a use`];
      if (input.constraint.kind === 'reuse') return [`${where}: reuse of a reuse`];
      if (op.early) return [`${where}: an early def cannot reuse an input (the input is read after it is written)`];
      if (input.constraint.kind === 'stack') return [`${where}: reuse of a stack operand (a register def cannot share a spill slot)`];
      return [];
    }
    case 'stack':
      return [];
  }
}

/** regalloc2's operand-set rules: one def per vreg and per fixed register, one reuse per input,
 *  fixed uses of one register hold one vreg, early defs avoid fixed use registers, and an
 *  early def's vreg is not also used. */
function checkOperandSet(ops: readonly RegOperand[], where: string, regs: TargetRegs): string[] {
  const out: string[] = [];
  const defVregs = new Set<number>();
  const fixedDefs = new Set<string>();
  const fixedUses = new Map<string, number>();
  const reused = new Set<number>();
  for (const op of ops) {
    const c = op.constraint;
    if (op.kind === 'def') {
      if (defVregs.has(op.vreg)) out.push(`${where}: v${op.vreg} defined twice`);
      defVregs.add(op.vreg);
      if (c.kind === 'fixed') {
        if (fixedDefs.has(c.preg)) out.push(`${where}: two defs fixed to ${c.preg}`);
        fixedDefs.add(c.preg);
      }
      if (c.kind === 'reuse') {
        if (reused.has(c.input)) out.push(`${where}: operand ${c.input} reused twice`);
        reused.add(c.input);
      }
    } else if (c.kind === 'fixed') {
      const other = fixedUses.get(c.preg);
      if (other !== undefined && other !== op.vreg) out.push(`${where}: uses of v${other} and v${op.vreg} both fixed to ${c.preg}`);
      fixedUses.set(c.preg, op.vreg);
    }
  }
  for (const op of ops) {
    if (op.kind !== 'def' || !op.early) continue;
    if (op.constraint.kind === 'fixed' && fixedUses.has(op.constraint.preg)) out.push(`${where}: early def v${op.vreg} fixed to ${op.constraint.preg}, which a use needs`);
    if (ops.some((u) => u.kind === 'use' && u.vreg === op.vreg)) out.push(`${where}: early def v${op.vreg} is also used by the instruction`);
  }
  const useVregs = new Set(ops.filter((o) => o.kind === 'use').map((o) => o.vreg));
  const early = ops.filter((o) => o.kind === 'def' && o.early).length;
  if (useVregs.size + early > regs.allocatable.length) out.push(`${where}: needs ${useVregs.size + early} registers at once, the target has ${regs.allocatable.length}`);
  return out;
}

/** a ∩ b: `a` itself when b holds all of it (sets here are only asked `has` and `size`). */
function intersect(a: Set<number>, b: ReadonlySet<number>): Set<number> {
  let all = true;
  for (const v of a) if (!b.has(v)) { all = false; break; }
  if (all) return a;
  const out = new Set<number>();
  for (const v of a) if (b.has(v)) out.add(v);
  return out;
}

/** Forward must-analysis: the vregs defined on every path to each point. */
function checkDefsReachUses(fn: MFunction): string[] {
  const n = fn.blocks.length;
  const defsIn: (Set<number> | null)[] = new Array(n).fill(null);
  defsIn[0] = new Set();
  const blockDefs = fn.blocks.map((b) => new Set(b.insts.flatMap((i) => i.regs.filter((o) => o.kind === 'def').map((o) => o.vreg))));
  let changed = true;
  while (changed) {
    changed = false;
    for (const b of fn.blocks) {
      const inSet = defsIn[b.id];
      if (!inSet) continue;
      const outSet = new Set(inSet);
      for (const v of blockDefs[b.id]!) outSet.add(v);
      for (const s of b.succs) {
        const cur = defsIn[s];
        if (cur === null) { defsIn[s] = new Set(outSet); changed = true; continue; }
        const next = intersect(cur, outSet);
        if (next !== cur) { defsIn[s] = next; changed = true; }
      }
    }
  }
  const out: string[] = [];
  let index = 0;
  for (const b of fn.blocks) {
    const defined = defsIn[b.id] ? new Set(defsIn[b.id]) : null;
    for (const inst of b.insts) {
      if (defined) {
        for (const [k, op] of inst.regs.entries()) {
          if (op.kind === 'use' && !defined.has(op.vreg)) out.push(`block ${b.id} inst ${index} operand ${k}: v${op.vreg} is not defined on every path to this use`);
        }
        for (const op of inst.regs) if (op.kind === 'def') defined.add(op.vreg);
      }
      index++;
    }
  }
  return out;
}
