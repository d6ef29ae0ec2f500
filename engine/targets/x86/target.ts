// The x86 target objects (engine/targets/target.ts `Target`): x86-32 and x86-64 are two objects of
// one constructor, differing in the model (word size, register names) only.
//
// Requires the x86 models (isa-models/x86-32, x86-64: `{ form, operands }` instructions,
// isa-models/x86/insn.ts) and the x86 tile grammar (tiles.ts). Produces plain X86Insn values;
// branch and call displacements are relative to the instruction's end (System V i386 / x86-64
// calls push the return address; there is no literal pool: every constant is an immediate).

import { CodegenError } from '../../codegen/lir.js';
import { MODELS } from '../../../isa-models/index.js';
import type { Cond, MemOperand, X86Insn, X86Operand } from '../../../isa-models/x86/insn.js';
import type { X86Model } from '../../../isa-models/x86/model.js';
import type { Grammar } from '../../isel/grammar.js';
import type { WideRules } from '../../lower/wide.js';
import type { PReg } from '../../mir/types.js';
import type { Constant, JumpForm, StackEffect, Target } from '../target.js';
import { anyToMemory } from './any-forms.js';
import { x86Grammar } from './tiles.js';

/** i386 has no 64-bit division: libgcc's helpers, as llc calls them. */
const LIBGCC_WIDE: WideRules = {
  helpers: { sdiv: '__divdi3', udiv: '__udivdi3', srem: '__moddi3', urem: '__umoddi3' },
  remainderFromQuotient: false,
  evenPairs: false,
};

const X86_32_BYTE: readonly PReg[] = ['eax', 'ecx', 'edx', 'ebx'];

type X86Isa = 'x86-32' | 'x86-64';

const reg = (r: string): X86Operand => ({ kind: 'reg', reg: r });
const imm = (value: bigint): X86Operand => ({ kind: 'imm', value });

/** Full register -> bits -> the name of the first register of the file with that view (what a find over the file gives). */
function viewsOf(model: X86Model): ReadonlyMap<PReg, ReadonlyMap<number, string>> {
  const byFull = new Map<PReg, Map<number, string>>();
  for (const r of model.registers.registers) {
    let row = byFull.get(r.full);
    if (row === undefined) byFull.set(r.full, (row = new Map()));
    if (!row.has(r.bits)) row.set(r.bits, r.name);
  }
  return byFull;
}

const memOf = (i: X86Insn): MemOperand | undefined => i.operands.find((o): o is MemOperand => o.kind === 'mem');

export function x86Target(isa: X86Isa): Target<X86Insn> {
  const model = MODELS[isa] as X86Model;
  const w = model.abi.wordBytes;
  const b = w * 8;
  const sp = model.abi.sp;
  // ebp/rbp: reserved in every function already (never allocatable), callee-saved (System V).
  const fp = w === 8 ? 'rbp' : 'ebp';
  const spMem = (disp: number): MemOperand => ({ kind: 'mem', base: sp, index: null, scale: 1, disp });
  let views: ReadonlyMap<PReg, ReadonlyMap<number, string>> | undefined;
  let grammar: Grammar | undefined;

  const regView = (preg: PReg, bits: number): string => {
    views ??= viewsOf(model);
    const name = views.get(preg)?.get(bits);
    if (name === undefined) throw new CodegenError(`${isa}: ${preg} has no ${bits}-bit view`);
    return name;
  };

  const constant = (r: PReg, value: bigint, bits: number): X86Insn => {
    const v = BigInt.asUintN(bits, value);
    const r32 = regView(r, 32);
    if (bits <= 32) return { form: 'mov r32, imm32', operands: [reg(r32), imm(BigInt.asIntN(32, v))] };
    const s = BigInt.asIntN(64, v);
    if (s >= -(2n ** 31n) && s < 2n ** 31n) return { form: 'mov r64, imm32', operands: [reg(r), imm(s)] };
    if (v < 2n ** 32n) return { form: 'mov r32, imm32', operands: [reg(r32), imm(BigInt.asIntN(32, v))] };
    return { form: 'movabs r64, imm64', operands: [reg(r), imm(s)] };
  };

  const jumpSize = (cond: string | null, form: JumpForm): number => (form === 'short' ? 2 : cond === null ? 5 : 6);

  return {
    isa,
    model,
    wordBytes: w,
    sp,
    functionAlign: 16n,
    localAlign: 1,
    literals: null,
    farJumps: false,
    framePointer: fp,
    legalize: {
      registerBits: w === 8 ? 64 : 32,
      wideIntegers: w === 8 ? null : LIBGCC_WIDE,
      divisionByHelpers: false,
      alignedAccessesOnly: false,
    },
    // x86-32: eax ecx edx ebx have an 8-bit low view (Intel SDM vol. 1 §3.4.1); x86-64: every gpr (REX: sil, dil, r8b...).
    registerClasses: (gpr) => ({ gpr, byte: w === 8 ? gpr : gpr.filter((r) => X86_32_BYTE.includes(r)) }),
    grammar: () => (grammar ??= x86Grammar(model)),
    dagCombine: undefined,
    regView,

    isReturn: (i) => i.form === 'ret',
    isConditionalReturn: () => false,
    branchCond: (i) => {
      const c = i.operands.find((o) => o.kind === 'cond');
      return c?.cond ?? null;
    },
    addFrameOffset: (i, offset) => {
      const at = i.operands.findIndex((o) => o.kind === 'mem');
      if (at < 0) throw new CodegenError(`${isa}: '${i.form}' names a frame object but has no memory operand`);
      return { ...i, operands: i.operands.map((o, k) => (k === at && o.kind === 'mem' ? { ...o, disp: o.disp + offset } : o)) };
    },
    frameSequence: (insn) => [{ kind: 'insn', insn, access: true }],
    anyToMemory: (i, k) => anyToMemory(i, k, sp),
    rebaseFrame: (i, base) => ({ ...i, operands: i.operands.map((o) => (o.kind === 'mem' && o.base === sp ? { ...o, base } : o)) }),
    outgoingExtent: (i) => {
      const m = memOf(i);
      return m?.base === sp ? m.disp + w : 0;
    },
    stackEffect: (i): StackEffect => stackEffect(i, sp, fp),

    move: (dst, src) => ({ form: `mov r${b}, r${b}`, operands: [reg(dst), reg(src)] }),
    store: (r, offset) => ({ form: `mov m${b}, r${b}`, operands: [spMem(offset), reg(r)] }),
    load: (r, offset) => ({ form: `mov r${b}, m${b}`, operands: [reg(r), spMem(offset)] }),
    constant: (r, value, bits): Constant<X86Insn> => ({ insn: constant(r, value, bits) }),
    adjustSp: (bytes, sign) => {
      if (bytes === 0) return [];
      const op = sign < 0 ? 'sub' : 'add';
      const form = bytes <= 127 ? `${op} r${b}, imm8` : `${op} r${b}, imm32`;
      return [{ form, operands: [reg(sp), imm(BigInt(bytes))] }];
    },
    push: (regs) => regs.map((r) => ({ form: `push r${b}`, operands: [reg(r)] })),
    popAndReturn: (regs) => [...[...regs].reverse().map((r) => ({ form: `pop r${b}`, operands: [reg(r)] })), { form: 'ret', operands: [] }],
    callInsn: (target) => ({ form: 'call rel32', operands: [{ kind: 'target', disp: target }] }),
    retargetCall: (i, target) => ({ ...i, operands: i.operands.map((o) => (o.kind === 'target' ? { kind: 'target', disp: target } : o)) }),
    callDisplacement: (at, dest, size) => Number(dest - (at + BigInt(size))),
    literalLoad: () => {
      throw new CodegenError(`${isa} has no literal pools`);
    },
    jumpInsns: (cond, form, address, dest) => {
      const rel = form === 'short' ? 'rel8' : 'rel32';
      const disp = dest - (address + jumpSize(cond, form));
      return [
        cond === null
          ? { form: `jmp ${rel}`, operands: [{ kind: 'target', disp }] }
          : {
              form: `jcc ${rel}`,
              operands: [
                { kind: 'cond', cond: cond as Cond },
                { kind: 'target', disp },
              ],
            },
      ];
    },
    jumpSize,
    jumpReaches: (_cond, form, address, dest) => {
      if (form === 'long') return true;
      const disp = dest - (address + 2);
      return disp >= -128 && disp <= 127;
    },
  };
}

/**
 * push/pop of a register, add/sub of an immediate to sp, ret; `mov sp, fp` is the dynamic stack's
 * epilogue, `sub sp, reg` and `mov sp, reg` its moves (dynamic alloca, stackrestore); any other
 * form naming sp as its destination is 'other'.
 */
function stackEffect(i: X86Insn, sp: string, fp: string): StackEffect {
  const first = i.operands[0];
  const op = i.form.split(' ')[0];
  if (op === 'ret') return { kind: 'return' };
  if (op === 'push' && first?.kind === 'reg') return { kind: 'push', regs: [first.reg] };
  if (op === 'pop' && first?.kind === 'reg') return { kind: 'pop', regs: [first.reg], returns: false };
  if (first?.kind !== 'reg' || first.reg !== sp) return { kind: 'none' };
  const second = i.operands[1];
  if ((op === 'add' || op === 'sub') && second?.kind === 'imm')
    return { kind: 'adjust', bytes: Number(op === 'add' ? second.value : -second.value) };
  if (op === 'mov' && second?.kind === 'reg') return second.reg === fp ? { kind: 'from-frame-pointer' } : { kind: 'dynamic' };
  if (op === 'sub' && second?.kind === 'reg') return { kind: 'dynamic' };
  return { kind: 'other' };
}
