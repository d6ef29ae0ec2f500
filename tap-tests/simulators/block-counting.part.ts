// The block-counting fast path: the native block hook (simulators/native-hook.ts) and the block table
// it shares with the JavaScript slow path (simulators/block-table.ts). The native hook's bytes are
// what llvm-mc-14 assembles from its listing, and the table's bookkeeping is tested directly. That
// every corpus program gives the same outcome on the native hook as in JavaScript is checked per
// target in llc-corpus.<target>.test.ts (block-counting-corpus.ts, on llc-corpus-run.ts's images).

import { join } from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import t from 'tap';
import { BlockTable, CODE_CAPACITY } from '../../simulators/block-table.js';
import { HOOK_ASSEMBLY, HOOK_BYTES, nativeBlockHook } from '../../simulators/native-hook.js';

t.test('the native hook is the llvm-mc assembly of its listing', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-hook-'));
  t.teardown(() => rmSync(dir, { recursive: true }));
  const r = spawnSync(
    'bash',
    [
      '-c',
      'llvm-mc-14 -triple=x86_64 -x86-asm-syntax=intel -filetype=obj -o "$1/hook.o" - && llvm-objcopy-14 -O binary --only-section=.text "$1/hook.o" "$1/hook.bin"',
      'hook',
      dir,
    ],
    { input: HOOK_ASSEMBLY },
  );
  t.equal(r.status, 0, `llvm-mc-14 assembles the listing: ${r.stderr.toString()}`);
  t.same([...readFileSync(join(dir, 'hook.bin'))], HOOK_BYTES);
});

t.test('the native hook exists exactly on x86-64 Linux hosts', async (t) => {
  const expected = process.arch === 'x64' && process.platform === 'linux';
  t.equal(nativeBlockHook() !== null, expected, `host ${process.platform}/${process.arch}`);
});

t.test('block table bookkeeping', async (t) => {
  const table = new BlockTable();
  table.setRange(0x900000, 0x1000);
  table.startRun(100);
  const retired: Array<[number, number]> = [];
  const retire = (size: number, count: number): void => {
    retired.push([size, count]);
  };
  t.equal(table.enter(0x900010, 12, 3, retire), true);
  t.equal(table.enter(0x900010, 12, 3, retire), true);
  t.equal(table.enter(0x900020, 4, 1, retire), true);
  t.equal(table.enter(0x8fffff, 4, 1, retire), false, 'below the range');
  t.equal(table.enter(0x901000, 4, 1, retire), false, 'past the range');
  t.equal(table.left, 93, 'budget spent by the blocks entered');
  t.equal(table.last, 0x900020);
  t.same(
    [...table.executions()],
    [
      { address: 0x900010, size: 12, count: 2 },
      { address: 0x900020, size: 4, count: 1 },
    ],
  );
  // A different extent for a known start hands back the old count and starts afresh.
  table.enter(0x900010, 8, 2, retire);
  t.same(retired, [[12, 2]]);
  t.equal(table.sizeAt(0x900010), 8);
  table.enterOutside(0x100, 5);
  t.equal(table.left, 86);
  t.equal(table.last, 0x100);
  // A new run keeps what the blocks are, not how often they ran.
  table.startRun(7);
  t.same([...table.executions()], []);
  t.equal(table.sizeAt(0x900020), 4);
  t.equal(table.left, 7);
  // A new range forgets the blocks, and is clipped to the capacity.
  table.setRange(0x900000, CODE_CAPACITY + 0x1000);
  t.equal(table.sizeAt(0x900020), null);
  t.equal(table.enter(0x900000 + CODE_CAPACITY, 4, 1, retire), false, 'beyond the capacity: JavaScript counts it');
  table.release();
});
