// Properties of the A32 model over arbitrary instructions (fast-check, fixed seed, replay seed printed
// on failure): for any form and any field values — registers r0–pc, immediates far past their
// ranges, any shift, any register list — the encoder either gives exactly size() bytes or throws
// EncodeError (never another error, never a different length); whatever encodes prints to text that
// parses back to an instruction with the same bytes. Also: descriptors and register file agree with
// the instruction shapes, and conditional execution adds a flag read.

import t, { type Test } from 'tap';
import fc from 'fast-check';
import { model, type ArmInsn } from '../../../isa-models/arm/model.js';
import { controlOf, flagEffectOf } from '../../../isa-models/arm/descriptors.js';
import { CONDS } from '../../../isa-models/ual/conditions.js';
import { ARM_REG_NAMES } from '../../../isa-models/ual/registers.js';
import { SHIFT_OPS } from '../../../isa-models/ual/operands.js';
import { EncodeError } from '../../../isa-models/types.js';

const FC_SEED = 0xa3a3;

const reg = fc.constantFrom(...ARM_REG_NAMES);
const field: Record<string, fc.Arbitrary<unknown>> = {
  rd: reg,
  rn: reg,
  rm: reg,
  rs: reg,
  ra: reg,
  rdlo: reg,
  rdhi: reg,
  rt: reg,
  imm: fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 })),
  shift: fc.constantFrom(...SHIFT_OPS),
  amount: fc.integer({ min: -1, max: 34 }),
  regs: fc.uniqueArray(reg, { maxLength: 16 }),
  target: fc.oneof(fc.integer({ min: -(2 ** 26), max: 2 ** 26 }), fc.integer({ min: -64, max: 64 })),
};

/** Any form, with every field of its descriptor drawn from the wide arbitraries above. */
const anyInsn: fc.Arbitrary<ArmInsn> = fc.constantFrom(...model.descriptors).chain((d) => {
  const names = d.operands.map((o) => o.name).filter((n) => n !== 'cond');
  return fc
    .tuple(fc.constantFrom(...CONDS), ...names.map((n) => field[n]!))
    .map(([cond, ...values]) => ({ form: d.form, cond, ...Object.fromEntries(names.map((n, i) => [n, values[i]])) }) as ArmInsn);
});

function run(t: Test, name: string, property: fc.IProperty<[ArmInsn]>, numRuns: number): void {
  const result = fc.check(property, { seed: FC_SEED, numRuns });
  t.notOk(
    result.failed,
    `${name}; replay: fc.check(..., { seed: ${FC_SEED}, path: '${result.counterexamplePath ?? ''}' })\n${fc.defaultReportMessage(result) ?? ''}`,
  );
}

t.test('size() equals the encoded length, or encode throws EncodeError', async (t) => {
  let encoded = 0;
  let refused = 0;
  run(
    t,
    'size = encode length',
    fc.property(anyInsn, (insn) => {
      let bytes: Uint8Array;
      try {
        bytes = model.encode(insn);
      } catch (e) {
        if (!(e instanceof EncodeError)) throw e;
        refused++;
        return;
      }
      encoded++;
      if (bytes.length !== model.size(insn) || bytes.length !== 4) throw new Error(`size ${model.size(insn)}, bytes ${bytes.length}`);
    }),
    15000,
  );
  t.comment(`${encoded} encoded, ${refused} refused`);
  t.ok(encoded > 2000 && refused > 2000, 'both sides of the rules are exercised');
});

t.test('whatever encodes prints, parses back and encodes to the same bytes', async (t) => {
  run(
    t,
    'print/parse round trip',
    fc.property(anyInsn, (insn) => {
      let bytes: Uint8Array;
      try {
        bytes = model.encode(insn);
      } catch {
        return;
      }
      const text = model.print(insn);
      const again = model.encode(model.parse(text));
      if (Buffer.compare(Buffer.from(bytes), Buffer.from(again)) !== 0) throw new Error(`${text}: ${bytes} vs ${again}`);
      const canonical = model.parse(text);
      if (model.print(canonical) !== text) throw new Error(`${text} prints back as ${model.print(canonical)}`);
    }),
    15000,
  );
});

t.test('descriptors name exactly the fields of the instructions', async (t) => {
  const seen = new Set<string>();
  for (const { insn } of model.cases(4)) {
    if (seen.has(insn.form)) continue;
    seen.add(insn.form);
    const d = model.descriptors.find((x) => x.form === insn.form)!;
    t.same(
      Object.keys(insn)
        .filter((k) => k !== 'form')
        .sort(),
      d.operands.map((o) => o.name).sort(),
      insn.form,
    );
    for (const o of d.operands) if (o.regClass !== undefined) t.ok(model.registers.classes[o.regClass], `${d.form}: class ${o.regClass}`);
  }
  t.equal(seen.size, model.descriptors.length);
  t.equal(new Set(model.descriptors.map((d) => d.form)).size, model.descriptors.length, 'form names are unique');
});

t.test('register file and AAPCS', async (t) => {
  const { registers: rf, abi } = model;
  t.same(rf.allocatable.slice().sort(), ['r0', 'r1', 'r10', 'r11', 'r12', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9']);
  t.same(rf.reserved, ['sp', 'lr', 'pc']);
  t.same(abi.argRegs, ['r0', 'r1', 'r2', 'r3']);
  t.same(abi.resultRegs, ['r0', 'r1']);
  t.same(abi.calleeSaved, ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11']);
  t.ok(abi.callerSaved.includes('r12') && abi.callerSaved.includes('lr'));
  t.equal(abi.stackAlign, 8);
  t.equal(abi.fp, null);
  t.ok(
    rf.allocatable.every((r) => !rf.reserved.includes(r)),
    'nothing reserved is allocatable',
  );
  t.ok([...rf.calleeSaved, ...rf.callerSaved].every((r) => rf.registers.some((x) => x.name === r)));
});

t.test('memory, flags and control effects', async (t) => {
  const d = (form: string) => model.descriptors.find((x) => x.form === form)!;
  t.equal(d('ldr rt, [rn, #imm]!').memory, 'load');
  t.equal(d('ldr rt, [rn, #imm]!').operands[1]!.role, 'usedef', 'writeback base is read and written');
  t.equal(d('strh rt, [rn], -rm').memory, 'store');
  t.equal(d('push {regs}').memory, 'store');
  t.same(d('push {regs}').implicitDefs, ['sp']);
  t.equal(d('pop {regs, pc}').control, 'return');
  t.equal(d('bl target').control, 'call');
  t.same(d('bl target').implicitDefs, ['lr']);
  t.equal(d('adds rd, rn, rm').flags, 'write');
  t.equal(d('adc rd, rn, rm').flags, 'read');
  t.equal(d('mov rd, rm, rrx').flags, 'read');
  t.equal(d('cmp rn, #imm').flags, 'write');
  t.equal(d('umlal rdlo, rdhi, rn, rm').operands[0]!.role, 'usedef');
  const b = { form: 'b target', cond: 'al', target: 8 } as const;
  t.equal(controlOf(b), 'branch');
  t.equal(controlOf({ ...b, cond: 'ne' }), 'cond-branch');
  t.equal(flagEffectOf({ ...b, cond: 'ne' }), 'read');
  t.equal(flagEffectOf({ form: 'cmp rn, rm', cond: 'eq', rn: 'r0', rm: 'r1' }), 'readwrite');
  t.equal(flagEffectOf({ form: 'add rd, rn, rm', cond: 'al', rd: 'r0', rn: 'r0', rm: 'r1' }), 'none');
});
