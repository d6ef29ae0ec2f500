// Thumb-1 operand checking, encoding and size.
//
// Requires a `ThumbInsn` naming a form of ./forms.ts. Produces its little-endian bytes (2, or 4 for
// bl: the first halfword first, ARMv6-M ARM, A5.1: a 32-bit Thumb instruction is two halfwords), or throws `EncodeError` naming the form and
// the operand that does not fit: a register outside its class (a high register in a low-register
// form), an immediate outside its range or not a multiple of its scale (sp/pc offsets are words,
// halfword offsets even), a branch offset that is odd or out of range, an unsorted or empty register
// list, a form rule broken (see `Rule` in forms.ts). The address is accepted for the interface's
// sake: no Thumb-1 form's bytes depend on it (targets are offsets from the branch's own address).

import { assertNever } from '../../common/assert-never.js';
import { EncodeError } from '../types.js';
import { formSpec, type Field, type FormSpec, type Rule, type ThumbInsn, type ThumbOperandDesc, type ThumbValue } from './forms.js';
import { condNum, type Cond } from '../ual/conditions.js';
import { isArmReg } from '../ual/registers.js';
import { BRANCH_CONDS, CLASSES, inClass, isBranchCond, regNum, type ArmReg } from './registers.js';

const num = (v: ThumbValue): number => regNum(v as ArmReg);

function fail(spec: FormSpec | string, what: string): never {
  throw new EncodeError(`thumb ${typeof spec === 'string' ? spec : spec.form}: ${what}`);
}

const show = (v: ThumbValue): string => (Array.isArray(v) ? `{${v.join(', ')}}` : String(v));

function checkOperand(spec: FormSpec, d: ThumbOperandDesc, v: ThumbValue | undefined): void {
  if (v === undefined) fail(spec, `operand ${d.name} is missing`);
  switch (d.kind) {
    case 'reg':
      if (!isArmReg(v)) fail(spec, `operand ${d.name} = ${show(v)} is not a register`);
      if (!inClass(v, d.regClass!))
        fail(spec, `register ${v} is not allowed as ${d.name} (${d.regClass}: ${CLASSES[d.regClass!]!.join(' ')})`);
      return;
    case 'imm':
    case 'target': {
      if (typeof v !== 'number' || !Number.isInteger(v)) fail(spec, `operand ${d.name} = ${show(v)} is not an integer`);
      const [lo, hi] = d.range!;
      if (v < Number(lo) || v > Number(hi)) fail(spec, `${d.name} ${v} out of range ${lo}..${hi}`);
      if (v % d.step !== 0) fail(spec, `${d.name} ${v} is not a multiple of ${d.step}`);
      return;
    }
    case 'cond':
      if (typeof v !== 'string' || !isBranchCond(v)) fail(spec, `condition ${show(v)} is not one of ${BRANCH_CONDS.join(' ')}`);
      return;
    case 'reglist':
      checkList(spec, d, v);
      return;
    case 'mem':
    case 'shift':
      return fail(spec, `operand kind ${d.kind} is not used by Thumb-1`);
    default:
      return assertNever(d.kind, 'operand kind');
  }
}

function checkList(spec: FormSpec, d: ThumbOperandDesc, v: ThumbValue): void {
  if (!Array.isArray(v) || v.length === 0) fail(spec, `register list ${show(v)} must be a non-empty list`);
  let last = -1;
  for (const r of v) {
    if (typeof r !== 'string' || !inClass(r, d.regClass!)) {
      fail(spec, `register ${String(r)} cannot be in this list (${CLASSES[d.regClass!]!.join(' ')})`);
    }
    if (regNum(r as ArmReg) <= last) fail(spec, `register list ${show(v)} must be ascending without repeats`);
    last = regNum(r as ArmReg);
  }
}

function checkRule(spec: FormSpec, rule: Rule, ops: readonly ThumbValue[]): void {
  switch (rule.kind) {
    case 'someHigh':
      if (num(ops[0]!) < 8 && num(ops[1]!) < 8) {
        fail(spec, `needs a high register (r8–lr); two low registers use cmp rn, rm`);
      }
      return;
    case 'baseInList': {
      const listed = (ops[1] as readonly string[]).includes(ops[0] as string);
      if (listed !== rule.inList) {
        fail(
          spec,
          rule.inList
            ? `base ${String(ops[0])} must be in the list (else use ldm rn!)`
            : `base ${String(ops[0])} is in the list: no writeback (ldm rn, {...})`,
        );
      }
      return;
    }
    case 'baseLowestIfListed': {
      const l = ops[1] as readonly string[];
      if (l.includes(ops[0] as string) && l[0] !== ops[0]) fail(spec, `base ${String(ops[0])} listed but not lowest (UNPREDICTABLE)`);
      return;
    }
    case 'listHasPc': {
      const has = (ops[0] as readonly string[]).includes('pc');
      if (has !== rule.has) fail(spec, rule.has ? 'the list must include pc' : 'a list with pc is the form pop {reglist, pc}');
      return;
    }
    default:
      return assertNever(rule, 'rule');
  }
}

/** Checks every operand and rule of `insn`; returns its form. Throws EncodeError. */
export function check(insn: ThumbInsn): FormSpec {
  const spec = formSpec(insn.form) ?? fail(insn.form, 'no such Thumb-1 form');
  if (insn.ops.length !== spec.operands.length) {
    fail(spec, `expects ${spec.operands.length} operands, got ${insn.ops.length}`);
  }
  spec.operands.forEach((d, i) => checkOperand(spec, d, insn.ops[i]));
  for (const rule of spec.rules) checkRule(spec, rule, insn.ops);
  return spec;
}

function listBits(regs: readonly string[], bit8: string | null): number {
  let bits = 0;
  for (const r of regs) bits |= r === bit8 ? 0x100 : 1 << num(r);
  return bits;
}

/** The bits operand `f.op` contributes to the instruction word. */
function fieldBits(f: Field, v: ThumbValue): number {
  switch (f.kind) {
    case 'reg3':
    case 'reg4':
      return num(v) << f.at;
    case 'regDN':
      return ((num(v) & 8) << 4) | (num(v) & 7);
    case 'imm':
      return ((v as number) / f.scale) << f.at;
    case 'shift32':
      return ((v as number) & 31) << f.at;
    case 'list':
      return listBits(v as readonly string[], f.bit8);
    case 'cond':
      return condNum(v as Cond) << 8;
    case 'branch':
      return (((v as number) - 4) >> 1) & ((1 << f.bits) - 1);
    case 'bl':
      return blBits((v as number) - 4);
    default:
      return assertNever(f, 'field');
  }
}

/** BL T1 (ARMv6-M ARM A6.7, BL): offset = S:I1:I2:imm10:imm11:0, J1 = NOT(I1) XOR S, J2 = NOT(I2) XOR S. */
function blBits(offset: number): number {
  const x = (offset >> 1) & 0xffffff;
  const s = (x >> 23) & 1;
  const j1 = (~(x >> 22) & 1) ^ s;
  const j2 = (~(x >> 21) & 1) ^ s;
  const hw1 = (s << 10) | ((x >> 11) & 0x3ff);
  const hw2 = (j1 << 13) | (j2 << 11) | (x & 0x7ff);
  return ((hw1 << 16) | hw2) >>> 0;
}

/** Encodes `insn`; `address` does not change Thumb-1 bytes (see the contract). Throws EncodeError. */
export function encode(insn: ThumbInsn, _address = 0): Uint8Array {
  const spec = check(insn);
  let word = spec.base;
  for (const f of spec.fields) word = (word | fieldBits(f, insn.ops[f.op]!)) >>> 0;
  if (spec.size === 2) return Uint8Array.of(word & 0xff, word >>> 8);
  return Uint8Array.of((word >>> 16) & 0xff, word >>> 24, word & 0xff, (word >>> 8) & 0xff);
}

/** The encoded size without encoding: 4 for bl, 2 for every other form. Throws EncodeError. */
export function size(insn: ThumbInsn): number {
  return check(insn).size;
}
