// One gap of the exhaustive search (block.ts) as the MCNF model's zig-zag crossbar prices it (Koes's
// thesis §3.2.4, Fig 3.5; the model's own statement: engine/regalloc/mcnf/build.ts `crossbar`), for
// the search's model space (search.ts `space: 'model'`). Restated here from the thesis, not
// imported: the oracle shares only types with the engine.
//
// Contract: requires the vregs live across the gap, each with its home before (top) and after
// (bottom) the gap and whether a store turns its `valid` bit on, the registers of each vreg's
// class (indices into the allocatable order: the crossbar's class order) and the weights.
// Produces the least unscaled cost of the change through the crossbar, with edits that realise it
// in an order the allocation checker accepts, or null when the crossbar cannot make the change.
// The crossbar, from the thesis: between the top layer and the bottom one sits a middle layer with
// one node per class (a register holds one value there too). Top -> middle goes only up the class
// order (register i -> register j >= i, a register -> `mem`), middle -> bottom only down
// (register j -> register i <= j, `mem` -> a register: a load). So a value moving from register a
// to register c passes a middle register b >= max(a, c) (a move for a != b, another for b != c), or
// through memory (evicted for nothing when its slot is valid, then loaded: a value whose slot was
// not valid pays its store in both ways); a value staying in its register holds that register in
// the middle layer. Two values cannot share a middle register, which excludes every swap and some
// acyclic changes (a: 0 -> 2 with b: 2 -> 1 needs register 2 twice in the middle: one of them goes
// through memory, or through a higher register when there is one).

import type { Edit, PReg } from '../../engine/mir/types.js';
import { type Code, isValid, regOf } from './code.js';

/** One gap's change of homes: per live vreg (index k), its home above and below and whether its store is paid here. */
export interface Gap {
  readonly vars: readonly number[];
  readonly from: readonly Code[];
  readonly to: readonly Code[];
  readonly store: readonly boolean[];
  /** Register indices of each vreg's class. */
  readonly classRegs: (v: number) => readonly number[];
}

export interface GapWeights {
  readonly load: number;
  readonly store: number;
  readonly move: number;
}

/** A register-to-register value's way through the middle layer: a register, or memory (-1). */
type Mid = number;

/** The crossbar's cheapest way through one gap: plain data, its edits built only when asked (zigzagEdits). */
export interface ZigzagPlan {
  readonly kind: 'zigzag';
  readonly cost: number;
  readonly gap: Gap;
  /** The register-to-register values (indices k) and the middle class of each. */
  readonly both: readonly number[];
  readonly mids: readonly Mid[];
  readonly point: Edit['point'];
}

const slotOf = (v: number) => ({ kind: 'slot', slot: v }) as const;
const regAt = (preg: PReg) => ({ kind: 'reg', preg }) as const;

/** The least unscaled cost of the gap through the zig-zag crossbar (null: impossible). */
export function zigzagGap(gap: Gap, w: GapWeights, point: Edit['point']): ZigzagPlan | null {
  let fixed = 0;
  let stay = true;
  const both: number[] = []; // register to register: their middle layer is to be chosen
  for (let k = 0; k < gap.vars.length; k++) {
    if (gap.store[k]) fixed += w.store;
    const a = regOf(gap.from[k]!);
    const c = regOf(gap.to[k]!);
    if (a < 0 && c >= 0) fixed += w.load;
    if (a >= 0 && c >= 0) {
      both.push(k);
      if (a !== c) stay = false;
    }
  }
  // Most changes move no register value: each keeps its register in the middle, for nothing.
  if (stay) return { kind: 'zigzag', cost: fixed, gap, both, mids: both.map((k) => regOf(gap.from[k]!)), point };
  const search: MidSearch = { gap, both, w, mids: [], best: Number.POSITIVE_INFINITY, bestMids: null };
  bestMids(search, 0, 0);
  if (search.bestMids === null) return null;
  return { kind: 'zigzag', cost: fixed + search.best, gap, both, mids: search.bestMids, point };
}

interface MidSearch {
  readonly gap: Gap;
  readonly both: readonly number[];
  readonly w: GapWeights;
  readonly mids: Mid[];
  best: number;
  bestMids: Mid[] | null;
}

/** Each register-to-register value's middle class at least cost, by brute force (a few values). */
function bestMids(s: MidSearch, n: number, cost: number): void {
  if (cost >= s.best) return;
  if (n === s.both.length) {
    s.best = cost;
    s.bestMids = [...s.mids];
    return;
  }
  const k = s.both[n]!;
  const a = regOf(s.gap.from[k]!);
  const c = regOf(s.gap.to[k]!);
  for (const b of s.gap.classRegs(s.gap.vars[k]!)) {
    if (b < a || b < c || s.mids.includes(b)) continue;
    s.mids.push(b);
    bestMids(s, n + 1, cost + (a !== b ? s.w.move : 0) + (b !== c ? s.w.move : 0));
    s.mids.pop();
  }
  // Through memory: only with a valid slot below (its store, if any, is already counted).
  if (isValid(s.gap.to[k]!)) {
    s.mids.push(-1);
    bestMids(s, n + 1, cost + s.w.load);
    s.mids.pop();
  }
}

/**
 * The plan's edits: stores first (from the top register), then the zig moves up in descending
 * target order (a target is free or its value already moved further up), then the zag moves down
 * in ascending target order (likewise), then the loads.
 */
export function zigzagEdits(plan: ZigzagPlan, names: readonly PReg[]): Edit[] {
  const { gap, both, mids, point } = plan;
  const { vars, from, to } = gap;
  const stores: Edit[] = [];
  const loads: Edit[] = [];
  const ups: { v: number; src: number; dst: number }[] = [];
  const downs: { v: number; src: number; dst: number }[] = [];
  vars.forEach((v, k) => {
    if (gap.store[k]) stores.push({ point, from: regAt(names[regOf(from[k]!)]!), to: slotOf(v), vreg: v });
    if (regOf(from[k]!) < 0 && regOf(to[k]!) >= 0) loads.push({ point, from: slotOf(v), to: regAt(names[regOf(to[k]!)]!), vreg: v });
  });
  both.forEach((k, n) => {
    const v = vars[k]!;
    const [a, b, c] = [regOf(from[k]!), mids[n]!, regOf(to[k]!)];
    if (b < 0) loads.push({ point, from: slotOf(v), to: regAt(names[c]!), vreg: v });
    if (b >= 0 && a !== b) ups.push({ v, src: a, dst: b });
    if (b >= 0 && b !== c) downs.push({ v, src: b, dst: c });
  });
  const move = (m: { v: number; src: number; dst: number }): Edit => ({
    point,
    from: regAt(names[m.src]!),
    to: regAt(names[m.dst]!),
    vreg: m.v,
  });
  ups.sort((p, q) => q.dst - p.dst);
  downs.sort((p, q) => p.dst - q.dst);
  return [...stores, ...ups.map(move), ...downs.map(move), ...loads];
}
