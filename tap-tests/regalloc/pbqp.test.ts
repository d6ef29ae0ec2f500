// PBQP register allocation (engine/regalloc/pbqp/): the graph of a round as the contract of
// allocation-graph.ts builds it, pbqp-exact's allocations accepted by the checker (the heuristic
// `pbqp` is in the registry, so allocators.test.ts and the corpus matrix cover it), and the exact
// mode's PBQP cost never above the heuristic's on the same graph, under register pressure.

import t from 'tap';
import { INF } from '../../engine/pbqp/graph.js';
import { solvePbqp } from '../../engine/pbqp/solve.js';
import { solvePbqpExact } from '../../engine/pbqp/exact.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { Isa } from '../../common/image.js';
import { EXACT_ALLOCATORS } from '../../engine/regalloc/index.js';
import { allocatePbqp, spillFirst } from '../../engine/regalloc/pbqp/pbqp.js';
import type { AllocationGraph } from '../../engine/regalloc/pbqp/allocation-graph.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { selectionCost } from '../../oracles/pbqp/cost.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';
import { restrictRegs } from '../../testbed/optimality/regalloc-instances.js';
import { allocateGenerated } from './random-mir.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const SEED = 20261204;

/** Every round's graph of the heuristic allocation of generated function `seed` on `regs`. */
function rounds(seed: number, regs = targetRegs('x86-32')): AllocationGraph[] {
  const fn = generateMFunction(seed, regs);
  const out: AllocationGraph[] = [];
  allocatePbqp(
    'pbqp',
    fn,
    regs,
    (g) => solvePbqp(g, spillFirst(g)),
    (ag) => out.push(ag),
  );
  return out;
}

t.test('the allocation graph: spill first, registers in preference order, interference INF on equal registers', async (t) => {
  const regs = targetRegs('x86-32');
  let interference = 0;
  let preferences = 0;
  for (let k = 0; k < 20; k++) {
    for (const ag of rounds(SEED + k, regs)) {
      for (const [p, colors] of ag.colorOf.entries()) {
        t.equal(colors[0], -1, 'alternative 0 is spill');
        t.same(
          [...colors.slice(1)].sort((a, b) => a - b),
          colors.slice(1),
          'registers in allocatable order',
        );
        t.equal(colors.length, ag.graph.costs[p]!.length);
      }
      for (const e of ag.graph.edges) {
        const [cu, cv] = [ag.colorOf[e.u]!, ag.colorOf[e.v]!];
        const infCells = e.matrix.filter((c, i) => c >= INF && cu[Math.floor(i / cv.length)] !== cv[i % cv.length]);
        t.equal(infCells.length, 0, 'INF only where both ends take one register');
        if (e.matrix.some((c) => c >= INF)) interference++;
        else preferences++;
        t.equal(e.matrix[0], 0, 'spill–spill costs nothing on an edge');
      }
    }
  }
  t.ok(interference > 50 && preferences > 5, `${interference} interference and ${preferences} preference edges seen`);
});

t.test('spill temporaries are never spilled again: their spill alternative is INF', async (t) => {
  const regs = restrictRegs(targetRegs('x86-32'), 3);
  let later = 0;
  for (let k = 0; k < 40; k++) {
    const [first, ...more] = rounds(SEED + k, regs);
    if (first === undefined || more.length === 0) continue;
    const last = more.at(-1)!;
    later++;
    t.ok(
      last.graph.costs.some((c) => c[0]! >= INF),
      'a round after spilling has spill temporaries',
    );
  }
  t.ok(later >= 5, `${later} functions needed a second round on 3 registers`);
});

t.test('pbqp-exact: allocations pass the checker on every target', async (t) => {
  for (const isa of ISAS) {
    const bad: string[] = [];
    for (let k = 0; k < 8; k++) {
      const r = allocateGenerated(isa, EXACT_ALLOCATORS['pbqp-exact'], SEED + k);
      if (r.failure !== null) bad.push(`generateMFunction(${SEED + k}) on ${isa}: ${r.failure}`);
    }
    t.same(bad, [], isa);
  }
});

t.test('under pressure the exact mode is never worse than the heuristic on the same graph, and often better', async (t) => {
  const regs = restrictRegs(targetRegs('thumb'), 3);
  let better = 0;
  let graphs = 0;
  for (let k = 0; k < 40; k++) {
    const [ag] = rounds(SEED + 100 + k, regs);
    if (ag === undefined) continue;
    const h = solvePbqp(ag.graph, spillFirst(ag.graph));
    const e = solvePbqpExact(ag.graph, { ...spillFirst(ag.graph), maxBranches: 2_000 });
    graphs++;
    t.ok(e.cost <= h.cost, `generateMFunction(${SEED + 100 + k}): exact ${e.cost}, heuristic ${h.cost}`);
    t.equal(selectionCost(ag.graph, e.selection), e.cost);
    if (e.cost < h.cost) better++;
  }
  t.ok(graphs >= 30);
  t.comment(`exact below the heuristic on ${better} of ${graphs} graphs`);
});

t.test('the heuristic allocation of a generated function is checked and deterministic', async (t) => {
  const regs = restrictRegs(targetRegs('arm'), 4);
  const fn = generateMFunction(SEED, regs);
  const a = allocatePbqp('pbqp', fn, regs, (g) => solvePbqp(g, spillFirst(g)));
  const b = allocatePbqp('pbqp', fn, regs, (g) => solvePbqp(g, spillFirst(g)));
  t.same(checkAllocation(fn, a, regs), []);
  t.same(a, b);
});
