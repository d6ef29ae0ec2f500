// The small x86-32 program the benchmark tests measure for real (tap-tests/bench/regalloc.part.ts,
// mcnf-heuristics.part.ts): a loop over a global array calling a leaf — two functions, a phi, a
// call, loads and a store.

import { parseModule } from '../../engine/frontend/parse.js';
import { verifyModule } from '../../engine/ir/verify.js';

const X86_32 =
  'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\ntarget triple = "i386-unknown-linux-gnu"';

const PROGRAM = `@t = global [3 x i32] [i32 2, i32 9, i32 4]
@r = global i32 0

define i32 @sq(i32 %x) {
  %m = mul i32 %x, %x
  ret i32 %m
}

define i32 @main() {
entry:
  br label %body
body:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %acc = phi i32 [ 1, %entry ], [ %acc1, %body ]
  %q = getelementptr inbounds [3 x i32], ptr @t, i32 0, i32 %k
  %e = load i32, ptr %q
  %s = call i32 @sq(i32 %e)
  %acc1 = add i32 %acc, %s
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 3
  br i1 %more, label %body, label %exit
exit:
  store i32 %acc1, ptr @r
  ret i32 %acc1
}
`;

/** The program parsed and verified, named `loop`. */
export function loopProgram() {
  const module = parseModule(`${X86_32}\n\n${PROGRAM}`, 'loop.ll');
  verifyModule(module);
  return { name: 'loop', module };
}
