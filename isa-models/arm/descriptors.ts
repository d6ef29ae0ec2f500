// Instruction descriptors (the shared `InstrDesc` of isa-models/types.ts) derived from the A32 form
// table: operands with kinds, roles, register classes and immediate ranges, memory effect, flags,
// control flow and implicit registers.
//
// Contract: one descriptor per form of forms.ts, operands in printing order, each operand's `name`
// being the `ArmInsn` field that holds it, the condition last (`cond`, kind `cond`). Every A32
// instruction is conditional, so a descriptor states its effect for `cond = al`; a condition other
// than `al` adds a flag read and makes a branch a conditional branch — `flagEffectOf` and
// `controlOf` give the exact effect of one instruction. Ranges are the widest the encoding field
// allows; the encoder also applies the form's rule (rotated immediates, shift amounts by shift kind,
// branch offsets in words) and throws EncodeError.

import type { FlagEffect, InstrDesc, OperandDesc } from '../types.js';
import { type ArmInsn, dpClass, type FormSpec, FORM_SPECS, formName } from './forms.js';

/** Register classes of the A32 model (see abi.ts for their members). */
export const ARM_CLASS = {
  /** r0–r14: every register operand (pc would make a form a branch or a literal access). */
  gpr: 'gpr',
  /** Register lists of ldm/stm/push/pop: r0–r12 and lr. */
  list: 'reglist',
  /** The list of a returning pop: r0–r12 and pc (pc required; lr with pc is deprecated). */
  retList: 'reglist-ret',
} as const;

const reg = (name: string, role: OperandDesc['role']): OperandDesc => ({ name, kind: 'reg', role, regClass: ARM_CLASS.gpr });
const imm = (name: string, lo: bigint, hi: bigint): OperandDesc => ({ name, kind: 'imm', role: 'use', range: [lo, hi] });
const SHIFT: OperandDesc = { name: 'shift', kind: 'shift', role: 'use' };
const COND: OperandDesc = { name: 'cond', kind: 'cond', role: 'use' };

/** Branch offsets from the branch's own address: pc reads 8 ahead, imm24 counts words. */
export const BRANCH_RANGE: readonly [bigint, bigint] = [-(1n << 25n) + 8n, (1n << 25n) - 4n + 8n];
const DP_IMM_RANGE: readonly [bigint, bigint] = [-(1n << 31n), (1n << 32n) - 1n];

function dpOperands(spec: Extract<FormSpec, { kind: 'dp' }>): OperandDesc[] {
  const cls = dpClass(spec.op);
  const ops: OperandDesc[] = [];
  if (cls !== 'compare') ops.push(reg('rd', 'def'));
  if (cls !== 'move') ops.push(reg('rn', 'use'));
  switch (spec.shape) {
    case 'imm':
      ops.push(imm('imm', DP_IMM_RANGE[0], DP_IMM_RANGE[1]));
      break;
    case 'reg':
    case 'rrx':
      ops.push(reg('rm', 'use'));
      break;
    case 'shift-imm':
      ops.push(reg('rm', 'use'), SHIFT, imm('amount', 1n, 32n));
      break;
    case 'shift-reg':
      ops.push(reg('rm', 'use'), SHIFT, reg('rs', 'use'));
      break;
  }
  return ops;
}

function mulOperands(spec: Extract<FormSpec, { kind: 'mul' }>): OperandDesc[] {
  switch (spec.op) {
    case 'mul':
      return [reg('rd', 'def'), reg('rn', 'use'), reg('rm', 'use')];
    case 'mla':
      return [reg('rd', 'def'), reg('rn', 'use'), reg('rm', 'use'), reg('ra', 'use')];
    case 'umull':
    case 'smull':
      return [reg('rdlo', 'def'), reg('rdhi', 'def'), reg('rn', 'use'), reg('rm', 'use')];
    case 'umlal':
    case 'smlal':
      return [reg('rdlo', 'usedef'), reg('rdhi', 'usedef'), reg('rn', 'use'), reg('rm', 'use')];
  }
}

function memOperands(spec: Extract<FormSpec, { kind: 'ldst' | 'ldsth' }>): OperandDesc[] {
  const load = spec.op.startsWith('ldr');
  const base = reg('rn', spec.index === 'offset' ? 'use' : 'usedef');
  const ops = [reg('rt', load ? 'def' : 'use'), base];
  const limit = spec.kind === 'ldst' ? 4095n : 255n;
  switch (spec.offset) {
    case 'imm':
      ops.push(imm('imm', -limit, limit));
      break;
    case 'reg':
      ops.push(reg('rm', 'use'));
      break;
    case 'shift':
      ops.push(reg('rm', 'use'), SHIFT, imm('amount', 1n, 32n));
      break;
  }
  return ops;
}

function listOperand(role: OperandDesc['role'], regClass: string): OperandDesc {
  return { name: 'regs', kind: 'reglist', role, regClass };
}

function operandsOf(spec: FormSpec): OperandDesc[] {
  switch (spec.kind) {
    case 'dp':
      return dpOperands(spec);
    case 'mul':
      return mulOperands(spec);
    case 'ldst':
    case 'ldsth':
      return memOperands(spec);
    case 'literal':
      return [reg('rt', 'def'), imm('imm', -4095n, 4095n)];
    case 'ldm':
      return [reg('rn', spec.writeback ? 'usedef' : 'use'), listOperand(spec.op === 'ldm' ? 'def' : 'use', ARM_CLASS.list)];
    case 'push':
      return [listOperand('use', ARM_CLASS.list)];
    case 'pop':
      return [listOperand('def', spec.ret ? ARM_CLASS.retList : ARM_CLASS.list)];
    case 'branch':
      return [{ name: 'target', kind: 'target', role: 'use', range: BRANCH_RANGE }];
    case 'bx':
      return [reg('rm', 'use')];
  }
}

function memoryOf(spec: FormSpec): InstrDesc['memory'] {
  switch (spec.kind) {
    case 'dp':
    case 'mul':
    case 'branch':
    case 'bx':
      return 'none';
    case 'ldst':
    case 'ldsth':
      return spec.op.startsWith('ldr') ? 'load' : 'store';
    case 'literal':
    case 'pop':
      return 'load';
    case 'push':
      return 'store';
    case 'ldm':
      return spec.op === 'ldm' ? 'load' : 'store';
  }
}

/** Flags for `cond = al`: S forms and compares write NZCV; adc/sbc/rsc and rrx read C. */
function flagsOf(spec: FormSpec): FlagEffect {
  if (spec.kind === 'mul') return spec.s ? 'write' : 'none';
  if (spec.kind !== 'dp') return 'none';
  const reads = spec.op === 'adc' || spec.op === 'sbc' || spec.op === 'rsc' || spec.shape === 'rrx';
  const writes = spec.s || dpClass(spec.op) === 'compare';
  return reads ? (writes ? 'readwrite' : 'read') : writes ? 'write' : 'none';
}

function controlOfSpec(spec: FormSpec): InstrDesc['control'] {
  switch (spec.kind) {
    case 'branch':
      return spec.op === 'bl' ? 'call' : 'branch';
    // bx is emitted as the return `bx lr`; the back end has no other indirect jump.
    case 'bx':
      return spec.op === 'blx' ? 'call' : 'return';
    case 'pop':
      return spec.ret ? 'return' : 'none';
    default:
      return 'none';
  }
}

function implicitOf(spec: FormSpec): { uses: string[]; defs: string[] } {
  switch (spec.kind) {
    case 'push':
    case 'pop':
      return { uses: ['sp'], defs: ['sp'] };
    case 'literal':
      return { uses: ['pc'], defs: [] };
    case 'branch':
    case 'bx':
      return spec.op === 'bl' || spec.op === 'blx' ? { uses: [], defs: ['lr'] } : { uses: [], defs: [] };
    default:
      return { uses: [], defs: [] };
  }
}

function mnemonicOf(spec: FormSpec): string {
  switch (spec.kind) {
    case 'dp':
    case 'mul':
      return `${spec.op}${spec.s ? 's' : ''}`;
    case 'ldst':
    case 'ldsth':
    case 'branch':
    case 'bx':
      return spec.op;
    case 'literal':
      return 'ldr';
    case 'ldm':
      return `${spec.op}${spec.mode}`;
    case 'push':
      return 'push';
    case 'pop':
      return 'pop';
  }
}

function describe(spec: FormSpec): InstrDesc {
  const implicit = implicitOf(spec);
  return {
    form: formName(spec),
    mnemonic: mnemonicOf(spec),
    operands: [...operandsOf(spec), COND],
    implicitUses: implicit.uses,
    implicitDefs: implicit.defs,
    memory: memoryOf(spec),
    flags: flagsOf(spec),
    control: controlOfSpec(spec),
  };
}

export const ARM_DESCRIPTORS: readonly InstrDesc[] = FORM_SPECS.map(describe);

const DESC_BY_FORM: ReadonlyMap<string, InstrDesc> = new Map(ARM_DESCRIPTORS.map((d) => [d.form, d]));

export function descriptorOf(form: string): InstrDesc {
  const desc = DESC_BY_FORM.get(form);
  if (desc === undefined) throw new RangeError(`no ARM form '${form}'`);
  return desc;
}

/** The exact flag effect of one instruction: its form's, plus a read when it is conditional. */
export function flagEffectOf(insn: ArmInsn): FlagEffect {
  const base = descriptorOf(insn.form).flags;
  if (insn.cond === 'al') return base;
  return base === 'write' || base === 'readwrite' ? 'readwrite' : 'read';
}

/** The exact control effect: a conditional branch or return may fall through. */
export function controlOf(insn: ArmInsn): InstrDesc['control'] {
  const base = descriptorOf(insn.form).control;
  if (insn.cond === 'al') return base;
  return base === 'branch' || base === 'return' ? 'cond-branch' : base;
}
