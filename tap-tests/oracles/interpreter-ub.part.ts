// Every kind of undefined behaviour the interpreter reports, the reason format, and the poison rules
// (generation, propagation, where poison becomes ub, where it is harmless).

import t from 'tap';
import { I1, I16, I32, I64, I8, PTR, type Value } from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { DL_I386, FnBuilder, type Asserts, gaddr, global, int, module, nullPtr, poison, undef } from './build.js';

const i32 = (v: number | bigint): Value => int(I32, v);
const i64 = (v: number | bigint): Value => int(I64, v);

/** main() { <body>; ret i32 <result> } with the given globals. */
function run(body: (f: FnBuilder, b: number) => Value, globals = [] as ReturnType<typeof global>[], dl?: string): Outcome {
  const f = new FnBuilder('main', I32, []);
  const b = f.block('entry');
  f.ret(b, body(f, b));
  return interpret(module([f.build()], globals, dl));
}

function ub(t: Asserts, o: Outcome, reason: RegExp, name: string): void {
  t.equal(o.status, 'ub', `${name}: status`);
  t.match(o.reason ?? '', reason, `${name}: reason`);
  t.equal(o.return, null, `${name}: no return value`);
}

t.test('division ub: zero divisors, INT_MIN / -1, poison divisors', async (t) => {
  for (const op of ['sdiv', 'udiv', 'srem', 'urem'] as const) {
    ub(
      t,
      run((f, b) => f.binop(b, op, I32, i32(7), i32(0))),
      new RegExp(`^${op} by zero in @main`),
      `${op} i32 by 0`,
    );
    ub(
      t,
      run((f, b) => f.cast(b, 'trunc', I32, f.binop(b, op, I64, i64(7), i64(0)))),
      new RegExp(`^${op} by zero`),
      `${op} i64 by 0`,
    );
    ub(
      t,
      run((f, b) => f.binop(b, op, I32, i32(7), poison(I32))),
      new RegExp(`^${op} by a poison divisor`),
      `${op} poison divisor`,
    );
  }
  for (const op of ['sdiv', 'srem'] as const) {
    ub(
      t,
      run((f, b) => f.binop(b, op, I32, i32(-0x80000000), i32(-1))),
      /overflow \(INT_MIN \/ -1\)/,
      `${op} i32 INT_MIN/-1`,
    );
    ub(
      t,
      run((f, b) => f.cast(b, 'sext', I32, f.binop(b, op, I8, int(I8, -128), int(I8, -1)))),
      /overflow/,
      `${op} i8 INT_MIN/-1`,
    );
    ub(
      t,
      run((f, b) => f.cast(b, 'trunc', I32, f.binop(b, op, I64, i64(-(2n ** 63n)), i64(-1)))),
      /overflow/,
      `${op} i64 INT_MIN/-1`,
    );
  }
  // A poison dividend is not ub: the quotient is poison, and ignoring it is fine.
  const o = run((f, b) => {
    f.binop(b, 'sdiv', I32, poison(I32), i32(3));
    return i32(0);
  });
  t.equal(o.status, 'ok');
});

t.test('reasons name the function and the source location, or block and instruction index', async (t) => {
  const f = new FnBuilder('main', I32, []);
  const b = f.block('entry');
  f.ret(b, f.binop(b, 'sdiv', I32, i32(1), i32(0), {}, { line: 12, col: 8 }));
  t.equal(interpret(module([f.build()], [], undefined, 'prog.ll')).reason, 'sdiv by zero in @main at prog.ll:12:8');
  const g = new FnBuilder('main', I32, []);
  const e = g.block('entry');
  const x = g.binop(e, 'add', I32, i32(1), i32(2));
  g.ret(e, g.binop(e, 'udiv', I32, x, i32(0)));
  t.equal(interpret(module([g.build()])).reason, 'udiv by zero in @main, block %entry, instruction 1');
});

t.test('memory ub: null, out of bounds, freed stack, constant globals', async (t) => {
  const arr = global('arr', { kind: 'array', length: 4, elem: I32 }, { kind: 'zero', type: { kind: 'array', length: 4, elem: I32 } });
  const k = global('k', I32, { kind: 'int', type: I32, value: 5n }, { constant: true });
  ub(
    t,
    run((f, b) => f.load(b, I32, nullPtr)),
    /^null pointer read at 0x0 in @main/,
    'load null',
  );
  ub(
    t,
    run((f, b) => {
      f.store(b, i32(1), nullPtr);
      return i32(0);
    }),
    /^null pointer write/,
    'store null',
  );
  ub(
    t,
    run((f, b) => f.load(b, I32, gaddr('arr', 16)), [arr]),
    /^out-of-bounds read of 4 bytes/,
    'one past the end',
  );
  ub(
    t,
    run((f, b) => f.load(b, I32, gaddr('arr', 14)), [arr]),
    /^out-of-bounds read/,
    'straddling the end',
  );
  ub(
    t,
    run((f, b) => f.load(b, I32, gaddr('arr', -4)), [arr]),
    /^out-of-bounds read/,
    'before the start',
  );
  ub(
    t,
    run(
      (f, b) => {
        f.store(b, i32(1), gaddr('k'));
        return i32(0);
      },
      [k],
    ),
    /^write to constant global @k/,
    'constant',
  );
  t.equal(run((f, b) => f.load(b, I32, gaddr('k')), [k]).return, 5n, 'reading a constant is fine');
  ub(
    t,
    run((f, b) => f.load(b, I32, gaddr('main'))),
    /^out-of-bounds read/,
    'reading function code',
  );
  ub(
    t,
    run((f, b) => {
      const p = f.alloca(b, 8);
      return f.load(b, I32, f.ptradd(b, p, i64(8), false));
    }),
    /^out-of-bounds read/,
    'past an alloca',
  );
  ub(
    t,
    run((f, b) => f.load(b, I32, f.cast(b, 'inttoptr', PTR, i64(1n << 40n)))),
    /^out-of-bounds read at 0x10000000000/,
    'beyond 32 bits',
  );
});

t.test("use after return: a dead frame's alloca is no longer memory", async (t) => {
  const leak = new FnBuilder('leak', PTR, []);
  const lb = leak.block('entry');
  const p = leak.alloca(lb, 4);
  leak.store(lb, i32(9), p);
  leak.ret(lb, p);
  const main = new FnBuilder('main', I32, []);
  const mb = main.block('entry');
  const q = main.call(mb, 'leak', PTR, []);
  main.ret(mb, main.load(mb, I32, q));
  const o = interpret(module([main.build(), leak.build()]));
  t.equal(o.status, 'ub');
  t.match(o.reason, /^access to freed stack memory at 0x[0-9a-f]+ \(use after return\) in @main/);
});

t.test('control flow ub: unreachable, poison branch and switch conditions', async (t) => {
  const f = new FnBuilder('main', I32, []);
  const b = f.block('entry');
  f.unreachable(b, { line: 3, col: 1 });
  t.equal(interpret(module([f.build()])).reason, 'unreachable executed in @main at test.ll:3:1');

  const g = new FnBuilder('main', I32, []);
  const e = g.block('entry'),
    y = g.block('yes');
  g.condbr(e, g.icmp(e, 'eq', poison(I32), i32(0)), y, y);
  g.ret(y, i32(0));
  t.match(interpret(module([g.build()])).reason, /^branch on a poison condition in @main/);

  const h = new FnBuilder('main', I32, []);
  const he = h.block('entry'),
    hd = h.block('d');
  h.switch(he, I32, undef(I32), hd, [[1n, hd]]);
  h.ret(hd, i32(0));
  t.match(interpret(module([h.build()])).reason, /^switch on a poison value/);
});

t.test('poison reaching a side effect is ub', async (t) => {
  const g = global('g', I32, { kind: 'int', type: I32, value: 0n });
  ub(
    t,
    run(
      (f, b) => {
        f.store(b, poison(I32), gaddr('g'));
        return i32(0);
      },
      [g],
    ),
    /^store of a poison value/,
    'stored value',
  );
  ub(
    t,
    run((f, b) => {
      f.store(b, i32(1), poison(PTR));
      return i32(0);
    }),
    /^store to a poison address/,
    'store address',
  );
  ub(
    t,
    run((f, b) => f.load(b, I32, poison(PTR))),
    /^load from a poison address/,
    'load address',
  );
  ub(
    t,
    run(() => poison(I32)),
    /^return of a poison value/,
    'return value',
  );
  ub(
    t,
    run((f, b) => f.call(b, 'putchar', I32, [undef(I32)])),
    /^poison argument 0 in call to @putchar/,
    'runtime argument',
  );
  // Only a parameter the IR marks noundef makes a poison argument ub (clang drops noundef from
  // parameters it proved unused): without it the poison reaches the callee, which ignores it here.
  const callId = (noundef: boolean, use: boolean) => {
    const id = new FnBuilder('id', I32, [I32]);
    const ib = id.block('entry');
    id.ret(ib, use ? id.params[0]! : int(I32, 7));
    const built = id.build();
    const fn = { ...built, params: built.params.map((p) => (noundef ? { ...p, noundef: true as const } : p)) };
    const main = new FnBuilder('main', I32, []);
    const mb = main.block('entry');
    main.ret(mb, main.call(mb, 'id', I32, [poison(I32)]));
    return interpret(module([main.build(), fn]));
  };
  t.match(callId(true, false).reason, /^poison argument 0 in call to @id in @main/, 'noundef parameter');
  t.match(callId(false, false), { status: 'ok', return: 7n }, 'unused parameter without noundef');
  // Returned from @id (not noundef) the poison is fine; main returning it is the observed result.
  t.match(callId(false, true).reason, /^return of a poison value/, 'poison reaching the entry result');
});

t.test('ptradd inbounds: leaving the object is poison, one past the end is not', async (t) => {
  // Both in .data (non-zero initializers), so `next` directly follows `arr`.
  const A4 = { kind: 'array', length: 4, elem: I32 } as const;
  const arr = global('arr', A4, { kind: 'array', type: A4, elems: [1n, 0n, 0n, 0n].map((value) => ({ kind: 'int', type: I32, value })) });
  const next = global('next', I32, { kind: 'int', type: I32, value: 77n });
  // arr + 20 leaves arr (into `next`, which directly follows): poison even though it is valid memory.
  ub(
    t,
    run((f, b) => f.load(b, I32, f.ptradd(b, gaddr('arr'), i64(20))), [arr, next]),
    /^load from a poison address/,
    'leaving arr',
  );
  // Without inbounds the address is not poison, but the pointer still comes from arr: reading next
  // through it is out of bounds by provenance (issue 18). Through an integer it is next's memory.
  ub(
    t,
    run((f, b) => f.load(b, I32, f.ptradd(b, gaddr('arr'), i64(16), false)), [arr, next]),
    /^out-of-bounds read of 4 bytes at 0x[0-9a-f]+ \(one past the end of @arr, 16 bytes at 0x[0-9a-f]+\)/,
    'plain ptradd',
  );
  const viaInt = (f: FnBuilder, b: number): Value =>
    f.load(b, I32, f.cast(b, 'inttoptr', PTR, f.cast(b, 'ptrtoint', I64, f.ptradd(b, gaddr('arr'), i64(16), false))));
  t.equal(run(viaInt, [arr, next]).return, 77n, 'plain ptradd through ptrtoint/inttoptr');
  // One past the end, then back: fine, though arr + 16 is also where `next` starts.
  t.equal(
    run(
      (f, b) => {
        const end = f.ptradd(b, gaddr('arr'), i64(16));
        return f.load(b, I32, f.ptradd(b, end, i64(-4)));
      },
      [arr, next],
    ).status,
    'ok',
    'end pointer back into the array',
  );
  ub(
    t,
    run((f, b) => f.load(b, I32, f.ptradd(b, gaddr('arr'), i64(-4))), [arr]),
    /poison address/,
    'before the start',
  );
  ub(
    t,
    run((f, b) => f.load(b, I32, f.ptradd(b, nullPtr, i64(8)))),
    /poison address/,
    'from null',
  );
  t.equal(
    run(
      (f, b) => {
        f.ptradd(b, gaddr('arr'), i64(100));
        return i32(0);
      },
      [arr],
    ).status,
    'ok',
    'unused poison is harmless',
  );
  // 32-bit pointers take the same rule.
  const o = run((f, b) => f.load(b, I32, f.ptradd(b, gaddr('arr'), i32(20))), [arr, next], DL_I386);
  t.match(o.reason, /poison address/, '32-bit pointers');
});

t.test('poison propagation and its limits', async (t) => {
  const ok = (o: Outcome, v: bigint, name: string): void => {
    t.equal(o.status, 'ok', name);
    t.equal(o.return, v, name);
  };
  const isPoison = (o: Outcome, name: string): void => {
    t.match(o.reason, /^return of a poison value/, name);
  };
  isPoison(
    run((f, b) => f.binop(b, 'add', I32, poison(I32), i32(1))),
    'binop',
  );
  isPoison(
    run((f, b) => f.binop(b, 'and', I32, undef(I32), i32(0))),
    'undef is poison, even and 0',
  );
  isPoison(
    run((f, b) => f.cast(b, 'zext', I32, f.icmp(b, 'eq', undef(I8), int(I8, 0)))),
    'icmp and cast',
  );
  isPoison(
    run((f, b) => f.select(b, I32, poison(I1), i32(1), i32(2))),
    'select with a poison condition',
  );
  ok(
    run((f, b) => f.select(b, I32, int(I1, 1), i32(1), poison(I32))),
    1n,
    'select ignores the unchosen poison arm',
  );
  isPoison(
    run((f, b) => f.select(b, I32, int(I1, 0), i32(1), poison(I32))),
    'select of the poison arm',
  );
  ok(
    run((f, b) => f.freeze(b, I32, poison(I32))),
    0n,
    'freeze of poison is 0',
  );
  ok(
    run((f, b) => f.cast(b, 'trunc', I32, f.freeze(b, I64, poison(I64)))),
    0n,
    'freeze of wide poison is 0',
  );
  ok(
    run((f, b) => f.freeze(b, I32, i32(42))),
    42n,
    'freeze of a value is the value',
  );
  isPoison(
    run((f, b) => f.binop(b, 'shl', I32, i32(1), i32(32))),
    'shift by the width',
  );
  isPoison(
    run((f, b) => f.binop(b, 'add', I32, i32(0x7fffffff), i32(1), { nsw: true })),
    'nsw overflow',
  );
  ok(
    run((f, b) => f.binop(b, 'add', I32, i32(0x7fffffff), i32(1))),
    -0x80000000n,
    'wrapping without nsw',
  );
  isPoison(
    run((f, b) => f.cast(b, 'zext', I32, int(I16, 0x8000), { nneg: true })),
    'zext nneg of a negative',
  );
  isPoison(
    run((f, b) => f.cast(b, 'zext', I32, f.icmp(b, 'slt', i32(-1), i32(1), true))),
    'icmp samesign with mixed signs',
  );

  // Phis carry poison along their edge.
  const f = new FnBuilder('main', I32, []);
  const e = f.block('entry'),
    j = f.block('join');
  f.br(e, j);
  const p = f.phi(j, I32, [[e, poison(I32)]]);
  f.ret(j, p.ref);
  isPoison(interpret(module([f.build()])), 'phi');
});
