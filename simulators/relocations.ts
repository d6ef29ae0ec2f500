// ELF relocations as tables: the fields a relocation patches (how the implicit addend is read and the
// value written, per the i386/x86-64 psABIs and the ARM ELF ABI, AAELF) and what each relocation type
// llc-14 emits computes. Used by link-object.ts.
//
// Contract: a field's `read`/`write` work on the patched bytes in place and throw FieldError (wrong
// instruction, value out of range or misaligned); the linker adds where it happened.

import { EM_386, EM_ARM, EM_X86_64 } from './elf.js';

// ---------------------------------------------------------------------------------------------
// Relocation fields: how a value is read from (implicit addend) and written into the patched bytes.

/** A field's own complaint (bad instruction, out of range); the linker adds where it happened. */
export class FieldError extends Error {}

export interface RelocationField {
  readonly size: number;
  /** The implicit addend stored in the field (REL relocations). */
  readonly read: (bytes: Uint8Array, at: number) => bigint;
  /** Encodes `value` into the field; throws when it does not fit or the instruction is not the expected one. */
  readonly write: (bytes: Uint8Array, at: number, value: bigint) => void;
}

const view = (b: Uint8Array): DataView => new DataView(b.buffer, b.byteOffset, b.byteLength);
const u16 = (b: Uint8Array, at: number): number => view(b).getUint16(at, true);
const u32 = (b: Uint8Array, at: number): number => view(b).getUint32(at, true);
const put16 = (b: Uint8Array, at: number, v: number): void => view(b).setUint16(at, v, true);
const put32 = (b: Uint8Array, at: number, v: number): void => view(b).setUint32(at, v >>> 0, true);
const signExtend = (v: number, bits: number): bigint => BigInt.asIntN(bits, BigInt(v));
export const hex = (v: bigint): string => (v < 0n ? `-0x${(-v).toString(16)}` : `0x${v.toString(16)}`);

function checkRange(value: bigint, min: bigint, max: bigint, what: string): void {
  if (value < min || value > max) throw new FieldError(`${what}: value ${hex(value)} out of range [${hex(min)}, ${hex(max)}]`);
}

function checkMultiple(value: bigint, of: bigint, what: string): void {
  if (value % of !== 0n) throw new FieldError(`${what}: offset ${hex(value)} is not a multiple of ${of}`);
}

/** A plain little-endian 32-bit word; `min`/`max` give the accepted range. */
function word32(min: bigint, max: bigint, what: string): RelocationField {
  return {
    size: 4,
    read: (b, at) => signExtend(u32(b, at), 32),
    write: (b, at, v) => {
      checkRange(v, min, max, what);
      put32(b, at, Number(BigInt.asUintN(32, v)));
    },
  };
}

const word64: RelocationField = {
  size: 8,
  read: (b, at) => view(b).getBigInt64(at, true),
  write: (b, at, v) => {
    checkRange(v, -(1n << 63n), (1n << 64n) - 1n, '64-bit word');
    view(b).setBigUint64(at, BigInt.asUintN(64, v), true);
  },
};

/** ARM B/BL/BLX imm24 (A1 encodings): offset = SignExtend(imm24:'00'); `accept` checks the instruction. */
function armBranch24(what: string, accept: (insn: number) => boolean): RelocationField {
  const check = (insn: number): void => {
    if (!accept(insn)) throw new FieldError(`${what}: 0x${insn.toString(16).padStart(8, '0')} is not the expected branch`);
  };
  return {
    size: 4,
    read: (b, at) => {
      check(u32(b, at));
      return signExtend(u32(b, at) & 0xffffff, 24) << 2n;
    },
    write: (b, at, v) => {
      const insn = u32(b, at);
      check(insn);
      checkMultiple(v, 4n, what);
      checkRange(v, -(1n << 25n), (1n << 25n) - 4n, what);
      put32(b, at, ((insn & 0xff000000) | Number(BigInt.asUintN(24, v >> 2n))) >>> 0);
    },
  };
}

/**
 * Thumb 32-bit BL (T1) and B.W (T4): offset = SignExtend(S:I1:I2:imm10:imm11:'0') with
 * I1 = NOT(J1 XOR S), I2 = NOT(J2 XOR S) (AAELF, ARM ARM A6.7.13 / A8.8.18). `loPattern` is the
 * second halfword's fixed bits under mask 0xd000: 0xd000 for BL, 0x9000 for B.W.
 */
function thumbBranch32(what: string, loPattern: number): RelocationField {
  const check = (hi: number, lo: number): void => {
    if ((hi & 0xf800) !== 0xf000 || (lo & 0xd000) !== loPattern) {
      throw new FieldError(`${what}: 0x${hi.toString(16)} 0x${lo.toString(16)} is not the expected Thumb branch`);
    }
  };
  return {
    size: 4,
    read: (b, at) => {
      const hi = u16(b, at),
        lo = u16(b, at + 2);
      check(hi, lo);
      const s = (hi >> 10) & 1;
      const i1 = ~((lo >> 13) ^ s) & 1,
        i2 = ~((lo >> 11) ^ s) & 1;
      const imm = (s << 24) | (i1 << 23) | (i2 << 22) | ((hi & 0x3ff) << 12) | ((lo & 0x7ff) << 1);
      return signExtend(imm, 25);
    },
    write: (b, at, v) => {
      const hi = u16(b, at),
        lo = u16(b, at + 2);
      check(hi, lo);
      checkMultiple(v, 2n, what);
      checkRange(v, -(1n << 24n), (1n << 24n) - 2n, what);
      const n = Number(BigInt.asUintN(25, v));
      const s = (n >> 24) & 1,
        i1 = (n >> 23) & 1,
        i2 = (n >> 22) & 1;
      const j1 = (~i1 ^ s) & 1,
        j2 = (~i2 ^ s) & 1;
      put16(b, at, (hi & 0xf800) | (s << 10) | ((n >> 12) & 0x3ff));
      put16(b, at + 2, (lo & 0xd000) | (j1 << 13) | (j2 << 11) | ((n >> 1) & 0x7ff));
    },
  };
}

/** Thumb 16-bit branches: B (T2, imm11) and B<cond> (T1, imm8); offset = SignExtend(imm:'0'). */
function thumbBranch16(what: string, bits: 8 | 11, accept: (insn: number) => boolean): RelocationField {
  const mask = (1 << bits) - 1;
  const check = (insn: number): void => {
    if (!accept(insn)) throw new FieldError(`${what}: 0x${insn.toString(16)} is not the expected Thumb branch`);
  };
  return {
    size: 2,
    read: (b, at) => {
      check(u16(b, at));
      return signExtend(u16(b, at) & mask, bits) << 1n;
    },
    write: (b, at, v) => {
      const insn = u16(b, at);
      check(insn);
      checkMultiple(v, 2n, what);
      checkRange(v, -(1n << BigInt(bits)), (1n << BigInt(bits)) - 2n, what);
      put16(b, at, (insn & ~mask & 0xffff) | (Number(BigInt.asUintN(bits + 1, v)) >> 1));
    },
  };
}

const S32 = [-(1n << 31n), (1n << 31n) - 1n] as const;

/** The relocation fields by encoding; exported for the encoders' unit tests. */
export const FIELDS = {
  /** An absolute 32-bit word: any value whose low 32 bits are meant (signed or unsigned). */
  abs32: word32(-(1n << 31n), (1n << 32n) - 1n, '32-bit word'),
  rel32: word32(...S32, 'signed 32-bit PC-relative word'),
  u32: word32(0n, (1n << 32n) - 1n, 'zero-extended 32-bit word'),
  s32: word32(...S32, 'sign-extended 32-bit word'),
  abs64: word64,
  /** BL (not BLX: it would change the instruction set). */
  armCall: armBranch24('ARM BL', (i) => (i & 0x0f000000) === 0x0b000000 && i >>> 28 !== 0xf),
  /** B or BL, possibly conditional. */
  armJump: armBranch24('ARM B', (i) => (i & 0x0e000000) === 0x0a000000 && i >>> 28 !== 0xf),
  thumbCall: thumbBranch32('Thumb BL', 0xd000),
  thumbJump24: thumbBranch32('Thumb B.W', 0x9000),
  thumbJump11: thumbBranch16('Thumb B', 11, (i) => (i & 0xf800) === 0xe000),
  thumbJump8: thumbBranch16('Thumb B<cond>', 8, (i) => (i & 0xf000) === 0xd000 && ((i >> 8) & 0xe) !== 0xe),
} as const satisfies Record<string, RelocationField>;

// ---------------------------------------------------------------------------------------------
// Relocation kinds: what each type computes. 'abs': S + A with function symbols at their slot
// (a function pointer); 'rel': S + A - P with function symbols at their code; 'got': GOT(S) + A - P,
// the GOT entry holding the absolute value; 'ignore': nothing to do.

export type Calc = 'abs' | 'rel' | 'got' | 'ignore';

export interface RelocationKind {
  readonly name: string;
  readonly calc: Calc;
  readonly field: RelocationField | null;
}

const kind = (name: string, calc: Calc, field: RelocationField | null): RelocationKind => ({ name, calc, field });

/** Exactly the relocation types llc-14 emits for our inputs (plus the Thumb/ARM branch relatives), per machine. */
export const RELOCATIONS: ReadonlyMap<number, ReadonlyMap<number, RelocationKind>> = new Map([
  [
    EM_386,
    new Map([
      [1, kind('R_386_32', 'abs', FIELDS.abs32)],
      [2, kind('R_386_PC32', 'rel', FIELDS.rel32)],
      [4, kind('R_386_PLT32', 'rel', FIELDS.rel32)],
    ]),
  ],
  [
    EM_X86_64,
    new Map([
      [1, kind('R_X86_64_64', 'abs', FIELDS.abs64)],
      [2, kind('R_X86_64_PC32', 'rel', FIELDS.rel32)],
      [4, kind('R_X86_64_PLT32', 'rel', FIELDS.rel32)],
      [9, kind('R_X86_64_GOTPCREL', 'got', FIELDS.rel32)],
      [10, kind('R_X86_64_32', 'abs', FIELDS.u32)],
      [11, kind('R_X86_64_32S', 'abs', FIELDS.s32)],
    ]),
  ],
  [
    EM_ARM,
    new Map([
      [0, kind('R_ARM_NONE', 'ignore', null)],
      [2, kind('R_ARM_ABS32', 'abs', FIELDS.abs32)],
      [10, kind('R_ARM_THM_CALL', 'rel', FIELDS.thumbCall)],
      [28, kind('R_ARM_CALL', 'rel', FIELDS.armCall)],
      [29, kind('R_ARM_JUMP24', 'rel', FIELDS.armJump)],
      [30, kind('R_ARM_THM_JUMP24', 'rel', FIELDS.thumbJump24)],
      [40, kind('R_ARM_V4BX', 'ignore', null)],
      [102, kind('R_ARM_THM_JUMP11', 'rel', FIELDS.thumbJump11)],
      [103, kind('R_ARM_THM_JUMP8', 'rel', FIELDS.thumbJump8)],
    ]),
  ],
]);
