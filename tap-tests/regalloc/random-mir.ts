// The random-MIR property the allocator tests share (not a test file itself): a machine-IR function
// from the constructive generator (testbed/fuzz/mir-generator.ts), checked by verifyMir, allocated,
// and the allocation judged by the independent checker (oracles/allocation-checker.ts).
//
// Contract: `allocateGenerated` returns the function, its registers and the allocation, with
// `failure` null when the generated MIR is valid and the checker accepts the allocation, otherwise
// the first problem (and the allocated listing for a checker complaint).

import type { Isa } from '../../common/image.js';
import { problemText } from '../../engine/backend/problem.js';
import { printMir } from '../../engine/mir/print.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import type { AllocResult, Allocator, MFunction, TargetRegs } from '../../engine/mir/types.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { generateMFunction } from '../../testbed/fuzz/mir-generator.js';

export type Generated =
  | { readonly failure: string; readonly fn: MFunction; readonly regs: TargetRegs; readonly result?: AllocResult }
  | { readonly failure: null; readonly fn: MFunction; readonly regs: TargetRegs; readonly result: AllocResult };

export function allocateGenerated(isa: Isa, allocator: Allocator, genSeed: number): Generated {
  const regs = targetRegs(isa);
  const fn = generateMFunction(genSeed, regs);
  const problems = verifyMirRegs(fn, regs);
  if (problems.length > 0) return { failure: `generator produced invalid MIR: ${problemText(problems[0]!)}`, fn, regs };
  const result = allocator.allocate(fn, regs);
  const errors = checkAllocation(fn, result, regs);
  if (errors.length === 0) return { failure: null, fn, regs, result };
  const e = errors[0]!;
  const failure = `${errors.length} errors, first: inst ${e.inst} operand ${e.operand}: ${e.message}\n${printMir(fn, isa, result)}`;
  return { failure, fn, regs, result };
}
