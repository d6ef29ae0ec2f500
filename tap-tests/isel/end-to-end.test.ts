// Selection through the whole back end on x86-32 and x86-64: every corpus program (O1) that
// legalizes is selected (maxmunch or cse-all), checked by verifyMir, allocated (spill-all or
// linear-scan), checked by the independent allocation checker, emitted, linked and run in the
// emulator against the interpreter (engine/driver/execute.ts). To stay within the test budget each
// program runs one selector x allocator combination, rotating through the four by program index
// (all four per program: `tessera check` once the pipeline lands; the
// rotation covers each combination on about a quarter of the corpus per ISA).

import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadProgram } from '../../engine/driver/input.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { SELECTORS } from '../../engine/isel/index.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { emitFunction } from '../../engine/codegen/index.js';
import { linkImage } from '../../engine/link/link-image.js';
import { executeImage } from '../../engine/driver/execute.js';
import { findTarget } from '../../engine/driver/targets.js';

const COMBOS = [['maxmunch', 'spill-all'], ['cse-all', 'linear-scan'], ['maxmunch', 'linear-scan'], ['cse-all', 'spill-all']] as const;

for (const isa of ['x86-32', 'x86-64'] as const) {
  t.test(`corpus on ${isa}: Tessera's back end matches the interpreter`, async (t) => {
    const target = findTarget(isa)!;
    const regs = targetRegs(isa);
    const files = readdirSync(join('corpus/ll', isa)).filter((f) => f.endsWith('.O1.ll')).sort();
    let matched = 0;
    files.forEach((file, k) => {
      let m;
      try { m = legalizeModule(loadProgram(join('corpus/ll', isa, file), isa).module, isa); } catch { return; } // select.test.ts checks the refusals
      const [sel, ra] = COMBOS[k % COMBOS.length]!;
      const emitted = m.functions.filter((f) => f.blocks.length > 0).map((fn) => {
        const mf = SELECTORS[sel].select(fn, m, isa);
        t.same(verifyMir(mf, isa), [], `${file} @${fn.name}: verifyMir`);
        const alloc = ALLOCATORS[ra].allocate(mf, regs);
        const errors = checkAllocation(mf, alloc, regs);
        if (errors.length > 0) t.fail(`${file} @${fn.name} ${sel}/${ra}: allocation checker: ${JSON.stringify(errors.slice(0, 2))}`);
        return emitFunction(mf, alloc, isa);
      });
      const image = linkImage(m, emitted, isa);
      const r = executeImage(m, target, image, { program: file, target: isa, backend: 'tessera', isel: sel, ra }, { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false });
      t.not(r.interpreter.status, 'error', `${file}: the interpreter runs it`);
      if (r.matchesInterpreter === true) matched++;
      else t.fail(`${file} ${sel}/${ra}: machine ${r.machine.status} return ${r.returnValue}, interpreter ${r.interpreter.status} return ${r.interpreter.return}`);
    });
    t.ok(matched >= (isa === 'x86-64' ? 30 : 20), `${matched} programs match the interpreter`);
  });
}
