// Property test of the 64-bit expansion on 32-bit targets (engine/lower/wide.ts, issue 19 Deliver 1):
// random i64 programs (fixed seeds) give the same outcome — return value, memory digest — in the
// interpreter on the original IR, in the interpreter on the legalized IR, and in Unicorn through
// Tessera's whole back end (one selector × allocator per program, rotating, so every cell is
// exercised across the seeds).
//
// A program is LLVM IR text: `@f(i64 %a, i64 %b, i32 %s, i64 %c)` computes a chain of i64 values
// through every binop (shift amounts masked below 64, divisors made positive and non-zero: no UB),
// icmp + select, a diamond with a phi, casts through narrower widths and back, a store and reload
// through an alloca, and a call of `@g(i64, i32, i64)` (i64 parameters and results on the ABI);
// every value is stored to `@out`, so the digest covers all 64 bits of each. main calls @f with
// constants from the seed (edge values among them), so nothing is folded before the back end. On
// ARM the signatures put i64s at odd words, so AAPCS's padding (r3 skipped, a stack pad) is exercised
// and its parameter lists are checked.
// Replay one seed: `WIDE_SEED=<seed> node --import tsx tap-tests/lower/wide-ints.test.ts`.

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { buildCell, cellLabel, isFailure, type CellSpec } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, type RunSettings } from '../../testbed/driver/execute.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';

const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 10_000_000, exactHooks: false };
const COMBOS = SELECTOR_NAMES.flatMap((isel) => ALLOCATOR_NAMES.map((ra) => [isel, ra] as const));
/** The 32-bit targets whose back end expands 64-bit integers (the others still refuse them). */
const TARGETS: readonly { name: TargetName; triple: string; layout: string }[] = [
  {
    name: 'x86-32',
    triple: 'i386-unknown-linux-gnu',
    layout: 'e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128',
  },
  { name: 'arm', triple: 'armv6-none-unknown-eabi', layout: 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64' },
  { name: 'thumb', triple: 'thumbv6m-none-unknown-eabi', layout: 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64' },
];
/** AAPCS: each i64 at an even word, an i32 pad before it where needed (@g: x r0:r1, s r2, pad r3, y on the stack). */
const PADDED: Readonly<Record<string, { g: string; f: string }>> = {
  'x86-32': { g: 'i64 i32 i64', f: 'i64 i64 i32 i64' },
  arm: { g: 'i64 i32 i32 i64', f: 'i64 i64 i32 i32 i64' },
  thumb: { g: 'i64 i32 i32 i64', f: 'i64 i64 i32 i32 i64' },
};
const SEEDS = process.env.WIDE_SEED === undefined ? Array.from({ length: 40 }, (_, k) => 1000 + k) : [Number(process.env.WIDE_SEED)];
const STEPS = 24;

/** mulberry32: a small deterministic generator. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [0n, 1n, -1n, 0x7fffffffn, 0x80000000n, 0xffffffffn, 0x100000000n, (1n << 63n) - 1n, -(1n << 63n)];

function constant(r: () => number): bigint {
  if (r() < 0.4) return EDGES[Math.floor(r() * EDGES.length)]!;
  const v = (BigInt(Math.floor(r() * 2 ** 32)) << 32n) | BigInt(Math.floor(r() * 2 ** 32));
  return BigInt.asIntN(64, v);
}

/** The body of @f: one value per step, each stored to @out. */
function body(r: () => number): string[] {
  const lines: string[] = [];
  const pool = ['%a', '%b', '%c', '%g'];
  let n = 0;
  const pick = () => pool[Math.floor(r() * pool.length)]!;
  const fresh = () => `%v${n++}`;
  const BIN = ['add', 'sub', 'mul', 'and', 'or', 'xor'];
  const PRED = ['eq', 'ne', 'ult', 'ule', 'ugt', 'uge', 'slt', 'sle', 'sgt', 'sge'];
  for (let k = 0; k < STEPS; k++) {
    const x = pick();
    const y = pick();
    const v = fresh();
    const kind = Math.floor(r() * 7);
    if (kind <= 1) lines.push(`${v} = ${BIN[Math.floor(r() * BIN.length)]} i64 ${x}, ${y}`);
    else if (kind === 2) {
      const op = ['shl', 'lshr', 'ashr'][Math.floor(r() * 3)];
      if (r() < 0.5) lines.push(`${v} = ${op} i64 ${x}, ${Math.floor(r() * 64)}`);
      else lines.push(`${v}.m = and i64 ${y}, 63`, `${v} = ${op} i64 ${x}, ${v}.m`);
    } else if (kind === 3) {
      const op = ['udiv', 'sdiv', 'urem', 'srem'][Math.floor(r() * 4)];
      const mask = r() < 0.5 ? '4294967295' : '9223372036854775807';
      lines.push(`${v}.d = and i64 ${y}, ${mask}`, `${v}.e = or i64 ${v}.d, 1`, `${v} = ${op} i64 ${x}, ${v}.e`);
    } else if (kind === 4) {
      lines.push(
        `${v}.c = icmp ${PRED[Math.floor(r() * PRED.length)]} i64 ${x}, ${y}`,
        `${v} = select i1 ${v}.c, i64 ${pick()}, i64 ${pick()}`,
      );
    } else if (kind === 5) {
      const w = [1, 8, 16, 32][Math.floor(r() * 4)];
      const ext = r() < 0.5 ? 'zext' : 'sext';
      lines.push(`${v}.t = trunc i64 ${x} to i${w}`, `${v} = ${ext} i${w} ${v}.t to i64`);
    } else {
      lines.push(`${v}.c = icmp slt i64 ${x}, ${y}`, `${v}.z = zext i1 ${v}.c to i64`, `${v} = add i64 ${v}.z, ${pick()}`);
    }
    lines.push(
      `${v}.p = getelementptr inbounds [${STEPS + 2} x i64], [${STEPS + 2} x i64]* @out, i32 0, i32 ${k}`,
      `store i64 ${v}, i64* ${v}.p, align 8`,
    );
    pool.push(v);
  }
  return lines;
}

function program(seed: number, triple: string, layout: string): string {
  const r = prng(seed);
  const lines = body(r);
  const last = `%v${STEPS - 1}`;
  const args = [constant(r), constant(r), Math.floor(r() * 64), constant(r)];
  const diamond = ['a', 'b', 'c'][Math.floor(r() * 3)];
  return `target datalayout = "${layout}"
target triple = "${triple}"

@out = dso_local global [${STEPS + 2} x i64] zeroinitializer, align 8

define internal i64 @g(i64 %x, i32 %s, i64 %y) {
  %m = and i32 %s, 63
  %w = zext i32 %m to i64
  %l = shl i64 %x, %w
  %r = xor i64 %l, %y
  ret i64 %r
}

define internal i64 @f(i64 %a, i64 %b, i32 %s, i64 %c) {
entry:
  %slot = alloca i64, align 8
  store i64 %${diamond}, i64* %slot, align 8
  %g = call i64 @g(i64 %a, i32 %s, i64 %c)
  ${lines.join('\n  ')}
  %ld = load i64, i64* %slot, align 8
  %cond = icmp ugt i64 ${last}, %ld
  br i1 %cond, label %then, label %else
then:
  %t1 = mul i64 ${last}, %ld
  br label %join
else:
  %e1 = sub i64 %ld, ${last}
  br label %join
join:
  %phi = phi i64 [ %t1, %then ], [ %e1, %else ]
  %pp = getelementptr inbounds [${STEPS + 2} x i64], [${STEPS + 2} x i64]* @out, i32 0, i32 ${STEPS}
  store i64 %phi, i64* %pp, align 8
  ret i64 %phi
}

define dso_local i32 @main() {
  %r = call i64 @f(i64 ${args[0]}, i64 ${args[1]}, i32 ${args[2]}, i64 ${args[3]})
  %lo = trunc i64 %r to i32
  %sh = lshr i64 %r, 32
  %hi = trunc i64 %sh to i32
  %x = xor i32 %lo, %hi
  ret i32 %x
}
`;
}

for (const target of TARGETS) {
  t.test(`${target.name}: random i64 programs agree in the interpreter (original and legalized IR) and in Unicorn`, (t) => {
    const tg = findTarget(target.name)!;
    SEEDS.forEach((seed, k) => {
      const replay = `replay: WIDE_SEED=${seed} node --import tsx tap-tests/lower/wide-ints.test.ts`;
      const text = program(seed, target.triple, target.layout);
      const module = parseModule(text, `wide-${seed}.ll`);
      const original = interpretFor(module, SETTINGS);
      if (original.status !== 'ok')
        return void t.fail(`seed ${seed}: the interpreter says ${original.status} (${original.reason ?? ''}); ${replay}`);
      const legalized = legalizeModule(module, target.name);
      const signature = (name: string) =>
        legalized.functions
          .find((f) => f.name === name)!
          .params.map((p) => (p.type.kind === 'int' ? `i${p.type.bits}` : 'ptr'))
          .join(' ');
      if (k === 0)
        t.same({ g: signature('g'), f: signature('f') }, PADDED[target.name], `${target.name}: parameter words after legalization`);
      const legal = interpretFor(legalized, SETTINGS);
      const same = legal.status === original.status && legal.return === original.return && legal.memoryDigest === original.memoryDigest;
      if (!same)
        return void t.fail(
          `seed ${seed}: legalized IR gives ${legal.status} ${legal.return}, original ${original.return}; ${replay}\n${text}`,
        );
      const [isel, ra] = COMBOS[k % COMBOS.length]!;
      const spec: CellSpec = { backend: 'tessera', isel, ra, verify: true };
      const built = buildCell(module, tg, spec);
      if (isFailure(built)) return void t.fail(`seed ${seed} ${isel}/${ra}: ${built.status}: ${built.reason}; ${replay}`);
      const run = executeImage(module, tg, built.image, cellLabel(module, tg, spec), SETTINGS, original);
      if (run.matchesInterpreter !== true) {
        t.fail(
          `seed ${seed} ${isel}/${ra}: machine ${run.machine.status} return ${run.returnValue}, interpreter ${original.return}; ${replay}\n${text}`,
        );
      }
    });
    t.pass(`${SEEDS.length} programs checked three ways`);
    t.end();
  });
}
