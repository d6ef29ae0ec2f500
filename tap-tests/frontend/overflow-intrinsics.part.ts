// Front end + interpreter: llvm.{s,u}{add,sub,mul}.with.overflow.iN (engine/frontend/overflow-intrinsics.ts).
// Each intrinsic at i8/i16/i32/i64 is parsed, verified and run by the reference interpreter on
// every pair of edge values (0, 1, 2, -1, INT_MIN, INT_MIN+1, INT_MAX, the half-width
// boundaries) and a fixed pseudo-random sample, and both leaves of the result are compared with a
// bit-exact model written here on unbounded integers (the exact result, then a range test).
import t from 'tap';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { errorOf, fn, insts, parse32, parse64, X86_64_HEADER } from './helpers.js';

const OPS = ['sadd', 'uadd', 'ssub', 'usub', 'smul', 'umul'] as const;
type Op = (typeof OPS)[number];

/** The exact value of `op` on a, b (as signed or unsigned N-bit numbers) and whether it fits N bits. */
function model(op: Op, bits: number, a: bigint, b: bigint): { r: bigint; o: boolean } {
  const signedOp = op.startsWith('s');
  const [x, y] = signedOp ? [BigInt.asIntN(bits, a), BigInt.asIntN(bits, b)] : [a, b];
  const exact = op.endsWith('add') ? x + y : op.endsWith('sub') ? x - y : x * y;
  const fits = signedOp ? BigInt.asIntN(bits, exact) === exact : BigInt.asUintN(bits, exact) === exact;
  return { r: BigInt.asUintN(bits, exact), o: !fits };
}

function edges(bits: number): bigint[] {
  const m = (1n << BigInt(bits)) - 1n;
  const half = 1n << BigInt(bits / 2);
  const min = 1n << BigInt(bits - 1);
  const out = [0n, 1n, 2n, 3n, m, m - 1n, min, min + 1n, min - 1n, half, half - 1n, half + 1n, m - half + 1n, 0xb504f333f9de6484n];
  if (bits === 64) out.push(1n << 32n, (1n << 32n) - 1n, 1n << 31n, 0xffffffff00000000n, 3037000499n, 3037000500n, 0x1ffffffffn);
  return [...new Set(out.map((v) => v & m))];
}

function randoms(bits: number, count: number): bigint[] {
  const out: bigint[] = [];
  let s = 0x9e3779b97f4a7c15n + BigInt(bits);
  const m64 = (1n << 64n) - 1n;
  while (out.length < count) {
    s ^= (s << 13n) & m64;
    s ^= s >> 7n;
    s ^= (s << 17n) & m64;
    // Also narrow values (of about half the width), where multiplication overflows only sometimes.
    out.push(out.length % 2 === 0 ? s : s >> BigInt(64 - bits / 2 - (out.length % 3)));
  }
  return out.map((v) => v & ((1n << BigInt(bits)) - 1n));
}

function moduleFor(op: Op, bits: number): string {
  const ty = `i${bits}`;
  const call = `%p = call { ${ty}, i1 } @llvm.${op}.with.overflow.${ty}(${ty} %a, ${ty} %b)`;
  return `
define ${ty} @r(${ty} %a, ${ty} %b) {
  ${call}
  %v = extractvalue { ${ty}, i1 } %p, 0
  ret ${ty} %v
}
define i32 @o(${ty} %a, ${ty} %b) {
  ${call}
  %f = extractvalue { ${ty}, i1 } %p, 1
  %z = zext i1 %f to i32
  ret i32 %z
}
declare { ${ty}, i1 } @llvm.${op}.with.overflow.${ty}(${ty}, ${ty})`;
}

for (const op of OPS) {
  t.test(`llvm.${op}.with.overflow at i8/i16/i32/i64 agrees with its definition`, async (t) => {
    for (const bits of [8, 16, 32, 64]) {
      for (const [target, parse] of [
        ['x86-64', parse64],
        ['x86-32', parse32],
      ] as const) {
        const m = parse(moduleFor(op, bits));
        verifyModule(m);
        t.notOk(
          insts(fn(m, 'o')).some((i) => i.op === 'call' || (i.op === 'binop' && /div|rem/.test(i.binop))),
          `${op}.i${bits} (${target}) is expanded inline, without a division`,
        );
        const e = edges(bits);
        const pairs: [bigint, bigint][] = e.flatMap((a) => e.map((b): [bigint, bigint] => [a, b]));
        const rs = randoms(bits, 80);
        for (let k = 0; k < rs.length; k += 2) pairs.push([rs[k]!, rs[k + 1]!]);
        let bad = 0;
        for (const [a, b] of pairs) {
          const want = model(op, bits, a, b);
          const r = interpret(m, { entry: 'r', args: [a, b] }).return;
          const o = interpret(m, { entry: 'o', args: [a, b] }).return;
          if (r === null || BigInt.asUintN(bits, r) !== want.r || o !== (want.o ? 1n : 0n)) {
            if (bad++ < 3) t.fail(`${op}.i${bits}(0x${a.toString(16)}, 0x${b.toString(16)}) = ${r}, ${o}; want ${want.r}, ${want.o}`);
          }
        }
        t.equal(bad, 0, `${op}.i${bits} on ${target}: ${pairs.length} pairs`);
      }
    }
  });
}

t.test('malformed overflow intrinsics are errors at the call', async (t) => {
  const bad = (body: string): string => errorOf(X86_64_HEADER + body);
  t.match(
    bad(
      'define i32 @f(i32 %x) {\n  %p = call { i32, i32 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %x)\n  ret i32 0\n}\ndeclare { i32, i32 } @llvm.sadd.with.overflow.i32(i32, i32)',
    ),
    /must return \{ i32, i1 \}/,
  );
  t.match(
    bad(
      'define i32 @f(i16 %x) {\n  %p = call { i32, i1 } @llvm.uadd.with.overflow.i32(i16 %x, i16 %x)\n  ret i32 0\n}\ndeclare { i32, i1 } @llvm.uadd.with.overflow.i32(i16, i16)',
    ),
    /invalid argument 1/,
  );
  t.match(
    bad(
      'define i32 @f(i24 %x) {\n  %p = call { i24, i1 } @llvm.umul.with.overflow.i24(i24 %x, i24 %x)\n  ret i32 0\n}\ndeclare { i24, i1 } @llvm.umul.with.overflow.i24(i24, i24)',
    ),
    /unsupported/,
  );
});
