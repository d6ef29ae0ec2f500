// Hand-built tiling problems for the oracles' tests (oracles/tiling/): tiny grammars whose tiles
// are never emitted, and block DAGs written node by node, rooted by dag.ts's own markRoots. Each
// example states its optimum, worked out by hand in the comment above it (costs in size units;
// every tile's latency is 0, so a cost is size * 1024).

import type { BlockDag, DagNode, DagOp } from '../../engine/isel/dag.js';
import { markRoots } from '../../engine/isel/dag.js';
import { cost, imm, nt, type Grammar, type Nt, type Pattern, type Tile } from '../../engine/isel/grammar.js';
import { abstractGrammar, opP as op, tile } from '../../testbed/fuzz/tiling-generator.js';

export { op };
export const t = (name: string, out: Nt, pattern: Pattern, size: number): Tile => tile(name, out, pattern, size, 0);
export const grammar = (tiles: Tile[]): Grammar => abstractGrammar('test', tiles);
const units = (size: number): number => cost(size, 0);

export interface NodeSpec {
  op: DagOp;
  kids?: number[];
  value?: bigint;
  export?: number;
  pred?: 'eq';
}

/** A block DAG from node specs (ids = positions), with users, roots and shared nodes as dag.ts marks them. */
export function dagOf(specs: readonly NodeSpec[]): BlockDag {
  const nodes: DagNode[] = specs.map((s, id) => ({
    id,
    op: s.op,
    kids: s.kids ?? [],
    bits: 32,
    users: [],
    root: false,
    ...(s.value === undefined ? {} : { value: s.value }),
    ...(s.export === undefined ? {} : { export: s.export }),
    ...(s.pred === undefined ? {} : { pred: s.pred }),
  }));
  for (const n of nodes) for (const k of n.kids) nodes[k]!.users.push(n.id);
  markRoots(nodes, new Map());
  return { block: 0, nodes, phiArgs: new Map() };
}

const base = (loadRI: number, loadR: number): Tile[] => [
  t('vreg', 'reg', op('vreg'), 0),
  t('const', 'reg', op('const'), 5),
  t('add rr', 'reg', op('add', nt('reg'), nt('reg')), 1),
  t('add ri', 'reg', op('add', nt('reg'), imm(0n, 255n)), 3),
  t('load r', 'reg', op('load', nt('reg')), loadR),
  t('load ri', 'reg', op('load', op('add', nt('reg'), imm(0n, 255n))), loadRI),
  t('ret', 'stmt', op('ret', nt('reg')), 1),
];

/** v = vreg; s = add(v, 8) read by two loads (shared); ret(add(load s, load s)). */
const twoLoads = (): BlockDag =>
  dagOf([
    { op: 'vreg' },
    { op: 'const', value: 8n },
    { op: 'add', kids: [0, 1] },
    { op: 'load', kids: [2] },
    { op: 'load', kids: [2] },
    { op: 'add', kids: [3, 4] },
    { op: 'ret', kids: [5] },
  ]);

/**
 * Overlap pays: each load folds the address (load ri, 3 + 3), add 1, ret 1 = 8; fixing s costs
 * add ri 3 + load r 2 + 2 + add 1 + ret 1 = 9.
 */
export function overlapExample(): { g: Grammar; dag: BlockDag; optimum: number } {
  return { g: grammar(base(3, 2)), dag: twoLoads(), optimum: units(8) };
}

/** Fixing pays: load ri costs 4 (overlap 4 + 4 + 1 + 1 = 10), load r 1 (fixed: 3 + 1 + 1 + 1 + 1 = 7). */
export function fixExample(): { g: Grammar; dag: BlockDag; optimum: number } {
  return { g: grammar(base(4, 1)), dag: twoLoads(), optimum: units(7) };
}

const ccTiles = (): Tile[] => [
  t('vreg', 'reg', op('vreg'), 0),
  t('cmp rr', 'cc', op('icmp', nt('reg'), nt('reg')), 1),
  t('setcc', 'reg', nt('cc'), 2),
  t('select cc', 'reg', op('select', nt('cc'), nt('reg'), nt('reg')), 2),
  t('select reg', 'reg', op('select', nt('reg'), nt('reg'), nt('reg')), 3),
  t('add rr', 'reg', op('add', nt('reg'), nt('reg')), 1),
  t('ret', 'stmt', op('ret', nt('reg')), 1),
];

/**
 * A compare read by two selects (shared). Flags do not survive between tiles, so each select
 * reading cc pays the compare: 1 * 2 + select cc 2 * 2 + add 1 + ret 1 = 8 (7 if the compare were
 * paid once). In a register: cmp 1 + setcc 2 + select reg 3 * 2 + 1 + 1 = 11; mixed: 11.
 */
export function ccExample(): { g: Grammar; dag: BlockDag; optimum: number } {
  const dag = dagOf([
    { op: 'vreg' },
    { op: 'vreg' },
    { op: 'icmp', kids: [0, 1], pred: 'eq' },
    { op: 'select', kids: [2, 0, 1] },
    { op: 'select', kids: [2, 1, 0] },
    { op: 'add', kids: [3, 4] },
    { op: 'ret', kids: [5] },
  ]);
  return { g: grammar(ccTiles()), dag, optimum: units(8) };
}

/**
 * The memory rule, on a DAG dag.ts would not build: the compare c = icmp(load p, v) is shared and
 * its load is NOT a root (forced here), and `cmp mem` covers the load. Reading c's flags in both
 * selects with `cmp mem` would run the load twice (2 + 4 + 1 + 1 = 8: illegal). Legal optimum:
 * setcc 2 + cmp mem 1 (once) + select reg 3 * 2 + add 1 + ret 1 = 11 (cmp rr twice with the load
 * in a register: 2 + load 4 + 4 + 2 = 12).
 */
export function memoryExample(): { g: Grammar; dag: BlockDag; optimum: number; illegalCost: number } {
  const dag = dagOf([
    { op: 'vreg' },
    { op: 'vreg' },
    { op: 'load', kids: [0] },
    { op: 'icmp', kids: [2, 1], pred: 'eq' },
    { op: 'select', kids: [3, 0, 1] },
    { op: 'select', kids: [3, 1, 0] },
    { op: 'add', kids: [4, 5] },
    { op: 'ret', kids: [6] },
  ]);
  if (!dag.nodes[2]!.root || dag.nodes[3]!.shared !== true) throw new Error('memoryExample: dag.ts rules changed');
  dag.nodes[2]!.root = false;
  const tiles = [
    ...ccTiles(),
    t('cmp mem', 'cc', op('icmp', op('load', nt('reg')), nt('reg')), 1),
    t('load r', 'reg', op('load', nt('reg')), 4),
  ];
  return { g: grammar(tiles), dag, optimum: units(11), illegalCost: units(8) };
}

/**
 * Fixing pays only at the readers (engine/isel/noltis.ts's extension): the constant c = 1000 is
 * folded into a1 = add(c, v) and a2 = add(c, w), each read by a load. Overlap: (add ri 3 + load r
 * 3) * 2 + add 3 + ret 1 = 16. Fixing c with the adds kept (add rr 3) gives 4 + 6 * 2 + 4 = 20,
 * so Listing 4, which cuts a tile only at its own root, rejects it; but with c in a register each
 * load absorbs its add (`load rr` 3): const 4 + 3 * 2 + add 3 + ret 1 = 14, the optimum.
 */
export function readerCutExample(): { g: Grammar; dag: BlockDag; optimum: number; paper: number } {
  const tiles = [
    t('vreg', 'reg', op('vreg'), 0),
    t('const', 'reg', op('const'), 4),
    t('add rr', 'reg', op('add', nt('reg'), nt('reg')), 3),
    t('add ri', 'reg', op('add', nt('reg'), imm(0n, 4095n)), 3),
    t('load r', 'reg', op('load', nt('reg')), 3),
    t('load rr', 'reg', op('load', op('add', nt('reg'), nt('reg'))), 3),
    t('ret', 'stmt', op('ret', nt('reg')), 1),
  ];
  const dag = dagOf([
    { op: 'vreg' },
    { op: 'vreg' },
    { op: 'const', value: 1000n },
    { op: 'add', kids: [2, 0] },
    { op: 'load', kids: [3] },
    { op: 'add', kids: [2, 1] },
    { op: 'load', kids: [5] },
    { op: 'add', kids: [4, 6] },
    { op: 'ret', kids: [7] },
  ]);
  return { g: grammar(tiles), dag, optimum: units(14), paper: units(16) };
}
