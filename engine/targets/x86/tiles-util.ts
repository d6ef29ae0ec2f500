// The x86 tile grammar's building blocks (engine/targets/x86/tiles.ts and tiles-mem.ts): the tile
// builder of one mode, with the model that sizes each tile's sample instructions, and the small
// constructors of x86 instructions and operands the tiles emit.
//
// Contract: plain helpers; `Builder.size` is the model's size() of a sample instance, `sampleMem` the
// `[reg]` memory operand every tile's sample uses (eax or rax by mode). `Builder.push` gives the
// register source of the forms in any-forms.ts the `any` constraint (the allocator, not the
// selector, decides register or memory for it).

import { TileBuilder } from '../../isel/grammar.js';
import { markAnyOperand } from './any-forms.js';
import { Regs, type Addr, type EmitCtx } from '../../isel/emit-api.js';
import type { DagOp } from '../../isel/dag.js';
import type { ICmpPred } from '../../ir/types.js';
import type { X86Insn, X86Operand } from '../../../isa-models/x86/insn.js';
import type { X86Model } from '../../../isa-models/x86/model.js';

export type W = 32 | 64;
export const I8: [bigint, bigint] = [-128n, 127n];
export const I32: [bigint, bigint] = [-(1n << 31n), (1n << 31n) - 1n];

export const CC: Readonly<Record<ICmpPred, string>> = {
  eq: 'e',
  ne: 'ne',
  ugt: 'a',
  uge: 'ae',
  ult: 'b',
  ule: 'be',
  sgt: 'g',
  sge: 'ge',
  slt: 'l',
  sle: 'le',
};

export const reg = (r: string): X86Operand => ({ kind: 'reg', reg: r });
export const immOp = (v: bigint): X86Operand => ({ kind: 'imm', value: v });

export function insn(form: string, ...operands: X86Operand[]): X86Insn {
  return { form, operands };
}

export class Builder extends TileBuilder<X86Insn> {
  constructor(
    readonly model: X86Model,
    readonly ptr: W,
    readonly sp: string,
  ) {
    super();
    this.sampleMem = { kind: 'mem', base: ptr === 64 ? 'rax' : 'eax', index: null, scale: 1, disp: 0 };
  }

  override push(x: EmitCtx, r: Regs, i: X86Insn, extra: Parameters<TileBuilder<X86Insn>['push']>[3] = {}): void {
    markAnyOperand(i, r.regs, extra);
    super.push(x, r, i, extra);
  }

  /** The `[reg]` memory operand tile sizes are measured with. */
  readonly sampleMem: X86Operand;

  size(sample: readonly X86Insn[]): number {
    return sample.reduce((s, i) => s + this.model.size(i), 0);
  }

  /** A memory operand from an address (registers through `r`), and the frame object it names. */
  mem(r: Regs, a: Addr): { op: X86Operand; frame?: number } {
    let base: string | null = null;
    let frame: number | undefined;
    if (a.base !== null && 'vreg' in a.base) base = r.use(a.base.vreg, this.ptr);
    else if (a.base !== null) {
      base = this.sp;
      frame = a.base.frame;
    }
    const index = a.index === null ? null : r.use(a.index.vreg, this.ptr);
    const op: X86Operand = { kind: 'mem', base, index, scale: a.index?.scale ?? 1, disp: Number(a.disp) };
    return frame === undefined ? { op } : { op, frame };
  }
}

export const ALU_OPS: readonly (readonly [DagOp, string])[] = [
  ['add', 'add'],
  ['sub', 'sub'],
  ['and', 'and'],
  ['or', 'or'],
  ['xor', 'xor'],
];

/** x86-32: a copy into the byte class (eax…ebx) for an 8-bit view. */
export function toByte(b: Builder, x: EmitCtx, v: number): number {
  const t = x.newVreg('byte', 32);
  const r = new Regs(x);
  const s = r.use(v, 32);
  b.push(x, r, insn('mov r32, r32', reg(r.def(t, 32)), reg(s)));
  return t;
}
