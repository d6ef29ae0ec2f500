// The iterative MCNF allocator on every corpus function of one target (issue 22, in progress; README "The MCNF
// heuristics"): how often it is stuck, its model cost against second-chance's and graph-color's (each priced by the
// engine's model price, engine/regalloc/mcnf/price.ts, with the same edit costs), and its allocation time.
//
//   node --import tsx scripts/iterative-quality.ts <target> [--block-order depth-first|loop] [--tie-break precolor|registers|conflicts|both|none]
//
// Timing is wall clock (performance.now) and reaches only this printout.
import { ALLOCATORS } from '../engine/regalloc/index.js';
import { allocateHeuristic, iterativeOptions } from '../engine/regalloc/mcnf/heuristic.js';
import { allocateIterative, type BlockOrder, type TieBreak } from '../engine/regalloc/mcnf/iterative.js';
import { blockCosts } from '../engine/regalloc/mcnf/optimal.js';
import { modelPrice } from '../engine/regalloc/mcnf/price.js';
import type { Isa } from '../common/image.js';
import { corpusInstances } from '../testbed/optimality/regalloc-instances.js';

const args = process.argv.slice(2);
const isa = args[0] as Isa;
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const blockOrder = flag('--block-order') as BlockOrder | undefined;
const tieBreak = flag('--tie-break') as TieBreak | undefined;
const { instances } = corpusInstances(isa, 'corpus/ll', 'maxmunch');
let [iterative, second, graph, ms, msSecond, functions] = [0, 0, 0, 0, 0, 0];
const stuck: string[] = [];
for (const inst of instances) {
  let t = performance.now();
  const r = allocateHeuristic(inst.fn, inst.regs, {}, (input, o) =>
    allocateIterative(input, { ...iterativeOptions(o), ...(blockOrder ? { blockOrder } : {}), ...(tieBreak ? { tieBreak } : {}) }),
  );
  ms += performance.now() - t;
  if (r.status !== 'heuristic') {
    stuck.push(`${inst.name}: ${r.status}: ${r.reason}`);
    continue;
  }
  t = performance.now();
  const s = ALLOCATORS['second-chance'].allocate(inst.fn, inst.regs);
  msSecond += performance.now() - t;
  const costs = blockCosts(inst.fn, {});
  iterative += r.objective;
  second += modelPrice(inst.fn, s, costs);
  graph += modelPrice(inst.fn, ALLOCATORS['graph-color'].allocate(inst.fn, inst.regs), costs);
  functions++;
}
for (const s of stuck) console.log(s);
console.log(
  `${isa}: ${functions} of ${instances.length} functions allocated (${stuck.length} not); model cost: iterative ${iterative}, ` +
    `second-chance ${second} (iterative / second-chance ${(iterative / second).toFixed(3)}), graph-color ${graph} (${(iterative / graph).toFixed(3)}); ` +
    `allocation ${ms.toFixed(0)} ms, second-chance ${msSecond.toFixed(0)} ms`,
);
