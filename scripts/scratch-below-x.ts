import { generatedInstances } from '../testbed/optimality/regalloc-instances.js';
import { measureInstance } from '../testbed/optimality/regalloc-measure.js';
import { printMir } from '../engine/mir/print.js';
import { editBytes, findAllocator } from '../engine/codegen/pipeline.js';
import { TARGETS } from '../engine/targets/target.js';
import { allocateMcnf } from '../engine/regalloc/mcnf/optimal.js';
import { evaluateAllocation } from '../oracles/allocation-cost/evaluate.js';
const isa = (process.argv[2] ?? 'arm') as any;
const name = process.argv[3] ?? 'gen2464505751';
const al = process.argv[4] ?? 'second-chance';
const inst = generatedInstances({ seed: 1, count: 40, oneBlock: false, registers: null }, isa).find((i) => i.name === name)!;
const I = (TARGETS as any)[isa];
console.log('regs', JSON.stringify(inst.regs));
console.log(printMir(inst.fn, isa));
const opts = { metric: 'speed' as const, editBytes: editBytes(I, inst.regs) };
const opt = allocateMcnf(inst.fn, inst.regs, opts) as any;
console.log('optimal status', opt.status, opt.objective);
const h = findAllocator(al).allocate(inst.fn, inst.regs, opts);
for (const [who, a] of [['OPTIMAL', opt.alloc], [al, h]] as const) {
  console.log('=====', who);
  console.log(printMir(inst.fn, isa, a));
  const r = evaluateAllocation(inst.fn, a, { isa, frequencies: { kind: 'static' } });
  console.log(JSON.stringify({ edits: r.edits, weighted: r.weighted, model: r.model, exact: r.exact, copies: r.copies, mem: r.memoryOperands, stack: r.stackOperands, perBlock: r.perBlock.filter((b) => b.weighted > 0) }));
  console.log(JSON.stringify(a.edits, (k, v) => typeof v === "bigint" ? String(v) : v));
}
console.log(JSON.stringify(measureInstance(inst, { metric: 'speed', allocators: [al], maxInsts: 80 })));
