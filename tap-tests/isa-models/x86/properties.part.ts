// Properties of the x86 models over random instructions (fast-check, fixed seed, replay printed on
// failure): every form with operands drawn partly outside what it accepts (registers of any class
// or mode, immediates and displacements past their bounds, any address). For each: size and encode
// agree — both throw EncodeError, or size equals the encoded length (the size model is the
// selector's cost); the bytes do not depend on the address; the printed text parses back to the
// same instruction. The encodable ones are then assembled by llvm-mc-14 in one batch and must give
// the same bytes — random operand combinations beyond cases(seed).

import t, { type Test } from 'tap';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { model as m32 } from '../../../isa-models/x86-32/model.js';
import { model as m64 } from '../../../isa-models/x86-64/model.js';
import type { X86Model } from '../../../isa-models/x86/model.js';
import { CONDS, type Scale, type X86Insn, type X86Operand } from '../../../isa-models/x86/insn.js';
import { REGISTERS } from '../../../isa-models/x86/registers.js';
import type { OperandDesc } from '../../../isa-models/types.js';
import { EncodeError } from '../../../isa-models/types.js';
import { assembleLines } from '../../../isa-models/verify.js';

const FC_SEED = 0x86;
const RUNS = 3000;

const ALL_REGS = [...new Set([...REGISTERS[32], ...REGISTERS[64]].map((r) => r.name))];

function arbReg(m: X86Model, cls: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...m.registers.classes[cls]!) },
    { weight: 1, arbitrary: fc.constantFrom(...ALL_REGS) },
  );
}

function arbBig(lo: bigint, hi: bigint): fc.Arbitrary<bigint> {
  return fc.oneof(
    fc.bigInt({ min: lo - 3n, max: hi + 3n }),
    fc.constantFrom(lo - 1n, lo, lo + 1n, -129n, -128n, -1n, 0n, 1n, 127n, 128n, hi - 1n, hi, hi + 1n),
  );
}

function arbMem(m: X86Model): fc.Arbitrary<X86Operand> {
  const addr = m.registers.classes[m.mode === 64 ? 'gpr64' : 'gpr32']!;
  const anyAddr = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...addr) },
    { weight: 1, arbitrary: fc.constantFrom('rip', 'eax', 'r9', 'ax') },
  );
  const disp = fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, 1, -1, 127, 128, -128, -129, 2 ** 31));
  return fc
    .record({
      base: fc.option(anyAddr, { nil: null }),
      index: fc.option(anyAddr, { nil: null }),
      scale: fc.constantFrom<Scale>(1, 2, 4, 8),
      disp,
    })
    .map((r) => ({ kind: 'mem' as const, ...r }));
}

function arbOperand(m: X86Model, od: OperandDesc): fc.Arbitrary<X86Operand> {
  switch (od.kind) {
    case 'reg':
      return arbReg(m, od.regClass!).map((reg) => ({ kind: 'reg' as const, reg }));
    case 'imm':
      return arbBig(od.range![0], od.range![1]).map((value) => ({ kind: 'imm' as const, value }));
    case 'target':
      return arbBig(od.range![0], od.range![1]).map((v) => ({ kind: 'target' as const, disp: Number(v) }));
    case 'cond':
      return fc.constantFrom(...CONDS).map((cond) => ({ kind: 'cond' as const, cond }));
    case 'mem':
      return arbMem(m);
    default:
      throw new Error(`x86 has no ${od.kind} operands`);
  }
}

function arbInsn(m: X86Model): fc.Arbitrary<X86Insn> {
  return fc
    .constantFrom(...m.descriptors)
    .chain((d) => fc.tuple(...d.operands.map((od) => arbOperand(m, od))).map((operands) => ({ form: d.form, operands })));
}

function outcome<T>(f: () => T): T | EncodeError {
  try {
    return f();
  } catch (e) {
    if (e instanceof EncodeError) return e;
    throw e;
  }
}

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

function checkMode(t: Test, m: X86Model): void {
  const encodable = new Map<string, string>();
  let rejected = 0;
  const property = fc.property(arbInsn(m), (insn) => {
    const size = outcome(() => m.size(insn));
    const bytes = outcome(() => m.encode(insn));
    if (size instanceof EncodeError || bytes instanceof EncodeError) {
      rejected++;
      return size instanceof EncodeError && bytes instanceof EncodeError && size.message === bytes.message;
    }
    const text = m.print(insn);
    if (size !== bytes.length || hex(m.encode(insn, 0x7654321)) !== hex(bytes)) return false;
    if (!isDeepStrictEqual(m.parse(text), insn)) return false;
    encodable.set(text, hex(bytes));
    return true;
  });
  const run = fc.check(property, { seed: FC_SEED, numRuns: RUNS });
  t.notOk(run.failed, `size/encode/print/parse agree (replay: seed ${FC_SEED}) ${fc.defaultReportMessage(run) ?? ''}`);
  t.ok(rejected > RUNS / 20 && encodable.size > RUNS / 3, `${m.isa}: ${encodable.size} distinct encodable, ${rejected} rejected draws`);
  const texts = [...encodable.keys()];
  const mc = assembleLines(m.isa, texts);
  const wrong = texts.flatMap((text, i) => {
    const r = mc[i]!;
    const theirs = r.kind === 'bytes' ? hex(r.bytes) : `error ${r.message}`;
    return theirs === encodable.get(text) ? [] : [`${text}: llvm-mc ${theirs}, model ${encodable.get(text)}`];
  });
  t.same(wrong.slice(0, 10), [], `${m.isa}: ${texts.length} random encodable instructions equal llvm-mc-14's bytes`);
}

t.test('x86-32 properties', async (t) => checkMode(t, m32));
t.test('x86-64 properties', async (t) => checkMode(t, m64));
