// Calls through function pointers, computed goto and aliases end to end (issue 19, Deliver 2): C
// programs compiled by clang-14 for each of the four targets, run through every selector, each under
// a rotating allocator (regression-cells.ts's sample; every cell with TESSERA_FULL_SWEEP=1),
// of Tessera's back end (x86 `call r`, ARM/Thumb `blx rm`; computed goto is expanded to a switch by
// the front end, engine/frontend/block-addresses.ts) and compared with the interpreter — return
// value, stdout and memory digest, which covers function and block addresses stored in globals (both
// sides give a function its entry-slot address, the Thumb bit included, engine/ir/global-layout.ts).
// llc-14 runs the same printed IR, so the peer sees the same program.
//
// Requires clang-14 (loadProgram's UsageError names it), llc-14 and Unicorn. Each check sets one bit
// of the result, so a wrong callee or a wrong label anywhere changes what both sides report.

import t from 'tap';
import { isFailure, runCell } from '../../testbed/driver/backend.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { cells, compileC, DEFAULT_CELLS } from './regression-cells.js';

const TARGETS = ['x86-32', 'x86-64', 'arm', 'thumb'] as const;

/** Tables, callbacks, a qsort-like sort, recursion through a pointer, runtime functions by pointer. */
const POINTERS = `
#include <stdlib.h>
#include <string.h>
typedef int (*binop)(int, int);
__attribute__((noinline)) static int add(int a, int b) { return a + b; }
__attribute__((noinline)) static int sub(int a, int b) { return a - b; }
__attribute__((noinline)) static int mul(int a, int b) { return a * b; }
binop table[3] = { add, sub, mul };
binop chosen;
int (*compare)(const char *, const char *) = strcmp;
int (*absolute)(int);
int data[6] = { 5, -3, 9, 0, -7, 2 };
static int ascending(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int descending(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }
__attribute__((noinline)) static void sort(int *v, int n, int (*cmp)(const void *, const void *)) {
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && cmp(&v[j - 1], &v[j]) > 0; j--) { int t = v[j]; v[j] = v[j - 1]; v[j - 1] = t; }
}
__attribute__((noinline)) static int fact(int (*self)(void *, int), int n) {
  return n <= 1 ? 1 : n * self((void *)self, n - 1);
}
__attribute__((noinline)) static int apply(binop f, int a, int b) { return f(a, b); }
__attribute__((noinline)) static int many(int a, int b, int c, int d, int e, int f, int g) { return a - b + c - d + e - f + g; }
int (*volatile wide)(int, int, int, int, int, int, int) = many;
int main(void) {
  int bits = 0;
  int s = 0;
  for (int i = 0; i < 3; i++) s += table[i](7, i + 1);
  if (s == 34) bits |= 1;
  chosen = table[s & 1 ? 2 : 1];
  if (chosen == sub && apply(chosen, 10, 4) == 6) bits |= 2;
  sort(data, 6, ascending);
  if (data[0] == -7 && data[5] == 9) bits |= 4;
  sort(data, 6, descending);
  if (data[0] == 9 && data[5] == -7) bits |= 8;
  if (fact((int (*)(void *, int))fact, 6) == 720) bits |= 16;
  if (compare("abc", "abd") < 0 && compare("x", "x") == 0) bits |= 32;
  absolute = abs;
  if (absolute(-12) == 12) bits |= 64;
  if (wide(1, 2, 3, 4, 5, 6, 7) == 4) bits |= 128;
  return bits;
}
`;

/** A state machine by computed goto: a label table, label differences, and goto through both. */
const COMPUTED_GOTO = `
int trace[16];
int n;
__attribute__((noinline)) int run(const char *input) {
  static void *const states[] = { &&idle, &&word, &&done };
  static const int offsets[] = { &&word - &&idle, &&done - &&idle };
  int words = 0;
  const char *p = input;
  goto *states[0];
idle:
  trace[n++ & 15] = 1;
  if (*p == 0) goto *states[2];
  if (*p++ == ' ') goto idle;
  words++;
  goto *(&&idle + offsets[0]);
word:
  trace[n++ & 15] = 2;
  if (*p == 0) goto *(&&idle + offsets[1]);
  if (*p++ == ' ') goto *states[0];
  goto word;
done:
  trace[n++ & 15] = 3;
  return words;
}
int main(void) { return run("  ab c  def g") * 16 + n; }
`;

/** Aliases of a function and of a global (C's alias attribute). */
const ALIASES = `
int counter = 3;
extern int counter_alias __attribute__((alias("counter")));
__attribute__((noinline)) int twice(int x) { return 2 * x; }
int twice_alias(int) __attribute__((alias("twice")));
int (*through)(int) = twice_alias;
int main(void) {
  counter_alias += 4;
  return twice_alias(counter) + through(counter_alias) + (&counter == &counter_alias);
}
`;

const PROGRAMS = [
  ['pointers', POINTERS, 255],
  ['computed-goto', COMPUTED_GOTO, 4 * 16 + 15],
  ['aliases', ALIASES, 29],
] as const;

for (const target of TARGETS) {
  for (const [name, source, expected] of PROGRAMS) {
    t.test(`${target}: ${name} through every selector, allocators rotating`, async (t) => {
      const module = compileC(name, source, target, 1);
      t.equal(interpret(module).return, BigInt(expected), 'the interpreter computes the known result');
      t.equal(cells(t, module, target), DEFAULT_CELLS, 'every sampled cell matches');
    });
  }
}

t.test('llc-14 compiles the printed indirect calls, expanded computed gotos and resolved aliases alike', async (t) => {
  const settings = { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false };
  for (const target of TARGETS) {
    for (const [name, source] of PROGRAMS) {
      for (const level of [0, 2]) {
        const r = runCell(compileC(name, source, target, level), findTarget(target)!, { backend: 'llc', regalloc: 'greedy' }, settings);
        if (isFailure(r)) t.fail(`${name} ${target} -O${level} llc: ${r.status}: ${r.reason}`);
        else t.equal(r.matchesInterpreter, true, `${name} ${target} -O${level}: llc matches the interpreter`);
      }
    }
  }
});

t.test('the interpreter: calls through bad pointers are ub, runtime functions run by pointer', async (t) => {
  const run = (body: string, decls = '') =>
    interpret(parseModule(`target triple = "i386-unknown-linux-gnu"\n${decls}define i32 @main() {\n${body}\n}\n`, 'icall.ll'));
  t.match(run('%r = call i32 poison(i32 1)\nret i32 %r').reason, /^call through a poison pointer/);
  t.match(run('%r = call i32 inttoptr (i32 4096 to ptr)(i32 1)\nret i32 %r').reason, /^call through a pointer to no function \(0x1000\)/);
  const viaRuntime = run('%f = select i1 true, ptr @abs, ptr null\n%r = call i32 %f(i32 -9)\nret i32 %r', 'declare i32 @abs(i32)\n');
  t.match(viaRuntime, { status: 'ok', return: 9n }, 'abs through a pointer');
  const wrongCount = run(
    '%f = select i1 true, ptr @g, ptr null\n%r = call i32 %f()\nret i32 %r',
    'define i32 @g(i32 %x) {\n  ret i32 %x\n}\n',
  );
  t.match(wrongCount.reason, /^wrong argument count in call to @g/, 'a defined function with another parameter count');
});
