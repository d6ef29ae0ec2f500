// Front end + interpreter: the bit and saturating intrinsics (engine/frontend/bit-intrinsics.ts), llvm.trap and
// llvm.prefetch (intrinsics.ts). Each intrinsic at each width it takes is parsed, verified and run
// by the reference interpreter on edge values and a fixed pseudo-random sample, and compared with
// a model of LangRef's definition written here bit by bit (independent of the expansion's tricks).
import t from 'tap';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { errorOf, fn, insts, parse64, X86_64_HEADER } from './helpers.js';

type Model = (bits: number, args: readonly bigint[]) => bigint;

const mask = (bits: number): bigint => (1n << BigInt(bits)) - 1n;
const bit = (x: bigint, i: number): bigint => (x >> BigInt(i)) & 1n;

const MODELS: Record<string, { readonly widths: readonly number[]; readonly arity: number; readonly model: Model }> = {
  bswap: {
    widths: [16, 32, 64],
    arity: 1,
    model: (bits, [x]) => {
      let r = 0n;
      for (let i = 0; i < bits / 8; i++) r |= ((x! >> BigInt(8 * i)) & 0xffn) << BigInt(bits - 8 - 8 * i);
      return r;
    },
  },
  bitreverse: {
    widths: [1, 8, 16, 32, 64],
    arity: 1,
    model: (bits, [x]) => {
      let r = 0n;
      for (let i = 0; i < bits; i++) r |= bit(x!, i) << BigInt(bits - 1 - i);
      return r;
    },
  },
  ctpop: {
    widths: [1, 8, 16, 32, 64],
    arity: 1,
    model: (bits, [x]) => {
      let n = 0n;
      for (let i = 0; i < bits; i++) n += bit(x!, i);
      return n;
    },
  },
  cttz: {
    widths: [1, 8, 16, 32, 64],
    arity: 1,
    model: (bits, [x]) => {
      let i = 0;
      while (i < bits && bit(x!, i) === 0n) i++;
      return BigInt(i);
    },
  },
  ctlz: {
    widths: [1, 8, 16, 32, 64],
    arity: 1,
    model: (bits, [x]) => {
      let i = 0;
      while (i < bits && bit(x!, bits - 1 - i) === 0n) i++;
      return BigInt(i);
    },
  },
  fshl: {
    widths: [8, 16, 32, 64],
    arity: 3,
    model: (bits, [a, b, c]) => {
      const wide = (a! << BigInt(bits)) | b!;
      const s = c! % BigInt(bits);
      return ((wide << s) >> BigInt(bits)) & mask(bits);
    },
  },
  fshr: {
    widths: [8, 16, 32, 64],
    arity: 3,
    model: (bits, [a, b, c]) => {
      const wide = (a! << BigInt(bits)) | b!;
      const s = c! % BigInt(bits);
      return (wide >> s) & mask(bits);
    },
  },
  'uadd.sat': { widths: [8, 16, 32, 64], arity: 2, model: (bits, [a, b]) => clamp(a! + b!, 0n, mask(bits)) },
  'usub.sat': { widths: [8, 16, 32, 64], arity: 2, model: (_bits, [a, b]) => clamp(a! - b!, 0n, a!) },
  'sadd.sat': { widths: [8, 16, 32, 64], arity: 2, model: (bits, [a, b]) => signedClamp(bits, signed(bits, a!) + signed(bits, b!)) },
  'ssub.sat': { widths: [8, 16, 32, 64], arity: 2, model: (bits, [a, b]) => signedClamp(bits, signed(bits, a!) - signed(bits, b!)) },
};

function clamp(v: bigint, lo: bigint, hi: bigint): bigint {
  return v < lo ? lo : v > hi ? hi : v;
}

function signed(bits: number, v: bigint): bigint {
  return BigInt.asIntN(bits, v);
}

/** The exact result clamped to the signed range, as an unsigned bit pattern. */
function signedClamp(bits: number, v: bigint): bigint {
  const max = (1n << BigInt(bits - 1)) - 1n;
  return BigInt.asUintN(bits, clamp(v, -max - 1n, max));
}

/** Edge values and a fixed xorshift sample, reduced to `bits`. */
function samples(bits: number, count: number, seed: bigint): bigint[] {
  const out = [
    0n,
    1n,
    2n,
    3n,
    mask(bits),
    mask(bits) - 1n,
    1n << BigInt(bits - 1),
    (1n << BigInt(bits - 1)) - 1n,
    0x80n,
    0x0100n,
    0x12345678n,
    0xf0f0f0f00f0f0f0fn,
  ];
  let s = seed;
  while (out.length < count) {
    s ^= (s << 13n) & mask(64);
    s ^= s >> 7n;
    s ^= (s << 17n) & mask(64);
    // Also sparse values (few bits set), which the counting intrinsics need.
    out.push(out.length % 3 === 0 ? s & (s >> 5n) & (s >> 11n) : s);
  }
  return out.map((v) => v & mask(bits));
}

function moduleFor(op: string, bits: number, arity: number): string {
  const ty = `i${bits}`;
  const params = Array.from({ length: arity }, (_, i) => `${ty} %a${i}`).join(', ');
  const extra = op === 'cttz' || op === 'ctlz' ? ', i1 false' : '';
  const decl = Array.from({ length: arity }, () => ty).join(', ') + (extra === '' ? '' : ', i1');
  return `
define ${ty} @f(${params}) {
  %r = call ${ty} @llvm.${op}.${ty}(${params}${extra})
  ret ${ty} %r
}
declare ${ty} @llvm.${op}.${ty}(${decl})`;
}

for (const [op, { widths, arity, model }] of Object.entries(MODELS)) {
  t.test(`llvm.${op} at ${widths.map((w) => `i${w}`).join('/')} agrees with its definition`, async (t) => {
    for (const bits of widths) {
      const m = parse64(moduleFor(op, bits, arity));
      verifyModule(m);
      t.notOk(
        insts(fn(m, 'f')).some((i) => i.op === 'call'),
        `llvm.${op}.i${bits} is expanded inline`,
      );
      const xs = samples(bits, 60, 0x9e3779b97f4a7c15n + BigInt(bits));
      let bad = 0;
      for (let k = 0; k < xs.length; k++) {
        const args = Array.from({ length: arity }, (_, j) => xs[(k * (j + 1) + j * 7) % xs.length]!);
        // The shift amount of a funnel shift: every amount 0..2*bits+1 over the sample.
        if (arity === 3) args[2] = BigInt(k % (2 * bits + 2));
        const got = interpret(m, { entry: 'f', args }).return;
        const want = model(bits, args);
        if (got === null || BigInt.asUintN(bits, got) !== want) {
          if (bad++ < 3) t.fail(`llvm.${op}.i${bits}(${args.map((a) => `0x${a.toString(16)}`).join(', ')}) = ${got}, want ${want}`);
        }
      }
      t.equal(bad, 0, `llvm.${op}.i${bits}: ${xs.length} samples`);
    }
  });
}

t.test('cttz/ctlz with is_zero_poison: 0 gives the width (a refinement of poison)', async (t) => {
  const m = parse64(`
define i32 @f(i32 %x) {
  %a = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %b = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %s = add i32 %a, %b
  ret i32 %s
}
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)`);
  t.equal(interpret(m, { entry: 'f', args: [0x100n] }).return, 8n + 23n);
  t.equal(interpret(m, { entry: 'f', args: [0n] }).return, 64n);
});

t.test('llvm.trap calls the runtime abort; llvm.prefetch leaves nothing', async (t) => {
  const m = parse64(`
define i32 @f(ptr %p, i32 %x) {
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %c = icmp eq i32 %x, 0
  br i1 %c, label %bad, label %ok
bad:
  call void @llvm.trap()
  unreachable
ok:
  ret i32 %x
}
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.trap()`);
  verifyModule(m);
  t.same(
    insts(fn(m, 'f'))
      .filter((i) => i.op === 'call')
      .map((i) => (i.op === 'call' ? i.callee : '')),
    ['abort'],
  );
  t.ok(
    m.functions.some((f) => f.name === 'abort' && f.ret === null && f.params.length === 0),
    'abort is declared',
  );
  t.equal(interpret(m, { entry: 'f', args: [0n, 5n] }).return, 5n);
  const trapped = interpret(m, { entry: 'f', args: [0n, 0n] });
  t.same([trapped.status, trapped.exit], ['ok', 134], 'a trap ends as abort() does: exit status 134');
});

t.test('malformed bit intrinsics are errors at the call', async (t) => {
  const bad = (body: string): string => errorOf(X86_64_HEADER + body);
  t.match(
    bad('define i32 @f(i32 %x) {\n  %r = call i32 @llvm.cttz.i32(i32 %x, i1 %c)\n  ret i32 %r\n}\ndeclare i32 @llvm.cttz.i32(i32, i1)'),
    /undefined|invalid argument 2/,
  );
  t.match(
    bad('define i8 @f(i8 %x) {\n  %r = call i8 @llvm.bswap.i8(i8 %x)\n  ret i8 %r\n}\ndeclare i8 @llvm.bswap.i8(i8)'),
    /llvm.bswap.i8 must return its own integer type/,
  );
});
