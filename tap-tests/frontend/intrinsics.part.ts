// Front end: intrinsic expansion (memcpy/memset/memmove calls, min/max, abs, dropped ones).
import t from 'tap';
import { I1, I8, I32, I64, PTR, type Inst, type Value } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { errorOf, fn, insts, parse32, parse64, plain, X86_64_HEADER } from './helpers.js';

const ref = (id: number, type: Value['type']): Value => ({ kind: 'ref', id, type });
const int = (bits: 1 | 8 | 32 | 64, value: bigint): Value => ({ kind: 'int', type: { kind: 'int', bits }, value });
const bare = (list: readonly Inst[]): unknown => plain(list.map(({ loc: _loc, ...rest }) => rest));
const call = (id: number, callee: string, args: Value[], tail?: string): unknown => ({
  op: 'call',
  id,
  name: '',
  type: PTR,
  callee,
  args,
  callconv: 'ccc',
  ...(tail ? { tail } : {}),
});

t.test('memcpy/memmove/memset become runtime calls with pointer-width lengths', async (t) => {
  const m = parse64(`
define void @f(ptr %d, ptr %s, i32 %n, i8 %v, i64 %k) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 false)
  tail call void @llvm.memmove.p0i8.p0i8.i32(i8* %d, i8* %s, i32 %n, i1 false)
  call void @llvm.memset.p0.i64(ptr %d, i8 %v, i64 %k, i1 false)
  call void @llvm.memset.p0.i32(ptr %d, i8 -1, i32 7, i1 true)
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)`);
  verifyModule(m);
  t.same(
    bare(insts(fn(m, 'f'))),
    plain([
      call(5, 'memcpy', [ref(0, PTR), ref(1, PTR), int(64, 16n)]),
      { op: 'cast', id: 6, name: '', cast: 'zext', type: I64, value: ref(2, I32), flags: {} },
      call(7, 'memmove', [ref(0, PTR), ref(1, PTR), ref(6, I64)], 'tail'),
      { op: 'cast', id: 8, name: '', cast: 'zext', type: I32, value: ref(3, I8), flags: {} },
      call(9, 'memset', [ref(0, PTR), ref(8, I32), ref(4, I64)]),
      call(10, 'memset', [ref(0, PTR), int(32, 255n), int(64, 7n)]),
    ]),
  );
  t.same(
    m.functions.map((f) => f.name),
    ['f', 'memcpy', 'memmove', 'memset'],
    'llvm.* declarations are not kept',
  );
  t.same(plain(fn(m, 'memset')), {
    name: 'memset',
    ret: PTR,
    callconv: 'ccc',
    blocks: [],
    nextValueId: 3,
    nextBlockId: 0,
    params: [
      { id: 0, name: '', type: PTR },
      { id: 1, name: '', type: I32 },
      { id: 2, name: '', type: I64 },
    ],
  });
});

t.test('on 32-bit targets an i64 length is truncated; an existing @memcpy is reused', async (t) => {
  const m = parse32(`
define void @f(ptr %d, ptr %s, i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  %r = call ptr @memcpy(ptr %d, ptr %s, i32 4)
  ret void
}
declare ptr @memcpy(ptr, ptr, i32)`);
  verifyModule(m);
  t.same(
    bare(insts(fn(m, 'f')).slice(0, 1)),
    plain([{ op: 'cast', id: 3, name: '', cast: 'trunc', type: I32, value: ref(2, I64), flags: {} }]),
  );
  t.same(
    m.functions.map((f) => f.name),
    ['f', 'memcpy'],
  );
  t.equal(
    errorOf(`${X86_64_HEADER}define void @f(ptr %d) {
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 4, i1 false)
  ret void
}
declare void @memset(ptr, i32, i64)`),
    't.ll:4:13: the expansion of this intrinsic calls @memset as ptr (ptr, i32, i64), but the module declares it differently',
  );
});

t.test('smax/smin/umax/umin become icmp + select', async (t) => {
  const m = parse64(`
define i32 @f(i32 %a, i32 %b) {
  %1 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.smin.i32(i32 %1, i32 0)
  %3 = tail call i32 @llvm.umax.i32(i32 %2, i32 %b)
  %4 = call i32 @llvm.umin.i32(i32 %3, i32 9)
  ret i32 %4
}`);
  verifyModule(m);
  const list = insts(fn(m, 'f'));
  t.same(
    list.map((i) => (i.op === 'icmp' ? i.pred : i.op)),
    ['sgt', 'select', 'slt', 'select', 'ugt', 'select', 'ult', 'select'],
  );
  t.same(
    bare(list.slice(0, 2)),
    plain([
      { op: 'icmp', id: 2, name: '', pred: 'sgt', lhs: ref(0, I32), rhs: ref(1, I32) },
      { op: 'select', id: 3, name: '', type: I32, cond: ref(2, I1), ifTrue: ref(0, I32), ifFalse: ref(1, I32) },
    ]),
  );
});

t.test('abs becomes sub (nsw iff the flag is true), icmp slt, select', async (t) => {
  const m = parse64(`
define i64 @f(i64 %x) {
  %1 = call i64 @llvm.abs.i64(i64 %x, i1 true)
  %2 = call i64 @llvm.abs.i64(i64 %1, i1 false)
  ret i64 %2
}`);
  verifyModule(m);
  t.same(
    bare(insts(fn(m, 'f')).slice(0, 3)),
    plain([
      { op: 'binop', id: 1, name: '', binop: 'sub', type: I64, lhs: int(64, 0n), rhs: ref(0, I64), flags: { nsw: true } },
      { op: 'icmp', id: 2, name: '', pred: 'slt', lhs: ref(0, I64), rhs: int(64, 0n) },
      { op: 'select', id: 3, name: '', type: I64, cond: ref(2, I1), ifTrue: ref(1, I64), ifFalse: ref(0, I64) },
    ]),
  );
  const second = insts(fn(m, 'f'))[3];
  t.same(second?.op === 'binop' ? second.flags : null, {});
});

t.test('lifetime, assume, dbg and noalias scope intrinsics are dropped', async (t) => {
  const m = parse64(`
define void @f(i32 %x) {
  %p = alloca i32
  call void @llvm.lifetime.start.p0i8(i64 4, i8* bitcast (i32* @g to i8*))
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  %c = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %c)
  call void @llvm.dbg.value(metadata i32 %x, metadata !12, metadata !DIExpression()), !dbg !13
  call void @llvm.dbg.declare(metadata ptr %p, metadata !14, metadata !DIExpression(DW_OP_deref))
  call void @llvm.experimental.noalias.scope.decl(metadata !15)
  ret void
}
@g = global i32 0
declare void @llvm.dbg.value(metadata, metadata, metadata)`);
  verifyModule(m);
  t.same(
    insts(fn(m, 'f')).map((i) => i.op),
    ['alloca', 'icmp'],
  );
  t.same(
    m.functions.map((f) => f.name),
    ['f'],
  );
});

t.test('other intrinsics are named as unsupported', async (t) => {
  t.equal(
    errorOf(`${X86_64_HEADER}define i32 @f(i32 %x) {
  %1 = call i32 @llvm.umul.fix.i32(i32 %x, i32 1, i32 0)
  ret i32 %1
}`),
    't.ll:4:17: unsupported intrinsic llvm.umul.fix.i32',
  );
  t.equal(
    errorOf(`${X86_64_HEADER}define void @f(ptr %d) {
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %d, ptr %d, i64 4, i1 false)
  ret void
}`),
    't.ll:4:13: unsupported intrinsic llvm.memcpy.inline.p0.p0.i64',
  );
});
