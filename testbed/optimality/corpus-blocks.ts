// The tiling instances of the corpus: every basic block of every corpus program's `-O1` `.ll` for one
// ISA, as the DAG the selectors cover in the back end (the NOLTIS paper §7 measures "every basic
// block" of SPEC the same way: one tiling problem per block DAG).
//
// Contract: `corpusBlocks(isa, dir)` reads `dir/<isa>/*.O1.ll` (sorted by name), legalizes each
// defined function for the ISA (engine/lower/legalize.ts) and builds its block DAGs
// (engine/isel/dag.ts buildDags), then applies the ISA's DAG combine as selectFunction does
// (engine/isel/index.ts dagCombineOf; ARM: pre-/post-indexed accesses). A function the back end
// refuses (Unsupported: 64-bit integers on a 32-bit ISA) contributes no block; it is counted in
// `skipped`.
// Blocks come out in file, function, block order, each named `program@function#block`.
// `corpusFunctions(isa, dir)` gives the same DAGs grouped by function (`program@function`, its
// blocks in order): what PBQP selection over the SSA graph takes at once. Both are cached per (isa,
// dir): the report and the benchmark read the corpus several times.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Isa } from '../../isa-models/types.js';
import { Unsupported } from '../../engine/backend/errors.js';
import { loadProgram } from '../driver/input.js';
import type { Func, Module } from '../../engine/ir/types.js';
import { buildDags, type BlockDag } from '../../engine/isel/dag.js';
import { dagCombineOf } from '../../engine/isel/index.js';
import { legalizeFunc } from '../../engine/lower/legalize.js';

export interface CorpusBlock {
  readonly name: string;
  readonly dag: BlockDag;
}

export interface CorpusBlocks {
  readonly blocks: readonly CorpusBlock[];
  /** Functions the back end refuses for this ISA (`program@function: reason`). */
  readonly skipped: readonly string[];
}

export interface CorpusFunction {
  /** `program@function`. */
  readonly name: string;
  /** Its block DAGs, in block order. */
  readonly dags: readonly BlockDag[];
}

export interface CorpusFunctions {
  readonly functions: readonly CorpusFunction[];
  /** Functions the back end refuses for this ISA (`program@function: reason`). */
  readonly skipped: readonly string[];
}

const blockCache = new Map<string, CorpusBlocks>();
const functionCache = new Map<string, CorpusFunctions>();

export function corpusBlocks(isa: Isa, dir: string): CorpusBlocks {
  const key = `${isa}\0${dir}`;
  const known = blockCache.get(key);
  if (known !== undefined) return known;
  const { functions, skipped } = corpusFunctions(isa, dir);
  const blocks = functions.flatMap((f) => f.dags.map((dag, i) => ({ name: `${f.name}#${i}`, dag })));
  const out = { blocks, skipped };
  blockCache.set(key, out);
  return out;
}

export function corpusFunctions(isa: Isa, dir: string): CorpusFunctions {
  const key = `${isa}\0${dir}`;
  const known = functionCache.get(key);
  if (known !== undefined) return known;
  const folder = join(dir, isa);
  const functions: CorpusFunction[] = [];
  const skipped: string[] = [];
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.O1.ll'))
    .sort()) {
    const program = file.slice(0, -'.O1.ll'.length);
    const module = loadProgram(join(folder, file), isa).module;
    for (const fn of module.functions) {
      if (fn.blocks.length === 0) continue;
      const dags = functionDags(fn, module, isa);
      if (typeof dags === 'string') skipped.push(`${program}@${fn.name}: ${dags}`);
      else functions.push({ name: `${program}@${fn.name}`, dags });
    }
  }
  const out = { functions, skipped };
  functionCache.set(key, out);
  return out;
}

/** One function's block DAGs as the back end covers them, or why the back end refuses the function. */
export function functionDags(fn: Func, module: Module, isa: Isa): BlockDag[] | string {
  try {
    const legal = legalizeFunc(fn, module, isa);
    const built = buildDags(legal, module);
    const combine = dagCombineOf(isa);
    return combine === undefined ? built.dags : built.dags.map((d) => combine(d, built.facts));
  } catch (e) {
    if (e instanceof Unsupported) return e.message;
    throw e;
  }
}
