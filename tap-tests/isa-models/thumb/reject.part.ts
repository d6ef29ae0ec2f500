// Operands that do not fit a Thumb-1 form are errors, never bytes: the encoder, size model and
// printer throw EncodeError and the parser throws AsmError, for every first out-of-range value of
// every operand of every form (mutants.ts). The same text is shown to llvm-mc-14: where it rejects
// the text, so must the parser; where it accepts it, the parser must find the same bytes through
// another form (`cmp r8, r0` is the high cmp) — or the model is deliberately stricter, for the
// reasons in LAX (isa-models/thumb/rejects.ts), each of which must still occur. The model's
// rejects() (the verifier's rejection texts) are exactly the mutants both refuse.

import t from 'tap';
import { AsmError, EncodeError } from '../../../isa-models/types.js';
import { model, type ThumbInsn } from '../../../isa-models/thumb/model.js';
import { format } from '../../../isa-models/thumb/print.js';
import { LAX, mutants, rejects, type Mutant } from '../../../isa-models/thumb/rejects.js';
import { assembleThumb } from './tools.js';

const all = mutants();
const texts = all.map((m) => format(m.spec, m.ops));
const hex = (b: ArrayLike<number>): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

function throwsEncode(m: Mutant): string | null {
  const insn: ThumbInsn = { form: m.spec.form, ops: m.ops };
  for (const [name, f] of [
    ['encode', model.encode],
    ['size', model.size],
    ['print', model.print],
  ] as const) {
    try {
      (f as (i: ThumbInsn) => unknown)(insn);
      return `${name} accepted it`;
    } catch (e) {
      if (!(e instanceof EncodeError)) return `${name} threw ${String(e)}`;
      if (!e.message.includes(m.spec.form)) return `${name}'s message does not name the form: ${e.message}`;
    }
  }
  return null;
}

t.test('every out-of-range operand throws EncodeError from encode, size and print', async (t) => {
  const failures = all.flatMap((m) => {
    const why = throwsEncode(m);
    return why === null ? [] : [`${m.spec.form} with ${m.what}: ${why}`];
  });
  t.ok(all.length > 900, `${all.length} mutants over ${new Set(all.map((m) => m.spec.form)).size} forms`);
  t.same(failures.slice(0, 20), [], `${failures.length} failures`);
});

function parseOutcome(text: string): { bytes: string } | { error: unknown } {
  try {
    return { bytes: hex(model.encode(model.parse(text))) };
  } catch (error) {
    return { error };
  }
}

t.test('the parser agrees with llvm-mc-14 on the mutants, except where the model is stricter', async (t) => {
  const mc = assembleThumb(texts);
  const failures: string[] = [];
  const used = new Set<string>();
  let rejectedByBoth = 0;
  texts.forEach((text, i) => {
    const ours = parseOutcome(text);
    const theirs = mc[i]!;
    if ('error' in ours && !(ours.error instanceof AsmError)) failures.push(`${text}: parse threw ${String(ours.error)}`);
    else if (theirs.kind === 'error') {
      if ('bytes' in ours) failures.push(`${text}: llvm-mc rejects (${theirs.message}), parse gives ${ours.bytes}`);
      else rejectedByBoth++;
    } else if ('bytes' in ours) {
      if (ours.bytes !== hex(theirs.bytes)) failures.push(`${text}: parse gives ${ours.bytes}, llvm-mc ${hex(theirs.bytes)}`);
    } else {
      const reason = LAX.find((s) => s.test(text));
      if (reason === undefined) failures.push(`${text}: llvm-mc accepts (${hex(theirs.bytes)}), parse rejects`);
      else used.add(reason.why);
    }
  });
  t.same(failures.slice(0, 20), [], `${failures.length} disagreements`);
  t.same(
    LAX.filter((s) => !used.has(s.why)).map((s) => s.why),
    [],
    'every documented strictness occurs',
  );
  t.ok(rejectedByBoth > 700, `${rejectedByBoth} texts rejected by both`);
  const both = new Set(texts.filter((text, i) => mc[i]!.kind === 'error' && 'error' in parseOutcome(text)));
  t.same(
    rejects()
      .map((r) => r.text)
      .sort(),
    [...both].sort(),
    'rejects() lists exactly the texts both refuse',
  );
});

t.test('malformed instructions: wrong operand kinds, counts, unknown forms', async (t) => {
  const bad: readonly ThumbInsn[] = [
    { form: 'adds rd, rn, rm', ops: ['r0', 'r1'] },
    { form: 'adds rd, rn, rm', ops: ['r0', 'r1', 'r2', 'r3'] },
    { form: 'adds rd, rn, rm', ops: ['r0', 'r1', 3] },
    { form: 'adds rd, rn, #imm3', ops: ['r0', 'r1', 'r2'] },
    { form: 'adds rd, rn, #imm3', ops: ['r0', 'r1', 1.5] },
    { form: 'movs rd, #imm8', ops: ['x9', 1] },
    { form: 'b<c> target', ops: ['always', 0] },
    { form: 'b<c> target', ops: [3, 0] },
    { form: 'push {reglist}', ops: ['r0'] },
    { form: 'push {reglist}', ops: [['r1', 'r0']] },
    { form: 'push {reglist}', ops: [['r0', 'r0']] },
    { form: 'add r0, r1, r2', ops: [] },
  ];
  for (const insn of bad) {
    t.throws(() => model.encode(insn), EncodeError, JSON.stringify(insn));
    t.throws(() => model.size(insn), EncodeError);
  }
  t.throws(() => model.parse('adds r0, r8, r1'), { name: 'AsmError', message: /register r8 is not allowed as rn/ });
  t.throws(() => model.parse('movs r0, #256'), { message: /imm 256 out of range 0\.\.255/ });
  t.throws(() => model.parse('ldr r0, [r1, #2]'), { message: /imm 2 is not a multiple of 4/ });
  t.throws(() => model.parse('b #2047'), { message: /target 2051 out of range -2044\.\.2050/ });
  t.throws(() => model.parse('ldr r0, [r1, #4]!'), { name: 'AsmError', message: /no Thumb-1/ });
  t.throws(() => model.parse('add.w r0, r0, #1000'), { name: 'AsmError', message: /no Thumb-1/ });
  t.throws(() => model.parse('cbz r0, #4'), { name: 'AsmError' });
  t.throws(() => model.parse('ldr r0, [r1, #4'), { name: 'AsmError' });
});

t.test('the parser reads other spellings llvm-mc-14 accepts, to the same bytes', async (t) => {
  const lines = [
    'adds r0, r0, #200',
    'subs r7, r7, #8',
    'ands r0, r0, r1',
    'add r8, r8, r1',
    'add sp, sp, #8',
    'sub sp, sp, #508',
    'muls r2, r3',
    'bal #100',
    'mov r13, r15',
    'mov ip, fp',
    'bcs #0',
    'bcc #-4',
    'ldr r0, [r1, #0]',
    'ldr r0, [sp, #0]',
    'movs r0, #0xff',
    'push {r4-r7, lr}',
    'pop {r1, r0}',
    'ldm r0!, {r3, r1}',
    'LSLS R0, R1, #3',
    'adds r0, r0, #7 @ the imm3 form, as llvm-mc chooses',
  ];
  const mc = assembleThumb(lines);
  lines.forEach((line, i) => {
    const r = mc[i]!;
    t.equal(r.kind, 'bytes', `llvm-mc accepts ${line}`);
    if (r.kind === 'bytes') t.equal(hex(model.encode(model.parse(line))), hex(r.bytes), line);
  });
});
