// The program generator's calls as C makes them (issue 19 deliverable 7): variadic definitions and
// calls, and structs passed and returned by value — in the engine-IR form the front end gives
// clang-14's output for each target (engine/frontend/varargs.ts, aggregates.ts), so `tessera fuzz`
// exercises the back end's real paths for them (va areas, AAPCS's even words for variadic i64s,
// many argument words, word packing of 64-bit fields on 32-bit targets).
//
// Contract: a helper whose Signature has an `abi` is built and called only through this file.
// - variadic `fN(i32 %n, <fixed ints>, ...)`: every call passes the `tail` extras (i32/i64, as C's
//   promotions leave them), then exactly n extras of type `loop` (n a constant 0..MAX_COUNT); the
//   body va_starts a list (and maybe va_copies it), reads the tail, re-reads the first tail extra
//   through the copy, and sums n `loop` extras in a loop (as far as ENTRY_INSTS allows: extras left
//   unread are fine in C; the loop only after the whole tail) — each va_arg expanded as clang-14 does
//   (a pointer bump on x86-32; the same with an align-to-8 for i64 on ARM/Thumb; the
//   gp_offset/overflow_arg_area branch on x86-64). Reads match the types passed: no UB.
// - aggregate: a struct of 1..4 integer fields laid out per the datalayout, passed by value as the
//   ABI's argument words (4 bytes, or 8 on x86-64 and for an 8-aligned struct on ARM/Thumb), packed
//   by the caller from frozen field values (padding zero), copied by the callee into a fresh alloca
//   from which it loads the fields (byval); and/or returned through a hidden first pointer (sret):
//   the caller passes an entry alloca and loads every field back, the callee stores every field.
// Calls to these helpers are direct (never through a pointer). Same choices, same code.

import { intConst } from '../../engine/ir/builder.js';
import { I32, I64, I8, I16, PTR, intType, type IntType, type Value } from '../../engine/ir/types.js';
import { chance, pick, type Choices } from './choices.js';
import type { FnState, GenConfig, Signature } from './gen-state.js';
import { computedOrConstant, operand } from './gen-values.js';

/** The most extras of the counted `loop` type one call passes. */
const MAX_COUNT = 3;

export interface VarSpec {
  readonly kind: 'variadic';
  readonly tail: readonly IntType[];
  readonly loop: IntType;
  readonly copy: boolean;
}

export interface Field {
  readonly type: IntType;
  readonly offset: number;
}

export interface AggSpec {
  readonly kind: 'aggregate';
  readonly fields: readonly Field[];
  readonly size: number;
  readonly align: number;
  /** The argument word (i32, or i64 as byvalShape in engine/frontend/aggregates.ts has it). */
  readonly word: IntType;
  readonly words: number;
  readonly byval: boolean;
  readonly sret: boolean;
}

export type CallAbi = VarSpec | AggSpec;

function fixedInts(c: Choices, cfg: GenConfig): IntType[] {
  const ints: IntType[] = cfg.allow64 ? [I32, I8, I16, I64] : [I32, I8, I16];
  return Array.from({ length: c.int(0, 2) }, () => pick(c, ints));
}

/** A variadic or struct-by-value helper's signature (program-generator.ts draws 1 in SPECIAL_OUT_OF). */
export function specialSignature(c: Choices, name: string, cfg: GenConfig): Signature {
  const ret = chance(c, 5) ? null : pick(c, cfg.allow64 ? [I32, I64, I8] : [I32, I8]);
  const extras: IntType[] = cfg.allow64 ? [I32, I64] : [I32];
  if (chance(c, 2)) {
    const abi: VarSpec = {
      kind: 'variadic',
      tail: Array.from({ length: c.int(0, 3) }, () => pick(c, extras)),
      loop: pick(c, extras),
      copy: chance(c, 2),
    };
    return { name, ret, params: [I32, ...fixedInts(c, cfg)], steps: 0, calls: new Set(), abi };
  }
  const abi = structOf(c, cfg);
  const params = [
    ...(abi.sret ? ['ptr' as const] : []),
    ...(abi.byval ? Array<IntType>(abi.words).fill(abi.word) : []),
    ...fixedInts(c, cfg),
  ];
  return { name, ret: abi.sret ? null : ret, params, steps: 0, calls: new Set(), abi };
}

function structOf(c: Choices, cfg: GenConfig): AggSpec {
  const i64Align = cfg.datalayout.includes('i64:64') ? 8 : 4;
  const fields: Field[] = [];
  let end = 0;
  let align = 1;
  for (let n = 1 + c.int(0, 3); n > 0; n--) {
    const type = intType(pick(c, cfg.allow64 ? [32, 8, 16, 64] : [32, 8, 16]));
    const a = type.bits === 64 ? i64Align : type.bits / 8;
    const offset = Math.ceil(end / a) * a;
    fields.push({ type, offset });
    end = offset + type.bits / 8;
    align = Math.max(align, a);
  }
  const size = Math.ceil(end / align) * align;
  const wordBytes = cfg.pointerBits === 64 || (align >= 8 && i64Align === 8) ? 8 : 4;
  const sret = chance(c, 2);
  return {
    kind: 'aggregate',
    fields,
    size,
    align,
    word: intType(wordBytes * 8),
    words: Math.ceil(size / wordBytes),
    byval: !sret || chance(c, 2),
    sret,
  };
}

/** The largest power of two dividing both (the alignment known at `offset` into an `align`-aligned object). */
function alignAt(align: number, offset: number): number {
  let a = align;
  while (offset % a !== 0) a /= 2;
  return a;
}

function at(st: FnState, base: Value, offset: number): Value {
  if (offset === 0) return base;
  st.spend();
  return st.b.ptradd(base, intConst(st.ptrInt(), offset), true);
}

// ---- callee side ----

/** The start of a special helper's body: its va_args, or its byval copy and field loads. */
export function calleeEntry(st: FnState, abi: CallAbi): void {
  if (abi.kind === 'variadic') variadicEntry(st, abi);
  else if (abi.byval) byvalEntry(st, abi);
}

function variadicEntry(st: FnState, abi: VarSpec): void {
  const list = vaList(st);
  st.spend();
  st.b.call('llvm.va_start', null, [list]);
  let copy: Value | null = null;
  if (abi.copy) {
    copy = vaList(st);
    st.spend();
    st.b.call('llvm.va_copy', null, [copy, list]);
  }
  // Within ENTRY_INSTS (x86-64's va_arg is a branch of ~17 instructions): a tail extra left unread is
  // fine in C; the counted extras come after the tail, so the loop needs the whole tail read first.
  const cap = st.insts + ENTRY_INSTS;
  const cost = st.cfg.pointerBits === 64 ? 18 : 8;
  let read = 0;
  for (const t of abi.tail) {
    if (st.insts + cost > cap) break;
    st.addInt(vaArg(st, list, t));
    read++;
  }
  if (copy !== null && read > 0 && st.insts + cost <= cap) st.addInt(vaArg(st, copy, abi.tail[0]!));
  if (read === abi.tail.length && st.insts + cost + 8 <= cap) countedLoop(st, list, abi.loop);
}

/** The IR instructions a variadic entry may spend (the function's budget is then mostly gone). */
const ENTRY_INSTS = 40;

function vaList(st: FnState): Value {
  st.spend();
  return st.cfg.pointerBits === 64 ? st.b.alloca(24, 16) : st.b.alloca(4, 4);
}

/** Sums %n (the first parameter) extras of type `t`: a header-tested loop, as clang-14 emits. */
function countedLoop(st: FnState, list: Value, t: IntType): void {
  const n = st.b.params[0]!;
  const entry = st.cur;
  const header = st.newBlock();
  const body = st.newBlock();
  const exit = st.newBlock();
  st.spend();
  st.b.br(header);
  st.enter(header);
  const i = st.b.phi(I32, [{ block: entry, value: intConst(I32, 0) }]);
  const acc = st.b.phi(t, [{ block: entry, value: intConst(t, 0) }]);
  st.spend(4);
  st.b.condbr(st.b.icmp('slt', i, n), body, exit);
  st.enter(body);
  const saved = st.multiplier;
  st.multiplier *= MAX_COUNT;
  const v = vaArg(st, list, t);
  st.spend(3);
  st.b.addIncoming(acc, st.cur, st.b.binop('add', acc, v));
  st.b.addIncoming(i, st.cur, st.b.binop('add', i, intConst(I32, 1)));
  st.b.br(header);
  st.multiplier = saved;
  st.enter(exit);
  st.addInt(acc);
}

/** One `va_arg(list, t)` as clang-14 expands it for the target. */
function vaArg(st: FnState, list: Value, t: IntType): Value {
  if (st.cfg.pointerBits === 64) return vaArgX64(st, list, t);
  st.spend(4);
  const cur = st.b.load(PTR, list, 4);
  let p: Value = cur;
  if (t.bits === 64 && st.cfg.datalayout.includes('i64:64')) {
    // AAPCS: an 8-aligned argument starts at an 8-aligned address of the argument area.
    st.spend(4);
    const rounded = st.b.binop('and', st.b.binop('add', st.b.cast('ptrtoint', cur, I32), intConst(I32, 7)), intConst(I32, -8));
    p = st.b.cast('inttoptr', rounded, PTR);
  }
  st.b.store(st.b.ptradd(p, intConst(I32, t.bits / 8), true), list, 4);
  return st.b.load(t, p, t.bits === 64 && p !== cur ? 8 : 4);
}

/** x86-64 (System V §3.5.7): from the register save area while gp_offset < 48, else the overflow area. */
function vaArgX64(st: FnState, list: Value, t: IntType): Value {
  const inReg = st.newBlock();
  const inMem = st.newBlock();
  const end = st.newBlock();
  st.spend(3);
  const gp = st.b.load(I32, list, 16);
  st.b.condbr(st.b.icmp('ult', gp, intConst(I32, 41)), inReg, inMem);
  st.enter(inReg);
  st.spend(7);
  const save = st.b.load(PTR, st.b.ptradd(list, intConst(I64, 16), true), 16);
  const fromReg = st.b.ptradd(save, st.b.cast('sext', gp, I64));
  st.b.store(st.b.binop('add', gp, intConst(I32, 8)), list, 16);
  st.b.br(end);
  st.enter(inMem);
  st.spend(5);
  const areaAt = st.b.ptradd(list, intConst(I64, 8), true);
  const area = st.b.load(PTR, areaAt, 8);
  st.b.store(st.b.ptradd(area, intConst(I64, 8)), areaAt, 8);
  st.b.br(end);
  st.enter(end);
  st.spend(2);
  const p = st.b.phi(PTR, [
    { block: inReg, value: fromReg },
    { block: inMem, value: area },
  ]);
  return st.b.load(t, p, t.bits / 8);
}

/** byval: the parameter words stored into a fresh alloca (the callee's copy), then each field loaded. */
function byvalEntry(st: FnState, abi: AggSpec): void {
  const bytes = abi.word.bits / 8;
  const first = abi.sret ? 1 : 0;
  const align = Math.max(abi.align, 4);
  st.spend();
  const copy = st.b.alloca(abi.words * bytes, align);
  for (let k = 0; k < abi.words; k++) {
    const ptr = at(st, copy, k * bytes);
    st.spend();
    st.b.store(st.b.params[first + k]!, ptr, alignAt(align, k * bytes));
  }
  for (const f of abi.fields) {
    const ptr = at(st, copy, f.offset);
    st.spend();
    st.addInt(st.b.load(f.type, ptr, alignAt(align, f.offset)));
  }
  // The copy is the callee's own and whole (padding included): statements may read and write it.
  if (abi.words * bytes >= 16) st.addObject({ ptr: copy, size: abi.words * bytes, align });
}

/** sret: every field of the caller's object stored (the first one `first`, the function's fold). */
export function sretStores(st: FnState, abi: AggSpec, first: (bits: number) => Value): void {
  const dest = st.b.params[0]!;
  abi.fields.forEach((f, i) => {
    const v = i === 0 ? first(f.type.bits) : computedOrConstant(st, f.type.bits);
    const ptr = at(st, dest, f.offset);
    st.spend();
    st.b.store(v, ptr, alignAt(abi.align, f.offset));
  });
}

// ---- caller side ----

/** A call of a special helper: its arguments as the ABI passes them, its struct result loaded back. */
export function specialCall(st: FnState, callee: Signature, abi: CallAbi): Value | null {
  const fixedFrom = abi.kind === 'aggregate' ? (abi.sret ? 1 : 0) + (abi.byval ? abi.words : 0) : 1;
  const fixed = callee.params.slice(fixedFrom).map((p) => operand(st, (p as IntType).bits));
  if (abi.kind === 'variadic') {
    const n = st.c.int(0, MAX_COUNT);
    const extras = [...abi.tail, ...Array<IntType>(n).fill(abi.loop)].map((t) => operand(st, t.bits));
    st.spend();
    return st.b.call(callee.name, callee.ret, [intConst(I32, n), ...fixed, ...extras]);
  }
  const dest = abi.sret ? sretObject(st, abi) : null;
  const words = abi.byval ? packWords(st, abi) : [];
  st.spend();
  const result = st.b.call(callee.name, callee.ret, [...(dest === null ? [] : [dest]), ...words, ...fixed]);
  if (dest !== null)
    for (const f of abi.fields) {
      const ptr = at(st, dest, f.offset);
      st.spend();
      st.addInt(st.b.load(f.type, ptr, alignAt(abi.align, f.offset)));
    }
  return result;
}

/** The caller's result object: an alloca in the entry block, as clang places it. */
function sretObject(st: FnState, abi: AggSpec): Value {
  st.b.at(0);
  st.spend();
  const dest = st.b.alloca(Math.ceil(abi.size / 4) * 4, Math.max(abi.align, 4));
  st.b.at(st.cur);
  return dest;
}

/** The struct's argument words from field values (frozen, as the front end's byval loads are), padding zero. */
function packWords(st: FnState, abi: AggSpec): Value[] {
  const bytes = abi.word.bits / 8;
  const parts = abi.fields.map((f) => {
    let v = operand(st, f.type.bits);
    if (chance(st.c, 2)) {
      st.spend();
      v = st.b.freeze(v);
    }
    return { ...f, value: v };
  });
  const out: Value[] = [];
  for (let k = 0; k < abi.words; k++) {
    let word: Value | null = null;
    for (const p of parts) {
      if (p.offset + p.type.bits / 8 <= k * bytes || p.offset >= (k + 1) * bytes) continue;
      const piece = placeInWord(st, p.value, p.type, p.offset - k * bytes, abi.word);
      if (word === null) word = piece;
      else {
        st.spend();
        word = st.b.binop('or', word, piece);
      }
    }
    out.push(word ?? intConst(abi.word, 0));
  }
  return out;
}

/** The bytes of `v` that fall in a word, at their place: `s` is v's byte offset in the word. */
function placeInWord(st: FnState, v: Value, t: IntType, s: number, word: IntType): Value {
  let x = v;
  st.spend(3);
  if (s < 0) x = st.b.binop('lshr', x, intConst(t, -8 * s));
  if (t.bits > word.bits) x = st.b.cast('trunc', x, word);
  else if (t.bits < word.bits) x = st.b.cast('zext', x, word);
  if (s > 0) x = st.b.binop('shl', x, intConst(word, 8 * s));
  return x;
}
