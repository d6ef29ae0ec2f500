// The potential-spill choice of the coloring (color.ts selectSpill) as a priority queue: the node of
// the spill worklist with the lowest cost (weight / degree), then the highest degree, then the
// earliest to join the worklist — the node a scan of the worklist in insertion order picks (George &
// Appel, "Iterated register coalescing", TOPLAS 18(3), 1996, §4 SelectSpill; thesis §2.1.1).
//
// Why: the scan ran once per potential spill, over the whole worklist: quadratic, ~70 % of the
// graph-coloring allocator's time on a 20,000-instruction block with 24 live values.
//
// Contract: a lazy binary heap of key snapshots. The caller pushes a node's key when it joins the
// worklist and whenever its key decreases (a new edge raises its degree; coalescing can make it
// spillable); increases (fewer neighbours, more weight) need nothing: `pop` re-queues an entry
// whose node's key grew and drops entries of nodes no longer on the worklist, so each node keeps an
// entry no larger than its key and the first entry equal to its node's current key is the minimum.

export interface SpillKey {
  readonly node: number;
  readonly cost: number;
  readonly degree: number;
  /** When the node (last) joined the worklist: earlier wins ties. */
  readonly seq: number;
}

function before(a: SpillKey, b: SpillKey): boolean {
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.degree !== b.degree) return a.degree > b.degree;
  return a.seq < b.seq;
}

function same(a: SpillKey, b: SpillKey): boolean {
  return a.cost === b.cost && a.degree === b.degree && a.seq === b.seq;
}

export class SpillQueue {
  private readonly heap: SpillKey[] = [];

  push(k: SpillKey): void {
    const h = this.heap;
    h.push(k);
    for (let i = h.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (!before(h[i]!, h[p]!)) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }

  /** The worklist node with the least key; `current` gives a node's key now, or null when it left the worklist. */
  pop(current: (node: number) => SpillKey | null): number {
    for (;;) {
      const top = this.take();
      if (top === undefined) throw new Error('graph-color: the spill queue is empty while the spill worklist is not');
      const now = current(top.node);
      if (now === null) continue;
      if (same(now, top)) return top.node;
      if (before(top, now)) this.push(now); // the key grew since: re-queued (a smaller one means a fresher entry exists)
    }
  }

  private take(): SpillKey | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || last === undefined) return top;
    h[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && before(h[l]!, h[m]!)) m = l;
      if (r < h.length && before(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
    return top;
  }
}
