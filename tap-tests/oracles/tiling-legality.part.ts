// The independent tiling checker (oracles/tiling/legality.ts): it rejects each kind of illegal
// tiling, naming node and nonterminal, and accepts every selector's tiling of every corpus O1 block
// of x86-32 and ARM as the optimality report reads them (testbed/optimality/corpus-blocks.ts: ARM
// after its indexed-access DAG combine, as selectFunction runs it).

import t from 'tap';
import { withFixed, type Tiling } from '../../engine/isel/cover.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import { coverKey, type Match } from '../../engine/isel/grammar.js';
import { SELECTORS, grammarOf } from '../../engine/isel/index.js';
import { corpusBlocks } from '../../testbed/optimality/corpus-blocks.js';
import { checkTiling } from '../../oracles/tiling/legality.js';
import { buildModel } from '../../oracles/tiling/model.js';
import { exhaustiveOptimum } from '../../oracles/tiling/exhaustive.js';
import { memoryExample, overlapExample } from './tiling-fixtures.js';

/** The overlap example's optimal tiling (checked legal first), to break one piece at a time. */
function legalTiling(): { g: ReturnType<typeof overlapExample>['g']; dag: BlockDag; tiling: Tiling } {
  const { g, dag } = overlapExample();
  return { g, dag, tiling: exhaustiveOptimum(buildModel(g, dag)).tiling };
}

const edit = (tiling: Tiling, f: (c: Map<number, Match>) => void): Tiling => {
  const cover = new Map(tiling.cover);
  f(cover);
  return { dag: tiling.dag, cover };
};
const tileNamed = (g: ReturnType<typeof overlapExample>['g'], name: string) => g.tiles.find((x) => x.name === name)!;

t.test('rejects each kind of illegal tiling', async (t) => {
  const { g, dag, tiling } = legalTiling();
  t.same(checkTiling(g, dag, tiling).errors, [], 'the starting tiling is legal');
  // Nodes: 0 vreg, 1 const 8, 2 add (shared), 3 load, 4 load, 5 add, 6 ret.
  const cases: [string, Tiling, RegExp][] = [
    ['missing root', edit(tiling, (c) => c.delete(coverKey(6, 'stmt'))), /node 6 \(ret\) at stmt: no cover entry/],
    ['missing edge derivation', edit(tiling, (c) => c.delete(coverKey(0, 'reg'))), /node 0 \(vreg\) at reg: no cover entry/],
    [
      'wrong nonterminal',
      edit(tiling, (c) => c.set(coverKey(5, 'reg'), c.get(coverKey(6, 'stmt'))!)),
      /node 5 \(add\) at reg: the cover entry is tile ret deriving node 6 to stmt/,
    ],
    [
      'pattern does not match',
      edit(tiling, (c) =>
        c.set(coverKey(3, 'reg'), {
          tile: tileNamed(g, 'load ri'),
          node: 3,
          leaves: [
            { node: 0, nt: 'reg' },
            { node: 1, imm: 9n },
          ],
          covered: [3, 2],
        }),
      ),
      /node 3 \(load\) at reg: tile load ri at node 3: pattern does not match as given/,
    ],
    [
      'interior root',
      { dag, cover: tiling.cover },
      /node 3 \(load\) at reg: tile load ri at node 3: covers root node\(s\) 2 below its top/,
    ],
    // The ret (not shared) un-rooted on top of the open DAG.
    [
      'root flag of a node that is not shared',
      { dag: { ...tiling.dag, nodes: tiling.dag.nodes.map((n) => (n.id === 6 ? { ...n, root: false } : n)) }, cover: tiling.cover },
      /node 6 \(ret\): root flag changed on a node that is not shared/,
    ],
  ];
  for (const [what, bad, expect] of cases) {
    const c = checkTiling(g, dag, bad);
    t.match(c.errors.join('\n'), expect, what);
    t.equal(c.cost, Infinity, `${what}: no cost`);
  }
  const missingRoot = checkTiling(g, dag, cases[0]![1]).errors;
  t.ok(
    missingRoot.some((e) => /mandatory root not derived/.test(e)),
    'a missing root is also reported as not derived',
  );
});

t.test('rejects a memory operation covered by two tile instances', async (t) => {
  const { g, dag, illegalCost } = memoryExample();
  const open = withFixed(dag, () => false);
  const tile = (name: string) => g.tiles.find((x) => x.name === name)!;
  // Nodes: 0 p, 1 v, 2 load p (forced non-root), 3 icmp (shared), 4/5 selects, 6 add, 7 ret.
  const cover = new Map<number, Match>([
    [coverKey(7, 'stmt'), { tile: tile('ret'), node: 7, leaves: [{ node: 6, nt: 'reg' }], covered: [7] }],
    [
      coverKey(6, 'reg'),
      {
        tile: tile('add rr'),
        node: 6,
        leaves: [
          { node: 4, nt: 'reg' },
          { node: 5, nt: 'reg' },
        ],
        covered: [6],
      },
    ],
    [
      coverKey(4, 'reg'),
      {
        tile: tile('select cc'),
        node: 4,
        leaves: [
          { node: 3, nt: 'cc' },
          { node: 0, nt: 'reg' },
          { node: 1, nt: 'reg' },
        ],
        covered: [4],
      },
    ],
    [
      coverKey(5, 'reg'),
      {
        tile: tile('select cc'),
        node: 5,
        leaves: [
          { node: 3, nt: 'cc' },
          { node: 1, nt: 'reg' },
          { node: 0, nt: 'reg' },
        ],
        covered: [5],
      },
    ],
    [
      coverKey(3, 'cc'),
      {
        tile: tile('cmp mem'),
        node: 3,
        leaves: [
          { node: 0, nt: 'reg' },
          { node: 1, nt: 'reg' },
        ],
        covered: [3, 2],
      },
    ],
    [coverKey(0, 'reg'), { tile: tile('vreg'), node: 0, leaves: [], covered: [0] }],
    [coverKey(1, 'reg'), { tile: tile('vreg'), node: 1, leaves: [], covered: [1] }],
  ]);
  const c = checkTiling(g, dag, { dag: open, cover });
  t.same(c.errors, ['node 2 (load): memory operation covered by two tile instances'], `would cost ${illegalCost}`);
});

for (const isa of ['x86-32', 'arm'] as const) {
  t.test(`accepts every selector's tiling of every ${isa} corpus O1 block`, async (t) => {
    const g = grammarOf(isa);
    const { blocks } = corpusBlocks(isa, 'corpus/ll');
    t.ok(blocks.length > 900, `${blocks.length} blocks`);
    const failures: string[] = [];
    for (const { name, dag } of blocks) {
      for (const s of Object.values(SELECTORS)) {
        const c = checkTiling(g, dag, s.cover(g, dag));
        if (c.errors.length > 0 || !Number.isFinite(c.cost)) failures.push(`${name} ${s.name}: ${c.errors[0]}`);
      }
    }
    t.same(failures.slice(0, 10), [], `${failures.length} illegal tilings`);
  });
}
