// The A32 printer: one `ArmInsn` as the UAL text llvm-mc-14 (`-triple=armv6`) accepts and encodes to
// the encoder's bytes, spelled as llvm-mc echoes it back with `-show-encoding` (ARM UAL, ARM ARM
// A8.2): mnemonic `base{s}{cond}` (`addseq`, `lslseq`, `ldrbeq`, `ldmdbeq`), `ldmia`/`stmia` as
// `ldm`/`stm`, `mov rd, rm, <shift>` as the aliases `lsl lsr asr ror rrx`, immediates in decimal,
// `[rn]` for a zero offset (but `[rn, #0]!` and `[rn], #0`).
//
// Branch convention: a `target` t (byte offset from the branch's own address) prints as `b #(t-8)`:
// llvm-mc reads `b #N` as an offset from the pc, which reads 8 bytes ahead in ARM state, and encodes
// imm24 = N/4 with no fixup. The literal load prints its pc-relative offset as written (`[pc, #imm]`,
// pc = address + 8).
//
// Where llvm-mc echoes another alias for the same bytes, the printer keeps the form's own spelling
// so that parsing gives the same form back: `ldm sp!, {r4, r5}` (llvm-mc echoes `pop {r4, r5}`),
// `stmdb sp!, {…}` with two or more registers (`push`), `str rt, [sp, #-4]!` (`push {rt}`) and
// `ldr rt, [sp], #4` (`pop {rt}`). One more difference: a data-processing immediate ≥ 2^31 prints
// unsigned (`#4278190080`), which llvm-mc reads alike but echoes signed (`#-16777216`); capstone
// prints it unsigned, and the capstone cross-check compares ARM numbers exactly. These are the only
// differences from llvm-mc's echo (tested).

import { condSuffix } from '../ual/conditions.js';
import { printImm, printMem, printMemOffset, printRegList, printShift, type UalOffset } from '../ual/operands.js';
import type { ArmReg } from '../ual/registers.js';
import { EncodeError } from '../types.js';
import { type ArmInsn, dpClass, type FormSpec, specOf } from './forms.js';

function must<T>(insn: ArmInsn, value: T | undefined, field: string): T {
  if (value === undefined) throw new EncodeError(`${insn.form}: missing operand '${field}'`);
  return value;
}

function line(mnemonic: string, operands: readonly string[]): string {
  return operands.length === 0 ? mnemonic : `${mnemonic} ${operands.join(', ')}`;
}

function printDp(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'dp' }>): string {
  const s = spec.s ? 's' : '';
  const cond = condSuffix(insn.cond);
  const cls = dpClass(spec.op);
  const rm = (): string => must(insn, insn.rm, 'rm');
  if (spec.op === 'mov' && spec.shape !== 'imm' && spec.shape !== 'reg') {
    const rd = must(insn, insn.rd, 'rd');
    switch (spec.shape) {
      case 'rrx':
        return line(`rrx${s}${cond}`, [rd, rm()]);
      case 'shift-imm':
        return line(`${must(insn, insn.shift, 'shift')}${s}${cond}`, [rd, rm(), printImm(must(insn, insn.amount, 'amount'))]);
      case 'shift-reg':
        return line(`${must(insn, insn.shift, 'shift')}${s}${cond}`, [rd, rm(), must(insn, insn.rs, 'rs')]);
    }
  }
  const ops: string[] = [];
  if (cls !== 'compare') ops.push(must(insn, insn.rd, 'rd'));
  if (cls !== 'move') ops.push(must(insn, insn.rn, 'rn'));
  switch (spec.shape) {
    case 'imm':
      ops.push(printImm(must(insn, insn.imm, 'imm') >>> 0));
      break;
    case 'reg':
      ops.push(rm());
      break;
    case 'rrx':
      ops.push(rm(), 'rrx');
      break;
    case 'shift-imm':
      ops.push(rm(), printShift({ kind: 'imm', op: must(insn, insn.shift, 'shift'), amount: must(insn, insn.amount, 'amount') }));
      break;
    case 'shift-reg':
      ops.push(rm(), printShift({ kind: 'reg', op: must(insn, insn.shift, 'shift'), rs: must(insn, insn.rs, 'rs') }));
      break;
  }
  return line(`${spec.op}${s}${cond}`, ops);
}

function printMul(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'mul' }>): string {
  const head = `${spec.op}${spec.s ? 's' : ''}${condSuffix(insn.cond)}`;
  const rn = must(insn, insn.rn, 'rn');
  const rm = must(insn, insn.rm, 'rm');
  switch (spec.op) {
    case 'mul':
      return line(head, [must(insn, insn.rd, 'rd'), rn, rm]);
    case 'mla':
      return line(head, [must(insn, insn.rd, 'rd'), rn, rm, must(insn, insn.ra, 'ra')]);
    default:
      return line(head, [must(insn, insn.rdlo, 'rdlo'), must(insn, insn.rdhi, 'rdhi'), rn, rm]);
  }
}

/** The offset operand of a load/store, inside the brackets or after them (post-indexed). */
function memOffset(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'ldst' | 'ldsth' }>): UalOffset {
  if (spec.offset === 'imm') return { kind: 'imm', value: must(insn, insn.imm, 'imm'), minus: false };
  const shift =
    spec.offset === 'shift'
      ? { kind: 'imm' as const, op: must(insn, insn.shift, 'shift'), amount: must(insn, insn.amount, 'amount') }
      : null;
  return { kind: 'reg', reg: must(insn, insn.rm, 'rm'), minus: spec.sub, shift };
}

function printMemory(base: ArmReg, offset: UalOffset, index: 'offset' | 'pre' | 'post'): string {
  switch (index) {
    case 'offset': {
      const zero = offset.kind === 'imm' && offset.value === 0;
      return printMem(base, zero ? { kind: 'none' } : offset, false);
    }
    case 'pre':
      return printMem(base, offset, true);
    case 'post':
      return `${printMem(base, { kind: 'none' }, false)}, ${printMemOffset(offset)}`;
  }
}

function printLoadStore(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'ldst' | 'ldsth' }>): string {
  const mem = printMemory(must(insn, insn.rn, 'rn'), memOffset(insn, spec), spec.index);
  return line(`${spec.op}${condSuffix(insn.cond)}`, [must(insn, insn.rt, 'rt'), mem]);
}

function printLdm(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'ldm' }>): string {
  const mnemonic = `${spec.op}${spec.mode === 'ia' ? '' : spec.mode}${condSuffix(insn.cond)}`;
  const rn = `${must(insn, insn.rn, 'rn')}${spec.writeback ? '!' : ''}`;
  return line(mnemonic, [rn, printRegList(must(insn, insn.regs, 'regs'))]);
}

export function printArm(insn: ArmInsn): string {
  let spec: FormSpec;
  try {
    spec = specOf(insn.form);
  } catch {
    throw new EncodeError(`no ARM form '${insn.form}'`);
  }
  const cond = condSuffix(insn.cond);
  switch (spec.kind) {
    case 'dp':
      return printDp(insn, spec);
    case 'mul':
      return printMul(insn, spec);
    case 'ldst':
    case 'ldsth':
      return printLoadStore(insn, spec);
    case 'literal':
      return line(`ldr${cond}`, [
        must(insn, insn.rt, 'rt'),
        printMemory('pc', { kind: 'imm', value: must(insn, insn.imm, 'imm'), minus: false }, 'offset'),
      ]);
    case 'ldm':
      return printLdm(insn, spec);
    case 'push':
    case 'pop':
      return line(`${spec.kind}${cond}`, [printRegList(must(insn, insn.regs, 'regs'))]);
    case 'branch':
      return line(`${spec.op}${cond}`, [printImm(must(insn, insn.target, 'target') - 8)]);
    case 'bx':
      return line(`${spec.op}${cond}`, [must(insn, insn.rm, 'rm')]);
  }
}
