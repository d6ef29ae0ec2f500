// Loads and stores of odd-width integers (i24, i40, i48, i10, ...), split into engine-width pieces.
//
// This is what LLVM's type legalizer does for a non-legal integer memory access
// (DAGTypeLegalizer::PromoteIntRes_LOAD/ExpandIntRes_LOAD and SelectionDAG's
// "non-byte-sized/non-power-of-two store" splitting in LegalizeDAG.cpp): the access touches exactly
// the type's store size, ceil(N/8) bytes, through power-of-two pieces in increasing address order.
//
// Contract: requires an OddIntType t (promote.ts: its value is an engine iW, W the promoted width,
// bits N..W-1 zero), a pointer value, the access's alignment and volatility. `lowerOddLoad` emits,
// for each piece at byte offset o of k bytes: ptradd, load ik, zext to iW, shl by 8*o, then ors
// them and, when N is not a multiple of 8, masks to N bits (LangRef: the bits beyond N of such a
// load are undefined unless a store of the same type wrote them; the mask keeps the canonical
// zero-extended form). `lowerOddStore` emits, per piece, lshr by 8*o, trunc to ik, ptradd, store
// (the value is canonical, so the padding bits of the last byte are stored as zero, as LLVM does).
// Pieces are 4, 2 and 1 bytes, largest first (3 = 2+1, 5 = 4+1, 6 = 4+2, 7 = 4+2+1); each keeps
// the access's alignment reduced to what its offset guarantees. All little-endian targets.
// In memory layout (alloca, struct fields, arrays) iN occupies its promoted type's alloc size and
// alignment (types-parser asLayout), which equal LLVM's for every N < 64 on the four targets.

import type { Inst, IntType, ScalarType, SourceLoc, Value } from '../ir/types.js';
import { intType, PTR, type IntBits } from '../ir/types.js';
import { intConst, promotedType, type OddIntType } from './ints.js';
import type { Token } from './lexer.js';
import type { FnCtx } from './operands.js';

export interface OddAccess {
  readonly type: OddIntType;
  readonly ptr: Value;
  readonly align: number;
  readonly volatile: boolean;
  readonly at: Token;
  readonly loc: SourceLoc;
}

interface Piece {
  readonly offset: number;
  readonly bytes: 1 | 2 | 4;
}

/** The pieces covering ceil(bits/8) bytes, largest first. */
function oddPieces(bits: number): Piece[] {
  const pieces: Piece[] = [];
  let offset = 0;
  let left = Math.ceil(bits / 8);
  for (const bytes of [4, 2, 1] as const) {
    while (left >= bytes) {
      pieces.push({ offset, bytes });
      offset += bytes;
      left -= bytes;
    }
  }
  return pieces;
}

/** The alignment an access at `offset` from an `align`-aligned address has. */
function pieceAlign(align: number, offset: number): number {
  return offset === 0 ? align : Math.min(align, offset & -offset);
}

function emitValue(ctx: FnCtx, a: OddAccess, type: ScalarType, make: (id: number) => Inst, id = ctx.b.freshId()): Value {
  ctx.b.emit(make(id), a.at);
  return { kind: 'ref', id, type };
}

function pieceAddress(ctx: FnCtx, a: OddAccess, offset: number): Value {
  if (offset === 0) return a.ptr;
  const off = intConst(ctx.m.intPtr.bits, BigInt(offset));
  const loc = a.loc;
  return emitValue(ctx, a, PTR, (id) => ({ op: 'ptradd', id, name: '', type: PTR, base: a.ptr, offset: off, inbounds: true, loc }));
}

function binop(
  ctx: FnCtx,
  a: OddAccess,
  op: 'shl' | 'lshr' | 'or' | 'and',
  type: IntType,
  lhs: Value,
  rhs: Value,
  id?: number,
  name = '',
): Value {
  const loc = a.loc;
  return emitValue(ctx, a, type, (i) => ({ op: 'binop', id: i, name, binop: op, type, lhs, rhs, flags: {}, loc }), id);
}

function cast(ctx: FnCtx, a: OddAccess, op: 'zext' | 'trunc', type: IntType, value: Value): Value {
  const loc = a.loc;
  return emitValue(ctx, a, type, (id) => ({ op: 'cast', id, name: '', cast: op, type, value, flags: {}, loc }));
}

/** Emits the load of `a.type` at `a.ptr`; the last instruction defines `resultId`/`name`. */
export function lowerOddLoad(ctx: FnCtx, a: OddAccess, resultId: number, name: string): void {
  const wide = promotedType(a.type.bits);
  const pieces = oddPieces(a.type.bits);
  const masked = a.type.bits % 8 !== 0;
  let acc: Value | null = null;
  pieces.forEach((p, i) => {
    const ptr = pieceAddress(ctx, a, p.offset);
    const t = intType((p.bytes * 8) as IntBits);
    const align = pieceAlign(a.align, p.offset);
    const loc = a.loc;
    const last = i === pieces.length - 1 && !masked;
    const loaded = emitValue(ctx, a, t, (id) => ({ op: 'load', id, name: '', type: t, ptr, align, volatile: a.volatile, loc }));
    let part = t.bits === wide.bits ? loaded : cast(ctx, a, 'zext', wide, loaded);
    if (p.offset !== 0) part = binop(ctx, a, 'shl', wide, part, intConst(wide.bits, BigInt(p.offset * 8)));
    acc = acc === null ? part : binop(ctx, a, 'or', wide, acc, part, last ? resultId : undefined, last ? name : '');
  });
  if (masked) {
    const mask = intConst(wide.bits, (1n << BigInt(a.type.bits)) - 1n);
    binop(ctx, a, 'and', wide, acc!, mask, resultId, name);
  }
}

/** Emits the store of `value` (an engine value of the promoted type, canonical) to `a.ptr`. */
export function lowerOddStore(ctx: FnCtx, a: OddAccess, value: Value): void {
  const wide = promotedType(a.type.bits);
  for (const p of oddPieces(a.type.bits)) {
    const t = intType((p.bytes * 8) as IntBits);
    const shifted = p.offset === 0 ? value : binop(ctx, a, 'lshr', wide, value, intConst(wide.bits, BigInt(p.offset * 8)));
    const part = t.bits === wide.bits ? shifted : cast(ctx, a, 'trunc', t, shifted);
    const ptr = pieceAddress(ctx, a, p.offset);
    ctx.b.emit({ op: 'store', value: part, ptr, align: pieceAlign(a.align, p.offset), volatile: a.volatile, loc: a.loc }, a.at);
  }
}
