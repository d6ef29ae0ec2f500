// The dynamic stack in the reference interpreter (issue 19, Deliver 2): a run-time-sized alloca is a
// new object with its own provenance (reading one past it is UB, however the stack lies); a
// stackrestore frees the allocas made since its stacksave (using one afterwards is UB) and gives the
// space back (a loop that would need 64 MiB without it fits the 8 MiB budget); a dynamic alloca beyond
// the budget is `stack-overflow`, as a fixed frame's is; a stackrestore to a pointer no stacksave
// returned is UB.
//
// Requires: the front end (engine/frontend) and the interpreter only. Each UB case has a defined twin
// (the same program one step short of the UB) that must run `ok`.

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';

const I386 = `target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
`;
const X86_64 = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
`;

const run = (body: string, header = I386): Outcome => interpret(parseModule(header + body, 'dynalloca.ll'));

/** Reads element `k` of a VLA of `n` i32 (both run-time values), after writing every element. */
const readVla = (n: number, k: number, bits = 32): string => `
define i32 @f(i${bits} %n, i${bits} %k) {
entry:
  %a = alloca i32, i${bits} %n, align 4
  br label %loop
loop:
  %i = phi i${bits} [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, ptr %a, i${bits} %i
  %v = ${bits === 32 ? 'add i32 %i, 0' : 'trunc i64 %i to i32'}
  store i32 %v, ptr %p, align 4
  %i1 = add i${bits} %i, 1
  %more = icmp ult i${bits} %i1, %n
  br i1 %more, label %loop, label %done
done:
  %q = getelementptr i32, ptr %a, i${bits} %k
  %r = load i32, ptr %q, align 4
  ret i32 %r
}
define i32 @main() {
  %r = call i32 @f(i${bits} ${n}, i${bits} ${k})
  ret i32 %r
}
`;

t.test('a VLA is an object of its run-time size: reading past it is UB', async (t) => {
  for (const [header, bits] of [
    [I386, 32],
    [X86_64, 64],
  ] as const) {
    const last = run(readVla(7, 6, bits), header);
    t.equal(last.status, 'ok', `i${bits}: the last element reads (${last.reason ?? ''})`);
    t.equal(last.return, 6n, `i${bits}: its value`);
    const past = run(readVla(7, 7, bits), header);
    t.equal(past.status, 'ub', `i${bits}: one past the end is UB`);
    t.match(past.reason ?? '', /out-of-bounds read of 4 bytes .*one past the end of %a, 28 bytes/, `i${bits}: reason names the object`);
  }
});

/** Writes through an alloca made after a stacksave, then (when `after`) stackrestores before reading it again. */
const restore = (after: boolean): string => `
define i32 @main() {
  %s = call ptr @llvm.stacksave()
  %a = alloca i8, i32 16, align 4
  %n = add i32 0, 16
  %d = alloca i8, i32 %n, align 4
  store i32 5, ptr %d, align 4
  ${after ? 'call void @llvm.stackrestore(ptr %s)' : ''}
  %v = load i32, ptr %d, align 4
  ret i32 %v
}
`;

t.test('stackrestore frees the allocas made since its stacksave: using one afterwards is UB', async (t) => {
  const before = run(restore(false));
  t.equal(before.status, 'ok', `read before the restore (${before.reason ?? ''})`);
  t.equal(before.return, 5n);
  const afterRestore = run(restore(true));
  t.equal(afterRestore.status, 'ub', 'read after the restore');
  t.match(afterRestore.reason ?? '', /freed stack memory/);
});

/** 64 iterations of a 1 MiB VLA: 64 MiB without stackrestore, 1 MiB with it. */
const loop = (withRestore: boolean): string => `
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = call ptr @llvm.stacksave()
  %n = add i32 %i, 1048576
  %a = alloca i8, i32 %n, align 16
  store i8 1, ptr %a, align 1
  ${withRestore ? 'call void @llvm.stackrestore(ptr %s)' : ''}
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 64
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}
`;

t.test('stackrestore gives the space back; without it the 8 MiB budget overflows', async (t) => {
  const reused = run(loop(true));
  t.equal(reused.status, 'ok', `with stackrestore (${reused.reason ?? ''})`);
  const leaked = run(loop(false));
  t.equal(leaked.status, 'stack-overflow', 'without stackrestore');
  t.match(leaked.reason ?? '', /^stack overflow: alloca of \d+ bytes does not fit \(\d+ of the 8388608-byte stack in use\)/);
});

t.test('a dynamic alloca beyond the budget overflows; within it runs', async (t) => {
  const body = (bytes: number): string => `
define i32 @f(i32 %n) {
  %a = alloca i8, i32 %n, align 16
  store i8 3, ptr %a, align 1
  %v = load i8, ptr %a, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
define i32 @main() {
  %r = call i32 @f(i32 ${bytes})
  ret i32 %r
}
`;
  const fits = run(body(4 << 20));
  t.equal(fits.status, 'ok', `4 MiB fits (${fits.reason ?? ''})`);
  t.equal(fits.return, 3n);
  const over = run(body(16 << 20));
  t.equal(over.status, 'stack-overflow', '16 MiB does not');
  t.match(over.reason ?? '', /^stack overflow: alloca of 16777216 bytes does not fit/);
});

t.test('stackrestore to a pointer no stacksave returned is UB', async (t) => {
  const bad = run(`
define i32 @main() {
  %a = alloca i32, align 4
  %p = getelementptr i8, ptr %a, i32 -64
  call void @llvm.stackrestore(ptr %p)
  ret i32 0
}
`);
  t.equal(bad.status, 'ub', 'below the current stack pointer');
  t.match(bad.reason ?? '', /stackrestore to 0x[0-9a-f]+, which no live stacksave returned/);
});
