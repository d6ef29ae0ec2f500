// The local MCNF model of single-block functions (engine/regalloc/mcnf/local*.ts; Koes's thesis
// §3.2, §3.4): hand-built functions with optima known by hand on x86-32 and Thumb, then seeded
// generated one-block functions (testbed/fuzz/mir-generator.ts, 3 registers) on every target, where
// the model's optimum is compared with the exhaustive search's (oracles/allocation-exhaustive) and
// with every existing allocator's evaluated cost. Every model allocation passes the allocation
// checker and the evaluator's weighted edit cost equals the solver's objective.
//
// Measured (8 one-block seeds a target, <= 16 instructions, 3 registers; model = exhaustive / model
// > exhaustive / outside the model (thrown by local-values.ts: a reuse input that stays live, or one
// vreg's uses needing two places)):
//   x86-32 3/1/4   x86-64 4/2/2   arm 5/0/3   thumb 4/3/1
// Model > exhaustive is the search's transient copies (hand-checked on x86-32 gen5: it reloads v2
// into eax and moves a copy to edx for a fixed use, keeping eax: 9 against the model's later
// reload, 65 vs 58). second-chance is below the model twice on x86-64 (gen100001, gen100063), never
// below the search.

import t, { type Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { MFunction, MInst, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import { allocateLocalMcnf } from '../../engine/regalloc/mcnf/local.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import { exhaustiveAllocation } from '../../oracles/allocation-exhaustive/search.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';

const G = { form: 'generated', ops: [] };
const gpr = { kind: 'reg', class: 'gpr' } as const;
const use = (vreg: number, constraint: RegOperand['constraint'] = gpr): RegOperand => ({ vreg, kind: 'use', constraint });
const def = (vreg: number, constraint: RegOperand['constraint'] = gpr): RegOperand => ({ vreg, kind: 'def', constraint });
const op = (regs: RegOperand[], clobbers: string[] = []): MInst => ({ kind: 'isa', insn: G, regs, clobbers });
const konst = (vreg: number): MInst => ({ kind: 'const', regs: [def(vreg)], value: BigInt(vreg) });

function func(insts: MInst[], vregs: number, depth = 0): MFunction {
  return {
    name: 'hand',
    blocks: [{ id: 0, insts, succs: [], preds: [], loopDepth: depth }],
    vregs: Array.from({ length: vregs }, () => ({ class: 'gpr', bits: 32 })),
    frame: [],
  };
}

/** The model's optimum, after checking the allocation and its price. */
async function modelCost(t: Test, fn: MFunction, regs: TargetRegs, isa: Isa): Promise<number> {
  t.same(verifyMirRegs(fn, regs), [], 'valid MIR');
  const r = await allocateLocalMcnf(fn, regs);
  if (r.status !== 'optimal') throw new Error(`local MCNF ended ${r.status}${r.status === 'outside' ? `: ${r.reason}` : ''}`);
  t.same(checkAllocation(r.fn, r.alloc, regs), [], 'the allocation passes the checker');
  const report = evaluateAllocation(r.fn, r.alloc, { isa, frequencies: { kind: 'static' } });
  t.equal(report.weighted.total, r.objective, 'the evaluator prices it at the objective');
  t.equal(report.model.weighted, r.objective + r.copies, "the evaluator's model cost adds a move per remaining copy");
  return r.objective;
}

for (const isa of ['x86-32', 'thumb'] as const) {
  const R = targetRegs(isa);
  const first = R.allocatable[0]!;
  t.test(`${isa}: two values live across one register: a store and a reload`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0)])], 2);
    t.equal(await modelCost(t, fn, restrictRegs(R, 1), isa), 16);
    t.equal(await modelCost(t, fn, restrictRegs(R, 2), isa), 0, 'two registers: nothing');
  });
  t.test(`${isa}: the store is paid once per value (anti-variable, §3.4)`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0)]), konst(2), op([use(2)]), op([use(0)])], 3);
    t.equal(await modelCost(t, fn, restrictRegs(R, 1), isa), 8 + 8 + 8);
  });
  t.test(`${isa}: a fixed-register use: one move`, async (t) => {
    const second = R.allocatable[1]!;
    // v0 must be in `second` at the first use and in `first` at the second: one move between them.
    const fn = func([konst(0), op([use(0, { kind: 'fixed', preg: second })]), op([use(0, { kind: 'fixed', preg: first })])], 1);
    t.equal(await modelCost(t, fn, restrictRegs(R, 2), isa), 1);
  });
  t.test(`${isa}: a call clobbering every register: a value live across it is stored and reloaded`, async (t) => {
    const regs = restrictRegs(R, 2);
    const call = op([use(1, { kind: 'fixed', preg: first }), def(2, { kind: 'fixed', preg: first })], [...regs.allocatable]);
    const fn = func([konst(0), konst(1), call, op([use(0), use(2)])], 3);
    t.equal(await modelCost(t, fn, regs, isa), 16);
  });
  t.test(`${isa}: a loop depth multiplies every cost`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0)])], 2, 1);
    t.equal(await modelCost(t, fn, restrictRegs(R, 1), isa), 160);
  });
  t.test(`${isa}: a memory operand: the stored value is read from its slot, no reload`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0, { kind: 'stack' })])], 2);
    t.equal(await modelCost(t, fn, restrictRegs(R, 1), isa), 8);
  });
  t.test(`${isa}: a two-address def (reuse) keeps its input's register`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(0), use(1), def(2, { kind: 'reuse', input: 0 })]), op([use(2)])], 3);
    t.equal(await modelCost(t, fn, restrictRegs(R, 2), isa), 0);
  });
}

// ---------------------------------------------------------------------------------------------
// Generated one-block functions: the model against the exhaustive search and the allocators.

const TARGETS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED_BASE: Record<Isa, number> = { 'x86-32': 1, 'x86-64': 100_001, arm: 200_001, thumb: 300_001 };
const PER_TARGET = 8;
const NAMES = Object.keys(ALLOCATORS) as (keyof typeof ALLOCATORS)[];

function oneBlockSeeds(isa: Isa, regs: TargetRegs): number[] {
  const seeds: number[] = [];
  for (let seed = SEED_BASE[isa]; seeds.length < PER_TARGET && seed < SEED_BASE[isa] + 3000; seed++) {
    const fn = generateMFunction(seed, regs);
    if (fn.blocks.length === 1 && fn.blocks[0]!.insts.length <= 16 && verifyMirRegs(fn, regs).length === 0) seeds.push(seed);
  }
  return seeds;
}

for (const isa of TARGETS) {
  t.test(`${isa}, 3 registers, generated one-block functions: model vs exhaustive vs allocators`, async (t) => {
    const regs = restrictRegs(targetRegs(isa), 3);
    const tally = { solved: 0, outside: [] as string[], equal: 0, modelAbove: [] as string[], allocBelow: 0 };
    for (const seed of oneBlockSeeds(isa, regs)) {
      const r = await allocateLocalMcnf(generateMFunction(seed, regs), regs);
      if (r.status === 'outside') {
        tally.outside.push(`gen${seed}: ${r.reason}`);
        continue;
      }
      t.equal(r.status, 'optimal', `gen${seed}: solved`);
      if (r.status !== 'optimal') continue;
      tally.solved++;
      t.same(checkAllocation(r.fn, r.alloc, regs), [], `gen${seed}: checker`);
      t.equal(evaluateAllocation(r.fn, r.alloc, { isa, frequencies: { kind: 'static' } }).weighted.total, r.objective, `gen${seed}: price`);
      const best = exhaustiveAllocation(r.fn, regs, { isa });
      t.equal(best.kind, 'optimal', `gen${seed}: the exhaustive search completes`);
      if (best.kind !== 'optimal') continue;
      // The model's space lies inside the search's (which adds transient copies at a use), so the
      // model is never cheaper; dearer only by those copies.
      t.ok(r.objective >= best.cost, `gen${seed}: the model (${r.objective}) is not below the exhaustive optimum (${best.cost})`);
      if (best.cost === r.objective) tally.equal++;
      else tally.modelAbove.push(`gen${seed} ${r.objective} > ${best.cost}`);
      for (const name of NAMES) {
        const alloc = ALLOCATORS[name].allocate(r.fn, regs);
        const report = evaluateAllocation(r.fn, alloc, { isa, frequencies: { kind: 'static' } });
        if (report.weighted.total >= r.objective) continue;
        tally.allocBelow++;
        // Below the model only through what the model cannot express: then the exhaustive search
        // (transient copies) is below the model too, and the allocator is not below the search.
        t.ok(
          best.cost < r.objective && report.weighted.total >= best.cost,
          `gen${seed} ${name}: ${report.weighted.total} below the model optimum ${r.objective}, search ${best.cost}`,
        );
      }
    }
    t.ok(tally.solved >= PER_TARGET / 2, `${tally.solved} functions solved`);
    t.comment(`${isa}: ${JSON.stringify(tally)}`);
  });
}
