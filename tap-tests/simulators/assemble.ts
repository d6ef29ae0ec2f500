// Test helper: assemble snippets with llvm-mc-14 and return the final .text bytes.
//
// Contract: requires llvm-mc-14 on PATH. x86 input is Intel syntax; ARM is armv6 (arm1176jzf-s) and
// Thumb is thumbv6m (cortex-m0), so an encoding outside the modelled ISA fails to assemble. Produces the
// object's .text (read with simulators/elf.ts through corpus-code.ts), memoized per source; throws with llvm-mc's
// message on error.

import { spawnSync } from 'node:child_process';
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

function runMc(isa: Isa, source: string, triple?: string): Uint8Array {
  const args = triple === undefined ? MC_ARGS[isa] : [`-triple=${triple}`];
  const r = spawnSync('llvm-mc-14', [...args, '-filetype=obj', '-o', '-', '-'], { input: `${source}\n`, maxBuffer: 16 << 20 });
  if (r.error !== undefined) throw new Error(`llvm-mc-14 could not run (${r.error.message}); run npm run setup`);
  if (r.status !== 0) throw new Error(`llvm-mc-14 ${isa} failed on ${JSON.stringify(source)}: ${r.stderr.toString()}`);
  const text = codeOf(source, r.stdout).find((c) => c.name.endsWith(' .text'));
  if (text === undefined) throw new Error(`llvm-mc-14 ${isa}: no .text for ${JSON.stringify(source)}`);
  return text.text;
}
