// Prologue and epilogue per ISA, from a FrameLayout.
//
// Requires a FrameLayout (frame.ts). Produces ISA-model instructions:
// - x86 (System V i386 / x86-64): push each saved register, `sub esp/rsp, size`; epilogue
//   `add esp/rsp, size`, pops in reverse, `ret`.
// - ARM / Thumb (AAPCS): `push {saved…, lr}`, sp lowered by `size` (ARM `sub sp, sp, #imm`, Thumb
//   `sub sp, #imm7` in steps of at most 508 bytes); epilogue raises sp and `pop {saved…, pc}`, which
//   is the return (selection's `bx lr` is dropped). lr is always saved: a body with calls
//   overwrites it, and one push is cheaper than knowing.
// The epilogue's add changes the x86 flags: nothing reads them at a return.

import type { Isa } from '../../isa-models/types.js';
import type { FrameLayout } from './frame.js';
import { adjustSp, popAndReturn, push } from './target-ops.js';

export function prologue(isa: Isa, frame: FrameLayout): unknown[] {
  return [...push(isa, frame.saved), ...adjustSp(isa, frame.size, -1)];
}

/** Everything from the body's last instruction to the return, the return included. */
export function epilogue(isa: Isa, frame: FrameLayout): unknown[] {
  return [...adjustSp(isa, frame.size, 1), ...popAndReturn(isa, frame.saved)];
}
