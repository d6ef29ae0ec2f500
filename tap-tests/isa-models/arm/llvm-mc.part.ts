// The ARM (A32) model against llvm-mc-14 -triple=armv6 and Capstone, live (llvm-mc-14 is installed
// by set-up: a missing tool fails, never skips):
// - isa-models/verify.ts on every case of cases(seed): bytes equal llvm-mc's for the printed text,
//   size() is the byte count, parse(print(i)) is i (same form), Capstone reads the same instruction;
//   the rejection texts are refused by both; counts per form printed as comments;
// - the printer writes what llvm-mc echoes back, except the aliases print.ts documents;
// - two seeds, so the random part of the cases is not one lucky draw;
// - the tied register cases (two operands naming one register: `add r0, r0, r1`, `mul r0, r1, r0`).

import t from 'tap';
import { spawnSync } from 'node:child_process';
import { model } from '../../../isa-models/arm/model.js';
import { armTiedCases } from '../../../isa-models/arm/cases.js';
import { formatReport, verifyModel } from '../../../isa-models/verify.js';

const SEEDS = [4, 0x5eed];

for (const seed of SEEDS) {
  t.test(`every case verified against llvm-mc-14 and capstone (seed ${seed})`, async (t) => {
    const report = verifyModel(model, { reference: 'live', seed });
    t.comment(formatReport(report, 30));
    t.same(report.failures, [], 'no failures');
    t.equal(report.verified, report.cases);
    t.ok(report.cases > 10000, `${report.cases} cases`);
    t.equal(report.perForm.size, model.descriptors.length);
    t.ok(
      [...report.perForm.values()].every((c) => c.verified >= 30),
      'at least 30 verified cases per form',
    );
    t.equal(report.rejects, 28);
    t.same(report.warnings, [], 'llvm-mc warns about no case');
  });
}

t.test('tied register operands verified against llvm-mc-14 and capstone', async (t) => {
  const report = verifyModel({ ...model, cases: armTiedCases, rejects: undefined }, { reference: 'live' });
  // Forms with fewer than two register operands (mov rd, #imm; b) have no tied cases.
  const failures = report.failures.filter((f) => f.kind !== 'missing-form');
  t.same(failures.slice(0, 10), [], 'no failures');
  t.equal(report.verified, report.cases);
  t.ok(report.cases > 2000, `${report.cases} tied cases`);
  const tied = [...armTiedCases(4)].map((c) => c.insn);
  t.ok(
    tied.some((i) => i.form === 'mul rd, rn, rm' && i.rd === i.rm),
    'mul rd = rm (allowed from ARMv6 on)',
  );
  t.ok(
    tied.some((i) => i.form === 'add rd, rn, rm' && i.rd === i.rn),
    'add rd = rn (two-address)',
  );
});

/** llvm-mc's echo of `text` as the printer's documented differences predict it. */
function predictedEcho(text: string): string {
  const m = /^(ldm|stmdb)((?:eq|ne|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)?) sp!, (\{.*,.*\})$/.exec(text);
  if (m !== null) return `${m[1] === 'ldm' ? 'pop' : 'push'}${m[2]} ${m[3]}`;
  const one = /^(str|ldr)(\w*) (\w+), \[sp(?:, #-4\]!|\], #4)$/.exec(text);
  if (one !== null && (text.includes('#-4]!') ? one[1] === 'str' : one[1] === 'ldr')) {
    return `${one[1] === 'str' ? 'push' : 'pop'}${one[2]} {${one[3]}}`;
  }
  return text.replace(/#(\d{10})\b/, (all, n: string) => (Number(n) >= 2 ** 31 ? `#${Number(n) | 0}` : all));
}

t.test('the printer writes what llvm-mc echoes, but for the documented aliases', async (t) => {
  const texts = [...new Set([...model.cases(4)].map((c) => model.print(c.insn)))];
  const r = spawnSync('llvm-mc-14', ['-triple=armv6', '-show-encoding'], { input: texts.join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.error !== undefined) throw new Error(`llvm-mc-14 could not run (${r.error.message}); run npm run setup`);
  t.equal(r.status, 0, r.stderr.slice(0, 500));
  const echoed = r.stdout
    .split('\n')
    .filter((l) => l.includes('@ encoding:'))
    .map((l) =>
      l
        .replace(/@ encoding:.*$/, '')
        .trim()
        .replace(/\t/, ' '),
    );
  t.equal(echoed.length, texts.length, 'one echoed line per text');
  const wrong = texts.filter((text, i) => predictedEcho(text) !== echoed[i]);
  const aliased = texts.filter((text) => predictedEcho(text) !== text).length;
  t.same(
    wrong.slice(0, 10).map((w) => `${w} -> ${echoed[texts.indexOf(w)]}`),
    [],
    'echo differs only where documented',
  );
  t.comment(`${texts.length} texts echoed; ${aliased} differ by a documented alias`);
  t.ok(aliased > 0 && aliased < texts.length / 10, 'the aliases are the exception');
});

t.test('a hand-checked encoding per kind of form', async (t) => {
  // Bytes from llvm-mc-14 -triple=armv6 -show-encoding (../shared/design/toolchain.md §5 style).
  const known: [string, string][] = [
    ['add r0, r1, #1', '010081e2'],
    ['addeq r0, r1, #1020', 'ff0f8102'],
    ['lsl r0, r1, #2', '0101a0e1'],
    ['lsl r0, r1, r2', '1102a0e1'],
    ['rrxs r0, r1', '6100b0e1'],
    ['lsr r0, r1, #32', '2100a0e1'],
    ['mov r0, #256', '010ca0e3'],
    ['mov r0, #260', '410fa0e3'],
    ['mov r0, #4278190080', 'ff04a0e3'],
    ['push {r4}', '04402de5'],
    ['push {r4, r5, lr}', '30402de9'],
    ['pop {r4}', '04409de4'],
    ['pop {r4, pc}', '1080bde8'],
    ['ldr r0, [r1, -r2, lsl #2]', '020111e7'],
    ['ldrh r0, [r1, #-255]', 'bf0f51e1'],
    ['ldrh r0, [r1], -r2', 'b20011e0'],
    ['ldr r0, [pc, #-8]', '08001fe5'],
    ['b #-8', 'feffffea'],
    ['bl #0', '000000eb'],
    ['blx r3', '33ff2fe1'],
    ['bx lr', '1eff2fe1'],
    ['mla r0, r0, r1, r2', '902120e0'],
    ['umull r0, r1, r0, r2', '900281e0'],
    ['ldmdbeq r0!, {r1, r2}', '06003009'],
    ['smlals r0, r1, r2, r3', '9203f1e0'],
  ];
  for (const [text, hex] of known) {
    const bytes = Buffer.from(model.encode(model.parse(text))).toString('hex');
    t.equal(bytes, hex, text);
    t.equal(model.print(model.parse(text)), text, `${text} prints back`);
  }
});
