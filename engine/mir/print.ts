// A readable listing of an MFunction, optionally with an allocation (registers per operand and
// the edits at each program point), for test failures, `--dump` output and checker messages.
//
// Contract: requires an MFunction and its ISA; produces text, one instruction per line, numbered by
// the function-wide layout index that ProgPoint and AllocResult.allocs use. An `isa` instruction is
// printed by the ISA model when it can (placeholders like `%0.32` may not parse as registers, so a
// model error falls back to the instruction's JSON); the generated test instructions print as JSON.

import type { Isa } from '../../common/image.js';
import { MODELS } from '../../isa-models/index.js';
import {
  isSlot,
  type AllocResult,
  type Allocation,
  type Constraint,
  type Edit,
  type MFunction,
  type MInst,
  type OperandAlloc,
  type RegOperand,
} from './types.js';

function constraintText(c: Constraint): string {
  switch (c.kind) {
    case 'reg':
      return c.class;
    case 'fixed':
      return c.preg;
    case 'reuse':
      return `reuse(${c.input})`;
    case 'stack':
      return 'stack';
    case 'any':
      return `any(${c.class})`;
  }
}

function operandText(op: RegOperand, a: OperandAlloc | undefined): string {
  const at = a === undefined ? '' : `=${isSlot(a) ? `slot${a.slot}` : a}`;
  return `${op.kind}${op.early ? '!' : ''} v${op.vreg}:${constraintText(op.constraint)}${at}`;
}

function allocationText(a: Allocation): string {
  return a.kind === 'reg' ? a.preg : `slot${a.slot}`;
}

function insnText(isa: Isa, insn: unknown): string {
  if (insn === null) return 'entry';
  try {
    return MODELS[isa].print(insn);
  } catch {
    return JSON.stringify(insn, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));
  }
}

function instText(isa: Isa, inst: MInst, pregs: readonly OperandAlloc[] | undefined): string {
  const ops = inst.regs.map((op, k) => operandText(op, pregs?.[k])).join(', ');
  switch (inst.kind) {
    case 'copy':
      return `copy [${ops}]`;
    case 'const':
      return `const ${inst.value} [${ops}]`;
    case 'isa': {
      const extra = [
        inst.clobbers.length > 0 ? `clobbers ${inst.clobbers.join(' ')}` : '',
        inst.frame !== undefined ? `frame fo${inst.frame}` : '',
        inst.target !== undefined ? `-> block ${inst.target}` : '',
        inst.callee !== undefined ? `call ${inst.callee}` : '',
        inst.indirectCall === true ? 'call indirect' : '',
      ].filter((s) => s !== '');
      return [`${insnText(isa, inst.insn)} [${ops}]`, ...extra].join(' | ');
    }
  }
}

function editText(e: Edit): string {
  const at = e.point.pos === 'before' ? '^' : 'v';
  if (e.from.kind === 'const') return `    ${at} remat v${e.vreg}: #${e.from.value} -> ${allocationText(e.to)}`;
  return `    ${at} move v${e.vreg}: ${allocationText(e.from)} -> ${allocationText(e.to)}`;
}

export function printMir(fn: MFunction, isa: Isa, alloc?: AllocResult): string {
  const lines = [`function ${fn.name} (${isa})`];
  if (fn.frame.length > 0) {
    lines.push(
      `  frame: ${fn.frame.map((f, i) => `fo${i} ${typeof f.kind === 'string' ? f.kind : `incoming+${f.kind.incoming}`} size ${f.size} align ${f.align}`).join(', ')}`,
    );
  }
  lines.push(`  vregs: ${fn.vregs.map((v, i) => `v${i}:${v.class}/${v.bits}`).join(' ')}`);
  if (alloc) lines.push(`  spill slots: ${alloc.spillSlots} x ${alloc.slotBytes} bytes`);
  const editsAt = new Map<string, Edit[]>();
  for (const e of alloc?.edits ?? []) {
    const key = `${e.point.inst}${e.point.pos}`;
    editsAt.set(key, [...(editsAt.get(key) ?? []), e]);
  }
  let index = 0;
  for (const b of fn.blocks) {
    lines.push(`block ${b.id} (depth ${b.loopDepth}) preds [${b.preds.join(' ')}] succs [${b.succs.join(' ')}]`);
    for (const inst of b.insts) {
      for (const e of editsAt.get(`${index}before`) ?? []) lines.push(editText(e));
      lines.push(`  ${index}: ${instText(isa, inst, alloc?.allocs[index])}`);
      for (const e of editsAt.get(`${index}after`) ?? []) lines.push(editText(e));
      index++;
    }
  }
  return lines.join('\n');
}
