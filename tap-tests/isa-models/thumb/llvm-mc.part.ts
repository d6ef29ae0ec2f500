// The Thumb-1 model against llvm-mc-14 -triple=thumbv6m and Capstone (Thumb + MClass), on every
// verification case: Tessera's bytes equal llvm-mc's for the printed text, size() is the byte
// count, parse(print(insn)) is insn (same form), and Capstone decodes the bytes back to the same
// text (modulo the aliases tools.ts lists). Counts per form are printed as test comments.

import t from 'tap';
import { isDeepStrictEqual } from 'node:util';
import { model, type ThumbInsn } from '../../../isa-models/thumb/model.js';
import { yieldOf } from '../../../isa-models/thumb/cases.js';
import { assembleThumb, capstoneSpelling, capstoneText } from './tools.js';

const SEED = 0x7e55e4a;
/** Where each case is placed: every encoding must be independent of it (targets are offsets). */
const ADDRESS = 0x1000;

const all = [...model.cases(SEED)];
const texts = all.map((c) => model.print(c.insn));
const hex = (b: ArrayLike<number>): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

t.test('the cases cover every form, thousands in all', async (t) => {
  const forms = new Set(all.map((c) => c.form));
  t.same(
    model.descriptors.map((d) => d.form).filter((f) => !forms.has(f)),
    [],
    'every form has cases',
  );
  t.ok(all.length > 10000, `${all.length} cases`);
  t.ok(
    all.every((c) => c.insn.form === c.form),
    'a case names the form of its instruction',
  );
  for (const y of yieldOf(SEED)) t.comment(`${y.form}: ${y.kept} cases (${y.tried} combinations tried)`);
  // isDeepStrictEqual: tap's t.same is far too slow on 15,000 objects.
  t.ok(isDeepStrictEqual([...model.cases(SEED)], all), 'cases are deterministic for a seed');
  t.notOk(isDeepStrictEqual([...model.cases(SEED + 1)], all), 'another seed draws other values');
});

t.test('llvm-mc-14 encodes every printed case to the model bytes', async (t) => {
  const results = assembleThumb(texts);
  const failures: string[] = [];
  const perForm = new Map<string, number>();
  all.forEach((c, i) => {
    const r = results[i]!;
    const mine = hex(model.encode(c.insn, ADDRESS));
    if (r.kind === 'error') failures.push(`${texts[i]}: llvm-mc: ${r.message}`);
    else if (hex(r.bytes) !== mine) failures.push(`${texts[i]}: model ${mine}, llvm-mc ${hex(r.bytes)}`);
    else perForm.set(c.form, (perForm.get(c.form) ?? 0) + 1);
  });
  t.same(failures.slice(0, 20), [], `${failures.length} of ${all.length} cases differ`);
  t.equal(
    [...perForm.values()].reduce((a, b) => a + b, 0),
    all.length,
    `${all.length} (form, operand) cases verified`,
  );
  t.equal(perForm.size, model.descriptors.length, 'every form verified');
});

t.test('size, address independence and parse(print) on every case', async (t) => {
  const failures: string[] = [];
  for (const [i, c] of all.entries()) {
    const bytes = model.encode(c.insn, ADDRESS);
    if (model.size(c.insn) !== bytes.length) failures.push(`${texts[i]}: size ${model.size(c.insn)} vs ${bytes.length}`);
    if (hex(model.encode(c.insn, 0x20000 + 2 * i)) !== hex(bytes)) failures.push(`${texts[i]}: bytes depend on the address`);
    const back: ThumbInsn = model.parse(texts[i]!);
    if (!isDeepStrictEqual(back, c.insn)) failures.push(`${texts[i]}: parsed as ${JSON.stringify(back)}`);
  }
  t.same(failures.slice(0, 20), [], `${failures.length} failures`);
});

t.test('Capstone decodes the model bytes as the same instruction and operands', async (t) => {
  const failures: string[] = [];
  for (const [i, c] of all.entries()) {
    const got = capstoneText(model.encode(c.insn, ADDRESS), ADDRESS);
    const want = capstoneSpelling(c.insn, texts[i]!);
    if (got !== want) failures.push(`${texts[i]}: capstone '${got}', expected '${want}'`);
  }
  t.same(failures.slice(0, 20), [], `${failures.length} of ${all.length} cases differ`);
});
