// Regression test of issue 17 (Found 4, last bullet): llc-14's SSE code crashed the harness with a
// JavaScript stack trace (`x86: mnemonic 'pcmpeqb' is not in the table`).
//
// Requires llc-14, clang-14, llvm-mc-14, libcapstone4 and Unicorn (each named by its helper's error).
// Checks: (1) a C program whose memcmp llc-14 expands inline into pcmpeqb / pmovmskb runs under the
// harness on x86-64 and x86-32, matches the interpreter, and the two count derivations agree
// (architecture.md "Counting convention": block counts × static classes = exact hooks);
// (2) x86 mnemonics outside the classifier's table, classified by the SDM's operand order
// (simulators/classify-x86.ts), agree with Unicorn's memory hooks instruction by instruction;
// (3) what that rule cannot decide throws an UnclassifiedInstruction naming the instruction, and a run
// that reaches such an instruction ends with an outcome naming it instead of a crash.

import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCell, cellLabel, isFailure, type CellSpec } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, type RunSettings } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { disassemble, disassembleOne } from '../../simulators/capstone.js';
import { classify, UnclassifiedInstruction } from '../../simulators/classify.js';
import { runImage } from '../../simulators/harness.js';
import type { Image, Isa } from '../../common/image.js';
import { mismatch } from './agree.js';
import { assemble } from './assemble.js';
import { closeProbes, CODE, probe } from './unicorn-probe.js';

t.teardown(closeProbes);

// memcmp of 16 and 32 bytes: llc's ExpandMemCmp compares them with pcmpeqb + pmovmskb (SSE2).
const MEMCMP_C = `
int memcmp(const void *, const void *, unsigned long);
struct S { int a, b, c, d; };
struct S g1 = {1, 2, 3, 4}, g2 = {1, 2, 3, 4}, g3 = {1, 2, 5, 4};
struct S h1[2] = {{1, 2, 3, 4}, {5, 6, 7, 8}}, h2[2] = {{1, 2, 3, 4}, {5, 6, 7, 9}};
__attribute__((noinline)) int same(const struct S *x, const struct S *y) { return memcmp(x, y, sizeof *x) == 0; }
__attribute__((noinline)) int same2(const struct S *x, const struct S *y) { return memcmp(x, y, 2 * sizeof *x) == 0; }
int main(void) { return same(&g1, &g2) * 100 + same(&g1, &g3) * 10 + same2(h1, h1) * 4 + same2(h1, h2) * 2; }
`;

const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: true };

function mnemonicsOf(image: Image): Set<string> {
  const out = new Set<string>();
  for (const f of image.functions) {
    const seg = image.segments.find((s) => f.address >= s.address && f.address < s.address + BigInt(s.size))!;
    const at = Number(f.address - seg.address);
    for (const d of disassemble(image.isa, seg.bytes.subarray(at, at + f.size), f.address)) out.add(d.mnemonic);
  }
  return out;
}

for (const isa of ['x86-64', 'x86-32'] as const) {
  t.test(`${isa}: llc-14's SSE memcmp expansion runs in the harness, both count derivations agree`, async (t) => {
    const path = join(t.testdir(), 'memcmp_sse.c');
    writeFileSync(path, MEMCMP_C);
    const { module, target } = loadProgram(path, isa, 1);
    const spec: CellSpec = { backend: 'llc', regalloc: 'greedy' };
    const built = buildCell(module, target, spec);
    if (isFailure(built)) throw new Error(`llc cell: ${built.status}: ${built.reason}`);
    const seen = mnemonicsOf(built.image);
    t.ok(seen.has('pcmpeqb') && seen.has('pmovmskb'), `llc's code uses SSE2 compares (${[...seen].sort().join(' ')})`);
    const reference = interpretFor(module, SETTINGS);
    t.equal(reference.return, 104n, 'the interpreter: 16 and 32 bytes, equal and unequal');
    const r = executeImage(module, findTarget(isa)!, built.image, cellLabel(module, target, spec), SETTINGS, reference);
    t.equal(r.machine.status, 'ok', r.machine.reason ?? '');
    t.equal(r.matchesInterpreter, true);
    t.ok(r.machine.counts.loads > 0);
    t.same(r.machine.blockCounts, r.machine.counts, 'block counts × static classes = exact hooks');
  });
}

/** Sources of instructions outside the table, run in Unicorn (every one must agree with its class). */
const OUTSIDE_TABLE: Readonly<Record<'x86-32' | 'x86-64', readonly string[]>> = {
  'x86-32': [
    'pcmpeqb xmm0, xmmword ptr [ebx]\npmovmskb eax, xmm0\npcmpeqd xmm1, xmm0\npminub xmm1, xmmword ptr [ebx]',
    'pshufd xmm1, xmmword ptr [ebx], 27\npunpcklbw xmm0, xmmword ptr [ebx]\npshuflw xmm2, xmm1, 0\npunpcklqdq xmm0, xmm1',
    'movntdq xmmword ptr [ebx], xmm0\nmovnti dword ptr [ebx + 4], ecx\npsubb xmm0, xmmword ptr [ebx]\npsrldq xmm0, 4',
    'pcmpgtb mm0, qword ptr [ebx]\npaddb mm0, qword ptr [ebx]\nemms\nlfence\ncpuid',
  ],
  'x86-64': [
    'pcmpeqb xmm8, xmmword ptr [rbx]\npmovmskb r9d, xmm8\npshufd xmm1, xmmword ptr [rbx + 16], 0\npand xmm1, xmm8',
    'movq xmm0, rax\npunpcklwd xmm0, xmmword ptr [rbx]\nmovnti qword ptr [rbx], rcx\npsadbw xmm0, xmmword ptr [rbx]',
    'lodsb al, byte ptr [rsi]\nmovsb byte ptr [rdi], byte ptr [rsi]\nscasb al, byte ptr [rdi]',
  ],
};

for (const isa of ['x86-32', 'x86-64'] as const) {
  t.test(`${isa}: mnemonics outside the table, classified by operand order, agree with Unicorn`, async (t) => {
    const problems: string[] = [];
    let outside = 0;
    for (const src of OUTSIDE_TABLE[isa]) {
      const code = assemble(isa, src);
      const insns = disassemble(isa, code, CODE);
      const events = probe(isa, code, insns.length);
      for (const i of insns) {
        const m = mismatch(isa, i, events.get(i.address) ?? []);
        if (m !== null) problems.push(m);
        if (!['pand', 'movq'].includes(i.mnemonic)) outside++;
      }
    }
    t.same(problems, []);
    t.ok(outside >= 8, `${outside} instructions checked`);
  });
}

t.test('what operand order cannot decide throws an UnclassifiedInstruction naming the instruction', async (t) => {
  const cases: [Isa, string][] = [
    ['x86-32', 'fld dword ptr [eax]'],
    ['x86-32', 'cmpxchg dword ptr [ebx], ecx'],
    ['x86-32', 'lock add dword ptr [ebx], 1'],
    ['x86-32', 'pushfd'],
    ['x86-32', 'xlatb'],
    ['x86-64', 'maskmovdqu xmm0, xmm1'],
    ['x86-64', 'popfq'],
    ['x86-64', 'stosq'],
    ['x86-64', 'vpcmpeqb ymm0, ymm1, ymmword ptr [rax]'],
    ['x86-32', 'rep movsd'],
  ];
  for (const [isa, src] of cases) {
    const insn = disassembleOne(isa, assemble(isa, src), 0n);
    t.not(insn, null, src);
    const mnemonic = insn!.mnemonic.split(' ').pop()!;
    t.throws(() => classify(isa, insn!), UnclassifiedInstruction, `${isa} ${src}`);
    t.throws(
      () => classify(isa, insn!),
      new RegExp(`'${mnemonic}'|'[a-z ]*${mnemonic}'|${mnemonic} `),
      `${isa} ${src}: the message names it`,
    );
  }
  t.same(
    classify('x86-64', disassembleOne('x86-64', assemble('x86-64', 'popcnt rax, rcx'), 0n)!),
    { loads: 0, stores: 0, accesses: 0, conditional: false },
    'popcnt is no pop',
  );
});

t.test('a run that reaches an unclassifiable instruction ends with an outcome naming it, not a crash', async (t) => {
  const dir = t.testdir();
  const path = join(dir, 'tiny.c');
  writeFileSync(path, 'int main(void) { return 7; }\n');
  const { module, target } = loadProgram(path, 'x86-64', 1);
  const built = buildCell(module, target, { backend: 'llc', regalloc: 'greedy' });
  if (isFailure(built)) throw new Error(`llc cell: ${built.reason}`);
  const main = built.image.functions.find((f) => f.name === 'main')!;
  // main's first byte becomes pushfq (0x9c): a stack store that no operand text shows.
  const segments = built.image.segments.map((s) => {
    if (main.address < s.address || main.address >= s.address + BigInt(s.size)) return s;
    const bytes = Uint8Array.from(s.bytes);
    bytes[Number(main.address - s.address)] = 0x9c;
    return { ...s, bytes };
  });
  const image: Image = { ...built.image, segments };
  const run = runImage(image, { entry: 'main', args: [] });
  t.equal(run.status, 'fault');
  t.equal(run.fault?.instruction, 'pushfq');
  t.equal(run.fault?.pc, main.address);
  t.match(run.reason, /cannot count the run: x86: 'pushfq'/);
});
