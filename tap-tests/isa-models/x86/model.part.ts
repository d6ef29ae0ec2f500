// The x86 models as data: register files and ABIs as the architecture note's target table says,
// descriptors with the implicit registers, tied operands, memory and flag effects the back end
// relies on, a handful of encodings checked by hand against the Intel SDM (independently of
// llvm-mc), and the parser's tolerance for llvm-mc's other spellings (hex, condition aliases,
// `shl eax`, branch relaxation as llvm-mc does it).

import t from 'tap';
import { model as m32 } from '../../../isa-models/x86-32/model.js';
import { model as m64 } from '../../../isa-models/x86-64/model.js';
import type { X86Insn } from '../../../isa-models/x86/insn.js';
import { assembleLines } from '../../../isa-models/verify.js';

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

t.test('register files and ABIs (architecture note, target table)', async (t) => {
  t.same(m32.registers.allocatable, ['eax', 'ecx', 'edx', 'ebx', 'esi', 'edi']);
  t.same(m32.registers.reserved, ['esp', 'ebp']);
  t.same(m32.abi.calleeSaved, ['ebx', 'esi', 'edi', 'ebp']);
  t.same(m32.abi.resultRegs, ['eax', 'edx']);
  t.same(m32.abi.argRegs, [], 'cdecl passes arguments on the stack');
  t.equal(m32.abi.fp, 'ebp');
  t.equal(m64.registers.allocatable.length, 14);
  t.notOk(m64.registers.allocatable.some((r) => r === 'rsp' || r === 'rbp'));
  t.same(m64.registers.allocatable.slice(0, 9), m64.registers.callerSaved, 'caller-saved registers are preferred');
  t.same(m64.abi.argRegs, ['rdi', 'rsi', 'rdx', 'rcx', 'r8', 'r9']);
  t.same(m64.abi.calleeSaved, ['rbx', 'rbp', 'r12', 'r13', 'r14', 'r15']);
  t.same(m64.abi.resultRegs, ['rax', 'rdx']);
  t.equal(m64.registers.classes.gpr8!.length, 20, '16 REX-era byte registers and ah/ch/dh/bh');
  t.same(m32.registers.classes.gpr8, ['al', 'cl', 'dl', 'bl', 'ah', 'ch', 'dh', 'bh'], 'no spl/sil without REX');
  t.notOk(
    m32.registers.registers.some((r) => r.name.startsWith('r')),
    'no 64-bit or r8–r15 registers on x86-32',
  );
  const views = (name: string) => m64.registers.registers.filter((r) => r.full === name).map((r) => r.name);
  t.same(views('rax'), ['rax', 'eax', 'ax', 'al', 'ah']);
  t.same(views('r12'), ['r12', 'r12d', 'r12w', 'r12b']);
});

t.test('descriptors: implicit registers, ties, memory and flag effects', async (t) => {
  const d = (m: typeof m32, form: string) => {
    const x = m.descriptor(form);
    if (x === undefined) throw new Error(`no form ${form}`);
    return x;
  };
  t.same(
    [d(m32, 'div r32').implicitUses, d(m32, 'div r32').implicitDefs],
    [
      ['eax', 'edx'],
      ['eax', 'edx'],
    ],
  );
  t.same([d(m64, 'idiv m64').implicitUses, d(m64, 'idiv m64').memory], [['rax', 'rdx'], 'load']);
  t.same([d(m32, 'mul r8').implicitUses, d(m32, 'mul r8').implicitDefs], [['al'], ['ax']]);
  t.same([d(m32, 'div r8').implicitUses, d(m32, 'div r8').implicitDefs], [['ax'], ['al', 'ah']]);
  t.same([d(m32, 'cdq').implicitUses, d(m32, 'cdq').implicitDefs], [['eax'], ['edx']]);
  t.same([d(m64, 'cqo').implicitUses, d(m64, 'cqo').implicitDefs], [['rax'], ['rdx']]);
  t.same(
    d(m32, 'shl r32, cl').operands[1],
    { name: 'count', kind: 'reg', role: 'use', regClass: 'cl' },
    'shift count is the fixed register cl',
  );
  t.equal(d(m32, 'add r32, r32').operands[0]!.role, 'usedef', 'two-address destination is tied to the first source');
  t.equal(d(m32, 'cmp r32, r32').operands[0]!.role, 'use');
  t.equal(d(m32, 'imul r32, r32, imm8').operands[0]!.role, 'def', 'three-operand imul is not two-address');
  t.equal(d(m32, 'add m32, r32').memory, 'both', 'read-modify-write');
  t.equal(d(m32, 'cmp m32, imm8').memory, 'load');
  t.equal(d(m32, 'mov m32, r32').memory, 'store');
  t.equal(d(m32, 'lea r32, m').memory, 'none');
  for (const [form, mem] of [
    ['push r32', 'store'],
    ['pop r32', 'load'],
    ['call rel32', 'store'],
    ['ret', 'load'],
    ['push m32', 'both'],
  ] as const) {
    t.equal(d(m32, form).memory, mem, `${form}: ${mem}`);
    t.same([d(m32, form).implicitUses, d(m32, form).implicitDefs], [['esp'], ['esp']], `${form} moves esp`);
  }
  t.equal(d(m64, 'push r64').implicitUses[0], 'rsp');
  t.same([d(m32, 'adc r32, r32').flags, d(m32, 'add r32, r32').flags, d(m32, 'mov r32, r32').flags], ['readwrite', 'write', 'none']);
  t.same(
    [
      d(m32, 'setcc r8').flags,
      d(m32, 'jcc rel8').control,
      d(m32, 'jmp rel32').control,
      d(m32, 'call rel32').control,
      d(m32, 'ret').control,
    ],
    ['read', 'cond-branch', 'branch', 'call', 'return'],
  );
  t.match(d(m64, 'mov r32, r32').note, /zero-extends/, 'x86-64: 32-bit writes zero-extend');
  t.equal(d(m32, 'mov r32, r32').note, undefined);
  t.equal(m32.descriptors.length, new Set(m32.descriptors.map((x) => x.form)).size, 'form names are unique');
});

t.test('encodings checked by hand (Intel SDM vol. 2 chapter 2)', async (t) => {
  const enc = (m: typeof m32, insn: X86Insn) => hex(m.encode(insn));
  const r = (reg: string) => ({ kind: 'reg' as const, reg });
  const mem = (base: string | null, index: string | null, scale: 1 | 2 | 4 | 8, disp: number) => ({
    kind: 'mem' as const,
    base,
    index,
    scale,
    disp,
  });
  t.equal(enc(m32, { form: 'add r32, r32', operands: [r('eax'), r('ebx')] }), '01d8', '01 /r, mod 11 reg=ebx(3) rm=eax(0)');
  t.equal(enc(m32, { form: 'mov r32, m32', operands: [r('eax'), mem('esp', null, 1, 4)] }), '8b442404', 'esp base needs SIB 24');
  t.equal(enc(m32, { form: 'mov r32, m32', operands: [r('eax'), mem('ebp', null, 1, 0)] }), '8b4500', 'ebp base needs disp8 0');
  t.equal(enc(m32, { form: 'mov r32, m32', operands: [r('eax'), mem(null, null, 1, 16)] }), 'a110000000', 'moffs: a1 disp32');
  t.equal(enc(m32, { form: 'mov r32, m32', operands: [r('ecx'), mem(null, null, 1, 16)] }), '8b0d10000000', 'absolute: mod 00 rm 101');
  t.equal(
    enc(m64, { form: 'mov r32, m32', operands: [r('ecx'), mem(null, null, 1, 16)] }),
    '8b0c2510000000',
    'x86-64 absolute: SIB, no base, no index',
  );
  t.equal(enc(m64, { form: 'mov r32, m32', operands: [r('ecx'), mem('rip', null, 1, 16)] }), '8b0d10000000', 'rip-relative: mod 00 rm 101');
  t.equal(enc(m64, { form: 'mov r64, m64', operands: [r('r8'), mem('r13', 'r12', 8, 0)] }), '4f8b44e500', 'REX.WRXB, r13 base needs disp8');
  t.equal(enc(m64, { form: 'mov r8, r8', operands: [r('sil'), r('al')] }), '4088c6', 'sil needs an empty REX');
  t.equal(enc(m32, { form: 'inc r32', operands: [r('ecx')] }), '41', 'x86-32 inc r32 is 40+r');
  t.equal(enc(m64, { form: 'inc r32', operands: [r('ecx')] }), 'ffc1', 'x86-64 has no 40+r inc (REX)');
  t.equal(enc(m32, { form: 'add r32, imm32', operands: [r('eax'), { kind: 'imm', value: 1000n }] }), '05e8030000', 'eax short form');
  t.equal(enc(m64, { form: 'movabs r64, imm64', operands: [r('r9'), { kind: 'imm', value: -2n }] }), '49b9feffffffffffffff');
  t.equal(
    enc(m32, {
      form: 'jcc rel32',
      operands: [
        { kind: 'cond', cond: 'l' },
        { kind: 'target', disp: -6 },
      ],
    }),
    '0f8cfaffffff',
  );
  t.equal(
    enc(m32, { form: 'mov m16, imm16', operands: [mem('eax', null, 1, 0), { kind: 'imm', value: -1n }] }),
    '66c700ffff',
    '66 prefix for 16 bits',
  );
});

t.test("the parser reads llvm-mc's other spellings", async (t) => {
  const same = (m: typeof m32, a: string, b: string) => t.same(m.parse(a), m.parse(b), `${a} = ${b}`);
  same(m32, 'ADD EAX, 0x10', 'add eax, 16');
  same(m32, 'add cl, 200', 'add cl, -56');
  same(m32, 'mov ecx, 0xffffffff', 'mov ecx, -1');
  same(m32, 'jz .+2', 'je .+2');
  same(m32, 'setnae al', 'setb al');
  same(m32, 'shl eax', 'shl eax, 1');
  same(m32, 'mov eax, dword ptr [esi*4 + ebx + 0x10]', 'mov eax, dword ptr [ebx + 4*esi + 16]');
  same(m32, 'add eax, [ebx]', 'add eax, dword ptr [ebx]');
  same(m32, 'lea eax, [0xffffffff]', 'lea eax, [-1]');
  t.equal(m64.parse('mov rax, 0x100000000').form, 'movabs r64, imm64', 'mov beyond imm32 is movabs, as llvm-mc picks');
  t.equal(m64.parse('mov rax, -1').form, 'mov r64, imm32');
  t.equal(m64.parse('movabs rax, 1').form, 'movabs r64, imm64', 'written movabs stays movabs');
  t.equal(m32.parse('jmp .+200').form, 'jmp rel32', 'rel8 relaxes to rel32 when the target needs it');
  t.equal(m32.parse('jmp .+2').form, 'jmp rel8');
  t.equal(m32.parse('{disp32} jmp .+2').form, 'jmp rel32');
  t.equal(m32.parse('add eax, 1').form, 'add r32, imm8');
  t.equal(m32.parse('add eax, 128').form, 'add r32, imm32');
  const texts = ['jmp .+200', 'jne .-300', 'add cl, 200', 'mov ecx, 0xffffffff', 'shl eax', 'lea eax, [0xffffffff]'];
  const mc = assembleLines('x86-32', texts);
  texts.forEach((text, i) => {
    const r = mc[i]!;
    t.equal(hex(m32.encode(m32.parse(text))), r.kind === 'bytes' ? hex(r.bytes) : r.message, `${text}: llvm-mc's bytes`);
  });
});
