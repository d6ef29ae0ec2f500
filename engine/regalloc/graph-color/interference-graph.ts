// Liveness and the interference graph of a graph-coloring working program (gc-program.ts), built
// as in Chaitin's allocator and George & Appel's "Iterated register coalescing" (TOPLAS 18(3),
// 1996, §4 Build), with regalloc2's operand semantics (engine/mir/types.ts).
//
// Contract: requires a GcProgram. Produces a GcGraph over its nodes:
// - liveness by backward dataflow over the blocks to a fixed point (liveness.ts solveLiveness), then one backward walk per
//   block that adds, at each instruction with live-out set L:
//   a late def d interferes with every node of L (except, for a move or an original copy, the
//     source: Chaitin's copy rule — the two hold one value, and the checker accepts both in one
//     register) and with every other def of the instruction;
//   an early def interferes with L and with every use of the instruction;
//   a clobbered register interferes with L minus the late defs (they are written after the
//     clobber; an early def that is live after the instruction is in L);
//   the uses of an original instruction that carry different vregs interfere pairwise (the
//     checker forbids two vregs' uses in one register even when a copy made them equal).
// - Physical registers are not graph nodes: an interference with register r is bit r of the
//   node's `forbidden` mask (only for registers the node may take at all). An edge between two
//   nodes whose allowed masks are disjoint is not recorded (they can never collide).
// - moves: every move and original copy between two distinct nodes, weighted 10^loopDepth;
//   weight: per node, the sum of 10^loopDepth over its occurrences (uses and defs, pseudo
//   instructions included): the numerator of the spill cost.
// - present: the nodes the program mentions.

import type { GcInst, GcProgram } from './program.js';
import { NodeSet } from './adjacency.js';
import { loopWeight, solveLiveness } from '../shared/liveness.js';

export interface GcMove {
  readonly a: number;
  readonly b: number;
  readonly weight: number;
}

export interface GcGraph {
  /** Neighbours per node, in the order the edges were added (adjacency.ts: a compact Set). */
  readonly adj: NodeSet[];
  readonly forbidden: number[];
  readonly moves: GcMove[];
  readonly weight: number[];
  readonly present: boolean[];
}

interface Shape {
  readonly uses: readonly number[];
  readonly late: readonly number[];
  readonly early: readonly number[];
  readonly clobbers: readonly number[];
  /** The source of a copy (Chaitin's copy rule), or -1. */
  readonly copySrc: number;
}

/** The distinct nodes of an instruction's uses, or of its late or early defs, in operand order
 *  (module level, not a closure: tsx wraps each const-bound inner arrow in __name, a defineProperty per call). */
function shapeNodes(inst: Extract<GcInst, { kind: 'orig' }>, kind: 'use' | 'def', early: boolean): number[] {
  const out: number[] = [];
  for (const o of inst.ops) {
    if (o.node < 0 || o.kind !== kind || (kind === 'def' && o.early !== early)) continue;
    if (!out.includes(o.node)) out.push(o.node);
  }
  return out;
}

function shapeOf(inst: GcInst): Shape {
  switch (inst.kind) {
    case 'orig': {
      const uses = shapeNodes(inst, 'use', false);
      return {
        uses,
        late: shapeNodes(inst, 'def', false),
        early: shapeNodes(inst, 'def', true),
        clobbers: inst.clobbers,
        copySrc: inst.copy ? (uses[0] ?? -1) : -1,
      };
    }
    case 'move':
      return { uses: [inst.src], late: [inst.dst], early: [], clobbers: [], copySrc: inst.src };
    case 'reload':
      return { uses: [], late: [inst.dst], early: [], clobbers: [], copySrc: -1 };
    case 'store':
      return { uses: [inst.src], late: [], early: [], clobbers: [], copySrc: -1 };
  }
}

function liveOutSets(prog: GcProgram, shapes: Shape[][]): Set<number>[] {
  const gen: Set<number>[] = [];
  const kill: Set<number>[] = [];
  for (const block of shapes) {
    const g = new Set<number>();
    const k = new Set<number>();
    for (const s of block) {
      for (const u of s.uses) if (!k.has(u)) g.add(u);
      for (const d of s.early) k.add(d);
      for (const d of s.late) k.add(d);
    }
    gen.push(g);
    kill.push(k);
  }
  return solveLiveness(
    gen,
    kill,
    prog.blocks.map((b) => b.succs),
  ).liveOut;
}

const NONE: readonly number[] = [];

class Builder {
  readonly graph: GcGraph;
  /** Per node, its allowed-register mask (read at every edge; a flat array beats the node objects). */
  private readonly allowed: Int32Array;
  private readonly pregs: number;

  constructor(private readonly prog: GcProgram) {
    const n = prog.nodes.length;
    this.allowed = new Int32Array(n);
    for (let x = 0; x < n; x++) this.allowed[x] = prog.nodes[x]?.allowed ?? 0; // register nodes: unused
    this.pregs = prog.pregs.length;
    this.graph = {
      adj: Array.from({ length: n }, () => new NodeSet(n)),
      forbidden: new Array<number>(n).fill(0),
      moves: [],
      weight: new Array<number>(n).fill(0),
      present: new Array<boolean>(n).fill(false),
    };
  }

  /** Register nodes come first (ids below the register count). */
  private isPreg(x: number): boolean {
    return x < this.pregs;
  }

  edge(a: number, b: number): void {
    if (a === b) return;
    const pa = this.isPreg(a);
    const pb = this.isPreg(b);
    if (pa && pb) return;
    if (pa || pb) {
      const r = pa ? a : b;
      const v = pa ? b : a;
      if (r < this.prog.colors && (this.allowed[v]! & (1 << r)) !== 0) this.graph.forbidden[v]! |= 1 << r;
      return;
    }
    if ((this.allowed[a]! & this.allowed[b]!) === 0) return;
    if (this.graph.adj[a]!.add(b)) this.graph.adj[b]!.add(a); // symmetric: b knew a iff a knew b
  }

  occur(s: Shape, w: number): void {
    this.occurAll(s.uses, w);
    this.occurAll(s.late, w);
    this.occurAll(s.early, w);
  }

  private occurAll(xs: readonly number[], w: number): void {
    for (const x of xs) {
      if (this.isPreg(x)) continue;
      this.graph.present[x] = true;
      this.graph.weight[x]! += w;
    }
  }

  /** edge(d, l) for every l of live but `skip` and the members of `except`. A register d only
   *  sets forbidden bits (order-free), so it skips edge()'s tests per live node. */
  private edgesToLive(d: number, live: Set<number>, skip: number, except: readonly number[]): void {
    if (d >= this.pregs) {
      for (const l of live) if (l !== skip && !except.includes(l)) this.edge(d, l);
      return;
    }
    if (d >= this.prog.colors) return;
    const bit = 1 << d;
    const forbidden = this.graph.forbidden;
    for (const l of live) {
      if (l < this.pregs || l === skip || (this.allowed[l]! & bit) === 0 || except.includes(l)) continue;
      forbidden[l]! |= bit;
    }
  }

  interfere(inst: GcInst, s: Shape, live: Set<number>): void {
    for (const d of s.late) {
      this.edgesToLive(d, live, s.copySrc, NONE);
      for (const e of s.late) this.edge(d, e);
      for (const e of s.early) this.edge(d, e);
    }
    for (const e of s.early) {
      this.edgesToLive(e, live, -1, NONE);
      for (const u of s.uses) this.edge(e, u);
      for (const f of s.late) this.edge(e, f);
      for (const f of s.early) this.edge(e, f);
    }
    for (const c of s.clobbers) this.edgesToLive(c, live, -1, s.late);
    if (inst.kind === 'orig' && s.uses.length > 1) {
      // pairs of use operands (not distinct nodes: two operands may share a node yet differ in vreg)
      const ops = inst.ops;
      for (let i = 0; i < ops.length; i++) {
        const x = ops[i]!;
        if (x.kind !== 'use' || x.node < 0) continue;
        for (let j = i + 1; j < ops.length; j++) {
          const y = ops[j]!;
          if (y.kind === 'use' && y.node >= 0 && x.vreg !== y.vreg) this.edge(x.node, y.node);
        }
      }
    }
  }
}

function moveOf(inst: GcInst, w: number): GcMove | null {
  if (inst.kind === 'move' && inst.dst !== inst.src) return { a: inst.dst, b: inst.src, weight: w };
  if (inst.kind === 'orig' && inst.copy) {
    const [d, s] = inst.ops;
    if (d && s && d.node >= 0 && s.node >= 0 && d.node !== s.node) return { a: d.node, b: s.node, weight: w };
  }
  return null;
}

export function buildGraph(prog: GcProgram): GcGraph {
  const shapes = prog.blocks.map((b) => b.insts.map(shapeOf));
  const liveOut = liveOutSets(prog, shapes);
  const builder = new Builder(prog);
  for (const [id, b] of prog.blocks.entries()) {
    const w = loopWeight(b.depth);
    const live = new Set(liveOut[id]);
    for (let k = b.insts.length - 1; k >= 0; k--) {
      const inst = b.insts[k]!;
      const s = shapes[id]![k]!;
      builder.occur(s, w);
      builder.interfere(inst, s, live);
      const m = moveOf(inst, w);
      if (m) builder.graph.moves.push(m);
      for (const d of s.late) live.delete(d);
      for (const d of s.early) live.delete(d);
      for (const u of s.uses) live.add(u);
    }
  }
  // Heaviest moves first (inner loops), then layout order: the order coalescing tries them.
  const order = builder.graph.moves
    .reverse()
    .map((m, i) => ({ m, i }))
    .sort((x, y) => y.m.weight - x.m.weight || x.i - y.i);
  const moves = builder.graph.moves;
  for (const [i, x] of order.entries()) moves[i] = x.m; // not splice(...spread): one argument per move overflows the stack
  for (const s of builder.graph.adj) s.trim();
  return builder.graph;
}
