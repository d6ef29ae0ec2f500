// The bottom-up dynamic programming's labels (engine/isel/labels.ts), which keep a choice as a
// tile index and rebuild its Match on request: on random DAGs under the four ISA grammars and
// random tile sets, every finite label's rebuilt derivation is one the matcher finds at the node
// (or a chain rule) and costs exactly the label, recomputed from its leaves; an infinite label has
// none. Labelling only a part of the DAG (`within`) gives that part the labels it has alone.
// Fixed seeds; a failure names the case (LABELS_REPLAY=<case> runs it alone).

import t from 'tap';
import { CaseRng } from '../../isa-models/rng.js';
import type { Isa } from '../../isa-models/types.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import { matchAt, NTS, tileCost, type Grammar, type Match } from '../../engine/isel/grammar.js';
import { grammarOf } from '../../engine/isel/index.js';
import { labelDag, leafCost, type Labels } from '../../engine/isel/labels.js';
import { randomDag, randomIsaDag, randomTileSet, sideBySide } from '../../testbed/fuzz/tiling-generator.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const REPLAY = process.env.LABELS_REPLAY;
const CASES = REPLAY === undefined ? Array.from({ length: 200 }, (_, k) => k) : [Number(REPLAY)];
const replay = (k: number) => `replay: LABELS_REPLAY=${k} node --import tsx tap-tests/isel/labels.part.ts`;

function instance(k: number): { g: Grammar; part: () => BlockDag } {
  const rng = new CaseRng(70_000 + k);
  const isa = ISAS[k % 4]!;
  if (k % 2 === 0) {
    const g = randomTileSet(rng);
    return { g, part: () => randomDag(rng, { size: [5, 40] }) };
  }
  return { g: grammarOf(isa), part: () => randomIsaDag(rng, isa, { size: [5, 60] }).dag };
}

const leavesText = (m: Match): string => m.leaves.map((l) => ('imm' in l ? `${l.node}#${l.imm}` : `${l.node}:${l.nt}`)).join(' ');
const sameMatch = (a: Match, b: Match): boolean =>
  a.tile === b.tile && a.node === b.node && leavesText(a) === leavesText(b) && a.covered.join() === b.covered.join();

/** What is wrong with the label of (node, nt), if anything. */
function labelError(
  g: Grammar,
  dag: BlockDag,
  labels: Labels,
  regChain: ReadonlyMap<string, number>,
  node: number,
  nt: (typeof NTS)[number],
): string | undefined {
  const cost = labels.cost(node, nt);
  const m = labels.match(node, nt);
  if (cost === Infinity) return m === undefined ? undefined : `node ${node} ${nt}: no cost but a match ${m.tile.name}`;
  if (m === undefined) return `node ${node} ${nt}: cost ${cost} but no match`;
  if (m.tile.nt !== nt || m.node !== node) return `node ${node} ${nt}: match ${m.tile.name} derives node ${m.node} to ${m.tile.nt}`;
  const chain = m.tile.pattern.k === 'nt';
  if (!chain && !matchAt(g, dag, node).some((x) => sameMatch(x, m)))
    return `node ${node} ${nt}: ${m.tile.name} is not among the matcher's matches`;
  let recomputed = tileCost(m.tile);
  // A chain rule reads the node's own label at another nonterminal (a root's too: within its own tree).
  for (const l of m.leaves)
    recomputed += chain && 'nt' in l ? labels.cost(node, l.nt) : leafCost(labels, dag, l, regChain as ReadonlyMap<never, number>);
  return recomputed === cost ? undefined : `node ${node} ${nt}: label ${cost}, its match ${m.tile.name} costs ${recomputed}`;
}

t.test('every label rebuilds a derivation the matcher finds, of exactly its cost', async (t) => {
  let labelled = 0;
  for (const k of CASES) {
    const { g, part } = instance(k);
    const dag = part();
    const { labels, regChain } = labelDag(g, dag);
    const errors: string[] = [];
    for (const n of dag.nodes) {
      for (const nt of NTS) {
        const e = labelError(g, dag, labels, regChain, n.id, nt);
        if (e !== undefined) errors.push(e);
        else if (labels.cost(n.id, nt) < Infinity) labelled++;
      }
    }
    if (errors.length > 0) t.fail(`case ${k}: ${errors.slice(0, 3).join(' | ')} -- ${replay(k)}`);
  }
  t.ok(labelled > 1000, `${labelled} finite labels checked`);
});

t.test('labelling a weakly connected part alone (within) gives it the labels it has alone', async (t) => {
  for (const k of CASES.filter((k) => k % 5 === 0)) {
    const { g, part } = instance(k);
    const a = part();
    const b = part();
    const both = sideBySide([a, b]);
    const base = a.nodes.length;
    const { labels } = labelDag(g, both, { within: (node) => node >= base });
    const alone = labelDag(g, b).labels;
    const diff = b.nodes.flatMap((n) =>
      NTS.filter((nt) => labels.cost(n.id + base, nt) !== alone.cost(n.id, nt)).map((nt) => `node ${n.id} ${nt}`),
    );
    const outside = a.nodes.flatMap((n) => NTS.filter((nt) => labels.cost(n.id, nt) !== Infinity).map((nt) => `node ${n.id} ${nt}`));
    if (diff.length > 0 || outside.length > 0)
      t.fail(`case ${k}: differs at ${diff.slice(0, 3).join(', ')}; labelled outside: ${outside.slice(0, 3).join(', ')} -- ${replay(k)}`);
  }
  t.pass("restricted labels equal the part's own");
});
