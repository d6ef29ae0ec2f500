// Exhaustive check of engine/codegen/parallel-copy.ts in the manner of QBE's pmov harness: every
// parallel copy over up to 5 locations (every destination subset, every source per destination:
// cycles, fan-out, self-copies) is sequentialized, the moves are simulated, and the result is
// compared with the parallel semantics; the move count must be copies + cycles (the minimum), and
// one reused scratch location must suffice.

import t from 'tap';
import { sequentialize, type Move } from '../../engine/codegen/parallel-copy.js';

/** Every parallel copy over locations 0..n-1: each location is either not a destination or a
 *  destination of one of the n sources (n+1 choices per location). */
function* allCopies(n: number): Generator<Move[]> {
  const choices = n + 1;
  for (let code = 0; code < choices ** n; code++) {
    const copies: Move[] = [];
    let c = code;
    for (let dst = 0; dst < n; dst++) {
      const pick = c % choices;
      c = Math.floor(c / choices);
      if (pick < n) copies.push({ dst, src: pick });
    }
    yield copies;
  }
}

/** Cycles of length >= 2 in the graph dst -> src, found independently of the code under test. */
function countCycles(copies: readonly Move[]): number {
  const srcOf = new Map(copies.filter((c) => c.src !== c.dst).map((c) => [c.dst, c.src]));
  const seen = new Set<number>();
  let cycles = 0;
  for (const start of srcOf.keys()) {
    const path: number[] = [];
    let at: number | undefined = start;
    while (at !== undefined && !seen.has(at) && !path.includes(at)) {
      path.push(at);
      at = srcOf.get(at);
    }
    if (at !== undefined && path.includes(at)) cycles++;
    for (const p of path) seen.add(p);
  }
  return cycles;
}

function problem(n: number, copies: readonly Move[]): string | null {
  const scratch = 100;
  let temps = 0;
  const seq = sequentialize(copies, () => {
    temps++;
    return scratch;
  });
  const loc = new Map<number, number>();
  for (let i = 0; i < n; i++) loc.set(i, 1000 + i);
  for (const m of seq) {
    if (!loc.has(m.src)) return `move reads ${m.src} before it was written`;
    loc.set(m.dst, loc.get(m.src)!);
  }
  const written = new Map(copies.map((c) => [c.dst, c.src]));
  for (let i = 0; i < n; i++) {
    const want = 1000 + (written.get(i) ?? i);
    if (loc.get(i) !== want) return `location ${i} holds ${loc.get(i)}, want ${want}`;
  }
  const nontrivial = copies.filter((c) => c.dst !== c.src).length;
  const cycles = countCycles(copies);
  if (seq.length !== nontrivial + cycles) return `${seq.length} moves, want ${nontrivial} + ${cycles} cycles`;
  if (temps !== cycles) return `temp() called ${temps} times for ${cycles} cycles`;
  return null;
}

t.test('every parallel copy over up to 5 locations sequentializes correctly and minimally', async (t) => {
  for (let n = 1; n <= 5; n++) {
    let cases = 0;
    let withCycles = 0;
    let failure: string | null = null;
    for (const copies of allCopies(n)) {
      cases++;
      if (countCycles(copies) > 0) withCycles++;
      const p = problem(n, copies);
      if (p) {
        failure = `${JSON.stringify(copies)}: ${p}`;
        break;
      }
    }
    t.equal(failure, null, `n=${n}: ${cases} parallel copies (${withCycles} with cycles)`);
  }
});

t.test('the counting helper itself sees cycles and fan-out', async (t) => {
  t.equal(
    countCycles([
      { dst: 0, src: 1 },
      { dst: 1, src: 0 },
    ]),
    1,
  );
  t.equal(
    countCycles([
      { dst: 0, src: 1 },
      { dst: 1, src: 2 },
      { dst: 2, src: 0 },
      { dst: 3, src: 0 },
    ]),
    1,
  );
  t.equal(
    countCycles([
      { dst: 0, src: 1 },
      { dst: 2, src: 1 },
    ]),
    0,
  );
  t.equal(countCycles([{ dst: 0, src: 0 }]), 0);
});

t.test('a destination written twice is refused', async (t) => {
  t.throws(
    () =>
      sequentialize(
        [
          { dst: 0, src: 1 },
          { dst: 0, src: 2 },
        ],
        () => 9,
      ),
    /twice/,
  );
});

t.test('a swap goes through the temporary', async (t) => {
  t.same(
    sequentialize(
      [
        { dst: 0, src: 1 },
        { dst: 1, src: 0 },
      ],
      () => 7,
    ),
    [
      { dst: 7, src: 0 },
      { dst: 0, src: 1 },
      { dst: 1, src: 7 },
    ],
  );
});
