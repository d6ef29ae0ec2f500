// The x86 printer: Intel syntax as `llvm-mc-14 -x86-asm-syntax=intel -output-asm-variant=1` prints
// it, so that llvm-mc assembles the text to exactly the model's bytes.
//
// Contract: one line per instruction, mnemonic and operands separated by one space (llvm-mc prints a
// tab), operands by `, `. Immediates in decimal as the instruction holds them (llvm-mc echoes the
// value it parsed). Memory as llvm-mc spells it: `dword ptr [ebx + 4*esi - 8]`, scale before index
// and omitted when 1, displacement last with its sign and omitted when 0 unless it is the whole
// address (`[16]`), `[rip + 16]`; lea's operand has no size keyword. One deliberate difference: a
// shift by 1 prints as `shl eax, 1` (its form name; llvm-mc reads it as `d1 /4` and capstone prints
// it so), where llvm-mc's own printer writes `shl eax`.
// Branch targets: GNU's location counter, `jmp .+N` where N is the target relative to the start of
// the instruction (= the `target` displacement, which is relative to its end, plus the size); rel32
// forms print `{disp32}` first so that llvm-mc keeps rel32. The verifier (isa-models/verify/)
// replaces `.` by a label on the instruction, since llvm-mc's Intel syntax has no location counter.

import type { MemOperand, Width, X86Desc, X86Insn, X86Operand } from './insn.js';

const SIZE_KEYWORD: Readonly<Record<Width, string>> = { 8: 'byte', 16: 'word', 32: 'dword', 64: 'qword' };

function signedTerm(n: number): string {
  return n < 0 ? ` - ${-n}` : ` + ${n}`;
}

function printMem(m: MemOperand): string {
  const parts: string[] = [];
  if (m.base !== null) parts.push(m.base);
  if (m.index !== null) parts.push(m.scale === 1 ? m.index : `${m.scale}*${m.index}`);
  if (parts.length === 0) return `[${m.disp}]`;
  return `[${parts.join(' + ')}${m.disp === 0 ? '' : signedTerm(m.disp)}]`;
}

function printedMnemonic(d: X86Desc, insn: X86Insn): string {
  if (d.enc.cond === undefined) return d.mnemonic;
  const op = insn.operands[d.enc.cond]!;
  return d.mnemonic.slice(0, -2) + (op.kind === 'cond' ? op.cond : '??');
}

function printOperand(d: X86Desc, op: X86Operand, size: number): string | null {
  switch (op.kind) {
    case 'reg':
      return op.reg;
    case 'imm':
      return op.value.toString();
    case 'mem':
      return d.memBits === null ? printMem(op) : `${SIZE_KEYWORD[d.memBits]} ptr ${printMem(op)}`;
    case 'target': {
      const fromStart = op.disp + size;
      return fromStart < 0 ? `.-${-fromStart}` : `.+${fromStart}`;
    }
    case 'cond':
      return null;
  }
}

/** `size` is the instruction's encoded size (only branch targets use it). */
export function printInsn(d: X86Desc, insn: X86Insn, size: number): string {
  const ops = insn.operands.map((op) => printOperand(d, op, size)).filter((s): s is string => s !== null);
  if (d.form.endsWith(', 1')) ops.push('1');
  const text = ops.length === 0 ? printedMnemonic(d, insn) : `${printedMnemonic(d, insn)} ${ops.join(', ')}`;
  return d.enc.pseudoPrefix === undefined ? text : `${d.enc.pseudoPrefix} ${text}`;
}
