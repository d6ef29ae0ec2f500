// Regression (issue 18, Found 3): a straight-line function of 15,000 instructions over 24 live
// values failed under `cse-none` and NOLTIS with "no tile derives add i32". Both label the DAG as
// the tree it unfolds to (a shared, non-root node counted once per user), and along this chain —
// each value combined with the one computed just before it — that tree's cost passed 2^1024: the
// Float64 sum became Infinity, which the labelling (engine/isel/labels.ts) reads as "no
// derivation". Costs now saturate at Number.MAX_VALUE (labels.ts addCost).
//
// Requires Unicorn (through the test helper of tap-tests/codegen/regression-cells.ts). The module
// is generated here: 24 i32 values loaded from a global array, 15,000 add/xor/mul instructions in
// one block, every value stored back and their xor returned. It checks that the labelling really
// overflows without the saturation (so the test exercises the case), that every selector compiles
// the function on x86-32, and that every selector's image matches the interpreter.

import t from 'tap';
import { parseModule } from '../../engine/frontend/parse.js';
import { legalizeModule } from '../../engine/lower/legalize.js';
import { buildDags } from '../../engine/isel/dag.js';
import { withFixed } from '../../engine/isel/cover.js';
import { labelDag } from '../../engine/isel/labels.js';
import { grammarOf } from '../../engine/isel/index.js';
import { SELECTOR_NAMES } from '../../engine/codegen/pipeline.js';
import { cells } from '../codegen/regression-cells.js';

const LIVE = 24;
const INSTRUCTIONS = 15_000;

/** The wide function as x86-32 LLVM IR: slot i becomes op(slot i, slot i-1), round robin. */
function wideModuleText(instructions: number): string {
  const lines = [
    'target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"',
    'target triple = "i386-pc-linux-gnu"',
    `@a = global [${LIVE} x i32] [${Array.from({ length: LIVE }, (_, i) => `i32 ${i * 7 + 1}`).join(', ')}]`,
    'define i32 @main() {',
  ];
  const slot: string[] = [];
  for (let i = 0; i < LIVE; i++) {
    lines.push(`  %p${i} = getelementptr inbounds [${LIVE} x i32], ptr @a, i32 0, i32 ${i}`, `  %l${i} = load i32, ptr %p${i}`);
    slot.push(`%l${i}`);
  }
  const ops = ['add', 'xor', 'mul'];
  for (let k = 0; k < instructions; k++) {
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

const module = parseModule(wideModuleText(INSTRUCTIONS), 'wide-15000.ll');

t.test('the unfolded tree costs past Float64 range, and every node still derives', async (t) => {
  const legal = legalizeModule(module, 'x86-32');
  const { dags } = buildDags(legal.functions[0]!, legal);
  t.equal(dags.length, 1, 'one block');
  const dag = withFixed(dags[0]!, () => false); // cse-none's DAG: no shared node is a root
  const { labels } = labelDag(grammarOf('x86-32'), dag);
  const arithmetic = dag.nodes.filter((n) => n.op === 'add' || n.op === 'xor' || n.op === 'mul');
  t.ok(arithmetic.length >= INSTRUCTIONS, `${arithmetic.length} arithmetic nodes`);
  const underivable = arithmetic.filter((n) => labels.cost(n.id, 'reg') === Infinity).map((n) => n.id);
  t.same(underivable.slice(0, 5), [], 'every add/xor/mul derives to reg');
  t.ok(
    arithmetic.some((n) => labels.cost(n.id, 'reg') === Number.MAX_VALUE),
    'some cost saturated (a plain Float64 sum would have been Infinity)',
  );
});

t.test('every selector compiles it on x86-32 and matches the interpreter', async (t) => {
  const combos = SELECTOR_NAMES.map((isel) => [isel, 'linear-scan'] as const);
  t.equal(cells(t, module, 'x86-32', combos), combos.length, 'every cell matches');
});
