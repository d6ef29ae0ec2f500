// Where the program generator's decisions come from.
//
// Contract: the generator (testbed/fuzz/program-generator.ts) asks a `Choices` for every decision as
// an integer in an inclusive range and never looks anywhere else, so the same answers give the same
// program. Two sources implement it:
// - `seededChoices(seed)`: the repository's one seeded generator (isa-models/rng.ts, mulberry32),
//   for `tessera fuzz`, which must not depend on devDependencies such as fast-check;
// - in tests, fast-check's `fc.gen()` (tap-tests/fuzz/choices-fc.ts), whose answers shrink towards
//   the low end of each range.
// Convention, so that shrinking gives small programs: the LOW end of every range is the simpler
// answer (no statement, no nesting, a constant rather than a computed value).

import { CaseRng } from '../../isa-models/rng.js';

export interface Choices {
  /** An integer in lo..hi inclusive (hi - lo < 2^32). */
  int(lo: number, hi: number): number;
  /**
   * Optional: told where a self-contained group of answers (one statement, nested ones inside)
   * begins and ends, so the shrinker can delete it whole and keep the answers after it aligned.
   */
  mark?(edge: 'begin' | 'end'): void;
}

/** [start, end) indices of the answers one `span` consumed. */
export type Span = readonly [number, number];

/** Runs `body` as one span of `c`'s answers (see Choices.mark). */
export function span<T>(c: Choices, body: () => T): T {
  c.mark?.('begin');
  const out = body();
  c.mark?.('end');
  return out;
}

/** Records the spans marked while answers are consumed (`at` gives the current answer index). */
function spanRecorder(at: () => number): { mark: (edge: 'begin' | 'end') => void; spans: Span[] } {
  const open: number[] = [];
  const spans: Span[] = [];
  return {
    mark: (edge) => {
      if (edge === 'begin') open.push(at());
      else spans.push([open.pop()!, at()]);
    },
    spans,
  };
}

export function seededChoices(seed: number): Choices {
  return new CaseRng(seed);
}

/**
 * Answers from a recorded list, then `lo` once the list runs out (the simplest answer); `spans`
 * are the marked spans among the answers used (only those inside the list).
 */
export function listChoices(answers: readonly number[]): Choices & { readonly used: () => number; readonly spans: () => Span[] } {
  let next = 0;
  const rec = spanRecorder(() => next);
  return {
    int(lo: number, hi: number): number {
      const a = answers[next++];
      return a === undefined ? lo : lo + (Math.abs(a) % (hi - lo + 1));
    },
    mark: rec.mark,
    used: () => next,
    spans: () => rec.spans.filter(([, e]) => e <= answers.length),
  };
}

/** Wraps a source and records every answer (to print or replay a program's decisions). */
export function recordingChoices(inner: Choices): Choices & { readonly answers: number[] } {
  const answers: number[] = [];
  return {
    int(lo: number, hi: number): number {
      const a = inner.int(lo, hi);
      answers.push(a - lo);
      return a;
    },
    answers,
  };
}

export function pick<T>(c: Choices, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[c.int(0, items.length - 1)]!;
}

/** True with about 1 chance in `outOf` (false is the simple answer). */
export function chance(c: Choices, outOf: number): boolean {
  return c.int(0, outOf - 1) === outOf - 1;
}

/** A `bits`-wide constant: an edge value (0 first: the simplest) or a random one. */
export function constantBits(c: Choices, bits: number): bigint {
  const edges = [0n, 1n, -1n, 2n, 7n, (1n << BigInt(bits - 1)) - 1n, 1n << BigInt(bits - 1), 0x7fn, 0x80n, 0xffn, 0x8000n];
  const which = c.int(0, edges.length + 1);
  if (which < edges.length) return BigInt.asUintN(bits, edges[which]!);
  if (which === edges.length) return BigInt(c.int(0, 16)); // small values make loop bounds and cases hit
  let v = 0n;
  for (let i = 0; i < bits; i += 32) v = (v << 32n) | BigInt(c.int(0, 0xffffffff));
  return BigInt.asUintN(bits, v);
}

/**
 * A choice list as one short token for replay lines: base-36 numbers joined by '.', a run of n
 * zeros written `_N` (N in base 36; shrunk lists are mostly zeros). `decodeChoices` inverts it.
 */
export function encodeChoices(answers: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < answers.length; ) {
    let j = i;
    while (j < answers.length && answers[j] === 0) j++;
    if (j - i >= 2) {
      parts.push(`_${(j - i).toString(36)}`);
      i = j;
      continue;
    }
    parts.push(answers[i]!.toString(36));
    i++;
  }
  return parts.join('.');
}

export function decodeChoices(text: string): number[] {
  if (text === '') return [];
  return text.split('.').flatMap((p) => {
    if (!/^_?[0-9a-z]+$/.test(p)) throw new Error(`bad choice token '${p}'`);
    return p.startsWith('_') ? Array<number>(parseInt(p.slice(1), 36)).fill(0) : [parseInt(p, 36)];
  });
}
