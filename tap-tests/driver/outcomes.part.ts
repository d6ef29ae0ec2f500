// Honest outcomes (issue 17, Found 3): `compile-error` means exactly "a construct Tessera does not
// support" (engine/backend/errors.ts Unsupported), raised where that is decided — the legalizer,
// and a cover whose labelling finds no derivation for a node — and naming the construct; a
// selector whose own invariant breaks is a `backend-fault` that fails `check`, `demo` and `fuzz`.
// The broken selectors are planted through selectFunction's grammar and cover parameters and reach
// the cells through the test-only `compile` hooks (tap-tests/fuzz/planted.ts); everything else is
// the real pipeline, Unicorn, the interpreter and, for demo's reference cell, llc-14.

import t from 'tap';
import { join } from 'node:path';
import { ROOT, scratch } from './in-process.js';
import { Unsupported } from '../../engine/backend/errors.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { buildCell, cellLabel, isFailure, type CellSpec, type Compile } from '../../testbed/driver/backend.js';
import { checkExit, fails, moduleCells, summary, unsupported } from '../../testbed/driver/check.js';
import { demoCell, verdictRow } from '../../testbed/driver/demo.js';
import { fuzzCommand } from '../../testbed/driver/fuzz.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { executeImage, type RunSettings } from '../../testbed/driver/execute.js';
import { forgetfulCover, grammarWithoutMul, loopingCover, mulUnsupported } from '../fuzz/planted.js';
import { selectFunction } from '../../engine/isel/emit.js';
import { SELECTORS } from '../../engine/isel/index.js';
import type { Isa } from '../../common/image.js';

const { dir: tmp, file } = scratch('tessera-outcomes-');
const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 10_000_000, exactHooks: false };
const WIDE = file(
  'wide.ll',
  `target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"
@g = global i64 5
define i32 @main() {
  %v = load i64, ptr @g
  %m = mul i64 %v, 3
  %r = trunc i64 %m to i32
  ret i32 %r
}
`,
);
/** A corpus program whose main multiplies (`mul i32 %18, 3` among others). */
const collatz = (isa: string) => join(ROOT, 'corpus/ll', isa, 'collatz.O1.ll');

const spec = (isel: string, compile?: Compile): CellSpec => ({
  backend: 'tessera',
  isel,
  ra: 'linear-scan',
  verify: true,
  ...(compile === undefined ? {} : { compile }),
});

t.test('the legalizer expands 64-bit integers on Thumb (engine/lower/wide.ts): no i64 arithmetic left, a matching cell', async (t) => {
  const { module, target } = loadProgram(WIDE, 'thumb');
  const legal = legalizeModule(module, 'thumb');
  const left = legal.functions
    .flatMap((f) => f.blocks.flatMap((b) => b.insts))
    .filter((i) => i.op === 'load' && i.type.kind === 'int' && i.type.bits === 64);
  t.equal(left.length, 0, 'the 64-bit load is two word loads');
  const cell = buildCell(module, target, spec('maxmunch'));
  if (isFailure(cell)) throw new Error(`the 64-bit program failed on thumb: ${cell.reason}`);
  const r = executeImage(module, target, cell.image, cellLabel(module, target, spec('maxmunch')), SETTINGS);
  t.equal(r.matchesInterpreter, true, 'matches the interpreter');
  t.equal(r.returnValue, 15n, '5 * 3');
});

t.test('a node no tile of the grammar derives: Unsupported naming its operation and type, under every selector', async (t) => {
  for (const isa of ['x86-32', 'thumb']) {
    const { module, target } = loadProgram(collatz(isa), isa);
    for (const isel of SELECTOR_NAMES) {
      const cell = buildCell(module, target, spec(isel, mulUnsupported(isel)));
      if (!isFailure(cell)) {
        t.fail(`${isa} ${isel}: compiled without mul tiles`);
        continue;
      }
      t.equal(cell.status, 'compile-error', `${isa} ${isel}: ${cell.reason}`);
      t.match(
        cell.reason,
        new RegExp(`^unsupported construct: mul i32 in @main \\(no tile of the ${isa} grammar derives it\\)$`),
        `${isa} ${isel}`,
      );
      // (The unsupported example of the 64-bit legalizer is gone: every 32-bit target expands them now.)
      t.ok(unsupported(cell) && !fails(cell), `${isa} ${isel}: unsupported, and it does not fail a check`);
    }
    const legal = legalizeModule(module, isa as Isa);
    const main = legal.functions.find((f) => f.name === 'main')!;
    const e = t.throws(() => selectFunction(main, legal, grammarWithoutMul(isa as Isa), SELECTORS['cse-all']!.cover)) as unknown;
    t.ok(e instanceof Unsupported, `${isa}: selectFunction throws Unsupported`);
    t.match(e, { construct: 'mul i32', fn: 'main' });
    const plain = buildCell(module, target, spec('noltis'));
    t.notOk(isFailure(plain), `${isa}: the real grammar covers the same program`);
  }
});

t.test("a selector's broken invariant is a backend-fault that fails check, demo and fuzz", async (t) => {
  const target = findTarget('x86-32')!;
  const { module } = loadProgram(collatz('x86-32'), 'x86-32');
  const looping = buildCell(module, target, spec('maxmunch', loopingCover));
  if (!isFailure(looping)) throw new Error('the looping cover compiled');
  t.equal(looping.status, 'backend-fault', looping.reason);
  t.match(looping.reason, /^Error: selecting @main: x86-32: chain rule loops at node \d+$/);
  const forgetful = buildCell(module, target, spec('maxmunch', forgetfulCover));
  if (!isFailure(forgetful)) throw new Error('the forgetful cover compiled');
  t.equal(forgetful.status, 'backend-fault', forgetful.reason);
  t.match(
    forgetful.reason,
    /^Error: selecting @main: x86-32: the selector chose no tile for .* \(node \d+\) at \w+, although the labelling derives it \(cost \d+\)$/,
  );

  // check: the same cells through the matrix builder check runs, and its exit code.
  const cells = moduleCells(module, target, [spec('maxmunch'), spec('cse-all', loopingCover)], SETTINGS);
  t.same(
    cells.map((c) => (isFailure(c) ? c.status : c.matchesInterpreter)),
    [true, 'backend-fault'],
  );
  t.equal(checkExit(cells), 1, 'check exits 1');
  t.match(
    summary(cells),
    /1 match the interpreter, 1 fail, 0 unsupported\nfirst failing cell: \S*collatz\.O1\.ll x86-32 cse-all linear-scan: backend-fault: Error: selecting @main: x86-32: chain rule loops/,
  );
  t.equal(checkExit(cells.slice(0, 1)), 0, 'and 0 without the broken cell');

  // demo: one corpus program on one target, llc-14 greedy and a good and a broken Tessera cell.
  const demo = demoCell('collatz', target, collatz('x86-32'), [spec('maxmunch'), spec('cse-all', loopingCover)]);
  t.equal(verdictRow('collatz', [demo]).at(-1), 'FAIL', 'demo counts the program failed (exit 1)');
  const good = demoCell('collatz', target, collatz('x86-32'), [spec('maxmunch')]);
  t.equal(verdictRow('collatz', [good]).at(-1), 'agree', 'and agrees without the broken cell');

  // fuzz: every cell a failure, none unsupported, exit 1.
  const out: string[] = [];
  const code = await fuzzCommand(
    [
      '--seed',
      '5',
      '--cases',
      '2',
      '--targets',
      'x86-32',
      '--isel',
      'maxmunch',
      '--ra',
      'spill-all',
      '--shrink-tries',
      '3',
      '--out',
      join(tmp, 'fuzz'),
      '--json',
    ],
    (s) => out.push(s),
    { err: () => {}, compile: loopingCover },
  );
  t.equal(code, 1, 'fuzz exits 1');
  const j = JSON.parse(out.join('\n'));
  t.equal(j.stats.unsupported, 0, 'nothing counted unsupported');
  t.equal(j.failures.length, 2);
  t.ok(
    j.failures.every((f: { kind: string }) => f.kind === 'backend-fault'),
    'each a backend-fault',
  );
});
