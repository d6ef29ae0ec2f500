// Test helper: assemble snippets with llvm-mc-14 and return the final .text bytes.
//
// Contract: requires llvm-mc-14 on PATH. x86 input is Intel syntax; ARM is armv6 (arm1176jzf-s) and
// Thumb is thumbv6m (cortex-m0), so an encoding outside the modelled ISA fails to assemble. Produces the
// object's .text (read with simulators/elf.ts through corpus-code.ts), memoized per source; throws with llvm-mc's
// message on error. `prime(isa, sources)` fills the memo for many snippets with one llvm-mc run (each
// snippet in a section of its own, its labels renamed apart): llvm-mc-14 takes about 85 ms to start,
// and the classifier's test assembled 196 snippets one by one (16 s). A batch that does not assemble
// (a snippet the test expects to fail) primes nothing, and `assemble` runs each snippet alone as before.

import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import type { Isa } from '../../common/image.js';
import { codeOf } from './corpus-code.js';

const MC_ARGS: Record<Isa, readonly string[]> = {
  'x86-32': ['-triple=i386', '-x86-asm-syntax=intel'],
  'x86-64': ['-triple=x86_64', '-x86-asm-syntax=intel'],
  arm: ['-triple=armv6', '-mcpu=arm1176jzf-s'],
  thumb: ['-triple=thumbv6m', '-mcpu=cortex-m0'],
};

const cache = new Map<string, Uint8Array>();

export function assemble(isa: Isa, source: string, triple?: string): Uint8Array {
  const key = `${isa}\0${triple ?? ''}\0${source}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const text = runMc(isa, source, triple);
  cache.set(key, text);
  return text;
}

/** Assembles the sources not yet known in one llvm-mc run and memoizes each one's bytes; a batch that fails primes nothing. */
export function prime(isa: Isa, sources: readonly string[], triple?: string): void {
  const todo = [...new Set(sources)].filter((src) => !cache.has(`${isa}\0${triple ?? ''}\0${src}`));
  if (todo.length < 2) return;
  const kind = isa === 'x86-32' || isa === 'x86-64' ? '@progbits' : '%progbits';
  const input = todo.map((src, i) => `.section .text.snippet${i},"ax",${kind}\n${apart(src, i)}`).join('\n');
  const r = mc(isa, input, triple);
  if (r.status !== 0) return;
  const sections = new Map(codeOf('batch', r.stdout).map((c) => [c.name, c.text]));
  todo.forEach((src, i) => {
    const text = sections.get(`batch .text.snippet${i}`);
    if (text !== undefined) cache.set(`${isa}\0${triple ?? ''}\0${src}`, text);
  });
}

/** `source` with each label it defines renamed for snippet `i` (labels are global to one llvm-mc input). */
function apart(source: string, i: number): string {
  const labels = [...source.matchAll(/^\s*([A-Za-z_][\w]*):/gm)].map((m) => m[1]!);
  return labels.reduce((text, l) => text.replace(new RegExp(`\\b${l}\\b`, 'g'), `${l}_snippet${i}`), source);
}

function mc(isa: Isa, input: string, triple?: string): SpawnSyncReturns<Buffer> {
  const args = triple === undefined ? MC_ARGS[isa] : [`-triple=${triple}`];
  return spawnSync('llvm-mc-14', [...args, '-filetype=obj', '-o', '-', '-'], { input: `${input}\n`, maxBuffer: 16 << 20 });
}

/** One llvm-mc run for `source` alone, memo bypassed (what `prime`'s batch must agree with). */
export function assembleAlone(isa: Isa, source: string, triple?: string): Uint8Array {
  return runMc(isa, source, triple);
}

function runMc(isa: Isa, source: string, triple?: string): Uint8Array {
  const r = mc(isa, source, triple);
  if (r.error !== undefined) throw new Error(`llvm-mc-14 could not run (${r.error.message}); run npm run setup`);
  if (r.status !== 0) throw new Error(`llvm-mc-14 ${isa} failed on ${JSON.stringify(source)}: ${r.stderr.toString()}`);
  const text = codeOf(source, r.stdout).find((c) => c.name.endsWith(' .text'));
  if (text === undefined) throw new Error(`llvm-mc-14 ${isa}: no .text for ${JSON.stringify(source)}`);
  return text.text;
}
