// The allocation checker (oracles/allocation-checker.ts) as the pipeline's `checkAllocation` hook:
// the engine does not import the oracles, so the testbed brings the oracle to it.
//
// Requires an MFunction, its AllocResult and TargetRegs (what engine/codegen/pipeline.ts passes).
// Produces the checker's CheckErrors as Problems of pass `allocate` (engine/backend/problem.ts),
// each naming the function, the instruction and (when the checker names one) the operand.

import type { AllocationCheck, Problem } from '../../engine/codegen/pipeline.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';

export const allocationProblems: AllocationCheck = (mir, alloc, regs) =>
  checkAllocation(mir, alloc, regs).map(
    (e): Problem =>
      e.operand === null
        ? { pass: 'allocate', fn: mir.name, inst: e.inst, message: e.message }
        : { pass: 'allocate', fn: mir.name, inst: e.inst, operand: e.operand, message: e.message },
  );
