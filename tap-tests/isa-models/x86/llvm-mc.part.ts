// The x86 models against llvm-mc-14 and capstone, live, on every case of a seed other than the
// golden file's (so the two together cover two draws): for each case, the bytes equal llvm-mc's for
// the printed text, the printed text equals llvm-mc's own printing of it (llvm-mc echoes what it
// parsed; the one documented difference: llvm-mc prints a shift by 1 as `shl eax`, the model as
// `shl eax, 1`, which llvm-mc reads as the same d1 /4), parse(print) deep-equals the case, size
// equals the encoded length, and capstone decodes the bytes as one instruction of the same length,
// mnemonic and registers. Every form has a case; the counts per ISA are printed.
//
// Requires llvm-mc-14 (set-up installs llvm-14; a missing tool fails the test with a message).

import t, { type Test } from 'tap';
import { spawnSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { model as m32 } from '../../../isa-models/x86-32/model.js';
import { model as m64 } from '../../../isa-models/x86-64/model.js';
import type { X86Model } from '../../../isa-models/x86/model.js';
import type { X86Insn } from '../../../isa-models/x86/insn.js';
import { assembleLines, MC_ARGS } from '../../../isa-models/verify.js';
import { decodeAll } from '../../../isa-models/verify/capstone-check.js';

const SEED = 11;
const BASE = 0x900000n;

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const json = (v: unknown): string => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x));

/** llvm-mc's own printing of each line (one instruction line per input line; no labels, no branches). */
function llvmEcho(m: X86Model, texts: readonly string[]): string[] {
  const r = spawnSync('llvm-mc-14', [...MC_ARGS[m.isa]], { input: `${texts.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.error !== undefined) throw new Error(`llvm-mc-14 could not run (${r.error.message}); run npm run setup`);
  return r.stdout
    .split('\n')
    .filter((l) => l.startsWith('\t') && !l.startsWith('\t.'))
    .map((l) => l.trim().replace(/\t/g, ' '));
}

/** The registers a text names, in order (capstone and llvm-mc agree on register names). */
function registersOf(m: X86Model, text: string): string[] {
  const names = new Set(m.registers.registers.map((r) => r.name).concat(['rip']));
  return (text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []).filter((w) => names.has(w));
}

function mnemonicOf(text: string): string {
  return text.replace(/^\{disp32\}\s*/, '').split(' ')[0]!;
}

function verifyMode(t: Test, m: X86Model): void {
  const cases = [...m.cases(SEED)];
  const texts = cases.map((c) => m.print(c.insn));
  const bytes = cases.map((c) => m.encode(c.insn));
  const mc = assembleLines(m.isa, texts);
  const plain = texts.map((x, i) => [x, i] as const).filter(([x]) => !x.includes('.'));
  const echo = llvmEcho(
    m,
    plain.map(([x]) => x),
  );
  const decoded = decodeAll(m.isa, bytes, BASE);
  const fails: string[] = [];
  const note = (c: { form: string }, text: string, what: string): void => {
    if (fails.length < 20) fails.push(`${c.form} | ${text} | ${what}`);
  };
  cases.forEach((c, i) => {
    const text = texts[i]!;
    const r = mc[i]!;
    if (r.kind === 'error') note(c, text, `llvm-mc: ${r.message}`);
    else if (hex(r.bytes) !== hex(bytes[i]!)) note(c, text, `llvm-mc ${hex(r.bytes)}, model ${hex(bytes[i]!)}`);
    if (m.size(c.insn) !== bytes[i]!.length) note(c, text, `size ${m.size(c.insn)} != ${bytes[i]!.length}`);
    let back: X86Insn | string;
    try {
      back = m.parse(text);
    } catch (e) {
      back = String(e);
    }
    if (!isDeepStrictEqual(back, c.insn)) note(c, text, `parse gives ${json(back)}`);
    const d = decoded[i];
    const mine = text.replace(/, 1$/, '');
    if (d === null || d === undefined) note(c, text, 'capstone cannot decode it');
    else if (
      d.size !== bytes[i]!.length ||
      d.mnemonic !== mnemonicOf(text) ||
      registersOf(m, `${d.mnemonic} ${d.opStr}`).join() !== registersOf(m, mine).join()
    ) {
      note(c, text, `capstone reads ${d.mnemonic} ${d.opStr} (${d.size} bytes)`);
    }
  });
  plain.forEach(([text, i], k) => {
    const expected = cases[i]!.form.endsWith(', 1') ? text.replace(/, 1$/, '') : text;
    if (echo[k] !== expected) note(cases[i]!, text, `llvm-mc prints ${JSON.stringify(echo[k])}`);
  });
  const formsSeen = new Set(cases.map((c) => c.form));
  const missing = m.descriptors.filter((d) => !formsSeen.has(d.form)).map((d) => d.form);
  t.same(missing, [], 'every form has a case');
  t.same(
    fails,
    [],
    `${m.isa}: ${cases.length} cases over ${m.descriptors.length} forms (seed ${SEED}) — bytes, printing, parse, size, capstone`,
  );
  t.ok(cases.length > 1000 * (m.mode === 64 ? 8 : 4), `thousands of cases: ${cases.length}`);
  t.comment(
    `${m.isa}: ${cases.length} (form, operand) cases verified against llvm-mc-14 and capstone, ${plain.length} printed texts equal to llvm-mc's`,
  );
}

t.test('x86-32: every case against llvm-mc-14 and capstone', async (t) => verifyMode(t, m32));
t.test('x86-64: every case against llvm-mc-14 and capstone', async (t) => verifyMode(t, m64));

t.test('cases are deterministic per seed and differ between seeds', async (t) => {
  const a = [...m32.cases(3)].map((c) => json(c));
  const b = [...m32.cases(3)].map((c) => json(c));
  const c = [...m32.cases(4)].map((x) => json(x));
  t.same(a, b, 'same seed, same cases');
  t.not(a.join('\n'), c.join('\n'), 'another seed draws other random operands');
});
