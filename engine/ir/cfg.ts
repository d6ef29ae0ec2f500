// Control-flow facts derived from a function: successors, predecessors, reachability, dominators.
//
// Contract: pure functions over a Func; nothing is cached on the IR, so callers re-derive analyses
// explicitly after a pass changes the function (QBE's discipline). Dominators use the iterative
// algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over
// reverse postorder.

import { assertNever, type Block, type Func, type Terminator } from './types.js';

/** Successor block ids of a terminator, one per edge (a switch may name a block twice). */
export function successors(term: Terminator): number[] {
  switch (term.op) {
    case 'br':
      return [term.target];
    case 'condbr':
      return [term.ifTrue, term.ifFalse];
    case 'switch':
      return [term.defaultTarget, ...term.cases.map((c) => c.target)];
    case 'ret':
    case 'unreachable':
      return [];
    default:
      return assertNever(term, 'terminator');
  }
}

export function blockMap(fn: Func): Map<number, Block> {
  return new Map(fn.blocks.map((b) => [b.id, b]));
}

/** Predecessor block ids per block id, with one entry per edge. */
export function predecessors(fn: Func): Map<number, number[]> {
  const preds = new Map<number, number[]>(fn.blocks.map((b) => [b.id, []]));
  for (const block of fn.blocks) {
    for (const succ of successors(block.term)) preds.get(succ)?.push(block.id);
  }
  return preds;
}

/** Block ids reachable from the entry, in reverse postorder. */
function reversePostorder(fn: Func): number[] {
  const blocks = blockMap(fn);
  const entry = fn.blocks[0];
  if (!entry) return [];
  const seen = new Set<number>([entry.id]);
  const order: number[] = [];
  // Iterative DFS: a stack of (block, next successor index) so deep CFGs cannot overflow the JS stack.
  const stack: Array<{ id: number; succs: number[]; next: number }> = [{ id: entry.id, succs: successors(entry.term), next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const succ = top.succs[top.next++];
    if (succ === undefined) {
      order.push(top.id);
      stack.pop();
    } else if (!seen.has(succ) && blocks.has(succ)) {
      seen.add(succ);
      stack.push({ id: succ, succs: successors(blocks.get(succ)!.term), next: 0 });
    }
  }
  return order.reverse();
}

/** Immediate dominators of the reachable blocks (the entry maps to itself). */
export function immediateDominators(fn: Func): Map<number, number> {
  const rpo = reversePostorder(fn);
  const index = new Map(rpo.map((id, i) => [id, i]));
  // Each block's predecessors latest in reverse postorder first: the nearest common dominator does not
  // depend on the order, but a block with many predecessors along a chain (a shared exit) then costs one
  // step per predecessor instead of a walk back over the chain for each.
  const preds = predecessors(fn);
  for (const ps of preds.values()) ps.sort((a, b) => (index.get(b) ?? -1) - (index.get(a) ?? -1));
  const idom = new Map<number, number>();
  if (rpo.length === 0) return idom;
  idom.set(rpo[0]!, rpo[0]!);
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = 1; k < rpo.length; k++) {
      const id = rpo[k]!;
      // The processed predecessors' dominators intersected (a loop: a closure per call cost tsx's
      // keepNames a defineProperty each, and this runs for every function several times).
      let next: number | undefined;
      for (const p of preds.get(id)!) {
        if (!idom.has(p)) continue;
        next = next === undefined ? p : intersect(index, idom, next, p);
      }
      if (idom.get(id) !== next) {
        idom.set(id, next!);
        changed = true;
      }
    }
  }
  return idom;
}

/** The nearest common dominator of a and b on the dominator tree built so far (positions in `index`). */
function intersect(index: ReadonlyMap<number, number>, idom: ReadonlyMap<number, number>, a: number, b: number): number {
  while (a !== b) {
    while (index.get(a)! > index.get(b)!) a = idom.get(a)!;
    while (index.get(b)! > index.get(a)!) b = idom.get(b)!;
  }
  return a;
}

/** Does block `a` dominate block `b`? Both must be reachable. */
export function dominates(idom: Map<number, number>, a: number, b: number): boolean {
  for (let x = b; ; x = idom.get(x)!) {
    if (x === a) return true;
    if (idom.get(x) === x) return false;
  }
}
