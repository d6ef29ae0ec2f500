// The rules the tiling oracles judge by, stated and computed here from the grammar and DAG data
// themselves, never by calling the selectors' helpers (engine/isel/grammar.ts tileCost, rootNt,
// coverKey; engine/isel/cover.ts withFixed): a bug in one of those would otherwise bias the
// selectors and the oracles that judge them the same way, and hide from both (issue 17, "oracles
// judge with their own arithmetic"). tap-tests/oracles/tiling-independence.test.ts mutates those
// helpers and checks that the oracles' answers do not move.
//
// Contract (pure functions over plain data; only types are imported from the engine):
//   - `tileCostOf(t)`: the cost of one executed tile instance. The grammar format (grammar.ts)
//     orders tiles by size in bytes first, then latency in cycles; as one integer that is
//     size * 1024 + latency, exact (lexicographic) only while 0 <= latency < 1024 and both are
//     integers, so a tile outside that range throws instead of being priced by a wrong order.
//   - `rootNtOf(n)`: the nonterminal a root node is derived to at its own place: `stmt` for an
//     operation without a value (store, branches, return), `reg` for every other operation (a
//     call's result, void or not, is a register in every grammar; an indexed store yields the
//     updated base). An exhaustive switch over the DAG operations, so a new operation must be
//     classified here.
//   - `derivationKey(node, nt)`: the key of derivation (node, nt) in a Tiling's cover, as the
//     Cover format defines it (grammar.ts): node * 4 + the nonterminal's place in reg, addr, cc,
//     stmt. Written out here too: if the selectors' keys drifted from the format, their entries
//     would be missing under the oracles' keys and every check would say so.
//   - `unfixedDag(dag)`: the DAG in which no shared node is a root (the NOLTIS paper's DAG before
//     any node is fixed): a shared root loses its root flag; every other node, and the phi
//     arguments, are as given. The solvers' model (model.ts) tiles this DAG.

import { assertNever } from '../../common/assert-never.js';
import type { Nt, Tile } from '../../engine/isel/grammar.js';
import type { BlockDag, DagNode } from '../../engine/isel/dag.js';

/** The weight of one byte of code against one cycle: latencies must stay below it. */
const BYTE = 1024;

export function tileCostOf(t: Tile): number {
  const { size, latency } = t;
  if (!Number.isInteger(size) || !Number.isInteger(latency) || size < 0 || latency < 0 || latency >= BYTE) {
    throw new Error(`tile ${t.name}: size ${size} and latency ${latency} are outside the cost model (integers, 0 <= latency < ${BYTE})`);
  }
  return size * BYTE + latency;
}

export function rootNtOf(n: DagNode): Nt {
  const op = n.op;
  switch (op) {
    case 'store':
    case 'stackrestore':
    case 'br':
    case 'condbr':
    case 'ret':
      return 'stmt';
    case 'const':
    case 'frame':
    case 'vreg':
    case 'add':
    case 'sub':
    case 'mul':
    case 'sdiv':
    case 'udiv':
    case 'srem':
    case 'urem':
    case 'and':
    case 'or':
    case 'xor':
    case 'shl':
    case 'lshr':
    case 'ashr':
    case 'zext':
    case 'sext':
    case 'icmp':
    case 'select':
    case 'load':
    case 'call':
    case 'dynalloca':
    case 'stacksave':
    case 'frameaddress':
    case 'load-pre':
    case 'load-post':
    case 'sload-pre':
    case 'sload-post':
    case 'store-pre':
    case 'store-post':
    case 'writeback':
    case 'sdivrem':
    case 'udivrem':
    case 'remainder':
      return 'reg';
    default:
      return assertNever(op, 'DAG operation');
  }
}

export function derivationKey(node: number, nt: Nt): number {
  switch (nt) {
    case 'reg':
      return node * 4;
    case 'addr':
      return node * 4 + 1;
    case 'cc':
      return node * 4 + 2;
    case 'stmt':
      return node * 4 + 3;
    default:
      return assertNever(nt, 'nonterminal');
  }
}

export function unfixedDag(dag: BlockDag): BlockDag {
  const nodes = dag.nodes.map((n) => (n.shared === true && n.root ? { ...n, root: false } : n));
  return { block: dag.block, nodes, phiArgs: dag.phiArgs };
}
