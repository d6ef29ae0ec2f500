// Regression (issue 18, Deliver 3: no input too big): a chain of 20,000 blocks, each of which may
// leave for one shared exit, took minutes to compile — the dominator computation
// (engine/ir/cfg.ts immediateDominators, Cooper–Harvey–Kennedy) intersected the exit's 20,000
// predecessors in block order, walking back over the whole chain for each. It now visits each
// block's predecessors latest in reverse postorder first (the nearest common dominator does not
// depend on the order), one step per predecessor.
//
// Requires Unicorn (through tap-tests/codegen/regression-cells.ts). Checks the dominator tree of the
// 20,000-block chain (each block's idom is the one before it, the exit's the first chain block), and
// that maxmunch × linear-scan compiles a 2,000-block one on x86-32, under the verifiers and the
// allocation checker, to an image that matches the interpreter. (The checker keeps, per block, every
// location's contents, spill slots of dead values included: linear scan spills each chain value here,
// so its memory grows with blocks × slots — about 0.5 GB at 2,000 blocks; the back end alone compiles
// the 20,000-block function in 16 s and 0.5 GB.)

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { immediateDominators } from '../../engine/ir/cfg.js';
import { cells } from '../codegen/regression-cells.js';

const BLOCKS = 20_000;

/** @main walks `blocks` blocks; block i < blocks leaves for %exit when the running sum hits a value it never reaches. */
function chainText(blocks: number): string {
  const lines = [
    'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"',
    'target triple = "i386-pc-linux-gnu"',
    '@g = global i32 3',
    'define i32 @main() {',
    'entry:',
    '  %s0 = load i32, ptr @g',
    '  br label %b1',
  ];
  for (let i = 1; i <= blocks; i++) {
    lines.push(`b${i}:`, `  %s${i} = add i32 %s${i - 1}, ${i % 7}`);
    if (i === blocks) lines.push('  br label %exit');
    else lines.push(`  %c${i} = icmp eq i32 %s${i}, -1`, `  br i1 %c${i}, label %exit, label %b${i + 1}`);
  }
  const incoming = Array.from({ length: blocks }, (_, k) => `[ %s${k + 1}, %b${k + 1} ]`).join(', ');
  lines.push('exit:', `  %r = phi i32 ${incoming}`, '  ret i32 %r', '}', '');
  return lines.join('\n');
}

const chain = (blocks: number) => parseModule(chainText(blocks), `shared-exit-${blocks}.ll`);
const module = chain(BLOCKS);
const fn = module.functions[0]!;

t.test(`the dominator tree of a ${BLOCKS}-block chain with a shared exit`, async (t) => {
  const idom = immediateDominators(fn);
  const name = new Map(fn.blocks.map((b) => [b.id, b.name]));
  const byName = new Map(fn.blocks.map((b) => [b.name, b.id]));
  const idomOf = (label: string): string | undefined => {
    return name.get(idom.get(byName.get(label)!)!);
  };
  t.equal(idom.size, BLOCKS + 2, 'every block is reachable');
  t.equal(idomOf('b1'), 'entry');
  t.equal(idomOf(`b${BLOCKS}`), `b${BLOCKS - 1}`);
  const wrong = fn.blocks.filter((b, k) => k >= 2 && b.name.startsWith('b') && idomOf(b.name) !== `b${k - 1}`).length;
  t.equal(wrong, 0, 'each chain block is dominated by the one before it');
  t.equal(idomOf('exit'), 'b1', 'the exit is dominated by the first chain block (it dominates every predecessor)');
});

t.test('maxmunch × linear-scan compiles a 2,000-block one on x86-32 and matches the interpreter', async (t) => {
  t.equal(cells(t, chain(2_000), 'x86-32', [['maxmunch', 'linear-scan']]), 1, 'the cell matches');
});
