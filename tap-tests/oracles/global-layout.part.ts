// The global layout rule (addresses, alignment, initial bytes on 32- and 64-bit datalayouts) and
// the memory digest (definition checked against a BigInt FNV-1a, determinism).

import t from 'tap';
import { parseDataLayout } from '../../engine/ir/datalayout.js';
import { CODE_BASE, EXTERN_BASE, FUNC_SPACING, GLOBAL_BASE, layoutGlobals, symbolAddress } from '../../engine/ir/global-layout.js';
import { I16, I32, I64, I8, PTR, type ArrayType, type Init, type StructType } from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { Fnv1a64, memoryDigest } from '../../oracles/outcome.js';
import { DL_ARM, DL_I386, DL_X86_64, FnBuilder, declare, gaddr, global, int, module } from './build.js';

const S: StructType = { kind: 'struct', fields: [I8, I64, I16], packed: false };
const ARR: ArrayType = { kind: 'array', length: 3, elem: I16 };
const intInit = (type: typeof I8, v: bigint): Init => ({ kind: 'int', type, value: BigInt.asUintN(type.bits, v) });

function sample(dl: string) {
  const f = new FnBuilder('main', I32, []);
  f.ret(f.block(), int(I32, 0));
  const globals = [
    global('a', I8, intInit(I8, 1n)),
    global('s', S, { kind: 'struct', type: S, fields: [intInit(I8, 1n), intInit(I64, 0x0102030405060708n), intInit(I16, -2n)] }),
    global('p', PTR, { kind: 'addr', type: PTR, target: 's', offset: 8n }),
    global('ext', I32, null),
    global('fp', PTR, { kind: 'addr', type: PTR, target: 'putchar', offset: 0n }),
    global('arr', ARR, { kind: 'array', type: ARR, elems: [1n, 2n, 3n].map((v) => intInit(I16, v)) }, { align: 16, constant: true }),
    global('z', S, { kind: 'zero', type: S }),
  ];
  return module([f.build(), declare('putchar', I32, [I32])], globals, dl);
}

/** Mutable globals start on the page after the constants (rodata, then data, then bss). */
const D = GLOBAL_BASE + 0x1000n;
const le = (v: bigint, n: number): number[] => Array.from({ length: n }, (_, i) => Number((v >> BigInt(8 * i)) & 0xffn));

t.test('x86-64: i64 is 8-aligned, pointers are 8 bytes', async (t) => {
  const m = sample(DL_X86_64);
  const l = layoutGlobals(m, parseDataLayout(DL_X86_64));
  t.same(
    l.globals.map((g) => [g.name, g.address, g.size]),
    [
      ['a', D, 1],
      ['s', D + 8n, 24],
      ['p', D + 32n, 8],
      ['fp', D + 40n, 8],
      ['arr', GLOBAL_BASE, 6],
      ['z', D + 48n, 24],
    ],
  );
  t.same(
    l.globals.map((g) => g.section),
    ['data', 'data', 'data', 'data', 'rodata', 'bss'],
  );
  t.same([...l.globals[1]!.bytes], [1, 0, 0, 0, 0, 0, 0, 0, ...le(0x0102030405060708n, 8), 0xfe, 0xff, 0, 0, 0, 0, 0, 0]);
  t.same([...l.globals[2]!.bytes], le(D + 16n, 8), 'pointer to @s + 8');
  t.same([...l.globals[3]!.bytes], le(CODE_BASE + FUNC_SPACING, 8), "the second function's address");
  t.same([...l.globals[4]!.bytes], [1, 0, 2, 0, 3, 0]);
  t.ok(l.globals[4]!.constant);
  t.same([...l.globals[5]!.bytes], new Array(24).fill(0));
  t.equal(l.end, D + 72n);
  t.equal(l.functions.get('main'), CODE_BASE);
  t.equal(l.externals.get('ext'), EXTERN_BASE);
  t.equal(symbolAddress(l, 'ext'), EXTERN_BASE);
  t.equal(symbolAddress(l, 'nope'), undefined);
});

t.test('i386: i64 is 4-aligned, pointers are 4 bytes; ARM aligns i64 to 8', async (t) => {
  const l = layoutGlobals(sample(DL_I386), parseDataLayout(DL_I386));
  t.same(
    l.globals.map((g) => [g.name, g.address, g.size]),
    [
      ['a', D, 1],
      ['s', D + 4n, 16],
      ['p', D + 20n, 4],
      ['fp', D + 24n, 4],
      ['arr', GLOBAL_BASE, 6],
      ['z', D + 28n, 16],
    ],
  );
  t.same([...l.globals[1]!.bytes], [1, 0, 0, 0, ...le(0x0102030405060708n, 8), 0xfe, 0xff, 0, 0]);
  t.same([...l.globals[2]!.bytes], le(D + 12n, 4));
  const arm = layoutGlobals(sample(DL_ARM), parseDataLayout(DL_ARM));
  t.same(
    arm.globals.map((g) => g.size),
    [1, 24, 4, 4, 6, 24],
    'ARM: { i8, i64, i16 } is 24 bytes',
  );
  t.equal(arm.globals[1]!.address, D + 8n);
});

t.test('packed structs, nested arrays, byte strings, null and undef initializers', async (t) => {
  const P: StructType = { kind: 'struct', fields: [I8, I32], packed: true };
  const A: ArrayType = { kind: 'array', length: 2, elem: P };
  const B: ArrayType = { kind: 'array', length: 3, elem: I8 };
  const m = module(
    [],
    [
      global('pk', A, {
        kind: 'array',
        type: A,
        elems: [1n, 2n].map((v) => ({ kind: 'struct', type: P, fields: [intInit(I8, v), intInit(I32, -v)] })),
      }),
      global('str', B, { kind: 'bytes', type: B, bytes: new Uint8Array([0x61, 0x62, 0]) }),
      global('n', PTR, { kind: 'addr', type: PTR, target: null, offset: 0n }),
      global('u', I32, { kind: 'undef', type: I32 }),
    ],
    DL_I386,
  );
  const l = layoutGlobals(m, parseDataLayout(DL_I386));
  t.same([...l.globals[0]!.bytes], [1, 0xff, 0xff, 0xff, 0xff, 2, 0xfe, 0xff, 0xff, 0xff]);
  t.same([...l.globals[1]!.bytes], [0x61, 0x62, 0]);
  t.same([...l.globals[2]!.bytes], [0, 0, 0, 0]);
  t.same([...l.globals[3]!.bytes], [0, 0, 0, 0], 'undef is zero bytes');
  t.same(
    l.globals.map((g) => g.address),
    [GLOBAL_BASE, GLOBAL_BASE + 10n, GLOBAL_BASE + 16n, GLOBAL_BASE + 20n],
  );
  const bad = module([], [global('q', PTR, { kind: 'addr', type: PTR, target: 'missing', offset: 0n })]);
  t.throws(() => layoutGlobals(bad, parseDataLayout(DL_X86_64)), { name: 'LayoutError', message: /unknown symbol @missing/ });
  t.equal(interpret(bad).status, 'error', 'the interpreter reports a bad layout as an error');
});

t.test('the layout is deterministic and pure', async (t) => {
  const dl = parseDataLayout(DL_X86_64);
  t.same(layoutGlobals(sample(DL_X86_64), dl), layoutGlobals(sample(DL_X86_64), dl));
});

function referenceFnv(data: number[]): bigint {
  let h = 0xcbf29ce484222325n;
  for (const b of data) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
  return h;
}

t.test('FNV-1a 64 matches a BigInt reference', async (t) => {
  const data = Array.from({ length: 3000 }, (_, i) => (i * 131 + (i >> 3)) & 0xff);
  t.equal(new Fnv1a64().update(new Uint8Array(data)).digest(), referenceFnv(data));
  t.equal(new Fnv1a64().digest(), 0xcbf29ce484222325n, 'empty input is the offset basis');
  t.equal(new Fnv1a64().update(new TextEncoder().encode('a')).digest(), 0xaf63dc4c8601ec8cn, 'published test vector');
});

t.test('memory digest: names, a 0 byte and final contents of defined globals in module order', async (t) => {
  const m = sample(DL_X86_64);
  const l = layoutGlobals(m, parseDataLayout(DL_X86_64));
  const expected = referenceFnv(l.globals.flatMap((g) => [...new TextEncoder().encode(g.name), 0, ...g.bytes]));
  t.equal(memoryDigest(l.globals, 8), expected);
  const o = interpret(m);
  t.equal(o.memoryDigest, expected, 'an untouched program digests its initial memory');
  t.equal(interpret(m).memoryDigest, o.memoryDigest, 'same input, same digest');

  const f = new FnBuilder('main', I32, []);
  const b = f.block();
  f.store(b, int(I8, 2), gaddr('a'));
  f.ret(b, int(I32, 0));
  const written = interpret({ ...m, functions: [f.build(), declare('putchar', I32, [I32])] });
  const after = l.globals.map((g) => (g.name === 'a' ? { name: 'a', bytes: new Uint8Array([2]) } : g));
  t.equal(written.memoryDigest, memoryDigest(after, 8), 'the digest sees the final contents');
  t.not(written.memoryDigest, o.memoryDigest);
  t.not(
    memoryDigest([{ name: 'ab', bytes: new Uint8Array([1]) }], 8),
    memoryDigest([{ name: 'a', bytes: new Uint8Array([0x62, 1]) }], 8),
    'the 0 byte separates name and contents',
  );
});
