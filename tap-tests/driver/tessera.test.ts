// `tessera run`, `compile` and `check` on Tessera's own back end (cli.md): defaults (maxmunch,
// linear-scan) in text and JSON, spill counts, the compile-error and backend-fault outcomes, the
// machine-code listing (every line re-assembled by the ISA model to the bytes it shows), -o, check's
// matrix with unsupported cells counted apart and failing cells named, usage errors with exit 2.

import t, { type Test } from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, expectUsageErrors, ROOT, RUN_FIELDS, scratch } from './in-process.js';
import { MODELS } from '../../isa-models/index.js';
import { buildCell, failureJson, isFailure, runCell, type Compile } from '../../testbed/driver/backend.js';
import { fails, summary } from '../../testbed/driver/check.js';
import { compileProgram } from '../../testbed/driver/compile.js';
import { loadProgram } from '../../testbed/driver/input.js';
import { findTarget, TARGETS } from '../../testbed/driver/targets.js';
import { compileFunction, type CompiledFunction } from '../../engine/codegen/pipeline.js';
import { SELECTORS } from '../../engine/isel/index.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { ALLOCATORS, EXACT_ALLOCATORS, MODEL_ALLOCATORS } from '../../engine/regalloc/index.js';
import type { Allocator } from '../../engine/mir/types.js';
import { linkImage } from '../../engine/link/link-image.js';
import { TARGETS as ISA_TARGETS } from '../../engine/targets/target.js';
import { allocationProblems } from '../../testbed/driver/allocation-check.js';

const { dir: tmp, file: cFile } = scratch('tessera-backend-');

const MIX = cFile(
  'mix.c',
  `
int putchar(int);
int mix(int a, int b, int c, int d, int e, int f, int g) { return (a - b) * c + d / (e | 1) - f * g; }
static int sq(int x) { return x * x; }
int calls(int n) { int s = 0; for (int i = 0; i < n; i++) s += sq(i) ^ 0x12345; putchar(65 + n); return s; }
int deref(int *p) { return *p; }
`,
);
const WIDE = cFile('wide.c', 'long long wide(long long a, int b) { return a * b - (a >> 3) + b / 3; }\n');

t.test('run: Tessera is the default back end; maxmunch and linear-scan are the defaults, printed', async (t) => {
  for (const target of ['x86-32', 'x86-64']) {
    const r = await cli(['run', MIX, '--target', target, '--entry', 'mix', '--args', '10,3,7,100,4,-6,5', '--json']);
    t.equal(r.code, 0, `${target}: ${r.err}`);
    const json = JSON.parse(r.out);
    t.same(Object.keys(json).sort(), RUN_FIELDS, `${target}: the run object of cli.md`);
    t.match(json, { backend: 'tessera', isel: 'maxmunch', ra: 'linear-scan', status: 'ok', matchesInterpreter: true }, target);
    t.equal(json.return, String((10 - 3) * 7 + Math.trunc(100 / 5) + 30), `${target}: seven int arguments`);
    t.type(json.spillLoads, 'number', 'Tessera marks spill code');
    const text = await cli(['run', MIX, '--target', target, '--entry', 'calls', '--args', '9', '--isel', 'tree-dp']);
    t.equal(text.code, 0, text.err);
    t.match(text.out, new RegExp(`target:\\s+${target} \\(tessera, isel cse-all, ra linear-scan\\)`), 'tree-dp is reported as cse-all');
    t.match(text.out, /verdict:\s+match/);
    t.match(text.out, /stdout:\s+"J"/);
  }
});

t.test('run --ra spill-all: every value lives in its slot, the spill traffic is counted', async (t) => {
  const r = JSON.parse(
    (await cli(['run', MIX, '--target', 'x86-64', '--entry', 'calls', '--args', '20', '--ra', 'spill-all', '--json'])).out,
  );
  const ls = JSON.parse((await cli(['run', MIX, '--target', 'x86-64', '--entry', 'calls', '--args', '20', '--json'])).out);
  t.equal(r.matchesInterpreter, true);
  t.equal(r.ra, 'spill-all');
  t.ok(r.spillLoads > 20 && r.spillStores > 20, `spill-all: ${r.spillLoads} spill loads, ${r.spillStores} spill stores`);
  t.ok(r.spillLoads <= r.loads && r.spillStores <= r.stores, 'spill traffic is part of the loads and stores');
  t.ok(
    ls.loads + ls.stores < r.loads + r.stores,
    `linear-scan makes fewer accesses (${ls.loads + ls.stores}) than spill-all (${r.loads + r.stores})`,
  );
  const noCheck = JSON.parse(
    (await cli(['run', MIX, '--target', 'x86-64', '--entry', 'calls', '--args', '20', '--ra', 'spill-all', '--no-check', '--json'])).out,
  );
  t.same(noCheck, r, '--no-check skips the verifiers only: the same code and counts');
});

t.test('run: 64-bit integers on a 32-bit target are register pairs (engine/lower/wide.ts): the same result as x86-64', async (t) => {
  const a = -0x123456789an;
  for (const target of ['x86-64', 'x86-32', 'arm', 'thumb']) {
    const r = await cli(['run', WIDE, '--target', target, '--entry', 'wide', '--args', '-0x123456789a,7', '--json']);
    t.equal(r.code, 0, `${target}: ${r.err}`);
    const json = JSON.parse(r.out);
    t.match(json, { status: 'ok', backend: 'tessera', target, matchesInterpreter: true }, target);
    t.equal(json.return, String(a * 7n - (a >> 3n) + 2n), `${target}: a * 7 - (a >> 3) + 7 / 3`);
  }
});

/** The real pipeline, but with an allocator that drops every spill and reload of spill-all: the allocation checker must catch it. */
const brokenPipeline: Compile = (module, isa) => {
  const legal = legalizeModule(module, isa);
  const broken: Allocator = { name: 'broken', allocate: (fn, regs) => ({ ...ALLOCATORS['spill-all'].allocate(fn, regs), edits: [] }) };
  const functions: CompiledFunction[] = legal.functions
    .filter((f) => f.blocks.length > 0)
    .map((f) =>
      compileFunction(f, legal, ISA_TARGETS[isa], SELECTORS.maxmunch, broken, targetRegs(isa), {
        verify: true,
        allocation: allocationProblems,
      }),
    );
  return {
    image: linkImage(
      legal,
      functions.map((f) => f.emitted),
      isa,
    ),
    functions,
    legalized: legal,
  };
};

t.test('backend-fault: a broken allocator is caught by the allocation checker, named by pass and function', async (t) => {
  const { module, target } = loadProgram(MIX, 'x86-64');
  const spec = { backend: 'tessera' as const, isel: 'maxmunch', ra: 'spill-all', verify: true, compile: brokenPipeline };
  const cell = runCell(module, target, spec, { entry: 'mix', args: [1n, 2n, 3n, 4n, 5n, 6n, 7n], maxSteps: 1000, exactHooks: false });
  if (!isFailure(cell)) throw new Error('the broken allocation ran');
  t.equal(cell.status, 'backend-fault');
  t.match(cell.reason, /^allocate @mix: inst \d+ operand \d+: /, cell.reason);
  t.match(failureJson(cell), { status: 'backend-fault', matchesInterpreter: false, isel: 'maxmunch', ra: 'spill-all' });
  t.ok(fails(cell), 'a backend-fault fails a check');
  t.match(
    summary([cell]),
    /0 match the interpreter, 1 fail, 0 unsupported\nfirst failing cell: .* x86-64 maxmunch spill-all: backend-fault: allocate @mix/,
  );
  const compiled = compileProgram(module, target, 'maxmunch', 'spill-all', true, brokenPipeline);
  t.match(compiled, { status: 'backend-fault' }, 'compile reports it too');
  const good = buildCell(module, target, { backend: 'tessera', isel: 'maxmunch', ra: 'spill-all', verify: true });
  t.notOk(isFailure(good), 'the real pipeline builds the same module');
});

t.test('compile --json / --listing / -o: the listing re-assembles to the bytes it shows', async (t) => {
  for (const target of TARGETS) {
    const out = join(tmp, `mix-${target.name}.bin`);
    const r = await cli(['compile', MIX, '--target', target.name, '--isel', 'cse-all', '-o', out, '--json']);
    t.equal(r.code, 0, `${target.name}: ${r.err}`);
    const json = JSON.parse(r.out);
    t.same(Object.keys(json).sort(), ['codeSize', 'functions', 'isel', 'listing', 'ra', 'target']);
    t.same(
      json.functions.map((f: { name: string }) => f.name),
      ['mix', 'sq', 'calls', 'deref'].filter((n) => n !== 'sq' || json.functions.some((f: { name: string }) => f.name === 'sq')),
      `${target.name}: the functions in module order`,
    );
    t.equal(
      json.codeSize,
      json.functions.reduce((s: number, f: { size: number }) => s + f.size, 0),
      'codeSize sums the functions',
    );
    const text = readFileSync(out);
    const last = json.functions[json.functions.length - 1];
    t.equal(text.length, last.offset + last.size, '-o writes the whole text segment');
    checkListing(t, target.name, json.listing, text, json.functions.length);
  }
  const listing = await cli(['compile', MIX, '--target', 'x86-64', '--listing']);
  t.match(listing.out, /^mix:$/m);
  t.match(listing.out, /^00900000: [0-9a-f]{2}( [0-9a-f]{2})* {2,}\S/m);
  const plain = await cli(['compile', MIX, '--target', 'arm']);
  t.match(plain.out, /^arm \(isel maxmunch, ra linear-scan\): \d+ bytes of code in [34] function\(s\)/);
  const wide = await cli(['compile', WIDE, '--target', 'thumb', '--json']);
  t.equal(wide.code, 0, `wide uses 64-bit integers, which Thumb expands: ${wide.err}`);
});

t.test('compile --listing: literal-pool islands inside a function are listed as data, the branch over one as an instruction', async (t) => {
  for (const [isa, file] of [
    ['arm', 'corpus/ll/arm/strings.O1.ll'],
    ['thumb', 'corpus/ll/thumb/bitcount.O1.ll'],
  ] as const) {
    const out = join(tmp, `islands-${isa}.bin`);
    const r = await cli(['compile', file, '--target', isa, '--isel', 'maxmunch', '--ra', 'spill-all', '-o', out, '--json']);
    t.equal(r.code, 0, `${isa}: ${r.err}`);
    const json = JSON.parse(r.out);
    const text = readFileSync(out);
    checkListing(t, isa, json.listing, text, json.functions.length);
    const main = json.functions.find((f: { name: string }) => f.name === 'main');
    const end = 0x900000 + main.offset + main.size;
    const lines: string[] = json.listing;
    const start = lines.indexOf('main:');
    const mainLines = lines.slice(start + 1, lines.findIndex((l, i) => i > start && /^[\w.]+:$/.test(l)) >>> 0);
    const firstWordAt = mainLines.findIndex((l) => / \.word /.test(l));
    const lastInsnAt = mainLines.length - 1 - [...mainLines].reverse().findIndex((l) => !/ \.(word|short) /.test(l));
    t.ok(firstWordAt >= 0 && firstWordAt < lastInsnAt, `${isa}: a pool island sits between main's instructions`);
    t.ok(parseInt(mainLines[mainLines.length - 1]!.slice(0, 8), 16) < end, `${isa}: main's listing stays inside main`);
  }
});

/** Every instruction line parses with the target's model and encodes, at its address, to the bytes it shows (which are the image's). */
function checkListing(t: Test, isa: 'x86-32' | 'x86-64' | 'arm' | 'thumb', listing: string[], text: Buffer, functions: number): void {
  const model = MODELS[isa];
  let insns = 0;
  let words = 0;
  let next: number | null = null;
  for (const line of listing) {
    if (/^[\w.]+:$/.test(line)) {
      next = null;
      continue;
    }
    const m = /^([0-9a-f]{8}): ((?:[0-9a-f]{2} ?)+) +(.+)$/.exec(line);
    if (m === null) {
      t.fail(`${isa}: malformed listing line '${line}'`);
      continue;
    }
    const address = parseInt(m[1]!, 16);
    const bytes = Buffer.from(m[2]!.trim().replace(/ /g, ''), 'hex');
    if (next !== null && address !== next)
      t.fail(`${isa}: '${line}' does not start where the line before it ends (0x${next.toString(16)})`);
    next = address + bytes.length;
    if (!bytes.equals(text.subarray(address - 0x900000, address - 0x900000 + bytes.length)))
      t.fail(`${isa}: '${line}' shows bytes that are not the image's`);
    if (m[3]!.startsWith('.')) {
      words++;
      continue;
    }
    const encoded = Buffer.from(model.encode(model.parse(m[3]!), address));
    if (!encoded.equals(bytes)) t.fail(`${isa}: '${line}' re-assembles to ${encoded.toString('hex')}`);
    insns++;
  }
  t.equal(listing.filter((l) => /^[\w.]+:$/.test(l)).length, functions, `${isa}: a name line per function`);
  t.ok(insns > 20, `${isa}: ${insns} instruction lines re-assembled, ${words} data words`);
  if (isa === 'arm' || isa === 'thumb') t.ok(words > 0, `${isa}: the constant 0x12345 comes from a literal pool`);
}

t.test('check: the Tessera matrix, unsupported cells counted apart, failures named', async (t) => {
  const { dir, file } = scratch('tessera-check-');
  file('a.c', 'int putchar(int); int main(void) { putchar(65); return 3; }\n');
  file('w.c', 'long long g = 5; int main(void) { g = g * 3; return (int)g; }\n');
  const r = await cli(['check', dir, '--targets', 'thumb,x86-64', '--isel', 'all', '--ra', 'all', '--json']);
  t.equal(r.code, 0, r.err);
  const cells = JSON.parse(r.out);
  const combos = Object.keys(SELECTORS).length * Object.keys(ALLOCATORS).length;
  t.equal(cells.length, 2 * 2 * combos, 'programs x targets x every built selector x allocator');
  const unsup = cells.filter((c: { status: string }) => c.status === 'compile-error');
  t.same(unsup, [], 'none: the 64-bit program is register pairs on thumb');
  t.ok(
    cells
      .filter((c: { status: string }) => c.status !== 'compile-error')
      .every((c: { matchesInterpreter: boolean }) => c.matchesInterpreter === true),
  );
  const text = await cli(['check', dir, '--targets', 'thumb', '--isel', 'tree-dp,cse-all', '--ra', 'linear-scan']);
  t.equal(text.code, 0, text.err);
  t.match(text.out, /^program +target +isel +ra +verdict +code size +instructions +loads +stores$/m);
  t.match(text.out, /w\.ll +thumb +cse-all +linear-scan +match/);
  t.match(text.out, /\n2 cells: 2 match the interpreter, 0 fail, 0 unsupported$/, 'tree-dp and cse-all are one selector');
  const ub = cFile('null.c', 'int main(void) { int *volatile p = 0; return *p; }\n');
  const bad = await cli(['check', ub, '--targets', 'x86-64', '--ra', 'spill-all']);
  t.equal(bad.code, 1);
  t.match(bad.out, /first failing cell: null\.ll x86-64 maxmunch spill-all: no reference \(ub\)/);
  t.match(bad.out, /FAILED: null\.ll x86-64 cse-all spill-all/);
  const llc = await cli(['check', join(ROOT, 'corpus/ll/thumb/sieve.O1.ll'), '--backend', 'llc']);
  t.equal(llc.code, 0, llc.err);
  t.match(llc.out, /sieve\.O1\.ll +thumb +llc +greedy +match/);
});

t.test('usage errors: unknown selectors and allocators list the built ones, exit 2', async (t) => {
  const cases: Array<[string[], RegExp]> = [
    [
      ['run', MIX, '--target', 'x86-64', '--isel', 'selection-dag'],
      /--isel selection-dag: not built \(available: maxmunch, cse-all, cse-leaves, cse-none, noltis, pbqp, tree-dp \(= cse-all\)\)/,
    ],
    [
      ['run', MIX, '--target', 'x86-64', '--ra', 'koes-ilp'],
      new RegExp(
        `--ra koes-ilp: not built \\(available: ${[...Object.keys(ALLOCATORS), ...Object.keys(MODEL_ALLOCATORS), ...Object.keys(EXACT_ALLOCATORS)].join(', ')}\\)`,
      ),
    ],
    [['run', MIX, '--target', 'x86-64', '--isel', 'maxmunch,cse-all'], /--isel takes one name here/],
    [['run', MIX, '--target', 'x86-64', '--llc-regalloc', 'pbqp'], /--llc-regalloc chooses llc's allocator; it needs --backend llc/],
    [
      ['check', MIX, '--ra', 'linear-scan,koes-ilp'],
      new RegExp(
        `--ra koes-ilp: not built \\(available: ${[...Object.keys(ALLOCATORS), ...Object.keys(MODEL_ALLOCATORS), ...Object.keys(EXACT_ALLOCATORS)].join(', ')}, or all\\)`,
      ),
    ],
    [['compile', MIX, '--target', 'x86-64', '--isel', 'selection-dag'], /--isel selection-dag: not built/],
    [['compile', MIX, '--target', 'x86-64', '-o'], /-o needs a value/],
    [['compile'], /usage: tessera compile/],
    [['compile', MIX, '--target', 'x86-64', '--backend', 'llc'], /unknown option --backend/],
  ];
  await expectUsageErrors(t, cases);
});

t.test('compile and run agree: the image run is the image compiled', async (t) => {
  const { module } = loadProgram(join(ROOT, 'corpus/ll/x86-32/recursion.O1.ll'), 'x86-32');
  const target = findTarget('x86-32')!;
  const a = compileProgram(module, target, 'maxmunch', 'linear-scan', true);
  const b = buildCell(module, target, { backend: 'tessera', isel: 'maxmunch', ra: 'linear-scan', verify: true });
  if ('status' in a || isFailure(b)) throw new Error('recursion compiles on x86-32');
  t.same(a.text, b.image.segments.find((s) => s.name === 'text')!.bytes, 'deterministic: the same bytes twice');
  t.ok(
    a.listing.some((l) => /call \.[+-]\d+$/.test(l)),
    'calls are listed with their linked displacement',
  );
});
