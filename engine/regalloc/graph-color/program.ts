// The working program of the graph-coloring allocator (graph-color.ts): the MFunction's
// instructions over "nodes" instead of vregs, with the pseudo moves, reloads and stores that the
// operand constraints need made explicit, so that interference, coalescing and spilling see them
// (Appel & George's approach to precolored registers, George & Appel, "Iterated register
// coalescing", TOPLAS 18(3), 1996, §2 and §5: fixed registers are precolored nodes joined to
// ordinary temporaries by moves that conservative coalescing may remove).
//
// Contract: requires an MFunction that passes verifyMir and its TargetRegs. Produces a GcProgram:
// - node ids 0..pregs.length-1 are physical registers (the allocatable ones first, in preference
//   order, so a color is an index into `regs.allocatable`), then one node per vreg, then temporaries;
// - every original instruction appears once (`orig`, operand k on node ops[k].node, -1 for a
//   `stack` operand), surrounded by pseudo instructions placed at its `before`/`after` program
//   points, which become the AllocResult's edits:
//   before: a store of the vreg's register to its stack slot for each `stack` use; a move into a
//     fresh temporary for each reused input (the instruction then uses and defines that temporary:
//     a def tied to its input is one node) and for each operand whose class is narrower than its
//     vreg's (x86-32 byte registers); a move into the precolored node of each fixed use;
//   after: the moves back out of those nodes into the defined vregs (only for vregs live after the
//     instruction), then a reload from the stack slot for each `stack` def.
// - `spillNodes` rewrites the program for actual spills (Chaitin's spill everywhere, thesis §2.1.1
//   "Actual Spill"): a spilled node's operands at an original instruction become one new short
//   temporary (unspillable), reloaded just before and stored just after; a pseudo move from or to a
//   spilled node becomes a reload or store of its slot directly, and one between the same slot
//   disappears.
// Deterministic: nodes and slots are numbered in layout order.

import type { MFunction, PReg, ProgPoint, TargetRegs } from '../../mir/types.js';
import { liveSets } from '../shared/liveness.js';
import { reuserOf } from '../shared/moves.js';

export interface GcOp {
  /** The node the operand is on; -1 for a `stack` operand (its allocation is the vreg's slot). */
  readonly node: number;
  readonly kind: 'use' | 'def';
  readonly early: boolean;
  /** The original operand's vreg (the value the operand carries). */
  readonly vreg: number;
}

export type GcInst =
  | {
      readonly kind: 'orig';
      readonly index: number;
      readonly ops: readonly GcOp[];
      readonly clobbers: readonly number[];
      readonly copy: boolean;
    }
  | { readonly kind: 'move'; readonly at: ProgPoint; readonly dst: number; readonly src: number; readonly vreg: number }
  | { readonly kind: 'reload'; readonly at: ProgPoint; readonly dst: number; readonly slot: number; readonly vreg: number }
  | { readonly kind: 'store'; readonly at: ProgPoint; readonly src: number; readonly slot: number; readonly vreg: number };

export interface GcBlock {
  readonly insts: GcInst[];
  readonly succs: readonly number[];
  readonly depth: number;
}

export interface GcNode {
  /** Bit r set: the node may take allocatable register r (an index into regs.allocatable). */
  readonly allowed: number;
  /** The vreg whose values the node carries (its own vreg, or the vreg a temporary was made for). */
  readonly vreg: number;
  /** A temporary made by spilling: never spilled again (its live range is one instruction). */
  readonly spillTemp: boolean;
}

export interface GcProgram {
  readonly blocks: GcBlock[];
  /** Node id -> physical register, for ids below pregs.length. */
  readonly pregs: readonly PReg[];
  /** How many of `pregs` are allocatable (colors are 0..colors-1). */
  readonly colors: number;
  /** Virtual node info, indexed by node id (undefined for physical registers). */
  readonly nodes: (GcNode | undefined)[];
  /** The stack slot of each vreg that has one (stack operands, spilled vregs). */
  readonly vregSlot: Map<number, number>;
  slots: number;
}

/** Masks already computed, per register facts and class list: maskOf runs for every operand and
 *  the classes are a handful of arrays per target. */
const MASKS = new WeakMap<TargetRegs, Map<readonly PReg[], number>>();

function maskOf(regs: TargetRegs, names: readonly PReg[]): number {
  let known = MASKS.get(regs);
  if (known === undefined) {
    known = new Map();
    MASKS.set(regs, known);
  }
  let m = known.get(names);
  if (m !== undefined) return m;
  m = 0;
  for (const [i, r] of regs.allocatable.entries()) if (names.includes(r)) m |= 1 << i;
  known.set(names, m);
  return m;
}

export function vregNode(prog: GcProgram, vreg: number): number {
  return prog.pregs.length + vreg;
}

function newNode(prog: GcProgram, info: GcNode): number {
  prog.nodes.push(info);
  return prog.nodes.length - 1;
}

function slotOfVreg(prog: GcProgram, vreg: number): number {
  let s = prog.vregSlot.get(vreg);
  if (s === undefined) {
    s = prog.slots++;
    prog.vregSlot.set(vreg, s);
  }
  return s;
}

/** Allocatable registers first (colors), then every other register the function names. */
function pregTable(fn: MFunction, regs: TargetRegs): PReg[] {
  const out = [...regs.allocatable];
  const add = (r: PReg) => {
    if (!out.includes(r)) out.push(r);
  };
  for (const b of fn.blocks) {
    for (const inst of b.insts) {
      for (const op of inst.regs) if (op.constraint.kind === 'fixed') add(op.constraint.preg);
      if (inst.kind === 'isa') inst.clobbers.forEach(add);
    }
  }
  return out;
}

/** Per instruction, which of its operands' vregs are live after it: the only question asked of
 *  it (a copy of the whole live set per instruction cost ~10 % of graph-color). */
function liveAfterEach(fn: MFunction): Set<number>[] {
  const { liveOut } = liveSets(fn);
  const out: Set<number>[] = [];
  for (const [id, b] of fn.blocks.entries()) {
    const live = new Set(liveOut[id]);
    const block: Set<number>[] = [];
    for (let k = b.insts.length - 1; k >= 0; k--) {
      const inst = b.insts[k]!;
      const liveOps = new Set<number>();
      for (const op of inst.regs) if (live.has(op.vreg)) liveOps.add(op.vreg);
      block.push(liveOps);
      for (const op of inst.regs) if (op.kind === 'def') live.delete(op.vreg);
      for (const op of inst.regs) if (op.kind === 'use') live.add(op.vreg);
    }
    for (let k = block.length - 1; k >= 0; k--) out.push(block[k]!); // no push(...spread): one argument per instruction
  }
  return out;
}

interface Around {
  readonly stores: GcInst[];
  readonly temps: GcInst[];
  readonly fixed: GcInst[];
  readonly outs: GcInst[];
  readonly reloads: GcInst[];
}

interface InstEnv {
  readonly prog: GcProgram;
  readonly regs: TargetRegs;
  readonly fn: MFunction;
  readonly index: number;
  readonly liveAfter: ReadonlySet<number>;
  readonly around: Around;
}

function vclassMask(env: InstEnv, vreg: number): number {
  return maskOf(env.regs, env.regs.classes[env.fn.vregs[vreg]!.class] ?? []);
}

function pregNode(env: InstEnv, preg: PReg): number {
  return env.prog.pregs.indexOf(preg);
}

function before(env: InstEnv): ProgPoint {
  return { inst: env.index, pos: 'before' };
}
function after(env: InstEnv): ProgPoint {
  return { inst: env.index, pos: 'after' };
}

/** A fresh temporary joined to its vreg by a move before (use) or after (def, if live) the instruction. */
function tempFor(env: InstEnv, vreg: number, allowed: number, kind: 'use' | 'def'): number {
  const t = newNode(env.prog, { allowed, vreg, spillTemp: false });
  const v = vregNode(env.prog, vreg);
  if (kind === 'use') env.around.temps.push({ kind: 'move', at: before(env), dst: t, src: v, vreg });
  else if (env.liveAfter.has(vreg)) env.around.outs.push({ kind: 'move', at: after(env), dst: v, src: t, vreg });
  return t;
}

/** The node of every non-reuse operand (reuse defs are resolved afterwards, from their input's node). */
function operandNode(
  env: InstEnv,
  regsOf: MFunction['blocks'][number]['insts'][number]['regs'],
  k: number,
  fixedDone: Set<number>,
): number {
  const op = regsOf[k]!;
  const c = op.constraint;
  const { prog } = env;
  const v = vregNode(prog, op.vreg);
  switch (c.kind) {
    case 'stack': {
      const slot = slotOfVreg(prog, op.vreg);
      if (op.kind === 'use') env.around.stores.push({ kind: 'store', at: before(env), src: v, slot, vreg: op.vreg });
      else if (env.liveAfter.has(op.vreg)) env.around.reloads.push({ kind: 'reload', at: after(env), dst: v, slot, vreg: op.vreg });
      return -1;
    }
    case 'fixed': {
      const r = pregNode(env, c.preg);
      if (op.kind === 'use' && !fixedDone.has(r)) {
        fixedDone.add(r);
        env.around.fixed.push({ kind: 'move', at: before(env), dst: r, src: v, vreg: op.vreg });
      }
      if (op.kind === 'def' && env.liveAfter.has(op.vreg))
        env.around.outs.push({ kind: 'move', at: after(env), dst: v, src: r, vreg: op.vreg });
      return r;
    }
    case 'reg':
    case 'any': {
      // this allocator never gives `any` its slot: a register of the class, as `reg`
      const vmask = vclassMask(env, op.vreg);
      const mask = vmask & maskOf(env.regs, env.regs.classes[c.class] ?? []);
      const def = reuserOf(regsOf, k);
      if (def !== undefined) return tempFor(env, op.vreg, mask & vclassMask(env, def.vreg), 'use');
      return mask === vmask ? v : tempFor(env, op.vreg, mask, op.kind);
    }
    case 'reuse':
      return -2;
  }
}

function buildOrig(env: InstEnv, inst: MFunction['blocks'][number]['insts'][number]): GcInst {
  const fixedDone = new Set<number>();
  const nodes = inst.regs.map((_, k) => operandNode(env, inst.regs, k, fixedDone));
  for (const [k, op] of inst.regs.entries()) {
    if (op.constraint.kind !== 'reuse') continue;
    const input = nodes[op.constraint.input]!;
    nodes[k] = input;
    if (env.liveAfter.has(op.vreg))
      env.around.outs.push({ kind: 'move', at: after(env), dst: vregNode(env.prog, op.vreg), src: input, vreg: op.vreg });
  }
  const ops = inst.regs.map((op, k): GcOp => ({ node: nodes[k]!, kind: op.kind, early: op.early === true, vreg: op.vreg }));
  const clobbers = inst.kind === 'isa' ? inst.clobbers.map((c) => pregNode(env, c)) : [];
  return { kind: 'orig', index: env.index, ops, clobbers, copy: inst.kind === 'copy' };
}

export function buildProgram(fn: MFunction, regs: TargetRegs): GcProgram {
  const pregs = pregTable(fn, regs);
  const nodes: (GcNode | undefined)[] = pregs.map(() => undefined);
  const prog: GcProgram = { blocks: [], pregs, colors: regs.allocatable.length, nodes, vregSlot: new Map(), slots: 0 };
  for (const [v, info] of fn.vregs.entries())
    nodes.push({ allowed: maskOf(regs, regs.classes[info.class] ?? []), vreg: v, spillTemp: false });
  const liveAfter = liveAfterEach(fn);
  let index = 0;
  for (const b of fn.blocks) {
    const insts: GcInst[] = [];
    for (const inst of b.insts) {
      const around: Around = { stores: [], temps: [], fixed: [], outs: [], reloads: [] };
      const env: InstEnv = { prog, regs, fn, index, liveAfter: liveAfter[index]!, around };
      const orig = buildOrig(env, inst);
      insts.push(...around.stores, ...around.temps, ...around.fixed, orig, ...around.outs, ...around.reloads);
      index++;
    }
    prog.blocks.push({ insts, succs: b.succs, depth: b.loopDepth });
  }
  return prog;
}

// ---------------------------------------------------------------------------------------------
// Actual spills

function spillTemp(prog: GcProgram, like: number, vreg: number): number {
  return newNode(prog, { allowed: prog.nodes[like]!.allowed, vreg, spillTemp: true });
}

function rewriteOrig(prog: GcProgram, inst: GcInst & { kind: 'orig' }, slotOf: ReadonlyMap<number, number>): GcInst[] {
  const temps = new Map<number, number>();
  const pre: GcInst[] = [];
  const post: GcInst[] = [];
  const ops = inst.ops.map((op): GcOp => {
    const slot = slotOf.get(op.node);
    if (slot === undefined) return op;
    let t = temps.get(op.node);
    if (t === undefined) {
      t = spillTemp(prog, op.node, op.vreg);
      temps.set(op.node, t);
    }
    const at: ProgPoint = { inst: inst.index, pos: op.kind === 'use' ? 'before' : 'after' };
    const seen = (list: GcInst[]) => list.some((x) => (x.kind === 'reload' && x.dst === t) || (x.kind === 'store' && x.src === t));
    if (op.kind === 'use' && !seen(pre)) pre.push({ kind: 'reload', at, dst: t, slot, vreg: op.vreg });
    if (op.kind === 'def' && !seen(post)) post.push({ kind: 'store', at, src: t, slot, vreg: op.vreg });
    return { ...op, node: t };
  });
  return [...pre, { ...inst, ops }, ...post];
}

/** A value moved from slot `from` to slot `to` through a fresh temporary shaped like `like`. */
function slotToSlot(prog: GcProgram, at: ProgPoint, from: number, to: number, like: number, vreg: number): GcInst[] {
  if (from === to) return [];
  const t = spillTemp(prog, like, vreg);
  return [
    { kind: 'reload', at, dst: t, slot: from, vreg },
    { kind: 'store', at, src: t, slot: to, vreg },
  ];
}

function rewritePseudo(prog: GcProgram, inst: Exclude<GcInst, { kind: 'orig' }>, slotOf: ReadonlyMap<number, number>): GcInst[] {
  const { at, vreg } = inst;
  switch (inst.kind) {
    case 'move': {
      const sd = slotOf.get(inst.dst);
      const ss = slotOf.get(inst.src);
      if (sd === undefined && ss === undefined) return [inst];
      if (sd === undefined) return [{ kind: 'reload', at, dst: inst.dst, slot: ss!, vreg }];
      if (ss === undefined) return [{ kind: 'store', at, src: inst.src, slot: sd, vreg }];
      return slotToSlot(prog, at, ss, sd, inst.dst, vreg);
    }
    case 'reload': {
      const sd = slotOf.get(inst.dst);
      return sd === undefined ? [inst] : slotToSlot(prog, at, inst.slot, sd, inst.dst, vreg);
    }
    case 'store': {
      const ss = slotOf.get(inst.src);
      return ss === undefined ? [inst] : slotToSlot(prog, at, ss, inst.slot, inst.src, vreg);
    }
  }
}

/** Rewrites every occurrence of the spilled nodes (node -> its slot) with short temporaries. */
export function spillNodes(prog: GcProgram, slotOf: ReadonlyMap<number, number>): void {
  for (const b of prog.blocks) {
    const out: GcInst[] = [];
    for (const inst of b.insts) out.push(...(inst.kind === 'orig' ? rewriteOrig(prog, inst, slotOf) : rewritePseudo(prog, inst, slotOf)));
    b.insts.length = 0; // not splice(...spread): one argument per instruction overflows the stack on long blocks
    for (const inst of out) b.insts.push(inst);
  }
}
