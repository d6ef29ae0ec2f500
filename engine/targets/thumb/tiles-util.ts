// Shared pieces of the Thumb-1 tile grammar (engine/targets/thumb/tiles*.ts): the Builder that sizes
// tiles with the Thumb model's size() and the emit helpers for the three operand shapes Thumb-1
// has — three-address (`adds rd, rn, rm`), two-address (`ands rdn, rm`: the def reuses the first
// use's register, the x86 `reuse` pattern) and compare (no def).
//
// Contract: instructions are the Thumb model's `{ form, ops }` (isa-models/thumb/forms.ts) with
// `%k.32` placeholders for allocated registers; every register operand is in the `gpr` class,
// which on Thumb is r0-r7 (engine/mir/target-regs.ts), exactly the `lo` registers the 16-bit
// forms encode. Latencies are Cortex-M0 estimates (ARM DDI 0432C, Cortex-M0 TRM §3.3): ALU 1,
// load/store 2, multiply 1 (the single-cycle multiplier option), branch 3, call 4.

import { TileBuilder } from '../../isel/grammar.js';
import { Regs, type EmitCtx, type Operand } from '../../isel/emit-api.js';
import type { DagNode } from '../../isel/dag.js';
import type { IsaModel } from '../../../isa-models/types.js';
import type { ThumbInsn, ThumbValue } from '../../../isa-models/thumb/forms.js';

export const LAT = { alu: 1, mem: 2, mul: 1, branch: 3, call: 4 } as const;

export const insn = (form: string, ...ops: ThumbValue[]): ThumbInsn => ({ form, ops });

export { asImm, asReg } from '../../isel/emit-api.js';

export type Node = DagNode;

export class Builder extends TileBuilder<ThumbInsn> {
  constructor(readonly model: IsaModel<ThumbInsn>) {
    super();
  }

  /** Bytes of sample instances (registers r0-r2, immediates within the form's range). */
  size(sample: readonly ThumbInsn[]): number {
    return sample.reduce((s, i) => s + this.model.size(i), 0);
  }

  /** d := a OP b, three-address (`adds rd, rn, rm`). */
  three(x: EmitCtx, form: string, d: number, a: number, b: number): number {
    const r = new Regs(x);
    const ra = r.use(a, 32);
    const rb = r.use(b, 32);
    this.push(x, r, insn(form, r.def(d, 32), ra, rb));
    return d;
  }

  /** d := a OP #imm, three-address (`adds rd, rn, #imm3`, `lsls rd, rm, #imm5`). */
  threeImm(x: EmitCtx, form: string, d: number, a: number, k: number): number {
    const r = new Regs(x);
    const ra = r.use(a, 32);
    this.push(x, r, insn(form, r.def(d, 32), ra, k));
    return d;
  }

  /** d := a OP b, two-address (`ands rdn, rm`): d reuses a's register. */
  two(x: EmitCtx, form: string, d: number, a: number, b: number): number {
    const r = new Regs(x);
    r.use(a, 32);
    const rb = r.use(b, 32);
    this.push(x, r, insn(form, r.reuse(d, 32, 0), rb));
    return d;
  }

  /** d := a OP #imm, two-address (`adds rdn, #imm8`). */
  twoImm(x: EmitCtx, form: string, d: number, a: number, k: number): number {
    const r = new Regs(x);
    r.use(a, 32);
    this.push(x, r, insn(form, r.reuse(d, 32, 0), k));
    return d;
  }

  /** d := OP a (`sxtb rd, rm`, `mvns rd, rm`, `rsbs rd, rn, #0`). */
  unary(x: EmitCtx, form: string, d: number, a: number): number {
    const r = new Regs(x);
    const ra = r.use(a, 32);
    this.push(x, r, insn(form, r.def(d, 32), ra));
    return d;
  }

  /** Flags from a OP b, no def (`cmp rn, rm`, `cmn rn, rm`, `tst rn, rm`). */
  compare(x: EmitCtx, form: string, a: number, b: number | bigint): void {
    const r = new Regs(x);
    const ra = r.use(a, 32);
    const rb = typeof b === 'bigint' ? Number(b) : r.use(b, 32);
    this.push(x, r, insn(form, ra, rb));
  }
}

export const tmp = (x: EmitCtx): number => x.newVreg('gpr', 32);
export const regOut = (v: number): Operand => ({ kind: 'reg', vreg: v });
