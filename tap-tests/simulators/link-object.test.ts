// The object linker on llc-14 output: every corpus program of every target links; each global's
// linked bytes equal the reference interpreter's layout (engine/ir/global-layout.ts), which checks
// the datalayout and the function-slot rule; every relocation llvm-readelf-14 lists for a loaded
// section was applied, and its final field holds the value recomputed here from the symbol's name;
// nothing else in the code changed. The encoders are checked against llvm-mc-14's own encodings,
// function pointers end to end in the emulator against the interpreter, and every inconsistency
// gives a LinkError.

import { spawnSync } from 'node:child_process';
import t, { type Test } from 'tap';
import { executeImage } from '../../testbed/driver/execute.js';
import { findTarget } from '../../testbed/driver/targets.js';
import { parseModule } from '../../engine/frontend/parse.js';
import { moduleDataLayout } from '../../engine/ir/datalayout.js';
import { layoutGlobals } from '../../engine/ir/global-layout.js';
import { printModule } from '../../engine/ir/print.js';
import { compileWithLlc, llcOptionsFor } from '../../oracles/llc.js';
import { readElf, SHT_REL, SHT_RELA } from '../../simulators/elf.js';
import { LinkError, slotAddress, TEXT_BASE, PAGE, type Image, type Isa } from '../../common/image.js';
import { linkObject, linkObjectWithMap, type LinkMap, type LinkPlan } from '../../simulators/link-object.js';
import { pooled } from '../helpers/pool.js';
import { FIELDS, RELOCATIONS, type RelocationField } from '../../simulators/relocations.js';
import {
  compile,
  compileAsync,
  corpusPrograms,
  ISAS,
  loadCorpus,
  planFor,
  readelfRelocationsAll,
  STUBS,
  type CorpusProgram,
} from './llc-corpus.js';

/** The field each relocation type patches, and whether it is absolute, PC-relative or through the GOT. */
const FIELD_OF: Record<string, [RelocationField, 'abs' | 'rel' | 'got']> = {
  R_386_32: [FIELDS.abs32, 'abs'],
  R_386_PC32: [FIELDS.rel32, 'rel'],
  R_386_PLT32: [FIELDS.rel32, 'rel'],
  R_X86_64_64: [FIELDS.abs64, 'abs'],
  R_X86_64_32: [FIELDS.u32, 'abs'],
  R_X86_64_32S: [FIELDS.s32, 'abs'],
  R_X86_64_PC32: [FIELDS.rel32, 'rel'],
  R_X86_64_PLT32: [FIELDS.rel32, 'rel'],
  R_X86_64_GOTPCREL: [FIELDS.rel32, 'got'],
  R_ARM_ABS32: [FIELDS.abs32, 'abs'],
  R_ARM_CALL: [FIELDS.armCall, 'rel'],
  R_ARM_JUMP24: [FIELDS.armJump, 'rel'],
  R_ARM_THM_CALL: [FIELDS.thumbCall, 'rel'],
};

function bytesAt(image: Image, address: bigint, n: number): Uint8Array {
  const s = image.segments.find((g) => g.address <= address && address + BigInt(n) <= g.address + BigInt(g.size));
  if (s === undefined) throw new Error(`0x${address.toString(16)} is in no segment`);
  const at = Number(address - s.address);
  const out = new Uint8Array(n);
  out.set(s.bytes.subarray(at, at + n));
  return out;
}

/** What a symbol name stands for, recomputed from the plan and the image: [code target, pointer value]. */
function expectedTarget(p: CorpusProgram, image: Image, map: LinkMap, name: string): [bigint, bigint] {
  const thumb = p.isa === 'thumb' ? 1n : 0n;
  const section = map.sections.find((s) => s.name === name);
  if (section !== undefined) return [section.address, section.address];
  const slot = p.plan.functions.findIndex((f) => f.name === name);
  const code = image.functions.find((f) => f.name === name)?.address;
  if (code !== undefined) return [code, slotAddress(slot) + thumb];
  const stub = STUBS.get(name);
  if (slot >= 0) return [stub ?? slotAddress(slot), slotAddress(slot) + thumb];
  if (stub !== undefined) return [stub, stub + thumb];
  const g = p.plan.globals.find((x) => x.name === name);
  if (g !== undefined) return [g.address, g.address];
  throw new Error(`symbol ${name} is unknown to the test`);
}

const seenTypes = new Map<Isa, Set<string>>(ISAS.map((i) => [i, new Set()]));
const linked: { p: CorpusProgram; object: Uint8Array; image: Image; map: LinkMap }[] = [];

t.test('every corpus program links, for every target', async (t) => {
  for (const isa of ISAS) t.ok(corpusPrograms(isa).length >= 30, `${isa}: corpus present (${corpusPrograms(isa).length} programs)`);
  const programs = ISAS.flatMap((isa) => corpusPrograms(isa).map((name) => loadCorpus(isa, name)));
  const objects = await pooled(programs.map((p) => () => compileAsync(p)));
  programs.forEach((p, i) => {
    const object = objects[i]!;
    try {
      const { image, map } = linkObjectWithMap(object, p.plan);
      linked.push({ p, object, image, map });
    } catch (e) {
      t.fail(`${p.isa}/${p.name}: ${String(e)}`);
    }
  });
  t.equal(
    linked.length,
    ISAS.reduce((n, isa) => n + corpusPrograms(isa).length, 0),
    'no LinkError',
  );
});

t.test('linked globals hold exactly the interpreter layout bytes', async (t) => {
  let checked = 0,
    bad = 0;
  for (const { p, image } of linked) {
    for (const g of p.layout.globals) {
      checked++;
      const got = bytesAt(image, g.address, g.size);
      if (!Buffer.from(got).equals(Buffer.from(g.bytes))) {
        bad++;
        t.fail(`${p.isa}/${p.name}: @${g.name} differs`, { found: [...got], wanted: [...g.bytes] });
      }
    }
    t.same(
      image.globals,
      p.plan.globals.map(({ name, address, size }) => ({ name, address, size })),
    );
  }
  t.equal(bad, 0, `${checked} globals compared`);
});

t.test('every relocation of a loaded section is applied with the value its symbol demands', async (t) => {
  const refs = readelfRelocationsAll(linked.map(({ object }) => ({ object, elfClass: readElf(object).elfClass })));
  for (const [i, { p, object, image, map }] of linked.entries()) {
    const elf = readElf(object);
    const ref = refs[i]!.map((r) => ({ ...r, target: r.section.replace(/^\.rela?/, '') })).filter((r) =>
      map.sections.some((s) => s.name === r.target),
    );
    const label = `${p.isa}/${p.name}`;
    t.equal(map.relocations.length, ref.length, `${label}: ${ref.length} relocations applied`);
    const problems: string[] = [];
    for (const r of ref) {
      seenTypes.get(p.isa)!.add(r.typeName);
      const applied = map.relocations.find((a) => a.section === r.target && a.offset === r.offset);
      const problem =
        applied === undefined
          ? 'not applied'
          : applied.type !== r.typeName || applied.symbol !== r.symbolName
            ? `applied as ${applied.type} ${applied.symbol}`
            : checkField(p, elf, image, map, r);
      if (problem !== null) problems.push(`${r.target}+0x${r.offset.toString(16)} ${r.typeName} ${r.symbolName}: ${problem}`);
    }
    t.same(problems, [], `${label}: every field holds S + A (- P)`);
  }
});

function checkField(
  p: CorpusProgram,
  elf: ReturnType<typeof readElf>,
  image: Image,
  map: LinkMap,
  r: { target: string; offset: number; typeName: string; symbolName: string; addend: bigint | null },
): string | null {
  const [field, calc] = FIELD_OF[r.typeName] ?? [];
  if (field === undefined) return 'no field known to the test';
  const section = elf.sections.find((s) => s.name === r.target)!;
  const addend = r.addend ?? field.read(section.bytes, r.offset);
  const site = map.sections.find((s) => s.name === r.target)!.address + BigInt(r.offset);
  const found = field.read(bytesAt(image, site, field.size), 0);
  const [code, pointer] = expectedTarget(p, image, map, r.symbolName);
  if (calc === 'got') {
    const entry = found - addend + site;
    const value = new DataView(bytesAt(image, entry, 8).buffer).getBigUint64(0, true);
    return value === pointer ? null : `GOT entry at 0x${entry.toString(16)} holds 0x${value.toString(16)}`;
  }
  const wanted = calc === 'abs' ? pointer + addend : code + addend - site;
  const same = calc === 'abs' && field.size === 4 ? BigInt.asUintN(32, found) === BigInt.asUintN(32, wanted) : found === wanted;
  return same ? null : `field holds ${found}, wanted ${wanted}`;
}

t.test("code bytes are the object's, except in relocated fields", async (t) => {
  for (const { p, object, image, map } of linked) {
    const elf = readElf(object);
    let changed = 0;
    for (const placed of map.sections.filter((s) => s.segment === 'text' || s.segment === 'const')) {
      const original = elf.sections[placed.index]!.bytes;
      const final = bytesAt(image, placed.address, placed.size);
      const fields = new Set(
        map.relocations
          .filter((r) => r.section === placed.name)
          .flatMap((r) => [0, 1, 2, 3, 4, 5, 6, 7].slice(0, FIELD_OF[r.type]![0].size).map((k) => r.offset + k)),
      );
      for (let i = 0; i < placed.size; i++) if (!fields.has(i) && original[i] !== final[i]) changed++;
    }
    t.equal(changed, 0, `${p.isa}/${p.name}`);
  }
});

t.test('image shape: segments, functions, slots', async (t) => {
  for (const { p, image, map } of linked) {
    const label = `${p.isa}/${p.name}`;
    const text = image.segments.find((s) => s.name === 'text')!;
    t.same([text.address, text.perms], [TEXT_BASE, 'r-x'], `${label}: text`);
    const konst = image.segments.find((s) => s.name === 'const');
    if (konst !== undefined) {
      t.ok(
        konst.address % PAGE === 0n && konst.address >= text.address + BigInt(text.size) && konst.perms === 'r--',
        `${label}: const after text`,
      );
    }
    t.equal(image.segments.find((s) => s.name === 'data')?.perms ?? 'rw-', 'rw-');
    t.equal(image.segments.find((s) => s.name === 'rodata')?.perms ?? 'r--', 'r--');
    const defined = p.plan.functions
      .filter((f) => f.defined)
      .map((f) => f.name)
      .sort();
    t.same(image.functions.map((f) => f.name).sort(), defined, `${label}: functions`);
    const inText = image.functions.every(
      (f, i) =>
        f.address >= TEXT_BASE &&
        f.size > 0 &&
        f.address + BigInt(f.size) <= TEXT_BASE + BigInt(text.size) &&
        (i === 0 || image.functions[i - 1]!.address < f.address) &&
        (p.isa === 'thumb' ? f.address % 2n === 0n : true),
    );
    t.ok(inText, `${label}: functions sorted, inside the text, even on Thumb`);
    t.same(
      image.slots.map((s) => [s.address, s.function, s.action.kind]),
      p.plan.functions.map((f, i) => [slotAddress(i), f.name, f.defined ? 'jump' : STUBS.has(f.name) ? 'runtime' : 'undefined']),
      `${label}: slots`,
    );
    const jumps = image.slots.every(
      (s) =>
        s.action.kind !== 'jump' ||
        image.functions.some((f) => f.name === s.function && f.address === (s.action as { target: bigint }).target),
    );
    t.ok(jumps, `${label}: slots jump to the code`);
    t.equal(image.spillSites, null);
    t.equal(
      map.got.length > 0,
      p.isa === 'x86-64' && map.relocations.some((r) => r.type === 'R_X86_64_GOTPCREL'),
      `${label}: GOT only for GOTPCREL`,
    );
  }
});

t.test('relocation types seen per target are all in the table', async (t) => {
  for (const isa of ISAS) {
    const seen = [...seenTypes.get(isa)!].sort();
    t.comment(`${isa}: ${seen.join(' ')}`);
    const machine = isa === 'x86-32' ? 3 : isa === 'x86-64' ? 62 : 40;
    const known = new Set([...RELOCATIONS.get(machine)!.values()].map((k) => k.name));
    t.same(
      seen.filter((n) => !known.has(n)),
      [],
      `${isa}: no unsupported type in loaded sections`,
    );
  }
});

t.test('linking is deterministic', async (t) => {
  for (const { p, object, image } of linked.filter((_, i) => i % 11 === 0)) {
    t.same(linkObject(object, p.plan), image, `${p.isa}/${p.name}`);
    t.same(linkObject(compile(p), p.plan), image, `${p.isa}/${p.name}: llc output too`);
  }
});

// ---------------------------------------------------------------------------------------------
// Encoders against llvm-mc-14.

/** Assembles with llvm-mc-14 and returns the object's .text bytes. */
function assemble(triple: string, source: string): Uint8Array {
  const r = spawnSync('llvm-mc-14', [`-triple=${triple}`, '-filetype=obj', '-o', '-', '-'], { input: `${source}\n`, maxBuffer: 64 << 20 });
  if (r.error !== undefined) throw new Error(`llvm-mc-14 could not run (${r.error.message}); run npm run setup`);
  if (r.status !== 0) throw new Error(`llvm-mc-14 failed on ${source}: ${r.stderr.toString()}`);
  const elf = readElf(new Uint8Array(r.stdout));
  if (elf.relocations.length > 0) throw new Error(`llvm-mc-14 left a relocation in ${JSON.stringify(source)}`);
  return elf.sections.find((s) => s.name === '.text')!.bytes.slice();
}

interface Vector {
  readonly triple: string;
  readonly field: keyof typeof FIELDS;
  readonly insn: string;
  readonly at: number;
}

/** `insn far` with `far` n bytes after the instruction's end (n < 0: |n| bytes before it starts). */
function vector(v: Vector, n: number, size: number, pcBias: number): { bytes: Uint8Array; offset: bigint } {
  const thumb = v.triple.startsWith('thumb') ? '.syntax unified\n.thumb\n' : '';
  const src = n >= 0 ? `${thumb}${v.insn} far\n.space ${n}\nfar:` : `${thumb}far:\n.space ${-n}\n${v.insn} far`;
  const bytes = assemble(v.triple, src);
  const at = n >= 0 ? 0 : -n;
  // far - (P + pcBias): forwards far = size + n, P = 0; backwards far = 0, P = -n.
  const offset = n >= 0 ? BigInt(size + n - pcBias) : BigInt(n - pcBias);
  return { bytes: bytes.subarray(at, at + size), offset };
}

t.test('encoders reproduce llvm-mc-14 encodings', async (t) => {
  const cases: [Vector, number[], number, number][] = [
    [
      { triple: 'thumbv6m', field: 'thumbCall', insn: 'bl', at: 0 },
      [0, 2, 0x7fe, 0x1000, 0x3ffffc, 0x500000, -2, -0x1000, -0x500000],
      4,
      4,
    ],
    [{ triple: 'thumbv7m', field: 'thumbJump24', insn: 'b.w', at: 0 }, [0x800, 0x600000, -0x600000], 4, 4],
    [{ triple: 'thumbv6m', field: 'thumbJump11', insn: 'b', at: 0 }, [0, 0x7fc, -0x7fc], 2, 4],
    [{ triple: 'thumbv6m', field: 'thumbJump8', insn: 'beq', at: 0 }, [0, 0xfc, -0xfc], 2, 4],
    [{ triple: 'armv6', field: 'armJump', insn: 'bne', at: 0 }, [0, 0x100, 0x100000, -0x1000], 4, 8],
    [{ triple: 'armv6', field: 'armJump', insn: 'b', at: 0 }, [4, -8], 4, 8],
  ];
  for (const [v, distances, size, bias] of cases) {
    for (const n of distances) {
      const { bytes, offset } = vector(v, n, size, bias);
      const field = FIELDS[v.field];
      t.equal(field.read(bytes, 0), offset, `${v.triple} ${v.insn} ${n}: decodes`);
      const again = bytes.slice();
      field.write(again, 0, offset === 0n ? 2n * BigInt(size) : 0n);
      field.write(again, 0, offset);
      t.same([...again], [...bytes], `${v.triple} ${v.insn} ${n}: encodes`);
    }
  }
  // llvm-mc leaves ARM BL to a relocation: the implicit addend is PC's bias, -8.
  const bl = new Uint8Array([0xfe, 0xff, 0xff, 0xeb]);
  t.equal(FIELDS.armCall.read(bl, 0), -8n);
  const blThumb = new Uint8Array([0xff, 0xf7, 0xfe, 0xff]);
  t.equal(FIELDS.thumbCall.read(blThumb, 0), -4n, 'Thumb BL as llc leaves it: -4');
});

/** Fixed-seed LCG for round trips (no Math.random). */
function* values(count: number, bits: number, align: number): Generator<bigint> {
  let s = 12345;
  for (let i = 0; i < count; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const hi = BigInt((Math.imul(s, 2654435761) >>> 0) & 0xffff);
    const raw = BigInt.asIntN(bits, (hi << 32n) | BigInt(s));
    yield raw - (((raw % BigInt(align)) + BigInt(align)) % BigInt(align));
  }
}

t.test('branch encoders round-trip over their whole range and refuse the rest', async (t) => {
  const branches: [keyof typeof FIELDS, number[], number, number][] = [
    ['thumbCall', [0x00, 0xf0, 0x00, 0xf8], 25, 2],
    ['thumbJump24', [0x00, 0xf0, 0x00, 0xb8], 25, 2],
    ['thumbJump11', [0x00, 0xe0], 12, 2],
    ['thumbJump8', [0x00, 0xd1], 9, 2],
    ['armCall', [0, 0, 0, 0xeb], 26, 4],
    ['armJump', [0, 0, 0, 0x1a], 26, 4],
  ];
  for (const [name, insn, bits, align] of branches) {
    const field = FIELDS[name];
    let bad = 0;
    for (const v of values(2000, bits, align)) {
      const b = new Uint8Array(insn);
      field.write(b, 0, v);
      if (field.read(b, 0) !== v) bad++;
    }
    t.equal(bad, 0, `${name}: 2000 values round-trip`);
    const max = (1n << BigInt(bits - 1)) - BigInt(align);
    for (const v of [max, -(max + BigInt(align))]) {
      const b = new Uint8Array(insn);
      field.write(b, 0, v);
      t.equal(field.read(b, 0), v, `${name}: extreme ${v}`);
    }
    t.throws(() => field.write(new Uint8Array(insn), 0, max + BigInt(align)), /out of range/, `${name}: one past the end`);
    t.throws(() => field.write(new Uint8Array(insn), 0, BigInt(align) / 2n + 0n || 1n), /multiple/, `${name}: misaligned`);
    t.throws(() => field.read(new Uint8Array(insn.length), 0), /not the expected/, `${name}: another instruction`);
  }
  t.throws(() => FIELDS.armCall.read(new Uint8Array([0, 0, 0, 0xfa]), 0), /not the expected/, 'BLX is not BL');
  t.throws(() => FIELDS.thumbCall.read(new Uint8Array([0x00, 0xf0, 0x00, 0xe8]), 0), /not the expected/, 'Thumb BLX is not BL');
});

t.test('word fields check their ranges', async (t) => {
  const b = new Uint8Array(8);
  FIELDS.abs32.write(b, 0, 0xffffffffn);
  t.equal(FIELDS.abs32.read(b, 0), -1n);
  FIELDS.abs32.write(b, 0, -0x80000000n);
  t.throws(() => FIELDS.abs32.write(b, 0, 1n << 32n), /out of range/);
  t.throws(() => FIELDS.rel32.write(b, 0, 1n << 31n), /out of range/);
  t.throws(() => FIELDS.rel32.write(b, 0, -(1n << 31n) - 1n), /out of range/);
  t.throws(() => FIELDS.u32.write(b, 0, -1n), /out of range/);
  t.throws(() => FIELDS.s32.write(b, 0, 0x80000000n), /out of range/);
  FIELDS.s32.write(b, 0, -4n);
  t.same([...b.subarray(0, 4)], [0xfc, 0xff, 0xff, 0xff]);
  FIELDS.abs64.write(b, 0, 0x0123456789abcdefn);
  t.equal(FIELDS.abs64.read(b, 0), 0x0123456789abcdefn);
});

// ---------------------------------------------------------------------------------------------
// A hand-written program with function pointers in data and in code.

const HEADERS: Record<Isa, [string, string]> = {
  'x86-32': ['e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128', 'i386-unknown-linux-gnu'],
  'x86-64': ['e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128', 'x86_64-unknown-linux-gnu'],
  arm: ['e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64', 'armv6-none-unknown-eabi'],
  thumb: ['e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64', 'thumbv6m-none-unknown-eabi'],
};

function pointerProgram(isa: Isa): CorpusProgram {
  const [dl, triple] = HEADERS[isa];
  const ip = isa === 'x86-64' ? 'i64' : 'i32';
  const text = `target datalayout = "${dl}"
target triple = "${triple}"
@fp = global ptr @f, align 8
@rt = global ptr @putchar, align 8
@tbl = constant [2 x ptr] [ptr @g, ptr getelementptr (i8, ptr @cnt, i64 4)], align 8
@cnt = global [2 x i32] zeroinitializer, align 4
@word = global i32 7, align 4
define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
define i32 @g(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}
define ${ip} @addr_f() {
  %a = ptrtoint ptr @f to ${ip}
  ret ${ip} %a
}
define ${ip} @addr_putchar() {
  %a = ptrtoint ptr @putchar to ${ip}
  ret ${ip} %a
}
define i32 @main() {
  %l = load ptr, ptr @fp
  %same = icmp eq ptr %l, @f
  %c = call i32 @f(i32 41)
  %d = call i32 @putchar(i32 65)
  store i32 %c, ptr @cnt
  %w = load i32, ptr @word
  %s = add i32 %c, %w
  %r = select i1 %same, i32 %s, i32 -1
  ret i32 %r
}
declare i32 @putchar(i32)
`;
  const module = parseModule(text, `pointers.${isa}.ll`);
  const layout = layoutGlobals(module, moduleDataLayout(module));
  return { name: 'pointers', isa, module, text: printModule(module), layout, plan: planFor(isa, module, layout) };
}

const pointerPrograms = ISAS.map((isa) => {
  const p = pointerProgram(isa);
  return { p, object: compileWithLlc(p.text, llcOptionsFor(isa, p.module.triple, 'greedy')) };
});

t.test("function pointers equal the interpreter's, in data and in code (emulated)", async (t) => {
  for (const { p, object } of pointerPrograms) {
    const image = linkObject(object, p.plan);
    for (const g of p.layout.globals) t.same([...bytesAt(image, g.address, g.size)], [...g.bytes], `${p.isa}: @${g.name}`);
    const target = findTarget(p.isa)!;
    for (const entry of ['main', 'addr_f', 'addr_putchar']) {
      const r = executeImage(
        p.module,
        target,
        image,
        { program: 'pointers', target: p.isa, backend: 'llc', isel: '-', ra: 'greedy' },
        { entry, args: [], maxSteps: 10_000, exactHooks: false },
      );
      t.equal(r.matchesInterpreter, true, `${p.isa} ${entry}: machine ${r.returnValue}, interpreter ${r.interpreter.return}`);
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Link errors.

function throwsLink(t: Test, f: () => unknown, pattern: RegExp, what: string, symbol?: string): void {
  try {
    f();
    t.fail(`${what}: linked`);
  } catch (e) {
    t.ok(e instanceof LinkError && pattern.test(e.message) && (symbol === undefined || e.symbol === symbol), `${what}: ${String(e)}`);
  }
}

const withGlobals = (plan: LinkPlan, f: (g: LinkPlan['globals'][number]) => LinkPlan['globals'][number] | null): LinkPlan => ({
  ...plan,
  globals: plan.globals.map(f).filter((g): g is LinkPlan['globals'][number] => g !== null),
});

t.test('inconsistent plans and objects are LinkErrors naming the problem', async (t) => {
  for (const { p, object } of pointerPrograms) {
    const plan = p.plan;
    const tag = (s: string): string => `${p.isa}: ${s}`;
    throwsLink(
      t,
      () => linkObject(object, { ...plan, globals: [...plan.globals, { name: 'ghost', address: 0x300000n, size: 4, section: 'data' }] }),
      /not defined/,
      tag('a plan global the object lacks'),
      'ghost',
    );
    throwsLink(
      t,
      () =>
        linkObject(
          object,
          withGlobals(plan, (g) => (g.name === 'word' ? { ...g, size: 8 } : g)),
        ),
      /4 bytes in the object, 8/,
      tag('size mismatch'),
      'word',
    );
    throwsLink(
      t,
      () =>
        linkObject(
          object,
          withGlobals(plan, (g) => (g.name === 'word' ? { ...g, address: g.address + 2n } : g)),
        ),
      /misaligned/,
      tag('misaligned global'),
      'word',
    );
    throwsLink(
      t,
      () =>
        linkObject(
          object,
          withGlobals(plan, (g) => (g.name === 'word' ? { ...g, section: 'rodata' } : g)),
        ),
      /rodata in the plan/,
      tag('constness mismatch'),
      'word',
    );
    throwsLink(
      t,
      () =>
        linkObject(
          object,
          withGlobals(plan, (g) => (g.name === 'word' ? null : g)),
        ),
      /writable section .* holds no global/,
      tag('an unplanned writable section'),
    );
    throwsLink(
      t,
      () => linkObject(object, { ...plan, functions: plan.functions.filter((f) => f.name !== 'putchar'), runtimeStubs: new Map() }),
      /undefined symbol 'putchar'/,
      tag('an unresolvable symbol'),
      'putchar',
    );
    throwsLink(
      t,
      () => linkObject(object, { ...plan, functions: plan.functions.map((f) => (f.name === 'g' ? { ...f, defined: false } : f)) }),
      /defines function 'g'/,
      tag('a function the plan says is declared'),
      'g',
    );
    throwsLink(
      t,
      () => linkObject(object, { ...plan, functions: [...plan.functions, { name: 'h', defined: true }] }),
      /'h' has no code/,
      tag('a planned function without code'),
      'h',
    );
    throwsLink(
      t,
      () => linkObject(object, { ...plan, functions: [...plan.functions, plan.functions[0]!] }),
      /twice in the plan/,
      tag('duplicate plan function'),
    );
    throwsLink(t, () => linkObject(object.subarray(0, 100), plan), /malformed object/, tag('a truncated object'));
    const far = new Map([...STUBS].map(([n, a]) => [n, n === 'putchar' ? 0x40_0000_0000n : a] as const));
    throwsLink(t, () => linkObject(object, { ...plan, runtimeStubs: far }), /out of range/, tag('a branch out of range'), 'putchar');
  }
  const [x86, , arm, thumb] = pointerPrograms;
  throwsLink(t, () => linkObject(x86!.object, { ...x86!.p.plan, isa: 'arm' }), /not arm/, 'an i386 object linked for ARM');
  throwsLink(
    t,
    () => linkObject(thumb!.object, { ...thumb!.p.plan, isa: 'arm' }),
    /Thumb code, but the image is arm/,
    'Thumb code linked for ARM',
  );
  throwsLink(
    t,
    () => linkObject(arm!.object, { ...arm!.p.plan, isa: 'thumb' }),
    /ARM code, but the image is thumb/,
    'ARM code linked for Thumb',
  );
});

/** The object with the first relocation entry of its first relocation section given another type. */
function withRelocationType(object: Uint8Array, type: number): Uint8Array {
  const elf = readElf(object);
  const rel = elf.sections.find((s) => (s.type === SHT_REL || s.type === SHT_RELA) && /^\.rela?\.text\./.test(s.name))!;
  const out = object.slice();
  out[rel.offset + (elf.elfClass === 32 ? 4 : 8)] = type;
  return out;
}

t.test('an unsupported relocation type is a LinkError naming it', async (t) => {
  const unsupported: Record<Isa, number> = {
    'x86-32': 9 /* R_386_GOTOFF */,
    'x86-64': 3 /* R_X86_64_GOT32 */,
    arm: 3 /* R_ARM_REL32 */,
    thumb: 42 /* R_ARM_PREL31 */,
  };
  for (const { p, object } of pointerPrograms) {
    throwsLink(
      t,
      () => linkObject(withRelocationType(object, unsupported[p.isa]), p.plan),
      new RegExp(`unsupported relocation type ${unsupported[p.isa]} `),
      `${p.isa}: type ${unsupported[p.isa]}`,
    );
  }
  // A relocation that patches the wrong instruction: R_ARM_THM_CALL on an ARM BL site.
  const arm = pointerPrograms[2]!;
  throwsLink(
    t,
    () => linkObject(withRelocationType(arm.object, 10), arm.p.plan),
    /not the expected Thumb branch/,
    'arm: THM_CALL on ARM code',
  );
});
