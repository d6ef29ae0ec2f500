// The program generator's expressions: integer arithmetic at every width with every binop, icmp,
// select, casts, and in-bounds loads and stores — each free of undefined behaviour and poison by
// construction (regalloc2's generator idea: build only valid programs, never filter).
//
// Contract (what makes each construct defined; the interpreter's rules are in README "The reference
// interpreter"):
// - udiv/urem: the divisor is `d | 1` or `select(d == 0, K, d)` with K a non-zero constant;
// - sdiv/srem: either the dividend is `x & INT_MAX` (never INT_MIN) and the divisor `d | 1`, or the
//   divisor is `select(d + 1 <u 2, K, d)` (never 0 or -1) with K not in {0, -1};
// - shifts: the amount is `y & (bits - 1)` or a constant below the width;
// - poison flags only where they provably hold: `add nuw nsw` of two values zero-extended from at
//   most bits - 2 bits, and `ptradd inbounds` of an offset inside the object;
// - memory: an access of n bytes at object + k*n + (i mod m)*n with i reduced by `and` (m a power
//   of two) or `urem` (m constant), so it lies inside the object; natural alignment where the object
//   guarantees it; or (under-aligned, 1 in 6) at a constant byte offset inside the object with
//   the alignment that offset gives;
// - compares also of truncated wider values (the width a selector must compare at is the IR's).
// Every emitted IR instruction is counted in FnState.spend.

import { intConst } from '../../engine/ir/builder.js';
import { BIN_OPS, I32, ICMP_PREDS, PTR, intType, type BinOp, type IntType, type Value } from '../../engine/ir/types.js';
import { chance, constantBits, pick } from './choices.js';
import type { FnState, MemObject } from './gen-state.js';

function bin(st: FnState, op: BinOp, x: Value, y: Value, flags = {}): Value {
  st.spend();
  return st.b.binop(op, x, y, flags);
}

function k(bits: number, v: bigint | number): Value {
  return intConst(intType(bits), v);
}

/** An integer operand of `bits`: a constant (the simple answer) or a value in scope. */
export function operand(st: FnState, bits: number): Value {
  const pool = st.intsOf(bits);
  if (pool.length === 0 || st.c.int(0, 3) === 0) return k(bits, bits === 1 ? BigInt(st.c.int(0, 1)) : constantBits(st.c, bits));
  return markUsed(st, pick(st.c, pool));
}

function markUsed(st: FnState, v: Value): Value {
  st.used.add(v);
  return v;
}

/** A value operand, preferring computed values (used where a constant would make the construct trivial). */
export function computedOrConstant(st: FnState, bits: number): Value {
  const pool = st.intsOf(bits);
  return pool.length === 0 ? operand(st, bits) : markUsed(st, pick(st.c, pool));
}

function divisorNonZero(st: FnState, bits: number, d: Value): Value {
  if (!chance(st.c, 2)) return bin(st, 'or', d, k(bits, 1));
  st.spend(2);
  const isZero = st.b.icmp('eq', d, k(bits, 0));
  return st.b.select(isZero, k(bits, pick(st.c, [1n, 3n, 255n, -2n])), d);
}

function signedDivision(st: FnState, op: 'sdiv' | 'srem', x: Value, d: Value, bits: number): Value {
  if (!chance(st.c, 2)) {
    const dividend = bin(st, 'and', x, k(bits, (1n << BigInt(bits - 1)) - 1n));
    return bin(st, op, dividend, bin(st, 'or', d, k(bits, 1)));
  }
  // d + 1 <u 2 exactly when d is 0 or -1: replace those by K, so INT_MIN / -1 cannot happen.
  const bad = bin(st, 'add', d, k(bits, 1));
  st.spend(2);
  const isBad = st.b.icmp('ult', bad, k(bits, 2));
  const divisor = st.b.select(isBad, k(bits, pick(st.c, [1n, 2n, 7n, -2n, -7n])), d);
  return bin(st, op, x, divisor);
}

/** `op` on x and y, made defined by construction. */
export function safeBinop(st: FnState, op: BinOp, x: Value, y: Value): Value {
  const bits = (x.type as IntType).bits;
  switch (op) {
    case 'udiv':
    case 'urem':
      return bin(st, op, x, divisorNonZero(st, bits, y));
    case 'sdiv':
    case 'srem':
      return signedDivision(st, op, x, y, bits);
    case 'shl':
    case 'lshr':
    case 'ashr': {
      const amount = y.kind === 'int' ? k(bits, y.value % BigInt(bits)) : bin(st, 'and', y, k(bits, bits - 1));
      return bin(st, op, x, amount);
    }
    case 'add':
    case 'sub':
    case 'mul':
    case 'and':
    case 'or':
    case 'xor':
      return bin(st, op, x, y);
  }
}

/**
 * A pointer comparison: eq/ne between any two objects in scope (distinct live objects never share
 * an address, and our pointers stay strictly inside their objects), any predicate between globals
 * (laid out identically by the interpreter and the linker).
 */
function pointerCompare(st: FnState): Value | null {
  const objs = st.objects();
  if (objs.length === 0) return null;
  const a = pick(st.c, objs);
  const b = pick(st.c, objs);
  const anyOrder = a.ptr.kind === 'global' && b.ptr.kind === 'global';
  st.spend();
  return st.b.icmp(anyOrder ? pick(st.c, ICMP_PREDS) : pick(st.c, ['eq', 'ne'] as const), a.ptr, b.ptr);
}

/**
 * An i1 condition: a comparison of two operands of one width (1 in 3 of mixed sign: mixedSigns),
 * or an i1 in scope. The comparison joins the scope, except that for a branch or a select
 * (`fusable`) it mostly stays private: an i1 that anything else reads is computed into a register
 * that the branch or select tests, so only a private one is selected as a compare-and-branch or a
 * conditional move (engine/isel/dag.ts roots), where a signed/unsigned condition-code mix-up lives.
 */
export function condition(st: FnState, fusable = false): Value {
  const ones = st.intsOf(1);
  if (ones.length > 0 && chance(st.c, 4)) return pick(st.c, ones);
  const ptrCmp = chance(st.c, 8) ? pointerCompare(st) : null;
  if (ptrCmp !== null) {
    st.addInt(ptrCmp);
    return ptrCmp;
  }
  const bits = pick(st.c, st.widths());
  const [x, y] = chance(st.c, 3)
    ? mixedSigns(st, bits)
    : chance(st.c, 4)
      ? truncated(st, bits)
      : [computedOrConstant(st, bits), operand(st, bits)];
  st.spend();
  const cond = st.b.icmp(pick(st.c, ICMP_PREDS), x, y);
  if (!fusable || chance(st.c, 3)) st.addInt(cond);
  return cond;
}

/**
 * Two operands of `bits` truncated from a wider width (when there is one), mostly x and x with its
 * upper bits flipped: equal at `bits`, different at the wider width, so every predicate decides
 * differently when a selector compares the registers holding the wider sources (issue 17's x86-64
 * bug: an i32 compare of truncated i64 values compared all 64 bits).
 */
function truncated(st: FnState, bits: number): [Value, Value] {
  const wider = st.widths().filter((w) => w > bits);
  if (wider.length === 0) return [computedOrConstant(st, bits), operand(st, bits)];
  const from = pick(st.c, wider);
  // A value in scope rather than a constant, whose truncation could fold away.
  const inScope = st.intsOf(from);
  const x = inScope.length > 0 && !chance(st.c, 4) ? pick(st.c, inScope) : computedOrConstant(st, from);
  const high = BigInt(st.c.int(1, 255)) << BigInt(bits);
  const y = chance(st.c, 4) ? operand(st, from) : bin(st, 'xor', x, k(from, high));
  const narrow = (v: Value): Value => {
    st.spend();
    return castTo(st, v, bits, false);
  };
  return [narrow(x), narrow(y)];
}

/**
 * Two operands of `bits` whose signs differ by construction, in either order: x against x ^ SIGN
 * (they differ in the top bit only), or x | SIGN (negative) against y & MAX (non-negative). Every
 * ordered predicate then decides oppositely under the signed and the unsigned reading, so a back
 * end that confuses the two changes the outcome (random operands of one width rarely differ in
 * sign in a way that matters). Neither operand joins the scope.
 */
function mixedSigns(st: FnState, bits: number): [Value, Value] {
  const sign = 1n << BigInt(bits - 1);
  const x = computedOrConstant(st, bits);
  const pair: [Value, Value] = chance(st.c, 2)
    ? [x, bin(st, 'xor', x, k(bits, sign))]
    : [bin(st, 'or', x, k(bits, sign)), bin(st, 'and', operand(st, bits), k(bits, sign - 1n))];
  return chance(st.c, 2) ? [pair[1], pair[0]] : pair;
}

/** `v` zero- or sign-extended or truncated to `bits` (no instruction when the width is already right). */
export function castTo(st: FnState, v: Value, bits: number, signed: boolean): Value {
  const from = (v.type as IntType).bits;
  if (from === bits) return v;
  st.spend();
  return st.b.cast(from > bits ? 'trunc' : signed ? 'sext' : 'zext', v, intType(bits));
}

/** `add nuw nsw` of two values zero-extended from at most bits - 2 bits: the flags always hold. */
function flaggedAdd(st: FnState, bits: number): Value {
  const narrow = st.widths().filter((w) => w <= bits - 2);
  if (narrow.length === 0) return safeBinop(st, 'add', computedOrConstant(st, bits), operand(st, bits));
  const w = pick(st.c, narrow);
  const x = castTo(st, computedOrConstant(st, w), bits, false);
  const y = castTo(st, operand(st, w), bits, false);
  st.spend();
  return st.b.binop('add', x, y, { nuw: true, nsw: true });
}

/** One new integer value of `bits`, added to the scope. */
export function newInt(st: FnState, bits: number): Value {
  let v: Value;
  switch (st.c.int(0, 7)) {
    case 0:
      v = safeBinop(st, pick(st.c, BIN_OPS), computedOrConstant(st, bits), operand(st, bits));
      break;
    case 1:
      v = safeBinop(st, pick(st.c, BIN_OPS), operand(st, bits), computedOrConstant(st, bits));
      break;
    case 2: {
      const cond = condition(st, true);
      st.spend();
      v = st.b.select(cond, computedOrConstant(st, bits), operand(st, bits));
      break;
    }
    case 3: {
      const from = pick(
        st.c,
        [1, ...st.widths()].filter((w) => w !== bits),
      );
      v = castTo(st, computedOrConstant(st, from), bits, chance(st.c, 2));
      break;
    }
    case 4:
      v = st.objects().length > 0 ? load(st, bits) : safeBinop(st, 'xor', computedOrConstant(st, bits), operand(st, bits));
      break;
    case 5:
      v = flaggedAdd(st, bits);
      break;
    case 6:
      v = chance(st.c, 2) ? globalAddressBits(st, bits) : freeze(st, computedOrConstant(st, bits));
      break;
    default: {
      const logic = bin(st, pick(st.c, ['and', 'or', 'xor'] as const), condition(st), condition(st));
      st.addInt(logic);
      v = castTo(st, logic, bits, chance(st.c, 2));
    }
  }
  if (v.kind === 'ref') st.addInt(v);
  return v;
}

function freeze(st: FnState, v: Value): Value {
  st.spend();
  return st.b.freeze(v);
}

/**
 * ptrtoint of a global's address (truncated or extended to `bits`): the interpreter and the linker
 * place globals alike, so the value is the same on both sides (never a stack address: those differ).
 */
function globalAddressBits(st: FnState, bits: number): Value {
  const globals = st.objects().filter((o) => o.ptr.kind === 'global');
  if (globals.length === 0) return freeze(st, computedOrConstant(st, bits));
  st.spend();
  const asInt = st.b.cast('ptrtoint', pick(st.c, globals).ptr, st.ptrInt());
  return castTo(st, asInt, bits, false);
}

/** An interior pointer to a global rebuilt through integers: inttoptr(ptrtoint(@g) + 4k). */
export function intToPtrObject(st: FnState): MemObject | null {
  const globals = st.objects().filter((o) => o.ptr.kind === 'global' && o.size >= MAX_ACCESS_BYTES);
  if (globals.length === 0) return null;
  const g = pick(st.c, globals);
  const off = 4 * st.c.int(0, (g.size - MAX_ACCESS_BYTES) / 4); // every object holds the widest access
  st.spend(3);
  const asInt = st.b.cast('ptrtoint', g.ptr, st.ptrInt());
  const moved = st.b.binop('add', asInt, k(st.cfg.pointerBits, off));
  const ptr = st.b.cast('inttoptr', moved, PTR);
  return {
    ptr,
    size: g.size - off,
    align: Math.min(g.align, off === 0 ? g.align : off & -off),
    ...(g.readonly === true ? { readonly: true } : {}),
  };
}

// ---- memory ----

/** Every object holds at least this many bytes (the widest access), so every access fits. */
const MAX_ACCESS_BYTES = 8;

function isPow2(n: number): boolean {
  return n > 0 && (n & (n - 1)) === 0;
}

/** An index in [0, m) computed from a value in scope, at the pointer width. */
function reducedIndex(st: FnState, m: number): Value {
  const P = st.cfg.pointerBits;
  const raw = computedOrConstant(st, pick(st.c, st.widths()));
  const idx = castTo(st, raw, P, chance(st.c, 2));
  if (isPow2(m) && !chance(st.c, 4)) return bin(st, 'and', idx, k(P, m - 1));
  return bin(st, 'urem', idx, k(P, m));
}

/** The address of an n-byte element inside `obj` (constant or computed index, maybe a displacement). */
export function address(st: FnState, obj: MemObject, bytes: number): Value {
  const P = st.cfg.pointerBits;
  const count = Math.floor(obj.size / bytes);
  const disp = st.c.int(0, count - 1);
  if (st.c.int(0, 2) === 0) {
    if (disp === 0) return obj.ptr;
    st.spend();
    return st.b.ptradd(obj.ptr, k(P, disp * bytes), true);
  }
  let off = reducedIndex(st, count - disp);
  if (bytes > 1) off = chance(st.c, 2) ? bin(st, 'shl', off, k(P, Math.log2(bytes))) : bin(st, 'mul', off, k(P, bytes));
  if (disp > 0) off = bin(st, 'add', off, k(P, disp * bytes));
  st.spend();
  return st.b.ptradd(obj.ptr, off, true);
}

function accessAlign(obj: MemObject, bytes: number): number {
  return Math.min(obj.align, bytes);
}

/**
 * An access of `bytes` at an address and declared alignment: mostly an element (address), 1 in 6
 * (of 2 bytes or more) under-aligned — at a constant byte offset, declaring the alignment that
 * offset gives (1 at an odd one), so Thumb splits it into pieces and the interpreter's alignment
 * check holds.
 */
function placed(st: FnState, obj: MemObject, bytes: number): [Value, number] {
  if (bytes === 1 || !chance(st.c, 6)) return [address(st, obj, bytes), accessAlign(obj, bytes)];
  const off = st.c.int(0, obj.size - bytes);
  if (off === 0) return [obj.ptr, accessAlign(obj, bytes)];
  st.spend();
  return [st.b.ptradd(obj.ptr, k(st.cfg.pointerBits, off), true), Math.min(obj.align, bytes, off & -off)];
}

export function load(st: FnState, bits: number): Value {
  const obj = pick(st.c, st.objects());
  const [ptr, align] = placed(st, obj, bits / 8);
  st.spend();
  return st.b.load(intType(bits), ptr, align, chance(st.c, 8));
}

export function store(st: FnState): void {
  const objects = st.objects().filter((o) => o.readonly !== true);
  if (objects.length === 0) return;
  const obj = pick(st.c, objects);
  const bits = pick(st.c, st.widths());
  const value = computedOrConstant(st, bits);
  const [ptr, align] = placed(st, obj, bits / 8);
  st.spend();
  st.b.store(value, ptr, align, chance(st.c, 8));
}

/** memmove or memset over a constant number of bytes inside the objects (runtime calls). */
export function bulkMemory(st: FnState): void {
  const objects = st.objects();
  if (objects.length === 0) return;
  const P = st.cfg.pointerBits;
  const targets = objects.filter((o) => o.readonly !== true);
  if (targets.length === 0) return;
  const dst = pick(st.c, targets);
  st.spend();
  if (chance(st.c, 2)) {
    const n = st.c.int(0, dst.size);
    st.b.call('memset', PTR, [dst.ptr, castTo(st, computedOrConstant(st, 8), 32, false), k(P, n)]);
    return;
  }
  const src = pick(st.c, objects);
  const n = st.c.int(0, Math.min(src.size, dst.size));
  st.b.call('memmove', PTR, [dst.ptr, src.ptr, k(P, n)]);
}

/**
 * A pointer stored to the function's pointer cell (an alloca only ever holding pointers, so no
 * stack address reaches an integer) and loaded back: the same object through memory.
 */
export function pointerRoundTrip(st: FnState): void {
  const objs = st.objects();
  if (st.ptrCell === null || objs.length === 0) return;
  const obj = pick(st.c, objs);
  const align = st.cfg.pointerBits / 8;
  st.spend(2);
  st.b.store(obj.ptr, st.ptrCell, align);
  st.addObject({ ...obj, ptr: st.b.load(PTR, st.ptrCell, align) });
}

/** A constant-offset pointer into an object (still at least 16 bytes, so it can be passed on). */
export function interiorObject(st: FnState, obj: MemObject, minSize: number): MemObject | null {
  const room = Math.floor((obj.size - minSize) / 4);
  if (room <= 0) return null;
  const off = 4 * st.c.int(1, room);
  st.spend();
  const ptr = st.b.ptradd(obj.ptr, k(st.cfg.pointerBits, off), true);
  return { ptr, size: obj.size - off, align: Math.min(obj.align, off & -off), ...(obj.readonly === true ? { readonly: true } : {}) };
}

/** putchar of an integer's low byte (output is compared byte for byte). */
export function output(st: FnState): void {
  const bits = pick(st.c, st.widths());
  const v = castTo(st, computedOrConstant(st, bits), 32, chance(st.c, 2));
  st.spend();
  st.b.call('putchar', I32, [v]);
}
