// Prologue and epilogue per ISA, from a FrameLayout, and the pass that places them.
//
// Requires a FrameLayout (frame.ts) and, for `placePrologueEpilogue`, the LBlocks of apply.ts in
// which selection's returns are still plain instructions. Produces ISA-model instructions:
// - x86 (System V i386 / x86-64): push each saved register, `sub esp/rsp, size`; epilogue
//   `add esp/rsp, size`, pops in reverse, `ret`.
// - ARM / Thumb (AAPCS): `push {saved…, lr}`, sp lowered by `size` (ARM `sub sp, sp, #imm`, Thumb
//   `sub sp, #imm7` in steps of at most 508 bytes); epilogue raises sp and `pop {saved…, pc}`, which
//   is the return (selection's `bx lr` is dropped). lr is always saved: a body with calls
//   overwrites it, and one push is cheaper than knowing.
// The epilogue's add changes the x86 flags: nothing reads them at a return.
// A frame with a variadic save area (frame.ts `vaSave`, ARM/Thumb) lowers sp by it before the
// pushes, and its epilogue is the target's `releaseAndReturn` (pop, release, return as LLVM does).
// A dynamic stack (frame.ts): the prologue ends with `mov fp, sp` (fp pushed with the callee-saved
// registers), and the epilogue starts with `mov sp, fp`, which brings sp back from wherever the
// body's dynamic allocas left it; the rest is as above.

import type { Target } from '../targets/target.js';
import type { IsaInsn } from '../mir/types.js';
import type { FrameLayout } from './frame.js';
import type { LBlock, LInst } from './lir.js';

function prologue(target: Target, frame: FrameLayout): IsaInsn[] {
  const setFp = frame.framePointer === null ? [] : [target.move(frame.framePointer, target.sp)];
  return [...target.adjustSp(frame.vaSave, -1), ...target.push(frame.saved), ...target.adjustSp(frame.size, -1), ...setFp];
}

/** Everything from the body's last instruction to the return, the return included. */
function epilogue(target: Target, frame: FrameLayout): IsaInsn[] {
  const resetSp = frame.framePointer === null ? [] : [target.move(target.sp, frame.framePointer)];
  if (frame.vaSave === 0) return [...resetSp, ...target.adjustSp(frame.size, 1), ...target.popAndReturn(frame.saved)];
  if (target.releaseAndReturn === undefined) throw new Error(`${target.isa}: a variadic save area without releaseAndReturn`);
  return [...resetSp, ...target.adjustSp(frame.size, 1), ...target.releaseAndReturn(frame.saved, frame.vaSave)];
}

const plain = (insn: IsaInsn): LInst => ({ kind: 'insn', insn, spill: false });

/** The blocks with the prologue opening block 0 and the epilogue in place of every return. */
export function placePrologueEpilogue(blocks: readonly LBlock[], frame: FrameLayout, target: Target): LBlock[] {
  return blocks.map((b, k) => {
    const insts: LInst[] = k === 0 ? prologue(target, frame).map(plain) : [];
    for (const i of b.insts) {
      if (i.kind === 'insn' && target.isReturn(i.insn)) insts.push(...epilogue(target, frame).map(plain));
      else insts.push(i);
    }
    return { id: b.id, insts };
  });
}
