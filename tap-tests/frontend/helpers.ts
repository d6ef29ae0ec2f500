// Shared helpers for the front-end tests (not a test file itself).
//
// Contract: small wrappers that keep the tests short: parse a snippet with a target header,
// find a function, strip names and source locations for structural comparison, run clang
// (failing with a clear message when it is not installed), list .ll files under a folder.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseModule } from '../../engine/frontend/parse.js';
import { SourceError } from '../../engine/ir/diagnostics.js';
import type { Block, Func, Inst, Module } from '../../engine/ir/types.js';

export const X86_64_HEADER =
  'target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"\n' +
  'target triple = "x86_64-unknown-linux-gnu"\n';
export const I386_HEADER =
  'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\n' +
  'target triple = "i386-unknown-linux-gnu"\n';
export const ARM_HEADER = 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "armv6-none-eabi"\n';

/** Parses `body` after a two-line x86-64 header (so body line N is file line N + 2). */
export function parse64(body: string): Module {
  return parseModule(X86_64_HEADER + body, 't.ll');
}

export function parse32(body: string): Module {
  return parseModule(I386_HEADER + body, 't.ll');
}

export function fn(m: Module, name: string): Func {
  const f = m.functions.find((g) => g.name === name);
  if (f === undefined) throw new Error(`no function @${name}`);
  return f;
}

/** The instructions of a function's blocks, flattened. */
export function insts(f: Func): Inst[] {
  return f.blocks.flatMap((b: Block) => b.insts);
}

/** The message a parse fails with, or 'ok'. Non-SourceErrors propagate (they are bugs). */
export function errorOf(text: string, file = 't.ll'): string {
  try {
    parseModule(text, file);
    return 'ok';
  } catch (e) {
    if (e instanceof SourceError) return e.message;
    throw e;
  }
}

/** A deep copy without names, source locations and the file name, with bigints as strings. */
export function strip(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(strip);
  if (x instanceof Uint8Array) return [...x];
  if (typeof x === 'bigint') return `${x}n`;
  if (x !== null && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) if (k !== 'loc' && k !== 'name' && k !== 'source') out[k] = strip(v);
    return out;
  }
  return x;
}

/** Plain JSON of a value with bigints (for t.same on IR pieces). */
export function plain(x: unknown): unknown {
  return JSON.parse(JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v instanceof Uint8Array ? [...v] : v)));
}

const CLANG_FLAGS = ['-S', '-emit-llvm', '-ffreestanding', '-fno-builtin', '-fno-vectorize', '-fno-slp-vectorize', '-o', '-'];

/** Compiles C source with clang; throws a clear message when the compiler is missing. */
export function clang(compiler: 'clang-14' | 'clang-19', triple: string, opt: string, file: string, extra: string[] = []): string {
  try {
    return execFileSync(compiler, [`--target=${triple}`, opt, ...CLANG_FLAGS, ...extra, file], { encoding: 'utf8' });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') throw new Error(`${compiler} is not installed: run npm run setup`);
    throw e;
  }
}

export function listLl(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? listLl(p) : p.endsWith('.ll') ? [p] : [];
    });
}

export const FIXTURES = new URL('./fixtures/', import.meta.url).pathname;
export const TRIPLES = ['i386-unknown-linux-gnu', 'x86_64-unknown-linux-gnu', 'armv6-none-eabi', 'thumbv6m-none-eabi'] as const;
