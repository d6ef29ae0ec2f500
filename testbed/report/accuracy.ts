// The report's model-accuracy figure: the MCNF model's predicted cost of the optimal allocation
// against the cost measured on the emitted code (Koes's thesis §3.7, Fig 3.14).
//
// Contract: requires the corpus IR and the `optimal` allocator; model-accuracy.ts measures (its
// header says how: speed, predicted dynamic spill loads+stores under the perfect profile against
// spill sites × emulator executions; size, the objective's bytes against the emitted body's added
// bytes). Only functions of at most MAX_INSTS machine instructions are solved: --quick without a time
// budget (all are proven, so the figure does not depend on the machine), the whole corpus with 60 s a
// solve through the report's clock (rows say `optimal` or `feasible`). Rows: target, metric,
// program, function, predicted, measured, cause (null when exact).

import { join } from 'node:path';
import type { Isa } from '../../common/image.js';
import { corpusInstances, instructionCount } from '../optimality/regalloc-instances.js';
import type { ReportContext } from './context.js';
import { type Figure, type Rows, scatter } from './figure.js';
import { measureProgram } from './model-accuracy.js';

const MAX_INSTS = { quick: 30, full: 80 };

export const accuracySteps = (ctx: ReportContext): number => ctx.targets.length;

export function accuracyFigures(ctx: ReportContext, failures: string[]): Figure[] {
  const maxInsts = ctx.quick ? MAX_INSTS.quick : MAX_INSTS.full;
  const rows: Record<string, string | number | null>[] = [];
  let unsolved = 0;
  for (const t of ctx.targets) {
    const isa = t.name as Isa;
    for (const [program, only] of smallFunctions(ctx, isa, maxInsts)) {
      // The whole corpus: 60 s a solve through the report's clock (a function not proven in time is a `feasible` row).
      const budget = ctx.quick ? undefined : { ms: 60_000, clock: ctx.clock };
      const r = measureProgram(program, 'O1', isa, budget, only, join(ctx.corpus, 'll'));
      unsolved += r.unsolved.length;
      for (const s of r.speed)
        rows.push({
          target: isa,
          metric: 'speed: dynamic spill loads+stores',
          program,
          function: s.name,
          status: s.status,
          predicted: s.predicted.loads + s.predicted.stores,
          measured: s.measured.loads + s.measured.stores,
          cause: s.cause,
        });
      for (const s of r.size)
        rows.push({
          target: isa,
          metric: 'size: bytes added',
          program,
          function: s.name,
          status: s.status,
          predicted: s.predicted,
          measured: s.measured,
          cause: s.cause,
        });
    }
    ctx.tick(`model accuracy ${isa}`);
  }
  // A mismatch no model limit explains is a bug of the model, the evaluator or the measurement.
  for (const r of rows)
    if (typeof r.cause === 'string' && /^(BUG|UNEXPLAINED)/.test(r.cause))
      failures.push(`model accuracy ${r.target} ${r.program} ${r.function} (${r.metric}): ${r.cause}`);
  const exact = rows.filter((r) => r.cause === null).length;
  return [
    {
      id: 'model-accuracy',
      title: 'MCNF model accuracy: predicted against measured',
      caption: `For every function of at most ${maxInsts} machine instructions of the programs ${ctx.programs.join(', ')} (maxmunch's selection, -O1), allocated by \`optimal\` (--quick: no time budget, every one proven; the whole corpus: 60 s a solve, the data's status says optimal or feasible): the model's predicted cost against the cost measured on the emitted code — speed: dynamic spill loads+stores under the measured (perfect) profile against spill sites × executions in Unicorn; size: the objective's bytes against the bytes the allocation adds to the emitted body. Points off the dashed line y = x carry their named cause in the data (${exact} of ${rows.length} exact). The analogue of Koes's Fig 3.14.`,
      note: `${unsolved} functions not solved (outside the model or no solve report) are not plotted.`,
      rows: rows as Rows,
      spec: scatter(rows as Rows, {
        x: 'predicted',
        y: 'measured',
        color: 'target',
        facet: 'metric',
        title: 'predicted vs measured',
        xTitle: 'predicted by the model',
        yTitle: 'measured',
        diagonal: true,
      }),
    },
  ];
}

/** The report's programs' functions of at most maxInsts instructions, by program. */
function smallFunctions(ctx: ReportContext, isa: Isa, maxInsts: number): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const inst of corpusInstances(isa, join(ctx.corpus, 'll'), 'maxmunch').instances) {
    const [program, fn] = inst.name.split('@') as [string, string];
    if (!ctx.programs.includes(program.replace(/\.O1$/, '')) || instructionCount(inst.fn) > maxInsts) continue;
    const key = program.replace(/\.O1$/, '');
    out.set(key, (out.get(key) ?? new Set()).add(fn));
  }
  return out;
}
