// First-class aggregates (struct and array SSA values), scalarized by the front end.
//
// Contract: an SSA value of aggregate type T is the tuple of its LEAVES, the scalars of T in
// memory order, flattened through nested structs and arrays (`leavesOf`, each with its byte offset
// per the datalayout, as LLVM's SROA would split it). Leaf i of `%x` is an ordinary scalar local of
// the function builder named `x␀i` (a NUL cannot occur in an LLVM name), so forward references
// (phis) resolve as for scalars. The engine IR, the interpreter and the back end therefore see
// only scalars:
// - extractvalue/insertvalue pick or replace a contiguous range of leaves (no instruction);
// - load/store of an aggregate is one load/store per leaf at its offset (padding is not written:
//   a refinement, as LLVM leaves it undef); phi, select and freeze act per leaf;
// - constants (undef, poison, zeroinitializer, literal arrays, structs and c"" strings) are
//   constant leaves;
// - an aggregate parameter, argument or call is its leaves, one scalar each: the "word i in r_i,
//   then the stack" assignment of AAPCS for clang's `[N x i32]`/`[N x i64]` coercions (64-bit
//   leaves are even-aligned by wide-abi.ts afterwards, as AAPCS C.3 does for the composite), and
//   the separate scalars of x86-64's coercions. A returned aggregate of one leaf is that leaf (clang's
//   small-struct returns are already scalars). One of several leaves (x86-64's `{ i64, i64 }` and
//   `{ i64, i32 }`, which the psABI returns in rax:rdx) is returned through a hidden pointer, as sret
//   is: the function gets a first parameter `ptr` and returns void, `ret` stores the leaves there,
//   and each call passes a caller's alloca (in the entry block) and loads the leaves back. The
//   engine IR returns one value, and an i128 at the ABI boundary (as wide.ts keeps i64 on 32-bit
//   targets for edx:eax) would take a new type through every layer: so x86-64 deviates from the
//   psABI here (rdi and memory, not rax:rdx). Both sides are compiled here, and so they agree; the
//   peer llc-14 compiles the same scalarized IR. Foreign code would not agree.
// - `byval(T) align A` (x86-32, x86-64, and large structs on ARM/Thumb): the caller loads each
//   leaf, freezes it, and packs the leaves into the ABI's argument words (4 bytes; 8 on x86-64 and
//   for an 8-aligned T on ARM, which wide-abi.ts then even-aligns), padding bytes zero; the callee
//   gets the words as parameters and stores them into a fresh alloca whose address is the
//   parameter. So the interpreter gives the callee a fresh object (provenance holds), and on
//   x86-32 and ARM/Thumb the words sit where the ABI puts the byval copy (the stack argument area;
//   on ARM r0-r3 then the stack, as LLVM's HandleByVal splits it). On x86-64 the words are ordinary
//   i64 arguments, so the first six travel in registers, not on the stack as the psABI says:
//   caller and callee are both compiled here, so they agree, but foreign code would not.
// - `sret(T)` stays a plain pointer parameter on every target. On x86-32 Linux the i386 psABI also
//   has the callee pop that pointer (`ret $4`) and return it in eax; here the caller pops it, as for
//   any argument, and nothing reads eax (the IR function is void): caller and callee agree, and no
//   program can see the difference, since no foreign code calls or is called with a struct result.
//   Per-leaf loads (not word loads) keep the interpreter's per-value uninitialised-memory model
//   from making a word with padding poison; freezing makes an unread uninitialised field harmless.

import { alignOf, sizeOf, structLayout, type DataLayout } from '../ir/datalayout.js';
import {
  PTR,
  intType,
  type ArrayType,
  type Inst,
  type IntType,
  type MemType,
  type ScalarType,
  type SourceLoc,
  type StructType,
  type Value,
} from '../ir/types.js';
import type { VSyntax } from './constants.js';
import { intConst } from './ints.js';
import type { Token } from './lexer.js';
import type { ModuleState } from './module-state.js';
import { lowerAs, type FnCtx, type Sink } from './operands.js';
import { wideBits, wideConstLimbs } from './wide-ints.js';

export type AggType = ArrayType | StructType;
export interface Leaf {
  readonly type: ScalarType;
  readonly offset: number;
}

/** More leaves than this is an aggregate SROA would not split either: rejected. */
const MAX_LEAVES = 4096;

export function isAggregate(t: { readonly kind: string }): t is AggType {
  return t.kind === 'array' || t.kind === 'struct';
}

/** The scalars of `t` in memory order, with their byte offsets from the start of `t`. */
export function leavesOf(dl: DataLayout, t: MemType, base = 0, out: Leaf[] = []): Leaf[] {
  if (out.length > MAX_LEAVES) throw new RangeError('aggregate value too large');
  switch (t.kind) {
    case 'int':
    case 'ptr':
      out.push({ type: t, offset: base });
      return out;
    case 'array': {
      const size = sizeOf(dl, t.elem);
      for (let i = 0; i < t.length; i++) leavesOf(dl, t.elem, base + i * size, out);
      return out;
    }
    case 'struct': {
      const { offsets } = structLayout(dl, t);
      t.fields.forEach((f, i) => leavesOf(dl, f, base + offsets[i]!, out));
      return out;
    }
  }
}

/** Leaves, or `unsupported aggregate value too large` at `tok`. */
export function leavesAt(m: ModuleState, t: MemType, tok: Token): Leaf[] {
  try {
    return leavesOf(m.dl, t);
  } catch (e) {
    if (e instanceof RangeError) throw m.cur.unsupported(tok, 'aggregate value too large');
    throw e;
  }
}

/** How an aggregate is returned: as its one leaf, or through a hidden pointer (see the contract). */
export type AggReturn =
  | { readonly kind: 'leaf'; readonly type: ScalarType }
  | { readonly kind: 'memory'; readonly type: AggType; readonly leaves: readonly Leaf[] };

export function aggregateReturn(m: ModuleState, t: AggType, tok: Token): AggReturn {
  const leaves = leavesAt(m, t, tok);
  return leaves.length === 1 ? { kind: 'leaf', type: leaves[0]!.type } : { kind: 'memory', type: t, leaves };
}

/** The builder name of leaf `i` of the local written `tok` (see the contract). */
export function leafTok(tok: Token, i: number): Token {
  return { ...tok, text: `${tok.text}\u0000${i}` };
}

/** The leaf values of an aggregate operand of type `t` (a local, or a constant). */
export function aggregateOperand(ctx: FnCtx, v: VSyntax, t: AggType, sink: Sink): Value[] {
  const wide = wideBits(t);
  // An integer wider than 64 bits (wide-ints.ts): a constant's limbs; undef is 0, a refinement.
  if (wide !== null && (v.k === 'int' || v.k === 'undef')) return wideConstLimbs(wide, v.k === 'int' ? v.value : 0n);
  const leaves = leavesAt(ctx.m, t, v.tok);
  switch (v.k) {
    case 'local':
      return leaves.map((l, i) => ctx.b.useValue(leafTok(v.tok, i), l.type));
    case 'undef':
    case 'poison': {
      const kind = v.k;
      return leaves.map((l): Value => ({ kind, type: l.type }));
    }
    case 'zero':
      return leaves.map((l) => zeroOf(l.type));
    case 'cstr':
      if (t.kind !== 'array' || t.length !== v.bytes.length || t.elem.kind !== 'int' || t.elem.bits !== 8) throw mismatch(ctx, v.tok, t);
      return [...v.bytes].map((c) => intConst(8, BigInt(c.charCodeAt(0) & 0xff)));
    case 'array':
      if (t.kind !== 'array' || t.length !== v.elems.length) throw mismatch(ctx, v.tok, t);
      return v.elems.flatMap((e) => memberOperand(ctx, e.v, t.elem, sink));
    case 'struct':
      if (t.kind !== 'struct' || t.fields.length !== v.fields.length) throw mismatch(ctx, v.tok, t);
      return v.fields.flatMap((f, i) => memberOperand(ctx, f.v, t.fields[i]!, sink));
    default:
      throw mismatch(ctx, v.tok, t);
  }
}

/** The leaves of a value of any memory type: one for a scalar. */
export function memberOperand(ctx: FnCtx, v: VSyntax, t: MemType, sink: Sink): Value[] {
  return isAggregate(t) ? aggregateOperand(ctx, v, t, sink) : [lowerAs(ctx, v, t, sink)];
}

function zeroOf(t: ScalarType): Value {
  return t.kind === 'ptr' ? { kind: 'null', type: PTR } : intConst(t.bits, 0n);
}

function mismatch(ctx: FnCtx, tok: Token, t: AggType): Error {
  return ctx.m.cur.error(tok, `'${tok.text}' is not a valid value of this ${t.kind} type`);
}

/**
 * Defines the aggregate result `result` (null: implicitly numbered) as `values`: each leaf's
 * uses read the value given for it (no instruction is emitted).
 */
export function defineAggregate(ctx: FnCtx, result: Token | null, at: Token, leaves: readonly Leaf[], values: readonly Value[]): void {
  const base = ctx.b.nameFor(result, at);
  leaves.forEach((l, i) => {
    const id = ctx.b.defineValue(leafTok(base, i), l.type, at);
    ctx.b.replace(id, values[i]!, at);
  });
}

/** Ids for the leaves of an aggregate result that instructions will define (phi, load, ...). */
export function aggregateIds(ctx: FnCtx, result: Token | null, at: Token, leaves: readonly Leaf[]): number[] {
  const base = ctx.b.nameFor(result, at);
  return leaves.map((l, i) => ctx.b.defineValue(leafTok(base, i), l.type, at));
}

/** Where in `t` an extractvalue/insertvalue index path leads: the member type and its leaf range. */
export function memberAt(
  ctx: FnCtx,
  t: AggType,
  path: readonly { value: number; tok: Token }[],
): { type: MemType; first: number; count: number } {
  let type: MemType = t;
  let first = 0;
  for (const { value, tok } of path) {
    if (type.kind === 'array') {
      if (value >= type.length) throw ctx.m.cur.error(tok, `index ${value} out of range for an array of ${type.length}`);
      first += value * leavesAt(ctx.m, type.elem, tok).length;
      type = type.elem;
    } else if (type.kind === 'struct') {
      if (value >= type.fields.length)
        throw ctx.m.cur.error(tok, `index ${value} out of range for a struct of ${type.fields.length} fields`);
      for (let i = 0; i < value; i++) first += leavesAt(ctx.m, type.fields[i]!, tok).length;
      type = type.fields[value]!;
    } else {
      throw ctx.m.cur.error(tok, 'index into a scalar');
    }
  }
  return { type, first, count: leavesAt(ctx.m, type, path.at(-1)?.tok ?? ctx.m.cur.peek()).length };
}

// ---- memory: per-leaf loads and stores ----

/** The alignment known of `base + offset` when `base` is `align`-aligned. */
function alignAt(align: number, offset: number): number {
  return offset === 0 ? align : Math.min(align, offset & -offset);
}

/** Emits instructions through `sink`, each with a fresh id. */
export class Emitter {
  constructor(
    private readonly ctx: FnCtx,
    private readonly sink: Sink,
    private readonly loc: SourceLoc,
  ) {}

  private fresh(type: ScalarType, make: (id: number) => Inst): Value {
    const id = this.ctx.b.freshId();
    this.sink.emit(make(id));
    return { kind: 'ref', id, type };
  }

  /** `base + offset` (base itself for 0). */
  at(base: Value, offset: number): Value {
    if (offset === 0) return base;
    const ip = this.ctx.m.intPtr;
    const off = intConst(ip.bits, BigInt(offset));
    return this.fresh(PTR, (id) => ({ op: 'ptradd', id, name: '', type: PTR, base, offset: off, inbounds: true, loc: this.loc }));
  }

  load(type: ScalarType, ptr: Value, align: number, volatile: boolean, id?: number): Value {
    if (id !== undefined) {
      this.sink.emit({ op: 'load', id, name: '', type, ptr, align, volatile, loc: this.loc });
      return { kind: 'ref', id, type };
    }
    return this.fresh(type, (fid) => ({ op: 'load', id: fid, name: '', type, ptr, align, volatile, loc: this.loc }));
  }

  alloca(id: number, size: number, align: number): Value {
    this.sink.emit({ op: 'alloca', id, name: '', type: PTR, size, align, loc: this.loc });
    return { kind: 'ref', id, type: PTR };
  }

  store(value: Value, ptr: Value, align: number, volatile: boolean): void {
    this.sink.emit({ op: 'store', value, ptr, align, volatile, loc: this.loc });
  }

  freeze(value: Value): Value {
    const type = value.type;
    return this.fresh(type, (id) => ({ op: 'freeze', id, name: '', type, value, loc: this.loc }));
  }

  cast(cast: 'zext' | 'trunc' | 'ptrtoint', type: IntType, value: Value): Value {
    return this.fresh(type, (id) => ({ op: 'cast', id, name: '', cast, type, value, flags: {}, loc: this.loc }));
  }

  bin(binop: 'shl' | 'lshr' | 'or', type: IntType, lhs: Value, rhs: Value): Value {
    return this.fresh(type, (id) => ({ op: 'binop', id, name: '', binop, type, lhs, rhs, flags: {}, loc: this.loc }));
  }
}

/** One load per leaf of `t` at `ptr` (alignment `align`): the leaf values. */
export function loadLeaves(
  e: Emitter,
  leaves: readonly Leaf[],
  ptr: Value,
  align: number,
  volatile: boolean,
  ids?: readonly number[],
): Value[] {
  return leaves.map((l, i) => e.load(l.type, e.at(ptr, l.offset), alignAt(align, l.offset), volatile, ids?.[i]));
}

export function storeLeaves(
  e: Emitter,
  leaves: readonly Leaf[],
  values: readonly Value[],
  ptr: Value,
  align: number,
  volatile: boolean,
): void {
  leaves.forEach((l, i) => e.store(values[i]!, e.at(ptr, l.offset), alignAt(align, l.offset), volatile));
}

// ---- byval: the pointee as argument words ----

export interface ByvalShape {
  readonly type: MemType;
  readonly align: number;
  /** The argument word: i32, or i64 (x86-64; an 8-aligned pointee on ARM/Thumb). */
  readonly word: IntType;
  readonly words: number;
}

/** The words a `byval(type) align` argument travels in on this target (see the contract). */
export function byvalShape(dl: DataLayout, type: MemType, written: number | null): ByvalShape {
  const align = Math.max(written ?? 0, alignOf(dl, type));
  // AAPCS's 8-byte word exactly where an i64 is 8-aligned (the ARM datalayouts; i386's i64 is 4-aligned).
  const wordBytes = dl.pointerBits === 64 || (align >= 8 && dl.intAlign.get(64) === 8) ? 8 : 4;
  return { type, align, word: intType(wordBytes * 8) as IntType, words: Math.ceil(sizeOf(dl, type) / wordBytes) };
}

/** Caller: the words of the pointee of `ptr`, packed from frozen per-leaf loads (padding zero). */
export function byvalWords(e: Emitter, leaves: readonly Leaf[], shape: ByvalShape, ptr: Value, intPtr: IntType): Value[] {
  const bytes = shape.word.bits / 8;
  const parts = leaves.map((l) => {
    const v = e.freeze(e.load(l.type, e.at(ptr, l.offset), alignAt(shape.align, l.offset), false));
    const asInt = l.type.kind === 'ptr' ? e.cast('ptrtoint', intPtr, v) : v;
    return { value: asInt, type: (l.type.kind === 'ptr' ? intPtr : l.type) as IntType, offset: l.offset };
  });
  const out: Value[] = [];
  for (let k = 0; k < shape.words; k++) {
    let word: Value = intConst(shape.word.bits as 32 | 64, 0n);
    for (const p of parts) {
      const size = Math.max(1, p.type.bits / 8);
      if (p.offset + size <= k * bytes || p.offset >= (k + 1) * bytes) continue;
      const piece = placeInWord(e, p.value, p.type, p.offset - k * bytes, shape.word);
      word = word.kind === 'int' && word.value === 0n ? piece : e.bin('or', shape.word, word, piece);
    }
    out.push(word);
  }
  return out;
}

/** The bytes of `v` that fall in a word, placed at their position: `s` is v's byte offset in it. */
function placeInWord(e: Emitter, v: Value, t: IntType, s: number, word: IntType): Value {
  let x = v;
  if (s < 0) x = e.bin('lshr', t, x, intConst(t.bits, BigInt(-8 * s)));
  if (t.bits > word.bits) x = e.cast('trunc', word, x);
  else if (t.bits < word.bits) x = e.cast('zext', word, x);
  if (s > 0) x = e.bin('shl', word, x, intConst(word.bits as 32 | 64, BigInt(8 * s)));
  return x;
}

/** Callee: a fresh alloca (id `id`, rounded up to whole words) holding the parameter words. */
export function byvalCopy(e: Emitter, shape: ByvalShape, words: readonly Value[], id: number): void {
  const bytes = shape.word.bits / 8;
  const ptr = e.alloca(id, shape.words * bytes, shape.align);
  words.forEach((w, k) => e.store(w, e.at(ptr, k * bytes), alignAt(shape.align, k * bytes), false));
}
