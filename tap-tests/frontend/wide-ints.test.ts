// Integers wider than 64 bits (engine/frontend/wide-ints.ts, issue 19 Deliver 2): each operation
// at i128 on x86-64 (every selector x allocator) and at i72 and i96 on the 32-bit targets (one
// cell each, rotating), checked against BigInt arithmetic done here, not by the code under test.
//
// A program: `@f(iN %a, iN %b, i32 %s)` (noinline, so nothing folds) computes every binop, shifts
// by the variable %s, compares, a select, a phi, casts and a store/reload through an alloca, and
// compares each result with the constant this test computed: the returned i32 has bit k set when
// result k differs. The interpreter must return 0 (the expansion is right) and every machine run
// must match the interpreter (the back end runs the expansion right).

import t, { type Test } from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { buildCell, cellLabel, isFailure, type CellSpec } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, type RunSettings } from '../../testbed/driver/execute.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';

const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 10_000_000, exactHooks: false };
const COMBOS = SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra) => [isel, ra] as const));
const X86_64 = { triple: 'x86_64-unknown-linux-gnu', layout: 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128' };
const X86_32 = {
  triple: 'i386-unknown-linux-gnu',
  layout: 'e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128',
};
const ARM = { triple: 'armv6-none-unknown-eabi', layout: 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64' };
const THUMB = { triple: 'thumbv6m-none-unknown-eabi', layout: ARM.layout };

const u = (n: number, v: bigint): bigint => BigInt.asUintN(n, v);
const s = (n: number, v: bigint): bigint => BigInt.asIntN(n, v);

/** The operations: IR text computing %rK from %a %b %s (iN), and the expected value. */
function cases(n: number, a: bigint, b: bigint, sh: number): { ir: string; type: string; want: bigint }[] {
  const S = BigInt(sh);
  const iN = `i${n}`;
  const bin = (op: string, want: bigint) => ({ ir: `${op} ${iN} %a, %b`, type: iN, want: u(n, want) });
  return [
    bin('add', a + b),
    bin('sub', a - b),
    bin('mul', a * b),
    bin('and', a & b),
    bin('or', a | b),
    bin('xor', a ^ b),
    bin('udiv', u(n, a) / u(n, b)),
    bin('urem', u(n, a) % u(n, b)),
    bin('sdiv', s(n, a) / s(n, b)),
    bin('srem', s(n, a) % s(n, b)),
    { ir: `shl ${iN} %a, %sw`, type: iN, want: u(n, a << S) },
    { ir: `lshr ${iN} %a, %sw`, type: iN, want: u(n, a) >> S },
    { ir: `ashr ${iN} %b, %sw`, type: iN, want: u(n, s(n, b) >> S) },
    { ir: `shl ${iN} %a, 67`, type: iN, want: u(n, a << 67n) },
    { ir: `ashr ${iN} %b, 65`, type: iN, want: u(n, s(n, b) >> 65n) },
    { ir: `icmp slt ${iN} %a, %b`, type: 'i1', want: s(n, a) < s(n, b) ? 1n : 0n },
    { ir: `icmp ult ${iN} %a, %b`, type: 'i1', want: u(n, a) < u(n, b) ? 1n : 0n },
    { ir: `icmp sge ${iN} %b, %a`, type: 'i1', want: s(n, b) >= s(n, a) ? 1n : 0n },
    { ir: `icmp eq ${iN} %a, %a2`, type: 'i1', want: 1n },
    { ir: `trunc ${iN} %b to i32`, type: 'i32', want: u(32, b) },
    { ir: `sext i32 %s to ${iN}`, type: iN, want: u(n, BigInt(sh)) },
    { ir: `sext i64 %neg to ${iN}`, type: iN, want: u(n, -5n - BigInt(sh)) },
    { ir: `select i1 %c, ${iN} %a, ${iN} %b`, type: iN, want: s(n, a) < s(n, b) ? u(n, a) : u(n, b) },
    { ir: `add ${iN} %p, 1`, type: iN, want: u(n, (s(n, a) < s(n, b) ? b : a) + 1n) },
    { ir: `add ${iN} %ld, 0`, type: iN, want: u(n, b) },
  ];
}

function program(target: { triple: string; layout: string }, n: number, a: bigint, b: bigint, sh: number): string {
  const iN = `i${n}`;
  const cs = cases(n, a, b, sh);
  const lines = cs.map(
    (c, k) =>
      `  %r${k} = ${c.ir}\n  %e${k} = icmp ne ${c.type} %r${k}, ${c.want}\n  %z${k} = zext i1 %e${k} to i32\n  %m${k} = shl i32 %z${k}, ${k}`,
  );
  const or = cs.map((_, k) => `  %o${k} = or i32 ${k === 0 ? 0 : `%o${k - 1}`}, %m${k}`);
  return `target datalayout = "${target.layout}"
target triple = "${target.triple}"
@out = global <{ i8, ${iN} }> zeroinitializer

define i32 @f(${iN} %a, ${iN} %b, i32 %s) noinline {
entry:
  %sw = zext i32 %s to ${iN}
  %a2 = add ${iN} %a, 0
  %neg0 = sub i32 -5, %s
  %neg = sext i32 %neg0 to i64
  %c = icmp slt ${iN} %a, %b
  br i1 %c, label %lt, label %ge
lt:
  br label %join
ge:
  br label %join
join:
  %p = phi ${iN} [ %b, %lt ], [ %a, %ge ]
  %slot = getelementptr <{ i8, ${iN} }>, ptr @out, i32 0, i32 1
  store ${iN} %b, ptr %slot, align 1
  %ld = load ${iN}, ptr %slot, align 1
${lines.join('\n')}
${or.join('\n')}
  ret i32 %o${cs.length - 1}
}

define i32 @main() {
  %r = call i32 @f(${iN} ${u(n, a)}, ${iN} ${u(n, b)}, i32 ${sh})
  ret i32 %r
}
`;
}

function check(t: Test, name: TargetName, text: string, combos: readonly (readonly [string, string])[]): void {
  const module = parseModule(text, `wide-${name}.ll`);
  const original = interpretFor(module, SETTINGS);
  t.equal(original.status, 'ok', `${name}: the interpreter runs it (${original.reason ?? ''})`);
  t.equal(String(original.return), '0', `${name}: every result equals BigInt's (a set bit k names case k)`);
  const tg = findTarget(name)!;
  for (const [isel, ra] of combos) {
    const spec = { backend: 'tessera', isel, ra, verify: true } as CellSpec;
    const built = buildCell(module, tg, spec);
    if (isFailure(built)) {
      t.fail(`${name} ${isel}/${ra}: ${built.status}: ${built.reason}`);
      continue;
    }
    const run = executeImage(module, tg, built.image, cellLabel(module, tg, spec), SETTINGS, original);
    t.equal(
      run.matchesInterpreter,
      true,
      `${name} ${isel}/${ra}: the machine matches the interpreter (${run.machine.status} ${run.returnValue})`,
    );
  }
}

const A = 0x1234_5678_9abc_def0_0fed_cba9_8765_4321n;
const B = -0x0000_0000_0003_0000_8000_0000_0000_0007n;

t.test('i128 on x86-64: every operation, every selector x allocator', (t) => {
  check(t, 'x86-64', program(X86_64, 128, A, B, 70), COMBOS);
  t.end();
});

t.test('i72 and i96 in a packed struct on the 32-bit targets (one cell each, rotating)', (t) => {
  const runs: [TargetName, { triple: string; layout: string }, number][] = [
    ['x86-32', X86_32, 72],
    ['arm', ARM, 96],
    ['thumb', THUMB, 72],
    ['x86-64', X86_64, 96],
  ];
  runs.forEach(([name, target, n], k) => check(t, name, program(target, n, A, B >> 20n, 13 + k), [COMBOS[(3 * k + 1) % COMBOS.length]!]));
  t.end();
});
