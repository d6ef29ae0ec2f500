// The allocation checker (oracles/allocation-checker.ts) against deliberately broken allocations:
// hand-written functions with a correct allocation (which must pass) and one mutation each (wrong
// register for a use, missing reload, reload from the wrong slot, value clobbered by a call, reuse
// violated, a tied def overwriting a live input, missing spill, paths disagreeing at a merge, fixed
// register violated, early def sharing a use's register, class violated, slot out of range,
// slot-to-slot move, stack operands in the wrong slot or in a register), each of which must be reported at the right instruction and operand; then a
// sweep over generated functions (testbed/fuzz/mir-generator.ts) where mutations that are bugs by
// construction (reuse, fixed, class, wrong slot under spill-all) are applied to real allocator output.

import t from 'tap';
import type { AllocResult, Allocation, Edit, MBlock, MFunction, MInst, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { checkAllocation, type CheckError } from '../../oracles/allocation-checker.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import type { Isa } from '../../common/image.js';

const G = { form: 'generated', ops: [] }; // no encoder knows it: allocation never looks into an instruction
const use = (vreg: number, preg?: string): RegOperand => ({
  vreg,
  kind: 'use',
  constraint: preg ? { kind: 'fixed', preg } : { kind: 'reg', class: 'gpr' },
});
const def = (vreg: number, preg?: string, early = false): RegOperand => ({
  vreg,
  kind: 'def',
  constraint: preg ? { kind: 'fixed', preg } : { kind: 'reg', class: 'gpr' },
  ...(early ? { early } : {}),
});
const reuse = (vreg: number, input: number): RegOperand => ({ vreg, kind: 'def', constraint: { kind: 'reuse', input } });
const isa = (regs: RegOperand[], extra: Partial<{ clobbers: string[]; target: number }> = {}): MInst => ({
  kind: 'isa',
  insn: G,
  regs,
  clobbers: extra.clobbers ?? [],
  ...(extra.target !== undefined ? { target: extra.target } : {}),
});
const entry = (regs: RegOperand[]): MInst => ({ kind: 'isa', insn: null, regs, clobbers: [] });
const reg = (preg: string): Allocation => ({ kind: 'reg', preg });
const slot = (n: number): Allocation => ({ kind: 'slot', slot: n });
const edit = (inst: number, pos: 'before' | 'after', from: Allocation, to: Allocation, vreg: number): Edit => ({
  point: { inst, pos },
  from,
  to,
  vreg,
});

function fnOf(blocks: { insts: MInst[]; succs?: number[]; depth?: number }[], nvregs: number): MFunction {
  const bs: MBlock[] = blocks.map((b, id) => ({ id, insts: b.insts, succs: b.succs ?? [], preds: [], loopDepth: b.depth ?? 0 }));
  for (const b of bs) for (const s of b.succs) (bs[s]!.preds as number[]).push(b.id);
  return { name: 't', blocks: bs, vregs: Array.from({ length: nvregs }, () => ({ class: 'gpr', bits: 32 })), frame: [] };
}

const ARM = targetRegs('arm');
const X64 = targetRegs('x86-64');
const X32 = targetRegs('x86-32');
const CALL_CLOBBERS = ['r0', 'r1', 'r2', 'r3', 'r12', 'lr'];

/** v0 = arg r0; v1 = 5; v2 = v0 op v1; v3 = call(v2); return v3 (with v1 still used). */
const straight = fnOf(
  [
    {
      insts: [
        entry([def(0, 'r0')]),
        { kind: 'const', regs: [def(1)], value: 5n },
        isa([use(0), use(1), def(2)]),
        isa([use(2, 'r0'), def(3, 'r0')], { clobbers: CALL_CLOBBERS }),
        isa([use(3, 'r0'), use(1)]),
      ],
    },
  ],
  4,
);

const straightInRegs: AllocResult = {
  allocs: [['r0'], ['r4'], ['r0', 'r4', 'r1'], ['r0', 'r0'], ['r0', 'r4']],
  edits: [edit(3, 'before', reg('r1'), reg('r0'), 2)],
  spillSlots: 0,
  slotBytes: 4,
};

/** The same function with every value in its slot (slot k = vreg k), reloads into r5-r7 (r7 at
 *  inst 4 holds nothing before its reload, so deleting that reload is a real bug). */
const straightSpilled: AllocResult = {
  allocs: [['r0'], ['r5'], ['r5', 'r6', 'r5'], ['r0', 'r0'], ['r0', 'r7']],
  edits: [
    edit(0, 'after', reg('r0'), slot(0), 0),
    edit(1, 'after', reg('r5'), slot(1), 1),
    edit(2, 'before', slot(0), reg('r5'), 0),
    edit(2, 'before', slot(1), reg('r6'), 1),
    edit(2, 'after', reg('r5'), slot(2), 2),
    edit(3, 'before', slot(2), reg('r0'), 2),
    edit(3, 'after', reg('r0'), slot(3), 3),
    edit(4, 'before', slot(3), reg('r0'), 3),
    edit(4, 'before', slot(1), reg('r7'), 1),
  ],
  spillSlots: 4,
  slotBytes: 4,
};

function expectError(
  t: { ok: (value: unknown, message: string) => unknown },
  errors: CheckError[],
  inst: number,
  operand: number | null,
  pattern: RegExp,
  what: string,
): void {
  const hit = errors.find((e) => e.inst === inst && e.operand === operand && pattern.test(e.message));
  t.ok(hit, `${what}: reported at inst ${inst} operand ${operand} (got ${JSON.stringify(errors)})`);
}

t.test('the hand-written functions are valid MIR and their correct allocations pass', async (t) => {
  t.same(verifyMirRegs(straight, ARM), []);
  t.same(checkAllocation(straight, straightInRegs, ARM), []);
  t.same(checkAllocation(straight, straightSpilled, ARM), []);
});

t.test('wrong register for a use', async (t) => {
  const bad = { ...straightInRegs, allocs: straightInRegs.allocs.map((a, i) => (i === 2 ? ['r0', 'r5', 'r1'] : a)) };
  expectError(t, checkAllocation(straight, bad, ARM), 2, 1, /use of v1 in r5, but r5 holds nothing/, 'wrong register');
});

t.test('value clobbered by a call', async (t) => {
  const bad = { ...straightInRegs, allocs: [['r0'], ['r2'], ['r0', 'r2', 'r1'], ['r0', 'r0'], ['r0', 'r2']] };
  expectError(t, checkAllocation(straight, bad, ARM), 4, 1, /use of v1 in r2, but r2 holds nothing/, 'clobbered by the call');
});

t.test('missing reload', async (t) => {
  const bad = { ...straightSpilled, edits: straightSpilled.edits.filter((e) => !(e.point.inst === 4 && e.vreg === 1)) };
  expectError(t, checkAllocation(straight, bad, ARM), 4, 1, /use of v1 in r7, but r7 holds nothing/, 'missing reload');
});

t.test('reload from the wrong slot', async (t) => {
  const bad = {
    ...straightSpilled,
    edits: straightSpilled.edits.map((e) => (e.point.inst === 4 && e.vreg === 1 ? { ...e, from: slot(2) } : e)),
  };
  expectError(t, checkAllocation(straight, bad, ARM), 4, 1, /use of v1 in r7, but r7 holds v2/, 'wrong slot');
});

t.test('missing spill', async (t) => {
  const bad = { ...straightSpilled, edits: straightSpilled.edits.filter((e) => !(e.point.inst === 1 && e.point.pos === 'after')) };
  expectError(t, checkAllocation(straight, bad, ARM), 2, 1, /use of v1 in r6, but r6 holds nothing/, 'missing spill');
});

t.test('slot out of range and slot-to-slot moves', async (t) => {
  const bad = { ...straightSpilled, spillSlots: 3 };
  expectError(t, checkAllocation(straight, bad, ARM), 3, null, /slot3 is outside the 3 spill slots/, 'slot out of range');
  const s2s = {
    ...straightSpilled,
    edits: [...straightSpilled.edits.slice(0, 2), edit(1, 'after', slot(1), slot(0), 1), ...straightSpilled.edits.slice(2)],
  };
  expectError(t, checkAllocation(straight, s2s, ARM), 1, null, /slot-to-slot/, 'slot to slot');
});

t.test('fixed register violated', async (t) => {
  const bad = { ...straightInRegs, allocs: straightInRegs.allocs.map((a, i) => (i === 3 ? ['r1', 'r0'] : a)), edits: [] };
  expectError(t, checkAllocation(straight, bad, ARM), 3, 0, /v2 must be in r0, got r1/, 'fixed');
});

/** x86-64 two-address: v2 = v0 + v1 (def reuses input 0), then v0 is used again. */
const twoAddr = fnOf(
  [{ insts: [entry([def(0, 'rdi'), def(1, 'rsi')]), isa([use(0), use(1), reuse(2, 0)]), isa([use(2, 'rax'), use(0)])] }],
  3,
);

t.test('reuse: correct, violated, and a tied def overwriting a live input', async (t) => {
  const good: AllocResult = {
    allocs: [
      ['rdi', 'rsi'],
      ['rcx', 'rsi', 'rcx'],
      ['rax', 'rdi'],
    ],
    edits: [edit(1, 'before', reg('rdi'), reg('rcx'), 0), edit(1, 'after', reg('rcx'), reg('rax'), 2)],
    spillSlots: 0,
    slotBytes: 8,
  };
  t.same(verifyMirRegs(twoAddr, X64), []);
  t.same(checkAllocation(twoAddr, good, X64), []);
  const violated = {
    ...good,
    allocs: [
      ['rdi', 'rsi'],
      ['rcx', 'rsi', 'rdx'],
      ['rax', 'rdi'],
    ],
  };
  expectError(t, checkAllocation(twoAddr, violated, X64), 1, 2, /must reuse operand 0's register rcx, got rdx/, 'reuse violated');
  const overwrites: AllocResult = {
    allocs: [
      ['rdi', 'rsi'],
      ['rdi', 'rsi', 'rdi'],
      ['rax', 'rdi'],
    ],
    edits: [edit(1, 'after', reg('rdi'), reg('rax'), 2)],
    spillSlots: 0,
    slotBytes: 8,
  };
  expectError(t, checkAllocation(twoAddr, overwrites, X64), 2, 1, /use of v0 in rdi, but rdi holds v2/, 'tied def over a live input');
});

t.test('early def sharing a use register, and a class violation', async (t) => {
  const f = fnOf([{ insts: [entry([def(0, 'eax')]), isa([use(0), def(1, undefined, true)]), isa([use(1, 'eax')])] }], 2);
  const shared: AllocResult = { allocs: [['eax'], ['eax', 'eax'], ['eax']], edits: [], spillSlots: 0, slotBytes: 4 };
  expectError(t, checkAllocation(f, shared, X32), 1, 1, /early def shares a use's register/, 'early def');
  const byteUse = fnOf(
    [{ insts: [entry([def(0, 'eax')]), isa([{ vreg: 0, kind: 'use', constraint: { kind: 'reg', class: 'byte' } }, def(1, 'eax')])] }],
    2,
  );
  const notByte: AllocResult = {
    allocs: [['eax'], ['esi', 'eax']],
    edits: [edit(1, 'before', reg('eax'), reg('esi'), 0)],
    spillSlots: 0,
    slotBytes: 4,
  };
  expectError(t, checkAllocation(byteUse, notByte, X32), 1, 0, /outside class byte/, 'class');
  const thumb = targetRegs('thumb');
  const hi: AllocResult = { allocs: [['eax'], ['r8', 'eax']], edits: [], spillSlots: 0, slotBytes: 4 };
  const f2 = fnOf([{ insts: [entry([def(0, 'r0')]), isa([use(0), def(1, 'r0')])] }], 2);
  expectError(
    t,
    checkAllocation(f2, { ...hi, allocs: [['r0'], ['r8', 'r0']] }, thumb),
    1,
    0,
    /r8, outside its class gpr/,
    'Thumb high register',
  );
});

/** b0: v0 = arg; branch to b1 or b2; each copies v0 to v1; b3 uses v1. */
function diamond(): MFunction {
  return fnOf(
    [
      { insts: [entry([def(0, 'r0')]), isa([use(0)], { target: 2 }), isa([], { target: 1 })], succs: [2, 1] },
      { insts: [{ kind: 'copy', regs: [def(1), use(0)] }, isa([], { target: 3 })], succs: [3] },
      { insts: [{ kind: 'copy', regs: [def(1), use(0)] }, isa([], { target: 3 })], succs: [3] },
      { insts: [isa([use(1, 'r0')])] },
    ],
    2,
  );
}

t.test('stack operands: read and written in their spill slot', async (t) => {
  const stackUse = (vreg: number): RegOperand => ({ vreg, kind: 'use', constraint: { kind: 'stack' } });
  const stackDef = (vreg: number): RegOperand => ({ vreg, kind: 'def', constraint: { kind: 'stack' } });
  // v0 = arg r0; v1 := v0 stored into v1's slot; v2 := load of v1's slot; return v2
  const f = fnOf([{ insts: [entry([def(0, 'r0')]), isa([stackDef(1), use(0)]), isa([stackUse(1), def(2)]), isa([use(2, 'r0')])] }], 3);
  t.same(verifyMirRegs(f, ARM), []);
  const good: AllocResult = {
    allocs: [['r0'], [{ slot: 0 }, 'r0'], [{ slot: 0 }, 'r1'], ['r0']],
    edits: [edit(3, 'before', reg('r1'), reg('r0'), 2)],
    spillSlots: 2,
    slotBytes: 4,
  };
  t.same(checkAllocation(f, good, ARM), []);
  const at = (inst: number, k: number, a: AllocResult['allocs'][number][number]): AllocResult => ({
    ...good,
    allocs: good.allocs.map((x, i) => (i === inst ? x.map((y, j) => (j === k ? a : y)) : x)),
  });
  expectError(
    t,
    checkAllocation(f, at(2, 0, { slot: 1 }), ARM),
    2,
    0,
    /use of v1 in slot1, but slot1 holds nothing/,
    'stack use from the wrong slot',
  );
  expectError(t, checkAllocation(f, at(2, 0, 'r0'), ARM), 2, 0, /must be a stack operand, got register r0/, 'stack operand in a register');
  expectError(t, checkAllocation(f, at(1, 1, { slot: 0 }), ARM), 1, 1, /must be in a register, got slot0/, 'register operand in a slot');
  expectError(t, checkAllocation(f, at(1, 0, { slot: 5 }), ARM), 1, 0, /slot5, outside the 2 spill slots/, 'slot out of range');
  const overwritten = { ...good, edits: [edit(2, 'before', reg('r0'), slot(0), 0), ...good.edits] };
  expectError(
    t,
    checkAllocation(f, overwritten, ARM),
    2,
    0,
    /use of v1 in slot0, but slot0 holds v0/,
    'slot overwritten before the stack use',
  );
});

t.test('paths disagreeing at a merge', async (t) => {
  const f = diamond();
  t.same(verifyMirRegs(f, ARM), []);
  const agree: AllocResult = {
    allocs: [['r0'], ['r0'], [], ['r4', 'r0'], [], ['r4', 'r0'], [], ['r0']],
    edits: [edit(7, 'before', reg('r4'), reg('r0'), 1)],
    spillSlots: 0,
    slotBytes: 4,
  };
  t.same(checkAllocation(f, agree, ARM), []);
  const disagree = { ...agree, allocs: [['r0'], ['r0'], [], ['r4', 'r0'], [], ['r5', 'r0'], [], ['r0']] };
  expectError(t, checkAllocation(f, disagree, ARM), 7, 0, /use of v1 in r0, but r0 holds nothing/, 'merge');
});

t.test('a value kept in a callee-saved register around a loop with a call', async (t) => {
  const f = fnOf(
    [
      { insts: [entry([def(0, 'r0')]), isa([], { target: 1 })], succs: [1] },
      {
        insts: [isa([use(0, 'r0'), def(1, 'r0')], { clobbers: CALL_CLOBBERS }), isa([use(1)], { target: 1 }), isa([], { target: 2 })],
        succs: [1, 2],
        depth: 1,
      },
      { insts: [isa([use(0, 'r0')])] },
    ],
    2,
  );
  const good: AllocResult = {
    allocs: [['r0'], [], ['r0', 'r0'], ['r0'], [], ['r0']],
    edits: [
      edit(0, 'after', reg('r0'), reg('r4'), 0),
      edit(2, 'before', reg('r4'), reg('r0'), 0),
      edit(5, 'before', reg('r4'), reg('r0'), 0),
    ],
    spillSlots: 0,
    slotBytes: 4,
  };
  t.same(checkAllocation(f, good, ARM), []);
  const inScratch = {
    ...good,
    edits: good.edits.map((e) =>
      e.to.kind === 'reg' && e.to.preg === 'r4'
        ? { ...e, to: reg('r1') }
        : e.from.kind === 'reg' && e.from.preg === 'r4'
          ? { ...e, from: reg('r1') }
          : e,
    ),
  };
  expectError(
    t,
    checkAllocation(f, inScratch, ARM),
    2,
    0,
    /use of v0 in r0, but r0 holds nothing/,
    'loop-carried value in a clobbered register',
  );
});

// Sweep: mutations that are bugs by construction, applied to real allocator output.
type Mutation = {
  name: string;
  apply: (fn: MFunction, r: AllocResult, regs: TargetRegs) => { result: AllocResult; inst: number; operand: number | null } | null;
};

function operands(fn: MFunction): { inst: number; k: number; op: RegOperand; ops: readonly RegOperand[] }[] {
  const out: { inst: number; k: number; op: RegOperand; ops: readonly RegOperand[] }[] = [];
  let i = 0;
  for (const b of fn.blocks)
    for (const inst of b.insts) {
      inst.regs.forEach((op, k) => out.push({ inst: i, k, op, ops: inst.regs }));
      i++;
    }
  return out;
}

function withAlloc(r: AllocResult, inst: number, k: number, preg: string): AllocResult {
  return { ...r, allocs: r.allocs.map((a, i) => (i === inst ? a.map((p, j) => (j === k ? preg : p)) : a)) };
}

const MUTATIONS: Mutation[] = [
  {
    name: 'reuse violated',
    apply: (fn, r, regs) => {
      const o = operands(fn).find((x) => x.op.constraint.kind === 'reuse');
      if (!o) return null;
      const other = regs.allocatable.find((p) => p !== r.allocs[o.inst]![o.k])!;
      return { result: withAlloc(r, o.inst, o.k, other), inst: o.inst, operand: o.k };
    },
  },
  {
    name: 'fixed violated',
    apply: (fn, r, regs) => {
      const o = operands(fn).find((x) => x.op.constraint.kind === 'fixed' && x.inst > 0);
      if (!o) return null;
      const other = regs.allocatable.find((p) => p !== r.allocs[o.inst]![o.k])!;
      return { result: withAlloc(r, o.inst, o.k, other), inst: o.inst, operand: o.k };
    },
  },
  {
    name: 'class violated',
    apply: (fn, r, regs) => {
      const o = operands(fn).find((x) => x.op.constraint.kind === 'reg');
      if (!o) return null;
      const outside = regs.calleeSaved.find((p) => !regs.allocatable.includes(p)) ?? 'nonexistent';
      return { result: withAlloc(r, o.inst, o.k, outside), inst: o.inst, operand: o.k };
    },
  },
  {
    name: 'reload from the wrong slot (spill-all)',
    apply: (_fn, r) => {
      const e = r.edits.findIndex((x) => x.point.pos === 'before' && x.from.kind === 'slot');
      if (e < 0) return null;
      const victim = r.edits[e]!;
      const wrong = (victim.vreg + 1) % r.spillSlots;
      const edits = r.edits.map((x, i) => (i === e ? { ...x, from: slot(wrong) } : x));
      return { result: { ...r, edits }, inst: victim.point.inst, operand: -1 };
    },
  },
];

t.test('mutations of real allocator output are caught (generated functions, every target)', async (t) => {
  for (const isaName of ['x86-32', 'x86-64', 'arm', 'thumb'] as Isa[]) {
    const regs = targetRegs(isaName);
    const caught: Record<string, number> = {};
    const missed: string[] = [];
    for (let seed = 0; seed < 30; seed++) {
      const fn = generateMFunction(seed, regs);
      for (const [allocName, allocator] of Object.entries(ALLOCATORS)) {
        const base = allocator.allocate(fn, regs);
        for (const m of MUTATIONS) {
          if (m.name.includes('spill-all') && allocName !== 'spill-all') continue;
          const mutated = m.apply(fn, base, regs);
          if (!mutated) continue;
          const errors = checkAllocation(fn, mutated.result, regs);
          const hit = errors.some((e) => e.inst === mutated.inst && (mutated.operand === -1 || e.operand === mutated.operand));
          if (hit) caught[m.name] = (caught[m.name] ?? 0) + 1;
          else missed.push(`${m.name} ${allocName} seed ${seed}`);
        }
      }
    }
    t.same(missed, [], `${isaName}: caught ${JSON.stringify(caught)}`);
    t.equal(Object.keys(caught).length, MUTATIONS.length, `${isaName}: every mutation kind applied`);
  }
});
