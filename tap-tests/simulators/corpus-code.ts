// Test helper: compile the corpus with llc-14 under every register allocator — with exactly the flags
// the reference back end uses (oracles/llc.ts: -O2, static, function and data sections, clang's CPU) —
// and return every executable section's instruction ranges, ARM/Thumb literal pools and jump tables
// ($d mapping-symbol ranges) cut out.
//
// Contract: requires llc-14 on PATH and corpus/ll/<isa>/*.O1.ll, *.O2.ll. Produces one CodeObject per
// executable section of each compiled object: its bytes and the [start, end) byte ranges holding
// instructions. A caller may pass `wanted` to compile only some (file, allocator) pairs. Objects are read with simulators/elf.ts. llc runs `parallel` at a time through
// execFile; results come back in a fixed order (file, allocator, section).

import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LLC, LLC_REGALLOCS, llcArguments, llcOptionsFor, type LlcRegalloc } from '../../oracles/llc.js';
import { readElf, SHF_EXECINSTR, type ElfObject, type ElfSection } from '../../simulators/elf.js';
import type { Isa } from '../../common/image.js';

export interface CodeObject {
  readonly name: string;
  readonly text: Uint8Array;
  /** Instruction ranges inside `text`, as byte offsets [start, end). */
  readonly code: readonly (readonly [number, number])[];
}

/** Instruction ranges of one section, from its $a/$t/$d mapping symbols (the whole section on x86). */
function codeRanges(elf: ElfObject, section: ElfSection): [number, number][] {
  const marks = elf.symbols
    .filter((s) => s.shndx === section.index && /^\$[atd](\.|$)/.test(s.name))
    .map((s) => ({ at: Number(s.value), data: s.name.startsWith('$d') }))
    .sort((x, y) => x.at - y.at);
  if (marks.length === 0) return [[0, section.size]];
  const code: [number, number][] = [];
  marks.forEach((m, i) => {
    const end = marks[i + 1]?.at ?? section.size;
    if (!m.data && end > m.at) code.push([m.at, end]);
  });
  return code;
}

/** Every executable, non-empty section of an object, with its instruction ranges. */
export function codeOf(name: string, obj: Uint8Array): CodeObject[] {
  const elf = readElf(obj);
  return elf.sections
    .filter((s) => (s.flags & SHF_EXECINSTR) !== 0 && s.size > 0)
    .map((s) => ({ name: `${name} ${s.name}`, text: s.bytes, code: codeRanges(elf, s) }));
}

function compile(isa: Isa, path: string, regalloc: LlcRegalloc): Promise<Uint8Array> {
  const ir = readFileSync(path, 'utf8');
  const args = llcArguments(llcOptionsFor(isa, tripleOf(ir, path), regalloc));
  return new Promise((resolve, reject) => {
    const child = execFile(LLC, args, { encoding: 'buffer', maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      if (err !== null) reject(new Error(`${LLC} ${path} ${regalloc}: ${err.message} ${stderr.toString()}`));
      else resolve(new Uint8Array(stdout));
    });
    child.stdin?.end(ir);
  });
}

function tripleOf(ir: string, path: string): string {
  const m = /^target triple = "([^"]+)"/m.exec(ir);
  if (m === null) throw new Error(`${path}: no target triple`);
  return m[1]!;
}

/** The corpus files compiled for `isa`: *.O1.ll and *.O2.ll, sorted by name. */
function corpusFiles(root: string, isa: Isa): string[] {
  const dir = join(root, 'corpus', 'll', isa);
  return readdirSync(dir)
    .filter((f) => /\.O[12]\.ll$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/** Which (corpus file, allocator) pairs to compile: the file's path and the allocator. */
export type Wanted = (file: string, regalloc: LlcRegalloc) => boolean;

/** Compiles every corpus file of `isa` under every allocator (or the pairs `wanted` keeps), `parallel` llc processes at a time. */
export async function compileCorpus(root: string, isa: Isa, wanted: Wanted = () => true, parallel = 2): Promise<CodeObject[]> {
  const jobs = corpusFiles(root, isa).flatMap((f) => LLC_REGALLOCS.filter((a) => wanted(f, a)).map((a) => ({ f, a })));
  const results: CodeObject[][] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      const { f, a } = jobs[i]!;
      results[i] = codeOf(`${f} ${a}`, await compile(isa, f, a));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results.flat();
}
