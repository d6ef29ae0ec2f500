// The progressive allocator (issue 23) on the corpus functions of one target: per function the hybrid's model
// cost (iteration 0), the best after the iterations, the lower bound, and, with --optimum, the MILP optimum.
//
//   node --import tsx scripts/progressive-quality.ts <target> [--metric speed|size] [--iterations N]
//        [--step ratio|frequency|newton] [--direction standard|average] [--init zero|heuristic|assignment] [--ratio a/b] [--beta B]
//        [--max-insts N] [--only NAME] [--optimum] [--trace]
//
// Timing is wall clock (performance.now) and reaches only this printout.
import type { Isa } from '../common/image.js';
import { editBytes } from '../engine/codegen/pipeline.js';
import type { AllocMetric, AllocOptions, ProgressiveSettings } from '../engine/mir/types.js';
import { heuristicModel } from '../engine/regalloc/mcnf/heuristic.js';
import { allocateMcnf } from '../engine/regalloc/mcnf/optimal.js';
import { runProgressive } from '../engine/regalloc/mcnf/progressive.js';
import { TARGETS } from '../engine/targets/target.js';
import { corpusInstances, instructionCount } from '../testbed/optimality/regalloc-instances.js';

const args = process.argv.slice(2);
const isa = args[0] as Isa;
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const metric = (flag('--metric') ?? 'speed') as AllocMetric;
const settings: ProgressiveSettings = {
  iterations: Number(flag('--iterations') ?? 10),
  ...(flag('--step') ? { step: flag('--step') as ProgressiveSettings['step'] } : {}),
  ...(flag('--direction') ? { direction: flag('--direction') as ProgressiveSettings['direction'] } : {}),
  ...(flag('--ratio') ? { ratio: { a: Number(flag('--ratio')!.split('/')[0]), b: Number(flag('--ratio')!.split('/')[1]) } } : {}),
  ...(flag('--beta') ? { beta: Number(flag('--beta')) } : {}),
  ...(flag('--init') ? { init: flag('--init') as ProgressiveSettings['init'] } : {}),
};
const maxInsts = Number(flag('--max-insts') ?? 1e9);
const only = flag('--only');
const { instances } = corpusInstances(isa, 'corpus/ll', 'maxmunch');
let [hybrid, best, lower, proven, n, optimumHits, ms, first] = [0, 0, 0, 0, 0, 0, 0, 0];
for (const inst of instances) {
  if (instructionCount(inst.fn) > maxInsts || (only !== undefined && !inst.name.includes(only))) continue;
  const options: AllocOptions = {
    metric,
    progressive: settings,
    ...(metric === 'size' ? { editBytes: editBytes(TARGETS[isa], inst.regs) } : {}),
  };
  const model = heuristicModel(inst.fn, inst.regs, options);
  if ('outside' in model) continue;
  const t = performance.now();
  let run: ReturnType<typeof runProgressive>;
  try {
    run = runProgressive(model.input, options);
  } catch (e) {
    console.log(`${inst.name}: ${(e as Error).message}`);
    continue;
  }
  const took = performance.now() - t;
  ms += took;
  let opt = '';
  if (args.includes('--optimum')) {
    const r = allocateMcnf(inst.fn, inst.regs, options);
    if (r.status === 'optimal') {
      opt = ` optimum ${r.objective}`;
      if (run.lower > r.objective) opt += ' LOWER BOUND ABOVE THE OPTIMUM';
      if (run.cost === r.objective) optimumHits++;
    }
  }
  n++;
  hybrid += run.trace[0]!.best;
  best += run.cost;
  lower += run.lower;
  first += Math.ceil(run.trace[0]!.value);
  if (run.proven) proven++;
  console.log(
    `${inst.name.padEnd(36)} hybrid ${run.trace[0]!.best} best ${run.cost} (it ${run.bestAt}) lower ${run.lower} L0 ${run.trace[0]!.value.toFixed(1)}${run.proven ? ' PROVEN' : ''} stuck ${run.stuck}${opt} ${took.toFixed(0)} ms`,
  );
  if (args.includes('--trace')) console.log(run.trace.map((r) => `${r.iteration}:${r.value.toFixed(1)}/${r.best}`).join(' '));
}
console.log(
  `${isa} ${metric}: ${n} functions, hybrid ${hybrid}, best ${best} (${(best / hybrid).toFixed(3)}), lower ${lower} (at iteration 0: ${first}), proven ${proven}, optimum reached ${optimumHits}, ${ms.toFixed(0)} ms`,
);
