// Tests of the second-chance binpacking allocator (engine/regalloc/second-chance/second-chance.ts, Traub et al.
// PLDI 1998; Koes thesis digest §7 B3) and its parts, on hand-written MFunctions with expected
// results, plus its own random-MIR property (testbed/fuzz/mir-generator.ts through the allocation
// checker on all four targets; allocators.test.ts runs it again with every registered allocator).
// - intervals.ts: ranges with a lifetime hole, per-operand liveness, the B1 spill weight;
// - the scan: an evicted value is stored once and reloaded at each next use (its second chance),
//   the second eviction skips the store because the slot is current; a value live across a call
//   moves to a free callee-saved register instead of memory; `stack` operands get the vreg's slot;
// - the resolution pass: a register swap on an edge goes through a free register or the scratch
//   slot, an unsplit critical edge carries stores only, entry states follow the documented policy;
// - the scan order: reverse postorder, so a loop entered from a block laid out last stays in registers;
// - determinism: the same input gives the same output.

import t, { type Test } from 'tap';
import fc from 'fast-check';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { scanOrder, secondChance } from '../../engine/regalloc/second-chance/second-chance.js';
import { liveness } from '../../engine/regalloc/shared/live-intervals.js';
import { entrySnapshot, resolveEdge, type Boundaries, type Snapshot } from '../../engine/regalloc/second-chance/resolve.js';
import { ScanError } from '../../engine/regalloc/second-chance/inst.js';
import { Slots } from '../../engine/regalloc/second-chance/state.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import type { AllocResult, Edit, MBlock, MFunction, MInst, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import type { Isa } from '../../common/image.js';
import { allocateGenerated } from './random-mir.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED = 61;
const RUNS = 300;
const FILE = 'tap-tests/regalloc/second-chance.part.ts';

// ---------------------------------------------------------------------------------------------
// Hand-written MIR

const G = { form: 'generated', ops: [] }; // no encoder knows it: allocation never looks into an instruction
const reg = { kind: 'reg', class: 'gpr' } as const;
const use = (vreg: number, constraint: RegOperand['constraint'] = reg): RegOperand => ({ vreg, kind: 'use', constraint });
const def = (vreg: number, constraint: RegOperand['constraint'] = reg): RegOperand => ({ vreg, kind: 'def', constraint });
const op = (regs: RegOperand[], clobbers: string[] = []): Extract<MInst, { kind: 'isa' }> => ({ kind: 'isa', insn: G, regs, clobbers });
const konst = (vreg: number): MInst => ({ kind: 'const', regs: [def(vreg)], value: BigInt(vreg) });
const jump = (target: number, regs: RegOperand[] = []): MInst => ({ kind: 'isa', insn: G, regs, clobbers: [], target });

function func(blocks: { insts: MInst[]; succs: number[]; depth?: number }[], vregs: number): MFunction {
  const mblocks: MBlock[] = blocks.map((b, id) => ({ id, insts: b.insts, succs: b.succs, preds: [], loopDepth: b.depth ?? 0 }));
  for (const b of mblocks) for (const s of b.succs) (mblocks[s]!.preds as number[]).push(b.id);
  return { name: 'hand', blocks: mblocks, vregs: Array.from({ length: vregs }, () => ({ class: 'gpr', bits: 32 })), frame: [] };
}

const TWO: TargetRegs = {
  allocatable: ['r0', 'r1'],
  classes: { gpr: ['r0', 'r1'] },
  callerSaved: ['r0', 'r1'],
  calleeSaved: [],
  wordBytes: 4,
};

function allocateChecked(t: Test, fn: MFunction, regs: TargetRegs): AllocResult {
  t.same(verifyMirRegs(fn, regs), [], 'the hand-written function is valid MIR');
  const result = secondChance.allocate(fn, regs);
  const errors = checkAllocation(fn, result, regs);
  t.same(errors, [], 'the allocation checker accepts the allocation');
  return result;
}

const isStore = (e: Edit) => e.from.kind === 'reg' && e.to.kind === 'slot';
const isLoad = (e: Edit) => e.from.kind === 'slot' && e.to.kind === 'reg';

// ---------------------------------------------------------------------------------------------

t.test('intervals: a redefined vreg has a lifetime hole; liveAfter per operand; B1 weight', async (t) => {
  const fn = func(
    [
      { insts: [op([def(0, { kind: 'fixed', preg: 'r0' })]), konst(1), op([use(1), def(2)]), jump(1)], succs: [1] },
      { insts: [op([use(0), def(1)]), op([use(1), use(2)]), jump(2)], succs: [2], depth: 1 },
      { insts: [op([use(2, { kind: 'fixed', preg: 'r0' })])], succs: [] },
    ],
    3,
  );
  const live = liveness(fn);
  // v1: defined at 1 (late point 3), read at 2 (early 4); dead until its redefinition at 4 (9), read at 5 (10).
  t.same(
    live.intervals[1]!.ranges,
    [
      { from: 3, to: 4 },
      { from: 9, to: 10 },
    ],
    'v1 has a hole between instructions 2 and 4',
  );
  t.same(live.intervals[1]!.refs, [1, 2, 4, 5]);
  // v0: from its def at 0 across the block boundary to its use at 4; v2 from 2 to the return at 7.
  t.same(live.intervals[0]!.ranges, [{ from: 1, to: 8 }], 'adjacent block ranges merge');
  t.same(live.intervals[2]!.ranges, [{ from: 5, to: 14 }]);
  t.same(live.liveAfter[2], [false, true], 'inst 2: v1 dies, v2 lives on');
  t.same(live.liveAfter[4], [false, true], 'inst 4: v0 dies, the new v1 lives on');
  t.same(live.liveAfter[5], [false, true], 'inst 5: v1 dies, v2 lives on');
  // v1: two references at depth 0, two at depth 1 (10 each) over 2 instructions (holes excluded).
  t.equal(live.intervals[1]!.weight, (1 + 1 + 10 + 10) / 2);
  t.same([...live.liveIn[1]!].sort(), [0, 2]);
  t.same([...live.liveOut[1]!], [2]);
});

t.test('second chance: an evicted value is stored once and reloaded at each next use', async (t) => {
  // Two registers. v0 is long-lived and rarely used (the lowest B1 weight), so it is evicted when
  // v2 is defined, reloaded at 4, evicted again at 5 without a store (its slot is current), and
  // reloaded at 7.
  const fn = func(
    [
      {
        insts: [
          konst(0),
          konst(1),
          konst(2),
          op([use(1), use(2), def(3)]),
          op([use(0), use(3), def(4)]),
          konst(5),
          op([use(4), use(5), def(6)]),
          op([use(0, { kind: 'fixed', preg: 'r0' }), use(6)]),
        ],
        succs: [],
      },
    ],
    7,
  );
  const result = allocateChecked(t, fn, TWO);
  const v0 = result.edits.filter((e) => e.vreg === 0);
  t.same(
    v0.filter(isStore).map((e) => e.point),
    [{ inst: 2, pos: 'before' }],
    'one store of v0, at its first eviction',
  );
  t.same(
    v0.filter(isLoad).map((e) => e.point.inst),
    [4, 7],
    'v0 is reloaded at both later uses',
  );
  t.equal(result.edits.filter(isStore).length, 1, 'no other value is stored');
  t.equal(result.spillSlots, 1);
});

t.test('a value live across a call moves to a free callee-saved register, not to memory', async (t) => {
  const regs = targetRegs('thumb');
  const fn = func(
    [
      {
        insts: [
          op([def(0, { kind: 'fixed', preg: 'r0' }), def(1, { kind: 'fixed', preg: 'r1' })]),
          { ...op([use(1, { kind: 'fixed', preg: 'r0' }), def(2, { kind: 'fixed', preg: 'r0' })], [...regs.callerSaved]), callee: 'f' },
          op([use(0), use(2), def(3)]),
          op([use(3, { kind: 'fixed', preg: 'r0' })]),
        ],
        succs: [],
      },
    ],
    4,
  );
  const result = allocateChecked(t, fn, regs);
  t.equal(result.edits.filter(isStore).length, 0, 'nothing is spilled');
  t.ok(
    result.edits.some((e) => e.vreg === 0 && e.to.kind === 'reg' && regs.calleeSaved.includes(e.to.preg)),
    'v0 moves to a callee-saved register before the call',
  );
});

t.test("a use may take a register whose owner the instruction reads from another one (blx rm's shape)", async (t) => {
  // Four registers. v0 and v1 sit in r2 and r3 and are read from r0 and r1 (fixed uses, clobbered
  // like a call's arguments); v2 sits in r0 and needs any register. Every register but r2 and r3 is
  // a fixed use, and r2 and r3 are free once the parallel copy has read v0 and v1 out of them — the
  // Thumb `blx rm` the fuzzer found (r0-r3 fixed, their values in r4-r7) in small.
  const four: TargetRegs = { ...TWO, allocatable: ['r0', 'r1', 'r2', 'r3'], classes: { gpr: ['r0', 'r1', 'r2', 'r3'] } };
  const fn = func(
    [
      {
        insts: [
          op([def(0, { kind: 'fixed', preg: 'r2' }), def(1, { kind: 'fixed', preg: 'r3' })]),
          op([def(2, { kind: 'fixed', preg: 'r0' })]),
          op([use(0, { kind: 'fixed', preg: 'r0' }), use(1, { kind: 'fixed', preg: 'r1' }), use(2)], ['r0', 'r1']),
          op([use(0)]),
        ],
        succs: [],
      },
    ],
    3,
  );
  const result = allocateChecked(t, fn, four);
  t.equal(result.allocs[2]![2], 'r3', 'v2 takes r3: v1, its owner, dies at the call, so nothing moves out of it');
  t.equal(result.allocs[3]![0], 'r2', 'v0, read again after the call, stays in r2');
  t.equal(result.edits.filter(isStore).length, 0, 'nothing is spilled: the copy is the chain r3→r1, r0→r3, r2→r0');
});

t.test("stack operands: the vreg's own slot, stored once before stack uses, reloaded after a stack def", async (t) => {
  const regs = targetRegs('thumb');
  const fn = func(
    [
      {
        insts: [
          op([def(0, { kind: 'fixed', preg: 'r0' })]),
          op([use(0, { kind: 'stack' }), def(1)]),
          op([use(0, { kind: 'stack' }), use(1), def(2)]),
          op([def(3, { kind: 'stack' }), use(2)]),
          op([use(3, { kind: 'fixed', preg: 'r0' }), use(0)]),
        ],
        succs: [],
      },
    ],
    4,
  );
  const result = allocateChecked(t, fn, regs);
  t.same(
    result.edits.filter(isStore).map((e) => [e.vreg, e.point.inst]),
    [[0, 1]],
    'v0 stored once, before its first stack use',
  );
  t.ok(
    result.edits.some((e) => e.vreg === 3 && isLoad(e) && e.point.inst === 4),
    'v3 reloaded from its slot for the fixed use',
  );
  const slot0 = result.allocs[1]![0];
  t.same(result.allocs[2]![0], slot0, 'both stack uses name the same slot');
});

// ---------------------------------------------------------------------------------------------
// Resolution

/** b0 -> b1 (header: preds b0, b2) -> b2 (latch) -> b1 or b3 when `critical`, else b2 -> b1 only. */
function loop(critical: boolean): MFunction {
  const entry = op([def(0, { kind: 'fixed', preg: 'r0' }), def(1, { kind: 'fixed', preg: 'r1' })]);
  const latchEnd = critical ? [jump(1, [use(0)]), jump(3)] : [jump(1)];
  const blocks = [
    { insts: [entry, jump(1)], succs: [1] },
    { insts: [op([use(0), use(1)]), jump(2)], succs: [2], depth: 1 },
    { insts: latchEnd, succs: critical ? [1, 3] : [1], depth: 1 },
  ];
  if (critical) blocks.push({ insts: [op([use(0, { kind: 'fixed', preg: 'r0' }), use(1)])], succs: [] });
  return func(blocks, 2);
}

function bounds(fn: MFunction): Boundaries {
  const live = liveness(fn);
  const branchAt = fn.blocks.map((b, id) => live.starts[id]! + b.insts.findIndex((i) => i.kind === 'isa' && i.target !== undefined));
  const branchReads = fn.blocks.map((b) => b.insts.some((i) => i.kind === 'isa' && i.target !== undefined && i.regs.length > 0));
  return { fn, live, reachable: fn.blocks.map(() => true), branchAt, branchReads, rank: fn.blocks.map((b) => b.id) };
}

const snap = (regs: [number, string][], valid: number[] = []): Snapshot => ({ regs: new Map(regs), valid: new Set(valid) });

t.test('resolution: a swap on an edge goes through a free register, or through the scratch slot', async (t) => {
  const bd = bounds(loop(false));
  const entry = snap([
    [0, 'r0'],
    [1, 'r1'],
  ]);
  const exit = snap([
    [0, 'r1'],
    [1, 'r0'],
  ]);
  const withFree = resolveEdge(bd, 2, 1, entry, exit, new Slots(), ['r0', 'r1', 'r2']);
  t.equal(withFree.atEntry, false, 'the header has two predecessors: moves go at the end of the latch');
  t.same(
    withFree.edits.map((e) => e.point),
    [0, 1, 2].map(() => ({ inst: bd.branchAt[2]!, pos: 'before' })),
    "before the latch's jump",
  );
  t.equal(withFree.edits.length, 3, 'a two-register cycle takes three moves');
  t.ok(
    withFree.edits.some((e) => e.to.kind === 'reg' && e.to.preg === 'r2'),
    'through the free r2',
  );
  const slots = new Slots();
  const noFree = resolveEdge(bd, 2, 1, entry, exit, slots, ['r0', 'r1']);
  t.equal(noFree.edits.length, 3);
  t.ok(
    noFree.edits.some((e) => e.to.kind === 'slot'),
    'through the scratch slot when no register is free',
  );
  t.equal(slots.count, 1, 'one scratch slot');
  t.same(resolveEdge(bd, 2, 1, entry, entry, new Slots(), ['r0', 'r1']).edits, [], 'agreeing ends need nothing');
  const load = resolveEdge(bd, 0, 1, entry, snap([[1, 'r1']], [0]), new Slots(), ['r0', 'r1']).edits;
  t.same(
    load.map((e) => [e.vreg, e.from.kind, e.to.kind]),
    [[0, 'slot', 'reg']],
    "a value in memory at the predecessor's end is reloaded",
  );
});

t.test('resolution: an unsplit critical edge carries stores only, and entry states keep it so', async (t) => {
  const fn = loop(true);
  const bd = bounds(fn);
  const exits: (Snapshot | undefined)[] = [
    snap([
      [0, 'r0'],
      [1, 'r1'],
    ]),
    undefined,
    undefined,
    undefined,
  ];
  t.same(entrySnapshot(bd, 1, exits), snap([], [0, 1]), 'a header whose critical back edge is not scanned yet starts in memory');
  const store = resolveEdge(
    bd,
    2,
    1,
    snap([], [0, 1]),
    snap(
      [
        [0, 'r0'],
        [1, 'r1'],
      ],
      [1],
    ),
    new Slots(),
    ['r0', 'r1', 'r2'],
  );
  t.same(
    store.edits.map((e) => [e.vreg, e.from.kind, e.to.kind]),
    [[0, 'reg', 'slot']],
    'only the value whose slot is stale is stored',
  );
  t.throws(
    () => resolveEdge(bd, 2, 1, snap([[0, 'r1']]), snap([[0, 'r0']]), new Slots(), ['r0', 'r1']),
    ScanError,
    'a register move on a critical edge is refused',
  );
  const result = allocateChecked(t, fn, targetRegs('arm'));
  t.ok(
    result.edits.every((e) => e.point.inst !== bd.branchAt[2] || isStore(e)),
    "the latch's end carries stores only",
  );
});

t.test('entry states: a single scanned predecessor is adopted; disagreeing critical predecessors leave the value in memory', async (t) => {
  // b0 branches to b1 and b2, both branch to b3 (b1 -> b3 and b2 -> b3 critical when each also goes to b4).
  const fn = func(
    [
      {
        insts: [op([def(0, { kind: 'fixed', preg: 'r0' }), def(1, { kind: 'fixed', preg: 'r1' })]), jump(1, [use(0)]), jump(2)],
        succs: [1, 2],
      },
      { insts: [jump(3, [use(0)]), jump(4)], succs: [3, 4] },
      { insts: [jump(3, [use(0)]), jump(4)], succs: [3, 4] },
      { insts: [op([use(0, { kind: 'fixed', preg: 'r0' }), use(1)])], succs: [] },
      { insts: [op([use(1, { kind: 'fixed', preg: 'r0' })])], succs: [] },
    ],
    2,
  );
  const bd = bounds(fn);
  const e0 = snap(
    [
      [0, 'r2'],
      [1, 'r3'],
    ],
    [1],
  );
  t.same(
    entrySnapshot(bd, 1, [e0]),
    snap(
      [
        [0, 'r2'],
        [1, 'r3'],
      ],
      [1],
    ),
    "b1 adopts b0's exit, slot validity included",
  );
  const exits = [
    e0,
    snap([
      [0, 'r2'],
      [1, 'r3'],
    ]),
    snap([
      [0, 'r2'],
      [1, 'r4'],
    ]),
  ];
  t.same(entrySnapshot(bd, 3, exits), snap([[0, 'r2']], [1]), 'v0 agrees (r2), v1 does not and starts in memory');
  allocateChecked(t, fn, targetRegs('arm'));
});

t.test('scan order: a loop whose only entry block comes last in layout keeps its values in registers', async (t) => {
  // Selection places split-edge blocks at the function's end: b3 is the loop's preheader. In
  // layout order the header b1 would be scanned before any predecessor and start in memory;
  // in reverse postorder (b0 b3 b1 b2 b4) it adopts b3's state and nothing is spilled.
  const fn = func(
    [
      { insts: [op([def(0, { kind: 'fixed', preg: 'r0' }), def(1, { kind: 'fixed', preg: 'r1' })]), jump(3)], succs: [3] },
      { insts: [op([use(0), use(1), def(2)]), jump(2, [use(2)]), jump(4)], succs: [2, 4], depth: 1 },
      { insts: [op([use(2), def(1)]), jump(1)], succs: [1], depth: 1 },
      { insts: [jump(1)], succs: [1] },
      { insts: [op([use(1, { kind: 'fixed', preg: 'r0' })])], succs: [] },
    ],
    3,
  );
  t.same(scanOrder(fn), [0, 3, 1, 2, 4]);
  const result = allocateChecked(t, fn, targetRegs('arm'));
  t.equal(result.spillSlots, 0, 'no spill slot');
  t.same(
    result.edits.filter((e) => e.from.kind === 'slot' || e.to.kind === 'slot'),
    [],
    'no loads or stores',
  );
});

// ---------------------------------------------------------------------------------------------
// The random-MIR property and determinism

function failure(isa: Isa, genSeed: number): string | null {
  return allocateGenerated(isa, secondChance, genSeed).failure;
}

const replay = process.env.TESSERA_SC_REPLAY;
if (replay) {
  const [isa, seed] = replay.split(':') as [Isa, string];
  t.test(`replay ${replay}`, async (t) => {
    t.equal(failure(isa, Number(seed)), null);
  });
}

for (const isa of ISAS) {
  t.test(`second-chance on ${isa}: ${RUNS} random functions pass the allocation checker`, async (t) => {
    let message = '';
    const result = fc.check(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (genSeed) => {
        const f = failure(isa, genSeed);
        if (f) {
          message = `${f}\nreplay: TESSERA_SC_REPLAY=${isa}:${genSeed} node --import tsx ${FILE}`;
          return false;
        }
        return true;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    t.ok(
      !result.failed,
      result.failed ? `${message}\n(fast-check seed ${result.seed}, path ${result.counterexamplePath})` : `seed ${SEED}`,
    );
  });
}

t.test('deterministic: the same function gives the same allocation', async (t) => {
  for (const isa of ISAS) {
    const regs = targetRegs(isa);
    for (const seed of [1, 2, 3]) {
      const fn = generateMFunction(seed, regs);
      t.same(secondChance.allocate(fn, regs), secondChance.allocate(fn, regs), `${isa} seed ${seed}`);
    }
  }
});
