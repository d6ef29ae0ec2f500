// The global MCNF model solved exactly (engine/regalloc/mcnf/: values.ts, build.ts, extract.ts,
// optimal.ts; Koes's thesis §3.2-§3.4): hand-built functions with optima known by hand on x86-32
// and Thumb, then seeded generated functions (testbed/fuzz/mir-generator.ts, 3 registers) on every
// target: one-block ones against the exhaustive search (oracles/allocation-exhaustive) and every
// heuristic, multi-block ones (loops, joins, critical edges) against every heuristic. Every optimal
// allocation passes the allocation checker, and the evaluator's model cost equals the solver's
// objective plus one move per copy left after coalescing (the model prices copies as moves, §3.6).
//
// One-block functions (8 seeds a target, <= 16 instructions, 3 registers, model without constant
// classes, its default zig-zag crossbar): the model's optimum equals the exhaustive search of the
// model's own space (`space: 'model'`: no transient copies, a copy priced as a move, the zig-zag
// crossbar; oracles/allocation-exhaustive/search.ts) on every one: 8/8 on each target. Before that
// search, the model equalled the full search on x86-32 2, x86-64 2, arm 3, thumb 2 of 8 (the test
// added the copies' moves to the model's side only). Against the full search (allocators' space,
// copies left out of both sides) the model is never cheaper, and equal on x86-32 7, x86-64 5, arm
// 8, thumb 5 of 8; every difference is a value clone (thesis §3.6 limit 6), which the evaluator
// names in the search's allocation and the test requires: x86-32 gen5 65 > 58 (v2 in edx and eax:
// reloaded into eax and copied to edx for a fixed use), x86-64 gen100001 56 > 48 and gen100053
// 49 > 42 (v2 read from its slot by a stack operand while kept in a register), gen100063 89 > 74
// (v3 in rcx and rax), thumb gen300039 130 > 122 (v5 in r0 and its slot), gen300048 66 > 52 (v4 in
// r2 and r0), gen300073 82 > 67 (v5 in r0 and r2). x86-32 gen15 was 75 < 81: the full search had no
// register swap in one gap, which the zig-zag crossbar makes through a free register (instruction
// 6 defines v6 in ecx and v7 in eax, 7 needs them the other way round and v4 reloaded into edx: a
// transient copy would keep edx; the model evicts v4, ecx -> edx, eax -> ecx, edx -> eax); the full
// search now has the crossbar's ways too and finds 75. The thesis's full crossbar (any class to any
// class in one step, tried in a scratch build) prices a swap at two moves, which no sequence of
// moves achieves: it gives x86-32 gen15 66 and thumb gen300048 51, below the full search's 75 and
// 52, so the zig-zag crossbar is the setting under which the model is exact.

import t, { type Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { MFunction, MInst, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import { allocateMcnf, blockCosts, type McnfOptions } from '../../engine/regalloc/mcnf/optimal.js';
import { modelPrice } from '../../engine/regalloc/mcnf/price.js';
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

/** The optimum of the coalesced function, checked by the checker and priced by the evaluator. */
function solved(t: Test, input: MFunction, regs: TargetRegs, isa: Isa, what = input.name, options: McnfOptions = {}) {
  const fn = coalesceCopies(input, regs).fn;
  const r = allocateMcnf(fn, regs, options);
  if (r.status !== 'optimal') return { fn, r, objective: undefined };
  t.same(checkAllocation(fn, r.alloc, regs), [], `${what}: the allocation passes the checker`);
  const report = evaluateAllocation(fn, r.alloc, { isa, frequencies: { kind: 'static' } });
  const copyMoves = report.copies.kept.weighted + report.copies.deleted.weighted;
  t.equal(report.model.weighted, r.objective + copyMoves, `${what}: the evaluator's model cost is the objective plus a move per copy`);
  t.equal(
    modelPrice(fn, r.alloc, blockCosts(fn, options)),
    r.objective,
    `${what}: the engine's own price of it (price.ts) is the objective`,
  );
  return { fn, r, objective: r.objective };
}

/** The model's optimum of a hand-built function. */
async function modelCost(t: Test, fn: MFunction, regs: TargetRegs, isa: Isa, constantClasses = false): Promise<number> {
  t.same(verifyMirRegs(fn, regs), [], 'valid MIR');
  const { r, objective } = solved(t, fn, regs, isa, fn.name, { constantClasses });
  if (objective === undefined) throw new Error(`MCNF ended ${r.status}${r.status === 'outside' ? `: ${r.reason}` : ''}`);
  return objective;
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
  t.test(`${isa}: with constant classes (§3.2.3), constants are rematerialized instead of stored and reloaded`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0)])], 2);
    t.equal(await modelCost(t, fn, restrictRegs(R, 1), isa, true), 1, 'one remat (as a move, 1) instead of a store and a reload (16)');
    const loop = func([konst(0), konst(1), op([use(1)]), op([use(0)]), op([use(1)])], 2, 1);
    t.equal(await modelCost(t, loop, restrictRegs(R, 1), isa, true), 20, 'in a loop, each remat costs its frequency');
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

/**
 * Heuristics against the proven optimum within the model (their model cost: edits and memory
 * operands; copies are a constant both pay). One may be below only through what the model cannot
 * express (§3.6): a copy it deleted by giving both sides one place (the evaluator names it), or a
 * value held in two registers at once for an instruction (a move that keeps its source: the
 * evaluator does not detect it yet). Where the exhaustive search (`floor`, which allows the latter)
 * is known, a heuristic below the model must still not be below the search; each case is listed.
 */
function heuristicsNotBelow(
  t: Test,
  fn: MFunction,
  regs: TargetRegs,
  isa: Isa,
  objective: number,
  what: string,
  below: string[],
  floor?: number,
): void {
  for (const name of NAMES) {
    const report = evaluateAllocation(fn, ALLOCATORS[name].allocate(fn, regs), { isa, frequencies: { kind: 'static' } });
    const copies = report.copies.kept.weighted + report.copies.deleted.weighted;
    const model = report.model.weighted - copies;
    if (model >= objective) continue;
    below.push(`${what} ${name} ${model} < ${objective}${report.copies.deleted.count > 0 ? ' (deleted copies)' : ''}`);
    if (floor !== undefined) t.ok(model + copies >= floor, `${what} ${name}: ${model + copies} not below the exhaustive search's ${floor}`);
  }
}

for (const isa of TARGETS) {
  t.test(`${isa}, 3 registers, generated one-block functions: model = model-space search, model >= full search, allocators`, async (t) => {
    const regs = restrictRegs(targetRegs(isa), 3);
    const tally = {
      solved: 0,
      outside: [] as string[],
      equalModelSpace: 0,
      equal: 0,
      modelAbove: [] as string[],
      below: [] as string[],
      rematGain: 0,
    };
    for (const seed of oneBlockSeeds(isa, regs)) {
      // The search has no rematerialization: compare the model without its constant classes.
      const { fn, r, objective } = solved(t, generateMFunction(seed, regs), regs, isa, `gen${seed}`, { constantClasses: false });
      const withConstants = solved(t, generateMFunction(seed, regs), regs, isa, `gen${seed} (constant classes)`).objective;
      if (objective !== undefined && withConstants !== undefined) {
        t.ok(withConstants <= objective, `gen${seed}: constant classes never cost more (${withConstants} <= ${objective})`);
        if (withConstants < objective) tally.rematGain++;
      }
      if (r.status === 'outside') {
        tally.outside.push(`gen${seed}: ${r.reason}`);
        continue;
      }
      t.equal(r.status, 'optimal', `gen${seed}: solved`);
      if (objective === undefined) continue;
      tally.solved++;
      // The search of the model's own space prices copies as the model does (a move each).
      const copies = fn.blocks[0]!.insts.filter((i) => i.kind === 'copy').length * 10 ** fn.blocks[0]!.loopDepth;
      // Both searches are bounded by the model's optimum (exact below it; `above`: nothing that cheap).
      const inModel = exhaustiveAllocation(fn, regs, { isa, space: 'model', bound: objective + copies });
      t.equal(
        inModel.kind === 'optimal' ? inModel.cost : inModel.kind,
        objective + copies,
        `gen${seed}: the model's optimum is the model-space search's`,
      );
      if (inModel.kind === 'optimal' && inModel.cost === objective + copies) tally.equalModelSpace++;
      // The full search (copies left out, as from the objective) holds the model's space: never dearer.
      const best = exhaustiveAllocation(fn, regs, { isa, bound: objective });
      t.equal(best.kind, 'optimal', `gen${seed}: the full exhaustive search finds an allocation no dearer than the model's`);
      if (best.kind !== 'optimal') continue;
      t.ok(objective >= best.cost, `gen${seed}: the model (${objective}) is not below the full exhaustive optimum (${best.cost})`);
      if (best.cost === objective) tally.equal++;
      else {
        // Cheaper only outside the model: a value in two places at once (§3.6 limit 6).
        const clone = evaluateAllocation(fn, best.alloc, { isa, frequencies: { kind: 'static' } }).outsideModel.find(
          (o) => o.category === 'value-clone',
        );
        t.ok(clone !== undefined && clone.count > 0, `gen${seed}: the full search's ${best.cost} < ${objective} clones a value`);
        tally.modelAbove.push(`gen${seed} ${objective} > ${best.cost} (${clone?.example ?? 'no clone'})`);
      }
      heuristicsNotBelow(t, fn, regs, isa, objective, `gen${seed}`, tally.below, best.cost);
    }
    t.ok(tally.solved >= PER_TARGET / 2, `${tally.solved} functions solved`);
    t.equal(tally.equalModelSpace, tally.solved, 'the model equals the model-space search on every solved function');
    t.comment(`${isa}: ${JSON.stringify(tally)}`);
  });
  t.test(`${isa}, 3 registers, generated functions of several blocks: solved, checked, priced; heuristics below it listed`, async (t) => {
    const regs = restrictRegs(targetRegs(isa), 3);
    const tally = { solved: 0, blocks: 0, outside: [] as string[], below: [] as string[] };
    for (let seed = SEED_BASE[isa]; tally.solved < PER_TARGET && seed < SEED_BASE[isa] + 400; seed++) {
      const input = generateMFunction(seed, regs);
      if (input.blocks.length < 2 || input.blocks.reduce((n, b) => n + b.insts.length, 0) > 40) continue;
      const { fn, r, objective } = solved(t, input, regs, isa, `gen${seed}`);
      if (r.status === 'outside') tally.outside.push(`gen${seed}: ${r.reason}`);
      if (objective === undefined) continue;
      tally.solved++;
      tally.blocks += fn.blocks.length;
      heuristicsNotBelow(t, fn, regs, isa, objective, `gen${seed}`, tally.below);
    }
    t.equal(tally.solved, PER_TARGET, `${tally.solved} multi-block functions solved (${tally.blocks} blocks)`);
    t.same(tally.outside, [], 'none outside the model');
    t.comment(`${isa}: ${JSON.stringify(tally)}`);
  });
}
