// The ELF reader against llvm-readelf-14 on llc-14 objects of all four targets (sections, symbols,
// relocations field by field), and its strictness: truncated, corrupted and foreign inputs give an
// ElfError, never an exception of another kind or an out-of-bounds read.

import t, { type Test } from 'tap';
import { compileWithLlc, llcOptionsFor } from '../../oracles/llc.js';
import {
  ElfError,
  EM_386,
  EM_ARM,
  EM_X86_64,
  readElf,
  relocationsFor,
  SHT_REL,
  SHT_RELA,
  SHT_STRTAB,
  SHT_SYMTAB,
  STT_SECTION,
  type ElfObject,
} from '../../simulators/elf.js';
import { compile, corpusPrograms, ISAS, loadCorpus, readelf } from './llc-corpus.js';

const SAMPLES = ['bst.O1.ll', 'switch_dense.O1.ll', 'int64_arith.O1.ll'];
const objects = ISAS.flatMap((isa) =>
  SAMPLES.filter((s) => corpusPrograms(isa).includes(s)).map((name) => ({ isa, name, bytes: compile(loadCorpus(isa, name)) })),
);

t.test('sections, symbols and relocations equal llvm-readelf-14 -S -s -r', async (t) => {
  t.equal(objects.length, ISAS.length * SAMPLES.length, 'every sample compiled for every target');
  for (const { isa, name, bytes } of objects) {
    const elf = readElf(bytes);
    const ref = readelf(bytes, elf.elfClass);
    t.same(
      elf.sections.map((s) => ({
        index: s.index,
        name: s.name,
        type: s.type,
        flags: s.flags,
        offset: s.offset,
        size: s.size,
        link: s.link,
        info: s.info,
        align: s.align,
        entsize: s.entsize,
      })),
      ref.sections,
      `${isa}/${name}: sections`,
    );
    // readelf prints a section symbol under its section's name; the raw name is empty.
    t.same(
      elf.symbols.slice(1).map((s) => ({
        name: s.type === STT_SECTION ? elf.sections[s.shndx]!.name : s.name,
        value: s.value,
        size: s.size,
        type: s.type,
        binding: s.binding,
        shndx: s.shndx,
      })),
      ref.symbols.slice(1),
      `${isa}/${name}: symbols`,
    );
    t.same(
      elf.relocations.flatMap((g) =>
        g.entries.map((r) => ({
          section: elf.sections[g.section]!.name,
          offset: r.offset,
          type: r.type,
          symbol: r.symbol,
          addend: r.addend,
        })),
      ),
      ref.relocations.map((r) => ({
        section: r.section,
        offset: r.offset,
        type: r.type,
        symbol: r.symbol,
        addend: r.addend,
      })),
      `${isa}/${name}: relocations`,
    );
  }
});

t.test('header facts per target', async (t) => {
  const expect = {
    'x86-32': [32, EM_386, false],
    'x86-64': [64, EM_X86_64, true],
    arm: [32, EM_ARM, false],
    thumb: [32, EM_ARM, false],
  } as const;
  for (const { isa, name, bytes } of objects) {
    const elf = readElf(bytes);
    const [cls, machine, rela] = expect[isa];
    t.same([elf.elfClass, elf.machine], [cls, machine], `${isa}/${name}: class and machine`);
    t.ok(
      elf.relocations.every((g) => g.rela === rela),
      `${isa}/${name}: ${rela ? 'RELA' : 'REL'} relocations`,
    );
    t.ok(
      elf.relocations.every((g) => g.entries.every((r) => (r.addend === null) === !rela)),
      'addends only for RELA',
    );
    const text = elf.sections.find((s) => s.name === '.text.main')!;
    t.same(
      relocationsFor(elf, text.index),
      elf.relocations.filter((g) => g.target === text.index).flatMap((g) => g.entries),
    );
  }
});

const small = objects.find((o) => o.isa === 'x86-32')!.bytes;
const small64 = objects.find((o) => o.isa === 'x86-64')!.bytes;

function patched(bytes: Uint8Array, edits: readonly [number, number][]): Uint8Array {
  const out = bytes.slice();
  for (const [at, v] of edits) out[at] = v;
  return out;
}

const put32 = (b: Uint8Array, at: number, v: number): Uint8Array => {
  const out = b.slice();
  new DataView(out.buffer).setUint32(at, v, true);
  return out;
};

function throwsElf(t: Test, f: () => unknown, pattern: RegExp, what: string): void {
  try {
    f();
    t.fail(`${what}: accepted`);
  } catch (e) {
    t.ok(e instanceof ElfError && pattern.test(e.message), `${what}: ${String(e)}`);
  }
}

/** Section header offset of section `i` in an ELF32 object. */
function shdr32(bytes: Uint8Array, i: number): number {
  const v = new DataView(bytes.buffer, bytes.byteOffset);
  return v.getUint32(32, true) + 40 * i;
}

t.test('malformed headers are ElfErrors with a clear message', async (t) => {
  throwsElf(t, () => readElf(new Uint8Array(0)), /too short/, 'empty input');
  throwsElf(t, () => readElf(patched(small, [[1, 0x45 + 1]])), /bad magic/, 'bad magic');
  throwsElf(t, () => readElf(new TextEncoder().encode('#!/bin/sh\necho not an object\n')), /bad magic/, 'a script');
  throwsElf(t, () => readElf(patched(small, [[4, 3]])), /EI_CLASS/, 'bad class');
  throwsElf(t, () => readElf(patched(small, [[5, 2]])), /byte order/, 'big-endian');
  throwsElf(t, () => readElf(patched(small, [[16, 2]])), /not a relocatable/, 'an executable');
  throwsElf(t, () => readElf(patched(small, [[18, EM_X86_64]])), /machine 62 in an ELF32 file/, 'x86-64 machine in an ELF32 file');
  throwsElf(t, () => readElf(patched(small, [[18, 8]])), /unsupported machine/, 'MIPS');
  throwsElf(t, () => readElf(patched(small, [[4, 2]])), /machine 3 in an ELF64 file/, 'ELF32 read as ELF64');
  throwsElf(t, () => readElf(patched(small, [[46, 41]])), /e_shentsize/, 'bad e_shentsize');
  throwsElf(
    t,
    () =>
      readElf(
        patched(small, [
          [50, 0xff],
          [51, 0xff],
        ]),
      ),
    /e_shstrndx/,
    'bad e_shstrndx',
  );
  throwsElf(
    t,
    () =>
      readElf(
        patched(small, [
          [48, 0],
          [49, 0],
        ]),
      ),
    /no section header/,
    'extended numbering',
  );
  throwsElf(t, () => readElf(put32(small, 32, 0x7fffff00)), /outside/, 'section table beyond the end');
  throwsElf(t, () => readElf(patched(small64, [[58, 40]])), /e_shentsize/, 'ELF64 bad e_shentsize');
});

t.test('malformed tables are ElfErrors', async (t) => {
  const elf = readElf(small);
  const symtab = elf.sections.find((s) => s.type === SHT_SYMTAB)!;
  const rel = elf.sections.find((s) => s.type === SHT_REL)!;
  const strtab = elf.sections[symtab.link]!;
  const textMain = elf.sections.find((s) => s.name === '.text.main')!;
  throwsElf(t, () => readElf(put32(small, shdr32(small, textMain.index) + 16, 0x7ffffff0)), /outside/, 'section contents beyond the end');
  throwsElf(t, () => readElf(put32(small, shdr32(small, textMain.index) + 32, 3)), /power of two/, 'alignment 3');
  throwsElf(t, () => readElf(put32(small, shdr32(small, textMain.index), 0xffffff)), /string offset/, 'section name outside shstrtab');
  throwsElf(t, () => readElf(put32(small, shdr32(small, symtab.index) + 36, 12)), /entry size/, 'symbol entry size');
  throwsElf(t, () => readElf(put32(small, shdr32(small, symtab.index) + 20, symtab.size - 3)), /multiple/, 'symbol table size');
  throwsElf(t, () => readElf(put32(small, shdr32(small, symtab.index) + 24, textMain.index)), /not a string table/, 'symtab link');
  throwsElf(t, () => readElf(put32(small, shdr32(small, rel.index) + 28, 999)), /target section/, 'relocation target');
  throwsElf(t, () => readElf(put32(small, shdr32(small, rel.index) + 24, 0)), /not the symbol table/, 'relocation link');
  // The last symbol's section index, and the first relocation's symbol index, out of range.
  const lastSym = symtab.offset + symtab.size - 16;
  throwsElf(
    t,
    () =>
      readElf(
        patched(small, [
          [lastSym + 14, 0xf0],
          [lastSym + 15, 0xfe],
        ]),
      ),
    /section index/,
    'symbol shndx',
  );
  throwsElf(
    t,
    () =>
      readElf(
        patched(small, [
          [lastSym + 14, 0xff],
          [lastSym + 15, 0xff],
        ]),
      ),
    /SHN_XINDEX/,
    'SHN_XINDEX',
  );
  throwsElf(t, () => readElf(patched(small, [[rel.offset + 7, 0x7f]])), /symbol index/, 'relocation symbol');
  // An unterminated string table: its final NUL overwritten.
  const end = strtab.offset + strtab.size - 1;
  const unterminated = patched(small, [[end, 0x41]]);
  t.throws(() => readElf(unterminated), ElfError, 'unterminated string (or the name now runs past its table)');
  t.equal(readElf(small).sections[strtab.index]!.type, SHT_STRTAB);
  t.notOk(
    elf.sections.some((s) => s.type === SHT_RELA),
    'i386 objects have no RELA sections',
  );
});

t.test('every truncation of an object is an ElfError', async (t) => {
  for (const bytes of [small, small64]) {
    let failures = 0;
    for (let n = 0; n < bytes.length; n++) {
      try {
        readElf(bytes.subarray(0, n));
        failures++;
      } catch (e) {
        if (!(e instanceof ElfError)) failures++;
      }
    }
    t.equal(failures, 0, `all ${bytes.length} proper prefixes rejected with ElfError`);
  }
});

/** A fixed-seed LCG (no Math.random): corrupt random bytes of the headers and tables. */
function* corruptions(bytes: Uint8Array, count: number): Generator<Uint8Array> {
  let s = 0x2545f491;
  const next = (): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s >>> 8;
  };
  for (let i = 0; i < count; i++) {
    const out = bytes.slice();
    for (let k = 0; k < 1 + (next() % 3); k++) out[next() % out.length] = next() & 0xff;
    yield out;
  }
}

t.test('corrupted objects parse or give ElfError, nothing else', async (t) => {
  for (const bytes of [small, small64]) {
    let parsed = 0,
      rejected = 0;
    const others: string[] = [];
    for (const c of corruptions(bytes, 3000)) {
      try {
        const elf: ElfObject = readElf(c);
        for (const s of elf.sections) void s.bytes.length;
        parsed++;
      } catch (e) {
        if (e instanceof ElfError) rejected++;
        else others.push(String(e));
      }
    }
    t.same(others, [], 'no exception other than ElfError');
    t.comment(`${parsed} corrupted objects still parse, ${rejected} rejected`);
  }
});

t.test('objects from every register allocator parse', async (t) => {
  const p = loadCorpus('thumb', 'bst.O1.ll');
  for (const ra of ['basic', 'pbqp', 'fast'] as const) {
    const elf = readElf(compileWithLlc(p.text, llcOptionsFor('thumb', p.module.triple, ra)));
    t.ok(
      elf.symbols.some((s) => s.name === 'main'),
      `${ra}: main is defined`,
    );
  }
});
