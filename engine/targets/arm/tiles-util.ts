// Shared pieces of the ARM (A32) tile grammar (engine/targets/arm/tiles.ts, tiles-mem.ts): the tile
// builder, instruction construction with `%k.b` placeholders, sample instructions for the size
// model, and the immediate predicates A32 needs beyond plain ranges (ARM ARM, ARMv6 edition, A5.1.3:
// a data-processing immediate is an 8-bit value rotated right by an even amount — not a range, so
// tiles test it in their `check`).
//
// Contract: pure helpers. `sample(form)` is a real instruction of the form (distinct low registers,
// the smallest immediate the operand accepts), so `size()` of it is the model's answer for the form;
// every A32 instruction is 4 bytes, and the model still refuses a form that does not exist.

import { TileBuilder, type Match, type Pattern, type Tile } from '../../isel/grammar.js';
import { Regs, type EmitCtx, type Operand } from '../../isel/emit-api.js';
import type { IsaModel } from '../../../isa-models/types.js';
import type { Cond } from '../../../isa-models/ual/conditions.js';
import { descriptorOf } from '../../../isa-models/arm/descriptors.js';
import type { ArmInsn } from '../../../isa-models/arm/forms.js';
import { encodeRotated } from '../../../isa-models/arm/immediates.js';

export type ArmModel = IsaModel<ArmInsn>;
export type Fields = Record<string, string | number | readonly string[]>;

/** Latency estimates (ARM1176JZF-S TRM, chapter 16, rounded): ALU 1, load 3, mul 3, call 5, branch 2. */
export const LAT = { alu: 1, load: 3, mul: 3, call: 5, branch: 2 } as const;

/** An A32 instruction of `form` (condition `al` unless given) with placeholder registers. */
export function insn(form: string, fields: Fields, cond: Cond = 'al'): ArmInsn {
  return { form, cond, ...fields } as unknown as ArmInsn;
}

/** A valid instruction of `form`: registers r0, r1, … in operand order, each immediate at its smallest legal value. */
function sample(form: string): ArmInsn {
  const fields: Fields = {};
  let next = 0;
  for (const o of descriptorOf(form).operands) {
    switch (o.kind) {
      case 'reg':
        fields[o.name] = `r${next++}`;
        break;
      case 'imm':
        fields[o.name] = o.name === 'amount' ? 1 : 0;
        break;
      case 'shift':
        fields[o.name] = 'lsl';
        break;
      case 'target':
        fields[o.name] = 0;
        break;
      case 'reglist':
        fields[o.name] = ['r4'];
        break;
      case 'cond':
        break;
      case 'mem':
        throw new Error(`arm form ${form}: no memory operand kind in A32 descriptors`);
    }
  }
  return insn(form, fields);
}

/** A 32-bit constant as the unsigned value an A32 immediate field holds. */
export const u32 = (v: bigint): number => Number(BigInt.asUintN(32, v));

/** Is `v` (any sign) an A32 modified immediate? */
export const rotates = (v: bigint): boolean => encodeRotated(u32(v)) !== null;

export const I32: readonly [bigint, bigint] = [-(1n << 31n), (1n << 31n) - 1n];
export const INT_MIN = -(1n << 31n);

export { asImm, asPred, asReg } from '../../isel/emit-api.js';

/** The number of leaves a pattern contributes (nonterminals and immediates). */
export function leafCount(p: Pattern): number {
  return p.k === 'op' ? p.kids.reduce((s, k) => s + leafCount(k), 0) : 1;
}

export const isPow2 = (v: bigint): boolean => v > 1n && (v & (v - 1n)) === 0n;
export const log2 = (v: bigint): number => v.toString(2).length - 1;

/**
 * A tile check: the immediate leaf at each given leaf index (plus `offset`, where the predicates'
 * shape starts among the tile's leaves) satisfies its predicate; none when there are no predicates.
 */
export function immsFit(preds: Readonly<Record<number, (v: bigint) => boolean>>, offset = 0): Tile['check'] {
  const at = Object.entries(preds).map(([i, ok]) => [Number(i) + offset, ok] as const);
  if (at.length === 0) return undefined;
  return (m: Match) =>
    at.every(([i, ok]) => {
      const leaf = m.leaves[i];
      return leaf !== undefined && 'imm' in leaf && ok(leaf.imm);
    });
}

export class ArmBuilder extends TileBuilder<ArmInsn> {
  constructor(readonly model: ArmModel) {
    super();
  }

  /** Bytes of the forms' sample instructions, by the model's size(). */
  size(...forms: string[]): number {
    return forms.reduce((s, f) => s + this.model.size(sample(f)), 0);
  }

  /** One instruction defining the node's result vreg: `fields(r)` adds the uses, then rd is the def. */
  def(x: EmitCtx, n: Parameters<Tile['emit']>[2], form: string, fields: (r: Regs) => Fields, cond: Cond = 'al'): Operand {
    const r = new Regs(x);
    const f = fields(r);
    const d = x.resultVreg(n);
    this.push(x, r, insn(form, { ...f, rd: r.def(d, 32) }, cond));
    return { kind: 'reg', vreg: d };
  }
}
