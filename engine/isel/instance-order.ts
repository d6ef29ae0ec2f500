// The order among complex-pattern instances of one block (Ebner et al. §4, §5.1-5.2): which
// instances an order can emit at all, the relation l ≺ l' the topological-order constraints read,
// and its strongly connected components.
//
// Contract: a block's DAG numbers its nodes in a valid evaluation order, so every edge — a kid to
// its user, a memory access to the next one whose `chain` names it — goes from a lower id to a
// higher one. On that graph:
//   - `viableShape(dag, nodes)`: no path leaves the nodes and comes back into them (§4: such an
//     instance would need its own result before it); only nodes below the highest covered id can
//     be on such a path, so the walk stops there;
//   - `dependences(dag, instances)`: for each instance the instances it precedes, l ≺ l' when a
//     path of one or more edges leads from a node of l to a node of l' (§5.1), from one backward
//     pass that gives every node the set of instances reachable from it (bit sets);
//   - `components(edges)`: the strongly connected components (Tarjan's, iterative), each sorted.

import type { BlockDag, DagNode } from './dag.js';

/** The nodes a node depends on directly: its kids and its memory-chain predecessor. */
const preds = (n: DagNode): readonly number[] => (n.chain == null ? n.kids : [...n.kids, n.chain]);

const SUCCESSORS = new WeakMap<BlockDag, readonly (readonly number[])[]>();

/** Each node's direct successors (users, the next chained access), once per DAG. */
function successors(dag: BlockDag): readonly (readonly number[])[] {
  let out = SUCCESSORS.get(dag);
  if (out !== undefined) return out;
  const succ: number[][] = dag.nodes.map(() => []);
  for (const n of dag.nodes) for (const p of new Set(preds(n))) succ[p]!.push(n.id);
  SUCCESSORS.set(dag, (out = succ));
  return out;
}

export function viableShape(dag: BlockDag, nodes: readonly number[]): boolean {
  const succ = successors(dag);
  const inside = new Set(nodes);
  const last = Math.max(...nodes);
  const seen = new Set<number>();
  const work = nodes.flatMap((u) => succ[u]!.filter((s) => !inside.has(s) && s < last));
  while (work.length > 0) {
    const n = work.pop()!;
    if (seen.has(n)) continue;
    seen.add(n);
    for (const s of succ[n]!) {
      if (inside.has(s)) return false;
      if (s < last) work.push(s);
    }
  }
  return true;
}

export function dependences(dag: BlockDag, instances: readonly { readonly nodes: readonly number[] }[]): number[][] {
  const succ = successors(dag);
  const words = Math.ceil(instances.length / 32);
  const covering: number[][] = dag.nodes.map(() => []);
  instances.forEach((l, i) => {
    for (const u of l.nodes) covering[u]!.push(i);
  });
  // below[u]: the instances with a node reachable from u by one or more edges.
  const below = dag.nodes.map(() => new Uint32Array(words));
  for (let u = dag.nodes.length - 1; u >= 0; u--)
    for (const s of succ[u]!) {
      const [bits, from] = [below[u]!, below[s]!];
      for (let k = 0; k < words; k++) bits[k]! |= from[k]!;
      for (const i of covering[s]!) bits[i >>> 5]! |= 1 << (i & 31);
    }
  return instances.map((l, i) => {
    const out: number[] = [];
    for (let j = 0; j < instances.length; j++) if (j !== i && l.nodes.some((u) => (below[u]![j >>> 5]! >>> (j & 31)) & 1)) out.push(j);
    return out;
  });
}

export function components(edges: readonly (readonly number[])[]): number[][] {
  const index: number[] = edges.map(() => -1);
  const low: number[] = edges.map(() => 0);
  const onStack: boolean[] = edges.map(() => false);
  const stack: number[] = [];
  const out: number[][] = [];
  let next = 0;
  for (let root = 0; root < edges.length; root++) {
    if (index[root] !== -1) continue;
    // Each frame: a vertex and the position of the next edge to follow.
    const frames: [number, number][] = [[root, 0]];
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = true;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const [v, e] = frame;
      if (e < edges[v]!.length) {
        frame[1]++;
        const w = edges[v]![e]!;
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack.push(w);
          onStack[w] = true;
          frames.push([w, 0]);
        } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1]![0];
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
      if (low[v] !== index[v]) continue;
      const comp: number[] = [];
      for (let w = -1; w !== v; ) {
        w = stack.pop()!;
        onStack[w] = false;
        comp.push(w);
      }
      out.push(comp.sort((a, b) => a - b));
    }
  }
  return out;
}
