// The frame intrinsics: llvm.frameaddress and llvm.returnaddress (GCC's __builtin_frame_address
// and __builtin_return_address, issue 19).
//
// Contract: `frameKind(name)` recognises `llvm.frameaddress[.p0i8|.p0]` and
// `llvm.returnaddress`; `lowerFrameIntrinsic` emits
// - frameaddress(i32 0) -> `frameaddress` (engine/ir/types.ts FrameAddressInst): the current
//   function's frame base. The back end gives such a function a frame pointer and reads it; the
//   interpreter answers an address of its own stack consistent with its layout (below the
//   caller's objects, above the function's own and its callees'). A depth other than 0 is
//   Unsupported (walking the caller's frames needs a frame chain Tessera's frames do not keep).
// - returnaddress(i32 N), N > 0 -> the null pointer, as LLVM's ARM back end answers for every
//   N > 0 (ARMTargetLowering::LowerRETURNADDR); GCC documents 0 as the answer where the frame
//   cannot be walked. The same IR runs on the interpreter and the machine, so the two agree.
//   returnaddress(0) is Unsupported: its value is a machine code address the interpreter cannot
//   know, so no comparison could check it.
// The depth is an `immarg` (a constant), as LLVM's verifier requires.

import { I32, PTR, type Value } from '../ir/types.js';
import type { IntrinsicCall } from './intrinsics.js';
import { locOfTok, type FnCtx } from './operands.js';

export type FrameKind = 'frameaddress' | 'returnaddress';

/** The frame intrinsic named `name`, or null. */
export function frameKind(name: string): FrameKind | null {
  if (name === 'llvm.frameaddress' || name === 'llvm.frameaddress.p0i8' || name === 'llvm.frameaddress.p0') return 'frameaddress';
  if (name === 'llvm.returnaddress') return 'returnaddress';
  return null;
}

export function lowerFrameIntrinsic(ctx: FnCtx, call: IntrinsicCall, kind: FrameKind): void {
  const cur = ctx.m.cur;
  const arg = call.args[0];
  const depth: Value | null | undefined = arg?.value;
  if (call.args.length !== 1 || depth == null || depth.kind !== 'int' || arg?.type?.kind !== 'int' || arg.type.bits !== I32.bits) {
    throw cur.error(call.nameTok, `${call.name} takes one constant i32 depth`);
  }
  if (call.resultId === null || call.ret?.kind !== 'ptr') throw cur.error(call.nameTok, `${call.name} returns ptr`);
  const loc = locOfTok(call.nameTok);
  const id = call.resultId;
  if (kind === 'frameaddress') {
    if (depth.value !== 0n) throw cur.unsupported(call.nameTok, `${call.name} of depth ${depth.value} (only 0)`);
    ctx.b.emit({ op: 'frameaddress', id, name: '', type: PTR, loc }, call.nameTok);
    return;
  }
  if (depth.value === 0n) throw cur.unsupported(call.nameTok, `${call.name} of depth 0 (a machine code address)`);
  const zero: Value = { kind: 'int', type: ctx.m.intPtr, value: 0n };
  ctx.b.emit({ op: 'cast', id, name: '', cast: 'inttoptr', type: PTR, value: zero, flags: {}, loc }, call.nameTok);
}
