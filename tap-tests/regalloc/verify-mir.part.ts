// verifyMir (engine/mir/verify.ts) refuses the malformed functions allocators must never see, and
// accepts the generator's functions; printMir lists instructions with their layout index.

import t from 'tap';
import type { MFunction, MInst, RegOperand } from '../../engine/mir/types.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { printMir } from '../../engine/mir/print.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { problemText } from '../../engine/backend/problem.js';

const G = { form: 'generated', ops: [] }; // no encoder knows it: allocation never looks into an instruction
const use = (vreg: number, preg?: string): RegOperand => ({
  vreg,
  kind: 'use',
  constraint: preg ? { kind: 'fixed', preg } : { kind: 'reg', class: 'gpr' },
});
const def = (vreg: number, preg?: string): RegOperand => ({
  vreg,
  kind: 'def',
  constraint: preg ? { kind: 'fixed', preg } : { kind: 'reg', class: 'gpr' },
});
const stackUse = (vreg: number): RegOperand => ({ vreg, kind: 'use', constraint: { kind: 'stack' } });
const isa = (regs: RegOperand[], target?: number): MInst => ({
  kind: 'isa',
  insn: G,
  regs,
  clobbers: [],
  ...(target !== undefined ? { target } : {}),
});

function fn(insts: MInst[][], succs: number[][], nv = 3): MFunction {
  const blocks = insts.map((is, id) => ({ id, insts: is, succs: succs[id]!, preds: [] as number[], loopDepth: 0 }));
  for (const b of blocks) for (const s of b.succs) blocks[s]!.preds.push(b.id);
  return { name: 'v', blocks, vregs: Array.from({ length: nv }, () => ({ class: 'gpr', bits: 32 })), frame: [] };
}

const entry: MInst = { kind: 'isa', insn: null, regs: [def(0, 'r0')], clobbers: [] };

t.test('a well-formed function passes and prints', async (t) => {
  const f = fn([[entry, isa([use(0), def(1)]), isa([use(1, 'r0')])]], [[]]);
  t.same(verifyMir(f, 'arm'), []);
  t.match(printMir(f, 'arm'), /1: \{"form":"generated","ops":\[\]\} \[use v0:gpr, def v1:gpr\]/);
});

t.test('malformed functions are refused with a located message', async (t) => {
  const cases: [string, MFunction, RegExp][] = [
    ['use before any def', fn([[entry, isa([use(1), def(2)])]], [[]]), /inst 1 operand 0: v1 is not defined on every path/],
    [
      'def on one path only',
      fn([[entry, isa([use(0)], 2), isa([], 1)], [isa([def(1)]), isa([], 2)], [isa([use(1)])]], [[2, 1], [2], []]),
      /block 2 inst 5 operand 0: v1 is not defined on every path/,
    ],
    ['successor without a branch', fn([[entry, isa([])], [isa([])]], [[1], []]), /successor 1 is not the target of any branch/],
    [
      'reuse of a def',
      fn([[entry, isa([def(1), { vreg: 2, kind: 'def', constraint: { kind: 'reuse', input: 0 } }])]], [[]]),
      /reuse names operand 0, which is not a use/,
    ],
    ['two uses fixed to one register', fn([[entry, isa([def(1)]), isa([use(0, 'r1'), use(1, 'r1')])]], [[]]), /both fixed to r1/],
    [
      'unknown class',
      fn([[entry, isa([{ vreg: 0, kind: 'use', constraint: { kind: 'reg', class: 'xmm' } }])]], [[]]),
      /unknown class 'xmm'/,
    ],
    ['entry pseudo elsewhere', fn([[entry, entry]], [[]]), /entry pseudo/],
    ['two stack operands', fn([[entry, isa([def(1)]), isa([stackUse(0), stackUse(1)])]], [[]]), /2 stack operands/],
    [
      'reuse of a stack operand',
      fn([[entry, isa([stackUse(0), { vreg: 1, kind: 'def', constraint: { kind: 'reuse', input: 0 } }])]], [[]]),
      /reuse of a stack operand/,
    ],
    ['stack operand in a copy', fn([[entry, { kind: 'copy', regs: [def(1), stackUse(0)] }]], [[]]), /a copy cannot have a stack operand/],
    [
      'stack operand with a frame object',
      fn([[entry, { ...isa([stackUse(0)]), frame: 0 } as MInst]], [[]]),
      /a stack operand and frame object 0/,
    ],
    [
      'too many registers at once on Thumb',
      fn([[entry, isa(Array.from({ length: 9 }, (_, k) => def(k)))], [isa([...Array.from({ length: 9 }, (_, k) => use(k))])]], [[], []], 9),
      /needs 9 registers at once, the target has 8/,
    ],
  ];
  for (const [what, f, pattern] of cases) {
    const problems = verifyMir(f, what.includes('Thumb') ? 'thumb' : 'arm');
    t.ok(
      problems.some((p) => pattern.test(problemText(p))),
      `${what}: ${JSON.stringify(problems)}`,
    );
  }
});

t.test('target registers follow the architecture note', async (t) => {
  t.same(targetRegs('x86-32').classes.byte, ['eax', 'ecx', 'edx', 'ebx']);
  t.equal(targetRegs('x86-64').classes.gpr!.length, 14);
  t.same(targetRegs('thumb').classes.gpr, ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
  t.equal(targetRegs('arm').classes.gpr!.length, 13);
  t.notOk(targetRegs('arm').classes.gpr!.includes('sp'));
});
