// x86 forms of mov (register, immediate, memory both ways, movabs), the eight two-operand ALU
// instructions (add or adc sbb and sub xor cmp, SDM vol. 2 "ADD" et al.: the 00–3f opcode block and
// the 80/81/83 /digit immediate group) and test (84/85, a8/a9, f6/f7 /0).
//
// Contract: see forms.ts. Register–register forms use the MR opcode (`01 /r` for add r32, r32), as
// llvm-mc does. A wide immediate form (`add r32, imm32`, `81 /0 id`) rejects values that fit imm8
// (llvm-mc then picks `83 /0 ib`, the `imm8` form) and uses the accumulator opcode (`05 id`) when its
// register is eax; the 8-bit immediate form uses `04 ib` for al. x86-32 `mov` between the
// accumulator and an absolute address (no base, no index) is the moffs form a0–a3, as llvm-mc picks.

import type { Width, X86Desc } from './insn.js';
import { IMM8, byteOr, desc, immOp, regOp, rmName, rmOp, signedRange, sizeBits, type ModeInfo } from './forms-util.js';

type Alu = readonly [name: string, base: number, digit: number];

/** The ALU group in opcode order: base opcode (`00` for add) and /digit of the 80/81/83 group. */
const ALU: readonly Alu[] = [
  ['add', 0x00, 0],
  ['or', 0x08, 1],
  ['adc', 0x10, 2],
  ['sbb', 0x18, 3],
  ['and', 0x20, 4],
  ['sub', 0x28, 5],
  ['xor', 0x30, 6],
  ['cmp', 0x38, 7],
];

/** Immediate field size of a width: 8/16 bits as the width, 32 bits for 32 and 64 (sign-extended). */
export function immBytes(bits: Width): 1 | 2 | 4 {
  return bits === 8 ? 1 : bits === 16 ? 2 : 4;
}

export function immName(bits: Width): string {
  return `imm${immBytes(bits) * 8}`;
}

function aluWidth(info: ModeInfo, [name, base, digit]: Alu, w: Width): X86Desc[] {
  const isCmp = name === 'cmp';
  const flags = name === 'adc' || name === 'sbb' ? 'readwrite' : 'write';
  const dstRole = isCmp ? 'use' : 'usedef';
  const rmw = isCmp ? 'load' : 'both';
  const sz = sizeBits(w);
  const out: X86Desc[] = [];
  for (const isMem of [false, true]) {
    out.push(
      desc(
        {
          form: `${name} ${rmName(isMem, w)}, r${w}`,
          mnemonic: name,
          flags,
          operands: [rmOp(isMem, 'dst', w, dstRole), regOp('src', w, 'use')],
          enc: { ...sz, opcode: [byteOr(w, base)], rm: 0, reg: 1 },
          memory: isMem ? rmw : 'none',
        },
        info,
      ),
    );
  }
  out.push(
    desc(
      {
        form: `${name} r${w}, m${w}`,
        mnemonic: name,
        flags,
        memory: 'load',
        operands: [regOp('dst', w, dstRole), rmOp(true, 'src', w, 'use')],
        enc: { ...sz, opcode: [byteOr(w, base + 2)], reg: 0, rm: 1 },
      },
      info,
    ),
  );
  for (const isMem of [false, true]) {
    const operands = (range: readonly [bigint, bigint]) => [rmOp(isMem, 'dst', w, dstRole), immOp('imm', range)];
    const memory = isMem ? rmw : 'none';
    const form = (imm: string) => `${name} ${rmName(isMem, w)}, ${imm}`;
    if (w === 8) {
      out.push(
        desc(
          {
            form: form('imm8'),
            mnemonic: name,
            flags,
            memory,
            operands: operands(IMM8),
            enc: { ...sz, opcode: [0x80], rm: 0, digit, imm: { op: 1, bytes: 1 }, ...(isMem ? {} : { acc: base + 4 }) },
          },
          info,
        ),
      );
      continue;
    }
    out.push(
      desc(
        {
          form: form('imm8'),
          mnemonic: name,
          flags,
          memory,
          operands: operands(IMM8),
          enc: { ...sz, opcode: [0x83], rm: 0, digit, imm: { op: 1, bytes: 1 } },
        },
        info,
      ),
    );
    const bytes = immBytes(w);
    out.push(
      desc(
        {
          form: form(immName(w)),
          mnemonic: name,
          flags,
          memory,
          operands: operands(signedRange(bytes)),
          enc: { ...sz, opcode: [0x81], rm: 0, digit, imm: { op: 1, bytes }, immHole: IMM8, ...(isMem ? {} : { acc: base + 5 }) },
        },
        info,
      ),
    );
  }
  return out;
}

export function aluForms(info: ModeInfo): X86Desc[] {
  return ALU.flatMap((alu) => info.widths.flatMap((w) => aluWidth(info, alu, w)));
}

function movWidth(info: ModeInfo, w: Width): X86Desc[] {
  const sz = sizeBits(w);
  const moffs = (opcode: number, accOp: number, memOp: number) => (info.mode === 32 ? { moffs: { opcode, accOp, memOp } } : {});
  const out: X86Desc[] = [
    desc(
      {
        form: `mov r${w}, r${w}`,
        mnemonic: 'mov',
        operands: [regOp('dst', w, 'def'), regOp('src', w, 'use')],
        enc: { ...sz, opcode: [byteOr(w, 0x88)], rm: 0, reg: 1 },
      },
      info,
    ),
    desc(
      {
        form: `mov m${w}, r${w}`,
        mnemonic: 'mov',
        memory: 'store',
        operands: [rmOp(true, 'dst', w, 'use'), regOp('src', w, 'use')],
        enc: { ...sz, opcode: [byteOr(w, 0x88)], rm: 0, reg: 1, ...moffs(byteOr(w, 0xa2), 1, 0) },
      },
      info,
    ),
    desc(
      {
        form: `mov r${w}, m${w}`,
        mnemonic: 'mov',
        memory: 'load',
        operands: [regOp('dst', w, 'def'), rmOp(true, 'src', w, 'use')],
        enc: { ...sz, opcode: [byteOr(w, 0x8a)], reg: 0, rm: 1, ...moffs(byteOr(w, 0xa0), 0, 1) },
      },
      info,
    ),
  ];
  const bytes = immBytes(w);
  if (w === 64) {
    out.push(
      desc(
        {
          form: 'mov r64, imm32',
          mnemonic: 'mov',
          operands: [regOp('dst', 64, 'def'), immOp('imm', signedRange(4))],
          enc: { ...sz, opcode: [0xc7], rm: 0, digit: 0, imm: { op: 1, bytes: 4 } },
        },
        info,
      ),
    );
    out.push(
      desc(
        {
          form: 'movabs r64, imm64',
          mnemonic: 'movabs',
          operands: [regOp('dst', 64, 'def'), immOp('imm', signedRange(8))],
          enc: { ...sz, opcode: [0xb8], opreg: 0, imm: { op: 1, bytes: 8 } },
        },
        info,
      ),
    );
  } else {
    out.push(
      desc(
        {
          form: `mov r${w}, ${immName(w)}`,
          mnemonic: 'mov',
          operands: [regOp('dst', w, 'def'), immOp('imm', signedRange(bytes))],
          enc: { ...sz, opcode: [w === 8 ? 0xb0 : 0xb8], opreg: 0, imm: { op: 1, bytes } },
        },
        info,
      ),
    );
  }
  out.push(
    desc(
      {
        form: `mov m${w}, ${immName(w)}`,
        mnemonic: 'mov',
        memory: 'store',
        operands: [rmOp(true, 'dst', w, 'use'), immOp('imm', signedRange(bytes))],
        enc: { ...sz, opcode: [byteOr(w, 0xc6)], rm: 0, digit: 0, imm: { op: 1, bytes } },
      },
      info,
    ),
  );
  return out;
}

export function movForms(info: ModeInfo): X86Desc[] {
  return info.widths.flatMap((w) => movWidth(info, w));
}

function testWidth(info: ModeInfo, w: Width): X86Desc[] {
  const sz = sizeBits(w);
  const bytes = immBytes(w);
  return [false, true].flatMap((isMem) => [
    desc(
      {
        form: `test ${rmName(isMem, w)}, r${w}`,
        mnemonic: 'test',
        flags: 'write',
        memory: isMem ? 'load' : 'none',
        operands: [rmOp(isMem, 'lhs', w, 'use'), regOp('rhs', w, 'use')],
        enc: { ...sz, opcode: [byteOr(w, 0x84)], rm: 0, reg: 1 },
      },
      info,
    ),
    desc(
      {
        form: `test ${rmName(isMem, w)}, ${immName(w)}`,
        mnemonic: 'test',
        flags: 'write',
        memory: isMem ? 'load' : 'none',
        operands: [rmOp(isMem, 'lhs', w, 'use'), immOp('imm', signedRange(bytes))],
        enc: { ...sz, opcode: [byteOr(w, 0xf6)], rm: 0, digit: 0, imm: { op: 1, bytes }, ...(isMem ? {} : { acc: byteOr(w, 0xa8) }) },
      },
      info,
    ),
  ]);
}

export function testForms(info: ModeInfo): X86Desc[] {
  return info.widths.flatMap((w) => testWidth(info, w));
}
