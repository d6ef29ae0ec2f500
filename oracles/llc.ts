// LLVM's llc-14 as a reference back end: IR text in, ELF relocatable object bytes out.
//
// Contract: `compileWithLlc` runs llc-14 once, synchronously, on the given LLVM IR text (opaque
// pointers, as engine/ir/print.ts writes it) and returns the object file exactly as llc wrote it.
// The flags are fixed (see `llcArguments`): -O2, static relocation model, one section per function
// and per global (so simulators/link-object.ts can place every global at the interpreter's address),
// the CPU clang-14 picks for the target (`LLC_CPU`), and the requested register allocator.
// Requires llc-14 on PATH (npm run setup installs it); a missing tool is an Error naming
// `npm run setup`, a rejected input or a crash of llc is an LlcError carrying llc's first stderr line.
// Deterministic: llc's output depends only on its input and flags.

import { spawnSync } from 'node:child_process';
import type { Isa } from '../common/image.js';

export const LLC = 'llc-14';

export type LlcRegalloc = 'greedy' | 'basic' | 'pbqp' | 'fast';

export const LLC_REGALLOCS: readonly LlcRegalloc[] = ['greedy', 'basic', 'pbqp', 'fast'];

/** The CPU clang-14 chooses for each target's triple (i386, x86_64, armv6-none-eabi, thumbv6m-none-eabi). */
export const LLC_CPU: Readonly<Record<Isa, string>> = {
  'x86-32': 'pentium4',
  'x86-64': 'x86-64',
  arm: 'arm1176jzf-s',
  thumb: 'cortex-m0',
};

export interface LlcOptions {
  readonly triple: string;
  readonly cpu: string;
  readonly regalloc: LlcRegalloc;
}

export class LlcError extends Error {
  override readonly name = 'LlcError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/** The full llc-14 command line (input from stdin, object to stdout). */
export function llcArguments(opts: LlcOptions): string[] {
  return [
    '-opaque-pointers',
    '-O2',
    `-mtriple=${opts.triple}`,
    `-mcpu=${opts.cpu}`,
    '-relocation-model=static',
    '-function-sections',
    '-data-sections',
    '-filetype=obj',
    `-regalloc=${opts.regalloc}`,
    // llc-14 crashes (PMDataManager destructor) on x86 with the fast allocator at -O2 otherwise.
    ...(opts.regalloc === 'fast' ? ['-optimize-regalloc=false'] : []),
    '-o',
    '-',
    '-',
  ];
}

/** The options for a target: its clang CPU, the module's triple. */
export function llcOptionsFor(isa: Isa, triple: string, regalloc: LlcRegalloc): LlcOptions {
  return { triple, cpu: LLC_CPU[isa], regalloc };
}

export function compileWithLlc(irText: string, opts: LlcOptions): Uint8Array {
  const r = spawnSync(LLC, llcArguments(opts), { input: irText, maxBuffer: 256 << 20 });
  if (r.error !== undefined) {
    const code = (r.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`${LLC} is not installed (npm run setup installs it)`);
    throw new Error(`${LLC} could not run: ${r.error.message}`);
  }
  const stderr = r.stderr.toString('utf8');
  if (r.status !== 0) {
    const how = r.signal !== null ? `was killed by ${r.signal}` : `exited with status ${r.status}`;
    throw new LlcError(`${LLC} ${how} (-regalloc=${opts.regalloc}, ${opts.triple}): ${firstLine(stderr)}`, stderr);
  }
  return new Uint8Array(r.stdout.buffer, r.stdout.byteOffset, r.stdout.byteLength);
}

function firstLine(stderr: string): string {
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '');
  return line ?? 'no diagnostic on stderr';
}
