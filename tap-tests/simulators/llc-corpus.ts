// Test helper: the corpus compiled by llc-14, and the link plan the reference interpreter's layout gives.
//
// Contract: requires llc-14 and llvm-readelf-14 on PATH (set-up installs them; a missing tool throws
// an Error naming npm run setup). `corpusPrograms(target)` lists corpus/ll/<target>/*.O1.ll; `loadCorpus`
// parses one and prints it back as the driver does (printModule of the parsed module) with its
// layout and link plan; `readelf` runs llvm-readelf-14 on object bytes and parses sections and
// symbols (JSON style) and relocations (GNU style: LLVM 14's JSON relocation output is malformed);
// `readelfRelocationsAll` reads the relocations of many objects in one llvm-readelf-14 run.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { moduleDataLayout } from '../../engine/ir/datalayout.js';
import { layoutGlobals, type GlobalLayout } from '../../engine/ir/global-layout.js';
import { printModule } from '../../engine/ir/print.js';
import type { Module } from '../../engine/ir/types.js';
import { compileWithLlc, LLC, llcArguments, llcOptionsFor, type LlcRegalloc } from '../../oracles/llc.js';
import { RUNTIME_FUNCTIONS } from '../../oracles/runtime.js';
import { runtimeStubAddresses, type Isa } from '../../common/image.js';
import type { LinkPlan } from '../../simulators/link-object.js';

export const ISAS: readonly Isa[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
const ROOT = resolve(import.meta.dirname, '../../corpus/ll');

const READELF = 'llvm-readelf-14';

export const STUBS = runtimeStubAddresses([...RUNTIME_FUNCTIONS.keys()]);

export function corpusPrograms(isa: Isa): string[] {
  return readdirSync(join(ROOT, isa))
    .filter((f) => f.endsWith('.O1.ll'))
    .sort();
}

export interface CorpusProgram {
  readonly name: string;
  readonly isa: Isa;
  readonly module: Module;
  readonly text: string;
  readonly layout: GlobalLayout;
  readonly plan: LinkPlan;
}

export function planFor(isa: Isa, module: Module, layout: GlobalLayout): LinkPlan {
  return {
    isa,
    functions: module.functions.map((f) => ({ name: f.name, defined: f.blocks.length > 0 })),
    globals: layout.globals.map((g) => ({ name: g.name, address: g.address, size: g.size, section: g.section })),
    runtimeStubs: STUBS,
  };
}

export function loadCorpus(isa: Isa, file: string): CorpusProgram {
  const module = parseModule(readFileSync(join(ROOT, isa, file), 'utf8'), file);
  const layout = layoutGlobals(module, moduleDataLayout(module));
  return { name: file, isa, module, text: printModule(module), layout, plan: planFor(isa, module, layout) };
}

export function compile(p: CorpusProgram, regalloc: LlcRegalloc = 'greedy'): Uint8Array {
  return compileWithLlc(p.text, llcOptionsFor(p.isa, p.module.triple, regalloc));
}

/** The same llc-14 run as compileWithLlc, asynchronously, so that several run at once. */
export function compileAsync(p: CorpusProgram, regalloc: LlcRegalloc = 'greedy'): Promise<Uint8Array> {
  return toolAsync(LLC, llcArguments(llcOptionsFor(p.isa, p.module.triple, regalloc)), new TextEncoder().encode(p.text));
}

/**
 * `llvm-readelf-14 -rW` on many objects in one run (the tool's start-up, not its work, is what one
 * run per object costs): the objects go to a scratch folder, and the output is split at readelf's
 * `File:` lines. Returns each object's relocations, in the order given.
 */
export function readelfRelocationsAll(
  objects: readonly { readonly object: Uint8Array; readonly elfClass: 32 | 64 }[],
): ReadelfRelocation[][] {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-readelf-'));
  try {
    const paths = objects.map(({ object }, i) => {
      const path = join(dir, `${i}.o`);
      writeFileSync(path, object);
      return path;
    });
    const r = spawnSync(READELF, ['-rW', ...paths], { maxBuffer: 256 << 20, encoding: 'utf8' });
    if (r.error !== undefined) throw new Error(`${READELF} could not run (${r.error.message}); run npm run setup`);
    if (r.status !== 0) throw new Error(`${READELF} failed: ${r.stderr}`);
    const parts = r.stdout.split(/^File: (.*)$/m);
    const byPath = new Map<string, string>();
    for (let i = 1; i < parts.length; i += 2) byPath.set(parts[i]!, parts[i + 1]!);
    return paths.map((path, i) => {
      const text = byPath.get(path);
      if (text === undefined) throw new Error(`${READELF} printed nothing for object ${i}`);
      return parseRelocations(text, objects[i]!.elfClass);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function toolAsync(name: string, args: readonly string[], input: Uint8Array): Promise<Uint8Array> {
  return new Promise((done, fail) => {
    const child = spawn(name, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [],
      err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) => fail(new Error(`${name} could not run (${e.message}); run npm run setup`)));
    child.on('close', (status) => {
      if (status === 0) done(new Uint8Array(Buffer.concat(out)));
      else fail(new Error(`${name} failed: ${Buffer.concat(err).toString()}`));
    });
    child.stdin.end(input);
  });
}

function tool(name: string, args: readonly string[], input: Uint8Array): string {
  const r = spawnSync(name, [...args, '-'], { input, maxBuffer: 64 << 20, encoding: 'utf8' });
  if (r.error !== undefined) throw new Error(`${name} could not run (${r.error.message}); run npm run setup`);
  if (r.status !== 0) throw new Error(`${name} failed: ${r.stderr}`);
  return r.stdout;
}

export interface ReadelfSection {
  readonly index: number;
  readonly name: string;
  readonly type: number;
  readonly flags: number;
  readonly offset: number;
  readonly size: number;
  readonly link: number;
  readonly info: number;
  readonly align: number;
  readonly entsize: number;
}

export interface ReadelfSymbol {
  readonly name: string;
  readonly value: bigint;
  readonly size: number;
  readonly type: number;
  readonly binding: number;
  readonly shndx: number;
}

export interface ReadelfRelocation {
  /** The relocation section's name, e.g. '.rel.text.main'. */
  readonly section: string;
  readonly offset: number;
  readonly type: number;
  readonly typeName: string;
  readonly symbol: number;
  /** The symbol's name as readelf prints it (section symbols print their section's name). */
  readonly symbolName: string;
  readonly addend: bigint | null;
}

export interface Readelf {
  readonly sections: ReadelfSection[];
  readonly symbols: ReadelfSymbol[];
  readonly relocations: ReadelfRelocation[];
}

interface JsonValue {
  Value: string;
  RawValue: number;
}

export function readelf(object: Uint8Array, elfClass: 32 | 64): Readelf {
  const json = JSON.parse(tool('llvm-readelf-14', ['--elf-output-style=JSON', '-S', '-s'], object)) as Record<
    string,
    {
      Sections: { Section: Record<string, number | JsonValue | { RawFlags: number }> }[];
      Symbols: { Symbol: Record<string, number | JsonValue> }[];
    }
  >[];
  const body = Object.values(json[0]!)[0]!;
  const sections = body.Sections.map(({ Section: s }) => ({
    index: s.Index as number,
    name: (s.Name as JsonValue).Value,
    type: (s.Type as JsonValue).RawValue,
    flags: (s.Flags as { RawFlags: number }).RawFlags,
    offset: s.Offset as number,
    size: s.Size as number,
    link: s.Link as number,
    info: s.Info as number,
    align: s.AddressAlignment as number,
    entsize: s.EntrySize as number,
  }));
  const symbols = body.Symbols.map(({ Symbol: s }) => ({
    name: (s.Name as JsonValue).Value,
    value: BigInt(s.Value as number),
    size: s.Size as number,
    type: (s.Type as JsonValue).RawValue,
    binding: (s.Binding as JsonValue).RawValue,
    shndx: (s.Section as JsonValue).RawValue,
  }));
  return { sections, symbols, relocations: readelfRelocations(object, elfClass) };
}

/** Only the relocations (`llvm-readelf-14 -rW`). */
function readelfRelocations(object: Uint8Array, elfClass: 32 | 64): ReadelfRelocation[] {
  return parseRelocations(tool('llvm-readelf-14', ['-rW'], object), elfClass);
}

const REL_SECTION = /^Relocation section '([^']+)'/;
const REL_LINE = /^([0-9a-f]+)\s+([0-9a-f]+)\s+(\S+)(?:\s+[0-9a-f]+\s+(.*?))?\s*$/;

function parseRelocations(text: string, elfClass: 32 | 64): ReadelfRelocation[] {
  const out: ReadelfRelocation[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const s = REL_SECTION.exec(line);
    if (s !== null) {
      section = s[1]!;
      continue;
    }
    const m = REL_LINE.exec(line);
    if (m === null) continue;
    const info = BigInt(`0x${m[2]}`);
    const rela = section.startsWith('.rela');
    const [symbolName, addend] = rela ? splitAddend(m[4] ?? '') : [m[4] ?? '', null];
    out.push({
      section,
      offset: parseInt(m[1]!, 16),
      typeName: m[3]!,
      symbolName,
      addend,
      type: Number(elfClass === 32 ? info & 0xffn : info & 0xffffffffn),
      symbol: Number(elfClass === 32 ? info >> 8n : info >> 32n),
    });
  }
  return out;
}

function splitAddend(text: string): [string, bigint] {
  const m = /^(.*?) ([+-]) ([0-9a-f]+)$/.exec(text);
  if (m === null) return [text, 0n];
  const v = BigInt(`0x${m[3]}`);
  return [m[1]!, m[2] === '-' ? -v : v];
}
