// Shrinking a failing generated program by its choice list (Hypothesis's idea: shrink the
// decisions, not the program; a shorter or smaller list is a simpler program because the generator
// answers `lo`, its simplest answer, once the list runs out — choices.ts).
//
// Contract: `shrinkChoices(answers, fails, budget)` requires `fails(listChoices(answers))` to be
// true and returns a list for which `fails` is still true, no longer than `answers` and usually much
// smaller, after at most `budget` calls of `fails`. Deterministic: the candidates are tried in a
// fixed order (truncate the tail; delete the spans the generator marked — whole statements,
// longest first, which keeps the answers after them aligned; zero or delete chunks of halving
// size; binary-search each answer down), with no randomness and no clock. Every accepted list is cut to the answers the
// generator actually consumed. Needs nothing from fast-check (so `tessera fuzz` can use it).

import { listChoices, type Choices, type Span } from './choices.js';

export interface Shrunk {
  readonly answers: number[];
  /** Calls of `fails` made. */
  readonly tries: number;
}

export function shrinkChoices(answers: readonly number[], fails: (c: Choices) => boolean, budget: number): Shrunk {
  let best = [...answers];
  let bestSpans: Span[] | null = null;
  let tries = 0;
  /** Tries a candidate; on failure keeps it (cut to what was consumed) with its spans. */
  const tried = new Set<string>(); // a candidate that did not fail once never fails (fails is deterministic)
  const attempt = (candidate: number[]): boolean => {
    if (tries >= budget) return false;
    const key = candidate.join(',');
    if (tried.has(key)) return false;
    tried.add(key);
    tries++;
    const c = listChoices(candidate);
    if (!fails(c)) return false;
    best = candidate.slice(0, c.used());
    bestSpans = c.spans();
    return true;
  };
  const spansOfBest = (): readonly Span[] => {
    if (bestSpans === null) attempt(best); // the original's spans: one run (it fails, by the contract)
    return bestSpans ?? [];
  };
  for (let improved = true; improved && tries < budget; ) {
    improved =
      truncate(() => best, attempt) || spans(() => best, spansOfBest, attempt) || chunks(() => best, attempt) || halve(() => best, attempt);
  }
  return { answers: best, tries };
}

type Attempt = (candidate: number[]) => boolean;

function truncate(best: () => number[], attempt: Attempt): boolean {
  for (let keep = 0; keep < best().length; keep = keep === 0 ? 1 : keep * 2) {
    if (attempt(best().slice(0, keep))) return true;
  }
  return false;
}

/** Deletes marked spans, longest first; after a success the new best's spans, from the same rank on. */
function spans(best: () => number[], spansOf: () => readonly Span[], attempt: Attempt): boolean {
  let improved = false;
  for (let rank = 0; ; rank++) {
    const order = [...spansOf()].filter(([s, e]) => e > s).sort((a, b) => b[1] - b[0] - (a[1] - a[0]) || a[0] - b[0]);
    const sp = order[rank];
    if (sp === undefined) return improved;
    const cur = best();
    if (attempt([...cur.slice(0, sp[0]), ...cur.slice(sp[1])])) {
      improved = true;
      rank--;
    }
  }
}

/** At each chunk (of halving size): zero it, or else delete it. */
function chunks(best: () => number[], attempt: Attempt): boolean {
  let improved = false;
  for (let size = highestPowerOfTwo(best().length); size >= 1; size >>= 1) {
    for (let at = 0; at < best().length; at += size) {
      const cur = best();
      const part = cur.slice(at, at + size);
      if (part.some((a) => a !== 0) && attempt([...cur.slice(0, at), ...part.map(() => 0), ...cur.slice(at + size)])) {
        improved = true;
        continue;
      }
      if (attempt([...cur.slice(0, at), ...cur.slice(at + size)])) improved = true;
    }
  }
  return improved;
}

/** Each non-zero answer down to the smallest that still fails (binary search). */
function halve(best: () => number[], attempt: Attempt): boolean {
  let improved = false;
  for (let i = 0; i < best().length; i++) {
    let lo = 0;
    let hi = best()[i]!; // fails
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (attempt(best().map((x, j) => (j === i ? mid : x)))) {
        hi = mid;
        improved = true;
      } else lo = mid;
      if (i >= best().length) return improved;
    }
  }
  return improved;
}

function highestPowerOfTwo(n: number): number {
  let p = 1;
  while (p * 2 <= n) p *= 2;
  return n === 0 ? 0 : p;
}
