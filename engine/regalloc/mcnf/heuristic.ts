// The MCNF heuristic allocators as Allocators (Koes's thesis ch. 5): `iterative` (§5.1),
// `simultaneous` (§5.2) and `hybrid` (§5.4). Each builds the model of the (coalesced)
// function as the optimal allocator does (optimal.ts mcnfModel), constructs a feasible flow with its
// heuristic, checks it against the model's constraints and prices it (flow-check.ts), and turns the
// flows into an allocation (extract.ts).
//
// Contract: requires an MFunction that passes verifyMirRegs for `regs`, copies coalesced (the
// Allocators declare `coalesced`), and AllocOptions (metric, frequencies, model options). Produces
// the allocation with `solve: { status: 'heuristic', by, objective }` — the model cost of the flows,
// which oracles/allocation-cost recomputes independently. Where the model cannot express the
// function (`outside`), or the heuristic is stuck (no feasible path left: a limit of the heuristic,
// counted and reported), the result is second-chance's with `status: 'fallback'`, `by` naming the
// heuristic and the reason. Flows that break a constraint of the model are a bug of the heuristic
// and throw.

import type { AllocOptions, AllocResult, Allocator, MFunction, TargetRegs } from '../../mir/types.js';
import { precolor } from '../graph-color/graph-color.js';
import { secondChance } from '../second-chance/second-chance.js';
import { extractAllocation } from './extract.js';
import { checkFlows, flowCost } from './flow-check.js';
import type { FlowState } from './flow-state.js';
import { allocateIterative, type HeuristicInput, type IterativeOptions } from './iterative.js';
import { allocateSimultaneous, type SimultaneousOptions } from './simultaneous.js';
import { Stuck } from './stuck.js';
import { buildLayout } from './layout.js';
import { modelNames } from './model-options.js';
import { instructionOperands } from './operand-lookahead.js';
import { mcnfModel } from './optimal.js';
import type { McnfNetwork } from './build.js';

export type HeuristicResult =
  | { readonly status: 'heuristic'; readonly alloc: AllocResult; readonly objective: number; readonly by: string }
  | { readonly status: 'outside' | 'stuck'; readonly reason: string };

/** A heuristic: from the model's input to a feasible flow state and the heuristic that built it (throws Stuck when it cannot finish). */
export type Construct = (input: HeuristicInput, options: AllocOptions) => { readonly state: FlowState; readonly by: string };

/** Runs one heuristic on `fn`'s model (see the header); `verify` checks the flows against every constraint (quadratic: tests). */
export function allocateHeuristic(
  fn: MFunction,
  regs: TargetRegs,
  options: AllocOptions,
  construct: Construct,
  verify = false,
): HeuristicResult {
  const model = heuristicModel(fn, regs, options);
  if ('outside' in model) return { status: 'outside', reason: model.outside };
  let built: ReturnType<Construct>;
  try {
    built = construct(model.input, options);
  } catch (e) {
    if (e instanceof Stuck) return { status: 'stuck', reason: e.message };
    throw e;
  }
  return { status: 'heuristic', ...flowsToAllocation(fn, regs, options, model, built.state, verify), by: built.by };
}

/** The model of a function and what the heuristics read of it. */
export interface HeuristicModel {
  readonly mn: McnfNetwork;
  readonly input: HeuristicInput;
}

/** The model of `fn` and what the heuristics read of it, or why it is outside the model. */
export function heuristicModel(fn: MFunction, regs: TargetRegs, options: AllocOptions): HeuristicModel | { readonly outside: string } {
  const model = mcnfModel(fn, regs, options);
  if ('outside' in model) return model;
  const { fv, mn } = model;
  const layout = buildLayout(fv, mn);
  const colours = precolor(fn, regs);
  const input: HeuristicInput = {
    fv,
    net: mn.net,
    layout,
    operands: instructionOperands(fv, mn, regs),
    depth: fn.blocks.map((b) => b.loopDepth),
    frequency: fn.blocks.map((b) => options.frequencies?.[b.id] ?? 10 ** b.loopDepth),
    precolor: layout.commodities.map((c) => (c.kind === 'variable' ? (colours[fv.groups[c.group]![0]!] ?? -1) : -1)),
  };
  return { mn, input };
}

/** The allocation of a flow state and its model cost; `verify` checks the flows against every constraint first (quadratic: tests). */
export function flowsToAllocation(
  fn: MFunction,
  regs: TargetRegs,
  options: AllocOptions,
  model: HeuristicModel,
  state: FlowState,
  verify: boolean,
): { readonly alloc: AllocResult; readonly objective: number } {
  const { mn, input } = model;
  const flows = state.flows();
  if (verify) {
    const broken = checkFlows(mn.net, flows);
    if (broken.length > 0) throw new Error(`@${fn.name}: the heuristic's flows break the model: ${broken.slice(0, 3).join('; ')}`);
  }
  const alloc = extractAllocation(fn, input.fv, mn, flows, regs, options.model?.crossbar ?? 'zigzag');
  return { alloc, objective: flowCost(mn.net, flows) };
}

/** The iterative allocator's defaults by metric (§5.1.2): depth-first blocks for size, loops first for speed; precolouring. */
export function iterativeOptions(options: AllocOptions): IterativeOptions {
  return { blockOrder: (options.metric ?? 'speed') === 'size' ? 'depth-first' : 'loop', tieBreak: 'precolor', lookahead: true };
}

function heuristicAllocator(name: string, construct: Construct): Allocator {
  return {
    name,
    coalesced: true,
    allocate(fn: MFunction, regs: TargetRegs, options: AllocOptions = {}): AllocResult {
      const r = allocateHeuristic(fn, regs, options, construct);
      if (r.status === 'heuristic') {
        const names = modelNames(options.model);
        const model = names.length === 0 ? {} : { model: names };
        return {
          ...r.alloc,
          solve: { status: 'heuristic', by: r.by, objective: r.objective, metric: options.metric ?? 'speed', ...model },
        };
      }
      const reason = r.status === 'outside' ? `outside the model: ${r.reason}` : `stuck: ${r.reason}`;
      return { ...secondChance.allocate(fn, regs), solve: { status: 'fallback', fallback: 'second-chance', reason, by: name } };
    },
  };
}

/** The simultaneous allocator's defaults by metric (§5.2.2): loop-avoiding traces for size, loop traces for speed; no tie-breaking. */
export function simultaneousOptions(options: AllocOptions): SimultaneousOptions {
  return { traces: (options.metric ?? 'speed') === 'size' ? 'loop-avoiding' : 'loop', tieBreak: 'none' };
}

export const iterativeConstruct: Construct = (input, options) => ({
  state: allocateIterative(input, iterativeOptions(options)),
  by: 'iterative',
});
export const simultaneousConstruct: Construct = (input, options) => ({
  state: allocateSimultaneous(input, simultaneousOptions(options)),
  by: 'simultaneous',
});

/**
 * The hybrid (§5.4): both heuristics, the flows of lower model cost (iterative on a tie); one that
 * is stuck leaves the other's; both stuck is stuck.
 */
export function hybridConstruct(input: HeuristicInput, options: AllocOptions): ReturnType<Construct> {
  const built: ReturnType<Construct>[] = [];
  const reasons: string[] = [];
  for (const run of [iterativeConstruct, simultaneousConstruct]) {
    try {
      built.push(run(input, options));
    } catch (e) {
      if (!(e instanceof Stuck)) throw e;
      reasons.push(e.message);
    }
  }
  if (built.length === 0) throw new Stuck(reasons.join('; '));
  const cost = built.map((b) => flowCost(input.net, b.state.flows()));
  return cost.length === 2 && cost[1]! < cost[0]! ? built[1]! : built[0]!;
}

export const iterative = heuristicAllocator('iterative', iterativeConstruct);
export const simultaneous = heuristicAllocator('simultaneous', simultaneousConstruct);
export const hybrid = heuristicAllocator('hybrid', hybridConstruct);
