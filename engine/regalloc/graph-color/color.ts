// Chaitin–Briggs optimistic coloring with conservative coalescing: the worklist algorithm of
// George & Appel, "Iterated register coalescing" (TOPLAS 18(3), 1996, §4, Fig. 4-5; Appel,
// "Modern Compiler Implementation", §11.4), generalized to register classes and precolored
// registers held as masks (koes-thesis-digest §7 B4; thesis §2.1.1: simplify, potential spill,
// select, actual spill).
//
// Contract: requires a GcGraph (gc-graph.ts) and the node facts of its GcProgram (allowed masks,
// spill-temp flags, number of precolored node ids `pregs` and of colors). Produces, for every
// present node, a color (an index into regs.allocatable) or membership of an actual spill, plus the
// alias (coalesced-into) function. Rules, documented because classes are not uniform:
// - K(n) = |allowed(n) − forbidden(n)|: the registers n may still take; forbidden holds the
//   precolored registers n interferes with.
// - degree(n) = the number of adjacent, not yet removed nodes (edges exist only between nodes
//   whose allowed sets meet), so each neighbour counts one register it could take from n, whatever
//   its class (Smith, Ramsey & Holloway, PLDI 2004, with single-register classes: a byte node among
//   gpr neighbours and a gpr node among byte neighbours both count every neighbour once).
//   n is significant when degree(n) >= K(n); an insignificant node is always colorable.
// - Coalescing a move u–v: George's test when one end is precolored (register r): every neighbour
//   t of the other end is insignificant, or already forbidden r, or cannot take r; Briggs's test
//   otherwise: fewer than K(u∪v) significant neighbours of the merged node, where
//   K(u∪v) = |allowed(u) ∩ allowed(v) − forbidden(u) − forbidden(v)|. A move whose ends interfere,
//   or share no register, is constrained.
// - Potential spill: the significant node with the lowest cost weight/degree (weight: 10^depth
//   per use and def); spill temporaries only when nothing else is left.
// - Select: biased toward a move partner's color, then the preference order of regs.allocatable.
// Deterministic: worklists are ordered by node id and insertion.

import type { NodeSet } from './adjacency.js';
import type { GcGraph } from './interference-graph.js';
import { type SpillKey, SpillQueue } from './spill-queue.js';

export interface ColorInput {
  readonly graph: GcGraph;
  readonly allowed: readonly number[];
  readonly spillTemp: readonly boolean[];
  /** Node ids below this are precolored (node id = register index). */
  readonly pregs: number;
  readonly colors: number;
}

export interface Coloring {
  /** Color per node (its alias's), -1 for spilled or absent nodes. */
  readonly color: readonly number[];
  /** Representatives of the actually spilled classes. */
  readonly spilled: readonly number[];
  readonly alias: (n: number) => number;
  /** Whether some member of a class (by representative) may be spilled. */
  readonly spillable: (n: number) => boolean;
  readonly adj: readonly NodeSet[];
}

enum S {
  Absent,
  Simplify,
  Freeze,
  Spill,
  Coalesced,
  Stack,
  Colored,
  Spilled,
}
enum M {
  Worklist,
  Active,
  Coalesced,
  Constrained,
  Frozen,
}

function popcount(x: number): number {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
}

interface MoveSeg {
  readonly items: number[];
  next: MoveSeg | null;
}

/**
 * A node's moves in order, as linked segments: coalescing appends the merged node's list in O(1),
 * order kept. (An array copy per merge was quadratic in time and, the merged nodes keeping their
 * copies, in live memory along a long coalesced chain: a 20,000-deep expression under NOLTIS.)
 */
class MoveList {
  head: MoveSeg | null = null;
  private tail: MoveSeg | null = null;

  push(m: number): void {
    if (this.tail === null) this.head = this.tail = { items: [m], next: null };
    else this.tail.items.push(m);
  }

  /** Appends `other`'s moves; `other` must not be used afterwards (its segments now belong here). */
  append(other: MoveList): void {
    if (other.head === null) return;
    if (this.tail === null) this.head = other.head;
    else this.tail.next = other.head;
    this.tail = other.tail;
  }
}

class Irc {
  readonly status: S[];
  readonly alias: number[];
  readonly degree: number[];
  readonly allowed: number[];
  readonly forbidden: number[];
  readonly weight: number[];
  readonly spillable: boolean[];
  readonly adj: NodeSet[];
  readonly moveList: MoveList[];
  readonly moveState: M[];
  /**
   * Per node, how many entries of its move list are live (worklist or active) and how many active:
   * moveRelated and enableMovesOf answer from them instead of walking the list, which on a node
   * with thousands of moves (a 20,000-deep expression under NOLTIS) was most of the allocator's
   * time. A move's entries are in the lists of its endpoints' aliases (twice in one list once
   * they are the same node): setMoveState counts both; combine adds v's counts to u's.
   */
  private readonly liveMoves: number[];
  private readonly activeMoves: number[];
  /** Queues read from a head index (shift() moves every element on large queues). */
  readonly simplifyQ: number[] = [];
  private simplifyHead = 0;
  readonly moveQ: number[] = [];
  private moveHead = 0;
  readonly freezeSet = new Set<number>();
  readonly spillSet = new Set<number>();
  /** selectSpill's choice over spillSet (spill-queue.ts); seq: when each node last joined spillSet. */
  private readonly spillQueue = new SpillQueue();
  private readonly seq: number[] = [];
  private joined = 0;
  readonly stack: number[] = [];
  readonly color: number[];

  constructor(private readonly input: ColorInput) {
    const g = input.graph;
    const n = g.adj.length;
    this.status = new Array<S>(n).fill(S.Absent);
    this.alias = Array.from({ length: n }, (_, i) => i);
    this.adj = g.adj; // taken over, not copied (a copy doubled the peak on dense graphs): coalescing adds to it
    this.degree = this.adj.map((s) => s.size);
    this.allowed = [...input.allowed];
    this.forbidden = [...g.forbidden];
    this.weight = [...g.weight];
    this.spillable = input.spillTemp.map((t) => !t);
    this.moveList = Array.from({ length: n }, () => new MoveList());
    this.moveState = g.moves.map(() => M.Worklist);
    this.liveMoves = new Array<number>(n).fill(0);
    this.activeMoves = new Array<number>(n).fill(0);
    this.color = new Array<number>(n).fill(-1);
    for (const [i, m] of g.moves.entries()) {
      this.moveList[m.a]!.push(i);
      this.moveList[m.b]!.push(i);
      this.liveMoves[m.a]!++;
      this.liveMoves[m.b]!++;
      this.moveQ.push(i);
    }
    for (let v = input.pregs; v < n; v++) if (g.present[v]) this.setStatus(v, this.classify(v));
  }

  isPre(n: number): boolean {
    return n < this.input.pregs;
  }
  k(n: number): number {
    return popcount(this.allowed[n]! & ~this.forbidden[n]!);
  }
  significant(n: number): boolean {
    return this.degree[n]! >= this.k(n);
  }

  setStatus(n: number, s: S): void {
    const old = this.status[n];
    if (old === s) return;
    if (old === S.Freeze) this.freezeSet.delete(n);
    if (old === S.Spill) this.spillSet.delete(n);
    this.status[n] = s;
    if (s === S.Freeze) this.freezeSet.add(n);
    if (s === S.Spill) {
      this.spillSet.add(n);
      this.seq[n] = this.joined++;
      this.queueSpill(n);
    }
    if (s === S.Simplify) this.simplifyQ.push(n);
  }

  moveRelated(n: number): boolean {
    return this.liveMoves[n]! > 0;
  }

  /** Sets move m's state, keeping the counts of the two lists that hold it. */
  private setMoveState(m: number, next: M): void {
    const old = this.moveState[m]!;
    this.moveState[m] = next;
    const live = (x: M): number => (x === M.Worklist || x === M.Active ? 1 : 0);
    const active = (x: M): number => (x === M.Active ? 1 : 0);
    const dLive = live(next) - live(old);
    const dActive = active(next) - active(old);
    if (dLive === 0 && dActive === 0) return;
    const move = this.input.graph.moves[m]!;
    for (const x of [this.getAlias(move.a), this.getAlias(move.b)]) {
      this.liveMoves[x]! += dLive;
      this.activeMoves[x]! += dActive;
    }
  }

  classify(n: number): S {
    return this.significant(n) ? S.Spill : this.moveRelated(n) ? S.Freeze : S.Simplify;
  }

  /** A node still in the graph re-sorted after its degree or K changed. */
  recheck(n: number, wasSignificant: boolean): void {
    const s = this.status[n];
    if (s !== S.Simplify && s !== S.Freeze && s !== S.Spill) return;
    if (wasSignificant && !this.significant(n)) {
      this.enableMovesOf(n);
      for (const t of this.adjacent(n)) this.enableMovesOf(t);
    }
    const next = this.classify(n);
    if (next !== s && !(s === S.Simplify && next === S.Freeze)) this.setStatus(n, next);
  }

  adjacent(n: number): number[] {
    const out: number[] = [];
    const ns = this.adj[n]!;
    for (let i = 0; i < ns.size; i++) if (!this.removed(ns.at(i))) out.push(ns.at(i));
    return out;
  }

  enableMovesOf(n: number): void {
    if (this.activeMoves[n] === 0) return; // the walk would find none
    for (let s = this.moveList[n]!.head; s !== null; s = s.next) {
      for (const m of s.items) {
        if (this.moveState[m] === M.Active) {
          this.setMoveState(m, M.Worklist);
          this.moveQ.push(m);
        }
      }
    }
  }

  decrementDegree(t: number): void {
    const was = this.significant(t);
    this.degree[t]!--;
    this.recheck(t, was);
  }

  simplify(n: number): void {
    this.setStatus(n, S.Stack);
    this.stack.push(n);
    for (const t of this.adjacent(n)) this.decrementDegree(t);
  }

  getAlias(n: number): number {
    let a = n;
    while (this.status[a] === S.Coalesced) a = this.alias[a]!;
    // Path compression (same answers): a long coalesced chain made every lookup walk it.
    for (let x = n; x !== a; ) {
      const next = this.alias[x]!;
      this.alias[x] = a;
      x = next;
    }
    return a;
  }

  addWorkList(u: number): void {
    if (!this.isPre(u) && this.status[u] === S.Freeze && !this.moveRelated(u) && !this.significant(u)) this.setStatus(u, S.Simplify);
  }

  interfere(u: number, v: number): boolean {
    if (this.isPre(u)) {
      if (u >= this.input.colors) return true;
      return (this.allowed[v]! & ~this.forbidden[v]! & (1 << u)) === 0;
    }
    return this.adj[u]!.has(v) || (this.allowed[u]! & this.allowed[v]! & ~this.forbidden[u]! & ~this.forbidden[v]!) === 0;
  }

  removed(t: number): boolean {
    return this.status[t] === S.Stack || this.status[t] === S.Coalesced;
  }

  george(r: number, v: number): boolean {
    const bit = 1 << r;
    const ns = this.adj[v]!;
    for (let i = 0; i < ns.size; i++) {
      const t = ns.at(i);
      if (!this.removed(t) && this.significant(t) && (this.allowed[t]! & ~this.forbidden[t]! & bit) !== 0) return false;
    }
    return true;
  }

  /** Counts the merged node's significant neighbours (each once), stopping at K. */
  briggs(u: number, v: number): boolean {
    const k = popcount(this.allowed[u]! & this.allowed[v]! & ~(this.forbidden[u]! | this.forbidden[v]!));
    let significant = 0;
    const nu = this.adj[u]!;
    const nv = this.adj[v]!;
    for (let i = 0; i < nu.size; i++) {
      const t = nu.at(i);
      if (!this.removed(t) && this.significant(t) && ++significant >= k) return false;
    }
    for (let i = 0; i < nv.size; i++) {
      const t = nv.at(i);
      if (!this.removed(t) && !nu.has(t) && this.significant(t) && ++significant >= k) return false;
    }
    return significant < k;
  }

  coalesce(m: number): void {
    const move = this.input.graph.moves[m]!;
    const x = this.getAlias(move.a);
    const y = this.getAlias(move.b);
    const [u, v] = this.isPre(y) ? [y, x] : [x, y];
    if (u === v) {
      this.setMoveState(m, M.Coalesced);
      this.addWorkList(u);
    } else if (this.isPre(v) || this.interfere(u, v)) {
      this.setMoveState(m, M.Constrained);
      this.addWorkList(u);
      this.addWorkList(v);
    } else if (this.isPre(u) ? this.george(u, v) : this.briggs(u, v)) {
      this.setMoveState(m, M.Coalesced);
      this.combine(u, v);
      this.addWorkList(u);
    } else {
      this.setMoveState(m, M.Active);
    }
  }

  combine(u: number, v: number): void {
    const neighbours = this.adjacent(v);
    // v's moves, before they join u's list (the order the copy visited them in), and while v is
    // still its own alias, so that setMoveState counts them in v's list.
    this.enableMovesOf(v);
    this.setStatus(v, S.Coalesced);
    this.alias[v] = u;
    const vMoves = this.moveList[v]!;
    this.moveList[u]!.append(vMoves);
    this.moveList[v] = new MoveList(); // nothing asks a coalesced node for its moves again
    this.liveMoves[u]! += this.liveMoves[v]!;
    this.activeMoves[u]! += this.activeMoves[v]!;
    this.liveMoves[v] = this.activeMoves[v] = 0;
    this.weight[u]! += this.weight[v]!;
    this.spillable[u] = this.spillable[u]! || this.spillable[v]!;
    this.queueSpill(u); // now spillable: its cost may have dropped from Infinity
    if (this.isPre(u)) {
      for (const t of neighbours) {
        const was = this.significant(t);
        if ((this.allowed[t]! & (1 << u)) !== 0) this.forbidden[t]! |= 1 << u;
        this.degree[t]!--;
        this.recheck(t, was);
      }
      return;
    }
    const was = this.significant(u);
    this.allowed[u]! &= this.allowed[v]!;
    this.forbidden[u]! |= this.forbidden[v]!;
    for (const t of neighbours) {
      this.addEdge(t, u);
      this.decrementDegree(t);
    }
    this.recheck(u, was);
    if (this.status[u] === S.Freeze && this.significant(u)) this.setStatus(u, S.Spill);
  }

  addEdge(t: number, u: number): void {
    if (t === u || this.adj[t]!.has(u) || (this.allowed[t]! & this.allowed[u]!) === 0) return;
    const was = this.significant(t);
    this.adj[t]!.add(u);
    this.adj[u]!.add(t);
    this.degree[t]!++;
    this.degree[u]!++;
    this.recheck(t, was);
    this.queueSpill(t); // a higher degree lowers the cost: a fresh key
    this.queueSpill(u);
  }

  freeze(u: number): void {
    this.setStatus(u, S.Simplify);
    this.freezeMoves(u);
  }

  freezeMoves(u: number): void {
    for (let s = this.moveList[u]!.head; s !== null; s = s.next) for (const m of s.items) this.freezeMove(u, m);
  }

  private freezeMove(u: number, m: number): void {
    if (this.moveState[m] !== M.Active && this.moveState[m] !== M.Worklist) return;
    const move = this.input.graph.moves[m]!;
    const y = this.getAlias(move.b);
    const v = y === this.getAlias(u) ? this.getAlias(move.a) : y;
    this.setMoveState(m, M.Frozen);
    if (!this.isPre(v) && this.status[v] === S.Freeze && !this.moveRelated(v) && !this.significant(v)) this.setStatus(v, S.Simplify);
  }

  cost(n: number): number {
    return this.spillable[n] ? this.weight[n]! / Math.max(1, this.degree[n]!) : Infinity;
  }

  /** A key for n if it is on the spill worklist (its cost may have dropped). */
  queueSpill(n: number): void {
    if (this.status[n] === S.Spill) this.spillQueue.push(this.spillKey(n));
  }

  spillKey(n: number): SpillKey {
    return { node: n, cost: this.cost(n), degree: this.degree[n]!, seq: this.seq[n]! };
  }

  selectSpill(): void {
    const best = this.spillQueue.pop((n) => (this.status[n] === S.Spill ? this.spillKey(n) : null));
    this.setStatus(best, S.Simplify);
    this.freezeMoves(best);
  }

  run(): void {
    for (;;) {
      if (this.simplifyHead < this.simplifyQ.length) {
        const s = this.simplifyQ[this.simplifyHead++]!;
        if (this.status[s] === S.Simplify) this.simplify(s);
        continue;
      }
      if (this.moveHead < this.moveQ.length) {
        const m = this.moveQ[this.moveHead++]!;
        if (this.moveState[m] === M.Worklist) this.coalesce(m);
        continue;
      }
      const f = this.freezeSet.values().next();
      if (!f.done) {
        this.freeze(f.value);
        continue;
      }
      if (this.spillSet.size > 0) {
        this.selectSpill();
        continue;
      }
      return;
    }
  }

  preferred(n: number, ok: number): number {
    for (let s = this.moveList[n]!.head; s !== null; s = s.next) {
      const c = this.preferredOf(s.items, ok);
      if (c >= 0) return c;
    }
    return Math.clz32(1) - Math.clz32(ok & -ok);
  }

  /** The first color among `moves`' partners that `ok` allows, or -1. */
  private preferredOf(moves: readonly number[], ok: number): number {
    for (const m of moves) {
      const move = this.input.graph.moves[m]!;
      for (const end of [move.a, move.b]) {
        const a = this.getAlias(end);
        const c = this.isPre(a) ? (a < this.input.colors ? a : -1) : this.status[a] === S.Colored ? this.color[a]! : -1;
        if (c >= 0 && (ok & (1 << c)) !== 0) return c;
      }
    }
    return -1;
  }

  assignColors(): number[] {
    const spilled: number[] = [];
    while (this.stack.length > 0) {
      const n = this.stack.pop()!;
      let ok = this.allowed[n]! & ~this.forbidden[n]!;
      const ns = this.adj[n]!;
      for (let i = 0; i < ns.size; i++) {
        const a = this.getAlias(ns.at(i));
        if (this.isPre(a)) {
          if (a < this.input.colors) ok &= ~(1 << a);
        } else if (this.status[a] === S.Colored) ok &= ~(1 << this.color[a]!);
      }
      if (ok === 0) {
        this.status[n] = S.Spilled;
        spilled.push(n);
        continue;
      }
      this.color[n] = this.preferred(n, ok);
      this.status[n] = S.Colored;
    }
    return spilled;
  }
}

export function colorGraph(input: ColorInput): Coloring {
  const irc = new Irc(input);
  irc.run();
  const spilled = irc.assignColors();
  const color = irc.color.map((_, n) => {
    const a = irc.getAlias(n);
    if (irc.isPre(a)) return a < input.colors ? a : -1;
    return irc.status[a] === S.Colored ? irc.color[a]! : -1;
  });
  return { color, spilled, alias: (n) => irc.getAlias(n), spillable: (n) => irc.spillable[n]!, adj: irc.adj };
}
