// One basic block of the exhaustive allocation search (search.ts): for a fixed entry state, the
// cheapest way to reach every possible exit state, by dynamic programming over the block's program
// points (exact: inside a block every point has the block's one frequency, and the block touches
// the rest of the function only through its entry and exit states).
//
// Contract: requires the function, its liveness (liveness.ts), the (restricted) TargetRegs, the
// block, its frequency and an entry state over the block's live-in vregs. Produces every reachable
// exit state over the live-out vregs with its least cost (weights × frequency) and the operand
// allocations and edits (all at `before` points) that realise it. The space it searches (the
// freedoms, stated once here and in search.ts's contract):
// - A state gives each live vreg a home: one allocatable register of its class (at most one vreg
//   a register) or its own spill slot (`mem`), and a bit `valid`: its slot holds its current
//   value. This is the thesis's anti-variable (Koes §3.4): v' in `antionly` is `valid`; a store
//   is paid when `valid` turns on, once per value (a def clears it, as a redefinition resets v'),
//   and a vreg whose slot is valid may move to memory for nothing any number of times; `mem`
//   implies `valid`.
// - Homes change only in the gap before an instruction (edits at `before`): a store (reg, valid
//   off → on, staying in the register or leaving for memory), a move to another register, a reload
//   (memory → register). With `acyclic` (the full space's default), edits of one gap run stores,
//   then moves in an order that empties each target first, then reloads, a move each; a register
//   cycle (a swap) goes the zig-zag crossbar's way (zigzag.ts: through a free register, or through
//   memory). With `zigzag` (the model space's), every gap is priced as the crossbar prices it.
// - At an instruction a use reads its vreg's home register, a `stack` use its slot (the model
//   space: home in memory; the full one: any valid slot), an `any` use either (its slot as the
//   instruction's memory operand, a load's price). In the full space also a transient copy: a move
//   (from the home register) or a reload (from the slot) into a register free in the state, made
//   in the gap just before and dead after the instruction, the vreg keeping its home (two-address
//   inputs that stay live, fixed registers of calls). This is more than the thesis's
//   one-flow-per-variable model, and is what allocators do. In the model space a `copy` costs a
//   move whatever its registers.
// - A def is written into a register its constraint allows (a reuse def: its input's register,
//   home or transient) or, a `stack` def, into its slot (valid). A vreg live through the
//   instruction whose register a def or a clobber writes survives only if its slot is valid
//   (it moves to memory for free, thesis Fig 3.13); early defs share no register with a use and
//   are not clobbered; two defs never share a location.

import type { Edit, MFunction, MInst, OperandAlloc, PReg, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { type Code, codeOf, isValid, MEM, regOf, type Space, type Weights } from './code.js';
import type { Liveness } from './liveness.js';
import { type ZigzagPlan, zigzagEdits, zigzagGap } from './zigzag.js';

export interface BlockInput {
  readonly fn: MFunction;
  readonly live: Liveness;
  readonly regs: TargetRegs;
  readonly block: number;
  readonly frequency: number;
  readonly weights: Weights;
  readonly space: Space;
  /** How a gap's changes are priced and which it allows (search.ts ExhaustiveOptions.crossbar). */
  readonly crossbar: Crossbar;
  /** Homes of the block's live-in vregs (liveness.blockIn order). */
  readonly entry: readonly Code[];
  /** Steps this block may expand; beyond them solveBlock returns null (no claim). */
  readonly budget: number;
  /** Paths costing more are dropped (search.ts's bound; infinite without one). */
  readonly bound: number;
}

/** `acyclic`: any change of homes but a register cycle, a move each; `zigzag`: the model's crossbar (zigzag.ts). */
export type Crossbar = 'acyclic' | 'zigzag';

/** A step's edits, or the crossbar's plan of them (built only for the steps on an exit's path). */
type Edits = readonly Edit[] | ZigzagPlan;

interface Node {
  readonly codes: readonly Code[];
  readonly cost: number;
  readonly parent: Node | null;
  readonly edits: Edits;
  /** Operand allocations, on nodes after an instruction. */
  readonly allocs: readonly OperandAlloc[] | null;
}

export interface Exit {
  readonly codes: readonly Code[];
  readonly cost: number;
  /** Per instruction of the block, its operand allocations. */
  readonly allocs: readonly (readonly OperandAlloc[])[];
  readonly edits: readonly Edit[];
}

/** A step's outcome from one state: the next state, its cost, its edits (and allocations). */
interface Step {
  readonly codes: Code[];
  readonly cost: number;
  readonly edits: Edits;
  readonly allocs?: OperandAlloc[];
}

interface Ctx {
  readonly in: BlockInput;
  readonly names: readonly PReg[];
  /** Register indices of each vreg's class. */
  readonly classRegs: (v: number) => readonly number[];
  /** Counts expanded steps, for the caller's budget. */
  steps: number;
}

const slotOf = (v: number) => ({ kind: 'slot', slot: v }) as const;
const regAt = (preg: PReg) => ({ kind: 'reg', preg }) as const;

/** Every exit state reachable from `entry`, each with its least cost (null: over budget); `steps` is the work done. */
export function solveBlock(input: BlockInput): { exits: Exit[] | null; steps: number } {
  const names = input.regs.allocatable;
  const byClass = new Map<string, number[]>();
  const ctx: Ctx = {
    in: input,
    names,
    classRegs: (v) => {
      const cls = input.fn.vregs[v]!.class;
      let rs = byClass.get(cls);
      if (!rs) {
        rs = (input.regs.classes[cls] ?? []).map((r) => names.indexOf(r)).filter((i) => i >= 0);
        byClass.set(cls, rs);
      }
      return rs;
    },
    steps: 0,
  };
  const b = input.fn.blocks[input.block]!;
  const start = input.live.starts[input.block]!;
  let layer = new Map<string, Node>([[input.entry.join(','), { codes: input.entry, cost: 0, parent: null, edits: [], allocs: null }]]);
  let branched = false;
  for (let j = 0; j < b.insts.length; j++) {
    const i = start + j;
    const inst = b.insts[j]!;
    // After a branch has left the block, an edit would run on one edge only: no place for it.
    if (!branched) layer = expand(layer, (codes) => gapSteps(ctx, i, codes), ctx);
    layer = expand(layer, (codes) => instSteps(ctx, i, inst, codes), ctx);
    if (inst.kind === 'isa' && inst.target !== undefined) branched = true;
    // No gap follows, but a value whose slot is valid may still leave its register for nothing.
    if (branched) layer = expand(layer, (codes) => dropSteps(ctx, i, codes), ctx);
    if (ctx.steps > input.budget) return { exits: null, steps: ctx.steps };
  }
  const exits = [...layer.values()].map((n) => exitOf(n, b.insts.length, names)).sort((x, y) => x.cost - y.cost);
  return { exits, steps: ctx.steps };
}

function expand(layer: ReadonlyMap<string, Node>, steps: (codes: readonly Code[]) => Step[], ctx: Ctx): Map<string, Node> {
  const next = new Map<string, Node>();
  for (const node of layer.values()) {
    for (const s of steps(node.codes)) {
      ctx.steps++;
      const key = s.codes.join(',');
      const cost = node.cost + s.cost;
      if (cost > ctx.in.bound) continue;
      const old = next.get(key);
      if (old !== undefined && old.cost <= cost) continue;
      next.set(key, { codes: s.codes, cost, parent: node, edits: s.edits, allocs: s.allocs ?? null });
    }
  }
  return next;
}

function exitOf(last: Node, count: number, names: readonly PReg[]): Exit {
  const allocs: (readonly OperandAlloc[])[] = [];
  const chunks: (readonly Edit[])[] = [];
  for (let n: Node | null = last; n !== null; n = n.parent) {
    if (n.allocs !== null) allocs.push(n.allocs);
    chunks.push('kind' in n.edits ? zigzagEdits(n.edits, names) : n.edits);
  }
  if (allocs.length !== count) throw new Error(`block walk found ${allocs.length} instructions of ${count}`);
  return { codes: last.codes, cost: last.cost, allocs: allocs.reverse(), edits: chunks.reverse().flat() };
}

// ---------------------------------------------------------------------------------------------
// The gap before instruction i: every change of homes the space allows.

interface Choice {
  readonly code: Code;
  readonly store: boolean;
}

function homeChoices(ctx: Ctx, v: number, c: Code): Choice[] {
  const out: Choice[] = [];
  const valid = isValid(c);
  if (c === MEM) {
    out.push({ code: MEM, store: false });
    for (const r of ctx.classRegs(v)) out.push({ code: codeOf(r, true), store: false });
    return out;
  }
  for (const r of ctx.classRegs(v)) {
    out.push({ code: codeOf(r, valid), store: false });
    if (!valid) out.push({ code: codeOf(r, true), store: true });
  }
  out.push({ code: MEM, store: !valid });
  return out;
}

function gapSteps(ctx: Ctx, i: number, codes: readonly Code[]): Step[] {
  const vars = ctx.in.live.before[i]!;
  const options = vars.map((v, k) => homeChoices(ctx, v, codes[k]!));
  const out: Step[] = [];
  const pick: Choice[] = [];
  const used = new Set<number>();
  const walk = (k: number): void => {
    if (k === vars.length) {
      const s = gapStep(ctx, i, vars, codes, pick);
      if (s !== null) out.push(s);
      return;
    }
    for (const ch of options[k]!) {
      const r = regOf(ch.code);
      if (r >= 0 && used.has(r)) continue;
      if (r >= 0) used.add(r);
      pick.push(ch);
      walk(k + 1);
      pick.pop();
      if (r >= 0) used.delete(r);
    }
  };
  walk(0);
  return out;
}

/**
 * The cheapest edits of one gap: with `acyclic`, the direct ones (a move each, in dependency
 * order), else (a register cycle) the zig-zag crossbar's (zigzag.ts: a swap through a free
 * register or through memory); with `zigzag`, the crossbar's only. The crossbar never beats the
 * direct edits where they exist: it moves a value once or more, or reloads it.
 */
function gapStep(ctx: Ctx, i: number, vars: readonly number[], from: readonly Code[], to: readonly Choice[]): Step | null {
  const point = { inst: i, pos: 'before' } as const;
  if (ctx.in.crossbar === 'acyclic') {
    const direct = directGap(ctx, point, vars, from, to);
    if (direct !== null) return direct;
  }
  const codes = to.map((c) => c.code);
  const z = zigzagGap({ vars, from, to: codes, store: to.map((c) => c.store), classRegs: ctx.classRegs }, ctx.in.weights, point);
  return z === null ? null : { codes, cost: z.cost * ctx.in.frequency, edits: z };
}

/** The direct edits of one gap (stores, moves in dependency order, reloads); null for a register cycle. */
function directGap(ctx: Ctx, point: Edit['point'], vars: readonly number[], from: readonly Code[], to: readonly Choice[]): Step | null {
  const w = ctx.in.weights;
  const names = ctx.names;
  const stores: Edit[] = [];
  const loads: Edit[] = [];
  let moves: { v: number; src: number; dst: number }[] = [];
  let cost = 0;
  vars.forEach((v, k) => {
    const a = regOf(from[k]!);
    const b = regOf(to[k]!.code);
    if (to[k]!.store) {
      stores.push({ point, from: regAt(names[a]!), to: slotOf(v), vreg: v });
      cost += w.store;
    }
    if (a < 0 && b >= 0) {
      loads.push({ point, from: slotOf(v), to: regAt(names[b]!), vreg: v });
      cost += w.load;
    } else if (a >= 0 && b >= 0 && a !== b) {
      moves.push({ v, src: a, dst: b });
      cost += w.move;
    }
  });
  const ordered: Edit[] = [];
  while (moves.length > 0) {
    const ready = moves.find((m) => !moves.some((o) => o.src === m.dst));
    if (ready === undefined) return null; // a cycle: the space has no swaps
    ordered.push({ point, from: regAt(names[ready.src]!), to: regAt(names[ready.dst]!), vreg: ready.v });
    moves = moves.filter((m) => m !== ready);
  }
  return { codes: to.map((c) => c.code), cost: cost * ctx.in.frequency, edits: [...stores, ...ordered, ...loads] };
}

/**
 * After instruction i, from the first branch on: each value in a register with a valid slot stays
 * or goes to memory, with no edit (the model's eviction right after an instruction, Fig 3.13).
 */
function dropSteps(ctx: Ctx, i: number, codes: readonly Code[]): Step[] {
  let out: Code[][] = [[]];
  for (const c of codes) {
    const alts = c !== MEM && isValid(c) ? [c, MEM] : [c];
    out = out.flatMap((prefix) => alts.map((a) => [...prefix, a]));
  }
  if (ctx.in.live.after[i]!.length !== codes.length) throw new Error(`inst ${i}: ${codes.length} homes for the live vregs`);
  return out.map((next) => ({ codes: next, cost: 0, edits: [] }));
}

// ---------------------------------------------------------------------------------------------
// Instruction i: operand allocations and the homes after it.

/** Registers (indices) an operand of `v` under constraint `c` may be given. */
function allowedRegs(ctx: Ctx, v: number, c: RegOperand['constraint']): number[] {
  switch (c.kind) {
    case 'fixed': {
      const r = ctx.names.indexOf(c.preg);
      return r >= 0 ? [r] : [];
    }
    case 'reg':
    case 'any': {
      const cls = new Set(ctx.in.regs.classes[c.class] ?? []);
      return ctx.classRegs(v).filter((r) => cls.has(ctx.names[r]!));
    }
    case 'reuse':
    case 'stack':
      return [];
  }
}

/**
 * A use's location: its home, or a transient copy (cost, edit) into a free register; or its slot
 * (reg -1): a `stack` operand, or an `any` operand read as the instruction's memory operand
 * (`memop`, priced as a load: oracles/allocation-cost/evaluate.ts).
 */
interface UseOpt {
  readonly reg: number;
  readonly copy: 'none' | 'move' | 'load' | 'memop';
}

/**
 * The model reads a value where its one flow is: its home register, or its slot only once it has
 * gone to memory; the full space also reads a valid slot beside a register home, and copies.
 */
function useOptions(ctx: Ctx, op: RegOperand, home: Code, free: readonly number[]): UseOpt[] {
  const inSlot = ctx.in.space === 'model' ? home === MEM : isValid(home);
  if (op.constraint.kind === 'stack') return inSlot ? [{ reg: -1, copy: 'none' }] : [];
  const allowed = allowedRegs(ctx, op.vreg, op.constraint);
  const out: UseOpt[] = [];
  const h = regOf(home);
  if (h >= 0 && allowed.includes(h)) out.push({ reg: h, copy: 'none' });
  if (op.constraint.kind === 'any' && inSlot) out.push({ reg: -1, copy: 'memop' });
  if (ctx.in.space === 'model') return out;
  for (const r of allowed) if (free.includes(r)) out.push({ reg: r, copy: h >= 0 ? 'move' : 'load' });
  return out;
}

function instSteps(ctx: Ctx, i: number, inst: MInst, codes: readonly Code[]): Step[] {
  const before = ctx.in.live.before[i]!;
  const homeOf = (v: number): Code => codes[before.indexOf(v)]!;
  const taken = new Set(codes.map(regOf).filter((r) => r >= 0));
  const free = ctx.names.map((_, r) => r).filter((r) => !taken.has(r));
  const ops = inst.regs;
  const useOpts: (UseOpt[] | null)[] = ops.map((op) => {
    if (op.kind !== 'use') return null;
    return useOptions(ctx, op, homeOf(op.vreg), free);
  });
  const out: Step[] = [];
  const chosen: (UseOpt | null)[] = ops.map(() => null);
  const walk = (k: number): void => {
    if (k === ops.length) {
      defSteps(ctx, i, inst, codes, chosen, out);
      return;
    }
    const opts = useOpts[k];
    if (opts === null) return walk(k + 1);
    for (const o of opts!) {
      if (o.reg >= 0 && clashesWithUse(ops, chosen, k, o)) continue;
      chosen[k] = o;
      walk(k + 1);
    }
    chosen[k] = null;
  };
  walk(0);
  return out;
}

/** Two uses of different vregs in one register, or one vreg copied twice into one register in two ways. */
function clashesWithUse(ops: readonly RegOperand[], chosen: readonly (UseOpt | null)[], k: number, o: UseOpt): boolean {
  for (let m = 0; m < k; m++) {
    const c = chosen[m];
    if (!c || c.reg !== o.reg) continue;
    if (ops[m]!.vreg !== ops[k]!.vreg) return true;
  }
  return false;
}

function defSteps(ctx: Ctx, i: number, inst: MInst, codes: readonly Code[], uses: readonly (UseOpt | null)[], out: Step[]): void {
  const ops = inst.regs;
  const defIdx = ops.map((op, k) => (op.kind === 'def' ? k : -1)).filter((k) => k >= 0);
  const useRegs = new Set(uses.filter((u): u is UseOpt => u !== null && u.reg >= 0).map((u) => u.reg));
  const clobbered = new Set(inst.kind === 'isa' ? inst.clobbers.map((c) => ctx.names.indexOf(c)).filter((r) => r >= 0) : []);
  const defLoc: number[] = []; // register index, or -1 for a stack def
  const walk = (d: number): void => {
    if (d === defIdx.length) {
      const s = afterStep(ctx, i, inst, codes, uses, defIdx, defLoc, clobbered);
      if (s !== null) out.push(s);
      return;
    }
    const op = ops[defIdx[d]!]!;
    for (const r of defOptions(ctx, op, uses)) {
      if (r >= 0 && defLoc.includes(r)) continue;
      if (r >= 0 && op.early === true && (useRegs.has(r) || clobbered.has(r))) continue;
      defLoc.push(r);
      walk(d + 1);
      defLoc.pop();
    }
  };
  walk(0);
}

function defOptions(ctx: Ctx, op: RegOperand, uses: readonly (UseOpt | null)[]): number[] {
  const c = op.constraint;
  if (c.kind === 'stack') return [-1];
  if (c.kind === 'reuse') {
    const u = uses[c.input];
    return u && u.reg >= 0 && ctx.classRegs(op.vreg).includes(u.reg) ? [u.reg] : [];
  }
  return allowedRegs(ctx, op.vreg, c);
}

function afterStep(
  ctx: Ctx,
  i: number,
  inst: MInst,
  codes: readonly Code[],
  uses: readonly (UseOpt | null)[],
  defIdx: readonly number[],
  defLoc: readonly number[],
  clobbered: ReadonlySet<number>,
): Step | null {
  const before = ctx.in.live.before[i]!;
  const after = ctx.in.live.after[i]!;
  const ops = inst.regs;
  const written = new Set([...clobbered, ...defLoc.filter((r) => r >= 0)]);
  const next: Code[] = [];
  for (const v of after) {
    const d = defIdx.findIndex((k) => ops[k]!.vreg === v);
    if (d >= 0) {
      next.push(codeOf(defLoc[d]!, defLoc[d]! < 0));
      continue;
    }
    const c = codes[before.indexOf(v)]!;
    if (regOf(c) >= 0 && written.has(regOf(c))) {
      if (!isValid(c)) return null;
      next.push(MEM); // overwritten, but its slot holds it (thesis Fig 3.13)
    } else next.push(c);
  }
  return copiesStep(ctx, i, inst, codes, uses, defIdx, defLoc, next);
}

function copiesStep(
  ctx: Ctx,
  i: number,
  inst: MInst,
  codes: readonly Code[],
  uses: readonly (UseOpt | null)[],
  defIdx: readonly number[],
  defLoc: readonly number[],
  next: Code[],
): Step {
  const before = ctx.in.live.before[i]!;
  const point = { inst: i, pos: 'before' } as const;
  const w = ctx.in.weights;
  const edits: Edit[] = [];
  const done = new Set<string>();
  let cost = 0;
  const allocs: OperandAlloc[] = inst.regs.map((op, k) => {
    if (op.kind === 'def') {
      const r = defLoc[defIdx.indexOf(k)]!;
      return r < 0 ? { slot: op.vreg } : ctx.names[r]!;
    }
    const u = uses[k]!;
    if (u.copy === 'memop' && !done.has(`${op.vreg}:mem`)) {
      done.add(`${op.vreg}:mem`);
      cost += w.load;
    }
    if (u.reg < 0) return { slot: op.vreg };
    const key = `${op.vreg}:${u.reg}`;
    if (u.copy !== 'none' && !done.has(key)) {
      done.add(key);
      const home = codes[before.indexOf(op.vreg)]!;
      const from = u.copy === 'move' ? regAt(ctx.names[regOf(home)]!) : slotOf(op.vreg);
      edits.push({ point, from, to: regAt(ctx.names[u.reg]!), vreg: op.vreg });
      cost += u.copy === 'move' ? w.move : w.load;
    }
    return ctx.names[u.reg]!;
  });
  // The model prices every copy left after coalescing as a move, whatever the registers (§3.6).
  if (ctx.in.space === 'model' && inst.kind === 'copy') cost += w.move;
  return { codes: next, cost: cost * ctx.in.frequency, edits, allocs };
}
