// The Thumb-1 printer: UAL as llvm-mc-14 prints it for -triple=thumbv6m.
//
// Requires a `ThumbInsn` that encodes (the printer checks it first, so it never prints text for an
// instruction the encoder would refuse). Produces one line: mnemonic, a tab-free single space,
// operands as llvm-mc spells them — registers by name (r0–r12, sp, lr, pc), immediates in decimal
// after `#`, a zero memory offset as the bare `[rn]` (but `[pc, #0]`: llvm-mc-14 crashes on
// `ldr rt, [pc]`), register lists as `{r0, r4, lr}`, conditions fused to `b` (`beq`), and branch
// targets as the pc-relative immediate `#(target − 4)` (forms.ts explains the convention).

import { assertNever } from '../../common/assert-never.js';
import { check } from './encode.js';
import type { FormSpec, ThumbInsn, ThumbOperandDesc, ThumbValue } from './forms.js';

function operandText(d: ThumbOperandDesc, v: ThumbValue): string {
  switch (d.kind) {
    case 'reg':
    case 'cond':
      return v as string;
    case 'imm':
      return String(v);
    case 'target':
      return String((v as number) - 4);
    case 'reglist':
      return `{${(v as readonly string[]).join(', ')}}`;
    case 'mem':
    case 'shift':
      throw new Error(`thumb: operand kind ${d.kind} is not used by Thumb-1`);
    default:
      return assertNever(d.kind, 'operand kind');
  }
}

/** The text of `ops` in `spec`'s template, unchecked: the rejection tests show llvm-mc such text. */
export function format(spec: FormSpec, ops: readonly ThumbValue[]): string {
  const text = spec.syntax.replace(/\{(\d)\}/g, (_m, i: string) => operandText(spec.operands[Number(i)]!, ops[Number(i)]!));
  return text.replace(/\[(r[0-7]|sp), #0\]/, '[$1]');
}

export function print(insn: ThumbInsn): string {
  return format(check(insn), insn.ops);
}
