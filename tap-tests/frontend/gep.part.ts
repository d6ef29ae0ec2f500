// Front end: getelementptr lowering (instructions and constant expressions) on 32- and 64-bit
// layouts, checked against the offsets and sizes clang itself computes.
import t from 'tap';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { I32, I64, PTR, type Inst, type Value } from '../../engine/ir/types.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { ARM_HEADER, I386_HEADER, X86_64_HEADER, clang, errorOf, fn, insts, parse32, parse64, plain } from './helpers.js';

const ref = (id: number, type: Value['type']): Value => ({ kind: 'ref', id, type });
const int = (bits: 32 | 64, value: bigint): Value => ({ kind: 'int', type: { kind: 'int', bits }, value });
const bare = (list: readonly Inst[]): unknown => plain(list.map(({ loc: _loc, ...rest }) => rest));

/** The constant byte offset of `getelementptr <src>, ptr %p, <indices>` on a layout. */
function constOffset(header: string, src: string, indices: string): bigint {
  const m = parseModule(
    `${header}%struct.S = type { i8, i16, i32, i64 }\n%struct.T = type { i8, i64 }\n` +
      `%struct.P = type <{ i8, i32 }>\ndefine ptr @f(ptr %p) {\n  %q = getelementptr ${src}, ptr %p, ${indices}\n  ret ptr %q\n}`,
    'o.ll',
  );
  const list = insts(fn(m, 'f'));
  if (list.length === 0) return 0n;
  const add = list[0]!;
  if (add.op !== 'ptradd' || add.offset.kind !== 'int') throw new Error('expected one constant ptradd');
  return BigInt.asIntN(add.offset.type.bits, add.offset.value);
}

t.test('struct field offsets and strides match what clang computes on every layout', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-gep-'));
  const c = join(dir, 'off.c');
  writeFileSync(
    c,
    `#include <stddef.h>
struct S { char a; short b; int c; long long d; };
struct T { char a; long long b; };
struct P { char x; int y; } __attribute__((packed));
int offs(void) { return offsetof(struct S, b) | offsetof(struct S, c) << 8 | offsetof(struct S, d) << 16 | offsetof(struct T, b) << 24; }
int sizes(void) { return sizeof(struct S) | sizeof(struct T) << 8 | offsetof(struct P, y) << 16 | sizeof(struct P) << 24; }
`,
  );
  const layouts = [
    ['i386-unknown-linux-gnu', I386_HEADER],
    ['x86_64-unknown-linux-gnu', X86_64_HEADER],
    ['armv6-none-eabi', ARM_HEADER],
  ] as const;
  for (const [triple, header] of layouts) {
    const ll = clang('clang-14', triple, '-O1', c);
    const ret = (name: string): number => Number(new RegExp(`@${name}\\(\\)[^]*?ret i32 (\\d+)`).exec(ll)![1]);
    const byte = (n: number, k: number): bigint => BigInt((n >>> (8 * k)) & 0xff);
    const [offs, sizes] = [ret('offs'), ret('sizes')];
    t.equal(constOffset(header, '%struct.S', 'i32 0, i32 1'), byte(offs, 0), `${triple} S.b`);
    t.equal(constOffset(header, '%struct.S', 'i32 0, i32 2'), byte(offs, 1), `${triple} S.c`);
    t.equal(constOffset(header, '%struct.S', 'i32 0, i32 3'), byte(offs, 2), `${triple} S.d`);
    t.equal(constOffset(header, '%struct.T', 'i32 0, i32 1'), byte(offs, 3), `${triple} T.b`);
    t.equal(constOffset(header, '%struct.S', 'i32 1'), byte(sizes, 0), `${triple} sizeof S`);
    t.equal(constOffset(header, '%struct.T', 'i32 3, i32 1'), 3n * byte(sizes, 1) + byte(offs, 3), `${triple} T[3].b`);
    t.equal(constOffset(header, '%struct.P', 'i32 0, i32 1'), byte(sizes, 2), `${triple} P.y`);
    t.equal(constOffset(header, '%struct.P', 'i32 -2'), -2n * byte(sizes, 3), `${triple} P[-2]`);
  }
  // The numbers themselves, so a reader sees what the layouts say.
  t.equal(constOffset(I386_HEADER, '%struct.T', 'i32 0, i32 1'), 4n);
  t.equal(constOffset(X86_64_HEADER, '%struct.T', 'i32 0, i32 1'), 8n);
  t.equal(constOffset(ARM_HEADER, '%struct.T', 'i32 0, i32 1'), 8n);
  t.equal(constOffset(I386_HEADER, '%struct.T', 'i32 1'), 12n);
  t.equal(constOffset(X86_64_HEADER, '[4 x [8 x i16]]', 'i64 1, i64 2, i64 3'), 64n + 32n + 6n);
});

t.test('variable indices: sext/trunc to pointer width, mul by stride, add pieces, constant last', async (t) => {
  const src = `%struct.S = type { i8, i16, i32, i64 }
define ptr @f(ptr %p, i32 %i, i64 %j) {
  %a = getelementptr inbounds %struct.S, ptr %p, i64 %j, i32 2
  %b = getelementptr i32, ptr %p, i32 %i
  %c = getelementptr i8, ptr %p, i64 %j
  %d = getelementptr inbounds [4 x [8 x i16]], ptr %p, i64 %j, i64 1, i32 %i
  ret ptr %d
}`;
  const m64 = parse64(src);
  verifyModule(m64);
  t.same(
    bare(insts(fn(m64, 'f'))),
    plain([
      { op: 'binop', id: 3, name: '', binop: 'mul', type: I64, lhs: ref(2, I64), rhs: int(64, 16n), flags: {} },
      { op: 'binop', id: 4, name: '', binop: 'add', type: I64, lhs: ref(3, I64), rhs: int(64, 4n), flags: {} },
      { op: 'ptradd', id: 5, name: 'a', type: PTR, base: ref(0, PTR), offset: ref(4, I64), inbounds: true },
      { op: 'cast', id: 6, name: '', cast: 'sext', type: I64, value: ref(1, I32), flags: {} },
      { op: 'binop', id: 7, name: '', binop: 'mul', type: I64, lhs: ref(6, I64), rhs: int(64, 4n), flags: {} },
      { op: 'ptradd', id: 8, name: 'b', type: PTR, base: ref(0, PTR), offset: ref(7, I64), inbounds: false },
      { op: 'ptradd', id: 9, name: 'c', type: PTR, base: ref(0, PTR), offset: ref(2, I64), inbounds: false },
      { op: 'binop', id: 10, name: '', binop: 'mul', type: I64, lhs: ref(2, I64), rhs: int(64, 64n), flags: {} },
      { op: 'cast', id: 11, name: '', cast: 'sext', type: I64, value: ref(1, I32), flags: {} },
      { op: 'binop', id: 12, name: '', binop: 'mul', type: I64, lhs: ref(11, I64), rhs: int(64, 2n), flags: {} },
      { op: 'binop', id: 13, name: '', binop: 'add', type: I64, lhs: ref(10, I64), rhs: ref(12, I64), flags: {} },
      { op: 'binop', id: 14, name: '', binop: 'add', type: I64, lhs: ref(13, I64), rhs: int(64, 16n), flags: {} },
      { op: 'ptradd', id: 15, name: 'd', type: PTR, base: ref(0, PTR), offset: ref(14, I64), inbounds: true },
    ]),
  );
  const m32 = parse32(src);
  verifyModule(m32);
  const first = insts(fn(m32, 'f')).slice(0, 4);
  t.same(
    bare(first),
    plain([
      { op: 'cast', id: 3, name: '', cast: 'trunc', type: I32, value: ref(2, I64), flags: {} },
      { op: 'binop', id: 4, name: '', binop: 'mul', type: I32, lhs: ref(3, I32), rhs: int(32, 16n), flags: {} },
      { op: 'binop', id: 5, name: '', binop: 'add', type: I32, lhs: ref(4, I32), rhs: int(32, 4n), flags: {} },
      { op: 'ptradd', id: 6, name: 'a', type: PTR, base: ref(0, PTR), offset: ref(5, I32), inbounds: true },
    ]),
    'i386: the i64 index is truncated, the struct is 16 bytes, c at 4',
  );
});

t.test('a zero offset replaces the GEP by its base; negative constants wrap', async (t) => {
  const m = parse64(`%struct.S = type { i8, i16, i32, i64 }
define i32 @f(ptr %p) {
  %a = getelementptr inbounds %struct.S, ptr %p, i64 0, i32 0
  %b = getelementptr inbounds [5 x i32], ptr %a, i64 0, i64 0
  %c = getelementptr i32, ptr %b, i64 -1
  %v = load i32, ptr %b
  %w = load i32, ptr %c
  %s = add i32 %v, %w
  ret i32 %s
}`);
  verifyModule(m);
  t.same(
    bare(insts(fn(m, 'f')).slice(0, 2)),
    plain([
      { op: 'ptradd', id: 1, name: 'c', type: PTR, base: ref(0, PTR), offset: int(64, (1n << 64n) - 4n), inbounds: false },
      { op: 'load', id: 2, name: 'v', type: I32, ptr: ref(0, PTR), align: 4, volatile: false },
    ]),
  );
});

t.test('constant GEPs of globals fold into GlobalAddr offsets; others materialize', async (t) => {
  const m = parse64(`%struct.S = type { i8, i16, i32, i64 }
@gs = global %struct.S zeroinitializer
@tab = global [10 x i32] zeroinitializer
define i64 @f() {
  %1 = load i32, i32* getelementptr inbounds (%struct.S, %struct.S* @gs, i64 0, i32 2), align 4
  %2 = load i32, ptr getelementptr inbounds nuw (i8, ptr @tab, i64 12)
  %3 = load i32, ptr getelementptr ([10 x i32], ptr @tab, i64 0, i64 ptrtoint (ptr @gs to i64))
  %4 = ptrtoint ptr getelementptr (i8, ptr @tab, i64 -4) to i64
  ret i64 %4
}`);
  verifyModule(m);
  const list = insts(fn(m, 'f'));
  const g = (name: string, offset: bigint): unknown => plain({ kind: 'global', name, offset, type: PTR });
  t.same(plain((list[0] as { ptr: Value }).ptr), g('gs', 4n));
  t.same(plain((list[1] as { ptr: Value }).ptr), g('tab', 12n));
  t.same(
    list.slice(2, 5).map((i) => (i.op === 'binop' ? i.binop : i.op === 'cast' ? i.cast : i.op)),
    ['ptrtoint', 'mul', 'ptradd'],
  );
  t.same(plain((list[6] as { value: Value }).value), g('tab', -4n));
});

t.test('GEP errors name the problem at its token', async (t) => {
  t.equal(
    errorOf(`${X86_64_HEADER}%struct.S = type { i8, i32 }
define ptr @f(ptr %p, i32 %i) {
  %q = getelementptr %struct.S, ptr %p, i64 0, i32 %i
  ret ptr %q
}`),
    't.ll:5:48: struct index in getelementptr must be a constant',
  );
  t.equal(
    errorOf(`${X86_64_HEADER}define ptr @f(ptr %p) {
  %q = getelementptr { i8, i32 }, ptr %p, i64 0, i32 2
  ret ptr %q
}`),
    't.ll:4:50: struct index 2 out of range',
  );
  t.equal(
    errorOf(`${X86_64_HEADER}define ptr @f(ptr %p) {
  %q = getelementptr i32, ptr %p, i64 0, i32 2
  ret ptr %q
}`),
    't.ll:4:42: getelementptr index into a non-aggregate type',
  );
});
