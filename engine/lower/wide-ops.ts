// Helpers of the 64-bit expansion (wide.ts): constant folding of the i32 halves it builds, so a
// constant half costs nothing (x op 0, 0 * x, both constant), and the operands of an instruction or
// terminator read or rewritten uniformly (the final placeholder substitution).
// Requires nothing beyond the IR types; produces pure functions over IR values.

import { foldIntBinop } from '../ir/const-fold.js';
import { assertNever, I32, type BinOp, type Inst, type Terminator, type Value } from '../ir/types.js';

const int32 = (v: bigint): Value => ({ kind: 'int', type: I32, value: BigInt.asUintN(32, v) });
const ZERO = int32(0n);

/** Folds what the expansion makes trivially constant (x op 0, 0 * x, both constant). */
export function fold(op: BinOp, a: Value, b: Value): Value | null {
  const ai = a.kind === 'int' ? a.value : null;
  const bi = b.kind === 'int' ? b.value : null;
  if (a.type.kind !== 'int' || a.type.bits !== 32) return null;
  if (ai !== null && bi !== null && ['add', 'sub', 'mul', 'and', 'or', 'xor', 'shl', 'lshr', 'ashr'].includes(op)) {
    const shift = op === 'shl' || op === 'lshr' || op === 'ashr';
    return int32(foldIntBinop(op, ai, shift ? bi & 31n : bi, 32)!); // the amount masked, as the machine shifts
  }
  if (bi === 0n && ['add', 'sub', 'or', 'xor', 'shl', 'lshr', 'ashr'].includes(op)) return a;
  if (ai === 0n && ['add', 'or', 'xor'].includes(op)) return b;
  if ((ai === 0n || bi === 0n) && (op === 'mul' || op === 'and')) return ZERO;
  if (ai === 0n && ['shl', 'lshr', 'ashr'].includes(op)) return ZERO;
  return null;
}

export function mapOperands(i: Inst, f: (v: Value) => Value): Inst {
  switch (i.op) {
    case 'binop':
    case 'icmp':
      return { ...i, lhs: f(i.lhs), rhs: f(i.rhs) };
    case 'select':
      return { ...i, cond: f(i.cond), ifTrue: f(i.ifTrue), ifFalse: f(i.ifFalse) };
    case 'cast':
    case 'freeze':
      return { ...i, value: f(i.value) };
    case 'ptradd':
      return { ...i, base: f(i.base), offset: f(i.offset) };
    case 'phi':
      return { ...i, incoming: i.incoming.map((a) => ({ block: a.block, value: f(a.value) })) };
    case 'alloca':
    case 'stacksave':
    case 'frameaddress':
      return i;
    case 'dynalloca':
      return { ...i, size: f(i.size) };
    case 'stackrestore':
      return { ...i, ptr: f(i.ptr) };
    case 'load':
      return { ...i, ptr: f(i.ptr) };
    case 'store':
      return { ...i, value: f(i.value), ptr: f(i.ptr) };
    case 'call':
      return { ...i, args: i.args.map(f), ...(i.indirect === undefined ? {} : { indirect: f(i.indirect) }) };
    default:
      return assertNever(i, 'instruction');
  }
}

export function termOperands(t: Terminator): Value[] {
  return t.op === 'condbr' ? [t.cond] : t.op === 'ret' ? (t.value === null ? [] : [t.value]) : t.op === 'switch' ? [t.value] : [];
}

export function mapTermOperands(t: Terminator, f: (v: Value) => Value): Terminator {
  if (t.op === 'condbr') return { ...t, cond: f(t.cond) };
  if (t.op === 'ret' && t.value !== null) return { ...t, value: f(t.value) };
  if (t.op === 'switch') return { ...t, value: f(t.value) };
  return t;
}
