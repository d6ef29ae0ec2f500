// What cases(seed) promises (isa-models/arm/cases.ts), checked on the cases themselves: every form,
// every register of its class in every register slot, every condition on every form, the ends of
// every immediate range, every rotation of the seed bytes, every member of every register list;
// deterministic for a seed, different for another seed. Prints the case count per kind of form.

import t from 'tap';
import { isDeepStrictEqual } from 'node:util';
import { model, type ArmInsn } from '../../../isa-models/arm/model.js';
import { decodeRotated } from '../../../isa-models/arm/immediates.js';
import { armTiedCases } from '../../../isa-models/arm/cases.js';
import { CONDS } from '../../../isa-models/ual/conditions.js';

const SEED = 4;
const all = [...model.cases(SEED)].map((c) => c.insn);
const byForm = new Map<string, ArmInsn[]>();
for (const i of all) {
  const list = byForm.get(i.form);
  if (list === undefined) byForm.set(i.form, [i]);
  else list.push(i);
}
const field = (i: ArmInsn, name: string): unknown => (i as unknown as Record<string, unknown>)[name];

t.test('every form, thousands of cases, deterministic per seed', async (t) => {
  t.same([...byForm.keys()].sort(), model.descriptors.map((d) => d.form).sort());
  t.ok(all.length > 10000, `${all.length} cases over ${byForm.size} forms`);
  // node's deep equality: tap's same/notSame would format and diff fifteen thousand objects.
  t.ok(
    isDeepStrictEqual(
      [...model.cases(SEED)].map((c) => c.insn),
      all,
    ),
    'same seed, same cases',
  );
  t.notOk(
    isDeepStrictEqual(
      [...model.cases(SEED + 1)].map((c) => c.insn),
      all,
    ),
    'another seed draws other values',
  );
  t.ok([...model.cases(SEED)].every((c) => c.form === c.insn.form));
});

t.test('every register of the class in every register slot, every condition on every form', async (t) => {
  const gaps: string[] = [];
  for (const d of model.descriptors) {
    const insns = byForm.get(d.form)!;
    for (const op of d.operands) {
      const seen = new Set(insns.flatMap((i) => [field(i, op.name)].flat()));
      if (op.kind === 'reg' || op.kind === 'reglist') {
        const members = model.registers.classes[op.regClass!]!;
        const missing = members.filter((r) => !seen.has(r));
        if (missing.length > 0) gaps.push(`${d.form} ${op.name}: never ${missing.join(' ')}`);
      }
      if (op.kind === 'cond') {
        const missing = CONDS.filter((c) => !seen.has(c));
        if (missing.length > 0) gaps.push(`${d.form}: never ${missing.join(' ')}`);
      }
      if (op.kind === 'imm' && op.range !== undefined && d.form.includes('#imm') && d.form.includes('[')) {
        for (const end of op.range.map(Number)) if (!seen.has(end)) gaps.push(`${d.form} ${op.name}: never ${end}`);
      }
      if (op.name === 'amount') {
        for (const end of [1, 31, 32]) if (!seen.has(end)) gaps.push(`${d.form}: never amount ${end}`);
      }
      if (op.kind === 'target') {
        for (const end of op.range!.map(Number)) if (!seen.has(end)) gaps.push(`${d.form}: never target ${end}`);
      }
    }
  }
  t.same(gaps, [], 'no gaps');
});

t.test('rotated immediates: every rotation of the seed bytes on every immediate form', async (t) => {
  for (const d of model.descriptors.filter((x) => x.form.endsWith('#imm') && !x.form.includes('['))) {
    const seen = new Set(byForm.get(d.form)!.map((i) => i.imm));
    const missing: string[] = [];
    for (const imm8 of [0x01, 0xff, 0xa5, 0x81]) {
      for (let rot = 0; rot < 16; rot++) if (!seen.has(decodeRotated((rot << 8) | imm8))) missing.push(`${imm8}:${rot}`);
    }
    t.same(missing, [], d.form);
  }
});

t.test('tied register choices: rd = rn and rd = rm in the cases, every pair in the tied cases', async (t) => {
  const same = (a: string, b: string) => all.filter((i) => field(i, a) !== undefined && field(i, a) === field(i, b)).length;
  t.ok(same('rd', 'rn') > 50, `rd = rn in ${same('rd', 'rn')} cases`);
  t.ok(same('rd', 'rm') > 50, `rd = rm in ${same('rd', 'rm')} cases (ARMv6 allows mul rd = rm)`);
  const tied = [...armTiedCases(SEED)].map((c) => c.insn);
  for (const d of model.descriptors) {
    const regs = d.operands.filter((o) => o.kind === 'reg').length;
    const n = tied.filter((i) => i.form === d.form).length;
    // A writeback form's rt and rn may not tie (UNPREDICTABLE): with no third register it has none.
    const onlyRtRn =
      regs === 2 && d.operands.some((o) => o.name === 'rn' && o.role === 'usedef') && d.operands.some((o) => o.name === 'rt');
    if (regs >= 2 && !onlyRtRn && n === 0) t.fail(`${d.form}: no tied case`);
    if (onlyRtRn && n !== 0) t.fail(`${d.form}: a tied case of rt and rn`);
  }
  t.ok(
    tied.some((i) => i.form === 'mul rd, rn, rm' && i.rd === i.rn),
    'mul with rd = rn among the tied cases',
  );
});
