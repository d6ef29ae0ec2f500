// Generated pointer walks through the ARM indexed-access combine (engine/isel/indexed.ts): each
// function walks a pointer through a 2 KB buffer, step by step — a load (plain, zero- or
// sign-extending, 1/2/4 bytes) or a store at the pointer before (post shape) or after (pre shape)
// it moves by a constant (multiples of 4 up to ±40, sometimes ±256 or ±260: past mode 3's imm8
// reach and, for 260, ldrsb's), sometimes with a store to a second buffer between the access and
// the add, sometimes with an extra load through the old pointer (a base used elsewhere) — so legal
// and illegal combines mix in one block and across a loop back edge. A module of 12 functions,
// called from main, is compiled for ARM by every selector x allocator (verifiers and allocation
// checker on), run in the emulator and compared with the interpreter; the combine must have fired
// in the module. Constructive: every access is in bounds and aligned by construction (start at
// 1024, at most 10 steps of <= 40 and 2 of <= 260). Fixed seed; a failure prints a one-line replay.

import t from 'tap';
import fc from 'fast-check';
import { parseModule } from '../../engine/frontend/parse.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { buildDags } from '../../engine/isel/dag.js';
import { ARM_INDEXED, combineIndexed, countIndexed } from '../../engine/isel/indexed.js';
import { compileModule } from '../../engine/codegen/pipeline.js';
import { allocationProblems } from '../../testbed/driver/allocation-check.js';
import { executeImage } from '../../testbed/driver/execute.js';
import { findTarget } from '../../testbed/driver/targets.js';

interface Step {
  readonly access: 'load' | 'zext' | 'sext' | 'store';
  readonly bytes: 1 | 2 | 4;
  readonly pre: boolean;
  readonly k: number;
  readonly between: boolean;
  readonly reuseBase: boolean;
}

const step = (far: boolean): fc.Arbitrary<Step> =>
  fc.record({
    access: fc.constantFrom('load', 'zext', 'sext', 'store'),
    bytes: fc.constantFrom(1, 2, 4),
    pre: fc.boolean(),
    k: far
      ? fc.constantFrom(256, -256, 260, -260)
      : fc
          .integer({ min: -10, max: 10 })
          .filter((v) => v !== 0)
          .map((v) => v * 4),
    between: fc.boolean(),
    reuseBase: fc.boolean(),
  }) as fc.Arbitrary<Step>;

/** Up to 10 near steps and 2 far ones, in any order; looped or straight-line. */
const walk = fc.record({
  steps: fc
    .tuple(
      fc.array(step(false), { minLength: 1, maxLength: 10 }),
      fc.array(step(true), { maxLength: 2 }),
      fc.array(fc.nat(), { maxLength: 2 }),
    )
    .map(([near, far, at]) =>
      far.reduce((s, f, i) => [...s.slice(0, (at[i] ?? 0) % (s.length + 1)), f, ...s.slice((at[i] ?? 0) % (s.length + 1))], near),
    ),
  looped: fc.boolean(),
});

const ity = (bytes: number): string => `i${bytes * 8}`;

/** One function `@wK(ptr %p) -> i32`: the steps in one block (run twice around a loop when looped). */
function fnText(k: number, w: { steps: readonly Step[]; looped: boolean }): string {
  const lines: string[] = [];
  let q = '%q0';
  let s = '%s0';
  w.steps.forEach((st, i) => {
    const next = `%q${i + 1}`;
    const addr = st.pre ? next : q;
    const add = `${next} = getelementptr i8, ptr ${q}, i32 ${st.k}`;
    if (st.pre) lines.push(add);
    const t = ity(st.bytes);
    if (st.access === 'store') {
      lines.push(
        `%x${i} = trunc i32 ${s} to ${t}`.replace(`trunc i32 ${s} to i32`, `add i32 ${s}, 0`),
        `store ${t} %x${i}, ptr ${addr}, align ${st.bytes}`,
      );
      lines.push(`%v${i} = add i32 ${s}, ${i + 1}`);
    } else {
      lines.push(`%l${i} = load ${t}, ptr ${addr}, align ${st.bytes}`);
      const ext = st.bytes === 4 ? 'add' : st.access === 'sext' ? 'sext' : 'zext';
      lines.push(ext === 'add' ? `%v${i} = add i32 %l${i}, 0` : `%v${i} = ${ext} ${t} %l${i} to i32`);
    }
    if (st.between) lines.push(`store i32 %v${i}, ptr getelementptr inbounds ([64 x i32], ptr @side, i32 0, i32 ${k}), align 4`);
    if (!st.pre) lines.push(add);
    let v = `%v${i}`;
    if (st.reuseBase) {
      lines.push(`%o${i} = load i8, ptr ${q}, align 1`, `%oz${i} = zext i8 %o${i} to i32`, `%ov${i} = add i32 %v${i}, %oz${i}`);
      v = `%ov${i}`;
    }
    lines.push(`%m${i} = mul i32 ${s}, 3`, `%s${i + 1} = add i32 %m${i}, ${v}`);
    q = next;
    s = `%s${i + 1}`;
  });
  const n = w.steps.length;
  const body = lines.map((l) => `  ${l}`).join('\n');
  if (!w.looped)
    return `define i32 @w${k}(ptr %p) {\nentry:\n  %q0 = getelementptr i8, ptr %p, i32 0\n  %s0 = add i32 0, 0\n${body}\n  ret i32 %s${n}\n}`;
  // Twice around: the walk resumes from its end, so each pass stays within the start ± the walk's reach (doubled).
  return (
    `define i32 @w${k}(ptr %p) {\nentry:\n  br label %loop\nloop:\n  %q0 = phi ptr [ %p, %entry ], [ %back, %loop ]\n  %s0 = phi i32 [ 0, %entry ], [ %s${n}, %loop ]\n` +
    `  %it = phi i32 [ 0, %entry ], [ %it2, %loop ]\n${body}\n  %back = getelementptr i8, ptr %p, i32 0\n  %it2 = add i32 %it, 1\n` +
    `  %c = icmp slt i32 %it2, 2\n  br i1 %c, label %loop, label %done\ndone:\n  ret i32 %s${n}\n}`
  );
}

function moduleText(walks: readonly { steps: readonly Step[]; looped: boolean }[]): string {
  const calls = walks
    .map(
      (_, k) =>
        `  %r${k} = call i32 @w${k}(ptr getelementptr inbounds ([2048 x i8], ptr @buf, i32 0, i32 1024))\n  %h${k + 1} = add i32 %h${k}, %r${k}`,
    )
    .join('\n');
  const init = Array.from({ length: 16 }, (_, i) => `i32 ${(i * 0x9e3779b1) | 0}`).join(', ');
  return `target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "armv6-none-unknown-eabi"
@buf = global [2048 x i8] zeroinitializer, align 4
@side = global [64 x i32] zeroinitializer, align 4
@seed = global [16 x i32] [${init}], align 4
${walks.map((w, k) => fnText(k, w)).join('\n')}
define i32 @main() {
entry:
  call void @memcpy(ptr getelementptr inbounds ([2048 x i8], ptr @buf, i32 0, i32 1000), ptr @seed, i32 64)
  %h0 = add i32 0, 0
${calls}
  ret i32 %h${walks.length}
}
declare void @memcpy(ptr, ptr, i32)
`;
}

const COMBOS = [
  ['maxmunch', 'spill-all'],
  ['maxmunch', 'linear-scan'],
  ['cse-all', 'spill-all'],
  ['cse-all', 'linear-scan'],
] as const;

/** Why the module fails (null: every combination matches); counts the combine's accesses into `fired`. */
function failure(walks: readonly { steps: readonly Step[]; looped: boolean }[], fired: { n: number }): string | null {
  const m = parseModule(moduleText(walks), 'indexed-walks.ll');
  const legal = legalizeModule(m, 'arm');
  for (const fn of legal.functions.filter((f) => f.blocks.length > 0)) {
    const { facts, dags } = buildDags(fn, legal);
    for (const d of dags) {
      const c = countIndexed(combineIndexed(d, facts, ARM_INDEXED));
      fired.n += c.pre + c.post;
    }
  }
  for (const [isel, ra] of COMBOS) {
    const c = compileModule(m, 'arm', { isel, ra, checkAllocation: allocationProblems });
    const r = executeImage(
      m,
      findTarget('arm')!,
      c.image,
      { program: 'walks', target: 'arm', backend: 'tessera', isel, ra },
      { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false },
    );
    if (r.interpreter.status !== 'ok') return `interpreter ${r.interpreter.status}: ${r.interpreter.reason ?? ''} (a generator bug)`;
    if (!r.matchesInterpreter)
      return `${isel}/${ra}: machine ${r.machine.status} return ${r.returnValue}, interpreter ${r.interpreter.return}`;
  }
  return null;
}

t.test('arm: generated pointer walks match the interpreter under every selector x allocator', async (t) => {
  const seed = Number(process.env.INDEXED_SEED ?? 20240611);
  const path = process.env.INDEXED_PATH;
  const fired = { n: 0 };
  const property = fc.property(fc.array(walk, { minLength: 12, maxLength: 12 }), (walks) => {
    const why = failure(walks, fired);
    if (why !== null) throw new Error(why);
  });
  const details = fc.check(property, { seed, numRuns: 3, ...(path === undefined ? {} : { path }) });
  if (details.failed) {
    t.fail(
      `${fc.defaultReportMessage(details)}\nreplay: INDEXED_SEED=${details.seed} INDEXED_PATH=${details.counterexamplePath} node --import tsx tap-tests/isel/indexed-walks.part.ts`,
    );
  } else {
    t.pass(`${details.numRuns} modules of 12 walks match`);
  }
  t.ok(fired.n > 0, `the combine made ${fired.n} indexed accesses`);
});
