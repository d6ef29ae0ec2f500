// Allocation problems fuzzed directly: random machine-IR functions (mir-generator.ts: fixed
// registers, tied operands, early defs, stack operands, call clobbers, more live values than
// registers) through every requested allocator on every requested target, each result judged by
// the allocation checker — so an allocator bug is found without a selector in between (regalloc2's
// fuzz target `ion_checker`, anchors.md §1).
//
// Contract: requires a seed, case indices, targets and allocator names (engine/regalloc/index.ts
// ALLOCATORS). Case k on target T allocates `generateMFunction(caseSeed(seed, k), targetRegs(T))`:
// the same case index as the program campaign (campaign.ts), so one replay line (`--seed S --case k
// --targets T --ra R`) reproduces both. Produces counts and one failure per (case, target,
// allocator) whose result the checker rejects or whose allocator throws, with the function's
// listing and the checker's first complaints. The generator's output must pass verifyMir; if it
// does not, that is a generator bug and is reported as a failure of kind `invalid-mir`.
// Deterministic: nothing but the seed reaches the result.

import type { Isa } from '../../isa-models/types.js';
import { findAllocator } from '../../engine/codegen/pipeline.js';
import { targetRegs } from '../../engine/mir/target-regs.js';
import { printMir } from '../../engine/mir/print.js';
import { verifyMirRegs } from '../../engine/mir/verify.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { caseSeed } from './campaign.js';
import { generateMFunction } from './mir-generator.js';
import { problemText } from '../../engine/backend/problem.js';
import { FUZZ_PROGRESSIVE } from './differential.js';

export interface ProblemSpec {
  readonly seed: number;
  readonly cases: readonly number[];
  readonly targets: readonly Isa[];
  readonly ras: readonly string[];
}

export interface ProblemFailure {
  readonly caseIndex: number;
  readonly isa: Isa;
  readonly ra: string;
  readonly kind: 'checker' | 'crash' | 'invalid-mir';
  /** The first complaint (checker error, exception message, verifier problem). */
  readonly detail: string;
  /** The function with the allocation (when there is one) and every complaint, for the failure file. */
  readonly listing: string;
}

export interface ProblemResult {
  readonly functions: number;
  readonly allocations: number;
  /** Spill and reload edits over all allocations, per allocator (pressure makes them happen). */
  readonly slotEdits: ReadonlyMap<string, number>;
  readonly failures: readonly ProblemFailure[];
}

export function runAllocationProblems(spec: ProblemSpec): ProblemResult {
  let functions = 0;
  let allocations = 0;
  const slotEdits = new Map(spec.ras.map((ra) => [ra, 0]));
  const failures: ProblemFailure[] = [];
  for (const k of spec.cases) {
    for (const isa of spec.targets) {
      const regs = targetRegs(isa);
      const fn = generateMFunction(caseSeed(spec.seed, k), regs);
      functions++;
      const problems = verifyMirRegs(fn, regs);
      if (problems.length > 0) {
        failures.push({
          caseIndex: k,
          isa,
          ra: '-',
          kind: 'invalid-mir',
          detail: problemText(problems[0]!),
          listing: `${printMir(fn, isa)}\n\n${problems.map(problemText).join('\n')}`,
        });
        continue;
      }
      for (const ra of spec.ras) {
        allocations++;
        const f = allocateAndCheck(k, isa, ra, fn, regs);
        if ('kind' in f) failures.push(f);
        else slotEdits.set(ra, slotEdits.get(ra)! + f.slotEdits);
      }
    }
  }
  return { functions, allocations, slotEdits, failures };
}

function allocateAndCheck(
  caseIndex: number,
  isa: Isa,
  ra: string,
  fn: ReturnType<typeof generateMFunction>,
  regs: ReturnType<typeof targetRegs>,
): ProblemFailure | { slotEdits: number } {
  const allocator = findAllocator(ra);
  let result;
  try {
    result = allocator.allocate(fn, regs, { progressive: FUZZ_PROGRESSIVE });
  } catch (e) {
    const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return { caseIndex, isa, ra, kind: 'crash', detail: message, listing: `${printMir(fn, isa)}\n\n${message}` };
  }
  const errors = checkAllocation(fn, result, regs);
  if (errors.length > 0) {
    const lines = errors.map((e) => `inst ${e.inst} operand ${e.operand ?? '-'}: ${e.message}`);
    return {
      caseIndex,
      isa,
      ra,
      kind: 'checker',
      detail: `${errors.length} errors, first: ${lines[0]}`,
      listing: `${printMir(fn, isa, result)}\n\n${lines.join('\n')}`,
    };
  }
  return { slotEdits: result.edits.filter((e) => e.from.kind === 'slot' || e.to.kind === 'slot').length };
}
