// The PBQP graph of one allocation round (Scholz & Eckstein, "Register allocation for irregular
// architectures", LCTES 2002; Hames & Scholz, "Nearly optimal register allocation with PBQP",
// JMLC 2006, §2; LLVM's RegAllocPBQP, ../shared/design/anchors.md §3), built over the graph-colouring
// allocator's working program and interference graph, and its solution read back as a colouring.
//
// Contract: requires a GcProgram and its GcGraph (engine/regalloc/graph-color/). Produces a
// PbqpGraph with one node per virtual node the program mentions:
//   - alternative 0 is *spill*: cost SPILL × the node's weight (Σ 10^loopDepth over its uses and
//     defs: each becomes a reload or store), INF for a spill temporary (never spilled again);
//   - alternatives 1.. are the allocatable registers the node may take (its class) and does not
//     interfere with as a fixed register (`forbidden`: fixed operands, clobbers), in the
//     preference order of regs.allocatable (ties in the solver go to the earlier one);
//   - a copy or pseudo move to a fixed register r adds MOVE × its weight to every register
//     alternative other than r (the cost of not coalescing it);
//   - an interference edge: INF where both nodes take the same register, 0 elsewhere;
//   - a move between two virtual nodes (copies, two-address reuse ties, moves to narrower
//     classes): MOVE × its weight where both take registers that differ; a spilled end already pays
//     for the load or store in its spill cost.
// Costs are the speed metric's load:store:move = 8:8:1 with static frequencies (10^loopDepth, capped
// as liveness.ts caps it), all non-negative integers: a preference is the cost of not following it.
// `coloringOf` maps a selection back: a register alternative is that colour, spill is a spill;
// when the selection's cost is INF (the heuristic found no solution), the nodes on an INF entry or
// cell are spilled too, so the round loop spills them (or, for spill temporaries, their neighbours).

import type { Coloring } from '../graph-color/color.js';
import type { GcGraph } from '../graph-color/interference-graph.js';
import type { GcProgram } from '../graph-color/program.js';
import { type Cost, INF, type PbqpEdge, type PbqpGraph } from '../../pbqp/graph.js';

/** Price of a reload or spill store against a register move (the speed metric's 8:1). */
const SPILL = 8;
const MOVE = 1;

export interface AllocationGraph {
  readonly graph: PbqpGraph;
  /** PBQP node -> program node id. */
  readonly nodeOf: readonly number[];
  /** Per PBQP node, alternative -> colour (index into regs.allocatable); -1 for spill. */
  readonly colorOf: readonly (readonly number[])[];
}

export function buildAllocationGraph(prog: GcProgram, g: GcGraph): AllocationGraph {
  const pbqpOf = new Map<number, number>();
  const nodeOf: number[] = [];
  const colorOf: number[][] = [];
  const costs: Cost[][] = [];
  for (let n = prog.pregs.length; n < prog.nodes.length; n++) {
    const info = prog.nodes[n];
    if (info === undefined || !g.present[n]) continue;
    const colors = [-1];
    for (let r = 0; r < prog.colors; r++) if ((info.allowed & ~g.forbidden[n]! & (1 << r)) !== 0) colors.push(r);
    pbqpOf.set(n, nodeOf.length);
    nodeOf.push(n);
    colorOf.push(colors);
    costs.push(colors.map((c) => (c >= 0 ? 0 : info.spillTemp ? INF : SPILL * g.weight[n]!)));
  }
  const edges: PbqpEdge[] = [];
  for (const [p, n] of nodeOf.entries())
    for (const m of g.adj[n]!) {
      const q = pbqpOf.get(m);
      if (q !== undefined && p < q)
        edges.push({ u: p, v: q, matrix: cells(colorOf[p]!, colorOf[q]!, (a, b) => (a === b && a >= 0 ? INF : 0)) });
    }
  for (const mv of g.moves) preference(mv.a, mv.b, MOVE * mv.weight);
  return { graph: { costs, edges }, nodeOf, colorOf };

  function preference(a: number, b: number, w: Cost): void {
    const [p, q] = [pbqpOf.get(a), pbqpOf.get(b)];
    if (p !== undefined && q !== undefined) {
      edges.push({ u: p, v: q, matrix: cells(colorOf[p]!, colorOf[q]!, (x, y) => (x >= 0 && y >= 0 && x !== y ? w : 0)) });
    } else if (p !== undefined || q !== undefined) {
      const [node, fixed] = p !== undefined ? [p, b] : [q!, a];
      if (fixed >= prog.colors) return; // not an allocatable register: no alternative can follow it
      const c = costs[node]!;
      for (const [k, color] of colorOf[node]!.entries()) if (color >= 0 && color !== fixed) c[k] = addCost(c[k]!, w);
    }
  }
}

function cells(rows: readonly number[], cols: readonly number[], cost: (a: number, b: number) => Cost): Cost[] {
  const m: Cost[] = [];
  for (const a of rows) for (const b of cols) m.push(cost(a, b));
  return m;
}

function addCost(a: Cost, b: Cost): Cost {
  return a >= INF || b >= INF ? INF : a + b;
}

/**
 * The colouring a selection gives, for the round loop of graph-color.ts. Spilled nodes joined by a
 * move share a slot when no two of them interfere (heaviest moves first), as graph colouring's
 * coalesced classes do: the move between them then disappears instead of becoming a reload and a
 * store.
 */
export function coloringOf(prog: GcProgram, g: GcGraph, ag: AllocationGraph, selection: readonly number[], cost: Cost): Coloring {
  const color = new Array<number>(prog.nodes.length).fill(-1);
  for (let r = 0; r < prog.pregs.length; r++) color[r] = r;
  const spilled = new Set<number>();
  for (const [p, n] of ag.nodeOf.entries()) {
    const c = ag.colorOf[p]![selection[p]!]!;
    color[n] = c;
    if (c < 0) spilled.add(n);
  }
  if (cost >= INF) for (const n of infeasibleNodes(ag, selection)) spilled.add(n);
  for (const n of spilled) color[n] = -1;
  const alias = slotClasses(g, spilled);
  return {
    color,
    spilled: [...spilled].filter((n) => alias(n) === n).sort((a, b) => a - b),
    alias,
    spillable: (n) => prog.nodes[n]?.spillTemp === false,
    adj: g.adj,
  };
}

/** Union of spilled move partners into slot classes whose members never interfere. */
function slotClasses(g: GcGraph, spilled: ReadonlySet<number>): (n: number) => number {
  const parent = new Map<number, number>();
  const members = new Map<number, number[]>();
  for (const n of spilled) members.set(n, [n]);
  const find = (n: number): number => {
    let r = n;
    while (parent.has(r)) r = parent.get(r)!;
    return r;
  };
  for (const mv of g.moves) {
    if (!spilled.has(mv.a) || !spilled.has(mv.b)) continue;
    const [a, b] = [find(mv.a), find(mv.b)];
    if (a === b) continue;
    const [ma, mb] = [members.get(a)!, members.get(b)!];
    if (ma.some((x) => mb.some((y) => g.adj[x]!.has(y)))) continue;
    const [keep, gone] = a < b ? [a, b] : [b, a];
    parent.set(gone, keep);
    members.set(keep, [...ma, ...mb]);
    members.delete(gone);
  }
  return find;
}

/** Program nodes on an INF vector entry, and for each INF cell its spillable end (else its second end). */
function infeasibleNodes(ag: AllocationGraph, selection: readonly number[]): number[] {
  const { costs, edges } = ag.graph;
  const out: number[] = [];
  for (const [p, c] of costs.entries()) if (c[selection[p]!]! >= INF) out.push(ag.nodeOf[p]!);
  for (const e of edges) {
    const cols = costs[e.v]!.length;
    if (e.matrix[selection[e.u]! * cols + selection[e.v]!]! < INF) continue;
    out.push(ag.nodeOf[costs[e.u]![0]! < INF ? e.u : e.v]!);
  }
  return out;
}
