// The MCNF heuristic allocators on one target (engine/regalloc/mcnf/heuristic.ts; Koes's thesis ch. 5):
// on generated functions with 3 registers the iterative (§5.1), simultaneous (§5.2) and hybrid (§5.4)
// allocations are feasible in the model, checked, priced by the evaluator at their objective, never
// below the proven optimum (solved once per function for the three), and the hybrid is the cheaper of
// its parts; the corpus functions up to 100 instructions (about 40 a target) are allocated by the iterative and the
// simultaneous allocator without getting stuck, their flows feasible (the hybrid runs the same two;
// it runs in Unicorn on the corpus in tap-tests/codegen/mcnf-heuristics-corpus.<target>.test.ts). The generated
// functions include loop blocks whose entry fixes their exit (simultaneous.ts `enter`) and exits fixed
// in registers before their block is allocated (boundary.ts tailHolder): without those, 17 of the 48
// were stuck or broke a boundary in the simultaneous allocator. The hand-made examples (Figure 5.1's
// lookahead, no edit without pressure) are in mcnf-iterative.part.ts and mcnf-simultaneous.part.ts.

import t from 'tap';
import type { Isa } from '../../common/image.js';
import { corpusNeverStuck, generatedAgainstOptimum, HEURISTICS } from './mcnf-heuristic-checks.js';

export function mcnfHeuristics(isa: Isa): void {
  t.test(
    `${isa}: generated functions, 3 registers: feasible, checked, never below the proven optimum, hybrid the cheaper part`,
    async (t) => generatedAgainstOptimum(t, isa),
  );
  for (const h of HEURISTICS.filter((h) => h.name !== 'hybrid')) {
    t.test(
      `${isa}: ${h.name}: corpus functions up to 100 instructions: feasible in the model (checkFlows), checked, none stuck`,
      async (t) => corpusNeverStuck(t, h.construct, isa, 100),
    );
  }
}
