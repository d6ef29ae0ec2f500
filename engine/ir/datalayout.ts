// The module's datalayout: sizes, ABI alignments and struct field offsets.
//
// Contract: parses an LLVM `target datalayout` string (only the parts that matter for integer
// code: endianness, pointer size/alignment in address space 0, integer ABI alignments, stack
// alignment) and answers size/alignment/offset questions about MemTypes. Defaults are LLVM's
// (LangRef, "Data Layout"): i64 is 4-aligned unless the string says otherwise, which is right for i386.

import { assertNever, type MemType, type StructType } from './types.js';

export interface DataLayout {
  readonly littleEndian: boolean;
  /** Pointer width in bits (32 or 64). */
  readonly pointerBits: 32 | 64;
  readonly pointerAlign: number;
  /** ABI alignment in bytes by integer width in bits. */
  readonly intAlign: ReadonlyMap<number, number>;
  /** Natural stack alignment in bytes (0 when unspecified). */
  readonly stackAlign: number;
}

export class DataLayoutError extends Error {}

const DEFAULT_INT_ALIGN: ReadonlyArray<[number, number]> = [
  [1, 1],
  [8, 1],
  [16, 2],
  [32, 4],
  [64, 4],
];

/** Parsed layouts by their text: a module's layout is asked for by the verifier, the selector (per
 *  function), the linker and the interpreter (~4 µs a parse), and a DataLayout is read-only, so one
 *  parse serves all. Few distinct texts exist (one per target triple); the bound only guards
 *  against odd callers. */
const parsed = new Map<string, DataLayout>();
const PARSED_MAX = 64;

export function parseDataLayout(text: string): DataLayout {
  let dl = parsed.get(text);
  if (dl === undefined) {
    dl = parseFresh(text);
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(text, dl);
  }
  return dl;
}

function parseFresh(text: string): DataLayout {
  let littleEndian = true;
  let pointerBits: 32 | 64 = 64;
  let pointerAlign = 8;
  let stackAlign = 0;
  const intAlign = new Map<number, number>(DEFAULT_INT_ALIGN);
  for (const spec of text.split('-').filter((s) => s !== '')) {
    const parts = spec.split(':');
    const head = parts[0]!;
    if (head === 'e') littleEndian = true;
    else if (head === 'E') littleEndian = false;
    else if (head === 'p' || head === 'p0') {
      const bits = Number(parts[1]);
      if (bits !== 32 && bits !== 64) throw new DataLayoutError(`unsupported pointer size ${parts[1]} in datalayout`);
      pointerBits = bits;
      pointerAlign = Number(parts[2] ?? bits) / 8;
    } else if (/^i\d+$/.test(head)) {
      intAlign.set(Number(head.slice(1)), Number(parts[1]) / 8);
    } else if (/^S\d+$/.test(head)) {
      stackAlign = Number(head.slice(1)) / 8;
    }
    // Other specs (mangling, float/vector/aggregate alignment, native widths, other address
    // spaces, function pointer alignment) do not change the layout of integer data.
  }
  if (!littleEndian) throw new DataLayoutError('big-endian datalayouts are unsupported');
  return { littleEndian, pointerBits, pointerAlign, intAlign, stackAlign };
}

/** The layout LLVM assumes when a module has no datalayout string, with the given pointer width. */
export function defaultDataLayout(pointerBits: 32 | 64): DataLayout {
  return parseDataLayout(pointerBits === 32 ? 'e-p:32:32' : 'e-p:64:64');
}

function intStoreSize(bits: number): number {
  return Math.ceil(bits / 8);
}

export function alignOf(dl: DataLayout, type: MemType): number {
  switch (type.kind) {
    case 'int':
      return dl.intAlign.get(type.bits) ?? intStoreSize(type.bits);
    case 'ptr':
      return dl.pointerAlign;
    case 'array':
      return alignOf(dl, type.elem);
    case 'struct':
      return type.packed ? 1 : Math.max(1, type.align ?? 1, ...type.fields.map((f) => alignOf(dl, f)));
    default:
      return assertNever(type, 'type');
  }
}

function alignTo(n: number, align: number): number {
  return Math.ceil(n / align) * align;
}

/** The allocation size: what `getelementptr` strides by (store size rounded up to the ABI alignment). */
export function sizeOf(dl: DataLayout, type: MemType): number {
  switch (type.kind) {
    case 'int':
      return alignTo(intStoreSize(type.bits), alignOf(dl, type));
    case 'ptr':
      return dl.pointerBits / 8;
    case 'array':
      return type.length * sizeOf(dl, type.elem);
    case 'struct':
      return structLayout(dl, type).size;
    default:
      return assertNever(type, 'type');
  }
}

export interface StructLayout {
  readonly offsets: readonly number[];
  readonly size: number;
  readonly align: number;
}

export function structLayout(dl: DataLayout, type: StructType): StructLayout {
  const offsets: number[] = [];
  let offset = 0;
  for (const field of type.fields) {
    if (!type.packed) offset = alignTo(offset, alignOf(dl, field));
    offsets.push(offset);
    offset += sizeOf(dl, field);
  }
  const align = alignOf(dl, type);
  return { offsets, size: alignTo(offset, align), align };
}

/** Pointer width a triple implies when the module has no datalayout string. */
export function pointerBitsOfTriple(triple: string): 32 | 64 {
  return /^(i[3-6]86|arm|thumb)/.test(triple) ? 32 : 64;
}

/** Does the triple compile to Thumb code? thumb* triples, and M-profile cores (armv6m, armv7m, armv7em...), which run Thumb only. */
export function isThumbTriple(triple: string): boolean {
  return /^(thumb|armv\d+e?m)/.test(triple);
}

/** The layout of a module: its datalayout string, or the default for its triple when it has none. */
export function moduleDataLayout(m: { readonly triple: string; readonly datalayout: string }): DataLayout {
  return m.datalayout.trim() !== '' ? parseDataLayout(m.datalayout) : defaultDataLayout(pointerBitsOfTriple(m.triple));
}
