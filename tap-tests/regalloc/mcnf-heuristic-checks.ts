// What every MCNF heuristic allocator's test checks (engine/regalloc/mcnf/heuristic.ts; Koes's
// thesis ch. 5): on a function, its flows are a feasible solution of the model (allocateHeuristic's
// verify: flow-check.ts checkFlows), its allocation passes the allocation checker and the evaluator
// prices it at its objective plus a move per copy (the model prices copies as moves, §3.6); on
// generated functions with 3 registers it is never cheaper than the proven optimum and the hybrid
// is never worse than either of its parts; on the corpus functions up to a size it is never stuck.

import type { Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocOptions, MFunction, MInst, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import {
  allocateHeuristic,
  type Construct,
  hybridConstruct,
  iterativeConstruct,
  simultaneousConstruct,
} from '../../engine/regalloc/mcnf/heuristic.js';
import { allocateMcnf } from '../../engine/regalloc/mcnf/optimal.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { corpusInstances, instructionCount, restrictRegs } from '../../testbed/optimality/regalloc-instances.js';

export const TARGETS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

/** Hand-made MIR for the named examples: operands in any general register, one block. */
const G = { form: 'generated', ops: [] };
const gpr = { kind: 'reg', class: 'gpr' } as const;
export const use = (vreg: number): RegOperand => ({ vreg, kind: 'use', constraint: gpr });
export const def = (vreg: number): RegOperand => ({ vreg, kind: 'def', constraint: gpr });
export const op = (regs: RegOperand[]): MInst => ({ kind: 'isa', insn: G, regs, clobbers: [] });
export const konst = (vreg: number): MInst => ({ kind: 'const', regs: [def(vreg)], value: BigInt(vreg) });
export const func = (insts: MInst[], vregs: number): MFunction => ({
  name: 'hand',
  blocks: [{ id: 0, insts, succs: [], preds: [], loopDepth: 0 }],
  vregs: Array.from({ length: vregs }, () => ({ class: 'gpr', bits: 32 })),
  frame: [],
});
const SEED_BASE: Record<Isa, number> = { 'x86-32': 1, 'x86-64': 100_001, arm: 200_001, thumb: 300_001 };

/** The heuristic's allocation of a coalesced function, judged: model feasibility, checker, evaluator; its objective. */
export function judged(t: Test, construct: Construct, fn: MFunction, regs: TargetRegs, isa: Isa, what: string, options: AllocOptions = {}) {
  const r = allocateHeuristic(fn, regs, options, construct, true);
  if (r.status !== 'heuristic') {
    t.fail(`${what}: ${r.status}: ${r.reason}`);
    return undefined;
  }
  t.same(checkAllocation(fn, r.alloc, regs), [], `${what}: the allocation passes the checker`);
  const report = evaluateAllocation(fn, r.alloc, { isa, frequencies: { kind: 'static' } });
  const copies = report.copies.kept.weighted + report.copies.deleted.weighted;
  t.equal(report.model.weighted, r.objective + copies, `${what}: the evaluator's model cost is the objective plus a move per copy`);
  return r.objective;
}

/** The three heuristics, as the Allocators run them (heuristic.ts). */
export const HEURISTICS: readonly { readonly name: string; readonly construct: Construct }[] = [
  { name: 'iterative', construct: iterativeConstruct },
  { name: 'simultaneous', construct: simultaneousConstruct },
  { name: 'hybrid', construct: hybridConstruct },
];

/**
 * Generated functions with 3 registers (fixed seeds), the optimum solved once for all three
 * heuristics: each judged, never below the proven optimum, and the hybrid never worse than either
 * of its parts (it is the cheaper of the two).
 */
export function generatedAgainstOptimum(t: Test, isa: Isa): void {
  const regs = restrictRegs(targetRegs(isa), 3);
  let compared = 0;
  const optimal = new Map<string, number>(HEURISTICS.map((h) => [h.name, 0]));
  for (let seed = SEED_BASE[isa]; seed < SEED_BASE[isa] + 12; seed++) {
    const raw = generateMFunction(seed, regs);
    if (verifyMirRegs(raw, regs).length > 0) continue;
    const fn = coalesceCopies(raw, regs).fn;
    const cost = new Map(HEURISTICS.map((h) => [h.name, judged(t, h.construct, fn, regs, isa, `gen${seed} ${h.name}`)]));
    const [it, si, hy] = HEURISTICS.map((h) => cost.get(h.name));
    if (it !== undefined && si !== undefined && hy !== undefined) {
      t.equal(hy, Math.min(it, si), `gen${seed}: the hybrid (${hy}) is the cheaper of iterative (${it}) and simultaneous (${si})`);
    }
    const exact = allocateMcnf(fn, regs, {});
    if (exact.status !== 'optimal') continue;
    compared++;
    for (const [name, objective] of cost) {
      if (objective === undefined) continue;
      t.ok(objective >= exact.objective, `gen${seed} ${name}: ${objective} not below the optimum ${exact.objective}`);
      if (objective === exact.objective) optimal.set(name, optimal.get(name)! + 1);
    }
  }
  t.ok(compared >= 6, `compared with the optimum on ${compared} functions`);
  t.comment(`${isa}: optimal on ${[...optimal].map(([n, k]) => `${k} (${n})`).join(', ')} of ${compared}`);
}

/** The corpus functions up to `maxInsts` instructions: feasible in the model, checked, none stuck. */
export function corpusNeverStuck(t: Test, construct: Construct, isa: Isa, maxInsts: number): void {
  const { instances } = corpusInstances(isa, 'corpus/ll', 'maxmunch');
  const small = instances.filter((i) => instructionCount(i.fn) <= maxInsts);
  const stuck: string[] = [];
  for (const inst of small) {
    const r = allocateHeuristic(inst.fn, inst.regs, {}, construct, true);
    if (r.status === 'stuck') stuck.push(`${inst.name}: ${r.reason}`);
    if (r.status !== 'heuristic') continue;
    t.same(checkAllocation(inst.fn, r.alloc, inst.regs), [], `${inst.name}: passes the checker`);
  }
  t.same(stuck, [], `every one of ${small.length} allocated without getting stuck`);
}
