// The Capstone binding and the static memory classifier, checked against Unicorn's memory hooks on
// hand-written snippets (tap-tests/simulators/classify-snippets.ts). The corpus-wide collection and
// per-shape empirical check live in classify-corpus.<isa>.test.ts.

import t from 'tap';
import { disassemble, disassembleOne, type Decoded } from '../../simulators/capstone.js';
import { classify } from '../../simulators/classify.js';
import type { Isa } from '../../common/image.js';
import { mismatch, flagsFor, conditionOf, observe } from './agree.js';
import { assemble, assembleAlone, prime } from './assemble.js';
import { ARM_CONDITIONAL, SNIPPETS } from './classify-snippets.js';
import { closeProbes, CODE, probe } from './unicorn-probe.js';

t.teardown(closeProbes);

// The snippets assembled in one llvm-mc run per ISA (assemble.ts prime), checked against single runs below.
for (const isa of Object.keys(SNIPPETS) as Isa[]) prime(isa, SNIPPETS[isa]);
prime('arm', ARM_CONDITIONAL);

t.test('a snippet assembled in a batch has the bytes of a run of its own', async (t) => {
  for (const isa of Object.keys(SNIPPETS) as Isa[]) {
    const labelled = SNIPPETS[isa].find((src) => /^\s*\w+:/m.test(src));
    for (const src of [SNIPPETS[isa][0]!, ...(labelled === undefined ? [] : [labelled])])
      t.same(assemble(isa, src), assembleAlone(isa, src), `${isa}: ${JSON.stringify(src).slice(0, 60)}`);
  }
});

const hex = (s: string): Uint8Array => Uint8Array.from(s.match(/../g)!.map((x) => parseInt(x, 16)));
const text = (d: readonly Decoded[]): string[] => d.map((i) => `${i.mnemonic} ${i.opStr}`.trim());

t.test('capstone decodes each ISA in the expected syntax', async (t) => {
  t.same(text(disassemble('x86-32', hex('01d88b442404c3'), 0x1000n)), ['add eax, ebx', 'mov eax, dword ptr [esp + 4]', 'ret']);
  t.same(text(disassemble('x86-64', hex('488d44b710c3'), 0x1000n)), ['lea rax, [rdi + rsi*4 + 0x10]', 'ret']);
  t.same(text(disassemble('arm', hex('010080e0042090e5f04f2de91eff2fe1'), 0n)), [
    'add r0, r0, r1',
    'ldr r2, [r0, #4]',
    'push {r4, r5, r6, r7, r8, sb, sl, fp, lr}',
    'bx lr',
  ]);
  t.same(text(disassemble('thumb', hex('4018f0b57047'), 0n)), ['adds r0, r0, r1', 'push {r4, r5, r6, r7, lr}', 'bx lr']);
  const d = disassemble('x86-32', hex('01d88b442404c3'), 0x900000n);
  t.same(
    d.map((i) => [i.address, i.size]),
    [
      [0x900000n, 2],
      [0x900002n, 4],
      [0x900006n, 1],
    ],
  );
  t.equal(disassemble('x86-32', hex('01d88b442404c3'), 0n, 2).length, 2, 'count limits the decode');
  t.same(disassembleOne('arm', hex('042090e5'), 8n), { address: 8n, size: 4, mnemonic: 'ldr', opStr: 'r2, [r0, #4]' });
  t.equal(disassembleOne('x86-64', hex('0f0b'), 0n)?.mnemonic, 'ud2');
  t.equal(disassembleOne('x86-64', hex('06'), 0n), null, 'push es is invalid in 64-bit mode');
  t.equal(disassembleOne('arm', hex('ffffffff'), 0n), null, 'undefined ARM encoding');
  t.same(disassemble('x86-32', new Uint8Array(0), 0n), []);
  t.equal(disassemble('x86-32', hex('90'.repeat(20000)), 0n).length, 20000, 'large buffers decode and free');
});

t.test('Thumb-2 encodings: the binding refuses what Capstone MClass decodes, classify rejects them', async (t) => {
  const cases = [
    'add.w r0, r0, #1000',
    'ldr.w r0, [r1, #2000]',
    'cbz r0, L\nnop\nL: nop',
    'it eq\naddeq r0, r1',
    'ldrd r0, r1, [r2]',
    'push.w {r4, r5, r6, r7, r8, lr}',
    'movw r0, #1000',
    'sdiv r0, r1, r2',
    'cbnz r1, L\nnop\nL: nop',
  ];
  for (const src of cases) {
    const bytes = assemble('thumb', src, 'thumbv7m');
    t.equal(disassembleOne('thumb', bytes, 0n), null, `'${src}' does not decode as Thumb-1`);
    const before = assemble('thumb', 'adds r0, r0, r1\nnop');
    const joined = Uint8Array.from([...before, ...bytes]);
    t.same(text(disassemble('thumb', joined, 0n)), ['adds r0, r0, r1', 'nop'], 'decoding stops before it');
  }
  for (const [mnemonic, opStr, size] of [
    ['add.w', 'r0, r0, #0x3e8', 4],
    ['ldr', 'r0, [r1, #0x7d0]', 4],
    ['cbz', 'r0, #4', 2],
    ['it', 'eq', 2],
    ['ldrd', 'r0, r1, [r2]', 4],
  ] as const) {
    t.throws(() => classify('thumb', { address: 0n, size, mnemonic, opStr }), /ARMv6-M|Thumb-2/, `classify rejects ${mnemonic}`);
  }
  const addw = assemble('thumb', 'add.w r0, r0, #1000', 'thumbv7m');
  t.throws(() => probe('thumb', addw, 1), /UC_ERR_INSN_INVALID/, 'Unicorn Cortex-M0 rejects add.w');
  t.throws(() => assemble('thumb', 'add.w r0, r0, #1000'), /thumb2/, 'llvm-mc thumbv6m refuses add.w');
  for (const src of ['bl L\nL: nop', 'dmb sy', 'mrs r0, apsr', 'msr apsr_nzcvq, r0', 'isb sy', 'dsb sy']) {
    const insn = disassembleOne('thumb', assemble('thumb', src), 0n)!;
    t.equal(insn.size, 4);
    t.same(classify('thumb', insn), { loads: 0, stores: 0, accesses: 0, conditional: false }, `v6-M 32-bit ${src}`);
  }
});

t.test('trap and system instructions classify as touching no memory', async (t) => {
  const none = { loads: 0, stores: 0, accesses: 0, conditional: false };
  const cases: [Isa, string][] = [
    ['x86-32', 'ud2'],
    ['x86-64', 'int3'],
    ['arm', 'udf #0'],
    ['arm', 'trap'],
    ['arm', 'bkpt #1'],
    ['arm', 'svc #0'],
    ['thumb', 'udf #254'],
    ['thumb', 'bkpt #0'],
    ['thumb', 'svc #1'],
    ['thumb', 'trap'],
  ];
  for (const [isa, src] of cases) t.same(classify(isa, disassembleOne(isa, assemble(isa, src), 0n)!), none, `${isa} ${src}`);
});

t.test(
  'what the classifiers cannot determine throws, naming it (x86 mnemonics outside the table are classified by operand order where that decides: classify-unknown.test.ts)',
  async (t) => {
    const gaps: [Isa, string, RegExp][] = [
      ['x86-32', 'pushfd', /'pushfd'/],
      ['x86-32', 'rep movsd', /string/],
      ['x86-32', 'fld dword ptr [eax]', /'fld'/],
      ['x86-64', 'stosq', /string|'stosq'/],
      ['x86-64', 'vmovaps ymm0, ymmword ptr [rax]', /'vmovaps'/],
      ['arm', 'swp r0, r1, [r2]', /'swp'/],
      ['arm', 'ldrex r0, [r1]', /'ldrex'/],
      ['arm', 'pld [r0]', /'pld'/],
      ['arm', 'ldrbt r0, [r1]', /'ldrbt'/],
    ];
    for (const [isa, src, re] of gaps) {
      const triple = isa === 'thumb' ? 'thumbv7m' : isa === 'arm' ? 'armv7' : undefined;
      const insn = disassembleOne(isa, assemble(isa, src, triple), 0n);
      t.not(insn, null, src);
      t.throws(() => classify(isa, insn!), re, `${isa} ${src}`);
    }
    t.throws(() => classify('x86-32', { address: 0n, size: 3, mnemonic: 'mov', opStr: 'eax' }), /1 operands/);
    t.throws(() => classify('x86-32', { address: 0n, size: 3, mnemonic: 'mov', opStr: 'eax, tbyte ptr [eax]' }), /access size/);
    t.throws(() => classify('arm', { address: 0n, size: 4, mnemonic: 'ldm', opStr: 'r0, {r1-r4}' }), /register list/);
  },
);

/** Runs a snippet in Unicorn and returns one mismatch description per disagreeing instruction. */
function snippetMismatches(isa: Isa, src: string, nzcv?: number, passes = true): string[] {
  const code = assemble(isa, src);
  const insns = disassemble(isa, code, CODE);
  const size = insns.reduce((n, i) => n + i.size, 0);
  if (size !== code.length) return [`${isa}: capstone decoded ${size} of ${code.length} bytes of ${JSON.stringify(src)}`];
  let events;
  try {
    events = probe(isa, code, insns.length, nzcv === undefined ? {} : { nzcv });
  } catch (e) {
    return [`${isa} ${JSON.stringify(src)}: ${(e as Error).message}`];
  }
  return insns.map((i) => mismatch(isa, i, events.get(i.address) ?? [], passes)).filter((m): m is string => m !== null);
}

for (const isa of Object.keys(SNIPPETS) as Isa[]) {
  t.test(`${isa}: hand-written snippets agree with Unicorn's memory hooks`, async (t) => {
    const problems = SNIPPETS[isa].flatMap((src) => snippetMismatches(isa, src));
    t.same(problems, []);
  });
}

t.test('arm: a condition-failed memory instruction makes no memory event (conditional: true)', async (t) => {
  const problems: string[] = [];
  for (const src of ARM_CONDITIONAL) {
    const insn = disassembleOne('arm', assemble('arm', src), CODE)!;
    t.equal(classify('arm', insn).conditional, true, `${src} is flagged conditional`);
    const cond = conditionOf(insn.mnemonic)!;
    problems.push(...snippetMismatches('arm', src, flagsFor(cond, true), true));
    problems.push(...snippetMismatches('arm', src, flagsFor(cond, false), false));
  }
  t.same(problems, []);
  const plain = disassembleOne('arm', assemble('arm', 'addne r0, r0, #1'), 0n)!;
  t.equal(classify('arm', plain).conditional, false, 'conditional without memory is not flagged');
});

t.test('event shapes: SSE 16-byte split, ldrd split, multi-register order, RMW order', async (t) => {
  const run = (isa: Isa, src: string): string[] => {
    const code = assemble(isa, src);
    const events = probe(isa, code, 1).get(CODE) ?? [];
    return events.map((e) => `${e.kind[0]}${e.size}@${(e.address - 0x7fffd0n).toString(16)}`);
  };
  const sse = probe('x86-64', assemble('x86-64', 'movups xmm0, xmmword ptr [rbx]'), 1).get(CODE)!;
  t.same(
    sse.map((e) => [e.kind, e.size]),
    [
      ['read', 8],
      ['read', 8],
    ],
    '16-byte SSE load = two 8-byte events',
  );
  const movq = probe('x86-32', assemble('x86-32', 'movq xmm0, qword ptr [ebx]'), 1).get(CODE)!;
  t.same(
    movq.map((e) => [e.kind, e.size]),
    [['read', 8]],
    '8-byte load on x86-32 = one event',
  );
  const ldrd = probe('arm', assemble('arm', 'ldrd r2, r3, [r1]'), 1).get(CODE)!;
  t.same(
    ldrd.map((e) => [e.kind, e.size]),
    [
      ['read', 4],
      ['read', 4],
    ],
    'ldrd = two 4-byte events',
  );
  t.same(run('arm', 'push {r4, r5, lr}'), ['w4@24', 'w4@28', 'w4@2c'], 'push stores ascending: r4 first, lr last');
  t.same(run('thumb', 'push {r4, r5, lr}'), ['w4@24', 'w4@28', 'w4@2c'], 'Thumb push too');
  const rmw = probe('x86-32', assemble('x86-32', 'add dword ptr [ebx], 1'), 1).get(CODE)!;
  t.same(
    rmw.map((e) => e.kind),
    ['read', 'write'],
    'RMW: read then write',
  );
  const pop = observe(probe('arm', assemble('arm', 'pop {r4, pc}'), 1).get(CODE)!);
  t.same(pop, { loads: 1, stores: 0, accesses: 2 }, 'pop including pc counts pc');
});
