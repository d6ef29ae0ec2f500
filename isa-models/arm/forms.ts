// The ARMv6 A32 instruction forms the Tessera back end uses, as a table of plain data (ARM ARM,
// ARMv6 edition: A3.4 data processing, A3.5 multiply, A3.11–A3.12 load/store word, byte, halfword
// and signed byte, A3.12 load/store multiple, A3.3 branches; no ARMv7-only encoding: no movw/movt).
//
// Contract: every form has a unique name (the `form` of `InstrDesc` and of `ArmInsn`), a `FormSpec`
// saying how it encodes, and an `ArmInsn` shape: the fields an instruction of the form carries are
// exactly the descriptor's operand names (plus `form` and `cond`), nothing else — so a parsed
// instruction deep-equals a constructed one. Every form is conditional (`cond`, `al` when absent).
// Register fields hold llvm-mc's names (`r0`…`r12`, `sp`, `lr`, `pc`); immediates are numbers:
// a data-processing immediate is the unsigned 32-bit value (the encoder also takes the signed
// spelling; parse and cases give the unsigned one), an offset immediate carries its sign, a `target`
// is a byte offset from the branch's own address.
//
// Forms where one register choice would change what the instruction is (pc as a destination is a
// branch; pc as a base is the literal form) exclude it by class: `gpr` is r0–r14 throughout.
//
// Not modelled (the back end does not need them; the parser names them in its AsmError): pc as a
// data-processing or load/store operand (`add r0, pc, #4` is llvm-mc's `adr`), `ldr pc, …` and ldm
// into pc other than `pop {…, pc}`, `#-0` offsets (U = 0 with zero), rrx and register-shifted
// memory offsets, ldrd/strd, ARMv6 media instructions (uxtb/sxtb/uxth/sxth, rev), clz, adr, blx
// to an immediate, labels (branch targets are explicit offsets).

import type { Cond } from '../ual/conditions.js';
import type { ShiftOp } from '../ual/operands.js';
import type { ArmReg } from '../ual/registers.js';

export const DP_OPS = [
  'and',
  'eor',
  'sub',
  'rsb',
  'add',
  'adc',
  'sbc',
  'rsc',
  'tst',
  'teq',
  'cmp',
  'cmn',
  'orr',
  'mov',
  'bic',
  'mvn',
] as const;
export type DpOp = (typeof DP_OPS)[number];

/** The shapes of operand 2 (the shifter operand, A5.1). */
export const DP_SHAPES = ['imm', 'reg', 'shift-imm', 'rrx', 'shift-reg'] as const;
export type DpShape = (typeof DP_SHAPES)[number];

export const MUL_OPS = ['mul', 'mla', 'umull', 'smull', 'umlal', 'smlal'] as const;
export type MulOp = (typeof MUL_OPS)[number];

export const LDST_OPS = ['ldr', 'str', 'ldrb', 'strb'] as const;
export type LdstOp = (typeof LDST_OPS)[number];
export const LDSTH_OPS = ['ldrh', 'strh', 'ldrsb', 'ldrsh'] as const;
export type LdsthOp = (typeof LDSTH_OPS)[number];

/** Offset addressing, pre-indexed with writeback (`!`), post-indexed (`[rn], off`). */
export const INDEXES = ['offset', 'pre', 'post'] as const;
export type MemIndex = (typeof INDEXES)[number];

export const LDM_MODES = ['ia', 'ib', 'da', 'db'] as const;
export type LdmMode = (typeof LDM_MODES)[number];

export type DpClass = 'binary' | 'compare' | 'move';

export type FormSpec =
  | { readonly kind: 'dp'; readonly op: DpOp; readonly s: boolean; readonly shape: DpShape }
  | { readonly kind: 'mul'; readonly op: MulOp; readonly s: boolean }
  | {
      readonly kind: 'ldst';
      readonly op: LdstOp;
      readonly index: MemIndex;
      readonly offset: 'imm' | 'reg' | 'shift';
      readonly sub: boolean;
    }
  | { readonly kind: 'ldsth'; readonly op: LdsthOp; readonly index: MemIndex; readonly offset: 'imm' | 'reg'; readonly sub: boolean }
  | { readonly kind: 'literal' }
  | { readonly kind: 'ldm'; readonly op: 'ldm' | 'stm'; readonly mode: LdmMode; readonly writeback: boolean }
  | { readonly kind: 'push' }
  | { readonly kind: 'pop'; readonly ret: boolean }
  | { readonly kind: 'branch'; readonly op: 'b' | 'bl' }
  | { readonly kind: 'bx'; readonly op: 'bx' | 'blx' };

/** One A32 instruction: a form and exactly that form's operand fields. */
export interface ArmInsn {
  readonly form: string;
  readonly cond: Cond;
  readonly rd?: ArmReg;
  readonly rn?: ArmReg;
  readonly rm?: ArmReg;
  readonly rs?: ArmReg;
  readonly ra?: ArmReg;
  readonly rdlo?: ArmReg;
  readonly rdhi?: ArmReg;
  readonly rt?: ArmReg;
  readonly imm?: number;
  readonly shift?: ShiftOp;
  readonly amount?: number;
  readonly regs?: readonly ArmReg[];
  readonly target?: number;
}

export function dpClass(op: DpOp): DpClass {
  if (op === 'tst' || op === 'teq' || op === 'cmp' || op === 'cmn') return 'compare';
  return op === 'mov' || op === 'mvn' ? 'move' : 'binary';
}

const OPERAND2: Record<DpShape, string> = {
  imm: '#imm',
  reg: 'rm',
  'shift-imm': 'rm, shift #amount',
  rrx: 'rm, rrx',
  'shift-reg': 'rm, shift rs',
};

const MUL_OPERANDS: Record<MulOp, string> = {
  mul: 'rd, rn, rm',
  mla: 'rd, rn, rm, ra',
  umull: 'rdlo, rdhi, rn, rm',
  smull: 'rdlo, rdhi, rn, rm',
  umlal: 'rdlo, rdhi, rn, rm',
  smlal: 'rdlo, rdhi, rn, rm',
};

function memPattern(index: MemIndex, offset: string): string {
  switch (index) {
    case 'offset':
      return `[rn, ${offset}]`;
    case 'pre':
      return `[rn, ${offset}]!`;
    case 'post':
      return `[rn], ${offset}`;
  }
}

const MEM_OFFSET: Record<'imm' | 'reg' | 'shift', string> = { imm: '#imm', reg: 'rm', shift: 'rm, shift #amount' };

/** The unique form name of a spec (what descriptors and instructions carry). */
export function formName(spec: FormSpec): string {
  switch (spec.kind) {
    case 'dp': {
      const head = `${spec.op}${spec.s ? 's' : ''}`;
      const cls = dpClass(spec.op);
      const regs = cls === 'binary' ? 'rd, rn, ' : cls === 'compare' ? 'rn, ' : 'rd, ';
      return `${head} ${regs}${OPERAND2[spec.shape]}`;
    }
    case 'mul':
      return `${spec.op}${spec.s ? 's' : ''} ${MUL_OPERANDS[spec.op]}`;
    case 'ldst':
    case 'ldsth': {
      const off = `${spec.sub && spec.offset !== 'imm' ? '-' : ''}${MEM_OFFSET[spec.offset]}`;
      return `${spec.op} rt, ${memPattern(spec.index, off)}`;
    }
    case 'literal':
      return 'ldr rt, [pc, #imm]';
    case 'ldm':
      return `${spec.op}${spec.mode} rn${spec.writeback ? '!' : ''}, {regs}`;
    case 'push':
      return 'push {regs}';
    case 'pop':
      return spec.ret ? 'pop {regs, pc}' : 'pop {regs}';
    case 'branch':
      return `${spec.op} target`;
    case 'bx':
      return `${spec.op} rm`;
  }
}

function allSpecs(): FormSpec[] {
  const specs: FormSpec[] = [];
  for (const op of DP_OPS) {
    for (const s of dpClass(op) === 'compare' ? [false] : [false, true]) {
      for (const shape of DP_SHAPES) specs.push({ kind: 'dp', op, s, shape });
    }
  }
  for (const op of MUL_OPS) for (const s of [false, true]) specs.push({ kind: 'mul', op, s });
  for (const op of LDST_OPS) {
    for (const index of INDEXES) {
      specs.push({ kind: 'ldst', op, index, offset: 'imm', sub: false });
      for (const sub of [false, true]) for (const offset of ['reg', 'shift'] as const) specs.push({ kind: 'ldst', op, index, offset, sub });
    }
  }
  for (const op of LDSTH_OPS) {
    for (const index of INDEXES) {
      specs.push({ kind: 'ldsth', op, index, offset: 'imm', sub: false });
      for (const sub of [false, true]) specs.push({ kind: 'ldsth', op, index, offset: 'reg', sub });
    }
  }
  specs.push({ kind: 'literal' });
  for (const op of ['ldm', 'stm'] as const) {
    for (const mode of LDM_MODES) for (const writeback of [false, true]) specs.push({ kind: 'ldm', op, mode, writeback });
  }
  specs.push({ kind: 'push' }, { kind: 'pop', ret: false }, { kind: 'pop', ret: true });
  specs.push({ kind: 'branch', op: 'b' }, { kind: 'branch', op: 'bl' }, { kind: 'bx', op: 'bx' }, { kind: 'bx', op: 'blx' });
  return specs;
}

export const FORM_SPECS: readonly FormSpec[] = allSpecs();

const BY_NAME: ReadonlyMap<string, FormSpec> = new Map(FORM_SPECS.map((s) => [formName(s), s]));
if (BY_NAME.size !== FORM_SPECS.length) throw new Error('arm forms: duplicate form names');

export function specOf(form: string): FormSpec {
  const spec = BY_NAME.get(form);
  if (spec === undefined) throw new RangeError(`no ARM form '${form}'`);
  return spec;
}
