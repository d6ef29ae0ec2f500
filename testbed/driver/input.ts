// Loading a program: `.ll` read as is, `.c` compiled by clang-14 for the target's triple.
//
// Contract: returns a verified Module whose triple fits the target, or throws a SourceError
// (bad input, one line) or a UsageError (missing file, wrong extension, missing clang-14,
// triple/target mismatch). The clang flags are the corpus's (corpus/regenerate.sh).

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import type { Module } from '../../engine/ir/types.js';
import { VerifyError, verifyModule } from '../../engine/ir/verify.js';
import { UsageError } from './args.js';
import { findTarget, TARGET_NAMES, targetForTriple, type Target } from './targets.js';

const CLANG = 'clang-14';
const CLANG_FLAGS = [
  '-S',
  '-emit-llvm',
  '-ffreestanding',
  '-fno-builtin',
  '-fno-pic',
  '-fno-stack-protector',
  '-fno-asynchronous-unwind-tables',
  '-fno-unwind-tables',
  '-fno-vectorize',
  '-fno-slp-vectorize',
  '-fomit-frame-pointer',
];

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

export function loadProgram(path: string, targetName: string | undefined, optLevel = 1): LoadedProgram {
  const wanted = resolveTarget(targetName);
  if (!existsSync(path)) throw new UsageError(`${path}: no such file`);
  if (path.endsWith('.c')) {
    const target = wanted ?? findTarget('x86-64')!;
    const text = compileC(path, target, optLevel);
    return { module: checked(parseModule(text, `${basename(path, '.c')}.ll`)), target };
  }
  if (!path.endsWith('.ll')) throw new UsageError(`${path}: expected a .c or .ll file`);
  const module = parseModule(readFileSync(path, 'utf8'), path);
  const target = wanted ?? targetForTriple(module.triple);
  if (target === undefined) throw new UsageError(`${path}: target triple '${module.triple}' fits none of ${TARGET_NAMES.join(', ')}`);
  if (!target.accepts(module.triple)) {
    throw new UsageError(
      `${path}: target triple '${module.triple}' does not fit --target ${target.name} (expected ${target.clangTriple} or alike)`,
    );
  }
  return { module: checked(module), target };
}

/** A module the front end accepted but that breaks an IR invariant (say, a use its definition does not dominate) is bad input too. */
function checked(module: Module): Module {
  try {
    verifyModule(module);
  } catch (err) {
    if (err instanceof VerifyError) throw new UsageError(`${module.source}: invalid IR: ${err.message}`);
    throw err;
  }
  return module;
}

function compileC(path: string, target: Target, optLevel: number): string {
  try {
    return execFileSync(CLANG, [`--target=${target.clangTriple}`, `-O${optLevel}`, ...CLANG_FLAGS, '-o', '-', path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 << 20,
    });
  } catch (err) {
    const e = err as { code?: string; stderr?: string };
    if (e.code === 'ENOENT') throw new UsageError(`${CLANG} is not installed (npm run setup installs it)`);
    const first = (e.stderr ?? '').split('\n').find((l) => l.includes('error:')) ?? 'clang-14 failed';
    throw new UsageError(first.trim());
  }
}
