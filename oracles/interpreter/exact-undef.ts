// Which values' undefined-bit masks may be trusted: decided once per function, at compile time.
//
// Contract: requires a function's instructions (verified IR). Produces, per value id, 1 when the
// value's definer keeps its undefined bits exactly in U (compiled.ts's encoding): an integer load
// (ops-memory.ts) or one of the ops of ops-undef.ts (bitwise ops, shifts, integer trunc/zext/sext,
// icmp eq/ne) without a poison-generating flag. compile.ts gives those instructions the ops of
// ops-undef.ts and tells each of them, and each store, whether an operand's U may be read.
// Why at compile time: every other op only ORs flags and leaves U as it was, so a U read at run
// time could be a stale one from an earlier value of the slot (a loop's previous iteration); the
// definer, known statically, says whether the slot's U is ever written for this value.

import type { Flags, Func, Inst } from '../../engine/ir/types.js';
import { isExactBinop } from './ops-undef.js';

/** Per value id of `func`: 1 when its definer keeps its undefined bits exactly (see `isExact`), else 0. */
export function exactValueIds(func: Func): Uint8Array {
  const ids = new Uint8Array(func.nextValueId);
  for (const block of func.blocks) for (const inst of block.insts) if (isExact(inst) && 'id' in inst) ids[inst.id] = 1;
  return ids;
}

/** No poison-generating flag: the instruction's result is poison only through its operands. */
function flagless(flags: Flags | undefined): boolean {
  return flags === undefined || !(flags.nsw || flags.nuw || flags.exact || flags.disjoint || flags.nneg);
}

/**
 * Whether an instruction's result keeps its undefined bits exactly (ops-undef.ts, and integer
 * loads): the bitwise ops, shifts and integer casts without poison-generating flags, icmp eq/ne.
 */
export function isExact(inst: Inst): boolean {
  switch (inst.op) {
    case 'load':
      return inst.type.kind === 'int';
    case 'binop':
      return isExactBinop(inst.binop) && flagless(inst.flags);
    case 'cast':
      return (
        (inst.cast === 'trunc' || inst.cast === 'zext' || inst.cast === 'sext') &&
        inst.type.kind === 'int' &&
        inst.value.type.kind === 'int' &&
        flagless(inst.flags)
      );
    case 'icmp':
      return (inst.pred === 'eq' || inst.pred === 'ne') && inst.samesign !== true && inst.lhs.type.kind === 'int';
    default:
      return false;
  }
}
