// The codegen test programs (build.ts `programs`) allocated by the real allocators (spill-all,
// linear-scan), checked by verifyMir and the independent allocation checker, emitted, linked and
// run on all four ISAs: the seam between engine/regalloc and engine/codegen (including `stack`
// operands: a slot written by a store and read by a load or an x86 ALU memory operand).

import t, { type Test } from 'tap';
import { emitFunction } from '../../engine/codegen/pipeline.js';
import { linkImage } from '../../engine/link/link-image.js';
import { ALLOCATORS } from '../../engine/regalloc/index.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { MFunction } from '../../engine/mir/types.js';
import type { Isa } from '../../isa-models/types.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { runImage } from '../../simulators/harness.js';
import { ISAS, moduleFor, programs } from './build.js';

function compile(t: Test, f: MFunction, isa: Isa, ra: 'spill-all' | 'linear-scan') {
  t.same(verifyMir(f, isa), [], `${f.name}: verifyMir`);
  const regs = targetRegs(isa);
  const alloc = ALLOCATORS[ra].allocate(f, regs);
  t.same(checkAllocation(f, alloc, regs), [], `${f.name}: allocation checker`);
  return emitFunction(f, alloc, isa);
}

for (const isa of ISAS) {
  for (const ra of ['spill-all', 'linear-scan'] as const) {
    t.test(`${isa} ${ra}`, (t) => {
      const p = programs(isa);
      const add2 = compile(t, p.add2, isa, ra);
      const sum = compile(t, p.sum, isa, ra);
      const main = compile(t, p.main, isa, ra);
      const stackOps = compile(t, p.stackOps, isa, ra);
      const image = linkImage(moduleFor(isa, ['add2', 'sum', 'main', 'stackOps'], ['putchar']), [add2, sum, main, stackOps], isa);
      const call = (entry: string, args: number[]) => runImage(image, { entry, args: args.map((v) => ({ width: 32, value: BigInt(v) })) });
      const r = (o: ReturnType<typeof call>) => Number(BigInt.asIntN(32, o.resultRegs[0]!));
      const a = call('add2', [40, -2]);
      t.equal(a.status, 'ok');
      t.equal(r(a), 38);
      const s = call('sum', [10]);
      t.equal(s.status, 'ok');
      t.equal(r(s), 55);
      const m = call('main', []);
      t.equal(m.status, 'ok');
      t.equal(r(m), 49);
      t.equal(Buffer.from(m.stdout).toString('latin1'), 'Hi');
      if (ra === 'spill-all') t.ok(s.counts.spillLoads! > 0, 'spill-all reloads');
      const k = call('stackOps', [5, 100]);
      t.equal(k.status, 'ok');
      t.equal(r(k), 110, 'stackOps(5, 100) = 100 + 2 * 5 through stack operands');
      t.end();
    });
  }
}
