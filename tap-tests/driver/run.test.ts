// `tessera run` and `tessera check` with llc as the back end (cli.md): JSON fields, .c and .ll
// inputs on all four targets, arguments and return values through the ABI harness, faults and
// step limits as outcomes, determinism (two runs, identical JSON), usage errors with exit code 2.

import t from 'tap';
import { join } from 'node:path';
import { cli, expectUsageErrors, ROOT, RUN_FIELDS, scratch } from './in-process.js';
import { TARGETS } from '../../testbed/driver/targets.js';

const { file: cFile } = scratch('tessera-run-');

const MIX = cFile(
  'mix.c',
  `
long long wide(long long a, int b) { return a * b - (a >> 3) + b / 3; }
int mix(int a, int b, int c, int d, int e, int f, int g) { return (a - b) * c + d / (e | 1) - f * g; }
int neg(void) { return -5; }
int deref(int *p) { return *p; }
int spin(unsigned n) { while (n != 1) n = n & 1 ? 3 * n + 1 : n / 2; for (;;) n++; }
`,
);

t.test('run --backend llc from .c on all four targets: arguments, results, JSON fields', async (t) => {
  for (const target of TARGETS) {
    const r = await cli([
      'run',
      MIX,
      '--target',
      target.name,
      '--backend',
      'llc',
      '--entry',
      'mix',
      '--args',
      '10,3,7,100,4,-6,5',
      '--json',
    ]);
    t.equal(r.code, 0, `${target.name}: ${r.err}`);
    const json = JSON.parse(r.out);
    t.same(Object.keys(json).sort(), RUN_FIELDS, `${target.name}: the run object of cli.md`);
    t.equal(json.return, String((10 - 3) * 7 + Math.trunc(100 / 5) + 30), `${target.name}: seven int arguments (some on the stack)`);
    t.equal(json.matchesInterpreter, true);
    t.equal(json.backend, 'llc');
    t.equal(json.spillLoads, null, 'llc objects do not mark spill code');
    const wide = JSON.parse(
      (await cli(['run', MIX, '--target', target.name, '--backend', 'llc', '--entry', 'wide', '--args', '-0x123456789a,7', '--json'])).out,
    );
    const a = -0x123456789an;
    t.equal(wide.return, String(a * 7n - (a >> 3n) + 2n), `${target.name}: i64 argument and result`);
    const neg = JSON.parse((await cli(['run', MIX, '--target', target.name, '--backend', 'llc', '--entry', 'neg', '--json'])).out);
    t.equal(neg.return, '-5', `${target.name}: sign-extended result`);
  }
});

t.test('run from the committed .ll of every target, text output', async (t) => {
  for (const target of TARGETS) {
    const r = await cli(['run', join(ROOT, 'corpus/ll', target.name, 'collatz.O1.ll'), '--backend', 'llc', '--llc-regalloc', 'pbqp']);
    t.equal(r.code, 0, `${target.name}: ${r.err}`);
    t.match(r.out, /verdict:\s+match/);
    t.match(r.out, new RegExp(`target:\\s+${target.name} \\(llc, isel llc, ra pbqp\\)`));
  }
});

t.test('faults and step limits are outcomes; identical runs give identical JSON', async (t) => {
  const fault = await cli(['run', MIX, '--target', 'x86-64', '--backend', 'llc', '--entry', 'deref', '--args', '8', '--json']);
  t.equal(fault.code, 1, 'no reference behaviour: the interpreter sees undefined behaviour');
  const f = JSON.parse(fault.out);
  t.equal(f.status, 'fault');
  t.equal(f.fault.address, '0x8');
  t.match(f.fault.instruction, /^mov/);
  t.equal(f.matchesInterpreter, null);
  t.equal(f.interpreter.status, 'ub');
  const spin = await cli([
    'run',
    MIX,
    '--target',
    'thumb',
    '--backend',
    'llc',
    '--entry',
    'spin',
    '--args',
    '27',
    '--max-steps',
    '5000',
    '--json',
  ]);
  const s = JSON.parse(spin.out);
  t.equal(s.status, 'step-limit');
  t.equal(s.instructions, 5000, 'exactly the budget ran');
  const again = await cli([
    'run',
    MIX,
    '--target',
    'thumb',
    '--backend',
    'llc',
    '--entry',
    'spin',
    '--args',
    '27',
    '--max-steps',
    '5000',
    '--json',
  ]);
  t.equal(again.out, spin.out, 'deterministic');
  const exact = await cli([
    'run',
    MIX,
    '--target',
    'arm',
    '--backend',
    'llc',
    '--entry',
    'spin',
    '--args',
    '27',
    '--max-steps',
    '5000',
    '--json',
    '--exact-hooks',
  ]);
  const fast = await cli([
    'run',
    MIX,
    '--target',
    'arm',
    '--backend',
    'llc',
    '--entry',
    'spin',
    '--args',
    '27',
    '--max-steps',
    '5000',
    '--json',
  ]);
  t.equal(exact.out, fast.out, '--exact-hooks gives the same counts');
});

t.test('check: the matrix over a folder, JSON array, exit 0 when every cell matches', async (t) => {
  const { dir, file } = scratch('tessera-check-');
  file('a.c', 'int main(void) { return 3; }\n');
  file('b.c', 'int putchar(int); int main(void) { putchar(65); return 0; }\n');
  const r = await cli(['check', dir, '--backend', 'llc', '--targets', 'x86-32,thumb', '--llc-regalloc', 'greedy,fast', '--json']);
  t.equal(r.code, 0, r.err);
  const cells = JSON.parse(r.out);
  t.equal(cells.length, 2 * 2 * 2);
  t.ok(cells.every((c: { matchesInterpreter: boolean }) => c.matchesInterpreter === true));
  const text = await cli(['check', join(ROOT, 'corpus/ll/arm/sieve.O1.ll'), '--backend', 'llc']);
  t.equal(text.code, 0, text.err);
  t.match(text.out, /\n1 cells: 1 match the interpreter, 0 fail, 0 unsupported$/, 'a .ll runs only on the target its triple fits');
});

t.test('usage errors: exit 2 with one line', async (t) => {
  const cases: Array<[string[], RegExp]> = [
    [['run', MIX, '--target', 'x86-64', '--backend', 'llc', '--isel', 'maxmunch'], /with --backend llc use --llc-regalloc/],
    [['run', MIX, '--target', 'x86-64', '--backend', 'gcc'], /unknown backend 'gcc'/],
    [['run', MIX, '--target', 'x86-64', '--backend', 'llc', '--llc-regalloc', 'linear'], /unknown llc register allocator 'linear'/],
    [['run', MIX, '--target', 'x86-64', '--backend', 'llc', '--entry', 'nope'], /no function @nope/],
    [['run', MIX, '--target', 'x86-64', '--backend', 'llc', '--entry', 'neg', '--args', '1'], /takes 0 argument/],
    [['check', '--backend', 'llc'], /usage: tessera check/],
    [['check', MIX, '--backend', 'llc', '--llc-regalloc', 'greedy,linear-scan'], /unknown llc register allocator 'linear-scan'/],
    [['check', MIX, '--backend', 'llc', '--ra', 'linear-scan'], /with --backend llc use --llc-regalloc/],
    [['check', MIX, '--backend', 'llc', '--targets', 'mips'], /unknown target 'mips'/],
  ];
  await expectUsageErrors(t, cases);
});
