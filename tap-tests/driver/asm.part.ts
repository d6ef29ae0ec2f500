// `tessera asm` (cli.md): lines in the printer's syntax on stdin, hex bytes out, `error: <reason>` and
// exit 2 for lines that do not encode. The expected bytes are llvm-mc-14's, from the committed golden
// files (isa-models/golden/): a sample of every registered model's case texts, and its rejections.

import t from 'tap';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { MODELS, REGISTERED } from '../../isa-models/index.js';
import { hex, readGolden } from '../../isa-models/verify.js';
import { main } from '../../testbed/driver/main.js';

const ROOT = resolve(import.meta.dirname, '../..');

async function asm(argv: string[], input = ''): Promise<{ code: number; out: string[]; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['asm', ...argv], { out: (s) => out.push(...s.split('\n')), err: (s) => err.push(s), input: async () => input });
  return { code, out, err: err.join('\n') };
}

t.test("every registered target: a sample of golden case texts gives llvm-mc-14's bytes", async (t) => {
  for (const isa of REGISTERED) {
    const golden = [...readGolden(isa)].filter(([, r]) => r.kind === 'bytes');
    const sample = golden.filter((_, i) => i % 37 === 0);
    const r = await asm(['--target', isa], sample.map(([text]) => text).join('\n'));
    t.equal(r.code, 0, `${isa}: ${r.err}`);
    t.same(
      r.out,
      sample.map(([, res]) => (res.kind === 'bytes' ? hex(res.bytes) : '')),
      `${isa}: ${sample.length} lines`,
    );
  }
});

t.test('every registered target: the rejections print error lines in place and exit 2', async (t) => {
  for (const isa of REGISTERED) {
    const rejects = [...(MODELS[isa]!.rejects?.() ?? [])].map((r) => r.text);
    const good = [...readGolden(isa)].find(([, r]) => r.kind === 'bytes')!;
    const r = await asm(['--target', isa], [good[0], ...rejects, good[0]].join('\n'));
    t.equal(r.code, rejects.length > 0 ? 2 : 0, isa);
    t.equal(r.out.length, rejects.length + 2, `${isa}: one line out per line in`);
    t.equal(r.out[0], hex((good[1] as { bytes: Uint8Array }).bytes));
    t.equal(r.out[r.out.length - 1], r.out[0]);
    t.same(
      r.out.slice(1, -1).filter((line) => !/^error: \S/.test(line)),
      [],
      `${isa}: ${rejects.length} error lines`,
    );
  }
});

t.test('blank lines and whole-line comments are skipped; lines are trimmed', async (t) => {
  const r = await asm(['--target', 'thumb'], '\n  adds r0, r1, r2  \n# a comment\n; another\n\r\nmovs r0, #256\nbl #1000\n');
  t.equal(r.code, 2);
  t.same(r.out, ['88 18', "error: 'movs r0, #256' does not encode: thumb movs rd, #imm8: imm 256 out of range 0..255", '00 f0 f4 f9']);
});

t.test('ARM: an immediate that is no rotated 8-bit value and an ARMv7-only mnemonic are errors', async (t) => {
  const r = await asm(['--target', 'arm'], 'mov r0, #0x101\nmov r0, #0xff000000\nmovw r0, #1\n');
  t.equal(r.code, 2);
  t.match(r.out[0], /^error: .*rotated/);
  t.equal(r.out[1], 'ff 04 a0 e3', 'llvm-mc-14: [0xff,0x04,0xa0,0xe3]');
  t.match(r.out[2], /^error: .*movw/);
});

t.test('--json: one document, lines laid out from --address, errors take no bytes', async (t) => {
  const r = await asm(['--target', 'thumb', '--json', '--address', '0x100'], 'adds r0, r1, r2\nbogus\nbl #8\n');
  t.equal(r.code, 2);
  t.equal(r.out.length, 1);
  const doc = JSON.parse(r.out[0]!);
  t.same(doc, {
    target: 'thumb',
    address: 256,
    ok: false,
    lines: [
      { line: 1, text: 'adds r0, r1, r2', address: 256, bytes: '88 18', size: 2 },
      { line: 2, text: 'bogus', error: doc.lines[1].error },
      { line: 3, text: 'bl #8', address: 258, bytes: '00 f0 04 f8', size: 4 },
    ],
  });
  t.match(doc.lines[1].error, /bogus/);
  const ok = JSON.parse((await asm(['--target', 'arm', '--json'], 'b #8')).out[0]!);
  t.same([ok.ok, ok.address, ok.lines[0].bytes], [true, 0, '02 00 00 ea']);
});

t.test('--list-forms prints one line per descriptor', async (t) => {
  for (const isa of REGISTERED) {
    const forms = MODELS[isa]!.descriptors.map((d) => d.form);
    const r = await asm(['--target', isa, '--list-forms']);
    t.equal(r.code, 0);
    t.same(
      r.out.map((l) => l.split('\t')[0]),
      forms,
      `${isa}: ${forms.length} forms`,
    );
    const json = JSON.parse((await asm(['--target', isa, '--list-forms', '--json'])).out[0]!);
    t.same(
      json.map((d: { form: string }) => d.form),
      forms,
    );
  }
});

t.test('usage errors exit 2 with one line', async (t) => {
  const cases: [string[], RegExp][] = [
    [[], /--target is required/],
    [['--target', 'mips'], /unknown target 'mips' \(targets: x86-32, x86-64, arm, thumb\)/],
    [['--target', 'arm', 'file.s'], /unexpected 'file.s'/],
    [['--target', 'arm', '--address', '-4'], /--address: '-4' is not a non-negative integer/],
    [['--target', 'arm', '--address', '0x100000000'], /does not fit 32 bits/],
    [['--target', 'arm', '--bogus'], /unknown option --bogus/],
  ];
  for (const [argv, message] of cases) {
    const r = await asm(argv);
    t.equal(r.code, 2, argv.join(' '));
    t.match(r.err, message);
    t.same(r.out, []);
  }
});

t.test('--help documents the address convention', async (t) => {
  const r = await asm(['--help']);
  t.equal(r.code, 0);
  t.match(r.out.join('\n'), /--address \(default 0\)/);
});

t.test('the bin reads real standard input', async (t) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/tessera.js'), 'asm', '--target', 'arm'], {
    input: 'add r0, r1, r2\nbx lr\n',
    encoding: 'utf8',
  });
  t.equal(r.status, 0, r.stderr);
  t.equal(r.stdout, '02 00 81 e0\n1e ff 2f e1\n');
});
