// PBQP selection of one block (Ebner et al. §4; Buchwald & Zwinkau §3): the block's DAG with every
// shared node un-fixed becomes a PBQP instance (pbqp-instance.ts), the heuristic solver
// (engine/pbqp/solve.ts, with infinity propagation) picks a base rule per node, and the choices are
// put back together into the tiles the emitter runs. `--isel pbqp` (engine/isel/index.ts) selects
// with `coverFunctionPbqp` (the whole function as one instance, pbqp-function.ts); `coverPbqp` is one
// block alone, what the tiling oracles judge.
//
// Contract: `coverPbqp(g, dag)` returns a Tiling (cover.ts) of the DAG: a shared operation is fixed
// (a root, computed once into a register) where its chosen rule is a tile's root deriving `reg`, and
// folded into its users otherwise; a shared leaf (constant, frame address) is never fixed. `choose(node, nt)` answers with the chosen tile's match at the
// node whose covered nodes carry that tile's inner rules and whose leaves derive what the chosen
// rules there produce, or with the chain rule on the cheapest chain path from the chosen rule's
// nonterminal. Where the choices give no such match — a request the single choice per node cannot
// answer (an exported constant a user folds as an immediate, a derivation that only the emitter's
// per-user re-derivation asks for), or an instance without a solution — the tree DP's derivation
// (labels.ts) answers instead, and `stats.fallbacks` counts it: the cover is always one the
// grammar derives, and how often PBQP's own choice was not used is said, not hidden.

import { solvePbqp } from '../pbqp/solve.js';
import { INF } from '../pbqp/graph.js';
import { buildCover, type Tiling, withFixed } from './cover.js';
import { checkedTilePatterns, matchOf } from './checked-tiles.js';
import type { ComplexInstance, VregSink } from './complex.js';
import { type ComplexOffer, NO_COMPLEX } from './pbqp-complex.js';
import type { BlockDag } from './dag.js';
import { chainMatch, type Grammar, type Match, type Nt, tileMatches } from './grammar.js';
import { labelDag, type Labels } from './labels.js';
import { type BaseRule, type NormalForm, normalForm, patternNts } from './normal-form.js';
import { type FunctionInstance, functionInstance } from './pbqp-function.js';
import { blockInstance } from './pbqp-instance.js';

export interface PbqpCoverStats {
  /** Requests the PBQP choices answered, and those the tree DP answered instead. */
  readonly chosen: number;
  readonly fallbacks: number;
  /** Requests at nodes a complex instance's rewrite made (its multi-result node, projections): their own tiles, by the tree DP. */
  readonly made: number;
  /** RN decisions of the solve (a whole function's: on its first block's tiling). */
  readonly rn: number;
  /** Whether the instance had a solution (else every request fell back). */
  readonly solved: boolean;
}

const NORMAL = new WeakMap<Grammar, NormalForm>();

function normalOf(g: Grammar): NormalForm {
  let nf = NORMAL.get(g);
  if (nf === undefined) NORMAL.set(g, (nf = normalForm(g)));
  return nf;
}

/** `chosen`: the complex-pattern instances chosen in the block (node ids of the input DAG), rewritten in `dag`. */
export type PbqpTiling = Tiling & { readonly stats: PbqpCoverStats; readonly chosen: readonly ComplexInstance[] };

export function coverPbqp(g: Grammar, dag: BlockDag): PbqpTiling {
  const nf = normalOf(g);
  const inst = blockInstance(
    nf,
    withFixed(dag, () => false),
  );
  const solved = solvePbqp(inst.graph);
  const choice = (n: number): BaseRule | undefined => (solved.cost < INF ? inst.rules[n]![solved.selection[n]!] : undefined);
  return { ...tilingFrom(g, nf, dag, choice, { rn: solved.stats.rn, solved: solved.cost < INF }), chosen: [] };
}

/**
 * The whole function at once (Ebner et al. §3-5, Algorithm 1): one PBQP instance over the SSA graph
 * of its blocks' DAGs and the instances of the grammar's complex patterns (pbqp-function.ts,
 * pbqp-complex.ts), solved once; each block's chosen instances rewritten into the target's
 * multi-result nodes (complex.ts, the patterns' semantic actions; they may add vregs to `facts`),
 * and its tiling put together from the choices. Without `facts`: the tree patterns alone (the
 * tilings are then of the input DAGs, which the tiling oracles judge).
 */
export function coverFunctionPbqp(g: Grammar, dags: readonly BlockDag[], facts?: VregSink): PbqpTiling[] {
  const nf = normalOf(g);
  const offers = dags.map((d) => (facts === undefined ? NO_COMPLEX : complexOffer(g, d)));
  const inst = functionSelection(g, dags, offers);
  const solved = solvePbqp(inst.graph);
  const ok = solved.cost < INF;
  return dags.map((dag, b) => {
    const rules = inst.blocks[b]!.rules;
    const on = ok ? offers[b]!.instances.filter((_, i) => solved.selection[inst.complexNode(b, i)]! > 0) : [];
    const applied = applyInstances(dag, on, facts);
    const choice = (n: number): BaseRule | undefined => {
      const o = applied.original(n);
      return ok && o !== undefined ? rules[o]![solved.selection[inst.ssa.dagNode(b, o)]!] : undefined;
    };
    const solve = { rn: b === 0 ? solved.stats.rn : 0, solved: ok };
    return { ...tilingFrom(g, nf, applied.dag, choice, solve, applied), chosen: on };
  });
}

/** The viable instances in a block's DAG (as built) of the grammar's complex patterns and of its checked tiles over several nodes (checked-tiles.ts), which selection offers only as instances. */
function complexOffer(g: Grammar, dag: BlockDag): ComplexOffer {
  const checked = checkedTilePatterns(g);
  const instances = [...(g.complex ?? []), ...checked].flatMap((p) => p.instances(dag));
  return { instances, tiles: new Set(checked.map((p) => p.tile!)) };
}

/**
 * The block's DAG with the chosen instances rewritten one after another (each rewrite renumbers, so
 * later instances' nodes are carried through the earlier redirects; a checked tile's instance
 * rewrites nothing and is applied last, as its tile's match in the final DAG), the original id of
 * each node that no instance covers (undefined for the others and the new nodes), and the match at
 * the root of each checked tile's instance.
 */
function applyInstances(
  dag: BlockDag,
  on: readonly ComplexInstance[],
  facts: VregSink | undefined,
): { dag: BlockDag; original: (n: number) => number | undefined; matches: ReadonlyMap<number, Match> } {
  let cur = dag;
  let now = (o: number): number => o;
  for (const l of on) {
    if (l.pattern.rewrite === undefined) continue;
    const r = l.pattern.rewrite(cur, l, now, facts!);
    const before = now;
    now = (o) => r.redirect(before(o));
    cur = r.dag;
  }
  const matches = new Map<number, Match>();
  for (const l of on.filter((x) => x.pattern.tile !== undefined))
    matches.set(now(l.nodes[0]!), matchOf(cur, { ...l, nodes: l.nodes.map(now) }));
  const covered = new Set(on.flatMap((l) => l.nodes));
  const back = new Map<number, number>();
  for (const n of dag.nodes) if (!covered.has(n.id)) back.set(now(n.id), n.id);
  return { dag: cur, original: (n) => back.get(n), matches };
}

/**
 * The whole function's instance as `coverFunctionPbqp` solves it with the function's facts (every
 * shared node un-fixed; `offers`: each block's complex instances, by default the grammar's): what
 * `tessera optimality --problem isel` measures.
 */
export function functionSelection(g: Grammar, dags: readonly BlockDag[], offers?: readonly ComplexOffer[]): FunctionInstance {
  return functionInstance(
    normalOf(g),
    dags.map((d) => withFixed(d, () => false)),
    offers ?? dags.map((d) => complexOffer(g, d)),
  );
}

const NO_INSTANCES = { original: (n: number): number | undefined => n, matches: new Map<number, Match>() };

/** A block's tiling from the rule chosen at each of its nodes (undefined: no solution). */
function tilingFrom(
  g: Grammar,
  nf: NormalForm,
  dag: BlockDag,
  choice: (n: number) => BaseRule | undefined,
  solve: { readonly rn: number; readonly solved: boolean },
  instances: { readonly original: (n: number) => number | undefined; readonly matches: ReadonlyMap<number, Match> } = NO_INSTANCES,
): Tiling & { readonly stats: PbqpCoverStats } {
  // A shared leaf (constant, frame address) stays unfixed: every user may fold it, its register is materialised once anyway.
  const fixed = (n: number) => {
    const r = choice(n);
    if (dag.nodes[n]!.kids.length === 0) return false;
    return r !== undefined && r.tile !== undefined && r.path.length === 0 && r.lhs === 'reg';
  };
  const tiled = withFixed(dag, fixed);
  let labels: Labels | undefined;
  let [chosen, fallbacks, made] = [0, 0, 0];
  const choose = (node: number, nt: Nt): Match | undefined => {
    const instance = instances.matches.get(node);
    const m = instance?.tile.nt === nt ? instance : fromChoice(nf, tiled, choice, node, nt);
    if (m !== undefined) {
      chosen++;
      return m;
    }
    if (instances.original(node) === undefined) made++;
    else fallbacks++;
    labels ??= labelDag(g, tiled).labels;
    return labels.match(node, nt);
  };
  const cover = buildCover(g, tiled, choose);
  return { dag: tiled, cover, stats: { chosen, fallbacks, made, ...solve } };
}

/** The match the PBQP choices give for (node, nt), if any (see the contract). */
function fromChoice(nf: NormalForm, dag: BlockDag, choice: (n: number) => BaseRule | undefined, node: number, nt: Nt): Match | undefined {
  const r = choice(node);
  if (r === undefined || r.tile === undefined || r.path.length > 0) return undefined;
  if (r.lhs !== nt) {
    const want = nf.chainCost(r.lhs, nt);
    if (want >= INF) return undefined;
    const step = nf.chains.find((c) => c.to === nt && c.from !== nt && nf.chainCost(r.lhs, c.from) + c.cost === want);
    return step === undefined ? undefined : chainMatch(step.tile, step.tile.pattern as { k: 'nt'; nt: Nt }, node);
  }
  const ms: Match[] = [];
  tileMatches(r.tile, dag, node, ms);
  return ms.find((m) => agrees(nf, dag, choice, r, m));
}

/**
 * Whether a match of r's tile is the one the choices describe: each inner node chose the inner
 * rule the tile's pattern names there (normal-form.ts innerNt: a shared sub-pattern's rule may have
 * come from another tile), its leaves derive what their choices produce.
 */
function agrees(nf: NormalForm, dag: BlockDag, choice: (n: number) => BaseRule | undefined, r: BaseRule, m: Match): boolean {
  const names = patternNts(r.tile!);
  for (const [j, c] of m.covered.entries()) {
    // A leaf the tile folds (a frame address) is each user's own: its choice is what it is derived to as a value.
    if (c === m.node || (dag.nodes[c]!.kids.length === 0 && !dag.nodes[c]!.root)) continue;
    const inner = choice(c);
    if (inner === undefined || inner.path.length === 0 || inner.lhs !== names[j]) return false;
  }
  for (const leaf of m.leaves) {
    if ('imm' in leaf || dag.nodes[leaf.node]!.root) continue;
    const below = choice(leaf.node);
    if (below === undefined || nf.chainCost(below.lhs, leaf.nt) >= INF) return false;
  }
  return true;
}
