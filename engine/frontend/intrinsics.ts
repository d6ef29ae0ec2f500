// Expansion of the LLVM intrinsics clang emits for scalar integer C.
//
// Contract: `lowerIntrinsic` receives a parsed call to `@llvm.*` and emits its expansion into
// the current block:
//   llvm.memcpy/memmove.*(d, s, n, vol) -> call ptr @memcpy/@memmove(d, s, n as iP)
//   llvm.memset.*(d, v, n, vol)         -> call ptr @memset(d, zext v to i32, n as iP)
//     (iP is the pointer-width integer; constant operands are converted directly, others by
//      zext/trunc instructions; the runtime declaration is added by ModuleState.finish)
//   llvm.smax/smin/umax/umin.iN(a, b)   -> icmp sgt/slt/ugt/ult a, b ; select
//   llvm.abs.iN(x, flag)                -> sub [nsw iff flag] 0, x ; icmp slt x, 0 ; select
//   llvm.bswap/bitreverse/ctpop/cttz/ctlz/fshl/fshr/[us]add.sat/[us]sub.sat.iN -> shifts, masks,
//     compares and selects (bit-intrinsics.ts)
//   llvm.[su]{add,sub,mul}.with.overflow.iN -> `{ iN, i1 }` leaves computed by add/sub/mul/icmp
//     (overflow-intrinsics.ts; calls.ts hands the aggregate result to aggregates.ts defineAggregate)
//   llvm.trap                           -> call void @abort() (the `unreachable` after it stays):
//     the interpreter and the machine both end in the runtime's abort, one outcome for both
//   llvm.va_start/va_copy/va_end        -> varargs.ts
//   llvm.stacksave[.p0]() / llvm.stackrestore[.p0](p) -> stacksave / stackrestore p (dynamic-stack.ts)
//   llvm.frameaddress(0) -> frameaddress; llvm.returnaddress(N > 0) -> null (frame-intrinsics.ts)
//   llvm.eh.sjlj.setjmp/longjmp -> kept as calls (sjlj.ts)
//   llvm.lifetime.*, llvm.assume, llvm.dbg.*, llvm.experimental.noalias.scope.decl,
//   llvm.prefetch.* (a hint without effect on the program's meaning) -> nothing
// Anything else is `unsupported intrinsic <name>`.

import { I1, I32, PTR, assertNever, type ICmpPred, type Inst, type IntType, type ScalarType, type Value } from '../ir/types.js';
import { BIT_OPS, lowerBitIntrinsic, type BitOp } from './bit-intrinsics.js';
import { stackIntrinsic } from './dynamic-stack.js';
import { frameKind, lowerFrameIntrinsic, type FrameKind } from './frame-intrinsics.js';
import { lowerSjljIntrinsic, sjljKind, type SjljKind } from './sjlj.js';
import { intConst } from './ints.js';
import type { Token } from './lexer.js';
import type { RuntimeFn } from './module-state.js';
import { locOfTok, typeText, type FnCtx } from './operands.js';
import { lowerVaIntrinsic, vaKind, type VaKind } from './varargs.js';

/** An argument as parsed; `value` null for a metadata operand. */
export interface IntrinsicArg {
  readonly value: Value | null;
  readonly type: ScalarType | null;
  readonly tok: Token;
}

export interface IntrinsicCall {
  readonly name: string;
  readonly nameTok: Token;
  readonly args: readonly IntrinsicArg[];
  /** The id defined for the call's result (null for a void call). */
  readonly resultId: number | null;
  readonly ret: ScalarType | null;
  readonly tail?: 'tail' | 'musttail' | 'notail';
}

type Kind =
  | { readonly kind: 'runtime'; readonly fn: RuntimeFn }
  | { readonly kind: 'minmax'; readonly pred: ICmpPred }
  | { readonly kind: 'abs' }
  | { readonly kind: 'stack'; readonly op: 'stacksave' | 'stackrestore' }
  | { readonly kind: 'frame'; readonly op: FrameKind }
  | { readonly kind: 'sjlj'; readonly op: SjljKind }
  | { readonly kind: 'bits'; readonly op: BitOp }
  | { readonly kind: 'trap' }
  | { readonly kind: 'va'; readonly va: VaKind }
  | { readonly kind: 'drop' };

const MINMAX: Record<string, ICmpPred> = { smax: 'sgt', smin: 'slt', umax: 'ugt', umin: 'ult' };

function classify(name: string): Kind | null {
  const parts = name.split('.');
  const base = parts[1] ?? '';
  if ((base === 'memcpy' || base === 'memmove' || base === 'memset') && parts[2] !== 'inline' && parts.length > 2) {
    return { kind: 'runtime', fn: base };
  }
  const pred = MINMAX[base];
  if (pred !== undefined && parts.length === 3) return { kind: 'minmax', pred };
  if (base === 'abs' && parts.length === 3) return { kind: 'abs' };
  const stack = stackIntrinsic(name);
  if (stack !== null) return { kind: 'stack', op: stack };
  const frame = frameKind(name);
  if (frame !== null) return { kind: 'frame', op: frame };
  const sjlj = sjljKind(name);
  if (sjlj !== null) return { kind: 'sjlj', op: sjlj };
  const bitOp = BIT_OPS.find((op) => op === parts.slice(1, -1).join('.'));
  if (bitOp !== undefined) return { kind: 'bits', op: bitOp };
  if (name === 'llvm.trap') return { kind: 'trap' };
  if (base === 'prefetch') return { kind: 'drop' };
  const va = vaKind(name);
  if (va !== null) return { kind: 'va', va };
  if (name === 'llvm.assume' || name === 'llvm.experimental.noalias.scope.decl' || base === 'dbg') return { kind: 'drop' };
  if (base === 'lifetime' && (parts[2] === 'start' || parts[2] === 'end')) return { kind: 'drop' };
  return null;
}

/** True for the intrinsics this file expands or drops. */
export function isKnownIntrinsic(name: string): boolean {
  return classify(name) !== null;
}

/** True for intrinsics that produce nothing and whose operands may be metadata. */
export function isDroppedIntrinsic(name: string): boolean {
  return classify(name)?.kind === 'drop';
}

export function lowerIntrinsic(ctx: FnCtx, call: IntrinsicCall): void {
  const kind = classify(call.name);
  if (kind === null) throw ctx.m.cur.unsupported(call.nameTok, `intrinsic ${call.name}`);
  switch (kind.kind) {
    case 'drop':
      if (call.resultId !== null) throw ctx.m.cur.error(call.nameTok, `${call.name} returns nothing`);
      return;
    case 'runtime':
      return lowerRuntime(ctx, call, kind.fn);
    case 'minmax':
      return lowerMinMax(ctx, call, kind.pred);
    case 'abs':
      return lowerAbs(ctx, call);
    case 'stack':
      return lowerStack(ctx, call, kind.op);
    case 'frame':
      return lowerFrameIntrinsic(ctx, call, kind.op);
    case 'sjlj':
      return lowerSjljIntrinsic(ctx, call, kind.op);
    case 'bits':
      return lowerBitIntrinsic(ctx, call, kind.op);
    case 'trap':
      return lowerTrap(ctx, call);
    case 'va':
      return lowerVaIntrinsic(ctx, call, kind.va);
    default:
      return assertNever(kind, 'intrinsic kind');
  }
}

/** Checks the argument count and the scalar types; returns the values. */
function operands(ctx: FnCtx, call: IntrinsicCall, want: readonly (ScalarType | 'int')[]): Value[] {
  if (call.args.length !== want.length) {
    throw ctx.m.cur.error(call.nameTok, `${call.name} takes ${want.length} arguments, not ${call.args.length}`);
  }
  return call.args.map((arg, i) => {
    const w = want[i]!;
    const t = arg.type;
    const ok =
      t !== null &&
      arg.value !== null &&
      (w === 'int' ? t.kind === 'int' : t.kind === w.kind && (t.kind !== 'int' || w.kind !== 'int' || t.bits === w.bits));
    if (!ok) throw ctx.m.cur.error(arg.tok, `invalid argument ${i + 1} of ${call.name}`);
    return arg.value!;
  });
}

function emit(ctx: FnCtx, call: IntrinsicCall, type: ScalarType, make: (id: number) => Inst, id = ctx.b.freshId()): Value {
  ctx.b.emit(make(id), call.nameTok);
  return { kind: 'ref', id, type };
}

/** Converts an integer to `to` by zext/trunc, folding constants. */
function convert(ctx: FnCtx, call: IntrinsicCall, v: Value, from: IntType, to: IntType): Value {
  if (from.bits === to.bits) return v;
  if (v.kind === 'int') return intConst(to.bits, v.value);
  const cast = from.bits < to.bits ? 'zext' : 'trunc';
  const loc = locOfTok(call.nameTok);
  return emit(ctx, call, to, (id) => ({ op: 'cast', id, name: '', cast, type: to, value: v, flags: {}, loc }));
}

function lowerRuntime(ctx: FnCtx, call: IntrinsicCall, fn: RuntimeFn): void {
  const second = fn === 'memset' ? 'int' : PTR;
  const [dst, src, len] = operands(ctx, call, [PTR, second, 'int', I1]) as [Value, Value, Value, Value];
  const lenType = call.args[2]!.type as IntType;
  const srcType = call.args[1]!.type!;
  if (fn === 'memset' && (srcType.kind !== 'int' || srcType.bits !== 8)) {
    throw ctx.m.cur.error(call.args[1]!.tok, `the value of ${call.name} must be i8`);
  }
  const arg1 = fn === 'memset' ? convert(ctx, call, src, srcType as IntType, I32) : src;
  const n = convert(ctx, call, len, lenType, ctx.m.intPtr);
  ctx.m.needRuntime(fn, call.nameTok);
  const loc = locOfTok(call.nameTok);
  // The runtime function returns its first argument; the call still gets an id, as every
  // non-void call does, so printing and re-parsing gives the same module.
  if (call.resultId !== null) throw ctx.m.cur.error(call.nameTok, `${call.name} returns nothing`);
  emit(ctx, call, PTR, (id) => ({
    op: 'call',
    id,
    name: '',
    type: PTR,
    callee: fn,
    args: [dst, arg1, n],
    callconv: 'ccc',
    ...(call.tail === undefined ? {} : { tail: call.tail }),
    loc,
  }));
}

function resultOf(ctx: FnCtx, call: IntrinsicCall, type: ScalarType): number {
  if (
    call.resultId === null ||
    call.ret === null ||
    call.ret.kind !== type.kind ||
    (call.ret.kind === 'int' && type.kind === 'int' && call.ret.bits !== type.bits)
  ) {
    throw ctx.m.cur.error(call.nameTok, `${call.name} returns ${typeText(type)}`);
  }
  return call.resultId;
}

function lowerMinMax(ctx: FnCtx, call: IntrinsicCall, pred: ICmpPred): void {
  const first = call.args[0]?.type;
  if (first === undefined || first === null || first.kind !== 'int') {
    throw ctx.m.cur.error(call.nameTok, `${call.name} needs integer arguments`);
  }
  const [a, b] = operands(ctx, call, [first, first]) as [Value, Value];
  const resultId = resultOf(ctx, call, first);
  const loc = locOfTok(call.nameTok);
  const cond = emit(ctx, call, I1, (id) => ({ op: 'icmp', id, name: '', pred, lhs: a, rhs: b, loc }));
  emit(ctx, call, first, (id) => ({ op: 'select', id, name: '', type: first, cond, ifTrue: a, ifFalse: b, loc }), resultId);
}

function lowerStack(ctx: FnCtx, call: IntrinsicCall, op: 'stacksave' | 'stackrestore'): void {
  const loc = locOfTok(call.nameTok);
  if (op === 'stacksave') {
    operands(ctx, call, []);
    const id = resultOf(ctx, call, PTR);
    return void emit(ctx, call, PTR, () => ({ op: 'stacksave', id, name: '', type: PTR, loc }), id);
  }
  const [ptr] = operands(ctx, call, [PTR]) as [Value];
  if (call.resultId !== null) throw ctx.m.cur.error(call.nameTok, `${call.name} returns nothing`);
  ctx.b.emit({ op: 'stackrestore', ptr, loc }, call.nameTok);
}

function lowerAbs(ctx: FnCtx, call: IntrinsicCall): void {
  const first = call.args[0]?.type;
  if (first === undefined || first === null || first.kind !== 'int') {
    throw ctx.m.cur.error(call.nameTok, `${call.name} needs an integer argument`);
  }
  const [x, flag] = operands(ctx, call, [first, I1]) as [Value, Value];
  if (flag.kind !== 'int') throw ctx.m.cur.error(call.args[1]!.tok, `the flag of ${call.name} must be a constant`);
  const resultId = resultOf(ctx, call, first);
  const loc = locOfTok(call.nameTok);
  const zero = intConst(first.bits, 0n);
  // `sub nsw 0, x` is poison for INT_MIN exactly when LLVM says abs(INT_MIN, true) is.
  const flags = flag.value === 1n ? { nsw: true } : {};
  const neg = emit(ctx, call, first, (id) => ({ op: 'binop', id, name: '', binop: 'sub', type: first, lhs: zero, rhs: x, flags, loc }));
  const cond = emit(ctx, call, I1, (id) => ({ op: 'icmp', id, name: '', pred: 'slt', lhs: x, rhs: zero, loc }));
  emit(ctx, call, first, (id) => ({ op: 'select', id, name: '', type: first, cond, ifTrue: neg, ifFalse: x, loc }), resultId);
}

function lowerTrap(ctx: FnCtx, call: IntrinsicCall): void {
  if (call.resultId !== null || call.args.length !== 0) throw ctx.m.cur.error(call.nameTok, `${call.name} takes and returns nothing`);
  ctx.m.needRuntime('abort', call.nameTok);
  const loc = locOfTok(call.nameTok);
  ctx.b.emit({ op: 'call', id: -1, name: '', type: null, callee: 'abort', args: [], callconv: 'ccc', loc }, call.nameTok);
}
