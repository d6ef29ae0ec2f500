// The value parsers of the command line: how one option's text becomes a checked value.
//
// Contract: each parser takes the text as typed and the flag it came with (`--cases`, for the
// message) and returns the value, or throws a UsageError whose message is one line naming the flag
// and what is wrong (cli.md: bad input or usage is exit 2, never a stack trace). Paths are checked
// against the file system when the command line is read, so that a long run (demo, fuzz) never
// fails at its end on a folder it cannot write. `checkArgsFit` checks `--args` against the entry's
// parameter types once the program is loaded (an integer outside the signed and the unsigned range
// of the parameter's width would otherwise wrap silently).

import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { LLC_REGALLOCS, type LlcRegalloc } from '../../oracles/llc.js';
import type { Func } from '../../engine/ir/types.js';
import { ALLOCATOR_NAMES, MODEL_ALLOCATOR_NAMES, NAMED_ALLOCATORS, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { SELECTOR_ALIASES } from '../../engine/isel/index.js';
import { UsageError } from './args.js';
import { findTarget, TARGET_NAMES, TARGETS, type Target } from './targets.js';

/** The largest count any option takes: 2^32 - 1 (seeds and case numbers are 32-bit). */
export const U32_MAX = 0xffff_ffff;

/** A non-negative decimal integer, at most `max`. */
export function count(max: number): (text: string, flag: string) => number {
  return (text, flag) => {
    if (!/^\d+$/.test(text)) throw new UsageError(`${flag}: '${text}' is not a non-negative integer`);
    // Compared as a BigInt: a number past 2^53 must not round down into range.
    if (BigInt(text) > BigInt(max)) throw new UsageError(`${flag}: ${text} is above ${max}`);
    return Number(text);
  };
}

/** `--args 1,-2,0x10`: integers, decimal or 0x hex (their range is the entry's business: checkArgsFit). */
export function intList(text: string, flag: string): bigint[] {
  if (text.trim() === '') return [];
  return text.split(',').map((item) => {
    const s = item.trim();
    if (!/^-?(0x[0-9a-fA-F]+|\d+)$/.test(s)) throw new UsageError(`${flag}: '${s}' is not an integer`);
    return s.startsWith('-') ? -BigInt(s.slice(1)) : BigInt(s);
  });
}

/** A 32-bit address, decimal or 0x hex (asm's --address). */
export function address(text: string, flag: string): number {
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(text)) throw new UsageError(`${flag}: '${text}' is not a non-negative integer (decimal or 0x hex)`);
  if (BigInt(text) > BigInt(U32_MAX)) throw new UsageError(`${flag}: ${text} does not fit 32 bits`);
  return Number(text);
}

/** `A..B` (or one number N for N..N) with 1 <= A <= B <= max. */
export function sizeRange(max: number): (text: string, flag: string) => { readonly min: number; readonly max: number } {
  return (text, flag) => {
    const m = /^(\d+)(?:\.\.(\d+))?$/.exec(text);
    if (m === null) throw new UsageError(`${flag}: '${text}' is not A..B (node counts, e.g. 4..14)`);
    const [lo, hi] = [BigInt(m[1]!), BigInt(m[2] ?? m[1]!)];
    if (lo < 1n || lo > hi) throw new UsageError(`${flag}: '${text}' needs 1 <= A <= B`);
    if (hi > BigInt(max)) throw new UsageError(`${flag}: ${hi} is above ${max}`);
    return { min: Number(lo), max: Number(hi) };
  };
}

/** One of a fixed set of words; `what` names them in the message (`unknown backend 'gcc' (backends: tessera, llc)`). */
export function oneOf<const W extends string>(words: readonly W[], what: string): (text: string) => W {
  return (text) => {
    if ((words as readonly string[]).includes(text)) return text as W;
    throw new UsageError(`unknown ${what} '${text}' (${what}s: ${words.join(', ')})`);
  };
}

/** `--target`: one target name. */
export function targetName(text: string): string {
  if (findTarget(text) === undefined) throw new UsageError(`unknown target '${text}' (targets: ${TARGET_NAMES.join(', ')})`);
  return text;
}

/** `--targets`: a comma list of target names, or `all` (in TARGETS order). */
export function targetList(text: string): Target[] {
  if (text === 'all') return [...TARGETS];
  return text.split(',').map((name) => {
    const t = findTarget(name.trim());
    if (t === undefined) throw new UsageError(`unknown target '${name.trim()}' (targets: ${TARGET_NAMES.join(', ')}, or all)`);
    return t;
  });
}

/** `--llc-regalloc`: `greedy`, a comma list, or `all`; `list` allows more than one. */
export function parseLlcRegallocs(text: string, list: boolean): LlcRegalloc[] {
  const names = text === 'all' && list ? [...LLC_REGALLOCS] : text.split(',').map((s) => s.trim());
  if (!list && names.length !== 1) throw new UsageError('--llc-regalloc takes one allocator here');
  for (const n of names) {
    if (!(LLC_REGALLOCS as readonly string[]).includes(n)) {
      throw new UsageError(`unknown llc register allocator '${n}' (available: ${LLC_REGALLOCS.join(', ')})`);
    }
  }
  return names as LlcRegalloc[];
}

// ---- paths ----

/** A program to read: it exists and is not a folder (its extension is loadProgram's business). */
export function inputFile(text: string): string {
  if (!existsSync(text)) throw new UsageError(`${text}: no such file`);
  if (statSync(text).isDirectory()) throw new UsageError(`${text}: is a folder, expected a .c or .ll file`);
  return text;
}

/** A file to write: not a folder, in a folder that exists, writable. */
export function outputFile(text: string, flag: string): string {
  if (existsSync(text)) {
    if (statSync(text).isDirectory()) throw new UsageError(`${flag} ${text}: is a folder, expected a file name`);
    writable(text, flag, text);
    return text;
  }
  const parent = dirname(resolve(text));
  if (!existsSync(parent) || !statSync(parent).isDirectory()) throw new UsageError(`${flag} ${text}: no such folder ${dirname(text)}`);
  writable(parent, flag, text);
  return text;
}

/** A folder to read: it exists and is a folder. */
export function inputFolder(text: string, flag: string): string {
  if (!existsSync(text)) throw new UsageError(`${flag} ${text}: no such folder`);
  if (!statSync(text).isDirectory()) throw new UsageError(`${flag} ${text}: is a file, expected a folder`);
  return text;
}

/** A folder to write into: a writable folder, or one that can be made (its nearest existing ancestor is a writable folder). */
export function outputFolder(text: string, flag: string): string {
  let at = resolve(text);
  while (!existsSync(at)) at = dirname(at);
  if (!statSync(at).isDirectory()) {
    throw new UsageError(
      at === resolve(text) ? `${flag} ${text}: is a file, expected a folder` : `${flag} ${text}: ${at} is a file, not a folder`,
    );
  }
  writable(at, flag, text);
  return text;
}

function writable(path: string, flag: string, text: string): void {
  try {
    accessSync(path, constants.W_OK);
  } catch {
    throw new UsageError(`${flag} ${text}: ${path} is not writable`);
  }
}

// ---- --args against the entry ----

/**
 * Every `--args` value fits its parameter: an integer of N bits takes -2^(N-1)..2^N-1 (the signed
 * and the unsigned range: the IR does not say which), a pointer likewise at the pointer width.
 * Arguments beyond the parameters are left to the arity check of the caller.
 */
export function checkArgsFit(entry: Func, args: readonly bigint[], pointerBits: number): void {
  entry.params.forEach((p, i) => {
    const value = args[i];
    if (value === undefined) return;
    const bits = p.type.kind === 'ptr' ? pointerBits : p.type.bits;
    const [min, max] = [-(1n << BigInt(bits - 1)), (1n << BigInt(bits)) - 1n];
    if (value < min || value > max) {
      const type = p.type.kind === 'ptr' ? `ptr, ${bits} bits` : `i${bits}`;
      throw new UsageError(`--args: ${value} does not fit argument ${i + 1} of @${entry.name} (${type}: ${min}..${max})`);
    }
  });
}

export const DEFAULT_ISEL = 'maxmunch';
export const DEFAULT_RA = 'linear-scan';

/**
 * `--isel`/`--ra` values: one name, a comma list or `all` (when `list`). `tree-dp` is reported as
 * `cse-all` (one name per algorithm, so a matrix never holds the same cells twice). Unknown names
 * are a UsageError listing the built ones.
 */
export function parseSelectors(text: string, list: boolean): string[] {
  return parseNames(text, list, 'isel', SELECTOR_NAMES, SELECTOR_ALIASES);
}

/**
 * `all` is every heuristic of ALLOCATORS (`all` of `tessera fuzz` passes FUZZ_ALLOCATORS: the MCNF
 * heuristics too); the exact allocators are accepted by name only.
 */
export function parseAllocators(text: string, list: boolean, all: readonly string[] = ALLOCATOR_NAMES): string[] {
  return parseNames(text, list, 'ra', NAMED_ALLOCATORS, {}, all);
}

/**
 * The allocators of `tessera fuzz --ra all` (its default): every heuristic, the MCNF heuristics of
 * issue 22 included. The matrices of `check`, `demo` and the corpus tests leave them out of `all`
 * while a target's corpus takes them minutes; a fuzz campaign's small programs take them in stride.
 */
export const FUZZ_ALLOCATORS: readonly string[] = [...ALLOCATOR_NAMES, ...MODEL_ALLOCATOR_NAMES];

function parseNames(
  text: string,
  list: boolean,
  flag: string,
  built: readonly string[],
  aliases: Record<string, string>,
  all: readonly string[] = built,
): string[] {
  const raw = text === 'all' && list ? [...all] : text.split(',').map((s) => s.trim());
  if (!list && raw.length !== 1) throw new UsageError(`--${flag} takes one name here`);
  const names = raw.map((n) => aliases[n] ?? n);
  for (const n of names) {
    if (!built.includes(n)) {
      const all = [...built, ...Object.keys(aliases).map((a) => `${a} (= ${aliases[a]})`)];
      throw new UsageError(`--${flag} ${n}: not built (available: ${all.join(', ')}${list ? ', or all' : ''})`);
    }
  }
  return [...new Set(names)];
}
