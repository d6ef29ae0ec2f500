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
  allocated: (q: number) => boolean,
): boolean {
  const layout = state.layout;
  const open = inst.needs
    .filter((o) => o.q !== q && !o.mem && !allocated(o.q))
    .sort((a, b) => Number(b.onU && b.onD) - Number(a.onU && a.onD) || a.regs.length - b.regs.length);
  if (open.length === 0) return true;
  const usedU = new Set<number>(uClass >= 0 ? [uClass] : []);
  const usedD = new Set<number>(dClass >= 0 ? [dClass] : []);
  const free = (L: number, r: number) => state.occupantOf(layout.node(L, r)) === -1;
  const place = (k: number): boolean => {
    if (k === open.length) return true;
    const o = open[k]!;
    for (const r of o.regs) {
      if (o.onU && (usedU.has(r) || !free(inst.u, r))) continue;
      if (o.onD && (usedD.has(r) || !free(inst.d, r))) continue;
      if (o.onU) usedU.add(r);
      if (o.onD) usedD.add(r);
      if (place(k + 1)) return true;
      if (o.onU) usedU.delete(r);
      if (o.onD) usedD.delete(r);
    }
    return false;
  };
  return place(0);
}

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
  allocated: (q: number) => boolean,
): boolean {
  const layer = fv.layers[at.L]!;
  if (layer.kind !== 'U' && layer.kind !== 'D') return true;
  const inst = operands[layer.inst]!;
  const reg = (x: number) => (x >= 0 && x < state.layout.k ? x : -1);
  const [u, d] = layer.kind === 'U' ? [reg(at.c), -1] : [at.prev >= 0 ? reg(at.prev) : -1, reg(at.c)];
  if (u < 0 && d < 0) return true;
  return operandsAllocable(state, inst, at.q, u, d, allocated);
}
