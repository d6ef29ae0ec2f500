// The instances of `tessera optimality --problem regalloc` (issue 20, Deliver 6): machine-IR
// functions, copies already coalesced (engine/regalloc/coalesce.ts, Koes's thesis §3.6 remedy 1),
// so that every allocator and the optimal one see the same function.
//
// Contract:
// - `generatedInstances(spec, isa)`: `spec.count` functions of the constructive MIR generator
//   (testbed/fuzz/mir-generator.ts); function k is `generateMFunction(caseSeed(seed, j), regs)` for
//   the j-th case (j = k unless `oneBlock`, which keeps only one-block functions, trying at most
//   ONE_BLOCK_TRIES × count cases), on the target's registers or its first `registers` ones
//   (`restrictRegs`, which the allocator tests use too). Named `gen<caseSeed>`.
// - `corpusInstances(isa, dir, isel)`: every defined function of every `dir/<isa>/*.O1.ll` (sorted
//   by name), selected by `isel` and coalesced exactly as the back end does it for a coalescing
//   allocator (engine/codegen/pipeline.ts compileModule with `coalesce`; the allocation made on the
//   way, spill-all's, is thrown away), with the registers the back end gives that function
//   (functionRegs: a frame pointer is not allocatable). Named `program@function`. A program the back
//   end refuses (Unsupported) is listed in `skipped`. Cached per (isa, dir, isel).
// Deterministic: nothing but the seed and the files reaches an instance.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Isa } from '../../isa-models/types.js';
import { Unsupported } from '../../engine/backend/errors.js';
import { compileModule } from '../../engine/codegen/pipeline.js';
import { functionRegs, targetRegs } from '../../engine/mir/target-regs.js';
import type { MFunction, TargetRegs } from '../../engine/mir/types.js';
import { coalesceCopies } from '../../engine/regalloc/coalesce.js';
import { TARGETS } from '../../engine/targets/target.js';
import { loadProgram } from '../driver/input.js';
import { caseSeed } from '../fuzz/campaign.js';
import { generateMFunction } from '../fuzz/mir-generator.js';

export type InstanceKind = 'corpus' | 'generated';

export interface RegallocInstance {
  readonly name: string;
  readonly kind: InstanceKind;
  readonly isa: Isa;
  /** The coalesced function every allocator is given. */
  readonly fn: MFunction;
  readonly regs: TargetRegs;
}

export interface GeneratedSpec {
  readonly seed: number;
  readonly count: number;
  /** Only one-block functions (what the local model proves today). */
  readonly oneBlock: boolean;
  /** The first N allocatable registers of the target, or null for all. */
  readonly registers: number | null;
}

/** Cases tried per wanted function when only one-block functions are kept (about one in six is one). */
const ONE_BLOCK_TRIES = 50;

/** A target's registers narrowed to its first `n` allocatable ones (classes and ABI lists alike), so
 *  that small functions already press on the registers (the exhaustive search and the MCNF model). */
export function restrictRegs(r: TargetRegs, n: number): TargetRegs {
  const keep = r.allocatable.slice(0, n);
  const f = (xs: readonly string[]) => xs.filter((x) => keep.includes(x));
  return {
    ...r,
    allocatable: keep,
    classes: Object.fromEntries(Object.entries(r.classes).map(([k, v]) => [k, f(v)])),
    calleeSaved: f(r.calleeSaved),
    callerSaved: f(r.callerSaved),
  };
}

export function generatedInstances(spec: GeneratedSpec, isa: Isa): RegallocInstance[] {
  const all = targetRegs(isa);
  const regs = spec.registers === null ? all : restrictRegs(all, spec.registers);
  const out: RegallocInstance[] = [];
  const tries = spec.oneBlock ? ONE_BLOCK_TRIES * spec.count : spec.count;
  for (let j = 0; j < tries && out.length < spec.count; j++) {
    const generated = generateMFunction(caseSeed(spec.seed, j), regs);
    if (spec.oneBlock && generated.blocks.length !== 1) continue;
    out.push({ name: generated.name, kind: 'generated', isa, fn: coalesceCopies(generated, regs).fn, regs });
  }
  return out;
}

export interface CorpusFunctions {
  readonly instances: readonly RegallocInstance[];
  /** Programs the back end refuses for this ISA (`program: reason`). */
  readonly skipped: readonly string[];
}

const cache = new Map<string, CorpusFunctions>();

export function corpusInstances(isa: Isa, dir: string, isel: string): CorpusFunctions {
  const key = `${isa}\0${dir}\0${isel}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const folder = join(dir, isa);
  const instances: RegallocInstance[] = [];
  const skipped: string[] = [];
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.O1.ll'))
    .sort();
  for (const file of files) {
    const program = file.slice(0, -'.O1.ll'.length);
    const found = programFunctions(join(folder, file), program, isa, isel);
    if (typeof found === 'string') skipped.push(`${program}: ${found}`);
    else instances.push(...found);
  }
  const out = { instances, skipped };
  cache.set(key, out);
  return out;
}

/** A program's functions as the back end hands them to a coalescing allocator, or why it refuses the program. */
function programFunctions(path: string, program: string, isa: Isa, isel: string): RegallocInstance[] | string {
  const module = loadProgram(path, isa).module;
  const base = targetRegs(isa);
  const fp = TARGETS[isa].framePointer;
  try {
    const compiled = compileModule(module, isa, { isel, ra: 'spill-all', coalesce: true, verify: false });
    return compiled.functions.map((f) => ({
      name: `${program}@${f.mir.name}`,
      kind: 'corpus' as const,
      isa,
      fn: f.mir,
      regs: functionRegs(base, f.mir, fp),
    }));
  } catch (e) {
    if (e instanceof Unsupported) return e.message;
    throw e;
  }
}

/** Machine instructions of a function (every block's). */
export function instructionCount(fn: MFunction): number {
  return fn.blocks.reduce((n, b) => n + b.insts.length, 0);
}
