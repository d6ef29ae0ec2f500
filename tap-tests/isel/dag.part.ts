// Per-block DAGs keep memory order (the NOLTIS paper's implementation section): on every corpus
// function (O1, x86-32 and x86-64, legalized), each block's loads, stores and calls appear in the
// DAG exactly once each, in IR order, linked by chain edges to their predecessor; stores, calls
// and terminators are roots; a load computed inside another node's tree (at that tree root's
// place) has no store or call between itself and that root, so no tree moves a load across a
// store or call; kids precede their users. (Calls are direct — by name — so no call address can
// be shared between tiles.)

import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadProgram } from '../../testbed/driver/input.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { buildDags, type DagNode } from '../../engine/isel/dag.js';

const MEMORY = new Set(['load', 'store', 'call']);

/** The root whose tree computes non-root node `n` (its single user, followed up to a root). */
function treeRoot(nodes: readonly DagNode[], n: DagNode): DagNode {
  let at = n;
  while (!at.root) at = nodes[at.users[0]!]!;
  return at;
}

for (const isa of ['x86-32', 'x86-64'] as const) {
  t.test(`DAG memory order on ${isa}`, async (t) => {
    let blocks = 0;
    let memoryNodes = 0;
    let inTreeLoads = 0;
    let separatedLoads = 0;
    const fail = (msg: string) => t.fail(msg);
    for (const file of readdirSync(join('corpus/ll', isa))
      .filter((f) => f.endsWith('.O1.ll'))
      .sort()) {
      let m;
      try {
        m = legalizeModule(loadProgram(join('corpus/ll', isa, file), isa).module, isa);
      } catch {
        continue;
      }
      for (const fn of m.functions.filter((f) => f.blocks.length > 0)) {
        const { dags } = buildDags(fn, m);
        fn.blocks.forEach((b, bi) => {
          const dag = dags[bi]!;
          const where = `${file} @${fn.name} block ${b.id}`;
          blocks++;
          const irMemory = b.insts.filter((i) => MEMORY.has(i.op)).map((i) => i.op);
          const mem = dag.nodes.filter((n) => MEMORY.has(n.op));
          memoryNodes += mem.length;
          if (JSON.stringify(mem.map((n) => n.op)) !== JSON.stringify(irMemory))
            fail(`${where}: memory ops ${mem.map((n) => n.op)} != IR ${irMemory}`);
          mem.forEach((n, k) => {
            if (n.chain !== (k === 0 ? null : mem[k - 1]!.id)) fail(`${where}: node ${n.id} chained to ${n.chain}`);
          });
          for (const n of dag.nodes) {
            if (n.kids.some((k) => k >= n.id)) fail(`${where}: node ${n.id} has a later kid`);
            if (['store', 'call', 'br', 'condbr', 'ret'].includes(n.op) && !n.root)
              fail(`${where}: side effect ${n.op} ${n.id} is not a root`);
            if (n.op !== 'load') continue;
            if (n.root) {
              if (n.users.length === 1 && n.export === undefined) separatedLoads++;
              continue;
            }
            inTreeLoads++;
            const root = treeRoot(dag.nodes, n);
            const between = mem.filter((x) => x.id > n.id && x.id < root.id && x.op !== 'load');
            if (between.length > 0) fail(`${where}: load ${n.id} would move past ${between[0]!.op} ${between[0]!.id} into root ${root.id}`);
          }
        });
      }
    }
    t.pass(`${blocks} blocks, ${memoryNodes} loads/stores/calls in order`);
    t.ok(
      inTreeLoads > 0 && separatedLoads > 0,
      `${inTreeLoads} loads folded into trees, ${separatedLoads} kept as roots (a store or call between them and their user, or volatile; both cases occur)`,
    );
  });
}
