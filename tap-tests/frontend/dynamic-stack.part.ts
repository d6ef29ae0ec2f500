// Front end: the dynamic stack (issue 19, Deliver 2; engine/frontend/dynamic-stack.ts). An alloca
// with a run-time count becomes `dynalloca` of count × element size bytes (the count zero-extended
// or truncated to the pointer width); llvm.stacksave/stackrestore (LLVM 14's names and 17+'s `.p0`)
// become their instructions; a call of a declared-only @alloca (C without <alloca.h>) becomes a
// 16-byte-aligned dynalloca, its int result a ptrtoint; a defined @alloca stays a call. Each module
// verifies, and printing then parsing again gives the same module (the printer declares the intrinsics).

import t, { type Test } from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { printModule } from '../../engine/ir/print.js';
import { I32, I64, PTR, type Inst, type Value } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { errorOf, fn, insts, parse32, parse64, plain } from './helpers.js';

const ref = (id: number, type: Value['type']): Value => ({ kind: 'ref', id, type });
const int = (bits: 32 | 64, value: bigint): Value => ({ kind: 'int', type: { kind: 'int', bits }, value });
const bare = (list: readonly Inst[]): unknown => plain(list.map(({ loc: _loc, ...rest }) => rest));

function roundTrips(t: Test, text: string): void {
  const m = parseModule(text, 't.ll');
  verifyModule(m);
  const printed = printModule(m);
  t.equal(printModule(parseModule(printed, 'printed.ll')), printed, 'printing and parsing again gives the same module');
}

t.test('a run-time count: count x element size, at the pointer width', async (t) => {
  const m64 = parse64(`
define ptr @f(i32 %n, i64 %k, i8 %b) {
  %a = alloca i32, i32 %n, align 8
  %c = alloca i8, i64 %k
  %d = alloca [3 x i16], i8 %b, align 2
  ret ptr %a
}
`);
  verifyModule(m64);
  t.same(
    bare(insts(fn(m64, 'f'))),
    plain([
      { op: 'cast', id: 3, name: '', cast: 'zext', type: I64, value: ref(0, I32), flags: {} },
      { op: 'binop', id: 4, name: '', binop: 'mul', type: I64, lhs: ref(3, I64), rhs: int(64, 4n), flags: {} },
      { op: 'dynalloca', id: 5, name: 'a', type: PTR, size: ref(4, I64), align: 8 },
      { op: 'dynalloca', id: 6, name: 'c', type: PTR, size: ref(1, I64), align: 1 },
      { op: 'cast', id: 7, name: '', cast: 'zext', type: I64, value: ref(2, { kind: 'int', bits: 8 }), flags: {} },
      { op: 'binop', id: 8, name: '', binop: 'mul', type: I64, lhs: ref(7, I64), rhs: int(64, 6n), flags: {} },
      { op: 'dynalloca', id: 9, name: 'd', type: PTR, size: ref(8, I64), align: 2 },
    ]),
  );
  const m32 = parse32(`
define ptr @f(i64 %k) {
  %a = alloca i16, i64 %k
  ret ptr %a
}
`);
  verifyModule(m32);
  t.same(
    bare(insts(fn(m32, 'f'))),
    plain([
      { op: 'cast', id: 1, name: '', cast: 'trunc', type: I32, value: ref(0, I64), flags: {} },
      { op: 'binop', id: 2, name: '', binop: 'mul', type: I32, lhs: ref(1, I32), rhs: int(32, 2n), flags: {} },
      { op: 'dynalloca', id: 3, name: 'a', type: PTR, size: ref(2, I32), align: 2 },
    ]),
  );
  t.equal(
    insts(fn(parse64('define ptr @g() {\n  %a = alloca i32, i32 4\n  ret ptr %a\n}\n'), 'g'))[0]!.op,
    'alloca',
    'a constant count stays a fixed alloca',
  );
  t.match(errorOf('define void @h(ptr %p) {\n  %a = alloca i32, ptr %p\n  ret void\n}\n'), /alloca count must be an integer/);
});

t.test('llvm.stacksave/stackrestore, LLVM 14 and 17+ names', async (t) => {
  for (const suffix of ['', '.p0']) {
    const text = `define void @f(i32 %n) {
  %s = call ptr @llvm.stacksave${suffix}()
  %a = alloca i8, i32 %n
  call void @llvm.stackrestore${suffix}(ptr %s)
  ret void
}
declare ptr @llvm.stacksave${suffix}()
declare void @llvm.stackrestore${suffix}(ptr)
`;
    const m = parse32(text);
    verifyModule(m);
    t.same(
      bare(insts(fn(m, 'f'))),
      plain([
        { op: 'stacksave', id: 1, name: '', type: PTR },
        { op: 'dynalloca', id: 2, name: 'a', type: PTR, size: ref(0, I32), align: 1 },
        { op: 'stackrestore', ptr: ref(1, PTR) },
      ]),
    );
    roundTrips(t, printModule(m));
  }
  t.match(
    errorOf('define void @f() {\n  call void @llvm.stackrestore(i32 0)\n  ret void\n}\ndeclare void @llvm.stackrestore(i32)\n'),
    /invalid argument 1 of llvm.stackrestore/,
  );
});

t.test('a declared-only @alloca is the builtin; a defined one stays a call', async (t) => {
  const m = parse64(`
define i32 @f(i32 %n) {
  %r = call i32 bitcast (i32 (...)* @alloca to i32 (i32)*)(i32 %n)
  ret i32 %r
}
declare i32 @alloca(...)
`);
  verifyModule(m);
  t.same(
    bare(insts(fn(m, 'f'))),
    plain([
      { op: 'cast', id: 2, name: '', cast: 'zext', type: I64, value: ref(0, I32), flags: {} },
      { op: 'dynalloca', id: 3, name: '', type: PTR, size: ref(2, I64), align: 16 },
      { op: 'cast', id: 1, name: 'r', cast: 'ptrtoint', type: I32, value: ref(3, PTR), flags: {} },
    ]),
  );
  const typed = parse64(`
define ptr @g(i64 %n) {
  %p = call ptr @alloca(i64 %n)
  ret ptr %p
}
declare ptr @alloca(i64)
`);
  t.same(bare(insts(fn(typed, 'g'))), plain([{ op: 'dynalloca', id: 1, name: 'p', type: PTR, size: ref(0, I64), align: 16 }]));
  roundTrips(t, printModule(m));
  const defined = parse64(`
define ptr @alloca(i64 %n) {
  ret ptr null
}
define ptr @g(i64 %n) {
  %p = call ptr @alloca(i64 %n)
  ret ptr %p
}
`);
  t.equal(insts(fn(defined, 'g'))[0]!.op, 'call', 'a module that defines @alloca calls it');
});
