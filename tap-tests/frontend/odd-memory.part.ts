// Front end + interpreter: odd-width integers in memory (engine/frontend/odd-memory.ts). A load or
// store of iN touches exactly ceil(N/8) bytes through 4/2/1-byte pieces; iN is laid out (alloca,
// struct field, array element, GEP stride) with LLVM's alloc size and alignment; the interpreter
// runs the split accesses with the bytes around them left as they were.
import t from 'tap';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { errorOf, fn, insts, parse32, parse64, X86_64_HEADER } from './helpers.js';
import type { Module } from '../../engine/ir/types.js';

/** [bytes, align] of each load or store of @f, in order. */
function accesses(m: Module, op: 'load' | 'store'): [number, number][] {
  const out: [number, number][] = [];
  for (const i of insts(fn(m, 'f'))) {
    if (i.op !== op) continue;
    const type = i.op === 'load' ? i.type : i.value.type;
    out.push([type.kind === 'int' ? type.bits / 8 : 0, i.align]);
  }
  return out;
}

t.test('loads and stores split into pieces covering exactly the store size', async (t) => {
  const cases: [number, [number, number][]][] = [
    [
      24,
      [
        [2, 8],
        [1, 2],
      ],
    ],
    [
      40,
      [
        [4, 8],
        [1, 4],
      ],
    ],
    [
      48,
      [
        [4, 8],
        [2, 4],
      ],
    ],
    [
      56,
      [
        [4, 8],
        [2, 4],
        [1, 2],
      ],
    ],
    [10, [[2, 8]]],
    [5, [[1, 8]]],
  ];
  for (const [bits, want] of cases) {
    const m = parse64(`
define i64 @f(ptr %p, i64 %w) {
  %v = trunc i64 %w to i${bits}
  store i${bits} %v, ptr %p, align 8
  %x = load i${bits}, ptr %p, align 8
  %z = zext i${bits} %x to i64
  ret i64 %z
}`);
    verifyModule(m);
    t.same(accesses(m, 'store'), want, `store i${bits}: pieces and alignments`);
    t.same(accesses(m, 'load'), want, `load i${bits}: pieces and alignments`);
  }
});

t.test('a stored odd value reads back, and the bytes beyond its store size are untouched', async (t) => {
  for (const [bits, header] of [
    [24, 'x86-64'],
    [40, 'x86-64'],
    [48, 'i386'],
    [56, 'i386'],
    [12, 'x86-64'],
  ] as const) {
    const bytes = Math.ceil(bits / 8);
    const text = `
define i64 @f(i64 %v) {
  %a = alloca [2 x i64], align 8
  store i64 -1, ptr %a
  %p1 = getelementptr i8, ptr %a, i64 8
  store i64 -1, ptr %p1
  %t = trunc i64 %v to i${bits}
  store i${bits} %t, ptr %a, align 1
  %x = load i${bits}, ptr %a, align 1
  %z = zext i${bits} %x to i64
  %w = load i64, ptr %a
  %q = xor i64 %z, %w
  ret i64 %q
}`;
    const m = header === 'x86-64' ? parse64(text) : parse32(text);
    verifyModule(m);
    const v = 0x0123456789abcdefn;
    const low = v & ((1n << BigInt(bits)) - 1n);
    // The word read back: the stored bytes (padding bits of the last byte zero), then the 0xff bytes.
    const word = (((1n << 64n) - 1n) & ~((1n << BigInt(8 * bytes)) - 1n)) | low;
    const got = interpret(m, { entry: 'f', args: [v] }).return;
    t.equal(got === null ? null : BigInt.asUintN(64, got), low ^ word, `i${bits} on ${header}`);
  }
});

t.test('odd widths lay out as LLVM does: struct fields, arrays and GEP strides', async (t) => {
  const text = `
%S = type { i8, i24, i40, i8 }
define i64 @f() {
  %a = alloca [3 x %S]
  %p = getelementptr [3 x %S], ptr %a, i64 0, i64 2, i32 3
  %q = getelementptr i48, ptr null, i64 5
  %pi = ptrtoint ptr %p to i64
  %ai = ptrtoint ptr %a to i64
  %qi = ptrtoint ptr %q to i64
  %d = sub i64 %pi, %ai
  %s = shl i64 %d, 8
  %r = or i64 %s, %qi
  ret i64 %r
}`;
  // x86-64: i24 at 4 (align 4), i40 at 8 (align 8), i8 at 16: size 24; element 2's i8 at 48 + 16.
  // A GEP over i48 strides by its alloc size, 8.
  t.equal(interpret(parse64(text), { entry: 'f', args: [] }).return, (64n << 8n) | 40n, 'x86-64');
  // i386: i64's ABI alignment is 4, so the i40 sits at 8 and the struct is 20 bytes.
  t.equal(interpret(parse32(text.replaceAll('i64', 'i32')), { entry: 'f', args: [] }).return, (56n << 8n) | 40n, 'i386');
});

t.test('an odd-width global or initializer is still rejected', async (t) => {
  t.match(errorOf(`${X86_64_HEADER}@g = global i40 5\n`), /unsupported integer type i40 in memory/);
  t.match(errorOf(`${X86_64_HEADER}@g = global { i8, i24 } { i8 1, i24 2 }\n`), /unsupported integer type i24 in memory/);
});
