// The back-end benchmark's table code (bench/backend.ts) on tiny programs, without timing: the table's
// shape, the set of programs compared, and that every sum and ratio is computed from the counts the
// harness (testbed/driver/execute.ts executeImage) returns for llc-14 greedy and Tessera's images.
// Also: a cell that does not match (compile error, mismatch) leaves its program out of every row's
// sums and is tallied and named. No speed is asserted.

import t from 'tap';
import {
  COMBOS,
  comboLabel,
  comparedPrograms,
  irInstructionCount,
  measureTarget,
  ratio,
  sumCounts,
  TABLE_HEADER,
  tableNotes,
  tableRows,
  type BenchProgram,
  type Cell,
  type TargetMeasurement,
} from '../../bench/backend.js';
import { compileModule } from '../../engine/codegen/pipeline.js';
import { executeImage } from '../../testbed/driver/execute.js';
import { buildWithLlc } from '../../testbed/driver/llc-backend.js';
import { findTarget, type Target } from '../../testbed/driver/targets.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { verifyModule } from '../../engine/ir/verify.js';
import type { Image } from '../../common/image.js';

const HEADERS: Record<string, string> = {
  'x86-64':
    'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"\ntarget triple = "x86_64-unknown-linux-gnu"',
  'x86-32':
    'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\ntarget triple = "i386-unknown-linux-gnu"',
  thumb: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "thumbv6m-none-unknown-eabi"',
};

/** Sums a global array in a loop, stores the sum and returns it: loads, stores, a phi, a branch. */
const SUM = `@a = global [4 x i32] [i32 3, i32 5, i32 7, i32 11]
@out = global i32 0

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds [4 x i32], ptr @a, i32 0, i32 %i
  %v = load i32, ptr %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 4
  br i1 %c, label %loop, label %done
done:
  store i32 %s1, ptr @out
  ret i32 %s1
}
`;

/** A call with arguments and a result. */
const CALL = `define i32 @f(i32 %x, i32 %y) {
  %m = mul i32 %x, %y
  %r = sub i32 %m, 1
  ret i32 %r
}

define i32 @main() {
  %a = call i32 @f(i32 6, i32 7)
  %b = call i32 @f(i32 %a, i32 2)
  ret i32 %b
}
`;

/** 64-bit arithmetic: register pairs on the 32-bit targets (once a compile error for Tessera there), fine for llc. */
const WIDE = `define i32 @main() {
  %a = add i64 4294967295, 3
  %b = lshr i64 %a, 1
  %c = trunc i64 %b to i32
  ret i32 %c
}
`;

function program(target: Target, name: string, body: string): BenchProgram {
  const module = parseModule(`${HEADERS[target.name]}\n\n${body}`, `${name}.ll`);
  verifyModule(module);
  return { name, module };
}

/** The harness's counts for one image, taken directly (not through the bench's cells). */
function counts(p: BenchProgram, target: Target, image: Image): { code: number; accesses: number } {
  const r = executeImage(
    p.module,
    target,
    image,
    { program: p.name, target: target.name, backend: 'tessera', isel: '', ra: '' },
    { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false },
  );
  if (r.matchesInterpreter !== true) throw new Error(`${p.name}: does not match the interpreter`);
  return { code: r.machine.codeSize, accesses: r.machine.counts.loads + r.machine.counts.stores };
}

t.test("irInstructionCount: phis, instructions and terminators of the engine IR's defined functions", async (t) => {
  const x64 = findTarget('x86-64')!;
  // The front end lowers the getelementptr to sext, mul and a byte-offset ptradd: 3 engine IR instructions.
  t.equal(
    irInstructionCount(program(x64, 'sum', SUM).module),
    1 + (2 + 3 + 4 + 1) + 2,
    'entry br; loop 2 phis, gep as 3, load add add icmp, br; done store ret',
  );
  t.equal(irInstructionCount(program(x64, 'call', CALL).module), 3 + 3);
});

t.test("x86-64: two programs, every row matches; sums and ratios are the harness's counts", async (t) => {
  const target = findTarget('x86-64')!;
  const programs = [program(target, 'sum', SUM), program(target, 'call', CALL)];
  const m = measureTarget(target, programs);
  t.same(comparedPrograms(m), ['sum', 'call']);
  const rows = tableRows(m);
  t.equal(rows.length, 1 + COMBOS.length, 'llc-14 greedy and one row per selector x allocator');
  for (const r of rows) t.equal(r.length, TABLE_HEADER.length, `${r[1]}: one cell per column`);
  t.same(
    rows.map((r) => r[1]),
    ['llc-14 greedy', ...COMBOS.map(comboLabel)],
  );

  const total = (build: (p: BenchProgram) => Image): { code: number; accesses: number } =>
    programs.map((p) => counts(p, target, build(p))).reduce((a, c) => ({ code: a.code + c.code, accesses: a.accesses + c.accesses }));
  const llc = total((p) => buildWithLlc(p.module, target, 'greedy'));
  t.ok(llc.code > 0 && llc.accesses > 0, 'llc images have code and memory accesses');
  t.same(rows[0]!.slice(2, 9), ['2', `${llc.code}`, '1.000', '-', `${llc.accesses}`, '1.000', '-']);
  COMBOS.forEach((c, i) => {
    const ours = total((p) => compileModule(p.module, target.name, { isel: c.isel, ra: c.ra }).image);
    t.same(
      [rows[i + 1]![2], rows[i + 1]![3], rows[i + 1]![4], rows[i + 1]![6], rows[i + 1]![7]],
      ['2', `${ours.code}`, (ours.code / llc.code).toFixed(3), `${ours.accesses}`, (ours.accesses / llc.accesses).toFixed(3)],
      comboLabel(c),
    );
    t.same(rows[i + 1]!.slice(9), ['2', '0', '0', '0', '0'], `${comboLabel(c)}: both programs match`);
  });
  t.same(tableNotes(m), [], 'nothing to report');
});

t.test('thumb: a 64-bit program is register pairs for Tessera (engine/lower/wide.ts), compared in every row', async (t) => {
  const target = findTarget('thumb')!;
  const programs = [program(target, 'sum', SUM), program(target, 'wide', WIDE)];
  const m = measureTarget(target, programs);
  t.equal(m.llc.cells.get('wide')?.kind, 'match', 'llc compiles 64-bit arithmetic');
  for (const row of m.tessera) t.equal(row.cells.get('wide')?.kind, 'match', row.label);
  t.same(comparedPrograms(m), ['sum', 'wide']);
  t.same(
    tableRows(m).map((r) => r[9]),
    ['2', ...COMBOS.map(() => '2')],
    'match column',
  );
  t.same(tableNotes(m), [], 'nothing to report');
});

t.test('plain data: a mismatch is excluded, tallied and reported; nothing is summed from a non-matching cell', async (t) => {
  const ok = (code: number, loads: number, stores: number): Cell => ({ kind: 'match', counts: { codeSize: code, loads, stores } });
  const row = (label: string, a: Cell, b: Cell) => ({
    label,
    cells: new Map([
      ['a', a],
      ['b', b],
    ]),
  });
  const m: TargetMeasurement = {
    target: 'x86-64',
    programs: ['a', 'b'],
    llc: row('llc-14 greedy', ok(100, 10, 5), ok(50, 1, 1)),
    tessera: [row('x + y', ok(300, 40, 20), { kind: 'mismatch', detail: 'ok, return 1, interpreter 2' })],
  };
  t.same(comparedPrograms(m), ['a']);
  t.same(tableRows(m), [
    ['x86-64', 'llc-14 greedy', '1', '100', '1.000', '-', '15', '1.000', '-', '2', '0', '0', '0', '0'],
    ['x86-64', 'x + y', '1', '300', '3.000', '-', '60', '4.000', '-', '1', '1', '0', '0', '0'],
  ]);
  const withBase: TargetMeasurement = { ...m, tessera: [...m.tessera, row('x + second-chance', ok(150, 20, 10), ok(1, 1, 1))] };
  t.same(
    tableRows(withBase).map((r) => [r[1], r[5], r[8]]),
    [
      ['llc-14 greedy', '-', '-'],
      ['x + y', '2.000', '2.000'],
      ['x + second-chance', '1.000', '1.000'],
    ],
    "each row relative to its selector's second-chance row",
  );
  t.same(tableNotes(m), ['x + y b: MISMATCH ok, return 1, interpreter 2']);
  t.throws(() => sumCounts(m.tessera[0]!, ['a', 'b']), /not a matching run/);
  const none: TargetMeasurement = {
    ...m,
    tessera: [row('x + y', { kind: 'compile-error', detail: 'no grammar' }, { kind: 'compile-error', detail: 'no grammar' })],
  };
  t.same(
    tableRows(none)[1],
    ['x86-64', 'x + y', '0', '-', '-', '-', '-', '-', '-', '0', '0', '0', '2', '0'],
    'nothing compared: dashes, not 0 or NaN',
  );
  t.same(tableNotes(none), ['2 programs (a, b) compile-error (every combination): no grammar']);
  t.equal(ratio(5, 0), '-');
});
