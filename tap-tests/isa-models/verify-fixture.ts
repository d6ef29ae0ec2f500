// A tiny hand-written x86-32 model (three forms, Intel SDM vol. 2: ADD 01 /r, MOV B8+rd id, JMP EB cb)
// for testing the verifier itself: the real one must pass it, and deliberately broken variants of it
// must fail in exactly the check they break.
//
// Contract: plain data; `tinyModel(bugs)` builds the model with the named bugs switched on. Branch
// targets follow the verification contract: `jmp .+N` with `.` the instruction's address, so a rel8
// displacement d prints as `.+(d+2)`.

import { AsmError, EncodeError, type InstrDesc, type IsaModel } from '../../isa-models/types.js';

const REGS = ['eax', 'ecx', 'edx', 'ebx', 'esp', 'ebp', 'esi', 'edi'] as const;

export type TinyInsn =
  | { readonly form: 'add r32, r32'; readonly dst: number; readonly src: number }
  | { readonly form: 'mov r32, imm32'; readonly dst: number; readonly imm: bigint }
  | { readonly form: 'jmp rel8'; readonly disp: number };

export type Bug = 'edi-as-esi' | 'size-off' | 'parse-swaps' | 'print-hex-wrong' | 'missing-form';

const DESCRIPTORS: readonly InstrDesc[] = [
  {
    form: 'add r32, r32',
    mnemonic: 'add',
    implicitUses: [],
    implicitDefs: [],
    memory: 'none',
    flags: 'write',
    control: 'none',
    operands: [
      { name: 'dst', kind: 'reg', role: 'usedef', regClass: 'gpr32' },
      { name: 'src', kind: 'reg', role: 'use', regClass: 'gpr32' },
    ],
  },
  {
    form: 'mov r32, imm32',
    mnemonic: 'mov',
    implicitUses: [],
    implicitDefs: [],
    memory: 'none',
    flags: 'none',
    control: 'none',
    operands: [
      { name: 'dst', kind: 'reg', role: 'def', regClass: 'gpr32' },
      { name: 'imm', kind: 'imm', role: 'use', range: [-(1n << 31n), (1n << 32n) - 1n] },
    ],
  },
  {
    form: 'jmp rel8',
    mnemonic: 'jmp',
    implicitUses: [],
    implicitDefs: [],
    memory: 'none',
    flags: 'none',
    control: 'branch',
    operands: [{ name: 'disp', kind: 'target', role: 'use', range: [-128n, 127n] }],
  },
];

function le32(v: bigint): number[] {
  const u = BigInt.asUintN(32, v);
  return [0, 8, 16, 24].map((s) => Number((u >> BigInt(s)) & 0xffn));
}

function reg(name: string): number {
  const n = REGS.indexOf(name as (typeof REGS)[number]);
  if (n < 0) throw new AsmError(`'${name}' is not a 32-bit register`);
  return n;
}

export function tinyModel(bugs: readonly Bug[] = []): IsaModel<TinyInsn> {
  const has = (b: Bug): boolean => bugs.includes(b);
  const encode = (i: TinyInsn): Uint8Array => {
    switch (i.form) {
      case 'add r32, r32': {
        const src = has('edi-as-esi') && i.src === 7 ? 6 : i.src;
        return Uint8Array.of(0x01, 0xc0 | (src << 3) | i.dst);
      }
      case 'mov r32, imm32':
        if (i.imm < -(1n << 31n) || i.imm >= 1n << 32n) throw new EncodeError(`imm32 ${i.imm} out of range`);
        return Uint8Array.of(0xb8 + i.dst, ...le32(i.imm));
      case 'jmp rel8':
        if (i.disp < -128 || i.disp > 127) throw new EncodeError(`rel8 ${i.disp} out of range`);
        return Uint8Array.of(0xeb, i.disp & 0xff);
    }
  };
  const print = (i: TinyInsn): string => {
    switch (i.form) {
      case 'add r32, r32':
        return `add ${REGS[i.dst]}, ${REGS[i.src]}`;
      case 'mov r32, imm32':
        return `mov ${REGS[i.dst]}, ${has('print-hex-wrong') ? `0x${(i.imm + 1n).toString(16)}` : i.imm}`;
      case 'jmp rel8':
        return `jmp .${i.disp + 2 >= 0 ? '+' : '-'}${Math.abs(i.disp + 2)}`;
    }
  };
  const parse = (line: string): TinyInsn => {
    const m = /^(\w+)\s+(.*)$/.exec(line.trim());
    if (m === null) throw new AsmError(`cannot parse '${line}'`);
    const ops = m[2]!.split(',').map((s) => s.trim());
    if (m[1] === 'add' && ops.length === 2) {
      const [a, b] = [reg(ops[0]!), reg(ops[1]!)];
      return has('parse-swaps') ? { form: 'add r32, r32', dst: b, src: a } : { form: 'add r32, r32', dst: a, src: b };
    }
    if (m[1] === 'mov' && ops.length === 2 && /^-?\d+$/.test(ops[1]!))
      return { form: 'mov r32, imm32', dst: reg(ops[0]!), imm: BigInt(ops[1]!) };
    const j = /^\.([+-]\d+)$/.exec(ops[0] ?? '');
    if (m[1] === 'jmp' && j !== null) return { form: 'jmp rel8', disp: Number(j[1]) - 2 };
    throw new AsmError(`cannot parse '${line}'`);
  };
  function* cases(seed: number): Iterable<{ form: string; insn: TinyInsn }> {
    for (let d = 0; d < 8; d++) for (let s = 0; s < 8; s++) yield { form: 'add r32, r32', insn: { form: 'add r32, r32', dst: d, src: s } };
    for (const imm of [-(1n << 31n), -1n, 0n, 1n, 127n, 128n, (1n << 32n) - 1n, BigInt(seed)]) {
      yield { form: 'mov r32, imm32', insn: { form: 'mov r32, imm32', dst: Number(imm & 7n), imm } };
    }
    if (has('missing-form')) return;
    for (const disp of [-128, -127, -2, -1, 0, 1, 126, 127]) yield { form: 'jmp rel8', insn: { form: 'jmp rel8', disp } };
  }
  const model: IsaModel<TinyInsn> = {
    isa: 'x86-32',
    registers: {
      registers: REGS.map((name, num) => ({ name, num, bits: 32, full: name })),
      classes: { gpr32: REGS },
      allocatable: ['eax', 'ecx', 'edx', 'ebx', 'esi', 'edi'],
      reserved: ['esp', 'ebp'],
      calleeSaved: ['ebx', 'esi', 'edi', 'ebp'],
      callerSaved: ['eax', 'ecx', 'edx'],
    },
    abi: {
      wordBytes: 4,
      sp: 'esp',
      fp: 'ebp',
      lr: null,
      pc: 'eip',
      argRegs: [],
      resultRegs: ['eax', 'edx'],
      calleeSaved: ['ebx', 'esi', 'edi', 'ebp'],
      callerSaved: ['eax', 'ecx', 'edx'],
      stackAlign: 16,
    },
    descriptors: DESCRIPTORS,
    encode,
    size: (i) => encode(i).length + (has('size-off') && i.form === 'jmp rel8' ? 1 : 0),
    print,
    parse,
    cases,
    rejects: () => [
      { form: 'jmp rel8', text: 'add eax, ebq' },
      { form: 'add r32, r32', text: 'add eax, bl' },
    ],
  };
  return model;
}
