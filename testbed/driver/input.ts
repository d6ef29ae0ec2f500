// Loading a program: `.ll` read as is, `.c` compiled by clang-14 for the target's triple.
//
// Contract: returns a verified Module whose triple fits the target, or throws a SourceError
// (bad input, one line) or a UsageError (missing file, wrong extension, missing clang-14,
// triple/target mismatch). The clang flags are the corpus's (corpus/regenerate.sh), plus the
// include path of Tessera's freestanding C library (libc/include, the same for every target):
// `-nostdlibinc` drops the host's headers (glibc's for the x86 triples, none for the ARM ones) but
// keeps clang's own freestanding ones (stddef.h, stdint.h, stdarg.h, limits.h), which come after.
// The user's own flags (`--cflags`, `-D`, `-I`: `userCFlags`) come last, so they add to or override them.
// A `.ll` without a `target triple` (issue 19) takes --target's: the triple clang-14 uses for C
// (targets.ts clangTriple) and, when it has no `target datalayout` either, clang-14's datalayout for
// that triple (TARGET_DATALAYOUTS), both appended at the end of the text so every line keeps its
// number in messages. A datalayout it does have must give the target's pointer width. Without
// --target such a file is a usage error naming the option.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { parseDataLayout } from '../../engine/ir/datalayout.js';
import { SourceError } from '../../engine/ir/diagnostics.js';
import type { Module, SourceLoc } from '../../engine/ir/types.js';
import { VerifyError, verifyModule } from '../../engine/ir/verify.js';
import { UsageError } from './args.js';
import { findTarget, TARGET_NAMES, targetForTriple, type Target, type TargetName } from './targets.js';

const CLANG = 'clang-14';
// Hosted, unlike the corpus's -ffreestanding (corpus/regenerate.sh): a C program that reaches main's
// closing brace returns 0 (C99 5.1.2.2.3) — freestanding, clang made that `ret i32 undef`, and the
// interpreter rightly called it undefined behaviour (three torture files). -fno-builtin still keeps
// every library call a call; -nostdlibinc (LIBC_FLAGS) keeps the host's headers out.
const CLANG_FLAGS = [
  '-S',
  '-emit-llvm',
  '-fno-builtin',
  '-fno-pic',
  '-fno-stack-protector',
  '-fno-asynchronous-unwind-tables',
  '-fno-unwind-tables',
  '-fno-vectorize',
  '-fno-slp-vectorize',
  '-fomit-frame-pointer',
];

/** The headers of the freestanding C library every C file is compiled against (libc/include/README.md). */
const LIBC_INCLUDE = join(import.meta.dirname, '..', '..', 'libc', 'include');
const LIBC_FLAGS = ['-nostdlibinc', '-isystem', LIBC_INCLUDE];

export interface LoadedProgram {
  readonly module: Module;
  readonly target: Target;
}

function resolveTarget(name: string | undefined): Target | undefined {
  if (name === undefined) return undefined;
  const target = findTarget(name);
  if (target === undefined) throw new UsageError(`unknown target '${name}' (targets: ${TARGET_NAMES.join(', ')})`);
  return target;
}

/** What clang-14 writes as `target datalayout` for each target's clangTriple (checked by a test). */
export const TARGET_DATALAYOUTS: Readonly<Record<TargetName, string>> = {
  'x86-32': 'e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128',
  'x86-64': 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128',
  arm: 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64',
  thumb: 'e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64',
};

/** The user's C compiler options: `--cflags` split at white space (no shell quoting), then each -D and -I. */
export interface CInputOptions {
  readonly cflags: string;
  readonly define: readonly string[];
  readonly include: readonly string[];
}

/** Options that would make clang produce something other than one IR module on stdout, or for another target. */
const OWN_FLAGS = /^(-o|-c|-E|-S|-M.*|-emit-.*|-target|--target(=.*)?|-x.*|-###)$/;

/** The words added to clang-14's command line for `options`; a UsageError for a flag tessera sets itself. */
export function userCFlags(options: CInputOptions): string[] {
  const words = options.cflags.split(/\s+/).filter((w) => w !== '');
  const own = words.find((w) => OWN_FLAGS.test(w));
  if (own !== undefined) throw new UsageError(`--cflags: ${own} is tessera's to set (it asks clang-14 for one IR module per target)`);
  return [...words, ...options.define.map((d) => `-D${d}`), ...options.include.map((i) => `-I${i}`)];
}

/** `cflags` go to clang after the corpus's flags (a .c input only; the torture suite passes `-w` and a test's dg-options). */
export function loadProgram(path: string, targetName: string | undefined, optLevel = 1, cflags: readonly string[] = []): LoadedProgram {
  const wanted = resolveTarget(targetName);
  if (!existsSync(path)) throw new UsageError(`${path}: no such file`);
  if (path.endsWith('.c')) {
    const target = wanted ?? findTarget('x86-64')!;
    const text = compileC(path, target, optLevel, cflags);
    return { module: moduleOfC(path, text, target, optLevel, cflags), target };
  }
  if (!path.endsWith('.ll')) throw new UsageError(`${path}: expected a .c or .ll file`);
  const text = readFileSync(path, 'utf8');
  if (!hasTriple(text)) return withoutTriple(path, text, wanted);
  const module = parseModule(text, path);
  const target = wanted ?? targetForTriple(module.triple);
  if (target === undefined) throw new UsageError(`${path}: target triple '${module.triple}' fits none of ${TARGET_NAMES.join(', ')}`);
  if (!target.accepts(module.triple)) {
    throw new UsageError(
      `${path}: target triple '${module.triple}' does not fit --target ${target.name} (expected ${target.clangTriple} or alike)`,
    );
  }
  return { module: checked(module, text), target };
}

/** Whether an IR text names its target triple (the front end's prescan finds one anywhere at top level). */
function hasTriple(text: string): boolean {
  return /^\s*target\s+triple\s*=/m.test(text);
}

/** Whether `path` is compiled per target by check: a .c, or a .ll that names no triple. */
export function loadsPerTarget(path: string): boolean {
  return path.endsWith('.c') || !hasTriple(readFileSync(path, 'utf8'));
}

/** A triple-less .ll completed with --target's triple (and datalayout when it has none); see the contract. */
function withoutTriple(path: string, text: string, target: Target | undefined): LoadedProgram {
  if (target === undefined) {
    throw new UsageError(`${path}: no target triple in the file: give --target (${TARGET_NAMES.join(', ')})`);
  }
  const ownLayout = /^\s*target\s+datalayout\s*=/m.test(text);
  const tail = [`target triple = "${target.clangTriple}"`];
  if (!ownLayout) tail.push(`target datalayout = "${TARGET_DATALAYOUTS[target.name]}"`);
  const completed = `${text}${text.endsWith('\n') || text === '' ? '' : '\n'}${tail.join('\n')}\n`;
  const module = parseModule(completed, path);
  const bits = parseDataLayout(module.datalayout).pointerBits;
  if (bits !== target.pointerBits) {
    throw new UsageError(`${path}: its datalayout has ${bits}-bit pointers, --target ${target.name} ${target.pointerBits}-bit`);
  }
  return { module: checked(module, completed), target };
}

/** A module the front end accepted but that breaks an IR invariant (say, a use its definition does not dominate) is bad input too. */
function checked(module: Module, text: string): Module {
  try {
    verifyModule(module, text);
  } catch (err) {
    if (err instanceof VerifyError) {
      if (err.loc !== undefined) throw new SourceError(module.source, err.loc, `invalid IR: ${err.message}`);
      throw new UsageError(`${module.source}: invalid IR: ${err.message}`);
    }
    throw err;
  }
  return module;
}

/** The verified module of `text`, the IR compileC made of the C file `path` (what loadProgram does with a .c after clang). */
export function moduleOfC(path: string, text: string, target: Target, optLevel: number, cflags: readonly string[]): Module {
  return checked(parseC(path, text, target, optLevel, cflags), text);
}

/**
 * The IR clang made from a C file, parsed. The user never saw that IR, so a construct the front
 * end rejects is reported at the C line: the file is compiled again with line tables (only on
 * this error path, so accepted programs are compiled exactly as the corpus is), parsed again, and
 * the rejected IR line's `!dbg` location (an instruction's DILocation, or for a `define` line the
 * function's DISubprogram line) names the C line and column.
 */
function parseC(path: string, text: string, target: Target, optLevel: number, cflags: readonly string[]): Module {
  try {
    return parseModule(text, `${basename(path, '.c')}.ll`);
  } catch (err) {
    if (!(err instanceof SourceError)) throw err;
    const withLines = compileC(path, target, optLevel, cflags, ['-gline-tables-only']);
    const again = rejection(withLines) ?? err;
    throw new SourceError(path, cPosition(withLines, again.loc.line, readFileSync(path, 'utf8')), again.what);
  }
}

function rejection(text: string): SourceError | undefined {
  try {
    parseModule(text, 'line-tables.ll');
    return undefined;
  } catch (err) {
    if (err instanceof SourceError) return err;
    throw err;
  }
}

const DEBUG_LOCATION = /^!(\d+) = (?:distinct )?!(?:DILocation|DISubprogram)\(.*?\bline: (\d+)(?:, column: (\d+))?/;

/** The C position of IR line `line` (1-based) of clang's `-g` output `ll`; see parseC. */
function cPosition(ll: string, line: number, c: string): SourceLoc {
  const lines = ll.split('\n');
  const where = new Map<string, SourceLoc>();
  for (const l of lines) {
    const m = DEBUG_LOCATION.exec(l);
    if (m !== null && m[2] !== '0') where.set(m[1]!, { line: Number(m[2]), col: Number(m[3] ?? 1) });
  }
  const at = (l: string | undefined): SourceLoc | undefined => where.get(/!dbg !(\d+)/.exec(l ?? '')?.[1] ?? '');
  const own = at(lines[line - 1]);
  if (own !== undefined) return own;
  // An instruction without a location: its function's line (the closest `define` above, unless a
  // function body closed in between).
  for (let i = line - 2; i >= 0 && lines[i] !== '}'; i--) {
    if (lines[i]!.startsWith('define ')) return at(lines[i]) ?? symbolPosition(lines[i]!, c);
  }
  return symbolPosition(lines[line - 1] ?? '', c);
}

/**
 * Line tables locate no global and no declaration: the first C line naming the IR line's first
 * `@symbol` as a word stands in (1:1 when none does).
 */
function symbolPosition(irLine: string, c: string): SourceLoc {
  const name = /@([A-Za-z_][\w]*)/.exec(irLine)?.[1];
  if (name !== undefined) {
    const word = new RegExp(`\\b${name}\\b`);
    const lines = c.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const m = word.exec(lines[i]!);
      if (m !== null) return { line: i + 1, col: m.index + 1 };
    }
  }
  return { line: 1, col: 1 };
}

/** clang-14's IR text for the C file `path` (a UsageError with clang's first error line when it fails). */
export function compileC(path: string, target: Target, optLevel: number, cflags: readonly string[], extra: readonly string[] = []): string {
  try {
    return execFileSync(
      CLANG,
      [`--target=${target.clangTriple}`, `-O${optLevel}`, ...CLANG_FLAGS, ...LIBC_FLAGS, ...extra, ...cflags, '-o', '-', path],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 << 20,
      },
    );
  } catch (err) {
    const e = err as { code?: string; stderr?: string };
    if (e.code === 'ENOENT') throw new UsageError(`${CLANG} is not installed (npm run setup installs it)`);
    const first = (e.stderr ?? '').split('\n').find((l) => l.includes('error:')) ?? 'clang-14 failed';
    throw new UsageError(first.trim());
  }
}
