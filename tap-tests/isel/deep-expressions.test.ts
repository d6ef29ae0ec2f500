// Regression (issue 18, Found 3): one expression 20,000 deep — a chain of add/xor with constants,
// each value used once by the next, so the block's DAG is a single tree of that depth — overflowed
// the call stack ("Maximum call stack size exceeded") in selection: the cover's visit
// (engine/isel/cover.ts buildCover) and the emitter's emitAt and Sethi–Ullman need
// (engine/isel/emit.ts) recursed once per tree level. They now walk explicit work lists.
//
// Requires Unicorn (through tap-tests/codegen/regression-cells.ts). Checks that the DAG really is
// one tree as deep as the chain, that every selector selects the function on x86-32 and arm (its
// machine IR verifying), and that maxmunch's image — through the whole back end: allocation, code
// generation, link — matches the interpreter on x86-32.

import t from 'tap';
import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { parseModule } from '../../engine/frontend/parse.js';
import type { Module } from '../../engine/ir/types.js';
import { buildDags } from '../../engine/isel/dag.js';
import { selectorByName } from '../../engine/isel/index.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { verifyMir } from '../../engine/mir/verify.js';
import { cells } from '../codegen/regression-cells.js';

const DEPTH = 20_000;

const HEADER = {
  'x86-32':
    'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"\ntarget triple = "i386-pc-linux-gnu"',
  arm: 'target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"\ntarget triple = "armv6-none-unknown-eabi"',
} as const;
type DeepIsa = keyof typeof HEADER;

/** @main loads a global and returns it through DEPTH adds/xors with constants, one block. */
function deepModule(isa: DeepIsa): Module {
  const lines = [HEADER[isa], '@g = global i32 12345', 'define i32 @main() {', 'entry:', '  %v0 = load i32, ptr @g'];
  for (let i = 1; i <= DEPTH; i++) lines.push(`  %v${i} = ${i % 3 === 0 ? 'xor' : 'add'} i32 %v${i - 1}, ${(i * 37) % 1000}`);
  lines.push(`  ret i32 %v${DEPTH}`, '}', '');
  return parseModule(lines.join('\n'), `deep-${DEPTH}-${isa}.ll`);
}

/** The depth of the tree under the terminator: the longest path of non-root (single-use) nodes. */
function treeDepth(module: Module, isa: DeepIsa): number {
  const legal = legalizeModule(module, isa);
  const { dags } = buildDags(legal.functions[0]!, legal);
  const dag = dags[0]!;
  const depth = new Array<number>(dag.nodes.length).fill(0);
  for (const n of dag.nodes) for (const k of n.kids) if (!dag.nodes[k]!.root) depth[n.id] = Math.max(depth[n.id]!, depth[k]! + 1);
  return Math.max(...depth);
}

for (const isa of ['x86-32', 'arm'] as const) {
  const module = deepModule(isa);

  t.test(`${isa}: the expression is one tree ${DEPTH} deep`, async (t) => {
    t.ok(treeDepth(module, isa) >= DEPTH, `tree depth ${treeDepth(module, isa)}`);
  });

  t.test(`${isa}: every selector selects it without overflowing the stack`, async (t) => {
    const legal = legalizeModule(module, isa);
    for (const isel of SELECTOR_NAMES) {
      let problems = '';
      try {
        const mir = selectorByName(isel)!.select(legal.functions[0]!, legal, isa);
        problems = verifyMir(mir, isa)
          .map((p) => p.message)
          .join('; ');
      } catch (e) {
        problems = e instanceof Error ? e.message : String(e);
      }
      t.equal(problems, '', `${isel}: selected, and the machine IR verifies`);
    }
  });

  // One target only: the cell (allocation checker, verifiers, emulator, interpreter) takes ~7 s.
  if (isa === 'x86-32')
    t.test(`${isa}: maxmunch's image matches the interpreter`, async (t) => {
      t.equal(cells(t, module, isa, [['maxmunch', 'linear-scan']]), 1, 'the cell matches');
    });
}
