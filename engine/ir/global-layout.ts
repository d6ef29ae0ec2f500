// Where functions and globals live in the address space, and the initial bytes of every global.
//
// Contract: pure and deterministic; the interpreter and the linker both call it, so one module
// always gets one address map. The rule, in full:
// - functions (definitions and declarations, module order) get the addresses
//   CODE_BASE + FUNC_SPACING * i — distinct, non-null, never readable as data — plus 1 on Thumb
//   triples (the interworking bit, as in a real Thumb code pointer);
// - defined globals (init !== null) are placed from GLOBAL_BASE upwards in three sections, as a
//   linker places .rodata, .data and .bss: first the constants, then — from the next page boundary,
//   so the constants can be mapped read-only — the mutable globals with a non-zero initializer,
//   then the zero-initialized ones; within a section in module order, each at the next multiple of
//   its alignment (the explicit `align`, else the datalayout ABI alignment), directly after the
//   previous one (no padding beyond alignment). `globals` lists them in module order;
// - external globals (init === null) get EXTERN_BASE + EXTERN_SPACING * i (i counting externals only):
//   distinct addresses backed by no memory, so an access can be reported as touching an external.
// Initial bytes follow the datalayout: little-endian integers in their store size, struct fields
// at their layout offsets with zero padding, `zero`/`undef` as zero bytes, an `addr` init as the
// target's address plus offset in pointer width (null target: the offset alone, normally 0).
// Requires: every `addr` target names a function or global of the module (LayoutError otherwise).

import { alignOf, isThumbTriple, sizeOf, structLayout, type DataLayout } from './datalayout.js';
import { assertNever, type Global, type Init, type Module } from './types.js';

import { GLOBAL_BASE, PAGE, SLOT_BASE, SLOT_SIZE, type GlobalSection } from '../../common/image.js';

// The machine image's memory map (common/image.ts) is the one source of these addresses.
export const CODE_BASE = SLOT_BASE;
export const FUNC_SPACING = SLOT_SIZE;
export { GLOBAL_BASE };
export const EXTERN_BASE = 0x100000n;
export const EXTERN_SPACING = 16n;

export interface GlobalPlacement {
  readonly name: string;
  readonly address: bigint;
  readonly size: number;
  readonly align: number;
  readonly constant: boolean;
  readonly section: GlobalSection;
  /** The initial contents, `size` bytes. */
  readonly bytes: Uint8Array;
}

export interface GlobalLayout {
  /** Function name → code address. */
  readonly functions: ReadonlyMap<string, bigint>;
  /** Defined globals in module order. */
  readonly globals: readonly GlobalPlacement[];
  /** External global name → its (unbacked) address. */
  readonly externals: ReadonlyMap<string, bigint>;
  /** One past the last byte of the last defined global (GLOBAL_BASE when there are none). */
  readonly end: bigint;
  /** Every function, external and defined global name -> its address (a function's name wins, then an external's). */
  readonly symbols: ReadonlyMap<string, bigint>;
}

class LayoutError extends Error {
  override readonly name = 'LayoutError';
}

export function layoutGlobals(module: Module, dl: DataLayout): GlobalLayout {
  const functions = new Map<string, bigint>();
  // A Thumb function's address carries the interworking bit, as the AAPCS requires of code pointers.
  const thumbBit = isThumbTriple(module.triple) ? 1n : 0n;
  module.functions.forEach((f, i) => functions.set(f.name, CODE_BASE + FUNC_SPACING * BigInt(i) + thumbBit));

  const externals = new Map<string, bigint>();
  for (const g of module.globals) {
    if (g.init === null) externals.set(g.name, EXTERN_BASE + EXTERN_SPACING * BigInt(externals.size));
  }
  const defined = module.globals.filter((g) => g.init !== null);
  const sectionOf = (g: Global): GlobalSection =>
    g.constant ? 'rodata' : g.init!.kind === 'zero' || g.init!.kind === 'undef' ? 'bss' : 'data';
  const address = new Map<string, bigint>();
  let next = GLOBAL_BASE;
  for (const section of ['rodata', 'data', 'bss'] as const) {
    if (section === 'data' && next !== GLOBAL_BASE) next = ((next + PAGE - 1n) / PAGE) * PAGE;
    for (const g of defined) {
      if (sectionOf(g) !== section) continue;
      const align = BigInt(g.align > 0 ? g.align : alignOf(dl, g.type));
      const at = ((next + align - 1n) / align) * align;
      address.set(g.name, at);
      next = at + BigInt(sizeOf(dl, g.type));
    }
  }
  const placed = defined.map((g) => ({
    name: g.name,
    address: address.get(g.name)!,
    size: sizeOf(dl, g.type),
    align: g.align > 0 ? g.align : alignOf(dl, g.type),
    constant: g.constant,
    section: sectionOf(g),
  }));
  const inits: Init[] = defined.map((g) => g.init!);

  // Addresses are all known now, so `addr` initializers can be resolved in one pass.
  const symbols = new Map<string, bigint>(functions);
  for (const [name, at] of externals) if (!symbols.has(name)) symbols.set(name, at);
  for (const p of placed) if (!symbols.has(p.name)) symbols.set(p.name, p.address);
  const addressOf = (name: string): bigint | undefined => symbols.get(name);
  const globals = placed.map((p, i) => {
    const bytes = new Uint8Array(p.size);
    writeInit(bytes, 0, inits[i]!, dl, addressOf);
    return { ...p, bytes };
  });
  return { functions, globals, externals, end: next, symbols };
}

/** The address of a function or global by name (defined or external), or undefined. */
export function symbolAddress(layout: GlobalLayout, name: string): bigint | undefined {
  return layout.symbols.get(name);
}

function writeInt(bytes: Uint8Array, at: number, value: bigint, size: number): void {
  let v = BigInt.asUintN(size * 8, value);
  for (let i = 0; i < size; i++) {
    bytes[at + i] = Number(v & 0xffn);
    v >>= 8n;
  }
}

function writeInit(bytes: Uint8Array, at: number, init: Init, dl: DataLayout, addressOf: (name: string) => bigint | undefined): void {
  switch (init.kind) {
    case 'int':
      writeInt(bytes, at, init.value, Math.ceil(init.type.bits / 8));
      return;
    case 'zero':
    case 'undef':
      return; // the buffer starts zeroed; undef reads as zero, deterministically
    case 'bytes':
      bytes.set(init.bytes.subarray(0, init.type.length), at);
      return;
    case 'array': {
      const stride = sizeOf(dl, init.type.elem);
      init.elems.forEach((e, i) => writeInit(bytes, at + i * stride, e, dl, addressOf));
      return;
    }
    case 'struct': {
      const { offsets } = structLayout(dl, init.type);
      init.fields.forEach((f, i) => writeInit(bytes, at + offsets[i]!, f, dl, addressOf));
      return;
    }
    case 'addr': {
      let base = 0n;
      if (init.target !== null) {
        const a = addressOf(init.target);
        if (a === undefined) throw new LayoutError(`initializer refers to unknown symbol @${init.target}`);
        base = a;
      }
      writeInt(bytes, at, base + init.offset, dl.pointerBits / 8);
      return;
    }
    default:
      assertNever(init, 'initializer');
  }
}
