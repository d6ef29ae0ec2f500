// spill-all: every vreg lives in its own spill slot; each use is reloaded into a register just
// before its instruction and each def stored just after it (the always-correct floor the
// allocators are measured against).
//
// Contract: requires an MFunction that passes verifyMir and TargetRegs; produces an AllocResult
// whose registers hold values only within one instruction, so call clobbers never destroy a value,
// fixed and reuse constraints are met by choosing the operand registers (engine/regalloc/shared/operand-assignment.ts),
// and classes (Thumb r0-r7, x86-32 byte) come from TargetRegs. Slot k belongs to vreg k.

import type { AllocResult, Allocation, Allocator, MFunction, PReg, TargetRegs } from '../mir/types.js';
import { assignOperands } from './shared/operand-assignment.js';

const NOTHING: ReadonlySet<PReg> = new Set();

export const spillAll: Allocator = {
  name: 'spill-all',
  allocate(fn: MFunction, regs: TargetRegs): AllocResult {
    const home: Allocation[] = fn.vregs.map((_, v) => ({ kind: 'slot', slot: v }));
    const { allocs, edits } = assignOperands(fn, regs, { home, occupied: () => NOTHING, liveAfter: () => true, stackSlot: (v) => v });
    return { allocs, edits, spillSlots: fn.vregs.length, slotBytes: regs.wordBytes };
  },
};
