// x86 forms beyond mov/ALU/test: inc dec not neg and the one-operand multiply/divide group (f6/f7
// /2–/7, fe/ff /0–/1), shifts (d0–d3, c0/c1 /4 /5 /7), lea, movzx/movsx/movsxd, two- and
// three-operand imul, cwd/cdq/cqo, setcc, cmovcc, push, pop, and control flow (jcc, jmp, call,
// ret). Opcodes from Intel SDM vol. 2, per instruction.
//
// Contract: see forms.ts. Implicit registers are named at the width of the form: `div r32` reads and
// writes eax and edx, `mul r8` reads al and writes ax, `div r8` reads ax and writes al and ah.
// push/pop/call/ret read and write the stack pointer; push, call store, pop and ret load, and the
// memory forms of push/pop/call/jmp add their operand's access. Shifts by cl or imm8 are flag
// `write`: a count that is 0 modulo the width leaves the flags as they were, which the back end
// never relies on. rel32 branches print the `{disp32}` pseudo-prefix so that llvm-mc keeps rel32
// for a displacement that would fit rel8.

import type { OperandDesc } from '../types.js';
import type { Width, X86Desc } from './insn.js';
import { immBytes, immName } from './forms-alu.js';
import {
  ACC,
  DATA,
  IMM8,
  byteOr,
  condOp,
  desc,
  immOp,
  memOp,
  regOp,
  rmName,
  rmOp,
  signedRange,
  sizeBits,
  targetOp,
  type ModeInfo,
} from './forms-util.js';

const GROUP3: readonly (readonly [string, number])[] = [
  ['not', 2],
  ['neg', 3],
  ['mul', 4],
  ['imul', 5],
  ['div', 6],
  ['idiv', 7],
];

function mulDivImplicit(name: string, w: Width): { implicitUses: string[]; implicitDefs: string[] } {
  const wide = [ACC[w], DATA[w]];
  if (name === 'mul' || name === 'imul') {
    return { implicitUses: [ACC[w]], implicitDefs: w === 8 ? ['ax'] : wide };
  }
  return { implicitUses: w === 8 ? ['ax'] : wide, implicitDefs: wide };
}

function unaryWidth(info: ModeInfo, w: Width, isMem: boolean): X86Desc[] {
  const sz = sizeBits(w);
  const rm = rmName(isMem, w);
  const short = (op: number) => (!isMem && info.mode === 32 && w !== 8 ? { short32: op } : {});
  const out = [
    ['inc', 0, 0x40],
    ['dec', 1, 0x48],
  ].map(([name, digit, s]) =>
    desc(
      {
        form: `${name} ${rm}`,
        mnemonic: name as string,
        flags: 'write',
        memory: isMem ? 'both' : 'none',
        operands: [rmOp(isMem, 'dst', w, 'usedef')],
        enc: { ...sz, opcode: [byteOr(w, 0xfe)], rm: 0, digit: digit as number, ...short(s as number) },
      },
      info,
    ),
  );
  for (const [name, digit] of GROUP3) {
    const modifies = name === 'not' || name === 'neg';
    out.push(
      desc(
        {
          form: `${name} ${rm}`,
          mnemonic: name,
          flags: name === 'not' ? 'none' : 'write',
          memory: isMem ? (modifies ? 'both' : 'load') : 'none',
          operands: [rmOp(isMem, modifies ? 'dst' : 'src', w, modifies ? 'usedef' : 'use')],
          enc: { ...sz, opcode: [byteOr(w, 0xf6)], rm: 0, digit },
          ...(modifies ? {} : mulDivImplicit(name, w)),
        },
        info,
      ),
    );
  }
  return out;
}

export function unaryForms(info: ModeInfo): X86Desc[] {
  return info.widths.flatMap((w) => [false, true].flatMap((isMem) => unaryWidth(info, w, isMem)));
}

const SHIFTS: readonly (readonly [string, number])[] = [
  ['shl', 4],
  ['shr', 5],
  ['sar', 7],
];

export function shiftForms(info: ModeInfo): X86Desc[] {
  return SHIFTS.flatMap(([name, digit]) =>
    info.widths.flatMap((w) =>
      [false, true].flatMap((isMem) => {
        const sz = sizeBits(w);
        const rm = rmName(isMem, w);
        const dst = rmOp(isMem, 'dst', w, 'usedef');
        const common = { mnemonic: name, flags: 'write' as const, memory: isMem ? ('both' as const) : ('none' as const) };
        return [
          desc({ ...common, form: `${name} ${rm}, 1`, operands: [dst], enc: { ...sz, opcode: [byteOr(w, 0xd0)], rm: 0, digit } }, info),
          desc(
            {
              ...common,
              form: `${name} ${rm}, cl`,
              operands: [dst, regOp('count', 'cl', 'use')],
              enc: { ...sz, opcode: [byteOr(w, 0xd2)], rm: 0, digit },
            },
            info,
          ),
          desc(
            {
              ...common,
              form: `${name} ${rm}, imm8`,
              operands: [dst, immOp('count', [0n, 255n])],
              enc: { ...sz, opcode: [byteOr(w, 0xc0)], rm: 0, digit, imm: { op: 1, bytes: 1 }, immHole: [1n, 1n], immWrap: 8 },
            },
            info,
          ),
        ];
      }),
    ),
  );
}

function extendForms(info: ModeInfo): X86Desc[] {
  const out: X86Desc[] = [];
  for (const [name, op8] of [
    ['movzx', 0xb6],
    ['movsx', 0xbe],
  ] as const) {
    for (const w of info.widths.filter((x) => x >= 16)) {
      for (const s of ([8, 16] as const).filter((x) => x < w)) {
        for (const isMem of [false, true]) {
          out.push(
            desc(
              {
                form: `${name} r${w}, ${rmName(isMem, s)}`,
                mnemonic: name,
                memory: isMem ? 'load' : 'none',
                memBits: isMem ? s : null,
                operands: [regOp('dst', w, 'def'), rmOp(isMem, 'src', s, 'use')],
                enc: { ...sizeBits(w), opcode: [0x0f, s === 8 ? op8 : op8 + 1], reg: 0, rm: 1 },
              },
              info,
            ),
          );
        }
      }
    }
  }
  if (info.mode === 64) {
    for (const isMem of [false, true]) {
      out.push(
        desc(
          {
            form: `movsxd r64, ${rmName(isMem, 32)}`,
            mnemonic: 'movsxd',
            memory: isMem ? 'load' : 'none',
            memBits: isMem ? 32 : null,
            operands: [regOp('dst', 64, 'def'), rmOp(isMem, 'src', 32, 'use')],
            enc: { ...sizeBits(64), opcode: [0x63], reg: 0, rm: 1 },
          },
          info,
        ),
      );
    }
  }
  return out;
}

function imulForms(info: ModeInfo): X86Desc[] {
  const out: X86Desc[] = [];
  for (const w of info.widths.filter((x) => x >= 16)) {
    const sz = sizeBits(w);
    for (const isMem of [false, true]) {
      const memory = isMem ? ('load' as const) : ('none' as const);
      const src = rmOp(isMem, 'src', w, 'use');
      const rm = rmName(isMem, w);
      out.push(
        desc(
          {
            form: `imul r${w}, ${rm}`,
            mnemonic: 'imul',
            flags: 'write',
            memory,
            operands: [regOp('dst', w, 'usedef'), src],
            enc: { ...sz, opcode: [0x0f, 0xaf], reg: 0, rm: 1 },
          },
          info,
        ),
      );
      out.push(
        desc(
          {
            form: `imul r${w}, ${rm}, imm8`,
            mnemonic: 'imul',
            flags: 'write',
            memory,
            operands: [regOp('dst', w, 'def'), src, immOp('imm', IMM8)],
            enc: { ...sz, opcode: [0x6b], reg: 0, rm: 1, imm: { op: 2, bytes: 1 } },
          },
          info,
        ),
      );
      const bytes = immBytes(w);
      out.push(
        desc(
          {
            form: `imul r${w}, ${rm}, ${immName(w)}`,
            mnemonic: 'imul',
            flags: 'write',
            memory,
            operands: [regOp('dst', w, 'def'), src, immOp('imm', signedRange(bytes))],
            enc: { ...sz, opcode: [0x69], reg: 0, rm: 1, imm: { op: 2, bytes }, immHole: IMM8 },
          },
          info,
        ),
      );
    }
  }
  return out;
}

function signExtendAcc(info: ModeInfo): X86Desc[] {
  const rows: (readonly [string, Width])[] = [
    ['cwd', 16],
    ['cdq', 32],
  ];
  if (info.mode === 64) rows.push(['cqo', 64]);
  return rows.map(([name, w]) =>
    desc(
      {
        form: name,
        mnemonic: name,
        operands: [],
        implicitUses: [ACC[w]],
        implicitDefs: [DATA[w]],
        enc: { ...sizeBits(w), opcode: [0x99] },
      },
      info,
    ),
  );
}

function condForms(info: ModeInfo): X86Desc[] {
  const out: X86Desc[] = [false, true].map((isMem) =>
    desc(
      {
        form: `setcc ${rmName(isMem, 8)}`,
        mnemonic: 'setcc',
        flags: 'read',
        memory: isMem ? 'store' : 'none',
        operands: [condOp, rmOp(isMem, 'dst', 8, 'def')],
        enc: { ...sizeBits(8), opcode: [0x0f, 0x90], cond: 0, rm: 1, digit: 0 },
      },
      info,
    ),
  );
  for (const w of info.widths.filter((x) => x >= 16)) {
    for (const isMem of [false, true]) {
      out.push(
        desc(
          {
            form: `cmovcc r${w}, ${rmName(isMem, w)}`,
            mnemonic: 'cmovcc',
            flags: 'read',
            memory: isMem ? 'load' : 'none',
            operands: [condOp, regOp('dst', w, 'usedef'), rmOp(isMem, 'src', w, 'use')],
            enc: { ...sizeBits(w), opcode: [0x0f, 0x40], cond: 0, reg: 1, rm: 2 },
          },
          info,
        ),
      );
    }
  }
  return out;
}

/** Stack forms at the mode's word size; no REX.W needed on x86-64 (SDM vol. 1 §3.6: 64-bit default). */
function stackForms(info: ModeInfo): X86Desc[] {
  const w = info.word;
  const enc = { bits: w, prefix66: false, rexW: false } as const;
  const sp = [info.sp];
  const stack = { implicitUses: sp, implicitDefs: sp };
  const reg = (role: 'use' | 'def'): OperandDesc => regOp(role === 'use' ? 'src' : 'dst', w, role);
  return [
    desc(
      {
        ...stack,
        form: `push r${w}`,
        mnemonic: 'push',
        memory: 'store',
        operands: [reg('use')],
        enc: { ...enc, opcode: [0x50], opreg: 0 },
      },
      info,
    ),
    desc(
      {
        ...stack,
        form: `push m${w}`,
        mnemonic: 'push',
        memory: 'both',
        operands: [memOp('src')],
        enc: { ...enc, opcode: [0xff], rm: 0, digit: 6 },
      },
      info,
    ),
    desc(
      {
        ...stack,
        form: 'push imm8',
        mnemonic: 'push',
        memory: 'store',
        operands: [immOp('imm', IMM8)],
        enc: { ...enc, opcode: [0x6a], imm: { op: 0, bytes: 1 } },
      },
      info,
    ),
    desc(
      {
        ...stack,
        form: 'push imm32',
        mnemonic: 'push',
        memory: 'store',
        operands: [immOp('imm', signedRange(4))],
        enc: { ...enc, opcode: [0x68], imm: { op: 0, bytes: 4 }, immHole: IMM8 },
      },
      info,
    ),
    desc(
      { ...stack, form: `pop r${w}`, mnemonic: 'pop', memory: 'load', operands: [reg('def')], enc: { ...enc, opcode: [0x58], opreg: 0 } },
      info,
    ),
    desc(
      {
        ...stack,
        form: `pop m${w}`,
        mnemonic: 'pop',
        memory: 'both',
        operands: [memOp('dst')],
        enc: { ...enc, opcode: [0x8f], rm: 0, digit: 0 },
      },
      info,
    ),
  ];
}

export function miscForms(info: ModeInfo): X86Desc[] {
  const leaWidths = info.widths.filter((w) => w >= 32);
  const lea = leaWidths.map((w) =>
    desc(
      {
        form: `lea r${w}, m`,
        mnemonic: 'lea',
        memBits: null,
        operands: [regOp('dst', w, 'def'), memOp('addr')],
        enc: { ...sizeBits(w), opcode: [0x8d], reg: 0, rm: 1 },
      },
      info,
    ),
  );
  return [...lea, ...extendForms(info), ...imulForms(info), ...signExtendAcc(info), ...condForms(info), ...stackForms(info)];
}

export function controlForms(info: ModeInfo): X86Desc[] {
  const w = info.word;
  const enc = { bits: w, prefix66: false, rexW: false } as const;
  const sp = [info.sp];
  const rel8 = { ...targetOp, range: signedRange(1) };
  const rel32 = { ...targetOp, range: signedRange(4) };
  const disp32 = { pseudoPrefix: '{disp32}' };
  const out: X86Desc[] = [
    desc(
      {
        form: 'jcc rel8',
        mnemonic: 'jcc',
        flags: 'read',
        control: 'cond-branch',
        operands: [condOp, rel8],
        enc: { ...enc, opcode: [0x70], cond: 0, rel: { op: 1, bytes: 1 } },
      },
      info,
    ),
    desc(
      {
        form: 'jcc rel32',
        mnemonic: 'jcc',
        flags: 'read',
        control: 'cond-branch',
        operands: [condOp, rel32],
        enc: { ...enc, opcode: [0x0f, 0x80], cond: 0, rel: { op: 1, bytes: 4 }, ...disp32 },
      },
      info,
    ),
    desc(
      { form: 'jmp rel8', mnemonic: 'jmp', control: 'branch', operands: [rel8], enc: { ...enc, opcode: [0xeb], rel: { op: 0, bytes: 1 } } },
      info,
    ),
    desc(
      {
        form: 'jmp rel32',
        mnemonic: 'jmp',
        control: 'branch',
        operands: [rel32],
        enc: { ...enc, opcode: [0xe9], rel: { op: 0, bytes: 4 }, ...disp32 },
      },
      info,
    ),
    desc(
      {
        form: `jmp r${w}`,
        mnemonic: 'jmp',
        control: 'branch',
        operands: [regOp('dst', w, 'use')],
        enc: { ...enc, opcode: [0xff], rm: 0, digit: 4 },
      },
      info,
    ),
    desc(
      {
        form: `jmp m${w}`,
        mnemonic: 'jmp',
        control: 'branch',
        memory: 'load',
        operands: [memOp('dst')],
        enc: { ...enc, opcode: [0xff], rm: 0, digit: 4, noAbsolute: true },
      },
      info,
    ),
    desc(
      {
        form: 'call rel32',
        mnemonic: 'call',
        control: 'call',
        memory: 'store',
        implicitUses: sp,
        implicitDefs: sp,
        operands: [rel32],
        enc: { ...enc, opcode: [0xe8], rel: { op: 0, bytes: 4 } },
      },
      info,
    ),
    desc(
      {
        form: `call r${w}`,
        mnemonic: 'call',
        control: 'call',
        memory: 'store',
        implicitUses: sp,
        implicitDefs: sp,
        operands: [regOp('dst', w, 'use')],
        enc: { ...enc, opcode: [0xff], rm: 0, digit: 2 },
      },
      info,
    ),
    desc(
      {
        form: `call m${w}`,
        mnemonic: 'call',
        control: 'call',
        memory: 'both',
        implicitUses: sp,
        implicitDefs: sp,
        operands: [memOp('dst')],
        enc: { ...enc, opcode: [0xff], rm: 0, digit: 2, noAbsolute: true },
      },
      info,
    ),
    desc(
      {
        form: 'ret',
        mnemonic: 'ret',
        control: 'return',
        memory: 'load',
        implicitUses: sp,
        implicitDefs: sp,
        operands: [],
        enc: { ...enc, opcode: [0xc3] },
      },
      info,
    ),
    desc(
      {
        form: 'ret imm16',
        mnemonic: 'ret',
        control: 'return',
        memory: 'load',
        implicitUses: sp,
        implicitDefs: sp,
        operands: [immOp('pop', [0n, 65535n])],
        enc: { ...enc, opcode: [0xc2], imm: { op: 0, bytes: 2 }, immWrap: 16 },
      },
      info,
    ),
  ];
  return out;
}
