// Benchmark: the PBQP solver (engine/pbqp/solve.ts) and PBQP register allocation `--ra pbqp`
// (engine/regalloc/pbqp/pbqp.ts) — solver speed and its scaling to 100,000-node graphs (the papers
// claim linear time for the reductions), and the allocation's compile time, code size and dynamic
// loads+stores next to the other allocators and llc-14's greedy and pbqp allocators (issue 21, point 5).
//
// Contract: `benchPbqp()` returns the report as text, in three parts (2 and 3 in bench/pbqp-corpus.ts);
// targets are those of TESSERA_BENCH_TARGETS (bench/regalloc.ts benchTargets: comma-separated names,
// default all four).
//   1. Solver scaling, on two families of graphs at the sizes of TESSERA_BENCH_PBQP_SIZES
//      (comma-separated node counts, default 1,000 / 3,000 / 10,000 / 30,000 / 100,000):
//      - `random`: sparse random graphs (`sparsePlantedGraph`: mean degree RANDOM_SPEC.degree, 2 to 8
//        alternatives, a share of INF entries and cells, a planted finite selection so that a solution
//        exists): the graphs that need RN. RN in the default order (maximum degree).
//      - `alloc-union`: disjoint unions of real allocation graphs (`disjointUnion`): every round's PBQP
//        graph of every corpus function of the first target (allocatePbqp's `seen`), those of at most
//        UNION_PIECE_MAX nodes drawn uniformly with replacement and renumbered until the size is
//        reached. RN in the allocator's order (spillFirst, computed outside the timing).
//      Per graph, best of ROUNDS rounds (a round times every size once in turn, as bench/tiling.ts
//      does): solvePbqp's time with infinity propagation (the default) and without, nodes per second,
//      RN decisions, whether the selection is finite; the peer is oracles/pbqp/cost.ts `selectionCost`
//      of the solver's selection on the same graph (checks every entry and cell, then one evaluation
//      pass: linear in the input), timed in the same round. Per family, least-squares log-log slopes
//      (bench/tiling.ts logLogSlope; 1.0 = linear) of solve time against nodes and against edges, of
//      the run without propagation, of the peer, and of solve / peer against nodes (0 = the solver
//      grows as the linear peer does: what remains of its growth is the machine's, not the algorithm's).
//   2. Allocation time on the corpus: every function of every corpus program (corpus/ll/<target>/*.O1.ll)
//      selected by maxmunch as the pipeline hands it to these allocators (none of them declares
//      `coalesced`), allocated by each of ALLOCATORS_TIMED, best of ALLOC_REPS per function; pbqp runs
//      as its registry entry does (allocatePbqp with solvePbqp and spillFirst) with the solver's share
//      of its time clocked. Per target: functions, largest, total time per allocator and each as a
//      ratio to graph-color (pbqp's peer: the same rounds, program and spill code, only the colouring
//      differs), the solver's share of pbqp's time, the log-log slope of per-function time against
//      machine instructions for pbqp and graph-color, of pbqp's solver time against the matrix cells of
//      the function's PBQP graphs (the solver's input; an interference graph outgrows its function),
//      and pbqp's rounds: PBQP nodes, the largest graph, RN decisions, rounds proven optimal (no RN),
//      rounds whose selection was infinite. The slowest functions are named.
//   3. Compile time, code size and dynamic loads+stores (entry main): bench/backend.ts measureTarget for
//      maxmunch × {graph-color, second-chance, linear-scan, pbqp}, llc-14 greedy and llc-14 -regalloc=pbqp
//      (Combo isel LLC_ISEL) on the corpus programs, summed over those every row ran matching the
//      interpreter: code bytes, loads+stores, spill loads and stores (the harness's counts; none for
//      llc), each as a ratio to maxmunch + pbqp. Compile time over the programs every row compiled:
//      compileModule without verifiers (best of COMPILE_REPS), llc-14 one process per file (best of
//      COMPILE_REPS; a no-op `llc-14 --version`, best of LLC_NOOP_REPS, is subtracted per file in the
//      "minus starts" column, for scale), as a ratio to maxmunch + pbqp.
// Timing only through bench/clock.ts; every count, cost and ratio of code size and loads+stores is
// deterministic (the generators draw from isa-models/rng.ts CaseRng only).

import { ALLOCATORS } from '../engine/regalloc/index.js';
import { spillFirst } from '../engine/regalloc/pbqp/pbqp.js';
import { type Cost, INF, type PbqpEdge, type PbqpGraph } from '../engine/pbqp/graph.js';
import { type PbqpOptions, type PbqpResult, solvePbqp } from '../engine/pbqp/solve.js';
import { CaseRng } from '../isa-models/rng.js';
import { selectionCost } from '../oracles/pbqp/cost.js';
import { formatTable, type Row } from '../testbed/driver/table.js';
import type { PbqpGraphSpec } from '../testbed/optimality/pbqp-instances.js';
import { corpusPrograms } from './backend.js';
import { bestOf, nowMs } from './clock.js';
import {
  ALLOCATORS_TIMED,
  type AllocSample,
  allocationPart,
  type Corpus,
  cellCount,
  collectFunctions,
  corpusPart,
  sampleOf,
  WARM_UP_FUNCTIONS,
} from './pbqp-corpus.js';
import { benchTargets } from './regalloc.js';
import { logLogSlope } from './tiling.js';

const DEFAULT_SIZES = [1000, 3000, 10_000, 30_000, 100_000];
/** Rounds over all sizes of a family; each size's best is reported. */
const ROUNDS = 3;
/** The random family: sparse, 2 to 8 alternatives, some infinity (a solution planted). */
const RANDOM_SPEC: Omit<PbqpGraphSpec, 'nodes'> = { alternatives: [2, 8], degree: 3, infinityDensity: 0.1, costRange: [0, 100] };
/** Allocation graphs larger than this are left out of the unions (the smallest union is 1,000 nodes). */
const UNION_PIECE_MAX = 1000;

/** TESSERA_BENCH_PBQP_SIZES (node counts), else the default; anything but positive integers is an error. */
export function scalingSizes(env: NodeJS.ProcessEnv = process.env): number[] {
  const v = env.TESSERA_BENCH_PBQP_SIZES;
  if (v === undefined || v === '') return [...DEFAULT_SIZES];
  return v.split(',').map((s) => {
    const n = Number(s.trim());
    if (!(Number.isInteger(n) && n > 0)) throw new Error(`TESSERA_BENCH_PBQP_SIZES: ${s} is not a positive number of nodes`);
    return n;
  });
}

// ---------------------------------------------------------------------------------------------
// Graphs.

const chance = (rng: CaseRng, p: number): boolean => rng.next() / 2 ** 32 < p;
const finite = (rng: CaseRng, spec: Omit<PbqpGraphSpec, 'nodes'>): Cost => rng.int(spec.costRange[0], spec.costRange[1]);
const entry = (rng: CaseRng, spec: Omit<PbqpGraphSpec, 'nodes'>): Cost => (chance(rng, spec.infinityDensity) ? INF : finite(rng, spec));

/**
 * A random graph of `nodes` nodes in time linear in its size (testbed/optimality/pbqp-instances.ts
 * enumerates all pairs, quadratic): round(nodes × degree / 2) distinct pairs u < v drawn by
 * rejection, listed by (u, v); vector entries and matrix cells INF with probability infinityDensity,
 * else uniform in costRange; then a planted selection whose INF entries and cells are redrawn
 * finite, so the graph has a finite solution. Sparse graphs only: more than a quarter of all pairs
 * is a RangeError (rejection would crawl).
 */
export function sparsePlantedGraph(rng: CaseRng, nodes: number, spec: Omit<PbqpGraphSpec, 'nodes' | 'shape'>): PbqpGraph {
  const count = Math.round((nodes * spec.degree) / 2);
  if (count > (nodes * (nodes - 1)) / 8) throw new RangeError(`${count} edges on ${nodes} nodes: not a sparse graph`);
  const [lo, hi] = spec.alternatives;
  const costs = Array.from({ length: nodes }, () => Array.from({ length: rng.int(lo, hi) }, () => entry(rng, spec)));
  const planted = costs.map((c) => rng.int(0, c.length - 1));
  planted.forEach((alt, n) => {
    if (costs[n]![alt] === INF) costs[n]![alt] = finite(rng, spec);
  });
  const pairs = new Set<number>();
  const edges: { u: number; v: number; matrix: Cost[] }[] = [];
  while (edges.length < count) {
    const a = rng.int(0, nodes - 1);
    const b = rng.int(0, nodes - 1);
    const [u, v] = a < b ? [a, b] : [b, a];
    if (u === v || pairs.has(u * nodes + v)) continue;
    pairs.add(u * nodes + v);
    const cols = costs[v]!.length;
    const matrix = Array.from({ length: costs[u]!.length * cols }, () => entry(rng, spec));
    const at = planted[u]! * cols + planted[v]!;
    if (matrix[at] === INF) matrix[at] = finite(rng, spec);
    edges.push({ u, v, matrix });
  }
  edges.sort((a, b) => a.u - b.u || a.v - b.v);
  return { costs, edges };
}

/**
 * Graphs of `pool` drawn uniformly (with replacement) and laid side by side, nodes renumbered, every
 * vector and matrix copied, until the union has at least `size` nodes; and how many were drawn.
 */
export function disjointUnion(pool: readonly PbqpGraph[], size: number, rng: CaseRng): { graph: PbqpGraph; pieces: number } {
  if (!pool.some((g) => g.costs.length > 0)) throw new RangeError('disjointUnion: no graph with a node in the pool');
  const costs: Cost[][] = [];
  const edges: PbqpEdge[] = [];
  let pieces = 0;
  while (costs.length < size) {
    const g = pool[rng.int(0, pool.length - 1)]!;
    const base = costs.length;
    for (const c of g.costs) costs.push([...c]);
    for (const e of g.edges) edges.push({ u: e.u + base, v: e.v + base, matrix: [...e.matrix] });
    pieces++;
  }
  return { graph: { costs, edges }, pieces };
}

// ---------------------------------------------------------------------------------------------
// Part 1: solver scaling.

interface Family {
  readonly name: string;
  readonly note: string;
  /** The graph of about `size` nodes, and how many pieces it joins (0: one graph). */
  readonly graph: (size: number) => { graph: PbqpGraph; pieces: number };
  /** RN's order: the default, or the allocator's. */
  readonly options: (g: PbqpGraph) => PbqpOptions;
}

interface Scaled {
  readonly size: number;
  readonly nodes: number;
  readonly edges: number;
  readonly cells: number;
  readonly pieces: number;
  readonly ms: number;
  readonly offMs: number;
  readonly peerMs: number;
  readonly on: PbqpResult;
  readonly off: PbqpResult;
}

/** Every size of a family, best of ROUNDS rounds each (a round times every size once). */
function timeFamily(family: Family, sizes: readonly number[]): Scaled[] {
  const graphs = sizes.map((s) => family.graph(s));
  const options = graphs.map(({ graph }) => family.options(graph));
  const best = sizes.map(() => ({ ms: Infinity, offMs: Infinity, peerMs: Infinity }));
  const results: { on: PbqpResult; off: PbqpResult }[] = [];
  // Warm-up: the JIT compiles the solver and the peer before anything is timed.
  const small = graphs.reduce((a, b) => (b.graph.costs.length < a.graph.costs.length ? b : a)).graph;
  selectionCost(small, solvePbqp(small, family.options(small)).selection);
  for (let round = 0; round < ROUNDS; round++) {
    graphs.forEach(({ graph }, i) => {
      const on = bestOf(1, () => solvePbqp(graph, options[i]));
      const off = bestOf(1, () => solvePbqp(graph, { ...options[i], propagation: false }));
      const peer = bestOf(1, () => selectionCost(graph, on.result.selection));
      if (peer.result !== on.result.cost)
        throw new Error(`${family.name} ${sizes[i]}: the solver's cost ${on.result.cost} is not the oracle's ${peer.result}`);
      const b = best[i]!;
      best[i] = { ms: Math.min(b.ms, on.ms), offMs: Math.min(b.offMs, off.ms), peerMs: Math.min(b.peerMs, peer.ms) };
      results[i] = { on: on.result, off: off.result };
    });
  }
  return graphs.map(({ graph, pieces }, i) => ({
    size: sizes[i]!,
    nodes: graph.costs.length,
    edges: graph.edges.length,
    cells: cellCount(graph),
    pieces,
    ...best[i]!,
    ...results[i]!,
  }));
}

const kPerSec = (n: number, ms: number): string => (n / ms).toFixed(0);
const finiteMark = (r: PbqpResult): string => (r.cost >= INF ? 'INF' : 'yes');

function scalingRows(family: string, xs: readonly Scaled[]): Row[] {
  return xs.map((x) => [
    family,
    `${x.nodes}`,
    `${x.edges}`,
    `${x.cells}`,
    x.pieces === 0 ? '-' : `${x.pieces}`,
    x.ms.toFixed(1),
    kPerSec(x.nodes, x.ms),
    `${x.on.stats.rn}`,
    finiteMark(x.on),
    x.peerMs.toFixed(2),
    (x.ms / x.peerMs).toFixed(1),
    x.offMs.toFixed(1),
    (x.offMs / x.ms).toFixed(2),
    `${x.off.stats.rn}`,
    finiteMark(x.off),
    x.on.cost >= INF || x.off.cost >= INF ? '-' : (x.off.cost / x.on.cost).toFixed(3),
  ]);
}

/** The slopes of one family: solve time against nodes and edges, without propagation, the peer, solve / peer. */
export function slopes(xs: readonly Pick<Scaled, 'nodes' | 'edges' | 'ms' | 'offMs' | 'peerMs'>[]): Record<string, number> {
  const fit = (x: (s: (typeof xs)[number]) => number, y: (s: (typeof xs)[number]) => number): number =>
    logLogSlope(xs.map((s) => ({ x: x(s), y: y(s) })));
  return {
    nodes: fit(
      (s) => s.nodes,
      (s) => s.ms,
    ),
    edges: fit(
      (s) => s.edges,
      (s) => s.ms,
    ),
    'no propagation': fit(
      (s) => s.nodes,
      (s) => s.offMs,
    ),
    peer: fit(
      (s) => s.nodes,
      (s) => s.peerMs,
    ),
    'solve / peer': fit(
      (s) => s.nodes,
      (s) => s.ms / s.peerMs,
    ),
  };
}

function slopeLine(family: string, xs: readonly Scaled[]): string {
  if (xs.length < 2) return `   ${family}: one size, no slope`;
  const all = slopes(xs);
  const large = xs.filter((x) => x.nodes >= 10_000);
  const fmt = (s: Record<string, number>): string =>
    Object.entries(s)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(', ');
  return [
    `   ${family}, all sizes: ${fmt(all)}`,
    ...(large.length >= 2 && large.length < xs.length ? [`   ${family}, 10,000 nodes and up: ${fmt(slopes(large))}`] : []),
  ].join('\n');
}

function scalingPart(sizes: readonly number[], pool: readonly PbqpGraph[], poolTarget: string): string {
  const piecePool = pool.filter((g) => g.costs.length > 0 && g.costs.length <= UNION_PIECE_MAX);
  const families: Family[] = [
    {
      name: 'random',
      note: `sparse random, mean degree ${RANDOM_SPEC.degree}, ${RANDOM_SPEC.alternatives[0]}..${RANDOM_SPEC.alternatives[1]} alternatives, INF ${RANDOM_SPEC.infinityDensity * 100}%, planted`,
      graph: (size) => ({ graph: sparsePlantedGraph(new CaseRng(size), size, RANDOM_SPEC), pieces: 0 }),
      options: () => ({}),
    },
    {
      name: 'alloc-union',
      note: `${poolTarget} allocation graphs (${piecePool.length} of <= ${UNION_PIECE_MAX} nodes, mean degree ${meanDegree(piecePool).toFixed(1)}, ${meanAlternatives(piecePool).toFixed(1)} alternatives)`,
      graph: (size) => disjointUnion(piecePool, size, new CaseRng(size)),
      options: spillFirst,
    },
  ];
  const rows: Row[] = [];
  const lines: string[] = [];
  for (const f of families) {
    if (f.name === 'alloc-union' && piecePool.length === 0) {
      lines.push(`   ${f.name}: no allocation graph collected`);
      continue;
    }
    const xs = timeFamily(f, sizes);
    rows.push(...scalingRows(f.name, xs));
    lines.push(slopeLine(f.name, xs));
  }
  return [
    `1. Solver scaling: solvePbqp on graphs of ${sizes.join(' / ')} nodes, best of ${ROUNDS} rounds (each round times every size once).`,
    ...families.map((f) => `   ${f.name}: ${f.note}.`),
    `   Peer: oracles/pbqp/cost.ts selectionCost of the solver's selection (checks every entry and cell, one evaluation pass).`,
    `   "no prop": propagation off (no normalization, no infinity propagation); "off/on cost": its selection's cost / the default's.`,
    '',
    formatTable(
      [
        'family',
        'nodes',
        'edges',
        'cells',
        'pieces',
        'solve ms',
        'K nodes/s',
        'RN',
        'finite',
        'peer ms',
        'solve / peer',
        'no-prop ms',
        'no-prop / prop',
        'no-prop RN',
        'finite',
        'off/on cost',
      ],
      rows,
    ),
    '',
    '   log-log slopes (1.0 = linear; "solve / peer": 0 = grows exactly as the linear peer):',
    ...lines,
  ].join('\n');
}

function meanDegree(gs: readonly PbqpGraph[]): number {
  const nodes = gs.reduce((n, g) => n + g.costs.length, 0);
  return nodes === 0 ? 0 : (2 * gs.reduce((n, g) => n + g.edges.length, 0)) / nodes;
}

function meanAlternatives(gs: readonly PbqpGraph[]): number {
  const nodes = gs.reduce((n, g) => n + g.costs.length, 0);
  return nodes === 0 ? 0 : gs.reduce((n, g) => n + g.costs.reduce((a, c) => a + c.length, 0), 0) / nodes;
}

export function benchPbqp(): string {
  const start = nowMs();
  const targets = benchTargets();
  const sizes = scalingSizes();
  const corpora: Corpus[] = targets.map((target) => {
    const programs = corpusPrograms(target);
    return { target, programs, ...collectFunctions(target, programs) };
  });
  // Part 2's samples of the first target also collect its allocation graphs, the pool of part 1's unions.
  const pool: PbqpGraph[] = [];
  const samples = new Map<string, AllocSample[]>();
  const samplesOf = (c: Corpus): AllocSample[] => {
    let s = samples.get(c.target.name);
    if (s === undefined) {
      s = c.fns.map((f) => sampleOf(f, c === corpora[0] ? pool : null));
      samples.set(c.target.name, s);
    }
    return s;
  };
  const first = corpora[0];
  if (first !== undefined) {
    // Warm-up: the JIT compiles every allocator before anything is timed.
    for (const f of first.fns.slice(0, WARM_UP_FUNCTIONS)) for (const ra of ALLOCATORS_TIMED) ALLOCATORS[ra].allocate(f.fn, f.regs);
    samplesOf(first);
  }
  const parts = [scalingPart(sizes, pool, targets[0]?.name ?? '-'), allocationPart(corpora, samplesOf), corpusPart(corpora)];
  return [
    `targets: ${targets.map((t) => t.name).join(', ')} (TESSERA_BENCH_TARGETS); sizes ${sizes.join(', ')} (TESSERA_BENCH_PBQP_SIZES)`,
    '',
    ...parts.flatMap((p) => [p, '']),
    `pbqp section: ${((nowMs() - start) / 1000).toFixed(1)} s wall clock`,
  ].join('\n');
}
