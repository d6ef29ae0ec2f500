// 64-bit integer arithmetic on (lo, hi) pairs of int32 bit patterns, without BigInt on the fast paths.
//
// Contract: functions that produce a 64-bit result write it to OUT[0] (lo) and OUT[1] (hi) and
// return nothing, so the hot path allocates nothing. Results are exact modulo 2^64. Shift amounts
// must be in [0, 64) (callers turn larger amounts into poison first).

export const OUT = new Int32Array(2);

const TWO32 = 4294967296;

export function toUnsigned(lo: number, hi: number): bigint {
  return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
}

export function toSigned(lo: number, hi: number): bigint {
  return BigInt.asIntN(64, toUnsigned(lo, hi));
}

export function fromBig(v: bigint): void {
  const u = BigInt.asUintN(64, v);
  OUT[0] = Number(u & 0xffffffffn);
  OUT[1] = Number(u >> 32n);
}

/** Whether (lo, hi) is a sign-extended 32-bit value (so lo alone, as int32, is its value). */
export function isSmall(lo: number, hi: number): boolean {
  return hi === lo >> 31;
}

/** Writes an exact integer |v| < 2^53 to OUT. */
export function fromSafe(v: number): void {
  const hi = Math.floor(v / TWO32);
  OUT[0] = v - hi * TWO32;
  OUT[1] = hi;
}

/** Low 64 bits of the product, by 16-bit limbs (every partial sum stays below 2^53). */
export function mul64(alo: number, ahi: number, blo: number, bhi: number): void {
  const a48 = ahi >>> 16,
    a32 = ahi & 0xffff,
    a16 = alo >>> 16,
    a00 = alo & 0xffff;
  const b48 = bhi >>> 16,
    b32 = bhi & 0xffff,
    b16 = blo >>> 16,
    b00 = blo & 0xffff;
  let c00 = a00 * b00;
  let c16 = c00 >>> 16;
  c00 &= 0xffff;
  c16 += a16 * b00;
  let c32 = c16 >>> 16;
  c16 &= 0xffff;
  c16 += a00 * b16;
  c32 += c16 >>> 16;
  c16 &= 0xffff;
  c32 += a32 * b00;
  let c48 = c32 >>> 16;
  c32 &= 0xffff;
  c32 += a16 * b16;
  c48 += c32 >>> 16;
  c32 &= 0xffff;
  c32 += a00 * b32;
  c48 += c32 >>> 16;
  c32 &= 0xffff;
  c48 += a48 * b00 + a32 * b16 + a16 * b32 + a00 * b48;
  c48 &= 0xffff;
  OUT[0] = (c16 << 16) | c00;
  OUT[1] = (c48 << 16) | c32;
}

export function shl64(lo: number, hi: number, n: number): void {
  if (n === 0) {
    OUT[0] = lo;
    OUT[1] = hi;
    return;
  }
  if (n < 32) {
    OUT[1] = (hi << n) | (lo >>> (32 - n));
    OUT[0] = lo << n;
    return;
  }
  OUT[1] = lo << (n - 32);
  OUT[0] = 0;
}

export function lshr64(lo: number, hi: number, n: number): void {
  if (n === 0) {
    OUT[0] = lo;
    OUT[1] = hi;
    return;
  }
  if (n < 32) {
    OUT[0] = (lo >>> n) | (hi << (32 - n));
    OUT[1] = hi >>> n;
    return;
  }
  OUT[0] = hi >>> (n - 32);
  OUT[1] = 0;
}

export function ashr64(lo: number, hi: number, n: number): void {
  if (n === 0) {
    OUT[0] = lo;
    OUT[1] = hi;
    return;
  }
  if (n < 32) {
    OUT[0] = (lo >>> n) | (hi << (32 - n));
    OUT[1] = hi >> n;
    return;
  }
  OUT[0] = hi >> (n - 32);
  OUT[1] = hi >> 31;
}

export function ult64(alo: number, ahi: number, blo: number, bhi: number): boolean {
  return ahi === bhi ? alo >>> 0 < blo >>> 0 : ahi >>> 0 < bhi >>> 0;
}

export function slt64(alo: number, ahi: number, blo: number, bhi: number): boolean {
  return ahi === bhi ? alo >>> 0 < blo >>> 0 : ahi < bhi;
}
