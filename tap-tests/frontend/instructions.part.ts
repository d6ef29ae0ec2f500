// Front end: lowering of each instruction, numbering, names, forward references, flags.
import t from 'tap';
import { I1, I8, I32, I64, PTR, type Inst, type Value } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { fn, insts, parse32, parse64, plain } from './helpers.js';

const ref = (id: number, type: Value['type']): Value => ({ kind: 'ref', id, type });
const int = (bits: 1 | 8 | 16 | 32 | 64, value: bigint): Value => ({ kind: 'int', type: { kind: 'int', bits }, value });
/** Instructions without their source locations, as plain JSON. */
const bare = (list: readonly Inst[]): unknown => plain(list.map(({ loc: _loc, ...rest }) => rest));
const bareTerm = (f: ReturnType<typeof fn>, block: number): unknown => {
  const { loc: _loc, ...rest } = f.blocks[block]!.term;
  return plain(rest);
};

t.test('numbered values become unnamed, named ones keep names; ids are dense', async (t) => {
  const m = parse64(`
define i32 @f(i32 %x, i32 %0) {
entry:
  %1 = add nsw i32 %x, %0
  %sum = mul nuw nsw i32 %1, 3
  ret i32 %sum
}`);
  verifyModule(m);
  const f = fn(m, 'f');
  t.same(plain(f.params), [
    { id: 0, name: 'x', type: I32 },
    { id: 1, name: '', type: I32 },
  ]);
  t.equal(f.blocks[0]!.name, 'entry');
  t.same(
    bare(insts(f)),
    plain([
      { op: 'binop', id: 2, name: '', binop: 'add', type: I32, lhs: ref(0, I32), rhs: ref(1, I32), flags: { nsw: true } },
      { op: 'binop', id: 3, name: 'sum', binop: 'mul', type: I32, lhs: ref(2, I32), rhs: int(32, 3n), flags: { nuw: true, nsw: true } },
    ]),
  );
  t.equal(f.nextValueId, 4);
  t.equal(f.nextBlockId, 1);
  t.same(insts(f)[0]!.loc, { line: 6, col: 3 }); // 2 header lines, then the template's first newline
});

t.test('implicit entry label takes the next number; forward references resolve', async (t) => {
  const m = parse64(`
define i32 @g(i32 %0) {
  br label %3

2:
  %r = phi i32 [ %4, %3 ]
  ret i32 %r

3:
  %4 = add i32 %0, 1
  br label %2
}
define i32 @h(i32 %0) {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %1
3:
  ret i32 0
}`);
  const g = fn(m, 'g');
  t.same(
    g.blocks.map((b) => b.name),
    ['', '', ''],
  );
  t.same(bareTerm(g, 0), { op: 'br', target: 2 });
  t.same(bare(g.blocks[1]!.insts), plain([{ op: 'phi', id: 1, name: 'r', type: I32, incoming: [{ block: 2, value: ref(2, I32) }] }]));
  t.same(
    bare(g.blocks[2]!.insts),
    plain([{ op: 'binop', id: 2, name: '', binop: 'add', type: I32, lhs: ref(0, I32), rhs: int(32, 1n), flags: {} }]),
  );
  verifyModule({ ...m, functions: [g] });
  // %1 is the implicit entry label of @h: a branch to it is a branch to the entry block.
  const h = fn(m, 'h');
  t.same(bareTerm(h, 0), { op: 'condbr', cond: ref(1, I1), ifTrue: 1, ifFalse: 0 });
});

t.test('integer constants are normalized to unsigned; true/false/null/undef/poison/zeroinitializer', async (t) => {
  const m = parse64(`
define void @f(ptr %p) {
  store i8 -1, ptr %p
  store i64 -9223372036854775808, ptr %p
  store i1 true, ptr %p
  store i32 zeroinitializer, ptr %p
  store ptr zeroinitializer, ptr %p
  store ptr null, ptr %p
  store i32 undef, ptr %p
  store i16 poison, ptr %p
  ret void
}`);
  const values = insts(fn(m, 'f')).map((i) => (i.op === 'store' ? i.value : null));
  t.same(
    plain(values),
    plain([
      int(8, 255n),
      int(64, 1n << 63n),
      int(1, 1n),
      int(32, 0n),
      { kind: 'null', type: PTR },
      { kind: 'null', type: PTR },
      { kind: 'undef', type: I32 },
      { kind: 'poison', type: { kind: 'int', bits: 16 } },
    ]),
  );
});

t.test('binop, icmp, select, cast and freeze flags are recorded', async (t) => {
  const m = parse64(`
define i32 @f(i32 %a, i64 %b, ptr %p) {
  %1 = sdiv exact i32 %a, 4
  %2 = or disjoint i32 %1, 1
  %3 = zext nneg i32 %2 to i64
  %4 = trunc nuw nsw i64 %b to i32
  %5 = icmp samesign ult i32 %4, %a
  %6 = select i1 %5, i32 %4, i32 %a
  %7 = freeze i32 %6
  %8 = ptrtoint ptr %p to i64
  %9 = inttoptr i64 %8 to ptr
  %10 = icmp eq ptr %9, null
  %11 = lshr exact i32 %7, 1
  %12 = shl nuw i32 %11, 2
  ret i32 %12
}`);
  verifyModule(m);
  const list = insts(fn(m, 'f'));
  const pick = (i: number, keys: string[]): unknown =>
    plain(Object.fromEntries(keys.map((k) => [k, (list[i] as unknown as Record<string, unknown>)[k]])));
  t.same(pick(0, ['binop', 'flags']), { binop: 'sdiv', flags: { exact: true } });
  t.same(pick(1, ['binop', 'flags']), { binop: 'or', flags: { disjoint: true } });
  t.same(pick(2, ['cast', 'flags', 'type']), { cast: 'zext', flags: { nneg: true }, type: I64 });
  t.same(pick(3, ['cast', 'flags']), { cast: 'trunc', flags: { nuw: true, nsw: true } });
  t.same(pick(4, ['pred', 'samesign']), { pred: 'ult', samesign: true });
  t.same(pick(5, ['op', 'type']), { op: 'select', type: I32 });
  t.same(pick(6, ['op', 'type']), { op: 'freeze', type: I32 });
  t.same(pick(8, ['cast', 'type']), { cast: 'inttoptr', type: PTR });
  t.same(pick(9, ['pred', 'rhs']), { pred: 'eq', rhs: { kind: 'null', type: PTR } });
});

t.test('pointer bitcasts and same-width integer bitcasts vanish, uses read the operand', async (t) => {
  const m = parse64(`
define i32 @f(i32* %p, i32 %x) {
  %1 = bitcast i32* %p to i8*
  %2 = bitcast i8* %1 to i32*
  %3 = bitcast i32 %x to i32
  store i32 %3, i32* %2, align 4
  %4 = load i32, i32* bitcast (i8* bitcast (i32* @g to i8*) to i32*), align 4
  ret i32 %4
}
@g = global i32 7`);
  verifyModule(m);
  const f = fn(m, 'f');
  t.same(
    bare(insts(f)),
    plain([
      { op: 'store', value: ref(1, I32), ptr: ref(0, PTR), align: 4, volatile: false },
      { op: 'load', id: 2, name: '', type: I32, ptr: { kind: 'global', name: 'g', offset: 0n, type: PTR }, align: 4, volatile: false },
    ]),
  );
  t.equal(f.nextValueId, 3);
});

t.test('alloca, load, store: sizes, counts, alignment defaults, volatile', async (t) => {
  const m = parse32(`
%struct.S = type { i8, i16, i32, i64 }
define void @f() {
  %a = alloca %struct.S, align 8
  %b = alloca i64
  %c = alloca [3 x i16], i32 5
  %d = alloca i32, i64 2, align 16
  %v = load volatile i64, ptr %b
  store volatile i64 %v, ptr %b, align 8
  ret void
}`);
  const list = insts(fn(m, 'f'));
  t.same(
    list.slice(0, 4).map((i) => (i.op === 'alloca' ? [i.size, i.align] : null)),
    [
      [16, 8],
      [8, 4],
      [30, 2],
      [8, 16],
    ],
  );
  t.same(
    bare(list.slice(4)),
    plain([
      { op: 'load', id: 4, name: 'v', type: I64, ptr: ref(1, PTR), align: 4, volatile: true },
      { op: 'store', value: ref(4, I64), ptr: ref(1, PTR), align: 8, volatile: true },
    ]),
  );
});

t.test('switch cases are normalized; unreachable; ret void', async (t) => {
  const m = parse64(`
define void @f(i8 %x) {
  switch i8 %x, label %d [
    i8 -1, label %a
    i8 7, label %d
  ]
a:
  unreachable
d:
  ret void
}`);
  const f = fn(m, 'f');
  t.same(
    bareTerm(f, 0),
    plain({
      op: 'switch',
      type: I8,
      value: ref(0, I8),
      defaultTarget: 2,
      cases: [
        { value: 255n, target: 1 },
        { value: 7n, target: 2 },
      ],
    }),
  );
  t.same(bareTerm(f, 1), { op: 'unreachable' });
  t.same(bareTerm(f, 2), { op: 'ret', value: null });
});

t.test('calls: void gets id -1, non-void always an id, tail kinds and fastcc kept, attributes ignored', async (t) => {
  const m = parse64(`
define i32 @f(ptr %p) {
  call void @v(ptr noundef nonnull align 4 dereferenceable(8) %p) #3
  %1 = tail call fastcc noundef range(i32 0, 10) i32 @g(i32 noundef signext 1, ptr sret(i32) captures(none) %p)
  musttail call void @v(ptr initializes((0, 4)) %p)
  notail call i32 @g(i32 2, ptr %p)
  ret i32 %1
}
declare void @v(ptr)
declare fastcc i32 @g(i32, ptr) #0`);
  verifyModule(m);
  const calls = insts(fn(m, 'f'));
  t.same(
    calls.map((c) => (c.op === 'call' ? [c.id, c.type === null, c.callconv, c.tail ?? ''] : null)),
    [
      [-1, true, 'ccc', ''],
      [1, false, 'fastcc', 'tail'],
      [-1, true, 'ccc', 'musttail'],
      [2, false, 'ccc', 'notail'],
    ],
  );
  t.equal(fn(m, 'g').callconv, 'fastcc');
  t.same(fn(m, 'v').blocks, []);
});

t.test('phis: constant expressions materialize before the incoming terminator', async (t) => {
  const m = parse64(`
@a = global i32 0
@b = global i32 0
define i64 @f(i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi i64 [ ptrtoint (ptr @a to i64), %entry ], [ add (i64 ptrtoint (ptr @b to i64), i64 4), %x ]
  ret i64 %p
}`);
  verifyModule(m);
  const f = fn(m, 'f');
  t.same(
    bare(f.blocks[0]!.insts),
    plain([
      { op: 'cast', id: 1, name: '', cast: 'ptrtoint', type: I64, value: { kind: 'global', name: 'a', offset: 0n, type: PTR }, flags: {} },
    ]),
  );
  t.same(
    bare(f.blocks[1]!.insts),
    plain([
      { op: 'cast', id: 2, name: '', cast: 'ptrtoint', type: I64, value: { kind: 'global', name: 'b', offset: 0n, type: PTR }, flags: {} },
      { op: 'binop', id: 3, name: '', binop: 'add', type: I64, lhs: ref(2, I64), rhs: int(64, 4n), flags: {} },
    ]),
  );
  t.same(
    bare(f.blocks[2]!.insts),
    plain([
      {
        op: 'phi',
        id: 4,
        name: 'p',
        type: I64,
        incoming: [
          { block: 0, value: ref(1, I64) },
          { block: 1, value: ref(3, I64) },
        ],
      },
    ]),
  );
});

t.test('constant expressions as operands materialize right before the instruction', async (t) => {
  const m = parse64(`
@a = global i32 0
define i32 @f() {
  %1 = zext i1 icmp eq (ptr @a, ptr null) to i32
  %2 = select i1 true, i32 %1, i32 sub (i32 0, i32 ptrtoint (ptr @a to i32))
  ret i32 %2
}`);
  verifyModule(m);
  const ops = insts(fn(m, 'f')).map((i) => (i.op === 'binop' ? i.binop : i.op === 'cast' ? i.cast : i.op));
  t.same(ops, ['icmp', 'zext', 'ptrtoint', 'sub', 'select']);
});

t.test('function addresses are GlobalAddr; declarations have no blocks', async (t) => {
  const m = parse64(`
@fp = global ptr @f
define void @f() {
  store ptr @f, ptr @fp
  ret void
}`);
  verifyModule(m);
  t.same(plain(m.globals[0]!.init), { kind: 'addr', type: PTR, target: 'f', offset: '0n' });
  t.same(plain((insts(fn(m, 'f'))[0] as { value: Value }).value), { kind: 'global', name: 'f', offset: '0n', type: PTR });
});

t.test('metadata, attributes, comdats, debug records and clang-19 syntax are skipped', async (t) => {
  const m = parse64(`
; ModuleID = 'x.c'
source_filename = "x.c"
$f = comdat any
%struct.T = type opaque
define linkonce_odr dso_local noundef i32 @f(ptr noundef readonly captures(none) %p) local_unnamed_addr #0 comdat section ".text.f" align 16 !dbg !7 {
    #dbg_value(ptr %p, !12, !DIExpression(), !13)
  %1 = getelementptr inbounds nuw i8, ptr %p, i64 4, !dbg !14
  %2 = load i32, ptr %1, align 4, !tbaa !15, !noundef !{}
  ret i32 %2, !dbg !16
}
attributes #0 = { nounwind memory(argmem: read) "frame-pointer"="none" }
!llvm.dbg.cu = !{!0}
!7 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !8)
!13 = !DILocation(line: 0, scope: !7)
`);
  verifyModule(m);
  t.equal(insts(fn(m, 'f')).length, 2);
});

t.test('the datalayout default follows the triple when the module has none', async (t) => {
  const m = parse64('');
  t.equal(m.datalayout, 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128');
  const { parseModule } = await import('../../engine/frontend/parse.js');
  for (const [triple, bits] of [
    ['i686-pc-linux-gnu', 32],
    ['thumbv6m-none-eabi', 32],
    ['armv6-none-eabi', 32],
    ['x86_64-unknown-linux-gnu', 64],
  ] as const) {
    const mod = parseModule(
      `target triple = "${triple}"\ndefine ptr @f(ptr %p, i32 %i) {\n  %q = getelementptr i32, ptr %p, i32 %i\n  ret ptr %q\n}`,
      'x.ll',
    );
    t.equal(mod.datalayout, '');
    t.equal(mod.triple, triple);
    const off = insts(fn(mod, 'f')).at(-1);
    t.equal(off?.op === 'ptradd' && off.offset.type.kind === 'int' ? off.offset.type.bits : 0, bits, triple);
  }
});
