// Stack exhaustion against one stack budget (issue 18, Deliver 1, the last kind): the interpreter
// and the emulator harness share common/image.ts's 8 MiB stack, and a program that needs more gets
// `stack-overflow` on both sides, which is a match (testbed/driver/execute.ts documents the rule).
//
// Requires clang-14 (loadProgram names it when missing) and Unicorn; every run is real: C compiled
// by clang-14, Tessera's back end with its verifiers and allocation checker, the image in Unicorn.
// Checks, on all four targets (maxmunch x linear-scan; thumb also maxmunch x spill-all):
// - a 1 MiB local array (every page written) runs `ok` on both sides with the same result — it
//   used to fault in every build on the old 1 MiB stack; a 3 MiB one (below the top MiB the
//   machine maps ahead) twice with exact hooks, whose counts equal the block-derived ones;
// - (stack-overflow.test.ts: the programs that overflow, and the CLI's output for them);
// - an array just under the budget fits the interpreter but not the machine (whose entry frame sits
//   4 KiB below the top): a mismatch whose note says how much of the budget the interpreter used;
// - the planted bug `interp-stack-budget-halved` (common/planted-bugs.ts) is caught by a program
//   near the budget (a 5 MiB array): a mismatch with it, a match without it. The fuzzer's programs
//   use little stack and cannot catch it; tap-tests/fuzz/mutation.test.ts names this file for it.

import t from 'tap';
import { plantBug } from '../../common/planted-bugs.js';
import { executeImage, stackNote, type RunResult } from '../../testbed/driver/execute.js';
import { buildCell, cellLabel, isFailure } from '../../testbed/driver/backend.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { compileC } from '../codegen/regression-cells.js';
import { array, CELLS, run, SETTINGS } from './stack-cells.js';

t.test('a 1 MiB local array runs ok on both sides', async (t) => {
  for (const [target, ra] of CELLS) {
    const r = run(t, compileC('array1m', array('1 << 20'), target, 1), target, ra);
    if (r === null) continue;
    const cell = `${target} maxmunch/${ra}`;
    t.equal(r.interpreter.status, 'ok', `${cell}: interpreter ok`);
    t.equal(r.machine.status, 'ok', `${cell}: machine ok (${r.machine.reason ?? ''})`);
    t.equal(r.returnValue, 120n, `${cell}: 256 pages written and read back`);
    t.equal(r.matchesInterpreter, true, `${cell}: match`);
    t.ok((r.interpreter.stackBytes ?? 0) >= 1 << 20, `${cell}: the interpreter accounts the MiB (${r.interpreter.stackBytes})`);
  }
});

t.test('the stack below the top MiB, mapped on first touch: exact hooks and block counts agree', async (t) => {
  const module = compileC('array3m', array('3 << 20'), 'arm', 1);
  const tg = findTarget('arm')!;
  const spec = { backend: 'tessera' as const, isel: 'maxmunch', ra: 'linear-scan', verify: true };
  const built = buildCell(module, tg, spec);
  if (isFailure(built)) return t.fail(built.reason);
  const settings = { ...SETTINGS, exactHooks: true };
  for (const round of [1, 2]) {
    const r = executeImage(module, tg, built.image, cellLabel(module, tg, spec), settings);
    t.equal(r.matchesInterpreter, true, `run ${round}: match`);
    t.same(r.machine.counts, r.machine.blockCounts, `run ${round}: hook counts = block counts`);
    t.ok(r.machine.counts.stores >= 768, `run ${round}: a store in each of the 768 pages`);
  }
});

t.test('just under the budget: the interpreter fits, the machine overflows; the mismatch says why', async (t) => {
  for (const target of ['x86-32', 'arm'] as const) {
    const r = run(t, compileC('nearbudget', array('(8 << 20) - 1024'), target, 1), target);
    if (r === null) continue;
    t.equal(r.interpreter.status, 'ok', `${target}: the interpreter's accounting fits`);
    t.equal(r.machine.status, 'stack-overflow', `${target}: the machine's entry frame sits 4 KiB lower`);
    t.equal(r.matchesInterpreter, false, `${target}: a mismatch`);
    t.match(stackNote(r), /^stack-overflow on the machine only, the interpreter used 838\d{4} bytes of the 8388608-byte budget/);
  }
});

t.test('planted interp-stack-budget-halved: a program near the budget catches it', async (t) => {
  for (const target of ['x86-64', 'thumb'] as const) {
    const module = compileC('array5m', array('5 << 20'), target, 1);
    const clean = run(t, module, target);
    t.equal(clean?.matchesInterpreter, true, `${target}: 5 MiB fits the shared budget on both sides`);
    plantBug('interp-stack-budget-halved');
    let bugged: RunResult | null;
    try {
      bugged = run(t, module, target);
    } finally {
      plantBug(null);
    }
    t.equal(bugged?.interpreter.status, 'stack-overflow', `${target}: the halved budget overflows`);
    t.equal(bugged?.machine.status, 'ok', `${target}: the machine does not`);
    t.equal(bugged?.matchesInterpreter, false, `${target}: caught as a mismatch`);
    t.match(bugged === null ? '' : stackNote(bugged), /^stack-overflow in the interpreter only: stack overflow: alloca of 5242880 bytes/);
  }
});
