// Differential property: random straight-line programs (constructed UB-free) printed by the
// printer and run by lli-14 must produce the same bytes and return value as the reference
// interpreter. It checks the printer, the interpreter and the builder against LLVM at once.

import t from 'tap';
import fc from 'fast-check';
import { printModule } from '../../engine/ir/print.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { lli } from '../helpers/llvm-tools.js';
import { buildProgram, recipeArb } from '../helpers/random-arith.js';

const LAYOUT = 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128';
const SEED = 20261121;

t.test('interpreter and lli-14 agree on random arithmetic at every width', async (t) => {
  const result = fc.check(
    fc.property(recipeArb, (recipe) => {
      const m = buildProgram(recipe, 'x86_64-unknown-linux-gnu', LAYOUT);
      verifyModule(m);
      const ours = interpret(m);
      const theirs = lli(printModule(m));
      if (ours.status !== 'ok') throw new Error(`interpreter: ${ours.status} ${ours.reason ?? ''}`);
      const ourBytes = Buffer.from(ours.stdout).toString('latin1');
      if (ourBytes !== theirs.stdout) throw new Error('stdout differs from lli-14');
      if (Number(BigInt.asUintN(8, ours.return!)) !== theirs.status) throw new Error(`return ${ours.return} vs lli exit ${theirs.status}`);
    }),
    { seed: SEED, numRuns: 60 },
  );
  if (result.failed) {
    t.fail(
      `${fc.defaultReportMessage(result)}\nreplay: seed ${result.seed}, path "${result.counterexamplePath}" (fc.assert(..., { seed, path }))`,
    );
  } else {
    t.pass(`60 random programs agree (seed ${SEED})`);
  }
});
