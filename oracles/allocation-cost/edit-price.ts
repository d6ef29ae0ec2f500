// The code-size price of one allocation edit: the bytes of the instructions code generation emits
// for it, from the ISA model's own size model (isa-models/<isa>), never from engine code.
//
// Contract: requires the ISA, the edit's kind and registers, and where its spill slot lies (the sp-
// or frame-pointer-relative offset from the function's frame layout, or null when unknown). Produces
// the instruction bytes, the literal-pool bytes (Thumb only) and whether the price is exact. The
// instructions are restated here from the ISA manuals and the emitted code's conventions, as
// engine/codegen/apply.ts documents them (a move is the ISA's register move and vanishes when both
// sides are one register; a spill store / reload is the word-sized sp-relative store / load, from
// the frame pointer in a function with a dynamic stack), so that a wrong edit expansion in the
// engine shows up as a size mismatch instead of being shared:
// - x86-32 / x86-64: `mov r, r`, `mov [sp+d], r`, `mov r, [sp+d]` at the word width (x86-64 always
//   carries REX.W, so the coupled REX preference of thesis §3.6 never changes an edit's size);
// - ARM: `mov rd, rm`; `str/ldr rt, [sp, #d]` while d fits imm12 (ARM ARM A5.2.2), beyond that the
//   high part of d is added into lr by `add` of rotated 8-bit immediates (A5.1.3), then the access;
// - Thumb (ARMv6-M): `mov rd, rm`; `str/ldr rt, [sp, #d]` up to 1020 (imm8 × 4); beyond (and from
//   the frame pointer r7 beyond 124 or unaligned), d is a literal-pool word loaded into a low
//   register, `add r, sp`, the access `[r, #0]`; a store borrows a register saved in lr around it.
// - a rematerialization (thesis §3.2.3, a constant class into a register), as the `const`
//   instruction of the value at the vreg's width (value modulo 2^bits): x86 `mov r32, imm32` (the
//   32-bit view; it zero-extends on x86-64), on x86-64 a 64-bit value as `mov r64, imm32` when it
//   sign-extends from 32 bits, else `mov r32, imm32` when it zero-extends, else `movabs r64, imm64`;
//   ARM `mov rd, #imm` of a rotated 8-bit immediate (A5.2.4), else `mvn` of the complement, else a
//   pc-relative `ldr` of a literal-pool word; Thumb `movs rd, #imm8` for 0..255 where the flags are
//   dead (movs writes them), else the `ldr` of a literal word. The literal word is in `poolBytes`.
// Implements Koes's code-size cost model (thesis §3.5: load, store and move sizes) for the edits an
// allocation adds. Approximate only where the frame is unknown (slot offset assumed slot × word) and
// for the Thumb literal word (4 bytes each; the pool shares equal words and may pad).

import type { Isa } from '../../common/image.js';
import { MODELS } from '../../isa-models/index.js';

export type EditKind = 'store' | 'load' | 'move';

export interface EditPrice {
  /** Bytes of the instructions emitted for the edit. */
  readonly bytes: number;
  /** Literal-pool bytes the edit adds (Thumb far offsets), outside `bytes`: an upper bound (the pool shares equal words). */
  readonly poolBytes: number;
  /** `bytes` is exact: false only when the slot's offset was not known. */
  readonly exact: boolean;
}

export interface SlotPlace {
  /** Offset of the slot from the base register; null when the frame layout is not known. */
  readonly offset: number | null;
  /** The slot's number (the fallback offset is slot × word size). */
  readonly slot: number;
  /** The base is the target's frame pointer (a function with a dynamic stack). */
  readonly fromFramePointer: boolean;
}

const WORD: Record<Isa, number> = { 'x86-32': 4, 'x86-64': 8, arm: 4, thumb: 4 };
const FRAME_POINTER: Record<Isa, string> = { 'x86-32': 'ebp', 'x86-64': 'rbp', arm: 'r11', thumb: 'r7' };
const SP: Record<Isa, string> = { 'x86-32': 'esp', 'x86-64': 'rsp', arm: 'sp', thumb: 'sp' };

const size = (isa: Isa, insn: unknown): number => MODELS[isa].size(insn);

/** The price of a register-to-register move (0 when both sides are one register: no instruction). */
export function movePrice(isa: Isa, dst: string, src: string): EditPrice {
  if (dst === src) return { bytes: 0, poolBytes: 0, exact: true };
  return { bytes: size(isa, moveInsn(isa, dst, src)), poolBytes: 0, exact: true };
}

function moveInsn(isa: Isa, dst: string, src: string): unknown {
  switch (isa) {
    case 'x86-32':
    case 'x86-64': {
      const b = WORD[isa] * 8;
      return { form: `mov r${b}, r${b}`, operands: [x86Reg(dst), x86Reg(src)] };
    }
    case 'arm':
      return { form: 'mov rd, rm', cond: 'al', rd: dst, rm: src };
    case 'thumb':
      return { form: 'mov rd, rm', ops: [dst, src] };
  }
}

const x86Reg = (reg: string): { kind: 'reg'; reg: string } => ({ kind: 'reg', reg });

/**
 * The price of rematerializing `value` (a vreg of `bits` bits) into `reg`; `flagsLive`: some later
 * instruction of the block reads the flags before one writes them (only Thumb's choice depends on it).
 */
export function rematPrice(isa: Isa, reg: string, value: bigint, bits: number, flagsLive: boolean): EditPrice {
  const u = BigInt.asUintN(bits, value);
  switch (isa) {
    case 'x86-32':
    case 'x86-64':
      return { bytes: size(isa, x86Constant(isa, reg, u, bits)), poolBytes: 0, exact: true };
    case 'arm': {
      const w = Number(BigInt.asUintN(32, u));
      const form = rotatedImm(w) ? 'mov rd, #imm' : rotatedImm(~w >>> 0) ? 'mvn rd, #imm' : null;
      if (form !== null)
        return {
          bytes: size('arm', { form, cond: 'al', rd: reg, imm: form === 'mov rd, #imm' ? w : ~w >>> 0 }),
          poolBytes: 0,
          exact: true,
        };
      return { bytes: size('arm', { form: 'ldr rt, [pc, #imm]', cond: 'al', rt: reg, imm: 0 }), poolBytes: 4, exact: true };
    }
    case 'thumb': {
      const w = BigInt.asUintN(32, u);
      if (!flagsLive && w <= 255n)
        return { bytes: size('thumb', { form: 'movs rd, #imm8', ops: [reg, Number(w)] }), poolBytes: 0, exact: true };
      return { bytes: size('thumb', { form: 'ldr rt, [pc, #imm8]', ops: [reg, 0] }), poolBytes: 4, exact: true };
    }
  }
}

/** x86's constant load of `u` (already modulo 2^bits) into full-width `reg`. */
function x86Constant(isa: Isa, reg: string, u: bigint, bits: number): unknown {
  const mov32 = { form: 'mov r32, imm32', operands: [x86Reg(x86View32(isa, reg)), x86Imm(BigInt.asIntN(32, u))] };
  if (bits <= 32) return mov32;
  const s = BigInt.asIntN(64, u);
  if (s >= -(2n ** 31n) && s < 2n ** 31n) return { form: 'mov r64, imm32', operands: [x86Reg(reg), x86Imm(s)] };
  return u < 2n ** 32n ? mov32 : { form: 'movabs r64, imm64', operands: [x86Reg(reg), x86Imm(s)] };
}

const x86Imm = (value: bigint): { kind: 'imm'; value: bigint } => ({ kind: 'imm', value });

/** The 32-bit view of a full-width x86 register (`rax` → `eax`, `r9` → `r9d`; x86-32 names are already 32-bit). */
function x86View32(isa: Isa, reg: string): string {
  if (isa === 'x86-32') return reg;
  return /^r\d+$/.test(reg) ? `${reg}d` : `e${reg.slice(1)}`;
}

/** Is `w` (unsigned 32-bit) an ARM modified immediate: an 8-bit value rotated right by an even amount? */
function rotatedImm(w: number): boolean {
  for (let rot = 0; rot < 32; rot += 2) if (((w << rot) | (w >>> (32 - rot))) >>> 0 <= 0xff) return true;
  return false;
}

/** The price of a spill store (`kind` store) or reload (load) of `reg` at `place`. */
export function slotPrice(isa: Isa, kind: 'store' | 'load', reg: string, place: SlotPlace): EditPrice {
  const known = place.offset !== null;
  const offset = place.offset ?? place.slot * WORD[isa];
  const base = place.fromFramePointer ? FRAME_POINTER[isa] : SP[isa];
  const p = slotAccess(isa, kind, reg, base, offset, place.fromFramePointer);
  return { ...p, exact: known && p.exact };
}

function slotAccess(isa: Isa, kind: 'store' | 'load', reg: string, base: string, offset: number, fp: boolean): EditPrice {
  switch (isa) {
    case 'x86-32':
    case 'x86-64':
      return { bytes: size(isa, x86Access(isa, kind, reg, base, offset)), poolBytes: 0, exact: true };
    case 'arm':
      return { bytes: armAccessBytes(kind, reg, base, offset), poolBytes: 0, exact: true };
    case 'thumb':
      return thumbAccess(kind, reg, offset, fp);
  }
}

function x86Access(isa: Isa, kind: 'store' | 'load', reg: string, base: string, disp: number): unknown {
  const b = WORD[isa] * 8;
  const mem = { kind: 'mem', base, index: null, scale: 1, disp };
  return kind === 'store'
    ? { form: `mov m${b}, r${b}`, operands: [mem, x86Reg(reg)] }
    : { form: `mov r${b}, m${b}`, operands: [x86Reg(reg), mem] };
}

/** How many `add rd, rn, #rot8` make `value` (each adds one 8-bit field starting at an even bit). */
function rotatedAdds(value: number): number {
  let n = 0;
  let rest = value;
  while (rest !== 0) {
    let bit = 0;
    while (((rest >>> bit) & 1) === 0) bit++;
    bit -= bit % 2; // a rotated immediate rotates by an even amount
    rest &= ~(0xff << bit);
    n++;
  }
  return Math.max(n, 1);
}

function armAccessBytes(kind: 'store' | 'load', reg: string, base: string, offset: number): number {
  const form = kind === 'store' ? 'str rt, [rn, #imm]' : 'ldr rt, [rn, #imm]';
  const near = { form, cond: 'al', rt: reg, rn: base, imm: offset };
  if (offset >= 0 && offset <= 0xfff) return size('arm', near);
  const low = offset & 0xfff;
  const access = size('arm', { ...near, rn: 'lr', imm: low });
  return rotatedAdds(offset - low) * size('arm', { form: 'add rd, rn, #imm', cond: 'al', rd: 'lr', rn: base, imm: 0 }) + access;
}

/** Thumb reach of `[sp, #imm8 × 4]` and of the frame pointer's `[r7, #imm5 × 4]`. */
const SP_REACH = 1020;
const FP_REACH = 124;

function thumbAccess(kind: 'store' | 'load', reg: string, offset: number, fp: boolean): EditPrice {
  const near = fp ? offset <= FP_REACH && offset % 4 === 0 : offset <= SP_REACH;
  if (near) {
    const form = fp ? `${kind === 'store' ? 'str' : 'ldr'} rt, [rn, #imm5]` : `${kind === 'store' ? 'str' : 'ldr'} rt, [sp, #imm8]`;
    const ops = fp ? [reg, 'r7', offset] : [reg, offset];
    return { bytes: size('thumb', { form, ops }), poolBytes: 0, exact: true };
  }
  // The offset as a literal word: its load, the add of the base, the access; a store keeps its own
  // register and borrows another (saved to lr and back).
  const scratch = kind === 'load' ? reg : reg === 'r0' ? 'r1' : 'r0';
  const pieces = [
    { form: 'ldr rt, [pc, #imm8]', ops: [scratch, 0] },
    { form: 'add rdn, rm', ops: [scratch, fp ? 'r7' : 'sp'] },
    { form: `${kind === 'store' ? 'str' : 'ldr'} rt, [rn, #imm5]`, ops: [reg, scratch, 0] },
    ...(kind === 'store'
      ? [
          { form: 'mov rd, rm', ops: ['lr', scratch] },
          { form: 'mov rd, rm', ops: [scratch, 'lr'] },
        ]
      : []),
  ];
  return { bytes: pieces.reduce((n, p) => n + size('thumb', p), 0), poolBytes: 4, exact: true };
}
