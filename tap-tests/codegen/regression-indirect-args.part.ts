// Indirect calls with four or more arguments under register pressure on ARM and Thumb (issue 19,
// Deliver 7's fuzzer finding): `blx rm` with r0-r3 fixed uses, the rest stored to the outgoing
// area, and the pointer in one more register — on Thumb, whose allocatable registers are r0-r7,
// that is 5 of the 8 at once. The first function is the fuzzer's reproducer (generated-programs,
// case `_2.2._8.3._2.3._6.4.0.4.6.3._2.3._g.w.5._2.2.0.a._5.3`): second-chance put the arguments in
// r4-r7 and the pointer in r0, then found no register left for the pointer at the call (every
// other register's owner was an argument) although each argument was only copied out of its own.
//
// Requires Unicorn (the emulator harness). Hand-written IR (no clang needed), run through every
// selector × allocator (verifiers and allocation checker on) and compared with the interpreter:
// return value and memory digest, each callee folding every argument into a global.

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { cells, COMBOS } from './regression-cells.js';

const HEADER = {
  arm: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "armv6-none-unknown-eabi"',
  thumb: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "thumbv6m-none-unknown-eabi"',
} as const;

const BODY = `
@g0 = global [6 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 8
@fp6 = global ptr @f6
@fp4 = global ptr @f4
@fp7 = global ptr @f7

; the reproducer: six arguments, two of them read again after the call
define void @six() {
  %1 = getelementptr inbounds i8, ptr @g0, i32 4
  %p = load ptr, ptr @fp6, align 4
  call void %p(ptr %1, i32 32768, ptr @g0, i32 0, i32 0, i32 0)
  store i32 0, ptr @g0, align 4
  ret void
}

define void @f6(ptr %a0, i32 %a1, ptr %a2, i32 %a3, i32 %a4, i32 %a5) {
  %1 = xor i32 %a1, %a5
  %2 = xor i32 %1, %a4
  %3 = xor i32 %2, %a3
  store i32 %3, ptr %a0, align 4
  ret void
}

define i32 @f4(i32 %a, i32 %b, i32 %c, i32 %d) {
  %1 = mul i32 %a, 3
  %2 = sub i32 %1, %b
  %3 = mul i32 %2, 5
  %4 = add i32 %3, %c
  %5 = shl i32 %4, 1
  %6 = xor i32 %5, %d
  ret i32 %6
}

define i32 @f7(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g) {
  %1 = sub i32 %a, %b
  %2 = add i32 %1, %c
  %3 = sub i32 %2, %d
  %4 = mul i32 %3, %e
  %5 = sub i32 %4, %f
  %6 = xor i32 %5, %g
  ret i32 %6
}

; four and seven arguments computed before the call, each read again after it, through pointers
; loaded in and out of a loop
define i32 @pressure(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %loop ]
  %a = add i32 %i, 7
  %b = mul i32 %acc, 3
  %c = xor i32 %a, %b
  %d = sub i32 %c, %i
  %e = add i32 %d, 11
  %f = shl i32 %a, 2
  %g = or i32 %b, 5
  %q4 = load ptr, ptr @fp4, align 4
  %r4 = call i32 %q4(i32 %a, i32 %b, i32 %c, i32 %d)
  %q7 = load ptr, ptr @fp7, align 4
  %r7 = call i32 %q7(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g)
  %s1 = add i32 %r4, %r7
  %s2 = xor i32 %s1, %a
  %s3 = add i32 %s2, %b
  %s4 = xor i32 %s3, %c
  %s5 = add i32 %s4, %d
  %s6 = xor i32 %s5, %e
  %s7 = add i32 %s6, %f
  %acc.next = xor i32 %s7, %g
  %slot = getelementptr inbounds [6 x i32], ptr @g0, i32 0, i32 5
  store i32 %acc.next, ptr %slot, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %acc.next
}

define i32 @main() {
  call void @six()
  %r = call i32 @pressure(i32 5)
  %w = load i32, ptr getelementptr inbounds (i8, ptr @g0, i32 4), align 4
  %x = xor i32 %r, %w
  ret i32 %x
}
`;

for (const target of ['thumb', 'arm'] as const) {
  t.test(`${target}: indirect calls with 4, 6 and 7 arguments through every selector × allocator`, async (t) => {
    const module = parseModule(`${HEADER[target]}\n${BODY}`, `indirect-args-${target}.ll`);
    const reference = interpret(module);
    t.equal(reference.status, 'ok', 'the interpreter runs it');
    t.equal(cells(t, module, target, COMBOS), COMBOS.length, 'every cell matches');
  });
}
