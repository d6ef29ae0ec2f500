// Properties of the Thumb-1 model over operands drawn by fast-check (fixed seed; a failure prints
// the replay): an instruction either encodes — then size() is its byte count, the bytes do not
// depend on the address, parse(print()) gives it back, and Capstone decodes the bytes to the same
// text — or encode, size and print all throw EncodeError. The draws straddle every operand's
// limits, so both outcomes occur (counted and required). Also: the descriptors and register file
// are consistent with themselves and the architecture note's target table.

import t from 'tap';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { EncodeError } from '../../../isa-models/types.js';
import { model, type ThumbInsn, type ThumbValue } from '../../../isa-models/thumb/model.js';
import { FORMS, type ThumbOperandDesc } from '../../../isa-models/thumb/forms.js';
import { ARM_REG_NAMES } from '../../../isa-models/ual/registers.js';
import { REAL_CONDS } from '../../../isa-models/ual/conditions.js';
import { capstoneSpelling, capstoneText } from './tools.js';

const REGS = [...ARM_REG_NAMES];

function operand(d: ThumbOperandDesc): fc.Arbitrary<ThumbValue> {
  switch (d.kind) {
    case 'reg':
      return fc.constantFrom(...REGS);
    case 'cond':
      return fc.constantFrom(...REAL_CONDS, 'al');
    case 'imm':
    case 'target': {
      const [lo, hi] = [Number(d.range![0]), Number(d.range![1])];
      const slack = 2 * d.step + 1;
      return fc.oneof(fc.integer({ min: lo - slack, max: hi + slack }), fc.constantFrom(lo, hi, lo - d.step, hi + d.step));
    }
    case 'reglist':
      return fc.subarray(REGS);
    case 'mem':
    case 'shift':
      throw new Error(`no ${d.kind} operands in Thumb-1`);
  }
}

const insnArb: fc.Arbitrary<ThumbInsn> = fc
  .constantFrom(...FORMS)
  .chain((spec) => fc.tuple(...spec.operands.map(operand)).map((ops): ThumbInsn => ({ form: spec.form, ops })));

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

t.test('encode, size, print, parse and Capstone agree on drawn operands', async (t) => {
  const counts = { encoded: 0, rejected: 0 };
  const property = fc.property(insnArb, fc.integer({ min: 0, max: 0x7ffffe }), (insn, half) => {
    let bytes: Uint8Array;
    try {
      bytes = model.encode(insn);
    } catch (e) {
      if (!(e instanceof EncodeError)) throw e;
      counts.rejected++;
      if (!throwsEncodeError(() => model.size(insn)) || !throwsEncodeError(() => model.print(insn))) return false;
      return true;
    }
    counts.encoded++;
    const text = model.print(insn);
    return (
      model.size(insn) === bytes.length &&
      hex(model.encode(insn, half * 2)) === hex(bytes) &&
      isDeepStrictEqual(model.parse(text), insn) &&
      capstoneText(bytes, 0x1000) === capstoneSpelling(insn, text)
    );
  });
  const details = fc.check(property, { seed: 4242, numRuns: 6000 });
  if (details.failed) {
    t.fail(
      `${fc.defaultReportMessage(details)}\nreplay: fc.assert(property, { seed: ${details.seed}, path: '${details.counterexamplePath}' })`,
    );
  }
  t.ok(counts.encoded > 1000 && counts.rejected > 1000, `both outcomes drawn: ${counts.encoded} encoded, ${counts.rejected} rejected`);
});

function throwsEncodeError(f: () => unknown): boolean {
  try {
    f();
    return false;
  } catch (e) {
    return e instanceof EncodeError;
  }
}

t.test('descriptors are consistent', async (t) => {
  for (const d of FORMS) {
    const covered = new Set(d.fields.map((f) => f.op));
    t.same(
      d.operands.map((_, i) => covered.has(i)),
      d.operands.map(() => true),
      `${d.form}: every operand has a field`,
    );
    t.equal(d.size, d.form === 'bl target' ? 4 : 2, `${d.form}: size`);
    const m = d.mnemonic;
    const memory = /^(ldr|ldm|pop)/.test(m) ? 'load' : /^(str|stm|push)/.test(m) ? 'store' : 'none';
    t.equal(d.memory, memory, `${d.form}: memory effect`);
    for (const o of d.operands) {
      if (o.kind === 'reg' || o.kind === 'reglist')
        t.ok(o.regClass !== undefined && o.regClass in model.registers.classes, `${d.form} ${o.name}: class`);
      if (o.kind === 'imm' || o.kind === 'target') t.ok(o.range !== undefined, `${d.form} ${o.name}: range`);
    }
    if (/^(push|pop)/.test(m)) t.same([d.implicitUses, d.implicitDefs], [['sp'], ['sp']], `${d.form}: sp implicit`);
    if (d.control === 'call') t.same(d.implicitDefs, ['lr'], `${d.form}: a call writes lr`);
  }
  t.same(
    FORMS.filter((d) => d.control !== 'none').map((d) => `${d.form}: ${d.control}`),
    ['pop {reglist, pc}: return', 'b<c> target: cond-branch', 'b target: branch', 'bl target: call', 'bx rm: return', 'blx rm: call'],
  );
  t.same(
    FORMS.filter((d) => d.flags === 'readwrite').map((d) => d.mnemonic),
    ['adcs', 'sbcs'],
  );
});

t.test('register file and ABI follow the target table', async (t) => {
  const r = model.registers;
  t.same(r.allocatable, ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'], 'r0–r7 only');
  t.same(r.reserved, ['sp', 'lr', 'pc']);
  t.same(
    r.registers.map((x) => x.name),
    REGS,
  );
  t.same(
    [...r.calleeSaved, ...r.callerSaved].sort(),
    REGS.filter((x) => x !== 'sp' && x !== 'pc').sort(),
    'callee- and caller-saved partition r0–r12 and lr',
  );
  t.same(model.abi, {
    wordBytes: 4,
    sp: 'sp',
    fp: null,
    lr: 'lr',
    pc: 'pc',
    argRegs: ['r0', 'r1', 'r2', 'r3'],
    resultRegs: ['r0', 'r1'],
    calleeSaved: r.calleeSaved,
    callerSaved: r.callerSaved,
    stackAlign: 8,
  });
  t.equal(model.isa, 'thumb');
});
