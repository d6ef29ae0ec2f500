// The ISA models against llvm-mc-14 (issue 4, isa-models/verify.ts):
// - the verifier itself: llvm-mc batching, location-counter branches, golden-file format, and a tiny
//   hand-written model that passes, with broken variants that fail in exactly the check they break;
// - every registered model against its committed golden file (runs anywhere llvm-mc is absent),
//   with the verified (form, operands) case counts per ISA and per form printed;
// - the golden files against a live llvm-mc-14 run (llvm-mc-14 is installed by set-up: a missing
//   tool is a failure, never a skip).

import t from 'tap';
import { MODELS, REGISTERED } from '../../isa-models/index.js';
import {
  assembleLines,
  formatGolden,
  formatReport,
  GOLDEN_SEED,
  hex,
  parseGolden,
  readGolden,
  recordEntries,
  verifyModel,
  type McResult,
  type VerifyReport,
} from '../../isa-models/verify.js';
import { replaceLocationCounter } from '../../isa-models/verify/llvm-mc.js';
import { capstoneMismatch } from '../../isa-models/verify/capstone-check.js';
import type { Isa } from '../../isa-models/types.js';
import { tinyModel, type Bug } from './verify-fixture.js';

const show = (r: McResult): string => (r.kind === 'bytes' ? hex(r.bytes) : `error: ${r.message}`);

t.test('llvm-mc in one batch: bytes and errors map back to their lines', async (t) => {
  const lines = ['add eax, ebx', 'foo eax', 'mov dword ptr [esp], 5', 'jmp .+7', '{disp32} jmp .+7', 'je .-100', 'call .+5', 'jne .+300'];
  const got = assembleLines('x86-32', lines).map(show);
  t.same(got, [
    '01 d8',
    "error: invalid instruction mnemonic 'foo'",
    'c7 04 24 05 00 00 00',
    'eb 05',
    'e9 02 00 00 00',
    '74 9a',
    'e8 00 00 00 00',
    '0f 85 26 01 00 00',
  ]);
  t.same(assembleLines('x86-64', ['lea rax, [rdi+rsi*4+16]', 'mov eax, dword ptr [rip+16]', 'jmp .']).map(show), [
    '48 8d 44 b7 10',
    '8b 05 10 00 00 00',
    'eb fe',
  ]);
  const arm = assembleLines('arm', ['add r0, r1, r2', 'mov r0, #0x101', 'b #8', 'bl #-8']).map(show);
  t.same(arm, ['02 00 81 e0', 'error: instruction requires: armv6t2', '02 00 00 ea', 'fe ff ff eb']);
  const thumb = assembleLines('thumb', ['adds r0, r1, r2', 'movs r0, #256', 'bl #1000']).map(show);
  t.equal(thumb[0], '88 18');
  t.match(thumb[1], /^error: invalid instruction.*immediate in the range \[0,255\]/, 'notes follow the error');
  t.equal(thumb[2], '00 f0 f4 f9');
});

t.test('a label-relative line that llvm-mc can only relocate is an error, not bytes', async (t) => {
  t.match(show(assembleLines('x86-32', ['add eax, ebq'])[0]!), /^error: llvm-mc left a relocation/);
});

t.test('batches of more than BATCH lines keep their order', async (t) => {
  const lines = Array.from({ length: 4100 }, (_, i) => `mov eax, ${i}`);
  const got = assembleLines('x86-32', lines);
  t.equal(got.length, lines.length);
  t.equal(show(got[4099]!), 'b8 03 10 00 00');
  t.equal(show(got[3999]!), 'b8 9f 0f 00 00');
});

t.test('a line with two statements is refused before llvm-mc sees it', async (t) => {
  t.throws(() => assembleLines('x86-32', ['add eax, ebx; ret']), /not one statement/);
});

t.test('the location counter is only a lone dot', async (t) => {
  t.equal(replaceLocationCounter('jmp .+7', 'L'), 'jmp L+7');
  t.equal(replaceLocationCounter('jmp . - 2', 'L'), 'jmp L - 2');
  t.equal(replaceLocationCounter('jmp .', 'L'), 'jmp L');
  t.equal(replaceLocationCounter('jmp .Lfoo+2', 'L'), 'jmp .Lfoo+2');
  t.equal(replaceLocationCounter('mov eax, dword ptr [ebx+4]', 'L'), 'mov eax, dword ptr [ebx+4]');
});

t.test('golden format: round trip, comments, strict errors', async (t) => {
  const text = formatGolden(
    ['header'],
    [
      { text: 'add eax, ebx', result: { kind: 'bytes', bytes: Uint8Array.of(1, 0xd8) } },
      { text: 'foo', result: { kind: 'error', message: "invalid instruction mnemonic 'foo'" } },
    ],
  );
  t.equal(text, "# header\nadd eax, ebx\t01 d8\nfoo\terror: invalid instruction mnemonic 'foo'\n");
  const map = parseGolden(text);
  t.same(
    [...map].map(([k, v]) => `${k}=${show(v)}`),
    ['add eax, ebx=01 d8', "foo=error: invalid instruction mnemonic 'foo'"],
  );
  t.throws(() => parseGolden('add eax, ebx 01 d8\n', 'g'), /g:1: no tab/);
  t.throws(() => parseGolden('# c\nadd eax, ebx\t01 d\n', 'g'), /g:2: '01 d' is neither/);
  t.throws(() => parseGolden('a\t01\na\t02\n', 'g'), /g:2: 'a' recorded twice/);
  t.throws(() => formatGolden([], [{ text: 'a\tb', result: { kind: 'bytes', bytes: Uint8Array.of(1) } }]), /tab or newline/);
});

t.test('the verifier passes a correct tiny model and catches each broken variant', async (t) => {
  const good = verifyModel(tinyModel(), { reference: 'live' });
  t.same(good.failures, [], formatReport(good));
  t.equal(good.verified, 80);
  t.same(
    [...good.perForm].map(([f, c]) => `${f}:${c.verified}/${c.cases}`),
    ['add r32, r32:64/64', 'mov r32, imm32:8/8', 'jmp rel8:8/8'],
  );
  const expect: Record<Bug, { kinds: string[]; verified: number }> = {
    'edi-as-esi': { kinds: ['bytes', 'capstone'], verified: 72 },
    'size-off': { kinds: ['size'], verified: 72 },
    'parse-swaps': { kinds: ['parse'], verified: 24 },
    'print-hex-wrong': { kinds: ['bytes', 'capstone', 'parse'], verified: 72 },
    'missing-form': { kinds: ['missing-form'], verified: 72 },
  };
  for (const [bug, want] of Object.entries(expect) as [Bug, (typeof expect)[Bug]][]) {
    const r = verifyModel(tinyModel([bug]), { reference: 'live' });
    t.same([...new Set(r.failures.map((f) => f.kind))].sort(), want.kinds, bug);
    t.equal(r.verified, want.verified, bug);
  }
});

t.test('rejections: the model must refuse and llvm-mc must refuse too', async (t) => {
  const reference = new Map<string, McResult>([...readAnswers(tinyModel())]);
  reference.set('add eax, bl', { kind: 'bytes', bytes: Uint8Array.of(0x90) });
  const r = verifyModel(tinyModel(), { reference });
  t.same(
    r.failures.map((f) => `${f.kind} ${f.text}`),
    ['reject add eax, bl'],
    'an llvm-mc answer with bytes is no rejection',
  );
  const accepting = { ...tinyModel(), rejects: () => [{ form: 'add r32, r32', text: 'add eax, ecx' }] };
  const r2 = verifyModel(accepting, { reference: 'live' });
  t.match(
    r2.failures.map((f) => `${f.kind}: ${f.detail}`),
    [/^reject: the model accepts it: 01 c8/, /^reject: llvm-mc accepts it/],
  );
});

t.test('golden mode: a text missing from the file and a stale line are failures', async (t) => {
  const answers = readAnswers(tinyModel());
  const missing = new Map(answers);
  missing.delete('add eax, ecx');
  missing.set('add eax, eax eax', { kind: 'error', message: 'x' });
  const r = verifyModel(tinyModel(), { reference: missing });
  t.same(
    r.failures.map((f) => `${f.kind} ${f.text}`),
    ['reference add eax, ecx', 'stale-golden add eax, eax eax'],
  );
});

function readAnswers(model: ReturnType<typeof tinyModel>): Map<string, McResult> {
  return new Map(recordEntries(model).map((e) => [e.text, e.result]));
}

function perFormLine(r: VerifyReport): string {
  return [...r.perForm].map(([form, c]) => `${form}: ${c.verified}`).join('; ');
}

t.test('every registered model against its golden file', async (t) => {
  t.ok(REGISTERED.length > 0, 'at least one model is registered');
  for (const isa of REGISTERED) {
    const model = MODELS[isa]!;
    const r = verifyModel(model, { reference: 'golden' });
    t.comment(
      `${isa}: ${r.verified} (form, operands) cases verified against llvm-mc-14 and capstone, ${r.distinctTexts} distinct texts, ${r.perForm.size} forms, ${r.rejects} rejections`,
    );
    t.comment(`${isa} per form: ${perFormLine(r)}`);
    if (r.failures.length > 0) t.comment(formatReport(r, 20));
    t.same(r.failures.slice(0, 20), [], `${isa}: no failures`);
    t.equal(r.verified, r.cases, `${isa}: every case verified`);
    t.ok(r.cases >= 1000, `${isa}: thousands of cases (${r.cases})`);
  }
});

t.test('the golden files equal a live llvm-mc-14 run', async (t) => {
  for (const isa of REGISTERED) {
    const golden = readGolden(isa);
    const texts = [...golden.keys()];
    const live = assembleLines(isa, texts);
    const differ = texts.filter((text, i) => show(live[i]!) !== show(golden.get(text)!));
    t.same(
      differ.slice(0, 10).map((text) => `${text}: golden ${show(golden.get(text)!)}, live ${show(live[texts.indexOf(text)]!)}`),
      [],
      `${isa}: ${texts.length} golden lines re-assembled`,
    );
    t.comment(`${isa}: ${texts.length} golden lines equal llvm-mc-14 live (seed ${GOLDEN_SEED})`);
  }
});

t.test('a missing llvm-mc-14 is a clear error, never a skip', async (t) => {
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    t.throws(() => assembleLines('x86-32', ['add eax, ebx']), /llvm-mc-14 could not run .*npm run setup/);
  } finally {
    process.env.PATH = path;
  }
});

t.test('capstone cross-check: every alias row has a case, and real differences are caught', async (t) => {
  // [isa, model text, text llvm-mc assembles to the bytes capstone reads] — same instruction.
  const same: [Isa, string][] = [
    ['x86-32', 'jz .+2'],
    ['x86-32', 'setnae al'],
    ['x86-32', 'cmovnz eax, ebx'],
    ['x86-32', 'sal eax, 1'],
    ['x86-32', 'mov eax, [esp+4*eax]'],
    ['x86-32', 'mov eax, dword ptr [ebp+0]'],
    ['x86-32', 'mov byte ptr [eax], -1'],
    ['x86-32', 'add eax, 0xffffff80'],
    ['x86-32', 'push -2147483648'],
    ['x86-32', '{disp32} jmp .-100'],
    ['x86-64', 'movabs rax, 0x123456789'],
    ['x86-64', 'mov al, byte ptr [-129]'],
    ['x86-64', 'lea rax, [rdi+rsi*4-16]'],
    ['arm', 'ldr r0, [r1, #0]'],
    ['arm', 'ldmia r0!, {r1, r2}'],
    ['arm', 'ldmia sp!, {r4, r5}'],
    ['arm', 'stmdb sp!, {r4, lr}'],
    ['arm', 'mov r0, r1, lsl #2'],
    ['arm', 'movs r0, r1, lsr r2'],
    ['arm', 'mov r0, r1, rrx'],
    ['arm', 'push {r4}'],
    ['arm', 'add r9, r10, r12'],
    ['arm', 'blne #-16'],
    ['thumb', 'negs r0, r1'],
    ['thumb', 'lsls r0, r1, #0'],
    ['thumb', 'add r3, sp'],
    ['thumb', 'adds r0, r0, #255'],
    ['thumb', 'udf #254'],
    ['thumb', 'bl #-16777216'],
    ['thumb', 'str r0, [sp, #0]'],
  ];
  const bytes = (isa: Isa, text: string): Uint8Array => {
    const r = assembleLines(isa, [text])[0]!;
    if (r.kind !== 'bytes') throw new Error(`${text}: ${r.message}`);
    return r.bytes;
  };
  for (const [isa, text] of same) t.equal(capstoneMismatch(isa, text, bytes(isa, text), 0x900000n), null, `${isa}: ${text}`);
  // Model text that does not describe the bytes (llvm-mc's bytes of the second text).
  const differ: [Isa, string, string][] = [
    ['x86-32', 'add eax, ebx', 'add eax, ecx'],
    ['x86-32', 'add eax, 1', 'add eax, 2'],
    ['x86-32', 'jmp .+7', 'jmp .+9'],
    ['x86-32', 'mov eax, dword ptr [ebx+4]', 'mov eax, dword ptr [ebx-4]'],
    ['x86-32', 'mov ax, word ptr [ebx]', 'mov eax, dword ptr [ebx]'],
    ['x86-64', 'mov eax, dword ptr [-129]', 'mov eax, dword ptr [0x7f]'],
    ['arm', 'b #8', 'b #12'],
    ['arm', 'addeq r0, r1, r2', 'addne r0, r1, r2'],
    ['arm', 'ldr r0, [r1, #4]!', 'ldr r0, [r1, #4]'],
    ['thumb', 'adds r0, r1, r2', 'adds r0, r2, r1'],
    ['thumb', 'push {r4, lr}', 'push {r4, r5, lr}'],
  ];
  for (const [isa, text, other] of differ)
    t.not(capstoneMismatch(isa, text, bytes(isa, other), 0x900000n), null, `${isa}: '${text}' is not '${other}'`);
});
