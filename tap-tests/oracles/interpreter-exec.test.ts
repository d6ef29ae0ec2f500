// Execution: entry and arguments, return conversion, exit/abort, step counting and the step limit,
// calls and deep recursion, phis as parallel copies, switches, loads and stores of every width,
// and the 'error' status for what is not the program's fault.

import t from 'tap';
import { I1, I16, I32, I64, I8, PTR, type IntType, type Value } from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { DL_I386, DL_X86_64, FnBuilder, declare, gaddr, global, int, module } from './build.js';

const i32 = (v: number | bigint): Value => int(I32, v);

/** A counting loop: main() { for (i = 0; i != n; i++) s += i; return s } — 3 + 5n + 1 steps. */
function countingLoop(n: number) {
  const f = new FnBuilder('main', I32, []);
  const entry = f.block('entry'),
    loop = f.block('loop'),
    done = f.block('done');
  f.br(entry, loop);
  const i = f.phi(loop, I32, [[entry, i32(0)]]);
  const s = f.phi(loop, I32, [[entry, i32(0)]]);
  const s2 = f.binop(loop, 'add', I32, s.ref, i.ref);
  const i2 = f.binop(loop, 'add', I32, i.ref, i32(1));
  i.add(loop, i2);
  s.add(loop, s2);
  f.condbr(loop, f.icmp(loop, 'eq', i2, i32(n)), done, loop);
  f.ret(done, s2);
  return module([f.build()]);
}

t.test('steps count every instruction, phis and terminators included', async (t) => {
  // entry: br (1); each iteration: 2 phis + add + add + icmp + condbr (6); done: ret (1).
  for (const n of [1, 2, 10]) {
    const o = interpret(countingLoop(n));
    t.equal(o.status, 'ok');
    t.equal(o.return, BigInt((n * (n - 1)) / 2));
    t.equal(o.steps, 1 + 6 * n + 1, `n = ${n}`);
  }
});

t.test('the step limit is exact and deterministic', async (t) => {
  const m = countingLoop(1000);
  const full = interpret(m).steps;
  for (const limit of [1, 2, 3, 7, 8, 100, full - 1]) {
    const o = interpret(m, { maxSteps: limit });
    t.equal(o.status, 'step-limit', `limit ${limit}`);
    t.equal(o.steps, limit);
    t.equal(o.return, null);
    t.match(o.reason, new RegExp(`step limit of ${limit} reached`));
  }
  t.equal(interpret(m, { maxSteps: full }).status, 'ok', 'exactly enough');
  // An endless loop stops at the limit.
  const f = new FnBuilder('main', I32, []);
  const b = f.block('entry');
  f.br(b, b);
  t.same(interpret(module([f.build()]), { maxSteps: 12345 }), interpret(module([f.build()]), { maxSteps: 12345 }));
  t.equal(interpret(module([f.build()]), { maxSteps: 12345 }).steps, 12345);
});

t.test('ub steps include the faulting instruction, even right at the limit', async (t) => {
  const f = new FnBuilder('main', I32, []);
  const b = f.block('entry');
  const x = f.binop(b, 'add', I32, i32(1), i32(1));
  f.ret(b, f.binop(b, 'sdiv', I32, x, i32(0)));
  const m = module([f.build()]);
  t.equal(interpret(m).steps, 2);
  t.equal(interpret(m, { maxSteps: 2 }).status, 'ub', 'the ub comes before the limit');
  t.equal(interpret(m, { maxSteps: 1 }).status, 'step-limit');
});

t.test('entry, arguments and return value conversion', async (t) => {
  const ret = (type: IntType | typeof PTR, v: Value, dl = DL_X86_64) => {
    const f = new FnBuilder('main', type, []);
    f.ret(f.block(), v);
    return interpret(module([f.build()], [], dl)).return;
  };
  t.equal(ret(I8, int(I8, 255)), -1n, 'i8 sign-extends');
  t.equal(ret(I1, int(I1, 1)), 1n, 'i1 is 0 or 1');
  t.equal(ret(I64, int(I64, -5)), -5n);
  t.equal(ret(PTR, gaddr('main', 0)), 0x10000n, 'pointers are unsigned addresses');
  t.equal(ret(PTR, { kind: 'null', type: PTR }, DL_I386), 0n);

  const add = new FnBuilder('add3', I16, [I16, I16, I16]);
  const b = add.block();
  add.ret(b, add.binop(b, 'add', I16, add.binop(b, 'add', I16, add.params[0]!, add.params[1]!), add.params[2]!));
  const m = module([add.build()]);
  t.equal(interpret(m, { entry: 'add3', args: [1n, 2n, 3n] }).return, 6n);
  t.equal(interpret(m, { entry: 'add3', args: [0x12345n, -1n, 0n] }).return, 0x2344n, 'arguments truncate to their width');
  const err = (o: ReturnType<typeof interpret>, re: RegExp): void => {
    t.equal(o.status, 'error');
    t.match(o.reason, re);
    t.equal(o.steps, 0);
  };
  err(interpret(m), /^entry function @main not found/);
  err(interpret(m, { entry: 'add3', args: [1n] }), /takes 3 arguments, 1 given/);
  err(interpret(module([declare('main', I32, [])])), /has no body/);

  const v = new FnBuilder('main', null, []);
  v.ret(v.block(), null);
  const o = interpret(module([v.build()]));
  t.equal(o.status, 'ok');
  t.equal(o.return, null, 'void returns null');
  t.equal(o.exit, null);
});

t.test('exit and abort end the run with their code and keep stdout', async (t) => {
  const run = (callee: string, args: Value[]) => {
    const f = new FnBuilder('main', I32, []);
    const b = f.block();
    f.call(b, 'putchar', I32, [i32(0x41)]);
    f.call(b, callee, null, args);
    f.unreachable(b);
    return interpret(
      module([
        f.build(),
        declare('putchar', I32, [I32]),
        declare(
          callee,
          null,
          args.map(() => I32),
        ),
      ]),
    );
  };
  for (const [code, expect] of [
    [3, 3],
    [0, 0],
    [-1, -1],
    [256, 256],
  ] as const) {
    const o = run('exit', [i32(code)]);
    t.equal(o.status, 'ok');
    t.equal(o.exit, expect, `exit(${code})`);
    t.equal(o.return, null);
    t.same([...o.stdout], [0x41]);
    t.equal(o.steps, 2, 'putchar and exit executed; unreachable never reached');
  }
  const a = run('abort', []);
  t.equal(a.status, 'ok');
  t.equal(a.exit, 134);
});

t.test("errors that are not the program's fault", async (t) => {
  const call = (callee: string, args: Value[]) => {
    const f = new FnBuilder('main', I32, []);
    const b = f.block();
    f.ret(b, f.call(b, callee, I32, args));
    return f.build();
  };
  const o = interpret(module([call('mystery', []), declare('mystery', I32, [])]));
  t.equal(o.status, 'error');
  t.match(o.reason, /^call to undefined function @mystery in @main/);
  t.match(interpret(module([call('putchar', [])])).reason, /wrong argument count in call to @putchar \(0 given, 1 expected\)/);
  const ext = global('ext', I32, null);
  const f = new FnBuilder('main', I32, []);
  const b = f.block();
  f.ret(b, f.load(b, I32, gaddr('ext', 4)));
  const e = interpret(module([f.build()], [ext]));
  t.equal(e.status, 'error');
  t.match(e.reason, /^access to external global @ext/);
  // Not executed, so not an error.
  const g = new FnBuilder('main', I32, []);
  const gb = g.block(),
    never = g.block();
  g.ret(gb, i32(0));
  g.ret(never, g.call(never, 'mystery', I32, []));
  t.equal(interpret(module([g.build()])).status, 'ok');
});

t.test('calls: results, i64 arguments, recursion deeper than the host stack', async (t) => {
  // sum(n) = n == 0 ? 0 : n + sum(n - 1), in i64.
  const s = new FnBuilder('sum', I64, [I64]);
  const entry = s.block('entry'),
    base = s.block('base'),
    rec = s.block('rec');
  const n = s.params[0]!;
  s.condbr(entry, s.icmp(entry, 'eq', n, int(I64, 0)), base, rec);
  s.ret(base, int(I64, 0));
  const r = s.call(rec, 'sum', I64, [s.binop(rec, 'sub', I64, n, int(I64, 1))]);
  s.ret(rec, s.binop(rec, 'add', I64, n, r));
  const m = module([s.build()]);
  t.equal(interpret(m, { entry: 'sum', args: [100n] }).return, 5050n);
  const deep = interpret(m, { entry: 'sum', args: [50_000n] });
  t.equal(deep.status, 'ok', '50,000 frames (the host stack would not take this)');
  t.equal(deep.return, 1_250_025_000n);
  const tooDeep = interpret(m, { entry: 'sum', args: [1_100_000n] });
  t.equal(tooDeep.status, 'stack-overflow', '1,100,000 frames of 8 bytes overflow the 8 MiB stack');
  t.match(tooDeep.reason, /^stack overflow: call to @sum does not fit \(8388608 of the 8388608-byte stack in use\)/);
  t.equal(tooDeep.stackBytes, 8 << 20, 'the whole budget was used');

  const big = new FnBuilder('main', I32, []);
  const bb = big.block();
  big.ret(bb, big.load(bb, I32, big.alloca(bb, 9 << 20)));
  const o = interpret(module([big.build()]));
  t.equal(o.status, 'stack-overflow');
  t.match(o.reason, /^stack overflow: alloca of 9437184 bytes does not fit \(0 of the 8388608-byte stack in use\)/);
});

t.test('phis are a parallel copy: swapping in a loop', async (t) => {
  const f = new FnBuilder('main', I32, []);
  const entry = f.block('entry'),
    loop = f.block('loop'),
    done = f.block('done');
  f.br(entry, loop);
  const a = f.phi(loop, I32, [[entry, i32(1)]]);
  const b = f.phi(loop, I32, [[entry, i32(2)]]);
  const k = f.phi(loop, I32, [[entry, i32(0)]]);
  const k2 = f.binop(loop, 'add', I32, k.ref, i32(1));
  a.add(loop, b.ref);
  b.add(loop, a.ref);
  k.add(loop, k2);
  f.condbr(loop, f.icmp(loop, 'eq', k2, i32(3)), done, loop);
  f.ret(done, f.binop(done, 'add', I32, f.binop(done, 'mul', I32, a.ref, i32(10)), b.ref));
  // The exiting (third) iteration sees (a, b) after two swaps: (1, 2). A sequential copy would
  // have set both to 2 on the first back edge.
  t.equal(interpret(module([f.build()])).return, 12n);
});

t.test('switch on narrow and 64-bit values', async (t) => {
  for (const ty of [I8, I32, I64]) {
    const f = new FnBuilder('main', I32, [ty]);
    const e = f.block('entry'),
      d = f.block('d'),
      c1 = f.block('c1'),
      c2 = f.block('c2');
    f.switch(e, ty, f.params[0]!, d, [
      [-1n, c1],
      [7n, c2],
    ]);
    f.ret(d, i32(0));
    f.ret(c1, i32(1));
    f.ret(c2, i32(2));
    const m = module([f.build()]);
    t.equal(interpret(m, { args: [-1n] }).return, 1n, `i${ty.bits} -1`);
    t.equal(interpret(m, { args: [7n] }).return, 2n);
    t.equal(interpret(m, { args: [8n] }).return, 0n);
  }
});

t.test('loads and stores of every width, little-endian, on both pointer widths', async (t) => {
  for (const dl of [DL_X86_64, DL_I386]) {
    const mem = global('m', { kind: 'array', length: 24, elem: I8 }, { kind: 'zero', type: { kind: 'array', length: 24, elem: I8 } });
    const f = new FnBuilder('main', I64, []);
    const b = f.block();
    f.store(b, int(I64, 0x1122334455667788n), gaddr('m', 16));
    f.store(b, int(I16, 0xabcd), gaddr('m', 0));
    f.store(b, int(I1, 1), gaddr('m', 2));
    f.store(b, gaddr('m', 5), gaddr('m', 8)); // a pointer: 4 or 8 bytes from m[8]
    const lo = f.load(b, I32, gaddr('m', 16));
    const b0 = f.load(b, I8, gaddr('m', 0));
    const flag = f.load(b, I1, gaddr('m', 2));
    const ptr = f.load(b, PTR, gaddr('m', 8));
    f.store(b, int(I8, 0x7f), ptr); // through the loaded pointer: m[5]
    const m5 = f.load(b, I8, gaddr('m', 5));
    const sum = [f.cast(b, 'zext', I64, lo), f.cast(b, 'zext', I64, b0), f.cast(b, 'zext', I64, flag), f.cast(b, 'zext', I64, m5)].reduce(
      (acc, v) => f.binop(b, 'add', I64, acc, v),
    );
    f.ret(b, sum);
    const o = interpret(module([f.build()], [mem], dl));
    t.equal(o.return, 0x55667788n + 0xcdn + 1n + 0x7fn, dl === DL_I386 ? '32-bit' : '64-bit');
  }
});

t.test('operations that cache their last object see frees and stack growth', async (t) => {
  // get(p) = *p, run once on a live local and once on the same (now dead) local.
  const get = new FnBuilder('get', I32, [PTR]);
  const gb = get.block();
  get.ret(gb, get.load(gb, I32, get.ptradd(gb, get.params[0]!, int(I64, 0))));
  const mk = new FnBuilder('mk', PTR, []);
  const kb = mk.block();
  const local = mk.alloca(kb, 4);
  mk.store(kb, i32(5), local);
  mk.call(kb, 'get', I32, [local]);
  mk.ret(kb, local);
  const main = new FnBuilder('main', I32, []);
  const mb = main.block();
  main.ret(mb, main.call(mb, 'get', I32, [main.call(mb, 'mk', PTR, [])]));
  const o = interpret(module([main.build(), get.build(), mk.build()]));
  t.equal(o.status, 'ub');
  t.match(o.reason, /^access to freed stack memory .* in @get/);

  // A loop stores to and loads from a local; between iterations a call grows the stack's backing
  // by recursing 5000 deep without allocas (so no object dies: only the growth can invalidate).
  const grow = new FnBuilder('grow', null, [I32]);
  const we = grow.block('entry'),
    wr = grow.block('rec'),
    wd = grow.block('done');
  grow.condbr(we, grow.icmp(we, 'eq', grow.params[0]!, i32(0)), wd, wr);
  grow.call(wr, 'grow', null, [grow.binop(wr, 'sub', I32, grow.params[0]!, i32(1))]);
  grow.ret(wr, null);
  grow.ret(wd, null);
  const f = new FnBuilder('main', I32, []);
  const entry = f.block('entry'),
    loop = f.block('loop'),
    done = f.block('done');
  const x = f.alloca(entry, 4);
  f.br(entry, loop);
  const i = f.phi(loop, I32, [[entry, i32(0)]]);
  const acc = f.phi(loop, I32, [[entry, i32(0)]]);
  f.store(loop, f.binop(loop, 'add', I32, i.ref, i32(10)), x);
  const acc2 = f.binop(loop, 'add', I32, acc.ref, f.load(loop, I32, x));
  f.call(loop, 'grow', null, [i32(5000)]);
  const i2 = f.binop(loop, 'add', I32, i.ref, i32(1));
  i.add(loop, i2);
  acc.add(loop, acc2);
  f.condbr(loop, f.icmp(loop, 'eq', i2, i32(3)), done, loop);
  f.ret(done, f.binop(done, 'add', I32, acc2, f.load(done, I32, x)));
  t.equal(interpret(module([f.build(), grow.build()])).return, 10n + 11n + 12n + 12n);
});
