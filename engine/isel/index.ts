// The selectors, the NOLTIS paper's five (§6): `maxmunch` (top-down greedy, LLVM-style), `cse-all`
// (alias `tree-dp`: the DAG cut at every shared node, each tree tiled optimally by dynamic
// programming), `cse-leaves` (cut except where one tile computes a shared expression whole),
// `cse-none` (no cut: tiles overlap at shared nodes) and `noltis` (§4: cut where overlap costs
// more), each turning a LEGALIZED IR function (engine/lower/legalize.ts) into an MFunction over vregs
// (engine/mir/types.ts) through the ISA's tile grammar.
//
// Contract: `SELECTORS[name].select(fn, module, isa)` returns an MFunction that verifyMir accepts,
// or throws Unsupported (engine/backend/errors.ts) for a construct the grammar cannot select. Each
// ISA's grammar is built once; a target may add a DAG combine run before covering (DAG_COMBINES,
// `dagCombineOf`).

import type { Func, Module } from '../ir/types.js';
import type { Isa } from '../../isa-models/types.js';
import { MODELS } from '../../isa-models/index.js';
import { x86Grammar } from '../targets/x86/tiles.js';
import type { X86Model } from '../../isa-models/x86/model.js';
import { armGrammar } from '../targets/arm/tiles.js';
import type { ArmModel } from '../targets/arm/tiles-util.js';
import { thumbGrammar } from '../targets/thumb/tiles.js';
import type { ThumbInsn } from '../../isa-models/thumb/forms.js';
import type { IsaModel } from '../../isa-models/types.js';
import type { MFunction } from '../mir/types.js';
import { coverCseAll } from './cse-all.js';
import { selectFunction, type CoverFn, type DagCombine, type TileObserver } from './emit.js';
import { ARM_INDEXED, combineIndexed } from './indexed.js';
import type { Grammar } from './grammar.js';
import { coverMaxmunch } from './maxmunch.js';
import { coverCseLeaves } from './cse-leaves.js';
import { coverCseNone } from './cse-none.js';
import { coverNoltis } from './noltis.js';

export interface Selector {
  readonly name: string;
  /** The selector's tiling of one block's DAG (what `select` emits; the optimality oracles check it). */
  readonly cover: CoverFn;
  /** `onTile` (optional) is told each tile instantiated, by name (coverage counters). */
  select(fn: Func, module: Module, isa: Isa, onTile?: TileObserver): MFunction;
}

const grammars = new Map<Isa, Grammar>();

/** The tile grammar of an ISA (built once). */
export function grammarOf(isa: Isa): Grammar {
  const known = grammars.get(isa);
  if (known !== undefined) return known;
  let g: Grammar;
  switch (isa) {
    case 'x86-32': case 'x86-64': g = x86Grammar(MODELS[isa] as unknown as X86Model); break;
    case 'arm': g = armGrammar(MODELS.arm as unknown as ArmModel); break;
    case 'thumb': g = thumbGrammar(MODELS.thumb as unknown as IsaModel<ThumbInsn>); break;
    default: throw new Error(`unknown ISA ${String(isa)}`);
  }
  grammars.set(isa, g);
  return g;
}

/** Target DAG combines, run before covering (ARM: pre-/post-indexed accesses with writeback). */
const DAG_COMBINES: Readonly<Partial<Record<Isa, DagCombine>>> = {
  arm: (dag, facts) => combineIndexed(dag, facts, ARM_INDEXED),
};

/** The ISA's DAG combine, if it has one: what selectFunction runs on each block DAG before covering. */
export function dagCombineOf(isa: Isa): DagCombine | undefined {
  return DAG_COMBINES[isa];
}

function selector(name: string, coverOf: CoverFn): Selector {
  return { name, cover: coverOf, select: (fn, module, isa, onTile) => selectFunction(fn, module, grammarOf(isa), coverOf, dagCombineOf(isa), onTile) };
}

export const SELECTORS: Readonly<Record<string, Selector>> = {
  maxmunch: selector('maxmunch', coverMaxmunch),
  'cse-all': selector('cse-all', coverCseAll),
  'cse-leaves': selector('cse-leaves', coverCseLeaves),
  'cse-none': selector('cse-none', coverCseNone),
  noltis: selector('noltis', coverNoltis),
};

/** Other names `--isel` accepts, and the selector each stands for. */
export const SELECTOR_ALIASES: Readonly<Record<string, string>> = { 'tree-dp': 'cse-all' };

export function selectorByName(name: string): Selector | undefined {
  return SELECTORS[SELECTOR_ALIASES[name] ?? name];
}
