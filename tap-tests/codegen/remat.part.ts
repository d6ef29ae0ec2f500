// Rematerialization edits (issue 20 Deliver 1; thesis §3.2.3 constant classes): an Edit whose
// source is a constant (engine/mir/types.ts RematSource) on all four ISAs, end to end — a
// hand-built function and a hand-built allocation that evicts two constants without storing them
// and regenerates them (one between a compare and its branch, where Thumb's flag-setting `movs`
// must not be used; one where the flags are dead), accepted by the allocation checker, emitted,
// run in Unicorn against the expected results on both sides of the branch, with no spill traffic
// measured, and priced by the cost evaluator (remat kind, weight 1, bytes from the ISA size model).
// Then the checker's rejections: a remat of a vreg defined by a non-const instruction, with another
// value, of a vreg with two different const defs, and into a spill slot; and its acceptance of a
// vreg whose several const defs (phi elimination) agree modulo 2^bits.

import t from 'tap';
import { emitFunction } from '../../engine/codegen/pipeline.js';
import { linkImage } from '../../engine/link/link-image.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocResult, Edit, MFunction, PReg } from '../../engine/mir/types.js';
import { printMir } from '../../engine/mir/print.js';
import type { Isa } from '../../isa-models/types.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import { rematPrice } from '../../oracles/allocation-cost/edit-price.js';
import { TARGETS } from '../../engine/targets/target.js';
import { runImage } from '../../simulators/harness.js';
import { allocateByMap, fn, instIndex, ISAS, Mini, moduleFor } from './build.js';

const BIG = 0x12345678n; // no ARM rotated immediate, above Thumb's imm8: a literal-pool word on both
const SMALL = 7n; // an immediate everywhere (Thumb `movs` only where the flags are dead)
const CMP = 5n;

/** Registers per ISA: A holds the argument, P and Q the constants, R the result. */
const REGS: Record<Isa, { A: PReg; P: PReg; Q: PReg; R: PReg }> = {
  'x86-32': { A: 'ecx', P: 'esi', Q: 'edi', R: 'eax' },
  'x86-64': { A: 'rdi', P: 'rsi', Q: 'rdx', R: 'rax' },
  arm: { A: 'r0', P: 'r4', Q: 'r5', R: 'r0' },
  thumb: { A: 'r0', P: 'r4', Q: 'r5', R: 'r0' },
};

/**
 * f(a) = a > 5 ? a + BIG + 7 : a + 7 + 5. v1 = BIG and v3 = 7 are overwritten in their registers by
 * v2 = 5 and v9 = 0 (no store: an allocator that knows they are constants evicts them for free) and
 * rematerialized after the compare, before the conditional branch (flags live); in the else block
 * v2 is rematerialized into P where the flags are dead (the next add writes them).
 */
function program(isa: Isa): { f: MFunction; alloc: AllocResult; rematAt: { branch: number; elseAdd: number } } {
  const m = new Mini(isa);
  const blocks = [
    { insts: [...m.entry([0]), m.konst(1, BIG), m.konst(3, SMALL), m.konst(2, CMP), m.konst(9, 0n), m.jump(1)], succs: [1] },
    { insts: m.branchGt(0, 2, 2, 3), succs: [2, 3] },
    { insts: [m.add(4, 0, 1), m.add(5, 4, 3), m.copy(6, 5), m.ret(6)], succs: [] },
    { insts: [m.add(7, 0, 3), m.add(8, 7, 2), m.copy(10, 8), m.ret(10)], succs: [] },
  ];
  const f = fn('f', m, blocks, 11);
  const { A, P, Q, R } = REGS[isa];
  const branch = instIndex(f, 1, 1); // the conditional branch, right after the compare
  const elseAdd = instIndex(f, 3, 1); // v8 = v7 + v2, v2 read from P
  const remat = (inst: number, vreg: number, value: bigint, preg: PReg): Edit => ({
    point: { inst, pos: 'before' },
    from: { kind: 'const', value },
    to: { kind: 'reg', preg },
    vreg,
  });
  const edits = [remat(branch, 1, BIG, P), remat(branch, 3, SMALL, Q), remat(elseAdd, 2, CMP, P)];
  const where = { 0: A, 1: P, 2: Q, 3: Q, 4: A, 5: A, 6: R, 7: A, 8: A, 9: P, 10: R };
  const alloc = allocateByMap(f, where, isa, edits, 0, { [`${elseAdd}:2`]: P });
  return { f, alloc, rematAt: { branch, elseAdd } };
}

const expected = (a: number): number => Number(BigInt.asIntN(32, BigInt(a) + (a > 5 ? BIG + SMALL : SMALL + CMP)));

/** Bytes of the three remats per ISA (the manuals): x86 `mov r32, imm32` 5 each (no REX: the registers are the low eight); ARM
 *  `ldr` of a literal + `mov #7` + `mov #5`, 4 each; Thumb two `ldr` of a literal (BIG, and 7 where the flags are live) and `movs #5`, 2 each. */
const REMAT_BYTES: Record<Isa, { bytes: number; pool: number }> = {
  'x86-32': { bytes: 15, pool: 0 },
  'x86-64': { bytes: 15, pool: 0 },
  arm: { bytes: 12, pool: 4 },
  thumb: { bytes: 6, pool: 8 },
};

for (const isa of ISAS) {
  t.test(`${isa}: remat edits checked, emitted, run and priced`, (t) => {
    const { f, alloc, rematAt } = program(isa);
    t.same(verifyMir(f, isa), [], 'verifyMir');
    const regs = targetRegs(isa);
    t.same(checkAllocation(f, alloc, regs), [], 'the checker accepts the remats');
    const without = { ...alloc, edits: [] };
    t.ok(checkAllocation(f, without, regs).length > 0, 'without the remats the evicted constants are missing');
    t.match(printMir(f, isa, alloc), /\^ remat v3: #7 -> (edi|rdx|r5)/, 'printMir shows a remat');

    const emitted = emitFunction(f, alloc, isa);
    t.same(emitted.spillOffsets, [], 'a remat is not spill traffic');
    if (isa === 'thumb') {
      const forms = emitted.insns.map((i) => (i.insn as { form: string }).form);
      const cmp = forms.indexOf('cmp rn, rm');
      const bcc = forms.indexOf('b<c> target', cmp);
      t.ok(cmp >= 0 && bcc > cmp, 'compare then conditional branch');
      t.notOk(forms.slice(cmp + 1, bcc).includes('movs rd, #imm8'), 'no flag-setting movs between the compare and its branch');
      t.equal(forms.slice(cmp + 1, bcc).filter((x) => x === 'ldr rt, [pc, #imm8]').length, 2, 'both remats there are literal loads');
    }
    const image = linkImage(moduleFor(isa, ['f']), [emitted], isa);
    for (const a of [3, 5, 6, 100, -100]) {
      const o = runImage(image, { entry: 'f', args: [{ width: 32, value: BigInt(a) }] });
      t.equal(o.status, 'ok', `f(${a}) runs`);
      t.equal(Number(BigInt.asIntN(32, o.resultRegs[0]!)), expected(a), `f(${a})`);
      t.equal(o.counts.spillLoads, 0, `f(${a}): no spill load counted`);
    }

    const cost = evaluateAllocation(f, alloc, { isa, frequencies: { kind: 'static' }, slotOffsets: emitted.frame.slotOffsets });
    t.equal(cost.edits.remat, 3, 'three remats');
    t.equal(cost.edits.load + cost.edits.store + cost.edits.move, 0, 'nothing else');
    t.equal(cost.weighted.byKind.remat, 3, 'weight 1 each (as a move) at frequency 1');
    t.equal(cost.dynamic.load, 0, 'no predicted spill load');
    t.equal(cost.size.byKind.remat, REMAT_BYTES[isa].bytes, 'remat bytes');
    t.equal(cost.size.poolBytes, REMAT_BYTES[isa].pool, 'literal words');
    if (isa === 'x86-32' || isa === 'x86-64') {
      const bare = emitFunction(f, without, isa); // wrong code, but its size is the function's without the remats
      t.equal(emitted.bytes.length - bare.bytes.length, cost.size.total, 'the evaluated bytes are the emitted difference');
    }
    t.ok(rematAt.branch < rematAt.elseAdd);
    t.end();
  });
}

t.test('the checker rejects remats the function does not allow', (t) => {
  const isa: Isa = 'arm';
  const regs = targetRegs(isa);
  const { f, alloc, rematAt } = program(isa);
  const withEdit = (k: number, e: Partial<Edit>) => ({ ...alloc, edits: alloc.edits.map((x, i) => (i === k ? { ...x, ...e } : x)) });
  const messages = (a: AllocResult) => checkAllocation(f, a, regs).map((e) => `${e.inst} ${e.message}`);

  const wrongValue = messages(withEdit(0, { from: { kind: 'const', value: BIG + 1n } }));
  t.match(wrongValue[0], new RegExp(`^${rematAt.branch} edit before: remat of v1 as ${BIG + 1n}: v1 holds the constant ${BIG}`));
  t.ok(
    wrongValue.some((m) => /use of v1 in r4, but r4 holds nothing/.test(m)),
    'and the register holds nothing after it',
  );

  const notConst = messages(withEdit(0, { vreg: 0, from: { kind: 'const', value: 3n } }));
  t.match(notConst[0], /remat of v0 as 3: not rematerializable \(v0 is defined at 0 by a isa instruction, not a const\)/);

  const intoSlot = messages({ ...withEdit(0, { to: { kind: 'slot', slot: 0 } }), spillSlots: 1 });
  t.match(intoSlot[0], /remat of v1 as \d+ into slot0: a constant is rematerialized only into a register/);

  const g = phiLike(7n, 7n);
  t.same(checkAllocation(g.f, g.alloc(7n), regs), [], 'two const defs of one value: remat allowed');
  t.same(checkAllocation(g.f, g.alloc(7n + 2n ** 32n), regs), [], 'the value compares modulo 2^bits');
  const h = phiLike(7n, 8n);
  t.match(checkAllocation(h.f, h.alloc(7n), regs)[0]?.message, /not rematerializable \(v1 is defined as 7 and as 8 \(at \d+\)\)/);
  t.end();
});

/** ARM: v1 defined as `x` on one path and `y` on the other, joined, its register overwritten by v2, then rematerialized for its use. */
function phiLike(x: bigint, y: bigint): { f: MFunction; alloc: (value: bigint) => AllocResult } {
  const m = new Mini('arm');
  const blocks = [
    { insts: [...m.entry([0]), m.konst(3, 0n), ...m.branchGt(0, 3, 1, 2)], succs: [1, 2] },
    { insts: [m.konst(1, x), m.jump(3)], succs: [3] },
    { insts: [m.konst(1, y), m.jump(3)], succs: [3] },
    { insts: [m.konst(2, 1n), m.add(4, 0, 2), m.add(5, 4, 1), m.ret(5)], succs: [] },
  ];
  const f = fn('g', m, blocks, 6);
  const use1 = instIndex(f, 3, 2);
  return {
    f,
    alloc: (value) =>
      allocateByMap(f, { 0: 'r0', 1: 'r4', 2: 'r4', 3: 'r1', 4: 'r0', 5: 'r0' }, 'arm', [
        { point: { inst: use1, pos: 'before' }, from: { kind: 'const', value }, to: { kind: 'reg', preg: 'r4' }, vreg: 1 },
      ]),
  };
}

t.test("the evaluator's remat price agrees with the const expansion code generation emits", (t) => {
  const values = [0n, 1n, 7n, 255n, 256n, 0xff0n, 0xff000000n, 0x12345678n, 0x7fffffffn, 0x80000000n, 0xffffffffn, -1n, -256n];
  const wide = [2n ** 32n, 2n ** 40n + 5n, -(2n ** 31n), 2n ** 63n, 0x123456789abcdefn];
  let cases = 0;
  for (const isa of ISAS) {
    const target = TARGETS[isa];
    const regs = isa === 'x86-64' ? ['rax', 'rsi', 'r8', 'r15'] : isa === 'x86-32' ? ['eax', 'edi'] : ['r0', 'r7'];
    const widths = isa === 'x86-64' ? [8, 16, 32, 64] : [8, 16, 32];
    for (const reg of regs)
      for (const bits of widths)
        for (const value of bits === 64 ? [...values, ...wide] : values)
          for (const flagsLive of [false, true]) {
            const c = target.constant(reg, value, bits, flagsLive);
            const want =
              'insn' in c ? { bytes: target.model.size(c.insn), poolBytes: 0 } : { bytes: target.literals!.loadBytes, poolBytes: 4 };
            const got = rematPrice(isa, reg, value, bits, flagsLive);
            if (got.bytes !== want.bytes || got.poolBytes !== want.poolBytes)
              t.fail(`${isa} ${reg} ${value}/${bits} flags ${flagsLive}: priced ${JSON.stringify(got)}, emitted ${JSON.stringify(want)}`);
            cases++;
          }
  }
  t.equal(cases, 2 * (2 * 3 * 13 + 2 * 3 * 13 * 2 + 4 * (3 * 13 + 18)), 'every case compared');
  t.end();
});
