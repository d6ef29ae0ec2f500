// The local MCNF model of single-block functions (engine/regalloc/mcnf/local*.ts; Koes's thesis
// §3.2, §3.4): hand-built functions with optima known by hand on x86-32 and Thumb, then seeded
// generated one-block functions (testbed/fuzz/mir-generator.ts, 3 registers) on every target, where
// the model's optimum is compared with the exhaustive search's (oracles/allocation-exhaustive) and
// with every existing allocator's evaluated cost. Every model allocation passes the allocation
// checker and the evaluator's weighted edit cost equals the solver's objective.

import t, { type Test } from 'tap';
import type { Isa } from '../../common/image.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { MFunction, MInst, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { allocateLocalMcnf } from '../../engine/regalloc/mcnf/local.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';

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

function restrict(r: TargetRegs, n: number): TargetRegs {
  const keep = r.allocatable.slice(0, n);
  const f = (xs: readonly string[]) => xs.filter((x) => keep.includes(x));
  return {
    ...r,
    allocatable: keep,
    classes: Object.fromEntries(Object.entries(r.classes).map(([k, v]) => [k, f(v)])),
    calleeSaved: f(r.calleeSaved),
    callerSaved: f(r.callerSaved),
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
    t.equal(await modelCost(t, fn, restrict(R, 1), isa), 16);
    t.equal(await modelCost(t, fn, restrict(R, 2), isa), 0, 'two registers: nothing');
  });
  t.test(`${isa}: the store is paid once per value (anti-variable, §3.4)`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0)]), konst(2), op([use(2)]), op([use(0)])], 3);
    t.equal(await modelCost(t, fn, restrict(R, 1), isa), 8 + 8 + 8);
  });
  t.test(`${isa}: a fixed-register use: one move`, async (t) => {
    const second = R.allocatable[1]!;
    // v0 must be in `second` at the first use and in `first` at the second: one move between them.
    const fn = func([konst(0), op([use(0, { kind: 'fixed', preg: second })]), op([use(0, { kind: 'fixed', preg: first })])], 1);
    t.equal(await modelCost(t, fn, restrict(R, 2), isa), 1);
  });
  t.test(`${isa}: a call clobbering every register: a value live across it is stored and reloaded`, async (t) => {
    const regs = restrict(R, 2);
    const call = op([use(1, { kind: 'fixed', preg: first }), def(2, { kind: 'fixed', preg: first })], [...regs.allocatable]);
    const fn = func([konst(0), konst(1), call, op([use(0), use(2)])], 3);
    t.equal(await modelCost(t, fn, regs, isa), 16);
  });
  t.test(`${isa}: a loop depth multiplies every cost`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0)])], 2, 1);
    t.equal(await modelCost(t, fn, restrict(R, 1), isa), 160);
  });
  t.test(`${isa}: a memory operand: the stored value is read from its slot, no reload`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(1)]), op([use(0, { kind: 'stack' })])], 2);
    t.equal(await modelCost(t, fn, restrict(R, 1), isa), 8);
  });
  t.test(`${isa}: a two-address def (reuse) keeps its input's register`, async (t) => {
    const fn = func([konst(0), konst(1), op([use(0), use(1), def(2, { kind: 'reuse', input: 0 })]), op([use(2)])], 3);
    t.equal(await modelCost(t, fn, restrict(R, 2), isa), 0);
  });
}
