// The torture suite's machinery (testbed/torture/, issue 19 Deliver 6) on small inputs: which flags
// a test's dg-options give clang, the rotation of cells, where the suite is looked for, reason
// normalisation, the expected list's check and round trip, the report's determinism, and the
// classification of small C programs by the real tools (clang-14, the interpreter, llc-14, Unicorn).

import t from 'tap';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTarget, TARGET_NAMES } from '../../testbed/driver/targets.js';
import { runTortureCase } from '../../testbed/torture/classify.js';
import { checkExpected, checkScope, formatExpected, formatScope, parseExpected } from '../../testbed/torture/expected.js';
import { mismatchReason, normaliseReason } from '../../testbed/torture/reason.js';
import { caseRows, reportText, type Row, timeoutRows } from '../../testbed/torture/report.js';
import { type OutOfScope, scopeOfClangError, scopeOfIR } from '../../testbed/torture/scope.js';
import { ALL_CELLS, findSuite, rotatingCell, suiteFiles, testFlags } from '../../testbed/torture/suite.js';
import type { RunResult } from '../../testbed/driver/execute.js';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';

const tmp = mkdtempSync(join(tmpdir(), 'tessera-torture-'));

t.test('dg-options: kept when clang-14 means the same, dropped otherwise, target-limited ones ignored', async (t) => {
  const src = [
    '/* { dg-options "-fwrapv -O2 -mno-mmx -std=c99" } */',
    '/* { dg-additional-options "-fno-common" } */',
    '/* { dg-additional-options "-Wl,-u,_printf_float" { target newlib_nano_io } } */',
  ].join('\n');
  t.same(testFlags(src), { flags: ['-w', '-fwrapv', '-std=c99', '-fno-common'], dropped: ['-O2', '-mno-mmx'] });
  t.same(testFlags('int main(void) { return 0; }'), { flags: ['-w'], dropped: [] });
});

t.test('the rotation runs every cell on every target across as many consecutive files as cells, four cells per file', async (t) => {
  t.equal(ALL_CELLS.length, SELECTOR_NAMES.length * ALLOCATOR_NAMES.length, 'every selector × allocator');
  for (const target of TARGET_NAMES) {
    const seen = new Set(Array.from({ length: ALL_CELLS.length }, (_, i) => JSON.stringify(rotatingCell(i + 7, target))));
    t.equal(seen.size, ALL_CELLS.length, target);
  }
  t.equal(new Set(TARGET_NAMES.map((tg) => JSON.stringify(rotatingCell(3, tg)))).size, 4, "one file's targets run different cells");
});

t.test('the suite is found beside the checkout or beside a folder above it, else an error names the path', async (t) => {
  const top = mkdtempSync(join(tmpdir(), 'tessera-suite-'));
  const checkout = join(top, 'wt', 'repo');
  mkdirSync(checkout, { recursive: true });
  t.throws(() => findSuite(checkout), { message: new RegExp(`not at ${join(top, 'wt', 'shared', 'suites', 'gcc-torture-execute')}`) });
  const suite = join(top, 'shared', 'suites', 'gcc-torture-execute');
  mkdirSync(suite, { recursive: true });
  writeFileSync(join(suite, 'b.c'), '');
  writeFileSync(join(suite, 'a.c'), '');
  writeFileSync(join(suite, 'README.md'), '');
  t.equal(findSuite(checkout), suite, 'a worktree two levels down finds it');
  t.same(suiteFiles(suite), ['a.c', 'b.c'], '.c files, sorted');
  t.throws(() => suiteFiles(join(top, 'nowhere')), { message: /suite is not at/ });
});

t.test('reasons lose what names one file', async (t) => {
  t.equal(normaliseReason("/x/y/20000112-1.c:1:10: fatal error: 'string.h' file not found"), "'string.h' file not found");
  t.equal(
    normaliseReason("/s/p.c:16:3: error: use of unknown builtin '__builtin_apply' [-Wimplicit-function-declaration]"),
    "use of unknown builtin '__builtin_apply'",
  );
  t.equal(
    normaliseReason('unsupported construct: 64-bit parameter or return type in @t3 at 27:23 (not yet)\nmore'),
    'unsupported construct: 64-bit parameter or return type (not yet)',
  );
  t.equal(
    normaliseReason('entry function @main takes 2 arguments, load %x.1 from @glob'),
    'entry function @main takes 2 arguments, load %_ from @glob',
  );
  t.equal(normaliseReason('call to undefined function @strcpy at strcpy-2.ll:10:3'), 'call to undefined function @strcpy');
  t.equal(normaliseReason('x'.repeat(200)).length, 120);
});

t.test('a mismatch reason names the first field that differs', async (t) => {
  const interp = { status: 'ok', return: 0n, exit: null, stdout: new Uint8Array(), memoryDigest: 1n, steps: 1 } as const;
  const machine = { status: 'ok', exit: null, stdout: new Uint8Array(), memoryDigest: 1n } as const;
  const run = (m: object, ret: bigint | null): RunResult =>
    ({ machine: { ...machine, ...m }, interpreter: interp, returnValue: ret }) as unknown as RunResult;
  t.equal(mismatchReason(run({ status: 'fault' }, null)), 'status fault, interpreter ok');
  t.equal(mismatchReason(run({ exit: 134 }, null)), 'exit 134, interpreter -');
  t.equal(mismatchReason(run({}, 3n)), 'return 3, interpreter 0');
  t.equal(mismatchReason(run({ stdout: new Uint8Array([65]) }, 0n)), 'stdout differs');
  t.equal(mismatchReason(run({ memoryDigest: 2n }, 0n)), 'memory digest differs');
});

const row = (
  file: string,
  target: string,
  outcome: Row['outcome'],
  reason = '',
  llc: Row['llc'] = 'match',
  scope: OutOfScope | null = null,
): Row => ({
  file,
  target,
  isel: 'maxmunch',
  ra: 'linear-scan',
  outcome,
  reason,
  llc,
  llcReason: '',
  scope,
});
const FP: OutOfScope = { category: 'floating point', why: 'floating point in the IR: fadd double' };

t.test('the expected list: round trip, newly supported, unlisted failures, changed outcomes, reworded reasons', async (t) => {
  const rows = [
    row('a.c', 'x86-32', 'unsupported', 'unsupported varargs', null),
    row('a.c', 'arm', 'unsupported', 'unsupported varargs', null),
    row('a.c', 'x86-64', 'match'),
    row('b.c', 'thumb', 'clang-error', "'stdio.h' file not found", null),
  ];
  const text = formatExpected(rows, new Map([['z.c x86-32', { outcome: 'timeout', reason: 'kept' }]]));
  t.match(text, /^a\.c\tx86-32,arm\tunsupported\tunsupported varargs$/m, 'targets with one outcome and reason share a line');
  t.match(text, /^z\.c\tx86-32\ttimeout\tkept$/m, 'a file the run did not cover keeps its line');
  const list = parseExpected(text, 'list');
  t.same(checkExpected(rows, list), { failures: [], notes: [] });
  const now = [
    row('a.c', 'x86-32', 'match'),
    row('a.c', 'arm', 'unsupported', 'unsupported varargs call', null),
    row('a.c', 'x86-64', 'mismatch', 'return 1, interpreter 0'),
    row('b.c', 'thumb', 'unsupported', 'unsupported byval', null),
  ];
  const check = checkExpected(now, list);
  t.match(check.failures, [
    /a\.c x86-32 .*newly supported — remove it from the list/,
    /a\.c x86-64 .*mismatch.*not on the expected list/,
    /b\.c thumb .*the list expects clang-error/,
  ]);
  t.equal(check.failures.length, 3);
  t.match(check.notes, [/a\.c arm .*another reason/]);
  t.throws(() => parseExpected('a.c\tx86-32\n', 'bad.tsv'), { message: /bad\.tsv:1:/ });
});

t.test('the report: the same for rows in any order, bugs named', async (t) => {
  const rows = [
    row('a.c', 'x86-32', 'match'),
    row('b.c', 'x86-32', 'mismatch', 'return 1, interpreter 0'),
    row('c.c', 'x86-32', 'mismatch', 'memory digest differs', 'mismatch'),
    row('d.c', 'x86-32', 'unsupported', 'unsupported varargs', null),
    row('f.c', 'x86-32', 'unsupported', 'unsupported floating point', null, FP),
    ...timeoutRows('e.c', 'x86-32', [{ isel: 'noltis', ra: 'spill-all' }], 5),
  ];
  const header = { files: 6, targets: ['x86-32'], mode: 'rotating', optLevel: 1, maxSteps: 100 };
  const text = reportText(header, rows);
  t.equal(reportText(header, [...rows].reverse()), text, 'deterministic');
  t.match(text, /^match +1$/m);
  t.match(text, /^timeout +1$/m);
  t.match(text, /runs and matches +1\/6 \(16\.7 %\)/);
  t.match(text, /of those in scope .* +1\/5 \(20\.0 %\)/);
  t.match(text, /out of scope, by category.*\n {2}1 {2}floating point \(0\)/);
  t.notMatch(
    text,
    /in scope and not matching[\s\S]*unsupported floating point[\s\S]*out of scope, by/,
    'out-of-scope reasons are not among the in-scope ones',
  );
  t.match(
    text,
    /Tessera bugs: mismatch or backend-fault where llc-14 matches: 1\n {2}b\.c x86-32 --isel maxmunch --ra linear-scan: mismatch: return 1/,
  );
  t.match(text, /llc-14 does not match either .*: 1\n {2}c\.c/);
});

t.test('out of scope, from the IR: every construct counts, not the first rejection; names, strings and attributes do not', async (t) => {
  const ir = (body: string): string =>
    [
      'target triple = "i386-unknown-linux-gnu"',
      '%union.u = type { x86_fp80, [4 x i8] }',
      body,
      'attributes #0 = { "use-soft-float"="false" "min-legal-vector-width"="0" }',
    ].join('\n');
  t.equal(
    scopeOfIR(ir('define i32 @double(ptr byval(%struct.s) %p) #0 {\n  ret i32 0 ; float\n}')),
    null,
    'a byval file in scope; a union with long double only for alignment too',
  );
  t.equal(scopeOfIR(ir('@s = global [6 x i8] c"float\\00"')), null, 'string contents');
  t.match(scopeOfIR(ir('define i32 @f(i32 %x) {\n  %d = sitofp i32 %x to double\n  ret i32 0\n}')), {
    category: 'floating point',
    why: /sitofp i32 %x to double/,
  });
  t.match(scopeOfIR(ir('define void @f() {\n  call void asm sideeffect "", ""()\n  ret void\n}')), { category: 'inline assembly' });
  t.match(
    scopeOfIR(ir('define <2 x float> @f(<2 x float> %v) {\n  ret <2 x float> %v\n}')),
    { category: 'floating point' },
    'complex float on x86-64',
  );
  t.match(scopeOfIR(ir('define <4 x i32> @f(<4 x i32> %v) {\n  ret <4 x i32> %v\n}')), { category: 'vector type' });
  t.match(scopeOfClangError('function definition is not allowed here'), { category: 'nested function' });
  t.match(scopeOfClangError("use of unknown builtin '__builtin_apply'"), { category: 'GCC-only' });
  t.match(scopeOfClangError("use of unknown builtin '__builtin_shuffle'"), { category: 'vector type' });
  t.match(scopeOfClangError('__int128 is not supported on this target'), { category: 'GCC-only' });
  t.equal(scopeOfClangError("'stdio.h' file not found"), null, 'a missing header of ours is in scope: our job');
  t.match(scopeOfClangError("'20040629-1.c' file not found"), { category: 'other half of the suite' });
});

t.test('the out-of-scope list: round trip, a file that changes category or comes into scope fails', async (t) => {
  const rows = [row('f.c', 'x86-32', 'unsupported', 'unsupported floating point', null, FP), row('g.c', 'x86-32', 'match')];
  const list = parseExpected(formatScope(rows, new Map()), 'scope');
  t.same([...list], [['f.c x86-32', { outcome: 'floating point', reason: FP.why }]]);
  t.same(checkScope(rows, list), { failures: [], notes: [] });
  const now = [row('f.c', 'x86-32', 'match'), row('g.c', 'x86-32', 'unsupported', 'x', null, { category: 'inline assembly', why: 'asm' })];
  t.match(checkScope(now, list).failures, [/f\.c x86-32: in scope now/, /g\.c x86-32: out of scope \(inline assembly: asm\) — not on/]);
});

t.test('small C programs classified with the real tools', async (t) => {
  const file = (name: string, text: string): string => {
    const p = join(tmp, name);
    writeFileSync(p, text);
    return p;
  };
  const x86 = findTarget('x86-32')!;
  const cell = [{ isel: 'cse-all', ra: 'graph-color' }];
  const s = { optLevel: 1, maxSteps: 100_000 };
  const classify = (p: string): Row[] => caseRows(runTortureCase(p, x86, cell, s), cell);
  const ok = classify(file('ok.c', 'int g = 3;\nint main(void) { g = g * 7 + 1; return g == 22 ? 0 : 1; }\n'));
  t.match(ok, [{ file: 'ok.c', target: 'x86-32', isel: 'cse-all', ra: 'graph-color', outcome: 'match', llc: 'match' }]);
  t.match(classify(file('hdr.c', '#include "no-such-header.h"\nint main(void) { return 0; }\n')), [
    { outcome: 'clang-error', reason: "'no-such-header.h' file not found", llc: null },
  ]);
  // Out of scope for good (issue 19): inline assembly stays a clear "unsupported".
  t.match(classify(file('asm.c', 'int main(void) { __asm__ volatile(""); return 0; }\n')), [
    { outcome: 'unsupported', reason: /inline asm/ },
  ]);
  t.match(classify(file('loop.c', 'volatile int v;\nint main(void) { for (;;) v++; }\n')), [{ outcome: 'step-limit' }]);
  t.match(classify(file('div0.c', 'volatile int z;\nint main(void) { return 5 / z; }\n')), [
    { outcome: 'interp-ub', reason: 'sdiv by zero' },
  ]);
});

import './ub-tests.part.js';
