// The tiling benchmark's own code (bench/tiling.ts), without timing: the least-squares log-log slope
// recovers known exponents, and joinDags lays generated DAGs end to end as one valid block DAG —
// nodes in evaluation order, users consistent with kids, one terminator at the end, one memory chain,
// roots and shared nodes as engine/isel/dag.ts markRoots says — that every selector tiles legally
// (oracles/tiling/legality.ts), so the scaling measurement times real selections. No speed is asserted.

import t from 'tap';
import { joinDags, logLogSlope } from '../../bench/tiling.js';
import { CaseRng } from '../../isa-models/rng.js';
import { randomIsaDag } from '../../testbed/fuzz/tiling-generator.js';
import { grammarOf, SELECTORS } from '../../engine/isel/index.js';
import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { checkTiling } from '../../oracles/tiling/legality.js';

t.test('logLogSlope recovers the exponent of a power law', async (t) => {
  for (const k of [1, 1.5, 2]) {
    const points = [10, 100, 1000, 10_000].map((x) => ({ x, y: 3 * x ** k }));
    t.ok(Math.abs(logLogSlope(points) - k) < 1e-9, `slope ${k}`);
  }
});

t.test('joinDags: one valid block DAG that every selector tiles legally', async (t) => {
  const rng = new CaseRng(7);
  const pieces = Array.from({ length: 6 }, () => randomIsaDag(rng, 'x86-32', { size: [20, 30] }).dag);
  const dag = joinDags(pieces);
  const isTerminator = (op: string) => op === 'ret' || op === 'br' || op === 'condbr';
  // One terminator per piece (its last node), all but the last piece's dropped.
  t.equal(dag.nodes.length, pieces.reduce((n, p) => n + p.nodes.length, 0) - (pieces.length - 1));
  t.equal(dag.nodes[dag.nodes.length - 1]!.op, pieces[pieces.length - 1]!.nodes.at(-1)!.op);
  t.equal(dag.nodes.filter((n) => isTerminator(n.op)).length, 1, 'one terminator');
  dag.nodes.forEach((n, i) => {
    t.equal(n.id, i);
    for (const k of n.kids) t.ok(k < i, `node ${i}: kid ${k} comes first`);
  });
  const users = dag.nodes.map(() => [] as number[]);
  for (const n of dag.nodes) for (const k of n.kids) users[k]!.push(n.id);
  t.same(
    dag.nodes.map((n) => n.users),
    users,
    'users match the kids',
  );
  const memory = dag.nodes.filter((n) => n.chain !== undefined);
  t.same(
    memory.map((n) => n.chain),
    [null, ...memory.slice(0, -1).map((n) => n.id)],
    'one memory chain through the pieces',
  );
  t.ok(
    dag.nodes.some((n) => n.shared === true),
    'shared nodes survive the join',
  );
  const g = grammarOf('x86-32');
  for (const name of SELECTOR_NAMES) {
    const check = checkTiling(g, dag, SELECTORS[name]!.cover(g, dag));
    t.same(check.errors, [], `${name}: legal`);
  }
});
