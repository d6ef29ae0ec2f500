// The Thumb-1 instruction forms as data: descriptor (operands, defs/uses, memory, flags, control),
// encoding (a base opcode and where each operand's bits go), printing template and form rules.
//
// Requires the register classes of ./registers.ts. Produces `FORMS`, one `FormSpec` per form: every
// ARMv6-M 16-bit encoding an integer-C back end needs, plus the 32-bit bl (ARMv6-M ARM, ARM DDI
// 0419E: chapter A5 "The Thumb instruction set encoding", 16-bit tables, and A6.7, the alphabetical
// list of instructions, cited below by instruction name).
// The spelling is llvm-mc-14's for -triple=thumbv6m: the `s` suffix wherever the 16-bit form sets
// the flags (movs, adds, ands, lsls, muls...), none where it does not (mov, add with high registers,
// add sp). ARMv7-only forms (cbz, it, Thumb-2 32-bit encodings) are absent by construction.
//
// An instruction is plain data: `{ form, ops }`, `ops` positional as the form's operands list them —
// register names as strings, immediates and targets as numbers, the condition as its name
// (`eq`...), a register list as an ascending array of names.
//
// Branch and call targets (`target` operands) are byte offsets from the branch instruction's own
// address. Thumb reads pc as address + 4, and llvm-mc's explicit form `b #imm` takes the offset from
// pc, so the printer writes `#(target - 4)`: `b #-4` is a branch to itself (target 0). The ranges
// below are the encodable pc offsets shifted by 4 (b<c>: −256…254 from pc, b: −2048…2046, bl:
// −16 MiB…16 MiB−2, the ARMv6-M BL with J1/J2; older Thumb's ±4 MiB pair is not used).

import type { InstrDesc, OperandDesc, OperandKind, OperandRole } from '../types.js';

/** An operand value: register or condition name, immediate or target, register list. */
export type ThumbValue = string | number | readonly string[];

export interface ThumbInsn {
  readonly form: string;
  readonly ops: readonly ThumbValue[];
}

/** An operand descriptor with the Thumb encodings' extra rule: an immediate is a multiple of `step`. */
export interface ThumbOperandDesc extends OperandDesc {
  readonly step: number;
}

/** Where an operand's bits go in the 16-bit (or, for bl, 32-bit) instruction word. */
export type Field =
  | { readonly kind: 'reg3'; readonly op: number; readonly at: number } // low register, 3 bits
  | { readonly kind: 'reg4'; readonly op: number; readonly at: number } // any register, 4 bits
  | { readonly kind: 'regDN'; readonly op: number } // 4 bits split: bit 7 and bits 2..0
  | { readonly kind: 'imm'; readonly op: number; readonly at: number; readonly bits: number; readonly scale: number }
  | { readonly kind: 'shift32'; readonly op: number; readonly at: number } // lsr/asr #1..32, 32 as 0
  | { readonly kind: 'list'; readonly op: number; readonly bit8: string | null } // r0–r7 bits, lr/pc at bit 8
  | { readonly kind: 'cond'; readonly op: number } // bits 11..8
  | { readonly kind: 'branch'; readonly op: number; readonly bits: 8 | 11 } // (target − 4) / 2
  | { readonly kind: 'bl'; readonly op: number }; // S:imm10, J1:J2:imm11

/** Rules across operands that the operand classes cannot say. */
export type Rule =
  | { readonly kind: 'someHigh' } // cmp (high): not both low
  | { readonly kind: 'baseInList'; readonly inList: boolean } // ldm: writeback iff base not listed
  | { readonly kind: 'baseLowestIfListed' } // stm: a listed base must be lowest
  | { readonly kind: 'listHasPc'; readonly has: boolean }; // pop: the return form lists pc

export interface FormSpec extends InstrDesc {
  readonly operands: readonly ThumbOperandDesc[];
  readonly size: 2 | 4;
  readonly base: number;
  readonly fields: readonly Field[];
  readonly rules: readonly Rule[];
  /** Printing template: `{i}` is operand i (see print.ts for each kind's spelling). */
  readonly syntax: string;
}

// ---------------------------------------------------------------------------------------------
// Operand constructors

const R = (name: string, role: OperandRole, regClass: string): ThumbOperandDesc => ({ name, kind: 'reg', role, regClass, step: 1 });
const I = (name: string, lo: number, hi: number, step = 1, kind: OperandKind = 'imm'): ThumbOperandDesc => ({
  name,
  kind,
  role: 'use',
  range: [BigInt(lo), BigInt(hi)],
  step,
});
const T = (lo: number, hi: number): ThumbOperandDesc => I('target', lo, hi, 2, 'target');
const C: ThumbOperandDesc = { name: 'cond', kind: 'cond', role: 'use', step: 1 };
const L = (role: OperandRole, regClass: string): ThumbOperandDesc => ({ name: 'reglist', kind: 'reglist', role, regClass, step: 1 });

const lo3 = (op: number, at: number): Field => ({ kind: 'reg3', op, at });
const imm = (op: number, at: number, bits: number, scale = 1): Field => ({ kind: 'imm', op, at, bits, scale });

type Extra = Partial<Pick<FormSpec, 'implicitUses' | 'implicitDefs' | 'memory' | 'flags' | 'control' | 'rules' | 'size'>>;

function form(
  form: string,
  syntax: string,
  base: number,
  operands: readonly ThumbOperandDesc[],
  fields: readonly Field[],
  extra: Extra = {},
): FormSpec {
  return {
    form,
    mnemonic: syntax.split(' ')[0]!.replace('{0}', ''),
    syntax,
    base,
    operands,
    fields,
    implicitUses: extra.implicitUses ?? [],
    implicitDefs: extra.implicitDefs ?? [],
    memory: extra.memory ?? 'none',
    flags: extra.flags ?? 'none',
    control: extra.control ?? 'none',
    rules: extra.rules ?? [],
    size: extra.size ?? 2,
  };
}

const SETS = { flags: 'write' } as const;

// ---------------------------------------------------------------------------------------------
// Moves, add, subtract, compare

const ARITH: FormSpec[] = [
  form('movs rd, #imm8', 'movs {0}, #{1}', 0x2000, [R('rd', 'def', 'lo'), I('imm', 0, 255)], [lo3(0, 8), imm(1, 0, 8)], SETS),
  form('movs rd, rm', 'movs {0}, {1}', 0x0000, [R('rd', 'def', 'lo'), R('rm', 'use', 'lo')], [lo3(0, 0), lo3(1, 3)], SETS),
  form(
    'mov rd, rm',
    'mov {0}, {1}',
    0x4600,
    [R('rd', 'def', 'gpr'), R('rm', 'use', 'any')],
    [
      { kind: 'regDN', op: 0 },
      { kind: 'reg4', op: 1, at: 3 },
    ],
  ),
  ...(['adds', 'subs'] as const).flatMap((m, k) => [
    form(
      `${m} rd, rn, rm`,
      `${m} {0}, {1}, {2}`,
      0x1800 | (k << 9),
      [R('rd', 'def', 'lo'), R('rn', 'use', 'lo'), R('rm', 'use', 'lo')],
      [lo3(0, 0), lo3(1, 3), lo3(2, 6)],
      SETS,
    ),
    form(
      `${m} rd, rn, #imm3`,
      `${m} {0}, {1}, #{2}`,
      0x1c00 | (k << 9),
      [R('rd', 'def', 'lo'), R('rn', 'use', 'lo'), I('imm', 0, 7)],
      [lo3(0, 0), lo3(1, 3), imm(2, 6, 3)],
      SETS,
    ),
    form(
      `${m} rdn, #imm8`,
      `${m} {0}, #{1}`,
      0x3000 | (k << 11),
      [R('rdn', 'usedef', 'lo'), I('imm', 0, 255)],
      [lo3(0, 8), imm(1, 0, 8)],
      SETS,
    ),
  ]),
  form(
    'add rdn, rm',
    'add {0}, {1}',
    0x4400,
    [R('rdn', 'usedef', 'gpr'), R('rm', 'use', 'any')],
    [
      { kind: 'regDN', op: 0 },
      { kind: 'reg4', op: 1, at: 3 },
    ],
  ),
  form('add rd, sp, #imm8', 'add {0}, sp, #{1}', 0xa800, [R('rd', 'def', 'lo'), I('imm', 0, 1020, 4)], [lo3(0, 8), imm(1, 0, 8, 4)], {
    implicitUses: ['sp'],
  }),
  form('add sp, #imm7', 'add sp, #{0}', 0xb000, [I('imm', 0, 508, 4)], [imm(0, 0, 7, 4)], { implicitUses: ['sp'], implicitDefs: ['sp'] }),
  form('sub sp, #imm7', 'sub sp, #{0}', 0xb080, [I('imm', 0, 508, 4)], [imm(0, 0, 7, 4)], { implicitUses: ['sp'], implicitDefs: ['sp'] }),
  // add rd, pc, #imm: llvm-mc-14 (thumbv6m) only accepts the adr spelling. The base is Align(pc, 4).
  form('adr rd, #imm8', 'adr {0}, #{1}', 0xa000, [R('rd', 'def', 'lo'), I('imm', 0, 1020, 4)], [lo3(0, 8), imm(1, 0, 8, 4)], {
    implicitUses: ['pc'],
  }),
  form('cmp rn, #imm8', 'cmp {0}, #{1}', 0x2800, [R('rn', 'use', 'lo'), I('imm', 0, 255)], [lo3(0, 8), imm(1, 0, 8)], SETS),
  form('cmp rn, rm', 'cmp {0}, {1}', 0x4280, [R('rn', 'use', 'lo'), R('rm', 'use', 'lo')], [lo3(0, 0), lo3(1, 3)], SETS),
  // The high form: at least one high register, neither pc (A6.7 CMP (register) T2: UNPREDICTABLE otherwise).
  form(
    'cmp rn, rm (high)',
    'cmp {0}, {1}',
    0x4500,
    [R('rn', 'use', 'gpr'), R('rm', 'use', 'gpr')],
    [
      { kind: 'regDN', op: 0 },
      { kind: 'reg4', op: 1, at: 3 },
    ],
    { flags: 'write', rules: [{ kind: 'someHigh' }] },
  ),
];

// ---------------------------------------------------------------------------------------------
// The data-processing group 010000 opc rm rdn (A5.2, data processing), shifts by immediate, extends, reverses

const alu2 = (m: string, opc: number, flags: 'write' | 'readwrite' = 'write'): FormSpec =>
  form(`${m} rdn, rm`, `${m} {0}, {1}`, 0x4000 | (opc << 6), [R('rdn', 'usedef', 'lo'), R('rm', 'use', 'lo')], [lo3(0, 0), lo3(1, 3)], {
    flags,
  });
const cmp2 = (m: string, opc: number): FormSpec =>
  form(`${m} rn, rm`, `${m} {0}, {1}`, 0x4000 | (opc << 6), [R('rn', 'use', 'lo'), R('rm', 'use', 'lo')], [lo3(0, 0), lo3(1, 3)], SETS);
const unary = (m: string, base: number, flags: 'write' | 'none'): FormSpec =>
  form(`${m} rd, rm`, `${m} {0}, {1}`, base, [R('rd', 'def', 'lo'), R('rm', 'use', 'lo')], [lo3(0, 0), lo3(1, 3)], { flags });

const LOGIC: FormSpec[] = [
  alu2('ands', 0),
  alu2('eors', 1),
  alu2('lsls', 2),
  alu2('lsrs', 3),
  alu2('asrs', 4),
  alu2('adcs', 5, 'readwrite'),
  alu2('sbcs', 6, 'readwrite'),
  alu2('rors', 7),
  cmp2('tst', 8),
  cmp2('cmn', 11),
  alu2('orrs', 12),
  alu2('bics', 14),
  unary('mvns', 0x43c0, 'write'),
  // negs is rsbs rd, rn, #0 (llvm-mc prints rsbs).
  form('rsbs rd, rn, #0', 'rsbs {0}, {1}, #0', 0x4240, [R('rd', 'def', 'lo'), R('rn', 'use', 'lo')], [lo3(0, 0), lo3(1, 3)], SETS),
  form('muls rdm, rn, rdm', 'muls {0}, {1}, {0}', 0x4340, [R('rdm', 'usedef', 'lo'), R('rn', 'use', 'lo')], [lo3(0, 0), lo3(1, 3)], SETS),
  form(
    'lsls rd, rm, #imm5',
    'lsls {0}, {1}, #{2}',
    0x0000,
    [R('rd', 'def', 'lo'), R('rm', 'use', 'lo'), I('imm', 0, 31)],
    [lo3(0, 0), lo3(1, 3), imm(2, 6, 5)],
    SETS,
  ),
  ...(['lsrs', 'asrs'] as const).map((m, k) =>
    form(
      `${m} rd, rm, #imm5`,
      `${m} {0}, {1}, #{2}`,
      0x0800 << k,
      [R('rd', 'def', 'lo'), R('rm', 'use', 'lo'), I('imm', 1, 32)],
      [lo3(0, 0), lo3(1, 3), { kind: 'shift32', op: 2, at: 6 }],
      SETS,
    ),
  ),
  unary('sxth', 0xb200, 'none'),
  unary('sxtb', 0xb240, 'none'),
  unary('uxth', 0xb280, 'none'),
  unary('uxtb', 0xb2c0, 'none'),
  unary('rev', 0xba00, 'none'),
  unary('rev16', 0xba40, 'none'),
  unary('revsh', 0xbac0, 'none'),
];

// ---------------------------------------------------------------------------------------------
// Loads and stores (A5.2, load/store single data item)

const LOAD = { memory: 'load' } as const;
const STORE = { memory: 'store' } as const;
const isLoad = (m: string): boolean => m.startsWith('ldr');

const memImm = (m: string, base: number, scale: number): FormSpec =>
  form(
    `${m} rt, [rn, #imm5]`,
    `${m} {0}, [{1}, #{2}]`,
    base,
    [R('rt', isLoad(m) ? 'def' : 'use', 'lo'), R('rn', 'use', 'lo'), I('imm', 0, 31 * scale, scale)],
    [lo3(0, 0), lo3(1, 3), imm(2, 6, 5, scale)],
    isLoad(m) ? LOAD : STORE,
  );
const memReg = (m: string, opb: number): FormSpec =>
  form(
    `${m} rt, [rn, rm]`,
    `${m} {0}, [{1}, {2}]`,
    0x5000 | (opb << 9),
    [R('rt', isLoad(m) ? 'def' : 'use', 'lo'), R('rn', 'use', 'lo'), R('rm', 'use', 'lo')],
    [lo3(0, 0), lo3(1, 3), lo3(2, 6)],
    isLoad(m) ? LOAD : STORE,
  );

const MEMORY: FormSpec[] = [
  memImm('str', 0x6000, 4),
  memImm('ldr', 0x6800, 4),
  memImm('strb', 0x7000, 1),
  memImm('ldrb', 0x7800, 1),
  memImm('strh', 0x8000, 2),
  memImm('ldrh', 0x8800, 2),
  memReg('str', 0),
  memReg('strh', 1),
  memReg('strb', 2),
  memReg('ldrsb', 3),
  memReg('ldr', 4),
  memReg('ldrh', 5),
  memReg('ldrb', 6),
  memReg('ldrsh', 7),
  form('str rt, [sp, #imm8]', 'str {0}, [sp, #{1}]', 0x9000, [R('rt', 'use', 'lo'), I('imm', 0, 1020, 4)], [lo3(0, 8), imm(1, 0, 8, 4)], {
    ...STORE,
    implicitUses: ['sp'],
  }),
  form('ldr rt, [sp, #imm8]', 'ldr {0}, [sp, #{1}]', 0x9800, [R('rt', 'def', 'lo'), I('imm', 0, 1020, 4)], [lo3(0, 8), imm(1, 0, 8, 4)], {
    ...LOAD,
    implicitUses: ['sp'],
  }),
  // The literal load: the address is Align(pc, 4) + imm (pc = address + 4).
  form('ldr rt, [pc, #imm8]', 'ldr {0}, [pc, #{1}]', 0x4800, [R('rt', 'def', 'lo'), I('imm', 0, 1020, 4)], [lo3(0, 8), imm(1, 0, 8, 4)], {
    ...LOAD,
    implicitUses: ['pc'],
  }),
];

// ---------------------------------------------------------------------------------------------
// Multiple loads and stores (A6.7 LDM, STM, POP, PUSH)

const SP_RW = { implicitUses: ['sp'], implicitDefs: ['sp'] } as const;
const list = (op: number, bit8: string | null): Field => ({ kind: 'list', op, bit8 });

const MULTIPLE: FormSpec[] = [
  form('push {reglist}', 'push {0}', 0xb400, [L('use', 'pushlist')], [list(0, 'lr')], { ...STORE, ...SP_RW }),
  form('pop {reglist}', 'pop {0}', 0xbc00, [L('def', 'lo')], [list(0, null)], {
    ...LOAD,
    ...SP_RW,
    rules: [{ kind: 'listHasPc', has: false }],
  }),
  // pop with pc returns (or branches): a form of its own so that `control` is exact.
  form('pop {reglist, pc}', 'pop {0}', 0xbc00, [L('def', 'poplist')], [list(0, 'pc')], {
    ...LOAD,
    ...SP_RW,
    control: 'return',
    rules: [{ kind: 'listHasPc', has: true }],
  }),
  form('ldm rn!, {reglist}', 'ldm {0}!, {1}', 0xc800, [R('rn', 'usedef', 'lo'), L('def', 'lo')], [lo3(0, 8), list(1, null)], {
    ...LOAD,
    rules: [{ kind: 'baseInList', inList: false }],
  }),
  // Without writeback exactly when the base is in the list (A6.7 LDM: the loaded value wins).
  form('ldm rn, {reglist}', 'ldm {0}, {1}', 0xc800, [R('rn', 'use', 'lo'), L('def', 'lo')], [lo3(0, 8), list(1, null)], {
    ...LOAD,
    rules: [{ kind: 'baseInList', inList: true }],
  }),
  form('stm rn!, {reglist}', 'stm {0}!, {1}', 0xc000, [R('rn', 'usedef', 'lo'), L('use', 'lo')], [lo3(0, 8), list(1, null)], {
    ...STORE,
    rules: [{ kind: 'baseLowestIfListed' }],
  }),
];

// ---------------------------------------------------------------------------------------------
// Branches, calls, hints (A6.7 B, BL, BLX, BX, NOP, UDF)

const BRANCH: FormSpec[] = [
  form(
    'b<c> target',
    'b{0} #{1}',
    0xd000,
    [C, T(-252, 258)],
    [
      { kind: 'cond', op: 0 },
      { kind: 'branch', op: 1, bits: 8 },
    ],
    { flags: 'read', control: 'cond-branch' },
  ),
  form('b target', 'b #{0}', 0xe000, [T(-2044, 2050)], [{ kind: 'branch', op: 0, bits: 11 }], { control: 'branch' }),
  // bl is the one 32-bit form: hw1 in the high half of `base`, hw2 in the low half.
  form('bl target', 'bl #{0}', 0xf000d000, [T(-16777212, 16777218)], [{ kind: 'bl', op: 0 }], {
    control: 'call',
    implicitDefs: ['lr'],
    size: 4,
  }),
  // Tessera uses bx only to return: the front end rejects indirect branches. bx pc would clear the Thumb
  // bit (a fault on ARMv6-M); blx pc is UNPREDICTABLE (A6.7 BLX).
  form('bx rm', 'bx {0}', 0x4700, [R('rm', 'use', 'gpr')], [{ kind: 'reg4', op: 0, at: 3 }], { control: 'return' }),
  form('blx rm', 'blx {0}', 0x4780, [R('rm', 'use', 'gpr')], [{ kind: 'reg4', op: 0, at: 3 }], { control: 'call', implicitDefs: ['lr'] }),
  form('nop', 'nop', 0xbf00, [], []),
  // A permanently undefined instruction: the trap for `unreachable` (never falls through, ends nothing).
  form('udf #imm8', 'udf #{0}', 0xde00, [I('imm', 0, 255)], [imm(0, 0, 8)]),
];

export const FORMS: readonly FormSpec[] = [...ARITH, ...LOGIC, ...MEMORY, ...MULTIPLE, ...BRANCH];

const BY_NAME = new Map(FORMS.map((f) => [f.form, f]));
if (BY_NAME.size !== FORMS.length) throw new Error('thumb: duplicate form names');

export function formSpec(name: string): FormSpec | undefined {
  return BY_NAME.get(name);
}
