// Stack exhaustion against the shared 8 MiB stack budget (issue 18, Deliver 1; the budget and the
// programs that fit it: stack-budget.test.ts): a 16 MiB local array, unbounded recursion and memset
// of a 16 MiB local array give `stack-overflow` on both sides — the machine's fault in the guard
// below the stack (or, for memset on ARM, its stack pointer below the stack) — and the verdict
// `match`, on all four targets (maxmunch x linear-scan; thumb also maxmunch x spill-all); the CLI
// prints the status (`run` text and JSON, `interp`).
//
// Requires clang-14 (loadProgram names it when missing) and Unicorn; every run is real.

import t from 'tap';
import { compileC } from '../codegen/regression-cells.js';
import { cli, scratch } from '../driver/in-process.js';
import { array, CELLS, MEMSET, RECURSION, run } from './stack-cells.js';

const OVERFLOWS: readonly (readonly [string, string, number])[] = [
  ['array16m', array('16 << 20'), 1],
  ['recursion', RECURSION, 0],
  ['memset16m', MEMSET, 1],
];

t.test('a 16 MiB local array, unbounded recursion and memset of 16 MiB overflow on both sides: a match', async (t) => {
  for (const [name, source, level] of OVERFLOWS) {
    for (const [target, ra] of CELLS) {
      const r = run(t, compileC(name, source, target, level), target, ra);
      if (r === null) continue;
      const cell = `${name} ${target} maxmunch/${ra}`;
      t.equal(r.interpreter.status, 'stack-overflow', `${cell}: interpreter stack-overflow`);
      t.match(
        r.interpreter.reason,
        /^stack overflow: (alloca of \d+ bytes|call to @rec) does not fit \(\d+ of the 8388608-byte stack in use\)/,
      );
      t.equal(r.machine.status, 'stack-overflow', `${cell}: machine stack-overflow (${r.machine.reason ?? ''})`);
      t.match(
        r.machine.reason,
        /^stack overflow: (the access is in the guard below the 8 MiB stack|the stack pointer \w+ is 0x[0-9a-f]+, below the 8 MiB stack)/,
      );
      t.equal(r.returnValue, null, `${cell}: no return value`);
      t.equal(r.matchesInterpreter, true, `${cell}: the verdict is a match`);
    }
  }
});

t.test('the CLI prints the status', async (t) => {
  const dir = scratch('tessera-stack-');
  const rec = dir.file('rec.c', RECURSION);
  const text = await cli(['run', rec, '--target', 'arm', '--opt-level', '0']);
  t.equal(text.code, 0, 'a match exits 0');
  t.match(text.out, /^status: +stack-overflow$/m);
  t.match(text.out, /^verdict: +match$/m);
  t.match(text.out, /^reason: +stack overflow: the access is in the guard below the 8 MiB stack/m);
  const json = await cli(['run', rec, '--target', 'x86-64', '--opt-level', '0', '--json']);
  const o = JSON.parse(json.out) as { status: string; matchesInterpreter: boolean; interpreter: { status: string } };
  t.same([o.status, o.interpreter.status, o.matchesInterpreter], ['stack-overflow', 'stack-overflow', true]);
  const interp = await cli(['interp', rec, '--target', 'thumb', '--opt-level', '0']);
  t.match(interp.out, /^status: +stack-overflow$/m);
  t.match(
    interp.out,
    /^reason: +stack overflow: (alloca of 4 bytes|call to @rec) does not fit \(838860\d of the 8388608-byte stack in use\) in @rec/m,
  );
  const near = await cli(['run', dir.file('near.c', array('(8 << 20) - 1024')), '--target', 'thumb']);
  t.equal(near.code, 1, 'a mismatch exits 1');
  t.match(near.out, /^note: +stack-overflow on the machine only, the interpreter used \d+ bytes of the 8388608-byte budget/m);
});
