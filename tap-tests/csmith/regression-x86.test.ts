// Regression test of the x86 wrong code Csmith found (issue 19, Done when: each mismatch found is
// fixed, its reduced reproducer kept). Csmith seed 3738112321's memory digest differed from the
// interpreter's in every x86 cell: its `g_6 &= g_3` (g_6 volatile) is `store volatile (and (load
// volatile g_6) (load g_3)) g_6`, and the read-modify-write store tile (engine/targets/x86/
// tiles-mem.ts), matching `and` with its kids swapped, covered the load of g_3 but checked that the
// operation's first kid (the volatile load, a root) read the store's address: `and [g_6], eax` with
// eax = g_6, so g_3 never entered the result.
//
// Requires clang-14 and Unicorn. Compiles the reproducer (regression-x86.c beside this file: the
// reduced statement for and/or/xor/add/sub at 32 and 64 bits, and the plain read-modify-write
// shape; main returns 0 when every result is right, one bit per check otherwise) at -O1 and runs
// every selector x allocator on x86-32 and x86-64, and on ARM and Thumb (no RMW tiles, cheap), in
// the emulator against the interpreter. On x86 the fused `and m, r` must still be chosen for the
// non-volatile shape: the fix reads the match, it does not give up the tile.

import t from 'tap';
import { join } from 'node:path';
import type { CompiledModule } from '../../engine/codegen/pipeline.js';
import type { X86Insn } from '../../isa-models/x86/insn.js';
import { interpretFor } from '../../testbed/driver/execute.js';
import { loadProgram } from '../../testbed/driver/input.js';
import type { TargetName } from '../../testbed/driver/targets.js';
import { cells, COMBOS } from '../codegen/regression-cells.js';

const SOURCE = join(import.meta.dirname, 'regression-x86.c');
const TARGETS: readonly TargetName[] = ['x86-32', 'x86-64', 'arm', 'thumb'];

/** The instruction forms selected for function `name` (x86 MIR). */
function formsOf(compiled: CompiledModule, name: string): string[] {
  const fn = compiled.functions.find((f) => f.mir.name === name);
  if (fn === undefined) return [];
  return fn.mir.blocks.flatMap((b) => b.insts.flatMap((i) => (i.kind === 'isa' && i.insn !== null ? [(i.insn as X86Insn).form] : [])));
}

for (const target of TARGETS) {
  t.test(`Csmith seed 3738112321, reduced: every selector x allocator on ${target}`, (t) => {
    const { module } = loadProgram(SOURCE, target, 1);
    const reference = interpretFor(module, { entry: 'main', args: [], maxSteps: 1_000_000, exactHooks: false });
    t.equal(reference.return, 0n, `${target}: the interpreter finds every check of the reproducer right`);
    const unfused: string[] = [];
    const look = (compiled: CompiledModule, isel: string, ra: string) => {
      if (!formsOf(compiled, 'gxor').includes('xor m32, r32')) unfused.push(`${isel}/${ra}`);
    };
    const x86 = target === 'x86-32' || target === 'x86-64';
    const matched = cells(t, module, target, COMBOS, x86 ? look : undefined);
    t.equal(matched, COMBOS.length, `${target}: every cell matches the interpreter`);
    if (x86) t.same(unfused, [], `${target}: g = a ^ g is one xor m32, r32 in every cell`);
    t.end();
  });
}
