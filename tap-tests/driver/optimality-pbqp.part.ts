// `tessera optimality --problem pbqp` (testbed/driver/optimality-pbqp.ts, issue 21 point 4): on two
// random graphs of each family and the pbqp allocator's round graphs of two small x86-32 corpus
// programs (recursion, addr_shared: every optimum proven fast), the JSON has cli.md's fields and the
// added ones and is consistent (optimal <= proven <= instances, nothing below a proven optimum, the
// forests all proven and solved optimally: R0, RI and RII alone reduce a tree), the exit code is 0,
// the same arguments print the same bytes, and bad arguments exit 2 with one line. The measurement
// catches planted bugs: an algorithm that misreports its cost, claims an optimum it does not reach
// or throws, and an oracle that overstates the optimum (belowOptimum > 0, the exact solvers
// disagreeing on a graph brute force also solves). Real solvers and oracles throughout.

import t from 'tap';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectUsageErrors, optimality, ROOT, scratch } from './in-process.js';
import { optimalityCommand } from '../../testbed/driver/optimality.js';
import type { PbqpGraph } from '../../engine/pbqp/graph.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { INFINITY, selectionCost } from '../../oracles/pbqp/cost.js';
import { familyInstance, PBQP_FAMILIES } from '../../testbed/optimality/pbqp-instances.js';
import { type Algorithm, measurePbqp, type PbqpInstance } from '../../testbed/optimality/pbqp-measure.js';
import { RANDOM_ALGORITHMS } from '../../testbed/optimality/pbqp-sources.js';
import { tallyPbqp } from '../../testbed/optimality/pbqp-tally.js';

const { dir: corpus } = scratch('tessera-optimality-pbqp-');
mkdirSync(join(corpus, 'x86-32'), { recursive: true });
for (const p of ['recursion', 'addr_shared']) copyFileSync(join(ROOT, `corpus/ll/x86-32/${p}.O1.ll`), join(corpus, `x86-32/${p}.O1.ll`));

const ARGS = ['--problem', 'pbqp', '--count', '2', '--seed', '7', '--targets', 'x86-32', '--corpus', corpus];
const FAMILIES = PBQP_FAMILIES.map((f) => f.name);
const RANDOM = ['pbqp', 'pbqp-no-propagation', 'pbqp-exact'];

const run = optimality;

t.test('--json: per algorithm x group and overall, consistent, nothing below a proven optimum', async (t) => {
  const r = await run([...ARGS, '--json']);
  t.equal(r.code, 0, r.err);
  t.equal(r.err, '', 'nothing on stderr without a clock');
  const rows = JSON.parse(r.out) as Record<string, unknown>[];
  t.same(
    rows.map((x) => `${x.kind}/${x.family ?? x.target ?? 'all'}/${x.algorithm}`),
    [...FAMILIES.flatMap((f) => RANDOM.map((a) => `random/${f}/${a}`)), 'regalloc/x86-32/pbqp', ...RANDOM.map((a) => `all/all/${a}`)],
  );
  for (const x of rows) {
    const where = `${x.kind} ${x.family ?? x.target ?? 'all'} ${x.algorithm}`;
    for (const f of [
      'algorithm',
      'instances',
      'optimal',
      'meanGap',
      'maxGap',
      'belowOptimum',
      'kind',
      'proven',
      'share',
      'rn',
      'infiniteExceptions',
    ])
      t.ok(f in x, `${where}: ${f}`);
    const [optimal, proven, instances] = [x.optimal, x.proven, x.instances] as number[];
    t.ok(optimal! <= proven! && proven! <= instances!, `${where}: optimal ${optimal} <= proven ${proven} <= instances ${instances}`);
    t.equal(x.belowOptimum, 0, `${where}: none below the proven optimum`);
    t.equal(x.failed, 0, `${where}: nothing failed`);
    t.ok(x.meanGap === null || (x.meanGap as number) >= 0, `${where}: mean gap >= 0`);
    t.ok(x.maxGap === null || (x.maxGap as number) >= (x.meanGap as number), `${where}: max gap >= mean gap`);
    t.equal(x.rn === null, x.algorithm === 'pbqp-exact', `${where}: RN counted for the heuristics only`);
    if (x.kind === 'random') t.equal(instances, 2, `${where}: --count graphs per family`);
  }
  const row = (kind: string, group: string, algorithm: string) =>
    rows.find((x) => x.kind === kind && (x.family ?? x.target ?? 'all') === group && x.algorithm === algorithm)!;
  const forest = row('random', 'forest', 'pbqp');
  t.match(forest, { proven: 2, optimal: 2, rn: 0, share: 1, maxGap: 0 }, 'forests: proven, and optimal without RN');
  const ra = row('regalloc', 'x86-32', 'pbqp');
  t.ok((ra.functions as number) >= 10, `${ra.functions} corpus functions`);
  t.ok((ra.instances as number) >= (ra.functions as number), 'a graph per round, at least one per function');
  t.equal(ra.proven, ra.instances, 'every round graph of these programs proven');
  t.equal(row('all', 'all', 'pbqp').instances, 10 + (ra.instances as number), 'the overall object adds the groups up');
  t.equal(row('all', 'all', 'pbqp-exact').instances, 10, 'pbqp-exact runs on the random graphs only');
});

t.test('the text report: groups, table, no failure; the same bytes twice', async (t) => {
  const a = await run(ARGS);
  t.equal(a.code, 0, a.out);
  t.match(a.out, /^tessera optimality --problem pbqp: seed 7, 2 random graphs per family .*at most 10000 branches per graph/m);
  t.match(a.out, /^random forest: 2 graphs \(\d+\.\.\d+ nodes\), optimum proven 2 /m);
  t.match(a.out, /^regalloc x86-32: \d+ functions, \d+ round graphs .* unproven 0,/m);
  t.match(a.out, /^random +forest +pbqp +2 +2 +2 +100\.00% +0\.00% +0\.00% +0 +0 +0 +0$/m);
  t.match(a.out, /^all +all +pbqp-exact +10 +10 +10 +100\.00% +0\.00% +0\.00% +- +0 +0 +0$/m);
  t.match(a.out, /^belowOptimum: 0$/m);
  t.match(a.out, /^failures: none$/m);
  t.equal((await run(ARGS)).out, a.out, 'the same bytes twice (no clock)');
  let now = 0;
  const timed: string[] = [];
  const code = await optimalityCommand([...ARGS, '--corpus', 'none', '--count', '1'], () => {}, {
    err: (s) => timed.push(s),
    clock: () => (now += 1),
  });
  t.equal(code, 0);
  t.match(
    timed.join('\n'),
    /^optimality: 5 graphs in [\d.]+ s\nkind +group +solver +graphs +mean ms +max ms\n/,
    'given a clock: the times on stderr',
  );
});

t.test('usage: one line, exit 2', async (t) => {
  await expectUsageErrors(t, [
    [['optimality', '--problem', 'pbqp', '--ra', 'pbqp'], /--ra: not for --problem pbqp \(it takes --count, --seed/],
    [['optimality', '--problem', 'pbqp', '--size', '3..5'], /--size: not for --problem pbqp/],
    [['optimality', '--problem', 'pbqp', '--count', 'x'], /--count: 'x' is not a non-negative integer/],
    [['optimality', '--problem', 'pbqp', '--count', '0', '--targets', 'thumb', '--corpus', corpus], /no folder thumb in it/],
  ]);
});

// ---- planted bugs, on the measurement itself ----

const forest = { ...familyInstance(PBQP_FAMILIES.find((f) => f.name === 'forest')!, 7, 0), kind: 'random', group: 'forest' } as const;
const LIMIT = { limit: { maxBranches: 10_000 } };

/** A tiny graph (brute force runs on it): two nodes of three alternatives joined by one edge. */
const tiny: PbqpInstance = {
  name: 'tiny',
  kind: 'random',
  group: 'hand',
  graph: {
    costs: [
      [3, 1, 4],
      [1, 5, 9],
    ],
    edges: [{ u: 0, v: 1, matrix: [0, 2, 6, 5, 3, 5, 8, 9, 7] }],
  },
};

/** A selection of finite cost above `cost` (one alternative changed), for a planted optimum. */
function worse(graph: PbqpGraph, selection: readonly number[], cost: number): { selection: number[]; cost: number } {
  for (let node = 0; node < selection.length; node++)
    for (let alt = 0; alt < graph.costs[node]!.length; alt++) {
      const s = selection.map((x, k) => (k === node ? alt : x));
      const c = selectionCost(graph, s);
      if (c > cost && c < INFINITY) return { selection: s, cost: c };
    }
  throw new Error('no worse finite selection');
}

const heuristic = (
  name: string,
  change: (g: PbqpGraph, s: { selection: readonly number[]; cost: number }) => { selection: readonly number[]; cost: number },
  claims = false,
): Algorithm => ({
  name,
  solve: (g) => ({ ...change(g, solvePbqp(g)), claimsOptimal: claims }),
});

t.test('the honest algorithms pass; a misreported cost, a false optimum claim and a throw fail', async (t) => {
  const honest = measurePbqp(forest, RANDOM_ALGORITHMS, LIMIT);
  t.same(honest.failures, [], 'no failure');
  t.match(honest, {
    optimum: { proven: true },
    algorithms: [{ verdict: { kind: 'gap', gap: 0 } }, {}, { verdict: { kind: 'gap', gap: 0 } }],
  });
  const liar = measurePbqp(forest, [heuristic('liar', (_, s) => ({ ...s, cost: s.cost - 1 }))], LIMIT);
  t.match(liar.failures.join('\n'), /liar: it reports cost \d+, its selection costs \d+/);
  t.match(liar.algorithms[0]!.verdict, { kind: 'failed' });
  const boaster = measurePbqp(forest, [heuristic('boaster', (g, s) => worse(g, s.selection, s.cost), true)], LIMIT);
  t.match(boaster.failures.join('\n'), /boaster: claims an optimum of \d+, but the oracle proves \d+/);
  const thrower: Algorithm = {
    name: 'thrower',
    solve: () => {
      throw new Error('planted');
    },
  };
  t.match(measurePbqp(forest, [thrower], LIMIT).failures.join('\n'), /thrower: threw: planted/);
});

t.test('a planted overstated optimum: below the proven optimum, exit-worthy; exact solvers disagreeing', async (t) => {
  const overstated: typeof branchAndBound = (g, limit) => {
    const r = branchAndBound(g, limit);
    return { ...r, ...worse(g, r.selection, r.cost) };
  };
  const m = measurePbqp(forest, RANDOM_ALGORITHMS, { ...LIMIT, oracle: overstated });
  t.match(m.algorithms[0], { name: 'pbqp', verdict: { kind: 'below' } });
  t.match(m.failures.join('\n'), /forest seed 7 #0 .* pbqp: BELOW THE PROVEN OPTIMUM: cost \d+ < optimum \d+/);
  const tally = tallyPbqp([m]);
  t.equal(tally.total.get('pbqp')!.algorithm.belowOptimum, 1, 'belowOptimum counted');
  t.ok(tally.failures.length > 0, 'a failure: the command exits 1');
  const honest = measurePbqp(tiny, RANDOM_ALGORITHMS, LIMIT);
  t.same(honest.failures, []);
  t.match(honest.optimum, { proven: true, bruteForced: true, cost: 4 });
  const disagree = measurePbqp(tiny, RANDOM_ALGORITHMS, { ...LIMIT, oracle: overstated });
  t.match(disagree.failures.join('\n'), /tiny .*: the exact solvers disagree: branch and bound \d+ \(proven\), brute force 4/);
});
