// The partial solution the heuristic allocators build (Koes's thesis ch. 5: "n.flow++,
// n.flowVars.insert(v)", Listing 5.2 MARKFEASIBLEPATH and 5.7 ASSIGNVARTONODE): which class each
// commodity holds on each layer, which capacitated node is taken, the edges of every marked path,
// and the boundary constraints those paths fixed.
//
// Contract: requires the Layout of one function. `mark(q, path)` records one segment's path (its
// class on each layer, its edges) and fixes the boundary classes at its ends; a register node
// taken twice is a bug of the caller and throws. `classAt(q, L)` reads q's class (-1: not yet
// allocated there). `flows()` returns the Flows of flow-check.ts: every marked edge plus, for each
// CFG edge whose exit and entry layers both carry a commodity, the boundary edge X_p -> E_s in the
// class both ends hold (they agree by construction; a disagreement throws). The result is what
// checkFlows and flowCost judge, and what extract.ts turns into an allocation.

import type { Network } from './network.js';
import type { Flows } from './flow-check.js';
import type { Layout } from './layout.js';
import { BoundaryConstraints } from './boundary.js';

/** One segment's path: the class node on each layer in order, and the edges between (source and sink edges included). */
export interface Path {
  readonly block: number;
  readonly nodes: readonly number[];
  readonly edges: readonly number[];
}

export class FlowState {
  readonly boundary: BoundaryConstraints;
  private readonly at: Map<number, number>[];
  private readonly occupant: Int32Array;
  private readonly edges: number[][];

  constructor(
    readonly layout: Layout,
    private readonly net: Network,
    memExclusion = false,
  ) {
    this.boundary = new BoundaryConstraints(layout, memExclusion);
    this.at = layout.commodities.map(() => new Map());
    this.occupant = new Int32Array(net.nodes.length).fill(-1);
    this.edges = layout.commodities.map(() => []);
  }

  classAt(q: number, L: number): number {
    return this.at[q]!.get(L) ?? -1;
  }

  /** The commodity on a capacitated node, -1 when it is free (or uncapacitated). */
  occupantOf(n: number): number {
    return this.occupant[n]!;
  }

  mark(q: number, path: Path): void {
    const { layout } = this;
    for (const n of path.nodes) {
      const [L, c] = [layout.layerOf(n), layout.classOf(n)];
      this.at[q]!.set(L, c);
      if (c < layout.k) {
        if (this.occupant[n] !== -1)
          throw new Error(`flow state: ${this.net.nodes[n]!.label} taken by commodity ${this.occupant[n]}, then ${q}`);
        this.occupant[n] = q;
      }
    }
    this.edges[q]!.push(...path.edges);
    const b = layout.blocks[path.block]!;
    for (const n of [path.nodes[0]!, path.nodes.at(-1)!]) {
      const L = layout.layerOf(n);
      if (L === b.entry) this.boundary.fix(q, path.block, 'entry', layout.classOf(n));
      if (L === b.exit) this.boundary.fix(q, path.block, 'exit', layout.classOf(n));
    }
  }

  flows(): Flows {
    const { layout } = this;
    return layout.commodities.map((c, q) => {
      const out = [...this.edges[q]!];
      layout.blocks.forEach((b, p) => {
        if (b.exit < 0 || !c.present.has(b.exit)) return;
        const cls = this.classAt(q, b.exit);
        for (const s of b.succs) {
          const E = layout.blocks[s]!.entry;
          if (!c.present.has(E)) continue;
          if (this.classAt(q, E) !== cls)
            throw new Error(`flow state: commodity ${q} leaves block ${p} in class ${cls}, enters ${s} in ${this.classAt(q, E)}`);
          const [from, to] = [layout.node(b.exit, cls), layout.node(E, cls)];
          const e = c.out.get(from)?.find((id) => this.net.edges[id]!.to === to);
          if (e === undefined) throw new Error(`flow state: no boundary edge for commodity ${q} from block ${p} to ${s} in class ${cls}`);
          out.push(e);
        }
      });
      return out;
    });
  }
}
