// The MCNF heuristics (issue 22; README "The MCNF heuristics") on every corpus function of one target: how often
// each is stuck, its model cost against second-chance's and graph-color's (each priced by the engine's model price,
// engine/regalloc/mcnf/price.ts, with the same edit costs), and its allocation time.
//
//   node --import tsx scripts/mcnf-heuristics-quality.ts <target> [--ra iterative|simultaneous|hybrid] [--metric speed|size]
//        [--block-order depth-first|loop] [--tie-break precolor|registers|conflicts|both|none]   (iterative)
//        [--traces long|loop|loop-avoiding] [--tie-break precolor|none]                          (simultaneous)
//        [--verify] (check the flows in the model) [--per-function] (each function's costs, worst ratio first)
//
// Timing is wall clock (performance.now) and reaches only this printout.
import type { Isa } from '../common/image.js';
import { editBytes } from '../engine/codegen/pipeline.js';
import type { AllocMetric, AllocOptions } from '../engine/mir/types.js';
import { ALLOCATORS } from '../engine/regalloc/index.js';
import {
  allocateHeuristic,
  type Construct,
  hybridConstruct,
  iterativeOptions,
  simultaneousOptions,
} from '../engine/regalloc/mcnf/heuristic.js';
import { allocateIterative, type BlockOrder, type TieBreak } from '../engine/regalloc/mcnf/iterative.js';
import { blockCosts } from '../engine/regalloc/mcnf/optimal.js';
import { modelPrice } from '../engine/regalloc/mcnf/price.js';
import { allocateSimultaneous } from '../engine/regalloc/mcnf/simultaneous.js';
import type { TraceKind } from '../engine/regalloc/mcnf/traces.js';
import { TARGETS } from '../engine/targets/target.js';
import { corpusInstances } from '../testbed/optimality/regalloc-instances.js';

const args = process.argv.slice(2);
const isa = args[0] as Isa;
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const ra = flag('--ra') ?? 'iterative';
const metric = (flag('--metric') ?? 'speed') as AllocMetric;
const blockOrder = flag('--block-order') as BlockOrder | undefined;
const tieBreak = flag('--tie-break');
const traces = flag('--traces') as TraceKind | undefined;
const constructs: Record<string, Construct> = {
  iterative: (input, o) => ({
    state: allocateIterative(input, {
      ...iterativeOptions(o),
      ...(blockOrder ? { blockOrder } : {}),
      ...(tieBreak ? { tieBreak: tieBreak as TieBreak } : {}),
    }),
    by: 'iterative',
  }),
  simultaneous: (input, o) => ({
    state: allocateSimultaneous(input, {
      ...simultaneousOptions(o),
      ...(traces ? { traces } : {}),
      ...(tieBreak ? { tieBreak: tieBreak as 'precolor' | 'none' } : {}),
    }),
    by: 'simultaneous',
  }),
  hybrid: hybridConstruct,
};
const construct = constructs[ra];
if (construct === undefined) throw new Error(`--ra ${ra}: one of ${Object.keys(constructs).join(', ')}`);
const { instances } = corpusInstances(isa, 'corpus/ll', 'maxmunch');
let [heuristic, second, graph, ms, msSecond, functions] = [0, 0, 0, 0, 0, 0];
const stuck: string[] = [];
const rows: { name: string; heuristic: number; second: number }[] = [];
for (const inst of instances) {
  // The size metric prices edits in the target's bytes, as the pipeline passes them (regalloc-measure.ts does the same).
  const options: AllocOptions = metric === 'size' ? { metric, editBytes: editBytes(TARGETS[isa], inst.regs) } : { metric };
  let t = performance.now();
  const r = allocateHeuristic(inst.fn, inst.regs, options, construct, args.includes('--verify'));
  ms += performance.now() - t;
  if (r.status !== 'heuristic') {
    stuck.push(`${inst.name}: ${r.status}: ${r.reason}`);
    continue;
  }
  t = performance.now();
  const s = ALLOCATORS['second-chance'].allocate(inst.fn, inst.regs);
  msSecond += performance.now() - t;
  const costs = blockCosts(inst.fn, options);
  const secondCost = modelPrice(inst.fn, s, costs);
  rows.push({ name: inst.name, heuristic: r.objective, second: secondCost });
  heuristic += r.objective;
  second += secondCost;
  graph += modelPrice(inst.fn, ALLOCATORS['graph-color'].allocate(inst.fn, inst.regs), costs);
  functions++;
}
for (const s of stuck) console.log(s);
if (args.includes('--per-function'))
  for (const r of rows.sort((a, b) => b.heuristic * a.second - a.heuristic * b.second))
    console.log(
      `${r.name.padEnd(32)} ${String(r.heuristic).padStart(9)} ${String(r.second).padStart(9)} ${(r.heuristic / Math.max(1, r.second)).toFixed(2)}`,
    );
console.log(
  `${isa} ${ra} (${metric}): ${functions} of ${instances.length} functions allocated (${stuck.length} not); model cost: ${ra} ${heuristic}, ` +
    `second-chance ${second} (${ra} / second-chance ${(heuristic / second).toFixed(3)}), graph-color ${graph} (${(heuristic / graph).toFixed(3)}); ` +
    `allocation ${ms.toFixed(0)} ms, second-chance ${msSecond.toFixed(0)} ms`,
);
