// The parts of the graph-color allocator on small hand-written inputs with expected results:
// interference (Chaitin's copy rule, clobbers as forbidden registers), the coalescing conditions
// (Briggs and George, conservative: they refuse merges that would force a spill), the class-aware
// degree rule (x86-32 byte registers), the spill choice (loop depth), the spill rewrite (short
// temporaries reloaded right before their instruction), tied and stack operands; and the hand-built
// codegen programs (tap-tests/codegen/build.ts) allocated by graph-color, emitted, linked and run in
// Unicorn on all four ISAs. Every allocation here is also passed through the allocation checker.

import t, { type Test } from 'tap';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { verifyMir, verifyMirRegs } from '../../engine/mir/verify.js';
import type { AllocResult, Constraint, MFunction, MInst, PReg, RegOperand, TargetRegs } from '../../engine/mir/types.js';
import { graphColor } from '../../engine/regalloc/graph-color/graph-color.js';
import { buildProgram, vregNode } from '../../engine/regalloc/graph-color/program.js';
import { buildGraph, type GcGraph } from '../../engine/regalloc/graph-color/interference-graph.js';
import { colorGraph } from '../../engine/regalloc/graph-color/color.js';
import { NodeSet } from '../../engine/regalloc/graph-color/adjacency.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { emitFunction } from '../../engine/codegen/pipeline.js';
import { linkImage } from '../../engine/link/link-image.js';
import { runImage } from '../../simulators/harness.js';
import type { Isa } from '../../isa-models/types.js';
import { ISAS, moduleFor, programs } from '../codegen/build.js';

const GPR: Constraint = { kind: 'reg', class: 'gpr' };
const fx = (preg: PReg): Constraint => ({ kind: 'fixed', preg });
const use = (vreg: number, constraint: Constraint = GPR): RegOperand => ({ vreg, kind: 'use', constraint });
const def = (vreg: number, constraint: Constraint = GPR): RegOperand => ({ vreg, kind: 'def', constraint });
const op = (regs: RegOperand[], extra: { clobbers?: PReg[]; target?: number } = {}): MInst => ({
  kind: 'isa',
  insn: { form: 'generated', ops: [] },
  regs,
  clobbers: extra.clobbers ?? [],
  ...(extra.target === undefined ? {} : { target: extra.target }),
});
const entry = (regs: RegOperand[]): MInst => ({ kind: 'isa', insn: null, regs, clobbers: [] });
const konst = (vreg: number, value = 1): MInst => ({ kind: 'const', regs: [def(vreg)], value: BigInt(value) });
const copy = (dst: number, src: number): MInst => ({ kind: 'copy', regs: [def(dst), use(src)] });

interface BlockSpec {
  readonly insts: MInst[];
  readonly succs?: number[];
  readonly depth?: number;
}

function mfn(blocks: BlockSpec[], vregs: number, classOf: (v: number) => string = () => 'gpr'): MFunction {
  const preds = blocks.map(() => [] as number[]);
  blocks.forEach((b, id) => (b.succs ?? []).forEach((s) => preds[s]!.push(id)));
  return {
    name: 'hand',
    blocks: blocks.map((b, id) => ({ id, insts: b.insts, succs: b.succs ?? [], preds: preds[id]!, loopDepth: b.depth ?? 0 })),
    vregs: Array.from({ length: vregs }, (_, v) => ({ class: classOf(v), bits: 32 })),
    frame: [],
  };
}

function allocate(t: Test, fn: MFunction, regs: TargetRegs): AllocResult {
  t.same(verifyMirRegs(fn, regs), [], 'the input passes verifyMir');
  const r = graphColor.allocate(fn, regs);
  t.same(checkAllocation(fn, r, regs), [], 'the allocation checker accepts the result');
  return r;
}

const slotEdits = (r: AllocResult) => r.edits.filter((e) => e.from.kind === 'slot' || e.to.kind === 'slot');

t.test('coalescing removes every move of a copy chain between argument and result registers', async (t) => {
  const regs = targetRegs('x86-64');
  const fn = mfn([{ insts: [entry([def(0, fx('rdi'))]), copy(1, 0), op([use(1), def(2)]), op([use(2, fx('rax'))])] }], 3);
  const r = allocate(t, fn, regs);
  t.same(r.edits, [], 'no edits: v0 and v1 coalesced with rdi (George), v2 with rax');
  t.same(r.allocs, [['rdi'], ['rdi', 'rdi'], ['rdi', 'rax'], ['rax']]);
});

t.test("interference: Chaitin's copy rule, and a redefinition breaks it", async (t) => {
  const regs = targetRegs('arm');
  const adjacent = (fn: MFunction, a: number, b: number) => {
    const prog = buildProgram(fn, regs);
    return buildGraph(prog).adj[vregNode(prog, a)]!.has(vregNode(prog, b));
  };
  const sameValue = mfn([{ insts: [konst(0), copy(1, 0), op([use(0), use(1), def(2)]), op([use(2, fx('r0'))])] }], 3);
  const redefined = mfn([{ insts: [konst(0), copy(1, 0), konst(0, 7), op([use(0), use(1), def(2)]), op([use(2, fx('r0'))])] }], 3);
  const copyOnly = mfn([{ insts: [konst(0), copy(1, 0), op([use(1), def(2)]), op([use(0), use(2), def(3)]), op([use(3, fx('r0'))])] }], 4);
  t.notOk(adjacent(copyOnly, 1, 0), 'v1 = copy v0 with both live: no edge (one value)');
  t.ok(adjacent(redefined, 1, 0), 'v0 redefined while v1 is live: an edge');
  t.ok(adjacent(sameValue, 1, 0), 'two uses of different vregs at one instruction: an edge (the checker forbids sharing)');
  allocate(t, copyOnly, regs);
  allocate(t, redefined, regs);
});

t.test('clobbers: a value live across a call is forbidden every caller-saved register', async (t) => {
  const regs = targetRegs('x86-64');
  const call = op([use(1, fx('rdi')), def(2, fx('rax'))], { clobbers: [...regs.callerSaved] });
  const fn = mfn([{ insts: [entry([def(0, fx('rdi'))]), konst(1, 5), call, op([use(0), use(2), def(3)]), op([use(3, fx('rax'))])] }], 4);
  const prog = buildProgram(fn, regs);
  const g = buildGraph(prog);
  const callerMask = regs.allocatable.reduce((m, r, i) => (regs.callerSaved.includes(r) ? m | (1 << i) : m), 0);
  t.equal(g.forbidden[vregNode(prog, 0)]! & callerMask, callerMask, 'v0 (live across) interferes with every clobbered register');
  t.equal(g.forbidden[vregNode(prog, 2)]! & callerMask, 0, 'v2 (the call result, a late def) does not');
  const r = allocate(t, fn, regs);
  const v0 = r.allocs[3]![0] as PReg;
  t.ok(regs.calleeSaved.includes(v0), `v0 lives in callee-saved ${v0}`);
  t.same(slotEdits(r), [], 'no spill code');
});

/** The graph of `edges` over virtual nodes 1.. (node 0 is the one precolored register, color 0). */
function graph(n: number, edges: [number, number][], moves: [number, number][], forbidden: Record<number, number> = {}): GcGraph {
  const adj = Array.from({ length: n }, () => new NodeSet(n));
  for (const [a, b] of edges) {
    adj[a]!.add(b);
    adj[b]!.add(a);
  }
  return {
    adj,
    forbidden: Array.from({ length: n }, (_, i) => forbidden[i] ?? 0),
    moves: moves.map(([a, b]) => ({ a, b, weight: 1 })),
    weight: new Array<number>(n).fill(1),
    present: Array.from({ length: n }, (_, i) => i > 0),
  };
}

function color(g: GcGraph, allowed: number[]) {
  return colorGraph({ graph: g, allowed: [0, ...allowed], spillTemp: allowed.map(() => false).concat([false]), pregs: 1, colors: 2 });
}

t.test('Briggs: a merge is made only when the merged node keeps fewer than K significant neighbours', async (t) => {
  // K = 2. a=1, b=2 joined by a move; x=3 next to a, y=4 next to b, x–y: merging a and b would make a triangle.
  const refused = color(
    graph(
      5,
      [
        [1, 3],
        [2, 4],
        [3, 4],
      ],
      [[1, 2]],
    ),
    [3, 3, 3, 3],
  );
  t.same(refused.spilled, [], 'refused: the path a–x–y–b stays 2-colorable');
  t.not(refused.color[1], refused.color[2], 'so a and b get different colors');
  const accepted = color(
    graph(
      4,
      [
        [1, 3],
        [2, 3],
      ],
      [[1, 2]],
    ),
    [3, 3, 3],
  );
  t.equal(accepted.alias(2), accepted.alias(1), 'a and b with one common neighbour: coalesced');
  t.equal(accepted.color[1], accepted.color[2]);
});

t.test('George: a node joins a precolored register only if its significant neighbours already avoid it', async (t) => {
  // K = 2, register 0 precolored. v=1 moves from r0; t1=2 next to v and t2=3; t2 already interferes with r0.
  const refused = color(
    graph(
      4,
      [
        [1, 2],
        [2, 3],
      ],
      [[1, 0]],
      { 3: 1 },
    ),
    [3, 3, 3],
  );
  t.same(refused.spilled, [], 'refused: merging v into r0 would leave t1 and t2 only color 1');
  t.equal(refused.color[1], 1, 'v keeps color 1, the move stays');
  const accepted = color(graph(3, [[1, 2]], [[1, 0]], { 2: 1 }), [3, 3]);
  t.equal(accepted.alias(1), 0, 'its one neighbour already avoids r0: v is coalesced into r0');
  t.equal(accepted.color[1], 0);
});

t.test('classes: byte nodes count against the 4 byte registers of x86-32, gpr nodes still fit', async (t) => {
  const regs = targetRegs('x86-32');
  const clique = (classes: string[]) => {
    const n = classes.length;
    const allowed = classes.map((c) => regs.allocatable.reduce((m, r, i) => (regs.classes[c]!.includes(r) ? m | (1 << i) : m), 0));
    const edges: [number, number][] = [];
    for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) edges.push([a, b]);
    const adj = Array.from({ length: n + 1 }, () => new NodeSet(n + 1));
    for (const [a, b] of edges) {
      adj[a]!.add(b);
      adj[b]!.add(a);
    }
    const g: GcGraph = {
      adj,
      forbidden: new Array<number>(n + 1).fill(0),
      moves: [],
      weight: new Array<number>(n + 1).fill(1),
      present: Array.from({ length: n + 1 }, (_, i) => i > 0),
    };
    return colorGraph({
      graph: g,
      allowed: [0, ...allowed],
      spillTemp: new Array<boolean>(n + 1).fill(false),
      pregs: 1,
      colors: regs.allocatable.length,
    });
  };
  t.equal(clique(['byte', 'byte', 'byte', 'byte', 'byte']).spilled.length, 1, 'five byte values live together: one spills');
  const mixed = clique(['byte', 'byte', 'byte', 'byte', 'gpr', 'gpr']);
  t.equal(mixed.spilled.length, 0, 'four byte and two gpr values: all colored');
  t.same(
    mixed.color
      .slice(1, 5)
      .map((c) => regs.allocatable[c])
      .sort(),
    ['eax', 'ebx', 'ecx', 'edx'],
    'the byte values in the byte registers',
  );
  // The same through the allocator: byte-class operands on temporaries, the byte registers checked.
  const fn = mfn(
    [
      {
        insts: [
          ...[0, 1, 2, 3, 4].map((v) => konst(v, v)),
          op(
            [0, 1, 2, 3, 4]
              .map((v) => use(v, { kind: 'reg', class: 'byte' }))
              .slice(0, 2)
              .concat([def(5)]),
          ),
          op([use(2), use(3), use(4), use(5), def(6)]),
          op([use(0), use(1), use(6), def(7)]),
          op([use(7, fx('eax'))]),
        ],
      },
    ],
    8,
  );
  allocate(t, fn, regs);
});

t.test('spill choice: with more live values than registers, values used in the loop stay in registers', async (t) => {
  const regs = targetRegs('thumb');
  const outside = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const fn = mfn(
    [
      { insts: [entry([def(0, fx('r0'))]), ...outside.map((v) => konst(v, v)), op([], { target: 1 })], succs: [1] },
      {
        insts: [op([use(0), def(10)]), op([use(10), def(0)]), op([use(0), use(10)], { target: 1 }), op([], { target: 2 })],
        succs: [1, 2],
        depth: 1,
      },
      {
        insts: [
          op([use(0), ...outside.map((v) => use(v)).slice(0, 4), def(11)]),
          op([use(11), ...outside.map((v) => use(v)).slice(4), def(12)]),
          op([use(12, fx('r0'))]),
        ],
      },
    ],
    13,
  );
  const r = allocate(t, fn, regs);
  const first = fn.blocks[0]!.insts.length;
  const last = first + fn.blocks[1]!.insts.length;
  t.same(
    r.edits.filter((e) => e.point.inst >= first && e.point.inst < last),
    [],
    'no edit inside the loop',
  );
  t.ok(slotEdits(r).length > 0, 'the values used after the loop are spilled instead');
});

t.test('spill rewrite: each reload is a short temporary read by the very next instruction', async (t) => {
  const regs = targetRegs('thumb');
  const vals = Array.from({ length: 12 }, (_, i) => i);
  const fn = mfn(
    [
      {
        insts: [
          ...vals.map((v) => konst(v, v)),
          op([use(0), use(1), use(2), def(12)]),
          op([use(3), use(4), use(5), use(12), def(13)]),
          op([use(6), use(7), use(8), use(13), def(14)]),
          op([use(9), use(10), use(11), use(14), def(15)]),
          op([use(15, fx('r0'))]),
        ],
      },
    ],
    16,
  );
  const r = allocate(t, fn, regs);
  t.ok(r.spillSlots >= 4, `${r.spillSlots} slots for 12 values in 8 registers`);
  const reloads = r.edits.filter((e) => e.from.kind === 'slot');
  t.ok(reloads.length >= 4);
  for (const e of reloads) {
    const k = fn.blocks[0]!.insts[e.point.inst]!.regs.findIndex((o) => o.kind === 'use' && o.vreg === e.vreg);
    t.equal(e.point.pos, 'before', `v${e.vreg} reloaded before inst ${e.point.inst}`);
    t.equal(e.to.kind === 'reg' ? e.to.preg : null, r.allocs[e.point.inst]![k], 'into the register that instruction reads it from');
  }
  t.equal(r.edits.filter((e) => e.to.kind === 'slot').length, r.spillSlots, 'each spilled value stored once, after its only def');
});

t.test('tied operands: a move only when the input is still live after the instruction', async (t) => {
  const regs = targetRegs('x86-32');
  const tied = (live: boolean) =>
    mfn(
      [
        {
          insts: [
            konst(0),
            konst(1),
            op([use(0), use(1), { vreg: 2, kind: 'def', constraint: { kind: 'reuse', input: 0 } }]),
            op([use(2), ...(live ? [use(0)] : []), def(3)]),
            op([use(3, fx('eax'))]),
          ],
        },
      ],
      4,
    );
  const dead = allocate(t, tied(false), regs);
  t.same(dead.edits, [], 'input dead after: the def takes over its register');
  t.equal(dead.allocs[2]![2], dead.allocs[2]![0]);
  const kept = allocate(t, tied(true), regs);
  t.equal(kept.edits.filter((e) => e.point.inst === 2).length, 1, 'input live after: one copy');
  t.equal(kept.allocs[2]![2], kept.allocs[2]![0], 'def and input share a register');
});

t.test('stack operands: a register-resident vreg is stored before a stack use and reloaded after a stack def', async (t) => {
  const regs = targetRegs('arm');
  const fn = mfn(
    [
      {
        insts: [
          konst(0, 3),
          op([use(0, { kind: 'stack' }), use(0), def(1)]),
          op([def(2, { kind: 'stack' }), use(1)]),
          op([use(2), use(1), use(0), def(3)]),
          op([use(3, fx('r0'))]),
        ],
      },
    ],
    4,
  );
  const r = allocate(t, fn, regs);
  t.same(
    r.edits.filter((e) => e.point.inst === 1).map((e) => [e.point.pos, e.from.kind, e.to.kind]),
    [['before', 'reg', 'slot']],
    'one store before the stack use',
  );
  t.same(
    r.edits.filter((e) => e.point.inst === 2).map((e) => [e.point.pos, e.from.kind, e.to.kind]),
    [['after', 'slot', 'reg']],
    'one reload after the stack def',
  );
});

for (const isa of ISAS) {
  t.test(`${isa}: the codegen test programs allocated by graph-color run in Unicorn`, async (t) => {
    const p = programs(isa);
    const regs = targetRegs(isa);
    const emit = (f: MFunction) => {
      t.same(verifyMir(f, isa), [], `${f.name}: verifyMir`);
      const alloc = graphColor.allocate(f, regs);
      t.same(checkAllocation(f, alloc, regs), [], `${f.name}: allocation checker`);
      return emitFunction(f, alloc, isa);
    };
    const image = linkImage(
      moduleFor(isa, ['add2', 'sum', 'main', 'stackOps'], ['putchar']),
      [p.add2, p.sum, p.main, p.stackOps].map(emit),
      isa as Isa,
    );
    const call = (entry: string, args: number[]) => runImage(image, { entry, args: args.map((v) => ({ width: 32, value: BigInt(v) })) });
    const ret = (o: ReturnType<typeof call>) => Number(BigInt.asIntN(32, o.resultRegs[0]!));
    t.equal(ret(call('add2', [40, -2])), 38);
    t.equal(ret(call('sum', [10])), 55);
    const m = call('main', []);
    t.equal(ret(m), 49);
    t.equal(Buffer.from(m.stdout).toString('latin1'), 'Hi');
    t.equal(ret(call('stackOps', [5, 100])), 110, 'stackOps(5, 100) = 100 + 2 * 5 through stack operands');
  });
}
