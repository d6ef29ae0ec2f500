// The block the simultaneous allocator is allocating, laid over the flows already marked (Koes's
// thesis Listing 5.5: variableAlloc and classAlloc, "n.flow" and "n.flowVars" of the current
// block's nodes, Listing 5.7 ASSIGNVARTONODE).
//
// Contract: requires the FlowState of the blocks allocated so far and one block not yet marked.
// Each variable segment being allocated in the block (a `Live`) owns its states (class node and
// slot state, segment-path.ts) layer by layer from its start, and the edge into each.
// The table answers the searches' SearchState questions: a register node of the block is held by
// the live that put a state on it; outside the block the FlowState answers. During an eviction
// search (`whileEvicting`) the evicted lives' own nodes count as free and the nodes reserved
// for the newcomer count as held by it; with `blindLayer` set, the registers of that layer count as
// free (the shortest-path direction, before checking whether the next node is valid: Listing 5.8).
// Anti-variables of the block are decided from their variables' slot states when the block is
// marked, so the table reports no class for them.

import type { BoundaryConstraints } from './boundary.js';
import type { FlowState } from './flow-state.js';
import type { Layout, Segment } from './layout.js';
import { nodeOf, type RestCosts } from './search-tables.js';
import type { SearchState } from './segment-path.js';

/** One variable segment being allocated: its states and in-edges from the segment's start layer on, and its cost so far. */
export interface Live {
  readonly q: number;
  readonly seg: Segment;
  /** Per state, the cost of the cheapest way on to the segment's end (segment-path.ts shortestFrom). */
  from: RestCosts;
  keys: number[];
  into: number[];
  /** The path's cost up to each state (the last: its cost so far). */
  costs: number[];
}

/** The node a live holds on layer L (-1: none). */
function stateAt(live: Live, L: number): number {
  const i = L - live.seg.start.layer;
  return i >= 0 && i < live.keys.length ? nodeOf(live.keys[i]!) : -1;
}

/** A live's cost so far. */
export const costSoFar = (live: Live) => live.costs.at(-1) ?? 0;

export class BlockTable implements SearchState {
  readonly layout: Layout;
  readonly boundary: BoundaryConstraints;
  private readonly first: number;
  private readonly last: number;
  private readonly held: Int32Array;
  private readonly lives = new Map<number, Live[]>();
  blindLayer = -1;
  /** The lives whose nodes an eviction search counts free. */
  private evicted: readonly Live[] = [];
  private reserved: ReadonlyMap<number, number> = new Map();

  constructor(
    private readonly base: FlowState,
    block: number,
  ) {
    this.layout = base.layout;
    this.boundary = base.boundary;
    const b = base.layout.blocks[block]!;
    [this.first, this.last] = [b.first, b.last];
    this.held = new Int32Array((b.last - b.first + 1) * base.layout.k).fill(-1);
  }

  private slot(n: number): number {
    const L = this.layout.layerOf(n);
    const c = this.layout.classOf(n);
    if (L < this.first || L > this.last || c < 0 || c >= this.layout.k) return -1;
    return (L - this.first) * this.layout.k + c;
  }

  occupantOf(n: number): number {
    const L = this.layout.layerOf(n);
    if (L < this.first || L > this.last) {
      const q = this.base.occupantOf(n);
      return q !== -1 ? q : this.boundary.tailHolder(L, this.layout.classOf(n));
    }
    const by = this.reserved.size === 0 ? undefined : this.reserved.get(n);
    if (by !== undefined) return by;
    if (L === this.blindLayer) return -1;
    const i = this.slot(n);
    const holder = i < 0 ? -1 : this.held[i]!;
    if (holder !== -1 && !this.isEvicted(holder, L, n)) return holder;
    // A register the value's fixed exit holds in the block's tail is never free (not even in an eviction).
    return this.boundary.tailHolder(L, this.layout.classOf(n));
  }

  /** Whether an evicted live of commodity q holds node n on layer L (a loop: a closure per call was a sixth of the allocator's garbage). */
  private isEvicted(q: number, L: number, n: number): boolean {
    for (const l of this.evicted) if (l.q === q && stateAt(l, L) === n) return true;
    return false;
  }

  /** The commodity holding register node n in the block (blind and eviction views aside). */
  holderOf(n: number): number {
    const i = this.slot(n);
    return i < 0 ? -1 : this.held[i]!;
  }

  classAt(q: number, L: number): number {
    if (L < this.first || L > this.last) {
      const c = this.base.classAt(q, L);
      if (c >= 0) return c;
      return this.boundary.tailClass(q, L);
    }
    const live = this.liveAt(q, L);
    return live !== undefined ? this.layout.classOf(nodeOf(live.keys[L - live.seg.start.layer]!)) : this.boundary.tailClass(q, L);
  }

  liveAt(q: number, L: number): Live | undefined {
    return this.lives.get(q)?.find((l) => l.seg.start.layer <= L && L < l.seg.start.layer + l.keys.length);
  }

  /** Starts a live (no state yet). */
  add(live: Live): void {
    const list = this.lives.get(live.q);
    if (list === undefined) this.lives.set(live.q, [live]);
    else list.push(live);
  }

  /** Appends a state to a live (Listing 5.7). */
  push(live: Live, key: number, edge: number, cost: number): void {
    this.take(live.q, nodeOf(key));
    live.costs.push(costSoFar(live) + cost);
    live.keys.push(key);
    live.into.push(edge);
  }

  /** Replaces a live's states (an eviction re-routes its flow), with the path's cost up to each. */
  reroute(
    live: Live,
    path: { readonly keys: readonly number[]; readonly into: readonly number[]; readonly costs: readonly number[] },
  ): void {
    for (const k of live.keys) this.release(live.q, nodeOf(k));
    live.keys = [...path.keys];
    live.into = [...path.into];
    live.costs = [...path.costs];
    for (const k of path.keys) this.take(live.q, nodeOf(k));
  }

  /** Runs `search` with the nodes of the `evicted` lives free and each `reserved` node held by the commodity it maps to (EVICTIONCOST's view). */
  whileEvicting<T>(evicted: readonly Live[], reserved: ReadonlyMap<number, number>, search: () => T): T {
    [this.evicted, this.reserved] = [evicted, reserved];
    try {
      return search();
    } finally {
      [this.evicted, this.reserved] = [[], new Map()];
    }
  }

  /** Every live, by commodity then start. */
  all(): Live[] {
    return [...this.lives.keys()].sort((a, b) => a - b).flatMap((q) => this.lives.get(q)!);
  }

  private take(q: number, n: number): void {
    const i = this.slot(n);
    if (i < 0) return;
    if (this.held[i] !== -1 && this.held[i] !== q) throw new Error(`block table: node ${n} held by ${this.held[i]}, then ${q}`);
    this.held[i] = q;
  }

  private release(q: number, n: number): void {
    const i = this.slot(n);
    if (i >= 0 && this.held[i] === q) this.held[i] = -1;
  }
}
