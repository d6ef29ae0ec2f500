// Reads of uninitialised memory (issue 18, Deliver 1): the interpreter's per-byte "initialised"
// shadow (oracles/interpreter/memory.ts, ops-memory.ts). An uninitialised stack byte read by a load
// makes the value poison; poison used where LLVM makes it undefined (branch, switch, address,
// divisor, call argument, return value, runtime function argument) is `ub` whose reason says
// "uninitialised"; a value only copied (load/store, memcpy) is fine, and so is a partly
// initialised struct copied whole or field by field. Also: a C program through `tessera run`
// whose interpreter outcome is ub (no reference: the back end is not blamed), and the planted
// interpreter bug 'interp-store-skips-init' at its site.
// The IR is parsed text (engine/frontend/parse.ts), i386 unless a test says x86-64.
// Requires clang-14 for the `tessera run` test (the driver reports it by name when missing).

import t from 'tap';
import { plantBug } from '../../common/planted-bugs.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import type { Outcome } from '../../oracles/outcome.js';
import { cli, scratch } from '../driver/in-process.js';
import type { Asserts } from './build.js';

const I386 = [
  'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"',
  'target triple = "i386-pc-linux-gnu"',
].join('\n');
const X86_64 = [
  'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"',
  'target triple = "x86_64-pc-linux-gnu"',
].join('\n');

const DECLS = [
  'declare i32 @putchar(i32)',
  'declare ptr @memcpy(ptr, ptr, i32)',
  'declare ptr @memset(ptr, i32, i32)',
  'declare i32 @memcmp(ptr, ptr, i32)',
  'declare i32 @strlen(ptr)',
].join('\n');

/** Interprets `body` (LLVM IR text: functions and globals) on i386, or with `header`'s target. */
function run(body: string, header = I386): Outcome {
  return interpret(parseModule(`${header}\n${header === I386 ? DECLS : ''}\n${body}`, 'uninit.ll'));
}

/** main() { <lines> } */
function main(lines: string): string {
  return `define i32 @main() {\nentry:\n${lines}\n}\n`;
}

/** Lines that turn %v of type `ty` into %r: i32, returned by `ret i32 %r`. */
function asI32(ty: string): string {
  if (ty === 'i32') return '%r = add i32 %v, 0';
  return ty === 'i64' ? '%r = trunc i64 %v to i32' : `%r = zext ${ty} %v to i32`;
}

function ub(t: Asserts, o: Outcome, reason: RegExp, name: string): void {
  t.equal(o.status, 'ub', `${name}: ub (${o.reason ?? o.return})`);
  t.match(o.reason ?? '', reason, `${name}: reason`);
}

function ok(t: Asserts, o: Outcome, ret: bigint, name: string): void {
  t.equal(o.status, 'ok', `${name}: ok (${o.reason ?? ''})`);
  t.equal(o.return, ret, `${name}: return value`);
}

t.test('an uninitialised local used where LLVM makes poison undefined is ub', async (t) => {
  const load = '%x = alloca i32, align 4\n%v = load i32, ptr %x, align 4';
  ub(
    t,
    run(main(`${load}\n%c = icmp sgt i32 %v, 3\nbr i1 %c, label %a, label %a\na:\nret i32 0`)),
    /^branch on an uninitialised condition in @main at uninit\.ll:\d+:\d+$/,
    'branch',
  );
  ub(t, run(main(`${load}\nswitch i32 %v, label %a [ i32 1, label %a ]\na:\nret i32 0`)), /^switch on an uninitialised value/, 'switch');
  const ptr = '%p = alloca ptr, align 4\n%q = load ptr, ptr %p, align 4';
  ub(t, run(main(`${ptr}\n%v = load i32, ptr %q, align 4\nret i32 %v`)), /^load from an uninitialised address/, 'load address');
  ub(t, run(main(`${ptr}\nstore i32 1, ptr %q, align 4\nret i32 0`)), /^store to an uninitialised address/, 'store address');
  const p64 = '%p = alloca ptr, align 8\n%q = load ptr, ptr %p, align 8';
  ub(t, run(main(`${p64}\n%v = load i32, ptr %q, align 4\nret i32 %v`), X86_64), /^load from an uninitialised address/, 'x86-64 address');
  for (const op of ['sdiv', 'udiv', 'srem', 'urem']) {
    ub(t, run(main(`${load}\n%d = ${op} i32 7, %v\nret i32 %d`)), new RegExp(`^${op} by an uninitialised divisor`), `${op} divisor`);
    // A poison dividend makes the result poison (LLVM), which is ub where it is used: here returned.
    ub(t, run(main(`${load}\n%d = ${op} i32 %v, 3\nret i32 %d`)), /^return of an uninitialised value/, `${op} dividend`);
  }
  const wide = '%x = alloca i64, align 8\n%v = load i64, ptr %x, align 8';
  ub(
    t,
    run(main(`${wide}\n%d = udiv i64 7, %v\n%r = trunc i64 %d to i32\nret i32 %r`)),
    /^udiv by an uninitialised divisor/,
    'i64 divisor',
  );
  const callee = 'define i32 @f(i32 noundef %a) {\nentry:\nret i32 %a\n}\n';
  ub(
    t,
    run(callee + main(`${load}\n%r = call i32 @f(i32 %v)\nret i32 %r`)),
    /^uninitialised argument 0 in call to @f in @main/,
    'call argument',
  );
  ub(
    t,
    run(main(`${load}\n%r = call i32 @putchar(i32 %v)\nret i32 0`)),
    /^uninitialised argument 0 in call to @putchar/,
    'runtime argument',
  );
  ub(t, run(main(`${load}\nret i32 %v`)), /^return of an uninitialised value in @main/, 'returned from main');
  // Poison propagates through arithmetic, compares and selects, and keeps its "uninitialised" name.
  ub(
    t,
    run(main(`${load}\n%a = add i32 %v, 1\n%c = icmp eq i32 %a, 2\n%s = select i1 %c, i32 1, i32 2\nret i32 %s`)),
    /^return of an uninitialised value/,
    'propagated',
  );
  // freeze makes it an ordinary value (LLVM: an arbitrary but fixed one; the interpreter picks 0).
  ok(t, run(main(`${load}\n%f = freeze i32 %v\n%c = icmp eq i32 %f, 0\n%r = zext i1 %c to i32\nret i32 %r`)), 1n, 'frozen');
});

t.test('every width: a load touching any uninitialised byte is poison, narrow or wide', async (t) => {
  for (const ty of ['i1', 'i8', 'i16', 'i32', 'i64']) {
    const o = run(main(`%x = alloca i64, align 8\n%v = load ${ty}, ptr %x, align 1\n${asI32(ty)}\nret i32 %r`));
    ub(t, o, /^return of an uninitialised value/, `${ty} from a fresh alloca`);
  }
  // One byte of a wider value initialised: still poison as a whole (i16, i32, i64 and the high half).
  const byte0 = '%x = alloca i64, align 8\nstore i8 9, ptr %x, align 1';
  for (const ty of ['i16', 'i32', 'i64']) {
    const o = run(main(`${byte0}\n%v = load ${ty}, ptr %x, align 1\n${asI32(ty)}\nret i32 %r`));
    ub(t, o, /^return of an uninitialised value/, `${ty} with only byte 0 stored`);
  }
  const low = '%x = alloca i64, align 8\nstore i32 9, ptr %x, align 4';
  ub(
    t,
    run(main(`${low}\n%v = load i64, ptr %x, align 8\n%h = lshr i64 %v, 32\n%t = trunc i64 %h to i32\nret i32 %t`)),
    /^return of an uninitialised value/,
    'i64 with only its low half stored: its high half',
  );
  // Bit-precise (ops-undef.ts): the truncation keeps only the initialised low half.
  ok(t, run(main(`${low}\n%v = load i64, ptr %x, align 8\n%t = trunc i64 %v to i32\nret i32 %t`)), 9n, 'i64 low half stored, truncated');
  ok(t, run(main(`${low}\n%v = load i32, ptr %x, align 4\nret i32 %v`)), 9n, 'the stored low half alone');
  ok(t, run(main(`${byte0}\n%v = load i8, ptr %x, align 1\n%r = zext i8 %v to i32\nret i32 %r`)), 9n, 'the stored byte alone');
});

t.test('initialised before it is read: ok', async (t) => {
  ok(
    t,
    run(main('%x = alloca i32, align 4\nstore i32 5, ptr %x, align 4\n%v = load i32, ptr %x, align 4\nret i32 %v')),
    5n,
    'store then load',
  );
  const halves =
    '%x = alloca i32, align 4\nstore i16 1, ptr %x, align 4\n%h = getelementptr inbounds i8, ptr %x, i32 2\nstore i16 2, ptr %h, align 2';
  ok(t, run(main(`${halves}\n%v = load i32, ptr %x, align 4\nret i32 %v`)), 0x20001n, 'two halves stored');
  const set = '%x = alloca [8 x i8], align 4\n%m = call ptr @memset(ptr %x, i32 1, i32 8)';
  ok(t, run(main(`${set}\n%v = load i32, ptr %x, align 4\nret i32 %v`)), 0x01010101n, 'memset initialises');
  const g = '@g = global i32 7, align 4\n@z = global [4 x i8] zeroinitializer, align 4\n';
  ok(
    t,
    run(`${g}${main('%a = load i32, ptr @g, align 4\n%b = load i32, ptr @z, align 4\n%r = add i32 %a, %b\nret i32 %r')}`),
    7n,
    'globals are initialised',
  );
  const x64 = '%x = alloca i64, align 8\nstore i64 -1, ptr %x, align 8\n%v = load i64, ptr %x, align 8\n%t = trunc i64 %v to i32';
  ok(t, run(main(`${x64}\nret i32 %t`), X86_64), -1n, 'i64 store then load (x86-64)');
});

t.test('uninitialised values only copied, never used: ok', async (t) => {
  const copy = '%x = alloca i32, align 4\n%y = alloca i32, align 4\n%v = load i32, ptr %x, align 4\nstore i32 %v, ptr %y, align 4';
  ok(t, run(main(`${copy}\nret i32 0`)), 0n, 'load and store to another local');
  // ... and the copy is uninitialised in turn.
  ub(t, run(main(`${copy}\n%w = load i32, ptr %y, align 4\nret i32 %w`)), /^return of an uninitialised value/, 'the copy is uninitialised');
  // A poison store over an initialised local makes it uninitialised again.
  const over =
    '%x = alloca i32, align 4\n%y = alloca i32, align 4\nstore i32 1, ptr %y, align 4\n%v = load i32, ptr %x, align 4\nstore i32 %v, ptr %y, align 4';
  ub(t, run(main(`${over}\n%w = load i32, ptr %y, align 4\nret i32 %w`)), /^return of an uninitialised value/, 'overwritten by poison');
  const mc = '%x = alloca [16 x i8], align 4\n%y = alloca [16 x i8], align 4\n%m = call ptr @memcpy(ptr %y, ptr %x, i32 16)';
  ok(t, run(main(`${mc}\nret i32 0`)), 0n, 'memcpy of uninitialised bytes');
  ub(
    t,
    run(main(`${mc}\n%w = load i8, ptr %y, align 1\n%r = zext i8 %w to i32\nret i32 %r`)),
    /^return of an uninitialised value/,
    'memcpy carries the shadow',
  );
});

t.test('a partly initialised struct copied whole or field by field', async (t) => {
  // struct { int a; int b; } s; s.a = 5; t = s; return t.a;   (t.b stays uninitialised)
  const s = '%s = alloca { i32, i32 }, align 4\n%t = alloca { i32, i32 }, align 4\nstore i32 5, ptr %s, align 4';
  const tb = '%tb = getelementptr inbounds { i32, i32 }, ptr %t, i32 0, i32 1';
  const whole = `${s}\n%m = call ptr @memcpy(ptr %t, ptr %s, i32 8)\n${tb}`;
  ok(t, run(main(`${whole}\n%a = load i32, ptr %t, align 4\nret i32 %a`)), 5n, 'memcpy, then the initialised field');
  ub(
    t,
    run(main(`${whole}\n%b = load i32, ptr %tb, align 4\nret i32 %b`)),
    /^return of an uninitialised value/,
    'memcpy, then the other field',
  );
  const sb = '%sb = getelementptr inbounds { i32, i32 }, ptr %s, i32 0, i32 1';
  const fields = `${s}\n${sb}\n${tb}\n%a = load i32, ptr %s, align 4\nstore i32 %a, ptr %t, align 4\n%b = load i32, ptr %sb, align 4\nstore i32 %b, ptr %tb, align 4`;
  ok(t, run(main(`${fields}\n%r = load i32, ptr %t, align 4\nret i32 %r`)), 5n, 'field by field, then the initialised field');
  ub(
    t,
    run(main(`${fields}\n%r = load i32, ptr %tb, align 4\nret i32 %r`)),
    /^return of an uninitialised value/,
    'field by field, then the other field',
  );
  // memmove overlapping within one object keeps the right shadow (read before write).
  const mv =
    '%x = alloca [8 x i8], align 4\nstore i32 7, ptr %x, align 4\n%h = getelementptr inbounds i8, ptr %x, i32 2\n%m = call ptr @memmove(ptr %h, ptr %x, i32 4)';
  const moved = `declare ptr @memmove(ptr, ptr, i32)\n${main(`${mv}\n%v = load i32, ptr %h, align 2\nret i32 %v`)}`;
  ok(t, run(moved), 7n, 'memmove onto itself shifted by 2');
});

t.test('a stack slot reused by the next call is uninitialised again', async (t) => {
  const w = 'define void @w() {\nentry:\n%x = alloca i32, align 4\nstore i32 42, ptr %x, align 4\nret void\n}\n';
  const r = 'define noundef i32 @r() {\nentry:\n%x = alloca i32, align 4\n%v = load i32, ptr %x, align 4\nret i32 %v\n}\n';
  // The machine would read 42 here (the same stack bytes); the interpreter reads uninitialised memory.
  ub(
    t,
    run(`${w}${r}${main('call void @w()\n%v = call i32 @r()\nret i32 %v')}`),
    /^return of an uninitialised value in @r/,
    'leftover of a returned frame',
  );
  // The shadow follows the stack's backing when it grows (memory.ts doubles it on demand).
  const big =
    '%a = alloca [65536 x i8], align 4\nstore i32 3, ptr %a, align 4\n%b = alloca [262144 x i8], align 4\nstore i32 4, ptr %b, align 4';
  ok(
    t,
    run(main(`${big}\n%u = load i32, ptr %a, align 4\n%v = load i32, ptr %b, align 4\n%s = add i32 %u, %v\nret i32 %s`)),
    7n,
    'after growth',
  );
  const end = '%e = getelementptr inbounds i8, ptr %b, i32 262140';
  ub(
    t,
    run(main(`${big}\n${end}\n%v = load i32, ptr %e, align 4\nret i32 %v`)),
    /^return of an uninitialised value/,
    'fresh bytes after growth',
  );
});

t.test('poison stored into a global is ub; runtime functions that decide on uninitialised bytes are ub', async (t) => {
  const g = '@g = global i32 0, align 4\n';
  ub(
    t,
    run(`${g}${main('%v = add nsw i32 2147483647, 1\nstore i32 %v, ptr @g, align 4\nret i32 0')}`),
    /^store of a poison value to global @g \(its final bytes are compared with the machine's\)/,
    'poison (an nsw overflow) into a global',
  );
  // An uninitialised value stored to a global is no ub (C: an unspecified value); the digest leaves its bits out.
  const stored = run(`${g}${main('%x = alloca i32, align 4\n%v = load i32, ptr %x, align 4\nstore i32 %v, ptr @g, align 4\nret i32 0')}`);
  ok(t, stored, 0n, 'uninitialised value into a global');
  t.same(stored.undefinedGlobals, [{ name: 'g', defined: new Uint8Array(4) }], 'its bits are reported uninitialised');
  const zero = run(`${g}${main('ret i32 0')}`);
  t.equal(stored.memoryDigest, zero.memoryDigest, 'and the digest leaves them out');
  const two = '%x = alloca [4 x i8], align 4\n%y = alloca [4 x i8], align 4\nstore i8 1, ptr %x, align 1\nstore i8 2, ptr %y, align 1';
  ok(t, run(main(`${two}\n%c = call i32 @memcmp(ptr %x, ptr %y, i32 4)\nret i32 %c`)), -1n, 'memcmp decided by an initialised byte');
  ub(
    t,
    run(main(`${two}\nstore i8 2, ptr %x, align 1\n%c = call i32 @memcmp(ptr %x, ptr %y, i32 4)\nret i32 %c`)),
    /^memcmp reads uninitialised memory at 0x[0-9a-f]+ in @main/,
    'memcmp reaching an uninitialised byte',
  );
  ok(
    t,
    run(main('%x = alloca [4 x i8], align 4\nstore i8 0, ptr %x, align 1\n%n = call i32 @strlen(ptr %x)\nret i32 %n')),
    0n,
    'strlen of an initialised ""',
  );
  ub(
    t,
    run(main('%x = alloca [4 x i8], align 4\nstore i8 65, ptr %x, align 1\n%n = call i32 @strlen(ptr %x)\nret i32 %n')),
    /^strlen reads uninitialised memory/,
    'strlen past the initialised bytes',
  );
});

t.test("planted bug 'interp-store-skips-init': a 4-byte store initialises one byte, a valid program reads poison", async (t) => {
  const prog = main('%x = alloca i32, align 4\nstore i32 5, ptr %x, align 4\n%v = load i32, ptr %x, align 4\nret i32 %v');
  plantBug('interp-store-skips-init');
  let planted: Outcome;
  try {
    planted = run(prog);
  } finally {
    plantBug(null);
  }
  ub(t, planted, /^return of an uninitialised value/, 'with the bug');
  ok(t, run(prog), 5n, 'without it');
});

t.test("tessera run: a C program branching on an uninitialised local is the program's ub, not a back-end mismatch", async (t) => {
  const { file } = scratch('tessera-uninit-');
  const c = file('uninit.c', 'int putchar(int);\nint main(void) {\n  int x;\n  if (x > 3) putchar(65);\n  return 0;\n}\n');
  for (const target of ['x86-32', 'arm']) {
    const r = await cli(['run', c, '--target', target, '--opt-level', '0', '--json']);
    t.equal(r.err, '', `${target}: no error (${r.err})`);
    const json = JSON.parse(r.out) as { matchesInterpreter: boolean | null; interpreter: { status: string; reason?: string } };
    t.equal(json.interpreter.status, 'ub', `${target}: the interpreter says ub`);
    t.match(json.interpreter.reason ?? '', /^branch on an uninitialised condition in @main /, `${target}: the reason names the branch`);
    t.equal(json.matchesInterpreter, null, `${target}: no reference, so no mismatch blamed on the back end`);
    t.equal(r.code, 1, `${target}: exit 1 (no reference)`);
  }
  const table = await cli(['check', c, '--targets', 'x86-32', '--isel', 'maxmunch', '--ra', 'linear-scan', '--opt-level', '0']);
  t.match(table.out, /no reference \(ub\)/, 'check: the verdict is "no reference (ub)"');
});
