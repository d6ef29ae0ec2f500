// Fault reports name the faulting instruction (issue 18, Reports): a store to unmapped memory past
// the first instruction of its block reports that store's pc, text and data address under the
// default block counting, on all four ISAs; an address above 2^31 prints unsigned; a .ll whose
// identifier holds NUL and DEL gives a one-line error with them escaped. Needs llvm-mc-14 (assemble.ts).

import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runImage } from '../../simulators/harness.js';
import { GLOBAL_BASE, PAGE, TEXT_BASE, type Image, type Isa } from '../../common/image.js';
import { hexAddress } from '../../common/text.js';
import { assemble } from './assemble.js';

// The store is the block's third or fourth instruction; 0xe8487c10 is negative as an int32.
const SRC: Record<Isa, { source: string; store: bigint; text: RegExp; before: number }> = {
  'x86-32': {
    source: 'f: mov eax, 1\n add eax, 2\n mov dword ptr [0xe8487c10], eax\n add eax, 3\n ret',
    store: 8n,
    text: /^mov dword ptr \[0xe8487c10\], eax$/,
    before: 2,
  },
  'x86-64': {
    source: 'f: mov eax, 1\n add eax, 2\n mov ecx, 0xe8487c10\n mov dword ptr [rcx], eax\n add eax, 3\n ret',
    store: 13n,
    text: /^mov dword ptr \[rcx\], eax$/,
    before: 3,
  },
  arm: {
    source: 'f: mov r0, #1\n add r0, r0, #2\n ldr r1, =0xe8487c10\n str r0, [r1]\n add r0, r0, #3\n bx lr',
    store: 12n,
    text: /^str r0, \[r1\]$/,
    before: 3,
  },
  thumb: {
    source: 'f: movs r0, #1\n adds r0, r0, #2\n ldr r1, =0xe8487c10\n str r0, [r1]\n adds r0, r0, #3\n bx lr',
    store: 6n,
    text: /^str r0, \[r1\]$/,
    before: 3,
  },
};

function image(isa: Isa): Image {
  const text = assemble(isa, `.globl f\n${SRC[isa].source}`);
  return {
    isa,
    segments: [
      { name: 'text', address: TEXT_BASE, size: text.length, bytes: text, perms: 'r-x' },
      { name: 'data', address: GLOBAL_BASE + PAGE, size: 8, bytes: new Uint8Array(8), perms: 'rw-' },
    ],
    functions: [{ name: 'f', address: TEXT_BASE, size: text.length }],
    globals: [],
    slots: [],
    spillSites: null,
  };
}

t.test('a store mid-block: its own pc, text and unsigned address; exact counts', async (t) => {
  for (const isa of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
    for (const exactHooks of [false, true]) {
      const o = runImage(image(isa), { entry: 'f', args: [], exactHooks });
      const pc = TEXT_BASE + SRC[isa].store;
      t.equal(o.status, 'fault', `${isa} exact=${exactHooks}: fault`);
      t.equal(o.fault?.pc, pc, `${isa} exact=${exactHooks}: pc of the store`);
      t.match(o.fault?.instruction ?? '', SRC[isa].text, `${isa} exact=${exactHooks}: the store's text`);
      t.equal(o.fault?.address, 0xe8487c10n, `${isa} exact=${exactHooks}: data address`);
      t.equal(o.reason, `write to unmapped memory at 0xe8487c10 (pc 0x${pc.toString(16)}: ${o.fault?.instruction})`);
      t.equal(o.counts.instructions, SRC[isa].before, `${isa} exact=${exactHooks}: the instructions before the store, not it`);
    }
  }
});

t.test('hexAddress never prints a minus sign', async (t) => {
  t.equal(hexAddress(-0x17b783f0), '0xe8487c10');
  t.equal(hexAddress(0xe8487c10n), '0xe8487c10');
  t.equal(hexAddress(-1n << 40n), '0xffffff0000000000');
});

t.test('NUL and DEL in an identifier: a one-line error with them escaped, exit 2', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-fault-reports-'));
  const file = join(dir, 'ctl.ll');
  // A triple, so that the parse error is the one reported (a triple-less .ll without --target is a usage error).
  writeFileSync(
    file,
    Buffer.from('target triple = "x86_64-unknown-linux-gnu"\ndefine i32 @main() {\n  ret i32 %"a\x00b\x7f"\n}\n', 'latin1'),
  );
  const r = spawnSync(process.execPath, ['bin/tessera.js', 'interp', file], { encoding: 'latin1' });
  t.equal(r.status, 2, 'bad input');
  t.equal(r.stderr, `${file}:3:11: use of undefined value '%a\\x00b\\x7f'\n`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for raw control bytes
  t.notMatch(r.stderr, /[\x00-\x09\x0b-\x1f\x7f]/, 'no raw control bytes');
});
