// The progressive register allocator `--ra progressive` (Koes's thesis ch. 6, §6.3; digest §3.4,
// §3.5, pitfalls 10-15): Lagrangian prices improved by subgradient optimisation, the simultaneous
// allocator run on the priced network at every iteration, and a proven lower bound per function.
//
// Contract: requires what the MCNF heuristics require (heuristic.ts) and AllocOptions.progressive
// (ProgressiveSettings: iterations and/or a budget in ms through the caller's clock; step rule,
// update direction, price initialisation). Produces the best allocation found by its true (unpriced)
// model cost, with `solve.status = 'progressive'`: objective, `lower` (the running maximum of the
// Lagrangian value, rounded up — L is not monotone and may be negative, pitfall 13), `bound`
// (§6.3.3), provenOptimal, iterations, bestAt. Where the model cannot express the function or the
// hybrid is stuck, second-chance's allocation with `status: 'fallback'` (as the heuristics).
// The loop:
//   iteration 0: the hybrid allocator on the unpriced network (§6.3); the initial prices (price-init.ts:
//     the assignment prices by default) and the Lagrangian value L at them;
//   iteration k ≥ 1: one subgradient step from the balanced flow of the last L (lagrangian.ts,
//     subgradient.ts), the simultaneous allocator on the priced network (priced-network.ts; a
//     priced run that is stuck counts and is skipped), its true cost kept if lower, then L at the
//     new prices.
//   It stops after the iterations, when the clock passes the budget (read before each iteration ≥ 1;
//   iteration 0 always runs), or when the lower bound meets the best cost: that proves the
//   allocation optimal in the model (complementary slackness with a Lagrangian minimiser is the
//   case L = cost). A lower bound above a feasible allocation's cost contradicts weak duality: it throws.
// Defaults (the thesis's winners, §6.2): balanced flows; size: the ratio rule; speed: the
// frequency-scaled rule; average-direction updates with a smaller initial step (0.1/(k + 10), see
// stepOptions); assignment prices.
// val_beforeRA (§6.3.3, which the thesis defines only in words): speed, Σ over blocks of frequency ×
// Σ instructions' weight, 1 per instruction and 8 for one with a memory operand of its own (a frame
// object or a `stack` operand: the 8:8:1 model's load or store); size, each instruction at the
// size metric's register move (an estimate, as the thesis's "as if every operand were an
// inexpensive register": smaller than the real instructions, so the bound is conservative).

import type { AllocOptions, AllocResult, Allocator, MFunction, ProgressiveSettings, TargetRegs } from '../../mir/types.js';
import { secondChance } from '../second-chance/second-chance.js';
import { flowCost } from './flow-check.js';
import type { FlowState } from './flow-state.js';
import { flowsToAllocation, type HeuristicModel, heuristicModel, hybridConstruct, simultaneousOptions } from './heuristic.js';
import type { HeuristicInput } from './iterative.js';
import { type Prices, type Relaxation, relax, SCALE, solve } from './lagrangian.js';
import { modelNames } from './model-options.js';
import { initialPrices } from './price-init.js';
import { pricedInput } from './priced-network.js';
import { allocateSimultaneous } from './simultaneous.js';
import { Stuck } from './stuck.js';
import { direction, type StepOptions, subgradient, update } from './subgradient.js';

export const DEFAULT_ITERATIONS = 10;

/** One iteration's numbers (for the bench's curves): the Lagrangian value at its prices (cost units) and the best cost so far. */
export interface IterationRecord {
  readonly iteration: number;
  readonly value: number;
  readonly best: number;
}

export interface ProgressiveRun {
  readonly state: FlowState;
  readonly by: string;
  readonly cost: number;
  /** ⌈max_k L_k⌉ in cost units. */
  readonly lower: number;
  readonly iterations: number;
  readonly bestAt: number;
  readonly proven: boolean;
  /** Iterations whose priced simultaneous run was stuck. */
  readonly stuck: number;
  readonly trace: readonly IterationRecord[];
}

/** The step rule and direction of the settings, the thesis's defaults by metric where absent. */
function stepOptions(settings: ProgressiveSettings, metric: 'speed' | 'size'): StepOptions {
  const rule = settings.step ?? (metric === 'size' ? 'ratio' : 'frequency');
  // §6.2.2's shapes (size a/(k + b), speed B_freq · a/(k + b)) with the smaller initial step that
  // average-direction updates need (pitfall 12; the thesis does not state the constants): 0.1/(k + 10)
  // for both metrics, measured best of the candidates on the x86-32 corpus (README, "Progressive").
  const ratio = settings.ratio ?? { a: 0.1, b: 10 };
  return { rule, ...ratio, beta: settings.beta ?? 1, direction: settings.direction ?? 'average' };
}

/** Runs the loop of the header on one function's model; throws Stuck when the hybrid is. */
export function runProgressive(input: HeuristicInput, options: AllocOptions): ProgressiveRun {
  const settings = options.progressive ?? {};
  const metric = options.metric ?? 'speed';
  const start = hybridConstruct(input, options);
  let best = { state: start.state, by: start.by, cost: flowCost(input.net, start.state.flows()), at: 0 };
  const r = relax(input.net, input.layout, (L) => input.fv.layers[L]!.block);
  let prices = initialPrices(r, settings.init ?? 'assignment', (q, L) => start.state.classAt(q, L));
  let solved = solve(r, prices);
  let maxL = solved.value;
  const trace: IterationRecord[] = [{ iteration: 0, value: solved.value / SCALE, best: best.cost }];
  const step = stepOptions(settings, metric);
  const frequency = metric === 'speed' ? input.frequency : input.frequency.map(() => 1);
  const limit = settings.iterations ?? (settings.budget === undefined ? DEFAULT_ITERATIONS : Number.POSITIVE_INFINITY);
  const t0 = settings.budget?.clock();
  let previous: Float64Array | undefined;
  let stuck = 0;
  let k = 0;
  while (lowerOf(maxL, best.cost) < best.cost && k < limit && !overBudget(settings, t0)) {
    k++;
    const g = subgradient(r, solved);
    const d = direction(step.direction, g, previous).d;
    previous = d;
    prices = update(r, prices, d, k, step, frequency, { upper: best.cost, value: solved.value / SCALE, g });
    const found = pricedRun(input, r, prices, options);
    if (found === undefined) stuck++;
    else if (found.cost < best.cost) best = { ...found, at: k };
    solved = solve(r, prices);
    maxL = Math.max(maxL, solved.value);
    trace.push({ iteration: k, value: solved.value / SCALE, best: best.cost });
  }
  const lower = lowerOf(maxL, best.cost);
  return {
    state: best.state,
    by: best.by,
    cost: best.cost,
    lower,
    iterations: k,
    bestAt: best.at,
    proven: lower === best.cost,
    stuck,
    trace,
  };
}

/** ⌈L⌉ in cost units; above a feasible allocation's cost it contradicts weak duality (a bug of the relaxation or the solver). */
function lowerOf(maxL: number, cost: number): number {
  const lower = Math.ceil(maxL / SCALE);
  if (lower > cost) throw new Error(`progressive: the Lagrangian bound ${maxL / SCALE} is above a feasible allocation's cost ${cost}`);
  return lower;
}

function overBudget(settings: ProgressiveSettings, t0: number | undefined): boolean {
  const budget = settings.budget;
  return budget !== undefined && t0 !== undefined && budget.clock() - t0 >= budget.ms;
}

/** The simultaneous allocator on the priced network: its flows and their true cost, or undefined when it is stuck. */
function pricedRun(input: HeuristicInput, r: Relaxation, prices: Prices, options: AllocOptions) {
  const priced = pricedInput(input, r, prices);
  try {
    const state = allocateSimultaneous(priced.input, simultaneousOptions(options));
    return { state, by: 'simultaneous', cost: flowCost(input.net, state.flows()) };
  } catch (e) {
    if (e instanceof Stuck) return undefined;
    throw e;
  }
}

/** val_beforeRA of the header, in the metric's units. */
export function beforeAllocation(fn: MFunction, options: AllocOptions): number {
  const size = (options.metric ?? 'speed') === 'size';
  let total = 0;
  for (const b of fn.blocks) {
    const f = size ? 1 : (options.frequencies?.[b.id] ?? 10 ** b.loopDepth);
    for (const inst of b.insts) {
      const memory = inst.kind === 'isa' && (inst.frame !== undefined || inst.regs.some((op) => op.constraint.kind === 'stack'));
      total += size ? options.editBytes!.move : f * (memory ? 8 : 1);
    }
  }
  return total;
}

/** §6.3.3's bound: (base + cost) / (base + lower) − 1; 0 when proven (cost = lower, even where base is 0: a function a measured profile never ran); null where base + lower ≤ 0 otherwise. */
export function optimalityBound(base: number, cost: number, lower: number): number | null {
  if (cost === lower) return 0;
  return base + lower > 0 ? (base + cost) / (base + lower) - 1 : null;
}

export const progressive: Allocator = {
  name: 'progressive',
  coalesced: true,
  allocate(fn: MFunction, regs: TargetRegs, options: AllocOptions = {}): AllocResult {
    const model = heuristicModel(fn, regs, options);
    const fallback = (reason: string): AllocResult => ({
      ...secondChance.allocate(fn, regs),
      solve: { status: 'fallback', fallback: 'second-chance', reason, by: 'progressive' },
    });
    if ('outside' in model) return fallback(`outside the model: ${model.outside}`);
    let run: ProgressiveRun;
    try {
      run = runProgressive(model.input, options);
    } catch (e) {
      if (e instanceof Stuck) return fallback(`stuck: ${e.message}`);
      throw e;
    }
    return progressiveResult(fn, regs, options, model, run);
  },
};

/** The allocation of a run of `runProgressive` on fn's model, with its bound (the tests judge a run and its allocation together). */
export function progressiveResult(
  fn: MFunction,
  regs: TargetRegs,
  options: AllocOptions,
  model: HeuristicModel,
  run: ProgressiveRun,
): AllocResult {
  const { alloc, objective } = flowsToAllocation(fn, regs, options, model, run.state, false);
  const base = beforeAllocation(fn, options);
  const names = modelNames(options.model);
  return {
    ...alloc,
    solve: {
      status: 'progressive',
      by: run.by,
      objective,
      metric: options.metric ?? 'speed',
      ...(names.length === 0 ? {} : { model: names }),
      lower: run.lower,
      base,
      bound: optimalityBound(base, objective, run.lower),
      provenOptimal: run.proven,
      iterations: run.iterations,
      bestAt: run.bestAt,
    },
  };
}
