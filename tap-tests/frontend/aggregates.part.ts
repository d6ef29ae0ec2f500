// Front end: first-class aggregates and byval, scalarized per leaf (engine/frontend/aggregates.ts,
// aggregate-insts.ts). Checks the leaf layout per datalayout; that every aggregate construct (insertvalue,
// extractvalue, aggregate load/store/phi/select/freeze, constants, parameters, calls, one-leaf returns)
// leaves only scalars in a module that verifies, and computes what LLVM's semantics say (run by the
// reference interpreter); the byval argument words per ABI (x86-32 i32, ARM i64 for an 8-aligned pointee,
// x86-64 i64) and the callee's fresh copy; and the clear rejections.
import t from 'tap';
import { leavesOf } from '../../engine/frontend/aggregates.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { defaultDataLayout, parseDataLayout } from '../../engine/ir/datalayout.js';
import { I8, I16, I32, I64, PTR, type MemType, type Module } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { ARM_HEADER, fn, I386_HEADER, insts, X86_64_HEADER } from './helpers.js';

function run(header: string, body: string): { m: Module; ret: bigint | null; status: string } {
  const m = parseModule(header + body, 't.ll');
  verifyModule(m);
  const o = interpret(m);
  return { m, ret: o.return, status: o.status };
}

t.test('leaves: the scalars of an aggregate at their datalayout offsets', async (t) => {
  const nested: MemType = {
    kind: 'struct',
    packed: false,
    fields: [I8, { kind: 'struct', packed: false, fields: [I16, { kind: 'array', length: 2, elem: I32 }] }, PTR, I64],
  };
  const at64 = leavesOf(defaultDataLayout(64), nested).map((l) => l.offset);
  t.same(at64, [0, 4, 8, 12, 16, 24], 'x86-64: the inner struct 4-aligned, pointer and i64 8-aligned');
  const i386 = parseDataLayout('e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128');
  t.same(
    leavesOf(i386, nested).map((l) => l.offset),
    [0, 4, 8, 12, 16, 20],
    'i386: i64 4-aligned in a struct',
  );
  const packed: MemType = { kind: 'struct', packed: true, fields: [I8, I32, I16] };
  t.same(
    leavesOf(i386, packed).map((l) => l.offset),
    [0, 1, 5],
    'packed: no padding',
  );
});

const SSA_OPS = `
%S = type { i8, { i16, [2 x i32] }, ptr }
@g = global %S { i8 1, { i16, [2 x i32] } { i16 2, [2 x i32] [i32 3, i32 4] }, ptr null }
@out = global %S zeroinitializer
define i32 @main() {
entry:
  %v = load %S, ptr @g, align 8
  %inner = extractvalue %S %v, 1
  %x = extractvalue { i16, [2 x i32] } %inner, 1, 1
  %c = icmp eq i32 %x, 4
  br i1 %c, label %a, label %b
a:
  %w = insertvalue %S %v, i32 40, 1, 1, 0
  br label %m
b:
  br label %m
m:
  %p = phi %S [ %w, %a ], [ zeroinitializer, %b ]
  %s = select i1 %c, %S %p, %S undef
  %f = freeze %S %s
  store %S %f, ptr @out, align 8
  %k = insertvalue [2 x i32] poison, i32 5, 0
  %k2 = insertvalue [2 x i32] %k, i32 6, 1
  %arr = extractvalue { [2 x i32] } { [2 x i32] [i32 7, i32 8] }, 0
  %y = extractvalue [2 x i32] %arr, 1
  %z = extractvalue [2 x i32] %k2, 1
  %o = getelementptr inbounds %S, ptr @out, i32 0, i32 1, i32 1, i32 0
  %l = load i32, ptr %o, align 4
  %e = extractvalue %S %f, 0
  %ez = zext i8 %e to i32
  %r1 = mul i32 %l, 1000
  %r2 = mul i32 %y, 100
  %r3 = mul i32 %z, 10
  %r4 = add i32 %r1, %r2
  %r5 = add i32 %r4, %r3
  %r = add i32 %r5, %ez
  ret i32 %r
}
`;

t.test('insertvalue, extractvalue, load/store, phi, select, freeze and constants compute per leaf', async (t) => {
  const { m, ret, status } = run(X86_64_HEADER, SSA_OPS);
  t.equal(status, 'ok');
  t.equal(ret, 40n * 1000n + 8n * 100n + 6n * 10n + 1n, 'the stored and extracted leaves');
  const ops = insts(fn(m, 'main')).map((i) => i.op);
  t.equal(ops.filter((o) => o === 'load').length, 6, 'the aggregate load is five leaf loads (and one i32 load)');
  t.equal(ops.filter((o) => o === 'store').length, 5, 'the aggregate store is five leaf stores');
  t.equal(ops.filter((o) => o === 'phi').length, 5, 'the aggregate phi is five leaf phis');
});

t.test('an aggregate parameter is its leaves; a one-leaf aggregate return is its leaf', async (t) => {
  const { m, ret } = run(
    ARM_HEADER,
    `
define { i32 } @f([3 x i32] %a, i32 %b, [2 x i64] %c) {
  %x = extractvalue [3 x i32] %a, 2
  %y = extractvalue [2 x i64] %c, 1
  %yt = trunc i64 %y to i32
  %s = add i32 %x, %yt
  %t = sub i32 %s, %b
  %r = insertvalue { i32 } undef, i32 %t, 0
  ret { i32 } %r
}
define i32 @main() {
  %a = insertvalue [3 x i32] [i32 1, i32 2, i32 0], i32 30, 2
  %r = call { i32 } @f([3 x i32] %a, i32 5, [2 x i64] [i64 0, i64 100])
  %v = extractvalue { i32 } %r, 0
  ret i32 %v
}
`,
  );
  t.same(
    fn(m, 'f').params.map((p) => p.type),
    [I32, I32, I32, I32, I64, I64],
    'the parameters: three i32 leaves, the i32, two i64 leaves',
  );
  t.same(fn(m, 'f').ret, I32);
  t.equal(ret, 125n);
});

const BYVAL = (ptrTy: string): string => `
%T = type { i8, i32, i16 }
@g = global %T { i8 7, i32 1000, i16 -2 }
define i32 @f(i32 %n, ${ptrTy} byval(%T) align 4 %p) {
  %q = getelementptr inbounds %T, ${ptrTy} %p, i32 0, i32 1
  %v = load i32, ${ptrTy === 'ptr' ? 'ptr' : 'i32*'} %q, align 4
  store i32 0, ${ptrTy === 'ptr' ? 'ptr' : 'i32*'} %q, align 4
  %c = getelementptr inbounds %T, ${ptrTy} %p, i32 0, i32 0
  %cv = load i8, ${ptrTy === 'ptr' ? 'ptr' : 'i8*'} %c, align 4
  %cz = zext i8 %cv to i32
  %h = getelementptr inbounds %T, ${ptrTy} %p, i32 0, i32 2
  %hv = load i16, ${ptrTy === 'ptr' ? 'ptr' : 'i16*'} %h, align 4
  %hs = sext i16 %hv to i32
  %a = add i32 %v, %cz
  %b = add i32 %a, %hs
  %r = add i32 %b, %n
  ret i32 %r
}
define i32 @main() {
  %r = call i32 @f(i32 10, ${ptrTy} byval(%T) align 4 @g)
  %again = call i32 @f(i32 0, ${ptrTy} byval(%T) align 4 @g)
  %s = add i32 %r, %again
  ret i32 %s
}
`;

t.test('an undef leaf of an aggregate argument is passed as 0 (clang never marks aggregates noundef)', async (t) => {
  const { ret, status } = run(
    ARM_HEADER,
    `
define i32 @f([2 x i32] %a) {
  %x = extractvalue [2 x i32] %a, 0
  ret i32 %x
}
define i32 @main() {
  %a = insertvalue [2 x i32] undef, i32 7, 0
  %r = call i32 @f([2 x i32] %a)
  ret i32 %r
}
`,
  );
  t.equal(status, 'ok', 'no poison argument');
  t.equal(ret, 7n);
});

t.test('byval: the pointee travels as argument words; the callee writes a fresh copy', async (t) => {
  for (const [name, header, word, words] of [
    ['x86-32', I386_HEADER, I32, 3],
    ['x86-64', X86_64_HEADER, I64, 2],
    ['arm', ARM_HEADER, I32, 3],
  ] as const) {
    const { m, ret, status } = run(header, BYVAL(name === 'x86-32' ? '%T*' : 'ptr'));
    t.equal(status, 'ok', `${name}: runs`);
    // Each call reads 1000 + 7 - 2 from its own copy: the first call's store did not reach @g.
    t.equal(ret, 2n * (1000n + 7n - 2n) + 10n, `${name}: each callee sees the original fields`);
    t.same(
      fn(m, 'f').params.map((p) => p.type),
      [I32, ...Array.from({ length: words }, () => word)],
      `${name}: ${words} words of i${word.bits}`,
    );
  }
});

t.test('byval on ARM: an 8-aligned pointee travels in i64 words (AAPCS even registers)', async (t) => {
  const m = parseModule(
    ARM_HEADER +
      `
%L = type { i64, i32 }
declare i32 @h(i32, ptr byval(%L) align 8)
define i32 @f(i32 %n, ptr byval(%L) align 8 %p) {
  %r = call i32 @h(i32 %n, ptr byval(%L) align 8 %p)
  ret i32 %r
}
`,
    't.ll',
  );
  verifyModule(m);
  t.same(
    fn(m, 'f').params.map((p) => p.type),
    [I32, I64, I64],
    'two i64 words (padded to r2 by the legalizer)',
  );
  t.same(
    fn(m, 'h').params.map((p) => p.type),
    [I32, I64, I64],
    'a declaration is flattened alike',
  );
});

t.test('an aggregate of several leaves is returned through a hidden pointer, the caller loading it back', async (t) => {
  const { m, ret, status } = run(
    X86_64_HEADER,
    `
define { i64, i32 } @pair(i64 %a, i32 %b) {
  %x = insertvalue { i64, i32 } undef, i64 %a, 0
  %y = insertvalue { i64, i32 } %x, i32 %b, 1
  ret { i64, i32 } %y
}
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %w = zext i32 %i to i64
  %r = call { i64, i32 } @pair(i64 %w, i32 %i)
  %a = extractvalue { i64, i32 } %r, 0
  %b = extractvalue { i64, i32 } %r, 1
  %bw = sext i32 %b to i64
  %s = add i64 %a, %bw
  %acc2 = add i64 %acc, %s
  %n = add i32 %i, 1
  %done = icmp eq i32 %n, 100
  br i1 %done, label %exit, label %loop
exit:
  %t = trunc i64 %acc2 to i32
  ret i32 %t
}
`,
  );
  t.equal(status, 'ok');
  t.equal(ret, 9900n, 'sum of 2i for i < 100');
  const pair = fn(m, 'pair');
  t.same([pair.ret, pair.params.map((p) => p.type)], [null, [PTR, I64, I32]], 'a hidden first pointer, a void return');
  const entry = fn(m, 'main').blocks[0]!.insts;
  t.equal(entry[0]?.op, 'alloca', "the caller's slot is an alloca opening the entry block (not one per loop iteration)");
});

t.test('what stays unsupported is named', async (t) => {
  const cases: [string, string, string][] = [
    [I386_HEADER, 'define void @f(ptr byval %p) {\n  ret void\n}\n', 'unsupported byval without a type'],
    [X86_64_HEADER, 'define i32 @f([100000 x i32] %a) {\n  ret i32 0\n}\n', 'unsupported aggregate value too large'],
  ];
  for (const [header, body, want] of cases) {
    t.throws(() => parseModule(header + body, 't.ll'), { message: new RegExp(want) }, want);
  }
  t.throws(
    () =>
      parseModule(`${X86_64_HEADER}define i32 @f({ i32, i16 } %a) {\n  %x = extractvalue { i32, i16 } %a, 2\n  ret i32 %x\n}\n`, 't.ll'),
    { message: /index 2 out of range/ },
  );
});
