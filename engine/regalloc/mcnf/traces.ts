// Trace decompositions of a control-flow graph (Koes's thesis §5.2.2 "Trace formation", Figure
// 5.9): the order in which the simultaneous allocator visits blocks. A trace is a sequence of
// blocks, each a CFG successor of the one before it.
//
// Contract: requires the blocks' successor lists (block 0 the entry) and loop depths. Produces the
// traces, every block in exactly one, in allocation order:
// - `long`: the trace with the most blocks in the CFG without its back edges (a longest path of
//   that DAG), then the longest in what remains, until no block is left;
// - `loop-avoiding`: as `long`, but a loop header (the target of a back edge) only ever starts a
//   trace;
// - `loop`: traces inside one loop depth (an edge joins two blocks of the same depth only), the
//   deepest first.
// Ties go to the trace starting at the block first in depth-first preorder. Back edges are those
// of a depth-first search from the entry (successors in order); unreachable blocks follow in index
// order.

export type TraceKind = 'long' | 'loop' | 'loop-avoiding';

export function traces(succs: readonly (readonly number[])[], depth: readonly number[], kind: TraceKind): number[][] {
  const { order, back } = depthFirst(succs);
  const rank = new Array<number>(succs.length);
  order.forEach((b, i) => (rank[b] = i));
  const headers = new Set([...back].map((e) => Number(e.split('>')[1])));
  const inTrace = (p: number, s: number): boolean => {
    if (back.has(`${p}>${s}`)) return false;
    if (kind === 'loop-avoiding' && headers.has(s)) return false;
    return kind !== 'loop' || depth[p] === depth[s];
  };
  const left = new Set(order);
  const out: number[][] = [];
  const levels = kind === 'loop' ? [...new Set(depth)].sort((a, b) => b - a) : [undefined];
  for (const level of levels) {
    const pool = (b: number) => left.has(b) && (level === undefined || depth[b] === level);
    while (order.some(pool)) {
      const t = longest(order, succs, pool, inTrace, rank);
      for (const b of t) left.delete(b);
      out.push(t);
    }
  }
  return out;
}

/** Preorder from block 0 (then from every block not yet reached, in index order) and the back edges `p>s`. */
function depthFirst(succs: readonly (readonly number[])[]): { order: number[]; back: Set<string> } {
  const state = new Array<0 | 1 | 2>(succs.length).fill(0);
  const order: number[] = [];
  const back = new Set<string>();
  for (let root = 0; root < succs.length; root++) {
    if (state[root] !== 0) continue;
    const stack: [number, number][] = [[root, 0]];
    state[root] = 1;
    order.push(root);
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      const [b, i] = top;
      if (i === succs[b]!.length) {
        state[b] = 2;
        stack.pop();
        continue;
      }
      top[1] = i + 1;
      const s = succs[b]![i]!;
      if (state[s] === 1) back.add(`${b}>${s}`);
      if (state[s] !== 0) continue;
      state[s] = 1;
      order.push(s);
      stack.push([s, 0]);
    }
  }
  return { order, back };
}

/** The longest chain of pool blocks joined by trace edges (a DAG: no back edge is one). */
function longest(
  order: readonly number[],
  succs: readonly (readonly number[])[],
  pool: (b: number) => boolean,
  inTrace: (p: number, s: number) => boolean,
  rank: readonly number[],
): number[] {
  // Length of the longest chain starting at each block, by memoized depth-first search (acyclic).
  const len = new Map<number, number>();
  const next = new Map<number, number>();
  const visit = (root: number): void => {
    const stack: [number, boolean][] = [[root, false]];
    while (stack.length > 0) {
      const [b, expanded] = stack.pop()!;
      if (len.has(b)) continue;
      const succ = succs[b]!.filter((s) => pool(s) && inTrace(b, s));
      if (!expanded) {
        stack.push([b, true]);
        for (const s of succ) if (!len.has(s)) stack.push([s, false]);
        continue;
      }
      let best = -1;
      for (const s of succ)
        if (best < 0 || len.get(s)! > len.get(best)! || (len.get(s) === len.get(best) && rank[s]! < rank[best]!)) best = s;
      len.set(b, 1 + (best < 0 ? 0 : len.get(best)!));
      if (best >= 0) next.set(b, best);
    }
  };
  let start = -1;
  for (const b of order) {
    if (!pool(b)) continue;
    visit(b);
    if (start < 0 || len.get(b)! > len.get(start)!) start = b;
  }
  const chain = [start];
  while (next.has(chain.at(-1)!)) chain.push(next.get(chain.at(-1)!)!);
  return chain;
}
