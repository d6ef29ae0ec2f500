// The grammars in normal form (engine/isel/normal-form.ts; Ebner et al. §4, the SSA book §19.1.2):
// on each of the four ISA grammars, every tile's pattern is put back together from its base rules
// exactly (no rule lost, none invented), commutative rules come in both orders, the chain closure
// equals the cheapest path found by enumerating chain sequences (its own arithmetic), and the tiles
// with a check are the conditional ones. A small hand-made grammar pins the closure's numbers.

import t from 'tap';
import type { Isa } from '../../isa-models/types.js';
import { commutes, type Grammar, NTS, type Nt, type Pattern, type Tile, tileCost } from '../../engine/isel/grammar.js';
import { grammarOf } from '../../engine/isel/index.js';
import { type BaseRule, type ChainRule, type NormalForm, normalForm, rangeNt } from '../../engine/isel/normal-form.js';
import { INF } from '../../engine/pbqp/graph.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

/** The pattern rule r stands for, its kids rebuilt from their nonterminals: grammar ones are leaves, ranges immediates, inner ones the one unswapped rule deriving them. */
function rebuild(r: BaseRule, inner: ReadonlyMap<string, readonly BaseRule[]>, ranges: ReadonlyMap<string, BaseRule>): Pattern {
  const kids = r.kids.map((k): Pattern => {
    if ((NTS as readonly string[]).includes(k)) return { k: 'nt', nt: k as Nt };
    const range = ranges.get(k)?.range;
    if (range !== undefined) return { k: 'imm', min: range.min, max: range.max };
    const here = inner.get(k) ?? [];
    if (here.length !== 1) throw new Error(`${here.length} unswapped rules derive ${k}`);
    return rebuild(here[0]!, inner, ranges);
  });
  return {
    k: 'op',
    op: r.op,
    ...(r.bits !== undefined ? { bits: r.bits } : {}),
    ...(r.from !== undefined ? { from: r.from } : {}),
    kids,
    ...(r.rest !== undefined ? { rest: r.rest } : {}),
  } as Pattern;
}

const show = (p: Pattern): string => JSON.stringify(p, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));

/** The tile's pattern from the normal form: a chain rule, an immediate's rule, or its root rule and the inner rules its kids name. */
function patternOf(tile: Tile, nf: NormalForm, ranges: ReadonlyMap<string, BaseRule>): Pattern {
  const chain = nf.chains.filter((c) => c.tile === tile);
  if (chain.length > 0) return { k: 'nt', nt: chain[0]!.from };
  const root = nf.base.find((r) => r.tile === tile && r.path.length === 0 && r.swapped !== true)!;
  if (root.range !== undefined) return { k: 'imm', min: root.range.min, max: root.range.max };
  const inner = new Map<string, BaseRule[]>();
  for (const r of nf.base) if (r.path.length > 0 && r.swapped !== true) inner.set(r.lhs, [...(inner.get(r.lhs) ?? []), r]);
  return rebuild(root, inner, ranges);
}

/** The cheapest chain sequence from `from` to `to` by trying every simple path (the closure's oracle). */
function cheapestChain(chains: readonly ChainRule[], from: string, to: string, seen = new Set<string>([from])): number {
  if (from === to) return 0;
  let best = INF;
  for (const c of chains) {
    if (c.from !== from || seen.has(c.to)) continue;
    const rest = cheapestChain(chains, c.to, to, new Set([...seen, c.to]));
    if (rest < INF) best = Math.min(best, c.cost + rest);
  }
  return best;
}

for (const isa of ISAS) {
  t.test(`${isa}: the normal form puts every tile back together`, (t) => {
    const g: Grammar = grammarOf(isa);
    const nf = normalForm(g);
    const ranges = new Map(nf.base.filter((r) => r.tile === undefined).map((r) => [r.lhs, r]));
    for (const r of ranges.values()) t.equal(r.lhs, rangeNt(r.range!.min, r.range!.max), `${r.lhs}: a range's own rule on const`);
    let bad = 0;
    for (const tile of g.tiles) if (show(patternOf(tile, nf, ranges)) !== show(tile.pattern)) bad++;
    t.equal(bad, 0, `all ${g.tiles.length} tiles rebuilt from ${nf.base.length} base and ${nf.chains.length} chain rules`);
    const roots = nf.base.filter((r) => r.tile !== undefined && r.path.length === 0 && r.swapped !== true);
    t.equal(roots.length + nf.chains.length, g.tiles.length, 'one root rule or chain rule per tile');
    t.ok(
      roots.every((r) => r.cost === tileCost(r.tile!) && r.lhs === r.tile!.nt),
      "a root rule carries its tile's cost and nonterminal",
    );
    t.ok(
      nf.base.every((r) => r.path.length === 0 || r.cost === 0),
      'inner rules cost nothing',
    );
    const twoWay = nf.base.filter((r) => r.swapped !== true && commutes(r.op) && r.kids.length === 2 && r.kids[0] !== r.kids[1]);
    const swapped = nf.base.filter((r) => r.swapped === true);
    t.equal(swapped.length, twoWay.length, 'every commutative rule with two different kids is also listed swapped');
    t.ok(
      swapped.every((s) => twoWay.some((r) => r.lhs === s.lhs && r.tile === s.tile && r.kids[0] === s.kids[1] && r.kids[1] === s.kids[0])),
      'each swapped rule is its rule with the kids exchanged',
    );
    const innerKeys = nf.base.filter((r) => r.path.length > 0).map((r) => `${r.lhs}|${r.swapped === true}`);
    t.equal(new Set(innerKeys).size, innerKeys.length, 'an inner rule is listed once, however many tiles share its sub-pattern');
    const privateInner = nf.base.filter((r) => r.path.length > 0 && r.lhs.includes('@'));
    t.ok(
      privateInner.every((r) => r.tile!.check !== undefined),
      "only a checked tile's inner rules are its own (`tile@path`); the others are named after their sub-pattern",
    );
    t.comment(`${isa}: ${innerKeys.length} inner rules for ${g.tiles.filter((x) => x.pattern.k === 'op').length} operation tiles`);
    for (const a of NTS) for (const b of NTS) t.equal(nf.chainCost(a, b), cheapestChain(nf.chains, a, b), `chain cost ${a} -> ${b}`);
    t.same(
      nf.conditional.map((x) => x.name),
      g.tiles.filter((x) => x.check !== undefined).map((x) => x.name),
      'the tiles with a check are the conditional ones',
    );
    t.end();
  });
}

t.test('the chain closure on a hand-made grammar', (t) => {
  const tile = (name: string, nt: Tile['nt'], pattern: Pattern, size: number): Tile => ({
    name,
    nt,
    pattern,
    size,
    latency: 0,
    emit: () => {
      throw new Error('not emitted');
    },
  });
  const g = {
    isa: 'toy',
    tiles: [
      tile('reg-to-addr', 'addr', { k: 'nt', nt: 'reg' }, 1),
      tile('addr-to-stmt', 'stmt', { k: 'nt', nt: 'addr' }, 2),
      tile('reg-to-stmt', 'stmt', { k: 'nt', nt: 'reg' }, 5),
      tile(
        'add',
        'reg',
        {
          k: 'op',
          op: 'add',
          kids: [
            { k: 'nt', nt: 'reg' },
            { k: 'imm', min: 0n, max: 7n },
          ],
        },
        3,
      ),
    ],
  } as unknown as Grammar;
  const nf = normalForm(g);
  t.equal(nf.chainCost('reg', 'stmt'), 3 * 1024, 'reg -> addr -> stmt (1 + 2) beats the direct rule (5)');
  t.equal(nf.chainCost('stmt', 'reg'), INF, 'no derivation: infinite');
  t.equal(nf.chainCost('reg', 'reg'), 0, 'a nonterminal derives itself for nothing');
  t.equal(nf.chainCost('imm[0,7]', 'reg'), INF, "a range's nonterminal has no chain rules");
  t.same(
    nf.base.map((r) => `${r.lhs} <- ${r.op}(${r.kids.join(', ')})${r.swapped ? ' swapped' : ''} ${r.cost}`),
    ['reg <- add(reg, imm[0,7]) 3072', 'reg <- add(imm[0,7], reg) swapped 3072', 'imm[0,7] <- const() 0'],
    'the add and its swapped twin, and the range rule',
  );
  t.end();
});
