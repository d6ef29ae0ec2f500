// Buchwald & Zwinkau's rule-set checks for PBQP instruction selection ("Instruction Selection by
// Graph Transformation", §4.2–4.4): atomic completeness, composability (Definition 12) and the
// automatic generation of missing rules, on Tessera's tile grammars (engine/isel/grammar.ts).
//
// Contract: `checkGrammar(g, facts)` returns a RuleSetReport: every pattern missing from the grammar
// as a Finding (plain data and a one-line message), before and after auto-completion, and the rules
// auto-completion composed. Deterministic: grammar order, presented-operation order, probe order.
//
// What the definitions mean in this grammar format (read pattern-probe.ts for the probes):
//   - Atomic completeness (§4.2; Definition 7: a typed root, untyped operands). For every operation
//     the target presents to selection (presented-ops.ts: operation, width, extension, operand count),
//     one tile must match that operation alone with its operands as leaves and derive what the node
//     must be as a root (grammar.ts rootNt: `stmt` for stores, stackrestore and terminators, `reg`
//     otherwise), chain rules allowed above the tile and at the operands. An operand is a value in a
//     register (any producer, derived to `reg` by its own atomic pattern), so a tile's operand
//     nonterminal must be derivable from `reg` by chain rules: a store's `addr` operand (x86 `addr ←
//     reg`) is atomic, a `cc` operand is not — so a condbr needs `condbr(reg)`, an icmp derives `reg`
//     through `reg ← cc` (x86, ARM setcc) or a tile of its own (Thumb). An indexed access's offset is
//     always a constant: a tile folding it as an immediate is atomic. A `const` node needs a tile
//     deriving `reg` from it at every probed value (ARM's mov/mvn/literal tiles each take a share of
//     the values through their checks). Checks count: a tile matches a probe only where its check
//     passes.
//   - Composability (Definition 12). For every tile whose pattern has more than one operation node,
//     at every probe of the tile's open choices where the tile matches its own pattern: each spanning
//     sub-pattern (the subtree at a non-root operation node) must be in the set deriving `reg` (the
//     inner node's value: the grammar gives inner nodes tile-private nonterminals, normal-form.ts, so
//     "its own pattern" is one producing the value a register holds), and each cut (a root
//     successor that is an operation replaced by a `reg` leaf, the paper's ⊥) must be in the set
//     deriving the tile's nonterminal. "In the set" means: one tile matches the whole pattern (every
//     operation covered, every immediate folded, its leaves at the pattern's leaves) and derives
//     the nonterminal, chain rules allowed at the leaves and above (pattern-probe.ts singleTile).
//     Immediate leaves are not cut: a constant is never shared between tiles in the PBQP instance
//     (pbqp-instance.ts folds it per user), so Figure 7's conflict cannot arise at one.
//   - Auto-completion (§4.4). A missing cut or spanning pattern is covered optimally by the existing
//     tiles (pattern-probe.ts optimalCover: the tree DP over the pattern); the composed rule costs the
//     sum of its covering tiles. A composed pattern is itself checked: its cuts must be in the set
//     too (spanning patterns of it are spanning patterns of the tile, already checked). A pattern no
//     tiles cover stays a finding (`uncovered`). Atomic patterns cannot be composed (an operation
//     alone is covered only by a tile of that operation) and stay findings.
//     The composed rules are costs only, not Tiles: a TileEmit sees its leaves' operands and the
//     root node (emit-api.ts), not the match's covered nodes, so a composed emit could not tell at
//     which DAG node each covering tile roots when a commutative node matched with its kids swapped.
//     They are returned as data (`completed`: the pattern, the cost, the covering tiles with their
//     paths) for a PBQP instance to price such an alternative and put back the covering tiles; no
//     selector consumes them yet.

import { assertNever } from '../../common/assert-never.js';
import { type Grammar, type Nt, type Pattern, rootNt, type Tile } from './grammar.js';
import {
  describeProbe,
  type Instance,
  instantiate,
  opCount,
  optimalCover,
  type Probe,
  type ProbeContext,
  probeBelow,
  probeOutside,
  probesOf,
  probeValues,
  rangeEnds,
  singleTile,
  tileCoversWhole,
} from './pattern-probe.js';
import { opLabel, type PresentedOp, presentedOps, type SelectionFacts } from './presented-ops.js';

export type FindingKind = 'atomic' | 'cut' | 'spanning';

/** One way auto-completion covers a missing pattern, and the probes it covers. */
export interface Completion {
  /** The covering tiles' names, in emission order (kids first). */
  readonly cover: readonly string[];
  readonly size: number;
  readonly latency: number;
  readonly cost: number;
  readonly at: readonly string[];
}

export interface Finding {
  readonly kind: FindingKind;
  readonly target: string;
  /** The missing pattern, `nonterminal ← pattern`, and its nonterminal. */
  readonly pattern: string;
  readonly nt: Nt;
  /** The tile it came from (the first in grammar order; null for an atomic pattern), and all of them. */
  readonly tile: string | null;
  readonly tiles: readonly string[];
  /** Where in the tile: `cut 1`, `spanning 0.1`, `cut 1 of spanning 0` (empty for an atomic pattern). */
  readonly where: string;
  /** How many probes were asked, and those (described) where the pattern is not in the set. */
  readonly probes: number;
  readonly missing: readonly string[];
  /** Auto-completion's covers, and the missing probes no cover derives. */
  readonly completions: readonly Completion[];
  readonly uncovered: readonly string[];
  /** Auto-completion supplied it at every missing probe. */
  readonly completed: boolean;
  readonly message: string;
}

/** A rule auto-completion composed: a cost-only rule (see the contract), the completion of one pattern. */
export interface CompletedRule extends Completion {
  readonly nt: Nt;
  readonly pattern: string;
}

export interface RuleSetReport {
  readonly target: string;
  readonly tiles: number;
  /** Presented operations checked for an atomic pattern. */
  readonly operations: number;
  /** Tiles with more than one operation node, and the distinct cut and spanning patterns checked. */
  readonly complexTiles: number;
  readonly patterns: number;
  /** Complex tiles that matched none of their own probes (nothing of them could be checked). */
  readonly unprobed: readonly string[];
  readonly findings: readonly Finding[];
  /** Missing patterns before auto-completion, and after it (findings not completed). */
  readonly before: number;
  readonly after: number;
  readonly completed: readonly CompletedRule[];
}

/** The most call operands probed: past every target's argument registers, into stack arguments. */
const MAX_CALL_OPERANDS = 8;

export function checkGrammar(g: Grammar, facts: SelectionFacts, target: string = g.isa): RuleSetReport {
  const ops = presentedOps(facts);
  const ctx = probeContext(g, facts, ops);
  const atomic = ops.flatMap((p) => atomicFinding(g, facts, ctx, target, p) ?? []);
  const comp = composability(g, facts, ctx, target);
  const findings = [...atomic, ...comp.findings];
  const completed = comp.findings.flatMap((f) => f.completions.map((c): CompletedRule => ({ nt: f.nt, pattern: f.pattern, ...c })));
  return {
    target,
    tiles: g.tiles.length,
    operations: ops.length,
    complexTiles: g.tiles.filter((t) => opCount(t.pattern) > 1).length,
    patterns: comp.patterns,
    unprobed: comp.unprobed,
    findings,
    before: findings.length,
    after: findings.filter((f) => !f.completed).length,
    completed,
  };
}

function probeContext(g: Grammar, facts: SelectionFacts, ops: readonly PresentedOp[]): ProbeContext {
  const ends = rangeEnds(g);
  const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
  return {
    ptrBits: facts.ptrBits,
    widths: (op) => uniq(ops.filter((p) => p.op === op).map((p) => p.bits)),
    froms: (op, bits) => uniq(ops.filter((p) => p.op === op && p.bits === bits).map((p) => p.from)),
    values: (min, max, bits) => probeValues(min, max, bits, ends),
  };
}

// ---- atomic completeness ----

interface AtomicProbe {
  readonly inst: Instance;
  readonly desc: string;
}

function atomicFinding(g: Grammar, facts: SelectionFacts, ctx: ProbeContext, target: string, p: PresentedOp): Finding | null {
  const probes = atomicProbes(facts, ctx, p);
  const missing = probes.filter((a) => singleTile(g, a.inst, rootNt(a.inst.dag.nodes[a.inst.root]!)) === null).map((a) => a.desc);
  if (missing.length === 0) return null;
  const want = rootNt(probes[0]!.inst.dag.nodes[probes[0]!.inst.root]!);
  const text = `${want} ← ${atomicText(p)}`;
  const at = missing.length === probes.length ? '' : ` at ${sample(missing, probes.length)}`;
  return {
    kind: 'atomic',
    target,
    pattern: text,
    nt: want,
    tile: null,
    tiles: [],
    where: '',
    probes: probes.length,
    missing,
    completions: [],
    uncovered: missing,
    completed: false,
    message: `${target}: no atomic pattern for ${opLabel(p.op, p.bits, p.from)} (${text})${at}`,
  };
}

/** The operation alone over its operands (see the contract), at every probe of what it leaves open. */
function atomicProbes(facts: SelectionFacts, ctx: ProbeContext, p: PresentedOp): AtomicProbe[] {
  const shapes: { pattern: Pattern; desc: string }[] =
    p.variadic === true
      ? Array.from({ length: MAX_CALL_OPERANDS + 1 }, (_, n) => ({ pattern: atomicPattern(p, n), desc: `${n} operands` }))
      : [{ pattern: atomicPattern(p, 0), desc: '' }];
  return shapes.flatMap((s) =>
    probesOf(s.pattern, ctx)
      // An indexed access's offset is never 0 (indexed.ts).
      .filter((probe) =>
        p.operands.every((o, i) => o.kind === 'value' || !probe.some((e) => e.kind === 'imm' && e.path[0] === i && e.value === 0n)),
      )
      .map((probe) => ({
        inst: instantiate(s.pattern, probe, facts.ptrBits, false),
        desc: [s.desc, describeProbe(probe)].filter((d) => d !== '').join(' '),
      })),
  );
}

function atomicPattern(p: PresentedOp, extra: number): Pattern {
  const kids = p.operands.map((o): Pattern => (o.kind === 'value' ? { k: 'nt', nt: 'reg' } : { k: 'imm', min: -o.reach, max: o.reach }));
  for (let i = 0; i < extra; i++) kids.push({ k: 'nt', nt: 'reg' });
  return { k: 'op', op: p.op, bits: p.bits, ...(p.from === undefined ? {} : { from: p.from }), kids };
}

/** An atomic pattern as the message prints it: `sdiv(reg, reg)`, `call(reg…)`, `br`. */
function atomicText(p: PresentedOp): string {
  const kids = p.operands.map((o) => (o.kind === 'value' ? 'reg' : `#[${-o.reach},${o.reach}]`));
  if (p.variadic === true) kids.push('reg…');
  return kids.length === 0 ? p.op : `${p.op}(${kids.join(', ')})`;
}

// ---- composability and auto-completion ----

type Verdict =
  | { readonly kind: 'in-set' }
  | { readonly kind: 'composed'; readonly completion: Omit<Completion, 'at'> }
  | { readonly kind: 'none' };

/** One cut or spanning pattern, over every tile and probe it came from. */
interface PatternRecord {
  readonly kind: 'cut' | 'spanning';
  readonly text: string;
  readonly want: Nt;
  readonly where: string;
  readonly tiles: string[];
  readonly verdicts: Map<string, Verdict>;
}

/** A cut or spanning pattern of a tile at one probe. */
interface Derived {
  readonly kind: 'cut' | 'spanning';
  readonly pattern: Pattern;
  readonly want: Nt;
  readonly where: string;
  readonly probe: Probe;
}

function composability(
  g: Grammar,
  facts: SelectionFacts,
  ctx: ProbeContext,
  target: string,
): { findings: Finding[]; patterns: number; unprobed: string[] } {
  const records = new Map<string, PatternRecord>();
  const cache = new Map<string, Verdict>();
  const unprobed: string[] = [];
  for (const tile of g.tiles) {
    if (opCount(tile.pattern) < 2) continue;
    const own = ownProbes(g, facts, ctx, tile);
    if (own === null) {
      unprobed.push(tile.name);
      continue;
    }
    const visit = (d: Derived): void => {
      const text = `${d.want} ← ${printPattern(d.pattern)}`;
      const key = `${d.kind}|${text}`;
      let rec = records.get(key);
      if (rec === undefined) records.set(key, (rec = { kind: d.kind, text, want: d.want, where: d.where, tiles: [], verdicts: new Map() }));
      if (!rec.tiles.includes(tile.name)) rec.tiles.push(tile.name);
      const desc = describeProbe(d.probe);
      if (rec.verdicts.has(desc)) return;
      const ck = `${own.share}|${text}|${desc}`;
      let v = cache.get(ck);
      if (v === undefined) cache.set(ck, (v = verdict(g, instantiate(d.pattern, d.probe, facts.ptrBits, own.share), d.want)));
      rec.verdicts.set(desc, v);
      // A composed rule joins the set: its own cuts must be in it too (Definition 12 for the new rule).
      if (v.kind === 'composed') for (const c of cutsOf(d.pattern, d.want, d.probe, d.where)) visit(c);
    };
    for (const probe of own.probes) for (const d of derivedOf(tile, probe)) visit(d);
  }
  const findings = [...records.values()].flatMap((r) => finding(r, target) ?? []);
  return { findings, patterns: records.size, unprobed };
}

/**
 * The probes of a tile's open choices where the tile matches its own pattern (its check passes);
 * leaves of one nonterminal shared when no probe matches with distinct leaves (see instantiate).
 */
function ownProbes(g: Grammar, facts: SelectionFacts, ctx: ProbeContext, tile: Tile): { probes: Probe[]; share: boolean } | null {
  const all = probesOf(tile.pattern, ctx);
  for (const share of [false, true]) {
    const probes = all.filter((p) => tileCoversWhole(g, tile, instantiate(tile.pattern, p, facts.ptrBits, share)));
    if (probes.length > 0) return { probes, share };
  }
  return null;
}

function verdict(g: Grammar, inst: Instance, want: Nt): Verdict {
  if (singleTile(g, inst, want) !== null) return { kind: 'in-set' };
  const d = optimalCover(g, inst, want);
  if (d === null) return { kind: 'none' };
  return { kind: 'composed', completion: { cover: d.tiles.map((t) => t.tile.name), size: d.size, latency: d.latency, cost: d.cost } };
}

/** Definition 12's patterns of a tile at one probe: each spanning sub-pattern, then each cut. */
function derivedOf(tile: Tile, probe: Probe): Derived[] {
  const spans = opPaths(tile.pattern)
    .filter((path) => path.length > 0)
    .map(
      (path): Derived => ({
        kind: 'spanning',
        pattern: subPattern(tile.pattern, path),
        want: 'reg',
        where: `spanning ${path.join('.')}`,
        probe: probeBelow(probe, path),
      }),
    );
  return [...spans, ...cutsOf(tile.pattern, tile.nt, probe, '')];
}

/** The cuts of a pattern: each root kid that is an operation replaced by a `reg` leaf. */
function cutsOf(p: Pattern, want: Nt, probe: Probe, within: string): Derived[] {
  if (p.k !== 'op') return [];
  return p.kids.flatMap((kid, i): Derived[] =>
    kid.k !== 'op'
      ? []
      : [
          {
            kind: 'cut',
            pattern: { ...p, kids: p.kids.map((k, j) => (j === i ? { k: 'nt', nt: 'reg' } : k)) },
            want,
            where: within === '' ? `cut ${i}` : `cut ${i} of ${within}`,
            probe: probeOutside(probe, [i]),
          },
        ],
  );
}

/** The paths of a pattern's operation nodes, in preorder. */
function opPaths(p: Pattern, path: readonly number[] = []): (readonly number[])[] {
  return p.k === 'op' ? [path, ...p.kids.flatMap((k, i) => opPaths(k, [...path, i]))] : [];
}

function subPattern(p: Pattern, path: readonly number[]): Pattern {
  return path.reduce((q, i) => (q as Pattern & { k: 'op' }).kids[i]!, p);
}

function finding(r: PatternRecord, target: string): Finding | null {
  const entries = [...r.verdicts];
  const missing = entries.filter(([, v]) => v.kind !== 'in-set').map(([d]) => d);
  if (missing.length === 0) return null;
  const completions = new Map<string, Completion & { at: string[] }>();
  const uncovered: string[] = [];
  for (const [desc, v] of entries) {
    if (v.kind === 'none') uncovered.push(desc);
    if (v.kind !== 'composed') continue;
    const sig = v.completion.cover.join(' + ');
    const known = completions.get(sig);
    if (known === undefined) completions.set(sig, { ...v.completion, at: [desc] });
    else known.at.push(desc);
  }
  const base = {
    kind: r.kind,
    target,
    pattern: r.text,
    nt: r.want,
    tile: r.tiles[0]!,
    tiles: r.tiles,
    where: r.where,
    probes: entries.length,
    missing,
    completions: [...completions.values()],
    uncovered,
    completed: uncovered.length === 0,
  };
  return { ...base, message: message(base) };
}

function message(f: Omit<Finding, 'message'>): string {
  const where = f.kind === 'cut' ? f.where : `the ${f.where.replace('spanning', 'spanning pattern at')}`;
  const at = f.missing.length === f.probes ? '' : ` at ${sample(f.missing, f.probes)}`;
  const others = f.tiles.length > 1 ? ` (and ${f.tiles.length - 1} more ${f.tiles.length === 2 ? 'tile' : 'tiles'})` : '';
  const covers = f.completions.map((c) => `${c.cover.join(' + ')} (size ${c.size}, latency ${c.latency})`);
  const done =
    covers.length === 0
      ? ''
      : covers.length === 1
        ? `; auto-completed as ${covers[0]}`
        : `; auto-completed by ${covers.length} covers: ${covers.join(', ')}`;
  const left = f.uncovered.length === 0 ? '' : `; no cover${f.uncovered.length === f.probes ? '' : ` at ${sample(f.uncovered, f.probes)}`}`;
  return `${f.target}: ${where} of ${f.tile} is not in the set: ${f.pattern}${at}${others}${done}${left}`;
}

/** The first few descriptions and how many there are of the probes asked. */
function sample(descs: readonly string[], of: number): string {
  const shown = descs.slice(0, 3).join(', ');
  return descs.length <= 3 ? `${shown} (${descs.length} of ${of} probes)` : `${shown}, … (${descs.length} of ${of} probes)`;
}

/** A pattern as findings print it: `add.32(reg, #[-4095,4095])`, `load.32/8(addr)`, `frame.32`. */
export function printPattern(p: Pattern): string {
  switch (p.k) {
    case 'nt':
      return p.nt;
    case 'imm':
      return p.min === p.max ? `#${p.min}` : `#[${p.min},${p.max}]`;
    case 'op': {
      const head = `${p.op}${p.bits === undefined ? '' : `.${p.bits}`}${p.from === undefined ? '' : `/${p.from}`}`;
      const kids = [...p.kids.map(printPattern), ...(p.rest === undefined ? [] : [`${p.rest}…`])];
      return kids.length === 0 ? head : `${head}(${kids.join(', ')})`;
    }
    default:
      return assertNever(p, 'pattern');
  }
}
