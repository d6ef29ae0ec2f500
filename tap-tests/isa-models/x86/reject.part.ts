// Operands that do not fit are errors, never wrong bytes: for every form, the first immediate and
// branch displacement outside its range and the values another form owns (imm8 values in an imm32
// form, a count of 1 in a shift-by-imm8 form) throw EncodeError from encode and size; registers of
// the wrong class, mode or REX compatibility, impossible addresses, and forms of the other mode
// throw; the model's rejection list is refused by the model and by llvm-mc-14 (live); text llvm-mc
// accepts only by truncating silently is refused by the model.

import t, { type Test } from 'tap';
import { model as m32 } from '../../../isa-models/x86-32/model.js';
import { model as m64 } from '../../../isa-models/x86-64/model.js';
import type { X86Model } from '../../../isa-models/x86/model.js';
import type { MemOperand, X86Insn, X86Operand } from '../../../isa-models/x86/insn.js';
import { AsmError, EncodeError } from '../../../isa-models/types.js';
import { assembleLines } from '../../../isa-models/verify.js';

function throwsEncode(t: Test, m: X86Model, insn: X86Insn, match: RegExp, what: string): void {
  t.throws(() => m.encode(insn), { name: 'EncodeError', message: match }, `${m.isa} encode: ${what}`);
  t.throws(() => m.size(insn), { name: 'EncodeError', message: match }, `${m.isa} size: ${what}`);
}

const reg = (r: string): X86Operand => ({ kind: 'reg', reg: r });
const imm = (v: bigint): X86Operand => ({ kind: 'imm', value: v });
const mem = (base: string | null, index: string | null, scale: 1 | 2 | 4 | 8, disp: number): MemOperand => ({
  kind: 'mem',
  base,
  index,
  scale,
  disp,
});

/** A valid instruction of every form (its first case), to mutate one operand of. */
function firstCases(m: X86Model): Map<string, X86Insn> {
  const out = new Map<string, X86Insn>();
  for (const c of m.cases(1)) if (!out.has(c.form)) out.set(c.form, c.insn);
  return out;
}

function withOperand(insn: X86Insn, i: number, op: X86Operand): X86Insn {
  return { form: insn.form, operands: insn.operands.map((o, k) => (k === i ? op : o)) };
}

for (const m of [m32, m64]) {
  t.test(`${m.isa}: every immediate and displacement boundary of every form`, async (t) => {
    const first = firstCases(m);
    let checked = 0;
    for (const d of m.descriptors) {
      const insn = first.get(d.form)!;
      d.operands.forEach((od, i) => {
        if (od.kind !== 'imm' && od.kind !== 'target') return;
        const [lo, hi] = od.range!;
        const make = (v: bigint): X86Operand => (od.kind === 'imm' ? imm(v) : { kind: 'target', disp: Number(v) });
        for (const v of [lo - 1n, hi + 1n]) {
          const bad = withOperand(insn, i, make(v));
          if (m.problem(bad) === null) t.fail(`${d.form}: ${v} encodes`);
          throwsEncode(t, m, bad, /outside/, `${d.form} with ${v}`);
          checked++;
        }
        for (const v of [lo, hi]) if (m.problem(withOperand(insn, i, make(v))) !== null) t.fail(`${d.form}: boundary ${v} rejected`);
        const hole = m.descriptor(d.form)!.enc.immHole;
        if (hole !== undefined) {
          for (const v of [hole[0], hole[1], 0n].filter((x) => x >= hole[0] && x <= hole[1])) {
            throwsEncode(t, m, withOperand(insn, i, make(v)), /another form/, `${d.form} with ${v} (belongs to the sibling form)`);
            checked++;
          }
        }
      });
    }
    t.ok(checked > 100, `${checked} out-of-range and foreign values rejected`);
  });

  t.test(`${m.isa}: the model's rejections are refused by the model and by llvm-mc-14`, async (t) => {
    const rejects = [...m.rejects!()];
    const mc = assembleLines(
      m.isa,
      rejects.map((r) => r.text),
    );
    rejects.forEach((r, i) => {
      let refused = 'accepted';
      try {
        m.encode(m.parse(r.text));
      } catch (e) {
        refused = e instanceof AsmError || e instanceof EncodeError ? 'refused' : `threw ${String(e)}`;
      }
      t.equal(refused, 'refused', `model refuses ${r.text}`);
      t.equal(mc[i]!.kind, 'error', `llvm-mc refuses ${r.text}`);
    });
  });
}

t.test("the issue's examples", async (t) => {
  throwsEncode(t, m64, { form: 'mov r8, r8', operands: [reg('ah'), reg('sil')] }, /ah cannot be encoded .* REX/, 'mov ah, sil');
  throwsEncode(t, m64, { form: 'mov r8, r8', operands: [reg('r9b'), reg('bh')] }, /bh cannot be encoded/, 'mov r9b, bh');
  throwsEncode(t, m64, { form: 'movzx r64, r8', operands: [reg('rax'), reg('ch')] }, /64-bit operand size/, 'movzx rax, ch');
  throwsEncode(
    t,
    m64,
    { form: 'add m8, r8', operands: [mem('r12', null, 1, 0), reg('dh')] },
    /dh cannot be encoded .*r12/,
    'add byte ptr [r12], dh',
  );
  t.equal(
    Buffer.from(m64.encode({ form: 'mov r8, r8', operands: [reg('ah'), reg('bl')] })).toString('hex'),
    '88dc',
    'ah with a legacy register needs no REX: fine',
  );
  throwsEncode(
    t,
    m32,
    { form: 'lea r32, m', operands: [reg('eax'), reg('ebx')] },
    /operand addr must be mem, not reg/,
    'lea with a register source',
  );
  throwsEncode(t, m32, { form: 'add r32, imm8', operands: [reg('ecx'), imm(128n)] }, /outside -128\.\.127/, 'imm8 form given 128');
  throwsEncode(
    t,
    m32,
    { form: 'add r32, imm32', operands: [reg('ecx'), imm(127n)] },
    /another form \(add r32, imm8\)/,
    'imm32 form given 127',
  );
  throwsEncode(t, m32, { form: 'mov r32, m32', operands: [reg('eax'), mem('ebx', 'esp', 2, 0)] }, /esp cannot be an index/, 'esp as index');
  throwsEncode(t, m64, { form: 'mov r32, m32', operands: [reg('eax'), mem('rbx', 'rsp', 1, 0)] }, /rsp cannot be an index/, 'rsp as index');
  throwsEncode(t, m32, { form: 'add r64, imm8', operands: [reg('rax'), imm(1n)] }, /no form 'add r64, imm8'/, '64-bit form in x86-32');
  throwsEncode(t, m32, { form: 'movabs r64, imm64', operands: [reg('rax'), imm(1n)] }, /no form/, 'movabs in x86-32');
  throwsEncode(t, m32, { form: 'add r32, r32', operands: [reg('r8d'), reg('eax')] }, /x86-32 has no register r8d/, 'r8d in x86-32');
  throwsEncode(
    t,
    m32,
    { form: 'add r32, r32', operands: [reg('ax'), reg('eax')] },
    /ax is not in class gpr32/,
    'a 16-bit register in a 32-bit form',
  );
  throwsEncode(t, m32, { form: 'mov r32, m32', operands: [reg('eax'), mem('rip', null, 1, 0)] }, /only on x86-64/, 'rip in x86-32');
  throwsEncode(
    t,
    m64,
    { form: 'mov r32, m32', operands: [reg('eax'), mem('rip', 'rax', 2, 0)] },
    /rip-relative address cannot have an index/,
    'rip with an index',
  );
  throwsEncode(
    t,
    m64,
    { form: 'mov r32, m32', operands: [reg('eax'), mem('eax', null, 1, 0)] },
    /not in class gpr64/,
    '32-bit base on x86-64',
  );
  throwsEncode(
    t,
    m32,
    { form: 'mov r32, m32', operands: [reg('eax'), mem(null, 'esi', 1, 0)] },
    /scale 1 and no base/,
    'index-only with scale 1 (prints like a base)',
  );
  throwsEncode(
    t,
    m32,
    { form: 'mov r32, m32', operands: [reg('eax'), { ...mem('ebx', 'esi', 1, 0), scale: 3 as 1 }] },
    /scale 3/,
    'scale 3',
  );
  throwsEncode(t, m32, { form: 'mov r32, m32', operands: [reg('eax'), mem('ebx', null, 2, 0)] }, /without an index/, 'scale without index');
  throwsEncode(
    t,
    m32,
    { form: 'mov r32, m32', operands: [reg('eax'), mem('ebx', null, 1, 2 ** 31)] },
    /not a signed 32-bit/,
    'displacement 2^31',
  );
  throwsEncode(
    t,
    m32,
    { form: 'jmp m32', operands: [mem(null, null, 1, 64)] },
    /absolute address/,
    'jmp through an absolute address (llvm-mc reads a direct jump)',
  );
  throwsEncode(
    t,
    m32,
    {
      form: 'jcc rel8',
      operands: [
        { kind: 'cond', cond: 'e' },
        { kind: 'target', disp: 128 },
      ],
    },
    /outside -128\.\.127/,
    'je rel8 +128',
  );
  throwsEncode(
    t,
    m32,
    {
      form: 'jcc rel8',
      operands: [
        { kind: 'cond', cond: 'zz' as 'e' },
        { kind: 'target', disp: 0 },
      ],
    },
    /unknown condition/,
    'unknown condition',
  );
  throwsEncode(t, m32, { form: 'shl r32, cl', operands: [reg('eax'), reg('bl')] }, /bl is not in class cl/, 'shift count not in cl');
  throwsEncode(
    t,
    m32,
    { form: 'shl r32, imm8', operands: [reg('eax'), imm(1n)] },
    /another form \(shl r32, 1\)/,
    'shift by 1 in the imm8 form',
  );
  throwsEncode(t, m32, { form: 'add r32, r32', operands: [reg('eax')] }, /expects 2 operands/, 'operand count');
  throwsEncode(t, m32, { form: 'nop', operands: [] }, /no form 'nop'/, 'unknown form');
});

t.test('text llvm-mc-14 accepts only by truncating is refused by the model', async (t) => {
  const lax: readonly (readonly [X86Model, string])[] = [
    [m32, 'add eax, 0x100000000'],
    [m32, 'mov byte ptr [eax], 256'],
    [m32, 'lea eax, [ebx + 0x100000000]'],
    [m32, 'ret 65536'],
    [m32, 'add al, 256'],
    [m64, 'mov eax, dword ptr [0x100000000]'],
  ];
  for (const [m, text] of lax) {
    t.throws(() => m.parse(text), AsmError, `${m.isa} model refuses ${text}`);
    t.equal(assembleLines(m.isa, [text])[0]!.kind, 'bytes', `llvm-mc accepts ${text} (it truncates)`);
  }
  t.throws(() => m64.parse('frobnicate eax'), { name: 'AsmError', message: /unknown instruction/ });
  t.throws(() => m64.parse('mov eax, @'), { name: 'AsmError', message: /cannot read operand/ });
  t.throws(() => m64.parse('mov eax, dword ptr []'), { name: 'AsmError', message: /empty address/ });
  t.throws(() => m64.parse('mov eax, dword ptr [rbx - rcx]'), { name: 'AsmError', message: /cannot be subtracted/ });
  t.throws(() => m64.parse('mov eax, dword ptr [rbx + rcx + rdx]'), { name: 'AsmError', message: /too many registers/ });
  t.throws(() => m64.parse('movzx eax, [rbx]'), { name: 'AsmError' }, 'no size keyword where the size is ambiguous');
});
