// Links one ELF relocatable object (llc-14 output, see oracles/llc.ts) into an Image (./image.ts).
//
// Contract: `linkObject(object, plan)` requires an object for the plan's ISA (ELF32 REL for x86-32,
// ARM and Thumb; ELF64 RELA for x86-64) compiled with one section per function and per global, and
// a plan describing the module it came from as plain data (simulators know nothing of engine/).
// It produces an Image following the memory map of image.ts:
// - text: every SHF_EXECINSTR section, in section order, from TEXT_BASE at its alignment ('r-x');
// - rodata / data: each plan global's section placed so its symbol lands at the plan address;
//   segments 'rodata' ('r--') and 'data' ('rw-', bss bytes zero) span the plan's globals;
// - const: the other allocatable read-only sections (jump tables, constant pools) from the first page
//   after the text, then a GOT when x86-64 code uses R_X86_64_GOTPCREL ('r--');
// - skipped: non-SHF_ALLOC sections, unwind tables (.eh_frame, .ARM.exidx*, .ARM.extab*) and the
//   relocations that patch them, and empty writable sections; any other writable section must hold
//   a plan global;
// - relocations from RELOCATIONS: branches and PC-relative references reach a function's code,
//   absolute ones (and GOT entries) its entry slot (plus 1 on Thumb), so function pointers equal the
//   reference interpreter's. An undefined symbol naming a module function is its slot for absolute
//   references, and for branches its runtime stub when it is a runtime function, else its slot; a
//   runtime function the module does not declare (llc's library calls) is its stub (plus 1 on Thumb
//   when absolute); any other undefined symbol is a LinkError;
// - slots: jump to the code of defined functions, runtime for runtime names, undefined otherwise.
// Every inconsistency (a malformed object, missing or extra definitions, size or alignment
// mismatches, unknown relocation types, out-of-range fields, unresolvable symbols) is a LinkError
// naming it, never a guess.
// Deterministic: the result depends only on the object bytes and the plan.

import {
  ElfError,
  readElf,
  EM_386,
  EM_ARM,
  EM_X86_64,
  SHF_ALLOC,
  SHF_EXECINSTR,
  SHF_WRITE,
  SHN_ABS,
  SHN_COMMON,
  SHN_UNDEF,
  SHT_NOBITS,
  STT_FILE,
  STT_FUNC,
  STT_SECTION,
  type ElfObject,
  type ElfRelocation,
  type ElfSection,
  type ElfSymbol,
} from './elf.js';
import {
  alignUp,
  entrySlots,
  LinkError,
  PAGE,
  slotAddress,
  TEXT_BASE,
  type CodeSymbol,
  type GlobalSection,
  type Image,
  type Isa,
  type Segment,
  type Slot,
} from '../common/image.js';
import { FieldError, hex, RELOCATIONS, type RelocationKind } from './relocations.js';

export interface LinkPlan {
  readonly isa: Isa;
  /** Module functions in module order: slot i is at slotAddress(i). defined = has a body. */
  readonly functions: readonly { readonly name: string; readonly defined: boolean }[];
  /** Defined globals in module order with their placed address, size and section. */
  readonly globals: readonly {
    readonly name: string;
    readonly address: bigint;
    readonly size: number;
    readonly section: GlobalSection;
  }[];
  /** Runtime function name → stub address (image.ts runtimeStubAddresses). */
  readonly runtimeStubs: ReadonlyMap<string, bigint>;
}

export type SegmentName = 'text' | 'rodata' | 'data' | 'const';

export interface PlacedSection {
  readonly index: number;
  readonly name: string;
  readonly address: bigint;
  readonly size: number;
  readonly segment: SegmentName;
}

export interface AppliedRelocation {
  /** The patched section and the offset in it, as in the object. */
  readonly section: string;
  readonly offset: number;
  /** The patched field's final address (P). */
  readonly address: bigint;
  readonly type: string;
  readonly symbol: string;
  readonly addend: bigint;
  /** The value encoded into the field (before field-specific shifting). */
  readonly value: bigint;
}

export interface GotEntry {
  readonly symbol: string;
  readonly address: bigint;
  readonly value: bigint;
}

/** Where everything went: for tests and listings. */
export interface LinkMap {
  readonly sections: readonly PlacedSection[];
  readonly relocations: readonly AppliedRelocation[];
  readonly got: readonly GotEntry[];
}

export function linkObject(object: Uint8Array, plan: LinkPlan): Image {
  return linkObjectWithMap(object, plan).image;
}

const MACHINE: Readonly<Record<Isa, { machine: number; rela: boolean }>> = {
  'x86-32': { machine: EM_386, rela: false },
  'x86-64': { machine: EM_X86_64, rela: true },
  arm: { machine: EM_ARM, rela: false },
  thumb: { machine: EM_ARM, rela: false },
};

const GOT_ENTRY = 8;

// ---------------------------------------------------------------------------------------------
// Section classification and placement.

type Role = SegmentName | 'skip';

const SHT_UNWIND = 0x70000001; // SHT_X86_64_UNWIND on x86-64, SHT_ARM_EXIDX on ARM
const UNWIND_NAME = /^(\.eh_frame$|\.ARM\.exidx|\.ARM\.extab)/;

interface Layout {
  readonly elf: ElfObject;
  readonly plan: LinkPlan;
  readonly role: readonly Role[];
  /** Final address of each placed section (by index). */
  readonly address: Map<number, bigint>;
  /** Each placed section's bytes, relocated in place. */
  readonly contents: Map<number, Uint8Array>;
}

/** Where a section goes; an empty writable section holds nothing and is dropped. */
function classify(s: ElfSection, globalSections: ReadonlyMap<number, GlobalSection>): Role {
  if ((s.flags & SHF_ALLOC) === 0 || UNWIND_NAME.test(s.name) || s.type === SHT_UNWIND) return 'skip';
  if ((s.flags & SHF_EXECINSTR) !== 0) return 'text';
  const g = globalSections.get(s.index);
  if (g !== undefined) return g === 'rodata' ? 'rodata' : 'data';
  if ((s.flags & SHF_WRITE) !== 0) {
    if (s.size === 0) return 'skip';
    throw new LinkError(`writable section '${s.name}' holds no global of the module`);
  }
  return 'const';
}

function definedByName(elf: ElfObject, name: string): ElfSymbol {
  const found = elf.symbols.filter(
    (s) => s.name === name && s.shndx !== SHN_UNDEF && s.type !== STT_SECTION && s.type !== STT_FILE && s.type !== STT_FUNC,
  );
  if (found.length === 0) throw new LinkError(`global @${name} is not defined in the object`, name);
  if (found.length > 1) throw new LinkError(`global @${name} is defined ${found.length} times in the object`, name);
  return found[0]!;
}

/** Places each plan global's section so the symbol lands at the plan address. */
function placeGlobals(elf: ElfObject, plan: LinkPlan, address: Map<number, bigint>): Map<number, GlobalSection> {
  const kinds = new Map<number, GlobalSection>();
  for (const g of plan.globals) {
    const sym = definedByName(elf, g.name);
    if (sym.shndx === SHN_ABS || sym.shndx === SHN_COMMON) {
      throw new LinkError(`global @${g.name} is ${sym.shndx === SHN_ABS ? 'absolute' : 'common'}, not in a section`, g.name);
    }
    const s = elf.sections[sym.shndx]!;
    checkGlobalSection(s, sym, g);
    const base = g.address - sym.value;
    const placed = address.get(s.index);
    if (placed !== undefined && placed !== base) throw new LinkError(`section '${s.name}' is placed twice (global @${g.name})`, g.name);
    if (base < 0n || base % BigInt(Math.max(s.align, 1)) !== 0n) {
      throw new LinkError(`global @${g.name} at ${hex(g.address)} leaves section '${s.name}' misaligned (align ${s.align})`, g.name);
    }
    address.set(s.index, base);
    const previous = kinds.get(s.index);
    kinds.set(s.index, previous === undefined || previous === g.section ? g.section : 'data');
  }
  return kinds;
}

function checkGlobalSection(s: ElfSection, sym: ElfSymbol, g: LinkPlan['globals'][number]): void {
  if ((s.flags & SHF_ALLOC) === 0 || (s.flags & SHF_EXECINSTR) !== 0) {
    throw new LinkError(`global @${g.name} lives in section '${s.name}', which is not allocatable data`, g.name);
  }
  if (sym.size !== g.size) throw new LinkError(`global @${g.name}: ${sym.size} bytes in the object, ${g.size} in the plan`, g.name);
  if (sym.value + BigInt(g.size) > BigInt(s.size)) throw new LinkError(`global @${g.name} extends past section '${s.name}'`, g.name);
  const writable = (s.flags & SHF_WRITE) !== 0;
  if (writable !== (g.section !== 'rodata')) {
    throw new LinkError(
      `global @${g.name} is ${g.section} in the plan but section '${s.name}' is ${writable ? '' : 'not '}writable`,
      g.name,
    );
  }
}

/** Places the sections of one role in order from `start`, each at its alignment; returns the end. */
function placeSequentially(layout: Layout, role: Role, start: bigint): bigint {
  let at = start;
  for (const s of layout.elf.sections) {
    if (layout.role[s.index] !== role) continue;
    at = alignUp(at, BigInt(Math.max(s.align, 1)));
    layout.address.set(s.index, at);
    at += BigInt(s.size);
  }
  return at;
}

function sectionContents(s: ElfSection): Uint8Array {
  const out = new Uint8Array(s.size);
  if (s.type !== SHT_NOBITS) out.set(s.bytes);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Symbol resolution.

interface Resolved {
  readonly name: string;
  /** Where a branch or PC-relative reference goes (a function's first instruction, even). */
  readonly code: bigint;
  /** The value of an absolute reference (for functions: the entry slot, plus 1 on Thumb). */
  readonly pointer: bigint;
}

interface Resolver {
  readonly layout: Layout;
  readonly slotOf: ReadonlyMap<string, number>;
  readonly thumbBit: bigint;
}

function symbolName(elf: ElfObject, sym: ElfSymbol): string {
  return sym.type === STT_SECTION ? (elf.sections[sym.shndx]?.name ?? `section ${sym.shndx}`) : sym.name;
}

function resolve(r: Resolver, index: number): Resolved {
  const { elf, plan } = r.layout;
  const sym = elf.symbols[index]!;
  const name = symbolName(elf, sym);
  if (index === 0) return { name: '', code: 0n, pointer: 0n };
  if (sym.shndx === SHN_UNDEF) return resolveUndefined(r, name);
  if (sym.shndx === SHN_ABS) return { name, code: sym.value, pointer: sym.value };
  if (sym.shndx === SHN_COMMON) throw new LinkError(`common symbol '${name}' is unsupported`, name);
  const base = r.layout.address.get(sym.shndx);
  if (base === undefined)
    throw new LinkError(`symbol '${name}' lives in section '${elf.sections[sym.shndx]!.name}', which is not loaded`, name);
  if (sym.type === STT_SECTION) return { name, code: base, pointer: base };
  if (sym.type !== STT_FUNC) return { name, code: base + sym.value, pointer: base + sym.value };
  const code = base + codeOffset(plan.isa, sym);
  const slot = r.slotOf.get(name);
  if (slot === undefined) throw new LinkError(`function '${name}' is not a function of the module`, name);
  return { name, code, pointer: slotAddress(slot) + r.thumbBit };
}

function resolveUndefined(r: Resolver, name: string): Resolved {
  const stub = r.layout.plan.runtimeStubs.get(name);
  const slot = r.slotOf.get(name);
  if (slot !== undefined) return { name, code: stub ?? slotAddress(slot), pointer: slotAddress(slot) + r.thumbBit };
  if (stub !== undefined) return { name, code: stub, pointer: stub + r.thumbBit };
  throw new LinkError(`undefined symbol '${name}' is neither a runtime function nor a function of the module`, name);
}

/** A function symbol's offset in its section: Thumb symbols carry the interworking bit, which must match the ISA. */
function codeOffset(isa: Isa, sym: ElfSymbol): bigint {
  if (isa !== 'arm' && isa !== 'thumb') return sym.value;
  const thumb = (sym.value & 1n) === 1n;
  if (thumb !== (isa === 'thumb')) {
    throw new LinkError(`function '${sym.name}' is ${thumb ? 'Thumb' : 'ARM'} code, but the image is ${isa}`, sym.name);
  }
  return sym.value & ~1n;
}

// ---------------------------------------------------------------------------------------------
// Relocation.

interface Site {
  readonly section: ElfSection;
  readonly rel: ElfRelocation;
  readonly kind: RelocationKind;
}

function relocationKind(elf: ElfObject, section: ElfSection, rel: ElfRelocation): RelocationKind {
  const k = RELOCATIONS.get(elf.machine)?.get(rel.type);
  if (k === undefined) {
    throw new LinkError(
      `unsupported relocation type ${rel.type} (machine ${elf.machine}) at '${section.name}'+0x${rel.offset.toString(16)}`,
    );
  }
  return k;
}

/** Every relocation that patches a loaded section, in file order; checks REL/RELA against the ISA. */
function sites(layout: Layout): Site[] {
  const { elf, plan } = layout;
  const out: Site[] = [];
  for (const group of elf.relocations) {
    if (layout.role[group.target] === 'skip') continue;
    const section = elf.sections[group.target]!;
    if (group.rela !== MACHINE[plan.isa].rela) {
      throw new LinkError(`${group.rela ? 'RELA' : 'REL'} relocations for '${section.name}' are unexpected on ${plan.isa}`);
    }
    for (const rel of group.entries) out.push({ section, rel, kind: relocationKind(elf, section, rel) });
  }
  return out;
}

function where(site: Site): string {
  return `${site.kind.name} at '${site.section.name}'+0x${site.rel.offset.toString(16)}`;
}

function apply(r: Resolver, site: Site, got: ReadonlyMap<number, bigint>): AppliedRelocation | null {
  const { kind: k, rel, section } = site;
  if (k.calc === 'ignore' || k.field === null) return null;
  const bytes = r.layout.contents.get(section.index)!;
  if (rel.offset + k.field.size > bytes.length) throw new LinkError(`${where(site)} lies outside the section`);
  const target = resolve(r, rel.symbol);
  const p = r.layout.address.get(section.index)! + BigInt(rel.offset);
  try {
    const addend = rel.addend ?? k.field.read(bytes, rel.offset);
    const value =
      k.calc === 'abs' ? target.pointer + addend : k.calc === 'rel' ? target.code + addend - p : got.get(rel.symbol)! + addend - p;
    k.field.write(bytes, rel.offset, value);
    return { section: section.name, offset: rel.offset, address: p, type: k.name, symbol: target.name, addend, value };
  } catch (e) {
    if (e instanceof FieldError) throw new LinkError(`${where(site)} against '${target.name}': ${e.message}`, target.name);
    throw e;
  }
}

/** GOT entries, one per symbol referenced through the GOT, in order of first reference. */
function buildGot(r: Resolver, all: readonly Site[], start: bigint): { slots: Map<number, bigint>; entries: GotEntry[] } {
  const slots = new Map<number, bigint>();
  const entries: GotEntry[] = [];
  for (const site of all) {
    if (site.kind.calc !== 'got' || slots.has(site.rel.symbol)) continue;
    const target = resolve(r, site.rel.symbol);
    const address = start + BigInt(GOT_ENTRY * entries.length);
    slots.set(site.rel.symbol, address);
    entries.push({ symbol: target.name, address, value: target.pointer });
  }
  return { slots, entries };
}

// ---------------------------------------------------------------------------------------------
// The image.

function checkPlan(plan: LinkPlan): Map<string, number> {
  const slotOf = new Map<string, number>();
  plan.functions.forEach((f, i) => {
    if (slotOf.has(f.name)) throw new LinkError(`function '${f.name}' appears twice in the plan`, f.name);
    slotOf.set(f.name, i);
  });
  return slotOf;
}

/** A malformed object is a link failure like any other (the ElfError says what is wrong). */
function parseObject(object: Uint8Array): ElfObject {
  try {
    return readElf(object);
  } catch (e) {
    if (e instanceof ElfError) throw new LinkError(`malformed object: ${e.message}`);
    throw e;
  }
}

function checkObject(elf: ElfObject, isa: Isa): void {
  const want = MACHINE[isa];
  if (elf.machine !== want.machine) throw new LinkError(`object is for machine ${elf.machine}, not ${isa}`);
}

/** Defined functions with their code; every defined plan function must be one, and vice versa. */
function codeSymbols(layout: Layout, slotOf: ReadonlyMap<string, number>): CodeSymbol[] {
  const { elf, plan } = layout;
  const found = new Map<string, CodeSymbol>();
  for (const sym of elf.symbols) {
    if (sym.type !== STT_FUNC || sym.shndx === SHN_UNDEF) continue;
    const slot = slotOf.get(sym.name);
    if (slot === undefined || !plan.functions[slot]!.defined) {
      throw new LinkError(`the object defines function '${sym.name}', which the module does not`, sym.name);
    }
    if (found.has(sym.name)) throw new LinkError(`function '${sym.name}' is defined twice`, sym.name);
    const base = layout.address.get(sym.shndx);
    if (base === undefined || layout.role[sym.shndx] !== 'text') {
      throw new LinkError(`function '${sym.name}' is not in an executable section`, sym.name);
    }
    found.set(sym.name, { name: sym.name, address: base + codeOffset(plan.isa, sym), size: sym.size });
  }
  for (const f of plan.functions) {
    if (f.defined && !found.has(f.name)) throw new LinkError(`function '${f.name}' has no code in the object`, f.name);
  }
  return [...found.values()].sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : a.name < b.name ? -1 : 1));
}

function slots(plan: LinkPlan, code: readonly CodeSymbol[]): Slot[] {
  const defined = new Set(plan.functions.filter((f) => f.defined).map((f) => f.name));
  const codeOf = new Map(code.filter((c) => defined.has(c.name)).map((c) => [c.name, c.address] as const));
  return entrySlots(plan.functions, codeOf, (name) => plan.runtimeStubs.has(name));
}

/** A segment covering [start, end) filled from the placed sections of `roles`. */
function segment(layout: Layout, name: SegmentName, perms: Segment['perms'], start: bigint, end: bigint): Segment {
  const bytes = new Uint8Array(Number(end - start));
  for (const [index, address] of layout.address) {
    if (layout.role[index] !== name) continue;
    const contents = layout.contents.get(index)!;
    if (address < start || address + BigInt(contents.length) > end) {
      throw new LinkError(`section '${layout.elf.sections[index]!.name}' falls outside the ${name} segment`);
    }
    bytes.set(contents, Number(address - start));
  }
  return { name, address: start, size: bytes.length, bytes, perms };
}

/** The range the plan gives a global segment: from the page holding its first global to the end of its last. */
function globalRange(plan: LinkPlan, kinds: readonly GlobalSection[]): [bigint, bigint] | null {
  const gs = plan.globals.filter((g) => kinds.includes(g.section));
  if (gs.length === 0) return null;
  const start = gs.reduce((m, g) => (g.address < m ? g.address : m), gs[0]!.address);
  const end = gs.reduce((m, g) => (g.address + BigInt(g.size) > m ? g.address + BigInt(g.size) : m), 0n);
  return [(start / PAGE) * PAGE, end];
}

function checkNoOverlap(segments: readonly Segment[]): void {
  const sorted = [...segments].sort((a, b) => (a.address < b.address ? -1 : 1));
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    if (prev.address + BigInt(prev.size) > sorted[i]!.address) {
      throw new LinkError(`segments '${prev.name}' and '${sorted[i]!.name}' overlap`);
    }
  }
}

export function linkObjectWithMap(object: Uint8Array, plan: LinkPlan): { image: Image; map: LinkMap } {
  const elf = parseObject(object);
  checkObject(elf, plan.isa);
  const slotOf = checkPlan(plan);
  const address = new Map<number, bigint>();
  const globalKinds = placeGlobals(elf, plan, address);
  const role = elf.sections.map((s) => classify(s, globalKinds));
  const layout: Layout = { elf, plan, role, address, contents: new Map() };
  const textEnd = placeSequentially(layout, 'text', TEXT_BASE);
  const constStart = alignUp(textEnd, PAGE);
  const constEnd = placeSequentially(layout, 'const', constStart);
  for (const [index] of address) layout.contents.set(index, sectionContents(elf.sections[index]!));

  const r: Resolver = { layout, slotOf, thumbBit: plan.isa === 'thumb' ? 1n : 0n };
  const all = sites(layout);
  const gotStart = alignUp(constEnd, BigInt(GOT_ENTRY));
  const got = buildGot(r, all, gotStart);
  const relocations = all.map((s) => apply(r, s, got.slots)).filter((a): a is AppliedRelocation => a !== null);

  const code = codeSymbols(layout, slotOf);
  const segments = buildSegments(layout, textEnd, constStart, got.entries.length === 0 ? constEnd : gotStart, got.entries);
  const image: Image = {
    isa: plan.isa,
    segments,
    functions: code,
    globals: plan.globals.map((g) => ({ name: g.name, address: g.address, size: g.size })),
    slots: slots(plan, code),
    spillSites: null,
  };
  const sections = [...address]
    .sort((a, b) => a[0] - b[0])
    .map(([index, at]) => ({
      index,
      name: elf.sections[index]!.name,
      address: at,
      size: elf.sections[index]!.size,
      segment: role[index] as SegmentName,
    }));
  return { image, map: { sections, relocations, got: got.entries } };
}

function buildSegments(layout: Layout, textEnd: bigint, constStart: bigint, gotStart: bigint, got: readonly GotEntry[]): Segment[] {
  const out: Segment[] = [];
  const rodata = globalRange(layout.plan, ['rodata']);
  const data = globalRange(layout.plan, ['data', 'bss']);
  if (rodata !== null) out.push(segment(layout, 'rodata', 'r--', ...rodata));
  if (data !== null) out.push(segment(layout, 'data', 'rw-', ...data));
  if (textEnd > TEXT_BASE) out.push(segment(layout, 'text', 'r-x', TEXT_BASE, textEnd));
  const constEnd = gotStart + BigInt(GOT_ENTRY * got.length);
  if (constEnd > constStart) {
    const c = segment(layout, 'const', 'r--', constStart, constEnd);
    for (const e of got) new DataView(c.bytes.buffer).setBigUint64(Number(e.address - constStart), BigInt.asUintN(64, e.value), true);
    out.push(c);
  }
  checkNoOverlap(out);
  return out;
}
