// The selectors, the NOLTIS paper's five (§6): `maxmunch` (top-down greedy, LLVM-style), `cse-all`
// (alias `tree-dp`: the DAG cut at every shared node, each tree tiled optimally by dynamic
// programming), `cse-leaves` (cut except where one tile computes a shared expression whole),
// `cse-none` (no cut: tiles overlap at shared nodes) and `noltis` (§4: cut where overlap costs
// more), each covering one block's DAG at a time; and `pbqp` (Ebner et al.: the whole function's
// SSA graph at once, complex patterns included, pbqp-cover.ts). Each turns a LEGALIZED IR function
// (engine/lower/legalize.ts) into an MFunction over vregs (engine/mir/types.ts) through the ISA's
// tile grammar.
//
// Contract: `SELECTORS[name].select(fn, module, isa)` returns an MFunction that verifyMir accepts,
// or throws Unsupported (engine/backend/errors.ts) for a construct the grammar cannot select. Each
// ISA's grammar is its target object's (engine/targets/target.ts), built once; a target may add a
// DAG combine run before covering (`dagCombineOf`).

import type { Func, Module } from '../ir/types.js';
import type { Isa } from '../../isa-models/types.js';
import { TARGETS } from '../targets/target.js';
import type { MFunction } from '../mir/types.js';
import { coverCseAll } from './cse-all.js';
import { selectFunction, selectWholeFunction, type CoverFn, type DagCombine, type FunctionCoverFn, type TileObserver } from './emit.js';
import type { Grammar } from './grammar.js';
import { coverMaxmunch } from './maxmunch.js';
import { coverCseLeaves } from './cse-leaves.js';
import { coverCseNone } from './cse-none.js';
import { coverNoltis } from './noltis.js';
import { coverFunctionPbqp, coverPbqp } from './pbqp-cover.js';

export interface Selector {
  readonly name: string;
  /** The selector's tiling of one block's DAG (what `select` emits; the optimality oracles check it). */
  readonly cover: CoverFn;
  /** A selector that covers all of a function's blocks at once (PBQP over the SSA graph): what `select` emits instead of `cover` per block. */
  readonly coverFunction?: FunctionCoverFn;
  /** It chooses the grammar's complex patterns itself (Ebner et al. §4-5), so the target's DAG combine, which makes some of their forms up front, does not run before it. */
  readonly complexPatterns?: true;
  /** `onTile` (optional) is told each tile instantiated, by name (coverage counters). */
  select(fn: Func, module: Module, isa: Isa, onTile?: TileObserver): MFunction;
}

/** The tile grammar of an ISA (built once, by its target object). */
export function grammarOf(isa: Isa): Grammar {
  return TARGETS[isa].grammar();
}

/** The ISA's DAG combine, if it has one (ARM: pre-/post-indexed accesses with writeback), run on each block DAG before covering. */
export function dagCombineOf(isa: Isa): DagCombine | undefined {
  return TARGETS[isa].dagCombine;
}

function selector(name: string, coverOf: CoverFn): Selector {
  return {
    name,
    cover: coverOf,
    select: (fn, module, isa, onTile) => selectFunction(fn, module, grammarOf(isa), coverOf, dagCombineOf(isa), onTile),
  };
}

/**
 * PBQP selection (engine/isel/pbqp-cover.ts; Ebner et al., Buchwald & Zwinkau): `select` solves one
 * instance over the whole function's SSA graph; `cover` is one block alone (what the tiling oracles judge).
 */
const pbqpSelector: Selector = {
  name: 'pbqp',
  cover: coverPbqp,
  coverFunction: coverFunctionPbqp,
  complexPatterns: true,
  select: (fn, module, isa, onTile) => selectWholeFunction(fn, module, grammarOf(isa), coverFunctionPbqp, undefined, onTile),
};

export const SELECTORS: Readonly<Record<string, Selector>> = {
  maxmunch: selector('maxmunch', coverMaxmunch),
  'cse-all': selector('cse-all', coverCseAll),
  'cse-leaves': selector('cse-leaves', coverCseLeaves),
  'cse-none': selector('cse-none', coverCseNone),
  noltis: selector('noltis', coverNoltis),
  pbqp: pbqpSelector,
};

/** Other names `--isel` accepts, and the selector each stands for. */
export const SELECTOR_ALIASES: Readonly<Record<string, string>> = { 'tree-dp': 'cse-all' };

export function selectorByName(name: string): Selector | undefined {
  return SELECTORS[SELECTOR_ALIASES[name] ?? name];
}
