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
// - a 16 MiB local array, unbounded recursion and memset of a 16 MiB local array give
//   `stack-overflow` on both sides, the machine's fault in the guard below the stack (or, for memset
//   on ARM, its stack pointer below the stack), and the verdict `match`;
// - an array just under the budget fits the interpreter but not the machine (whose entry frame sits
//   4 KiB below the top): a mismatch whose note says how much of the budget the interpreter used;
// - the CLI prints the status (`run` text and JSON, `interp`);
// - the planted bug `interp-stack-budget-halved` (common/planted-bugs.ts) is caught by a program
//   near the budget (a 5 MiB array): a mismatch with it, a match without it. The fuzzer's programs
//   use little stack and cannot catch it; tap-tests/fuzz/mutation.test.ts names this file for it.

import t, { type Test } from 'tap';
import { plantBug } from '../../common/planted-bugs.js';
import type { Module } from '../../engine/ir/types.js';
import { buildCell, cellLabel, isFailure } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, stackNote, type RunResult, type RunSettings } from '../../testbed/driver/execute.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';
import { compileC } from '../codegen/regression-cells.js';
import { cli, scratch } from '../driver/in-process.js';

const TARGETS: readonly TargetName[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };

/** A local array of `bytes` with a byte written in every 4 KiB page, bottom first; returns (sum of page numbers >> 4) & 0x7f. */
const array = (bytes: string): string => `
static int touch(volatile unsigned char *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i += 4096) p[i] = (unsigned char)(i >> 12);
  for (int i = 0; i < n; i += 4096) s += p[i];
  return s;
}
int main(void) { unsigned char a[${bytes}]; return (touch(a, sizeof a) >> 4) & 0x7f; }
`;

const RECURSION = `
int depth;
int rec(int n) { depth = n; return rec(n + 1) + 1; }
int main(void) { return rec(0); }
`;

const MEMSET = `
int k = 5;
int main(void) { char a[16 << 20]; __builtin_memset(a, 1, sizeof a); return a[k]; }
`;

/** One cell of `module` on `target`; the interpreter's outcome is computed once per module and passed in. */
function run(t: Test, module: Module, target: TargetName, ra = 'linear-scan'): RunResult | null {
  const tg = findTarget(target)!;
  const spec = { backend: 'tessera' as const, isel: 'maxmunch', ra, verify: true };
  const built = buildCell(module, tg, spec);
  if (isFailure(built)) {
    t.fail(`${module.source} on ${target} maxmunch/${ra}: ${built.status}: ${built.reason}`);
    return null;
  }
  return executeImage(module, tg, built.image, cellLabel(module, tg, spec), SETTINGS, interpretFor(module, SETTINGS));
}

/** The cells each program runs on: every target under linear-scan, thumb also under spill-all. */
const CELLS: readonly (readonly [TargetName, string])[] = [
  ...TARGETS.map((target) => [target, 'linear-scan'] as const),
  ['thumb', 'spill-all'],
];

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
  t.match(interp.out, /^reason: +stack overflow: alloca of 4 bytes does not fit \(8388608 of the 8388608-byte stack in use\) in @rec/m);
  const near = await cli(['run', dir.file('near.c', array('(8 << 20) - 1024')), '--target', 'thumb']);
  t.equal(near.code, 1, 'a mismatch exits 1');
  t.match(near.out, /^note: +stack-overflow on the machine only, the interpreter used \d+ bytes of the 8388608-byte budget/m);
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
