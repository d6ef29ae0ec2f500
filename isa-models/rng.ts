// Small seeded generators for the ISA models' verification cases: the same seed gives the same
// cases on every machine. Not for anything that needs statistical quality. CaseRng (mulberry32,
// public domain) serves the x86 and ARM models; Thumb's cases draw from splitmix32, the stream its
// golden file was recorded with.

export class CaseRng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in lo..hi inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor((this.next() / 2 ** 32) * (hi - lo + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  /** A bigint in lo..hi inclusive (96 random bits reduced modulo the span). */
  bigint(lo: bigint, hi: bigint): bigint {
    let r = 0n;
    for (let i = 0; i < 3; i++) r = (r << 32n) | BigInt(this.next());
    return lo + (r % (hi - lo + 1n));
  }

  bool(): boolean {
    return (this.next() & 1) === 1;
  }
}

/** splitmix32's stream as floats in [0, 1) (deterministic; no Math.random). */
export function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 2 ** 32;
  };
}
