// The heuristic allocators' guarantee that an instruction's operands stay allocable (Koes's thesis
// §5.1, Listing 5.4 FEASIBLEEDGECOST lines 10-28, Figure 5.1; digest §8.2 pitfall 5): before a
// commodity takes a register on an instruction's layers, the operands of that instruction not yet
// allocated must still find legal registers, with availability before the instruction (U_i: what
// it reads) and after it (D_i: what it writes) counted apart.
//
// Contract: `instructionOperands` lists per instruction its operand needs from FunctionValues: a
// use needs a legal register on U_i (one that lives on through i may leave it for its slot on D_i,
// Fig 3.13, so it needs none there), a tie or an early def the same register on both, a def one on
// D_i. An operand that may be in memory (`stack`, `any`) never blocks: memory
// has no capacity. `operandsAllocable` answers whether the unallocated operands of i other than q
// can all be placed in free registers once q holds `uClass` on U_i and `dClass` on D_i (-1: not a
// register there). Where the thesis greedily picks a class per operand (chooseAvailableClass), this
// searches all assignments (a handful of operands): a greedy pick can refuse a path that another
// pick allows, and an allocator that refuses every path is stuck.

import type { TargetRegs } from '../../mir/types.js';
import type { McnfNetwork } from './build.js';
import type { SearchState } from './segment-path.js';
import type { FunctionValues, Legal } from './values.js';

export interface OperandNeed {
  readonly q: number;
  readonly onU: boolean;
  readonly onD: boolean;
  /** Register classes it may take. */
  readonly regs: readonly number[];
  /** May be in memory instead: never blocks. */
  readonly mem: boolean;
}

export interface InstOperands {
  readonly u: number;
  readonly d: number;
  readonly needs: readonly OperandNeed[];
}

export function instructionOperands(fv: FunctionValues, mn: McnfNetwork, regs: TargetRegs): InstOperands[] {
  // `place` keeps the registers used as bits of a 32-bit number.
  if (regs.allocatable.length > 31) throw new Error(`operand lookahead: ${regs.allocatable.length} registers, at most 31`);
  const cls = (names: readonly string[]) => names.map((r) => regs.allocatable.indexOf(r)).filter((c) => c >= 0);
  const sourcesAt = new Map<number, { group: number; legal: Legal }[]>();
  for (const s of fv.sources) {
    const list = sourcesAt.get(s.layer) ?? [];
    list.push(s);
    sourcesAt.set(s.layer, list);
  }
  return fv.insts.map((iv) => {
    const needs: OperandNeed[] = [];
    const push = (g: number, onU: boolean, onD: boolean, legal: Legal): void => {
      const q = mn.varOf[g]!;
      if (q >= 0) needs.push({ q, onU, onD, regs: cls(legal.regs), mem: legal.mem });
    };
    for (const [g, legal] of iv.uses) {
      const tie = iv.ties.get(g);
      if (tie !== undefined) push(g, true, true, { regs: tie, mem: false });
      else push(g, true, false, legal);
    }
    for (const s of sourcesAt.get(iv.u) ?? []) push(s.group, true, true, s.legal);
    for (const s of sourcesAt.get(iv.d) ?? []) push(s.group, false, true, s.legal);
    return { u: iv.u, d: iv.d, needs };
  });
}

function operandsAllocable(
  state: SearchState,
  inst: InstOperands,
  q: number,
  uClass: number,
  dClass: number,
  allocated: (q: number, inst: InstOperands) => boolean,
): boolean {
  const open: OperandNeed[] = [];
  for (const o of inst.needs) if (o.q !== q && !o.mem && !allocated(o.q, inst)) open.push(o);
  if (open.length === 0) return true;
  open.sort((a, b) => Number(b.onU && b.onD) - Number(a.onU && a.onD) || a.regs.length - b.regs.length);
  return place(state, inst, open, 0, uClass >= 0 ? 1 << uClass : 0, dClass >= 0 ? 1 << dClass : 0);
}

/** Whether open[k..] can take free registers other than those used on U (bit set `usedU`) and on D (`usedD`): a search over assignments (no target has 31 registers). */
function place(state: SearchState, inst: InstOperands, open: readonly OperandNeed[], k: number, usedU: number, usedD: number): boolean {
  if (k === open.length) return true;
  const o = open[k]!;
  const { layout } = state;
  for (const r of o.regs) {
    const bit = 1 << r;
    if (o.onU && ((usedU & bit) !== 0 || state.occupantOf(layout.node(inst.u, r)) !== -1)) continue;
    if (o.onD && ((usedD & bit) !== 0 || state.occupantOf(layout.node(inst.d, r)) !== -1)) continue;
    if (place(state, inst, open, k + 1, o.onU ? usedU | bit : usedU, o.onD ? usedD | bit : usedD)) return true;
  }
  return false;
}

/** Class x when it is a register (of k), else -1. */
const register = (x: number, k: number) => (x >= 0 && x < k ? x : -1);

/**
 * Listing 5.4's lookahead on one layer: whether q may take class c on layer L (`prev`: its class
 * on the layer before) with the instruction's unallocated operands still placeable; layers outside
 * an instruction, and memory on both of its layers, never block.
 */
export function layerLookahead(
  fv: FunctionValues,
  operands: readonly InstOperands[],
  state: SearchState,
  at: { readonly q: number; readonly L: number; readonly c: number; readonly prev: number },
  allocated: (q: number, inst: InstOperands) => boolean,
): boolean {
  const layer = fv.layers[at.L]!;
  if (layer.kind !== 'U' && layer.kind !== 'D') return true;
  const inst = operands[layer.inst]!;
  const k = state.layout.k;
  const [u, d] = layer.kind === 'U' ? [register(at.c, k), -1] : [register(at.prev, k), register(at.c, k)];
  if (u < 0 && d < 0) return true;
  return operandsAllocable(state, inst, at.q, u, d, allocated);
}
