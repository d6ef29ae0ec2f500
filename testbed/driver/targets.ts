// The four targets: their names on the command line, the triple clang-14 compiles C for, and
// which module triples fit them (architecture note, "Targets").

import { isThumbTriple } from '../../engine/ir/datalayout.js';

export type TargetName = 'x86-32' | 'x86-64' | 'arm' | 'thumb';

export interface Target {
  readonly name: TargetName;
  /** The triple `.c` inputs are compiled for. */
  readonly clangTriple: string;
  readonly pointerBits: 32 | 64;
  /** Does a module's `target triple` fit this target? */
  readonly accepts: (triple: string) => boolean;
}

const arch = (triple: string): string => triple.split('-')[0] ?? '';

export const TARGETS: readonly Target[] = [
  {
    name: 'x86-32',
    clangTriple: 'i386-unknown-linux-gnu',
    pointerBits: 32,
    accepts: (t) => /^i[3-6]86$/.test(arch(t)),
  },
  { name: 'x86-64', clangTriple: 'x86_64-unknown-linux-gnu', pointerBits: 64, accepts: (t) => arch(t) === 'x86_64' },
  {
    name: 'arm',
    clangTriple: 'armv6-none-eabi',
    pointerBits: 32,
    accepts: (t) => /^arm/.test(arch(t)) && !isThumbTriple(arch(t)),
  },
  {
    name: 'thumb',
    clangTriple: 'thumbv6m-none-eabi',
    pointerBits: 32,
    accepts: (t) => isThumbTriple(arch(t)),
  },
];

export const TARGET_NAMES: readonly TargetName[] = TARGETS.map((t) => t.name);

export function findTarget(name: string): Target | undefined {
  return TARGETS.find((t) => t.name === name);
}

/** The target a module triple implies, when no --target is given. */
export function targetForTriple(triple: string): Target | undefined {
  return TARGETS.find((t) => t.accepts(triple));
}
