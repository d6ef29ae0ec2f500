// The neighbour set of one interference-graph node (interference-graph.ts builds them, color.ts
// adds the edges of coalesced nodes): a Set<number> in behaviour — add, has, size, iteration in
// insertion order, never a delete — in a fraction of its memory on dense graphs.
//
// Why: a JS Set costs ~35-40 bytes per member, and a graph's edges are stored twice. NOLTIS on a
// 20,000-deep expression (tap-tests/isel/big-inputs-*.test.ts) keeps ~1,000 shared constants in
// registers across the whole block, so every one of ~40,000 short temporaries interferes with
// every constant: ~40 M edges, beyond a 4 GB heap as Sets. Here the members sit in an Int32Array
// in insertion order (4 bytes each), and membership is answered by the cheapest index for the
// node's degree: a linear scan while the set is tiny, a Set while it is sparse relative to the
// node count, a bit row (nodes/8 bytes) once that is smaller than the Set would be. The visiting
// order is the insertion order in every case, so an allocation does not depend on which index a
// node uses (George & Appel, TOPLAS 18(3), 1996, §4 keep both a bit matrix and adjacency lists for
// the same reason: membership and iteration want different structures).
//
// Contract: members are node ids in 0..universe-1. Produces the same answers as a Set<number> fed
// the same add calls.

/** Up to this many members, `has` scans the list. */
const SCAN = 8;
/** Bytes a Set spends per member (measured: 1.19 GB for 31 M members over 17,000 Sets). */
const SET_BYTES_PER_MEMBER = 38;

export class NodeSet implements Iterable<number> {
  private items = new Int32Array(4);
  private count = 0;
  private members: Set<number> | null = null;
  private bits: Uint32Array | null = null;

  constructor(private readonly universe: number) {}

  get size(): number {
    return this.count;
  }

  /** The i-th member in insertion order (i < size). */
  at(i: number): number {
    return this.items[i]!;
  }

  has(x: number): boolean {
    if (this.bits !== null) return (this.bits[x >>> 5]! & (1 << (x & 31))) !== 0;
    if (this.members !== null) return this.members.has(x);
    for (let i = 0; i < this.count; i++) if (this.items[i] === x) return true;
    return false;
  }

  /** Adds x; false when it was already a member. */
  add(x: number): boolean {
    if (this.has(x)) return false;
    if (this.count === this.items.length) {
      const grown = new Int32Array(this.count * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.count++] = x;
    this.index(x);
    return true;
  }

  /** Drops the list's unused capacity (after building, when few members will follow). */
  trim(): void {
    if (this.items.length > this.count) this.items = this.items.slice(0, Math.max(this.count, 1));
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let i = 0; i < this.count; i++) yield this.items[i]!;
  }

  /** Records x (already appended) in the membership index, moving to a larger index when due. */
  private index(x: number): void {
    if (this.bits !== null) {
      this.bits[x >>> 5]! |= 1 << (x & 31);
      return;
    }
    if (this.count <= SCAN) return;
    if (this.count * SET_BYTES_PER_MEMBER >= this.universe / 8) {
      this.members = null;
      this.bits = new Uint32Array((this.universe + 31) >>> 5);
      for (let i = 0; i < this.count; i++) this.bits[this.items[i]! >>> 5]! |= 1 << (this.items[i]! & 31);
      return;
    }
    if (this.members === null) this.members = new Set(this.items.subarray(0, this.count));
    else this.members.add(x);
  }
}
