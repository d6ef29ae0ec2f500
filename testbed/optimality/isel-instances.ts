// The instances of `tessera optimality --problem isel` (issue 24, Deliver 5): PBQP instruction
// selection over a whole function's SSA graph, the instance `--isel pbqp` solves
// (engine/isel/pbqp-cover.ts functionSelection: engine/isel/pbqp-function.ts over the function's
// block DAGs with every shared node un-fixed), from two sources per target:
//   - `corpus`: every function of the corpus's -O1 programs (corpus-blocks.ts corpusFunctions:
//     legalized, DAGs built and combined as the back end does);
//   - `generated`: every function of `count` programs of the constructive program generator
//     (testbed/fuzz/program-generator.ts; program k from its own seed, a function of (seed, k),
//     so program k is the same whatever the count), through the same steps. A function the back end
//     refuses (Unsupported) is counted, not measured.
// Contract: `selectionFunctions(source, isa, ...)` returns the functions (name, ISA, DAGs) and the
// refused ones; `selectionGraph(f)` the PbqpInstance of one (kind `isel`, group `<source> <isa>`)
// for testbed/optimality/pbqp-measure.ts. ISEL_ALGORITHMS are the heuristic solver as the
// selector calls it (`pbqp`: normalization and infinity propagation on), the same without them
// (`pbqp-no-propagation`: which instances the heuristic leaves without a finite solution before
// propagation) and the engine's exact solver (`pbqp-exact`): testbed/optimality/pbqp-sources.ts's
// three. Deterministic: nothing but the seed, the count and the files reaches an instance.

import type { Isa } from '../../isa-models/types.js';
import type { BlockDag } from '../../engine/isel/dag.js';
import { grammarOf } from '../../engine/isel/index.js';
import { functionSelection } from '../../engine/isel/pbqp-cover.js';
import { configFor, generateModule } from '../fuzz/program-generator.js';
import { corpusFunctions, functionDags } from './corpus-blocks.js';
import type { Algorithm, PbqpInstance } from './pbqp-measure.js';
import { RANDOM_ALGORITHMS } from './pbqp-sources.js';
import { instanceRng } from './tiling-instances.js';

export type SelectionSource = 'corpus' | 'generated';

export interface SelectionFunction {
  readonly source: SelectionSource;
  readonly isa: Isa;
  /** `program@function` (corpus) or `program <k>@function` (generated). */
  readonly name: string;
  readonly dags: readonly BlockDag[];
}

export interface SelectionFunctions {
  readonly functions: readonly SelectionFunction[];
  /** Functions the back end refuses (`name: reason`). */
  readonly refused: readonly string[];
}

export const ISEL_ALGORITHMS: readonly Algorithm[] = RANDOM_ALGORITHMS;

/** Every function of the corpus folder `dir` (holding <isa>/*.O1.ll) for `isa`. */
export function corpusSelection(isa: Isa, dir: string): SelectionFunctions {
  const c = corpusFunctions(isa, dir);
  return { functions: c.functions.map((f) => ({ source: 'corpus', isa, name: f.name, dags: f.dags })), refused: c.skipped };
}

/** Program k of the generated source, for `isa`: its own choices, a function of (seed, k). */
export function generatedProgram(isa: Isa, seed: number, k: number): SelectionFunctions {
  const module = generateModule(instanceRng(seed, k), configFor(isa));
  const functions: SelectionFunction[] = [];
  const refused: string[] = [];
  for (const fn of module.functions) {
    if (fn.blocks.length === 0) continue;
    const name = `program ${k}@${fn.name}`;
    const dags = functionDags(fn, module, isa);
    if (typeof dags === 'string') refused.push(`${name}: ${dags}`);
    else functions.push({ source: 'generated', isa, name, dags });
  }
  return { functions, refused };
}

/** The PBQP instance `--isel pbqp` solves for `f`. */
export function selectionGraph(f: SelectionFunction): PbqpInstance {
  const fi = functionSelection(grammarOf(f.isa), f.dags);
  // The complex instances' constant (engine/isel/pbqp-complex.ts) is reported apart: costs and gaps are of the cover.
  return { name: `${f.isa} ${f.name}`, kind: 'isel', group: `${f.source} ${f.isa}`, graph: fi.graph, offset: fi.offset };
}
