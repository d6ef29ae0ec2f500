// The PBQP benchmark (bench/pbqp.ts) without timing: its size knob, the linear-time random graph
// generator (distinct sorted pairs, a planted finite selection the oracle confirms, replayable),
// the disjoint union of allocation graphs (renumbered copies), the slopes on exact power laws, the
// allocation row on hand-made samples, the loads+stores table on plain data, and llc-14
// -regalloc=pbqp as a row of bench/backend.ts measureTarget. No speed is asserted.

import t from 'tap';
import { comboLabel, LLC_ISEL, measureTarget, type Cell, type TargetMeasurement } from '../../bench/backend.js';
import { disjointUnion, scalingSizes, slopes, sparsePlantedGraph } from '../../bench/pbqp.js';
import { allocRow, type AllocSample, dynamicRows } from '../../bench/pbqp-corpus.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { verifyModule } from '../../engine/ir/verify.js';
import { INF, type PbqpGraph } from '../../engine/pbqp/graph.js';
import { CaseRng } from '../../isa-models/rng.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { findTarget } from '../../testbed/driver/targets.js';

const SPEC = { alternatives: [2, 5] as const, degree: 3, infinityDensity: 0.3, costRange: [0, 9] as const };

t.test('TESSERA_BENCH_PBQP_SIZES: default, a choice, and an error on nonsense', async (t) => {
  t.same(scalingSizes({}), [1000, 3000, 10_000, 30_000, 100_000]);
  t.same(scalingSizes({ TESSERA_BENCH_PBQP_SIZES: '200, 400' }), [200, 400]);
  t.throws(() => scalingSizes({ TESSERA_BENCH_PBQP_SIZES: '100,1e2.5' }), /not a positive number of nodes/);
  t.throws(() => scalingSizes({ TESSERA_BENCH_PBQP_SIZES: '0' }), /not a positive number of nodes/);
});

t.test('sparsePlantedGraph: distinct sorted pairs, matrices that fit, a finite planted solution, replayable', async (t) => {
  const g = sparsePlantedGraph(new CaseRng(5), 400, SPEC);
  t.equal(g.costs.length, 400);
  t.equal(g.edges.length, 600, 'round(400 x 3 / 2)');
  t.ok(
    g.costs.every((c) => c.length >= 2 && c.length <= 5),
    'alternatives in range',
  );
  const keys = g.edges.map((e) => e.u * 400 + e.v);
  t.ok(
    g.edges.every((e) => e.u < e.v && e.matrix.length === g.costs[e.u]!.length * g.costs[e.v]!.length),
    'u < v, row-major |u| x |v|',
  );
  t.same(
    keys,
    [...new Set(keys)].sort((a, b) => a - b),
    'no pair twice, listed by (u, v)',
  );
  const cells = [...g.costs.flat(), ...g.edges.flatMap((e) => e.matrix)];
  const infShare = cells.filter((c) => c === INF).length / cells.length;
  t.ok(infShare > 0.2 && infShare < 0.35, `about 30% INF (${infShare.toFixed(3)}), a little less where the plant redrew`);
  t.same(sparsePlantedGraph(new CaseRng(5), 400, SPEC), g, 'the same seed gives the same graph');
  t.throws(() => sparsePlantedGraph(new CaseRng(1), 10, { ...SPEC, degree: 4 }), /not a sparse graph/);
});

t.test('sparsePlantedGraph: the plant leaves a finite solution (exhaustively on small graphs)', async (t) => {
  for (let seed = 0; seed < 20; seed++) {
    const g = sparsePlantedGraph(new CaseRng(seed), 9, { alternatives: [2, 3], degree: 1.5, infinityDensity: 0.6, costRange: [0, 3] });
    t.ok(bestFinite(g) < INF, `seed ${seed}: some selection is finite`);
  }
});

/** Smallest selection cost by enumeration (tiny graphs only). */
function bestFinite(g: PbqpGraph): number {
  let best = INF;
  const sel = g.costs.map(() => 0);
  const walk = (k: number): void => {
    if (k === sel.length) {
      best = Math.min(best, selectionCost(g, sel));
      return;
    }
    for (let a = 0; a < g.costs[k]!.length; a++) {
      sel[k] = a;
      walk(k + 1);
    }
  };
  walk(0);
  return best;
}

t.test('disjointUnion: pieces renumbered and copied until the size is reached', async (t) => {
  const a: PbqpGraph = {
    costs: [
      [0, 1],
      [2, 3],
    ],
    edges: [{ u: 0, v: 1, matrix: [0, INF, INF, 0] }],
  };
  const b: PbqpGraph = { costs: [[5], [6], [7]], edges: [{ u: 0, v: 2, matrix: [1] }] };
  const { graph, pieces } = disjointUnion([a, b], 6, new CaseRng(3));
  t.ok(graph.costs.length >= 6 && graph.costs.length < 6 + 3, 'at least the size, less than one piece over');
  t.equal(pieces, graph.edges.length, 'one edge per piece');
  let node = 0;
  for (const e of graph.edges) {
    const piece = e.matrix.length === 4 ? a : b;
    t.same([e.u - node, e.v - node], [piece.edges[0]!.u, piece.edges[0]!.v], 'edge renumbered by the piece offset');
    t.same(graph.costs.slice(node, node + piece.costs.length), piece.costs);
    t.not(e.matrix, piece.edges[0]!.matrix, 'matrices copied, not shared');
    node += piece.costs.length;
  }
  t.equal(node, graph.costs.length);
  t.throws(() => disjointUnion([{ costs: [], edges: [] }], 5, new CaseRng(1)), /no graph with a node/);
});

t.test('slopes: exact power laws', async (t) => {
  const xs = [1000, 10_000, 100_000].map((n) => ({ nodes: n, edges: 2 * n, ms: n ** 1.5, offMs: n, peerMs: n / 100 }));
  const s = slopes(xs);
  t.same(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, +v.toFixed(6)])), {
    nodes: 1.5,
    edges: 1.5,
    'no propagation': 1,
    peer: 1,
    'solve / peer': 0.5,
  });
});

t.test('allocRow: totals, ratios to graph-color, solver share, slopes (against instructions and cells), rounds', async (t) => {
  const sample = (insts: number, scale: number): AllocSample => ({
    name: `f${insts}`,
    insts,
    ms: { 'graph-color': insts * scale, 'second-chance': 2 * insts * scale, 'linear-scan': insts * scale, pbqp: insts * insts * scale },
    solveMs: (insts * insts * scale) / 2,
    // The graphs' cells grow as insts^4 and the solver's time as insts^2: solver/cells slope 0.5.
    rounds: { rounds: 2, nodes: insts, cells: insts ** 4, rn: 1, proven: 1, infinite: 0, largest: insts },
  });
  const row = allocRow('x86-32', [sample(2, 1), sample(4, 1), sample(8, 1)]);
  t.same(row, [
    'x86-32',
    '3',
    '8',
    '14.0',
    '1.000',
    '28.0',
    '2.000',
    '14.0',
    '1.000',
    '84.0',
    '6.000',
    '50%',
    '2.00',
    '1.00',
    '0.50',
    '4.0',
    '6',
    '14',
    '8',
    '3',
    '3',
    '0',
  ]);
});

t.test('dynamicRows: ratios to maxmunch + pbqp; llc rows have no spill counts', async (t) => {
  const ok = (code: number, loads: number, stores: number, spill?: [number, number]): Cell => ({
    kind: 'match',
    counts: { codeSize: code, loads, stores, ...(spill === undefined ? {} : { spill: { loads: spill[0], stores: spill[1] } }) },
  });
  const row = (label: string, c: Cell) => ({ label, cells: new Map([['p', c]]) });
  const m: TargetMeasurement = {
    target: 'thumb',
    programs: ['p'],
    llc: row('llc-14 greedy', ok(50, 10, 10)),
    tessera: [
      row('maxmunch + graph-color', ok(120, 30, 30, [6, 6])),
      row('maxmunch + pbqp', ok(100, 20, 20, [4, 4])),
      row('llc-14 pbqp', ok(60, 12, 8)),
    ],
  };
  t.same(dynamicRows(m), [
    ['thumb', 'llc-14 greedy', '1', '50', '0.500', '20', '0.500', '-', '-', '-'],
    ['thumb', 'maxmunch + graph-color', '1', '120', '1.200', '60', '1.500', '6', '6', '1.500'],
    ['thumb', 'maxmunch + pbqp', '1', '100', '1.000', '40', '1.000', '4', '4', '1.000'],
    ['thumb', 'llc-14 pbqp', '1', '60', '0.600', '20', '0.500', '-', '-', '-'],
  ]);
  t.throws(() => dynamicRows({ ...m, tessera: [m.tessera[0]!] }), /no maxmunch \+ pbqp row/);
});

t.test('measureTarget: llc-14 -regalloc=pbqp as a combination, an unknown llc allocator refused', async (t) => {
  t.equal(comboLabel({ isel: LLC_ISEL, ra: 'pbqp' }), 'llc-14 pbqp');
  t.equal(comboLabel({ isel: 'maxmunch', ra: 'pbqp' }), 'maxmunch + pbqp');
  const target = findTarget('x86-32')!;
  const module = parseModule(
    `target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

define i32 @main() {
  %a = mul i32 6, 7
  ret i32 %a
}
`,
    'six.ll',
  );
  verifyModule(module);
  const programs = [{ name: 'six', module }];
  const m = measureTarget(target, programs, [
    { isel: LLC_ISEL, ra: 'pbqp' },
    { isel: 'maxmunch', ra: 'pbqp' },
  ]);
  t.same(
    [m.llc, ...m.tessera].map((r) => [r.label, r.cells.get('six')?.kind]),
    [
      ['llc-14 greedy', 'match'],
      ['llc-14 pbqp', 'match'],
      ['maxmunch + pbqp', 'match'],
    ],
  );
  const llcPbqp = m.tessera[0]!.cells.get('six');
  t.ok(llcPbqp?.kind === 'match' && llcPbqp.counts.spill === undefined, 'an llc object has no spill counts');
  t.throws(() => measureTarget(target, programs, [{ isel: LLC_ISEL, ra: 'second-chance' }]), /llc-14 has no -regalloc=second-chance/);
});
