// The ARM indexed-access DAG combine (engine/isel/indexed.ts) and its tiles (engine/targets/arm/tiles-mem.ts):
// 1. on hand-written IR functions, the combine fires exactly where it must (post- and pre-indexed
//    loads and stores of words, halfwords and bytes, sign- and zero-extending narrow loads, negative
//    offsets, an intervening store that aliases the next access) and never where a legality rule
//    forbids it — one function per rule: offset beyond imm12/imm8, volatile, base used by another
//    access, base leaving the block, a base computed inside the address's tree (a load that would
//    move past a store), a store of its own address, a writeback user before the
//    access, a pre-indexed address used only by its access, a pre-indexed base used elsewhere, an
//    extension among several users of a narrow load;
// 2. the module (every function called from main, results stored to a global) compiled for ARM by
//    every selector x allocator, allocation-checked, run in the emulator, matches the interpreter,
//    and the emitted MIR holds one writeback form per combined access; the same IR for Thumb and
//    x86-32 also matches and holds no indexed node (the combine is ARM's only);
// 3. on every legalizable ARM corpus function, the combined DAGs keep the builder's invariants: kids
//    before users, every load/store exactly once and in order along the chain, each writeback node
//    right after its access with all its users later, both roots.

import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { buildDags, type BlockDag } from '../../engine/isel/dag.js';
import { ARM_INDEXED, combineIndexed } from '../../engine/isel/indexed.js';
import { compileModule } from '../../engine/codegen/pipeline.js';
import { allocationProblems } from '../../testbed/driver/allocation-check.js';
import { executeImage } from '../../testbed/driver/execute.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { loadProgram } from '../../testbed/driver/input.js';
import type { Module } from '../../engine/ir/types.js';
import type { Isa } from '../../isa-models/types.js';

const HEADER: Readonly<Record<'arm' | 'thumb' | 'x86-32', string>> = {
  arm: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "armv6-none-unknown-eabi"',
  thumb: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "thumbv6m-none-unknown-eabi"',
  'x86-32':
    'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\ntarget triple = "i386-unknown-linux-gnu"',
};

/** A counted loop over pointer %q (from %p); `body` defines %v (i32) and %q2 (the next %q). */
const loop = (name: string, body: string): string => `
define i32 @${name}(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %q = phi ptr [ %p, %entry ], [ %q2, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
${body
  .trim()
  .split('\n')
  .map((l) => `  ${l.trim()}`)
  .join('\n')}
  %m = mul i32 %s, 3
  %s2 = add i32 %m, %v
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %s2
}`;

interface Case {
  readonly name: string;
  readonly ir: string;
  /** The indexed ops the combine must make (sorted), [] where it must not fire. */
  readonly expect: readonly string[];
  /** The call's arguments. */
  readonly args: string;
}

const W = (k: number) => `getelementptr inbounds ([48 x i32], ptr @w, i32 0, i32 ${k})`;
const H = (k: number) => `getelementptr inbounds ([48 x i16], ptr @h, i32 0, i32 ${k})`;
const B = (k: number) => `getelementptr inbounds ([1200 x i8], ptr @b, i32 0, i32 ${k})`;

const CASES: readonly Case[] = [
  // ---- must fire ----
  {
    name: 'sum_post',
    expect: ['load-post'],
    args: `ptr ${W(0)}, i32 40`,
    ir: loop(
      'sum_post',
      `
    %v = load i32, ptr %q, align 4
    %q2 = getelementptr inbounds i32, ptr %q, i32 1`,
    ),
  },
  {
    name: 'sum_pre',
    expect: ['load-pre'],
    args: `ptr ${W(0)}, i32 40`,
    ir: loop(
      'sum_pre',
      `
    %q2 = getelementptr inbounds i32, ptr %q, i32 1
    %v = load i32, ptr %q2, align 4`,
    ),
  },
  {
    name: 'fill_post',
    expect: ['store-post'],
    args: `ptr ${W(2)}, i32 20`,
    ir: loop(
      'fill_post',
      `
    %x = mul i32 %i, 7
    store i32 %x, ptr %q, align 4
    %q2 = getelementptr inbounds i32, ptr %q, i32 1
    %v = or i32 %x, 1`,
    ),
  },
  {
    name: 'fill_pre',
    expect: ['store-pre'],
    args: `ptr ${W(20)}, i32 20`,
    ir: loop(
      'fill_pre',
      `
    %q2 = getelementptr inbounds i32, ptr %q, i32 1
    %x = mul i32 %i, -5
    store i32 %x, ptr %q2, align 4
    %v = or i32 %x, 1`,
    ),
  },
  {
    name: 'sum_sbytes',
    expect: ['sload-post'],
    args: `ptr ${B(0)}, i32 100`,
    ir: loop(
      'sum_sbytes',
      `
    %b = load i8, ptr %q, align 1
    %v = sext i8 %b to i32
    %q2 = getelementptr inbounds i8, ptr %q, i32 1`,
    ),
  },
  {
    name: 'sum_ubytes',
    expect: ['load-post'],
    args: `ptr ${B(0)}, i32 100`,
    ir: loop(
      'sum_ubytes',
      `
    %b = load i8, ptr %q, align 1
    %v = zext i8 %b to i32
    %q2 = getelementptr inbounds i8, ptr %q, i32 1`,
    ),
  },
  {
    name: 'sum_shorts',
    expect: ['sload-post'],
    args: `ptr ${H(0)}, i32 48`,
    ir: loop(
      'sum_shorts',
      `
    %h = load i16, ptr %q, align 2
    %v = sext i16 %h to i32
    %q2 = getelementptr inbounds i16, ptr %q, i32 1`,
    ),
  },
  {
    name: 'fill_shorts',
    expect: ['store-post'],
    args: `ptr ${H(4)}, i32 30`,
    ir: loop(
      'fill_shorts',
      `
    %x = trunc i32 %s to i16
    store i16 %x, ptr %q, align 2
    %q2 = getelementptr inbounds i16, ptr %q, i32 1
    %v = add i32 %i, 40000`,
    ),
  },
  {
    name: 'fill_bytes',
    expect: ['store-post'],
    args: `ptr ${B(600)}, i32 200`,
    ir: loop(
      'fill_bytes',
      `
    %x = trunc i32 %s to i8
    store i8 %x, ptr %q, align 1
    %q2 = getelementptr inbounds i8, ptr %q, i32 1
    %v = add i32 %i, 3`,
    ),
  },
  {
    name: 'sum_back',
    expect: ['load-post'],
    args: `ptr ${W(47)}, i32 48`,
    ir: loop(
      'sum_back',
      `
    %v = load i32, ptr %q, align 4
    %q2 = getelementptr inbounds i32, ptr %q, i32 -1`,
    ),
  },
  {
    name: 'far_ubyte',
    expect: ['load-post'],
    args: `ptr ${B(0)}, i32 4`,
    ir: loop(
      'far_ubyte',
      `
    %b = load i8, ptr %q, align 1
    %v = zext i8 %b to i32
    %q2 = getelementptr i8, ptr %q, i32 256`,
    ),
  },
  // ---- must not fire: one legality rule each ----
  {
    name: 'far_word',
    expect: [],
    args: `ptr ${W(0)}, i32 1`,
    ir: loop(
      'far_word',
      `
    %v = load i32, ptr %q, align 4
    %q2 = getelementptr i8, ptr %q, i32 4096`,
    ),
  },
  {
    name: 'far_half',
    expect: [],
    args: `ptr ${H(0)}, i32 1`,
    ir: loop(
      'far_half',
      `
    %h = load i16, ptr %q, align 2
    %v = zext i16 %h to i32
    %q2 = getelementptr i8, ptr %q, i32 256`,
    ),
  },
  {
    name: 'far_sbyte',
    expect: [],
    args: `ptr ${B(0)}, i32 4`,
    ir: loop(
      'far_sbyte',
      `
    %b = load i8, ptr %q, align 1
    %v = sext i8 %b to i32
    %q2 = getelementptr i8, ptr %q, i32 256`,
    ),
  },
  {
    name: 'volatile',
    expect: [],
    args: `ptr ${W(0)}, i32 10`,
    ir: loop(
      'volatile',
      `
    %v = load volatile i32, ptr %q, align 4
    %q2 = getelementptr inbounds i32, ptr %q, i32 1`,
    ),
  },
  {
    name: 'base_used',
    expect: [],
    args: `ptr ${W(0)}, i32 30`,
    ir: loop(
      'base_used',
      `
    %v0 = load i32, ptr %q, align 4
    %r = getelementptr inbounds i32, ptr %q, i32 2
    %v1 = load i32, ptr %r, align 4
    %v = add i32 %v0, %v1
    %q2 = getelementptr inbounds i32, ptr %q, i32 1`,
    ),
  },
  {
    name: 'self_store',
    expect: [],
    args: `ptr ${W(30)}, i32 8`,
    ir: loop(
      'self_store',
      `
    store ptr %q, ptr %q, align 4
    %q2 = getelementptr inbounds i32, ptr %q, i32 1
    %v = add i32 %i, 1`,
    ),
  },
  {
    name: 'wb_before',
    expect: [],
    args: `ptr ${W(10)}, i32 20`,
    ir: loop(
      'wb_before',
      `
    %q2 = getelementptr inbounds i32, ptr %q, i32 1
    store i32 7, ptr %q2, align 4
    %v = load i32, ptr %q, align 4`,
    ),
  },
  {
    name: 'pre_single',
    expect: [],
    args: `ptr ${W(0)}, i32 20`,
    ir: loop(
      'pre_single',
      `
    %r = getelementptr inbounds i32, ptr %q, i32 1
    %v = load i32, ptr %r, align 4
    %q2 = getelementptr inbounds i32, ptr %q, i32 2`,
    ),
  },
  {
    name: 'pre_base_used',
    expect: [],
    args: `ptr ${W(0)}, i32 40`,
    ir: loop(
      'pre_base_used',
      `
    %q2 = getelementptr inbounds i32, ptr %q, i32 1
    %v0 = load i32, ptr %q2, align 4
    %t = load i32, ptr %q, align 4
    %v = sub i32 %v0, %t`,
    ),
  },
  {
    name: 'ext_shared',
    expect: [],
    args: `ptr ${B(0)}, i32 50`,
    ir: loop(
      'ext_shared',
      `
    %b = load i8, ptr %q, align 1
    %e = sext i8 %b to i32
    %b1 = add i8 %b, 1
    %z = zext i8 %b1 to i32
    %v = add i32 %e, %z
    %q2 = getelementptr inbounds i8, ptr %q, i32 1`,
    ),
  },
  // the base leaves its block (used again in %next): the tie would cost a copy
  {
    name: 'base_exported',
    expect: [],
    args: `ptr ${W(0)}, i32 5`,
    ir: `
define i32 @base_exported(ptr %p, i32 %n) {
entry:
  %q = getelementptr inbounds i32, ptr %p, i32 %n
  %v = load i32, ptr %q, align 4
  %q2 = getelementptr inbounds i32, ptr %q, i32 1
  %w = load i32, ptr %q2, align 4
  br label %next
next:
  %x = load i32, ptr %q, align 4
  %a = add i32 %v, %w
  %r = mul i32 %a, %x
  ret i32 %r
}`,
  },
  // the base is a load inside p2's tree: combined, it would move past the store that replaces the pointer it reads
  {
    name: 'base_in_tree',
    expect: [],
    args: 'ptr @slot, ptr @slot',
    ir: `
define i32 @base_in_tree(ptr %pp, ptr %r) {
entry:
  %p = load ptr, ptr %pp, align 4
  %q2 = getelementptr inbounds i32, ptr %p, i32 1
  store ptr ${W(9)}, ptr %r, align 4
  %v = load i32, ptr %q2, align 4
  br label %next
next:
  %w = load i32, ptr %q2, align 4
  %a = mul i32 %v, 7
  %s = add i32 %a, %w
  ret i32 %s
}`,
  },
  // memory order: a store through another pointer (at run time the next word) between the access and its add
  {
    name: 'alias_post',
    expect: ['load-post'],
    args: `ptr ${W(3)}, ptr ${W(4)}`,
    ir: `
define i32 @alias_post(ptr %q, ptr %r) {
entry:
  %v = load i32, ptr %q, align 4
  store i32 99, ptr %r, align 4
  %q2 = getelementptr inbounds i32, ptr %q, i32 1
  %w = load i32, ptr %q2, align 4
  %a = mul i32 %v, 1000
  %s = add i32 %a, %w
  ret i32 %s
}`,
  },
];

/** The test module: the cases, an initializer of the arrays, and main storing every result. */
function moduleText(isa: keyof typeof HEADER): string {
  const calls = CASES.map(
    (c, k) => `  %r${k} = call i32 @${c.name}(${c.args})
  store i32 %r${k}, ptr getelementptr inbounds ([${CASES.length} x i32], ptr @out, i32 0, i32 ${k}), align 4
  %h${k + 1} = add i32 %h${k}, %r${k}`,
  ).join('\n');
  return `${HEADER[isa]}
@w = global [48 x i32] zeroinitializer, align 4
@h = global [48 x i16] zeroinitializer, align 2
@b = global [1200 x i8] zeroinitializer, align 1
@slot = global ptr ${W(5)}, align 4
@out = global [${CASES.length} x i32] zeroinitializer, align 4
${CASES.map((c) => c.ir).join('\n')}
define void @init() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %x = mul i32 %i, -1640531535
  %pw = getelementptr inbounds [48 x i32], ptr @w, i32 0, i32 %i
  store i32 %x, ptr %pw, align 4
  %x16 = lshr i32 %x, 13
  %t16 = trunc i32 %x16 to i16
  %ph = getelementptr inbounds [48 x i16], ptr @h, i32 0, i32 %i
  store i16 %t16, ptr %ph, align 2
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, 48
  br i1 %c, label %loop, label %bytes
bytes:
  %j = phi i32 [ 0, %loop ], [ %j2, %bytes ]
  %y = mul i32 %j, 73
  %y8 = trunc i32 %y to i8
  %pb = getelementptr inbounds [1200 x i8], ptr @b, i32 0, i32 %j
  store i8 %y8, ptr %pb, align 1
  %j2 = add i32 %j, 1
  %d = icmp slt i32 %j2, 1200
  br i1 %d, label %bytes, label %done
done:
  ret void
}
define i32 @main() {
entry:
  call void @init()
  %h0 = add i32 0, 0
${calls}
  ret i32 %h${CASES.length}
}
`;
}

const parse = (isa: keyof typeof HEADER): Module => parseModule(moduleText(isa), `indexed-${isa}.ll`);

/** The combined DAGs of a legalized function, as selection sees them on ARM. */
function combined(m: Module, name: string): BlockDag[] {
  const fn = m.functions.find((f) => f.name === name)!;
  const { facts, dags } = buildDags(fn, m);
  return dags.map((d) => combineIndexed(d, facts, ARM_INDEXED));
}

const indexedOps = (dags: readonly BlockDag[]): string[] =>
  dags.flatMap((d) => d.nodes.filter((n) => /-(pre|post)$/.test(n.op)).map((n) => n.op)).sort();

t.test('the combine fires where it must and nowhere a rule forbids', async (t) => {
  const m = legalizeModule(parse('arm'), 'arm');
  for (const c of CASES) t.same(indexedOps(combined(m, c.name)), c.expect, `${c.name}: ${c.expect.join(', ') || 'no indexed access'}`);
  // the writeback carries p2's own vreg when p2 leaves the block (the loop's phi argument)
  const [, body] = combined(m, 'sum_post');
  const wb = body!.nodes.find((n) => n.op === 'writeback')!;
  const phiArg = [...body!.phiArgs.values()].flat().find((a) => a.node === wb.id);
  t.ok(phiArg !== undefined && wb.export !== undefined, 'sum_post: the phi argument for %q2 is the writeback node, which has a vreg');
});

const isIndexedForm = (form: string): boolean => form.endsWith(']!') || /\], #imm$/.test(form);
const COMBOS = [
  ['maxmunch', 'spill-all'],
  ['maxmunch', 'linear-scan'],
  ['cse-all', 'spill-all'],
  ['cse-all', 'linear-scan'],
] as const;

for (const isa of ['arm', 'thumb', 'x86-32'] as const) {
  t.test(
    `${isa}: every selector x allocator matches the interpreter${isa === 'arm' ? ' with the indexed forms' : ' (no combine)'}`,
    async (t) => {
      const m = parse(isa);
      const target = findTarget(isa)!;
      const expected = CASES.reduce((s, c) => s + c.expect.length, 0);
      for (const [isel, ra] of COMBOS) {
        const c = compileModule(m, isa as Isa, { isel, ra, checkAllocation: allocationProblems }); // verifiers and the allocation checker run inside
        let forms = 0;
        for (const f of c.functions.filter((f) => CASES.some((k) => k.name === f.mir.name))) {
          for (const b of f.mir.blocks)
            for (const i of b.insts)
              if (i.kind === 'isa' && isIndexedForm(String((i.insn as { form?: string } | null)?.form ?? ''))) forms++;
        }
        t.equal(forms, isa === 'arm' ? expected : 0, `${isel}/${ra}: ${forms} indexed forms in the cases' MIR`);
        const r = executeImage(
          m,
          target,
          c.image,
          { program: 'indexed', target: isa, backend: 'tessera', isel, ra },
          { entry: 'main', args: [], maxSteps: 10_000_000, exactHooks: false },
        );
        t.equal(r.interpreter.status, 'ok', 'the interpreter runs the module without undefined behaviour');
        t.ok(
          r.matchesInterpreter,
          `${isel}/${ra}: machine ${r.machine.status} return ${r.returnValue}, interpreter return ${r.interpreter.return}`,
        );
      }
    },
  );
}

t.test("arm corpus: combined DAGs keep the builder's invariants", async (t) => {
  let accesses = 0;
  let problems = 0;
  const dir = join('corpus/ll', 'arm');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.O1.ll'))
    .sort()) {
    let m: Module;
    try {
      m = legalizeModule(loadProgram(join(dir, file), 'arm').module, 'arm');
    } catch {
      continue;
    } // 64-bit: refused elsewhere
    for (const fn of m.functions.filter((f) => f.blocks.length > 0)) {
      const { facts, dags } = buildDags(fn, m);
      for (const before of dags) {
        const after = combineIndexed(before, facts, ARM_INDEXED);
        const bad = invariantProblems(before, after);
        accesses += after.nodes.filter((n) => /-(pre|post)$/.test(n.op)).length;
        if (bad.length > 0) {
          problems++;
          t.fail(`${file} @${fn.name} block ${before.block}: ${bad.join('; ')}`);
        }
      }
    }
  }
  t.equal(problems, 0, `no block breaks an invariant; ${accesses} indexed accesses`);
  t.ok(accesses >= 20, 'the corpus has indexed accesses');
});

/** What a combined DAG breaks of the builder's contract (see the file's header, item 3). */
function invariantProblems(before: BlockDag, after: BlockDag): string[] {
  const out: string[] = [];
  const memory = (d: BlockDag) => d.nodes.filter((n) => /^(s?load|store|call)/.test(n.op));
  const kinds = (d: BlockDag) => memory(d).map((n) => `${n.op.replace(/^s?load.*/, 'load').replace(/^store.*/, 'store')}${n.from ?? ''}`);
  if (kinds(before).join() !== kinds(after).join()) out.push('memory accesses changed or reordered');
  let prev: number | null = null;
  for (const n of memory(after)) {
    if ((n.chain ?? null) !== prev) out.push(`node ${n.id}: chain ${n.chain} instead of ${prev}`);
    prev = n.id;
  }
  for (const n of after.nodes) {
    if (n.id !== after.nodes.indexOf(n)) out.push(`node ${n.id} out of place`);
    if (n.kids.some((k) => k >= n.id)) out.push(`node ${n.id} has a kid after it`);
    if (n.op !== 'writeback') continue;
    const access = after.nodes[n.kids[0]!]!;
    if (n.kids[0] !== n.id - 1 || !/-(pre|post)$/.test(access.op)) out.push(`writeback ${n.id} does not follow its access`);
    if (!n.root || !access.root || n.export === undefined) out.push(`writeback ${n.id}: not a root with a vreg`);
  }
  return out;
}
