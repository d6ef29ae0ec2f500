// Front end (issue 19, Deliver 2): calls to unprototyped and variadic functions as clang-14 emits
// them — `declare i32 @abort(...)` with `call i32 (...) @abort()`, `exit` called through a bitcast
// to `i32 (i32, ...)`, `printf(ptr, ...)` with extra integer and pointer arguments — are accepted:
// the declaration is `variadic`, the call is marked `variadic`, its arguments must begin with the
// callee's fixed parameters (a mismatch there is an error naming both types), the module verifies
// and prints as IR that parses again to the same calls. A variadic definition keeps va_start/va_copy as calls.
import t from 'tap';
import { printModule } from '../../engine/ir/print.js';
import type { CallInst } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { errorOf, fn, insts, parse32, parse64, X86_64_HEADER } from './helpers.js';
import { parseModule } from '../../engine/frontend/parse.js';

const calls = (body: string, name = 'main'): CallInst[] => insts(fn(parse64(body), name)).filter((i): i is CallInst => i.op === 'call');

const UNPROTOTYPED = `define i32 @main() {
  call i32 (...) @abort()
  call void (i32, ...) bitcast (void (...)* @exit to void (i32, ...)*)(i32 3)
  ret i32 0
}
declare i32 @abort(...)
declare void @exit(...)
`;

t.test('unprototyped abort() and exit(n): variadic declarations and calls', async (t) => {
  const m = parse64(UNPROTOTYPED);
  t.equal(fn(m, 'abort').variadic, true, '@abort is variadic');
  t.equal(fn(m, 'abort').params.length, 0, '@abort has no fixed parameters');
  const [abort, exit] = calls(UNPROTOTYPED);
  t.same([abort!.callee, abort!.variadic, abort!.args.length], ['abort', true, 0]);
  t.same([exit!.callee, exit!.variadic, exit!.args.length], ['exit', true, 1], 'the bitcast names @exit; its i32 is a variadic argument');
  t.doesNotThrow(() => verifyModule(m, X86_64_HEADER + UNPROTOTYPED));
});

const PRINTF = `@s = constant [3 x i8] c"%d\\00"
define i32 @main(i32 %n, ptr %p) {
  %r = call i32 (ptr, ...) @printf(ptr @s, i32 %n, ptr %p, i64 7, i8 1)
  ret i32 %r
}
declare i32 @printf(ptr, ...)
`;

t.test('a call through a variadic prototype with several integer and pointer arguments', async (t) => {
  const m = parse64(PRINTF);
  const [call] = calls(PRINTF);
  t.equal(call!.variadic, true);
  t.same(
    call!.args.map((a) => (a.type.kind === 'ptr' ? 'ptr' : `i${a.type.bits}`)),
    ['ptr', 'i32', 'ptr', 'i64', 'i8'],
  );
  t.equal(fn(m, 'printf').params.length, 1, 'printf keeps its one fixed parameter');
  t.doesNotThrow(() => verifyModule(m, X86_64_HEADER + PRINTF));
});

t.test('the printed module names the variadic declarations and calls and parses to the same calls', async (t) => {
  for (const src of [UNPROTOTYPED, PRINTF]) {
    const printed = printModule(parse64(src));
    t.match(printed, /declare .*\.\.\.\)/, 'a declaration ends in ...');
    t.match(printed, /call (i32|void) \(\.\.\.\) @/, 'a call names its variadic function type');
    const again = parseModule(printed, 'printed.ll');
    const before = calls(src).map((c) => [c.callee, c.variadic, c.args.length]);
    const after = insts(fn(again, 'main'))
      .filter((i): i is CallInst => i.op === 'call')
      .map((c) => [c.callee, c.variadic, c.args.length]);
    t.same(after, before);
  }
});

t.test('a variadic call still checks the fixed parameters and the return type', async (t) => {
  const wrongFixed = 'define void @f() {\n  %r = call i32 (i32, ...) @printf(i32 1)\n  ret void\n}\ndeclare i32 @printf(ptr, ...)\n';
  t.equal(errorOf(X86_64_HEADER + wrongFixed), "t.ll:4:28: call to '@printf' as i32 (i32, ...) does not match its type i32 (ptr, ...)");
  const tooFew = 'define void @f() {\n  %r = call i32 (...) @printf()\n  ret void\n}\ndeclare i32 @printf(ptr, ...)\n';
  t.match(errorOf(X86_64_HEADER + tooFew), /does not match its type i32 \(ptr, \.\.\.\)/);
  const fewerThanType = 'define void @f() {\n  %r = call i32 (ptr, ...) @printf()\n  ret void\n}\ndeclare i32 @printf(ptr, ...)\n';
  t.match(errorOf(X86_64_HEADER + fewerThanType), /call with 0 arguments to a function type with 1 parameters/);
  const wrongRet = 'define void @f() {\n  call void (...) @abort()\n  ret void\n}\ndeclare i32 @abort(...)\n';
  t.match(errorOf(X86_64_HEADER + wrongRet), /does not match its type i32 \(\.\.\.\)/);
});

t.test('a K&R call through a variadic type to a defined function that takes exactly those arguments', async (t) => {
  const src = `define i32 @g(i32 %x) {
  ret i32 %x
}
define i32 @main() {
  %r = call i32 (i32, ...) bitcast (i32 (i32)* @g to i32 (i32, ...)*)(i32 4)
  ret i32 %r
}
`;
  const m = parse32(src);
  const [call] = insts(fn(m, 'main')).filter((i): i is CallInst => i.op === 'call');
  t.same([call!.callee, call!.variadic], ['g', true]);
  t.notOk(fn(m, 'g').variadic, 'the definition is not variadic');
});

t.test('a variadic definition: variadic, va_start/va_copy kept as calls, va_end dropped, printed with its ...', async (t) => {
  const text = `${X86_64_HEADER}declare void @llvm.va_start(ptr)
declare void @llvm.va_copy(ptr, ptr)
declare void @llvm.va_end(ptr)
define i32 @g(i32 %a, ...) {
  %l = alloca [24 x i8], align 16
  %c = alloca [24 x i8], align 16
  call void @llvm.va_start(ptr %l)
  call void @llvm.va_copy(ptr %c, ptr %l)
  call void @llvm.va_end(ptr %c)
  call void @llvm.va_end(ptr %l)
  ret i32 %a
}
`;
  const m = parseModule(text, 't.ll');
  const g = fn(m, 'g');
  t.equal(g.variadic, true, 'the definition is variadic');
  t.same(
    insts(g).flatMap((i) => (i.op === 'call' ? [i.callee] : [])),
    ['llvm.va_start', 'llvm.va_copy'],
    'va_start and va_copy stay calls; va_end (a no-op under every ABI here) goes',
  );
  t.doesNotThrow(() => verifyModule(m, text), 'the module verifies (the intrinsics are declared)');
  const printed = printModule(m);
  t.match(printed, /define i32 @g\(i32 %a, \.\.\.\)/, 'the definition prints its ...');
  t.equal(printModule(parseModule(printed, 't.ll')), printed, 'print∘parse is a fixed point');
});
