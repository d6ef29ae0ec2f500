// Structural and dataflow checks of an MFunction before allocation.
//
// Contract: requires an MFunction and its ISA (or TargetRegs directly); produces a list of
// Problems (engine/backend/problem.ts, pass `select`), each naming the block, instruction
// (function-wide layout index, as ProgPoint counts) and operand where it has one; empty when the
// function is fine. Checks what engine/mir/types.ts promises the
// allocators: block ids and pred/succ symmetry, non-empty blocks, branch targets among the
// successors and the terminator group last, vreg numbers and classes, constraint shapes
// (regalloc2's rules, anchors.md §1: reuse names a use of the same instruction, at most one def per
// fixed register, early defs do not share a fixed register with a use; at most one stack operand,
// only in an `isa` instruction without a frame object, never reused; `any` operands: uses only, at
// most one, only in an `isa` instruction with no other memory operand — no `stack` operand, no
// frame object, no memory operand in its insn — never reused), frame objects, the entry
// pseudo (`insn: null`) only as the entry's first instruction, and that every use is reached by a
// def on every path from the entry (forward must-analysis; unreachable blocks are not checked).

import type { Isa } from '../../common/image.js';
import type { Problem } from '../backend/problem.js';
import type { MBlock, MFunction, MInst, RegOperand, TargetRegs } from './types.js';
import { targetRegs } from './target-regs.js';

/** A problem before it is stamped with the pass and the function. */
type Found = Omit<Problem, 'pass' | 'fn'>;

export function verifyMir(fn: MFunction, isa: Isa): Problem[] {
  return verifyMirRegs(fn, targetRegs(isa));
}

/** The problems of `fn` as selection's output (pass `select`), empty when it is fine. */
export function verifyMirRegs(fn: MFunction, regs: TargetRegs): Problem[] {
  return findProblems(fn, regs).map((f) => ({ pass: 'select', fn: fn.name, ...f }));
}

function findProblems(fn: MFunction, regs: TargetRegs): Found[] {
  const problems: Found[] = [];
  problems.push(...checkCfg(fn));
  for (const [v, info] of fn.vregs.entries()) {
    if (!regs.classes[info.class]) problems.push({ message: `v${v}: unknown register class '${info.class}'` });
  }
  const shares = classSharing();
  let index = 0;
  for (const b of fn.blocks) {
    for (let k = 0; k < b.insts.length; k++) {
      checkInst(fn, regs, shares, b.insts[k]!, b.id, index, b.id === 0 && k === 0, problems);
      index++;
    }
    problems.push(...checkTerminators(b));
  }
  if (problems.length === 0) problems.push(...checkDefsReachUses(fn));
  return problems;
}

/** Whether class `a` shares a register with class `b`, asked once per pair of names (every operand asks). */
function classSharing(): (a: readonly string[], b: readonly string[]) => boolean {
  const known = new Map<readonly string[], Map<readonly string[], boolean>>();
  return (a, b) => {
    let row = known.get(a);
    if (row === undefined) known.set(a, (row = new Map()));
    let yes = row.get(b);
    if (yes === undefined) row.set(b, (yes = a.some((r) => b.includes(r))));
    return yes;
  };
}

function checkCfg(fn: MFunction): Found[] {
  const out: Found[] = [];
  if (fn.blocks.length === 0) return [{ message: `${fn.name}: no blocks` }];
  for (const [i, b] of fn.blocks.entries()) {
    if (b.id !== i) out.push({ message: `block at index ${i} has id ${b.id}` });
    if (b.insts.length === 0) out.push({ message: `block ${b.id} is empty` });
    for (const s of b.succs) {
      const sb = fn.blocks[s];
      if (!sb) out.push({ block: b.id, message: `successor ${s} does not exist` });
      else if (!sb.preds.includes(b.id)) out.push({ block: b.id, message: `successor ${s} does not list it as a predecessor` });
    }
    for (const p of b.preds) {
      const pb = fn.blocks[p];
      if (!pb) out.push({ block: b.id, message: `predecessor ${p} does not exist` });
      else if (!pb.succs.includes(b.id)) out.push({ block: b.id, message: `predecessor ${p} does not list it as a successor` });
    }
  }
  return out;
}

function checkTerminators(b: MBlock): Found[] {
  const out: Found[] = [];
  const targets = new Set<number>();
  let inTerminator = false;
  for (const inst of b.insts) {
    const target = inst.kind === 'isa' ? inst.target : undefined;
    if (target !== undefined) {
      inTerminator = true;
      targets.add(target);
      if (!b.succs.includes(target)) out.push({ block: b.id, message: `branch to ${target}, which is not a successor` });
    } else if (inTerminator) {
      out.push({ block: b.id, message: `a non-branch instruction follows a branch` });
    }
  }
  for (const s of b.succs) if (!targets.has(s)) out.push({ block: b.id, message: `successor ${s} is not the target of any branch` });
  return out;
}

/** Appends the problems of one instruction to `out`; its location (block and layout index) is spelled only for a problem. */
function checkInst(
  fn: MFunction,
  regs: TargetRegs,
  shares: ReturnType<typeof classSharing>,
  inst: MInst,
  block: number,
  index: number,
  isEntryFirst: boolean,
  out: Found[],
): void {
  if (inst.kind === 'isa') {
    if (inst.insn === null && !isEntryFirst) out.push(at(block, index, `the entry pseudo (insn null) may only start block 0`));
    if (inst.frame !== undefined && !(inst.frame >= 0 && inst.frame < fn.frame.length))
      out.push(at(block, index, `frame object ${inst.frame} does not exist`));
    for (const c of inst.clobbers) if (!isKnownPreg(regs, c)) out.push(at(block, index, `clobber ${c} is not a register of the target`));
    let stack = 0;
    for (const op of inst.regs) if (op.constraint.kind === 'stack') stack++;
    if (stack > 1) out.push(at(block, index, `${stack} stack operands (an instruction has one memory operand for them)`));
    if (stack > 0 && inst.frame !== undefined)
      out.push(at(block, index, `a stack operand and frame object ${inst.frame} in one instruction`));
    if (stack > 0 && inst.insn === null) out.push(at(block, index, `the entry pseudo cannot have a stack operand`));
    checkAnyOperands(inst, stack, block, index, out);
  } else if (inst.kind === 'copy') {
    if (inst.regs[0].kind !== 'def' || inst.regs[1].kind !== 'use') out.push(at(block, index, `copy must be (def, use)`));
  } else if (inst.regs[0].kind !== 'def') {
    out.push(at(block, index, `const must define its operand`));
  }
  if (inst.kind !== 'isa' && inst.regs.some((op) => op.constraint.kind === 'stack'))
    out.push(at(block, index, `a ${inst.kind} cannot have a stack operand`));
  if (inst.kind !== 'isa' && inst.regs.some((op) => op.constraint.kind === 'any'))
    out.push(at(block, index, `a ${inst.kind} cannot have an any operand`));
  for (let k = 0; k < inst.regs.length; k++) {
    const problem = checkOperand(fn, regs, shares, inst.regs, inst.regs[k]!);
    if (problem !== null) out.push(at(block, index, problem, k));
  }
  checkOperandSet(inst.regs, block, index, regs, out);
}

/**
 * The `any` rules of engine/mir/types.ts that need the whole instruction: the slot it may get
 * would be the instruction's one memory operand (x86), so at most one `any`, and none beside a
 * `stack` operand, a frame object or a memory operand the insn already has.
 */
function checkAnyOperands(inst: Extract<MInst, { kind: 'isa' }>, stack: number, block: number, index: number, out: Found[]): void {
  let any = 0;
  for (const op of inst.regs) if (op.constraint.kind === 'any') any++;
  if (any === 0) return;
  if (any > 1) out.push(at(block, index, `${any} any operands (an instruction has one memory operand for them)`));
  if (stack > 0) out.push(at(block, index, `an any operand beside a stack operand (one memory operand)`));
  if (inst.frame !== undefined) out.push(at(block, index, `an any operand and frame object ${inst.frame} in one instruction`));
  if (inst.insn === null) out.push(at(block, index, `the entry pseudo cannot have an any operand`));
  else if (hasMemOperand(inst.insn)) out.push(at(block, index, `an any operand in an instruction with a memory operand of its own`));
}

/** An x86 memory operand in the insn (ARM/Thumb insns have no `operands` list and take no `any`). */
function hasMemOperand(insn: object): boolean {
  const ops: unknown = (insn as { operands?: unknown }).operands;
  return Array.isArray(ops) && ops.some((o: unknown) => typeof o === 'object' && o !== null && (o as { kind?: unknown }).kind === 'mem');
}

/** A problem at an instruction (a module function: a const-bound closure per instruction paid tsx's __name each time). */
function at(block: number, inst: number, message: string, operand?: number): Found {
  return operand === undefined ? { block, inst, message } : { block, inst, operand, message };
}

function isKnownPreg(regs: TargetRegs, preg: string): boolean {
  return regs.allocatable.includes(preg) || regs.callerSaved.includes(preg) || regs.calleeSaved.includes(preg);
}

/** The problem with one operand (the text after its `where`), or null. */
function checkOperand(
  fn: MFunction,
  regs: TargetRegs,
  shares: ReturnType<typeof classSharing>,
  ops: readonly RegOperand[],
  op: RegOperand,
): string | null {
  const info = fn.vregs[op.vreg];
  if (!info) return `v${op.vreg} is not a vreg of the function`;
  const vclass = regs.classes[info.class] ?? [];
  const c = op.constraint;
  switch (c.kind) {
    case 'any':
      if (op.kind !== 'use') return 'only a use may be any (a def in memory has no x86 form here)';
      return checkClass(regs, shares, vclass, info.class, op.vreg, c.class);
    case 'reg':
      return checkClass(regs, shares, vclass, info.class, op.vreg, c.class);
    case 'fixed':
      if (!vclass.includes(c.preg) && !isKnownPreg(regs, c.preg)) return `fixed register ${c.preg} is not a register of the target`;
      return null;
    case 'reuse': {
      const input = ops[c.input];
      if (op.kind !== 'def') return 'only a def may reuse an input';
      if (input?.kind !== 'use') return `reuse names operand ${c.input}, which is not a use`;
      if (input.constraint.kind === 'reuse') return 'reuse of a reuse';
      if (op.early) return 'an early def cannot reuse an input (the input is read after it is written)';
      if (input.constraint.kind === 'stack') return 'reuse of a stack operand (a register def cannot share a spill slot)';
      if (input.constraint.kind === 'any') return 'reuse of an any operand (it may be given a spill slot)';
      return null;
    }
    case 'stack':
      return null;
  }
}

/** A `reg` or `any` constraint's class: known, and sharing a register with the vreg's class. */
function checkClass(
  regs: TargetRegs,
  shares: ReturnType<typeof classSharing>,
  vclass: readonly string[],
  vname: string,
  vreg: number,
  cname: string,
): string | null {
  const cls = regs.classes[cname];
  if (!cls) return `unknown class '${cname}'`;
  if (!shares(cls, vclass)) return `class '${cname}' shares no register with v${vreg}'s class '${vname}'`;
  return null;
}

/** regalloc2's operand-set rules: one def per vreg and per fixed register, one reuse per input,
 *  fixed uses of one register hold one vreg, early defs avoid fixed use registers, and an
 *  early def's vreg is not also used. */
function checkOperandSet(ops: readonly RegOperand[], block: number, index: number, regs: TargetRegs, out: Found[]): void {
  // Arrays, not Sets: an instruction has a handful of operands, and this runs for every one.
  const defVregs: number[] = [];
  const fixedDefs: string[] = [];
  const fixedUsePregs: string[] = [];
  const fixedUseVregs: number[] = [];
  const reused: number[] = [];
  const useVregs: number[] = [];
  let early = 0;
  for (const op of ops) {
    const c = op.constraint;
    if (op.kind === 'def') {
      if (defVregs.includes(op.vreg)) out.push(at(block, index, `v${op.vreg} defined twice`));
      else defVregs.push(op.vreg);
      if (c.kind === 'fixed') {
        if (fixedDefs.includes(c.preg)) out.push(at(block, index, `two defs fixed to ${c.preg}`));
        else fixedDefs.push(c.preg);
      }
      if (c.kind === 'reuse') {
        if (reused.includes(c.input)) out.push(at(block, index, `operand ${c.input} reused twice`));
        else reused.push(c.input);
      }
      if (op.early) early++;
    } else {
      if (!useVregs.includes(op.vreg)) useVregs.push(op.vreg);
      if (c.kind === 'fixed') {
        const seen = fixedUsePregs.indexOf(c.preg);
        const other = seen < 0 ? undefined : fixedUseVregs[seen]!;
        if (other !== undefined && other !== op.vreg)
          out.push(at(block, index, `uses of v${other} and v${op.vreg} both fixed to ${c.preg}`));
        if (seen < 0) {
          fixedUsePregs.push(c.preg);
          fixedUseVregs.push(op.vreg);
        } else fixedUseVregs[seen] = op.vreg;
      }
    }
  }
  if (early > 0) {
    for (const op of ops) {
      if (op.kind !== 'def' || !op.early) continue;
      if (op.constraint.kind === 'fixed' && fixedUsePregs.includes(op.constraint.preg))
        out.push(at(block, index, `early def v${op.vreg} fixed to ${op.constraint.preg}, which a use needs`));
      if (useVregs.includes(op.vreg)) out.push(at(block, index, `early def v${op.vreg} is also used by the instruction`));
    }
  }
  if (useVregs.length + early > regs.allocatable.length)
    out.push(at(block, index, `needs ${useVregs.length + early} registers at once, the target has ${regs.allocatable.length}`));
}

/**
 * Forward must-analysis: the vregs defined on every path to each point. Sets of vregs are bit sets
 * (one Int32Array per block; vreg numbers are dense and checked before this runs), so a block's
 * transfer and the meet at a successor are word loops instead of Set copies. Int32Array, not
 * Uint32Array: the meet compares `cur & out` (an int32) with the stored word.
 */
function checkDefsReachUses(fn: MFunction): Found[] {
  const n = fn.blocks.length;
  const words = (fn.vregs.length + 31) >>> 5;
  const defsIn: (Int32Array | null)[] = new Array(n).fill(null);
  defsIn[0] = new Int32Array(words);
  const blockDefs = fn.blocks.map((b) => {
    const set = new Int32Array(words);
    for (const i of b.insts) for (const o of i.regs) if (o.kind === 'def') set[o.vreg >>> 5]! |= 1 << (o.vreg & 31);
    return set;
  });
  const outSet = new Int32Array(words);
  let changed = true;
  while (changed) {
    changed = false;
    for (const b of fn.blocks) {
      const inSet = defsIn[b.id];
      if (!inSet) continue;
      const defs = blockDefs[b.id]!;
      for (let w = 0; w < words; w++) outSet[w] = inSet[w]! | defs[w]!;
      for (const s of b.succs) {
        const cur = defsIn[s];
        if (cur === null || cur === undefined) {
          defsIn[s] = outSet.slice();
          changed = true;
          continue;
        }
        for (let w = 0; w < words; w++) {
          const next = cur[w]! & outSet[w]!;
          if (next !== cur[w]) {
            cur[w] = next;
            changed = true;
          }
        }
      }
    }
  }
  const out: Found[] = [];
  let index = 0;
  for (const b of fn.blocks) {
    const defined = defsIn[b.id] ? defsIn[b.id]!.slice() : null;
    for (const inst of b.insts) {
      if (defined) {
        for (let k = 0; k < inst.regs.length; k++) {
          const op = inst.regs[k]!;
          if (op.kind === 'use' && (defined[op.vreg >>> 5]! & (1 << (op.vreg & 31))) === 0) {
            out.push(at(b.id, index, `v${op.vreg} is not defined on every path to this use`, k));
          }
        }
        for (const op of inst.regs) if (op.kind === 'def') defined[op.vreg >>> 5]! |= 1 << (op.vreg & 31);
      }
      index++;
    }
  }
  return out;
}
