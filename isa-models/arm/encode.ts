// The A32 encoder: one `ArmInsn` to its 32-bit word, little-endian (ARM ARM, ARMv6 edition: A3.4,
// A5.1 shifter operands, A5.2 addressing mode 2 (word/byte), A5.3 mode 3 (halfword/signed),
// A5.4 mode 4 (multiple), A4.1.5 B/BL, A4.1.10 BX, A4.1.9 BLX (register), A4.1.40 MUL and friends).
//
// Contract: throws EncodeError, never wrong bytes, for an unknown form, a missing or extra field, a
// register outside the operand's class (pc anywhere but a returning pop's list), an immediate that
// does not fit (no rotated encoding, imm12/imm8 out of range, a shift amount the shift kind cannot
// encode: lsl/ror 1–31, lsr/asr 1–32), a branch target off the word grid or out of ±32 MB, and the
// combinations ARMv6 makes UNPREDICTABLE or llvm-mc-14 rejects: writeback with rt = rn, umull/smull
// with rdlo = rdhi, ldm/stm writeback with rn in the list, a register list out of ascending order,
// pop with both lr and pc. Everything here is 4 bytes; `armSize` refuses what `encodeArm` refuses.
//
// Encoding choices that matter for byte equality with llvm-mc: push/pop of one register use
// `str rt, [sp, #-4]!` / `ldr rt, [sp], #4` (what llvm-mc emits for `push {r4}`); offset 0 is `#+0`
// (U = 1); lsr/asr #32 are amount 0; a rotated immediate uses LLVM's rotation (immediates.ts).

import { condNum } from '../ual/conditions.js';
import type { ShiftOp } from '../ual/operands.js';
import { type ArmReg, isArmReg, regNum } from '../ual/registers.js';
import { EncodeError } from '../types.js';
import { ARM_CLASS, BRANCH_RANGE, descriptorOf } from './descriptors.js';
import { type ArmInsn, DP_OPS, dpClass, type FormSpec, specOf } from './forms.js';
import { encodeRotated } from './immediates.js';
import { ARM_CLASSES } from './abi.js';

const SHIFT_TYPE: Record<ShiftOp, number> = { lsl: 0, lsr: 1, asr: 2, ror: 3 };

function fail(insn: ArmInsn, reason: string): never {
  throw new EncodeError(`${insn.form}: ${reason}`);
}

function specFor(insn: ArmInsn): FormSpec {
  try {
    return specOf(insn.form);
  } catch {
    throw new EncodeError(`no ARM form '${insn.form}'`);
  }
}

/** The fields present must be exactly the form's operands (plus form and cond). */
function checkFields(insn: ArmInsn): void {
  const names = fieldNames(insn.form);
  for (const key of Object.keys(insn)) {
    if (!names.has(key)) fail(insn, `field '${key}' does not belong to this form`);
  }
  for (const name of names) {
    if ((insn as unknown as Record<string, unknown>)[name] === undefined) fail(insn, `missing operand '${name}'`);
  }
  if (condNumOrNull(insn.cond) === null) fail(insn, `'${String(insn.cond)}' is not a condition`);
}

/** The field names of each form (form, cond, then the operands), built once per form: the
 *  descriptors are constant data, and size() encodes every instruction. */
const FIELD_NAMES = new Map<string, ReadonlySet<string>>();
function fieldNames(form: ArmInsn['form']): ReadonlySet<string> {
  let names = FIELD_NAMES.get(form);
  if (names === undefined) {
    names = new Set(['form', 'cond', ...descriptorOf(form).operands.map((o) => o.name)]);
    FIELD_NAMES.set(form, names);
  }
  return names;
}

function condNumOrNull(cond: unknown): number | null {
  const n = typeof cond === 'string' ? condNum(cond as never) : -1;
  return n < 0 ? null : n;
}

function gpr(insn: ArmInsn, field: 'rd' | 'rn' | 'rm' | 'rs' | 'ra' | 'rdlo' | 'rdhi' | 'rt'): number {
  const reg = insn[field];
  if (!isArmReg(reg)) fail(insn, `${field} '${String(reg)}' is not an ARM register`);
  if (reg === 'pc') fail(insn, `${field} cannot be pc in this form`);
  return regNum(reg);
}

function int(insn: ArmInsn, field: 'imm' | 'amount' | 'target', lo: number, hi: number): number {
  const v = insn[field];
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(insn, `${field} must be an integer`);
  if (v < lo || v > hi) fail(insn, `${field} ${v} out of range ${lo}..${hi}`);
  return v;
}

function shiftType(insn: ArmInsn): number {
  const op = insn.shift;
  if (op === undefined || !(op in SHIFT_TYPE)) fail(insn, `'${String(op)}' is not a shift (lsl lsr asr ror)`);
  return SHIFT_TYPE[op];
}

/** imm5:type:0 for a shift by an immediate (lsl/ror 1–31, lsr/asr 1–32 with 32 as 0). */
function shiftByImm(insn: ArmInsn): number {
  const type = shiftType(insn);
  const max = insn.shift === 'lsr' || insn.shift === 'asr' ? 32 : 31;
  const amount = int(insn, 'amount', 1, max);
  return ((amount & 31) << 7) | (type << 5);
}

function encodeDp(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'dp' }>): number {
  const cls = dpClass(spec.op);
  const s = spec.s || cls === 'compare' ? 1 : 0;
  const rd = cls === 'compare' ? 0 : gpr(insn, 'rd');
  const rn = cls === 'move' ? 0 : gpr(insn, 'rn');
  let op2: number;
  switch (spec.shape) {
    case 'imm': {
      const v = int(insn, 'imm', -(2 ** 31), 2 ** 32 - 1);
      const field = encodeRotated(v);
      if (field === null) fail(insn, `#${v} is not an 8-bit value rotated right by an even amount`);
      op2 = field;
      break;
    }
    case 'reg':
      op2 = gpr(insn, 'rm');
      break;
    case 'shift-imm':
      op2 = shiftByImm(insn) | gpr(insn, 'rm');
      break;
    case 'rrx':
      op2 = (3 << 5) | gpr(insn, 'rm');
      break;
    case 'shift-reg':
      op2 = (gpr(insn, 'rs') << 8) | (shiftType(insn) << 5) | (1 << 4) | gpr(insn, 'rm');
      break;
  }
  const immBit = spec.shape === 'imm' ? 1 : 0;
  return (immBit << 25) | (DP_OPS.indexOf(spec.op) << 21) | (s << 20) | (rn << 16) | (rd << 12) | op2;
}

const MUL_OPCODE = { mul: 0, mla: 1, umull: 4, umlal: 5, smull: 6, smlal: 7 } as const;

function encodeMul(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'mul' }>): number {
  const head = (MUL_OPCODE[spec.op] << 21) | ((spec.s ? 1 : 0) << 20) | (gpr(insn, 'rm') << 8) | 0x90 | gpr(insn, 'rn');
  switch (spec.op) {
    case 'mul':
      return head | (gpr(insn, 'rd') << 16);
    case 'mla':
      return head | (gpr(insn, 'rd') << 16) | (gpr(insn, 'ra') << 12);
    default: {
      const lo = gpr(insn, 'rdlo');
      const hi = gpr(insn, 'rdhi');
      if (lo === hi) fail(insn, 'rdlo and rdhi must be different registers');
      return head | (hi << 16) | (lo << 12);
    }
  }
}

function checkWriteback(insn: ArmInsn, index: 'offset' | 'pre' | 'post'): void {
  if (index !== 'offset' && insn.rt === insn.rn) fail(insn, 'writeback with rt = rn is UNPREDICTABLE (llvm-mc rejects it)');
}

function encodeLdst(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'ldst' }>): number {
  checkWriteback(insn, spec.index);
  const p = spec.index === 'post' ? 0 : 1;
  const w = spec.index === 'pre' ? 1 : 0;
  const b = spec.op.endsWith('b') ? 1 : 0;
  const l = spec.op.startsWith('ldr') ? 1 : 0;
  let u: number;
  let off: number;
  switch (spec.offset) {
    case 'imm': {
      const v = int(insn, 'imm', -4095, 4095);
      u = v >= 0 ? 1 : 0;
      off = Math.abs(v);
      break;
    }
    case 'reg':
      u = spec.sub ? 0 : 1;
      off = (1 << 25) | gpr(insn, 'rm');
      break;
    case 'shift':
      u = spec.sub ? 0 : 1;
      off = (1 << 25) | shiftByImm(insn) | gpr(insn, 'rm');
      break;
  }
  return (1 << 26) | (p << 24) | (u << 23) | (b << 22) | (w << 21) | (l << 20) | (gpr(insn, 'rn') << 16) | (gpr(insn, 'rt') << 12) | off;
}

const LDSTH_BITS = { strh: [0, 0xb], ldrh: [1, 0xb], ldrsb: [1, 0xd], ldrsh: [1, 0xf] } as const;

function encodeLdsth(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'ldsth' }>): number {
  checkWriteback(insn, spec.index);
  const [l, sh] = LDSTH_BITS[spec.op];
  const p = spec.index === 'post' ? 0 : 1;
  const w = spec.index === 'pre' ? 1 : 0;
  let u: number;
  let off: number;
  if (spec.offset === 'imm') {
    const v = int(insn, 'imm', -255, 255);
    u = v >= 0 ? 1 : 0;
    const a = Math.abs(v);
    off = (1 << 22) | ((a >> 4) << 8) | (a & 15);
  } else {
    u = spec.sub ? 0 : 1;
    off = gpr(insn, 'rm');
  }
  return (p << 24) | (u << 23) | (w << 21) | (l << 20) | (gpr(insn, 'rn') << 16) | (gpr(insn, 'rt') << 12) | (sh << 4) | off;
}

/** The 16-bit register mask of a list: every member in `regClass`, ascending, no repeats. */
function listMask(insn: ArmInsn, regClass: string): number {
  const regs = insn.regs;
  if (!Array.isArray(regs) || regs.length === 0) fail(insn, 'the register list must not be empty');
  const allowed = ARM_CLASSES[regClass]!;
  let mask = 0;
  let last = -1;
  for (const reg of regs as readonly ArmReg[]) {
    if (!allowed.includes(reg)) fail(insn, `${String(reg)} cannot be in this register list (allowed: ${allowed.join(' ')})`);
    const n = regNum(reg);
    if (n <= last) fail(insn, 'the register list must be in ascending register order without repeats');
    last = n;
    mask |= 1 << n;
  }
  return mask;
}

const LDM_PU = { ia: [0, 1], ib: [1, 1], da: [0, 0], db: [1, 0] } as const;

function encodeLdm(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'ldm' }>): number {
  const rn = gpr(insn, 'rn');
  const mask = listMask(insn, ARM_CLASS.list);
  if (spec.writeback && (mask & (1 << rn)) !== 0) fail(insn, 'writeback with the base register in the list is UNPREDICTABLE');
  const [p, u] = LDM_PU[spec.mode];
  const l = spec.op === 'ldm' ? 1 : 0;
  return (1 << 27) | (p << 24) | (u << 23) | ((spec.writeback ? 1 : 0) << 21) | (l << 20) | (rn << 16) | mask;
}

/** push: stmdb sp!, or str rt, [sp, #-4]! for one register; pop: ldmia sp!, or ldr rt, [sp], #4. */
function encodePushPop(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'push' | 'pop' }>): number {
  const ret = spec.kind === 'pop' && spec.ret;
  const mask = listMask(insn, ret ? ARM_CLASS.retList : ARM_CLASS.list);
  if (ret && (mask & (1 << 15)) === 0) fail(insn, 'a returning pop must list pc');
  const single = (mask & (mask - 1)) === 0;
  if (single) {
    const rt = 31 - Math.clz32(mask);
    return (spec.kind === 'push' ? 0x052d0004 : 0x049d0004) | (rt << 12);
  }
  return (spec.kind === 'push' ? 0x092d0000 : 0x08bd0000) | mask;
}

function encodeBranch(insn: ArmInsn, spec: Extract<FormSpec, { kind: 'branch' }>): number {
  const target = int(insn, 'target', Number(BRANCH_RANGE[0]), Number(BRANCH_RANGE[1]));
  if (target % 4 !== 0) fail(insn, `target ${target} is not a multiple of 4`);
  const imm24 = ((target - 8) / 4) & 0xffffff;
  return ((spec.op === 'b' ? 0xa : 0xb) << 24) | imm24;
}

function encodeWord(insn: ArmInsn, spec: FormSpec): number {
  switch (spec.kind) {
    case 'dp':
      return encodeDp(insn, spec);
    case 'mul':
      return encodeMul(insn, spec);
    case 'ldst':
      return encodeLdst(insn, spec);
    case 'ldsth':
      return encodeLdsth(insn, spec);
    case 'literal': {
      const v = int(insn, 'imm', -4095, 4095);
      return (0x051f << 16) | ((v >= 0 ? 1 : 0) << 23) | (gpr(insn, 'rt') << 12) | Math.abs(v);
    }
    case 'ldm':
      return encodeLdm(insn, spec);
    case 'push':
    case 'pop':
      return encodePushPop(insn, spec);
    case 'branch':
      return encodeBranch(insn, spec);
    case 'bx':
      return (spec.op === 'bx' ? 0x012fff10 : 0x012fff30) | gpr(insn, 'rm');
  }
}

/** The 4 bytes of one A32 instruction. The address is not needed: targets are displacements. */
export function encodeArm(insn: ArmInsn): Uint8Array {
  const spec = specFor(insn);
  checkFields(insn);
  const word = ((condNum(insn.cond) << 28) | encodeWord(insn, spec)) >>> 0;
  return new Uint8Array([word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24]);
}

/**
 * Every A32 form is one 32-bit word. The size still refuses (EncodeError) what the encoder refuses,
 * so a selector never costs an instruction that cannot exist: it runs the encoder's checks, which on
 * A32 are the word assembly itself (a few shifts), and returns the constant 4.
 */
export function armSize(insn: ArmInsn): number {
  encodeArm(insn);
  return 4;
}
