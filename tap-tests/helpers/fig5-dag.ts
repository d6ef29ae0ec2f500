// Test helper: Ebner et al.'s Fig. 5 situation (topology constraints) as a hand-made block DAG and
// three complex instances, shared by the engine's test (tap-tests/isel/pbqp-selection.test.ts) and
// the 0-1 oracle's (tap-tests/oracles/selection-complex.part.ts).
//
// Contract: `fig5()` returns the block of `*p = q + 4; *q = r + 4; *r = p + 4` (p, q, r vregs 0-2,
// no memory chain: they do not alias, as Fig. 5 assumes; nodes 7-9 the stores, 4-6 the adds) and
// the post-increment instances A = {7, 4}, B = {8, 5}, C = {9, 6} of a pattern of size 1 and
// latency 1 without a rewrite: A's add feeds C's store, C's feeds B's, B's feeds A's, so the
// three form one cycle (A ≺ C ≺ B ≺ A) and any two of them are fine.

import type { ComplexInstance, ComplexPattern } from '../../engine/isel/complex.js';
import type { BlockDag, DagNode } from '../../engine/isel/dag.js';

export function fig5(): { readonly dag: BlockDag; readonly instances: readonly [ComplexInstance, ComplexInstance, ComplexInstance] } {
  const node = (id: number, op: DagNode['op'], kids: number[], extra: Partial<DagNode> = {}): DagNode => ({
    id,
    op,
    kids,
    bits: 32,
    users: [],
    root: false,
    ...extra,
  });
  const nodes = [
    node(0, 'vreg', [], { vreg: 0 }),
    node(1, 'vreg', [], { vreg: 1 }),
    node(2, 'vreg', [], { vreg: 2 }),
    node(3, 'const', [], { value: 4n }),
    node(4, 'add', [0, 3]),
    node(5, 'add', [1, 3]),
    node(6, 'add', [2, 3]),
    node(7, 'store', [5, 0], { from: 32, root: true, chain: null }),
    node(8, 'store', [6, 1], { from: 32, root: true, chain: null }),
    node(9, 'store', [4, 2], { from: 32, root: true, chain: null }),
    node(10, 'ret', [], { root: true }),
  ];
  for (const n of nodes) for (const k of n.kids) nodes[k]!.users.push(n.id);
  const pattern: ComplexPattern = { name: 'post-store', size: 1, latency: 1, instances: () => [] };
  const inst = (store: number, add: number): ComplexInstance => ({
    pattern,
    nodes: [store, add],
    lhs: ['stmt', 'reg'],
    kids: [
      ['reg', 'reg'],
      ['reg', 'reg'],
    ],
  });
  return { dag: { block: 0, nodes, phiArgs: new Map() }, instances: [inst(7, 4), inst(8, 5), inst(9, 6)] };
}
