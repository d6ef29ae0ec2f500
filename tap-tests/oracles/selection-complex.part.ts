// The exact 0-1 oracle of one block's selection (oracles/selection/) with complex (DAG) patterns
// (Ebner et al. §4-5; oracles/selection/complex.ts) against the engine's block instance with the
// same offer (engine/isel/pbqp-instance.ts blockInstance(nf, dag, offer), proxies, big M, instance
// variables and SCC indexes: engine/isel/pbqp-complex.ts). The offer is gathered here as
// engine/isel/pbqp-cover.ts complexOffer gathers it (the grammar's complex patterns and its
// checked tiles over several nodes, their instances in the DAG as built; those tiles offered only
// as instances); the oracle takes its instances as data (nodes, lhs, kids, pattern cost) and
// states everything else itself. On each block judged: the 0-1 optimum = branch and bound's
// optimum of the engine's graph less SelectionInstance.offset; the oracle's price of branch and
// bound's selection (base rules read as roles, proxies as the instance switched on) = the graph's
// cost of it less the offset; the heuristic's selection priced alike and never below the optimum;
// 12 selections near branch and bound's, stated as the engine states instances (`perturbed`),
// priced alike, INF exactly where the graph says INF.
//   - Fig. 5 of the paper built by hand (three post-increment stores whose values cross, one cycle
//     of ≺): the optimum takes two instances; without the oracle's order constraints its 0-1
//     optimum takes all three, is cheaper, and is priced INF (a cycle) by the oracle's own problem.
//   - 120 generated blocks of the four ISA grammars with up to 8 random instances each, many
//     overlapping and reaching each other by ≺ (SELECTION_COMPLEX_CASES=<n> judges n); offers
//     planted wrong in the engine's instance only are caught on some of 40 of them.
//   - Every block of every -O2 corpus program of the four targets that has an instance (x86-32 and
//     x86-64 divrem and read-modify-write stores, ARM and Thumb indexed accesses; the DAGs as the
//     pbqp selector covers them: legalized, no DAG combine). Counts printed.

import t from 'tap';
import type { ComplexInstance, ComplexPattern } from '../../engine/isel/complex.js';
import { checkedTilePatterns } from '../../engine/isel/checked-tiles.js';
import { type BlockDag, buildDags } from '../../engine/isel/dag.js';
import { fig5 } from '../helpers/fig5-dag.js';
import { viableShape } from '../../engine/isel/instance-order.js';
import type { Grammar } from '../../engine/isel/grammar.js';
import { grammarOf } from '../../engine/isel/index.js';
import { type NormalForm, normalForm } from '../../engine/isel/normal-form.js';
import type { ComplexOffer } from '../../engine/isel/pbqp-complex.js';
import { blockInstance, type SelectionInstance } from '../../engine/isel/pbqp-instance.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { CaseRng } from '../../isa-models/rng.js';
import type { Isa } from '../../isa-models/types.js';
import { branchAndBound } from '../../oracles/pbqp/branch-and-bound.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { INF } from '../../oracles/selection/chains.js';
import { offeredOf } from '../../oracles/selection/complex.js';
import { selectionOptimum } from '../../oracles/selection/milp.js';
import { priceRules } from '../../oracles/selection/price.js';
import { priceRoles, type SelectionProblem, selectionProblem } from '../../oracles/selection/problem.js';
import { rootNtOf, unfixedDag } from '../../oracles/tiling/rules.js';
import { randomIsaDag, showInstance } from '../../testbed/fuzz/tiling-generator.js';
import { legalizedO2 } from '../isel/corpus-o2.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED = 24_500;
/** Generated blocks with random instances. */
const GENERATED = Number(process.env.SELECTION_COMPLEX_CASES ?? 120);
/** Generated blocks each planted offer is tried on. */
const PLANTED = 40;
/** Selections near branch and bound's priced by both sides on each block. */
const PERTURBED = 12;

const NORMAL = new WeakMap<Grammar, NormalForm>();
const normalOf = (g: Grammar): NormalForm => {
  let nf = NORMAL.get(g);
  if (nf === undefined) NORMAL.set(g, (nf = normalForm(g)));
  return nf;
};

/** The block's offer as pbqp-cover.ts complexOffer gathers it, on the DAG as built. */
function offerOf(g: Grammar, dag: BlockDag): ComplexOffer {
  const checked = checkedTilePatterns(g);
  const instances = [...(g.complex ?? []), ...checked].flatMap((p) => p.instances(dag));
  return { instances, tiles: new Set(checked.map((p) => p.tile!)) };
}

/** Both sides of one block: the engine's instance (shared nodes un-fixed) and the oracle's problem with the same offer as data. */
function sides(g: Grammar, dag: BlockDag, offer: ComplexOffer): { inst: SelectionInstance; problem: SelectionProblem } {
  const open = unfixedDag(dag);
  const inst = blockInstance(normalOf(g), open, offer);
  const problem = selectionProblem(g, open, { instances: offer.instances.map(offeredOf), tiles: offer.tiles });
  return { inst, problem };
}

/** The oracle's price of an engine selection: base rules as roles, proxies as the instances the selection switched on. */
function priceOf(problem: SelectionProblem, inst: SelectionInstance, s: readonly number[]): number {
  const nodes = problem.dag.nodes.length;
  const on = inst.complex.map((_, i) => s[nodes + i]! > 0);
  return priceRules(
    problem,
    s.slice(0, nodes).map((a, n) => inst.rules[n]![a]),
    on,
  );
}

/** A graph cost less the constant every selection pays (INF stays INF). */
const less = (c: number, offset: number): number => (c >= INF ? INF : c - offset);

interface Verdict {
  readonly problems: readonly string[];
  /** The instances lower the oracle's optimum (against the same block offered none of them). */
  readonly gains: boolean;
  readonly cyclic: number;
  /** The order constraints move the oracle's optimum (a cycle would be cheaper). */
  readonly binds: boolean;
  readonly heuristicOptimal: boolean;
  readonly heuristicForbidden: boolean;
  /** Selections near branch and bound's that the oracle priced finite (and the engine alike). */
  readonly near: number;
}

/** How many instances an oracle choice of roles switches on. */
const chosenCount = (p: SelectionProblem, roles: readonly number[]): number =>
  new Set(
    roles.flatMap((r, n) => {
      const role = r >= 0 ? p.roles[n]![r]! : undefined;
      return role?.kind === 'proxy' ? [role.instance] : [];
    }),
  ).size;

/**
 * Per instance, the engine's alternative at each of its nodes that is its proxy (pbqp-instance.ts
 * appends a node's proxies after its base rules, pbqp-complex.ts `proxies` one per distinct
 * signature — pattern, lhs, kids — in offer order), and per node how many base rules come first.
 */
function proxyAlternatives(inst: SelectionInstance): { at: Map<number, number>[]; base: number[] } {
  const keys: string[][] = inst.rules.map(() => []);
  const key = (l: ComplexInstance, j: number) => `${l.pattern.name}|${l.lhs[j]}|${l.kids[j]!.join(',')}`;
  for (const l of inst.complex) l.nodes.forEach((n, j) => keys[n]!.includes(key(l, j)) || keys[n]!.push(key(l, j)));
  const base = inst.rules.map((rs, n) => rs.length - keys[n]!.length);
  const at = inst.complex.map((l) => new Map(l.nodes.map((n, j) => [n, base[n]! + keys[n]!.indexOf(key(l, j))] as const)));
  return { at, base };
}

/**
 * Selections near branch and bound's, stated as the engine represents a choice of instances (seeded
 * by the instance's size): one to three moves, each an instance switched on (its nodes to its proxy)
 * or off (its nodes to base rules; only where each has one) or a node moved to another base rule;
 * the instances on then given the indexes of a topological order (`reindexed`). The oracle's price
 * equals the engine graph's less the offset on each, INF exactly where it is INF — so the engine's
 * index states hold every acyclic set. Returns the problems and how many finite selections agreed.
 */
function perturbed(problem: SelectionProblem, inst: SelectionInstance, best: readonly number[]): { problems: string[]; finite: number } {
  const rng = new CaseRng(best.length);
  const { at, base } = proxyAlternatives(inst);
  const nodes = problem.dag.nodes.length;
  const someBase = (s: number[], n: number) => base[n]! > 0 && (s[n] = rng.int(0, base[n]! - 1)) >= 0;
  let finite = 0;
  for (let k = 0; k < PERTURBED; k++) {
    const s = best.slice();
    for (let j = 0; j <= k % 3; j++) {
      const i = inst.complex.length > 0 && rng.int(0, 1) === 0 ? rng.int(0, inst.complex.length - 1) : -1;
      if (i < 0) someBase(s, rng.int(0, nodes - 1));
      else if (s[nodes + i]! === 0) {
        for (const [n, a] of at[i]!) s[n] = a;
        s[nodes + i] = 1;
      } else if (inst.complex[i]!.nodes.every((n) => base[n]! > 0)) {
        for (const n of inst.complex[i]!.nodes) someBase(s, n);
        s[nodes + i] = 0;
      }
    }
    const unheld = reindexed(problem, inst, s);
    if (unheld.length > 0) return { problems: unheld, finite };
    const [oracle, engine] = [priceOf(problem, inst, s), less(selectionCost(inst.graph, s), inst.offset)];
    if (oracle < INF) finite++;
    if (oracle !== engine)
      return {
        problems: [`the oracle prices selection ${JSON.stringify(s)} ${oracle}, the engine's graph ${engine} less the offset`],
        finite,
      };
  }
  return { problems: [], finite };
}

/**
 * The engine selection's instances on (variable > 0) given the indexes 1, 2, ... of a topological
 * order of the oracle's ≺ among them, counted within each cyclic group (the engine's index states,
 * pbqp-complex.ts), 1 outside any; left as they are when the instances on make a cycle. Returns a
 * problem per instance of a disjoint, acyclic set whose index the engine has no state for.
 */
function reindexed(problem: SelectionProblem, inst: SelectionInstance, s: number[]): string[] {
  const base = problem.dag.nodes.length;
  const on = new Set(inst.complex.flatMap((_, i) => (s[base + i]! > 0 ? [i] : [])));
  const topo: number[] = [];
  const state = new Map<number, 'open' | 'done'>();
  const visit = (v: number): boolean => {
    if (state.get(v) === 'done') return true;
    if (state.get(v) === 'open') return false;
    state.set(v, 'open');
    for (const w of problem.order[v]!) if (on.has(w) && !visit(w)) return false;
    state.set(v, 'done');
    topo.unshift(v);
    return true;
  };
  if (![...on].every(visit)) return [];
  for (const i of on) s[base + i] = 1;
  for (const group of problem.cyclic) topo.filter((i) => group.includes(i)).forEach((i, rank) => (s[base + i] = rank + 1));
  const over = [...on].filter((i) => s[base + i]! >= inst.graph.costs[base + i]!.length);
  // Overlapping instances on are no selection: clamped to a state the engine has (INF on both sides).
  const covered = [...on].flatMap((i) => inst.complex[i]!.nodes);
  if (new Set(covered).size < covered.length) {
    for (const i of over) s[base + i] = inst.graph.costs[base + i]!.length - 1;
    return [];
  }
  return over.map((i) => {
    const group = problem.cyclic.find((c) => c.includes(i)) ?? [i];
    const chosen = group.filter((m) => on.has(m));
    return `instance ${i} has ${inst.graph.costs[base + i]!.length - 1} on-states in the engine; the acyclic set ${JSON.stringify(chosen)} of its group ${JSON.stringify(group)} (nodes ${JSON.stringify(group.map((m) => inst.complex[m]!.nodes))}) gives it index ${s[base + i]}`;
  });
}

/** The oracle against the engine's instance of one block (see the header). */
async function judge(g: Grammar, dag: BlockDag, offer: ComplexOffer): Promise<Verdict> {
  const { inst, problem } = sides(g, dag, offer);
  const milp = await selectionOptimum(problem);
  const bare = await selectionOptimum(selectionProblem(g, problem.dag, { instances: [], tiles: offer.tiles }));
  const relaxed = problem.cyclic.length > 0 ? await selectionOptimum(problem, { acyclic: false }) : milp;
  const bb = branchAndBound(inst.graph);
  const heuristic = solvePbqp(inst.graph);
  const bbPrice = priceOf(problem, inst, bb.selection);
  const hPrice = priceOf(problem, inst, heuristic.selection);
  const hGraph = less(selectionCost(inst.graph, heuristic.selection), inst.offset);
  const problems: string[] = [];
  if (!bb.proven) problems.push('branch and bound did not finish');
  if (milp.cost !== less(bb.cost, inst.offset))
    problems.push(`the oracle's optimum ${milp.cost} != branch and bound's ${bb.cost} less the offset ${inst.offset}`);
  if (bbPrice !== less(selectionCost(inst.graph, bb.selection), inst.offset))
    problems.push(`the oracle prices branch and bound's selection ${bbPrice}, the engine's graph ${bb.cost} less ${inst.offset}`);
  if (hPrice < milp.cost) problems.push(`the heuristic's selection (${hPrice}) is BELOW the oracle's optimum ${milp.cost}`);
  if (hPrice < INF && hPrice !== hGraph)
    problems.push(`the oracle prices the heuristic's selection ${hPrice}, the engine's graph ${hGraph}`);
  const near = perturbed(problem, inst, bb.selection);
  problems.push(...near.problems);
  return {
    problems,
    gains: milp.cost < bare.cost,
    cyclic: problem.cyclic.length,
    binds: relaxed.cost < milp.cost,
    heuristicOptimal: hPrice === milp.cost,
    heuristicForbidden: hPrice >= INF && hGraph < INF,
    near: near.finite,
  };
}

t.test("Fig. 5: the oracle's order constraints forbid the cycle of three post-increment stores", async (t) => {
  const { dag, instances } = fig5();
  const g = grammarOf('x86-32');
  const offer: ComplexOffer = { instances, tiles: new Set() };
  const { inst, problem } = sides(g, dag, offer);
  t.same(problem.order, [[2], [0], [1]], 'A ≺ C ≺ B ≺ A, computed by the oracle');
  t.same(problem.cyclic, [[0, 1, 2]], 'one cyclic group of the three');
  const exact = await selectionOptimum(problem);
  const bb = branchAndBound(inst.graph);
  t.ok(bb.proven, 'branch and bound proves its optimum');
  t.equal(exact.cost, bb.cost - inst.offset, `the 0-1 optimum ${exact.cost} = branch and bound's less the offset`);
  t.equal(chosenCount(problem, exact.roles), 2, 'the optimum takes two instances');
  t.equal(priceOf(problem, inst, bb.selection), exact.cost, "the oracle's price of branch and bound's selection");
  const relaxed = await selectionOptimum(problem, { acyclic: false });
  t.equal(chosenCount(problem, relaxed.roles), 3, 'without the order constraints the 0-1 optimum takes all three');
  t.ok(relaxed.cost < exact.cost, `and is cheaper (${relaxed.cost} < ${exact.cost})`);
  t.equal(priceRoles(problem, relaxed.roles), INF, 'which the oracle prices INF: a cycle among its instances');
});

/**
 * Random instances over a generated block (kids wanting `reg`, an immediate range some rule of the
 * grammar reads at a constant kid — the engine folds a constant for a proxy only at such a range,
 * pbqp-instance.ts vectorCost —, or a name of the instance's own at a covered kid that only its covered
 * user reads; each node gives what it is at a root otherwise): many overlap, and many reach each
 * other by ≺, so the engine's index states and the oracle's order constraints meet.
 */
function syntheticOffer(rng: CaseRng, g: Grammar, dag: BlockDag): ComplexOffer {
  const patterns = [0, 1, 2].map(
    (k): ComplexPattern => ({ name: `syn${k}`, size: rng.int(0, 2), latency: rng.int(0, 9), instances: () => [] }),
  );
  const ranges = normalOf(g).base.flatMap((r) => (r.range !== undefined && r.tile === undefined ? [{ ...r.range, lhs: r.lhs }] : []));
  const ops = dag.nodes.filter((n) => n.kids.length > 0);
  const instances: ComplexInstance[] = [];
  for (let tries = 0; tries < 40 && instances.length < 8 && ops.length > 0; tries++) {
    const nodes = [...new Set(Array.from({ length: rng.int(1, 3) }, () => rng.pick(ops).id))];
    if (!viableShape(dag, nodes)) continue;
    const i = instances.length;
    const inside = (u: number) => nodes.includes(u);
    const named = nodes.map((c) => !dag.nodes[c]!.root && dag.nodes[c]!.users.length > 0 && dag.nodes[c]!.users.every(inside));
    const lhs = nodes.map((c, j) => (named[j] ? `syn@${i}.${j}` : rootNtOf(dag.nodes[c]!)));
    const want = (k: number): string => {
      if (inside(k)) return lhs[nodes.indexOf(k)]!;
      const kid = dag.nodes[k]!;
      const fit = kid.op === 'const' ? ranges.filter((r) => kid.value! >= r.min && kid.value! <= r.max) : [];
      return fit.length > 0 && rng.int(0, 1) === 0 ? rng.pick(fit).lhs : 'reg';
    };
    instances.push({ pattern: rng.pick(patterns), nodes, lhs, kids: nodes.map((c) => dag.nodes[c]!.kids.map(want)) });
  }
  return { instances, tiles: new Set() };
}

/** Generated case k: a block of ISA k % 4 and random instances over it. */
function generatedCase(k: number): { isa: Isa; g: Grammar; dag: BlockDag; offer: ComplexOffer } {
  const rng = new CaseRng(SEED + k);
  const isa = ISAS[k % 4]!;
  const g = grammarOf(isa);
  const dag = randomIsaDag(rng, isa, { size: [6, 40], share: 0.4 }).dag;
  return { isa, g, dag, offer: syntheticOffer(rng, g, dag) };
}

t.test('generated blocks with random overlapping, cyclic instances: the 0-1 oracle = branch and bound less the offset', async (t) => {
  const tally = new Tally();
  for (let k = 0; k < GENERATED; k++) {
    const { isa, g, dag, offer } = generatedCase(k);
    const v = await judge(g, dag, offer);
    if (v.problems.length > 0) {
      const shown = offer.instances.map((l) => `${l.pattern.name} ${JSON.stringify({ nodes: l.nodes, lhs: l.lhs, kids: l.kids })}`);
      t.fail(`case ${k} (${isa}): ${v.problems.join('; ')}\n${showInstance(g, dag)}\n${shown.join('\n')}`);
      return;
    }
    tally.add(v, offer.instances.length);
  }
  t.ok(tally.binds > 0, `${tally}`);
});

/** Offers planted wrong in the engine's instance only (the oracle states the block with the true one). */
const PLANTS: Readonly<Record<string, (o: ComplexOffer) => ComplexOffer>> = {
  'each pattern one byte dearer': (o) => ({
    ...o,
    instances: o.instances.map((l) => ({ ...l, pattern: { ...l.pattern, size: l.pattern.size + 1 } })),
  }),
  'the last instance left out': (o) => ({ ...o, instances: o.instances.slice(0, -1) }),
  'each first covered node giving addr for reg': (o) => ({
    ...o,
    instances: o.instances.map((l) => ({ ...l, lhs: l.lhs.map((x, j) => (j === 0 && x === 'reg' ? 'addr' : x)) })),
  }),
};

t.test("an offer planted wrong in the engine's instance moves its optimum off the oracle's", async (t) => {
  for (const [name, plant] of Object.entries(PLANTS)) {
    let caught = 0;
    for (let k = 0; k < PLANTED; k++) {
      const { g, dag, offer } = generatedCase(k);
      const inst = blockInstance(normalOf(g), unfixedDag(dag), plant(offer));
      const truth = await selectionOptimum(sides(g, dag, offer).problem);
      if (less(branchAndBound(inst.graph).cost, inst.offset) !== truth.cost) caught++;
    }
    t.ok(caught > 0, `${name}: caught on ${caught} of ${PLANTED} generated blocks`);
  }
});

/** Counts over a target's blocks. */
class Tally {
  blocks = 0;
  instances = 0;
  gains = 0;
  cyclic = 0;
  binds = 0;
  heuristicOptimal = 0;
  heuristicForbidden = 0;
  near = 0;
  add(v: Verdict, instances: number): void {
    this.blocks++;
    this.instances += instances;
    if (v.gains) this.gains++;
    this.cyclic += v.cyclic;
    if (v.binds) this.binds++;
    if (v.heuristicOptimal) this.heuristicOptimal++;
    if (v.heuristicForbidden) this.heuristicForbidden++;
    this.near += v.near;
  }
  toString(): string {
    return `${this.blocks} blocks with ${this.instances} instances (${this.cyclic} cyclic groups, the order constraints binding on ${this.binds} blocks): the 0-1 optimum = branch and bound's less the offset = the oracle's price of its selection on each, ${this.near} finite selections near it priced alike; the instances lower the optimum on ${this.gains} blocks; heuristic optimal on ${this.heuristicOptimal}, a selection the oracle forbids on ${this.heuristicForbidden}`;
  }
}

for (const isa of ISAS)
  t.test(`${isa} -O2 corpus blocks with complex instances: the 0-1 oracle = branch and bound less the offset`, async (t) => {
    const g = grammarOf(isa);
    const tally = new Tally();
    for (const { file, module: m } of legalizedO2(isa))
      for (const fn of m.functions.filter((f) => f.blocks.length > 0))
        for (const dag of buildDags(fn, m).dags) {
          const offer = offerOf(g, dag);
          if (offer.instances.length === 0) continue;
          const v = await judge(g, dag, offer);
          if (v.problems.length > 0) {
            t.fail(`${isa} ${file} @${fn.name} block ${dag.block}: ${v.problems.join('; ')}\n${showInstance(g, dag)}`);
            return;
          }
          tally.add(v, offer.instances.length);
        }
    t.ok(tally.blocks > 0 && tally.gains > 0, `${tally}`);
  });
