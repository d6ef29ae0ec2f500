// The model's price of any allocation of a function: what the MCNF objective would charge for it
// (Koes's thesis §3.5): per edit a move, a load, a store or a remat, per `any` operand left in its
// slot a memory operand, each at its block's EditCosts (build.ts). The optimal allocator uses it to
// keep the cheaper of a solution the budget stopped and its heuristic fallback; it is the engine's
// own arithmetic, not the testbed's judge (oracles/allocation-cost/ prices allocations
// independently and is what every report trusts).
//
// Contract: requires an MFunction, an AllocResult for it (edits at program points numbered over the
// function in layout order) and the EditCosts of each block. Produces the price; copies are not
// edits and are not priced (the model's constant, §3.6).

import type { AllocResult, Edit, MFunction } from '../../mir/types.js';
import { isSlot } from '../../mir/types.js';
import type { EditCosts } from './build.js';

function editPrice(e: Edit, c: EditCosts, bits: number): number {
  if (e.from.kind === 'const') return e.to.kind === 'reg' ? c.remat(e.from.value, e.to.preg, bits) : 0;
  if (e.from.kind === 'slot') return e.to.kind === 'slot' ? 0 : c.load;
  if (e.to.kind === 'slot') return c.store;
  return e.from.preg === e.to.preg ? 0 : c.move;
}

export function modelPrice(fn: MFunction, alloc: AllocResult, costs: readonly EditCosts[]): number {
  const blockOf: number[] = fn.blocks.flatMap((b, bi) => b.insts.map(() => bi));
  let total = 0;
  for (const e of alloc.edits) total += editPrice(e, costs[blockOf[e.point.inst]!]!, fn.vregs[e.vreg]!.bits);
  let i = 0;
  for (const [bi, b] of fn.blocks.entries()) {
    for (const inst of b.insts) {
      inst.regs.forEach((op, k) => {
        if (op.constraint.kind === 'any' && isSlot(alloc.allocs[i]?.[k])) total += costs[bi]!.memOperand;
      });
      i++;
    }
  }
  return total;
}
