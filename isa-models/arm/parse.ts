// The A32 assembler front: one line of UAL (the printer's syntax, which is llvm-mc-14's) back into
// an `ArmInsn` over the same form table.
//
// Contract: `parseArm(print(i))` deep-equals `i` for every instruction the encoder accepts. Input
// is read as llvm-mc reads it where the model has a form: condition aliases cs/cc, register aliases
// (fp, ip, r13…), `ldmia`/`ldmfd`/`stmfd`/… mode spellings, `mov rd, rm, <shift>` as well as the
// `lsl`… aliases, data-processing immediates in any spelling (normalized to llvm-mc's signed value),
// `lsl #0`/`ror #0` as no shift, `[rn]` as `[rn, #0]`, `[pc, #imm]` as the literal form, `push`/`pop`
// of one register. Syntax errors and constructs without a form (`#-0`, rrx or register-shifted
// memory offsets, labels) throw AsmError naming them. Operand ranges are not checked here: the
// encoder checks them (EncodeError).

import { type Cond, splitMnemonic } from '../ual/conditions.js';
import { parseUalLine, type UalOffset, type UalOperand, type UalShift } from '../ual/operands.js';
import type { ArmReg } from '../ual/registers.js';
import { AsmError } from '../types.js';
import { canonicalImm } from './immediates.js';
import {
  type ArmInsn,
  DP_OPS,
  dpClass,
  type DpOp,
  type DpShape,
  type FormSpec,
  formName,
  type LdmMode,
  LDST_OPS,
  LDSTH_OPS,
  type MemIndex,
  MUL_OPS,
  type MulOp,
} from './forms.js';

type Fields = Omit<ArmInsn, 'form' | 'cond'>;

function insnOf(spec: FormSpec, cond: Cond, fields: Fields): ArmInsn {
  return { form: formName(spec), cond, ...fields };
}

function bad(what: string): never {
  throw new AsmError(what);
}

function reg(op: UalOperand | undefined, what: string): ArmReg {
  if (op?.kind !== 'reg' || op.minus || op.writeback) bad(`expected a register for ${what}`);
  return op.reg;
}

function immValue(op: UalOperand | undefined, what: string): number {
  if (op?.kind !== 'imm') bad(`expected an immediate for ${what}`);
  if (op.minus && op.value === 0) bad('#-0 (subtract zero) has no form in the model');
  return op.value;
}

function count(ops: readonly UalOperand[], n: number, mnemonic: string): void {
  if (ops.length !== n) bad(`${mnemonic} takes ${n} operands, found ${ops.length}`);
}

/** Operand 2 of a data-processing instruction: `#imm`, `rm`, `rm, shift #n`, `rm, rrx`, `rm, shift rs`. */
function operand2(ops: readonly UalOperand[]): { shape: DpShape; fields: Fields } {
  const [first, second, ...rest] = ops;
  if (rest.length > 0) bad('too many operands');
  if (first?.kind === 'imm' && second === undefined) return { shape: 'imm', fields: { imm: canonicalImm(first.value) } };
  const rm = reg(first, 'rm');
  if (second === undefined) return { shape: 'reg', fields: { rm } };
  if (second.kind !== 'shift') bad('expected a shift after the register');
  return shifted(rm, second.shift);
}

function shifted(rm: ArmReg, shift: UalShift): { shape: DpShape; fields: Fields } {
  switch (shift.kind) {
    case 'rrx':
      return { shape: 'rrx', fields: { rm } };
    case 'reg':
      return { shape: 'shift-reg', fields: { rm, shift: shift.op, rs: shift.rs } };
    case 'imm':
      if (shift.amount === 0 && (shift.op === 'lsl' || shift.op === 'ror')) return { shape: 'reg', fields: { rm } };
      return { shape: 'shift-imm', fields: { rm, shift: shift.op, amount: shift.amount } };
  }
}

function parseDp(op: DpOp, s: boolean, cond: Cond, ops: readonly UalOperand[]): ArmInsn {
  const cls = dpClass(op);
  const lead: Fields = {};
  let rest = ops;
  if (cls !== 'compare') {
    Object.assign(lead, { rd: reg(rest[0], 'rd') });
    rest = rest.slice(1);
  }
  if (cls !== 'move') {
    Object.assign(lead, { rn: reg(rest[0], 'rn') });
    rest = rest.slice(1);
  }
  const { shape, fields } = operand2(rest);
  return insnOf({ kind: 'dp', op, s, shape }, cond, { ...lead, ...fields });
}

/** `lsl rd, rm, #n` / `lsl rd, rm, rs` / `rrx rd, rm`: the mov aliases. */
function parseShiftAlias(base: 'lsl' | 'lsr' | 'asr' | 'ror' | 'rrx', s: boolean, cond: Cond, ops: readonly UalOperand[]): ArmInsn {
  const rd = reg(ops[0], 'rd');
  const rm = reg(ops[1], 'rm');
  if (base === 'rrx') {
    count(ops, 2, 'rrx');
    return insnOf({ kind: 'dp', op: 'mov', s, shape: 'rrx' }, cond, { rd, rm });
  }
  count(ops, 3, base);
  const third = ops[2]!;
  const shift: UalShift =
    third.kind === 'reg'
      ? { kind: 'reg', op: base, rs: reg(third, 'rs') }
      : { kind: 'imm', op: base, amount: immValue(third, 'the shift amount') };
  const { shape, fields } = shifted(rm, shift);
  return insnOf({ kind: 'dp', op: 'mov', s, shape }, cond, { rd, ...fields });
}

function parseMul(op: MulOp, s: boolean, cond: Cond, ops: readonly UalOperand[]): ArmInsn {
  switch (op) {
    case 'mul':
      count(ops, 3, op);
      return insnOf({ kind: 'mul', op, s }, cond, { rd: reg(ops[0], 'rd'), rn: reg(ops[1], 'rn'), rm: reg(ops[2], 'rm') });
    case 'mla':
      count(ops, 4, op);
      return insnOf({ kind: 'mul', op, s }, cond, {
        rd: reg(ops[0], 'rd'),
        rn: reg(ops[1], 'rn'),
        rm: reg(ops[2], 'rm'),
        ra: reg(ops[3], 'ra'),
      });
    default:
      count(ops, 4, op);
      return insnOf({ kind: 'mul', op, s }, cond, {
        rdlo: reg(ops[0], 'rdlo'),
        rdhi: reg(ops[1], 'rdhi'),
        rn: reg(ops[2], 'rn'),
        rm: reg(ops[3], 'rm'),
      });
  }
}

/** The offset of a post-indexed access: the operands after `[rn]`. */
function postOffset(rest: readonly UalOperand[]): UalOffset {
  const [first, second] = rest;
  if (rest.length > 2) bad('too many operands after the memory operand');
  if (first?.kind === 'imm' && second === undefined) return { kind: 'imm', value: first.value, minus: first.minus };
  if (first?.kind !== 'reg' || first.writeback) bad('expected an offset after the memory operand');
  if (second !== undefined && second.kind !== 'shift') bad('expected a shift after the offset register');
  return { kind: 'reg', reg: first.reg, minus: first.minus, shift: second?.kind === 'shift' ? second.shift : null };
}

interface MemParts {
  readonly rn: ArmReg;
  readonly index: MemIndex;
  readonly offset: UalOffset;
}

function memParts(ops: readonly UalOperand[]): MemParts {
  const mem = ops[1];
  if (mem?.kind !== 'mem') bad('expected a memory operand [rn, …]');
  const rest = ops.slice(2);
  if (rest.length > 0) {
    if (mem.writeback || mem.offset.kind !== 'none') bad('a post-indexed access is written [rn], offset');
    return { rn: mem.base, index: 'post', offset: postOffset(rest) };
  }
  const offset: UalOffset = mem.offset.kind === 'none' ? { kind: 'imm', value: 0, minus: false } : mem.offset;
  return { rn: mem.base, index: mem.writeback ? 'pre' : 'offset', offset };
}

function offsetImm(offset: Extract<UalOffset, { kind: 'imm' }>): number {
  if (offset.minus && offset.value === 0) bad('#-0 (subtract zero) has no form in the model');
  return offset.value;
}

function parseLoadStore(op: string, cond: Cond, ops: readonly UalOperand[]): ArmInsn {
  const rt = reg(ops[0], 'rt');
  const { rn, index, offset } = memParts(ops);
  const halfword = (LDSTH_OPS as readonly string[]).includes(op);
  if (offset.kind === 'imm') {
    const imm = offsetImm(offset);
    if (rn === 'pc' && op === 'ldr' && index === 'offset') return insnOf({ kind: 'literal' }, cond, { rt, imm });
    const spec: FormSpec = halfword
      ? { kind: 'ldsth', op: op as (typeof LDSTH_OPS)[number], index, offset: 'imm', sub: false }
      : { kind: 'ldst', op: op as (typeof LDST_OPS)[number], index, offset: 'imm', sub: false };
    return insnOf(spec, cond, { rt, rn, imm });
  }
  if (offset.kind !== 'reg') bad('expected an offset');
  const shift = offset.shift;
  if (shift === null || (shift.kind === 'imm' && shift.amount === 0 && (shift.op === 'lsl' || shift.op === 'ror'))) {
    const spec: FormSpec = halfword
      ? { kind: 'ldsth', op: op as (typeof LDSTH_OPS)[number], index, offset: 'reg', sub: offset.minus }
      : { kind: 'ldst', op: op as (typeof LDST_OPS)[number], index, offset: 'reg', sub: offset.minus };
    return insnOf(spec, cond, { rt, rn, rm: offset.reg });
  }
  if (halfword) bad(`${op} takes no shifted register offset`);
  if (shift.kind !== 'imm') bad(`a ${shift.kind === 'rrx' ? 'rrx' : 'register-shifted'} offset has no form in the model`);
  return insnOf({ kind: 'ldst', op: op as (typeof LDST_OPS)[number], index, offset: 'shift', sub: offset.minus }, cond, {
    rt,
    rn,
    rm: offset.reg,
    shift: shift.op,
    amount: shift.amount,
  });
}

const LDM_SPELLINGS: Readonly<Record<string, readonly ['ldm' | 'stm', LdmMode]>> = {
  ldm: ['ldm', 'ia'],
  ldmia: ['ldm', 'ia'],
  ldmfd: ['ldm', 'ia'],
  ldmib: ['ldm', 'ib'],
  ldmed: ['ldm', 'ib'],
  ldmda: ['ldm', 'da'],
  ldmfa: ['ldm', 'da'],
  ldmdb: ['ldm', 'db'],
  ldmea: ['ldm', 'db'],
  stm: ['stm', 'ia'],
  stmia: ['stm', 'ia'],
  stmea: ['stm', 'ia'],
  stmib: ['stm', 'ib'],
  stmfa: ['stm', 'ib'],
  stmda: ['stm', 'da'],
  stmed: ['stm', 'da'],
  stmdb: ['stm', 'db'],
  stmfd: ['stm', 'db'],
};

function regList(op: UalOperand | undefined): readonly ArmReg[] {
  if (op?.kind !== 'reglist') bad('expected a register list {…}');
  return op.regs;
}

function parseLdm(spelling: string, cond: Cond, ops: readonly UalOperand[]): ArmInsn {
  const [op, mode] = LDM_SPELLINGS[spelling]!;
  count(ops, 2, spelling);
  const base = ops[0];
  if (base?.kind !== 'reg' || base.minus) bad('expected the base register');
  return insnOf({ kind: 'ldm', op, mode, writeback: base.writeback }, cond, { rn: base.reg, regs: regList(ops[1]) });
}

function parseBranchTarget(ops: readonly UalOperand[], mnemonic: string): number {
  count(ops, 1, mnemonic);
  if (ops[0]?.kind !== 'imm') bad(`${mnemonic} takes an explicit offset #N (labels are not supported)`);
  return ops[0].value + 8;
}

type Handler = (base: string, s: boolean, cond: Cond, ops: readonly UalOperand[]) => ArmInsn;

interface Mnemonic {
  readonly base: string;
  readonly allowS: boolean;
  readonly handle: Handler;
}

function mnemonicTable(): Mnemonic[] {
  const table: Mnemonic[] = [];
  for (const op of DP_OPS) {
    table.push({ base: op, allowS: dpClass(op) !== 'compare', handle: (_b, s, c, ops) => parseDp(op, s, c, ops) });
  }
  for (const base of ['lsl', 'lsr', 'asr', 'ror', 'rrx'] as const) {
    table.push({ base, allowS: true, handle: (_b, s, c, ops) => parseShiftAlias(base, s, c, ops) });
  }
  for (const op of MUL_OPS) table.push({ base: op, allowS: true, handle: (_b, s, c, ops) => parseMul(op, s, c, ops) });
  for (const op of [...LDST_OPS, ...LDSTH_OPS]) {
    table.push({ base: op, allowS: false, handle: (_b, _s, c, ops) => parseLoadStore(op, c, ops) });
  }
  for (const spelling of Object.keys(LDM_SPELLINGS)) {
    table.push({ base: spelling, allowS: false, handle: (b, _s, c, ops) => parseLdm(b, c, ops) });
  }
  table.push(
    {
      base: 'push',
      allowS: false,
      handle: (_b, _s, c, ops) => {
        count(ops, 1, 'push');
        return insnOf({ kind: 'push' }, c, { regs: regList(ops[0]) });
      },
    },
    { base: 'pop', allowS: false, handle: (_b, _s, c, ops) => parsePop(c, ops) },
    {
      base: 'b',
      allowS: false,
      handle: (_b, _s, c, ops) => insnOf({ kind: 'branch', op: 'b' }, c, { target: parseBranchTarget(ops, 'b') }),
    },
    {
      base: 'bl',
      allowS: false,
      handle: (_b, _s, c, ops) => insnOf({ kind: 'branch', op: 'bl' }, c, { target: parseBranchTarget(ops, 'bl') }),
    },
    {
      base: 'bx',
      allowS: false,
      handle: (_b, _s, c, ops) => {
        count(ops, 1, 'bx');
        return insnOf({ kind: 'bx', op: 'bx' }, c, { rm: reg(ops[0], 'rm') });
      },
    },
    {
      base: 'blx',
      allowS: false,
      handle: (_b, _s, c, ops) => {
        count(ops, 1, 'blx');
        return insnOf({ kind: 'bx', op: 'blx' }, c, { rm: reg(ops[0], 'rm') });
      },
    },
  );
  return table;
}

function parsePop(cond: Cond, ops: readonly UalOperand[]): ArmInsn {
  count(ops, 1, 'pop');
  const regs = regList(ops[0]);
  return insnOf({ kind: 'pop', ret: regs.includes('pc') }, cond, { regs });
}

const MNEMONICS = mnemonicTable();

/** One line of UAL to an instruction. Throws AsmError for text with no form in the model. */
export function parseArm(text: string): ArmInsn {
  const line = parseUalLine(text);
  for (const m of MNEMONICS) {
    const parts = splitMnemonic(line.mnemonic, m.base, m.allowS);
    if (parts !== null) return m.handle(m.base, parts.s, parts.cond, line.operands);
  }
  throw new AsmError(`unknown ARM mnemonic '${line.mnemonic}'`);
}
