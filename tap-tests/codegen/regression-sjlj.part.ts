// Non-local control and frame intrinsics end to end (issue 19): GCC's __builtin_setjmp and
// __builtin_longjmp (clang's llvm.eh.sjlj.setjmp/longjmp, with the llvm.frameaddress and
// llvm.stacksave it stores in the buffer), __builtin_frame_address(0) and
// __builtin_return_address(N > 0). One C program, every selector, each under a rotating allocator
// (regression-cells.ts's sample; every cell with TESSERA_FULL_SWEEP=1), on x86-32, x86-64, ARM
// and Thumb against the interpreter: a longjmp across four frames (the setjmp's caller keeps values
// in callee-saved registers across it), a setjmp in a loop that is jumped to on every iteration, a
// value that lives across a setjmp while the jumping function fills the callee-saved registers
// (caught only because the setjmp clobbers every register: engine/isel/emit-api.ts callRegs), and
// a frame address that lies between the caller's locals and the callee's (the interpreter's stack
// too). The program returns 0 only when every part is right; so does one using <setjmp.h>. The interpreter alone: a longjmp to a
// setjmp whose function has returned is undefined behaviour. The front end keeps the intrinsics as
// calls LLVM reads back (print∘parse is a fixed point).
//
// Requires clang-14 (loadProgram's error names it when missing) and Unicorn; every run is real.

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { printModule } from '../../engine/ir/print.js';
import { interpretFor } from '../../testbed/driver/execute.js';
import { cells, compileC, DEFAULT_CELLS } from './regression-cells.js';

const PROGRAM = `
void *buf[5];
void *buf2[5];
volatile int sink;

__attribute__((noinline)) void jump(void *b) { __builtin_longjmp(b, 1); }
__attribute__((noinline)) void down(int d) {
  if (d == 0) jump(buf);
  down(d - 1);
  sink = d;
}
__attribute__((noinline)) int across(int n) {
  volatile int v = n;
  if (__builtin_setjmp(buf)) return v + 100;
  v = n * 2;
  down(3);
  return -1;
}
__attribute__((noinline)) int keeps(int a, int b) {
  int x = a * 3, y = b * 5, z = a ^ b, w = a - b;
  int r = across(a + b);
  return r + x + y + z + w;
}
__attribute__((noinline)) int loop(int n) {
  volatile int count = 0;
  for (volatile int i = 0; i < n; i++) {
    if (__builtin_setjmp(buf2) == 0) {
      count += 1;
      jump(buf2);
    } else {
      count += 10;
    }
  }
  return count;
}
__attribute__((noinline)) int callee_below(const char *outer, const char *frame) {
  char mine = 0;
  sink = mine;
  return outer > frame && frame > &mine;
}
__attribute__((noinline)) int frame_mid(const char *outer) {
  return callee_below(outer, __builtin_frame_address(0)) + (__builtin_return_address(1) == 0) + (__builtin_return_address(2) == 0);
}
__attribute__((noinline)) int frame_check(void) {
  char outer = 2;
  sink = outer;
  return frame_mid(&outer);
}
void *buf3[5];
__attribute__((noinline)) int id(int x) {
  sink = x;
  return x;
}
__attribute__((noinline)) void busy_then_jump(int a) {
  int p = id(a + 1), q = id(a + 2), r = id(a + 3), s = id(a + 4);
  int u = id(p * q);
  sink = p + q + r + s + u;
  if (a > -100) __builtin_longjmp(buf3, 1);
  sink = p * q * r * s;
}
__attribute__((noinline)) int live(int a) {
  int k = a * 7 + 3, m = a * 11 - 2;
  if (__builtin_setjmp(buf3)) return k * 3 + m;
  busy_then_jump(a);
  return k + m;
}
int main(void) {
  int r = keeps(4, 9);
  int l = loop(6);
  int f = frame_check();
  int v = live(5);
  return (r == 126 + 12 + 45 + (4 ^ 9) + (4 - 9) ? 0 : 1) + (l == 66 ? 0 : 2) + (f == 3 ? 0 : 4) + (v == 38 * 3 + 53 ? 0 : 8);
}`;

// <setjmp.h> (libc/include/setjmp.h): longjmp across frames with a value and with 0 (setjmp then
// returns 1), values of the setjmp's function unmodified since it kept in registers across it
// (restored with the callee-saved registers), and a setjmp in a loop.
const LIBC = `
#include <setjmp.h>
jmp_buf env;
jmp_buf env2;
volatile int sink;
__attribute__((noinline)) void deep(int d, int v) {
  if (d == 0) longjmp(env, v);
  deep(d - 1, v);
  sink = d;
}
__attribute__((noinline)) int keep(int a) {
  int x = a * 3, y = a * 5 + 1, z = a ^ 7;
  volatile int r = setjmp(env);
  if (r == 0) deep(3, 0);
  if (r == 1) deep(2, 42);
  return r + x + y + z;
}
__attribute__((noinline)) int loop(int n) {
  volatile int count = 0;
  for (volatile int i = 0; i < n; i++) {
    int r = setjmp(env2);
    if (r == 0) longjmp(env2, i + 2);
    count += r;
  }
  return count;
}
int main(void) {
  int k = keep(4);
  int l = loop(5);
  return (k == 42 + 12 + 21 + (4 ^ 7) ? 0 : 1) + (l == 2 + 3 + 4 + 5 + 6 ? 0 : 2);
}
`;

const DEAD_FRAME = `
void *b[5];
__attribute__((noinline)) int arm_jump(void) {
  if (__builtin_setjmp(b)) return 1;
  return 0;
}
int main(void) {
  arm_jump();
  __builtin_longjmp(b, 1);
}
`;

const SETTINGS = { entry: 'main', args: [], maxSteps: 5_000_000, exactHooks: false } as const;

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
  t.test(`${target}: __builtin_setjmp/longjmp and the frame intrinsics in the sampled cells`, async (t) => {
    const module = compileC('sjlj', PROGRAM, target, 1);
    t.equal(interpretFor(module, SETTINGS).return, 0n, 'the interpreter computes every part right');
    t.equal(cells(t, module, target), DEFAULT_CELLS, 'every sampled cell matches the interpreter');
  });
}

for (const target of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
  t.test(`${target}: <setjmp.h>'s setjmp/longjmp in the sampled cells`, async (t) => {
    const module = compileC('libc-setjmp', LIBC, target, 1);
    t.equal(interpretFor(module, SETTINGS).return, 0n, 'the interpreter computes every part right');
    t.equal(cells(t, module, target), DEFAULT_CELLS, 'every sampled cell matches the interpreter');
  });
}

t.test('the intrinsics print as LLVM IR and parse back to the same module', async (t) => {
  const printed = printModule(compileC('sjlj', PROGRAM, 'x86-32', 1));
  for (const text of ['call i32 @llvm.eh.sjlj.setjmp(', 'call void @llvm.eh.sjlj.longjmp(', 'call ptr @llvm.frameaddress.p0(i32 0)'])
    t.ok(printed.includes(text), `prints ${text}`);
  t.equal(printModule(parseModule(printed, 'printed.ll')), printed, 'printing and parsing again gives the same module');
});

t.test('interpreter: a longjmp to a setjmp whose function has returned is undefined behaviour', async (t) => {
  const r = interpretFor(compileC('dead', DEAD_FRAME, 'arm', 1), SETTINGS);
  t.equal(r.status, 'ub');
  t.match(r.reason ?? '', /longjmp to a setjmp whose function has returned/);
});
