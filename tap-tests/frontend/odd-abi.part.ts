// Front end + interpreter: odd-width integers at call boundaries (engine/frontend/odd-abi.ts), as
// clang-14 emits them for x86-64's small-struct coercions (`i24` arguments, `i48` returns), and an
// insertvalue of an odd-width field (aggregate-insts.ts).
import t from 'tap';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { errorOf, fn, insts, parse32, parse64, X86_64_HEADER } from './helpers.js';

const PROGRAM = `
define i48 @f(i24 %a, i32 %k) {
  %w = zext i24 %a to i48
  %s = shl i48 %w, 20
  %k48 = zext i32 %k to i48
  %r = add i48 %s, %k48
  ret i48 %r
}
define i64 @main(i32 %x) {
  %a = trunc i32 %x to i24
  %r = call i48 @f(i24 %a, i32 7)
  %z = zext i48 %r to i64
  ret i64 %z
}`;

t.test('an i24 parameter and an i48 result travel promoted; the receiver masks them', async (t) => {
  for (const parse of [parse64, parse32]) {
    const m = parse(PROGRAM);
    verifyModule(m);
    const f = fn(m, 'f');
    t.same(
      f.params.map((p) => p.type),
      [
        { kind: 'int', bits: 32 },
        { kind: 'int', bits: 32 },
      ],
    );
    t.same(f.ret, { kind: 'int', bits: 64 });
    // The callee does not rely on the bits above 24 of its parameter: garbage there is ignored.
    t.equal(interpret(m, { entry: 'f', args: [0xff123456n, 1n] }).return, ((0x123456n << 20n) + 1n) & ((1n << 48n) - 1n));
    const masks = insts(fn(m, 'main')).filter((i) => i.op === 'binop' && i.binop === 'and');
    t.ok(
      masks.some((i) => i.op === 'binop' && i.rhs.kind === 'int' && i.rhs.value === (1n << 48n) - 1n),
      'the caller masks the i48 result',
    );
    t.equal(interpret(m, { entry: 'main', args: [0xabcdef01n] }).return, ((0xcdef01n << 20n) + 7n) & ((1n << 48n) - 1n));
  }
});

t.test('a declared function with odd-width parameters and result', async (t) => {
  const m = parse64(`
declare i48 @g(i24, i40)
define i64 @h(i24 %a, i40 %b) {
  %r = call i48 @g(i24 %a, i40 %b)
  %z = zext i48 %r to i64
  ret i64 %z
}`);
  verifyModule(m);
  t.same(
    fn(m, 'g').params.map((p) => p.type),
    [
      { kind: 'int', bits: 32 },
      { kind: 'int', bits: 64 },
    ],
  );
});

t.test('insertvalue of an odd-width value into a struct field; returned as two leaves', async (t) => {
  const m = parse64(`
define { i64, i48 } @mk(i64 %a, i48 %b) {
  %1 = insertvalue { i64, i48 } poison, i64 %a, 0
  %2 = insertvalue { i64, i48 } %1, i48 %b, 1
  ret { i64, i48 } %2
}
define i64 @main(i64 %a, i32 %b) {
  %b48 = zext i32 %b to i48
  %b2 = shl i48 %b48, 16
  %s = call { i64, i48 } @mk(i64 %a, i48 %b2)
  %p = alloca { i64, i48 }, align 8
  store { i64, i48 } %s, ptr %p, align 8
  %x = load i64, ptr %p, align 8
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %y = load i32, ptr %q, align 8
  %y64 = zext i32 %y to i64
  %r = add i64 %x, %y64
  ret i64 %r
}`);
  verifyModule(m);
  t.equal(interpret(m, { entry: 'main', args: [5n, 0xffff1234n] }).return, 5n + ((0xffff1234n << 16n) & 0xffffffffn));
});

t.test('odd-width mismatches and intrinsics stay errors', async (t) => {
  const bad = (body: string): string => errorOf(X86_64_HEADER + body);
  t.match(bad('define i24 @f(i32 %x) {\n  ret i32 %x\n}'), /returning i32 from a function returning i24/);
  t.match(bad('define i32 @f(i24 %x) {\n  ret i24 %x\n}'), /returning i24 from a function returning i32/);
  t.match(
    bad('define i24 @f(i24 %x) {\n  %r = call i24 @llvm.ctpop.i24(i24 %x)\n  ret i24 %r\n}\ndeclare i24 @llvm.ctpop.i24(i24)'),
    /unsupported integer type i24/,
  );
});
