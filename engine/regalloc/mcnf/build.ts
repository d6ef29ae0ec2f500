// The global MCNF network of a function (Koes's thesis §3.2 the local model, §3.3 the global model,
// §3.4 anti-variables, §3.5 cost models; digest §1.2-§1.5). Issue 20, Deliver 1: the commodities and
// layers come from values.ts, ilp.ts solves the network, extract.ts turns the flows into an
// allocation.
//
// Contract: requires FunctionValues of an MFunction, its TargetRegs and the edit costs of each block
// (`costs[b]`: a move, a load, a store there, already multiplied by the block's frequency for the
// speed metric, or bytes for the size metric). Produces a `McnfNetwork`: the Network and, per node,
// the layer and class it stands for. Every layer has one node per class: each allocatable register
// (bundle capacity 1), `mem` (the vreg's own spill slot, uncapacitated), `antionly` and `const`
// (§3.2.3: a rematerializable value waiting to be regenerated, uncapacitated; values.ts).
// - Sources / sinks (values.ts): a source feeds the classes its def may take on its layer; a sink
//   drains the classes its last use allows (or any class, a dead def). A tie (reuse) passes U_i r ->
//   D_i r for the registers both operands allow: the def has the input's register by construction.
// - Passing an instruction U_i -> D_i in one class: closed in a register the instruction clobbers
//   (except to the tie that writes it); a def in register r takes D_i r, so nothing live through
//   stays in r (capacity 1). A value may also pass from a register at U_i to mem at D_i for nothing
//   when its slot is already valid (thesis Fig 3.13: evicted right after the instruction group; the
//   exclusion at D_i mem demands v' in antionly there).
// - Crossbar (zig-zag, §3.2.4) from a top layer (D_{g-1}, or T at a block's start) through M_g to
//   B_g: top -> middle only towards higher classes (register moves up, eviction register -> mem for
//   0, the anti-variable's mem -> antionly for a store, a constant's register -> const for 0),
//   middle -> bottom only towards lower ones (moves down, mem -> register a load, const -> register
//   a remat, priced per constant); B_g -> U_g straight, open only in the classes the uses at
//   g allow (into `mem` for an `any` operand at `memOperand`'s price: the instruction reads memory,
//   thesis §3.2.5's preference costs). After a block's first branch the crossbar is the identity
//   (values.ts). Swaps (cycles) are outside the zig-zag crossbar, as in the thesis.
// - Options (`facts.model`, engine/mir/types.ts McnfModelOptions, all off by default):
//   `crossbar: 'full'` (§3.2.4): top -> middle in one step from every class to every class the zig
//   or the zag would reach, at the same price, middle -> bottom straight. A relaxation: a swap costs
//   two moves, which no sequence of moves achieves (extract.ts sequentializes it through a free
//   register or a scratch slot), so the objective is then a lower bound of the emitted cost.
//   `memAtUses` (§3.8 simplification 2): outside a block's entry and exit crossbars (its first and
//   last with moves), a load or remat only into a value used by the next instruction, a store only
//   right after the value's def (a rematerializable value's stores stay everywhere: allowedBy).
//   Exact: a memory operation costs the same anywhere in its block under both metrics (the block's
//   frequency; bytes). `moves: 'none' | 'boundaries'` (§3.8 simplification 4): register-to-register
//   moves nowhere, or only in each block's entry and exit crossbars; may raise the optimum.
// - Entry and exit groups (§3.3): E -> T and D_last -> X are straight edges, one per class; X_p ->
//   E_s for every CFG edge p -> s in every class; the side constraints `exit` on X nodes (3.9) and
//   `entry` on E nodes (3.10) make a value's class agree on every edge.
// - Anti-variables (§3.4): never in a register; v and v' exclusive at every mem node where both
//   may be, so v in mem implies a store was paid, and a store is only taken while v is in a register.
//   In a crossbar's zag v' may also return from antionly to mem for nothing: the slot is then
//   treated as stale (always safe; v may not be in mem until the next store). The thesis's Fig 3.12
//   has no such edge (v' "stays" in antionly while the value is unchanged), which a solver never
//   misses, but a heuristic that fixes a stale slot at both boundaries of a block could then spill
//   nothing live through it (issue 22); the edge can only lower the optimum.
// - Edges carry `only`: the commodities present at both ends (and allowed in the register by the
//   vreg's class there), which keeps the 0-1 program sparse.

import type { McnfModelOptions, TargetRegs } from '../../mir/types.js';
import type { Commodity, NetEdge, NetNode, Network, SideConstraint } from './network.js';
import type { FunctionValues, Layer, Legal } from './values.js';

/** What one edit costs in a block (speed: weight × frequency; size: bytes). */
export interface EditCosts {
  readonly move: number;
  readonly load: number;
  readonly store: number;
  /** An `any` operand read from its slot by the instruction itself (speed: a load; size: the longer form's extra bytes). */
  readonly memOperand: number;
  /** A rematerialization of `value` into `preg` at `bits` (speed: as a move, thesis §4.2.2; size: its expansion's bytes). */
  readonly remat: (value: bigint, preg: string, bits: number) => number;
}

export interface NodeInfo {
  readonly layer: number;
  /** Class index: registers 0..k-1 (regs.allocatable order), k mem, k+1 antionly, k+2 const. */
  readonly cls: number;
}

export interface McnfNetwork {
  readonly net: Network;
  /** Class nodes only (source and sink nodes: undefined). */
  readonly info: readonly (NodeInfo | undefined)[];
  readonly regNames: readonly string[];
  /** Commodity of each group's variable and of its anti-variable (-1: none). */
  readonly varOf: readonly number[];
  readonly antiOf: readonly number[];
}

interface Ctx {
  readonly fv: FunctionValues;
  readonly regs: TargetRegs;
  readonly vregClass: (v: number) => readonly string[];
  readonly clobbers: readonly (readonly string[])[];
  readonly k: number;
  readonly nodes: NetNode[];
  readonly info: (NodeInfo | undefined)[];
  readonly edges: NetEdge[];
  readonly side: SideConstraint[];
  readonly layerNode: number[][];
  readonly varOf: number[];
  readonly antiOf: number[];
  /** The group of each variable commodity (varOf inverted). */
  readonly groupOfVar: Map<number, number>;
  readonly model: McnfModelOptions;
  /** Middle layers of each block's first and last crossbar with moves (its entry and exit crossbars, §3.8). */
  readonly boundary: ReadonlySet<number>;
  /** `g@L`: group g's anti-variable starts on layer L (g is defined by the instruction whose D is L). */
  readonly defAt: ReadonlySet<string>;
}

/** The function's facts the network needs beyond its values. */
export interface FunctionFacts {
  /** Registers of a vreg's class. */
  readonly vregClass: (v: number) => readonly string[];
  /** Per function-wide instruction, the registers it clobbers. */
  readonly clobbers: readonly (readonly string[])[];
  /** Per block, what its edits cost. */
  readonly costs: readonly EditCosts[];
  /** The model's options (absent: the default zig-zag model, no simplification). */
  readonly model?: McnfModelOptions;
}

export function buildNetwork(fv: FunctionValues, regs: TargetRegs, facts: FunctionFacts): McnfNetwork {
  const k = regs.allocatable.length;
  const ctx: Ctx = {
    fv,
    regs,
    vregClass: facts.vregClass,
    clobbers: facts.clobbers,
    k,
    nodes: [],
    info: [],
    edges: [],
    side: [],
    layerNode: [],
    varOf: [],
    antiOf: [],
    groupOfVar: new Map(),
    model: facts.model ?? {},
    boundary: boundaryCrossbars(fv),
    defAt: new Set(fv.antiSources.map((s) => `${s.group}@${s.layer}`)),
  };
  fv.layers.forEach((_, L) => {
    const row: number[] = [];
    for (let c = 0; c < k + 3; c++) {
      const label = c < k ? regs.allocatable[c]! : (['mem', 'antionly', 'const'] as const)[c - k]!;
      row.push(addNode(ctx, { label: `L${L}.${label}`, ...(c < k ? { cls: c, capacity: 1 } : {}) }, { layer: L, cls: c }));
    }
    ctx.layerNode.push(row);
  });
  const commodities = groupCommodities(ctx);
  layerEdges(ctx, facts.costs);
  boundaryEdges(ctx);
  exclusions(ctx);
  const net: Network = {
    classes: [
      ...regs.allocatable.map((name) => ({ kind: 'register' as const, name })),
      { kind: 'memory', name: 'stack' },
      { kind: 'antionly' },
      { kind: 'constant', name: 'remat' },
    ],
    groups: [],
    nodes: ctx.nodes,
    edges: ctx.edges,
    commodities,
    side: ctx.side,
  };
  return { net, info: ctx.info, regNames: regs.allocatable, varOf: ctx.varOf, antiOf: ctx.antiOf };
}

function addNode(ctx: Ctx, node: NetNode, info?: NodeInfo): number {
  ctx.nodes.push(node);
  ctx.info.push(info);
  return ctx.nodes.length - 1;
}

/** Adds the edge when some commodity may use it; returns whether it did. `costs`: per-commodity overrides. */
function addEdge(ctx: Ctx, from: number, to: number, cost: number, only: number[], costs?: NetEdge['costs']): boolean {
  if (only.length === 0) return false;
  ctx.edges.push({ from, to, cost, only, ...(costs === undefined || costs.length === 0 ? {} : { costs }) });
  return true;
}

const node = (ctx: Ctx, L: number, c: number) => ctx.layerNode[L]![c]!;

/** The edges from a node on `layer` into the classes `legal` allows (into: a source), or back out (a sink). */
function legalEdges(ctx: Ctx, end: number, layer: number, legal: Legal, q: number, into: boolean): void {
  const classes = [...legal.regs.map((r) => ctx.regs.allocatable.indexOf(r)).filter((c) => c >= 0), ...(legal.mem ? [ctx.k] : [])];
  for (const c of classes) {
    if (into) addEdge(ctx, end, node(ctx, layer, c), 0, [q]);
    else addEdge(ctx, node(ctx, layer, c), end, 0, [q]);
  }
}

/** The variable and anti-variable commodity of every group, with their source and sink nodes. */
function groupCommodities(ctx: Ctx): Commodity[] {
  const { fv, k } = ctx;
  const out: Commodity[] = [];
  fv.groups.forEach((vregs, g) => {
    const name = `v${vregs.join('/')}`;
    const q = out.length;
    const sources = fv.sources.filter((s) => s.group === g);
    const sinks = fv.sinks.filter((s) => s.group === g);
    ctx.varOf.push(sources.length > 0 ? q : -1);
    if (sources.length > 0) ctx.groupOfVar.set(q, g);
    if (sources.length === 0) return void ctx.antiOf.push(-1);
    const src = sources.map((s) => {
      const n = addNode(ctx, { label: `src ${name}@L${s.layer}` });
      legalEdges(ctx, n, s.layer, s.legal, q, true);
      return n;
    });
    const snk = sinks.map((s) => {
      const n = addNode(ctx, { label: `sink ${name}@L${s.layer}` });
      legalEdges(ctx, n, s.layer, s.legal, q, false);
      return n;
    });
    out.push({ kind: 'variable', name, sources: src, sinks: snk });
    const aq = out.length;
    const aSrc = fv.antiSources.filter((s) => s.group === g).map((s) => node(ctx, s.layer, s.valid ? k + 1 : k));
    if (aSrc.length === 0) return void ctx.antiOf.push(-1);
    const aSnk = fv.antiSinks
      .filter((s) => s.group === g)
      .map((s) => {
        const n = addNode(ctx, { label: `sink ${name}'@L${s.layer}` });
        addEdge(ctx, node(ctx, s.layer, k), n, 0, [aq]);
        addEdge(ctx, node(ctx, s.layer, k + 1), n, 0, [aq]);
        return n;
      });
    out.push({ kind: 'anti', name: `${name}'`, of: q, sources: aSrc, sinks: aSnk });
    ctx.antiOf.push(aq);
  });
  return out;
}

/** Commodities allowed from class a on layer La to class b on layer Lb (present at both, legal there). */
function openTo(ctx: Ctx, La: number, a: number, Lb: number, b: number, filter: (g: number, anti: boolean) => boolean): number[] {
  const { k } = ctx;
  const A = ctx.fv.layers[La]!;
  const B = ctx.fv.layers[Lb]!;
  const only: number[] = [];
  const okReg = (cls: number, layer: Layer, g: number) =>
    cls === k || (cls === k + 2 ? ctx.fv.remat[g] !== undefined : ctx.vregClass(layer.vars.get(g)!).includes(ctx.regs.allocatable[cls]!));
  if (a !== k + 1 && b !== k + 1) {
    for (const g of A.vars.keys()) {
      const q = ctx.varOf[g]!;
      if (q >= 0 && B.vars.has(g) && okReg(a, A, g) && okReg(b, B, g) && filter(g, false)) only.push(q);
    }
  }
  if ((a === k || a === k + 1) && (b === k || b === k + 1)) {
    for (const g of A.antis) {
      const q = ctx.antiOf[g]!;
      if (q >= 0 && B.antis.has(g) && filter(g, true)) only.push(q);
    }
  }
  return only.sort((x, y) => x - y);
}

/** The edges inside every block: entry, crossbars, instruction groups, exit. */
function layerEdges(ctx: Ctx, costs: readonly EditCosts[]): void {
  const { fv } = ctx;
  fv.layers.forEach((layer, L) => {
    switch (layer.kind) {
      case 'E':
        return straight(ctx, L, L + 1, 'entry');
      case 'M':
        return crossbar(ctx, L - 1, L, L + 1, layer.moves ? costs[layer.block]! : null);
      case 'B':
        return useEdges(ctx, L, L + 1, costs[layer.block]!);
      case 'U':
        return passEdges(ctx, L, L + 1);
      case 'X':
        return straight(ctx, L - 1, L, 'exit');
      case 'T':
      case 'D':
        return;
    }
  });
}

/** One edge per class from layer a to layer b; the boundary node (E at a, X at b) gets its side constraint. */
function straight(ctx: Ctx, a: number, b: number, role: 'entry' | 'exit'): void {
  for (let c = 0; c < ctx.k + 3; c++) {
    if (
      !addEdge(
        ctx,
        node(ctx, a, c),
        node(ctx, b, c),
        0,
        openTo(ctx, a, c, b, c, () => true),
      )
    )
      continue;
    ctx.side.push({ kind: role, node: node(ctx, role === 'entry' ? a : b, c) });
  }
}

/** X_p -> E_s for every CFG edge, in every class (only where both boundary nodes exist). */
function boundaryEdges(ctx: Ctx): void {
  const { fv } = ctx;
  const roles = new Set(ctx.side.map((s) => (s.kind === 'exit' || s.kind === 'entry' ? s.node : -1)));
  fv.blocks.forEach((b, p) => {
    if (b.exit < 0) return;
    for (const s of fv.succs[p]!) {
      const e = fv.blocks[s]!.entry;
      for (let c = 0; c < ctx.k + 3; c++) {
        const [from, to] = [node(ctx, b.exit, c), node(ctx, e, c)];
        if (!roles.has(from) || !roles.has(to)) continue;
        addEdge(
          ctx,
          from,
          to,
          0,
          openTo(ctx, b.exit, c, e, c, () => true),
        );
      }
    }
  });
}

/** U_i -> D_i in one class: live-through values (not in clobbered registers), ties, early defs. */
function passEdges(ctx: Ctx, u: number, d: number): void {
  const { k } = ctx;
  const inst = ctx.fv.layers[u]!.inst;
  const iv = ctx.fv.insts[inst]!;
  const clobbered = ctx.clobbers[inst] ?? [];
  for (let cls = 0; cls < k + 3; cls++) {
    const reg = cls < k ? ctx.regs.allocatable[cls]! : null;
    const only = openTo(ctx, u, cls, d, cls, (g, anti) => {
      if (anti) return iv.through.has(g);
      const tie = iv.ties.get(g);
      if (tie !== undefined) return reg !== null && tie.includes(reg);
      if (!iv.through.has(g) && !iv.early.has(g)) return false;
      return reg === null || !clobbered.includes(reg);
    });
    addEdge(ctx, node(ctx, u, cls), node(ctx, d, cls), 0, only);
    // Fig 3.13: a value read in (or passing) a register leaves it for its valid slot right after
    // the instruction, for nothing: a def or a clobber may then take the register.
    if (reg === null) continue;
    // The same for a constant, into its constant class (it is always valid there).
    for (const to of [k, k + 2]) {
      addEdge(
        ctx,
        node(ctx, u, cls),
        node(ctx, d, to),
        0,
        openTo(ctx, u, cls, d, to, (g, anti) => !anti && iv.through.has(g)),
      );
    }
  }
}

/** Each block's first and last crossbar with moves, by middle layer: the block's entry and exit crossbars. */
function boundaryCrossbars(fv: FunctionValues): Set<number> {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  fv.layers.forEach((l, L) => {
    if (l.kind !== 'M' || !l.moves) return;
    if (!first.has(l.block)) first.set(l.block, L);
    last.set(l.block, L);
  });
  return new Set([...first.values(), ...last.values()]);
}

/**
 * What the model's options allow in the crossbar whose middle layer is `mid`, for a value of group
 * g going from class `from` to class `to` (anti: its anti-variable): §3.8 simplification 4 drops
 * register moves (everywhere, or outside the block's entry and exit crossbars); simplification 2
 * keeps loads and remats (into a register from mem or const) only where g is used next, stores
 * only right after g's def, outside those two crossbars. A rematerializable value's store stays
 * everywhere: it may wait in the constant class (no store possible there) between its def and a
 * store the optimum wants, so moving the store up to the def is not always possible.
 */
function allowedBy(ctx: Ctx, mid: number): (from: number, to: number, g: number, anti: boolean) => boolean {
  const { k, model } = ctx;
  const boundary = ctx.boundary.has(mid);
  const uses = ctx.fv.insts[ctx.fv.layers[mid]!.inst]!.uses;
  return (from, to, g, anti) => {
    if (from < k && to < k && from !== to) return model.moves === 'none' ? false : model.moves === 'boundaries' ? boundary : true;
    if (model.memAtUses !== true || boundary) return true;
    if (!anti && to < k && (from === k || from === k + 2)) return uses.has(g);
    if (anti && from === k && to === k + 1) return ctx.fv.remat[g] !== undefined || ctx.defAt.has(`${g}@${mid - 1}`);
    return true;
  };
}

/**
 * Zig (top -> mid: up), zag (mid -> bot: down); the identity when `costs` is null (no moves there).
 * The full crossbar (§3.2.4, `model.crossbar`): top -> mid every class to every class the zig or
 * the zag allows, at the same price, then mid -> bot straight.
 */
function crossbar(ctx: Ctx, top: number, mid: number, bot: number, costs: EditCosts | null): void {
  const { k } = ctx;
  const allow = allowedBy(ctx, mid);
  const full = costs !== null && ctx.model.crossbar === 'full';
  for (let a = 0; a < k + 3; a++) {
    for (let b = full ? 0 : a; b < k + 3; b++) {
      if (costs === null && a !== b) continue;
      // Up (a <= b) as in the zig; down (a > b) as the zag's mid b' = a -> bot a' = b.
      const open = a <= b ? zigOpen(k, a, b) : zagOpen(k, b, a);
      const up = openTo(ctx, top, a, mid, b, (g, anti) => open(g, anti) && allow(a, b, g, anti));
      const price = a <= b ? zigCost(k, a, b, costs) : zagCost(k, b, a, costs);
      const perCommodity = a <= b ? undefined : rematCosts(ctx, b, a, up, costs);
      if (addEdge(ctx, node(ctx, top, a), node(ctx, mid, b), price, up, perCommodity) && a === k && b === k + 1) {
        storeExclusions(ctx, top, ctx.edges.length - 1, up);
      }
      if (full) {
        // Middle -> bottom straight: the full top -> middle step made every change.
        if (a === b)
          addEdge(
            ctx,
            node(ctx, mid, a),
            node(ctx, bot, a),
            0,
            openTo(ctx, mid, a, bot, a, () => true),
          );
        continue;
      }
      // Down from mid class b to bottom class a: a move, a load (mem -> register), a remat (const -> register).
      const down = zagOpen(k, a, b);
      const only = openTo(ctx, mid, b, bot, a, (g, anti) => down(g, anti) && allow(b, a, g, anti));
      addEdge(ctx, node(ctx, mid, b), node(ctx, bot, a), zagCost(k, a, b, costs), only, rematCosts(ctx, a, b, only, costs));
    }
  }
}

/**
 * The anti-variable's store (mem -> antionly) only while its variable is in a register: the
 * variable's other places at the top layer are its slot (excluded by the anti-exclusion) and the
 * constant class, so a rematerializable variable gets x^{v'}_store + x^v_const <= 1 there. Without
 * it an optimum may pay the store while the value waits in the constant class and later leave a
 * register for the "valid" slot for nothing: a slot never written (HiGHS returned such flows with
 * presolve off; equal cost in one block, cheaper than possible across blocks of different frequency).
 */
function storeExclusions(ctx: Ctx, top: number, edge: number, antis: readonly number[]): void {
  for (const g of ctx.fv.layers[top]!.vars.keys()) {
    const [v, a] = [ctx.varOf[g]!, ctx.antiOf[g]!];
    if (v < 0 || a < 0 || ctx.fv.remat[g] === undefined || !antis.includes(a)) continue;
    ctx.side.push({ kind: 'store-exclusion', edge, node: node(ctx, top, ctx.k + 2), variable: v, anti: a });
  }
}

/** Up from class a to b >= a: register moves, eviction to the slot or the constant class, the anti-variable's store. */
function zigOpen(k: number, a: number, b: number): (g: number, anti: boolean) => boolean {
  if (a === b) return () => true;
  if (a === k && b === k + 1) return (_, anti) => anti;
  if (b === k + 1 || (b === k + 2 && a >= k)) return () => false;
  return (_, anti) => !anti;
}

function zigCost(k: number, a: number, b: number, costs: EditCosts | null): number {
  if (costs === null || a === b) return 0;
  if (a < k && b < k) return costs.move;
  return a === k && b === k + 1 ? costs.store : 0;
}

/**
 * Down from class b to a <= b: register moves, loads, remats, and an anti-variable's return from
 * antionly to mem (forgetting that the slot is valid: see the header); const goes nowhere else.
 */
function zagOpen(k: number, a: number, b: number): (g: number, anti: boolean) => boolean {
  if (a === b) return () => true;
  if (b === k + 1) return a === k ? (_, anti) => anti : () => false;
  if (b === k + 2 && a >= k) return () => false;
  return (_, anti) => !anti;
}

function zagCost(k: number, a: number, b: number, costs: EditCosts | null): number {
  if (costs === null || a === b) return 0;
  return b < k ? costs.move : b === k ? costs.load : 0;
}

/** A remat's price depends on the constant: per commodity on the const -> register edges. */
function rematCosts(ctx: Ctx, a: number, b: number, only: readonly number[], costs: EditCosts | null): NetEdge['costs'] {
  if (costs === null || b !== ctx.k + 2 || a >= ctx.k) return undefined;
  const preg = ctx.regs.allocatable[a]!;
  return only.map((commodity) => {
    const g = ctx.groupOfVar.get(commodity)!;
    return { commodity, cost: costs.remat(ctx.fv.remat[g]!, preg, ctx.fv.rematBits[g]!) };
  });
}

/** B_g -> U_g straight, in the classes the uses at g allow; a memory operand costs a load. */
function useEdges(ctx: Ctx, bot: number, use: number, costs: EditCosts): void {
  const iv = ctx.fv.insts[ctx.fv.layers[use]!.inst]!;
  for (let c = 0; c < ctx.k + 3; c++) {
    const reg = c < ctx.k ? ctx.regs.allocatable[c]! : null;
    const legalUse = (g: number, anti: boolean) => {
      const l = iv.uses.get(g);
      if (anti || l === undefined) return true;
      if (c === ctx.k + 2) return false;
      return reg === null ? l.mem : l.regs.includes(reg);
    };
    const only = openTo(ctx, bot, c, use, c, legalUse);
    const memOperands = reg !== null ? [] : [...iv.uses].filter(([, l]) => l.memOperand === true).map(([g]) => ctx.varOf[g]!);
    const priced = memOperands.filter((q) => only.includes(q)).map((commodity) => ({ commodity, cost: costs.memOperand }));
    addEdge(ctx, node(ctx, bot, c), node(ctx, use, c), 0, only, priced);
  }
}

/** v and v' never both at a mem node (§3.4; digest [Impl. note]). */
function exclusions(ctx: Ctx): void {
  const { k } = ctx;
  ctx.fv.layers.forEach((layer, L) => {
    for (const g of layer.vars.keys()) {
      const [v, a] = [ctx.varOf[g]!, ctx.antiOf[g]!];
      if (v >= 0 && a >= 0 && layer.antis.has(g)) ctx.side.push({ kind: 'anti-exclusion', node: node(ctx, L, k), variable: v, anti: a });
    }
  });
}
