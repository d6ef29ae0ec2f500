// The complex patterns' part of a block's PBQP selection instance (Ebner et al. §5.2): proxy states
// on the covered nodes, one decision variable per instance, and the matrices that tie them.
//
// Contract: `proxies(dag, instances)` gives, per DAG node, the proxy alternatives to append to its
// base rules: one per distinct signature (pattern, produced nonterminal, wanted kid nonterminals)
// of the instances covering it — "all base rules with the same signature ... contribute only a
// single element" — each a BaseRule of cost 0 that pbqp-instance.ts prices and connects like any
// other rule (kid edges with chain costs). `addInstanceVariables` then, on the block's graph:
//   - adds M to every proxy alternative, M larger than every other finite cost of the block's
//     instance together (so a proxy chosen without its instance never pays off);
//   - appends one variable per instance (node dag.nodes.length + i): alternative 0 `off`, then
//     `on`, or, for an instance in a strongly connected component of the dependence relation
//     (instance-order.ts dependences) with more than one instance, `on` at index 1..max(S) of a
//     topological order, max(S) an upper bound on how many of S can be on at once;
//   - costs: on = the pattern's cost, off = |l|·M. Ebner puts cost − |l|·M on `on` instead; that
//     is the same objective plus the constant Σ|l|·M and keeps every cost in [0, INF] (graph.ts);
//   - X1→X2: ∞ where the instance is on and a covered node did not choose its proxy for it;
//   - X2→X2: ∞ where both are on and they cover a common node, or, in one component, take the same
//     index or an order against l ≺ l'.
// A valid solution therefore costs Σ|l|·M plus the cover's cost: proxies pay M per covered node,
// each on instance its pattern's cost, and no choice of proxies without instances, overlapping
// instances or a cycle among them is finite-and-cheaper.

import { add } from '../pbqp/cost.js';
import { INF, type PbqpEdge } from '../pbqp/graph.js';
import { type ComplexInstance, complexCost } from './complex.js';
import { components, dependences } from './instance-order.js';
import type { BlockDag } from './dag.js';
import type { Tile } from './grammar.js';
import type { BaseRule } from './normal-form.js';

/** What a block's selection instance offers beyond base rules: complex instances, and the tiles offered only through them (checked-tiles.ts: their rules are no alternatives of their own). */
export interface ComplexOffer {
  readonly instances: readonly ComplexInstance[];
  readonly tiles: ReadonlySet<Tile>;
}

export const NO_COMPLEX: ComplexOffer = { instances: [], tiles: new Set() };

const PROXY = new WeakMap<BaseRule, string>();

const signature = (inst: ComplexInstance, j: number): string => `${inst.pattern.name}|${inst.lhs[j]}|${inst.kids[j]!.join(',')}`;

/** Whether a rule is a proxy state (a node covered by a complex instance). */
const isProxy = (r: BaseRule): boolean => PROXY.has(r);

/** Per DAG node, its proxy alternatives (see the contract). */
export function proxies(dag: BlockDag, instances: readonly ComplexInstance[]): BaseRule[][] {
  const out: BaseRule[][] = dag.nodes.map(() => []);
  for (const inst of instances)
    inst.nodes.forEach((u, j) => {
      const key = signature(inst, j);
      if (out[u]!.some((r) => PROXY.get(r) === key)) return;
      const r: BaseRule = { lhs: inst.lhs[j]!, op: dag.nodes[u]!.op, kids: inst.kids[j]!, path: [], cost: 0 };
      PROXY.set(r, key);
      out[u]!.push(r);
    });
  return out;
}

/** The block's graph with M on the proxies and the instance variables and their matrices appended (see the contract); returns the constant Σ|l|·M every selection pays. */
export function addInstanceVariables(
  dag: BlockDag,
  rules: readonly (readonly BaseRule[])[],
  costs: (readonly number[])[],
  edges: PbqpEdge[],
  instances: readonly ComplexInstance[],
): number {
  if (instances.length === 0) return 0;
  const m = bigM(costs, edges, instances);
  rules.forEach((rs, u) => {
    costs[u] = costs[u]!.map((c, a) => (isProxy(rs[a]!) ? add(c, m) : c));
  });
  const order = dependences(dag, instances);
  const indexes = orderIndexes(instances, order);
  const base = dag.nodes.length;
  instances.forEach((inst, i) => {
    costs[base + i] = [inst.nodes.length * m, ...new Array<number>(indexes[i]!.count).fill(complexCost(inst.pattern))];
    inst.nodes.forEach((u, j) => {
      const key = signature(inst, j);
      const cols = costs[base + i]!.length;
      const matrix = rules[u]!.flatMap((r) => Array.from({ length: cols }, (_, on) => (on > 0 && PROXY.get(r) !== key ? INF : 0)));
      edges.push({ u, v: base + i, matrix });
    });
  });
  for (let i = 0; i < instances.length; i++)
    for (let j = i + 1; j < instances.length; j++) {
      const overlap = instances[i]!.nodes.some((n) => instances[j]!.nodes.includes(n));
      const together = indexes[i]!.component >= 0 && indexes[i]!.component === indexes[j]!.component;
      if (!overlap && !together) continue;
      const [before, after] = [order[i]!.includes(j), order[j]!.includes(i)];
      const cell = (a: number, b: number): number => {
        if (a === 0 || b === 0) return 0;
        if (overlap || a === b) return INF;
        return (before && a > b) || (after && b > a) ? INF : 0;
      };
      const [ni, nj] = [costs[base + i]!.length, costs[base + j]!.length];
      const matrix: number[] = [];
      for (let a = 0; a < ni; a++) for (let b = 0; b < nj; b++) matrix.push(cell(a, b));
      edges.push({ u: base + i, v: base + j, matrix });
    }
  return instances.reduce((k, l) => add(k, l.nodes.length * m), 0);
}

/** M: one more than every finite cost of the block's instance summed (vectors, matrices, the patterns' costs). */
function bigM(costs: readonly (readonly number[])[], edges: readonly PbqpEdge[], instances: readonly ComplexInstance[]): number {
  const maxFinite = (xs: readonly number[]) => xs.reduce((a, x) => (x < INF && x > a ? x : a), 0);
  let m = 1;
  for (const c of costs) m = add(m, maxFinite(c));
  for (const e of edges) m = add(m, maxFinite(e.matrix));
  for (const l of instances) m = add(m, complexCost(l.pattern));
  return m;
}

/**
 * Per instance, its `on` states: one (component -1) outside a strongly connected component of more
 * than one instance; inside one S, max(S) states (component: S's index), max(S) the smaller of |S|
 * and how many instances of the fewest nodes S's covered nodes could hold without overlap.
 */
function orderIndexes(
  instances: readonly ComplexInstance[],
  order: readonly (readonly number[])[],
): { count: number; component: number }[] {
  const out = instances.map(() => ({ count: 1, component: -1 }));
  components(order).forEach((s, c) => {
    if (s.length < 2) return;
    const nodes = new Set(s.flatMap((i) => instances[i]!.nodes));
    const fewest = Math.min(...s.map((i) => instances[i]!.nodes.length));
    const count = Math.min(s.length, Math.floor(nodes.size / fewest));
    for (const i of s) out[i] = { count, component: c };
  });
  return out;
}
