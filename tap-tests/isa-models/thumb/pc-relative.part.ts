// pc-relative operands against llvm-mc-14's own label resolution: a program of ldr-literal, adr,
// b<c>, b and bl instructions referring to labels at known distances (both word alignments of the
// instruction, the ends of every range) is assembled to an object by llvm-mc-14 -triple=thumbv6m;
// at every instruction's position its bytes equal the model's encoding of the operand that
// isa-models/thumb/pc-relative.ts computes from the two addresses. Out-of-reach literals throw.

import t from 'tap';
import { EncodeError } from '../../../isa-models/types.js';
import { model, type ThumbInsn } from '../../../isa-models/thumb/model.js';
import { branchTarget, literalBase, literalOffset } from '../../../isa-models/thumb/pc-relative.js';
import { assemble } from '../../simulators/assemble.js';

interface Check {
  readonly pos: number;
  readonly insn: ThumbInsn;
  readonly text: string;
}

/** Builds the source while tracking each byte position (every statement's size is known). */
class Program {
  readonly lines: string[] = ['.text', '.thumb'];
  readonly checks: Check[] = [];
  pos = 0;
  private labels = 0;

  label(): string {
    return `L${this.labels++}`;
  }
  put(text: string, size: number): void {
    this.lines.push(text);
    this.pos += size;
  }
  space(n: number): void {
    if (n > 0) this.put(`.space ${n}`, n);
  }
  alignTo(mod4: number): void {
    while (this.pos % 4 !== mod4) this.put('nop', 2);
  }
  insn(text: string, insn: ThumbInsn): void {
    this.checks.push({ pos: this.pos, insn, text });
    this.put(text, model.size(insn));
  }
}

function literals(p: Program): void {
  for (const [mnemonic, form, reg] of [
    ['ldr', 'ldr rt, [pc, #imm8]', 'r3'],
    ['adr', 'adr rd, #imm8', 'r5'],
  ] as const) {
    for (const mod4 of [0, 2]) {
      for (const d of [0, 4, 8, 512, 1016, 1020]) {
        p.alignTo(mod4);
        const at = p.pos;
        const literal = literalBase(at) + d;
        const l = p.label();
        p.insn(`${mnemonic} ${reg}, ${l}`, { form, ops: [reg, literalOffset(at, literal)] });
        p.space(literal - p.pos);
        p.put(`${l}: .word 0`, 4);
      }
    }
  }
}

function branch(
  p: Program,
  text: (label: string) => string,
  form: string,
  ops: (target: number) => ThumbInsn['ops'],
  distance: number,
): void {
  const l = p.label();
  const size = model.size({ form, ops: ops(4) });
  if (distance >= 0) {
    const at = p.pos;
    p.insn(text(l), { form, ops: ops(branchTarget(at, at + distance)) });
    p.space(distance - size);
    p.put(`${l}: nop`, 2);
  } else {
    const dest = p.pos;
    p.put(`${l}: nop`, 2);
    p.space(-distance - 2);
    p.insn(text(l), { form, ops: ops(branchTarget(p.pos, dest)) });
  }
}

function branches(p: Program): void {
  for (const d of [4, 6, 100, 258, -2, -252, -100])
    branch(
      p,
      (l) => `bne ${l}`,
      'b<c> target',
      (x) => ['ne', x],
      d,
    );
  for (const d of [4, 6, 2050, -2, -2044, -1000])
    branch(
      p,
      (l) => `b ${l}`,
      'b target',
      (x) => [x],
      d,
    );
  for (const d of [4, 6, 70000, -2, -70002])
    branch(
      p,
      (l) => `bl ${l}`,
      'bl target',
      (x) => [x],
      d,
    );
}

t.test('ldr-literal, adr and branches reach llvm-mc-14 labels with the computed operands', async (t) => {
  const p = new Program();
  literals(p);
  branches(p);
  const text = assemble('thumb', p.lines.join('\n'));
  t.equal(text.length, p.pos, 'the layout matches the object');
  const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
  const failures = p.checks.flatMap((c) => {
    const want = hex(text.subarray(c.pos, c.pos + model.size(c.insn)));
    const got = hex(model.encode(c.insn, c.pos));
    return got === want ? [] : [`${c.text} at ${c.pos}: model ${got} (${model.print(c.insn)}), llvm-mc ${want}`];
  });
  t.same(failures, [], `${p.checks.length} pc-relative instructions`);
});

t.test('a literal out of reach is an EncodeError', async (t) => {
  t.equal(literalBase(0x100), 0x104);
  t.equal(literalBase(0x102), 0x104);
  t.equal(literalOffset(0x102, 0x104 + 1020), 1020);
  t.throws(() => literalOffset(0x102, 0x104 + 1024), EncodeError, 'beyond 1020');
  t.throws(() => literalOffset(0x104, 0x104), EncodeError, 'before Align(pc, 4)');
  t.throws(() => literalOffset(0x100, 0x106), EncodeError, 'not word-aligned');
  t.throws(() => literalOffset(0x101, 0x108), EncodeError, 'odd instruction address');
  t.equal(branchTarget(0x100, 0x100), 0);
  t.throws(() => model.encode({ form: 'b<c> target', ops: ['eq', branchTarget(0x100, 0x100 + 260)] }), EncodeError);
});
