// The whole-function PBQP selection (engine/isel/pbqp-function.ts, pbqp-cover.ts coverFunctionPbqp)
// on every function of the -O2 corpus programs of the four targets: one instance over the SSA graph
// (blocks, phis, values crossing blocks), solved once; each block's tiling is accepted by the cover
// builder and the emitted machine IR by verifyMir; every cover request is answered by PBQP's own
// choices (no fallback to the tree DP), and the RN decisions are counted.

import t from 'tap';
import { buildDags } from '../../engine/isel/dag.js';
import { emitMachineIr } from '../../engine/isel/emit.js';
import { dagCombineOf, grammarOf } from '../../engine/isel/index.js';
import { coverFunctionPbqp } from '../../engine/isel/pbqp-cover.js';
import { verifyMir } from '../../engine/mir/verify.js';
import type { Isa } from '../../isa-models/types.js';
import { legalizedO2 } from './corpus-o2.js';

const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

for (const isa of ISAS) {
  t.test(`${isa}: whole-function PBQP selection of the O2 corpus`, (t) => {
    const g = grammarOf(isa);
    const combine = dagCombineOf(isa);
    const problems: string[] = [];
    let [functions, chosen, fallbacks, rn, unsolved] = [0, 0, 0, 0, 0];
    for (const { file, module: m } of legalizedO2(isa)) {
      for (const fn of m.functions.filter((f) => f.blocks.length > 0)) {
        functions++;
        const built = buildDags(fn, m);
        const dags = combine === undefined ? built.dags : built.dags.map((d) => combine(d, built.facts));
        try {
          const tilings = coverFunctionPbqp(g, dags);
          for (const x of tilings) [chosen, fallbacks] = [chosen + x.stats.chosen, fallbacks + x.stats.fallbacks];
          rn += tilings[0]?.stats.rn ?? 0;
          if (tilings.some((x) => !x.stats.solved)) unsolved++;
          const bad = verifyMir(emitMachineIr(fn, built.facts, tilings, g), isa);
          if (bad.length > 0) problems.push(`${file} @${fn.name}: ${bad.length} MIR problems, first ${JSON.stringify(bad[0])}`);
        } catch (e) {
          problems.push(`${file} @${fn.name}: ${(e as Error).message}`);
        }
      }
    }
    t.same(problems.slice(0, 5), [], `${functions} functions selected and emitted`);
    t.equal(unsolved, 0, 'every instance has a solution');
    t.equal(fallbacks, 0, `${chosen} cover requests, every one answered by PBQP's choices (none by the tree DP); ${rn} RN decisions`);
    t.end();
  });
}
