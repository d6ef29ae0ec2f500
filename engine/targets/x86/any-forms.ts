// The x86 forms whose register source the allocator may put in memory (engine/mir/types.ts `any`
// constraint, regalloc2's `OperandConstraint::Any`; issue 20 Deliver 1): the one table that both
// selection (which operand gets `any`) and code generation (which memory form replaces the register
// form when the allocation gives that operand its spill slot) read.
//
// Contract:
// - `markAnyOperand(insn, regs, extra)`: called for every instruction a tile pushes; where the
//   insn's form is in ANY_FORMS and the rules of engine/mir/types.ts hold, turns the `reg`
//   constraint of the operand at the table's position into `any` of the same class (in place:
//   `regs` is the instruction's own, fresh array). Rules checked here: the operand is a `%k.b`
//   placeholder whose regs entry is a plain `reg` use and no reuse's input; no other operand is
//   `stack`/`any`; the insn has no memory operand and no frame object, is no call and no
//   `aboveOutgoing` address; and every register the insn names is a placeholder (so `sub esp, r`
//   and `mov esp, r`, the dynamic stack's moves, whose stack effect reads a register, keep it).
// - `anyToMemory(insn, k, sp)`: the memory form of `insn` with placeholder operand k replaced by
//   `[sp + 0]` (code generation then adds the spill slot's offset, as for a `stack` operand).
//
//   register form (W = 32, 64)          memory form                any operand
//   add/sub/and/or/xor/cmp rW, rW       <op> rW, mW                source (1)
//   imul rW, rW [, imm8|imm32]          imul rW, mW [, imm]        source (1)
//   cmovcc rW, rW                       cmovcc rW, mW              source (2: the cond is 0)
//   div/idiv rW                         div/idiv mW                divisor (0)
//   movzx r32, r8|r16                   movzx r32, m8|m16          source (1)
//   movsx r64, r8|r16; movsxd r64, r32  movsx/movsxd r64, m…       source (1)
//   mov r32, r32 (zext i32→i64, x86-32 byte copies)  mov r32, m32  source (1)
// Left out: `test` (its r/m is the first operand, so a swap), shifts (the count is cl, the value a
// reuse), `call r` (an indirect call through memory: no gain worth the call's special cases),
// `push r` (not emitted) and 8/16-bit ALU forms (not emitted).
// The memory forms are Intel SDM vol. 2's r/m source encodings (ADD 03 /r, IMUL 0F AF /r and
// 6B/69 /r, CMP 3B /r, CMOVcc 0F 4x /r, DIV F7 /6, IDIV F7 /7, MOVZX 0F B6/B7 /r, MOVSXD 63 /r,
// MOV 8B /r). Only forms the tiles emit with a register source are listed: a form in memory reads
// the low bits of the slot (little-endian), which hold the vreg's value at its width whatever
// width the spill store wrote.

import { CodegenError } from '../../codegen/lir.js';
import type { MInst, RegOperand } from '../../mir/types.js';
import type { X86Insn, X86Operand } from '../../../isa-models/x86/insn.js';

/** One row: the register form, its memory form, and which insn operand (Intel order, the cond included) becomes memory. */
interface AnyForm {
  readonly reg: string;
  readonly mem: string;
  readonly operand: number;
}

function rowsOfWidth(w: 32 | 64): AnyForm[] {
  const rows: AnyForm[] = [];
  for (const mn of ['add', 'sub', 'and', 'or', 'xor', 'cmp', 'imul'])
    rows.push({ reg: `${mn} r${w}, r${w}`, mem: `${mn} r${w}, m${w}`, operand: 1 });
  for (const imm of ['imm8', 'imm32']) rows.push({ reg: `imul r${w}, r${w}, ${imm}`, mem: `imul r${w}, m${w}, ${imm}`, operand: 1 });
  rows.push({ reg: `cmovcc r${w}, r${w}`, mem: `cmovcc r${w}, m${w}`, operand: 2 });
  for (const mn of ['div', 'idiv']) rows.push({ reg: `${mn} r${w}`, mem: `${mn} m${w}`, operand: 0 });
  return rows;
}

/** The table, keyed by register form. */
const ANY_FORMS: ReadonlyMap<string, AnyForm> = new Map(
  [
    ...rowsOfWidth(32),
    ...rowsOfWidth(64),
    { reg: 'movzx r32, r8', mem: 'movzx r32, m8', operand: 1 },
    { reg: 'movzx r32, r16', mem: 'movzx r32, m16', operand: 1 },
    { reg: 'movsx r64, r8', mem: 'movsx r64, m8', operand: 1 },
    { reg: 'movsx r64, r16', mem: 'movsx r64, m16', operand: 1 },
    { reg: 'movsxd r64, r32', mem: 'movsxd r64, m32', operand: 1 },
    { reg: 'mov r32, r32', mem: 'mov r32, m32', operand: 1 },
  ].map((r) => [r.reg, r]),
);

/** The table's rows (tests walk every one through the ISA model). */
export function anyFormRows(): readonly AnyForm[] {
  return [...ANY_FORMS.values()];
}

const PLACEHOLDER = /^%(\d+)\.\d+$/;

/** The operand index k of a `%k.b` register operand, or null. */
function placeholderOf(o: X86Operand | undefined): number | null {
  if (o?.kind !== 'reg') return null;
  const m = PLACEHOLDER.exec(o.reg);
  return m === null ? null : Number(m[1]);
}

type Extra = Partial<Pick<Extract<MInst, { kind: 'isa' }>, 'frame' | 'callee' | 'indirectCall' | 'aboveOutgoing' | 'target'>>;

/** Turns the table's operand of `insn` into an `any` use where the rules allow it (see the contract). */
export function markAnyOperand(insn: X86Insn, regs: RegOperand[], extra: Extra): void {
  const row = ANY_FORMS.get(insn.form);
  if (row === undefined || extra.frame !== undefined || extra.callee !== undefined || extra.indirectCall === true) return;
  if (extra.aboveOutgoing === true || extra.target !== undefined) return;
  if (insn.operands.some((o) => o.kind === 'mem' || (o.kind === 'reg' && placeholderOf(o) === null))) return;
  const k = placeholderOf(insn.operands[row.operand]);
  const op = k === null ? undefined : regs[k];
  if (k === null || op === undefined || op.kind !== 'use' || op.constraint.kind !== 'reg') return;
  for (const other of regs) {
    const c = other.constraint;
    if (c.kind === 'stack' || c.kind === 'any' || (c.kind === 'reuse' && c.input === k)) return;
  }
  regs[k] = { ...op, constraint: { kind: 'any', class: op.constraint.class } };
}

/** `insn` in its memory form, placeholder operand `k` replaced by `[sp + 0]`; throws where the table has no such form. */
export function anyToMemory(insn: X86Insn, k: number, sp: string): X86Insn {
  const row = ANY_FORMS.get(insn.form);
  if (row === undefined || placeholderOf(insn.operands[row.operand]) !== k)
    throw new CodegenError(`'${insn.form}' has no memory form for operand ${k} (engine/targets/x86/any-forms.ts)`);
  const mem: X86Operand = { kind: 'mem', base: sp, index: null, scale: 1, disp: 0 };
  return { form: row.mem, operands: insn.operands.map((o, j) => (j === row.operand ? mem : o)) };
}
