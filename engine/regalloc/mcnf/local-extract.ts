// From the flows of a solved local network (local-build.ts) to an AllocResult (thesis §3.2: a unit
// of flow traced through the network is the variable's allocation at every point; §3.4: the
// anti-variable's mem -> antionly edge is where the store goes).
//
// Contract: requires the single-block MFunction the network was built from, its BlockValues, the
// LocalNetwork and feasible flows (flow-check.ts checkFlows empty). Produces the AllocResult: each
// operand's class on its layer (a use on U_i, a late def on D_i, an early def on U_i, a reuse def
// its input's register; `mem` is the vreg's own slot, slot number = vreg), and per crossbar g the
// edits at `before` instruction g in the order that never overwrites a live value: the stores
// (from the register the value has on the crossbar's top), the zig moves (up) from the highest
// source register down, the zag moves (down) from the lowest source up, then the loads. A move's
// target is free by then: what held it left upward earlier in the zig, or downward earlier in the
// zag (zig-zag flows never cross, §3.2.4). Evictions (register -> mem) emit nothing.

import type { AllocResult, Allocation, Edit, MFunction, OperandAlloc, TargetRegs } from '../../mir/types.js';
import type { Flows } from './flow-check.js';
import { bLayer, dLayer, type LocalNetwork, mLayer, uLayer } from './local-build.js';
import type { BlockValues } from './local-values.js';

/** The class of each commodity on each layer it passes. */
function positions(ln: LocalNetwork, flows: Flows): Map<number, number>[] {
  return flows.map((edges) => {
    const at = new Map<number, number>();
    for (const e of edges) {
      const edge = ln.net.edges[e]!;
      for (const n of [edge.from, edge.to]) {
        const info = ln.info[n];
        if (info !== undefined) at.set(info.layer, info.cls);
      }
    }
    return at;
  });
}

export function extractAllocation(fn: MFunction, bv: BlockValues, ln: LocalNetwork, flows: Flows, regs: TargetRegs): AllocResult {
  const pos = positions(ln, flows);
  const k = ln.regNames.length;
  const insts = fn.blocks[0]!.insts;
  const allocs: OperandAlloc[][] = insts.map((inst, i) => {
    const out: OperandAlloc[] = [];
    inst.regs.forEach((op, j) => {
      if (op.constraint.kind === 'reuse') return void out.push(''); // its input's, filled below
      const c = bv.operandChain[i]![j]!;
      const layer = op.kind === 'use' || op.early === true ? uLayer(i) : dLayer(i);
      const cls = pos[ln.varOf[c]!]!.get(layer);
      if (cls === undefined) throw new Error(`operand ${j} of instruction ${i}: no flow on its layer`);
      out.push(cls < k ? ln.regNames[cls]! : { slot: op.vreg });
    });
    // A reuse def: its input's register (the tie passes the instruction in it).
    inst.regs.forEach((op, j) => {
      if (op.constraint.kind === 'reuse') out[j] = out[op.constraint.input]!;
    });
    return out;
  });
  const edits: Edit[] = [];
  for (let g = 1; g < insts.length; g++) edits.push(...gapEdits(bv, ln, pos, g, k));
  return { allocs, edits, spillSlots: fn.vregs.length, slotBytes: regs.wordBytes };
}

function gapEdits(bv: BlockValues, ln: LocalNetwork, pos: Map<number, number>[], g: number, k: number): Edit[] {
  const point = { inst: g, pos: 'before' } as const;
  const reg = (cls: number): Allocation => ({ kind: 'reg', preg: ln.regNames[cls]! });
  const stores: Edit[] = [];
  const zig: [number, Edit][] = [];
  const zag: [number, Edit][] = [];
  const loads: Edit[] = [];
  for (const [c, vreg] of bv.liveAfter[g - 1]!) {
    const at = pos[ln.varOf[c]!]!;
    const [top, mid, bot] = [at.get(dLayer(g - 1))!, at.get(mLayer(g))!, at.get(bLayer(g))!];
    const slot: Allocation = { kind: 'slot', slot: vreg };
    const anti = ln.antiOf[c]!;
    if (anti >= 0 && pos[anti]!.get(dLayer(g - 1)) === k && pos[anti]!.get(mLayer(g)) === k + 1) {
      if (top >= k) throw new Error(`v${vreg}: a store at gap ${g} while it is not in a register`);
      stores.push({ point, from: reg(top), to: slot, vreg });
    }
    if (top < k && mid < k && top !== mid) zig.push([top, { point, from: reg(top), to: reg(mid), vreg }]);
    if (mid < k && bot < k && mid !== bot) zag.push([mid, { point, from: reg(mid), to: reg(bot), vreg }]);
    if (mid === k && bot < k) loads.push({ point, from: slot, to: reg(bot), vreg });
  }
  zig.sort((a, b) => b[0] - a[0]);
  zag.sort((a, b) => a[0] - b[0]);
  return [...stores, ...zig.map(([, e]) => e), ...zag.map(([, e]) => e), ...loads];
}
