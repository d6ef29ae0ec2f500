// Errors in user input name the file the user gave and a position in it (issue 18, Found/Deliver 4):
// a C construct the front end rejects is reported at the `.c` line (not the IR clang made), and a
// verifier rejection of IR text carries the instruction's `line:col` and the IR's own value names.
// Each case runs the CLI's `interp` (clang-14 for C): the first as the installed command
// (`node bin/tessera.js`, a child process: its stderr byte for byte), the others in-process through
// the same main() (tap-tests/driver/in-process.ts) — a child costs some 2 s of start-up (tsx) and
// shows nothing more than the first case does. In each source, ⟪ marks where the error must point
// (removed before writing), so positions are computed.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, ROOT } from '../driver/in-process.js';

const BIN = join(ROOT, 'bin/tessera.js');
const MARK = '⟪';
const tmp = mkdtempSync(join(tmpdir(), 'tessera-positions-'));
const HEADER = 'target triple = "x86_64-unknown-linux-gnu"\n';

/** Writes `src` without its mark; returns the path and the marked `line:col`. */
function marked(name: string, src: string): { path: string; at: string } {
  const i = src.indexOf(MARK);
  if (i < 0) throw new Error(`no ${MARK} in ${name}`);
  const before = src.slice(0, i).split('\n');
  const path = join(tmp, name);
  writeFileSync(path, src.replace(MARK, ''));
  return { path, at: `${before.length}:${before.at(-1)!.length + 1}` };
}

/** `tessera interp path`: stderr as the user sees it (each line ends in a newline). */
async function interp(path: string, child: boolean): Promise<{ code: number | null; err: string }> {
  if (child) {
    const r = spawnSync(process.execPath, [BIN, 'interp', path], { encoding: 'utf8' });
    return { code: r.status, err: r.stderr };
  }
  const r = await cli(['interp', path]);
  return { code: r.code, err: r.err === '' ? '' : `${r.err}\n` };
}

const C_CASES: ReadonlyArray<readonly [string, string, string]> = [
  [
    'a floating-point function',
    'int g(int a) { return a + 1; }\n\n⟪double f(double x) {\n  return x * 2;\n}\n',
    'unsupported floating point',
  ],
  [
    'floating point inside a statement',
    'int twice(int a) {\n  int r = a + 1;\n  r = (int)(⟪a * 2.5);\n  return r;\n}\nint main(void) { return twice(3); }\n',
    'unsupported floating point',
  ],
  ['a floating-point global', 'double ⟪scale = 2.5;\nint main(void) { return 0; }\n', 'unsupported floating point'],
];

C_CASES.forEach(([what, src, message], i) => {
  t.test(`C input: ${what} is reported at the .c line${i === 0 ? ' (the installed command)' : ''}`, async (t) => {
    const { path, at } = marked(`${what.replace(/\W+/g, '-')}.c`, src);
    const r = await interp(path, i === 0);
    t.equal(r.code, 2, r.err); // without clang-14 the CLI's own error names it here
    t.equal(r.err, `${path}:${at}: ${message}\n`, 'one line: the .c file, its line and column, the construct');
    t.notMatch(r.err, /\.ll\b/, 'no generated .ll file is named');
  });
});

const fnText = (body: string, params = ''): string => `${HEADER}\ndefine i32 @main(${params}) {\n${body}\n}\n`;

/** [what, IR text with the mark on the rejected instruction, the IR names the message must hold]. */
const VERIFY_CASES: ReadonlyArray<readonly [string, string, RegExp]> = [
  [
    'a use its definition does not dominate',
    fnText(
      'entry:\n  br i1 true, label %l, label %r\nl:\n  %x = add i32 1, 1\n  br label %j\nr:\n  br label %j\nj:\n  ⟪%y = add i32 %x, 1\n  ret i32 %y',
    ),
    /@main block %j: %x does not dominate its use$/,
  ],
  [
    'a use before its definition in one block',
    fnText('entry:\n  ⟪%a = add i32 %b, 1\n  %b = add i32 %n, 1\n  ret i32 %a', 'i32 %n'),
    /@main block %entry: %b does not dominate its use$/,
  ],
  [
    'unnamed values, named by their slot numbers',
    fnText('  ⟪%2 = add i32 %3, 1\n  %3 = add i32 %0, 1\n  ret i32 %2', 'i32 %0'),
    /@main block %1: %3 does not dominate its use$/,
  ],
  [
    'numbered values after a getelementptr (which the front end expands), named as written',
    fnText(
      '  %3 = getelementptr inbounds [4 x i32], ptr %0, i64 0, i64 %1\n  %4 = load i32, ptr %3, align 4\n  br label %5\n\n5:\n  ⟪%6 = add i32 %7, %4\n  %7 = add i32 %4, 1\n  ret i32 %6',
      'ptr %0, i64 %1',
    ),
    /@main block %5: %7 does not dominate its use$/,
  ],
  [
    'a phi whose blocks are not the predecessors',
    fnText(
      'entry:\n  br i1 true, label %l, label %r\nl:\n  br label %j\nr:\n  br label %j\nj:\n  ⟪%p = phi i32 [ 1, %l ], [ 2, %entry ]\n  ret i32 %p',
    ),
    /@main block %j: phi %p: no incoming value for the predecessor edge\(s\) from \[%r\]; incoming value\(s\) from \[%entry\], which is not a predecessor edge$/,
  ],
  [
    'a return whose value its definition does not dominate',
    fnText('entry:\n  br i1 true, label %l, label %j\nl:\n  %v = add i32 1, 2\n  br label %j\nj:\n  ⟪ret i32 %v'),
    /@main block %j: %v does not dominate its use$/,
  ],
];

for (const [what, src, names] of VERIFY_CASES) {
  t.test(`invalid IR: ${what} is reported at the instruction with IR names`, async (t) => {
    const { path, at } = marked(`${what.replace(/\W+/g, '-')}.ll`, src);
    const r = await interp(path, false);
    t.equal(r.code, 2, r.err);
    t.equal(r.err.split('\n').length, 2, 'one line');
    t.ok(r.err.startsWith(`${path}:${at}: invalid IR: `), `${r.err} starts with ${path}:${at}:`);
    t.match(r.err.trimEnd(), names);
    t.notMatch(r.err, /value id|\bv\d+\b/, 'no internal value id');
  });
}
