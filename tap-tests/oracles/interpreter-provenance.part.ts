// Out-of-bounds access by provenance and misaligned access (issue 18, Deliver 1): the interpreter
// checks an access against the object its pointer was derived from, not whichever object owns the
// address, and against the alignment the IR declares (the type's ABI alignment when it declares none).
//
// Requires: the front end (engine/frontend) and the interpreter only. Each UB case first proves its
// premise with a run that is defined (e.g. the same address reached through ptrtoint/inttoptr reads
// the neighbour), so a layout change cannot make a case pass vacuously.

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';

const X86_64 = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
`;
const I386 = `target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"
`;

function run(body: string, header = X86_64): Outcome {
  return interpret(parseModule(header + body, 'provenance.ll'));
}

type Asserts = Pick<typeof t, 'equal' | 'match'>;

function ok(t: Asserts, o: Outcome, value: bigint, name: string): void {
  t.equal(o.status, 'ok', `${name}: status (${o.reason ?? ''})`);
  t.equal(o.return, value, `${name}: return value`);
}

function ub(t: Asserts, o: Outcome, reason: RegExp, name: string): void {
  t.equal(o.status, 'ub', `${name}: status`);
  t.match(o.reason ?? '', reason, `${name}: reason`);
}

// @g and @h are both in .data, @h directly after @g (the premise test checks it).
const GLOBALS = `@g = global [4 x i8] c"\\01\\02\\03\\04", align 1
@h = global [4 x i8] c"\\05\\06\\07\\08", align 1
`;

t.test('the found case: one past the end of @g is not @h', async (t) => {
  const viaInt = run(`${GLOBALS}
define i32 @main() {
  %p = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 4
  %i = ptrtoint ptr %p to i64
  %q = inttoptr i64 %i to ptr
  %v = load i8, ptr %q, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ok(t, viaInt, 5n, 'premise: through an integer the address is @h[0]');
  const load = run(`${GLOBALS}
define i32 @main() {
  %p = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 4
  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ub(t, load, /^out-of-bounds read of 1 byte at 0x[0-9a-f]+ \(one past the end of @g, 4 bytes at 0x[0-9a-f]+\) in @main/, 'load');
  const store = run(`${GLOBALS}
define i32 @main() {
  %p = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 4
  store i8 9, ptr %p, align 1
  ret i32 0
}
`);
  ub(t, store, /^out-of-bounds write of 1 byte at 0x[0-9a-f]+ \(one past the end of @g/, 'store');
  // Farther out, and before the start, name the distance.
  const far = run(`${GLOBALS}
define i32 @main() {
  %p = getelementptr [4 x i8], ptr @g, i64 0, i64 6
  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ub(t, far, /^out-of-bounds read of 1 byte at 0x[0-9a-f]+ \(2 bytes past the end of @g/, 'two past the end (no inbounds)');
  const before = run(`${GLOBALS}
define i32 @main() {
  %p = getelementptr [4 x i8], ptr @h, i64 0, i64 -1
  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ub(t, before, /^out-of-bounds read of 1 byte at 0x[0-9a-f]+ \(1 byte before @h/, '@h[-1] is @g[3] in memory');
  const straddle = run(`${GLOBALS}
define i32 @main() {
  %p = getelementptr [4 x i8], ptr @g, i64 0, i64 2
  %v = load i32, ptr %p, align 1
  ret i32 %v
}
`);
  ub(t, straddle, /^out-of-bounds read of 4 bytes at 0x[0-9a-f]+ \(crossing the bounds of @g/, 'an i32 straddling @g and @h');
});

// Two allocas: the stack grows down, so %b + 4 is %a.
const ALLOCAS = `  %a = alloca [4 x i8], align 4
  %b = alloca [4 x i8], align 4
  store i32 1094861636, ptr %a, align 4
  store i32 0, ptr %b, align 4
  %p = getelementptr i8, ptr %b, i64 4
`;

t.test('a pointer derived from one alloca reaching into its neighbour', async (t) => {
  const premise = run(`define i32 @main() {
${ALLOCAS}  %same = icmp eq ptr %p, %a
  %r = zext i1 %same to i32
  ret i32 %r
}
`);
  ok(t, premise, 1n, 'premise: %b + 4 == %a (comparing pointers is fine)');
  const load = run(`define i32 @main() {
${ALLOCAS}  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ub(t, load, /^out-of-bounds read of 1 byte at 0x[0-9a-f]+ \(one past the end of %b, 4 bytes at/, 'load');
  const store = run(`define i32 @main() {
${ALLOCAS}  store i8 0, ptr %p, align 1
  ret i32 0
}
`);
  ub(t, store, /^out-of-bounds write of 1 byte .*one past the end of %b/, 'store');
  // Through a select and a phi the provenance stays.
  const sel = run(`define i32 @main() {
${ALLOCAS}  %s = select i1 true, ptr %p, ptr %a
  br label %next
next:
  %q = phi ptr [ %s, %0 ]
  %v = load i8, ptr %q, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ub(t, sel, /one past the end of %b/, 'through select and phi');
  // A callee sees the caller's provenance, and a returned pointer keeps it.
  const call = run(`define ptr @bump(ptr %x) {
  %y = getelementptr i8, ptr %x, i64 4
  ret ptr %y
}
define i32 @main() {
  %b = alloca [4 x i8], align 4
  %a = alloca [4 x i8], align 4
  store i32 0, ptr %a, align 4
  store i32 0, ptr %b, align 4
  %p = call ptr @bump(ptr %a)
  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ub(t, call, /one past the end of %a/, 'through a call argument and return');
});

t.test('in-bounds accesses stay ok', async (t) => {
  const last = run(`${GLOBALS}
define i32 @main() {
  %p = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 3
  %v = load i8, ptr %p, align 1
  store i8 %v, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ok(t, last, 4n, 'last element, load and store');
  const end = run(`${GLOBALS}
define i32 @main() {
  %e = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 4
  br label %loop
loop:
  %p = phi ptr [ @g, %0 ], [ %n, %loop ]
  %s = phi i32 [ 0, %0 ], [ %s2, %loop ]
  %v = load i8, ptr %p, align 1
  %w = zext i8 %v to i32
  %s2 = add i32 %s, %w
  %n = getelementptr inbounds i8, ptr %p, i64 1
  %done = icmp eq ptr %n, %e
  br i1 %done, label %out, label %loop
out:
  ret i32 %s2
}
`);
  ok(t, end, 10n, 'one-past-end pointer formed and compared, never dereferenced');
  const memory = run(`${GLOBALS}
define i32 @main() {
  %slot = alloca ptr, align 8
  %p = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 2
  store ptr %p, ptr %slot, align 8
  %q = load ptr, ptr %slot, align 8
  %v = load i8, ptr %q, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ok(t, memory, 3n, 'pointer round trip through memory');
  const memoryOut = run(`${GLOBALS}
define i32 @main() {
  %slot = alloca ptr, align 8
  %p = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 2
  store ptr %p, ptr %slot, align 8
  %q = load ptr, ptr %slot, align 8
  %q2 = getelementptr i8, ptr %q, i64 2
  %v = load i8, ptr %q2, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ub(t, memoryOut, /one past the end of @g/, 'a pointer loaded back from memory keeps its provenance');
  const overwritten = run(`${GLOBALS}
define i32 @main() {
  %slot = alloca ptr, align 8
  %p = getelementptr inbounds [4 x i8], ptr @g, i64 0, i64 4
  store ptr %p, ptr %slot, align 8
  %i = ptrtoint ptr @h to i64
  %i1 = add i64 %i, 1
  store i64 %i1, ptr %slot, align 8
  %q = load ptr, ptr %slot, align 8
  %v = load i8, ptr %q, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ok(t, overwritten, 6n, 'a pointer slot overwritten by an integer: the loaded pointer has no stale provenance');
  const viaInt = run(`${GLOBALS}
define i32 @main() {
  %i = ptrtoint ptr @g to i64
  %j = add i64 %i, 3
  %p = inttoptr i64 %j to ptr
  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ok(t, viaInt, 4n, 'pointer round trip through ptrtoint/inttoptr');
  const memcpy = run(`${GLOBALS}
declare ptr @memcpy(ptr, ptr, i64)
define i32 @main() {
  %buf = alloca [4 x i8], align 4
  %c = call ptr @memcpy(ptr %buf, ptr @h, i64 4)
  %p = getelementptr inbounds [4 x i8], ptr %buf, i64 0, i64 3
  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
`);
  ok(t, memcpy, 8n, 'memcpy into an alloca, then an in-bounds read');
});

t.test("a dangling pointer does not reach the new alloca at the dead one's address", async (t) => {
  const program = (read: string): string => `define ptr @leak() {
  %x = alloca i32, align 4
  store i32 7, ptr %x, align 4
  ret ptr %x
}
define i32 @get(ptr %p) {
  %y = alloca i32, align 4
  store i32 9, ptr %y, align 4
  %same = icmp eq ptr %p, %y
  %v = load i32, ptr ${read}, align 4
  %s = zext i1 %same to i32
  %r = add i32 %v, %s
  ret i32 %r
}
define i32 @main() {
  %p = call ptr @leak()
  %r = call i32 @get(ptr %p)
  ret i32 %r
}
`;
  ok(t, run(program('%y')), 10n, "premise: @get's %y sits where @leak's %x was");
  ub(t, run(program('%p')), /^access to freed stack memory at 0x[0-9a-f]+ \(use after return\) in @get/, 'through the dead pointer');
});

/** main() reads or writes an `ty` at %buf + off with the given `align` clause ('' for none). */
function access(ty: string, off: number, align: string, write: boolean): string {
  const op = write ? `store ${ty} 1, ptr %p${align}\n  %v = add ${ty} 0, 0` : `%v = load ${ty}, ptr %p${align}`;
  return `define i32 @main() {
  %buf = alloca [16 x i8], align 16
  call ptr @memset(ptr %buf, i32 0, i64 16)
  %p = getelementptr inbounds i8, ptr %buf, i64 ${off}
  ${op}
  %r = trunc ${ty} %v to i8
  %z = zext i8 %r to i32
  ret i32 %z
}
declare ptr @memset(ptr, i32, i64)
`;
}

t.test('misaligned loads and stores against the declared alignment', async (t) => {
  for (const [ty, size] of [
    ['i16', 2],
    ['i32', 4],
    ['i64', 8],
  ] as const) {
    for (const write of [false, true]) {
      const kind = write ? 'store' : 'load';
      for (let off = 1; off < size; off++) {
        ub(
          t,
          run(access(ty, off, `, align ${size}`, write)),
          new RegExp(`^misaligned ${size}-byte ${kind} at 0x[0-9a-f]+ \\(align ${size} declared\\) in @main`),
          `${ty} ${kind} at +${off}, align ${size}`,
        );
        ok(t, run(access(ty, off, ', align 1', write)), 0n, `${ty} ${kind} at +${off}, align 1`);
      }
      ok(t, run(access(ty, size, `, align ${size}`, write)), 0n, `${ty} ${kind} at +${size}, align ${size}`);
      // A larger declared alignment than the type's is checked too.
      ub(
        t,
        run(access(ty, size, `, align ${2 * size}`, write)),
        /^misaligned .*\(align \d+ declared\)/,
        `${ty} ${kind}, over-aligned claim`,
      );
    }
  }
  // No align clause: the type's ABI alignment (LLVM's rule), which for i64 is 8 on x86-64 and 4 on i386.
  ub(t, run(access('i32', 2, '', false)), /^misaligned 4-byte load .*\(align 4 declared\)/, 'i32 without align at +2');
  ub(t, run(access('i64', 4, '', false)), /^misaligned 8-byte load .*\(align 8 declared\)/, 'i64 without align at +4, x86-64');
  ok(t, run(access('i64', 4, '', false), I386), 0n, 'i64 without align at +4, i386 (ABI alignment 4)');
});
