// The values of a function as the commodities of Koes's global MCNF model (thesis §3.2.1 sources,
// §3.2.2 sinks, §3.3 the global model's entry and exit groups, §3.4 anti-variables "reset at
// redefinitions"): which commodity is present on which layer, where each starts and ends. build.ts
// turns this into the network. Issue 20, Deliver 1.
//
// Contract: requires an MFunction (copies coalesced, engine/regalloc/coalesce.ts) that passes
// verifyMirRegs for `regs`. Produces `FunctionValues` or throws `OutsideModel` naming what the model
// cannot express. Decisions (the thesis leaves them open, digest §8.3):
// - A commodity is a *group* of vregs linked by two-address ties (a `reuse` def whose input dies
//   at the instruction: the flow passes the instruction in one register, so "the def gets the
//   input's register" holds by construction); after coalescing a tie is almost always one vreg
//   redefined (the thesis's redefinition). A tie whose input stays live needs one value in two
//   places: outside the model. So is a group with two members live at one point.
// - A vreg defined again without a tie ends its old value at the old value's last use and starts
//   a new one (a source) at the def: the model may place each value anew. The anti-variable (the
//   slot holds the value, §3.4) restarts at every def, tie included, since the value changed.
// - Several use operands of one vreg at one instruction are one flow: their legal classes
//   intersect (an empty intersection needs a transient copy: outside the model).
// - A def into a `stack` operand writes the slot: its anti-variable starts in `antionly` (valid).
// - Layers per block (build.ts's nodes): E (entry group, a block with predecessors), T (the top of
//   the block's first crossbar), then per instruction i a crossbar gap g = i (M_g, B_g; its top is
//   T for g = 0, else D_{g-1}) and the instruction group U_i (early point: what i reads) / D_i (late
//   point: what i writes); X (exit group, a block with successors) after the last instruction.
//   The entry block's first gap has no crossbar (nothing is live into a function).
// - No moves after a block's first branch instruction (a conditional or unconditional jump): a
//   move there would run on one path only, or after control left. Those gaps are identity
//   crossbars (`moves: false`); the last crossbar with moves sits right before the first branch,
//   where loads, stores and moves leave the flags of a compare alone (engine/targets/<isa>).
// - Every CFG edge is the boundary of (3.9)/(3.10): the exit group of the predecessor and the
//   entry group of the successor hold a value in the same class, so no edge ever needs moves of its
//   own and critical edges (several successors into several predecessors, which machine IR keeps
//   unsplit unless they carry phi copies) need nothing special: a value's moves sit inside a block.
// - An `any` use (an x86 instruction with a memory form for that operand) may read the value from
//   its slot: its legal classes are its registers and `mem`, and in `mem` it is priced as a load
//   (build.ts), since the instruction then reads memory. The ISA's limit of one memory operand per
//   instruction holds by construction: machine IR gives an instruction at most one `any` and none
//   beside a `stack` operand (engine/mir/types.ts).
// - Constant class (§3.2.3): a group whose every def is a `const` instruction of one value (modulo
//   2^bits: engine/mir/types.ts's rematerialization rule, which the allocation checker applies on
//   its own) is `remat` (its value); build.ts lets it wait in the constant class for free and come
//   back into a register by a rematerialization instead of a reload. The `const` instruction
//   itself stays (machine IR cannot delete it): its def is written into a register.

import type { MFunction, RegOperand, TargetRegs, VReg } from '../../mir/types.js';
import { liveSets } from '../shared/liveness.js';

export class OutsideModel extends Error {}

/** Where an operand may be: these registers, or memory (its spill slot). */
export interface Legal {
  readonly regs: readonly string[];
  readonly mem: boolean;
  /** In memory, the instruction reads the slot itself (an `any` operand): priced as a load. */
  readonly memOperand?: true;
}

export type LayerKind = 'E' | 'T' | 'M' | 'B' | 'U' | 'D' | 'X';

export interface Layer {
  readonly kind: LayerKind;
  readonly block: number;
  /** Function-wide instruction index: of U/D's instruction, of M/B's gap (the instruction after it); -1 for E/T/X. */
  readonly inst: number;
  /** M/B: the crossbar may move values (false after the block's first branch). */
  readonly moves: boolean;
  /** The groups whose value is on the layer, each with the vreg that holds it there. */
  readonly vars: Map<number, VReg>;
  /** The groups whose anti-variable is on the layer. */
  readonly antis: Set<number>;
}

export interface Source {
  readonly group: number;
  readonly layer: number;
  readonly legal: Legal;
  /** A `stack` def: the slot is written, valid from the start. */
  readonly intoSlot: boolean;
}

/** Where a commodity ends: on the layer, in one of the legal classes. */
export interface Sink {
  readonly group: number;
  readonly layer: number;
  readonly legal: Legal;
}

export interface InstValues {
  /** Layer ids of U_i and D_i. */
  readonly u: number;
  readonly d: number;
  /** Groups read at i with their legal classes. */
  readonly uses: Map<number, Legal>;
  /** Groups tied through i, with the registers both sides allow. */
  readonly ties: Map<number, readonly string[]>;
  /** Groups that pass i in one location (live through, not redefined). */
  readonly through: Set<number>;
  /** Groups defined early at i (their source is on U_i; they pass to D_i). */
  readonly early: Set<number>;
  /** The group of each operand (index = operand). */
  readonly operandGroup: number[];
}

export interface FunctionValues {
  /** The vregs of each group (commodity). */
  readonly groups: VReg[][];
  /** Per group, the constant it may be rematerialized as (undefined: not rematerializable). */
  readonly remat: (bigint | undefined)[];
  /** Per group, its vreg's width in bits (a remat's expansion depends on it). */
  readonly rematBits: number[];
  readonly layers: Layer[];
  /** Per function-wide instruction index. */
  readonly insts: InstValues[];
  readonly sources: Source[];
  readonly sinks: Sink[];
  /** Where each anti-variable starts (class `mem`, or `antionly` after a stack def) and ends. */
  readonly antiSources: { readonly group: number; readonly layer: number; readonly valid: boolean }[];
  readonly antiSinks: { readonly group: number; readonly layer: number }[];
  /** Per block: its E and X layer ids (-1: none), the layer id of each gap's M. */
  readonly blocks: { readonly entry: number; readonly top: number; readonly exit: number; readonly first: number }[];
  /** Per block, its successors (the CFG edges the boundary constraints join). */
  readonly succs: readonly (readonly number[])[];
}

function legalOf(op: RegOperand, fn: MFunction, regs: TargetRegs): Legal {
  const classRegs = regs.classes[fn.vregs[op.vreg]!.class] ?? [];
  const c = op.constraint;
  switch (c.kind) {
    case 'reg':
      return { regs: (regs.classes[c.class] ?? []).filter((r) => classRegs.includes(r)), mem: false };
    case 'fixed':
      return { regs: [c.preg], mem: false };
    case 'stack':
      return { regs: [], mem: true };
    case 'any':
      return { regs: (regs.classes[c.class] ?? []).filter((r) => classRegs.includes(r)), mem: true, memOperand: true };
    case 'reuse':
      return { regs: classRegs, mem: false };
  }
}

const intersect = (a: Legal, b: Legal): Legal => {
  const mem = a.mem && b.mem;
  // In memory, a `stack` use already reads the slot; an `any` use beside it reads it as well.
  const memOperand = mem && (a.memOperand === true || b.memOperand === true);
  return { regs: a.regs.filter((r) => b.regs.includes(r)), mem, ...(memOperand ? { memOperand: true as const } : {}) };
};

/** Groups of vregs linked by ties whose input dies (union-find); a tie whose input lives on is outside. */
function tieGroups(fn: MFunction, after: Set<VReg>[][]): number[] {
  const parent = fn.vregs.map((_, v) => v);
  const find = (v: number): number => {
    while (parent[v] !== v) v = parent[v] = parent[parent[v]!]!;
    return v;
  };
  fn.blocks.forEach((b, bi) => {
    b.insts.forEach((inst, i) => {
      for (const op of inst.regs) {
        if (op.kind !== 'def' || op.constraint.kind !== 'reuse') continue;
        const input = inst.regs[op.constraint.input]!.vreg;
        if (input === op.vreg) continue;
        if (after[bi]![i]!.has(input))
          throw new OutsideModel(`block ${bi} inst ${i}: reuse input v${input} stays live (a copy in two places)`);
        parent[find(op.vreg)] = find(input);
      }
    });
  });
  const ids = new Map<number, number>();
  return fn.vregs.map((_, v) => {
    const root = find(v);
    if (!ids.has(root)) ids.set(root, ids.size);
    return ids.get(root)!;
  });
}

/** Vregs live after each instruction, per block. */
function liveAfter(fn: MFunction, liveOut: readonly Set<VReg>[]): Set<VReg>[][] {
  return fn.blocks.map((b, bi) => {
    const live = new Set(liveOut[bi]);
    const out: Set<VReg>[] = new Array(b.insts.length);
    for (let i = b.insts.length - 1; i >= 0; i--) {
      out[i] = new Set(live);
      const regs = b.insts[i]!.regs;
      for (const op of regs) if (op.kind === 'def') live.delete(op.vreg);
      for (const op of regs) if (op.kind === 'use') live.add(op.vreg);
    }
    return out;
  });
}

/** The value every def of `v` gives it, when all are `const` instructions agreeing modulo 2^bits. */
function rematValue(fn: MFunction, v: VReg): bigint | undefined {
  const mask = (1n << BigInt(fn.vregs[v]!.bits)) - 1n;
  let value: bigint | undefined;
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      if (!inst.regs.some((op) => op.kind === 'def' && op.vreg === v)) continue;
      if (inst.kind !== 'const') return undefined;
      const mine = inst.value & mask;
      if (value !== undefined && value !== mine) return undefined;
      value = mine;
    }
  }
  return value;
}

const isBranch = (fn: MFunction, bi: number, i: number): boolean => {
  const inst = fn.blocks[bi]!.insts[i]!;
  return inst.kind === 'isa' && inst.target !== undefined;
};

/** `constants: false` leaves the constant class out (to compare with a search that has none). */
export function functionValues(fn: MFunction, regs: TargetRegs, constants = true): FunctionValues {
  const { liveIn, liveOut } = liveSets(fn);
  const after = liveAfter(fn, liveOut);
  const groupOf = tieGroups(fn, after);
  const groups: VReg[][] = [];
  groupOf.forEach((g, v) => {
    (groups[g] ??= []).push(v);
  });
  const succs = fn.blocks.map((b) => b.succs);
  const remat = groups.map((vs) => (constants && vs.length === 1 ? rematValue(fn, vs[0]!) : undefined));
  const fv: FunctionValues = {
    groups,
    remat,
    rematBits: groups.map((vs) => fn.vregs[vs[0]!]!.bits),
    layers: [],
    insts: [],
    sources: [],
    sinks: [],
    antiSources: [],
    antiSinks: [],
    blocks: [],
    succs,
  };
  const place = (set: Iterable<VReg>, where: string): Map<number, VReg> => {
    const m = new Map<number, VReg>();
    for (const v of set) {
      const g = groupOf[v]!;
      if (m.has(g) && m.get(g) !== v) throw new OutsideModel(`${where}: v${m.get(g)} and v${v}, tied, are both live`);
      m.set(g, v);
    }
    return m;
  };
  const layer = (kind: LayerKind, block: number, inst: number, vars: Map<number, VReg>, antis?: Set<number>, moves = true) => {
    fv.layers.push({ kind, block, inst, moves, vars, antis: antis ?? new Set(vars.keys()) });
    return fv.layers.length - 1;
  };
  let base = 0;
  fn.blocks.forEach((b, bi) => {
    const inVars = place(liveIn[bi]!, `block ${bi} entry`);
    if (b.preds.length === 0 && inVars.size > 0)
      throw new OutsideModel(`block ${bi}: v${[...inVars.values()][0]} is live into a block without predecessors`);
    const entry = b.preds.length > 0 ? layer('E', bi, -1, inVars) : -1;
    const top = b.preds.length > 0 ? layer('T', bi, -1, new Map(inVars)) : -1;
    const first = fv.layers.length;
    const branchAt = b.insts.findIndex((_, i) => isBranch(fn, bi, i));
    b.insts.forEach((_, i) => instLayers(fn, regs, fv, { bi, i, base, top, branchAt }, after[bi]!, groupOf, place, layer));
    const exit = b.succs.length > 0 ? layer('X', bi, -1, place(liveOut[bi]!, `block ${bi} exit`)) : -1;
    fv.blocks.push({ entry, top, exit, first });
    base += b.insts.length;
  });
  return fv;
}

interface Where {
  readonly bi: number;
  readonly i: number;
  /** Function-wide index of the block's first instruction. */
  readonly base: number;
  readonly top: number;
  readonly branchAt: number;
}

type Place = (set: Iterable<VReg>, where: string) => Map<number, VReg>;
type AddLayer = (kind: LayerKind, block: number, inst: number, vars: Map<number, VReg>, antis?: Set<number>, moves?: boolean) => number;

/** The crossbar before instruction i and its instruction group, with the values starting and ending there. */
function instLayers(
  fn: MFunction,
  regs: TargetRegs,
  fv: FunctionValues,
  w: Where,
  after: readonly Set<VReg>[],
  groupOf: readonly number[],
  place: Place,
  layer: AddLayer,
): void {
  const { bi, i } = w;
  const inst = fn.blocks[bi]!.insts[i]!;
  const at = `block ${bi} inst ${i}`;
  const before = i === 0 ? (w.top >= 0 ? fv.layers[w.top]!.vars : new Map<number, VReg>()) : place(after[i - 1]!, at);
  if (i > 0 || w.top >= 0) {
    const moves = w.branchAt < 0 || i <= w.branchAt;
    layer('M', bi, w.base + i, new Map(before), undefined, moves);
    layer('B', bi, w.base + i, new Map(before), undefined, moves);
  }
  const uses = new Map<number, Legal>();
  const operandGroup: number[] = inst.regs.map((op) => groupOf[op.vreg]!);
  inst.regs.forEach((op) => {
    if (op.kind !== 'use') return;
    const g = groupOf[op.vreg]!;
    const l = legalOf(op, fn, regs);
    const merged = uses.has(g) ? intersect(uses.get(g)!, l) : l;
    if (merged.regs.length === 0 && !merged.mem) throw new OutsideModel(`${at}: v${op.vreg}'s uses need it in two places`);
    uses.set(g, merged);
  });
  const defined = new Set<VReg>();
  const ties = new Map<number, readonly string[]>();
  const early = new Set<number>();
  for (const op of inst.regs) {
    if (op.kind !== 'def') continue;
    if (defined.has(op.vreg)) throw new OutsideModel(`${at}: v${op.vreg} defined twice`);
    defined.add(op.vreg);
    if (op.constraint.kind === 'reuse') {
      const g = groupOf[op.vreg]!;
      const defRegs = regs.classes[fn.vregs[op.vreg]!.class] ?? [];
      ties.set(
        g,
        uses.get(g)!.regs.filter((r) => defRegs.includes(r)),
      );
    } else if (op.early === true) early.add(groupOf[op.vreg]!);
  }
  const liveNow = after[i]!;
  const through = new Set<number>();
  for (const [g, v] of before) if (liveNow.has(v) && !defined.has(v)) through.add(g);
  const uVars = new Map(before);
  for (const g of [...uVars.keys()]) if (!uses.has(g) && !through.has(g)) uVars.delete(g);
  const uAntis = new Set(uVars.keys());
  const dVars = place([...liveNow, ...defined], at);
  for (const op of inst.regs) if (op.kind === 'def' && op.early === true) uVars.set(groupOf[op.vreg]!, op.vreg);
  const u = layer('U', bi, w.base + i, uVars, uAntis);
  const dAntis = new Set([...dVars].filter(([, v]) => liveNow.has(v)).map(([g]) => g));
  const d = layer('D', bi, w.base + i, dVars, dAntis);
  fv.insts.push({ u, d, uses, ties, through, early, operandGroup });
  const intoSlot = new Set<number>();
  for (const op of inst.regs) {
    if (op.kind !== 'def' || op.constraint.kind === 'reuse') continue;
    const stack = op.constraint.kind === 'stack';
    if (stack) intoSlot.add(groupOf[op.vreg]!);
    fv.sources.push({ group: groupOf[op.vreg]!, layer: op.early === true ? u : d, legal: legalOf(op, fn, regs), intoSlot: stack });
  }
  endsAndStarts(fv, { inst: fv.insts.at(-1)!, at, liveNow, intoSlot, anywhere: { regs: regs.allocatable, mem: true } });
}

/** Sinks at U_i (a value read for the last time) and D_i (a dead def); anti-variables reset at defs. */
function endsAndStarts(
  fv: FunctionValues,
  x: {
    readonly inst: InstValues;
    readonly at: string;
    readonly liveNow: ReadonlySet<VReg>;
    readonly intoSlot: ReadonlySet<number>;
    readonly anywhere: Legal;
  },
): void {
  const { inst: iv, at } = x;
  const U = fv.layers[iv.u]!;
  const D = fv.layers[iv.d]!;
  for (const g of U.vars.keys()) {
    if (iv.through.has(g) || iv.ties.has(g) || iv.early.has(g)) continue;
    const legal = iv.uses.get(g);
    if (legal === undefined) throw new Error(`${at}: group ${g} on U but neither read, passing nor defined early`);
    fv.sinks.push({ group: g, layer: iv.u, legal });
  }
  for (const g of U.antis) if (!iv.through.has(g)) fv.antiSinks.push({ group: g, layer: iv.u });
  for (const [g, v] of D.vars) {
    if (iv.through.has(g)) continue;
    if (!x.liveNow.has(v)) fv.sinks.push({ group: g, layer: iv.d, legal: x.anywhere });
    else fv.antiSources.push({ group: g, layer: iv.d, valid: x.intoSlot.has(g) });
  }
}
