// Operand checks of the x86 encoder: an instruction either fits its form exactly or throws
// EncodeError naming what does not fit. Nothing here produces bytes.
//
// Contract: `operandProblem(mode, desc, insn)` requires `insn.form === desc.form` and returns null
// when the operands fit, else the message of the EncodeError the encoder throws. It checks operand
// count and kinds, register classes (mode-specific: no r8–r15/spl… on x86-32), immediate ranges and
// holes (values another form owns), branch displacement ranges, and memory references (address
// registers of the mode's address width, no esp/rsp index, scale 1/2/4/8, signed 32-bit
// displacement, rip only on x86-64 and without index, and no index-only reference with scale 1,
// which llvm-mc's syntax cannot tell from a base). The REX rule for high-byte registers is the
// encoder's (encode.ts), because only it knows whether the encoding needs REX.

import type { OperandDesc } from '../types.js';
import { CONDS, type MemOperand, type X86Desc, type X86Insn, type X86Operand } from './insn.js';
import { CLASSES, lookupReg, type X86Mode } from './registers.js';

const SCALES = new Set([1, 2, 4, 8]);
const DISP_MIN = -(2 ** 31);
const DISP_MAX = 2 ** 31 - 1;

/** A problem message, or null; checks return these instead of throwing so that the parser and the
 *  case generator can try forms cheaply. */
type Problem = string | null;

/** CLASSES as Sets: every operand of every encode asks for its class. */
const CLASS_SETS: Readonly<Record<X86Mode, ReadonlyMap<string, ReadonlySet<string>>>> = {
  32: new Map(Object.entries(CLASSES[32]).map(([k, v]) => [k, new Set(v)])),
  64: new Map(Object.entries(CLASSES[64]).map(([k, v]) => [k, new Set(v)])),
};

const COND_SET: ReadonlySet<string> = new Set(CONDS);

function regProblem(mode: X86Mode, reg: string, cls: string, what: string): Problem {
  // A class holds registers of the mode only, so a member needs no further look-up (the common case).
  if (CLASS_SETS[mode].get(cls)!.has(reg)) return null;
  if (lookupReg(mode, reg) === undefined) return `${what}: x86-${mode} has no register ${reg}`;
  return `${what}: ${reg} is not in class ${cls}`;
}

function memProblem(mode: X86Mode, m: MemOperand): Problem {
  const addr = mode === 64 ? 'gpr64' : 'gpr32';
  if (m.base === 'rip') {
    if (mode !== 64) return 'rip-relative addressing exists only on x86-64';
    if (m.index !== null) return 'a rip-relative address cannot have an index';
  } else if (m.base !== null) {
    const p = regProblem(mode, m.base, addr, 'base');
    if (p !== null) return p;
  }
  if (!SCALES.has(m.scale)) return `scale ${m.scale} is not 1, 2, 4 or 8`;
  if (m.index !== null) {
    if (m.index === 'esp' || m.index === 'rsp') return `${m.index} cannot be an index register`;
    const p = regProblem(mode, m.index, mode === 64 ? 'idx64' : 'idx32', 'index');
    if (p !== null) return p;
    if (m.base === null && m.scale === 1) return `index ${m.index} with scale 1 and no base: write it as the base [${m.index}]`;
  } else if (m.scale !== 1) {
    return `scale ${m.scale} without an index register`;
  }
  if (!Number.isInteger(m.disp) || m.disp < DISP_MIN || m.disp > DISP_MAX) return `displacement ${m.disp} is not a signed 32-bit integer`;
  return null;
}

function immProblem(d: X86Desc, od: OperandDesc, value: bigint): Problem {
  const [lo, hi] = od.range!;
  if (typeof value !== 'bigint') return `immediate ${String(value)} is not a bigint`;
  if (value < lo || value > hi) return `immediate ${value} is outside ${lo}..${hi}`;
  const hole = d.enc.immHole;
  if (hole !== undefined && value >= hole[0] && value <= hole[1]) {
    const owner = hole[0] === hole[1] ? `${hole[0]}` : `${hole[0]}..${hole[1]}`;
    return `immediate ${value} is in ${owner}, which llvm-mc encodes with another form (${sibling(d)})`;
  }
  return null;
}

/** The form that owns the hole: the imm8 (or shift-by-1) sibling, named for the error message. */
function sibling(d: X86Desc): string {
  if (d.form.includes(', imm8')) return d.form.replace(', imm8', ', 1');
  return d.form.replace(/imm(16|32)$/, 'imm8');
}

function operandProblemAt(mode: X86Mode, d: X86Desc, od: OperandDesc, op: X86Operand): Problem {
  if (op.kind !== od.kind) return `operand ${od.name} must be ${od.kind}, not ${op.kind}`;
  switch (op.kind) {
    case 'reg':
      return regProblem(mode, op.reg, od.regClass!, `operand ${od.name}`);
    case 'imm':
      return immProblem(d, od, op.value);
    case 'mem':
      if (d.enc.noAbsolute === true && op.base === null && op.index === null) {
        return 'llvm-mc reads a jmp/call through an absolute address as a direct branch: use a base or index register';
      }
      return memProblem(mode, op);
    case 'target': {
      const [lo, hi] = od.range!;
      const ok = Number.isInteger(op.disp) && op.disp >= lo && op.disp <= hi;
      return ok ? null : `branch displacement ${op.disp} is outside ${lo}..${hi}`;
    }
    case 'cond':
      return COND_SET.has(op.cond) ? null : `unknown condition ${String(op.cond)}`;
  }
}

export function operandProblem(mode: X86Mode, d: X86Desc, insn: X86Insn): Problem {
  if (insn.operands.length !== d.operands.length) return `expects ${d.operands.length} operands, got ${insn.operands.length}`;
  for (let i = 0; i < d.operands.length; i++) {
    const p = operandProblemAt(mode, d, d.operands[i]!, insn.operands[i]!);
    if (p !== null) return p;
  }
  return null;
}
