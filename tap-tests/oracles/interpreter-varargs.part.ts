// The interpreter's va_start per ABI (issue 19, Deliver 2): the memory layout a variadic callee's
// va_list points into must be the one its machine code reads (oracles/interpreter/varargs.ts):
// x86-32 one block of 4-aligned stack words; AAPCS the argument words continuing from the named
// ones, 64-bit ones at even words, word 4 (the caller's sp) 8-aligned; x86-64 the va_list
// {gp_offset, fp_offset, overflow_arg_area, reg_save_area} with the first 6 - named arguments in the
// register save area and the rest in the overflow area.
//
// Requires the front end and the interpreter only. Each program reads the layout directly (not
// through va_arg's usual walk), so a wrong offset or alignment changes the result; reading past the
// arguments passed is out of bounds (ub), and va_start in a function that is not variadic is an error.

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';

const HEADERS = {
  x86_64: `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
`,
  i386: `target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"
`,
  arm: `target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-unknown-linux-gnueabi"
`,
};
const DECLS = `declare void @llvm.va_start(ptr)
declare void @llvm.va_copy(ptr, ptr)
declare void @llvm.va_end(ptr)
`;

function run(header: string, body: string): Outcome {
  return interpret(parseModule(header + DECLS + body, 'varargs.ll'));
}

type Asserts = Pick<typeof t, 'equal'>;

function ok(t: Asserts, o: Outcome, value: bigint, name: string): void {
  t.equal(o.status, 'ok', `${name}: status (${o.reason ?? ''})`);
  t.equal(o.return, value, `${name}: return value`);
}

t.test('x86-32: a block of 4-aligned words, an i64 taking two', async (t) => {
  // f(1, i64 0x500000004, i32 7): the list points at the i64; the i32 is 8 bytes further.
  const f = (at: number, ty: string) => `
define i32 @f(i32 %n, ...) {
  %l = alloca ptr, align 4
  call void @llvm.va_start(ptr %l)
  %p = load ptr, ptr %l, align 4
  %q = getelementptr inbounds i8, ptr %p, i32 ${at}
  %v = load ${ty}, ptr %q, align 4
  %r = ${ty === 'i32' ? 'add i32 %v, 0' : 'trunc i64 %v to i32'}
  call void @llvm.va_end(ptr %l)
  ret i32 %r
}
define i32 @main() {
  %r = call i32 (i32, ...) @f(i32 1, i64 21474836484, i32 7)
  ret i32 %r
}
`;
  ok(t, run(HEADERS.i386, f(0, 'i64')), 4n, 'the i64 at the start');
  ok(t, run(HEADERS.i386, f(4, 'i32')), 5n, 'its high word at +4');
  ok(t, run(HEADERS.i386, f(8, 'i32')), 7n, 'the next argument at +8');
  const past = run(HEADERS.i386, f(12, 'i32'));
  t.equal(past.status, 'ub', 'reading past the arguments passed is undefined');
  t.match(past.reason ?? '', /out-of-bounds/, 'as an out-of-bounds read');
});

t.test('AAPCS: the words continue from the named ones, an i64 at an even word', async (t) => {
  // f(i32 1, i32 7, i64 X): the named one in r0, 7 in r1, X in r2:r3 (even). The list starts at
  // word 1, so it is 4 mod 8 and X is 4 bytes further, 8-aligned.
  const f = (body: string) => `
define i32 @f(i32 %n, ...) {
  %l = alloca ptr, align 4
  call void @llvm.va_start(ptr %l)
  %p = load ptr, ptr %l, align 4
  ${body}
}
define i32 @main() {
  %r = call i32 (i32, ...) @f(i32 1, i32 7, i64 21474836484)
  ret i32 %r
}
`;
  ok(t, run(HEADERS.arm, f('%v = load i32, ptr %p, align 4\n  ret i32 %v')), 7n, 'the first variadic word');
  const align = '%i = ptrtoint ptr %p to i32\n  %m = and i32 %i, 7\n  ret i32 %m';
  ok(t, run(HEADERS.arm, f(align)), 4n, 'the list starts at word 1: 4 mod 8');
  const wide = '%q = getelementptr inbounds i8, ptr %p, i32 4\n  %v = load i64, ptr %q, align 8\n  %r = trunc i64 %v to i32\n  ret i32 %r';
  ok(t, run(HEADERS.arm, f(wide)), 4n, 'the i64 right after, 8-aligned');
  // Two named words: the list starts at word 2 (0 mod 8) and an i64 follows at once.
  const two = `
define i32 @g(i32 %a, i32 %b, ...) {
  %l = alloca ptr, align 4
  call void @llvm.va_start(ptr %l)
  %p = load ptr, ptr %l, align 4
  %i = ptrtoint ptr %p to i32
  %m = and i32 %i, 7
  %v = load i64, ptr %p, align 8
  %t = trunc i64 %v to i32
  %r = add i32 %t, %m
  ret i32 %r
}
define i32 @main() {
  %r = call i32 (i32, i32, ...) @g(i32 1, i32 2, i64 9)
  ret i32 %r
}
`;
  ok(t, run(HEADERS.arm, two), 9n, 'two named words: an 8-aligned list, the i64 at its start');
});

t.test('x86-64: gp_offset, fp_offset, the register save area and the overflow area', async (t) => {
  const f = (body: string) => `
define i64 @f(i32 %n, i64 %m, ...) {
  %l = alloca [24 x i8], align 16
  call void @llvm.va_start(ptr %l)
  ${body}
}
define i64 @main() {
  %r = call i64 (i32, i64, ...) @f(i32 1, i64 2, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i32 16)
  ret i64 %r
}
`;
  const field = (off: number, ty: string) =>
    `%q = getelementptr inbounds i8, ptr %l, i64 ${off}\n  %v = load ${ty}, ptr %q, align 4\n  %r = zext ${ty} %v to i64\n  ret i64 %r`;
  ok(t, run(HEADERS.x86_64, f(field(0, 'i32'))), 16n, 'gp_offset = 8 x 2 named');
  ok(t, run(HEADERS.x86_64, f(field(4, 'i32'))), 176n, 'fp_offset past the xmm part');
  const reg = (k: number) =>
    `%q = getelementptr inbounds i8, ptr %l, i64 16\n  %s = load ptr, ptr %q, align 8\n  %a = getelementptr inbounds i8, ptr %s, i64 ${k}\n  %r = load i64, ptr %a, align 8\n  ret i64 %r`;
  ok(t, run(HEADERS.x86_64, f(reg(16))), 10n, 'the first variadic argument in rdx`s slot');
  ok(t, run(HEADERS.x86_64, f(reg(40))), 13n, 'the fourth in r9`s slot');
  const over = (k: number, ty: string) =>
    `%q = getelementptr inbounds i8, ptr %l, i64 8\n  %s = load ptr, ptr %q, align 8\n  %a = getelementptr inbounds i8, ptr %s, i64 ${k}\n  %v = load ${ty}, ptr %a, align 8\n  %r = ${ty === 'i64' ? 'add i64 %v, 0' : `zext ${ty} %v to i64`}\n  ret i64 %r`;
  ok(t, run(HEADERS.x86_64, f(over(0, 'i64'))), 14n, 'the fifth in the overflow area');
  ok(t, run(HEADERS.x86_64, f(over(16, 'i32'))), 16n, 'an i32 in its own 8-byte overflow slot');
  t.equal(run(HEADERS.x86_64, f(reg(8))).status, 'ub', 'a named register`s slot is not written: uninitialised');
  // va_copy copies the fields and the pointers' provenance: reading through the copy stays in bounds.
  const copied = `%c = alloca [24 x i8], align 16
  call void @llvm.va_copy(ptr %c, ptr %l)
  %q = getelementptr inbounds i8, ptr %c, i64 8
  %s = load ptr, ptr %q, align 8
  %r = load i64, ptr %s, align 8
  ret i64 %r`;
  ok(t, run(HEADERS.x86_64, f(copied)), 14n, 'va_copy: the overflow area through the copy');
});

t.test('va_start in a function that is not variadic is rejected', async (t) => {
  t.throws(
    () => parseModule(`${HEADERS.i386}${DECLS}define void @f(ptr %l) {\n  call void @llvm.va_start(ptr %l)\n  ret void\n}\n`, 'bad.ll'),
    /va_start in a function that is not variadic/,
  );
});
