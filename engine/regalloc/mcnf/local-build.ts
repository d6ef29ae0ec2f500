// The local MCNF network of a single-block function (Koes's thesis §3.2 the local model, §3.4
// anti-variables, §3.5 the weighted cost model; digest §1.2, §1.4). Issue 20, the local model: the
// commodities come from local-values.ts, the network is network.ts's data, ilp.ts solves it and
// local-extract.ts turns the flows into an allocation.
//
// Contract: requires BlockValues of a one-block MFunction, its TargetRegs, and the block frequency f.
// Produces a `LocalNetwork`: the Network and, per node, the layer and class it stands for. Layers in
// program order: per instruction i an instruction group of two layers, U_i (its early point: what it
// reads) and D_i (its late point: what it writes); per gap g (before instruction g >= 1) a zig-zag
// crossbar whose top is D_{g-1}, with a middle M_g and a bottom B_g, B_g -> U_g straight. Classes:
// each allocatable register (bundle capacity 1 in every layer), `mem` (the vreg's own spill slot,
// uncapacitated) and `antionly`.
// - Sources / sinks: a variable's source node feeds the classes its def may take, in D_i (a late
//   def: it may share a register with a use dying at i) or U_i (an early def: it may not); its sink
//   drains U_end (the classes its last use allows) or D_end (a dead def). A tie (reuse) passes U_i r
//   -> D_i r for the registers both operands allow: the def has the input's register by construction.
// - Passing an instruction U_i -> D_i in one class: closed in a register the instruction clobbers
//   (except to the tie that writes it); a def in register r takes D_i r, so nothing live through
//   stays in r (capacity 1). A value may also pass from a register at U_i to mem at D_i for
//   nothing when its slot is already valid (thesis Fig 3.13: evicted right after the instruction
//   group; the exclusion at D_i mem demands v' in antionly there).
// - Crossbar (zig-zag, §3.2.4): top -> middle only towards higher classes (register moves to higher
//   indices, eviction register -> mem for 0, the anti-variable's mem -> antionly for a store), middle
//   -> bottom only towards lower ones (moves down, mem -> register a load). Costs: move 1f, load
//   8f, store 8f (8:8:1 × frequency, evaluate.ts's weights), so the objective is the evaluator's
//   weighted edit total. Cycles (swaps) are outside the crossbar, as in the thesis.
// - Anti-variables (§3.4): v' lives from each def on the chain (in mem: not valid; in antionly after
//   a `stack` def) to the next tie or the last use; never in a register; v and v' exclusive at every
//   mem node, so v in mem implies a store was paid and a store is only taken while v is in a register.
// - Edges carry `only`: the commodities live at both ends (and allowed in the register by their
//   class), which keeps the 0-1 program sparse.

import type { TargetRegs } from '../../mir/types.js';
import type { BlockValues, Chain } from './local-values.js';
import type { Commodity, NetEdge, NetNode, Network, SideConstraint } from './network.js';

export interface NodeInfo {
  readonly layer: number;
  /** Class index: registers 0..k-1 (regs.allocatable order), k mem, k+1 antionly. */
  readonly cls: number;
}

export interface LocalNetwork {
  readonly net: Network;
  /** Class nodes only (source and sink nodes: undefined). */
  readonly info: readonly (NodeInfo | undefined)[];
  readonly regNames: readonly string[];
  /** Commodity of each chain's variable and of its anti-variable (-1: none). */
  readonly varOf: readonly number[];
  readonly antiOf: readonly number[];
}

export const uLayer = (i: number) => 4 * i;
export const dLayer = (i: number) => 4 * i + 1;
export const mLayer = (g: number) => 4 * g - 2;
export const bLayer = (g: number) => 4 * g - 1;

interface Ctx {
  readonly bv: BlockValues;
  readonly regs: TargetRegs;
  readonly fnClass: (c: Chain, layer: number) => readonly string[];
  readonly clobbers: readonly (readonly string[])[];
  readonly k: number;
  readonly f: number;
  readonly nodes: NetNode[];
  readonly info: (NodeInfo | undefined)[];
  readonly edges: NetEdge[];
  readonly side: SideConstraint[];
  readonly layerNode: number[][];
  readonly varOf: number[];
  readonly antiOf: number[];
}

/** The variable is on `layer` (passes through its nodes). */
function varAt(c: Chain, layer: number, early: boolean): boolean {
  const i = layer >> 2;
  switch (layer & 3) {
    case 0:
      return (c.start < i || (c.start === i && early)) && c.end >= i;
    case 1:
      return c.start <= i && (c.end > i || (c.end === i && c.endAt === 'def'));
    default:
      return c.start < i + 1 && c.end >= i + 1;
  }
}

/** The anti-variable is on `layer`. */
function antiAt(c: Chain, layer: number, early: boolean): boolean {
  const i = layer >> 2;
  switch (layer & 3) {
    case 0:
      return c.start < i && c.end >= i;
    case 1:
      return c.start <= i && c.end > i;
    default:
      return varAt(c, layer, early);
  }
}

/** The block's facts the network needs beyond its values. */
export interface BlockFacts {
  /** Registers of a vreg's class. */
  readonly vregClass: (v: number) => readonly string[];
  /** Per instruction, the registers it clobbers. */
  readonly clobbers: readonly (readonly string[])[];
  /** The block's frequency (10^loopDepth). */
  readonly frequency: number;
}

export function buildLocalNetwork(bv: BlockValues, regs: TargetRegs, facts: BlockFacts): LocalNetwork {
  const { vregClass, frequency: f } = facts;
  const k = regs.allocatable.length;
  const n = bv.uses.length;
  const ctx: Ctx = {
    bv,
    regs,
    fnClass: (c, layer) => vregClass(vregOn(c, layer)),
    clobbers: facts.clobbers,
    k,
    f,
    nodes: [],
    info: [],
    edges: [],
    side: [],
    layerNode: [],
    varOf: [],
    antiOf: [],
  };
  const layers = 4 * (n - 1) + 2;
  for (let L = 0; L < layers; L++) {
    const row: number[] = [];
    for (let c = 0; c < k + 2; c++) {
      const label = c < k ? regs.allocatable[c]! : c === k ? 'mem' : 'antionly';
      row.push(addNode(ctx, { label: `L${L}.${label}`, ...(c < k ? { capacity: 1 } : {}) }, { layer: L, cls: c }));
    }
    ctx.layerNode.push(row);
  }
  const commodities = chainCommodities(ctx);
  for (let i = 0; i < n; i++) passEdges(ctx, i);
  for (let g = 1; g < n; g++) crossbarEdges(ctx, g);
  exclusions(ctx);
  const net: Network = {
    classes: [
      ...regs.allocatable.map((name) => ({ kind: 'register' as const, name })),
      { kind: 'memory', name: 'stack' },
      { kind: 'antionly' },
    ],
    groups: [],
    nodes: ctx.nodes,
    edges: ctx.edges,
    commodities,
    side: ctx.side,
  };
  return { net, info: ctx.info, regNames: regs.allocatable, varOf: ctx.varOf, antiOf: ctx.antiOf };
}

/** The vreg chain c holds on `layer` (after a tie at i: the def's vreg from D_i on). */
function vregOn(c: Chain, layer: number): number {
  const i = layer >> 2;
  const pastTies = c.ties.filter((t) => t < i || (t === i && (layer & 3) !== 0)).length;
  return c.vregs[Math.min(pastTies, c.vregs.length - 1)]!;
}

function addNode(ctx: Ctx, node: NetNode, info?: NodeInfo): number {
  ctx.nodes.push(node);
  ctx.info.push(info);
  return ctx.nodes.length - 1;
}

function addEdge(ctx: Ctx, from: number, to: number, cost: number, only: number[]): void {
  if (only.length > 0) ctx.edges.push({ from, to, cost, only });
}

const isEarly = (bv: BlockValues, c: Chain) => bv.sources.find((s) => s.chain === c.id)?.early === true;

/** The variable and anti-variable commodity of every chain, with their source and sink nodes. */
function chainCommodities(ctx: Ctx): Commodity[] {
  const out: Commodity[] = [];
  const { bv, k } = ctx;
  for (const c of bv.chains) {
    const src = bv.sources.find((s) => s.chain === c.id)!;
    const q = out.length;
    const name = `v${c.vregs.join('/')}@${c.start}`;
    const source = addNode(ctx, { label: `src ${name}` });
    const L = src.early ? uLayer(src.inst) : dLayer(src.inst);
    for (const r of src.legal.regs) addEdge(ctx, source, ctx.layerNode[L]![ctx.regs.allocatable.indexOf(r)]!, 0, [q]);
    if (src.legal.mem) addEdge(ctx, source, ctx.layerNode[L]![k]!, 0, [q]);
    const sink = addNode(ctx, { label: `sink ${name}` });
    if (c.endAt === 'use') {
      const legal = bv.uses[c.end]!.get(c.id)!;
      for (const r of legal.regs) addEdge(ctx, ctx.layerNode[uLayer(c.end)]![ctx.regs.allocatable.indexOf(r)]!, sink, 0, [q]);
      if (legal.mem) addEdge(ctx, ctx.layerNode[uLayer(c.end)]![k]!, sink, 0, [q]);
    } else {
      for (let cls = 0; cls <= k; cls++) addEdge(ctx, ctx.layerNode[dLayer(c.end)]![cls]!, sink, 0, [q]);
    }
    out.push({ kind: 'variable', name, sources: [source], sinks: [sink] });
    ctx.varOf.push(q);
    ctx.antiOf.push(antiCommodity(ctx, c, src.intoSlot, q, out));
  }
  return out;
}

/** v' from each def on the chain that lives on, to the next tie or the last use (-1: never live past a def). */
function antiCommodity(ctx: Ctx, c: Chain, intoSlot: boolean, variable: number, out: Commodity[]): number {
  const q = out.length;
  const { k } = ctx;
  const sources: number[] = [];
  const sinks: number[] = [];
  const drain = (i: number) => {
    const sink = addNode(ctx, { label: `sink v${c.vregs[0]}'@${i}` });
    addEdge(ctx, ctx.layerNode[uLayer(i)]![k]!, sink, 0, [q]);
    addEdge(ctx, ctx.layerNode[uLayer(i)]![k + 1]!, sink, 0, [q]);
    sinks.push(sink);
  };
  if (c.end > c.start) sources.push(ctx.layerNode[dLayer(c.start)]![intoSlot ? k + 1 : k]!);
  for (const t of c.ties) {
    drain(t);
    if (c.end > t) sources.push(ctx.layerNode[dLayer(t)]![k]!);
  }
  if (c.endAt === 'use' && c.end > c.start) drain(c.end);
  if (sources.length === 0) return -1;
  out.push({ kind: 'anti', name: `v${c.vregs.join('/')}'@${c.start}`, of: variable, sources, sinks });
  return q;
}

/** Commodities allowed from class a on layer La to class b on layer Lb. */
function openTo(ctx: Ctx, La: number, a: number, Lb: number, b: number, filter: (c: Chain, anti: boolean) => boolean): number[] {
  const { bv, k } = ctx;
  const only: number[] = [];
  for (const c of bv.chains) {
    const early = isEarly(bv, c);
    const okReg = (cls: number, L: number) => cls >= k || ctx.fnClass(c, L).includes(ctx.regs.allocatable[cls]!);
    if (a <= k && b <= k && varAt(c, La, early) && varAt(c, Lb, early) && okReg(a, La) && okReg(b, Lb) && filter(c, false)) {
      only.push(ctx.varOf[c.id]!);
    }
    const q = ctx.antiOf[c.id]!;
    if (q >= 0 && a >= k && b >= k && antiAt(c, La, early) && antiAt(c, Lb, early) && filter(c, true)) only.push(q);
  }
  return only.sort((x, y) => x - y);
}

/** U_i -> D_i in one class: live-through values (not in clobbered registers), ties, early defs. */
function passEdges(ctx: Ctx, i: number): void {
  const { bv, k } = ctx;
  const clobbered = ctx.clobbers[i] ?? [];
  for (let cls = 0; cls < k + 2; cls++) {
    const reg = cls < k ? ctx.regs.allocatable[cls]! : null;
    const only = openTo(ctx, uLayer(i), cls, dLayer(i), cls, (c, anti) => {
      const tie = bv.ties[i]!.get(c.id);
      if (anti) return tie === undefined;
      if (tie !== undefined) return reg !== null && tie.includes(reg);
      return reg === null || !clobbered.includes(reg);
    });
    addEdge(ctx, ctx.layerNode[uLayer(i)]![cls]!, ctx.layerNode[dLayer(i)]![cls]!, 0, only);
    // Fig 3.13: a value read in (or passing) a register leaves it for its valid slot right after
    // the instruction, for nothing: a def or a clobber may then take the register.
    if (reg === null) continue;
    const evict = openTo(ctx, uLayer(i), cls, dLayer(i), k, (c, anti) => !anti && !bv.ties[i]!.has(c.id));
    addEdge(ctx, ctx.layerNode[uLayer(i)]![cls]!, ctx.layerNode[dLayer(i)]![k]!, 0, evict);
  }
}

/** Zig (D_{g-1} -> M_g: up), zag (M_g -> B_g: down), straight B_g -> U_g (the uses' legal classes). */
function crossbarEdges(ctx: Ctx, g: number): void {
  const { k, f, bv } = ctx;
  const [top, mid, bot, use] = [dLayer(g - 1), mLayer(g), bLayer(g), uLayer(g)];
  const node = (L: number, c: number) => ctx.layerNode[L]![c]!;
  const all = () => true;
  for (let a = 0; a < k + 2; a++) {
    for (let b = a; b < k + 2; b++) {
      const cost = a < k && b < k && a !== b ? f : b === k + 1 && a === k ? 8 * f : 0;
      const zig = a === k && b === k + 1 ? (_: Chain, anti: boolean) => anti : a < k && b === k + 1 ? () => false : all;
      addEdge(ctx, node(top, a), node(mid, b), cost, openTo(ctx, top, a, mid, b, zig));
      // Down from mid class b to bottom class a: a move, a load (mem -> register); antionly stays.
      const down = b === k + 1 && b !== a ? () => false : all;
      const zagCost = a === b ? 0 : b < k ? f : 8 * f;
      addEdge(ctx, node(mid, b), node(bot, a), zagCost, openTo(ctx, mid, b, bot, a, down));
    }
  }
  for (let c = 0; c < k + 2; c++) {
    const reg = c < k ? ctx.regs.allocatable[c]! : null;
    const legalUse = (ch: Chain, anti: boolean) => {
      const l = bv.uses[g]!.get(ch.id);
      if (anti || l === undefined) return true;
      return reg === null ? l.mem : l.regs.includes(reg);
    };
    addEdge(ctx, node(bot, c), node(use, c), 0, openTo(ctx, bot, c, use, c, legalUse));
  }
}

/** v and v' never both at a mem node (§3.4; digest [Impl. note]). */
function exclusions(ctx: Ctx): void {
  const { bv, k } = ctx;
  ctx.layerNode.forEach((row, L) => {
    for (const c of bv.chains) {
      const anti = ctx.antiOf[c.id]!;
      const early = isEarly(bv, c);
      if (anti >= 0 && varAt(c, L, early) && antiAt(c, L, early)) {
        ctx.side.push({ kind: 'anti-exclusion', node: row[k]!, variable: ctx.varOf[c.id]!, anti });
      }
    }
  });
}
