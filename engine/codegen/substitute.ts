// Placeholder substitution: selection writes every register the allocator chooses as `%k.b`
// (operand k of the instruction's `regs`, viewed at b bits: engine/mir/types.ts); after allocation
// each becomes the target's b-bit view of the register allocated to operand k.
//
// Requires a target (its `regView`) and the allocated registers of the instruction's operands.
// Produces a copy of the instruction with the same keys in the same order (what the encoders and
// listings see), every placeholder string replaced; nothing else changes.

import type { Target } from '../targets/target.js';
import type { IsaInsn, PReg } from '../mir/types.js';
import { CodegenError } from './lir.js';

const PLACEHOLDER = /^%(\d+)\.(\d+)$/;
/** Parsed placeholders (operand index, bits), or null for a `%` string that is none: the same few strings recur in every instruction. */
const PLACEHOLDERS = new Map<string, { readonly k: number; readonly bits: number } | null>();

function placeholder(s: string): { readonly k: number; readonly bits: number } | null {
  let p = PLACEHOLDERS.get(s);
  if (p === undefined) {
    const m = PLACEHOLDER.exec(s);
    PLACEHOLDERS.set(s, (p = m === null ? null : { k: Number(m[1]), bits: Number(m[2]) }));
  }
  return p;
}

/** `insn` with every `%k.b` placeholder replaced by the b-bit view of `pregs[k]` (undefined: not a register). */
export function substitute<I extends IsaInsn>(target: Target, insn: I, pregs: readonly (PReg | undefined)[]): I {
  return substituteValue(target, insn, pregs) as I;
}

function substituteValue(target: Target, value: unknown, pregs: readonly (PReg | undefined)[]): unknown {
  if (typeof value === 'string') {
    if (value.charCodeAt(0) !== 0x25) return value; // no leading '%': not a placeholder (most strings are form names)
    const p = placeholder(value);
    if (p === null) return value;
    const preg = pregs[p.k];
    if (preg === undefined) throw new CodegenError(`placeholder ${value} names no allocated operand`);
    return target.regView(preg, p.bits);
  }
  if (Array.isArray(value)) return value.map((x) => substituteValue(target, x, pregs));
  if (value !== null && typeof value === 'object') {
    // A copy with the same keys in the same order (what Object.fromEntries(Object.entries(..)) built).
    const copy: Record<string, unknown> = {};
    for (const k of Object.keys(value)) copy[k] = substituteValue(target, (value as Record<string, unknown>)[k], pregs);
    return copy;
  }
  return value;
}
