// `tessera optimality --problem tiling` (cli.md; testbed/driver/optimality.ts): on generated DAGs and a
// small corpus folder every selector's tiling is legal and never below the proven optimum, the same
// arguments print the same bytes, --json has the contract's fields (and the added ones), the corpus
// instances are exactly the folder's blocks, the timing line goes to stderr only with a clock, and
// planted bugs are caught: a selector whose tiling misses a root (illegal, exit 1) and an exact solver
// that overstates the optimum (belowOptimum > 0, exit 1, printed loudly). Bad arguments exit 2 with
// one line (regalloc: optimality-regalloc.test.ts; pbqp: optimality-pbqp.part.ts). The largest corpus block gets a proven optimum.

import t from 'tap';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cli, expectUsageErrors, optimality, ROOT, scratch } from './in-process.js';
import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { grammarOf, SELECTORS } from '../../engine/isel/index.js';
import { corpusBlocks } from '../../testbed/optimality/corpus-blocks.js';
import { exactOptimum } from '../../testbed/optimality/tiling-measure.js';
import { coverKey, rootNt } from '../../engine/isel/grammar.js';

const { dir: tmp } = scratch('tessera-optimality-');

// A small corpus: two programs for x86-64 and for thumb (thumb blocks get no DAG combine, x86-64 is the 64-bit grammar).
const PROGRAMS = ['addr_shared', 'bitcount'];
for (const isa of ['x86-64', 'thumb']) {
  mkdirSync(join(tmp, isa), { recursive: true });
  for (const p of PROGRAMS) copyFileSync(join(ROOT, 'corpus/ll', isa, `${p}.O1.ll`), join(tmp, isa, `${p}.O1.ll`));
}

const run = optimality;

const SMALL = ['--problem', 'tiling', '--count', '40', '--corpus', 'none'];

t.test('generated DAGs: every selector legal, none below the optimum, same bytes twice', async (t) => {
  const a = await cli(['optimality', ...SMALL]);
  t.equal(a.code, 0, a.out);
  t.equal(a.err, '', 'nothing on stderr without a clock');
  t.match(a.out, `selectors ${SELECTOR_NAMES.join(',')}`);
  t.match(a.out, /^instances: 40; optimum proven on 40$/m);
  t.match(a.out, /^belowOptimum: 0$/m);
  t.match(a.out, /^failures: none$/m);
  for (const s of ['generated-random-tiles', 'generated-x86-32', 'generated-x86-64', 'generated-arm', 'generated-thumb']) {
    t.match(a.out, new RegExp(`^${s} +noltis +\\d+`, 'm'), `a row for ${s}`);
  }
  t.match(a.out, /^all +\(optimum\) +40 +40 +100\.00% +0\.00% +0\.00%/m, 'the optimum row is optimal by definition');
  const b = await cli(['optimality', ...SMALL]);
  t.equal(b.out, a.out, 'same arguments, same output byte for byte');
  const other = await cli(['optimality', ...SMALL, '--seed', '2', '--json']);
  const mine = await cli(['optimality', ...SMALL, '--json']);
  t.not(other.out, mine.out, 'another seed, other instances');
});

t.test('--json: one object per selector with the contract fields and the breakdown by source', async (t) => {
  const r = await cli(['optimality', ...SMALL, '--count', '20', '--selector', 'noltis,tree-dp,maxmunch', '--size', '5..9', '--json']);
  t.equal(r.code, 0);
  const rows = JSON.parse(r.out) as Record<string, unknown>[];
  t.same(
    rows.map((x) => x.algorithm),
    ['noltis', 'cse-all', 'maxmunch'],
    'the order asked, aliases resolved',
  );
  for (const row of rows) {
    for (const f of [
      'algorithm',
      'instances',
      'optimal',
      'meanGap',
      'maxGap',
      'belowOptimum',
      'share',
      'illegal',
      'unproven',
      'improvementOverMaxmunch',
      'totalImprovementOverMaxmunch',
      'bySource',
      'failures',
    ])
      t.ok(f in row, `${String(row.algorithm)}: ${f}`);
    t.equal(row.instances, 20);
    t.equal(row.belowOptimum, 0);
    t.ok((row.optimal as number) <= 20 && (row.meanGap as number) >= 0 && (row.maxGap as number) >= (row.meanGap as number));
    const bySource = row.bySource as Record<string, { instances: number }>;
    t.equal(
      Object.values(bySource).reduce((n, s) => n + s.instances, 0),
      20,
      'the sources add up',
    );
  }
  t.equal(rows[2]!.improvementOverMaxmunch, 0, 'maxmunch improves on itself by 0');
});

t.test('corpus: every block of the folder, per target', async (t) => {
  const r = await cli(['optimality', '--problem', 'tiling', '--count', '0', '--corpus', tmp, '--targets', 'x86-64,thumb', '--json']);
  t.equal(r.code, 0, r.err);
  const rows = JSON.parse(r.out) as {
    algorithm: string;
    instances: number;
    unproven: number;
    belowOptimum: number;
    bySource: Record<string, { instances: number }>;
  }[];
  const blocks = (isa: 'x86-64' | 'thumb') => corpusBlocks(isa, tmp).blocks.length;
  t.ok(blocks('x86-64') > 10 && blocks('thumb') > 10);
  for (const row of rows) {
    t.same(Object.keys(row.bySource), ['corpus-x86-64', 'corpus-thumb']);
    t.equal(
      row.bySource['corpus-x86-64']!.instances + row.bySource['corpus-thumb']!.instances + row.unproven,
      blocks('x86-64') + blocks('thumb'),
    );
    t.equal(row.belowOptimum, 0);
  }
});

t.test('the timing line goes to stderr, only with a clock', async (t) => {
  let now = 1000;
  const r = await run([...SMALL, '--count', '4'], { clock: () => (now += 250) });
  t.equal(r.code, 0);
  t.match(r.err, /^optimality: 4 instances in 0\.3 s$/);
  t.notMatch(r.out, /instances in/);
});

t.test('a planted selector whose tiling misses a root is caught: illegal, named, exit 1', async (t) => {
  const dropsTerminator = {
    cover: (g: Parameters<typeof SELECTORS.noltis.cover>[0], dag: Parameters<typeof SELECTORS.noltis.cover>[1]) => {
      const tiling = SELECTORS.noltis!.cover(g, dag);
      const term = tiling.dag.nodes[tiling.dag.nodes.length - 1]!;
      const cover = new Map(tiling.cover);
      cover.delete(coverKey(term.id, rootNt(term)));
      return { dag: tiling.dag, cover };
    },
  };
  const r = await run([...SMALL, '--count', '6'], { hooks: { selectors: { maxmunch: SELECTORS.maxmunch!, broken: dropsTerminator } } });
  t.equal(r.code, 1);
  t.match(r.out, /^generated-random-tiles +broken +\d+ .* 3 +0$/m, 'three illegal tilings among the random-tile instances');
  t.match(r.out, /^FAILURE: generated-random-tiles seed 1 #0: broken: illegal tiling: /m);
  t.match(r.out, /^FAILURES: 6$/m);
});

t.test('a planted exact solver that overstates the optimum: belowOptimum counted, loud, exit 1', async (t) => {
  const overstated = async (...args: Parameters<typeof exactOptimum>) => {
    const o = await exactOptimum(...args);
    return o.kind === 'solved' ? { ...o, cost: o.cost + 1 } : o;
  };
  const r = await run([...SMALL, '--count', '6', '--selector', 'cse-all', '--json'], { hooks: { optimum: overstated } });
  t.equal(r.code, 1);
  const [row] = JSON.parse(r.out) as { belowOptimum: number; instances: number; failures: string[] }[];
  t.equal(row!.belowOptimum, row!.instances, 'every instance: the heuristic is below the "optimum"');
  t.match(row!.failures[0]!, /cse-all costs \d+, BELOW the proven optimum \d+/);
  t.match(r.err, /^FAILURE: .*BELOW the proven optimum/m, '--json also says it on stderr');
  const text = await run([...SMALL, '--count', '2', '--selector', 'cse-all'], { hooks: { optimum: overstated } });
  t.match(text.out, /^belowOptimum: 2 {2}<-- a heuristic below a proven optimum/m);
});

t.test('usage: one line, exit 2', async (t) => {
  const cases: Array<[string[], RegExp]> = [
    [['optimality'], /usage: tessera optimality --problem tiling\|pbqp\|regalloc/],
    [['optimality', '--problem', 'regalloc', '--ra', 'greedy'], /--ra greedy: not built \(available: /],
    [['optimality', '--problem', 'regalloc', '--ra-metric', 'fast'], /unknown metric 'fast'/],
    [['optimality', '--problem', 'regalloc', '--registers', '0'], /--registers: at least 1/],
    [['optimality', '--problem', 'knapsack'], /unknown problem 'knapsack'/],
    [['optimality', '--problem', 'tiling', '--size', '9..3'], /--size: '9\.\.3' needs 1 <= A <= B/],
    [['optimality', '--problem', 'tiling', '--size', 'big'], /--size: 'big' is not A\.\.B/],
    [['optimality', '--problem', 'tiling', '--selector', 'greedy'], /--selector greedy: not built \(available: maxmunch,/],
    [['optimality', '--problem', 'tiling', '--count', '-3'], /--count: '-3' is not a non-negative integer/],
    [['optimality', '--problem', 'tiling', '--targets', 'mips'], /unknown target 'mips'/],
    [['optimality', '--problem', 'tiling', 'extra'], /takes no positional arguments/],
    [['optimality', '--problem', 'tiling', '--ra', 'linear-scan'], /--ra: only with --problem regalloc/],
  ];
  await expectUsageErrors(t, cases);
});

t.test('the largest corpus block (stack_vm, 4141 alternatives under x86-64) is proven by the 0-1 program', async (t) => {
  const dir = join(tmp, 'largest');
  mkdirSync(join(dir, 'x86-64'), { recursive: true });
  copyFileSync(join(ROOT, 'corpus/ll/x86-64/stack_vm.O1.ll'), join(dir, 'x86-64', 'stack_vm.O1.ll'));
  const blocks = corpusBlocks('x86-64', dir).blocks;
  const largest = blocks.reduce((a, b) => (b.dag.nodes.length > a.dag.nodes.length ? b : a));
  t.ok(largest.dag.nodes.length > 900, `${largest.name}: ${largest.dag.nodes.length} nodes`);
  const opt = await exactOptimum(grammarOf('x86-64'), largest.dag);
  t.same(opt.kind === 'solved' && { proven: opt.proven, solver: opt.solver }, { proven: true, solver: 'milp' }, JSON.stringify(opt));
});
