// `tessera optimality --problem regalloc` (testbed/driver/optimality-regalloc.ts, issue 20 Deliver 6):
// on one-block generated functions and one small corpus program (shifts) on x86-32, the JSON is
// consistent (optimal <= instances, gaps >= 0, the contract's fields), the optimum is proven on some
// of each kind and its evaluated price is the solver's objective on every one (measureInstance fails
// otherwise); a planted wrong optimum — the measured results with the optimum raised above a
// heuristic's cost, fed to the comparison — makes belowOptimum > 0 and the exit code 1, while the same
// heuristic cloning a value (thesis §3.6 limit 6) is a model limit, not a failure; the clone finder
// tells a clone from a hand-over and a spill on hand-built allocations. Real solver (GLPK), real allocators.

import t from 'tap';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { optimality, ROOT, scratch } from './in-process.js';
import { exitCode } from '../../testbed/driver/optimality-regalloc.js';
import { generatedInstances } from '../../testbed/optimality/regalloc-instances.js';
import {
  compareWithOptimum,
  measureInstance,
  objectiveFailure,
  type Cost,
  type InstanceResult,
} from '../../testbed/optimality/regalloc-measure.js';
import { tallyRegalloc } from '../../testbed/optimality/regalloc-tally.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import { findClone } from '../../oracles/allocation-cost/value-clones.js';
import type { AllocResult, MFunction, MInst, RegOperand } from '../../engine/mir/types.js';
import { ALLOCATOR_NAMES } from '../../engine/codegen/pipeline.js';

const { dir: tmp } = scratch('tessera-optimality-regalloc-');
mkdirSync(join(tmp, 'x86-32'), { recursive: true });
copyFileSync(join(ROOT, 'corpus/ll/x86-32/shifts.O1.ll'), join(tmp, 'x86-32/shifts.O1.ll'));

/** Every heuristic allocator of the registry (the default of --ra). */
const HEURISTICS = [...ALLOCATOR_NAMES];
// Three registers: small networks (fast solves) that still press on the registers.
const GEN = ['--count', '5', '--one-block', '--seed', '3', '--registers', '3'];
// --max-insts 60 leaves out shifts@main (about 140 instructions after coalescing: tens of seconds to prove).
const ARGS = ['--problem', 'regalloc', '--targets', 'x86-32', '--corpus', tmp, '--max-insts', '60', ...GEN];

const run = optimality;

t.test('--json: consistent figures per allocator x target x kind, and overall', async (t) => {
  const r = await run([...ARGS, '--json']);
  t.equal(r.code, 0, r.err);
  const rows = JSON.parse(r.out) as Record<string, unknown>[];
  t.same(
    rows.map((x) => `${x.target}/${x.kind}/${x.algorithm}`),
    [...['x86-32/corpus', 'x86-32/generated', 'all/all'].flatMap((g) => HEURISTICS.map((a) => `${g}/${a}`))],
  );
  for (const x of rows) {
    const where = `${x.target} ${x.kind} ${x.algorithm}`;
    for (const f of [
      'algorithm',
      'instances',
      'optimal',
      'meanGap',
      'maxGap',
      'belowOptimum',
      'target',
      'kind',
      'metric',
      'proven',
      'outside',
      'unsolved',
    ])
      t.ok(f in x, `${where}: ${f}`);
    t.equal(x.metric, 'speed');
    t.ok((x.optimal as number) <= (x.instances as number), `${where}: optimal <= instances`);
    t.ok(x.meanGap === null || (x.meanGap as number) >= 0, `${where}: mean gap >= 0`);
    t.ok(x.maxGap === null || (x.maxGap as number) >= (x.meanGap as number), `${where}: max gap >= mean gap`);
    t.equal(x.belowOptimum, 0, `${where}: none below the proven optimum`);
    t.equal(x.instances, x.proven, `${where}: compared on every proven optimum`);
  }
  const byKind = (kind: string) => rows.find((x) => x.kind === kind && x.algorithm === 'spill-all')!;
  t.ok((byKind('corpus').proven as number) >= 1, 'an optimum proven in the corpus program');
  t.equal(byKind('generated').functions, 5, 'five generated functions');
  t.ok((byKind('generated').proven as number) >= 3, 'optima proven on generated functions');
  const all = byKind('all');
  t.equal(all.functions, 5 + (byKind('corpus').functions as number), 'the overall objects add the groups up');
});

t.test('the text report: the groups, the table, no failure; the same bytes twice', async (t) => {
  const a = await run(ARGS);
  t.equal(a.code, 0, a.out);
  t.match(a.out, /^x86-32 corpus: 7 functions, 1 skipped .*optimum proven 6/m, 'shifts@main left out by --max-insts 60');
  t.match(a.out, /^x86-32 generated: 5 functions, 0 skipped .*optimum proven \d+/m);
  t.match(a.out, /^all +all +graph-color +\d+ /m);
  t.match(a.out, /^belowOptimum: 0$/m);
  t.match(a.out, /^failures: none$/m);
  const small = ['--problem', 'regalloc', '--targets', 'x86-32', '--corpus', 'none', ...GEN, '--count', '2'];
  t.equal((await run(small)).out, (await run(small)).out, 'the same bytes twice (no clock)');
  const skipped = await run([...ARGS, '--max-insts', '3', '--json']);
  const gen = (JSON.parse(skipped.out) as Record<string, number | string>[]).find((x) => x.kind === 'generated')!;
  t.equal(gen.skipped, 5, '--max-insts 3 skips every generated function, and counts them');
});

/** The generated instances measured as the command measures them (once: the solves take time). */
let cached: InstanceResult[] | null = null;
function measured(): InstanceResult[] {
  const opts = { metric: 'speed' as const, allocators: HEURISTICS, maxInsts: 300 };
  cached ??= generatedInstances({ seed: 3, count: 5, oneBlock: true, registers: 3 }, 'x86-32').map((i) => measureInstance(i, opts));
  return cached;
}

t.test("the evaluator's price of every optimal allocation is the solver's objective", async (t) => {
  let proven = 0;
  for (const r of measured()) {
    if (!r.measured) continue;
    t.same(r.failures, [], `${r.name}: no failure (checker, objective)`);
    if (r.optimum.status !== 'optimal') continue;
    proven++;
    const copies = r.optimum.cost.model - r.optimum.objective;
    t.ok(copies >= 0, `${r.name}: the model cost adds the copies left (${copies}) to the objective`);
  }
  t.ok(proven >= 3, `${proven} optima proven`);
  t.equal(objectiveFailure(40, 40), null, 'equal: no failure');
  t.match(objectiveFailure(39, 40), /objective 39 is not the evaluator's price 40/, 'an objective lowered by one is caught');
});

t.test('a planted wrong optimum: belowOptimum > 0 and exit 1; a cloned value is a model limit', async (t) => {
  t.same(
    compareWithOptimum({ model: 10, exact: 10, clone: null, deletedCopies: 0 }, { model: 9, exact: 9, clone: null, deletedCopies: 0 }),
    { kind: 'below' },
  );
  t.same(
    compareWithOptimum({ model: 10, exact: 10, clone: null, deletedCopies: 0 }, { model: 9, exact: 8, clone: null, deletedCopies: 1 }),
    { kind: 'outside', why: '1 copies deleted (both sides in one register)' },
    'below with a deleted copy: a model limit (§3.6 limit 1), not a bug',
  );
  t.same(
    compareWithOptimum({ model: 10, exact: 10, clone: null, deletedCopies: 0 }, { model: 10, exact: 9, clone: null, deletedCopies: 0 }),
    {
      kind: 'gap',
      gap: 0,
      exactBelow: true,
    },
  );
  t.same(compareWithOptimum({ model: 0, exact: 0, clone: null, deletedCopies: 0 }, { model: 2, exact: 2, clone: null, deletedCopies: 0 }), {
    kind: 'gap',
    gap: 2,
    exactBelow: false,
  });
  const results = measured();
  const honest = tallyRegalloc(results, HEURISTICS);
  t.equal(exitCode(honest), 0, 'the measured results pass');
  // Raise one proven optimum above graph-color's cost on that function (the solver is not touched).
  const k = results.findIndex((r) => r.measured && r.optimum.status === 'optimal');
  const r = results[k]!;
  if (!r.measured || r.optimum.status !== 'optimal') throw new Error('no proven optimum to plant on');
  const gc = r.costs.find(([n]) => n === 'graph-color')![1]!;
  const planted = { ...r, optimum: { ...r.optimum, cost: { ...r.optimum.cost, model: gc.model + 1 } } };
  const plain = { ...gc, clone: null, deletedCopies: 0 };
  const wrong = tallyRegalloc(
    results.map((x, i) =>
      i === k ? { ...planted, costs: planted.costs.map(([n, c]) => [n, n === 'graph-color' ? plain : c] as const) } : x,
    ),
    HEURISTICS,
  );
  t.ok(wrong.total.get('graph-color')!.belowOptimum > 0, 'belowOptimum > 0');
  t.equal(exitCode(wrong), 1, 'exit 1');
  t.match(wrong.failures.join('\n'), /BELOW THE PROVEN OPTIMUM: x86-32 \S+ graph-color: model cost \d+ < optimum \d+/);
  // The same, every allocation under the planted optimum cloning a value: model limits, no failure.
  const cloned = (c: Cost | null): Cost | null => (c === null ? null : { ...c, clone: 'v1 in eax and ecx at once' });
  const limit = tallyRegalloc(
    results.map((x, i) => (i === k ? { ...planted, costs: planted.costs.map(([n, c]) => [n, cloned(c)] as const) } : x)),
    HEURISTICS,
  );
  t.equal(limit.total.get('graph-color')!.belowOptimum, 0, 'a cloning allocation below the optimum is no bug');
  t.ok(limit.total.get('graph-color')!.belowByModelLimit > 0, 'it is counted as below through a model limit');
  t.equal(exitCode(limit), 0);
  t.match(limit.modelLimits.join('\n'), /graph-color: .* by value cloning: v1 in eax and ecx at once/);
});

// ---- the clone finder on hand-built allocations ----

const G = { form: 'generated', ops: [] };
const use = (vreg: number): RegOperand => ({ vreg, kind: 'use', constraint: { kind: 'reg', class: 'gpr' } });
const def = (vreg: number): RegOperand => ({ vreg, kind: 'def', constraint: { kind: 'reg', class: 'gpr' } });
const op = (regs: RegOperand[]): MInst => ({ kind: 'isa', insn: G, regs, clobbers: [] });
const fn: MFunction = {
  name: 'hand',
  blocks: [{ id: 0, insts: [op([def(0)]), op([use(0)]), op([use(0)]), op([use(0)])], succs: [], preds: [], loopDepth: 0 }],
  vregs: [{ class: 'gpr', bits: 32 }],
  frame: [],
};
const reg = (preg: string) => ({ kind: 'reg', preg }) as const;
const slot = { kind: 'slot', slot: 0 } as const;

function allocation(allocs: AllocResult['allocs'], edits: AllocResult['edits']): AllocResult {
  return { allocs, edits, spillSlots: 1, slotBytes: 4 };
}

t.test('the clone finder: a value used from two places at once, not a hand-over nor a spill', async (t) => {
  const move = { point: { inst: 2, pos: 'before' as const }, from: reg('eax'), to: reg('ecx'), vreg: 0 };
  t.equal(findClone(fn, allocation([['eax'], ['eax'], ['ecx'], ['eax']], [move])), 'v0 in eax and ecx', 'eax, ecx, eax again');
  t.equal(findClone(fn, allocation([['eax'], ['eax'], ['ecx'], ['ecx']], [move])), null, 'a hand-over: eax, then ecx');
  t.equal(findClone(fn, allocation([['eax'], ['eax'], ['eax'], ['eax']], [])), null, 'one register');
  const store = { point: { inst: 0, pos: 'after' as const }, from: reg('eax'), to: slot, vreg: 0 };
  const reload = { point: { inst: 2, pos: 'before' as const }, from: slot, to: reg('edx'), vreg: 0 };
  t.equal(
    findClone(fn, allocation([['eax'], ['eax'], ['edx'], ['eax']], [store, reload])),
    'v0 in eax and edx',
    'a reload beside the live register',
  );
  const mem = { slot: 0 };
  t.equal(
    findClone(fn, allocation([['eax'], ['eax'], [mem], ['eax']], [store])),
    'v0 in eax and its slot (a memory operand)',
    'the register used after a memory operand on its slot',
  );
  t.equal(findClone(fn, allocation([['eax'], ['eax'], [mem], [mem]], [store])), null, 'a register, then its slot: a spill');
  const moveOut = { point: { inst: 3, pos: 'before' as const }, from: reg('eax'), to: reg('ecx'), vreg: 0 };
  t.equal(
    findClone(fn, allocation([['eax'], ['eax'], [mem], ['ecx']], [store, moveOut])),
    'v0 in eax and its slot (a memory operand)',
    'moved out of the register after a memory operand on its slot',
  );
  // A call-like use in eax that clobbers eax, the value kept across it in ecx (moved there before).
  const call: MInst = { kind: 'isa', insn: G, regs: [use(0)], clobbers: ['eax'] };
  const across: MFunction = { ...fn, blocks: [{ ...fn.blocks[0]!, insts: [op([def(0)]), call, op([use(0)]), op([use(0)])] }] };
  const save = { point: { inst: 1, pos: 'before' as const }, from: reg('eax'), to: reg('ecx'), vreg: 0 };
  t.equal(
    findClone(across, allocation([['eax'], ['eax'], ['ecx'], ['ecx']], [save])),
    'v0 in eax and ecx',
    'kept across a clobber of the register it is used in',
  );
  const later = { point: { inst: 1, pos: 'before' as const }, from: reg('eax'), to: reg('ecx'), vreg: 0 };
  t.equal(findClone(fn, allocation([['eax'], ['eax'], ['ecx'], ['ecx']], [later])), null, 'the same without the clobber: a hand-over');
});

t.test('the clone finder across a fall-through into a block with no other predecessor', async (t) => {
  // The value used in eax by a call that clobbers eax, kept in ecx across it and used from ecx in the next block.
  const call: MInst = { kind: 'isa', insn: G, regs: [use(0)], clobbers: ['eax'] };
  const split = (preds: number[]): MFunction => ({
    ...fn,
    blocks: [
      { id: 0, insts: [op([def(0)]), call], succs: [1], preds: [], loopDepth: 0 },
      { id: 1, insts: [op([use(0)]), op([use(0)])], succs: preds.includes(1) ? [1] : [], preds, loopDepth: 1 },
    ],
  });
  const save = { point: { inst: 1, pos: 'before' as const }, from: reg('eax'), to: reg('ecx'), vreg: 0 };
  const allocs: AllocResult['allocs'] = [['eax'], ['eax'], ['ecx'], ['ecx']];
  t.equal(findClone(split([0]), allocation(allocs, [save])), 'v0 in eax and ecx', 'seen across the fall-through');
  t.equal(findClone(split([0, 1]), allocation(allocs, [save])), null, 'a block with another predecessor starts afresh (conservative)');
  // Found by the whole-corpus report: second-chance on ARM keeps v8 in r9 across two calls, handing r0 to the
  // first, and uses it from r9 in the next block — 22 against the model's proven 36, a model limit, not a bug.
  const inst = generatedInstances({ seed: 1, count: 40, oneBlock: false, registers: null }, 'arm').find((i) => i.name === 'gen2464505751')!;
  const r = measureInstance(inst, { metric: 'speed', allocators: ['second-chance'], maxInsts: 80 });
  if (!r.measured || r.optimum.status !== 'optimal') throw new Error('gen2464505751: no proven optimum');
  const sc = r.costs[0]![1]!;
  t.ok(sc.model < r.optimum.cost.model, `below the optimum (${sc.model} < ${r.optimum.cost.model})`);
  t.equal(sc.clone, 'v8 in r0 and r9');
  t.equal(compareWithOptimum(r.optimum.cost, sc).kind, 'outside', 'through value cloning');
});

t.test('the cost evaluator names a cloned value as outside the model', async (t) => {
  const move = { point: { inst: 2, pos: 'before' as const }, from: reg('eax'), to: reg('ecx'), vreg: 0 };
  const outside = (a: AllocResult) =>
    evaluateAllocation(fn, a, { isa: 'x86-32', frequencies: { kind: 'static' } }).outsideModel.find((o) => o.category === 'value-clone');
  t.match(outside(allocation([['eax'], ['eax'], ['ecx'], ['eax']], [move])), { count: 1, example: 'v0 in eax and ecx', bytesSaved: null });
  t.match(outside(allocation([['eax'], ['eax'], ['ecx'], ['ecx']], [move])), { count: 0, example: undefined });
});
