// A constructive generator of engine-IR programs that are free of undefined behaviour, terminate
// and stay in bounds by construction (regalloc2's src/fuzzing/func.rs idea, anchors.md §1: build
// only valid inputs rather than filter random ones), for differential tests of the back end against
// the reference interpreter and for `tessera fuzz`.
//
// Contract: `generateModule(choices, config)` asks `choices` for every decision (choices.ts) and
// returns a Module for config's triple and datalayout that engine/ir/verify accepts and that the
// interpreter runs to status `ok` (tap-tests/fuzz/program-generator.part.ts checks both on many
// seeds; a failure is a generator bug). The module has:
// - `i32 @main()` and 0..maxHelpers helper functions with parameters and results of
//   i1/i8/i16/i32 (i64 where config allows) and pointer parameters (each caller passes an object
//   of at least PARAM_OBJECT_BYTES writable bytes); a function calls only functions after it
//   (acyclic call graph), and main ends by calling the helpers its calls do not reach yet (each
//   such call is one choice, and the step budget must allow it), so helpers run;
// - globals (integer arrays, some constant) and local allocas, fully initialised before use
//   (fresh stack bytes differ between interpreter and machine), accessed only inside their bounds;
// - the expressions of gen-values.ts (also freeze, ptrtoint/inttoptr of globals, pointer
//   compares, pointers stored to and loaded from a pointer-only alloca) and the statements of
//   gen-control.ts;
// - output through putchar, the memory digest of the globals and main's returned fold (each
//   function returns a fold of its values; a void one stores it into a global or a parameter's object).
// Same choices and config, same module (no other source of randomness).

import { FuncBuilder, declareFunc, intConst } from '../../engine/ir/builder.js';
import {
  I1,
  I16,
  I32,
  I64,
  I8,
  PTR,
  intType,
  type ArrayType,
  type Func,
  type Global,
  type Init,
  type IntType,
  type Module,
  type Value,
} from '../../engine/ir/types.js';
import { chance, constantBits, decodeChoices, listChoices, pick, seededChoices, type Choices } from './choices.js';
import { callUnreached, statements } from './gen-control.js';
import { calleeEntry, specialSignature, sretStores } from './gen-calls.js';
import { FnState, PARAM_OBJECT_BYTES, type GenConfig, type MemObject, type Signature } from './gen-state.js';
import { address, castTo, computedOrConstant, load, store } from './gen-values.js';
import type { TargetName } from '../driver/targets.js';

/** The four targets, by their command-line names (testbed/driver/targets.ts). */
export type GenTarget = TargetName;

/** The triples and datalayouts clang-14 writes for the four targets (as in corpus/ll/<target>/). */
const TARGET_MODULE: Readonly<Record<GenTarget, { triple: string; datalayout: string; pointerBits: 32 | 64 }>> = {
  'x86-32': {
    triple: 'i386-unknown-linux-gnu',
    datalayout: 'e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128',
    pointerBits: 32,
  },
  'x86-64': {
    triple: 'x86_64-unknown-linux-gnu',
    datalayout: 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128',
    pointerBits: 64,
  },
  arm: { triple: 'armv6-none-unknown-eabi', datalayout: 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64', pointerBits: 32 },
  thumb: { triple: 'thumbv6m-none-unknown-eabi', datalayout: 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64', pointerBits: 32 },
};

/**
 * The configuration for a target: 64-bit integers only on x86-64 (on the 32-bit targets they are a
 * Unsupported today); small functions, so a test can compile many: a budget of 32 counted
 * instructions gives functions of at most 50 IR instructions in 9 of 10 cases (93 % on 300 cases of
 * seed 1; phis, terminators, main's calls of unreached helpers and the result's fold included;
 * mean 41, largest about 60 — the statement in progress, those calls and the fold may overshoot).
 */
export function configFor(target: GenTarget, overrides: Partial<GenConfig> = {}): GenConfig {
  const t = TARGET_MODULE[target];
  return {
    triple: t.triple,
    datalayout: t.datalayout,
    pointerBits: t.pointerBits,
    allow64: true,
    maxHelpers: 3,
    maxInsts: 31,
    maxDepth: 2,
    maxTrip: 8,
    maxCallSteps: 4000,
    maxParams: 6,
    callFormsOutOf: 4,
    ...overrides,
  };
}

const GLOBAL_SIZES = [16, 20, 24, 32, 48, 64];
// Mostly small; the large ones push frame offsets past Thumb's [sp, #1020] and ARM's rotated
// immediates (initialised by one memset, not word by word).
const ALLOCA_SIZES = [16, 24, 32, 16, 24, 32, 260, 1100];

function globalOf(c: Choices, index: number, cfg: GenConfig): Global {
  const elemBits = pick(c, cfg.allow64 ? [32, 8, 16, 64] : [32, 8, 16]);
  const elem = intType(elemBits);
  const size = pick(
    c,
    GLOBAL_SIZES.filter((s) => s % (elemBits / 8) === 0),
  );
  const type: ArrayType = { kind: 'array', length: size / (elemBits / 8), elem };
  const constant = chance(c, 4);
  const init: Init =
    !constant && chance(c, 3)
      ? { kind: 'zero', type }
      : {
          kind: 'array',
          type,
          elems: Array.from({ length: type.length }, () => ({ kind: 'int', type: elem, value: constantBits(c, elemBits) })),
        };
  return { name: `g${index}`, type, init, constant, align: 8 };
}

function signatureOf(c: Choices, index: number, cfg: GenConfig): Signature {
  if (cfg.callFormsOutOf > 0 && chance(c, cfg.callFormsOutOf)) return specialSignature(c, `f${index}`, cfg);
  const ints: IntType[] = cfg.allow64 ? [I32, I8, I16, I1, I64] : [I32, I8, I16, I1];
  const ret = chance(c, 5) ? null : pick(c, ints);
  const params = Array.from({ length: c.int(0, cfg.maxParams) }, () => (chance(c, 4) ? ('ptr' as const) : pick(c, ints)));
  return { name: `f${index}`, ret, params, steps: 0, calls: new Set() };
}

/** Fresh allocas, each initialised whole (memset or word stores) before anything reads it. */
function allocas(st: FnState): void {
  const n = st.c.int(0, 2);
  for (let i = 0; i < n; i++) {
    const size = pick(st.c, ALLOCA_SIZES);
    const align = st.cfg.allow64 ? 8 : 4;
    st.spend();
    const ptr = st.b.alloca(size, align);
    if (size > 32 || chance(st.c, 2)) {
      st.spend();
      st.b.call('memset', PTR, [ptr, intConst(I32, st.c.int(0, 255)), intConst(st.ptrInt(), size)]);
    } else {
      for (let off = 0; off < size; off += 4) {
        const at: Value = off === 0 ? ptr : st.b.ptradd(ptr, intConst(st.ptrInt(), off), true);
        st.spend(off === 0 ? 1 : 2);
        st.b.store(computedOrConstant(st, 32), at, 4);
      }
    }
    st.addObject({ ptr, size, align });
  }
  if (chance(st.c, 2)) {
    st.spend();
    st.ptrCell = st.b.alloca(st.cfg.pointerBits / 8, st.cfg.pointerBits / 8);
  }
}

/** main has no parameters: its first values are loads from the globals, opaque to any folding. */
function inputs(st: FnState, globals: readonly MemObject[]): void {
  const n = 1 + st.c.int(0, 3);
  for (let i = 0; i < n && globals.length > 0; i++) st.addInt(load(st, pick(st.c, st.widths())));
}

/**
 * A few values of the scope folded into `bits` (xor/add of casts): what a function returns; then
 * up to SINK values nothing read yet (most recent first, no further choices), so that less of the
 * computation is dead and a wrong value reaches the result.
 */
function fold(st: FnState, bits: number): Value {
  let acc = computedOrConstant(st, bits);
  const extra = st.c.int(0, 3);
  for (let i = 0; i < extra; i++) {
    const v = castTo(st, computedOrConstant(st, pick(st.c, st.widths())), bits, chance(st.c, 2));
    st.spend();
    acc = st.b.binop(pick(st.c, ['xor', 'add'] as const), acc, v);
  }
  for (const u of st
    .unusedInts()
    .filter((v) => v !== acc)
    .slice(0, SINK)) {
    const v = castTo(st, u, bits, false);
    st.spend();
    acc = st.b.binop('xor', acc, v);
  }
  return acc;
}

const SINK = 6;

/**
 * A void function's fold (as i32) stored into memory that outlives it (a writable global or a
 * pointer parameter's object), so its computation reaches the memory digest; nothing when it has
 * no such object.
 */
function sinkToMemory(st: FnState): void {
  const lasting = st.objects().filter((o) => o.readonly !== true && (o.ptr.kind === 'global' || st.b.params.includes(o.ptr as never)));
  if (lasting.length === 0) return;
  const value = fold(st, 32);
  const obj = pick(st.c, lasting);
  const ptr = address(st, obj, 4);
  st.spend();
  st.b.store(value, ptr, Math.min(obj.align, 4));
}

function buildFunction(c: Choices, cfg: GenConfig, sig: Signature, callees: readonly Signature[], globals: readonly MemObject[]): Func {
  const b = new FuncBuilder(
    sig.name,
    sig.ret,
    sig.params.map((p) => (p === 'ptr' ? PTR : p)),
  );
  b.block();
  const st = new FnState(c, cfg, b, sig, callees);
  const sret = sig.abi?.kind === 'aggregate' && sig.abi.sret ? sig.abi : null;
  sig.params.forEach((p, i) => {
    if (sret !== null && i === 0) return; // the result's object: written at the end, never read
    if (p === 'ptr') st.addObject({ ptr: b.params[i]!, size: PARAM_OBJECT_BYTES, align: 4 });
    else st.addInt(b.params[i]!);
  });
  for (const g of globals) st.addObject(g);
  if (sig.name === 'main') inputs(st, globals);
  allocas(st);
  if (sig.abi !== undefined) calleeEntry(st, sig.abi);
  if (sig.name === 'main' && chance(st.c, 2)) store(st);
  statements(st, 40);
  if (sig.name === 'main') callUnreached(st);
  const value = sig.ret === null ? null : fold(st, sig.ret.bits);
  if (sret !== null) sretStores(st, sret, (bits) => fold(st, bits));
  else if (sig.ret === null) sinkToMemory(st);
  st.spend();
  b.ret(value);
  sig.steps = st.steps + 2 * sig.params.length + 4;
  const fn = b.finish();
  return sig.abi?.kind === 'variadic' ? { ...fn, variadic: true } : fn;
}

/** Every call of a variadic function has the variadic function type (`call i32 (i32, ...) @f`), as clang writes it. */
function markVariadicCalls(functions: readonly Func[]): void {
  const variadic = new Set(functions.filter((f) => f.variadic === true).map((f) => f.name));
  if (variadic.size === 0) return;
  for (const f of functions)
    for (const blk of f.blocks)
      blk.insts = blk.insts.map((i) => (i.op === 'call' && variadic.has(i.callee) ? { ...i, variadic: true } : i));
}

const VA_INTRINSICS: readonly Func[] = [declareFunc('llvm.va_start', null, [PTR]), declareFunc('llvm.va_copy', null, [PTR, PTR])];

const RUNTIME: readonly Func[] = [declareFunc('putchar', I32, [I32])];

export function generateModule(c: Choices, cfg: GenConfig): Module {
  const globals = Array.from({ length: c.int(1, 3) }, (_, i) => globalOf(c, i, cfg));
  const objects: MemObject[] = globals.map((g) => ({
    ptr: { kind: 'global', name: g.name, offset: 0n, type: PTR },
    size: sizeOfArray(g.type as ArrayType),
    align: g.align,
    ...(g.constant ? { readonly: true } : {}),
  }));
  const helpers = Array.from({ length: c.int(0, cfg.maxHelpers) }, (_, i) => signatureOf(c, i + 1, cfg));
  const main: Signature = { name: 'main', ret: I32, params: [], steps: 0, calls: new Set() };
  const bodies: Func[] = [];
  for (let i = helpers.length - 1; i >= 0; i--) bodies.unshift(buildFunction(c, cfg, helpers[i]!, helpers.slice(i + 1), objects));
  bodies.unshift(buildFunction(c, cfg, main, helpers, objects));
  const intPtr = intType(cfg.pointerBits);
  markVariadicCalls(bodies);
  const va = bodies.some((f) => f.variadic === true) ? VA_INTRINSICS : [];
  return {
    source: 'generated.ll',
    triple: cfg.triple,
    datalayout: cfg.datalayout,
    globals,
    functions: [
      ...bodies,
      ...RUNTIME,
      declareFunc('memset', PTR, [PTR, I32, intPtr]),
      declareFunc('memmove', PTR, [PTR, PTR, intPtr]),
      ...va,
    ],
  };
}

function sizeOfArray(t: ArrayType): number {
  return t.length * ((t.elem as IntType).bits / 8);
}

/**
 * The program a replay token names, for sources that need no fast-check: `rng:<seed>` (the seeded
 * source of `tessera fuzz`) or `tape:<encoded choices>` (a shrunk choice list, choices.ts). Returns
 * null for any other token.
 */
export function programFromToken(target: GenTarget, token: string): Module | null {
  const colon = token.indexOf(':');
  const [source, rest] = colon < 0 ? [token, ''] : [token.slice(0, colon), token.slice(colon + 1)];
  if (source === 'rng' && /^\d+$/.test(rest)) return generateModule(seededChoices(Number(rest)), configFor(target));
  if (source === 'tape') return generateModule(listChoices(decodeChoices(rest)), configFor(target));
  return null;
}
