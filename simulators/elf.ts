// A small, strict reader for little-endian ELF relocatable objects (what llc-14 writes).
//
// Contract: `readElf(bytes)` accepts ELF32 (EM_386, EM_ARM) and ELF64 (EM_X86_64) objects of type
// ET_REL in little-endian byte order and returns plain data: every section header with its name
// and (for non-NOBITS sections) a view of its bytes, every symbol of the symbol table with its
// name, and every relocation grouped by the section it patches. REL entries carry no addend here
// (`addend: null`): the implicit addend lives in the patched field and its encoding depends on the
// relocation type, so the linker decodes it. RELA entries carry their explicit addend.
// Anything malformed or outside this subset (big-endian, executables, extended section numbering,
// out-of-range offsets or indices, unterminated strings) throws an ElfError naming the problem;
// the reader never reads outside `bytes`. Views share memory with `bytes`: callers copy before
// writing.

export class ElfError extends Error {
  override readonly name = 'ElfError';
}

export const EM_386 = 3;
export const EM_ARM = 40;
export const EM_X86_64 = 62;

export const SHT_NULL = 0;
export const SHT_PROGBITS = 1;
export const SHT_SYMTAB = 2;
export const SHT_STRTAB = 3;
export const SHT_RELA = 4;
export const SHT_NOBITS = 8;
export const SHT_REL = 9;

export const SHF_WRITE = 0x1;
export const SHF_ALLOC = 0x2;
export const SHF_EXECINSTR = 0x4;

export const SHN_UNDEF = 0;
export const SHN_ABS = 0xfff1;
export const SHN_COMMON = 0xfff2;
export const SHN_XINDEX = 0xffff;
const SHN_LORESERVE = 0xff00;

export const STT_NOTYPE = 0;
export const STT_OBJECT = 1;
export const STT_FUNC = 2;
export const STT_SECTION = 3;
export const STT_FILE = 4;

export const STB_LOCAL = 0;
export const STB_GLOBAL = 1;
export const STB_WEAK = 2;

export interface ElfSection {
  readonly index: number;
  readonly name: string;
  readonly type: number;
  readonly flags: number;
  readonly addr: bigint;
  readonly offset: number;
  readonly size: number;
  readonly align: number;
  readonly link: number;
  readonly info: number;
  readonly entsize: number;
  /** The section's file contents (empty for SHT_NOBITS, whose `size` bytes are zero). */
  readonly bytes: Uint8Array;
}

export interface ElfSymbol {
  readonly index: number;
  readonly name: string;
  readonly value: bigint;
  readonly size: number;
  readonly type: number;
  readonly binding: number;
  readonly visibility: number;
  /** A section index, or SHN_UNDEF / SHN_ABS / SHN_COMMON. */
  readonly shndx: number;
}

export interface ElfRelocation {
  readonly offset: number;
  readonly type: number;
  readonly symbol: number;
  /** Explicit addend (RELA), or null for REL (implicit, in the patched field). */
  readonly addend: bigint | null;
}

export interface ElfRelocationSection {
  /** The SHT_REL / SHT_RELA section itself. */
  readonly section: number;
  /** The section the entries patch (sh_info). */
  readonly target: number;
  readonly rela: boolean;
  readonly entries: readonly ElfRelocation[];
}

export interface ElfObject {
  readonly elfClass: 32 | 64;
  readonly machine: number;
  readonly flags: number;
  readonly sections: readonly ElfSection[];
  readonly symbols: readonly ElfSymbol[];
  readonly relocations: readonly ElfRelocationSection[];
}

const MACHINE_CLASS: ReadonlyMap<number, 32 | 64> = new Map([
  [EM_386, 32],
  [EM_ARM, 32],
  [EM_X86_64, 64],
]);

/** Bounds-checked little-endian reads: every access outside the buffer is an ElfError. */
class Bytes {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  private check(at: number, n: number, what: string): void {
    if (!Number.isSafeInteger(at) || at < 0 || at + n > this.bytes.length) {
      throw new ElfError(`${what} at offset ${at} (${n} bytes) lies outside the ${this.bytes.length}-byte file`);
    }
  }
  u8(at: number, what: string): number {
    this.check(at, 1, what);
    return this.view.getUint8(at);
  }
  u16(at: number, what: string): number {
    this.check(at, 2, what);
    return this.view.getUint16(at, true);
  }
  u32(at: number, what: string): number {
    this.check(at, 4, what);
    return this.view.getUint32(at, true);
  }
  u64(at: number, what: string): bigint {
    this.check(at, 8, what);
    return this.view.getBigUint64(at, true);
  }
  slice(at: number, n: number, what: string): Uint8Array {
    this.check(at, n, what);
    return this.bytes.subarray(at, at + n);
  }
}

/** The layout of one ELF class: header field offsets and entry sizes. */
interface ClassLayout {
  readonly word: (b: Bytes, at: number, what: string) => bigint;
  readonly ehsize: number;
  readonly shentsize: number;
  readonly symentsize: number;
  readonly relentsize: number;
  readonly relaentsize: number;
  readonly eh: { readonly shoff: number; readonly flags: number; readonly ehsize: number; readonly shentsize: number };
}

const CLASS32: ClassLayout = {
  word: (b, at, what) => BigInt(b.u32(at, what)),
  ehsize: 52,
  shentsize: 40,
  symentsize: 16,
  relentsize: 8,
  relaentsize: 12,
  eh: { shoff: 32, flags: 36, ehsize: 40, shentsize: 46 },
};
const CLASS64: ClassLayout = {
  word: (b, at, what) => b.u64(at, what),
  ehsize: 64,
  shentsize: 64,
  symentsize: 24,
  relentsize: 16,
  relaentsize: 24,
  eh: { shoff: 40, flags: 48, ehsize: 52, shentsize: 58 },
};

export function readElf(input: Uint8Array): ElfObject {
  const b = new Bytes(input);
  const elfClass = readIdent(b);
  const L = elfClass === 32 ? CLASS32 : CLASS64;
  const type = b.u16(16, 'e_type');
  if (type !== 1) throw new ElfError(`not a relocatable object (e_type ${type}, expected ET_REL)`);
  const machine = b.u16(18, 'e_machine');
  const expected = MACHINE_CLASS.get(machine);
  if (expected === undefined) throw new ElfError(`unsupported machine ${machine} (expected EM_386, EM_X86_64 or EM_ARM)`);
  if (expected !== elfClass) throw new ElfError(`machine ${machine} in an ELF${elfClass} file (expected ELF${expected})`);
  if (b.u32(20, 'e_version') !== 1) throw new ElfError('unsupported ELF version');
  const sections = readSections(b, L);
  const symtab = sections.filter((s) => s.type === SHT_SYMTAB);
  if (symtab.length > 1) throw new ElfError(`${symtab.length} symbol tables (expected at most one)`);
  const symbols = symtab.length === 0 ? [] : readSymbols(L, sections, symtab[0]!);
  const relocations = sections
    .filter((s) => s.type === SHT_REL || s.type === SHT_RELA)
    .map((s) => readRelocations(L, elfClass, sections, symtab[0], symbols.length, s));
  return { elfClass, machine, flags: b.u32(L.eh.flags, 'e_flags'), sections, symbols, relocations };
}

function readIdent(b: Bytes): 32 | 64 {
  if (b.bytes.length < 16) throw new ElfError(`file too short for an ELF header (${b.bytes.length} bytes)`);
  const magic = [0x7f, 0x45, 0x4c, 0x46];
  if (!magic.every((m, i) => b.u8(i, 'magic') === m)) throw new ElfError('bad magic: not an ELF file');
  const cls = b.u8(4, 'EI_CLASS');
  if (cls !== 1 && cls !== 2) throw new ElfError(`bad EI_CLASS ${cls}`);
  const data = b.u8(5, 'EI_DATA');
  if (data !== 1) throw new ElfError(`unsupported byte order (EI_DATA ${data}, expected little-endian)`);
  if (b.u8(6, 'EI_VERSION') !== 1) throw new ElfError('unsupported EI_VERSION');
  return cls === 1 ? 32 : 64;
}

/** A file offset or size read as a word: must be a safe integer (the bounds checks do the rest). */
function offsetWord(L: ClassLayout, b: Bytes, at: number, what: string): number {
  const v = L.word(b, at, what);
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new ElfError(`${what} ${v} is too large`);
  return Number(v);
}

function readSections(b: Bytes, L: ClassLayout): ElfSection[] {
  if (b.u16(L.eh.ehsize, 'e_ehsize') !== L.ehsize) throw new ElfError('bad e_ehsize');
  const shoff = offsetWord(L, b, L.eh.shoff, 'e_shoff');
  const shentsize = b.u16(L.eh.shentsize, 'e_shentsize');
  const shnum = b.u16(L.eh.shentsize + 2, 'e_shnum');
  const shstrndx = b.u16(L.eh.shentsize + 4, 'e_shstrndx');
  if (shoff === 0 || shnum === 0) throw new ElfError('no section header table (or extended section numbering, unsupported)');
  if (shentsize !== L.shentsize) throw new ElfError(`bad e_shentsize ${shentsize} (expected ${L.shentsize})`);
  if (shstrndx === SHN_XINDEX || shstrndx >= shnum) throw new ElfError(`bad e_shstrndx ${shstrndx}`);
  const headers = Array.from({ length: shnum }, (_, i) => readSectionHeader(b, L, shoff + i * shentsize, i));
  const shstr = headers[shstrndx]!.section;
  if (shstr.type !== SHT_STRTAB) throw new ElfError('e_shstrndx does not name a string table');
  return headers.map(({ section, nameOffset }) => ({
    ...section,
    name: readString(shstr.bytes, nameOffset, `name of section ${section.index}`),
  }));
}

function readSectionHeader(b: Bytes, L: ClassLayout, at: number, index: number): { section: ElfSection; nameOffset: number } {
  const what = `section header ${index}`;
  const w = L === CLASS32 ? 4 : 8;
  // sh_name, sh_type, then flags, addr, offset, size as words, then link, info (u32), align, entsize as words.
  const flags = L.word(b, at + 8, `${what} sh_flags`);
  if (flags > 0xffffffffn) throw new ElfError(`${what}: unsupported sh_flags 0x${flags.toString(16)}`);
  const type = b.u32(at + 4, `${what} sh_type`);
  const offset = offsetWord(L, b, at + 8 + 2 * w, `${what} sh_offset`);
  const size = offsetWord(L, b, at + 8 + 3 * w, `${what} sh_size`);
  const align = offsetWord(L, b, at + 16 + 4 * w, `${what} sh_addralign`);
  if (align > 1 && (align & (align - 1)) !== 0) throw new ElfError(`${what}: alignment ${align} is not a power of two`);
  const hasBytes = type !== SHT_NOBITS && type !== SHT_NULL;
  const section: ElfSection = {
    index,
    name: '',
    type,
    flags: Number(flags),
    addr: L.word(b, at + 8 + w, `${what} sh_addr`),
    offset,
    size,
    align,
    link: b.u32(at + 8 + 4 * w, `${what} sh_link`),
    info: b.u32(at + 12 + 4 * w, `${what} sh_info`),
    entsize: offsetWord(L, b, at + 16 + 5 * w, `${what} sh_entsize`),
    bytes: hasBytes ? b.slice(offset, size, `contents of ${what}`) : new Uint8Array(0),
  };
  return { section, nameOffset: b.u32(at, `${what} sh_name`) };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

function readString(table: Uint8Array, at: number, what: string): string {
  if (at >= table.length) throw new ElfError(`${what}: string offset ${at} outside its ${table.length}-byte table`);
  const end = table.indexOf(0, at);
  if (end < 0) throw new ElfError(`${what}: unterminated string at offset ${at}`);
  try {
    return UTF8.decode(table.subarray(at, end));
  } catch {
    throw new ElfError(`${what}: string at offset ${at} is not UTF-8`);
  }
}

function entries(section: ElfSection, entsize: number, what: string): number {
  if (section.entsize !== entsize) throw new ElfError(`${what} '${section.name}': entry size ${section.entsize} (expected ${entsize})`);
  if (section.size % entsize !== 0) throw new ElfError(`${what} '${section.name}': size ${section.size} is not a multiple of ${entsize}`);
  return section.size / entsize;
}

function readSymbols(L: ClassLayout, sections: readonly ElfSection[], symtab: ElfSection): ElfSymbol[] {
  const strtab = sections[symtab.link];
  if (strtab === undefined || strtab.type !== SHT_STRTAB) throw new ElfError(`symbol table link ${symtab.link} is not a string table`);
  const n = entries(symtab, L.symentsize, 'symbol table');
  const t = new Bytes(symtab.bytes);
  return Array.from({ length: n }, (_, i) => {
    const raw = L === CLASS32 ? symbol32(t, i * 16) : symbol64(t, i * 24);
    const what = `symbol ${i}`;
    if (raw.shndx === SHN_XINDEX) throw new ElfError(`${what}: extended section index (SHN_XINDEX) is unsupported`);
    const special = raw.shndx === SHN_UNDEF || raw.shndx === SHN_ABS || raw.shndx === SHN_COMMON;
    if (!special && (raw.shndx >= SHN_LORESERVE || raw.shndx >= sections.length)) {
      throw new ElfError(`${what}: section index ${raw.shndx} out of range`);
    }
    if (raw.size > BigInt(Number.MAX_SAFE_INTEGER)) throw new ElfError(`${what}: size ${raw.size} is too large`);
    return {
      index: i,
      name: readString(strtab.bytes, raw.name, `name of ${what}`),
      value: raw.value,
      size: Number(raw.size),
      type: raw.info & 0xf,
      binding: raw.info >> 4,
      visibility: raw.other & 3,
      shndx: raw.shndx,
    };
  });
}

interface RawSymbol {
  name: number;
  value: bigint;
  size: bigint;
  info: number;
  other: number;
  shndx: number;
}

function symbol32(t: Bytes, at: number): RawSymbol {
  return {
    name: t.u32(at, 'st_name'),
    value: BigInt(t.u32(at + 4, 'st_value')),
    size: BigInt(t.u32(at + 8, 'st_size')),
    info: t.u8(at + 12, 'st_info'),
    other: t.u8(at + 13, 'st_other'),
    shndx: t.u16(at + 14, 'st_shndx'),
  };
}

function symbol64(t: Bytes, at: number): RawSymbol {
  return {
    name: t.u32(at, 'st_name'),
    info: t.u8(at + 4, 'st_info'),
    other: t.u8(at + 5, 'st_other'),
    shndx: t.u16(at + 6, 'st_shndx'),
    value: t.u64(at + 8, 'st_value'),
    size: t.u64(at + 16, 'st_size'),
  };
}

function readRelocations(
  L: ClassLayout,
  elfClass: 32 | 64,
  sections: readonly ElfSection[],
  symtab: ElfSection | undefined,
  nsymbols: number,
  s: ElfSection,
): ElfRelocationSection {
  const rela = s.type === SHT_RELA;
  const what = rela ? 'RELA section' : 'REL section';
  if (symtab === undefined || s.link !== symtab.index) throw new ElfError(`${what} '${s.name}': link ${s.link} is not the symbol table`);
  if (s.info === 0 || s.info >= sections.length) throw new ElfError(`${what} '${s.name}': target section ${s.info} out of range`);
  const n = entries(s, rela ? L.relaentsize : L.relentsize, what);
  const t = new Bytes(s.bytes);
  const size = rela ? L.relaentsize : L.relentsize;
  const list = Array.from({ length: n }, (_, i) => {
    const r = elfClass === 32 ? rel32(t, i * size, rela) : rel64(t, i * size, rela);
    if (r.symbol >= nsymbols) throw new ElfError(`${what} '${s.name}' entry ${i}: symbol index ${r.symbol} out of range`);
    return r;
  });
  return { section: s.index, target: s.info, rela, entries: list };
}

function rel32(t: Bytes, at: number, rela: boolean): ElfRelocation {
  const info = t.u32(at + 4, 'r_info');
  const addend = rela ? BigInt.asIntN(32, BigInt(t.u32(at + 8, 'r_addend'))) : null;
  return { offset: t.u32(at, 'r_offset'), type: info & 0xff, symbol: info >>> 8, addend };
}

function rel64(t: Bytes, at: number, rela: boolean): ElfRelocation {
  const offset = t.u64(at, 'r_offset');
  if (offset > BigInt(Number.MAX_SAFE_INTEGER)) throw new ElfError(`relocation offset ${offset} is too large`);
  const info = t.u64(at + 8, 'r_info');
  const addend = rela ? BigInt.asIntN(64, t.u64(at + 16, 'r_addend')) : null;
  return { offset: Number(offset), type: Number(info & 0xffffffffn), symbol: Number(info >> 32n), addend };
}

/** The relocations that patch section `target`, in file order. */
export function relocationsFor(elf: ElfObject, target: number): ElfRelocation[] {
  return elf.relocations.filter((r) => r.target === target).flatMap((r) => r.entries);
}
