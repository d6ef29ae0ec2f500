// llvm.eh.sjlj.setjmp / llvm.eh.sjlj.longjmp: GCC's __builtin_setjmp / __builtin_longjmp as
// clang-14 emits them (issue 19).
//
// Contract: `sjljKind(name)` recognises the two intrinsics; `lowerSjljIntrinsic` keeps each as a
// call of the intrinsic (`%r = call i32 @llvm.eh.sjlj.setjmp(ptr %buf)`, `call void
// @llvm.eh.sjlj.longjmp(ptr %buf)`, declared by ModuleState.finish), as varargs.ts keeps va_start:
// the module prints as LLVM IR llc-14 lowers itself, and print∘parse stays a fixed point. Before
// the setjmp clang has stored llvm.frameaddress(0) in buf[0] and llvm.stacksave() in buf[2]
// (frame-intrinsics.ts, dynamic-stack.ts). The back end lowers the calls to its runtime helpers
// (engine/lower/sjlj.ts); the interpreter runs them as a non-local transfer between its frames
// (oracles/interpreter/sjlj.ts). The longjmp's value is always 1, the setjmp's result an i32.

import { I32, type Value } from '../ir/types.js';
import type { IntrinsicCall } from './intrinsics.js';
import { locOfTok, type FnCtx } from './operands.js';

export type SjljKind = 'setjmp' | 'longjmp';

export function sjljKind(name: string): SjljKind | null {
  if (name === 'llvm.eh.sjlj.setjmp') return 'setjmp';
  if (name === 'llvm.eh.sjlj.longjmp') return 'longjmp';
  return null;
}

export function lowerSjljIntrinsic(ctx: FnCtx, call: IntrinsicCall, kind: SjljKind): void {
  const cur = ctx.m.cur;
  const buf: Value | null | undefined = call.args[0]?.value;
  if (call.args.length !== 1 || buf == null || call.args[0]?.type?.kind !== 'ptr') {
    throw cur.error(call.nameTok, `${call.name} takes one pointer argument`);
  }
  const loc = locOfTok(call.nameTok);
  if (kind === 'longjmp') {
    if (call.resultId !== null) throw cur.error(call.nameTok, `${call.name} returns nothing`);
    ctx.m.needIntrinsic(call.name, 1);
    ctx.b.emit({ op: 'call', id: -1, name: '', type: null, callee: call.name, args: [buf], callconv: 'ccc', loc }, call.nameTok);
    return;
  }
  if (call.resultId === null || call.ret?.kind !== 'int' || call.ret.bits !== 32) throw cur.error(call.nameTok, `${call.name} returns i32`);
  ctx.m.needIntrinsic(call.name, 1, I32);
  ctx.b.emit({ op: 'call', id: call.resultId, name: '', type: I32, callee: call.name, args: [buf], callconv: 'ccc', loc }, call.nameTok);
}
