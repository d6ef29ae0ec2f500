// The ARM (A32, ARMv6) target object (engine/targets/target.ts `Target`).
//
// Requires the ARM model (isa-models/arm: `{ form, cond, rd, … }` instructions, forms.ts), the ARM
// tile grammar (tiles.ts) and the pre-/post-indexed DAG combine (engine/isel/indexed.ts). Produces
// plain ArmInsn values. Branch and call targets are relative to the instruction's own address
// (the model adds the pc+8 bias); constants are a rotated-immediate mov or mvn, else a literal
// loaded from a pool (±4095 from pc+8, ARM ARM A8.6.59). lr is pushed by every prologue and the
// epilogue returns by popping pc (AAPCS).

import { CodegenError } from '../../codegen/lir.js';
import { MODELS } from '../../../isa-models/index.js';
import type { ArmInsn } from '../../../isa-models/arm/forms.js';
import type { Cond } from '../../../isa-models/ual/conditions.js';
import type { ArmReg } from '../../../isa-models/ual/registers.js';
import { planted } from '../../../common/planted-bugs.js';
import { ARM_INDEXED, combineIndexed } from '../../isel/indexed.js';
import type { Grammar } from '../../isel/grammar.js';
import type { PReg } from '../../mir/types.js';
import type { JumpForm, StackEffect, Target } from '../target.js';
import { AEABI_WIDE } from '../ual/wide.js';
import { armFrameSequence } from './frame-reach.js';
import { armGrammar } from './tiles.js';
import type { ArmModel } from './tiles-util.js';

const model = MODELS.arm as ArmModel;
const REACH = 4095;
const STEP = 1020; // the largest sp adjustment that encodes in one instruction (255 ror 30)
/** The frame pointer of a function with a dynamic stack: r11 (fp in the APCS names), callee-saved (AAPCS §5.1.1). */
const FP = 'r11';
let grammar: Grammar | undefined;

/** Registers come from the allocation (PReg strings); the model's type names the ones it encodes. */
const r = (p: PReg): ArmReg => p as ArmReg;

function encodes(insn: ArmInsn): boolean {
  try {
    model.size(insn);
    return true;
  } catch {
    return false;
  }
}

function constant(rd: PReg, value: bigint, bits: number): { insn: ArmInsn } | { literal: bigint } {
  const u = BigInt.asUintN(32, BigInt.asUintN(bits, value));
  const mov: ArmInsn = { form: 'mov rd, #imm', cond: 'al', rd: r(rd), imm: Number(u) };
  if (encodes(mov)) return { insn: mov };
  const mvn: ArmInsn = { form: 'mvn rd, #imm', cond: 'al', rd: r(rd), imm: Number(BigInt.asUintN(32, ~u)) };
  return encodes(mvn) ? { insn: mvn } : { literal: u };
}

function adjustSp(bytes: number, sign: 1 | -1): ArmInsn[] {
  const op = sign < 0 ? 'sub' : 'add';
  const out: ArmInsn[] = [];
  for (let left = bytes; left > 0; left -= Math.min(left, STEP)) {
    out.push({ form: `${op} rd, rn, #imm`, cond: 'al', rd: 'sp', rn: 'sp', imm: Math.min(left, STEP) });
  }
  return out;
}

/** push/pop lists, add/sub of an immediate to sp; any other form writing sp is 'other'. */
function stackEffect(i: ArmInsn): StackEffect {
  // bx lr reaches the emitted code only as a variadic frame's return (releaseAndReturn)
  if (i.form === 'bx rm' && i.rm === 'lr' && i.cond === 'al') return { kind: 'return' };
  if (i.form === 'push {regs}') return { kind: 'push', regs: i.regs ?? [] };
  if (i.form === 'pop {regs, pc}' || i.form === 'pop {regs}')
    return { kind: 'pop', regs: i.regs ?? [], returns: (i.regs ?? []).includes('pc') };
  if (i.rd !== 'sp') return { kind: 'none' };
  if ((i.form === 'add rd, rn, #imm' || i.form === 'sub rd, rn, #imm') && i.rn === 'sp' && typeof i.imm === 'number') {
    return { kind: 'adjust', bytes: i.form.startsWith('add') ? i.imm : -i.imm };
  }
  // The dynamic stack: `mov sp, r11` ends a body whose sp moved, `sub sp, sp, rm` and `mov sp, rm` move it.
  if (i.form === 'mov rd, rm') return i.rm === FP ? { kind: 'from-frame-pointer' } : { kind: 'dynamic' };
  if (i.form === 'sub rd, rn, rm' && i.rn === 'sp') return { kind: 'dynamic' };
  return { kind: 'other' };
}

export const armTarget: Target<ArmInsn> = {
  isa: 'arm',
  model,
  legalize: { registerBits: 32, wideIntegers: AEABI_WIDE, divisionByHelpers: true, alignedAccessesOnly: false },
  registerClasses: (gpr) => ({ gpr }),
  wordBytes: 4,
  sp: 'sp',
  functionAlign: 4n,
  localAlign: 1,
  farJumps: false,
  framePointer: FP,
  literals: {
    loadBytes: 4,
    branchBytes: 4,
    reaches: (load, word) => Math.abs(word - (load + 8)) <= REACH,
    deadline: (load) => load + 8 + REACH,
  },
  grammar: () => (grammar ??= armGrammar(model)),
  dagCombine: (dag, facts) => combineIndexed(dag, facts, ARM_INDEXED),
  regView: (preg, bits) => {
    if (bits > 32) throw new CodegenError(`arm: no ${bits}-bit view of ${preg}`);
    return preg;
  },

  isReturn: (i) => i.form === 'bx rm' && i.rm === 'lr' && i.cond === 'al',
  isConditionalReturn: (i) => i.form === 'bx rm' && i.rm === 'lr' && i.cond !== 'al',
  branchCond: (i) => (i.cond === 'al' ? null : i.cond),
  addFrameOffset: (i, offset) => {
    if (typeof i.imm !== 'number') throw new CodegenError(`arm: '${i.form}' names a frame object but has no immediate`);
    return { ...i, imm: i.imm + offset };
  },
  frameSequence: (i) => armFrameSequence(i, encodes),
  rebaseFrame: (i, fp) => (i.rn === 'sp' ? { ...i, rn: r(fp) } : i),
  outgoingExtent: (i) => (i.rn === 'sp' && /^str/.test(i.form) && typeof i.imm === 'number' ? i.imm + 4 : 0),
  stackEffect,

  move: (dst, src) => ({ form: 'mov rd, rm', cond: 'al', rd: r(dst), rm: r(src) }),
  store: (rt, offset) => ({ form: 'str rt, [rn, #imm]', cond: 'al', rt: r(rt), rn: 'sp', imm: offset }),
  load: (rt, offset) => ({ form: 'ldr rt, [rn, #imm]', cond: 'al', rt: r(rt), rn: 'sp', imm: offset }),
  constant: (rd, value, bits) => constant(rd, value, bits),
  adjustSp,
  push: (regs) => [{ form: 'push {regs}', cond: 'al', regs: [...regs, 'lr'].map(r) }],
  popAndReturn: (regs) => [{ form: 'pop {regs, pc}', cond: 'al', regs: [...regs, 'pc'].map(r) }],
  // A variadic frame (LLVM's form): lr popped as pushed, the register save area released, bx lr.
  releaseAndReturn: (regs, bytes) => [
    { form: 'pop {regs}', cond: 'al', regs: [...regs, 'lr'].map(r) },
    ...adjustSp(bytes, 1),
    { form: 'bx rm', cond: 'al', rm: 'lr' },
  ],
  callInsn: (target) => ({ form: 'bl target', cond: 'al', target }),
  retargetCall: (i, target) => ({ ...i, target }),
  callDisplacement: (at, dest) => Number(dest - at),
  literalLoad: (rt, address, literal) => ({ form: 'ldr rt, [pc, #imm]', cond: 'al', rt: r(rt), imm: literal - (address + 8) }),
  jumpInsns: (cond, _form, address, dest) => [
    {
      form: 'b target',
      cond: (cond ?? 'al') as Cond,
      target: dest - address + (planted('arm-branch-off-by-one') && cond !== null ? 4 : 0),
    },
  ],
  jumpSize: () => 4,
  jumpReaches: (_cond: string | null, _form: JumpForm, address: number, dest: number) => {
    const off = dest - address - 8;
    return off >= -(2 ** 25) && off < 2 ** 25;
  },
};
