// The x86 encoder and size model over the form table (Intel SDM vol. 2 chapter 2: §2.1 instruction
// format, §2.1.5 ModRM/SIB tables 2-1 to 2-3, §2.2.1 REX, §2.2.1.6 rip-relative addressing).
//
// Contract: `layout(mode, desc, insn)` checks the operands (validate.ts) and decides every field of
// the encoding — prefix 66, REX, opcode, ModRM, SIB, displacement width, immediate width — making
// the choices llvm-mc-14 makes: accumulator short opcodes, moffs and 40+r on x86-32, the shortest
// displacement (none, disp8, disp32; ebp/r13 bases need at least disp8, esp/r12 bases need SIB, an
// absolute address on x86-64 is SIB with no base and no index since mod 00 rm 101 means rip).
// `sizeOf` adds up the field widths without producing bytes; `emit` writes them. An instruction
// that needs REX (r8–r15, spl/bpl/sil/dil, REX.W) and names ah/ch/dh/bh throws EncodeError.
// `encodeProblem` gives the same verdict as a message without throwing (parser, case generator).

import { EncodeError } from '../types.js';
import type { MemOperand, Width, X86Desc, X86Insn } from './insn.js';
import { CONDS } from './insn.js';
import { lookupReg, REGISTERS, type RexNeed, type X86Mode, type X86Register } from './registers.js';
import { operandProblem } from './validate.js';
import { planted } from '../../common/planted-bugs.js';

export interface Layout {
  readonly prefix66: boolean;
  readonly rex: number | null;
  readonly opcode: readonly number[];
  readonly modrm: number | null;
  readonly sib: number | null;
  readonly disp: { readonly value: number; readonly bytes: 0 | 1 | 4 };
  readonly imm: { readonly value: bigint; readonly bytes: 0 | 1 | 2 | 4 | 8 };
}

interface Rex {
  w: boolean;
  r: boolean;
  x: boolean;
  b: boolean;
}

const ACC_NAME: Readonly<Record<Width, string>> = { 8: 'al', 16: 'ax', 32: 'eax', 64: 'rax' };

function reg(mode: X86Mode, name: string): X86Register {
  return lookupReg(mode, name)!;
}

interface MemFields {
  mod: number;
  rm: number;
  sib: number | null;
  disp: Layout['disp'];
}

function dispFor(disp: number, mustHave: boolean): { mod: number; disp: Layout['disp'] } {
  if (disp === 0 && !mustHave) return { mod: 0, disp: { value: 0, bytes: 0 } };
  if (disp >= -128 && disp <= 127) return { mod: 1, disp: { value: disp, bytes: 1 } };
  return { mod: 2, disp: { value: disp, bytes: 4 } };
}

/** ModRM.mod/rm, SIB and displacement of a memory operand; sets REX.X/B. */
function memFields(mode: X86Mode, m: MemOperand, rex: Rex): MemFields {
  const disp32 = { value: m.disp, bytes: 4 } as const;
  if (m.base === 'rip') return { mod: 0, rm: 5, sib: null, disp: disp32 };
  const scaleBits = (planted('x86-sib-scale') ? [1, 4, 2, 8] : [1, 2, 4, 8]).indexOf(m.scale) << 6;
  const index = m.index === null ? null : reg(mode, m.index).num;
  if (index !== null) rex.x = index >= 8;
  if (m.base === null) {
    // No base: SIB base 101 with mod 00 means disp32 only (x86-64 must not use rm 101: that is rip).
    if (index === null && mode === 32) return { mod: 0, rm: 5, sib: null, disp: disp32 };
    const idx = index === null ? 4 : index & 7;
    return { mod: 0, rm: 4, sib: scaleBits | (idx << 3) | 5, disp: disp32 };
  }
  const base = reg(mode, m.base).num;
  rex.b = base >= 8;
  const { mod, disp } = dispFor(m.disp, (base & 7) === 5);
  if (index === null && (base & 7) !== 4) return { mod, rm: base & 7, sib: null, disp };
  const idx = index === null ? 4 : index & 7;
  return { mod, rm: 4, sib: scaleBits | (idx << 3) | (base & 7), disp };
}

function regOperand(insn: X86Insn, at: number | undefined): string | null {
  if (at === undefined) return null;
  const op = insn.operands[at]!;
  return op.kind === 'reg' ? op.reg : null;
}

/** Whether some register of the mode needs or forbids REX (x86-64); on x86-32 every one is `any`. */
const REX_MATTERS: Readonly<Record<X86Mode, boolean>> = {
  32: REGISTERS[32].some((r) => r.rex !== 'any'),
  64: REGISTERS[64].some((r) => r.rex !== 'any'),
};

/** The first register the encoding names (implicit ones excluded, operands in order) whose REX
 *  requirement is `rex`, or undefined. Plain loops: this runs for every size and encode; on a mode
 *  without REX registers (x86-32) nothing is looked up. The registers were validated first. */
function firstNamed(mode: X86Mode, insn: X86Insn, rex: RexNeed): X86Register | undefined {
  if (!REX_MATTERS[mode]) return undefined;
  for (const op of insn.operands) {
    if (op.kind === 'reg') {
      const r = reg(mode, op.reg);
      if (r.rex === rex) return r;
    } else if (op.kind === 'mem') {
      if (op.base !== null && op.base !== 'rip') {
        const r = reg(mode, op.base);
        if (r.rex === rex) return r;
      }
      if (op.index !== null && op.index !== 'rip') {
        const r = reg(mode, op.index);
        if (r.rex === rex) return r;
      }
    }
  }
  return undefined;
}

/** REX is needed for REX.W and for any register that exists only with it (r8–r15 and their views,
 *  spl/bpl/sil/dil); ah/ch/dh/bh then cannot be encoded (SDM vol. 2 §2.2.1.2). */
function rexProblem(mode: X86Mode, d: X86Desc, insn: X86Insn): string | null {
  const high = firstNamed(mode, insn, 'forbid');
  if (high === undefined) return null;
  const why = firstNamed(mode, insn, 'need')?.name ?? (d.enc.rexW ? 'a 64-bit operand size' : null);
  return why === null ? null : `${high.name} cannot be encoded in an instruction that needs a REX prefix (${why})`;
}

function rexByte(mode: X86Mode, insn: X86Insn, rex: Rex): number | null {
  const needed = rex.w || rex.r || rex.x || rex.b || firstNamed(mode, insn, 'need') !== undefined;
  if (!needed) return null;
  return 0x40 | (rex.w ? 8 : 0) | (rex.r ? 4 : 0) | (rex.x ? 2 : 0) | (rex.b ? 1 : 0);
}

function immOf(d: X86Desc, insn: X86Insn): Layout['imm'] {
  const e = d.enc;
  if (e.imm !== undefined) {
    const op = insn.operands[e.imm.op]!;
    return { value: op.kind === 'imm' ? op.value : 0n, bytes: e.imm.bytes };
  }
  if (e.rel !== undefined) {
    const op = insn.operands[e.rel.op]!;
    return { value: BigInt(op.kind === 'target' ? op.disp : 0), bytes: e.rel.bytes };
  }
  return { value: 0n, bytes: 0 };
}

function condAdjusted(d: X86Desc, insn: X86Insn): number[] {
  const opcode = [...d.enc.opcode];
  if (d.enc.cond !== undefined) {
    const op = insn.operands[d.enc.cond]!;
    if (op.kind === 'cond') opcode[opcode.length - 1]! += CONDS.indexOf(op.cond);
  }
  return opcode;
}

const NO_DISP = { value: 0, bytes: 0 } as const;

/** The x86-32 moffs rule: `mov eax, dword ptr [abs]` is a1 + disp32 (likewise a0, a2, a3). */
function moffsLayout(mode: X86Mode, d: X86Desc, insn: X86Insn): Layout | null {
  const mo = d.enc.moffs;
  if (mo === undefined || mode !== 32) return null;
  const m = insn.operands[mo.memOp]!;
  if (m.kind !== 'mem' || m.base !== null || m.index !== null || regOperand(insn, mo.accOp) !== ACC_NAME[d.enc.bits]) return null;
  return {
    prefix66: d.enc.prefix66,
    rex: null,
    opcode: [mo.opcode],
    modrm: null,
    sib: null,
    disp: { value: m.disp, bytes: 4 },
    imm: { value: 0n, bytes: 0 },
  };
}

/** Forms without ModRM: opcode+r, the accumulator short forms, x86-32 inc/dec r, plain opcodes. */
function shortLayout(mode: X86Mode, d: X86Desc, insn: X86Insn, rex: Rex): Layout | null {
  const e = d.enc;
  if (e.opreg !== undefined) {
    const r = reg(mode, regOperand(insn, e.opreg)!);
    rex.b = r.num >= 8;
    const opcode = condAdjusted(d, insn);
    opcode[opcode.length - 1]! += r.num & 7;
    return noModrm(d, insn, rexByte(mode, insn, rex), opcode);
  }
  if (e.acc !== undefined && regOperand(insn, 0) === ACC_NAME[e.bits]) {
    return noModrm(d, insn, rexByte(mode, insn, rex), [e.acc]);
  }
  const rmReg = regOperand(insn, e.rm);
  if (e.short32 !== undefined && mode === 32 && rmReg !== null) {
    return noModrm(d, insn, null, [e.short32 + reg(mode, rmReg).num]);
  }
  if (e.rm === undefined) return noModrm(d, insn, rexByte(mode, insn, rex), condAdjusted(d, insn));
  return null;
}

function noModrm(d: X86Desc, insn: X86Insn, rex: number | null, opcode: readonly number[]): Layout {
  return { prefix66: d.enc.prefix66, rex, opcode, modrm: null, sib: null, disp: NO_DISP, imm: immOf(d, insn) };
}

/** Why `insn` does not encode in form `d`, or null when it does. */
export function encodeProblem(mode: X86Mode, d: X86Desc, insn: X86Insn): string | null {
  if (insn.form !== d.form) return `instruction of form ${insn.form} given to form ${d.form}`;
  if (d.enc.rexW && mode !== 64) return '64-bit operand size exists only on x86-64';
  return operandProblem(mode, d, insn) ?? rexProblem(mode, d, insn);
}

/** The encoding of `insn`; throws EncodeError when it does not fit its form. */
export function layout(mode: X86Mode, d: X86Desc, insn: X86Insn): Layout {
  const problem = encodeProblem(mode, d, insn);
  if (problem !== null) throw new EncodeError(`${insn.form}: ${problem}`);
  return layoutChecked(mode, d, insn);
}

function layoutChecked(mode: X86Mode, d: X86Desc, insn: X86Insn): Layout {
  const e = d.enc;
  const moffs = moffsLayout(mode, d, insn);
  if (moffs !== null) return moffs;
  const rex: Rex = { w: e.rexW, r: false, x: false, b: false };
  const short = shortLayout(mode, d, insn, rex);
  if (short !== null) return short;
  let regField = e.digit ?? 0;
  const regName = regOperand(insn, e.reg);
  if (regName !== null) {
    const num = reg(mode, regName).num;
    rex.r = num >= 8;
    regField = num & 7;
  }
  const rmOp = insn.operands[e.rm!]!;
  let fields: MemFields;
  if (rmOp.kind === 'mem') {
    fields = memFields(mode, rmOp, rex);
  } else {
    const num = reg(mode, (rmOp as { reg: string }).reg).num;
    rex.b = num >= 8;
    fields = { mod: 3, rm: num & 7, sib: null, disp: NO_DISP };
  }
  return {
    prefix66: e.prefix66,
    rex: rexByte(mode, insn, rex),
    opcode: condAdjusted(d, insn),
    modrm: (fields.mod << 6) | (regField << 3) | fields.rm,
    sib: fields.sib,
    disp: fields.disp,
    imm: immOf(d, insn),
  };
}

/** The size model: the sum of the layout's field widths. */
export function sizeOf(l: Layout): number {
  return (
    (l.prefix66 ? 1 : 0) +
    (l.rex === null ? 0 : 1) +
    l.opcode.length +
    (l.modrm === null ? 0 : 1) +
    (l.sib === null ? 0 : 1) +
    l.disp.bytes +
    l.imm.bytes
  );
}

/** `bytes` little-endian bytes of `value` (two's complement) at `out[at]`. */
function putLittleEndian(out: Uint8Array, at: number, value: bigint, bytes: number): void {
  if (bytes === 0) return;
  const v = BigInt.asUintN(64, value);
  let lo = Number(v & 0xffffffffn);
  let hi = Number(v >> 32n);
  for (let i = 0; i < bytes; i++) {
    if (i < 4) {
      out[at + i] = lo & 0xff;
      lo >>>= 8;
    } else {
      out[at + i] = hi & 0xff;
      hi >>>= 8;
    }
  }
}

export function emit(l: Layout): Uint8Array {
  const out = new Uint8Array(sizeOf(l));
  let at = 0;
  if (l.prefix66) out[at++] = 0x66;
  if (l.rex !== null) out[at++] = l.rex;
  for (const b of l.opcode) out[at++] = b;
  if (l.modrm !== null) out[at++] = l.modrm;
  if (l.sib !== null) out[at++] = l.sib;
  putLittleEndian(out, at, BigInt(l.disp.value), l.disp.bytes);
  putLittleEndian(out, at + l.disp.bytes, l.imm.value, l.imm.bytes);
  return out;
}
