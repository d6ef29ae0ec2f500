// Links Tessera's emitted functions into an Image (common/image.ts) for the emulator harness.
//
// Requires the module the functions were compiled from (its function order numbers the entry
// slots; its globals are laid out by engine/ir/global-layout.ts exactly as the interpreter lays
// them out) and one EmittedFunction per defined function. Produces an Image on the memory map of
// common/image.ts, following the rules of simulators/link-object.ts for llc objects:
// - text from TEXT_BASE, functions in module order, each 16-aligned on x86 and 4-aligned on ARM and
//   Thumb (the literal pools' Align(pc, 4) arithmetic assumes a 4-aligned function start);
// - direct calls reach a defined function's code, else a runtime function's stub, else the
//   callee's entry slot (whose action the harness reports); any other callee is a LinkError; the
//   call instruction is re-encoded by the ISA model with its displacement;
// - slots: jump to the code of defined functions, runtime for runtime names, undefined otherwise;
// - rodata / data segments hold the globals' initial bytes at their layout addresses;
// - spillSites: the absolute addresses of the emitted spill and reload instructions.

import type { Isa } from '../../isa-models/types.js';
import {
  alignUp,
  entrySlots,
  PAGE,
  slotAddress,
  TEXT_BASE,
  type CodeSymbol,
  type GlobalSection,
  type Image,
  type Segment,
} from '../../common/image.js';
import { LinkError, RUNTIME_STUBS } from '../../common/image.js';
import { moduleDataLayout } from '../ir/datalayout.js';
import { layoutGlobals, type GlobalPlacement } from '../ir/global-layout.js';
import type { Module } from '../ir/types.js';
import type { EmittedFunction } from '../codegen/index.js';
import type { IsaInsn } from '../mir/types.js';
import { TARGETS, type Target } from '../targets/target.js';

export function linkImage(module: Module, functions: readonly EmittedFunction[], isa: Isa): Image {
  const byName = new Map(functions.map((f) => [f.name, f] as const));
  for (const f of functions) {
    if (f.isa !== isa) throw new LinkError(`function '${f.name}' was emitted for ${f.isa}, the image is ${isa}`, f.name);
    if (!module.functions.some((m) => m.name === f.name && m.blocks.length > 0))
      throw new LinkError(`'${f.name}' is not a defined function of the module`, f.name);
  }
  const target = TARGETS[isa];
  const code = placeText(module, byName, target);
  const text = new Uint8Array(Number(code.end - TEXT_BASE));
  const codeOf = new Map(code.symbols.map((c) => [c.name, c.address] as const));
  const slotOf = new Map(module.functions.map((f, i) => [f.name, i] as const));
  const spillSites = new Set<bigint>();
  for (const sym of code.symbols) {
    const f = byName.get(sym.name)!;
    const base = Number(sym.address - TEXT_BASE);
    text.set(f.bytes, base);
    for (const site of f.calls) {
      const at = sym.address + BigInt(site.offset);
      const dest = callTarget(site.callee, codeOf, slotOf);
      const bytes = encodeCall(target, site.insn, site.size, at, dest, site.callee);
      text.set(bytes, base + site.offset);
    }
    for (const o of f.spillOffsets) spillSites.add(sym.address + BigInt(o));
  }
  const layout = layoutGlobals(module, moduleDataLayout(module));
  const segments: Segment[] = [...globalSegments(layout.globals)];
  if (text.length > 0) segments.push({ name: 'text', address: TEXT_BASE, size: text.length, bytes: text, perms: 'r-x' });
  return {
    isa,
    segments,
    functions: code.symbols,
    globals: layout.globals.map((g) => ({ name: g.name, address: g.address, size: g.size })),
    slots: entrySlots(module.functions, codeOf, (name) => RUNTIME_STUBS.has(name)),
    spillSites,
  };
}

function placeText(module: Module, byName: ReadonlyMap<string, EmittedFunction>, target: Target): { symbols: CodeSymbol[]; end: bigint } {
  const align = target.functionAlign;
  const symbols: CodeSymbol[] = [];
  let at = TEXT_BASE;
  for (const f of module.functions) {
    if (f.blocks.length === 0) continue;
    const e = byName.get(f.name);
    if (e === undefined) throw new LinkError(`function '${f.name}' has no emitted code`, f.name);
    at = alignUp(at, align);
    symbols.push({ name: f.name, address: at, size: e.bytes.length });
    at += BigInt(e.bytes.length);
  }
  return { symbols, end: at };
}

function callTarget(callee: string, codeOf: ReadonlyMap<string, bigint>, slotOf: ReadonlyMap<string, number>): bigint {
  const code = codeOf.get(callee);
  if (code !== undefined) return code;
  const stub = RUNTIME_STUBS.get(callee);
  if (stub !== undefined) return stub;
  const slot = slotOf.get(callee);
  if (slot !== undefined) return slotAddress(slot);
  throw new LinkError(`call to '${callee}', which is neither a function of the module nor a runtime function`, callee);
}

/** The call re-encoded with the displacement from `at` to `dest` (x86: from the instruction's end). */
function encodeCall(target: Target, insn: IsaInsn | undefined, size: number, at: bigint, dest: bigint, callee: string): Uint8Array {
  const disp = target.callDisplacement(at, dest, size);
  const bytes = target.model.encode(target.retargetCall(insn ?? target.callInsn(0), disp), Number(at));
  if (bytes.length !== size) throw new LinkError(`call to '${callee}' encodes in ${bytes.length} bytes, ${size} were reserved`, callee);
  return bytes;
}

/** rodata ('r--') and data+bss ('rw-') segments from the page holding their first global. */
function globalSegments(globals: readonly GlobalPlacement[]): Segment[] {
  const out: Segment[] = [];
  const groups: [string, readonly GlobalSection[], Segment['perms']][] = [
    ['rodata', ['rodata'], 'r--'],
    ['data', ['data', 'bss'], 'rw-'],
  ];
  for (const [name, sections, perms] of groups) {
    const gs = globals.filter((g) => sections.includes(g.section));
    if (gs.length === 0) continue;
    const start = (gs.reduce((m, g) => (g.address < m ? g.address : m), gs[0]!.address) / PAGE) * PAGE;
    const end = gs.reduce((m, g) => (g.address + BigInt(g.size) > m ? g.address + BigInt(g.size) : m), 0n);
    const bytes = new Uint8Array(Number(end - start));
    for (const g of gs) bytes.set(g.bytes, Number(g.address - start));
    out.push({ name, address: start, size: bytes.length, bytes, perms });
  }
  return out;
}
