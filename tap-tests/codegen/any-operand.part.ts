// The `any` operand constraint (engine/mir/types.ts, regalloc2's Any; issue 20 Deliver 1) end to
// end on both x86 targets: a hand-built function f(a, b) = (a - b) * b whose `sub` and `imul` read
// b through an `any` operand, allocated by hand to b's spill slot (a store edit after the entry).
// The allocation checker accepts it, and rejects the slot when nothing stored b there and two
// operands in slots in one instruction; verifyMir rejects `any` where the rules forbid it; code
// generation emits the memory forms (`sub r32, m32` 2B /r, `imul r32, m32` 0F AF /r, Intel SDM
// vol. 2, bytes written out here by hand) as spill traffic; the image runs in Unicorn with the
// right result and two spill loads, which the cost evaluator predicts and prices (a load each,
// the bytes the memory form adds). Also: x86 selection gives the register source of `add` `any`.

import t from 'tap';
import { compileModule, emitFunction } from '../../engine/codegen/pipeline.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { linkImage } from '../../engine/link/link-image.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocResult, Edit, MFunction, MInst, OperandAlloc, RegOperand } from '../../engine/mir/types.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { anyFormRows, anyToMemory } from '../../engine/targets/x86/any-forms.js';
import { MODELS } from '../../isa-models/index.js';
import type { Isa } from '../../isa-models/types.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { evaluateAllocation } from '../../oracles/allocation-cost/evaluate.js';
import { runImage } from '../../simulators/harness.js';
import { fn, Mini, moduleFor } from './build.js';

const gpr = { kind: 'reg', class: 'gpr' } as const;
const anyGpr = { kind: 'any', class: 'gpr' } as const;
const ph = (k: number) => ({ kind: 'reg', reg: `%${k}.32` }) as const;
const isaI = (form: string, operands: unknown[], regs: RegOperand[], extra: { frame?: number } = {}): MInst => ({
  kind: 'isa',
  insn: { form, operands } as never,
  regs,
  clobbers: [],
  ...extra,
});

/** f(a, b) = (a - b) * b: v2 := v0 - v1 (any), v3 := v2 * v1 (any), v4 := v3, return v4. */
function anyFunction(isa: Isa): { f: MFunction; body: number } {
  const m = new Mini(isa);
  const entry = m.entry([0, 1]);
  const sub = isaI(
    'sub r32, r32',
    [ph(0), ph(2)],
    [
      { vreg: 2, kind: 'def', constraint: { kind: 'reuse', input: 1 } },
      { vreg: 0, kind: 'use', constraint: gpr },
      { vreg: 1, kind: 'use', constraint: anyGpr },
    ],
  );
  const imul = isaI(
    'imul r32, r32',
    [ph(0), ph(2)],
    [
      { vreg: 3, kind: 'def', constraint: { kind: 'reuse', input: 1 } },
      { vreg: 2, kind: 'use', constraint: gpr },
      { vreg: 1, kind: 'use', constraint: anyGpr },
    ],
  );
  const f = fn('anyops', m, [{ insts: [...entry, sub, imul, m.copy(4, 3), m.ret(4)], succs: [] }], 5);
  return { f, body: entry.length };
}

/** verifyMir's `any` rules: uses only, never a reuse's input, one per instruction, no other memory operand. */
t.test('verifyMir: where an any operand may stand', (t) => {
  const m = new Mini('x86-32');
  const mem = { kind: 'mem', base: 'esp', index: null, scale: 1, disp: 0 };
  const cases: [string, MInst, RegExp][] = [
    [
      'an any def',
      isaI(
        'mov r32, r32',
        [ph(0), ph(1)],
        [
          { vreg: 1, kind: 'def', constraint: anyGpr },
          { vreg: 0, kind: 'use', constraint: gpr },
        ],
      ),
      /only a use may be any/,
    ],
    [
      'a reuse of an any use',
      isaI(
        'add r32, r32',
        [ph(0), ph(2)],
        [
          { vreg: 1, kind: 'def', constraint: { kind: 'reuse', input: 1 } },
          { vreg: 0, kind: 'use', constraint: anyGpr },
          { vreg: 0, kind: 'use', constraint: gpr },
        ],
      ),
      /reuse of an any operand/,
    ],
    [
      'two any uses',
      isaI(
        'cmp r32, r32',
        [ph(0), ph(1)],
        [
          { vreg: 0, kind: 'use', constraint: anyGpr },
          { vreg: 0, kind: 'use', constraint: anyGpr },
        ],
      ),
      /2 any operands/,
    ],
    [
      'any beside a stack operand',
      isaI(
        'cmp r32, m32',
        [ph(0), mem],
        [
          { vreg: 0, kind: 'use', constraint: anyGpr },
          { vreg: 0, kind: 'use', constraint: { kind: 'stack' } },
        ],
      ),
      /beside a stack operand/,
    ],
    [
      'any with a memory operand of its own',
      isaI(
        'add r32, m32',
        [ph(0), mem],
        [
          { vreg: 1, kind: 'def', constraint: { kind: 'reuse', input: 1 } },
          { vreg: 0, kind: 'use', constraint: gpr },
          { vreg: 0, kind: 'use', constraint: anyGpr },
        ],
      ),
      /memory operand of its own/,
    ],
  ];
  for (const [what, inst, message] of cases) {
    const f = fn(
      'v',
      m,
      [
        {
          insts: [...m.entry([]), { kind: 'const', regs: [{ vreg: 0, kind: 'def', constraint: gpr }], value: 1n }, inst, m.ret(0)],
          succs: [],
        },
      ],
      2,
    );
    t.ok(
      verifyMir(f, 'x86-32').some((p) => message.test(p.message)),
      `${what} is refused`,
    );
  }
  t.end();
});

t.test('x86 selection: the register source of add/cmp/imul is any, and only it', (t) => {
  for (const isa of ['x86-32', 'x86-64'] as const) {
    const text = `define i32 @f(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  %p = mul i32 %s, %b\n  %c = icmp slt i32 %p, %a\n  %r = select i1 %c, i32 %p, i32 %s\n  ret i32 %r\n}`;
    const out = compileModule(parseModule(text, 'f.ll'), isa, { isel: 'maxmunch', ra: 'linear-scan' });
    const insts = out.functions[0]!.mir.blocks.flatMap((b) => b.insts);
    const anyForms = insts.flatMap((i) =>
      i.kind === 'isa' && i.regs.some((r) => r.constraint.kind === 'any') ? [(i.insn as { form: string }).form] : [],
    );
    for (const form of ['add r32, r32', 'imul r32, r32', 'cmp r32, r32'])
      t.ok(anyForms.includes(form), `${isa}: ${form} has an any source`);
    t.ok(
      insts.every((i) => i.regs.filter((r) => r.constraint.kind === 'any').length <= 1),
      `${isa}: at most one any an instruction`,
    );
    t.ok(
      insts.every((i) => i.regs.every((r) => r.constraint.kind !== 'any' || r.kind === 'use')),
      `${isa}: any only on uses`,
    );
  }
  t.end();
});

const REGS: Record<'x86-32' | 'x86-64', { a: string; b: string; ret: string }> = {
  'x86-32': { a: 'eax', b: 'ecx', ret: 'eax' },
  'x86-64': { a: 'rdi', b: 'rsi', ret: 'rax' },
};

/** b's register spilled to slot 0 after the entry; both `any` operands read the slot. */
function handAllocation(f: MFunction, isa: 'x86-32' | 'x86-64', body: number, store = true, inSlot = true): AllocResult {
  const r = REGS[isa];
  const where: Record<number, string> = { 0: r.a, 1: r.b, 2: r.a, 3: r.a, 4: r.ret };
  const insts = f.blocks[0]!.insts;
  const allocs = insts.map((inst, i): OperandAlloc[] =>
    inst.regs.map((op) => (inSlot && op.constraint.kind === 'any' && i >= body ? { slot: 0 } : where[op.vreg]!)),
  );
  const edits: Edit[] = store
    ? [{ point: { inst: body - 1, pos: 'after' }, from: { kind: 'reg', preg: r.b }, to: { kind: 'slot', slot: 0 }, vreg: 1 }]
    : [];
  return { allocs, edits, spillSlots: 1, slotBytes: isa === 'x86-64' ? 8 : 4 };
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

for (const isa of ['x86-32', 'x86-64'] as const) {
  t.test(`${isa}: an any operand in its spill slot`, (t) => {
    const { f, body } = anyFunction(isa);
    const regs = targetRegs(isa);
    t.same(verifyMir(f, isa), [], 'verifyMir accepts the function');
    const alloc = handAllocation(f, isa, body);
    t.same(checkAllocation(f, alloc, regs), [], 'the checker accepts b read from the slot it was stored to');

    const noStore = checkAllocation(f, handAllocation(f, isa, body, false), regs);
    t.ok(
      noStore.some((e) => e.inst === body && e.operand === 2 && /use of v1 in slot0/.test(e.message)),
      'a slot that does not hold b is rejected',
    );
    const inRegs = handAllocation(f, isa, body, false, false);
    t.same(checkAllocation(f, inRegs, regs), [], 'an any operand in a register of its class is the reg rule');
    const wrongClass = { ...inRegs, allocs: inRegs.allocs.map((a, i) => (i === body ? [a[0]!, a[1]!, 'esp'] : a)) };
    t.ok(
      checkAllocation(f, wrongClass, regs).some((e) => e.inst === body && e.operand === 2),
      'an any operand in a register outside its class is rejected',
    );
    const twoSlots = { ...alloc, allocs: alloc.allocs.map((a, i) => (i === body + 1 ? [{ slot: 0 }, { slot: 0 }, { slot: 0 }] : a)) };
    t.ok(
      checkAllocation(f, twoSlots, regs).some((e) => e.inst === body + 1 && /both in spill slots/.test(e.message)),
      'two operands of one instruction in slots are rejected (one memory operand)',
    );

    const emitted = emitFunction(f, alloc, isa);
    t.same(emitted.frame.slotOffsets, [0], 'slot 0 at [sp + 0] (no outgoing area)');
    const bytesOf = (form: string) => {
      const i = emitted.insns.find((x) => (x.insn as { form: string }).form === form);
      if (i === undefined) return null;
      const next = emitted.insns.find((x) => x.offset > i.offset)?.offset ?? emitted.codeBytes;
      return { offset: i.offset, hex: hex(emitted.bytes.slice(i.offset, next)) };
    };
    // sub eax, [esp] = 2B 04 24; sub edi, [rsp] = 2B 3C 24; imul r32, m32 = 0F AF /r.
    const [subHex, imulHex] = isa === 'x86-32' ? ['2b0424', '0faf0424'] : ['2b3c24', '0faf3c24'];
    const sub = bytesOf('sub r32, m32');
    const imul = bytesOf('imul r32, m32');
    t.equal(sub?.hex, subHex, `sub reads b from [sp]: ${subHex}`);
    t.equal(imul?.hex, imulHex, `imul reads b from [sp]: ${imulHex}`);
    t.ok(sub !== null && emitted.spillOffsets.includes(sub.offset), 'the memory form is marked as spill traffic');
    t.notOk(
      emitted.insns.some((x) => /^(sub|imul) r32, r32$/.test((x.insn as { form: string }).form)),
      'no register form left',
    );

    const image = linkImage(moduleFor(isa, ['anyops']), [emitted], isa);
    const run = runImage(image, { entry: 'anyops', args: [10, 3].map((v) => ({ width: 32, value: BigInt(v) })) });
    t.equal(run.status, 'ok');
    t.equal(Number(BigInt.asIntN(32, run.resultRegs[0]!)), 21, 'anyops(10, 3) = (10 - 3) * 3');
    t.equal(run.counts.spillLoads, 2, 'the emulator counts both memory operands as spill loads');
    t.equal(run.counts.spillStores, 1, 'and the store edit as a spill store');

    const cost = evaluateAllocation(f, alloc, { isa, frequencies: { kind: 'static' }, slotOffsets: emitted.frame.slotOffsets });
    // sub eax, eax (29 C0) → sub eax, [esp] (2B 04 24): +1; imul eax, eax (0F AF C0) → imul eax, [esp]: +1.
    t.same(cost.memoryOperands, { count: 2, dynamic: 2, bytes: 2, weighted: 16 }, 'two memory operands: a load each, one byte each');
    t.equal(cost.dynamic.load + cost.memoryOperands.dynamic, run.counts.spillLoads, 'predicted spill loads = measured');
    t.equal(cost.dynamic.store, run.counts.spillStores, 'predicted spill stores = measured');
    // x86-64 keeps the copy v4 := v3 (rdi to rax, a move: 1); on x86-32 both are eax and it is deleted
    t.equal(cost.exact.weighted, 8 + 16 + (isa === 'x86-64' ? 1 : 0), 'exact cost: the store edit, two folded loads, kept copies');
    t.same(cost.stackOperands, { uses: 0, defs: 0, dynamicUses: 0, dynamicDefs: 0 }, 'an any operand is no stack operand');
    const far = evaluateAllocation(f, alloc, { isa, frequencies: { kind: 'static' }, slotOffsets: [8] });
    t.equal(far.memoryOperands.bytes, 4, 'a disp8 slot adds one more byte to each');
    t.end();
  });
}

t.test('every row of the x86 any table has a memory form the ISA model encodes', (t) => {
  for (const isa of ['x86-32', 'x86-64'] as const) {
    const model = MODELS[isa];
    const bits = (token: string) => Number(token.slice(1));
    for (const row of anyFormRows()) {
      const tokens = row.reg.slice(row.reg.indexOf(' ') + 1).split(', ');
      if (isa === 'x86-32' && tokens.some((x) => x === 'r64')) continue;
      const cond = row.reg.startsWith('cmovcc') ? [{ kind: 'cond', cond: 'e' } as const] : [];
      const imm = (x: string) => ({ kind: 'imm', value: x === 'imm8' ? 1n : 1000n }) as const;
      const ops = [...cond, ...tokens.map((x, k) => (x.startsWith('imm') ? imm(x) : ({ kind: 'reg', reg: `%${k}.${bits(x)}` } as const)))];
      const k = (ops[row.operand] as { reg: string }).reg.slice(1).split('.')[0]!;
      const mem = anyToMemory({ form: row.reg, operands: ops as never }, Number(k), isa === 'x86-64' ? 'rsp' : 'esp');
      t.equal(mem.form, row.mem, `${row.reg} becomes ${row.mem}`);
      const regNames = { 8: 'cl', 16: 'cx', 32: 'ecx', 64: 'rcx' } as Record<number, string>;
      const concrete = {
        ...mem,
        operands: mem.operands.map((o) => (o.kind === 'reg' ? { kind: 'reg', reg: regNames[Number(o.reg.split('.')[1])]! } : o)),
      };
      t.ok(model.encode(concrete).length > 0, `${isa}: ${row.mem} encodes`);
    }
  }
  t.end();
});
