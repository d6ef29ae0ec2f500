// The exhaustive tiler: every legal tiling of a block's tiling model (model.ts), searched depth
// first with branch and bound, for the optimum the NOLTIS paper's §7.1 gets from CPLEX. Small DAGs
// only in practice (~14 nodes: the number of tilings grows exponentially with the shared nodes),
// but correct on any size given time.
//
// Contract: `exhaustiveOptimum(model, { maxSteps })` requires a model from buildModel. The search
// decides the demands in the model's topological order (every requester before what it asks for),
// one alternative per activated demand (alternatives tried cheapest tree cost first, then in
// model order: deterministic), so when a demand is decided every leaf requesting it is known and a
// cc derivation is paid once per requesting leaf, as model.ts defines the cost. A branch is cut
// when its running cost plus a lower bound of the demands still pending (searchOrder's `h`: each
// pays at least its cheapest alternative and the demands only it can ask for; a cc demand its
// cheapest tile again per further request) reaches the best complete tiling so far, or when it
// would cover a memory operation twice. `steps` = alternatives tried; when `maxSteps` runs out the
// search stops: `complete` false and the best tiling found so far (cost Infinity if none).
// Produces the optimum as a Tiling on model.open with a cover entry for every derivation reached,
// its cost, and `tilings` = complete legal tilings reached (pruned branches are not counted).
// Infeasible (a mandatory demand with no derivation): cost Infinity, empty cover, complete true.

import type { Tiling } from '../../engine/isel/cover.js';
import type { Match } from '../../engine/isel/grammar.js';
import { altFeasible, type TilingModel } from './model.js';
import { derivationKey } from './rules.js';

export interface ExhaustiveResult {
  readonly cost: number;
  readonly tiling: Tiling;
  readonly complete: boolean;
  readonly tilings: number;
}

/**
 * Per demand: its feasible alternatives (best estimate first), the cheapest one's own cost, and
 * `h`, a lower bound of what deriving it costs beyond the demands other derivations may also ask
 * for: its cheapest alternative's cost plus the `h` of the demands only that demand can ask for
 * (exclusive: no alternative of another demand needs them), so no two pending demands count the
 * same exclusive demand, and a demand some other derivation may ask for is counted on its own
 * once it is asked for. On a problem without sharing, h is the exact tree optimum and the search
 * goes straight down to it.
 */
function searchOrder(model: TilingModel): { alts: number[][]; minOwn: number[]; h: number[] } {
  const D = model.demands.length;
  const requesters: Set<number>[] = Array.from({ length: D }, () => new Set());
  model.demands.forEach((dm) => dm.alts.forEach((a) => model.alternatives[a]!.needs.forEach((n) => requesters[n]!.add(dm.id))));
  for (const d of model.mandatory) requesters[d]!.add(-1); // pending from the start: never exclusive
  const h: number[] = new Array(D).fill(Infinity);
  // The tree cost (shared demands counted at every request, the selectors' dynamic programming):
  // the order alternatives are tried in, so the first tiling reached is already a good one.
  const tree: number[] = new Array(D).fill(Infinity);
  const alts: number[][] = new Array(D);
  const minOwn: number[] = new Array(D).fill(Infinity);
  const treeOf = (a: number): number => model.alternatives[a]!.needs.reduce((s, n) => s + tree[n]!, model.alternatives[a]!.cost);
  const hOf = (a: number): number =>
    [...new Set(model.alternatives[a]!.needs)].reduce((s, n) => s + (requesters[n]!.size > 1 ? 0 : h[n]!), model.alternatives[a]!.cost);
  for (let d = D - 1; d >= 0; d--) {
    const ok = model.demands[d]!.alts.filter((a) => altFeasible(model, a));
    const keyed = ok.map((a) => ({ a, t: treeOf(a) })).sort((x, y) => x.t - y.t || x.a - y.a);
    alts[d] = keyed.map((k) => k.a);
    tree[d] = keyed[0]?.t ?? Infinity;
    h[d] = Math.min(Infinity, ...ok.map(hOf));
    minOwn[d] = Math.min(Infinity, ...ok.map((a) => model.alternatives[a]!.cost));
  }
  return { alts, minOwn, h };
}

class Search {
  readonly D: number;
  readonly count: number[];
  readonly choice: number[];
  readonly memCount = new Map<number, number>();
  cost = 0;
  lb = 0;
  steps = 0;
  tilings = 0;
  best = Infinity;
  bestChoice: number[] | null = null;

  constructor(
    readonly model: TilingModel,
    readonly alts: number[][],
    readonly minOwn: number[],
    readonly h: number[],
  ) {
    this.D = model.demands.length;
    this.count = new Array(this.D).fill(0);
    this.choice = new Array(this.D).fill(-1);
    for (const d of model.mandatory) this.activate(d, +1);
  }

  /** A pending demand's share of the bound: h once, and the cheapest tile again per further cc request. */
  private activate(d: number, sign: 1 | -1): void {
    const before = this.count[d]!;
    this.count[d] = before + sign;
    if (sign > 0 ? before === 0 : before === 1) this.lb += sign * this.h[d]!;
    else if (this.model.demands[d]!.cc) this.lb += sign * this.minOwn[d]!;
  }

  /** What a demand about to be decided contributes to the bound (see activate). */
  private pendingShare(d: number): number {
    return this.h[d]! + (this.mult(d) - 1) * this.minOwn[d]!;
  }

  private mult(d: number): number {
    return this.model.demands[d]!.cc ? this.count[d]! : 1;
  }

  /** Applies alternative `a` at demand `d`, unless it covers a memory operation twice. */
  apply(d: number, a: number): boolean {
    const alt = this.model.alternatives[a]!;
    const k = this.mult(d);
    if (alt.memory.some((m) => (this.memCount.get(m) ?? 0) + k > 1)) return false;
    for (const m of alt.memory) this.memCount.set(m, (this.memCount.get(m) ?? 0) + k);
    this.lb -= this.pendingShare(d);
    this.cost += alt.cost * k;
    for (const n of alt.needs) this.activate(n, +1);
    return true;
  }

  undo(d: number, a: number): void {
    const alt = this.model.alternatives[a]!;
    for (let i = alt.needs.length - 1; i >= 0; i--) this.activate(alt.needs[i]!, -1);
    const k = this.mult(d);
    this.lb += this.pendingShare(d);
    this.cost -= alt.cost * k;
    for (const m of alt.memory) this.memCount.set(m, this.memCount.get(m)! - k);
  }

  nextActive(from: number): number {
    let p = from;
    while (p < this.D && this.count[p] === 0) p++;
    return p;
  }

  /** Depth-first over the activated demands; returns false when maxSteps ran out. */
  run(maxSteps: number): boolean {
    const decided: number[] = [];
    let p = this.nextActive(0);
    for (;;) {
      if (p === this.D) {
        this.complete();
        if (decided.length === 0) return true;
        p = decided.pop()!;
        this.undo(p, this.alts[p]![this.choice[p]!]!);
      }
      const next = this.tryFrom(p, maxSteps);
      if (next === 'limit') return false;
      if (next === 'exhausted') {
        this.choice[p] = -1;
        if (decided.length === 0) return true;
        p = decided.pop()!;
        this.undo(p, this.alts[p]![this.choice[p]!]!);
        continue;
      }
      decided.push(p);
      p = this.nextActive(p + 1);
    }
  }

  /** The next alternative of demand p after its current choice that survives the bound. */
  private tryFrom(p: number, maxSteps: number): 'ok' | 'exhausted' | 'limit' {
    const list = this.alts[p]!;
    for (let k = this.choice[p]! + 1; k < list.length; k++) {
      if (++this.steps > maxSteps) return 'limit';
      const a = list[k]!;
      if (!this.apply(p, a)) continue;
      if (this.cost + this.lb < this.best) {
        this.choice[p] = k;
        return 'ok';
      }
      this.undo(p, a);
    }
    return 'exhausted';
  }

  private complete(): void {
    this.tilings++;
    if (this.cost < this.best) {
      this.best = this.cost;
      this.bestChoice = this.choice.map((k, d) => (this.count[d]! > 0 ? k : -1));
    }
  }

  tiling(): Tiling {
    const cover = new Map<number, Match>();
    this.bestChoice?.forEach((k, d) => {
      if (k < 0) return;
      const dm = this.model.demands[d]!;
      cover.set(derivationKey(dm.node, dm.nt), this.model.alternatives[this.alts[d]![k]!]!.match);
    });
    return { dag: this.model.open, cover };
  }
}

export function exhaustiveOptimum(model: TilingModel, limits: { maxSteps?: number } = {}): ExhaustiveResult {
  if (model.mandatory.some((d) => !model.demands[d]!.feasible)) {
    return { cost: Infinity, tiling: { dag: model.open, cover: new Map() }, complete: true, tilings: 0 };
  }
  const { alts, minOwn, h } = searchOrder(model);
  const s = new Search(model, alts, minOwn, h);
  const complete = s.run(limits.maxSteps ?? Infinity);
  return { cost: s.best, tiling: s.tiling(), complete, tilings: s.tilings };
}
