// Operands that do not fit an A32 form are an EncodeError (text without a form an AsmError), never
// wrong bytes: immediate boundaries (first values past min and max of every immediate field),
// rotated immediates that do not exist, shift amounts per shift kind, branch offsets (which llvm-mc
// wraps silently), pc in every register slot, UNPREDICTABLE register combinations, malformed lists,
// missing and extra fields. Every case of cases() is the valid side of each boundary.

import t, { type Test } from 'tap';
import { model, type ArmInsn } from '../../../isa-models/arm/model.js';
import { descriptorOf } from '../../../isa-models/arm/descriptors.js';
import { assembleLines } from '../../../isa-models/verify.js';
import { AsmError, EncodeError } from '../../../isa-models/types.js';

const cases = [...model.cases(4)].map((c) => c.insn);
const firstOf = (form: string): ArmInsn => cases.find((i) => i.form === form)!;
const encodes = (i: ArmInsn): boolean => {
  model.encode(i);
  return true;
};

function refuses(t: Test, insn: ArmInsn, why: RegExp, name = `${insn.form} ${JSON.stringify(insn)}`): void {
  t.throws(() => model.encode(insn), { name: 'EncodeError', message: why }, name);
}

t.test('immediate fields: the range ends encode, one past them does not', async (t) => {
  for (const d of model.descriptors) {
    for (const op of d.operands) {
      if (op.range === undefined || op.kind !== 'imm' || op.name !== 'imm' || d.form.includes('#imm') === false) continue;
      const [lo, hi] = op.range.map(Number) as [number, number];
      const base = firstOf(d.form);
      if (d.form.includes(', #imm') && !d.form.startsWith('ldr rt, [pc') && d.form.includes('[')) {
        t.ok(encodes({ ...base, imm: lo }) && encodes({ ...base, imm: hi }), `${d.form}: ${lo} and ${hi} encode`);
      }
      refuses(t, { ...base, imm: lo - 1 }, /out of range/, `${d.form}: ${lo - 1}`);
      refuses(t, { ...base, imm: hi + 1 }, /out of range/, `${d.form}: ${hi + 1}`);
      refuses(t, { ...base, imm: 1.5 }, /integer/, `${d.form}: 1.5`);
    }
  }
  const ldrh = firstOf('ldrh rt, [rn, #imm]');
  t.same([...model.encode({ ...ldrh, rt: 'r0', rn: 'r1', cond: 'al', imm: 255 })], [0xbf, 0x0f, 0xd1, 0xe1], 'ldrh #255');
  refuses(t, { ...ldrh, imm: 256 }, /256 out of range -255\.\.255/);
  refuses(t, { ...firstOf('ldr rt, [rn, #imm]'), imm: 4096 }, /4096 out of range/);
  refuses(t, { ...firstOf('ldr rt, [pc, #imm]'), imm: -4096 }, /out of range/);
});

t.test('data-processing immediates must be 8 bits rotated right by an even amount', async (t) => {
  const mov = firstOf('mov rd, #imm');
  for (const v of [0x101, 0x102, 0x1fe00, 0xfffffffe, 0x12345678, -2, 2 ** 32, -(2 ** 31) - 1]) {
    refuses(t, { ...mov, imm: v }, /rotated|out of range/, `#${v}`);
  }
  for (const v of [0, 255, 256, 0xff000000, -16777216, 0xf000000f, 0x80000000]) t.ok(encodes({ ...mov, imm: v }), `#${v} encodes`);
});

t.test('shift amounts: lsl/ror 1–31, lsr/asr 1–32', async (t) => {
  for (const form of ['add rd, rn, rm, shift #amount', 'mov rd, rm, shift #amount', 'ldr rt, [rn, rm, shift #amount]']) {
    const base = firstOf(form);
    for (const [shift, bad, good] of [
      ['lsl', [0, 32], [1, 31]],
      ['ror', [0, 32], [1, 31]],
      ['lsr', [0, 33], [1, 32]],
      ['asr', [0, 33], [1, 32]],
    ] as const) {
      for (const amount of bad) refuses(t, { ...base, shift, amount }, /out of range/, `${form} ${shift} #${amount}`);
      for (const amount of good) t.ok(encodes({ ...base, shift, amount }), `${form} ${shift} #${amount}`);
    }
    refuses(t, { ...base, shift: 'rrx' as never }, /not a shift/);
  }
});

t.test('branch targets: words within ±32 MB; llvm-mc wraps what the model refuses', async (t) => {
  const b = firstOf('b target');
  for (const target of [2, 6, -2]) refuses(t, { ...b, target }, /multiple of 4/, `target ${target}`);
  refuses(t, { ...b, target: 2 ** 25 + 8 }, /out of range/);
  refuses(t, { ...b, target: -(2 ** 25) + 4 }, /out of range/);
  t.ok(encodes({ ...b, target: 2 ** 25 + 4 }) && encodes({ ...b, target: -(2 ** 25) + 8 }), 'both ends encode');
  const [wrapped] = assembleLines('arm', ['b #33554432']);
  t.equal(wrapped?.kind, 'bytes', "llvm-mc accepts b #33554432 and wraps it: only the model's check stands between it and wrong bytes");
});

t.test('pc in any register operand slot is refused', async (t) => {
  let checked = 0;
  for (const d of model.descriptors) {
    const base = firstOf(d.form) as unknown as Record<string, unknown>;
    for (const op of d.operands) {
      if (op.kind !== 'reg') continue;
      refuses(t, { ...base, [op.name]: 'pc' } as unknown as ArmInsn, /cannot be pc/, `${d.form}: ${op.name} = pc`);
      refuses(t, { ...base, [op.name]: 'r16' } as unknown as ArmInsn, /not an ARM register/, `${d.form}: ${op.name} = r16`);
      checked++;
    }
  }
  t.ok(checked > 600, `${checked} register slots`);
});

t.test('UNPREDICTABLE register combinations are refused', async (t) => {
  for (const d of model.descriptors.filter((x) => /[!\]],|\]!/.test(x.form) && x.form.includes('rt'))) {
    refuses(t, { ...firstOf(d.form), rt: 'r3', rn: 'r3' }, /rt = rn/, `${d.form} with rt = rn`);
  }
  for (const form of ['umull rdlo, rdhi, rn, rm', 'smlals rdlo, rdhi, rn, rm'])
    refuses(t, { ...firstOf(form), rdlo: 'r2', rdhi: 'r2' }, /different/);
  refuses(t, { ...firstOf('ldmia rn!, {regs}'), rn: 'r1', regs: ['r1', 'r2'] }, /base register in the list/);
  refuses(t, { ...firstOf('stmdb rn!, {regs}'), rn: 'r4', regs: ['r4'] }, /base register in the list/);
  t.ok(encodes({ ...firstOf('ldmia rn, {regs}'), rn: 'r1', regs: ['r1', 'r2'] }), 'without writeback rn may be in the list');
});

t.test('register lists: ascending, no repeats, not empty, members of the class', async (t) => {
  const push = firstOf('push {regs}');
  refuses(t, { ...push, regs: [] }, /must not be empty/);
  refuses(t, { ...push, regs: ['r5', 'r4'] }, /ascending/);
  refuses(t, { ...push, regs: ['r4', 'r4'] }, /ascending/);
  refuses(t, { ...push, regs: ['r4', 'sp'] }, /sp cannot be in this register list/);
  refuses(t, { ...push, regs: ['r4', 'pc'] }, /pc cannot be in this register list/);
  refuses(t, { ...firstOf('pop {regs}'), regs: ['r4', 'pc'] }, /pc cannot be/, 'a pop listing pc is the returning form');
  refuses(t, { ...firstOf('pop {regs, pc}'), regs: ['r4'] }, /must list pc/);
  refuses(t, { ...firstOf('pop {regs, pc}'), regs: ['lr', 'pc'] }, /lr cannot be/);
  refuses(t, { ...firstOf('ldmia rn, {regs}'), regs: ['r0', 'pc'] }, /pc cannot be/);
});

t.test('malformed instructions: unknown form, missing or extra fields, bad condition', async (t) => {
  const add = firstOf('add rd, rn, rm');
  t.throws(() => model.encode({ ...add, form: 'add rd, rn' }), EncodeError);
  t.throws(() => model.size({ ...add, form: 'frob' }), { name: 'EncodeError', message: /no ARM form/ });
  t.throws(() => model.print({ ...add, form: 'frob' }), EncodeError);
  const { rm: _rm, ...missing } = add;
  refuses(t, missing as ArmInsn, /missing operand 'rm'/);
  refuses(t, { ...add, imm: 3 }, /field 'imm' does not belong/);
  refuses(t, { ...add, cond: 'xx' as never }, /not a condition/);
  t.throws(() => model.print(missing as ArmInsn), { name: 'EncodeError', message: /missing operand 'rm'/ });
  t.equal(model.size(add), 4);
  t.throws(() => model.size({ ...add, rm: 'pc' }), EncodeError, 'size refuses what encode refuses');
});

t.test('text without a form is an AsmError naming it', async (t) => {
  const bad: [string, RegExp][] = [
    ['ldr r0, [r1, #-0]', /#-0/],
    ['ldr r0, [r1], #-0', /#-0/],
    ['ldr r0, [r1, r2, rrx]', /rrx/],
    ['ldr r0, [r1, r2, lsl r3]', /register-shifted/],
    ['b label', /expected a register, found 'label'/],
    ['b r0', /explicit offset/],
    ['frob r0', /unknown ARM mnemonic/],
    ['add r0, r1', /expected a register/],
    ['mul r0, r1', /takes 3 operands/],
    ['ldr r0, r1', /memory operand/],
    ['ldrh r0, [r1, r2, lsl #1]', /no shifted register offset/],
    ['ldr r0, [r1, #4], #4', /post-indexed/],
    ['push r4', /register list/],
    ['addeqs r0, r1, r2', /unknown ARM mnemonic/],
    ['movw r0, #1', /unknown ARM mnemonic/],
    ['ldm -r0, {r1}', /base register/],
    ['lsl r0, r1', /takes 3 operands/],
    ['add r0, r1, r2, r3', /too many|expected a shift/],
  ];
  for (const [text, why] of bad) t.throws(() => model.parse(text), { name: 'AsmError', message: why }, text);
});

t.test('every rejection text of the model is refused by the model', async (t) => {
  for (const r of model.rejects!()) {
    let error: unknown = null;
    try {
      model.encode(model.parse(r.text));
    } catch (e) {
      error = e;
    }
    t.ok(error instanceof AsmError || error instanceof EncodeError, `${r.text}: ${String(error)}`);
  }
  t.ok(descriptorOf('b target').operands.some((o) => o.kind === 'target'));
});
