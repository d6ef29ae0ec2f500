// The dynamic stack in the front end: run-time-sized allocas, llvm.stacksave/stackrestore, and C's
// `alloca(n)` called as a function.
//
// Contract (engine/ir/types.ts DynAllocaInst, StackSaveInst, StackRestoreInst):
// - `alloca <ty>, <iN> %count` (a count that is no constant: C99 VLAs, `__builtin_alloca`) becomes
//   `dynalloca` of count × sizeof(ty) bytes, the count zero-extended or truncated to the pointer
//   width first (as SelectionDAGBuilder::visitAlloca does: getZExtOrTrunc);
// - `call ptr @llvm.stacksave()` / `call void @llvm.stackrestore(ptr %p)` (LLVM 17+ adds `.p0`)
//   become `stacksave` / `stackrestore`;
// - a call of `@alloca` that the module declares but does not define becomes `dynalloca` of its
//   first argument's bytes, aligned to 16 (what glibc's alloca is: the compiler builtin, which
//   clang emits as `alloca i8, iN %n, align 16`). C compiled without <alloca.h> (or with
//   -ffreestanding/-fno-builtin) calls it as `int alloca()`: the int result is the pointer's low
//   bits, as on every C library, so the call's integer result becomes a ptrtoint of the object.
//   The declaration stays (it is no longer called).

import { alignOf, sizeOf, type DataLayout } from '../ir/datalayout.js';
import {
  PTR,
  type Func,
  type Inst,
  type IntType,
  type MemType,
  type Module,
  type ScalarType,
  type SourceLoc,
  type Value,
} from '../ir/types.js';
import { intConst } from './ints.js';
import type { Token } from './lexer.js';
import type { FnCtx } from './operands.js';
import { locOfTok } from './operands.js';

/** glibc's alloca: the compiler builtin, 16-byte aligned as clang's `__builtin_alloca`. */
const BUILTIN_ALLOCA_ALIGN = 16;

/** `count` (an integer of type `from`) as the pointer-width integer `to`, by zext or trunc. */
function toIntPtr(emit: (make: (id: number) => Inst) => number, v: Value, from: IntType, to: IntType, loc: SourceLoc): Value {
  if (from.bits === to.bits) return v;
  if (v.kind === 'int') return intConst(to.bits, v.value);
  const cast = from.bits < to.bits ? 'zext' : 'trunc';
  const id = emit((id) => ({ op: 'cast', id, name: '', cast, type: to, value: v, flags: {}, loc }));
  return { kind: 'ref', id, type: to };
}

/** The bytes of `count` elements of `type`, as a pointer-width value (instructions emitted through `emit`). */
function byteCount(
  emit: (make: (id: number) => Inst) => number,
  count: Value,
  countType: IntType,
  elemBytes: number,
  intPtr: IntType,
  loc: SourceLoc,
): Value {
  const n = toIntPtr(emit, count, countType, intPtr, loc);
  if (elemBytes === 1) return n;
  const scale = intConst(intPtr.bits, BigInt(elemBytes));
  const id = emit((id) => ({ op: 'binop', id, name: '', binop: 'mul', type: intPtr, lhs: n, rhs: scale, flags: {}, loc }));
  return { kind: 'ref', id, type: intPtr };
}

/** `%id = alloca <type>, <countType> <count> [, align]` whose count is no constant. */
export function lowerDynamicAlloca(
  ctx: FnCtx,
  at: Token,
  def: { id: number; name: string },
  type: MemType,
  count: Value,
  countType: IntType,
  align: number | null,
): void {
  const dl: DataLayout = ctx.m.dl;
  const loc = locOfTok(at);
  const emit = (make: (id: number) => Inst): number => {
    const id = ctx.b.freshId();
    ctx.b.emit(make(id), at);
    return id;
  };
  const size = byteCount(emit, count, countType, sizeOf(dl, type), ctx.m.intPtr, loc);
  ctx.b.emit({ op: 'dynalloca', id: def.id, name: def.name, type: PTR, size, align: align ?? alignOf(dl, type), loc }, at);
}

/** `llvm.stacksave[.p0]` and `llvm.stackrestore[.p0]`, or null for another name. */
export function stackIntrinsic(name: string): 'stacksave' | 'stackrestore' | null {
  if (name === 'llvm.stacksave' || name === 'llvm.stacksave.p0') return 'stacksave';
  if (name === 'llvm.stackrestore' || name === 'llvm.stackrestore.p0') return 'stackrestore';
  return null;
}

/** Rewrites every call of a declared-only `@alloca` in the module (see the contract). */
export function lowerAllocaCalls(module: Module, intPtr: IntType): Module {
  const decl = module.functions.find((f) => f.name === 'alloca');
  if (decl === undefined || decl.blocks.length > 0) return module;
  for (const f of module.functions)
    for (const b of f.blocks) b.insts = b.insts.flatMap((i) => (i.op === 'call' && i.callee === 'alloca' ? allocaCall(f, i, intPtr) : [i]));
  return module;
}

function allocaCall(f: Func, call: Extract<Inst, { op: 'call' }>, intPtr: IntType): Inst[] {
  const out: Inst[] = [];
  const loc = call.loc ?? { line: 0, col: 0 };
  const emit = (make: (id: number) => Inst): number => {
    const id = f.nextValueId++;
    out.push(make(id));
    return id;
  };
  const arg = call.args[0] ?? intConst(intPtr.bits, 0n);
  const argType = arg.type.kind === 'int' ? arg.type : intPtr;
  const size = toIntPtr(emit, arg, argType, intPtr, loc);
  const result: ScalarType | null = call.type;
  const objectId = result !== null && result.kind === 'ptr' ? call.id : f.nextValueId++;
  out.push({
    op: 'dynalloca',
    id: objectId,
    name: result?.kind === 'ptr' ? call.name : '',
    type: PTR,
    size,
    align: BUILTIN_ALLOCA_ALIGN,
    loc,
  });
  if (result !== null && result.kind === 'int' && call.id >= 0) {
    const object: Value = { kind: 'ref', id: objectId, type: PTR };
    out.push({ op: 'cast', id: call.id, name: call.name, cast: 'ptrtoint', type: result, value: object, flags: {}, loc });
  }
  return out;
}
