// Casts to and from integers wider than 64 bits, and their loads and stores (the representation
// and its contract are wide-ints.ts's).
//
// Requires: limbs in the canonical form; a narrow value as the front end carries it (an odd iM in
// its promoted type, zero above M). Produces: limbs in the canonical form, or the narrow value in
// that form; memory accesses of exactly ceil(N/8) bytes, aligned as the written alignment allows.

import { I64, type IntType, type Value } from '../ir/types.js';
import { promotedType } from './ints.js';
import { c64, LIMB_ZERO, limbCount, NARROW_TYPES, topBits, type WideEmitter } from './wide-ints.js';

/** The engine type a narrow iM travels in (promote.ts's representation). */
const reprOf = (bits: number): IntType => NARROW_TYPES[bits] ?? promotedType(bits);

/** A narrow iM (M <= 64, zero above M in its representation) as an i64 limb, zero- or sign-extended. */
function narrowToLimb(e: WideEmitter, v: Value, bits: number, signed: boolean): Value {
  const repr = reprOf(bits);
  if (!signed) return e.cast('zext', I64, v);
  if (repr.bits === bits) return e.cast('sext', I64, v);
  const k = c64(BigInt(64 - bits));
  return e.bin('ashr', e.bin('shl', e.cast('zext', I64, v), k), k);
}

/** zext/sext of limbs (or of one limb from a narrow value) to `to` bits. */
function wideExtend(e: WideEmitter, limbs: readonly Value[], fromBits: number, to: number, signed: boolean): Value[] {
  const out = [...limbs];
  if (signed) out[out.length - 1] = fromBits > 64 ? e.signTop(fromBits, out.at(-1)!) : out.at(-1)!;
  const fill = signed ? e.bin('ashr', out.at(-1)!, c64(63n)) : LIMB_ZERO;
  while (out.length < limbCount(to)) out.push(fill);
  return e.maskTop(to, out);
}

/** A cast whose operand or result is wider than 64 bits: the result's limbs, or its narrow value. */
export function wideCast(
  e: WideEmitter,
  cast: 'trunc' | 'zext' | 'sext',
  from: { bits: number; limbs: readonly Value[] },
  toBits: number,
): Value[] {
  if (cast === 'trunc') {
    const kept = from.limbs.slice(0, limbCount(toBits));
    if (toBits > 64) return e.maskTop(toBits, kept);
    const repr = reprOf(toBits);
    const v = e.cast('trunc', repr, kept[0]!);
    if (repr.bits === toBits) return [v];
    return [e.bin('and', v, { kind: 'int', type: repr, value: (1n << BigInt(toBits)) - 1n }, repr)];
  }
  const signed = cast === 'sext';
  const limbs = from.bits > 64 ? from.limbs : [narrowToLimb(e, from.limbs[0]!, from.bits, signed)];
  return wideExtend(e, limbs, Math.max(from.bits, 64), toBits, signed);
}

const alignAt = (align: number, offset: number): number => (offset === 0 ? align : Math.min(align, offset & -offset));

/** Byte pieces of the top limb's store size: offsets and widths (4, 2, 1), low address first. */
function pieces(bytes: number): { offset: number; size: number }[] {
  const out: { offset: number; size: number }[] = [];
  let at = 0;
  for (const size of [8, 4, 2, 1]) {
    while (bytes - at >= size) {
      out.push({ offset: at, size });
      at += size;
    }
  }
  return out;
}

export interface WideAccess {
  readonly bits: number;
  readonly ptr: Value;
  readonly align: number;
  readonly volatile: boolean;
  readonly intPtr: IntType;
}

/** The limbs loaded from ceil(N/8) bytes at `ptr`. */
export function wideLoad(e: WideEmitter, a: WideAccess): Value[] {
  const k = limbCount(a.bits);
  return Array.from({ length: k }, (_, i) => {
    const bytes = i < k - 1 ? 8 : Math.ceil(topBits(a.bits) / 8);
    let limb: Value = LIMB_ZERO;
    for (const p of pieces(bytes)) {
      const off = 8 * i + p.offset;
      const t = NARROW_TYPES[8 * p.size]!;
      const v = e.cast('zext', I64, e.load(t, e.ptradd(a.ptr, off, a.intPtr), alignAt(a.align, off), a.volatile));
      limb = e.bin('or', limb, e.bin('shl', v, c64(BigInt(8 * p.offset))));
    }
    return limb;
  });
}

/** Stores the limbs into ceil(N/8) bytes at `ptr`. */
export function wideStore(e: WideEmitter, a: WideAccess, limbs: readonly Value[]): void {
  const k = limbs.length;
  limbs.forEach((limb, i) => {
    const bytes = i < k - 1 ? 8 : Math.ceil(topBits(a.bits) / 8);
    for (const p of pieces(bytes)) {
      const off = 8 * i + p.offset;
      const v = e.cast('trunc', NARROW_TYPES[8 * p.size]!, e.bin('lshr', limb, c64(BigInt(8 * p.offset))));
      e.store(v, e.ptradd(a.ptr, off, a.intPtr), alignAt(a.align, off), a.volatile);
    }
  });
}
