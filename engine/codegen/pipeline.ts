// Tessera's back end, one function that reads top to bottom (QBE's `func()`, anchors.md §6, §12):
// every pass in order, each verifier right after the pass whose output it checks.
//
//   module    legalize -> [verify IR]
//   function  select: block DAGs -> target DAG combine -> cover (the selector) -> MIR, phis
//               eliminated by parallel copies -> [verifyMir]
//             [coalesce copies (option `coalesce`) -> [verifyMir]]
//             allocate -> [allocation check: the caller's hook]
//             code generation: frame layout -> allocation applied (edits, copies, constants,
//               frame offsets) -> prologue and epilogue -> branch relaxation (with literal-pool
//               islands) -> literal pools -> encoding -> [verifyEmitted]
//   module    link
//
// Requires a module the interpreter accepts (engine/ir/verify.ts) and the names of a selector
// (engine/isel/index.ts) and an allocator (engine/regalloc/index.ts). Produces the linked Image
// (common/image.ts) with each function's emitted code, or throws:
// - Unsupported (engine/backend/errors.ts): a construct Tessera does not support (named);
// - BackendFault (engine/backend/problem.ts): a pass produced something its verifier rejects — a
//   bug in Tessera, reported with the pass, function and the verifier's first Problems.
// The verifiers run unless `verify: false` (timing runs: `--no-check`). The allocation checker is
// an oracle of the testbed: the engine does not import it, the caller passes it as
// `checkAllocation` (run only when `verify` is on too).

import type { Isa } from '../../isa-models/types.js';
import type { Image } from '../../common/image.js';
import { BackendFault, type Problem } from '../backend/problem.js';
import type { Func, Module } from '../ir/types.js';
import { verifyModule } from '../ir/verify.js';
import { buildDags } from '../isel/dag.js';
import { coverBlock, coverWholeFunction, emitMachineIr } from '../isel/emit.js';
import { selectorByName, SELECTORS, type Selector } from '../isel/index.js';
import { linkImage } from '../link/link-image.js';
import { legalizeModule } from '../lower/legalize.js';
import { functionRegs, targetRegs } from '../mir/target-regs.js';
import type { AllocMetric, AllocOptions, AllocResult, Allocator, MFunction, PReg, TargetRegs } from '../mir/types.js';
import { verifyMir, verifyMirRegs } from '../mir/verify.js';
import { coalesceCopies } from '../regalloc/coalesce.js';
import { ALLOCATORS, EXACT_ALLOCATORS, MODEL_ALLOCATORS } from '../regalloc/index.js';
import { TARGETS, type Target } from '../targets/target.js';
import { applyAllocation } from './apply.js';
import { layoutFrame } from './frame.js';
import { encodeFunction, type EmittedFunction } from './index.js';
import { placePool } from './literal-pool.js';
import { placePrologueEpilogue } from './prologue.js';
import { relax } from './relax.js';
import { verifyEmitted } from './verify-emitted.js';

export { BackendFault };
export type { Problem };

/** The allocation checker the caller brings (the testbed's oracle): Problems of pass `allocate`, empty when the allocation is right. */
export type AllocationCheck = (mir: MFunction, alloc: AllocResult, regs: TargetRegs) => readonly Problem[];

export interface BackendOptions {
  readonly isel: string;
  readonly ra: string;
  /** Run the verifiers between passes (default true). */
  readonly verify?: boolean;
  /** Checks each function's allocation after the allocator (when `verify` is on); none when absent. */
  readonly checkAllocation?: AllocationCheck;
  /** Watches the passes without changing them (coverage counters of `tessera fuzz`). */
  readonly observe?: BackendObserver;
  /**
   * Aggressive copy coalescing (engine/regalloc/coalesce.ts) before the allocator, whichever it is
   * (default false: the selector's MIR goes to the allocator unchanged). The function's `mir` is
   * then the coalesced one, the one the allocation refers to.
   */
  readonly coalesce?: boolean;
  /** What the allocator minimises, and how long an exact one may solve (AllocOptions, per function). */
  readonly alloc?: BackendAllocOptions;
}

/** AllocOptions for a whole module: a measured profile holds each function's block counts by name. */
export interface BackendAllocOptions {
  readonly metric?: AllocMetric;
  /** Per function name, the execution count of each block by id (`--profile measured`). */
  readonly profile?: ReadonlyMap<string, readonly number[]>;
  readonly solverBudget?: AllocOptions['solverBudget'];
  readonly model?: AllocOptions['model'];
  readonly progressive?: AllocOptions['progressive'];
}

/** The per-function choices of compileFunction beyond its passes' inputs. */
export interface FunctionOptions {
  readonly observe?: BackendObserver;
  readonly coalesce?: boolean;
  readonly alloc?: BackendAllocOptions;
}

/**
 * The bytes of the edits code generation emits (AllocOptions.editBytes), for a slot 4 words above
 * sp: where spill slots will lie is only known after allocation (frame.ts), and near sp every ISA
 * here has its shortest form (x86 disp8, ARM imm12, Thumb imm8 × 4).
 */
export function editBytes(target: Target, regs: TargetRegs): NonNullable<AllocOptions['editBytes']> {
  const [a, b] = [regs.allocatable[0]!, regs.allocatable[1]!];
  const near = 4 * target.wordBytes;
  const size = (insn: unknown) => target.model.size(insn as never);
  const constant = (value: bigint, preg: PReg, bits: number) => {
    const c = target.constant(preg, value, bits, false);
    return 'insn' in c ? size(c.insn) : target.literals!.loadBytes + 4;
  };
  return { move: size(target.move(a, b)), load: size(target.load(a, near)), store: size(target.store(a, near)), constant };
}

/** The AllocOptions of one function. */
function allocOptions(name: string, o: BackendAllocOptions | undefined, bytes: AllocOptions['editBytes']): AllocOptions {
  if (o === undefined) return bytes === undefined ? {} : { editBytes: bytes };
  const frequencies = o.profile?.get(name);
  return {
    ...(bytes === undefined ? {} : { editBytes: bytes }),
    ...(o.metric === undefined ? {} : { metric: o.metric }),
    ...(frequencies === undefined ? {} : { frequencies }),
    ...(o.solverBudget === undefined ? {} : { solverBudget: o.solverBudget }),
    ...(o.model === undefined ? {} : { model: o.model }),
    ...(o.progressive === undefined ? {} : { progressive: o.progressive }),
  };
}

/** Optional callbacks: every tile selection instantiates, every function's MIR and its allocation. */
export interface BackendObserver {
  readonly tile?: (tileName: string) => void;
  readonly allocated?: (mir: MFunction, alloc: AllocResult) => void;
}

/** Which verifiers run: the engine's own (`verify`) and the caller's allocation checker. */
export interface Checks {
  readonly verify: boolean;
  readonly allocation?: AllocationCheck;
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

export function compileModule(module: Module, isa: Isa, options: BackendOptions): CompiledModule {
  const target = TARGETS[isa];
  const selector = findSelector(options.isel);
  const allocator = findAllocator(options.ra);
  const verify = options.verify ?? true;
  const checks: Checks = { verify, allocation: verify ? options.checkAllocation : undefined };
  const regs = targetRegs(isa);
  const legalized = legalizeModule(module, isa);
  if (verify) expectClean(verifyLegalized(legalized));
  const functions = legalized.functions
    .filter((fn) => fn.blocks.length > 0)
    .map((fn) => compileFunction(fn, legalized, target, selector, allocator, regs, checks, options));
  const image = linkImage(
    legalized,
    functions.map((f) => f.emitted),
    isa,
  );
  return { image, functions, legalized };
}

export function compileFunction(
  fn: Func,
  module: Module,
  target: Target,
  selector: Selector,
  allocator: Allocator,
  regs: TargetRegs,
  checks: Checks,
  options: FunctionOptions = {},
): CompiledFunction {
  const { observe } = options;
  const coalesce = options.coalesce === true || allocator.coalesced === true;
  const selected = select(fn, module, target, selector, observe);
  if (checks.verify) expectClean(verifyMir(selected, target.isa));
  // A function with a dynamic stack keeps its frame pointer out of allocation (frame.ts).
  const fnRegs = functionRegs(regs, selected, target.framePointer);
  const mir = coalesce ? coalesceCopies(selected, fnRegs).fn : selected;
  // Its output must be what selection promises the allocators.
  if (coalesce && checks.verify) expectClean(verifyMirRegs(mir, fnRegs).map((p) => ({ ...p, pass: 'coalesce' as const })));
  const alloc = allocator.allocate(mir, fnRegs, allocOptions(fn.name, options.alloc, editBytes(target, fnRegs)));
  if (checks.allocation !== undefined) expectClean(checks.allocation(mir, alloc, fnRegs));
  observe?.allocated?.(mir, alloc);
  const emitted = generateCode(mir, alloc, target, checks.verify);
  return { mir, alloc, emitted };
}

/** Instruction selection's passes: per block a DAG, the target's combine, the selector's cover (of each block, or of the whole function at once); then the MIR. */
function select(fn: Func, module: Module, target: Target, selector: Selector, observe?: BackendObserver): MFunction {
  const grammar = target.grammar();
  const { dags, facts } = buildDags(fn, module);
  const combine = selector.complexPatterns === true ? undefined : target.dagCombine;
  // Before the vregs are created: a combine may add vregs to facts.vregBits.
  const combined = combine === undefined ? dags : dags.map((d) => combine(d, facts));
  const tilings =
    selector.coverFunction === undefined
      ? combined.map((dag) => coverBlock(fn, grammar, selector.cover, dag))
      : coverWholeFunction(fn, grammar, selector.coverFunction, combined, facts);
  return emitMachineIr(fn, facts, tilings, grammar, observe?.tile);
}

/** Code generation's passes for one allocated function, and its verifier (`verify`). */
function generateCode(mir: MFunction, alloc: AllocResult, target: Target, verify: boolean): EmittedFunction {
  const frame = layoutFrame(mir, alloc, target);
  const body = applyAllocation(mir, alloc, frame, target);
  const blocks = placePrologueEpilogue(body, frame, target);
  const placement = relax(blocks, target);
  const pool = placePool(placement, target);
  const emitted = encodeFunction(mir.name, target, placement, pool, frame);
  if (verify) expectClean(verifyEmitted(emitted, mir, alloc, target));
  return emitted;
}

/** generateCode by ISA name, verifier on (tests that emit hand-written MIR). */
export function emitFunction(mir: MFunction, alloc: AllocResult, isa: Isa): EmittedFunction {
  return generateCode(mir, alloc, TARGETS[isa], true);
}

function verifyLegalized(m: Module): Problem[] {
  try {
    verifyModule(m);
    return [];
  } catch (e) {
    return [{ pass: 'legalize', fn: '(module)', message: e instanceof Error ? e.message : String(e) }];
  }
}

function expectClean(problems: readonly Problem[]): void {
  if (problems.length > 0) throw new BackendFault(problems);
}

export const SELECTOR_NAMES: readonly string[] = Object.keys(SELECTORS);
/** The allocators of `--ra all` (the heuristics); the MCNF heuristics and the exact allocators are named one by one (NAMED_ALLOCATORS). */
export const ALLOCATOR_NAMES: readonly string[] = Object.keys(ALLOCATORS);
export const MODEL_ALLOCATOR_NAMES: readonly string[] = Object.keys(MODEL_ALLOCATORS);
/** Every name `--ra` accepts. */
export const NAMED_ALLOCATORS: readonly string[] = [...ALLOCATOR_NAMES, ...MODEL_ALLOCATOR_NAMES, ...Object.keys(EXACT_ALLOCATORS)];

/** A selector by its `--isel` name (aliases included); an unknown name throws UnknownAlgorithm. */
function findSelector(name: string): Selector {
  const s = selectorByName(name);
  if (s === undefined) throw new UnknownAlgorithm('isel', name, SELECTOR_NAMES);
  return s;
}

export function findAllocator(name: string): Allocator {
  const registries: Record<string, Allocator>[] = [ALLOCATORS, MODEL_ALLOCATORS, EXACT_ALLOCATORS];
  const a = registries.map((r) => r[name]).find((x) => x !== undefined);
  if (a === undefined) throw new UnknownAlgorithm('ra', name, NAMED_ALLOCATORS);
  return a;
}

/** `--isel`/`--ra` named an algorithm that is not built (yet): the driver turns it into exit 2. */
export class UnknownAlgorithm extends Error {
  constructor(
    readonly flag: 'isel' | 'ra',
    readonly algorithm: string,
    readonly available: readonly string[],
  ) {
    super(`--${flag} ${algorithm}: not built (available: ${available.join(', ')})`);
    this.name = 'UnknownAlgorithm';
  }
}
