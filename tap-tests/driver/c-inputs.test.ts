// Issue 19, Deliver 5: inputs like a C compiler's. `--cflags`, `-D` and `-I` reach clang-14 for every
// command that compiles C (interp, run, compile, check), after tessera's own flags; flags that
// would make clang produce anything but one IR module are usage errors. A `.ll` without a `target
// triple` takes --target's triple and clang-14's datalayout for it (testbed/driver/input.ts), and
// without --target is a usage error naming the option. Needs clang-14 (and llc-14 for one run).

import t from 'tap';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cli, expectUsageErrors, scratch } from './in-process.js';
import { TARGETS } from '../../testbed/driver/targets.js';
import { loadProgram, TARGET_DATALAYOUTS } from '../../testbed/driver/input.js';

const { dir, file } = scratch('tessera-c-inputs-');
mkdirSync(join(dir, 'inc'));
file('inc/cfg.h', '#define FROM_HEADER 30\n');
/** Needs SCALE and OFFSET from the command line and FROM_HEADER from inc/cfg.h. */
const PROG = file('prog.c', '#include "cfg.h"\nint main(void) { return SCALE * 2 + OFFSET + FROM_HEADER; }\n');
const FLAGS = ['--cflags', '-DSCALE=5 -Wall', '-D', 'OFFSET=1', '-I', join(dir, 'inc')];

/** The size of { i32, i64 }: 12 where i64 is 4-aligned (clang's i386 datalayout), 16 elsewhere. */
const SIZE_LL =
  'define i32 @main() {\n  %p = getelementptr { i32, i64 }, ptr null, i32 1\n  %i = ptrtoint ptr %p to i32\n  ret i32 %i\n}\n';
const NO_TRIPLE = file('no-triple.ll', SIZE_LL);
const EMPTY_C = file('empty.c', 'int x;\n');

t.test('without its flags the program does not compile: clang-14 says why, exit 2', async (t) => {
  const r = await cli(['interp', PROG]);
  t.equal(r.code, 2);
  t.match(r.err, /'cfg.h' file not found/);
});

t.test('--cflags, -D and -I reach clang-14 in interp, run, compile and check', async (t) => {
  const interp = await cli(['interp', PROG, ...FLAGS, '--json']);
  t.equal(interp.code, 0, interp.err);
  t.equal(JSON.parse(interp.out).return, '41');
  for (const target of TARGETS) {
    const run = await cli(['run', PROG, '--target', target.name, ...FLAGS, '--json']);
    t.equal(run.code, 0, `${target.name}: ${run.err}`);
    t.same([JSON.parse(run.out).return, JSON.parse(run.out).matchesInterpreter], ['41', true], target.name);
  }
  const compile = await cli(['compile', PROG, '--target', 'arm', ...FLAGS, '--json']);
  t.equal(compile.code, 0, compile.err);
  const check = await cli(['check', PROG, '--isel', 'tree-dp', '--ra', 'linear-scan', ...FLAGS]);
  t.equal(check.code, 0, check.err);
  t.match(check.out, /\n4 cells: 4 match the interpreter, 0 fail, 0 unsupported$/);
});

t.test('-D repeats, and --cflags comes after tessera own flags (a -O there overrides --opt-level)', async (t) => {
  const two = await cli(['interp', PROG, '-DSCALE=1', '-DOFFSET=2', `-I${join(dir, 'inc')}`, '--json']);
  t.equal(JSON.parse(two.out).return, '34', 'attached values: -DNAME=V and -IDIR');
  const steps = async (argv: string[]): Promise<number> => JSON.parse((await cli(['interp', PROG, ...FLAGS, ...argv, '--json'])).out).steps;
  const loop = file('loop.c', 'int main(void) { int s = 0; for (int i = 0; i < 10; i++) s += i; return s; }\n');
  const loopSteps = async (argv: string[]): Promise<number> => JSON.parse((await cli(['interp', loop, ...argv, '--json'])).out).steps;
  t.equal(await loopSteps(['--cflags=-O0']), await loopSteps(['--opt-level', '0']), '--cflags=-O0 is -O0');
  t.not(await loopSteps(['--cflags=-O0']), await loopSteps([]), 'and not the default -O1');
  t.equal(await steps([]), await steps([]), 'deterministic');
});

t.test('flags that are tessera own are usage errors', async (t) => {
  await expectUsageErrors(t, [
    [['interp', PROG, '--cflags', '-E'], /--cflags: -E is tessera's to set/],
    [['run', PROG, '--cflags=-o /tmp/x.ll'], /--cflags: -o is tessera's to set/],
    [['compile', PROG, '--cflags=--target=mips'], /--cflags: --target=mips is tessera's to set/],
    [['check', PROG, '--cflags=-c'], /--cflags: -c is tessera's to set/],
    [['interp', PROG, '-D'], /-D needs a value/],
  ]);
});

t.test("clang-14's datalayouts are the ones a triple-less .ll takes", async (t) => {
  for (const target of TARGETS) {
    // A C file compiled for the target keeps clang-14's datalayout verbatim (engine/frontend/parse.ts).
    t.equal(loadProgram(EMPTY_C, target.name).module.datalayout, TARGET_DATALAYOUTS[target.name], target.name);
    const { module } = loadProgram(NO_TRIPLE, target.name);
    t.same([module.triple, module.datalayout], [target.clangTriple, TARGET_DATALAYOUTS[target.name]], `${target.name}: the module`);
  }
});

t.test('a .ll without a target triple runs with --target, on both back ends', async (t) => {
  for (const target of TARGETS) {
    for (const backend of ['tessera', 'llc']) {
      const r = await cli(['run', NO_TRIPLE, '--target', target.name, '--backend', backend, '--json']);
      t.equal(r.code, 0, `${target.name} ${backend}: ${r.err}`);
      const json = JSON.parse(r.out);
      t.same([json.return, json.matchesInterpreter], [target.name === 'x86-32' ? '12' : '16', true], `${target.name} ${backend}`);
    }
  }
  const check = await cli(['check', NO_TRIPLE, '--isel', 'tree-dp', '--ra', 'linear-scan']);
  t.equal(check.code, 0, check.err);
  t.match(check.out, /\n4 cells: 4 match the interpreter, 0 fail, 0 unsupported$/, 'check runs it on every target');
  const own = file('own-layout.ll', `target datalayout = "${TARGET_DATALAYOUTS['x86-64']}"\n${SIZE_LL}`);
  const kept = await cli(['interp', own, '--target', 'x86-64', '--json']);
  t.equal(JSON.parse(kept.out).return, '16', 'a datalayout of its own is kept');
});

t.test('a .ll without a target triple: no --target, or a datalayout of the wrong width, is a usage error', async (t) => {
  const narrow = file('narrow.ll', `target datalayout = "${TARGET_DATALAYOUTS.arm}"\n${SIZE_LL}`);
  await expectUsageErrors(t, [
    [['interp', NO_TRIPLE], /no-triple\.ll: no target triple in the file: give --target \(x86-32, x86-64, arm, thumb\)$/],
    [['run', NO_TRIPLE], /no target triple in the file: give --target/],
    [['compile', NO_TRIPLE], /no target triple in the file: give --target/],
    [['interp', narrow, '--target', 'x86-64'], /narrow\.ll: its datalayout has 32-bit pointers, --target x86-64 64-bit$/],
  ]);
});
