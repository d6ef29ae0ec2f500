// A32 modified immediates (isa-models/arm/immediates.ts): exhaustive over all 4096 rot:imm8 fields —
// every value they stand for is found, and the rotation chosen is llvm-mc-14's for `mov r0, #v`
// (one batch of every distinct value) — and, by fast-check with a fixed seed, no other 32-bit value
// is claimed encodable.

import t from 'tap';
import fc from 'fast-check';
import { decodeRotated, encodeRotated } from '../../../isa-models/arm/immediates.js';
import { assembleLines } from '../../../isa-models/verify.js';

const FC_SEED = 0xa32;

const encodable = new Map<number, number[]>();
for (let field = 0; field < 4096; field++) {
  const v = decodeRotated(field);
  encodable.set(v, [...(encodable.get(v) ?? []), field]);
}

t.test('every rotated value is found, and decodes back', async (t) => {
  let several = 0;
  for (const [value, fields] of encodable) {
    const field = encodeRotated(value);
    if (field === null || !fields.includes(field)) t.fail(`0x${value.toString(16)}: got ${field}, fields ${fields}`);
    if (fields.length > 1) several++;
  }
  t.ok(encodable.size > 3000, `${encodable.size} distinct encodable values`);
  t.ok(several > 10, `${several} values have several encodings`);
  t.equal(encodeRotated(-16777216), encodeRotated(0xff000000), 'either spelling of a value');
});

t.test("the rotation chosen is llvm-mc-14's, for every encodable value", async (t) => {
  const values = [...encodable.keys()];
  const results = assembleLines(
    'arm',
    values.map((v) => `mov r0, #${v}`),
  );
  const wrong: string[] = [];
  values.forEach((v, i) => {
    const r = results[i]!;
    const field = encodeRotated(v)!;
    const mine = [field & 0xff, (field >> 8) & 0x0f];
    if (r.kind !== 'bytes' || r.bytes[0] !== mine[0] || (r.bytes[1]! & 0x0f) !== mine[1]) wrong.push(`#${v}`);
  });
  t.same(wrong.slice(0, 10), [], `${values.length} values, llvm-mc agrees on all`);
});

t.test('no other 32-bit value is encodable (fast-check)', async (t) => {
  // Uniform values are almost never encodable; values one bit away from an encodable one often are.
  const nearEncodable = fc
    .tuple(fc.integer({ min: 0, max: 4095 }), fc.integer({ min: 0, max: 31 }))
    .map(([field, bit]) => (decodeRotated(field) ^ (1 << bit)) >>> 0);
  const values = fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), nearEncodable);
  const check = fc.check(
    fc.property(values, (v) => (encodeRotated(v) !== null) === encodable.has(v)),
    { seed: FC_SEED, numRuns: 20000 },
  );
  t.notOk(check.failed, `replay with seed ${FC_SEED}: ${fc.defaultReportMessage(check) ?? ''}`);
  for (const v of [0x101, 0x102, 0x1fe00, 0xfffffffe, 0x12345678, 0x1000001]) t.equal(encodeRotated(v), null, `0x${v.toString(16)}`);
});
