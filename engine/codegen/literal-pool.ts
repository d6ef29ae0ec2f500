// Literal pools for ARM and Thumb: 32-bit constants loaded pc-relative by `ldr rt, [pc, #imm]`.
//
// Requires a Placement (relax.ts). Produces the pool: distinct values, 4-byte aligned, placed
// right after the function's code (nothing falls through into it: every function ends in a return
// or a branch), and the address of each value. Reach (ARM ARM A8.6.59 / ARMv6-M A6.7.27): ARM's
// literal offset is ±4095 from pc+8; Thumb's is 0..1020 forward from Align(pc+4, 4) — a function
// whose pool lies further from a load gets a CodegenError naming it (pool islands within the
// function are not built yet). x86 takes every constant as an immediate and has no pool.

import type { Isa } from '../../isa-models/types.js';
import { CodegenError } from './lir.js';
import type { Placement } from './relax.js';

export interface Pool {
  /** Offset of the pool from the function start (4-aligned), or `end` when empty. */
  readonly offset: number;
  readonly values: readonly bigint[];
  /** Offset of each value's word. */
  readonly at: ReadonlyMap<bigint, number>;
  /** Function size with the pool. */
  readonly end: number;
}

export function placePool(p: Placement, isa: Isa): Pool {
  const values: bigint[] = [];
  for (const it of p.items) if (it.inst.kind === 'literal' && !values.includes(it.inst.value)) values.push(it.inst.value);
  if (values.length === 0) return { offset: p.end, values, at: new Map(), end: p.end };
  if (isa !== 'arm' && isa !== 'thumb') throw new CodegenError(`${isa} has no literal pools`);
  const offset = Math.ceil(p.end / 4) * 4;
  const at = new Map(values.map((v, i) => [v, offset + 4 * i] as const));
  for (const it of p.items) {
    if (it.inst.kind !== 'literal') continue;
    const lit = at.get(it.inst.value)!;
    const reach = isa === 'arm' ? Math.abs(lit - (it.offset + 8)) <= 4095 : lit - ((it.offset + 4) & ~3) <= 1020;
    if (!reach) throw new CodegenError(`${isa}: literal pool at +${lit} is out of reach of the load at +${it.offset} (function too large for one pool)`);
  }
  return { offset, values, at, end: offset + 4 * values.length };
}

/** The pool's bytes, little-endian words. */
export function poolBytes(pool: Pool): Uint8Array {
  const out = new Uint8Array(4 * pool.values.length);
  const view = new DataView(out.buffer);
  pool.values.forEach((v, i) => view.setUint32(4 * i, Number(BigInt.asUintN(32, v)), true));
  return out;
}
