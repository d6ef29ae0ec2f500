// Bit-precise uninitialised values (oracles/interpreter/ops-undef.ts) and the memory digest of
// uninitialised global bits (oracles/outcome.ts, issue 19).
//
// Contract: requires nothing beyond the interpreter; checks that a bit-field store (a
// load-modify-store of its container) leaves the other bits uninitialised without a branch on the
// field being ub, that a branch reaching an undefined bit still is, and that the digest masks
// exactly the uninitialised bits on any bytes (so the machine's garbage there does not count).

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { interpret } from '../../oracles/interpreter/interpret.js';
import { memoryDigest, type Outcome } from '../../oracles/outcome.js';

const HEADER = 'target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"\ntarget triple = "i386-unknown-linux-gnu"\n';

function run(body: string): Outcome {
  return interpret(parseModule(`${HEADER}${body}`, 'bits.ll'));
}

const main = (lines: string): string => `define i32 @main() {\n${lines}\n}\n`;

// pr31448.c's shape: a 24-bit field stored into an uninitialised i32 container, then read back.
const field = (readMask: string): string =>
  main(`%s = alloca i32, align 4
%v = load i32, ptr %s, align 4
%c = and i32 %v, -16777216
%n = or i32 %c, 16711422
store i32 %n, ptr %s, align 4
%w = load i32, ptr %s, align 4
%f = and i32 %w, ${readMask}
%e = icmp eq i32 %f, 16711422
br i1 %e, label %ok, label %bad
ok:
ret i32 0
bad:
ret i32 1`);

t.test('a bit-field read back past its uninitialised container bits', async (t) => {
  const o = run(field('16777215'));
  t.equal(o.status, 'ok', `the field's bits decide (${o.reason ?? ''})`);
  t.equal(o.return, 0n);
  const bad = run(field('33554431')); // one uninitialised bit more: it decides the compare
  t.equal(bad.status, 'ub');
  t.match(bad.reason ?? '', /^branch on an uninitialised condition/);
});

t.test('shifts, casts and equality carry the undefined bits', async (t) => {
  const pre = '%s = alloca i64, align 8\nstore i16 -1, ptr %s, align 8\n%v = load i64, ptr %s, align 8';
  const ret = (expr: string): Outcome => run(main(`${pre}\n${expr}\nret i32 %r`));
  t.equal(ret('%t = trunc i64 %v to i16\n%r = sext i16 %t to i32').return, -1n, 'trunc keeps the stored half');
  t.equal(ret('%h = shl i64 %v, 48\n%a = ashr i64 %h, 48\n%r = trunc i64 %a to i32').return, -1n, 'shl then ashr');
  t.equal(ret('%h = lshr i64 %v, 8\n%r = trunc i64 %h to i32').status, 'ub', 'lshr brings undefined bits down');
  const ne = ret('%x = xor i64 %v, 1\n%c = icmp ne i64 %x, 0\n%r = zext i1 %c to i32');
  t.equal(ne.return, 1n, 'icmp ne decided by a defined bit that differs');
  t.equal(ret('%c = icmp eq i64 %v, 65535\n%r = zext i1 %c to i32').status, 'ub', 'icmp eq that only undefined bits decide');
});

t.test('the digest masks uninitialised bits, and only those', async (t) => {
  const d = (bytes: number[], defined?: number[]): bigint =>
    memoryDigest([{ name: 'g', bytes: Uint8Array.from(bytes), ...(defined ? { defined: Uint8Array.from(defined) } : {}) }], 4);
  const mask = [0xff, 0, 0x0f, 0xff];
  t.equal(d([1, 0x55, 0xa7, 4], mask), d([1, 0x99, 0x07, 4], mask), 'garbage in uninitialised bits does not count');
  t.not(d([1, 0x55, 0xa7, 4], mask), d([1, 0x55, 0xa6, 4], mask), 'an initialised bit does');
  t.equal(d([1, 2, 3, 4], [0xff, 0xff, 0xff, 0xff]), d([1, 2, 3, 4]), 'all initialised: the digest it always had');
});
