// The freestanding C library's runtime functions (oracles/runtime-libc.ts, runtime-printf.ts,
// runtime-heap.ts) against their C semantics, table-driven, on the interpreter's real memory (a
// Program's Memory and heap, as a run uses them): strings and memory, abs/labs, the heap (growth
// preserving contents, calloc zeroing, bounds, use after free, double free) and printf/sprintf's
// formatting with the interpreter's variadic-argument reader (a call's IR operands).

import t from 'tap';
import { I32, I64, I8, PTR } from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { Program } from '../../oracles/interpreter/program.js';
import { callRuntime, type RuntimeEnv, type RuntimeResult, type VarArgs } from '../../oracles/runtime.js';
import { DL_I386, DL_X86_64, FnBuilder, gaddr, global, int, module } from './build.js';

const SIZE = 256;

/** A program with a writable 256-byte global `buf` and a constant one `ro`: its memory, env and their addresses. */
function world(dl = DL_I386): { env: RuntimeEnv; buf: bigint; ro: bigint; program: Program } {
  const arr = { kind: 'array', length: SIZE, elem: I8 } as const;
  const program = new Program(
    module(
      [],
      [
        global('buf', arr, { kind: 'zero', type: arr }),
        global('ro', arr, { kind: 'bytes', type: arr, bytes: new Uint8Array(SIZE) }, { constant: true }),
      ],
      dl,
    ),
  );
  const at = (n: string) => program.layout.globals.find((g) => g.name === n)!.address;
  return { env: program.env, buf: at('buf'), ro: at('ro'), program };
}

const enc = (s: string) => new TextEncoder().encode(s);
function put(env: RuntimeEnv, addr: bigint, s: string): bigint {
  if (!env.memory.write(addr, enc(s))) throw new Error('setup write failed');
  return addr;
}
function bytes(env: RuntimeEnv, addr: bigint, n: number): number[] {
  return [...env.memory.read(addr, n)!];
}
function run(name: string, args: bigint[], env: RuntimeEnv, varargs?: VarArgs): RuntimeResult {
  const r = callRuntime(name, args, env, varargs);
  if (r === undefined) throw new Error(`no runtime function ${name}`);
  return r;
}
const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const u32 = (v: bigint) => BigInt.asUintN(32, v);

t.test('string comparisons and searches', async (t) => {
  const { env, buf } = world();
  const a = put(env, buf, 'abc\0'),
    b = put(env, buf + 8n, 'abd\0'),
    c = put(env, buf + 16n, 'ab\0'),
    hi = put(env, buf + 24n, '\xff\0'.replace('\xff', 'ÿ')); // UTF-8: 0xc3 0xbf, a byte above 0x7f
  const rows: Array<[string, bigint[], bigint]> = [
    ['strcmp', [a, a], 0n],
    ['strcmp', [a, b], u32(-1n)],
    ['strcmp', [b, a], 1n],
    ['strcmp', [a, c], 0x63n], // 'c' - NUL
    ['strcmp', [c, a], u32(-0x63n)],
    ['strcmp', [hi, a], 0xc3n - 0x61n], // unsigned char comparison
    ['strncmp', [a, b, 2n], 0n],
    ['strncmp', [a, b, 3n], u32(-1n)],
    ['strncmp', [a, c, 2n], 0n],
    ['strncmp', [a, b, 0n], 0n],
    ['strchr', [a, 0x62n], a + 1n],
    ['strchr', [a, 0x7an], 0n],
    ['strchr', [a, 0n], a + 3n], // the terminating NUL is part of the string
    ['strchr', [a, 0x162n], a + 1n], // c converted to char
    ['strrchr', [put(env, buf + 32n, 'abab\0'), 0x62n], buf + 35n],
    ['strrchr', [buf + 32n, 0n], buf + 36n],
    ['strstr', [put(env, buf + 40n, 'hello world\0'), put(env, buf + 56n, 'o w\0')], buf + 44n],
    ['strstr', [buf + 40n, put(env, buf + 64n, '\0')], buf + 40n], // empty needle: the haystack
    ['strstr', [buf + 40n, put(env, buf + 72n, 'xyz\0')], 0n],
    ['memchr', [buf + 40n, 0x77n, 11n], buf + 46n],
    ['memchr', [buf + 40n, 0x77n, 6n], 0n],
    ['memchr', [buf + 40n, 0x177n, 11n], buf + 46n],
    ['strlen', [buf + 40n], 11n],
  ];
  for (const [name, args, want] of rows)
    t.same(run(name, args, env), value(want), `${name}(${args.map((x) => x.toString(16)).join(', ')})`);
});

t.test('string copies: strcpy, strncpy padding and truncation, strcat, strncat', async (t) => {
  const { env, buf } = world();
  const src = put(env, buf + 128n, 'abc\0');
  const dst = buf;
  put(env, dst, 'XXXXXXXXXX');
  t.same(run('strcpy', [dst, src], env), value(dst));
  t.same(bytes(env, dst, 6), [0x61, 0x62, 0x63, 0, 0x58, 0x58], 'strcpy copies the NUL, nothing after');
  put(env, dst, 'XXXXXXXXXX');
  t.same(run('strncpy', [dst, src, 7n], env), value(dst));
  t.same(bytes(env, dst, 8), [0x61, 0x62, 0x63, 0, 0, 0, 0, 0x58], 'strncpy pads with NULs up to n');
  put(env, dst, 'XXXXXXXXXX');
  t.same(run('strncpy', [dst, src, 2n], env), value(dst));
  t.same(bytes(env, dst, 3), [0x61, 0x62, 0x58], 'strncpy of n < length: no NUL written');
  put(env, dst, 'ab\0XXXXXXX');
  t.same(run('strcat', [dst, src], env), value(dst));
  t.same(bytes(env, dst, 7), [0x61, 0x62, 0x61, 0x62, 0x63, 0, 0x58]);
  put(env, dst, 'ab\0XXXXXXX');
  t.same(run('strncat', [dst, src, 2n], env), value(dst));
  t.same(bytes(env, dst, 6), [0x61, 0x62, 0x61, 0x62, 0, 0x58], 'strncat appends at most n, then a NUL');
  put(env, dst, 'ab\0XXXXXXX');
  t.same(run('strncat', [dst, src, 9n], env), value(dst));
  t.same(bytes(env, dst, 7), [0x61, 0x62, 0x61, 0x62, 0x63, 0, 0x58]);
});

t.test('memmove with overlap, memcpy, memset through real memory', async (t) => {
  const { env, buf } = world();
  put(env, buf, '0123456789');
  t.same(run('memmove', [buf + 2n, buf, 6n], env), value(buf + 2n));
  t.same(String.fromCharCode(...bytes(env, buf, 10)), '0101234589', 'forward overlap');
  put(env, buf, '0123456789');
  t.same(run('memmove', [buf, buf + 3n, 6n], env), value(buf));
  t.same(String.fromCharCode(...bytes(env, buf, 10)), '3456786789', 'backward overlap');
});

t.test('abs and labs', async (t) => {
  const { env } = world();
  t.same(run('abs', [u32(-5n)], env), value(5n));
  t.same(run('abs', [7n], env), value(7n));
  t.same(run('abs', [0n], env), value(0n));
  t.match(run('abs', [0x80000000n], env), { kind: 'ub', what: /^abs of the most negative value/ }, 'abs(INT_MIN) is undefined');
  t.same(run('labs', [u32(-9n)], env), value(9n), 'long is 32 bits on i386');
  const wide = world(DL_X86_64).env; // x86-64: long is 64 bits
  t.same(run('labs', [BigInt.asUintN(64, -9n)], wide), value(9n));
  t.same(run('labs', [0x80000000n], wide), value(0x80000000n), 'a positive 64-bit long');
  t.match(run('labs', [1n << 63n], wide), { kind: 'ub' });
});

t.test('string functions: undefined behaviour', async (t) => {
  const { env, buf, ro } = world();
  const end = buf + BigInt(SIZE);
  put(env, end - 4n, 'abcd'); // unterminated up to the end of @buf
  const cases: Array<[string, bigint[], RegExp]> = [
    ['strlen', [end - 4n], /^strlen reads invalid memory/],
    ['strcmp', [end - 4n, buf], /^strcmp reads invalid memory/],
    ['strcpy', [ro, put(env, buf, 'x\0')], /^strcpy writes invalid memory/],
    ['strcpy', [buf + 1n, put(env, buf, 'xyz\0')], /^strcpy with overlapping ranges/],
    ['strcat', [buf, buf], /^strcat with overlapping ranges/],
    ['strncpy', [end - 2n, put(env, buf, 'xyz\0'), 4n], /^strncpy writes invalid memory/],
    ['memchr', [end - 2n, 0x7an, 4n], /^memchr reads invalid memory/],
    ['puts', [0n], /^puts reads invalid memory at 0x0/],
    ['strchr', [0x10n, 0n], /^strchr reads invalid memory/],
  ];
  for (const [name, args, re] of cases) t.match(run(name, args, env), { kind: 'ub', what: re }, `${name}: ${re}`);
  t.same(run('strncmp', [end - 4n, end - 4n, 4n], env), value(0n), 'strncmp reads no more than n bytes');
  t.same(run('memchr', [end - 4n, 0x62n, 100n], env), value(end - 3n), 'memchr stops at the match');
});

t.test('uninitialised bytes that decide a result are undefined behaviour (interpreter shadow)', async (t) => {
  const { env } = world();
  const p = (run('malloc', [8n], env) as { value: bigint }).value;
  put(env, p, 'ab');
  t.match(run('strlen', [p], env), { kind: 'ub', what: /uninitialised memory at 0x8000002/ });
  t.match(run('strcmp', [p, p], env), { kind: 'ub', what: /uninitialised/ });
  t.same(run('strncmp', [p, p, 2n], env), value(0n), 'only the first two bytes decide');
});

t.test('the heap: malloc, calloc, realloc, free', async (t) => {
  const { env, program } = world();
  const m = (r: RuntimeResult) => (r.kind === 'value' ? r.value : -1n);
  const p = m(run('malloc', [10n], env));
  t.equal(p, 0x8000000n, 'the first block at HEAP_BASE, on both sides');
  const q = m(run('malloc', [1n], env));
  t.equal(q, 0x8000020n, '16-aligned, after a 16-byte red zone');
  t.same(program.mem.initialised(p, 10), new Uint8Array(10), 'malloc: uninitialised');
  put(env, p, 'abcdefghij');
  const z = m(run('calloc', [3n, 4n], env));
  t.same(bytes(env, z, 12), new Array(12).fill(0), 'calloc zeroes');
  t.same(program.mem.initialised(z, 12), new Uint8Array(12).fill(1), 'calloc: initialised');
  t.same(run('calloc', [0x10000n, 0x10000n], env), value(0n), 'calloc n*size overflow: NULL');
  const r = m(run('realloc', [p, 100n], env));
  t.not(r, p, 'grows into a new block');
  t.same(String.fromCharCode(...bytes(env, r, 10)), 'abcdefghij', 'realloc growth preserves the contents');
  t.same([...program.mem.initialised(r, 12)!], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0], 'and their shadow; the tail is uninitialised');
  t.equal(env.memory.read(p, 1), null, 'the old block is freed');
  const s = m(run('realloc', [r, 4n], env));
  t.same(String.fromCharCode(...bytes(env, s, 4)), 'abcd', 'shrinking keeps the prefix');
  t.same(run('realloc', [0n, 8n], env).kind, 'value', 'realloc(NULL, n) is malloc');
  t.same(run('free', [0n], env), { kind: 'void' }, 'free(NULL) is a no-op');
  t.same(run('free', [s], env), { kind: 'void' });
  t.match(run('free', [s], env), { kind: 'ub', what: /already freed \(double free\)/ });
  t.match(run('free', [s + 4n], env), { kind: 'ub', what: /which malloc did not return/ });
  t.match(run('realloc', [s, 8n], env), { kind: 'ub', what: /double free/ });
  t.same(run('malloc', [0x4000000n], env), value(0n), 'beyond the 64 MiB budget: NULL');
  t.equal(m(run('malloc', [0n], env)) > 0n, true, 'malloc(0): a unique pointer');
  t.match(
    run('strcpy', [q, put(env, z, 'xy\0')], env),
    { kind: 'ub', what: /^strcpy writes invalid memory/ },
    'a 1-byte block holds no 3-byte string',
  );
});

t.test('heap blocks are objects in the interpreter: bounds, use after free, double free', async (t) => {
  // main: p = malloc(8); <body>; the IR as clang emits it (i386 datalayout).
  type Body = (f: FnBuilder, b: number, p: ReturnType<FnBuilder['call']>) => ReturnType<FnBuilder['call']> | undefined;
  const cases: Array<[string, Body, string | RegExp]> = [
    ['in bounds', (f, b, p) => void f.store(b, int(I32, 1), f.ptradd(b, p, int(I32, 4))), 'ok'],
    [
      'one past the end',
      (f, b, p) => void f.store(b, int(I32, 1), f.ptradd(b, p, int(I32, 8), false)),
      /out-of-bounds write of 4 bytes at 0x8000008 \(heap block of 8 bytes at 0x8000000\)/,
    ],
    ['uninitialised read', (f, b, p) => f.load(b, I32, p), /uninitialised/],
    [
      'use after free',
      (f, b, p) => {
        f.call(b, 'free', null, [p]);
        f.store(b, int(I32, 1), p);
        return undefined;
      },
      /access to freed heap memory at 0x8000000 \(use after free of the block at 0x8000000\)/,
    ],
    [
      'double free',
      (f, b, p) => {
        f.call(b, 'free', null, [p]);
        f.call(b, 'free', null, [p]);
        return undefined;
      },
      /^free of 0x8000000, already freed \(double free\) in @main/,
    ],
  ];
  for (const [name, body, want] of cases) {
    const f = new FnBuilder('main', I32, []);
    const b = f.block();
    const p = f.call(b, 'malloc', PTR, [int(I32, 8)]);
    f.ret(b, body(f, b, p) ?? int(I32, 0));
    const o = interpret(module([f.build()], [], DL_I386));
    if (want === 'ok') t.equal(o.status, 'ok', `${name}: ${o.reason ?? ''}`);
    else {
      t.equal(o.status, 'ub', name);
      t.match(o.reason, want, name);
    }
  }
});

/** The interpreter's reader: a call of printf/sprintf with `extra` IR operands after the fixed ones. */
function printfProgram(call: 'printf' | 'sprintf', fmt: string, extra: Array<ReturnType<typeof int>>): ReturnType<typeof interpret> {
  const fmtBytes = enc(`${fmt}\0`);
  const ft = { kind: 'array', length: fmtBytes.length, elem: I8 } as const;
  const bt = { kind: 'array', length: 64, elem: I8 } as const;
  const globals = [
    global(
      'str',
      { kind: 'array', length: 4, elem: I8 },
      { kind: 'bytes', type: { kind: 'array', length: 4, elem: I8 }, bytes: enc('hey\0') },
      { constant: true },
    ),
    global('fmt', ft, { kind: 'bytes', type: ft, bytes: fmtBytes }, { constant: true }),
    global('out', bt, { kind: 'zero', type: bt }),
  ];
  const f = new FnBuilder('main', I32, []);
  const b = f.block();
  const fixed = call === 'printf' ? [gaddr('fmt')] : [gaddr('out'), gaddr('fmt')];
  const n = f.call(b, call, I32, [...fixed, ...extra]);
  f.ret(b, n);
  return interpret(module([f.build()], globals, DL_I386));
}

t.test('printf formats through the interpreter (i386: int, long and pointers 32 bits, long long 64)', async (t) => {
  const i = (v: number) => int(I32, v);
  const rows: Array<[string, Array<ReturnType<typeof int>>, string]> = [
    ['%d %i %u', [i(-42), i(7), i(-1)], '-42 7 4294967295'],
    ['%x %X %o', [i(-1), i(0xabc), i(8)], 'ffffffff ABC 10'],
    ['[%5d][%-5d][%05d]', [i(-42), i(42), i(-42)], '[  -42][42   ][-0042]'],
    ['[%+d][% d][%.3d][%8.3d][%.0d]', [i(5), i(5), i(-7), i(7), i(0)], '[+5][ 5][-007][     007][]'],
    ['[%#x][%#o][%#X][%#x]', [i(255), i(8), i(255), i(0)], '[0xff][010][0XFF][0]'],
    ['[%*d][%-*d][%.*d]', [i(4), i(1), i(-3), i(2), i(3), i(9)], '[   1][2  ][009]'],
    ['%hhd %hd %hhu %hx', [i(0x1ff), i(0x18000), i(-1), i(-1)], '-1 -32768 255 ffff'],
    ['%ld %lu %zu', [i(-3), i(-3), i(12)], '-3 4294967293 12'],
    ['%lld %llx', [int(I64, -5n), int(I64, 0x123456789n)], '-5 123456789'],
    ['%c%c%%', [i(0x41), i(0x142)], 'AB%'],
    ['[%s][%5s][%-5s][%.2s]', [gaddr('str'), gaddr('str'), gaddr('str'), gaddr('str')], '[hey][  hey][hey  ][he]'],
    ['%p %p', [gaddr('str'), { kind: 'null', type: PTR }], '0x200000 (nil)'],
  ];
  for (const [fmt, args, want] of rows) {
    const o = printfProgram('printf', fmt, args);
    t.equal(o.status, 'ok', `${fmt}: ${o.reason ?? ''}`);
    t.equal(Buffer.from(o.stdout).toString('latin1'), want, fmt);
    t.equal(o.return, BigInt(want.length), `${fmt}: returns the byte count`);
    const s = printfProgram('sprintf', fmt, args);
    t.equal(s.return, BigInt(want.length), `sprintf ${fmt}`);
    t.equal(s.stdout.length, 0, 'sprintf prints nothing');
  }
  const bad: Array<[string, Array<ReturnType<typeof int>>, RegExp]> = [
    ['%d %d', [i(1)], /^printf %d: reads argument 3, but the call to @printf passes 2/],
    ['%lld', [i(1)], /reads argument 2 as 64 bits, but it is 32 bits wide/],
    ['%s', [i(0)], /^printf %s reads invalid memory at 0x0/],
  ];
  for (const [fmt, args, re] of bad) {
    const o = printfProgram('printf', fmt, args);
    t.equal(o.status, 'ub', fmt);
    t.match(o.reason, re, fmt);
  }
  // Not the program's fault: an error (no reference), never a claim of undefined behaviour.
  const f = printfProgram('printf', '%f', [i(1)]);
  t.equal(f.status, 'error', '%f is unsupported, not ub');
  t.match(f.reason, /conversion '%f' is not supported by Tessera's C library/);
});
