// The values of one basic block as MCNF commodities (Koes's thesis §3.2.1 sources, §3.2.2 sinks,
// §3.4 anti-variables "reset at redefinitions"): which commodity flows where, before the network is
// built (local-build.ts). Issue 20, the local model.
//
// Contract: requires a single-block MFunction (after coalescing, engine/regalloc/coalesce.ts) that
// passes verifyMirRegs, and its TargetRegs. Produces `BlockValues` or throws `OutsideLocalModel`
// naming what the model cannot express. Decisions (the thesis leaves them open, digest §8.3):
// - A commodity is a *chain*: one vreg's flow from a def that is not a redefinition to its last
//   use. A two-address def (`reuse`) whose input dies at the instruction continues the input's
//   chain (the flow passes the instruction in one register, so "the def gets the input's register"
//   holds by construction); after coalescing the two are usually one vreg (the thesis's
//   redefinition), otherwise the chain names both vregs. A reuse input that stays live after the
//   instruction would need a copy of one value in two places: outside the model (thrown).
// - A vreg defined again without a tie starts a new chain (a new value: the model may place it
//   anew), so a vreg may own several chains; each chain's anti-variable restarts (not valid) at
//   every def on the chain, tie included (the value changed, §3.4).
// - Several use operands of one vreg at one instruction are one flow: their legal classes
//   intersect (an empty intersection needs a transient copy: outside the model, thrown).
// - A def into a `stack` operand writes the slot: its anti-variable starts in `antionly` (valid).
// - No constant classes: an Edit cannot rematerialize yet (evaluate.ts), so constants are defs.

import type { MFunction, RegOperand, TargetRegs, VReg } from '../../mir/types.js';

export class OutsideLocalModel extends Error {}

/** Where an operand may be: these registers, or memory (its spill slot). */
export interface Legal {
  readonly regs: readonly string[];
  readonly mem: boolean;
}

export interface Chain {
  readonly id: number;
  /** Vregs along the chain, in order (one unless a tie links two). */
  readonly vregs: VReg[];
  /** Instruction of the chain's source (its first def). */
  readonly start: number;
  /** Instruction where the flow ends: its last use (early point), or a dead def (late point). */
  end: number;
  endAt: 'use' | 'def';
  /** Instructions where a tie continues the chain (the anti-variable restarts there). */
  readonly ties: number[];
}

export interface Source {
  readonly chain: number;
  readonly inst: number;
  readonly legal: Legal;
  readonly early: boolean;
  /** A `stack` def: the slot is written, valid from the start. */
  readonly intoSlot: boolean;
}

export interface BlockValues {
  readonly chains: Chain[];
  readonly sources: Source[];
  /** Per instruction: the chains read at it (early point) with their legal classes. */
  readonly uses: Map<number, Legal>[];
  /** Per instruction: a tie's chain and the registers it may pass in. */
  readonly ties: Map<number, readonly string[]>[];
  /** Per instruction: the chains live after it (late point), each with the vreg it then holds. */
  readonly liveAfter: Map<number, VReg>[];
  /** Per instruction: the chain of each operand (index = operand). */
  readonly operandChain: number[][];
}

function legalOf(op: RegOperand, fn: MFunction, regs: TargetRegs): Legal {
  const classRegs = regs.classes[fn.vregs[op.vreg]!.class] ?? [];
  const c = op.constraint;
  switch (c.kind) {
    case 'reg':
    case 'any': // as `reg` until the model prices an x86 memory operand (it may become mem: true)
      return { regs: (regs.classes[c.class] ?? []).filter((r) => classRegs.includes(r)), mem: false };
    case 'fixed':
      return { regs: [c.preg], mem: false };
    case 'stack':
      return { regs: [], mem: true };
    case 'reuse':
      return { regs: classRegs, mem: false };
  }
}

const intersect = (a: Legal, b: Legal): Legal => ({ regs: a.regs.filter((r) => b.regs.includes(r)), mem: a.mem && b.mem });

/** Vregs live after each instruction of the block (the function's only block: nothing live out). */
function liveAfterSets(fn: MFunction): Set<VReg>[] {
  const insts = fn.blocks[0]!.insts;
  const out: Set<VReg>[] = new Array(insts.length);
  const live = new Set<VReg>();
  for (let i = insts.length - 1; i >= 0; i--) {
    out[i] = new Set(live);
    const regs = insts[i]!.regs;
    for (const op of regs) if (op.kind === 'def') live.delete(op.vreg);
    for (const op of regs) if (op.kind === 'use') live.add(op.vreg);
  }
  if (live.size > 0) throw new OutsideLocalModel(`v${[...live][0]} is used before any def (live into the block)`);
  return out;
}

export function blockValues(fn: MFunction, regs: TargetRegs): BlockValues {
  if (fn.blocks.length !== 1) throw new OutsideLocalModel(`${fn.blocks.length} blocks: the local model takes one`);
  const insts = fn.blocks[0]!.insts;
  const after = liveAfterSets(fn);
  const chains: Chain[] = [];
  const sources: Source[] = [];
  const current = new Map<VReg, number>();
  const bv: BlockValues = { chains, sources, uses: [], ties: [], liveAfter: [], operandChain: [] };
  insts.forEach((inst, i) => {
    const opChain: number[] = new Array(inst.regs.length).fill(-1);
    const uses = new Map<number, Legal>();
    inst.regs.forEach((op, k) => {
      if (op.kind !== 'use') return;
      const c = current.get(op.vreg);
      if (c === undefined) throw new OutsideLocalModel(`inst ${i}: v${op.vreg} used before its def`);
      opChain[k] = c;
      const l = legalOf(op, fn, regs);
      const merged = uses.has(c) ? intersect(uses.get(c)!, l) : l;
      if (merged.regs.length === 0 && !merged.mem) throw new OutsideLocalModel(`inst ${i}: v${op.vreg}'s uses need it in two places`);
      uses.set(c, merged);
    });
    const ties = new Map<number, readonly string[]>();
    const defined = new Set<VReg>();
    inst.regs.forEach((op, k) => {
      if (op.kind !== 'def') return;
      if (defined.has(op.vreg)) throw new OutsideLocalModel(`inst ${i}: v${op.vreg} defined twice`);
      defined.add(op.vreg);
      opChain[k] = defChain(fn, regs, bv, current, after[i]!, op, i, opChain, ties, uses);
    });
    for (const c of uses.keys()) {
      const v = chains[c]!.vregs.at(-1)!;
      if (!ties.has(c) && (!after[i]!.has(v) || defined.has(v))) {
        chains[c]!.end = i;
        chains[c]!.endAt = 'use';
      }
    }
    for (const v of defined) {
      if (after[i]!.has(v)) continue;
      const c = chains[current.get(v)!]!;
      c.end = i;
      c.endAt = 'def';
    }
    for (const [v] of current) if (!after[i]!.has(v)) current.delete(v);
    bv.uses.push(uses);
    bv.ties.push(ties);
    bv.liveAfter.push(new Map([...current].map(([v, c]) => [c, v])));
    bv.operandChain.push(opChain);
  });
  return bv;
}

/** The chain a def operand starts or continues (a tie). */
function defChain(
  fn: MFunction,
  regs: TargetRegs,
  bv: BlockValues,
  current: Map<VReg, number>,
  liveAfter: Set<VReg>,
  op: RegOperand,
  i: number,
  opChain: number[],
  ties: Map<number, readonly string[]>,
  uses: ReadonlyMap<number, Legal>,
): number {
  const c = op.constraint;
  const inst = fn.blocks[0]!.insts[i]!;
  if (c.kind === 'reuse') {
    const input = inst.regs[c.input]!;
    const inChain = opChain[c.input]!;
    if (liveAfter.has(input.vreg) && input.vreg !== op.vreg) {
      throw new OutsideLocalModel(`inst ${i}: reuse input v${input.vreg} stays live (a copy in two places)`);
    }
    const defRegs = regs.classes[fn.vregs[op.vreg]!.class] ?? [];
    ties.set(
      inChain,
      uses.get(inChain)!.regs.filter((r) => defRegs.includes(r)),
    );
    const chain = bv.chains[inChain]!;
    if (input.vreg !== op.vreg) chain.vregs.push(op.vreg);
    chain.ties.push(i);
    current.delete(input.vreg);
    current.set(op.vreg, inChain);
    return inChain;
  }
  const id = bv.chains.length;
  bv.chains.push({ id, vregs: [op.vreg], start: i, end: i, endAt: 'def', ties: [] });
  bv.sources.push({ chain: id, inst: i, legal: legalOf(op, fn, regs), early: op.early === true, intoSlot: c.kind === 'stack' });
  current.set(op.vreg, id);
  return id;
}
