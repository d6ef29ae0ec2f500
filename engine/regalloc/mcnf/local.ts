// The local MCNF allocator of a single-block function, end to end (Koes's thesis §3.2 + §3.4, the
// weighted cost of §3.5): coalesce copies (§3.6 remedy 1, engine/regalloc/coalesce.ts), build the
// network (local-values.ts, local-build.ts), solve it exactly (ilp.ts), turn the flows into an
// allocation (local-extract.ts). Not registered as an allocator yet (issue 20: the global model and
// `--ra optimal` come later); exposed as a function.
//
// Contract: requires a one-block MFunction passing verifyMirRegs for `regs`, and
// optionally a solver budget. Produces, for the *coalesced* function (`fn` in the result: the
// allocation is of it), an AllocResult and the solver's objective (recomputed from the flows by
// ilp.ts), which must equal oracles/allocation-cost evaluateAllocation's `weighted.total` (the
// edits' 8:8:1 × frequency cost) of that allocation, and the allocation must pass
// oracles/allocation-checker.ts: engine/ may not import oracles/ (dependency rules), so
// tap-tests/regalloc/mcnf-local.test.ts checks both on every allocation it makes. The
// evaluator's `model.weighted` adds one move per copy left after coalescing (copies are not edits;
// the network prices none, and a copy whose sides share a register is counted by the evaluator as
// `coalesced-copy` outside the model). Or: `outside` (what local-values.ts cannot express, named),
// `infeasible`, `unsolved` (budget). Deterministic: the solver without a budget is a function of the
// network.

import type { AllocResult, MFunction, TargetRegs } from '../../mir/types.js';
import { coalesceCopies } from '../coalesce.js';
import { type SolveOptions, solveNetwork } from './ilp.js';
import { buildLocalNetwork } from './local-build.js';
import { extractAllocation } from './local-extract.js';
import { OutsideLocalModel, blockValues } from './local-values.js';

export interface LocalMcnfOptions {
  readonly budget?: SolveOptions['budget'];
}

export interface NetworkSize {
  readonly nodes: number;
  readonly edges: number;
  readonly commodities: number;
}

export type LocalMcnfResult =
  | {
      readonly status: 'optimal' | 'feasible';
      readonly fn: MFunction;
      readonly alloc: AllocResult;
      readonly objective: number;
      /** Copies left after coalescing (each a move in the evaluator's `model` cost). */
      readonly copies: number;
      readonly size: NetworkSize;
    }
  | { readonly status: 'outside'; readonly reason: string }
  | { readonly status: 'infeasible' | 'unsolved'; readonly size: NetworkSize };

export async function allocateLocalMcnf(input: MFunction, regs: TargetRegs, opts: LocalMcnfOptions = {}): Promise<LocalMcnfResult> {
  const { fn } = coalesceCopies(input, regs);
  let bv: ReturnType<typeof blockValues>;
  try {
    bv = blockValues(fn, regs);
  } catch (e) {
    if (e instanceof OutsideLocalModel) return { status: 'outside', reason: e.message };
    throw e;
  }
  const block = fn.blocks[0]!;
  const ln = buildLocalNetwork(bv, regs, {
    vregClass: (v) => regs.classes[fn.vregs[v]!.class] ?? [],
    clobbers: block.insts.map((i) => (i.kind === 'isa' ? i.clobbers : [])),
    frequency: 10 ** block.loopDepth,
  });
  const size = { nodes: ln.net.nodes.length, edges: ln.net.edges.length, commodities: ln.net.commodities.length };
  const r = solveNetwork(ln.net, opts.budget ? { budget: opts.budget } : {});
  if (r.status === 'infeasible' || r.status === 'unsolved') return { status: r.status, size };
  const alloc = extractAllocation(fn, bv, ln, r.flows, regs);
  const copies = block.insts.filter((i) => i.kind === 'copy').length;
  return { status: r.status, fn, alloc, objective: r.cost, copies, size };
}
