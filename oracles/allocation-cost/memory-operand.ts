// The code-size price of an `any` operand the allocation put in its spill slot (engine/mir/types.ts):
// the bytes the instruction's memory form adds over its register form, from the ISA model's size
// model. Restated from the x86 manual's encodings (Intel SDM vol. 2 §2.1: an r/m operand in
// memory is ModRM mod ≠ 11, plus a SIB byte for an esp/rsp base and a disp8/disp32), never from
// the engine's table, so a wrong memory form in code generation shows up as a difference.
//
// Contract: requires the ISA (x86 only: only x86 selection offers `any`), selection's instruction
// (register form, `%k.b` placeholders), the allocation of each of its operands, the index k of the
// operand in a slot and where the slot lies (as edit-price.ts's SlotPlace). Produces the byte
// difference. The memory form is the register form with operand k's `rN` spelled `mN` and the
// operand `[base + offset]`; the register form is priced with that operand in the accumulator's
// view (al/ax/eax/rax: no REX of its own, as the tiles' sample sizes are measured), since no
// register was chosen for it; every other placeholder is its allocated register's view.

import type { Isa } from '../../common/image.js';
import { MODELS } from '../../isa-models/index.js';
import { REGISTERS } from '../../isa-models/x86/registers.js';
import type { X86Insn, X86Operand } from '../../isa-models/x86/insn.js';
import type { IsaInsn, OperandAlloc } from '../../engine/mir/types.js';
import type { SlotPlace } from './edit-price.js';

const PLACEHOLDER = /^%(\d+)\.(\d+)$/;
const ACCUMULATOR: Readonly<Record<number, string>> = { 8: 'al', 16: 'ax', 32: 'eax', 64: 'rax' };

/** The b-bit view of full register `full` (the low byte, never ah…bh). */
function view(isa: 'x86-32' | 'x86-64', full: string, bits: number): string {
  const mode = isa === 'x86-64' ? 64 : 32;
  const r = REGISTERS[mode].find((x) => x.full === full && x.bits === bits && !/^[a-d]h$/.test(x.name));
  if (r === undefined) throw new Error(`${isa}: ${full} has no ${bits}-bit view`);
  return r.name;
}

/** Bytes the memory form of `insn` (operand `k` at the slot) adds over its register form. */
export function memoryOperandBytes(
  isa: Isa,
  insn: IsaInsn,
  allocs: readonly OperandAlloc[],
  k: number,
  place: SlotPlace & { readonly base: string },
): number {
  if (isa !== 'x86-32' && isa !== 'x86-64') throw new Error(`${isa}: an any operand in a slot has no memory form (x86 only)`);
  const x = insn as X86Insn;
  const at = x.operands.findIndex((o) => o.kind === 'reg' && PLACEHOLDER.exec(o.reg)?.[1] === String(k));
  if (at < 0) throw new Error(`'${x.form}' names no placeholder of operand ${k}`);
  const regOperand = (o: X86Operand): X86Operand => {
    const m = o.kind === 'reg' ? PLACEHOLDER.exec(o.reg) : null;
    if (m === null) return o;
    const bits = Number(m[2]);
    const a = allocs[Number(m[1])];
    if (Number(m[1]) === k) return { kind: 'reg', reg: ACCUMULATOR[bits]! };
    if (typeof a !== 'string') throw new Error(`'${x.form}': operand ${m[1]} has no register`);
    return { kind: 'reg', reg: view(isa, a, bits) };
  };
  const registerForm: X86Insn = { form: x.form, operands: x.operands.map(regOperand) };
  const mem: X86Operand = {
    kind: 'mem',
    base: place.base,
    index: null,
    scale: 1,
    disp: place.offset ?? place.slot * (isa === 'x86-64' ? 8 : 4),
  };
  const memoryForm: X86Insn = { form: memoryFormName(x, at), operands: registerForm.operands.map((o, j) => (j === at ? mem : o)) };
  return MODELS[isa].size(memoryForm) - MODELS[isa].size(registerForm);
}

/** The form name with the token of insn operand `at` (cond operands are not spelled in a form name) from `rN` to `mN`. */
function memoryFormName(x: X86Insn, at: number): string {
  const token = x.operands.slice(0, at).filter((o) => o.kind !== 'cond').length;
  const space = x.form.indexOf(' ');
  const tokens = x.form.slice(space + 1).split(', ');
  const t = tokens[token];
  if (t === undefined || !/^r\d+$/.test(t)) throw new Error(`'${x.form}': operand ${at} is not a register in the form`);
  tokens[token] = `m${t.slice(1)}`;
  return `${x.form.slice(0, space)} ${tokens.join(', ')}`;
}
