// va_start / va_copy / va_end of a variadic function definition, expanded into plain IR.
//
// Contract: `lowerVaIntrinsic` receives a parsed call to llvm.va_start(ptr), llvm.va_copy(ptr,
// ptr) or llvm.va_end(ptr) inside a function whose parameter list ends in `...`, and emits:
// - 32-bit targets (System V i386 §2.2.4 and AAPCS §7.1.4: va_list is a pointer):
//   va_start(p) -> %a = alloca va args ; store ptr %a, p
//   va_copy(d, s) -> the pointer copied
// - x86-64 (System V AMD64 ABI §3.5.7, va_list = {i32 gp_offset, i32 fp_offset,
//   ptr overflow_arg_area, ptr reg_save_area}, 24 bytes):
//   va_start(p) -> gp_offset = 8 × min(named, 6) (every named parameter is an integer or a
//   pointer in one register), fp_offset = 176 (= 48 + 8 × 16: no vector register is left, so an fp
//   va_arg would read the overflow area — floating point is out of scope, and the register save
//   area holds no xmm part), overflow_arg_area = alloca va args, reg_save_area = alloca va regs
//   (48 bytes, align 16)
//   va_copy(d, s) -> the four fields copied
// - va_end -> nothing.
// `alloca va` (engine/ir/types.ts AllocaInst.va) names the ABI's areas; the back end gives them
// frame addresses, the interpreter the blocks it laid out on entry (oracles/interpreter).
// clang-14 expands va_arg itself for these ABIs (no `va_arg` instruction reaches the engine).

import { I32, PTR, type Inst, type ScalarType, type Value } from '../ir/types.js';
import { intConst } from './ints.js';
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

/** x86-64's va_list fields: offset, type. */
const X64_FIELDS: readonly (readonly [number, ScalarType])[] = [
  [0, I32],
  [4, I32],
  [8, PTR],
  [16, PTR],
];
const X64_GP_REGS = 6;
/** fp_offset past the last xmm slot of the register save area: every fp va_arg reads memory. */
const X64_FP_EXHAUSTED = 48 + 8 * 16;

export function lowerVaIntrinsic(ctx: FnCtx, call: IntrinsicCall, kind: VaKind): void {
  const cur = ctx.m.cur;
  if (call.resultId !== null) throw cur.error(call.nameTok, `${call.name} returns nothing`);
  const want = kind === 'copy' ? 2 : 1;
  if (call.args.length !== want || call.args.some((a) => a.value === null || a.type?.kind !== 'ptr')) {
    throw cur.error(call.nameTok, `${call.name} takes ${want} pointer argument${want === 1 ? '' : 's'}`);
  }
  const [first, second] = call.args.map((a) => a.value!) as [Value, Value | undefined];
  switch (kind) {
    case 'end':
      return;
    case 'start':
      if (ctx.variadic !== true) throw cur.error(call.nameTok, 'va_start in a function that is not variadic');
      return ctx.m.dl.pointerBits === 64 ? startX64(ctx, call, first) : void store(ctx, call, area(ctx, call, 'args'), first);
    case 'copy':
      for (const [off, type] of ctx.m.dl.pointerBits === 64 ? X64_FIELDS : [[0, PTR] as const]) {
        store(ctx, call, load(ctx, call, type, at(ctx, call, second!, off)), at(ctx, call, first, off));
      }
      return;
    default:
      return kind satisfies never;
  }
}

function startX64(ctx: FnCtx, call: IntrinsicCall, list: Value): void {
  const named = ctx.b.paramTypes().length;
  const values: Value[] = [
    intConst(32, BigInt(8 * Math.min(named, X64_GP_REGS))),
    intConst(32, BigInt(X64_FP_EXHAUSTED)),
    area(ctx, call, 'args'),
    area(ctx, call, 'regs'),
  ];
  X64_FIELDS.forEach(([off], k) => store(ctx, call, values[k]!, at(ctx, call, list, off)));
}

function emit(ctx: FnCtx, call: IntrinsicCall, make: (id: number) => Inst): number {
  const id = ctx.b.freshId();
  ctx.b.emit(make(id), call.nameTok);
  return id;
}

function area(ctx: FnCtx, call: IntrinsicCall, va: 'args' | 'regs'): Value {
  const loc = locOfTok(call.nameTok);
  const [size, align] = va === 'regs' ? [48, 16] : [0, ctx.m.dl.pointerBits / 8];
  const id = emit(ctx, call, (i) => ({ op: 'alloca', id: i, name: '', type: PTR, size, align, va, loc }));
  return { kind: 'ref', id, type: PTR };
}

function at(ctx: FnCtx, call: IntrinsicCall, base: Value, offset: number): Value {
  if (offset === 0) return base;
  const loc = locOfTok(call.nameTok);
  const off = intConst(ctx.m.dl.pointerBits === 64 ? 64 : 32, BigInt(offset));
  const id = emit(ctx, call, (i) => ({ op: 'ptradd', id: i, name: '', type: PTR, base, offset: off, inbounds: true, loc }));
  return { kind: 'ref', id, type: PTR };
}

function load(ctx: FnCtx, call: IntrinsicCall, type: ScalarType, ptr: Value): Value {
  const loc = locOfTok(call.nameTok);
  const align = type.kind === 'ptr' ? ctx.m.dl.pointerBits / 8 : 4;
  const id = emit(ctx, call, (i) => ({ op: 'load', id: i, name: '', type, ptr, align, volatile: false, loc }));
  return { kind: 'ref', id, type };
}

function store(ctx: FnCtx, call: IntrinsicCall, value: Value, ptr: Value): void {
  const loc = locOfTok(call.nameTok);
  const align = value.type.kind === 'ptr' ? ctx.m.dl.pointerBits / 8 : 4;
  ctx.b.emit({ op: 'store', value, ptr, align, volatile: false, loc }, call.nameTok);
}
