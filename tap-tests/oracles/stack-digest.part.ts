// The memory digest's stack-address rule (oracles/outcome.ts, issue 19): which words of a global
// are canonicalised, and that nothing else is. Requires nothing but the module; the end-to-end
// check (a C program storing &local in a global, every target, both back ends) is
// tap-tests/driver/stack-digest.test.ts.

import t from 'tap';
import { STACK_LO, STACK_TOP } from '../../common/image.js';
import { canonicalStackWords, memoryDigest } from '../../oracles/outcome.js';

const LO = Number(STACK_LO);
const TOP = Number(STACK_TOP);

/** Little-endian words of `width` bytes. */
function words(width: 4 | 8, values: readonly bigint[]): Uint8Array {
  const out = new Uint8Array(values.length * width);
  const view = new DataView(out.buffer);
  values.forEach((v, i) => (width === 4 ? view.setUint32(i * 4, Number(v), true) : view.setBigUint64(i * 8, v, true)));
  return out;
}

t.test('32-bit: every word in [STACK_LO, STACK_TOP) becomes STACK_LO, the rest stays', async (t) => {
  const inRange = [BigInt(LO), BigInt(TOP - 4), 0x3fffeff0n];
  const outside = [BigInt(LO - 1), BigInt(TOP), 0n, 0x10000n, 0xffffffffn];
  const bytes = words(4, [...inRange, ...outside]);
  const before = bytes.slice();
  t.same(canonicalStackWords(bytes, 4), words(4, [...inRange.map(() => BigInt(LO)), ...outside]));
  t.same(bytes, before, 'the global itself is not written');
  const plain = words(4, outside);
  t.equal(canonicalStackWords(plain, 4), plain, 'no stack word: the very same bytes (no copy)');
});

t.test('64-bit: a stack address has a zero high half; other 8-byte values stay', async (t) => {
  const bytes = words(8, [0x3fffff00n, 0x13fffff00n, 0x3fffff00n << 32n, BigInt(TOP)]);
  t.same(canonicalStackWords(bytes, 8), words(8, [BigInt(LO), 0x13fffff00n, 0x3fffff00n << 32n, BigInt(TOP)]));
  t.same(canonicalStackWords(words(4, [0x3fffff00n, 0n]), 8), words(4, [BigInt(LO), 0n]), '4 bytes in range, 4 zero bytes');
});

t.test('only words at multiples of the pointer size from the global start; a short tail is hashed as is', async (t) => {
  // A stack address at offset 2 and a 3-byte tail: neither is a pointer-aligned word of the global.
  const bytes = new Uint8Array([0, 0, 0xf0, 0xff, 0xff, 0x3f, 0x00, 0x00, 0xf0, 0xff, 0xff]);
  t.equal(canonicalStackWords(bytes, 4), bytes);
  t.same(canonicalStackWords(bytes.subarray(2, 6), 4), words(4, [BigInt(LO)]), 'the same word at offset 0 is one');
});

t.test('digest: two stack addresses compare equal, everything else still tells globals apart', async (t) => {
  const digest = (v: bigint, width: 4 | 8 = 4): bigint => memoryDigest([{ name: 'p', bytes: words(width, [v]) }], width);
  t.equal(digest(0x3fffffe8n), digest(0x3ffffe40n), 'the interpreter and a machine put the local at different addresses');
  t.equal(digest(0x3fffffe8n, 8), digest(0x3ffffe40n, 8));
  t.equal(digest(BigInt(LO)), digest(0x3ffffe40n), 'STACK_LO is itself in the range: the rule is a projection');
  t.not(digest(BigInt(LO - 4)), digest(0x3ffffe40n), 'an address just below the stack is not canonicalised');
  t.not(digest(0x3fffffe8n, 8), digest(0x3fffffe8n | (1n << 32n), 8), 'a nonzero high half is no 64-bit stack address');
  t.not(digest(0x20001000n), digest(0x20001004n), 'global addresses are compared exactly');
  t.not(digest(7n), digest(8n));
});
