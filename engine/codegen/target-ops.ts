// Per-ISA instruction builders for codegen: the few instructions codegen itself creates (moves,
// spill stores and reloads, constants, stack adjustment, push/pop, branches, calls, literal loads)
// as ISA-model instructions, plus the questions codegen asks of selection's instructions (is it a
// return, what is a branch's condition, where does a frame offset go, what is a register's b-bit
// view).
//
// Requires the ISA models' instruction shapes: x86 `{ form, operands }` (isa-models/x86/insn.ts),
// ARM `{ form, cond, rd, … }` (isa-models/arm/forms.ts), Thumb `{ form, ops }`
// (isa-models/thumb/forms.ts). Produces plain instructions; nothing here encodes — the model does,
// and an operand that does not fit (a frame offset beyond a form's reach) is the model's EncodeError.
// Branch conventions (isa-models README): x86 targets are relative to the instruction's end, ARM
// and Thumb targets to the instruction's own address.

import type { Isa } from '../../isa-models/types.js';
import { MODELS } from '../../isa-models/index.js';
import { invertCond as invertUal, type Cond as UalCond } from '../../isa-models/ual/conditions.js';
import { assertNever } from '../ir/types.js';
import type { PReg } from '../mir/types.js';
import { CodegenError } from './lir.js';
import { planted } from '../../common/planted-bugs.js';

/**
 * Branch forms relaxation chooses between (x86 rel8/rel32; Thumb b<c> ±256 B / inverted b<c> over
 * b ±2 KB / `bl` ±16 MB, which is a plain jump inside a body because the prologue saved lr).
 */
export type JumpForm = 'short' | 'long' | 'far';

const X86_INVERSE: Readonly<Record<string, string>> = {
  o: 'no', no: 'o', b: 'ae', ae: 'b', e: 'ne', ne: 'e', be: 'a', a: 'be',
  s: 'ns', ns: 's', p: 'np', np: 'p', l: 'ge', ge: 'l', le: 'g', g: 'le',
};

const isX86 = (isa: Isa): boolean => isa === 'x86-32' || isa === 'x86-64';
const word = (isa: Isa): 4 | 8 => MODELS[isa].abi.wordBytes;
export const spOf = (isa: Isa): string => MODELS[isa].abi.sp;

// ---------------------------------------------------------------------------------------------
// Registers

/** The b-bit view of full-width register `preg` (x86 `rax` at 8 bits is `al`); ARM/Thumb: itself. */
export function regView(isa: Isa, preg: PReg, bits: number): string {
  if (!isX86(isa)) {
    if (bits > 32) throw new CodegenError(`${isa}: no ${bits}-bit view of ${preg}`);
    return preg;
  }
  const name = x86Views(isa).get(preg)?.get(bits);
  if (name === undefined) throw new CodegenError(`${isa}: ${preg} has no ${bits}-bit view`);
  return name;
}

/** Per x86 ISA: full register -> bits -> the name of the first register of the file with that view (what a find over the file gives). */
const VIEWS = new Map<Isa, ReadonlyMap<PReg, ReadonlyMap<number, string>>>();
function x86Views(isa: Isa): ReadonlyMap<PReg, ReadonlyMap<number, string>> {
  let views = VIEWS.get(isa);
  if (views === undefined) {
    const byFull = new Map<PReg, Map<number, string>>();
    for (const r of MODELS[isa].registers.registers) {
      let row = byFull.get(r.full);
      if (row === undefined) byFull.set(r.full, (row = new Map()));
      if (!row.has(r.bits)) row.set(r.bits, r.name);
    }
    VIEWS.set(isa, (views = byFull));
  }
  return views;
}

const PLACEHOLDER = /^%(\d+)\.(\d+)$/;
/** Parsed placeholders (operand index, bits), or null for a `%` string that is none: the same few strings recur in every instruction. */
const PLACEHOLDERS = new Map<string, { readonly k: number; readonly bits: number } | null>();

function placeholder(s: string): { readonly k: number; readonly bits: number } | null {
  let p = PLACEHOLDERS.get(s);
  if (p === undefined) {
    const m = PLACEHOLDER.exec(s);
    PLACEHOLDERS.set(s, (p = m === null ? null : { k: Number(m[1]), bits: Number(m[2]) }));
  }
  return p;
}

/** `insn` with every `%k.b` placeholder replaced by the b-bit view of `pregs[k]` (undefined: not a register). */
export function substitute(isa: Isa, insn: unknown, pregs: readonly (PReg | undefined)[]): unknown {
  if (typeof insn === 'string') {
    if (insn.charCodeAt(0) !== 0x25) return insn; // no leading '%': not a placeholder (most strings are form names)
    const p = placeholder(insn);
    if (p === null) return insn;
    const preg = pregs[p.k];
    if (preg === undefined) throw new CodegenError(`placeholder ${insn} names no allocated operand`);
    return regView(isa, preg, p.bits);
  }
  if (Array.isArray(insn)) return insn.map((x) => substitute(isa, x, pregs));
  if (insn !== null && typeof insn === 'object') {
    // A copy with the same keys in the same order (what Object.fromEntries(Object.entries(..)) built).
    const copy: Record<string, unknown> = {};
    for (const k of Object.keys(insn)) copy[k] = substitute(isa, (insn as Record<string, unknown>)[k], pregs);
    return copy;
  }
  return insn;
}

// ---------------------------------------------------------------------------------------------
// Questions about selection's instructions

type X86Op = { kind: string; reg?: string; cond?: string; disp?: number; value?: bigint };
type X86I = { form: string; operands: X86Op[] };
type ArmI = { form: string; cond: string; rm?: string; imm?: number };
type ThumbI = { form: string; ops: unknown[] };

export function isReturn(isa: Isa, insn: unknown): boolean {
  if (isX86(isa)) return (insn as X86I).form === 'ret';
  if (isa === 'arm') return (insn as ArmI).form === 'bx rm' && (insn as ArmI).rm === 'lr' && (insn as ArmI).cond === 'al';
  return (insn as ThumbI).form === 'bx rm' && (insn as ThumbI).ops[0] === 'lr';
}

/** The condition of a branch instruction from selection (null: unconditional). */
export function branchCond(isa: Isa, insn: unknown): string | null {
  if (isX86(isa)) {
    const c = (insn as X86I).operands.find((o) => o.kind === 'cond');
    return c?.cond ?? null;
  }
  if (isa === 'arm') return (insn as ArmI).cond === 'al' ? null : (insn as ArmI).cond;
  const t = insn as ThumbI;
  return t.form === 'b<c> target' ? (t.ops[0] as string) : null;
}

/** `insn` (memory operand or address immediate relative to a frame object) moved by `offset` bytes. */
export function addFrameOffset(isa: Isa, insn: unknown, offset: number): unknown {
  if (isX86(isa)) {
    const i = insn as X86I;
    const at = i.operands.findIndex((o) => o.kind === 'mem');
    if (at < 0) throw new CodegenError(`${isa}: '${i.form}' names a frame object but has no memory operand`);
    return { ...i, operands: i.operands.map((o, k) => (k === at ? { ...o, disp: o.disp! + offset } : o)) };
  }
  if (isa === 'arm') {
    const i = insn as ArmI;
    if (typeof i.imm !== 'number') throw new CodegenError(`arm: '${i.form}' names a frame object but has no immediate`);
    return { ...i, imm: i.imm + offset };
  }
  const t = insn as ThumbI;
  const at = t.ops.findIndex((o) => typeof o === 'number');
  if (at < 0) throw new CodegenError(`thumb: '${t.form}' names a frame object but has no immediate`);
  return { ...t, ops: t.ops.map((o, k) => (k === at ? (o as number) + offset : o)) };
}

/** Bytes above sp a selection instruction addresses without a frame object (outgoing arguments), or 0. */
export function outgoingExtent(isa: Isa, insn: unknown): number {
  const sp = spOf(isa);
  if (isX86(isa)) {
    const m = (insn as X86I).operands.find((o) => o.kind === 'mem') as { base?: string; disp?: number } | undefined;
    return m?.base === sp ? m.disp! + word(isa) : 0;
  }
  if (isa === 'arm') {
    const i = insn as { rn?: string; imm?: number; form: string };
    return i.rn === 'sp' && /^str/.test(i.form) && typeof i.imm === 'number' ? i.imm + 4 : 0;
  }
  const t = insn as ThumbI;
  return t.form === 'str rt, [sp, #imm8]' ? (t.ops[1] as number) + 4 : 0;
}

// ---------------------------------------------------------------------------------------------
// Instructions codegen creates

const reg = (r: string): X86Op => ({ kind: 'reg', reg: r });
const spMem = (isa: Isa, disp: number) => ({ kind: 'mem', base: spOf(isa), index: null, scale: 1, disp });

export function move(isa: Isa, dst: PReg, src: PReg): unknown {
  const b = word(isa) * 8;
  if (isX86(isa)) return { form: `mov r${b}, r${b}`, operands: [reg(dst), reg(src)] };
  if (isa === 'arm') return { form: 'mov rd, rm', cond: 'al', rd: dst, rm: src };
  return { form: 'mov rd, rm', ops: [dst, src] }; // Thumb: mov (not movs) leaves the flags alone
}

/** Store full-width `r` at sp + offset. */
export function store(isa: Isa, r: PReg, offset: number): unknown {
  const b = word(isa) * 8;
  if (isX86(isa)) return { form: `mov m${b}, r${b}`, operands: [spMem(isa, offset), reg(r)] };
  if (isa === 'arm') return { form: 'str rt, [rn, #imm]', cond: 'al', rt: r, rn: 'sp', imm: offset };
  return { form: 'str rt, [sp, #imm8]', ops: [r, offset] };
}

/** Load full-width `r` from sp + offset. */
export function load(isa: Isa, r: PReg, offset: number): unknown {
  const b = word(isa) * 8;
  if (isX86(isa)) return { form: `mov r${b}, m${b}`, operands: [reg(r), spMem(isa, offset)] };
  if (isa === 'arm') return { form: 'ldr rt, [rn, #imm]', cond: 'al', rt: r, rn: 'sp', imm: offset };
  return { form: 'ldr rt, [sp, #imm8]', ops: [r, offset] };
}

/** Does `insn` encode? (the model's own check, used to choose between alternatives). */
export function encodes(isa: Isa, insn: unknown): boolean {
  try {
    MODELS[isa].size(insn);
    return true;
  } catch {
    return false;
  }
}

/**
 * A constant into `r` (value taken modulo 2^bits). x86: mov (movabs for 64-bit values that are
 * neither sign- nor zero-extended 32-bit ones). ARM: mov or mvn of a rotated immediate, else a
 * literal. Thumb: movs imm8 only when the flags are dead (movs writes them), else a literal.
 */
export function constant(isa: Isa, r: PReg, value: bigint, bits: number, flagsLive: boolean):
  { insn: unknown } | { literal: bigint } {
  const v = BigInt.asUintN(bits, value);
  if (isX86(isa)) return { insn: x86Constant(isa, r, v, bits) };
  const u = BigInt.asUintN(32, v);
  if (isa === 'arm') {
    const mov = { form: 'mov rd, #imm', cond: 'al', rd: r, imm: Number(u) };
    if (encodes(isa, mov)) return { insn: mov };
    const mvn = { form: 'mvn rd, #imm', cond: 'al', rd: r, imm: Number(BigInt.asUintN(32, ~u)) };
    return encodes(isa, mvn) ? { insn: mvn } : { literal: u };
  }
  return !flagsLive && u <= 255n ? { insn: { form: 'movs rd, #imm8', ops: [r, Number(u)] } } : { literal: u };
}

function x86Constant(isa: Isa, r: PReg, v: bigint, bits: number): unknown {
  const r32 = regView(isa, r, 32);
  if (bits <= 32) return { form: 'mov r32, imm32', operands: [reg(r32), { kind: 'imm', value: BigInt.asIntN(32, v) }] };
  const s = BigInt.asIntN(64, v);
  if (s >= -(2n ** 31n) && s < 2n ** 31n) return { form: 'mov r64, imm32', operands: [reg(r), { kind: 'imm', value: s }] };
  if (v < 2n ** 32n) return { form: 'mov r32, imm32', operands: [reg(r32), { kind: 'imm', value: BigInt.asIntN(32, v) }] };
  return { form: 'movabs r64, imm64', operands: [reg(r), { kind: 'imm', value: s }] };
}

/** sp -= bytes (`sign` -1) or sp += bytes (`sign` +1), as as many instructions as the immediates need. */
export function adjustSp(isa: Isa, bytes: number, sign: 1 | -1): unknown[] {
  if (bytes === 0) return [];
  const b = word(isa) * 8;
  if (isX86(isa)) {
    const op = sign < 0 ? 'sub' : 'add';
    const form = bytes <= 127 ? `${op} r${b}, imm8` : `${op} r${b}, imm32`;
    return [{ form, operands: [reg(spOf(isa)), { kind: 'imm', value: BigInt(bytes) }] }];
  }
  const op = sign < 0 ? 'sub' : 'add';
  const step = isa === 'arm' ? 1020 : 508; // both encode: ARM 255 ror 30; Thumb imm7 × 4
  const out: unknown[] = [];
  for (let left = bytes; left > 0; left -= Math.min(left, step)) {
    const n = Math.min(left, step);
    out.push(isa === 'arm' ? { form: `${op} rd, rn, #imm`, cond: 'al', rd: 'sp', rn: 'sp', imm: n } : { form: `${op} sp, #imm7`, ops: [n] });
  }
  return out;
}

export function push(isa: Isa, regs: readonly PReg[]): unknown[] {
  if (isX86(isa)) return regs.map((r) => ({ form: `push r${word(isa) * 8}`, operands: [reg(r)] }));
  const list = [...regs, 'lr'];
  return [isa === 'arm' ? { form: 'push {regs}', cond: 'al', regs: list } : { form: 'push {reglist}', ops: [list] }];
}

/** The pops of the epilogue; on ARM/Thumb the last pops pc, i.e. returns. */
export function popAndReturn(isa: Isa, regs: readonly PReg[]): unknown[] {
  if (isX86(isa)) return [...[...regs].reverse().map((r) => ({ form: `pop r${word(isa) * 8}`, operands: [reg(r)] })), { form: 'ret', operands: [] }];
  const list = [...regs, 'pc'];
  return [isa === 'arm' ? { form: 'pop {regs, pc}', cond: 'al', regs: list } : { form: 'pop {reglist, pc}', ops: [list] }];
}

/** A direct call with a displacement `target` in the ISA's convention (0 until linked). */
export function callInsn(isa: Isa, target: number): unknown {
  if (isX86(isa)) return { form: 'call rel32', operands: [{ kind: 'target', disp: target }] };
  if (isa === 'arm') return { form: 'bl target', cond: 'al', target };
  return { form: 'bl target', ops: [target] };
}

/** Re-targets a call instruction from selection (its displacement only). */
export function retargetCall(isa: Isa, insn: unknown, target: number): unknown {
  if (isX86(isa)) {
    const i = insn as X86I;
    return { ...i, operands: i.operands.map((o) => (o.kind === 'target' ? { kind: 'target', disp: target } : o)) };
  }
  if (isa === 'arm') return { ...(insn as ArmI), target };
  return { ...(insn as ThumbI), ops: [target] };
}

/** ldr of the literal at `literal` into `r`, placed at `address` (ARM ±4095 from pc+8; Thumb 0..1020 from Align(pc+4, 4)). */
export function literalLoad(isa: Isa, r: PReg, address: number, literal: number): unknown {
  if (isa === 'arm') return { form: 'ldr rt, [pc, #imm]', cond: 'al', rt: r, imm: literal - (address + 8) };
  if (isa === 'thumb') {
    const imm = planted('thumb-literal-unaligned-pc') ? (literal - (address + 4)) & ~3 : literal - ((address + 4) & ~3);
    if (imm < 0 || imm > 1020) throw new CodegenError(`thumb: literal pool entry at ${literal} is out of reach of the ldr at ${address} (needs 0..1020 bytes ahead)`);
    return { form: 'ldr rt, [pc, #imm8]', ops: [r, imm] };
  }
  throw new CodegenError(`${isa} has no literal pools`);
}

/** The instructions of a branch at `address` to `dest` in form `form` (their sizes are fixed per form). */
export function jumpInsns(isa: Isa, cond: string | null, form: JumpForm, address: number, dest: number): unknown[] {
  switch (isa) {
    case 'x86-32':
    case 'x86-64': {
      const rel = form === 'short' ? 'rel8' : 'rel32';
      const size = jumpSize(isa, cond, form);
      const disp = dest - (address + size);
      return [cond === null ? { form: `jmp ${rel}`, operands: [{ kind: 'target', disp }] }
        : { form: `jcc ${rel}`, operands: [{ kind: 'cond', cond }, { kind: 'target', disp }] }];
    }
    case 'arm':
      return [{ form: 'b target', cond: cond ?? 'al', target: dest - address + (planted('arm-branch-off-by-one') && cond !== null ? 4 : 0) }];
    case 'thumb':
      if (form === 'far') {
        if (cond === null) return [{ form: 'bl target', ops: [dest - address] }];
        return [{ form: 'b<c> target', ops: [invertUal(cond as UalCond), 6] }, { form: 'bl target', ops: [dest - (address + 2)] }];
      }
      if (cond === null) return [{ form: 'b target', ops: [dest - address] }];
      if (form === 'short') return [{ form: 'b<c> target', ops: [cond, dest - address] }];
      // b<!c> skips the following 2-byte b, which reaches ±2 KB
      return [{ form: 'b<c> target', ops: [invertUal(cond as UalCond), 4] }, { form: 'b target', ops: [dest - (address + 2)] }];
    default:
      return assertNever(isa, 'isa');
  }
}

export function jumpSize(isa: Isa, cond: string | null, form: JumpForm): number {
  switch (isa) {
    case 'x86-32':
    case 'x86-64':
      return form === 'short' ? 2 : cond === null ? 5 : 6;
    case 'arm':
      return 4;
    case 'thumb':
      if (form === 'far') return cond === null ? 4 : 6;
      return cond !== null && form === 'long' ? 4 : 2;
    default:
      return assertNever(isa, 'isa');
  }
}

/** Does a branch of this form at `address` reach `dest`? */
export function jumpReaches(isa: Isa, cond: string | null, form: JumpForm, address: number, dest: number): boolean {
  if (isa === 'x86-32' || isa === 'x86-64') {
    if (form === 'long') return true;
    const disp = dest - (address + 2);
    return disp >= -128 && disp <= 127;
  }
  const off = dest - address - (isa === 'arm' ? 8 : 4);
  if (isa === 'arm') return off >= -(2 ** 25) && off < 2 ** 25;
  const bReach = (o: number): boolean => o >= -2048 && o <= 2046;
  if (form === 'far') {
    const t = dest - (cond === null ? address : address + 2); // bl's target operand (forms.ts range)
    return t >= -16777212 && t <= 16777218;
  }
  if (cond === null) return bReach(off);
  return form === 'short' ? off >= -256 && off <= 254 : bReach(dest - (address + 2) - 4);
}

export { X86_INVERSE };
