// The progressive allocator's parts and its clock (engine/regalloc/mcnf/progressive.ts; Koes's thesis
// ch. 6): Table 6.1's toy example number for number (standard and average-direction updates under
// the ratio rule 1/k), the Hungarian assignment (price initialisation, §6.2.4) against brute force on
// random matrices, the bound's arithmetic (§6.3.3), and the budget: with a fake clock
// (@sinonjs/fake-timers) that advances one millisecond per iteration, T ms gives T iterations and
// the same allocation on every run. The properties on generated and corpus functions of every
// target (lower bound never above the MILP optimum, never worse with more iterations, checker) are
// in mcnf-progressive.<target>.test.ts.

import FakeTimers from '@sinonjs/fake-timers';
import t from 'tap';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocOptions } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import { assign } from '../../engine/regalloc/mcnf/assignment.js';
import { optimalityBound, progressive } from '../../engine/regalloc/mcnf/progressive.js';
import { direction, ratioStep } from '../../engine/regalloc/mcnf/subgradient.js';
import { CaseRng } from '../../isa-models/rng.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';

/** Table 6.1, per k: θ_k, then the standard update's λ¹ λ² g¹ g², the average update's λ¹ λ² g¹ g² Ψ d¹ d². */
const TABLE_6_1 = [
  [1.0, 0.0, 0.0, 1, 1, 0.0, 0.0, 1, 1, 0.0, 1.0, 1.0],
  [0.5, 1.0, 1.0, 1, -1, 1.0, 1.0, 1, -1, 1.0, 2.0, 0.0],
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: Table 6.1's printed values, not constants
  [0.333, 1.5, 0.5, 1, 1, 2.0, 1.0, 1, -1, 0.707, 2.414, -1.0],
  [0.25, 1.833, 0.833, 1, -1, 2.805, 0.667, 1, -1, 0.541, 2.307, -1.541],
  [0.2, 2.083, 0.583, 1, 1, 3.381, 0.281, 1, 1, 0.51, 2.176, 0.214],
  [0.167, 2.283, 0.783, 1, -1, 3.817, 0.324, 1, 1, 0.647, 2.407, 1.139],
  [0.143, 2.45, 0.617, 1, -1, 4.218, 0.514, 1, 1, 0.531, 2.278, 1.605],
  [0.125, 2.593, 0.474, 1, 1, 4.543, 0.743, 1, -1, 0.507, 2.156, -0.186],
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: Table 6.1's printed values, not constants
  [0.111, 2.718, 0.599, 1, 1, 4.813, 0.72, 1, -1, 0.653, 2.409, -1.121],
  [0.1, 2.829, 0.71, 1, -1, 5.08, 0.595, 1, 1, 0.532, 2.282, 0.403],
];

t.test('Table 6.1: the standard and average-direction updates of the two-price toy, number for number', async (t) => {
  // The toy: the gradient is +1 below the optimal price (9, 0.6) and −1 above; prices start at 0; θ_k = 1/k.
  const optimum = [9, 0.6];
  const gradient = (lambda: Float64Array) => lambda.map((x, i) => (x < optimum[i]! ? 1 : -1));
  const standard = new Float64Array(2);
  const average = new Float64Array(2);
  let previous: Float64Array | undefined;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  TABLE_6_1.forEach((row, i) => {
    const k = i + 1;
    const theta = ratioStep(k, 1, 0);
    const gs = gradient(standard);
    const ga = gradient(average);
    const { d, psi } = direction('average', ga, previous);
    const got = [theta, standard[0]!, standard[1]!, gs[0]!, gs[1]!, average[0]!, average[1]!, ga[0]!, ga[1]!, psi, d[0]!, d[1]!];
    t.same(got.map(round), row, `k = ${k}`);
    t.same([...direction('standard', gs, previous).d], [...gs], `k = ${k}: the standard direction is the subgradient`);
    for (let j = 0; j < 2; j++) {
      standard[j]! += theta * gs[j]!;
      average[j]! += theta * d[j]!;
    }
    previous = d;
  });
});

t.test('assignment: the Hungarian method equals brute force on 300 random matrices (seed 2311)', async (t) => {
  const rng = new CaseRng(2311);
  let wrong = 0;
  for (let trial = 0; trial < 300; trial++) {
    const n = rng.int(1, 5);
    const m = n + rng.int(0, 2);
    const cost = Array.from({ length: n * m }, () => rng.int(-5, 14));
    const columns = assign(cost, n, m);
    const total = columns.reduce((s, j, i) => s + cost[i * m + j]!, 0);
    const distinct = new Set(columns).size === n && columns.every((j) => j >= 0 && j < m);
    if (!distinct || total !== bruteForce(cost, n, m)) {
      wrong++;
      t.fail(`trial ${trial} (${n}×${m}): columns ${columns} cost ${total}, brute force ${bruteForce(cost, n, m)}`);
    }
  }
  t.equal(wrong, 0, 'every assignment is a matching of the least total cost');
});

/** The least cost of assigning each of n rows a distinct one of m columns, by enumeration. */
function bruteForce(cost: readonly number[], n: number, m: number, row = 0, used = 0): number {
  if (row === n) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (let j = 0; j < m; j++) {
    if (used & (1 << j)) continue;
    best = Math.min(best, cost[row * m + j]! + bruteForce(cost, n, m, row + 1, used | (1 << j)));
  }
  return best;
}

t.test('the bound of §6.3.3: (base + cost) / (base + lower) − 1, none where base + lower ≤ 0', async (t) => {
  t.equal(optimalityBound(100, 10, 10), 0, 'cost = lower: proven, bound 0');
  t.ok(Math.abs(optimalityBound(100, 20, 0)! - 0.2) < 1e-12, 'lower 0: the cost over the base');
  t.equal(optimalityBound(100, 20, -50), 120 / 50 - 1, 'a negative lower bound still bounds');
  t.equal(optimalityBound(10, 20, -10), null, 'base + lower = 0: no bound');
  t.equal(optimalityBound(0, 0, 0), 0, 'a function a measured profile never ran: cost 0 = lower 0, proven, bound 0');
});

t.test('a budget through a fake clock: T ms of one-millisecond iterations give the same allocation on every run', async (t) => {
  const regs = restrictRegs(targetRegs('x86-32'), 3);
  const fn = generated(regs, 7);
  const run = (ms: number) => {
    const clock = FakeTimers.createClock(0);
    // Each reading of the clock after the first advances it 1 ms: it reads 0 at the start and k
    // before iteration k, so iteration k runs while k < T: T − 1 iterations.
    let reads = 0;
    const now = () => {
      if (reads++ > 0) clock.tick(1);
      return clock.now;
    };
    const options: AllocOptions = { progressive: { budget: { ms, clock: now } } };
    const r = progressive.allocate(fn, regs, options);
    if (r.solve?.status !== 'progressive') throw new Error(`not allocated on the model: ${JSON.stringify(r.solve)}`);
    return { solve: r.solve, allocation: JSON.stringify([r.allocs, r.edits]) };
  };
  const a = run(6);
  const b = run(6);
  t.same(a, b, 'two runs with the same budget: the same report and assignment');
  t.ok(a.solve.provenOptimal || a.solve.iterations === 5, `6 ms: 5 iterations unless proven earlier (${a.solve.iterations})`);
  const long = run(40);
  t.ok(long.solve.objective <= a.solve.objective, `40 ms (${long.solve.objective}) never worse than 6 ms (${a.solve.objective})`);
  t.equal(run(0).solve.iterations, 0, 'a budget of 0 ms: iteration 0 (the hybrid) only');
});

/** A generated function with `regs`' registers, coalesced (as the pipeline allocates it); seeds whose output fails verifyMirRegs are skipped. */
function generated(regs: ReturnType<typeof targetRegs>, seed: number) {
  for (let s = seed; ; s++) {
    const raw = generateMFunction(s, regs);
    if (verifyMirRegs(raw, regs).length === 0) return coalesceCopies(raw, regs).fn;
  }
}
