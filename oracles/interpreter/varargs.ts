// The variadic arguments of a call to a defined variadic function, laid out in memory as the
// callee's ABI has them, so that clang's own va_arg expansion reads them as the machine code does.
//
// Contract: `layoutVarargs` receives the interpreter's Memory (inside the callee's activation, so
// returning frees the blocks), the ABI, the named parameters' widths and the extra arguments
// (value, width, provenance), and reserves stack objects:
// - x86-32 (System V i386 §2.2.4): one block of the variadic stack arguments, each 4-aligned, 4 or
//   8 bytes; `args` is its start.
// - AAPCS (ARM/Thumb, §5.5 and §7.1.4): the argument words continue from the named ones: r_n..r3
//   (which the callee's prologue stores right below its stack arguments) and then the stack; a
//   64-bit argument starts at an even word. The block starts at the first variadic word and is
//   placed so that word 4 (the caller's sp) is 8-aligned, as the ABI keeps it; `args` is its start.
// - x86-64 (System V AMD64 §3.5.7): `regs` is the 48-byte register save area (rdi..r9 at 8k), the
//   variadic arguments fill its slots from gp_offset = 8 × named on; the rest go to `args`, the
//   overflow area, 8 bytes each.
// Every byte an argument occupies is initialised (a 32-bit argument in an 8-byte slot: its 4
// bytes; the others stay uninitialised, as the machine's upper halves are unspecified); a pointer
// keeps its provenance. Null when the stack overflows.

import type { DataLayout } from '../../engine/ir/datalayout.js';
import type { Width } from './compiled.js';
import type { Memory } from './memory.js';

export type VaAbi = 'x86-32' | 'x86-64' | 'aapcs';

export interface VaArg {
  readonly value: bigint;
  readonly width: Width;
  readonly prov: number;
}

/** Addresses and provenances of the areas `alloca va args|regs` denotes (regs: x86-64 only, else 0). */
export interface VaAreas {
  readonly args: number;
  readonly argsProv: number;
  readonly regs: number;
  readonly regsProv: number;
}

/** The ABI from the datalayout: x86-64 is the 64-bit one, AAPCS the 32-bit one with 8-aligned i64. */
export function vaAbi(dl: DataLayout): VaAbi {
  if (dl.pointerBits === 64) return 'x86-64';
  return dl.intAlign.get(64) === 8 ? 'aapcs' : 'x86-32';
}

const bytesOf = (w: Width): number => Math.max(1, w / 8);

function put(mem: Memory, addr: number, a: VaArg): void {
  const n = bytesOf(a.width);
  const data = new Uint8Array(n);
  for (let k = 0; k < n; k++) data[k] = Number((a.value >> BigInt(8 * k)) & 0xffn);
  mem.write(BigInt(addr), data);
  if (a.prov !== 0 && a.width >= 32) mem.storePointer(addr, Number(a.value & 0xffffffffn) | 0, a.prov);
}

/** Reserves a block whose start is `lead` bytes past an `align`-aligned address; its start, or -1. */
function block(mem: Memory, size: number, align: number, lead: number, name: string): { at: number; prov: number } | null {
  const addr = mem.alloca(size + lead, align, name);
  return addr < 0 ? null : { at: addr + lead, prov: mem.lastSerial };
}

export function layoutVarargs(mem: Memory, abi: VaAbi, named: readonly Width[], extra: readonly VaArg[]): VaAreas | null {
  switch (abi) {
    case 'x86-64':
      return layoutX64(mem, named.length, extra);
    case 'x86-32':
      return layoutWords(mem, 0, extra, 4);
    case 'aapcs': {
      let word = 0;
      for (const w of named) word = w === 64 ? word + (word & 1) + 2 : word + 1;
      return layoutWords(mem, word, extra, 8);
    }
    default:
      return abi satisfies never;
  }
}

/** 32-bit ABIs: words from word `first` on, 64-bit values aligned to `align64` bytes. */
function layoutWords(mem: Memory, first: number, extra: readonly VaArg[], align64: number): VaAreas | null {
  const offsets: number[] = [];
  let at = 0;
  const lead = (4 * first) % align64;
  for (const a of extra) {
    const n = Math.max(4, bytesOf(a.width));
    if (n === 8) at = Math.ceil((at + lead) / align64) * align64 - lead;
    offsets.push(at);
    at += n;
  }
  const b = block(mem, at, align64, lead, 'va args');
  if (b === null) return null;
  extra.forEach((a, k) => put(mem, b.at + offsets[k]!, a));
  return { args: b.at, argsProv: b.prov, regs: 0, regsProv: 0 };
}

const X64_SAVE_BYTES = 48;

function layoutX64(mem: Memory, named: number, extra: readonly VaArg[]): VaAreas | null {
  const first = Math.min(named, 6);
  const inRegs = extra.slice(0, 6 - first);
  const onStack = extra.slice(6 - first);
  const over = block(mem, 8 * onStack.length, 16, 0, 'va overflow area');
  const regs = over === null ? null : block(mem, X64_SAVE_BYTES, 16, 0, 'va register save area');
  if (over === null || regs === null) return null;
  inRegs.forEach((a, k) => put(mem, regs.at + 8 * (first + k), a));
  onStack.forEach((a, k) => put(mem, over.at + 8 * k, a));
  return { args: over.at, argsProv: over.prov, regs: regs.at, regsProv: regs.prov };
}

// ---- llvm.va_start / llvm.va_copy, run by the interpreter itself ----
// (the back end's expansion is engine/lower/varargs.ts; this is the oracle's own arithmetic)

/** x86-64's va_list: gp_offset, fp_offset (i32), overflow_arg_area, reg_save_area (ptr); 24 bytes. */
const X64_LIST_BYTES = 24;
/** fp_offset past the xmm part of the register save area: an fp va_arg reads the overflow area. */
const X64_FP_EXHAUSTED = 176;

/** The va_list's size under the pointer width. */
export const vaListBytes = (pointerBits: 32 | 64): number => (pointerBits === 64 ? X64_LIST_BYTES : 4);

function putWord(mem: Memory, addr: number, value: number, bytes: 4 | 8, prov: number): void {
  const data = new Uint8Array(bytes);
  new DataView(data.buffer).setUint32(0, value >>> 0, true);
  mem.write(BigInt(addr), data);
  if (bytes === 8 || prov !== 0) mem.storePointer(addr, value | 0, prov);
}

/**
 * va_start: writes the va_list at `list` (in bounds of its object, checked by the caller) for a
 * function with `named` parameters whose areas are `areas`.
 */
export function writeVaStart(mem: Memory, pointerBits: 32 | 64, list: number, named: number, areas: VaAreas): void {
  if (pointerBits === 32) {
    putWord(mem, list, areas.args, 4, areas.argsProv);
    return;
  }
  putWord(mem, list, 8 * Math.min(named, 6), 4, 0);
  putWord(mem, list + 4, X64_FP_EXHAUSTED, 4, 0);
  putWord(mem, list + 8, areas.args, 8, areas.argsProv);
  putWord(mem, list + 16, areas.regs, 8, areas.regsProv);
}

/** va_copy: the va_list's bytes, their initialisation and its pointers' provenance, from `src` to `dst`. */
export function copyVaList(mem: Memory, pointerBits: 32 | 64, dst: number, src: number): void {
  const n = vaListBytes(pointerBits);
  const bytes = mem.read(BigInt(src), n)!;
  mem.write(BigInt(dst), bytes, mem.initialised(BigInt(src), n)!);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let off = pointerBits === 64 ? 8 : 0; off < n; off += pointerBits / 8) {
    const bits = view.getInt32(off, true);
    mem.storePointer(dst + off, bits, mem.loadedPointer(src + off, bits));
  }
}
