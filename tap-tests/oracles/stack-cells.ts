// Test helper for the stack-budget tests (tap-tests/oracles/stack-budget.part.ts and
// stack-overflow.test.ts, issue 18): C programs that use a given amount of stack, and one cell of
// Tessera's back end (maxmunch, verifiers and allocation checker on) run in Unicorn against the
// interpreter.
//
// Requires clang-14 (loadProgram names it when missing) and Unicorn.

import type { Test } from 'tap';
import type { Module } from '../../engine/ir/types.js';
import type { Outcome } from '../../oracles/outcome.js';
import { buildCell, cellLabel, isFailure } from '../../testbed/driver/backend.js';
import { executeImage, interpretFor, type RunResult, type RunSettings } from '../../testbed/driver/execute.js';
import { findTarget, type TargetName } from '../../testbed/driver/targets.js';

const TARGETS: readonly TargetName[] = ['x86-32', 'x86-64', 'arm', 'thumb'];
export const SETTINGS: RunSettings = { entry: 'main', args: [], maxSteps: 50_000_000, exactHooks: false };

/** A local array of `bytes` with a byte written in every 4 KiB page, bottom first; returns (sum of page numbers >> 4) & 0x7f. */
export const array = (bytes: string): string => `
static int touch(volatile unsigned char *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i += 4096) p[i] = (unsigned char)(i >> 12);
  for (int i = 0; i < n; i += 4096) s += p[i];
  return s;
}
int main(void) { unsigned char a[${bytes}]; return (touch(a, sizeof a) >> 4) & 0x7f; }
`;

export const RECURSION = `
int depth;
int rec(int n) { depth = n; return rec(n + 1) + 1; }
int main(void) { return rec(0); }
`;

export const MEMSET = `
int k = 5;
int main(void) { char a[16 << 20]; __builtin_memset(a, 1, sizeof a); return a[k]; }
`;

/** One cell of `module` on `target`, against `reference` (the interpreter's outcome for `module`:
 *  pass it when several cells share the module, so the interpreter runs it once; computed here when absent). */
export function run(t: Test, module: Module, target: TargetName, ra = 'linear-scan', reference?: Outcome): RunResult | null {
  const tg = findTarget(target)!;
  const spec = { backend: 'tessera' as const, isel: 'maxmunch', ra, verify: true };
  const built = buildCell(module, tg, spec);
  if (isFailure(built)) {
    t.fail(`${module.source} on ${target} maxmunch/${ra}: ${built.status}: ${built.reason}`);
    return null;
  }
  return executeImage(module, tg, built.image, cellLabel(module, tg, spec), SETTINGS, reference ?? interpretFor(module, SETTINGS));
}

/** The cells each program runs on: every target under linear-scan, thumb also under spill-all. */
export const CELLS: readonly (readonly [TargetName, string])[] = [
  ...TARGETS.map((target) => [target, 'linear-scan'] as const),
  ['thumb', 'spill-all'],
];
