// Test helper for the large-input tests (issue 18, Deliver 3): the two programs, and a runner
// that compiles and runs them in a child process whose heap is capped, so that exceeding the
// stated memory bound fails the test instead of slowing the machine down.
//
// Requires node and tsx (the child is big-inputs-child.ts, run as `node --import tsx`), and what
// the child requires (Unicorn, through tap-tests/codegen/regression-cells.ts). Produces, for a
// test, one assertion that the child passed (its TAP output shown when it did not) and the child's
// measured peak resident set and wall time as a comment: the figures README states.
//
// The bound (README, "Large inputs"): every cell of one program under one allocator — the
// selectors of its window (bigSelectors), each compiled with verifiers and the allocation checker
// on, linked, run in Unicorn and compared with the interpreter — fits a V8 heap of HEAP_MB and a
// peak resident set of RSS_MB (the graph-coloring allocator's neighbour sets and Unicorn's memory
// live outside the V8 heap, so the child checks its resident set as well).

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Test } from 'tap';
import { ALLOCATOR_NAMES, SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { sampledSelectors } from '../helpers/cell-sample.js';

/**
 * The size of both programs in `npm test`: expression depth, and instructions of the wide function.
 * Big enough that the quadratic behaviours these tests were written against fail or stand out: the
 * graph-coloring allocator's per-merge move-list copies (a coalesced chain 6,000 deep took a 1.48 GB
 * heap before the fix, over HEAP_MB; measured with that copy put back: deep x graph-color at 8,000
 * dies of V8's heap limit after 14 s of CPU), and the allocation checker's walk over
 * every location per def (7.6 s of 11.8 s of a cell at 10,000). README's figures are for 20,000,
 * which the suite ran until its time limit neared (the 8 files: 85 s of per-file time); measured
 * back to back, 8,000 takes 47 s of CPU where 20,000 took 84 s for deep x graph-color, wide x
 * graph-color, wide x linear-scan and deep x spill-all. Run 20,000 with the child directly:
 * `node --max-old-space-size=1024 --import tsx tap-tests/isel/big-inputs-child.ts deep graph-color 20000 all`.
 */
export const SIZE = 8_000;
/** The V8 heap cap of the child (node --max-old-space-size). */
const HEAP_MB = 1024;
/** The peak resident set the child may reach (checked by the child itself). */
export const RSS_MB = 1536;

export type BigProgram = 'deep' | 'wide';

const HEADER = [
  'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"',
  'target triple = "i386-pc-linux-gnu"',
];

/** @main loads a global and returns it through `depth` adds/xors with constants: one tree `depth` deep. */
function deepText(depth: number): string {
  const lines = [...HEADER, '@g = global i32 12345', 'define i32 @main() {', 'entry:', '  %v0 = load i32, ptr @g'];
  for (let i = 1; i <= depth; i++) lines.push(`  %v${i} = ${i % 3 === 0 ? 'xor' : 'add'} i32 %v${i - 1}, ${(i * 37) % 1000}`);
  lines.push(`  ret i32 %v${depth}`, '}', '');
  return lines.join('\n');
}

const LIVE = 24;

/** `count` add/xor/mul instructions in one block over LIVE values (slot i becomes op(slot i, slot i-1)), all stored and xor-ed. */
export function wideText(count: number): string {
  const init = Array.from({ length: LIVE }, (_, i) => `i32 ${i * 7 + 1}`).join(', ');
  const lines = [...HEADER, `@a = global [${LIVE} x i32] [${init}]`, 'define i32 @main() {'];
  const slot: string[] = [];
  for (let i = 0; i < LIVE; i++) {
    lines.push(`  %p${i} = getelementptr inbounds [${LIVE} x i32], ptr @a, i32 0, i32 ${i}`, `  %l${i} = load i32, ptr %p${i}`);
    slot.push(`%l${i}`);
  }
  const ops = ['add', 'xor', 'mul'];
  for (let k = 0; k < count; k++) {
    const i = k % LIVE;
    lines.push(`  %v${k} = ${ops[k % 3]} i32 ${slot[i]}, ${slot[(i + LIVE - 1) % LIVE]}`);
    slot[i] = `%v${k}`;
  }
  let acc = slot[0]!;
  lines.push(`  store i32 ${acc}, ptr %p0`);
  for (let i = 1; i < LIVE; i++) {
    lines.push(`  store i32 ${slot[i]}, ptr %p${i}`, `  %x${i} = xor i32 ${acc}, ${slot[i]}`);
    acc = `%x${i}`;
  }
  lines.push(`  ret i32 ${acc}`, '}', '');
  return lines.join('\n');
}

/** The x86-32 LLVM IR text of `program` at `size`. */
export function bigProgramText(program: BigProgram, size: number): string {
  return program === 'deep' ? deepText(size) : wideText(size);
}

/** The allocators of the large-input files (one file per program and allocator). */
const BIG_ALLOCATORS = ['graph-color', 'linear-scan', 'second-chance', 'spill-all'] as const;

/** How many selectors each program x allocator file runs. */
const SELECTORS_PER_FILE = 3;

/**
 * The selectors `program` runs under `ra`: a window of SELECTORS_PER_FILE (tap-tests/helpers/
 * cell-sample.ts), the window's number the allocator's index, plus one for `wide`. With six
 * selectors the windows alternate, so each selector runs each program under two of the four
 * allocators of the files and, over both programs, under all four (runBigCells asserts it). The
 * quadratic behaviours these files guard against live in one selector or one allocator, so each
 * of them still runs on both programs at SIZE; every selector under one allocator: the child run
 * by hand with `all` as its fourth argument.
 */
export function bigSelectors(program: BigProgram, ra: string): string[] {
  return sampledSelectors(SELECTOR_NAMES, ALLOCATOR_NAMES.indexOf(ra) + (program === 'wide' ? 1 : 0), SELECTORS_PER_FILE);
}

/** Runs the sampled selectors (bigSelectors) on `program` under allocator `ra` in a heap-capped child; the test fails unless the child passes. */
export function runBigCells(t: Test, program: BigProgram, ra: string): void {
  const files = BIG_ALLOCATORS.flatMap((a) => (['deep', 'wide'] as const).flatMap((p) => bigSelectors(p, a).map((s) => `${s}/${a}`)));
  t.equal(
    new Set(files).size,
    SELECTOR_NAMES.length * BIG_ALLOCATORS.length,
    'the eight files run every selector under each of their allocators',
  );
  const child = join(import.meta.dirname, 'big-inputs-child.ts');
  const r = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', child, program, ra], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: plainEnv(),
  });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const peak = /# peak rss (\d+) MB, (\d+) s/.exec(out);
  if (peak !== null) t.comment(`${program} x ${ra}: peak RSS ${peak[1]} MB, ${peak[2]} s (bound: heap ${HEAP_MB} MB, RSS ${RSS_MB} MB)`);
  const what = `${program} (${SIZE}) x ${bigSelectors(program, ra).join(', ')} x ${ra}: compiled, run and matched within the bound`;
  if (r.status === 0) t.pass(what);
  else t.fail(`${what}: ${r.error?.message ?? `exit ${r.status}, signal ${r.signal}`}\n${out.slice(-4000)}`);
}

/** The environment without the parent tap run's settings (the child is a test of its own, run plainly):
 *  nor c8's NODE_V8_COVERAGE, whose block counters made these compute-bound children a third slower
 *  (11.4 s against 15.4 s of CPU for wide x linear-scan; the paths they run are covered by the other tests). */
function plainEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { TAP_TIMEOUT: '0' }; // the parent's test has the suite's timeout; a plain run's 30 s is too short
  for (const [k, v] of Object.entries(process.env))
    if (!k.startsWith('TAP') && !k.startsWith('_TAP') && k !== 'NODE_OPTIONS' && k !== 'NODE_V8_COVERAGE') env[k] = v;
  return env;
}
