// From the flows of a solved global network (build.ts) to an AllocResult (thesis §3.2: a unit of
// flow traced through the network is the value's allocation at every point; §3.4: the
// anti-variable's mem -> antionly edge is where the store goes).
//
// Contract: requires the MFunction the network was built from, its FunctionValues, the McnfNetwork
// and feasible flows (flow-check.ts checkFlows empty). Produces the AllocResult: each operand's
// class on its layer (a use on U_i, a late def on D_i, an early def on U_i, a reuse def its input's
// register; `mem` is the vreg's own slot, slot number = vreg), and per crossbar with moves the edits
// `before` its instruction (the block's first for a block's entry crossbar) in the order that never
// overwrites a live value: the stores (from the register the value has on the crossbar's top), the
// zig moves (up) from the highest source register down, the zag moves (down) from the lowest source
// up, then the loads and remats (const class -> register, §3.2.3). A move's target is free by then: what held it left upward earlier in the zig,
// or downward earlier in the zag (zig-zag flows never cross, §3.2.4). Evictions (register -> mem)
// and drops into the constant class emit nothing. No edit sits on a CFG edge: the boundary constraints make the exit and entry classes
// agree (values.ts). Throws when a commodity holds two classes on one layer (a builder bug).
// With the full crossbar (`crossbar = 'full'`, build.ts) flows may cross: its edits are a parallel
// copy, sequentialized with a temporary (a register free on both layers, else one scratch slot
// after the vregs' own, counted in spillSlots only when used); remats come last.

import type { AllocResult, Allocation, Edit, MFunction, OperandAlloc, TargetRegs } from '../../mir/types.js';
import type { McnfNetwork } from './build.js';
import type { Flows } from './flow-check.js';
import { type Move, parallelMoves } from '../shared/moves.js';
import type { FunctionValues } from './values.js';

/** The class of each commodity on each layer it passes. */
function positions(mn: McnfNetwork, flows: Flows): Map<number, number>[] {
  return flows.map((edges, q) => {
    const at = new Map<number, number>();
    for (const e of edges) {
      const edge = mn.net.edges[e]!;
      for (const n of [edge.from, edge.to]) {
        const info = mn.info[n];
        if (info === undefined) continue;
        const was = at.get(info.layer);
        if (was !== undefined && was !== info.cls) throw new Error(`commodity ${q}: classes ${was} and ${info.cls} on layer ${info.layer}`);
        at.set(info.layer, info.cls);
      }
    }
    return at;
  });
}

export function extractAllocation(
  fn: MFunction,
  fv: FunctionValues,
  mn: McnfNetwork,
  flows: Flows,
  regs: TargetRegs,
  crossbar: 'zigzag' | 'full' = 'zigzag',
): AllocResult {
  const pos = positions(mn, flows);
  const k = mn.regNames.length;
  const insts = fn.blocks.flatMap((b) => b.insts);
  const allocs: OperandAlloc[][] = insts.map((inst, i) => {
    const iv = fv.insts[i]!;
    const out: OperandAlloc[] = [];
    inst.regs.forEach((op, j) => {
      if (op.constraint.kind === 'reuse') return void out.push(''); // its input's, filled below
      const layer = op.kind === 'use' || op.early === true ? iv.u : iv.d;
      const cls = pos[mn.varOf[iv.operandGroup[j]!]!]?.get(layer);
      if (cls === undefined) throw new Error(`operand ${j} of instruction ${i}: no flow on its layer`);
      if (cls > k) throw new Error(`operand ${j} of instruction ${i}: in class ${cls}, neither a register nor its slot`);
      out.push(cls < k ? mn.regNames[cls]! : { slot: op.vreg });
    });
    inst.regs.forEach((op, j) => {
      if (op.constraint.kind === 'reuse') out[j] = out[op.constraint.input]!;
    });
    return out;
  });
  const edits: Edit[] = [];
  // The full crossbar's scratch slot (a cycle with no free register), after the vregs' own.
  const scratch = { slot: fn.vregs.length, used: false };
  fv.layers.forEach((layer, L) => {
    if (layer.kind !== 'M' || !layer.moves) return;
    edits.push(...(crossbar === 'full' ? fullGapEdits(fv, mn, pos, L, k, scratch) : gapEdits(fv, mn, pos, L, k)));
  });
  edits.sort((a, b) => a.point.inst - b.point.inst);
  return { allocs, edits, spillSlots: fn.vregs.length + (scratch.used ? 1 : 0), slotBytes: regs.wordBytes };
}

/** Whether group g's anti-variable takes the store (mem -> antionly) into the middle layer `mid`; its value must then be in a register (`top`). */
function stored(
  mn: McnfNetwork,
  pos: Map<number, number>[],
  g: number,
  mid: number,
  k: number,
  top: number,
  vreg: number,
  inst: number,
): boolean {
  const anti = mn.antiOf[g]!;
  if (anti < 0 || pos[anti]!.get(mid - 1) !== k || pos[anti]!.get(mid) !== k + 1) return false;
  if (top >= k) throw new Error(`v${vreg}: a store at instruction ${inst} while it is not in a register`);
  return true;
}

/** The edits of the crossbar whose middle layer is `mid` (its top is mid - 1, its bottom mid + 1). */
function gapEdits(fv: FunctionValues, mn: McnfNetwork, pos: Map<number, number>[], mid: number, k: number): Edit[] {
  const layer = fv.layers[mid]!;
  const point = { inst: layer.inst, pos: 'before' } as const;
  const reg = (cls: number): Allocation => ({ kind: 'reg', preg: mn.regNames[cls]! });
  const stores: Edit[] = [];
  const zig: [number, Edit][] = [];
  const zag: [number, Edit][] = [];
  const loads: Edit[] = [];
  for (const [g, vreg] of layer.vars) {
    const at = pos[mn.varOf[g]!]!;
    const [top, m, bot] = [at.get(mid - 1)!, at.get(mid)!, at.get(mid + 1)!];
    const slot: Allocation = { kind: 'slot', slot: vreg };
    if (stored(mn, pos, g, mid, k, top, vreg, layer.inst)) stores.push({ point, from: reg(top), to: slot, vreg });
    if (top < k && m < k && top !== m) zig.push([top, { point, from: reg(top), to: reg(m), vreg }]);
    if (m < k && bot < k && m !== bot) zag.push([m, { point, from: reg(m), to: reg(bot), vreg }]);
    if (m === k && bot < k) loads.push({ point, from: slot, to: reg(bot), vreg });
    if (m === k + 2 && bot < k) loads.push({ point, from: { kind: 'const', value: fv.remat[g]! }, to: reg(bot), vreg });
  }
  zig.sort((a, b) => b[0] - a[0]);
  zag.sort((a, b) => a[0] - b[0]);
  return [...stores, ...zig.map(([, e]) => e), ...zag.map(([, e]) => e), ...loads];
}

/**
 * The edits of a full crossbar (middle layer `mid`, top mid - 1; its bottom holds what the middle
 * holds): every change of class in one step, so the moves, stores and loads form a parallel copy
 * (a swap is a cycle), sequentialized by engine/regalloc/shared/moves.ts with a register free on
 * both layers as the temporary, else the scratch slot; remats last (they read nothing).
 */
function fullGapEdits(
  fv: FunctionValues,
  mn: McnfNetwork,
  pos: Map<number, number>[],
  mid: number,
  k: number,
  scratch: { readonly slot: number; used: boolean },
): Edit[] {
  const layer = fv.layers[mid]!;
  const point = { inst: layer.inst, pos: 'before' } as const;
  const reg = (cls: number): Allocation => ({ kind: 'reg', preg: mn.regNames[cls]! });
  const moves: Move[] = [];
  const remats: Edit[] = [];
  const busy = new Set<number>();
  for (const [g, vreg] of layer.vars) {
    const at = pos[mn.varOf[g]!]!;
    const [top, m] = [at.get(mid - 1)!, at.get(mid)!];
    for (const c of [top, m]) if (c < k) busy.add(c);
    const slot: Allocation = { kind: 'slot', slot: vreg };
    if (stored(mn, pos, g, mid, k, top, vreg, layer.inst)) moves.push({ from: reg(top), to: slot, vreg });
    if (top < k && m < k && top !== m) moves.push({ from: reg(top), to: reg(m), vreg });
    if (top === k && m < k) moves.push({ from: slot, to: reg(m), vreg });
    if (top === k + 2 && m < k) remats.push({ point, from: { kind: 'const', value: fv.remat[g]! }, to: reg(m), vreg });
  }
  const free = mn.regNames.findIndex((_, c) => !busy.has(c));
  const temp = (): Allocation => {
    if (free >= 0) return reg(free);
    scratch.used = true;
    return { kind: 'slot', slot: scratch.slot };
  };
  return [...parallelMoves(moves, point, temp), ...remats];
}
