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

  constructor(private readonly layout: Layout) {
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
  fix(q: number, block: number, side: Side, c: number): void {
    const work: [number, Side][] = [[block, side]];
    while (work.length > 0) {
      const [b, s] = work.pop()!;
      const L = this.layer(b, s);
      const key = this.key(q, L);
      if (this.fixedAt.has(key)) continue;
      this.fixedAt.set(key, c);
      for (const next of this.connected(q, b, s)) work.push(next);
      if (c < this.layout.k) {
        const others = (this.onLayer.get(L) ?? []).filter((u) => u !== q);
        for (const u of others) this.setUnusable(u, b, s, c);
      }
    }
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
