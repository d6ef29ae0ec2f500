// Test helper: deliberately wrong back ends for the fuzzer's failure paths (never registered
// anywhere; passed to `tessera fuzz` through its test-only `compile` hook, testbed/driver/fuzz.ts).
//
// Contract: each is a `Compile` (testbed/driver/backend.ts) that runs the real pipeline
// (compileModule) on a real input and plants one bug — no mocks of Unicorn or the interpreter:
// - `swappedSub`: every `sub` is compiled with its operands swapped (a selector-like bug: wrong code
//   that the verifiers and the allocation checker cannot see; only the differential run catches it);
// - `sdivUnsupported`: a module with an `sdiv` is refused with Unsupported (engine/backend/errors.ts),
//   as the legalizer refuses a construct (drives the fuzzer's reject counting).

import { compileModule } from '../../engine/codegen/pipeline.js';
import { Unsupported } from '../../engine/backend/errors.js';
import type { Compile } from '../../testbed/driver/backend.js';
import type { Inst, Module } from '../../engine/ir/types.js';

function mapInsts(m: Module, f: (i: Inst) => Inst): Module {
  return {
    ...m,
    functions: m.functions.map((fn) => ({ ...fn, blocks: fn.blocks.map((b) => ({ ...b, insts: b.insts.map(f) })) })),
  };
}

export const swappedSub: Compile = (module, isa, options) =>
  compileModule(mapInsts(module, (i) => (i.op === 'binop' && i.binop === 'sub' ? { ...i, lhs: i.rhs, rhs: i.lhs } : i)), isa, options);

export const sdivUnsupported: Compile = (module, isa, options) => {
  const hasUdiv = module.functions.some((f) => f.blocks.some((b) => b.insts.some((i) => i.op === 'binop' && i.binop === 'sdiv')));
  if (hasUdiv) throw new Unsupported('sdiv', { fn: module.functions[0]!.name, why: 'planted' });
  return compileModule(module, isa, options);
};
