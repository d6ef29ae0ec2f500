// Regression (issue 18, Found 3): a straight-line function of 15,000 instructions over 24 live
// values failed under `cse-none` and NOLTIS with "no tile derives add i32". Both label the DAG as
// the tree it unfolds to (a shared, non-root node counted once per user), and along this chain —
// each value combined with the one computed just before it — that tree's cost passed 2^1024: the
// Float64 sum became Infinity, which the labelling (engine/isel/labels.ts) reads as "no
// derivation". Costs now saturate at Number.MAX_VALUE (labels.ts addCost).
//
// Requires Unicorn (through the test helper of tap-tests/codegen/regression-cells.ts). The module
// comes from big-inputs.ts (wideText): 24 i32 values loaded from a global array, 15,000 add/xor/mul instructions in
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
import { wideText } from './big-inputs.js';

const INSTRUCTIONS = 15_000;

const module = parseModule(wideText(INSTRUCTIONS), 'wide-15000.ll');

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
