import t from 'tap';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TARGET_NAMES } from '../../testbed/driver/targets.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { cli as run, expectUsageErrors, ROOT } from './in-process.js';

/** Every built selector x allocator: the demo runs them all. */
const COMBOS = SELECTOR_NAMES.length * ALLOCATOR_NAMES.length;

const BIN = join(ROOT, 'bin/tessera.js');

const tmp = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
const X86_64 =
  'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"\ntarget triple = "x86_64-unknown-linux-gnu"\n';

function file(name: string, text: string): string {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
}

t.test('interp --json on a .ll prints the outcome fields of cli.md', async (t) => {
  const path = file('add.ll', `${X86_64}define i32 @f(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n`);
  const r = await run(['interp', path, '--entry', 'f', '--args', '40,0x2', '--json']);
  t.equal(r.code, 0, r.err);
  const json = JSON.parse(r.out);
  t.same(Object.keys(json).sort(), ['exit', 'memoryDigest', 'return', 'status', 'stdout', 'steps']);
  t.equal(json.status, 'ok');
  t.equal(json.return, '42');
  t.equal(json.exit, null);
  t.equal(json.steps, 2);
  t.type(json.memoryDigest, 'string');
});

t.test('interp of a .c file compiles with clang-14 for the target', async (t) => {
  const c = file('neg.c', 'int putchar(int);\nint main(void) { putchar(72); putchar(105); return -7; }\n');
  for (const target of TARGET_NAMES) {
    const r = await run(['interp', c, '--target', target, '--json']);
    t.equal(r.code, 0, `${target}: ${r.err}`);
    const json = JSON.parse(r.out);
    t.equal(json.return, '-7', target);
    t.equal(json.stdout, 'Hi', target);
  }
});

t.test('interp human-readable output names every field', async (t) => {
  const c = file('ub.c', 'int main(void) { volatile int z = 0; return 5 / z; }\n');
  const r = await run(['interp', c, '--target', 'x86-32', '--opt-level', '0']);
  t.equal(r.code, 0);
  t.match(r.out, /^status: +ub$/m);
  t.match(r.out, /^reason: +.*div.*zero/m);
});

t.test('a triple that does not fit --target is a clear error', async (t) => {
  const path = file('x.ll', `${X86_64}define i32 @main() {\n  ret i32 0\n}\n`);
  const r = await run(['interp', path, '--target', 'arm']);
  t.equal(r.code, 2);
  t.match(r.err, /target triple 'x86_64-unknown-linux-gnu' does not fit --target arm/);
});

t.test('usage errors: one line, exit 2', async (t) => {
  const cases: Array<[string[], RegExp]> = [
    [[], /usage: tessera <command>/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['optimality'], /usage: tessera optimality --problem tiling\|pbqp\|regalloc/],
    [['optimality', '--problem', 'pbqp', '--ra', 'pbqp'], /--ra: not for --problem pbqp/],
    [['interp'], /usage: tessera interp/],
    [['interp', 'nope.ll'], /nope\.ll: no such file/],
    [['interp', join(ROOT, 'README.md')], /expected a \.c or \.ll file/],
    [['interp', 'x.ll', '--target', 'mips'], /unknown target 'mips'/],
    [['interp', 'x.ll', '--bogus'], /unknown option --bogus/],
    [['interp', 'x.ll', '--args', '1,two'], /'two' is not an integer/],
    [['interp', 'x.ll', '--max-steps', '-1'], /not a non-negative integer/],
  ];
  await expectUsageErrors(t, cases);
});

t.test('an unknown entry function is an error status with exit 2', async (t) => {
  const path = file('e.ll', `${X86_64}define i32 @main() {\n  ret i32 0\n}\n`);
  const r = await run(['interp', path, '--entry', 'nope', '--json']);
  t.equal(r.code, 2);
  t.equal(JSON.parse(r.out).status, 'error');
});

t.test('the installed command: bad input gives one line, exit 2, no stack trace', async (t) => {
  const path = file('float.ll', `${X86_64}define double @main() {\n  %x = fadd double 1.0, 2.0\n  ret double %x\n}\n`);
  const r = spawnSync(process.execPath, [BIN, 'interp', path], { encoding: 'utf8' });
  t.equal(r.status, 2);
  t.equal(r.stdout, '');
  t.match(r.stderr, new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:8: unsupported floating point`));
  t.equal(r.stderr.trimEnd().split('\n').length, 1, r.stderr);
});

t.test('demo: table over a corpus folder, exit 1 when targets disagree', async (t) => {
  const corpus = join(tmp, 'corpus');
  const program = 'divrem';
  mkdirSync(corpus, { recursive: true });
  copyFileSync(join(ROOT, 'corpus', `${program}.c`), join(corpus, `${program}.c`));
  for (const target of TARGET_NAMES) {
    mkdirSync(join(corpus, 'll', target), { recursive: true });
    copyFileSync(join(ROOT, 'corpus/ll', target, `${program}.O1.ll`), join(corpus, 'll', target, `${program}.O1.ll`));
  }
  const report = join(tmp, 'report');
  const good = await run(['demo', '--corpus', corpus, '--report', report]);
  t.equal(good.code, 0, good.err);
  // divrem uses 64-bit division: every target expands it (engine/lower/wide.ts), so every cell matches.
  t.match(good.out, /^divrem +ok +\d+ +0 +ok +ok +ok +ok +agree$/m);
  t.match(
    good.out,
    /^x86-64 +cse-all +linear-scan +1 +\d+ +\d+\.\d\d +\d+ +\d+\.\d\d$/m,
    'summary: a row per target x selector x allocator',
  );
  t.match(good.out, /^thumb +llc +greedy +1 +\d+ +\d+\.\d\d +\d+ +\d+\.\d\d$/m, 'the program ran every thumb cell');
  // 4 targets x (every combination + llc), all matching.
  t.match(good.out, `${4 * (COMBOS + 1)} cells: ${4 * (COMBOS + 1)} match the interpreter, 0 fail, 0 unsupported`);
  t.match(good.out, new RegExp(`report written to ${join(report, 'index.html').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const html = readFileSync(join(report, 'index.html'), 'utf8');
  t.match(html, /<td>divrem<\/td>/);
  t.match(html, /<h2>Code size and dynamic loads\+stores<\/h2>/);
  // The JSON and the disagreement need no real program: a one-line main per target (each cell
  // compiles and runs in milliseconds) instead of running divrem's 104 cells twice more.
  const tiny = join(tmp, 'tiny-corpus');
  mkdirSync(tiny, { recursive: true });
  writeFileSync(join(tiny, 'tiny.c'), 'int main(void) { return 7; }\n');
  for (const target of TARGET_NAMES) {
    mkdirSync(join(tiny, 'll', target), { recursive: true });
    const header = readFileSync(join(ROOT, 'corpus/ll', target, `${program}.O1.ll`), 'utf8')
      .split('\n')
      .filter((l) => /^target (datalayout|triple) = /.test(l));
    writeFileSync(join(tiny, 'll', target, 'tiny.O1.ll'), `${header.join('\n')}\ndefine i32 @main() {\n  ret i32 7\n}\n`);
  }
  const json = await run(['demo', '--corpus', tiny, '--json']);
  const entries = JSON.parse(json.out);
  t.equal(entries.length, TARGET_NAMES.length);
  t.same(
    entries.map((e: { tessera: unknown[] }) => e.tessera.length),
    [COMBOS, COMBOS, COMBOS, COMBOS],
    'every selector x allocator per target',
  );
  t.same(
    entries.map((e: { llc: { matchesInterpreter: boolean } }) => e.llc.matchesInterpreter),
    [true, true, true, true],
  );
  // Make the ARM copy return something else: the demo must notice.
  writeFileSync(
    join(tiny, 'll/arm/tiny.O1.ll'),
    readFileSync(join(tiny, 'll/arm/tiny.O1.ll'), 'utf8').replace('ret i32 7', 'ret i32 12345'),
  );
  const bad = await run(['demo', '--corpus', tiny, '--report', report]);
  t.equal(bad.code, 1);
  t.match(bad.out, /^tiny +ok +7 +0 +ok +ok +ok +ok +x86-32:ok x86-64:ok arm:ok thumb:ok$/m, 'the verdict names each target');
});
