// Subgradient optimisation of the MCNF model's Lagrangian prices (Koes's thesis §6.2, digest §3.3):
// step-size rules (§6.2.2) and price-update directions (§6.2.3).
//
// Contract. The subgradient at prices (w, v) is g = (rowUse − u, linkGap) of the balanced flow
// (lagrangian.ts solve). `direction` returns d_k: `standard` d_k = g_k; `average` (Sherali–Ulular,
// the thesis's default) d_k = g_k + Ψ_k d_{k−1} with Ψ_k = ||g_k|| / ||d_{k−1}|| (0 at k = 1 or
// when d_{k−1} = 0). `stepSize` returns θ_k for one price: `ratio` a/(k + b) (the thesis's best for
// code size: 1/(k + 10)), `frequency` B_freq · a/(k + b) with B_freq the frequency of the price's
// block (the thesis's best for speed: B_freq/k), `newton` (Polyak) β (L_UB − L) / ||g||², times
// B_freq under the speed metric (the thesis compares it and finds it worse: §6.2.2). `update` moves
// the prices: w ← max(0, w + θ d), v ← v + θ d, each rounded to the integer grid of lagrangian.ts
// (1/SCALE of a cost unit), so that L stays exact and every run is the same.

import { type Prices, type Relaxation, SCALE, type Solved } from './lagrangian.js';

export type StepRule = 'ratio' | 'frequency' | 'newton';
export type UpdateDirection = 'standard' | 'average';

export interface StepOptions {
  readonly rule: StepRule;
  /** The ratio rules' a/(k + b). */
  readonly a: number;
  readonly b: number;
  /** Newton's β (0 < β < 2 converges with L_UB = L*). */
  readonly beta: number;
  readonly direction: UpdateDirection;
}

/** The subgradient g_k: rows' use less their capacity, then the links' gaps, in one vector. */
export function subgradient(r: Relaxation, solved: Solved): Float64Array {
  const g = new Float64Array(r.rows.length + r.links.length);
  r.rows.forEach((row, i) => {
    g[i] = solved.rowUse[i]! - row.capacity;
  });
  solved.linkGap.forEach((x, i) => {
    g[r.rows.length + i] = x;
  });
  return g;
}

const norm = (x: Float64Array): number => Math.sqrt(x.reduce((s, y) => s + y * y, 0));

/** d_k and Ψ_k (see the header); `previous` is d_{k−1} (absent at k = 1). */
export function direction(kind: UpdateDirection, g: Float64Array, previous: Float64Array | undefined): { d: Float64Array; psi: number } {
  if (kind === 'standard' || previous === undefined) return { d: g, psi: 0 };
  const dn = norm(previous);
  const psi = dn === 0 ? 0 : norm(g) / dn;
  return { d: g.map((x, i) => x + psi * previous[i]!), psi };
}

/** θ_k of the ratio rules for a price whose block runs `frequency` times (1 for `ratio`). */
export function ratioStep(k: number, a: number, b: number, frequency = 1): number {
  return (frequency * a) / (k + b);
}

/** Newton's θ_k: β (L_UB − L) / ||g||² (0 when g = 0). */
function newtonStep(beta: number, upper: number, value: number, g: Float64Array): number {
  const n2 = g.reduce((s, y) => s + y * y, 0);
  return n2 === 0 ? 0 : (beta * (upper - value)) / n2;
}

/**
 * The prices after step k with direction d. `frequency[b]` scales the step of a price in block b
 * (the frequency rule, and Newton's under speed: pass all ones otherwise); `newton`: L_UB and L in
 * cost units.
 */
export function update(
  r: Relaxation,
  prices: Prices,
  d: Float64Array,
  k: number,
  opts: StepOptions,
  frequency: readonly number[],
  newton?: { readonly upper: number; readonly value: number; readonly g: Float64Array },
): Prices {
  const base = opts.rule === 'newton' ? newtonStep(opts.beta, newton!.upper, newton!.value, newton!.g) : ratioStep(k, opts.a, opts.b);
  const scaled = opts.rule !== 'ratio';
  const theta = (block: number) => (scaled ? base * frequency[block]! : base);
  const w = prices.w.map((x, i) => Math.max(0, x + Math.round(SCALE * theta(r.rows[i]!.block) * d[i]!)));
  const v = prices.v.map((x, i) => x + Math.round(SCALE * theta(r.links[i]!.block) * d[r.rows.length + i]!));
  return { w, v };
}
