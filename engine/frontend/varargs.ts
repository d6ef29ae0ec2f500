// llvm.va_start / va_copy / va_end in a variadic function definition.
//
// Contract: `lowerVaIntrinsic` receives a parsed call to llvm.va_start(ptr), llvm.va_copy(ptr,
// ptr) or llvm.va_end(ptr) and keeps va_start and va_copy as calls of those intrinsics
// (`call void @llvm.va_start(ptr %list)`, declared in the module by ModuleState.finish), so the
// module prints as LLVM IR llc-14 compiles, and print∘parse stays a fixed point; va_end does
// nothing under the four ABIs here and is dropped. va_start outside a function whose parameters
// end in `...` is an error, as LLVM's verifier has it. The back end expands the calls per ABI
// (engine/lower/varargs.ts), the interpreter runs them itself (oracles/interpreter/varargs.ts).
// clang-14 expands va_arg into loads and stores for these ABIs: no `va_arg` instruction reaches here.

import type { Value } from '../ir/types.js';
import type { IntrinsicCall } from './intrinsics.js';
import { locOfTok, type FnCtx } from './operands.js';

export type VaKind = 'start' | 'copy' | 'end';

/** The va intrinsic named `name`, or null. */
export function vaKind(name: string): VaKind | null {
  if (name === 'llvm.va_start') return 'start';
  if (name === 'llvm.va_copy') return 'copy';
  if (name === 'llvm.va_end') return 'end';
  return null;
}

export function lowerVaIntrinsic(ctx: FnCtx, call: IntrinsicCall, kind: VaKind): void {
  const cur = ctx.m.cur;
  if (call.resultId !== null) throw cur.error(call.nameTok, `${call.name} returns nothing`);
  const want = kind === 'copy' ? 2 : 1;
  if (call.args.length !== want || call.args.some((a) => a.value === null || a.type?.kind !== 'ptr')) {
    throw cur.error(call.nameTok, `${call.name} takes ${want} pointer argument${want === 1 ? '' : 's'}`);
  }
  if (kind === 'end') return;
  if (kind === 'start' && ctx.variadic !== true) throw cur.error(call.nameTok, 'va_start in a function that is not variadic');
  const args: Value[] = call.args.map((a) => a.value!);
  ctx.m.needIntrinsic(call.name, args.length);
  const loc = locOfTok(call.nameTok);
  ctx.b.emit({ op: 'call', id: -1, name: '', type: null, callee: call.name, args, callconv: 'ccc', loc }, call.nameTok);
}
