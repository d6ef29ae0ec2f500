// Splitting under-aligned loads and stores into naturally aligned narrower ones, for a target
// whose memory accesses must be aligned (Thumb on the Cortex-M0: ARMv6-M ARM A3.2, "all
// unaligned accesses fault"; an ldr/str/ldrh/strh whose address is not a multiple of its size is
// a HardFault).
//
// Requires a Func of the engine IR (legalize.ts calls this on its copy, for Thumb only: x86 and
// the ARM1176 model permit unaligned word and halfword accesses). Produces the same Func with each
// `load`/`store` of an i16, i32 or pointer whose `align` is below its size rewritten as LLVM's
// SelectionDAG does for a misaligned access on a strict-alignment target (TargetLowering::
// expandUnalignedLoad/expandUnalignedStore, little-endian): pieces of `align` bytes (align 1:
// bytes, align 2: halfwords), each at `ptr + k × piece` with alignment `piece`; a load zero-extends
// each piece, shifts it to its place and ors them together, keeping the original value id; a
// store truncates `value >> (8 × offset)` to each piece (an integer constant is split here, a
// pointer goes through ptrtoint / inttoptr). Volatility is kept on every piece.

import { planted } from '../../common/planted-bugs.js';
import { I32, PTR, intType, type Func, type Inst, type IntType, type LoadInst, type StoreInst, type Value } from '../ir/types.js';

/** Bytes an access of this type touches (pointers: 32-bit targets only reach here). */
function accessBytes(t: Value['type']): number {
  return t.kind === 'ptr' ? 4 : Math.max(1, t.bits / 8);
}

/** The piece size of an access of `bytes` at alignment `align`, or null when it is aligned. */
function pieceOf(bytes: number, align: number): number | null {
  return align >= bytes || bytes === 1 ? null : align;
}

export function splitUnalignedAccesses(fn: Func): void {
  for (const b of fn.blocks) {
    if (
      !b.insts.some(
        (i) => (i.op === 'load' || i.op === 'store') && pieceOf(accessBytes(i.op === 'load' ? i.type : i.value.type), i.align) !== null,
      )
    )
      continue;
    const insts: Inst[] = [];
    for (const inst of b.insts) {
      if (inst.op === 'load') splitLoad(fn, inst, insts);
      else if (inst.op === 'store') splitStore(fn, inst, insts);
      else insts.push(inst);
    }
    b.insts = insts;
  }
}

const ref = (id: number, type: Value['type']): Value => ({ kind: 'ref', id, type });

/** `ptr + k` (k = 0: ptr itself). */
function pieceAddress(fn: Func, ptr: Value, k: number, out: Inst[]): Value {
  if (k === 0) return ptr;
  const id = fn.nextValueId++;
  out.push({ op: 'ptradd', id, name: '', type: PTR, base: ptr, offset: { kind: 'int', type: I32, value: BigInt(k) }, inbounds: false });
  return ref(id, PTR);
}

function splitLoad(fn: Func, inst: LoadInst, out: Inst[]): void {
  const bytes = accessBytes(inst.type);
  const piece = pieceOf(bytes, inst.align);
  if (piece === null) {
    out.push(inst);
    return;
  }
  const whole: IntType = intType(bytes * 8);
  const part: IntType = intType(piece * 8);
  const loc = inst.loc === undefined ? {} : { loc: inst.loc };
  let acc: Value | null = null;
  for (let k = 0; k < bytes; k += piece) {
    const addr = pieceAddress(fn, inst.ptr, k, out);
    const ld = fn.nextValueId++;
    out.push({ op: 'load', id: ld, name: '', type: part, ptr: addr, align: piece, volatile: inst.volatile, ...loc });
    const ext = fn.nextValueId++;
    out.push({ op: 'cast', id: ext, name: '', cast: 'zext', type: whole, value: ref(ld, part), flags: {} });
    let v = ref(ext, whole);
    if (k > 0) {
      const sh = fn.nextValueId++;
      out.push({
        op: 'binop',
        id: sh,
        name: '',
        binop: 'shl',
        type: whole,
        lhs: v,
        rhs: { kind: 'int', type: whole, value: BigInt(8 * (planted('unaligned-load-big-endian') ? bytes - piece - k : k)) },
        flags: {},
      });
      v = ref(sh, whole);
    }
    if (acc !== null) {
      const last = k + piece >= bytes && inst.type.kind === 'int';
      const id = last ? inst.id : fn.nextValueId++;
      out.push({ op: 'binop', id, name: last ? inst.name : '', binop: 'or', type: whole, lhs: acc, rhs: v, flags: {} });
      v = ref(id, whole);
    }
    acc = v;
  }
  // A pointer: the combined integer becomes the pointer, under the load's own id.
  if (inst.type.kind === 'ptr') out.push({ op: 'cast', id: inst.id, name: inst.name, cast: 'inttoptr', type: PTR, value: acc!, flags: {} });
}

function splitStore(fn: Func, inst: StoreInst, out: Inst[]): void {
  const bytes = accessBytes(inst.value.type);
  const piece = pieceOf(bytes, inst.align);
  if (piece === null) {
    out.push(inst);
    return;
  }
  const whole: IntType = intType(bytes * 8);
  const part: IntType = intType(piece * 8);
  const loc = inst.loc === undefined ? {} : { loc: inst.loc };
  const value = asInteger(fn, inst.value, whole, out);
  for (let k = 0; k < bytes; k += piece) {
    const addr = pieceAddress(fn, inst.ptr, k, out);
    const v = pieceValue(fn, value, whole, part, 8 * k, out);
    out.push({ op: 'store', value: v, ptr: addr, align: piece, volatile: inst.volatile, ...loc });
  }
}

/** The stored value as an integer of the access width (a pointer through ptrtoint, null as 0). */
function asInteger(fn: Func, v: Value, whole: IntType, out: Inst[]): Value {
  if (v.type.kind === 'int') return v;
  if (v.kind === 'null') return { kind: 'int', type: whole, value: 0n };
  if (v.kind === 'undef' || v.kind === 'poison') return { kind: v.kind, type: whole };
  const id = fn.nextValueId++;
  out.push({ op: 'cast', id, name: '', cast: 'ptrtoint', type: whole, value: v, flags: {} });
  return ref(id, whole);
}

/** trunc(value >> shift) to `part`; an integer constant is split here. */
function pieceValue(fn: Func, value: Value, whole: IntType, part: IntType, shift: number, out: Inst[]): Value {
  if (value.kind === 'int') return { kind: 'int', type: part, value: BigInt.asUintN(part.bits, value.value >> BigInt(shift)) };
  if (value.kind === 'undef' || value.kind === 'poison') return { kind: value.kind, type: part };
  let v: Value = value;
  if (shift > 0) {
    const id = fn.nextValueId++;
    out.push({
      op: 'binop',
      id,
      name: '',
      binop: 'lshr',
      type: whole,
      lhs: v,
      rhs: { kind: 'int', type: whole, value: BigInt(shift) },
      flags: {},
    });
    v = ref(id, whole);
  }
  const id = fn.nextValueId++;
  out.push({ op: 'cast', id, name: '', cast: 'trunc', type: part, value: v, flags: {} });
  return ref(id, part);
}
