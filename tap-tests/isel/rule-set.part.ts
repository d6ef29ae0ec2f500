// Buchwald & Zwinkau's rule-set checks (engine/isel/rule-set.ts, presented-ops.ts, pattern-probe.ts):
// the four real grammars pass after auto-completion (their findings pinned, each composed rule costing
// the sum of its covering tiles); removing one atomic pattern makes the check name it, in one exact
// line, on each target; Figure 7's non-composable set (two complex patterns without their shared
// sub-pattern) on a hand-made grammar, named and auto-completed at the summed cost, and left a finding
// when no tiles cover it; the optimal cover of a pattern agrees with the tree DP (labels.ts) where
// both apply; and the presented operations are checked against every DAG node of the committed
// corpus (corpus/ll/<target>/*.ll, legalized and combined as the selectors do).

import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Isa } from '../../isa-models/types.js';
import { buildDags } from '../../engine/isel/dag.js';
import type { Grammar, Pattern, Tile } from '../../engine/isel/grammar.js';
import { tileCost } from '../../engine/isel/grammar.js';
import { labelDag } from '../../engine/isel/labels.js';
import { instantiate, opCount, optimalCover, probesOf, probeValues, rangeEnds } from '../../engine/isel/pattern-probe.js';
import { opKey, presentedKey, presentedOps, type SelectionFacts, selectionFacts } from '../../engine/isel/presented-ops.js';
import { checkGrammar, printPattern } from '../../engine/isel/rule-set.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { TARGETS } from '../../engine/targets/target.js';
import { loadProgram } from '../../testbed/driver/input.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

const without = (g: Grammar, name: string): Grammar => {
  const tiles = g.tiles.filter((x) => x.name !== name);
  if (tiles.length !== g.tiles.length - 1) throw new Error(`no tile '${name}' in ${g.isa}`);
  return { ...g, tiles };
};

/** What each real grammar is missing before auto-completion: kind, tile, pattern (the README's figures). */
const EXPECTED: Readonly<Record<Isa, readonly string[]>> = {
  'x86-32': ['spanning | sub m32, r32 | reg ← sub.32(load.32/32(addr), reg)'],
  'x86-64': [
    'spanning | sub m32, r32 | reg ← sub.32(load.32/32(addr), reg)',
    'spanning | sub m64, r64 | reg ← sub.64(load.64/64(addr), reg)',
  ],
  arm: ['cut | frame+imm | reg ← add.32(reg, #[0,4095])', 'spanning | ldr [rn, #imm] | reg ← add.32(reg, #[-4095,4095])'],
  thumb: [
    'cut | add rd, sp (frame+imm) | reg ← add.32(reg, #[0,1020])',
    'spanning | ldrb [add sp, frame+imm5] | reg ← add.32(frame.32, #[0,31])',
    'spanning | ldrh [add sp, frame+imm5] | reg ← add.32(frame.32, #[0,62])',
  ],
};

t.test('all four real grammars pass after auto-completion', (t) => {
  for (const isa of ISAS) {
    const g = TARGETS[isa].grammar();
    const r = checkGrammar(g, selectionFacts(isa));
    t.equal(r.after, 0, `${isa}: nothing missing after auto-completion`);
    t.same(r.unprobed, [], `${isa}: every complex tile matched some probe of its own pattern`);
    t.same(
      r.findings.map((f) => `${f.kind} | ${f.tile} | ${f.pattern}`),
      EXPECTED[isa],
      `${isa}: the missing patterns before auto-completion`,
    );
    t.equal(r.before, EXPECTED[isa].length);
    t.ok(r.findings.every((f) => f.kind !== 'atomic' && f.completed && f.missing.length > 0 && f.uncovered.length === 0));
    const byName = new Map(g.tiles.map((x) => [x.name, x]));
    for (const c of r.completed) {
      const cover = c.cover.map((n) => byName.get(n)!);
      t.equal(
        c.cost,
        cover.reduce((s, x) => s + tileCost(x), 0),
        `${isa}: ${c.pattern} costs the sum of ${c.cover.join(' + ')}`,
      );
      t.equal(
        c.size,
        cover.reduce((s, x) => s + x.size, 0),
      );
      t.ok(cover.length >= 2, 'a composed rule covers with more than one tile');
    }
    t.same(JSON.stringify(checkGrammar(g, selectionFacts(isa))), JSON.stringify(r), `${isa}: deterministic`);
  }
  t.end();
});

t.test('removing one atomic pattern makes the check name it', (t) => {
  const cases: readonly (readonly [Isa, string, string])[] = [
    ['x86-32', 'sdiv32', 'x86-32: no atomic pattern for sdiv.32 (reg ← sdiv(reg, reg))'],
    ['x86-32', 'setcc', 'x86-32: no atomic pattern for icmp.32 (reg ← icmp(reg, reg))'],
    ['x86-32', 'mov m8, r8', 'x86-32: no atomic pattern for store.32/8 (stmt ← store(reg, reg))'],
    ['x86-64', 'sext32', 'x86-64: no atomic pattern for sext.64/32 (reg ← sext(reg))'],
    ['x86-64', 'lea frame', 'x86-64: no atomic pattern for frame.64 (reg ← frame)'],
    ['arm', 'mul', 'arm: no atomic pattern for mul.32 (reg ← mul(reg, reg))'],
    ['arm', 'condbr reg', 'arm: no atomic pattern for condbr.32 (stmt ← condbr(reg))'],
    ['arm', 'ldr [rn], #imm', 'arm: no atomic pattern for load-post.32/32 (reg ← load-post(reg, #[-4095,4095]))'],
    ['arm', 'writeback', 'arm: no atomic pattern for writeback.32 (reg ← writeback(reg))'],
    ['thumb', 'lsls rdn, rm', 'thumb: no atomic pattern for shl.32 (reg ← shl(reg, reg))'],
    ['thumb', 'bl', 'thumb: no atomic pattern for call.32 (reg ← call(reg…))'],
    ['thumb', 'setcc', 'thumb: no atomic pattern for icmp.32 (reg ← icmp(reg, reg))'],
  ];
  for (const [isa, tile, line] of cases) {
    const r = checkGrammar(without(TARGETS[isa].grammar(), tile), selectionFacts(isa));
    t.same(
      r.findings.filter((f) => f.kind === 'atomic').map((f) => f.message),
      [line],
      `${isa} without '${tile}'`,
    );
    t.ok(r.after >= 1, 'an atomic pattern is never auto-completed');
  }
  // A constant tile that takes only some values: the check names the values no tile derives.
  const r = checkGrammar(without(TARGETS.thumb.grammar(), 'const pool'), selectionFacts('thumb'));
  const constant = r.findings.find((f) => f.kind === 'atomic')!;
  t.match(constant.message, /^thumb: no atomic pattern for const\.32 \(reg ← const\) at #-2147483648, #-2147483647, .* probes\)$/);
  t.ok(
    constant.missing.includes('#256') && !constant.missing.includes('#255') && !constant.missing.includes('#0'),
    'movs takes 0..255 only',
  );
  t.end();
});

/** A hand-made grammar (emits are never run: the checks only match and price). */
function toy(extra: readonly Tile[], drop: readonly string[] = []): Grammar {
  const tile = (name: string, pattern: Pattern, size: number): Tile => ({
    name,
    nt: 'reg',
    pattern,
    size,
    latency: 1,
    emit: () => {
      throw new Error('not emitted');
    },
  });
  const reg: Pattern = { k: 'nt', nt: 'reg' };
  const op = (o: 'add' | 'sub' | 'shl', ...kids: Pattern[]): Pattern => ({ k: 'op', op: o, bits: 32, kids });
  const tiles = [
    tile('const', { k: 'op', op: 'const', bits: 32, kids: [] }, 5),
    tile('add', op('add', reg, reg), 2),
    tile('sub', op('sub', reg, reg), 2),
    tile('shl', op('shl', reg, reg), 2),
    // Figure 7: two complex patterns over the same sub-pattern (a shift by a small constant) that the set lacks.
    tile('add-shl', op('add', reg, op('shl', reg, { k: 'imm', min: 1n, max: 3n })), 3),
    tile('sub-shl', op('sub', reg, op('shl', reg, { k: 'imm', min: 1n, max: 3n })), 3),
    ...extra,
  ].filter((x) => !drop.includes(x.name));
  return { isa: 'toy', tiles, entryArgs: () => {}, jump: () => ({ kind: 'isa', insn: null, regs: [], clobbers: [] }) };
}

const TOY_FACTS: SelectionFacts = { ptrBits: 32, pairs: false, divisionByHelpers: false, dynamicStack: false, indexed: null };

t.test('Figure 7: a non-composable set is named, and auto-completion adds the sub-pattern at the summed cost', (t) => {
  const g = toy([]);
  const r = checkGrammar(g, TOY_FACTS);
  const comp = r.findings.filter((f) => f.kind !== 'atomic');
  t.same(
    comp.map((f) => f.message),
    [
      'toy: the spanning pattern at 1 of add-shl is not in the set: reg ← shl.32(reg, #[1,3]) (and 1 more tile); auto-completed as const + shl (size 7, latency 2)',
    ],
  );
  const f = comp[0]!;
  t.same(
    [f.kind, f.tile, f.tiles, f.where, f.missing, f.completed],
    ['spanning', 'add-shl', ['add-shl', 'sub-shl'], 'spanning 1', ['#1', '#2', '#3'], true],
  );
  const sum = tileCost(g.tiles.find((x) => x.name === 'const')!) + tileCost(g.tiles.find((x) => x.name === 'shl')!);
  t.same(
    r.completed.map((c) => [c.nt, c.pattern, c.cover, c.cost]),
    [['reg', 'reg ← shl.32(reg, #[1,3])', ['const', 'shl'], sum]],
    'the composed rule: const + shl, costing their sum',
  );
  // With the sub-pattern in the set, the set is composable.
  const shlImm: Tile = {
    ...g.tiles[3]!,
    name: 'shl #k',
    pattern: {
      k: 'op',
      op: 'shl',
      bits: 32,
      kids: [
        { k: 'nt', nt: 'reg' },
        { k: 'imm', min: 1n, max: 31n },
      ],
    },
  };
  t.same(
    checkGrammar(toy([shlImm]), TOY_FACTS).findings.filter((x) => x.kind !== 'atomic'),
    [],
    'composable once shl #k exists',
  );
  // Without a shift by a register nothing covers the sub-pattern: it stays a finding, and so does the cut sub(reg, reg) without sub.
  const none = checkGrammar(toy([], ['shl', 'sub']), TOY_FACTS).findings.filter((x) => x.kind !== 'atomic');
  t.same(
    none.map((x) => x.message),
    [
      'toy: the spanning pattern at 1 of add-shl is not in the set: reg ← shl.32(reg, #[1,3]) (and 1 more tile); no cover',
      'toy: cut 1 of sub-shl is not in the set: reg ← sub.32(reg, reg); no cover',
    ],
  );
  t.ok(none.every((x) => !x.completed));
  t.end();
});

t.test('the optimal cover of a pattern equals the tree DP (labels.ts) where every leaf is a register', (t) => {
  let compared = 0;
  const differ: string[] = [];
  for (const isa of ISAS) {
    const g = TARGETS[isa].grammar();
    const facts = selectionFacts(isa);
    const ops = presentedOps(facts);
    const ends = rangeEnds(g);
    const ctx = {
      ptrBits: facts.ptrBits,
      widths: (o: string) => [...new Set(ops.filter((p) => p.op === o).map((p) => p.bits))],
      froms: (o: string, bits: number) => [...new Set(ops.filter((p) => p.op === o && p.bits === bits).map((p) => p.from))],
      values: (min: bigint, max: bigint, bits: 32 | 64) => probeValues(min, max, bits, ends),
    };
    for (const tile of g.tiles) {
      if (opCount(tile.pattern) < 2 || !onlyRegLeaves(tile.pattern)) continue;
      for (const probe of probesOf(tile.pattern, ctx).slice(0, 4)) {
        const inst = instantiate(tile.pattern, probe, facts.ptrBits, false);
        const dp = labelDag(g, inst.dag).labels.cost(inst.root, tile.nt);
        const mine = optimalCover(g, inst, tile.nt);
        if ((mine === null ? Infinity : mine.cost) !== dp)
          differ.push(`${isa} ${tile.name} ${printPattern(tile.pattern)}: ${mine?.cost} vs ${dp}`);
        compared++;
      }
    }
  }
  t.same(differ, [], 'the same cost on every instance');
  t.ok(compared > 100, `${compared} instances compared`);
  t.end();
});

function onlyRegLeaves(p: Pattern): boolean {
  return p.k === 'nt' ? p.nt === 'reg' : p.k === 'imm' || p.kids.every(onlyRegLeaves);
}

t.test('the presented operations cover every DAG node of the committed corpus', (t) => {
  for (const isa of ISAS) {
    const listed = new Set(presentedOps(selectionFacts(isa)).map(presentedKey));
    const seen = new Set<string>();
    const files = readdirSync(join('corpus/ll', isa))
      .filter((f) => f.endsWith('.ll'))
      .sort();
    for (const file of files) {
      const module = legalizeModule(loadProgram(join('corpus/ll', isa, file), isa).module, isa);
      for (const fn of module.functions) {
        if (fn.blocks.length === 0) continue;
        const { facts, dags } = buildDags(fn, module);
        const combine = TARGETS[isa].dagCombine;
        for (const dag of dags)
          for (const n of (combine === undefined ? dag : combine(dag, facts)).nodes) {
            const key = opKey(n.op, n.bits, n.from, n.op === 'call' ? '*' : n.kids.length);
            if (!listed.has(key) && !seen.has(key)) t.fail(`${isa} ${file} @${fn.name}: ${key} is not a presented operation`);
            seen.add(key);
          }
      }
    }
    t.ok(files.length > 0 && seen.size > 0, `${isa}: ${files.length} files, ${seen.size} of ${listed.size} presented operations occur`);
    t.comment(`${isa}: presented but not in the corpus: ${[...listed].filter((k) => !seen.has(k)).join(' ')}`);
  }
  t.end();
});
