// The Thumb (ARMv6-M, Cortex-M0) target object (engine/targets/target.ts `Target`).
//
// Requires the Thumb model (isa-models/thumb: `{ form, ops }` instructions, forms.ts) and the Thumb
// tile grammar (tiles.ts). Produces plain ThumbInsn values. Branch and call targets are relative
// to the instruction's own address (the model adds the pc+4 bias). Constants: `movs rd, #imm8`
// only when the flags are dead (movs writes them), else a literal loaded from a pool, 0..1020
// bytes FORWARD from Align(pc+4, 4) (ARMv6-M A6.7.27). sp-relative word accesses reach 1020 bytes;
// one beyond runs with sp raised around it. Branches: b<c> ±256 B, b ±2 KB, and `bl` ±16 MB as a
// plain jump inside a body (lr is free there: the prologue saved it).

import { CodegenError } from '../../codegen/lir.js';
import { MODELS } from '../../../isa-models/index.js';
import type { ThumbInsn } from '../../../isa-models/thumb/forms.js';
import { invertCond, type Cond } from '../../../isa-models/ual/conditions.js';
import type { IsaModel } from '../../../isa-models/types.js';
import { planted } from '../../../common/planted-bugs.js';
import type { Grammar } from '../../isel/grammar.js';
import type { JumpForm, StackEffect, Target } from '../target.js';
import { AEABI_WIDE } from '../ual/wide.js';
import { thumbFrameSequence } from './frame-reach.js';
import { thumbGrammar } from './tiles.js';

const model = MODELS.thumb as IsaModel<ThumbInsn>;
const REACH = 1020;
const STEP = 508; // the largest sp adjustment of one instruction (imm7 × 4)
/** The frame pointer of a function with a dynamic stack. */
const FP = 'r7';
/** The sp-relative frame forms rebaseFrame moves to the frame pointer. */
const SP_BASED: Readonly<Record<string, true>> = { 'ldr rt, [sp, #imm8]': true, 'str rt, [sp, #imm8]': true, 'add rd, sp, #imm8': true };
let grammar: Grammar | undefined;

function adjustSp(bytes: number, sign: 1 | -1): ThumbInsn[] {
  const form = sign < 0 ? 'sub sp, #imm7' : 'add sp, #imm7';
  const out: ThumbInsn[] = [];
  for (let left = bytes; left > 0; left -= Math.min(left, STEP)) out.push({ form, ops: [Math.min(left, STEP)] });
  return out;
}

function literalLoad(rt: string, address: number, literal: number): ThumbInsn {
  const imm = planted('thumb-literal-unaligned-pc') ? (literal - (address + 4)) & ~3 : literal - ((address + 4) & ~3);
  if (imm < 0 || imm > REACH)
    throw new CodegenError(`thumb: literal pool entry at ${literal} is out of reach of the ldr at ${address} (needs 0..1020 bytes ahead)`);
  return { form: 'ldr rt, [pc, #imm8]', ops: [rt, imm] };
}

function jumpInsns(cond: string | null, form: JumpForm, address: number, dest: number): ThumbInsn[] {
  if (form === 'far') {
    if (cond === null) return [{ form: 'bl target', ops: [dest - address] }];
    return [
      { form: 'b<c> target', ops: [invertCond(cond as Cond), 6] },
      { form: 'bl target', ops: [dest - (address + 2)] },
    ];
  }
  if (cond === null) return [{ form: 'b target', ops: [dest - address] }];
  if (form === 'short') return [{ form: 'b<c> target', ops: [cond, dest - address] }];
  // b<!c> skips the following 2-byte b, which reaches ±2 KB
  return [
    { form: 'b<c> target', ops: [invertCond(cond as Cond), 4] },
    { form: 'b target', ops: [dest - (address + 2)] },
  ];
}

function jumpReaches(cond: string | null, form: JumpForm, address: number, dest: number): boolean {
  const off = dest - address - 4;
  const bReach = (o: number): boolean => o >= -2048 && o <= 2046;
  if (form === 'far') {
    const t = dest - (cond === null ? address : address + 2); // bl's target operand (forms.ts range)
    return t >= -16777212 && t <= 16777218;
  }
  if (cond === null) return bReach(off);
  return form === 'short' ? off >= -256 && off <= 254 : bReach(dest - (address + 2) - 4);
}

const regList = (v: ThumbInsn['ops'][number] | undefined): readonly string[] => (Array.isArray(v) ? v : []);

/** push/pop lists, add/sub of an immediate to sp; any other form writing sp is 'other'. */
function stackEffect(t: ThumbInsn): StackEffect {
  switch (t.form) {
    case 'push {reglist}':
      return { kind: 'push', regs: regList(t.ops[0]) };
    case 'pop {reglist, pc}':
      return { kind: 'pop', regs: regList(t.ops[0]), returns: true };
    case 'pop {reglist}':
      return { kind: 'pop', regs: regList(t.ops[0]), returns: false };
    case 'bx rm': // reaches the emitted code only as a variadic frame's return (releaseAndReturn)
      return { kind: 'return' };
    case 'add sp, #imm7':
      return { kind: 'adjust', bytes: t.ops[0] as number };
    case 'sub sp, #imm7':
      return { kind: 'adjust', bytes: -(t.ops[0] as number) };
    case 'mov rd, rm':
      // the dynamic stack: `mov sp, r7` ends a body whose sp moved, `mov sp, rm` moves it
      if (t.ops[0] === 'sp') return t.ops[1] === FP ? { kind: 'from-frame-pointer' } : { kind: 'dynamic' };
      return { kind: 'none' };
    default:
      return t.ops[0] === 'sp' && /^(mov|add) rd/.test(t.form) ? { kind: 'other' } : { kind: 'none' }; // high-register forms
  }
}

export const thumbTarget: Target<ThumbInsn> = {
  isa: 'thumb',
  model,
  legalize: { registerBits: 32, wideIntegers: AEABI_WIDE, divisionByHelpers: true, alignedAccessesOnly: true },
  registerClasses: (gpr) => ({ gpr }),
  wordBytes: 4,
  sp: 'sp',
  functionAlign: 4n,
  localAlign: 4,
  farJumps: true,
  // r7, callee-saved (AAPCS §5.1.1); its [r7, #imm5] forms reach 124 bytes, frame-reach.ts goes further.
  framePointer: FP,
  literals: {
    loadBytes: 2,
    branchBytes: 2,
    reaches: (load, word) => {
      const base = (load + 4) & ~3;
      return word >= base && word - base <= REACH;
    },
    deadline: (load) => ((load + 4) & ~3) + REACH,
  },
  grammar: () => (grammar ??= thumbGrammar(model)),
  dagCombine: undefined,
  regView: (preg, bits) => {
    if (bits > 32) throw new CodegenError(`thumb: no ${bits}-bit view of ${preg}`);
    return preg;
  },

  isReturn: (t) => t.form === 'bx rm' && t.ops[0] === 'lr',
  isConditionalReturn: () => false,
  branchCond: (t) => (t.form === 'b<c> target' ? (t.ops[0] as string) : null),
  addFrameOffset: (t, offset) => {
    const at = t.ops.findIndex((o) => typeof o === 'number');
    if (at < 0) throw new CodegenError(`thumb: '${t.form}' names a frame object but has no immediate`);
    return { ...t, ops: t.ops.map((o, k) => (k === at ? (o as number) + offset : o)) };
  },
  frameSequence: thumbFrameSequence,
  // The base rides as a third operand of the sp form, which thumbFrameSequence expands (frame-reach.ts).
  rebaseFrame: (t, fp) => (t.form in SP_BASED ? { ...t, ops: [...t.ops, fp] } : t),
  outgoingExtent: (t) => (t.form === 'str rt, [sp, #imm8]' ? (t.ops[1] as number) + 4 : 0),
  stackEffect,

  move: (dst, src) => ({ form: 'mov rd, rm', ops: [dst, src] }), // mov (not movs) leaves the flags alone
  store: (rt, offset) => ({ form: 'str rt, [sp, #imm8]', ops: [rt, offset] }),
  load: (rt, offset) => ({ form: 'ldr rt, [sp, #imm8]', ops: [rt, offset] }),
  constant: (rd, value, bits, flagsLive) => {
    const u = BigInt.asUintN(32, BigInt.asUintN(bits, value));
    return !flagsLive && u <= 255n ? { insn: { form: 'movs rd, #imm8', ops: [rd, Number(u)] } } : { literal: u };
  },
  adjustSp,
  push: (regs) => [{ form: 'push {reglist}', ops: [[...regs, 'lr']] }],
  popAndReturn: (regs) => [{ form: 'pop {reglist, pc}', ops: [[...regs, 'pc']] }],
  // A variadic frame (LLVM's Thumb-1 form: pop cannot load lr): the saved registers, the return
  // address into r3 (free at a return: results are in r0/r1), the save area released, bx r3.
  releaseAndReturn: (regs, bytes) => [
    ...(regs.length > 0 ? [{ form: 'pop {reglist}', ops: [[...regs]] } as ThumbInsn] : []),
    { form: 'pop {reglist}', ops: [['r3']] },
    ...adjustSp(bytes, 1),
    { form: 'bx rm', ops: ['r3'] },
  ],
  callInsn: (target) => ({ form: 'bl target', ops: [target] }),
  retargetCall: (t, target) => ({ ...t, ops: [target] }),
  callDisplacement: (at, dest) => Number(dest - at),
  literalLoad,
  jumpInsns,
  jumpSize: (cond, form) => {
    if (form === 'far') return cond === null ? 4 : 6;
    return cond !== null && form === 'long' ? 4 : 2;
  },
  jumpReaches,
};
