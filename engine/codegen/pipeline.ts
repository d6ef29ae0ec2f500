// Tessera's back end, one function that reads top to bottom (QBE's `func()`): legalize the module,
// then per function select, verify, allocate, check the allocation, emit; then link the image.
//
// Requires a module the interpreter accepts (engine/ir/verify.ts) and the names of a selector
// (engine/isel/index.ts) and an allocator (engine/regalloc/index.ts). Produces the linked Image
// (common/image.ts) with each function's emitted code, or throws:
// - Unsupported (engine/backend/errors.ts): a construct Tessera does not support (named);
// - BackendFault: a pass produced something its verifier rejects — a bug in Tessera, reported with
//   the pass, function and the verifier's first findings (the allocation checker's among them).
// The verifiers between passes (IR verifier after legalization, verifyMir after selection, the
// allocation checker after allocation) run unless `verify: false` (timing runs: `--no-check`).

import type { Isa } from '../../isa-models/types.js';
import type { Image } from '../../common/image.js';
import { checkAllocation } from '../../oracles/allocation-checker.js';
import { emitFunction, type EmittedFunction } from './index.js';
import type { Func, Module } from '../ir/types.js';
import { verifyModule } from '../ir/verify.js';
import { selectorByName, SELECTORS } from '../isel/index.js';
import { linkImage } from '../link/link-image.js';
import { legalizeModule } from '../lower/legalize.js';
import { targetRegs } from '../mir/target-regs.js';
import type { AllocResult, Allocator, MFunction, TargetRegs } from '../mir/types.js';
import { verifyMir } from '../mir/verify.js';
import { ALLOCATORS } from '../regalloc/index.js';
import { Unsupported } from '../backend/errors.js';
import type { Selector } from '../isel/index.js';

export { Unsupported };

export interface BackendOptions {
  readonly isel: string;
  readonly ra: string;
  /** Run the verifiers between passes (default true). */
  readonly verify?: boolean;
  /** Watches the passes without changing them (coverage counters of `tessera fuzz`). */
  readonly observe?: BackendObserver;
}

/** Optional callbacks: every tile selection instantiates, every function's MIR and its allocation. */
export interface BackendObserver {
  readonly tile?: (tileName: string) => void;
  readonly allocated?: (mir: MFunction, alloc: AllocResult) => void;
}

export interface CompiledFunction {
  readonly mir: MFunction;
  readonly alloc: AllocResult;
  readonly emitted: EmittedFunction;
}

export interface CompiledModule {
  readonly image: Image;
  readonly functions: readonly CompiledFunction[];
  /** The module the functions were selected from (after legalization). */
  readonly legalized: Module;
}

/** A pass's output failed its verifier: a bug in Tessera, never the input's fault. */
export class BackendFault extends Error {
  constructor(readonly pass: 'legalize' | 'select' | 'allocate', readonly fn: string, readonly problems: readonly string[]) {
    super(`${pass} @${fn}: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`);
    this.name = 'BackendFault';
  }
}

export function compileModule(module: Module, isa: Isa, options: BackendOptions): CompiledModule {
  const selector = findSelector(options.isel);
  const allocator = findAllocator(options.ra);
  const verify = options.verify ?? true;
  const regs = targetRegs(isa);
  const legalized = legalizeModule(module, isa);
  if (verify) verifyLegalized(legalized);
  const functions = legalized.functions
    .filter((fn) => fn.blocks.length > 0)
    .map((fn) => compileFunction(fn, legalized, isa, selector, allocator, regs, verify, options.observe));
  const image = linkImage(legalized, functions.map((f) => f.emitted), isa);
  return { image, functions, legalized };
}

export function compileFunction(
  fn: Func, module: Module, isa: Isa, selector: Selector, allocator: Allocator, regs: TargetRegs, verify: boolean,
  observe?: BackendObserver,
): CompiledFunction {
  const mir = selector.select(fn, module, isa, observe?.tile);
  if (verify) expectClean('select', fn.name, verifyMir(mir, isa));
  const alloc = allocator.allocate(mir, regs);
  if (verify) expectClean('allocate', fn.name, checkAllocation(mir, alloc, regs).map((e) => `inst ${e.inst}${e.operand === null ? '' : ` operand ${e.operand}`}: ${e.message}`));
  observe?.allocated?.(mir, alloc);
  const emitted = emitFunction(mir, alloc, isa);
  return { mir, alloc, emitted };
}

function verifyLegalized(m: Module): void {
  try {
    verifyModule(m);
  } catch (e) {
    throw new BackendFault('legalize', '(module)', [e instanceof Error ? e.message : String(e)]);
  }
}

function expectClean(pass: BackendFault['pass'], fn: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new BackendFault(pass, fn, problems);
}

export const SELECTOR_NAMES: readonly string[] = Object.keys(SELECTORS);
export const ALLOCATOR_NAMES: readonly string[] = Object.keys(ALLOCATORS);

/** A selector by its `--isel` name (aliases included); an unknown name throws UnknownAlgorithm. */
export function findSelector(name: string): Selector {
  const s = selectorByName(name);
  if (s === undefined) throw new UnknownAlgorithm('isel', name, SELECTOR_NAMES);
  return s;
}

export function findAllocator(name: string): Allocator {
  const a = (ALLOCATORS as Record<string, Allocator | undefined>)[name];
  if (a === undefined) throw new UnknownAlgorithm('ra', name, ALLOCATOR_NAMES);
  return a;
}

/** `--isel`/`--ra` named an algorithm that is not built (yet): the driver turns it into exit 2. */
export class UnknownAlgorithm extends Error {
  constructor(readonly flag: 'isel' | 'ra', readonly algorithm: string, readonly available: readonly string[]) {
    super(`--${flag} ${algorithm}: not built (available: ${available.join(', ')})`);
    this.name = 'UnknownAlgorithm';
  }
}
