// Boundary constraints of the heuristic allocators (Koes's thesis §5.3, Listings 5.12-5.14;
// digest §2.3): both allocators fix a value's class at block boundaries as they go, with no
// resolution phase afterwards, so every CFG edge needs no edit (the model's (3.9)/(3.10)).
//
// Contract: requires the Layout of one function. A boundary is (block, side): side 'exit' is the
// block's X layer, 'entry' its E layer; exit of p and entry of s are *connected* for commodity q
// when p -> s is a CFG edge and q is on both layers. `fix(q, block, side, c)` is
// SETBOUNDARYCONSTRAINTS: records q in class c there and, transitively, at every boundary
// connected to it (all of them must agree); when c is a register (capacity 1, now full), it is
// SETUNUSABLE for every other commodity on the layer: c becomes unusable for each of them at that
// boundary and at every boundary connected to it *for that commodity* (Fig 5.13: only the variables
// that overlap the fixed one are blocked, the precise rule). `violates(q, block, side, c)` is
// VIOLATESBOUNDARYCONSTRAINT: q is fixed elsewhere, or c is unusable for q there. `fixed` reads a
// fixed class. Each (boundary, commodity) is recorded once, so the work is O(blocks x commodities).

import type { Layout } from './layout.js';

export type Side = 'entry' | 'exit';

export class BoundaryConstraints {
  private readonly fixedAt = new Map<number, number>();
  private readonly unusable = new Map<number, Set<number>>();
  /** Commodities on each boundary layer. */
  private readonly onLayer = new Map<number, number[]>();
  private readonly closures = new Map<number, readonly [number, Side][]>();
  /** Per boundary layer and register class, the commodity fixed there. */
  private readonly holders = new Map<number, number>();
  private readonly blockOf: Int32Array;

  /**
   * `memExclusion` (the simultaneous allocator, which derives anti-variables from slot states):
   * a value fixed in mem fixes its anti-variable valid there (antionly), an anti-variable fixed in
   * mem keeps the value out (they exclude each other in mem, §3.4).
   */
  constructor(
    private readonly layout: Layout,
    private readonly memExclusion = false,
  ) {
    this.blockOf = new Int32Array(layout.blocks.reduce((n, b) => Math.max(n, b.last + 1), 0)).fill(-1);
    layout.blocks.forEach((b, i) => {
      if (b.first >= 0) this.blockOf.fill(i, b.first, b.last + 1);
    });
    layout.commodities.forEach((c, q) => {
      for (const b of layout.blocks) {
        for (const L of [b.entry, b.exit]) {
          if (L < 0 || !c.present.has(L)) continue;
          const list = this.onLayer.get(L);
          if (list === undefined) this.onLayer.set(L, [q]);
          else list.push(q);
        }
      }
    });
  }

  layer(block: number, side: Side): number {
    const b = this.layout.blocks[block]!;
    return side === 'entry' ? b.entry : b.exit;
  }

  /** The class q is fixed to at the boundary, or undefined. */
  fixed(q: number, block: number, side: Side): number | undefined {
    return this.fixedAt.get(this.key(q, this.layer(block, side)));
  }

  violates(q: number, block: number, side: Side, c: number): boolean {
    const L = this.layer(block, side);
    const f = this.fixedAt.get(this.key(q, L));
    if (f !== undefined) return f !== c;
    return this.unusable.get(L * this.layout.classes + c)?.has(q) === true;
  }

  /** SETBOUNDARYCONSTRAINTS (Listing 5.12), iteratively over the connected boundaries. */
  fix(q: number, block: number, side: Side, cls: number): void {
    const work: [number, Side, number][] = [[block, side, cls]];
    while (work.length > 0) {
      const [b, s, c] = work.pop()!;
      const L = this.layer(b, s);
      const key = this.key(q, L);
      const known = this.fixedAt.get(key);
      if (known === c) continue;
      // Every path is searched against the constraints fixed so far: a conflict is a bug of the heuristic.
      if (known !== undefined) throw new Error(`boundary: commodity ${q} fixed in class ${known} at block ${b}'s ${s}, then ${c}`);
      this.fixedAt.set(key, c);
      if (c < this.layout.k) this.holders.set(L * this.layout.classes + c, q);
      for (const [nb, ns] of this.connected(q, b, s)) work.push([nb, ns, c]);
      if (this.memExclusion) this.exclude(q, b, s, c);
      if (c < this.layout.k) {
        const others = (this.onLayer.get(L) ?? []).filter((u) => u !== q);
        for (const u of others) this.setUnusable(u, b, s, c);
      }
    }
  }

  /**
   * The commodity holding register c on layer L because its exit is fixed there: after a block's
   * last crossbar with moves a value keeps its class to the exit, so from that crossbar on (or from
   * its def, if later) the register is the value's before the block is allocated; -1: none.
   */
  tailHolder(L: number, c: number): number {
    const b = this.blockOf[L] ?? -1;
    if (b < 0 || c >= this.layout.k) return -1;
    const block = this.layout.blocks[b]!;
    if (L <= block.lastMoves || block.exit < 0) return -1;
    const q = this.holders.get(block.exit * this.layout.classes + c);
    if (q === undefined) return -1;
    const seg = this.layout.commodities[q]!.segments.get(b)?.find((s) => s.end.kind === 'exit');
    return seg !== undefined && seg.start.layer <= L ? q : -1;
  }

  /** q's register on layer L when it is L's tail holder (tailHolder), else -1. */
  tailClass(q: number, L: number): number {
    const b = this.blockOf[L] ?? -1;
    if (b < 0) return -1;
    const c = this.fixed(q, b, 'exit');
    return c !== undefined && c < this.layout.k && this.tailHolder(L, c) === q ? c : -1;
  }

  /** A value and its anti-variable exclude each other in mem (§3.4): the value fixed there fixes its anti-variable valid; the anti-variable fixed there keeps the value out. */
  private exclude(q: number, b: number, s: Side, c: number): void {
    const info = this.layout.commodities[q]!;
    const partner = info.partner;
    if (c !== this.layout.k || partner < 0 || !this.layout.commodities[partner]!.present.has(this.layer(b, s))) return;
    if (info.kind === 'variable') this.fix(partner, b, s, this.layout.k + 1);
    else this.setUnusable(partner, b, s, c);
  }

  /** SETUNUSABLE (Listing 5.13) for one commodity: c unusable for u at this boundary and every one connected for u. */
  private setUnusable(u: number, block: number, side: Side, c: number): void {
    const work: [number, Side][] = [[block, side]];
    while (work.length > 0) {
      const [b, s] = work.pop()!;
      const key = this.layer(b, s) * this.layout.classes + c;
      let set = this.unusable.get(key);
      if (set === undefined) this.unusable.set(key, (set = new Set()));
      if (set.has(u)) continue;
      set.add(u);
      for (const next of this.connected(u, b, s)) work.push(next);
    }
  }

  /** The boundaries connected to (block, side) for q: successors' entries of an exit, predecessors' exits of an entry. */
  connected(q: number, block: number, side: Side): [number, Side][] {
    const b = this.layout.blocks[block]!;
    const present = this.layout.commodities[q]!.present;
    if (side === 'exit') return b.succs.filter((s) => present.has(this.layer(s, 'entry'))).map((s) => [s, 'entry']);
    return b.preds.filter((p) => present.has(this.layer(p, 'exit'))).map((p) => [p, 'exit']);
  }

  /** Every boundary connected to (block, side) for q, transitively, itself included (static: cached). */
  closure(q: number, block: number, side: Side): readonly [number, Side][] {
    const key = this.key(q, this.layer(block, side));
    const known = this.closures.get(key);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    const out: [number, Side][] = [];
    const work: [number, Side][] = [[block, side]];
    while (work.length > 0) {
      const [b, s] = work.pop()!;
      const L = this.layer(b, s);
      if (seen.has(L)) continue;
      seen.add(L);
      out.push([b, s]);
      for (const next of this.connected(q, b, s)) work.push(next);
    }
    for (const [b, s] of out) this.closures.set(this.key(q, this.layer(b, s)), out);
    return out;
  }

  /** Whether (block, 'exit') reaches (block, 'entry') through boundaries connected for q (a loop the value stays live around). */
  loopsBack(q: number, block: number): boolean {
    return this.closure(q, block, 'exit').some(([b, s]) => b === block && s === 'entry');
  }

  private key(q: number, L: number): number {
    return L * this.layout.commodities.length + q;
  }
}
