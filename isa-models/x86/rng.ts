// A small seeded generator for the verification cases (mulberry32, Tommy Ettinger's 32-bit mixer):
// the same seed gives the same sequence on every machine. Not for anything cryptographic.
//
// Contract: `rng(seed)` returns a generator whose methods draw uniformly from the ranges they name.

export interface Rng {
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** A bigint in [lo, hi]. */
  bigint(lo: bigint, hi: bigint): bigint;
}

export function rng(seed: number): Rng {
  let state = seed >>> 0;
  const next32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const int = (n: number): number => Math.floor((next32() / 2 ** 32) * n);
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    bigint(lo: bigint, hi: bigint): bigint {
      const span = hi - lo + 1n;
      let r = 0n;
      for (let i = 0; i < 3; i++) r = (r << 32n) | BigInt(next32());
      return lo + (r % span);
    },
  };
}
