// The UAL syntax helpers shared by the ARM and Thumb models (isa-models/ual/): register names and
// aliases, condition codes and mnemonic splitting, operand parsing and printing, syntax errors.
// Printing what was parsed gives llvm-mc's spelling back.

import t from 'tap';
import { condNum, CONDS, invertCond, parseCond, splitMnemonic } from '../../../isa-models/ual/conditions.js';
import { parseUalLine, printUalLine, printMemOffset, ual } from '../../../isa-models/ual/operands.js';
import { ARM_REGISTERS, isLowReg, parseRegName, regNum, regOfNum } from '../../../isa-models/ual/registers.js';
import { AsmError } from '../../../isa-models/types.js';

t.test('registers: llvm-mc spellings, numbers and aliases', async (t) => {
  t.equal(ARM_REGISTERS.length, 16);
  t.same(ARM_REGISTERS.map((r) => r.name).slice(11), ['r11', 'r12', 'sp', 'lr', 'pc']);
  t.ok(ARM_REGISTERS.every((r, i) => r.num === i && r.bits === 32 && r.full === r.name));
  for (const [alias, reg] of [
    ['r13', 'sp'],
    ['R14', 'lr'],
    ['r15', 'pc'],
    ['fp', 'r11'],
    ['ip', 'r12'],
    ['sb', 'r9'],
    ['sl', 'r10'],
    ['SP', 'sp'],
  ]) {
    t.equal(parseRegName(alias!), reg, `${alias} is ${reg}`);
  }
  t.equal(parseRegName('r16'), null);
  t.equal(parseRegName('x0'), null);
  t.equal(regNum('lr'), 14);
  t.equal(regOfNum(13), 'sp');
  t.throws(() => regOfNum(16), RangeError);
  t.ok(isLowReg('r7'));
  t.notOk(isLowReg('r8'));
});

t.test('conditions: numbers, aliases, inverses', async (t) => {
  t.equal(CONDS.length, 15);
  t.equal(condNum('eq'), 0);
  t.equal(condNum('al'), 14);
  t.equal(condNum('le'), 13);
  t.equal(parseCond('cs'), 'hs');
  t.equal(parseCond('CC'), 'lo');
  t.equal(parseCond('xx'), null);
  t.equal(invertCond('ge'), 'lt');
  t.equal(invertCond('hs'), 'lo');
  t.throws(() => invertCond('al'), RangeError);
});

t.test('mnemonic splitting: base{s}{cond} without ambiguity', async (t) => {
  t.same(splitMnemonic('addseq', 'add', true), { s: true, cond: 'eq' });
  t.same(splitMnemonic('adds', 'add', true), { s: true, cond: 'al' });
  t.same(splitMnemonic('addcs', 'add', true), { s: false, cond: 'hs' });
  t.equal(splitMnemonic('addeqs', 'add', true), null, 'pre-UAL order is refused, as llvm-mc does');
  t.same(splitMnemonic('bls', 'b', false), { s: false, cond: 'ls' });
  t.equal(splitMnemonic('bls', 'bl', false), null, 'bl takes no s');
  t.same(splitMnemonic('bleq', 'bl', false), { s: false, cond: 'eq' });
  t.equal(splitMnemonic('ldrsb', 'ldr', false), null);
  t.same(splitMnemonic('ldrhs', 'ldr', false), { s: false, cond: 'hs' });
  t.equal(splitMnemonic('cmpeq', 'cmp', false, false), null, 'no condition where none is allowed');
});

t.test('operands: every shape parses and prints back as written', async (t) => {
  const lines = [
    'add r0, r1, #1',
    'add r0, r1, r2, lsl #3',
    'add r0, r1, r2, lsr r3',
    'mov r0, r1, rrx',
    'ldr r0, [r1]',
    'ldr r0, [r1, #-4]',
    'ldr r0, [r1, #4]!',
    'ldr r0, [r1], #4',
    'ldr r0, [r1, #-0]',
    'ldr r0, [r1, r2]',
    'ldr r0, [r1, -r2, lsl #2]',
    'ldr r0, [r1, r2, asr #32]!',
    'ldr r0, [r1], -r2, ror #3',
    'ldr r0, [r1], -r2',
    'push {r4, r5, lr}',
    'ldm sp!, {r4}',
    'b #-8',
    'bx lr',
    'mov r0, #-16777216',
  ];
  for (const line of lines) {
    const p = parseUalLine(line);
    t.equal(printUalLine(p.mnemonic, p.operands), line, line);
  }
  t.equal(printUalLine('push', parseUalLine('PUSH {r6-r8, r4, lr}').operands), 'push {r4, r6, r7, r8, lr}', 'ranges expand, lists sort');
  t.equal(printUalLine('mov', parseUalLine('mov r0, 0x10 @ comment').operands), 'mov r0, #16', 'bare and hex numbers, @ comments');
  t.equal(printUalLine('ldr', parseUalLine('ldr r0, [r1, +r2]').operands), 'ldr r0, [r1, r2]');
  t.equal(printUalLine('mov', [ual.reg('r0'), ual.reg('r1'), ual.shift({ kind: 'imm', op: 'lsl', amount: 2 })]), 'mov r0, r1, lsl #2');
  t.equal(printMemOffset({ kind: 'reg', reg: 'r2', minus: true, shift: { kind: 'rrx' } }), '-r2, rrx');
  t.equal(printMemOffset({ kind: 'none' }), '');
  t.same(parseUalLine('nop'), { mnemonic: 'nop', operands: [] });
  t.same(
    parseUalLine('ldr r0, [r1, #-0]').operands[1],
    { kind: 'mem', base: 'r1', offset: { kind: 'imm', value: 0, minus: true }, writeback: false },
    '#-0 stays distinguishable from #0',
  );
  t.same(parseUalLine('stm r0!, {r1}').operands[0], { kind: 'reg', reg: 'r0', minus: false, writeback: true });
});

t.test('syntax errors are AsmError naming the problem', async (t) => {
  const bad: [string, RegExp][] = [
    ['ldr r0, [r1', /expected '\]'/],
    ['add r0, r16', /expected a register, found 'r16'/],
    ['push {r5-r4}', /runs backwards/],
    ['mov r0, #0x1ffffffff', /does not fit 32 bits/],
    ['add r0,, r1', /unexpected ','/],
    ['add r0, r1 r2', /unexpected 'r2'/],
    ['mov r0, #', /unexpected end/],
    ['add r0, r1, %', /unexpected character/],
    ['push {r1, r2', /expected '\}'/],
    ['mov r0, r1, lsl', /unexpected end|expected a number/],
    ['', /expected an instruction/],
  ];
  for (const [line, why] of bad) t.throws(() => parseUalLine(line), { name: 'AsmError', message: why }, line);
  t.ok(new AsmError('x') instanceof Error);
});
