// The random tiling instances (testbed/fuzz/tiling-generator.ts) and the paper's examples
// (testbed/fuzz/tiling-examples.ts) are what issue 7's properties are stated on: they must be valid
// block DAGs marked the way engine/isel/dag.ts marks blocks, deterministic in their seed, have
// shared nodes (or none, for trees), and be tileable by their grammars.

import t from 'tap';
import { CaseRng } from '../../isa-models/rng.js';
import type { Isa } from '../../isa-models/types.js';
import type { BlockDag, DagNode } from '../../engine/isel/dag.js';
import { rootNt, type Grammar } from '../../engine/isel/grammar.js';
import { derivable, randomDag, randomIsaDag, randomTileSet } from '../../testbed/fuzz/tiling-generator.js';
import { figure1, randomFormula, satDag, satisfiable, showFormula } from '../../testbed/fuzz/tiling-examples.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const show = (d: BlockDag) => JSON.stringify(d.nodes, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
const isLeaf = (n: DagNode) => n.op === 'const' || n.op === 'frame' || n.op === 'vreg';
const mandatory = (n: DagNode) => ['store', 'call', 'br', 'condbr', 'ret'].includes(n.op) || n.export !== undefined;

/** The structural rules of a block DAG, stated directly (not by re-running a marker): errors found. */
function structure(d: BlockDag): string[] {
  const errs: string[] = [];
  d.nodes.forEach((n, i) => {
    if (n.id !== i) errs.push(`node ${i} has id ${n.id}`);
    for (const k of n.kids) if (k >= i) errs.push(`node ${i}: kid ${k} not earlier`);
    const users = d.nodes.flatMap((u) => u.kids.filter((k) => k === i).map(() => u.id));
    if (JSON.stringify(users) !== JSON.stringify(n.users)) errs.push(`node ${i}: users ${n.users} != ${users}`);
    if (isLeaf(n) && n.root) errs.push(`leaf ${i} is a root`);
    // A constant or frame address read twice is shared (built unfixed: users may fold it); a vreg is a register already.
    const sharedLeaf = (n.op === 'const' || n.op === 'frame') && n.users.length + (n.export !== undefined ? 1 : 0) > 1;
    if (isLeaf(n) && (n.shared === true) !== sharedLeaf) errs.push(`leaf ${i} (${n.op}): shared ${n.shared} but should be ${sharedLeaf}`);
    if (isLeaf(n)) return;
    const shared = !mandatory(n) && n.users.length >= 2 && !['load', 'store', 'call'].includes(n.op);
    if ((n.shared === true) !== shared) errs.push(`node ${i} (${n.op}): shared ${n.shared} but should be ${shared}`);
    if ((mandatory(n) || n.users.length !== 1) && !n.root) errs.push(`node ${i} (${n.op}) must be a root`);
    if (n.root && !mandatory(n) && n.users.length === 1 && n.op !== 'load') errs.push(`node ${i} (${n.op}) need not be a root`);
  });
  return errs;
}

t.test('random DAGs: valid, marked like dag.ts, deterministic, mostly with shared nodes; trees have none', async (t) => {
  let withShared = 0;
  const N = 400;
  for (let seed = 0; seed < N; seed++) {
    const opts = { size: [4, 20] as const, loads: seed % 2 === 0 };
    const d = randomDag(new CaseRng(seed), opts);
    const errs = structure(d);
    if (errs.length > 0) t.fail(`seed ${seed}: ${errs.join('; ')}`);
    if (show(d) !== show(randomDag(new CaseRng(seed), opts))) t.fail(`seed ${seed}: not deterministic`);
    const stmts = d.nodes.filter((n) => n.op === 'store' || n.op === 'ret');
    if (stmts.length < 1 || stmts.length > 3 || d.nodes[d.nodes.length - 1]!.op !== 'ret')
      t.fail(`seed ${seed}: statements ${stmts.map((n) => n.op)}`);
    if (d.nodes.some((n) => n.shared === true)) withShared++;
    const tree = randomDag(new CaseRng(seed), { ...opts, tree: true });
    const multi = tree.nodes.find((n) => n.users.length > 1);
    if (multi !== undefined || structure(tree).length > 0) t.fail(`seed ${seed}: tree has node ${multi?.id} with users ${multi?.users}`);
  }
  t.ok(withShared > N * 0.6, `${withShared} of ${N} DAGs have a shared node`);
});

t.test('random tile sets derive every random DAG; chain rules acyclic', async (t) => {
  for (let seed = 0; seed < 300; seed++) {
    const rng = new CaseRng(seed);
    const g = randomTileSet(rng, {
      addr: seed % 2 === 0,
      cc: seed % 3 === 0,
      ops: seed % 4 === 0 ? ['add', 'sub', 'mul', 'and', 'xor', 'shl', 'zext', 'load'] : undefined,
    });
    const d = randomDag(rng, { size: [4, 20], loads: seed % 4 === 0 });
    if (!derivable(g, d)) t.fail(`seed ${seed}: underivable`);
    if (!chainsAcyclic(g)) t.fail(`seed ${seed}: chain cycle`);
  }
  t.pass('300 tile sets x DAGs derivable');
});

function chainsAcyclic(g: Grammar): boolean {
  const edges = g.tiles.filter((x) => x.pattern.k === 'nt').map((x) => [(x.pattern as { nt: string }).nt, x.nt] as const);
  const reach = (from: string, seen: Set<string>): boolean =>
    edges.some(([a, b]) => a === from && (seen.has(b) || reach(b, new Set([...seen, b]))));
  return ['reg', 'addr', 'cc', 'stmt'].every((n) => !reach(n, new Set([n])));
}

t.test('ISA DAGs: derivable by the ISA grammar, rejections counted, shared nodes common', async (t) => {
  for (const [k, isa] of ISAS.entries()) {
    const rng = new CaseRng(11 + k);
    let rejected = 0;
    let withShared = 0;
    for (let i = 0; i < 150; i++) {
      const r = randomIsaDag(rng, isa, { size: [4, 16] });
      rejected += r.rejected;
      const errs = structure(r.dag);
      if (errs.length > 0) t.fail(`${isa} case ${i}: ${errs.join('; ')}`);
      if (r.dag.nodes.some((n) => n.shared === true)) withShared++;
      if (!r.dag.nodes.every((n) => !n.root || rootNt(n) === 'stmt' || rootNt(n) === 'reg')) t.fail('root nt');
    }
    t.ok(rejected < 15 && withShared > 75, `${isa}: 150 DAGs, ${rejected} underivable draws rejected, ${withShared} with a shared node`);
  }
});

t.test('Figure 1: s is the one shared node, u1 and u2 live out', async (t) => {
  const { dag } = figure1('shown');
  t.same(
    dag.nodes.filter((n) => n.shared === true).map((n) => n.id),
    [2],
  );
  t.same(
    dag.nodes.filter((n) => n.root).map((n) => n.id),
    [2, 4, 6],
  );
  t.same(structure(dag), []);
});

t.test('Theorem 3.1 DAGs: only variable boxes have several users; non-box count', async (t) => {
  const rng = new CaseRng(5);
  for (let i = 0; i < 100; i++) {
    const f = randomFormula(rng, 3, rng.int(0, 6));
    const { dag, nonBox } = satDag(f);
    const multi = dag.nodes.filter((n) => n.users.length > 1);
    if (multi.some((n) => String(n.op) !== 'box' || String(dag.nodes[n.kids[0]!]!.op) !== 'var'))
      t.fail(`${showFormula(f)}: a non-variable node has several users`);
    if (nonBox * 2 - 1 !== dag.nodes.length) t.fail(`${showFormula(f)}: ${nonBox} non-box of ${dag.nodes.length}`);
    if (structure(dag).length > 0) t.fail(`${showFormula(f)}: ${structure(dag).join('; ')}`);
  }
  t.equal(satisfiable({ k: 'and', a: { k: 'var', v: 0 }, b: { k: 'not', a: { k: 'var', v: 0 } } }), false, 'x & !x unsatisfiable');
  t.equal(satisfiable({ k: 'or', a: { k: 'var', v: 0 }, b: { k: 'not', a: { k: 'var', v: 0 } } }), true, 'x | !x satisfiable');
});
