// Both selectors on every corpus function (O1, x86-32, x86-64, ARM and Thumb): the MFunction passes
// verifyMir (engine/mir/verify.ts), or legalization refuses the program with a Unsupported naming
// a 64-bit construct (32-bit targets only); on every block, cse-all's cover costs no more than maxmunch's counted per
// tree (treeCost: the quantity the dynamic programming minimises), and somewhere strictly less
// (else the comparison would not be telling the selectors apart).

import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadProgram } from '../../testbed/driver/input.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { Unsupported } from '../../engine/backend/errors.js';
import { SELECTORS, grammarOf, selectorByName } from '../../engine/isel/index.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { buildDags } from '../../engine/isel/dag.js';
import { coverMaxmunch } from '../../engine/isel/maxmunch.js';
import { coverCseAll } from '../../engine/isel/cse-all.js';
import { treeCost } from '../../engine/isel/cover.js';

for (const isa of ['x86-32', 'x86-64', 'arm', 'thumb'] as const) {
  t.test(`corpus functions select to valid MIR on ${isa}`, async (t) => {
    const dir = join('corpus/ll', isa);
    let functions = 0;
    let blocks = 0;
    let cheaper = 0;
    let problems = 0;
    const g = grammarOf(isa);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.O1.ll'))
      .sort()) {
      let m;
      try {
        m = legalizeModule(loadProgram(join(dir, file), isa).module, isa);
      } catch (e) {
        t.ok(isa !== 'x86-64' && e instanceof Unsupported && /64-bit/.test((e as Error).message), `${file}: ${(e as Error).message}`);
        continue;
      }
      for (const fn of m.functions.filter((f) => f.blocks.length > 0)) {
        functions++;
        for (const s of Object.values(SELECTORS)) {
          const p = verifyMir(s.select(fn, m, isa), isa);
          if (p.length > 0) {
            problems++;
            t.fail(`${file} @${fn.name} ${s.name}: ${p.slice(0, 3).join('; ')}`);
          }
        }
        for (const dag of buildDags(fn, m).dags) {
          blocks++;
          const mm = treeCost(dag, coverMaxmunch(g, dag).cover);
          const dp = treeCost(dag, coverCseAll(g, dag).cover);
          if (dp > mm) t.fail(`${file} @${fn.name} block ${dag.block}: cse-all ${dp} > maxmunch ${mm}`);
          if (dp < mm) cheaper++;
        }
      }
    }
    t.equal(problems, 0, `${functions} functions x 2 selectors verify`);
    t.ok(functions >= 30, `${functions} functions selected`);
    // Thumb-1's tiles rarely overlap at different costs: on its corpus the two covers cost the same on every block
    if (isa === 'thumb') t.equal(cheaper, 0, `cse-all as cheap as maxmunch on all ${blocks} blocks, never dearer`);
    else t.ok(cheaper > 0, `cse-all strictly cheaper than maxmunch on ${cheaper} of ${blocks} blocks, never dearer`);
  });
}

t.test('selector names', async (t) => {
  t.equal(selectorByName('tree-dp'), SELECTORS['cse-all']);
  t.equal(selectorByName('nope'), undefined);
});
