// llvm-mc-14 as the reference assembler for the ISA models, run in batches.
//
// Contract: requires llvm-mc-14 on PATH (set-up installs llvm-14; a missing tool throws a clear error,
// never a silent skip). `assembleLines(isa, lines)` returns, for every input line in order, either the
// bytes llvm-mc encodes it to or llvm-mc's error message — one llvm-mc process per BATCH lines, lines
// fed on stdin. Triples and syntax as the verification contract fixes them (isa-models/verify.ts):
// `-triple=i386`/`x86_64` with `-x86-asm-syntax=intel -output-asm-variant=1`, `-triple=armv6`,
// `-triple=thumbv6m`.
//
// How lines are told apart: every line gets a label `tc_<i>:` of its own before it, so the
// `-show-encoding` listing (labels echoed at column 0, then `# encoding: [0x01,0xd8]` per instruction)
// maps back to lines, and errors map back through llvm-mc's `<stdin>:LINE:COL: error:`.
// Location-counter targets: a `.` standing for the address of the instruction (`jmp .+7`, GNU's
// meaning; llvm-mc's Intel syntax has no location counter) is replaced by the line's own label. An
// encoding with an unresolved fixup (`[0xeb,A]`, a branch to a label) is assembled again in a second
// pass to an ELF object (`-filetype=obj`), where llvm-mc resolves the fixups within the section, and
// the line's bytes are read between its label and the next one in the symbol table.

import { spawnSync } from 'node:child_process';
import { readElf, SHF_EXECINSTR, type ElfObject } from '../../simulators/elf.js';
import type { Isa } from '../types.js';

const LLVM_MC = 'llvm-mc-14';

/** The llvm-mc arguments per ISA (verification contract). */
export const MC_ARGS: Readonly<Record<Isa, readonly string[]>> = {
  'x86-32': ['-triple=i386', '-x86-asm-syntax=intel', '-output-asm-variant=1'],
  'x86-64': ['-triple=x86_64', '-x86-asm-syntax=intel', '-output-asm-variant=1'],
  arm: ['-triple=armv6'],
  thumb: ['-triple=thumbv6m'],
};

/** What llvm-mc makes of one line: its bytes, or its error (first error line, notes appended). */
export type McResult =
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array; readonly warning?: string }
  | { readonly kind: 'error'; readonly message: string };

/** Lines per llvm-mc process: a few thousand keeps the process count small and the output modest. */
const BATCH = 4000;

const LABEL = 'tc_';

/** Assembles every line on its own; results in input order. Throws when llvm-mc-14 cannot run. */
export function assembleLines(isa: Isa, lines: readonly string[]): McResult[] {
  const results: McResult[] = [];
  for (let start = 0; start < lines.length; start += BATCH) {
    results.push(...assembleBatch(isa, lines.slice(start, start + BATCH)));
  }
  return results;
}

/** A `.` meaning "this instruction's address" (not `.Lfoo`, `.text`, `a.b`): replaced by `label`. */
export function replaceLocationCounter(line: string, label: string): string {
  return line.replace(/(?<![\w.$])\.(?=\s*(?:[+-]\s*\d|$|[,\]\s]))/g, label);
}

function checkLine(line: string, index: number): void {
  if (/[\n;]/.test(line)) throw new Error(`line ${index}: ${JSON.stringify(line)} is not one statement (no newline or ';')`);
}

function source(lines: readonly string[]): string {
  const body = lines.map((line, i) => {
    checkLine(line, i);
    return `${LABEL}${i}:\n${replaceLocationCounter(line, `${LABEL}${i}`)}\n`;
  });
  return `${body.join('')}${LABEL}end:\n`;
}

interface Run {
  readonly status: number | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

function runMc(isa: Isa, extra: readonly string[], input: string): Run {
  const r = spawnSync(LLVM_MC, [...MC_ARGS[isa], ...extra], { input, maxBuffer: 256 << 20 });
  if (r.error !== undefined) {
    throw new Error(`${LLVM_MC} could not run (${r.error.message}); it comes with llvm-14: run npm run setup`);
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

type Listed = { readonly bytes: number[]; readonly fixup: boolean };

function assembleBatch(isa: Isa, lines: readonly string[]): McResult[] {
  const r = runMc(isa, ['-show-encoding'], source(lines));
  const diagnostics = diagnosticsByLine(r.stderr);
  const listed = listing(r.stdout.toString('utf8'), lines.length);
  const results: McResult[] = lines.map((line, i) => {
    const d = diagnostics.get(2 * i + 2);
    if (d?.error !== undefined) return { kind: 'error', message: d.error };
    const l = listed[i]!;
    if (l.bytes.length === 0 && !l.fixup) return { kind: 'error', message: `llvm-mc printed no encoding for ${JSON.stringify(line)}` };
    const bytes = Uint8Array.from(l.bytes);
    return d?.warning === undefined ? { kind: 'bytes', bytes } : { kind: 'bytes', bytes, warning: d.warning };
  });
  const pending = lines.map((_, i) => i).filter((i) => results[i]!.kind === 'bytes' && listed[i]!.fixup);
  if (pending.length > 0) resolveFixups(isa, lines, pending, results);
  return results;
}

/** Per input line (1-based): its first error (with the notes that follow it) and first warning. */
function diagnosticsByLine(stderr: string): Map<number, { error?: string; warning?: string }> {
  const byLine = new Map<number, { error?: string; warning?: string }>();
  let current: { error?: string } | undefined;
  for (const text of stderr.split('\n')) {
    const m = /^<stdin>:(\d+):\d+: (error|warning|note): (.*)$/.exec(text);
    if (m === null) continue;
    const line = Number(m[1]);
    const entry = byLine.get(line) ?? {};
    byLine.set(line, entry);
    if (m[2] === 'note') {
      if (current?.error !== undefined) current.error += `${current.error.endsWith(':') ? ' ' : '; '}${m[3]}`;
      continue;
    }
    const kind = m[2] as 'error' | 'warning';
    current = entry[kind] === undefined ? entry : undefined;
    if (current !== undefined) entry[kind] = m[3];
  }
  return byLine;
}

/** The `-show-encoding` listing: per label `tc_<i>`, the bytes of the instructions after it. */
function listing(stdout: string, count: number): Listed[] {
  const out: { bytes: number[]; fixup: boolean }[] = Array.from({ length: count }, () => ({ bytes: [], fixup: false }));
  let current = -1;
  for (const text of stdout.split('\n')) {
    const label = new RegExp(`^${LABEL}(\\d+):`).exec(text);
    if (label !== null) {
      current = Number(label[1]);
      continue;
    }
    const enc = /encoding: \[([^\]]*)\]/.exec(text);
    if (enc === null || current < 0) continue;
    for (const item of enc[1]!.split(',')) {
      if (/^0x[0-9a-f]{2}$/.test(item)) out[current]!.bytes.push(Number.parseInt(item.slice(2), 16));
      else out[current]!.fixup = true;
    }
  }
  return out;
}

/** Second pass for lines with fixups: assemble them to an object and cut .text at the labels. */
function resolveFixups(isa: Isa, lines: readonly string[], pending: readonly number[], results: McResult[]): void {
  const subset = pending.map((i) => lines[i]!);
  const r = runMc(isa, ['-filetype=obj', '-o', '-'], source(subset));
  if (r.status !== 0) {
    const message = `llvm-mc -filetype=obj failed: ${r.stderr.split('\n')[0]}`;
    for (const i of pending) results[i] = { kind: 'error', message };
    return;
  }
  const elf = readElf(new Uint8Array(r.stdout));
  const text = elf.sections.find((s) => (s.flags & SHF_EXECINSTR) !== 0 && s.name === '.text');
  if (text === undefined) throw new Error(`${LLVM_MC} wrote no .text section`);
  const relocated = relocatedOffsets(elf, text.index);
  const offsets = labelOffsets(elf, text.index, subset.length);
  pending.forEach((lineIndex, k) => {
    const [from, to] = [offsets[k]!, offsets[k + 1]!];
    if (relocated.some((o) => o >= from && o < to)) {
      results[lineIndex] = { kind: 'error', message: 'llvm-mc left a relocation (target not resolvable in the section)' };
    } else {
      results[lineIndex] = { kind: 'bytes', bytes: Uint8Array.from(text.bytes.subarray(from, to)) };
    }
  });
}

function labelOffsets(elf: ElfObject, section: number, count: number): number[] {
  const offsets: number[] = new Array(count + 1);
  for (const s of elf.symbols) {
    if (s.shndx !== section || !s.name.startsWith(LABEL)) continue;
    const key = s.name.slice(LABEL.length);
    offsets[key === 'end' ? count : Number(key)] = Number(s.value);
  }
  if (offsets.some((o) => o === undefined) || offsets.length !== count + 1) throw new Error('llvm-mc object: a tc_ label is missing');
  return offsets;
}

function relocatedOffsets(elf: ElfObject, section: number): number[] {
  return elf.relocations.filter((rs) => rs.target === section).flatMap((rs) => rs.entries.map((e) => e.offset));
}
