// The shared runtime functions: directly over a small fake memory (as the emulator harness will
// call them), and through the interpreter on real program memory.

import t, { type Test } from 'tap';
import { I32, I64, I8, PTR } from '../../engine/ir/types.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { callRuntime, RUNTIME_FUNCTIONS, type RuntimeEnv, type RuntimeResult } from '../../oracles/runtime.js';
import { DL_I386, FnBuilder, gaddr, global, int, module } from './build.js';

/** Memory [0x1000, 0x1100) is writable, [0x1100, 0x1200) read-only; everything else invalid. */
function fakeEnv(): { env: RuntimeEnv; bytes: Uint8Array; out: number[] } {
  const bytes = new Uint8Array(0x200);
  const out: number[] = [];
  const inRange = (a: bigint, len: number, end: number) => a >= 0x1000n && a + BigInt(len) <= BigInt(end);
  const env: RuntimeEnv = {
    pointerBits: 32,
    output: (b) => out.push(b),
    memory: {
      read: (a, len) => (inRange(a, len, 0x1200) ? bytes.slice(Number(a) - 0x1000, Number(a) - 0x1000 + len) : null),
      write: (a, data) => {
        if (!inRange(a, data.length, 0x1100)) return false;
        bytes.set(data, Number(a) - 0x1000);
        return true;
      },
    },
  };
  return { env, bytes, out };
}

function call(name: string, args: bigint[], env: RuntimeEnv): RuntimeResult {
  const r = callRuntime(name, args, env);
  if (r === undefined) throw new Error(`no runtime function ${name}`);
  return r;
}
const value = (v: bigint): RuntimeResult => ({ kind: 'value', value: v });
const ubChecker =
  (t: Test) =>
  (r: RuntimeResult, re: RegExp, name: string): void => {
    t.equal(r.kind, 'ub', name);
    if (r.kind === 'ub') t.match(r.what, re, name);
  };

t.test('the runtime table', async (t) => {
  t.same([...RUNTIME_FUNCTIONS.keys()].sort(), [
    '__aeabi_idiv',
    '__aeabi_idivmod',
    '__aeabi_lasr',
    '__aeabi_ldivmod',
    '__aeabi_llsl',
    '__aeabi_llsr',
    '__aeabi_lmul',
    '__aeabi_uidiv',
    '__aeabi_uidivmod',
    '__aeabi_uldivmod',
    '__divdi3',
    '__moddi3',
    '__tessera_builtin_longjmp',
    '__tessera_builtin_setjmp',
    '__tessera_divti3',
    '__tessera_modti3',
    '__tessera_udivti3',
    '__tessera_umodti3',
    '__udivdi3',
    '__umoddi3',
    'abort',
    'abs',
    'calloc',
    'close',
    'exit',
    'fclose',
    'feof',
    'ferror',
    'fflush',
    'fgetc',
    'fgets',
    'fopen',
    'fprintf',
    'fputc',
    'fputs',
    'fread',
    'free',
    'freopen',
    'fscanf',
    'fseek',
    'ftell',
    'fwrite',
    'getc',
    'labs',
    'longjmp',
    'malloc',
    'memchr',
    'memcmp',
    'memcpy',
    'memmove',
    'mempcpy',
    'memset',
    'mmap',
    'munmap',
    'open',
    'printf',
    'putc',
    'putchar',
    'puts',
    'realloc',
    'remove',
    'rewind',
    'setjmp',
    'snprintf',
    'sprintf',
    'strcat',
    'strchr',
    'strcmp',
    'strcpy',
    'strlen',
    'strncat',
    'strncmp',
    'strncpy',
    'strrchr',
    'strstr',
    'tmpnam',
    'unlink',
    'vfprintf',
    'vprintf',
    'vsnprintf',
    'vsprintf',
  ]);
  for (const f of RUNTIME_FUNCTIONS.values()) t.equal(f.params.length, f.arity, `${f.name}: a machine type per argument`);
  t.equal(callRuntime('fdopen', [], fakeEnv().env), undefined);
});

t.test('putchar, exit, abort', async (t) => {
  const { env, out } = fakeEnv();
  t.same(call('putchar', [0x141n], env), value(0x41n), 'returns the byte as unsigned char');
  t.same(call('putchar', [0xffffffffn], env), value(255n));
  t.same(out, [0x41, 0xff]);
  t.same(call('exit', [0xffffffffn], env), { kind: 'exit', code: -1 }, 'exit code is an int32');
  t.same(call('abort', [], env), { kind: 'exit', code: 134 });
});

t.test('memset, memcpy, memmove, memcmp, strlen', async (t) => {
  const { env, bytes } = fakeEnv();
  t.same(call('memset', [0x1000n, 0x1abn, 8n], env), value(0x1000n), 'returns dst, fills the low byte');
  t.same([...bytes.subarray(0, 9)], [0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0]);
  bytes.set([1, 2, 3, 4, 5, 6], 0x10);
  t.same(call('memcpy', [0x1020n, 0x1010n, 6n], env), value(0x1020n));
  t.same([...bytes.subarray(0x20, 0x26)], [1, 2, 3, 4, 5, 6]);
  t.same(call('memmove', [0x1012n, 0x1010n, 4n], env), value(0x1012n), 'overlap forwards');
  t.same([...bytes.subarray(0x10, 0x16)], [1, 2, 1, 2, 3, 4]);
  t.same(call('memmove', [0x1010n, 0x1012n, 4n], env), value(0x1010n), 'overlap backwards');
  t.same([...bytes.subarray(0x10, 0x16)], [1, 2, 3, 4, 3, 4]);
  bytes.set([1, 2, 3], 0x30);
  bytes.set([1, 2, 0xf0], 0x40);
  t.same(call('memcmp', [0x1030n, 0x1040n, 2n], env), value(0n));
  t.same(call('memcmp', [0x1030n, 0x1040n, 3n], env), value(BigInt.asUintN(32, 3n - 0xf0n)), 'unsigned bytes: 3 - 240');
  t.same(call('memcmp', [0x1040n, 0x1030n, 3n], env), value(0xf0n - 3n));
  bytes.set([0x68, 0x69, 0], 0x50);
  t.same(call('strlen', [0x1050n], env), value(2n));
  t.same(call('strlen', [0x1052n], env), value(0n));
  t.same(call('memcpy', [0n, 0n, 0n], env), value(0n), 'zero length touches nothing');
});

t.test('runtime undefined behaviour', async (t) => {
  const { env, bytes } = fakeEnv();
  const isUb = ubChecker(t);
  isUb(call('memcpy', [0x1004n, 0x1000n, 8n], env), /^memcpy with overlapping ranges/, 'memcpy overlap');
  isUb(call('memcpy', [0x1001n, 0x1000n, 4n], env), /overlapping/, 'memcpy one byte apart');
  t.same(call('memcpy', [0x1000n, 0x1000n, 4n], env), value(0x1000n), 'identical ranges are fine (llvm.memcpy, `*p = *p`)');
  isUb(call('memcpy', [0x1000n, 0x0n, 4n], env), /^memcpy reads invalid memory at 0x0/, 'memcpy from null');
  isUb(call('memcpy', [0x1100n, 0x1000n, 4n], env), /^memcpy writes invalid memory at 0x1100/, 'memcpy to read-only');
  isUb(call('memset', [0x10fen, 0n, 4n], env), /^memset writes invalid memory/, 'memset past the end');
  isUb(call('memmove', [0x2000n, 0x1000n, 1n], env), /^memmove writes invalid/, 'memmove to nowhere');
  isUb(call('memcmp', [0x1000n, 0x11fen, 4n], env), /^memcmp reads invalid memory at 0x11fe/, 'memcmp past the end');
  bytes.fill(0x61, 0x100 - 4, 0x200);
  isUb(call('strlen', [0x11f0n], env), /^strlen reads invalid memory at 0x1200/, 'unterminated string');
  for (const name of ['__aeabi_idiv', '__aeabi_uidiv', '__aeabi_idivmod', '__aeabi_uidivmod']) {
    isUb(call(name, [5n, 0n], env), new RegExp(`^${name} by zero`), `${name} by zero`);
  }
  isUb(call('__aeabi_idiv', [0x80000000n, 0xffffffffn], env), /INT32_MIN by -1/, 'idiv INT_MIN / -1');
  isUb(call('__aeabi_idivmod', [0x80000000n, 0xffffffffn], env), /INT32_MIN by -1/, 'idivmod INT_MIN / -1');
});

t.test('AEABI division helpers', async (t) => {
  const { env } = fakeEnv();
  const u32 = (v: bigint) => BigInt.asUintN(32, v);
  t.same(call('__aeabi_idiv', [u32(-7n), 2n], env), value(u32(-3n)), 'truncates toward zero');
  t.same(call('__aeabi_uidiv', [u32(-7n), 2n], env), value(0x7ffffffcn));
  // {quotient, remainder} in r0/r1: the low and high halves of an i64.
  t.same(call('__aeabi_idivmod', [u32(-7n), 2n], env), value((u32(-1n) << 32n) | u32(-3n)));
  t.same(call('__aeabi_uidivmod', [17n, 5n], env), value((2n << 32n) | 3n));
  t.same(call('__aeabi_idiv', [0x80000000n, 1n], env), value(0x80000000n));
});

t.test('runtime functions through the interpreter, on both pointer widths', async (t) => {
  for (const dl of [undefined, DL_I386]) {
    const size = dl === DL_I386 ? int(I32, 6) : int(I64, 6);
    const str = global(
      's',
      { kind: 'array', length: 6, elem: I8 },
      { kind: 'bytes', type: { kind: 'array', length: 6, elem: I8 }, bytes: new TextEncoder().encode('hello\0') },
      { constant: true },
    );
    const buf = global('buf', { kind: 'array', length: 8, elem: I8 }, { kind: 'zero', type: { kind: 'array', length: 8, elem: I8 } });
    const f = new FnBuilder('main', I32, []);
    const b = f.block();
    f.call(b, 'memcpy', PTR, [gaddr('buf'), gaddr('s'), size]);
    const len = f.call(b, 'strlen', dl === DL_I386 ? I32 : I64, [gaddr('buf')]);
    f.call(b, 'putchar', I32, [f.cast(b, 'zext', I32, f.load(b, I8, gaddr('buf', 1)))]);
    const cmp = f.call(b, 'memcmp', I32, [gaddr('buf'), gaddr('s'), size]);
    const l32 = dl === DL_I386 ? len : f.cast(b, 'trunc', I32, len);
    f.ret(b, f.binop(b, 'add', I32, l32, cmp));
    const o = interpret(module([f.build()], [str, buf], dl));
    t.equal(o.status, 'ok', o.reason ?? 'runs');
    t.equal(o.return, 5n);
    t.same([...o.stdout], [0x65]);
    const w = new FnBuilder('main', I32, []);
    const wb = w.block();
    w.call(wb, 'memset', PTR, [gaddr('s'), int(I32, 0), size]);
    w.ret(wb, int(I32, 0));
    const bad = interpret(module([w.build()], [str, buf], dl));
    t.equal(bad.status, 'ub');
    t.match(bad.reason, /^memset writes invalid memory at 0x200000 \(6 bytes\) in @main/, 'constant globals are not writable');
  }
});

t.test('64-bit library calls of llc: libgcc division, AEABI divmod, multiply and shifts', async (t) => {
  const { env } = fakeEnv();
  const isUb = ubChecker(t);
  const u64 = (v: bigint): bigint => BigInt.asUintN(64, v);
  t.same(call('__divdi3', [u64(-7n), 2n], env), value(u64(-3n)), 'truncates toward zero');
  t.same(call('__moddi3', [u64(-7n), 2n], env), value(u64(-1n)));
  t.same(call('__udivdi3', [u64(-1n), 3n], env), value(0x5555555555555555n));
  t.same(call('__umoddi3', [u64(-1n), 10n], env), value(5n));
  t.same(call('__aeabi_ldivmod', [u64(-7n), 2n], env), value((u64(-1n) << 64n) | u64(-3n)), 'quotient low, remainder high');
  t.same(call('__aeabi_uldivmod', [100n, 7n], env), value((2n << 64n) | 14n));
  t.same(call('__aeabi_lmul', [0x100000001n, 0xffffffffn], env), value(0xffffffffffffffffn & (0x100000001n * 0xffffffffn)));
  t.same(call('__aeabi_llsl', [1n, 63n], env), value(1n << 63n));
  t.same(call('__aeabi_llsr', [1n << 63n, 63n], env), value(1n));
  t.same(call('__aeabi_lasr', [1n << 63n, 63n], env), value(u64(-1n)));
  isUb(call('__aeabi_llsl', [1n, 64n], env), /__aeabi_llsl by 64/, 'a shift by 64 is undefined');
  isUb(call('__divdi3', [1n, 0n], env), /by zero/, 'divide by zero');
  isUb(call('__aeabi_ldivmod', [1n << 63n, u64(-1n)], env), /INT64_MIN by -1/, 'INT64_MIN / -1');
  t.same(call('__aeabi_uidivmod', [7n, 2n], env), value((1n << 32n) | 3n), '32-bit divmod: remainder in the high half');
});
