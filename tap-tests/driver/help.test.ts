// The command line helps itself and checks what it is given (issue 17, deliverable 6; cli.md):
// `tessera --help` lists every command, `tessera <command> --help` every option its declaration
// (testbed/driver/commands.ts) has, `--version` is package.json's; paths and numbers are checked when
// the command line is read — the inputs that used to end in a JavaScript stack trace (a folder as the
// program, `-o` into a missing folder or onto a folder, `--cases 4294967296`, `--corpus` missing or a
// file, `--report` onto a file) and `--args` outside the entry's parameter types (4294967301 used to
// wrap to 5 silently) — each one line on stderr and exit 2.

import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMAND_DECLS } from '../../testbed/driver/commands.js';
import { main } from '../../testbed/driver/main.js';
import { cli, expectUsageErrors, ROOT, scratch } from './in-process.js';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const BIN = join(ROOT, 'bin/tessera.js');

const { dir, file } = scratch('tessera-help-');
const PROG = file('prog.c', 'int f(int a, unsigned char b, int *p) { return a + b; }\nint main(void) { return 7; }\n');
const X86_32 =
  'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\ntarget triple = "i386-unknown-linux-gnu"\n';
const WIDE = file('wide.ll', `${X86_32}define i32 @g(i64 %a, i1 %b, ptr %p) {\n  ret i32 0\n}\n`);
const FOLDER_LL = join(dir, 'folder.ll');
mkdirSync(FOLDER_LL);
const A_FILE = file('plain.txt', 'not a folder\n');

/** The long flags of a declaration's options, and those a help text lists (`  --name` or `  -o, --name` at a line's start). */
const declared = (i: number): string[] => Object.values(COMMAND_DECLS[i]!.options).map((o) => /--[\w-]+/.exec(o.flags)![0]);
const listed = (help: string): string[] =>
  [...help.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]!).filter((f) => f !== '--help');

t.test('tessera --help, -h and help list every command with its summary; exit 0, nothing on stderr', async (t) => {
  for (const argv of [['--help'], ['-h'], ['help']]) {
    const r = await cli(argv);
    t.equal(r.code, 0, argv.join(' '));
    t.equal(r.err, '');
    t.match(r.out, /^Usage: tessera <command> \[options\]$/m);
    for (const decl of COMMAND_DECLS)
      t.match(r.out, new RegExp(`^ {2}${decl.name} .* {2,}${decl.summary.slice(0, 30)}`, 'm'), `${argv[0]}: ${decl.name}`);
    t.match(r.out, /--version/);
  }
});

t.test("--version and -V print package.json's version, exit 0", async (t) => {
  for (const flag of ['--version', '-V']) {
    const r = await cli([flag]);
    t.same([r.code, r.out, r.err], [0, VERSION, ''], flag);
  }
  const bin = spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' });
  t.same([bin.status, bin.stdout, bin.stderr], [0, `${VERSION}\n`, ''], 'the installed command');
});

t.test("every command's --help lists exactly its declared options, runs nothing, exit 0", async (t) => {
  for (const [i, decl] of COMMAND_DECLS.entries()) {
    for (const argv of [
      [decl.name, '--help'],
      [decl.name, '-h'],
      ['help', decl.name],
    ]) {
      const out: string[] = [];
      const err: string[] = [];
      // asm would read its input: the help must not.
      const input = async (): Promise<string> => {
        throw new Error('--help read the input');
      };
      const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s), input });
      const help = out.join('\n');
      t.equal(code, 0, argv.join(' '));
      t.same(err, [], argv.join(' '));
      t.match(help, new RegExp(`^Usage: tessera ${decl.name} \\[options\\]`, 'm'));
      t.match(help, decl.summary);
      t.same(listed(help), declared(i), `${argv.join(' ')}: the declaration's options, in its order`);
    }
  }
  const fuzz = (await cli(['fuzz', '--help'])).out;
  t.match(fuzz, /--cases <N> +how many cases \(0\.\.10000000\) \(default: 100\)/, 'ranges and defaults are shown');
  const compile = (await cli(['compile', '--help'])).out;
  t.match(compile, /^ {2}-o, --output <FILE>/m, 'the short spelling too');
  t.match((await cli(['asm', '--help'])).out, /--address \(default 0\)/, 'asm keeps its notes on addresses');
  const r = await cli(['help', 'frobnicate']);
  t.same(
    [r.code, r.err],
    [
      2,
      "tessera: unknown command 'frobnicate' (commands: interp, compile, run, check, demo, asm, fuzz, optimality, csmith, grammar-check, explain, report)",
    ],
  );
});

t.test('the eight inputs that ended in a stack trace: one line, exit 2', async (t) => {
  await expectUsageErrors(t, [
    [['interp', dir], /: is a folder, expected a \.c or \.ll file$/],
    [['interp', FOLDER_LL], /folder\.ll: is a folder, expected a \.c or \.ll file$/],
    [
      ['compile', PROG, '--target', 'x86-64', '-o', join(dir, 'missing', 'x.bin')],
      /^tessera: --output .*x\.bin: no such folder .*missing$/,
    ],
    [['compile', PROG, '--target', 'x86-64', '-o', dir], /^tessera: --output .*: is a folder, expected a file name$/],
    [['fuzz', '--cases', '4294967296'], /^tessera: --cases: 4294967296 is above 10000000$/],
    [['optimality', '--problem', 'tiling', '--corpus', join(dir, 'missing')], /^tessera: --corpus .*missing: no such folder$/],
    [['optimality', '--problem', 'tiling', '--corpus', A_FILE], /^tessera: --corpus .*plain\.txt: is a file, expected a folder$/],
    [['demo', '--corpus', A_FILE], /^tessera: --corpus .*plain\.txt: is a file, expected a folder$/],
    [['demo', '--report', A_FILE], /^tessera: --report .*plain\.txt: is a file, expected a folder$/],
  ]);
  // The installed command too: no stack trace on stderr, nothing on stdout.
  const r = spawnSync(process.execPath, [BIN, 'compile', PROG, '--target', 'x86-64', '-o', join(dir, 'missing', 'x.bin')], {
    encoding: 'utf8',
  });
  t.same([r.status, r.stdout, r.stderr.trimEnd().split('\n').length], [2, '', 1], r.stderr);
});

t.test("paths: a file under a file, the fuzzer's --out, -o into a folder that exists", async (t) => {
  await expectUsageErrors(t, [
    [['compile', PROG, '--target', 'x86-64', '-o', join(A_FILE, 'x.bin')], /^tessera: --output .*: no such folder .*plain\.txt$/],
    [['demo', '--report', join(A_FILE, 'sub')], /^tessera: --report .*sub: .*plain\.txt is a file, not a folder$/],
    [['fuzz', '--cases', '1', '--out', A_FILE], /^tessera: --out .*plain\.txt: is a file, expected a folder$/],
    [['run', dir, '--target', 'x86-64'], /is a folder, expected a \.c or \.ll file$/],
  ]);
  const out = join(dir, 'new.bin');
  const ok = await cli(['compile', PROG, '--target', 'x86-64', '-o', out]);
  t.equal(ok.code, 0, ok.err);
  t.ok(readFileSync(out).length > 0, '-o writes a new file in an existing folder');
});

t.test('counts and levels: past their range, one line, exit 2; at their bound, accepted', async (t) => {
  await expectUsageErrors(t, [
    [['interp', PROG, '--opt-level', '7'], /^tessera: --opt-level: 7 is above 3$/],
    [['compile', PROG, '--target', 'arm', '--opt-level', '4'], /^tessera: --opt-level: 4 is above 3$/],
    [['demo', '--opt-level', '9'], /^tessera: --opt-level: 9 is above 3$/],
    [['fuzz', '--case', '4294967296'], /^tessera: --case: 4294967296 is above 4294967295$/],
    [['fuzz', '--max-failures', '99999999999999999999'], /is above 4294967295$/],
    [['optimality', '--problem', 'tiling', '--count', '10000001'], /^tessera: --count: 10000001 is above 10000000$/],
    [['optimality', '--problem', 'tiling', '--size', '4..100001'], /^tessera: --size: 100001 is above 100000$/],
    [['interp', PROG, '--max-steps', '9007199254740992'], /^tessera: --max-steps: 9007199254740992 is above 9007199254740991$/],
    [['interp', PROG, '--max-steps', '1e6'], /^tessera: --max-steps: '1e6' is not a non-negative integer$/],
  ]);
  const o3 = await cli(['interp', PROG, '--opt-level', '3', '--json']);
  t.same([o3.code, JSON.parse(o3.out).return], [0, '7'], '--opt-level 3');
  const seed = await cli(['fuzz', '--seed', '4294967295', '--cases', '0', '--targets', 'thumb', '--json']);
  t.same([seed.code, JSON.parse(seed.out).seed], [0, 4294967295], '--seed 4294967295');
});

t.test("--args must fit the entry's parameter types (both signed and unsigned ranges of the width)", async (t) => {
  await expectUsageErrors(t, [
    [
      ['interp', PROG, '--entry', 'f', '--args', '4294967301,1,0'],
      /^tessera: --args: 4294967301 does not fit argument 1 of @f \(i32: -2147483648\.\.4294967295\)$/,
    ],
    [
      ['run', PROG, '--target', 'x86-64', '--entry', 'f', '--args', '4294967301,1,0'],
      /--args: 4294967301 does not fit argument 1 of @f \(i32/,
    ],
    [
      ['run', PROG, '--target', 'x86-64', '--backend', 'llc', '--entry', 'f', '--args', '-2147483649,1,0'],
      /--args: -2147483649 does not fit argument 1 of @f/,
    ],
    [['interp', PROG, '--entry', 'f', '--args', '1,256,0'], /--args: 256 does not fit argument 2 of @f \(i8: -128\.\.255\)$/],
    [['interp', PROG, '--entry', 'f', '--args', '1,-129,0'], /--args: -129 does not fit argument 2 of @f \(i8/],
    [
      ['interp', PROG, '--target', 'x86-32', '--entry', 'f', '--args', '1,1,0x100000000'],
      /--args: 4294967296 does not fit argument 3 of @f \(ptr, 32 bits: /,
    ],
    [
      ['interp', WIDE, '--entry', 'g', '--args', '0x10000000000000000,0,0'],
      /--args: 18446744073709551616 does not fit argument 1 of @g \(i64: /,
    ],
    [['interp', WIDE, '--entry', 'g', '--args', '0,2,0'], /--args: 2 does not fit argument 2 of @g \(i1: -1\.\.1\)$/],
    [
      ['check', PROG, '--targets', 'x86-64', '--isel', 'maxmunch', '--ra', 'linear-scan', '--entry', 'f', '--args', '4294967301,0,0'],
      /--args: 4294967301 does not fit argument 1 of @f/,
    ],
  ]);
  // At the bounds: accepted, and the value the function sees is the one given (read as the parameter's width).
  const at = async (argv: string[]): Promise<string> => {
    const r = await cli([...argv, '--json']);
    t.equal(r.code, 0, `${argv.join(' ')}: ${r.err}`);
    return JSON.parse(r.out).return as string;
  };
  t.equal(await at(['interp', PROG, '--entry', 'f', '--args', '4294967295,255,0']), '254', 'i32 0xffffffff is -1, i8 255 is 255 unsigned');
  t.equal(await at(['interp', PROG, '--entry', 'f', '--args', '-2147483648,-128,0']), '-2147483520', 'the signed lower bounds');
  t.equal(
    await at(['run', PROG, '--target', 'x86-32', '--entry', 'f', '--args', '-2147483648,128,0xffffffff']),
    '-2147483520',
    'run: the same bounds, a 32-bit pointer',
  );
  t.equal(
    await at(['interp', WIDE, '--entry', 'g', '--args', '0xffffffffffffffff,-1,0xffffffff']),
    '0',
    'i64, i1 and a 32-bit pointer at their bounds',
  );
});
