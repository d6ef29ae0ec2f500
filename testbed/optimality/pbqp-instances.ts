// Random PBQP graphs (Scholz & Eckstein's problem: nodes with cost vectors, edges with cost matrices)
// for the exact oracles' property tests and for `tessera optimality --problem pbqp`: seeded, so an
// instance is replayed from its seed and spec alone.
//
// Contract: `randomPbqpGraph(rng, spec)` draws, from isa-models/rng.ts CaseRng only, a PbqpGraph
// (engine/pbqp/graph.ts) valid by construction: spec.nodes nodes, each with alternatives[0] ..
// alternatives[1] alternatives (at least 1); edges between distinct nodes, u < v, no two on the
// same pair, listed by (u, v). Shape 'random' (the default) picks round(nodes * degree / 2) distinct
// pairs uniformly (all pairs when there are fewer); shape 'tree' joins each node k > 0 to one
// earlier node with probability degree / 2 (a forest: R0, RI and RII reduce it without branching;
// mean degree about `degree`, at most 2). Every vector entry and matrix cell is INF with
// probability infinityDensity, otherwise an integer uniform in costRange. `plantedPbqpGraph` draws
// the same graph, then a planted selection, and redraws every INF entry the planted selection
// picks as a finite cost: the graph certainly has a finite solution, of at most the planted
// selection's cost. `PBQP_FAMILIES` names the families of instances to measure on, and
// `familyInstance(family, seed, k)` draws instance k of a family from its own generator, seeded by
// (seed, k) only. Deterministic; no Math.random.

import { type Cost, INF, type PbqpGraph } from '../../engine/pbqp/graph.js';
import { CaseRng } from '../../isa-models/rng.js';

export interface PbqpGraphSpec {
  readonly nodes: number;
  /** Alternatives per node, inclusive range; lo >= 1. */
  readonly alternatives: readonly [number, number];
  /** Mean degree (edges = nodes * degree / 2 for shape 'random'). */
  readonly degree: number;
  /** The share of INF among vector entries and matrix cells, in [0, 1]. */
  readonly infinityDensity: number;
  /** Finite costs, inclusive range of non-negative integers. */
  readonly costRange: readonly [number, number];
  readonly shape?: 'random' | 'tree';
}

/** A random graph of the spec (see the header). */
export function randomPbqpGraph(rng: CaseRng, spec: PbqpGraphSpec): PbqpGraph {
  return draw(rng, spec);
}

/** A random graph of the spec with a planted finite selection, and that selection. */
export function plantedPbqpGraph(rng: CaseRng, spec: PbqpGraphSpec): { readonly graph: PbqpGraph; readonly planted: readonly number[] } {
  const graph = draw(rng, spec);
  const planted = graph.costs.map((vector) => rng.int(0, vector.length - 1));
  planted.forEach((alt, node) => {
    if (graph.costs[node]![alt] === INF) graph.costs[node]![alt] = finiteCost(rng, spec);
  });
  for (const { u, v, matrix } of graph.edges) {
    const at = planted[u]! * graph.costs[v]!.length + planted[v]!;
    if (matrix[at] === INF) matrix[at] = finiteCost(rng, spec);
  }
  return { graph, planted };
}

interface MutableGraph {
  readonly costs: Cost[][];
  readonly edges: { readonly u: number; readonly v: number; readonly matrix: Cost[] }[];
}

function draw(rng: CaseRng, spec: PbqpGraphSpec): MutableGraph {
  checkSpec(spec);
  const [lo, hi] = spec.alternatives;
  const costs = Array.from({ length: spec.nodes }, () => Array.from({ length: rng.int(lo, hi) }, () => cost(rng, spec)));
  const pairs = spec.shape === 'tree' ? treePairs(rng, spec) : randomPairs(rng, spec);
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const edges = pairs.map(([u, v]) => ({
    u,
    v,
    matrix: Array.from({ length: costs[u]!.length * costs[v]!.length }, () => cost(rng, spec)),
  }));
  return { costs, edges };
}

function checkSpec(spec: PbqpGraphSpec): void {
  const [lo, hi] = spec.alternatives;
  const [cLo, cHi] = spec.costRange;
  const ok =
    Number.isInteger(spec.nodes) &&
    spec.nodes >= 0 &&
    Number.isInteger(lo) &&
    lo >= 1 &&
    Number.isInteger(hi) &&
    hi >= lo &&
    spec.degree >= 0 &&
    spec.infinityDensity >= 0 &&
    spec.infinityDensity <= 1 &&
    Number.isInteger(cLo) &&
    Number.isInteger(cHi) &&
    cLo >= 0 &&
    cHi >= cLo &&
    cHi < INF;
  if (!ok) throw new RangeError(`bad PBQP graph spec ${JSON.stringify(spec)}`);
}

/** true with probability p. */
const chance = (rng: CaseRng, p: number) => rng.next() / 2 ** 32 < p;

const finiteCost = (rng: CaseRng, spec: PbqpGraphSpec) => rng.int(spec.costRange[0], spec.costRange[1]);

const cost = (rng: CaseRng, spec: PbqpGraphSpec) => (chance(rng, spec.infinityDensity) ? INF : finiteCost(rng, spec));

/** round(nodes * degree / 2) distinct pairs u < v, by a partial Fisher-Yates shuffle of all pairs. */
function randomPairs(rng: CaseRng, spec: PbqpGraphSpec): [number, number][] {
  const all: [number, number][] = [];
  for (let v = 1; v < spec.nodes; v++) for (let u = 0; u < v; u++) all.push([u, v]);
  const count = Math.min(all.length, Math.round((spec.nodes * spec.degree) / 2));
  for (let k = 0; k < count; k++) {
    const r = rng.int(k, all.length - 1);
    [all[k], all[r]] = [all[r]!, all[k]!];
  }
  return all.slice(0, count);
}

/** A forest: node k > 0 joins one earlier node with probability degree / 2. */
function treePairs(rng: CaseRng, spec: PbqpGraphSpec): [number, number][] {
  const pairs: [number, number][] = [];
  for (let v = 1; v < spec.nodes; v++) if (chance(rng, spec.degree / 2)) pairs.push([rng.int(0, v - 1), v]);
  return pairs;
}

/** A named family of instances: node counts drawn per instance, the rest of the spec fixed. */
export interface PbqpFamily {
  readonly name: string;
  readonly summary: string;
  /** Node counts, inclusive range. */
  readonly nodes: readonly [number, number];
  readonly spec: Omit<PbqpGraphSpec, 'nodes'>;
  /** Whether a finite selection is planted (the instance certainly has a solution). */
  readonly planted: boolean;
}

export const PBQP_FAMILIES: readonly PbqpFamily[] = [
  {
    name: 'forest',
    summary: 'trees and forests: R0, RI and RII alone solve them',
    nodes: [20, 300],
    spec: { alternatives: [1, 12], degree: 1.9, infinityDensity: 0.05, costRange: [0, 1000], shape: 'tree' },
    planted: true,
  },
  {
    name: 'sparse',
    summary: 'sparse random graphs (mean degree 2.5): mostly reductions, a few branches',
    nodes: [30, 120],
    spec: { alternatives: [2, 6], degree: 2.5, infinityDensity: 0.05, costRange: [0, 100] },
    planted: true,
  },
  {
    name: 'dense',
    summary: 'dense random graphs (mean degree 5): RN decisions everywhere',
    nodes: [15, 40],
    spec: { alternatives: [2, 4], degree: 5, infinityDensity: 0.1, costRange: [0, 100] },
    planted: true,
  },
  {
    name: 'infinity-planted',
    summary: 'high infinity density (40 %), a planted solution: the heuristic must find a finite one',
    nodes: [10, 60],
    spec: { alternatives: [3, 6], degree: 3, infinityDensity: 0.4, costRange: [0, 50] },
    planted: true,
  },
  {
    name: 'infinity',
    summary: 'high infinity density (20 %), nothing planted: about half the instances have no solution',
    nodes: [8, 30],
    spec: { alternatives: [2, 5], degree: 3, infinityDensity: 0.2, costRange: [0, 50] },
    planted: false,
  },
];

/** Instance k of a family, from its own generator seeded by (seed, k) only. */
export function familyInstance(family: PbqpFamily, seed: number, k: number): { readonly name: string; readonly graph: PbqpGraph } {
  const rng = new CaseRng((new CaseRng(seed).next() ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0);
  const spec: PbqpGraphSpec = { ...family.spec, nodes: rng.int(family.nodes[0], family.nodes[1]) };
  const graph = family.planted ? plantedPbqpGraph(rng, spec).graph : randomPbqpGraph(rng, spec);
  return { name: `${family.name} seed ${seed} #${k}`, graph };
}
